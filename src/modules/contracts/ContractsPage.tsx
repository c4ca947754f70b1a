import { Navigate, Route, Routes } from "react-router";
import { CONTRACTS_PATH } from "./contract-format.ts";
import { ContractListPage } from "./ContractListPage.tsx";

/** The Contracts module under /dashboard/contracts/*: one screen, its details and forms in dialogs. */
export function ContractsPage() {
  return (
    <Routes>
      <Route index element={<ContractListPage />} />
      <Route path="*" element={<Navigate to={CONTRACTS_PATH} replace />} />
    </Routes>
  );
}
