import type { ReactNode } from "react";

/** A plain table of figures (a chart's table view, the people by department…): headings, then one row per entry. */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <table className="w-full min-w-[20rem] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-slate-700">
          {columns.map((c, i) => (
            <th key={c} scope="col" className={`py-2 pr-3 font-medium ${i > 0 ? "text-right" : ""}`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, r) => (
          <tr key={r} className="border-b border-border last:border-0">
            {cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-2 pr-3 font-normal text-ink">
                  {cell}
                </th>
              ) : (
                <td key={i} className="tabular py-2 pr-3 text-right text-ink">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A percentage, or a dash when there was nothing to measure. */
export const percentText = (value: number | null) => (value === null ? "—" : `${value}%`);
/** A signed figure: "+5", "−12". */
export const signed = (value: number, unit = "") =>
  value > 0 ? `+${value}${unit}` : value < 0 ? `−${Math.abs(value)}${unit}` : `0${unit}`;
