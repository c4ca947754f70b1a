import { useId, type ReactNode } from "react";
import { Card } from "../../../web/ui/card.tsx";
import { EditDeleteButtons, RecordTable } from "../../../web/ui/record-table.tsx";
import type { Supplier } from "../procurement.contract.ts";

export type SupplierActions = { onEdit: (s: Supplier) => void; onDelete: (s: Supplier) => void };

const dash = (text: string) => text || "—";

/** The suppliers: a table from `md` up, cards on a phone; Edit and Delete for writers. */
export function SupplierList({
  suppliers,
  busy,
  canWrite,
  actions,
}: {
  suppliers: Supplier[];
  busy: boolean;
  canWrite: boolean;
  actions: SupplierActions;
}) {
  return (
    <RecordTable
      label="Suppliers"
      busy={busy}
      columns={["Name", "Contact", "E-mail", "Phone", "Payment Terms"]}
      rows={suppliers}
      cells={(s) => (
        <>
          <td className="max-w-56 px-4 py-3">
            <p className="break-words font-medium text-ink">{s.name}</p>
            {s.notes ? <p className="line-clamp-2 break-words text-xs text-muted">{s.notes}</p> : null}
          </td>
          <td className="break-words px-4 py-3 text-slate-700">{dash(s.contactName)}</td>
          <td className="break-all px-4 py-3 text-slate-700">
            {s.email ? (
              <a href={`mailto:${s.email}`} className="text-brand underline-offset-4 hover:underline">
                {s.email}
              </a>
            ) : (
              "—"
            )}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{dash(s.phone)}</td>
          <td className="px-4 py-3 text-slate-700">{dash(s.paymentTerms)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-right">
            {canWrite ? (
              <EditDeleteButtons name={s.name} onEdit={() => actions.onEdit(s)} onDelete={() => actions.onDelete(s)} />
            ) : null}
          </td>
        </>
      )}
      card={(s) => <SupplierCard supplier={s} canWrite={canWrite} actions={actions} />}
    />
  );
}

function SupplierCard({
  supplier: s,
  canWrite,
  actions,
}: {
  supplier: Supplier;
  canWrite: boolean;
  actions: SupplierActions;
}) {
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-2 p-4">
        <h2 id={headingId} className="break-words font-semibold text-ink">
          {s.name}
        </h2>
        <dl className="space-y-1 text-sm text-slate-700">
          {s.contactName ? <Fact term="Contact">{s.contactName}</Fact> : null}
          {s.email ? (
            <Fact term="E-mail">
              <a href={`mailto:${s.email}`} className="break-all text-brand underline-offset-4 hover:underline">
                {s.email}
              </a>
            </Fact>
          ) : null}
          {s.phone ? <Fact term="Phone">{s.phone}</Fact> : null}
          {s.paymentTerms ? <Fact term="Payment Terms">{s.paymentTerms}</Fact> : null}
        </dl>
        {canWrite ? (
          <div className="flex flex-wrap gap-2 pt-1 [&_button]:min-h-11">
            <EditDeleteButtons name={s.name} onEdit={() => actions.onEdit(s)} onDelete={() => actions.onDelete(s)} />
          </div>
        ) : null}
      </article>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
