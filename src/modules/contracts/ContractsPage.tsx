import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { ContractListPage } from "./ContractListPage.tsx";

/** The Contracts module under /dashboard/contracts/*: one screen, its details and forms in dialogs. */
export function ContractsPage() {
  return (
    <Routes>
      <Route index element={<ContractListPage />} />
      <Route path="*" element={<Navigate to={paths.contracts.list} replace />} />
    </Routes>
  );
}
