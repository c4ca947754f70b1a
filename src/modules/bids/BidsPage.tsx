import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { BidListPage } from "./BidListPage.tsx";

/** Bid Management under /dashboard/bids/*: one screen, its forms in dialogs. */
export function BidsPage() {
  return (
    <Routes>
      <Route index element={<BidListPage />} />
      <Route path="*" element={<Navigate to={paths.bids.list} replace />} />
    </Routes>
  );
}
