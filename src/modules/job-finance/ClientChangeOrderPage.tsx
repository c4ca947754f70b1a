import { useCallback, useContext, useEffect, useState } from "react";
import { useParams } from "react-router";
import { formatCents, formatDateTime } from "../../web/lib/format.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { ChangeOrderAnswerForm } from "./components/ChangeOrderAnswerForm.tsx";
import { ChangeOrderStatusBadge } from "./components/status-badges.tsx";
import {
  ClientChangeOrderDrawing,
  drawnLoad,
  readClientChangeOrder,
  type ClientChangeOrderLoad,
} from "./components/client-change-order-data.ts";

// The server draws this page with its change order (src/app/web/ssr/render-page.tsx, decision 0049).
export {
  ClientChangeOrderDrawing,
  readClientChangeOrder,
  type DrawnClientChangeOrder,
} from "./components/client-change-order-data.ts";
import type { ClientChangeOrder } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";
import { costTypeLabel, daysText, signedMoney } from "./job-finance-format.ts";

/**
 * /view/change-orders/:token, where the e-mail with a change order leads its client (no account): what changes,
 * by how much and how many days, and Approve or Reject with the client's typed name, once. A public page: no
 * dashboard code, no React Query, no zod; not indexed.
 */
export function ClientChangeOrderPage() {
  const { token = "" } = useParams();
  const drawing = useContext(ClientChangeOrderDrawing);
  // A page the server drew starts as drawn, and is not read again until it is answered or retried.
  const [drawn] = useState(() => drawnLoad(token, drawing));
  const [load, setLoad] = useState<ClientChangeOrderLoad>(drawn ?? { state: "loading" });
  const [refusal, setRefusal] = useState<string | null>(null);
  const read = useCallback(
    (signal?: AbortSignal) =>
      void readClientChangeOrder(token, signal).then((next) => {
        if (!signal?.aborted) setLoad(next);
      }),
    [token],
  );
  useEffect(() => {
    if (drawn) return;
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read, drawn]);
  useDocumentTitle(load.state === "ready" ? `Change Order ${load.view.number}` : "Change Order");

  return (
    <main className="mx-auto min-h-screen max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      {load.state === "loading" ? (
        <div role="status" aria-label="Loading the change order" className="space-y-4">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : load.state === "ready" ? (
        <>
          {refusal ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {refusal}
            </p>
          ) : null}
          <ChangeOrderView view={load.view} />
          {load.view.answerable ? (
            <ChangeOrderAnswerForm
              token={token}
              view={load.view}
              onAnswered={(view) => {
                setRefusal(null);
                setLoad({ state: "ready", view });
              }}
              onRefused={(message) => {
                setRefusal(message);
                read();
              }}
            />
          ) : null}
        </>
      ) : (
        <ClosedLink load={load} onRetry={() => read()} />
      )}
    </main>
  );
}

function ClosedLink({
  load,
  onRetry,
}: {
  load: Exclude<ClientChangeOrderLoad, { state: "loading" | "ready" }>;
  onRetry: () => void;
}) {
  const text =
    load.state === "invalid"
      ? JOB_FINANCE_MSG.linkInvalid
      : load.state === "expired"
        ? JOB_FINANCE_MSG.linkExpired
        : load.state === "changed"
          ? JOB_FINANCE_MSG.linkChanged
          : `The change order could not be loaded. ${load.message}`;
  return (
    <section className="space-y-4 rounded-xl border border-border bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-ink">
        {load.state === "error" ? "Something went wrong" : "This link no longer opens the change order"}
      </h1>
      <p className="text-base text-slate-700">{text}</p>
      {load.state === "error" ? (
        <Button type="button" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </section>
  );
}

function ChangeOrderView({ view }: { view: ClientChangeOrder }) {
  return (
    <article className="space-y-6 rounded-xl border border-border bg-white p-4 shadow-sm sm:p-6">
      <header className="space-y-2">
        <p className="text-sm font-medium text-slate-700">{view.company.name}</p>
        <h1 className="break-words text-2xl font-bold text-ink">
          Change Order {view.number}: {view.title}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-base text-slate-700">
          <span>
            <span className="sr-only">Status: </span>
            <ChangeOrderStatusBadge status={view.status} />
          </span>
          <span>Project: {view.project.name}</span>
        </p>
      </header>
      {view.description ? (
        <p className="whitespace-pre-line break-words text-base text-slate-700">{view.description}</p>
      ) : null}
      {view.reason ? (
        <p className="text-base text-slate-700">
          <span className="font-medium text-ink">Reason: </span>
          {view.reason}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What changes</caption>
          <thead className="border-b border-border text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Work
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Schedule
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {view.lines.map((l, i) => (
              <tr key={i} className="align-top">
                <td className="py-2 pr-3 text-slate-700">
                  {l.description || costTypeLabel(l.costType)}
                  <span className="block text-xs text-muted">{costTypeLabel(l.costType)}</span>
                </td>
                <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                  {signedMoney(l.amountCents, formatCents)}
                </td>
                <td className="whitespace-nowrap py-2 text-right">{daysText(l.days)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border font-semibold text-ink">
            <tr>
              <th scope="row" className="py-2 pr-3">
                Total change
              </th>
              <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                {signedMoney(view.amountCents, formatCents)}
              </td>
              <td className="whitespace-nowrap py-2 text-right">{daysText(view.days)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {view.answer ? (
        <p role="status" className="rounded-md border border-border bg-surface p-3 text-base text-ink">
          {view.answer.approved ? "Approved" : "Rejected"} by {view.answer.name} on {formatDateTime(view.answer.at)}.
        </p>
      ) : null}
    </article>
  );
}
