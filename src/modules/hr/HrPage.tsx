import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { PageHeader } from "../../web/ui/page-header.tsx";

/** The HR module under /dashboard/hr/*. */
export function HrPage() {
  return (
    <Routes>
      <Route index element={<PageHeader title="HR" description="" />} />
      <Route path="*" element={<Navigate to={paths.hr.home} replace />} />
    </Routes>
  );
}
