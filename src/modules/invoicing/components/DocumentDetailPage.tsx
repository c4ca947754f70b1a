import { Ban, Copy, FileText, Pencil, Receipt, Send, SendHorizontal } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { href } from "../../../shared/route.ts";
import { formatCents, formatDate, formatDateTime } from "../../../web/lib/format.ts";
import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { useCanWrite } from "../../../web/lib/use-can-write.ts";
import { useDialogState } from "../../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../../web/lib/use-document-title.ts";
import { paths } from "../../../web/paths.ts";
import { Button, ButtonLink } from "../../../web/ui/button.tsx";
import { DeleteButton } from "../../../web/ui/delete-button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { DetailsCard } from "../../../web/ui/details-card.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { RecordPage } from "../../../web/ui/record-page.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Estimate, Invoice } from "../invoicing.contract.ts";
import { INVOICING_MSG, type DocumentKind } from "../invoicing.constants.ts";
import { depositCentsOf } from "../invoicing.rules.ts";
import { documentRoutes } from "../invoicing.routes.ts";
import { useDeleteDocument, useDocument, useDocumentAction, type DocumentAction } from "../invoicing-api.ts";
import { DocumentLines } from "./DocumentLines.tsx";
import { DocumentStatusBadge } from "./document-status.tsx";
import { PaymentsCard } from "./PaymentsCard.tsx";

const TITLE: Record<DocumentKind, string> = { estimate: "Estimate", invoice: "Invoice" };

/** /dashboard/estimates/:id and /dashboard/invoices/:id: one document and what its status allows. */
export function DocumentDetailPage({ kind }: { kind: DocumentKind }) {
  const { id = "" } = useParams();
  const query = useDocument(kind, id);
  useDocumentTitle(query.data?.number ?? TITLE[kind]);
  return (
    <RecordPage
      query={query}
      what={kind}
      back={{ to: paths[`${kind}s`].list, label: `Back to ${TITLE[kind]}s` }}
      notFound={{
        icon: <FileText />,
        title: `${TITLE[kind]} not found`,
        message: `${kind === "estimate" ? INVOICING_MSG.estimateNotFound : INVOICING_MSG.invoiceNotFound} It may have been deleted, or it belongs to another organization.`,
      }}
      errorTitle={`Error fetching ${kind}`}
    >
      {(doc) => <DocumentDetail doc={doc} />}
    </RecordPage>
  );
}

/** "25% ($1,250.00), $0.00 paid", "$500.00, $500.00 paid", or "None": what an estimate asks its client to pay online. */
function depositText(doc: Estimate): string {
  const cents = depositCentsOf(doc.totalCents, doc.depositPercent, doc.depositCents);
  if (cents === null) return "None";
  const asked = doc.depositPercent !== null ? `${doc.depositPercent}% (${formatCents(cents)})` : formatCents(cents);
  return `${asked}, ${formatCents(doc.depositPaidCents)} paid`;
}

type DialogState = { kind: "send" } | { kind: "delete" } | { kind: "void" } | { kind: "payment" };
const PaymentDialog = lazyDialog(() => import("./PaymentDialog.tsx"), "PaymentDialog");

