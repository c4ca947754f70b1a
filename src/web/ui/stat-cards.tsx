import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { Skeleton } from "./skeleton.tsx";

/** One figure of a module's row of stat cards (an item of a list named for the row). */
export function StatCard({
  icon,
  label,
  value,
  hint,
  extra,
  warn,
}: {
  icon: ReactNode;
  label: string;
  value: string | number;
  hint?: string;
  /** Under the hint, e.g. a progress bar. */
  extra?: ReactNode;
  /** The icon in amber: the figure asks for attention. */
  warn?: boolean;
}) {
  return (
    <li>
      <Card className="h-full p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm font-medium text-slate-700">{label}</p>
          <span aria-hidden="true" className={warn ? "text-amber-700 [&_svg]:size-5" : "text-brand [&_svg]:size-5"}>
            {icon}
          </span>
        </div>
        <p className="tabular mt-1 text-2xl font-bold text-ink">{value}</p>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
        {extra}
      </Card>
    </li>
  );
}

/** Four placeholder cards in the shape of the row while its figures load. */
export function StatCardsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="space-y-3 p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-7 w-1/3" />
        </Card>
      ))}
    </div>
  );
}
