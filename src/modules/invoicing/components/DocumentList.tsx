import { Link } from "react-router";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { paths } from "../../../web/paths.ts";
import { buttonVariants } from "../../../web/ui/button.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import type { EstimateRow, InvoiceRow } from "../invoicing.contract.ts";
import { DocumentStatusBadge } from "./document-status.tsx";

type Row = EstimateRow | InvoiceRow;
const linkClass = "font-medium text-brand underline-offset-4 hover:underline";
const detailOf = (r: Row) => (r.kind === "estimate" ? paths.estimates.detail(r.id) : paths.invoices.detail(r.id));
/** An estimate's valid-until or an invoice's due date. */
const deadline = (r: Row) =>
  r.kind === "estimate" ? (r.validUntil ? formatDate(r.validUntil) : "—") : formatDate(r.dueDate);

/** Estimates or invoices, newest date first: a table from `md` up, cards on a phone; each opens its page. */
export function DocumentList({ rows, busy, label }: { rows: Row[]; busy: boolean; label: string }) {
  const invoices = rows[0]?.kind === "invoice";
  return (
    <RecordTable
      label={label}
      busy={busy}
      columns={[
        "Number",
        "Client",
        "Status",
        "Date",
        invoices ? "Due" : "Valid Until",
        "Total",
        ...(invoices ? ["Balance"] : []),
      ]}
      rows={rows}
      cells={(r) => (
        <>
          <td className="whitespace-nowrap px-4 py-3">
            <Link to={detailOf(r)} className={linkClass}>
              {r.number}
            </Link>
          </td>
          <td className="max-w-56 break-words px-4 py-3 text-slate-700">{r.clientName}</td>
          <td className="px-4 py-3">
            <DocumentStatusBadge kind={r.kind} status={r.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(r.documentDate)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{deadline(r)}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 font-medium text-ink">{formatCents(r.totalCents)}</td>
          {r.kind === "invoice" ? (
            <td className="tabular whitespace-nowrap px-4 py-3 text-slate-700">{formatCents(r.balanceCents)}</td>
          ) : null}
          <td className="px-4 py-3 text-right">
            <Link to={detailOf(r)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              View<span className="sr-only"> {r.number}</span>
            </Link>
          </td>
        </>
      )}
      card={(r) => <DocumentCard row={r} />}
    />
  );
}

function DocumentCard({ row: r }: { row: Row }) {
  return (
    <RecordCard
      title={
        <Link to={detailOf(r)} className={`${linkClass} inline-flex min-h-11 items-center`}>
          {r.number}
        </Link>
      }
      actions={<DocumentStatusBadge kind={r.kind} status={r.status} />}
    >
      <p className="break-words text-sm text-slate-700">{r.clientName}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted">
          {formatDate(r.documentDate)} · {r.kind === "estimate" ? "valid until" : "due"} {deadline(r)}
        </span>
        <span className="tabular font-semibold text-ink">
          {formatCents(r.totalCents)}
          {r.kind === "invoice" && r.balanceCents > 0 && r.balanceCents !== r.totalCents ? (
            <span className="font-normal text-muted"> · {formatCents(r.balanceCents)} due</span>
          ) : null}
        </span>
      </div>
    </RecordCard>
  );
}