function DocumentDetail({ doc }: { doc: Estimate | Invoice }) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const dialog = useDialogState<DialogState>();
  const action = useDocumentAction();
  const remove = useDeleteDocument(doc.kind);
  const list = paths[`${doc.kind}s`];

  const run = (what: DocumentAction, onDone: (answer: { id?: string; number?: string; sentTo?: string }) => void) =>
    action.mutate(
      { kind: doc.kind, id: doc.id, action: what },
      {
        onSuccess: (answer) => {
          dialog.close();
          onDone(answer);
        },
        onError: (err) =>
          toast.error(
            what === "send"
              ? INVOICING_MSG.sendError
              : `Could not ${what === "mark-sent" ? "mark as sent" : what} this ${doc.kind}`,
            err.message,
          ),
      },
    );

  const editable =
    doc.kind === "estimate"
      ? ["draft", "sent", "viewed", "expired"].includes(doc.status)
      : doc.paidCents === 0 && doc.status !== "void";
  const sendable =
    doc.kind === "estimate"
      ? ["draft", "sent", "viewed"].includes(doc.status)
      : doc.status !== "void" && doc.status !== "paid";
  const convertible = doc.kind === "estimate" && doc.status === "accepted" && doc.invoice === null;
  const sendLabel = doc.sentAt ? "Send again" : "Send to Client";

  return (
    <>
      <header className="space-y-4">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {TITLE[doc.kind]} {doc.number}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-base text-slate-700">
            <span>
              <span className="sr-only">Status: </span>
              <DocumentStatusBadge kind={doc.kind} status={doc.status} />
            </span>
            <span className="break-words">{doc.clientName}</span>
            <span className="tabular font-semibold text-ink">{formatCents(doc.totalCents)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 [&>*]:min-h-11">
          {canWrite && sendable ? (
            <Button
              type="button"
              onClick={() =>
                doc.clientEmail
                  ? dialog.open({ kind: "send" })
                  : toast.error(INVOICING_MSG.sendError, INVOICING_MSG.noClientEmail)
              }
            >
              <Send aria-hidden="true" />
              {sendLabel}
            </Button>
          ) : null}
          {canWrite && convertible ? (
            <Button
              type="button"
              disabled={action.isPending}
              onClick={() =>
                run("convert", (a) => {
                  toast.success(INVOICING_MSG.converted(a.number ?? ""));
                  if (a.id) void navigate(paths.invoices.detail(a.id));
                })
              }
            >
              <Receipt aria-hidden="true" />
              Convert to Invoice
            </Button>
          ) : null}
          {canWrite && doc.kind === "invoice" && doc.status === "draft" ? (
            <Button
              type="button"
              variant="outline"
              disabled={action.isPending}
              onClick={() => run("mark-sent", () => toast.success(INVOICING_MSG.markedSent))}
            >
              <SendHorizontal aria-hidden="true" />
              Mark as Sent
            </Button>
          ) : null}
          {canWrite &&
          doc.kind === "invoice" &&
          (doc.status === "sent" ||
            doc.status === "viewed" ||
            doc.status === "partially_paid" ||
            doc.status === "overdue") ? (
            <Button type="button" onClick={() => dialog.open({ kind: "payment" })}>
              <Receipt aria-hidden="true" />
              Record Payment
            </Button>
          ) : null}
          <DownloadLink href={href(documentRoutes(doc.kind).pdf, { params: { id: doc.id } })} size="default">
            Download PDF
          </DownloadLink>
          {canWrite && editable ? (
            <ButtonLink to={list.edit(doc.id)} variant="outline">
              <Pencil aria-hidden="true" />
              Edit
            </ButtonLink>
          ) : null}
          {canWrite ? (
            <Button
              type="button"
              variant="outline"
              disabled={action.isPending}
              onClick={() =>
                run("duplicate", (a) => {
                  toast.success(INVOICING_MSG.duplicated(a.number ?? ""));
                  if (a.id) void navigate(list.detail(a.id));
                })
              }
            >
              <Copy aria-hidden="true" />
              Duplicate
            </Button>
          ) : null}
          {canWrite && doc.kind === "invoice" && doc.paidCents === 0 && doc.status !== "void" ? (
            <Button
              type="button"
              variant="outline"
              className="text-destructive hover:bg-red-50"
              onClick={() => dialog.open({ kind: "void" })}
            >
              <Ban aria-hidden="true" />
              Void
            </Button>
          ) : null}
          {canWrite && (doc.kind === "estimate" || doc.paidCents === 0) ? (
            <DeleteButton onClick={() => dialog.open({ kind: "delete" })} />
          ) : null}
        </div>
      </header>

      {doc.kind === "estimate" && doc.answer ? (
        <p
          role="status"
          className={`rounded-md border p-3 text-sm ${doc.answer.accepted ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          {doc.answer.accepted ? "Accepted" : "Declined"} by <strong>{doc.answer.name}</strong> on{" "}
          {formatDateTime(doc.answer.at)}
          {doc.answer.ip ? ` from ${doc.answer.ip}` : ""}.
          {doc.invoice ? (
            <>
              {" "}
              Invoiced as{" "}
              <Link className="font-medium underline" to={paths.invoices.detail(doc.invoice.id)}>
                {doc.invoice.name}
              </Link>
              .
            </>
          ) : null}
        </p>
      ) : null}

      <DetailsCard
        facts={
          <>
            <DetailItem term="Client">{doc.clientName}</DetailItem>
            <DetailItem term="Contact Person">{doc.clientContact || "—"}</DetailItem>
            <DetailItem term="Client Email">{doc.clientEmail || "No e-mail: add one before sending."}</DetailItem>
            <DetailItem term="Client Address">
              <span className="whitespace-pre-line">{doc.clientAddress || "—"}</span>
            </DetailItem>
            <DetailItem term="Date">{formatDate(doc.documentDate)}</DetailItem>
            {doc.kind === "estimate" ? (
              <DetailItem term="Valid Until">{doc.validUntil ? formatDate(doc.validUntil) : "No limit"}</DetailItem>
            ) : (
              <DetailItem term="Due">
                {formatDate(doc.dueDate)} ({doc.paymentTerms})
              </DetailItem>
            )}
            <DetailItem term="Project">{doc.project?.name ?? "—"}</DetailItem>
            <DetailItem term="Template">{doc.template?.name ?? "Default"}</DetailItem>
            <DetailItem term="Sent">{doc.sentAt ? formatDateTime(doc.sentAt) : "Not yet"}</DetailItem>
            <DetailItem term="Viewed by the client">
              {doc.viewedAt ? formatDateTime(doc.viewedAt) : "Not yet"}
            </DetailItem>
            {doc.kind === "invoice" && doc.estimate ? (
              <DetailItem term="From estimate">{doc.estimate.name}</DetailItem>
            ) : null}
            {doc.kind === "estimate" ? (
              <DetailItem term="Deposit">{depositText(doc)}</DetailItem>
            ) : (
              <DetailItem term="Partial payments online">
                {doc.allowPartialPayments ? "Allowed" : "Not allowed"}
              </DetailItem>
            )}
          </>
        }
      />

      <DocumentLines doc={doc} />

      {doc.kind === "invoice" ? <PaymentsCard invoice={doc} canWrite={canWrite} /> : null}

      {(doc.kind === "estimate" && doc.terms) || doc.notes ? (
        <Card>
          <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
            {doc.kind === "estimate" && doc.terms ? (
              <section>
                <h2 className="text-sm font-semibold text-muted">Terms & Conditions</h2>
                <p className="whitespace-pre-line text-slate-700">{doc.terms}</p>
              </section>
            ) : null}
            {doc.notes ? (
              <section>
                <h2 className="text-sm font-semibold text-muted">Notes</h2>
                <p className="whitespace-pre-line text-slate-700">{doc.notes}</p>
              </section>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <ConfirmDialog
        open={dialog.state?.kind === "send"}
        onOpenChange={(open) => !open && !action.isPending && dialog.close()}
        title={`${sendLabel}`}
        description={
          <>
            E-mail {doc.kind} {doc.number} to <strong className="font-semibold text-ink">{doc.clientEmail}</strong> with
            its PDF attached and a link to view it
            {doc.kind === "estimate" ? " and accept or decline it" : ""} online.
            {doc.sentAt ? " The link sent before stops working." : ""}
          </>
        }
        confirmLabel={action.isPending ? "Sending…" : "Send"}
        tone="primary"
        busy={action.isPending}
        onConfirm={() => run("send", (a) => toast.success(INVOICING_MSG.sent(a.sentTo ?? doc.clientEmail)))}
      />
      <ConfirmDialog
        open={dialog.state?.kind === "void"}
        onOpenChange={(open) => !open && !action.isPending && dialog.close()}
        title="Void Invoice"
        description={
          <>
            Void invoice {doc.number}? It stays on record but counts for nothing, and its client link shows it as void.
          </>
        }
        confirmLabel={action.isPending ? "Voiding…" : "Void Invoice"}
        busy={action.isPending}
        onConfirm={() => run("void", () => toast.success(INVOICING_MSG.voided))}
      />
      {dialog.state?.kind === "delete" ? (
        <DeleteDialog
          title={`Delete ${TITLE[doc.kind]}`}
          name={doc.number}
          consequence="Its client link stops working. This cannot be undone."
          id={doc.id}
          remove={remove}
          messages={{
            deleted: doc.kind === "estimate" ? INVOICING_MSG.estimateDeleted : INVOICING_MSG.invoiceDeleted,
            error: `Error deleting ${doc.kind}`,
          }}
          onClose={dialog.close}
          onDeleted={() => void navigate(list.list)}
        />
      ) : null}
      {dialog.state?.kind === "payment" && doc.kind === "invoice" ? (
        <PaymentDialog invoice={doc} onClose={dialog.close} />
      ) : null}
    </>
  );
}
