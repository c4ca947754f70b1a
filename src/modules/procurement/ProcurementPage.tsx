import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { PageHeader } from "../../web/ui/page-header.tsx";

/** The Procurement module under /dashboard/procurement/*. */
export function ProcurementPage() {
  return (
    <Routes>
      <Route index element={<PageHeader title="Procurement" description="" />} />
      <Route path="*" element={<Navigate to={paths.procurement.home} replace />} />
    </Routes>
  );
}
