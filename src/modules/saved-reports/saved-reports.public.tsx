// The saved reports' public component file (decision 0007): Generate Safety Report and Generate Quality Report's
// dialog (decision 0030), which the modules' own report dialogs fill with their words, formats and figures. Only
// those dialogs import it, so the form stays in the chunk of parts loaded on demand.
export {
  certificationsLine,
  GenerateReportDialog,
  type GenerateReportTexts,
} from "./components/GenerateReportDialog.tsx";
