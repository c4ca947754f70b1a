import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * One term and its value in a details list (`<dl>`): a record's client, dates, value. `compact` is the smaller
 * type a dialog with many facts uses.
 */
export function DetailItem({
  term,
  children,
  compact = false,
}: {
  term: string;
  children: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={compact ? "space-y-0.5" : "space-y-1"}>
      <dt className={cn("font-medium text-muted", compact ? "text-xs" : "text-sm")}>{term}</dt>
      <dd className={cn("break-words", compact ? "text-slate-700" : "text-base text-ink")}>{children}</dd>
    </div>
  );
}
