import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { CostCodesPage } from "./CostCodesPage.tsx";
import { JobFinanceHomePage } from "./JobFinanceHomePage.tsx";
import { ProjectFinancePage } from "./ProjectFinancePage.tsx";

/**
 * Job Finance under /dashboard/job-finance/* (issue 29): the WIP report and a way into each project; the cost
 * codes; and a project's job costing, change orders, schedule of values and pay applications.
 */
export function JobFinancePage() {
  return (
    <Routes>
      <Route index element={<JobFinanceHomePage />} />
      <Route path="cost-codes" element={<CostCodesPage />} />
      <Route path="projects/:projectId/*" element={<ProjectFinancePage />} />
      <Route path="*" element={<Navigate to={paths.jobFinance.home} replace />} />
    </Routes>
  );
}
