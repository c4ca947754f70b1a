import { paths } from "../../../web/paths.ts";
import { TabLinks } from "../../../web/ui/tab-links.tsx";

const TABS = [
  { to: paths.procurement.home, label: "Inventory", end: true },
  { to: paths.procurement.suppliers, label: "Suppliers", end: false },
  { to: paths.procurement.orders, label: "Purchase Orders", end: false },
] as const;

/** The module's three screens as links. */
export function ProcurementTabs() {
  return <TabLinks label="Procurement" tabs={TABS} />;
}
