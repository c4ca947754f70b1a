// The saved reports' public server file (decision 0030): what a module with such reports mounts inside its own
// plugin (the routes), and the parts of its report's document that are the same in every area. Its store is in
// saved-reports.queries.ts.
export { savedReportRoutes, type SavedReportRoutes } from "./saved-report-routes.server.ts";
export {
  certificationStandingText,
  certificationsTable,
  reportPeriodText,
  savedReportHeading,
} from "./saved-report-document.server.ts";
