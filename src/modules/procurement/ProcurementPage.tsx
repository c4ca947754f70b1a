import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { InventoryPage } from "./InventoryPage.tsx";
import { OrderDetailPage } from "./OrderDetailPage.tsx";
import { OrdersPage } from "./OrdersPage.tsx";
import { SuppliersPage } from "./SuppliersPage.tsx";
import { ProcurementTabs } from "./components/ProcurementTabs.tsx";

/**
 * The Procurement module under /dashboard/procurement/*: three screens behind links (Inventory, Suppliers,
 * Purchase Orders) and one purchase order's page; the forms open in dialogs.
 */
export function ProcurementPage() {
  return (
    <div className="space-y-6">
      <ProcurementTabs />
      <Routes>
        <Route index element={<InventoryPage />} />
        <Route path="suppliers" element={<SuppliersPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="*" element={<Navigate to={paths.procurement.home} replace />} />
      </Routes>
    </div>
  );
}
