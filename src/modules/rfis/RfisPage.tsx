import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { RfiListPage } from "./RfiListPage.tsx";
import { RfiPage } from "./RfiPage.tsx";
import { SubmittalListPage } from "./SubmittalListPage.tsx";
import { SubmittalPage } from "./SubmittalPage.tsx";

/**
 * RFIs & Submittals under /dashboard/rfis/* (issue 31): the RFIs and the submittal register, each a tab with a
 * project filter, and one RFI or submittal on its own page.
 */
export function RfisPage() {
  return (
    <Routes>
      <Route index element={<RfiListPage />} />
      <Route path="submittals" element={<SubmittalListPage />} />
      <Route path="submittals/:id" element={<SubmittalPage />} />
      <Route path=":id" element={<RfiPage />} />
      <Route path="*" element={<Navigate to={paths.rfis.home} replace />} />
    </Routes>
  );
}
