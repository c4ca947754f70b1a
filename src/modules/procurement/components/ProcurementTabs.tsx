import { NavLink } from "react-router";
import { paths } from "../../../web/paths.ts";
import { cn } from "../../../web/ui/cn.ts";

const TABS = [
  { to: paths.procurement.home, label: "Inventory", end: true },
  { to: paths.procurement.suppliers, label: "Suppliers", end: false },
  { to: paths.procurement.orders, label: "Purchase Orders", end: false },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand",
    isActive ? "border-brand text-brand" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-ink",
  );

/** The module's three screens as links (the current one marked with aria-current by NavLink). */
export function ProcurementTabs() {
  return (
    <nav aria-label="Procurement" className="border-b border-border">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={tabClass}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
