import { cn } from "../../../web/ui/cn.ts";

/** One look for every link in the sidebar; the current page is highlighted (NavLink sets aria-current). */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand",
    "[&_svg]:size-4 [&_svg]:shrink-0",
    isActive
      ? "bg-blue-50 text-brand [&_svg]:text-brand"
      : "text-slate-700 hover:bg-surface hover:text-ink [&_svg]:text-slate-500",
  );
}
