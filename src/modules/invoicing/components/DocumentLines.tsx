import { formatCents } from "../../../web/lib/format.ts";
import { Card, CardContent, CardHeader } from "../../../web/ui/card.tsx";
import type { Estimate, Invoice } from "../invoicing.contract.ts";

/** A saved document's items and totals: a table from `sm` up, stacked lines on a phone. */
export function DocumentLines({ doc }: { doc: Estimate | Invoice }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-ink">Items</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="hidden overflow-x-auto sm:block">
          <table aria-label="Items" className="w-full text-left text-sm">
            <thead className="border-b border-border text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Quantity
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Unit
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Unit Price
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Tax
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((l) => (
                <tr key={l.id} className="border-b border-border last:border-0">
                  <td className="py-2 pr-3 break-words">{l.description}</td>
                  <td className="tabular py-2 pr-3 text-right">{l.quantity}</td>
                  <td className="py-2 pr-3">{l.unit}</td>
                  <td className="tabular py-2 pr-3 text-right">{formatCents(l.unitPriceCents)}</td>
                  <td className="tabular py-2 pr-3 text-right">{l.taxRate}%</td>
                  <td className="tabular py-2 text-right font-medium">{formatCents(l.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ol className="space-y-3 sm:hidden" aria-label="Items">
          {doc.lines.map((l) => (
            <li key={l.id} className="rounded-md border border-border p-3 text-sm">
              <p className="break-words font-medium text-ink">{l.description}</p>
              <p className="flex justify-between text-slate-700">
                <span>
                  {l.quantity} {l.unit} × {formatCents(l.unitPriceCents)} · tax {l.taxRate}%
                </span>
                <span className="tabular font-semibold text-ink">{formatCents(l.totalCents)}</span>
              </p>
            </li>
          ))}
        </ol>
        <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular text-right">{formatCents(doc.subtotalCents)}</dd>
          <dt className="text-muted">Tax</dt>
          <dd className="tabular text-right">{formatCents(doc.taxCents)}</dd>
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="tabular text-right font-semibold text-ink">{formatCents(doc.totalCents)}</dd>
          {doc.kind === "invoice" ? (
            <>
              <dt className="text-muted">Paid</dt>
              <dd className="tabular text-right">{formatCents(doc.paidCents)}</dd>
              <dt className="font-semibold text-ink">Balance Due</dt>
              <dd className="tabular text-right font-semibold text-ink">{formatCents(doc.balanceCents)}</dd>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
