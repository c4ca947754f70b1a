import type { ReactNode } from "react";
import { Card } from "../../../web/ui/card.tsx";
import { cn } from "../../../web/ui/cn.ts";

/** One column of a table of figures: its heading and a row's cell (a figure is right-aligned, in tabular digits). */
export type FigureColumn<T> = { label: string; cell: (row: T) => ReactNode; figure?: boolean };

/**
 * A table of money (job costing, the G703, the WIP report): a table from `md` up, with its totals row, and on a
 * phone one card per row with its figures as a list (UI: "on a phone, tables become cards"). The first column
 * names the row (the card's title).
 */
export function FiguresTable<T>({
  label,
  columns,
  rows,
  rowKey,
  totals,
  flag,
}: {
  label: string;
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The totals row's cells, by column (the first is its label). */
  totals?: readonly ReactNode[];
  /** A row to mark (over budget), said in words beside its title. */
  flag?: (row: T) => string | null;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  const figureClass = (c: FigureColumn<T>) => (c.figure ? "text-right tabular-nums whitespace-nowrap" : "");
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table aria-label={label} className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={cn("px-3 py-3 font-semibold", c.figure && "text-right")}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => {
              const flagged = flag?.(row) ?? null;
              return (
                <tr key={rowKey(row)} className={cn("align-top", flagged && "bg-red-50")}>
                  <th scope="row" className="px-3 py-2 font-medium text-ink">
                    {first.cell(row)}
                    {flagged ? <span className="ml-2 text-xs font-semibold text-red-800">{flagged}</span> : null}
                  </th>
                  {rest.map((c) => (
                    <td key={c.label} className={cn("px-3 py-2 text-slate-700", figureClass(c))}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          {totals ? (
            <tfoot className="border-t-2 border-border font-semibold text-ink">
              <tr>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.label} scope="row" className="px-3 py-2">
                      {totals[0]}
                    </th>
                  ) : (
                    <td key={c.label} className={cn("px-3 py-2", figureClass(c))}>
                      {totals[i]}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </Card>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {rows.map((row) => {
          const flagged = flag?.(row) ?? null;
          return (
            <li key={rowKey(row)}>
              <FigureCard title={first.cell(row)} flagged={flagged} columns={rest} row={row} />
            </li>
          );
        })}
        {totals ? (
          <li>
            <Card className="space-y-2 p-4">
              <h3 className="font-semibold text-ink">{totals[0]}</h3>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {rest.map((c, i) =>
                  totals[i + 1] === undefined ? null : (
                    <div key={c.label} className="contents">
                      <dt className="text-muted">{c.label}</dt>
                      <dd className="text-right font-semibold tabular-nums text-ink">{totals[i + 1]}</dd>
                    </div>
                  ),
                )}
              </dl>
            </Card>
          </li>
        ) : null}
      </ul>
    </>
  );
}

function FigureCard<T>({
  title,
  flagged,
  columns,
  row,
}: {
  title: ReactNode;
  flagged: string | null;
  columns: readonly FigureColumn<T>[];
  row: T;
}) {
  return (
    <Card className={cn("space-y-2 p-4", flagged && "border-red-300")}>
      <h3 className="font-medium text-ink">
        {title}
        {flagged ? <span className="ml-2 text-xs font-semibold text-red-800">{flagged}</span> : null}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {columns.map((c) => (
          <div key={c.label} className="contents">
            <dt className="text-muted">{c.label}</dt>
            <dd className={cn("text-slate-700", c.figure && "text-right tabular-nums")}>{c.cell(row)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
