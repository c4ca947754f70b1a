import { useEffect, useRef, useState, type ReactNode } from "react";
import { ClientIcon } from "./components/client-icon.tsx";
import { useParams, useSearchParams } from "react-router";
import { href } from "../../shared/route.ts";
import { formatCents, formatDate, localToday } from "../../web/lib/format.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button, buttonVariants } from "../../web/ui/button.tsx";
import { cn } from "../../web/ui/cn.ts";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { ClientAnswerCard } from "./components/ClientAnswerCard.tsx";
import {
  clientLogoUrl,
  useClientDocumentLoad,
  type ClientDocumentLoad,
  type PaymentIntent,
} from "./components/ClientDocumentData.ts";
import { ClientPayCard } from "./components/ClientPayCard.tsx";
import { ClientDocumentView } from "./components/ClientDocumentView.tsx";
import { DocumentStatusBadge } from "./components/document-status.tsx";
import type { ClientDocument } from "./invoicing.contract.ts";
import { INVOICING_MSG, isEstimateStatus, isInvoiceStatus } from "./invoicing.constants.ts";
import { invoicingEndpoints } from "./invoicing.routes.ts";

// The server draws this page with its document (src/app/web/ssr/render-page.tsx, decision 0049).
export {
  ClientDocumentDrawing,
  readClientDocument,
  type DrawnClientDocument,
} from "./components/ClientDocumentData.ts";

/**
 * /view/:token, where the e-mail with an estimate or invoice leads its client (no account): the document as a
 * web page shaped by its template like its PDF, the PDF to download, and for an estimate still open, Accept or
 * Decline with the client's typed name; what is due now paid online (Pay Now, Pay Deposit), and on the way back
 * from the payment page (`?paid=<session>`) the payment confirmed and the client thanked. A public page: no
 * dashboard code, no React Query, no zod; not indexed.
 */
