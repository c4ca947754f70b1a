import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { AnalyticsDashboardPage } from "./AnalyticsDashboardPage.tsx";

/** Analytics under /dashboard/analytics/*: one screen, its filters, customization and export in dialogs. */
export function AnalyticsPage() {
  return (
    <Routes>
      <Route index element={<AnalyticsDashboardPage />} />
      <Route path="*" element={<Navigate to={paths.analytics.home} replace />} />
    </Routes>
  );
}
