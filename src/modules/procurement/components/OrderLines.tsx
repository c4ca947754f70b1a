import { Card } from "../../../web/ui/card.tsx";
import type { OrderLine } from "../procurement.contract.ts";
import { quantityWithUnit } from "../procurement-format.ts";
import { formatCents } from "../../../web/lib/format.ts";

/** An order's lines and total: a table from `md` up, a list on a phone. */
export function OrderLines({ lines, totalCents }: { lines: OrderLine[]; totalCents: number }) {
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table aria-label="Order lines" className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {["Item", "SKU", "Quantity", "Unit Price", "Total"].map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={i >= 2 ? "px-4 py-3 text-right font-semibold" : "px-4 py-3 font-semibold"}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {lines.map((l) => (
              <tr key={l.id}>
                <td className="break-words px-4 py-3 font-medium text-ink">{l.item.name}</td>
                <td className="break-all px-4 py-3 text-slate-700">{l.item.sku || "—"}</td>
                <td className="tabular whitespace-nowrap px-4 py-3 text-right text-slate-700">
                  {quantityWithUnit(l.quantity, l.item.unit)}
                </td>
                <td className="tabular whitespace-nowrap px-4 py-3 text-right text-slate-700">
                  {formatCents(l.unitPriceCents)}
                </td>
                <td className="tabular whitespace-nowrap px-4 py-3 text-right font-medium text-ink">
                  {formatCents(l.totalCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border">
            <tr>
              <th scope="row" colSpan={4} className="px-4 py-3 text-right font-semibold text-ink">
                Order Total
              </th>
              <td className="tabular whitespace-nowrap px-4 py-3 text-right text-base font-bold text-ink">
                {formatCents(totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </Card>
      <Card className="md:hidden">
        <ul aria-label="Order lines" className="divide-y divide-border">
          {lines.map((l) => (
            <li key={l.id} className="space-y-1 p-4">
              <p className="break-words font-medium text-ink">{l.item.name}</p>
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="tabular text-slate-700">
                  {quantityWithUnit(l.quantity, l.item.unit)} × {formatCents(l.unitPriceCents)}
                </span>
                <span className="tabular font-medium text-ink">{formatCents(l.totalCents)}</span>
              </div>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-border p-4 font-semibold text-ink">
          <span>Order Total</span>
          <span className="tabular">{formatCents(totalCents)}</span>
        </p>
      </Card>
    </>
  );
}