export function ClientDocumentPage() {
  const { token = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address loses it as soon as the payment is confirmed.
  const [paidSession] = useState(() => searchParams.get("paid") || null);
  const { load, retry, refresh, replace, paid } = useClientDocumentLoad(token, paidSession);
  const [answerRefusal, setRefusal] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [answeredHere, setAnsweredHere] = useState(false);

  useDocumentTitle(titleOf(load));

  // Back from paying: the client is thanked, with the amount this tab set out to pay, or told why the payment
  // could not be confirmed; `paid` leaves the address (a reload then shows the document as it is, and sharing the
  // address shares no payment).
  const thanks = paid?.state === "confirmed" ? thanksFor(paid) : null;
  const refusal = answerRefusal ?? (paid?.state === "failed" ? paid.message : null);
  const returned = paid !== null && searchParams.has("paid");
  useEffect(() => {
    if (!returned) return;
    setSearchParams(
      (params) => {
        params.delete("paid");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returned, setSearchParams]);

  // After an answer, a payment (or a refusal), the page's status says what happened: focus goes there, so it is
  // read and in view.
  useEffect(() => {
    if (answeredHere || refusal || thanks) statusRef.current?.focus();
  }, [answeredHere, refusal, thanks]);

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      {/* A client's link carries its key: no search engine is to keep the page (robots.txt says so too). */}
      <meta name="robots" content="noindex, nofollow" />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-3 py-4 sm:px-6 sm:py-10">
        {load.state === "loading" ? (
          <DocumentSkeleton />
        ) : load.state === "invalid" ? (
          <LinkProblem title="Link not valid" message={INVOICING_MSG.linkInvalid} />
        ) : load.state === "expired" ? (
          <LinkProblem title="Link expired" message={INVOICING_MSG.linkExpired} />
        ) : load.state === "changed" ? (
          <LinkProblem title="Estimate changed" message={INVOICING_MSG.linkChanged} />
        ) : load.state === "error" ? (
          <LoadFailed message={load.message} onRetry={retry} />
        ) : (
          <div className="space-y-4 sm:space-y-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div ref={statusRef} tabIndex={-1} className="min-w-0 flex-1 space-y-2 rounded-md focus:outline-none">
                {thanks ? (
                  <p
                    role="status"
                    className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-base font-semibold text-green-950"
                  >
                    {thanks}
                  </p>
                ) : null}
                <StatusBanner view={load.view} refusal={refusal} />
              </div>
              <a
                href={href(invoicingEndpoints.client.pdf, { params: { token } })}
                download
                className={cn(buttonVariants({ variant: "outline" }), "shrink-0 self-start")}
              >
                <DownloadIcon />
                Download PDF
              </a>
            </div>
            {load.view.payment ? (
              <ClientPayCard
                // A new amount due (paid meanwhile, a deposit after the answer) starts the card afresh.
                key={`${load.view.payment.purpose}-${load.view.payment.dueCents}`}
                token={token}
                view={load.view}
                payment={load.view.payment}
                onRefused={(message) => {
                  setRefusal(message);
                  refresh();
                }}
              />
            ) : null}
            <ClientDocumentView view={load.view} logoUrl={clientLogoUrl(token)} />
            {load.view.kind === "estimate" && load.view.answerable ? (
              <ClientAnswerCard
                token={token}
                view={load.view}
                onAnswered={(view) => {
                  setRefusal(null);
                  replace(view);
                  setAnsweredHere(true);
                }}
                onRefused={(message) => {
                  setRefusal(message);
                  refresh();
                }}
              />
            ) : null}
          </div>
        )}
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-muted">Sent with BuildOps</footer>
    </div>
  );
}

const KIND_TITLE = { estimate: "Estimate", invoice: "Invoice" } as const;

function titleOf(load: ClientDocumentLoad): string {
  switch (load.state) {
    case "loading":
      return "Loading";
    case "invalid":
      return "Link not valid";
    case "expired":
      return "Link expired";
    case "changed":
      return "Estimate changed";
    case "error":
      return "Could not load";
    case "ready": {
      const { kind, number, company } = load.view;
      return `${KIND_TITLE[kind]} ${number}${company.name.trim() ? ` from ${company.name.trim()}` : ""}`;
    }
  }
}

/**
 * The thanks for a payment just confirmed, as the provider has it: received, or being processed (a bank debit the
 * provider has not taken yet); with the amount this tab set out to pay, without one when this tab kept none
 * (another tab or device paid).
 */
function thanksFor({ outcome, intent }: { outcome: "received" | "processing"; intent: PaymentIntent | null }): string {
  const yours = intent ? `your payment of ${formatCents(intent.amountCents)}` : "your payment";
  return outcome === "received"
    ? `Thank you — ${yours} was received.`
    : `Thank you — ${yours} is being processed. This page shows it once it is received.`;
}

/** An answer's time ("2026-04-27T15:04:05Z") as the client's own calendar date. */
function answerDate(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? at : formatDate(localToday(new Date(time)));
}

type Tone = "info" | "success" | "warning" | "danger";
const TONE_CLASS: Record<Tone, string> = {
  info: "border-blue-200 bg-blue-50 text-blue-950",
  success: "border-green-200 bg-green-50 text-green-950",
  warning: "border-amber-200 bg-amber-50 text-amber-950",
  danger: "border-red-200 bg-red-50 text-red-950",
};

/**
 * Where the document stands, in words beside its status badge: an estimate open for an answer, answered (by
 * whom and when) or expired; an invoice's status with what is due. A refused answer's message comes first.
 */
function StatusBanner({ view, refusal }: { view: ClientDocument; refusal: string | null }) {
  const company = view.company.name.trim() || "the sender";
  let tone: Tone = "info";
  let text: ReactNode;
  if (view.kind === "estimate") {
    if (view.answer) {
      tone = view.answer.accepted ? "success" : "danger";
      text = `${view.answer.accepted ? "Accepted" : "Declined"} by ${view.answer.name} on ${answerDate(view.answer.at)}.`;
    } else if (view.status === "expired") {
      tone = "warning";
      text = `${INVOICING_MSG.estimateExpired} Ask ${company} for a new one.`;
    } else if (view.answerable) {
      text = (
        <>
          Review the estimate, then{" "}
          <a href="#answer" className="font-semibold underline underline-offset-2">
            accept or decline it
          </a>{" "}
          below.
        </>
      );
    } else text = null;
  } else {
    const due = view.dueDate ? formatDate(view.dueDate) : null;
    switch (view.status) {
      case "paid":
        tone = "success";
        text = "Paid in full. Thank you!";
        break;
      case "void":
        tone = "danger";
        text = "This invoice has been voided: nothing is due on it.";
        break;
      case "overdue":
        tone = "danger";
        text = `${formatCents(view.balanceCents)} is past due${due ? ` (due ${due})` : ""}.`;
        break;
      case "partially_paid":
        tone = "warning";
        text = `${formatCents(view.paidCents)} paid, ${formatCents(view.balanceCents)} still due${due ? ` by ${due}` : ""}.`;
        break;
      default:
        text = `${formatCents(view.balanceCents)} due${due ? ` by ${due}` : ""}.`;
    }
  }
  // The page's `status` is a string on the wire: a status of the document's own set, or none shown.
  const status =
    view.kind === "estimate"
      ? isEstimateStatus(view.status)
        ? view.status
        : null
      : isInvoiceStatus(view.status)
        ? view.status
        : null;
  return (
    <div role="status" className="space-y-2">
      {refusal ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {refusal}
        </p>
      ) : null}
      {status || text ? (
        <div
          className={cn(
            "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm",
            TONE_CLASS[tone],
          )}
        >
          {status ? (
            <span>
              <span className="sr-only">{KIND_TITLE[view.kind]} status: </span>
              <DocumentStatusBadge kind={view.kind} status={status} />
            </span>
          ) : null}
          {text ? <p className="min-w-0">{text}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The page for a link that does not open a document (404 or 410): what happened and what to do. */
function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-border bg-white px-6 py-10 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-amber-50 text-warning"
      >
        <LinkIcon />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-base text-slate-700">{message}</p>
    </div>
  );
}

/** The document could not be loaded (no connection, a server error): the reason, and Retry. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-xl border border-red-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <h1 className="text-xl font-semibold text-ink">The document could not be loaded</h1>
      <p className="mt-2 text-base text-slate-700">{message}</p>
      <Button type="button" variant="outline" className="mt-6" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** The document's outline while it loads: header, client, a few lines and the totals. */
function DocumentSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4 sm:space-y-6">
      <p role="status" className="sr-only">
        Loading the document…
      </p>
      <div className="flex justify-end">
        <Skeleton className="h-10 w-36" />
      </div>
      <div className="space-y-8 rounded-xl border border-border bg-white p-4 shadow-sm sm:p-8 lg:p-10">
        <div className="flex flex-col gap-6 sm:flex-row sm:justify-between">
          <div className="space-y-2">
            <Skeleton className="h-12 w-40" />
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-56" />
          </div>
          <div className="space-y-2 sm:w-56">
            <Skeleton className="h-8 w-36 sm:ml-auto" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
        <div className="space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-44" />
        </div>
        <div className="space-y-3">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-7 w-full" />
        </div>
        <div className="flex justify-end">
          <Skeleton className="h-20 w-full sm:w-72" />
        </div>
      </div>
    </div>
  );
}

function DownloadIcon() {
  return (
    <ClientIcon>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m7 10 5 5 5-5M12 15V3" />
    </ClientIcon>
  );
}

function LinkIcon() {
  return (
    <ClientIcon className="size-6">
      <path d="M9 17H7A5 5 0 0 1 7 7h2M15 7h2a5 5 0 1 1 0 10h-2" />
      <path d="m3 3 18 18" />
    </ClientIcon>
  );
}
