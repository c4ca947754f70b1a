import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { FinanceHomePage } from "./FinanceHomePage.tsx";

/** The Finance module under /dashboard/finance/*: one screen, its forms in dialogs. */
export function FinancePage() {
  return (
    <Routes>
      <Route index element={<FinanceHomePage />} />
      <Route path="*" element={<Navigate to={paths.finance.home} replace />} />
    </Routes>
  );
}
