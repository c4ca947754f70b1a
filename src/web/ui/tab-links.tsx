import { NavLink } from "react-router";
import { cn } from "./cn.ts";

export type TabLink = { to: string; label: string; end: boolean };

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand",
    isActive ? "border-brand text-brand" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-ink",
  );

/**
 * A module's screens as a row of tab-like links under a rule (the current one marked with aria-current by
 * NavLink); `end`: the tab is current at its own address only, not below it.
 */
export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className="border-b border-border">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
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
