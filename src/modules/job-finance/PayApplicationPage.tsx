import { ArrowLeft, CheckCircle2, FileWarning, Save, Send, Wallet } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../web/lib/api.ts";
import { formatDate, formatDateTime } from "../../web/lib/format.ts";
import { toastFailure } from "../../web/lib/failure-toast.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { paths } from "../../web/paths.ts";
import { Button, ButtonLink } from "../../web/ui/button.tsx";
import { ListMessage } from "../../web/ui/list-message.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { href } from "../../shared/route.ts";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import { LienWaivers } from "./components/LienWaivers.tsx";
import { Loaded } from "./components/Loaded.tsx";
import { PayApplicationLines } from "./components/PayApplicationLines.tsx";
import { PayApplicationSummary } from "./components/PayApplicationSummary.tsx";
import { PayApplicationStatusBadge } from "./components/status-badges.tsx";
import { entriesChanged, entriesOf, updateBody, type Entries } from "./components/pay-application-entries.ts";
import type { PayApplication } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";
import { usePayApplication, usePayApplicationStep, useSavePayApplication } from "./job-finance-api.ts";

/** A pay application's page: the G702 summary and the G703 lines, a draft's work entered here, and its steps. */
export function PayApplicationPage({ projectId }: { projectId: string }) {
  const { id = "" } = useParams();
  const query = usePayApplication(projectId, id);
  useDocumentTitle(query.data ? `Pay Application No. ${query.data.number}` : "Pay Application");
  const back = (
    <ButtonLink to={paths.jobFinance.payApplications(projectId)} variant="link" className="h-auto px-0">
      <ArrowLeft aria-hidden="true" />
      Back to Pay Applications
    </ButtonLink>
  );
  const missing =
    (query.error instanceof ApiError && query.error.status === 404) ||
    (query.data !== undefined && query.data.projectId !== projectId);
  if (missing)
    return (
      <ListMessage level={2} icon={<FileWarning />} title="Pay application not found" action={back}>
        {JOB_FINANCE_MSG.payApplicationNotFound} It belongs to another project, or it does not exist.
      </ListMessage>
    );
  return (
    <div className="space-y-6">
      {back}
      <Loaded query={query} what="pay application" errorTitle="The pay application could not be loaded">
        {(app) => <PayApplicationDetail key={`${app.id}-${app.status}`} projectId={projectId} app={app} />}
      </Loaded>
    </div>
  );
}

const STEP_DONE = {
  submit: "Pay application submitted.",
  approve: "Pay application approved: its current payment due is now an invoice.",
  markPaid: "Pay application marked paid.",
} as const;

function PayApplicationDetail({ projectId, app }: { projectId: string; app: PayApplication }) {
  const canWrite = useCanWrite();
  const editing = canWrite && app.status === "draft";
  const [entries, setEntries] = useState<Entries>(() => entriesOf(app));
  const save = useSavePayApplication(projectId);
  const step = usePayApplicationStep(projectId);
  const changed = editing && entriesChanged(app, entries);
  const busy = save.isPending || step.isPending;

  const saveDraft = async (): Promise<PayApplication | null> => {
    try {
      const saved = await save.mutateAsync({ id: app.id, body: updateBody(app, entries) });
      setEntries(entriesOf(saved));
      return saved;
    } catch (err) {
      toastFailure("The pay application could not be saved", err instanceof Error ? err : new Error(String(err)));
      return null;
    }
  };
  const run = async (which: keyof typeof STEP_DONE) => {
    if (changed && !(await saveDraft())) return;
    step.mutate(
      { id: app.id, step: which },
      {
        onSuccess: () => toast.success(STEP_DONE[which]),
        onError: (err) => toastFailure("The pay application could not be changed", err),
      },
    );
  };

  return (
    <>
      <header className="space-y-3">
        <h2 className="text-xl font-bold text-ink sm:text-2xl">Application No. {app.number}</h2>
        <p className="flex flex-wrap items-center gap-2 text-base text-slate-700">
          <span>
            <span className="sr-only">Status: </span>
            <PayApplicationStatusBadge status={app.status} />
          </span>
          <span>
            {app.kind === "retainage_release" ? "Retainage release" : "Progress billing"} · period to{" "}
            {formatDate(app.periodTo)}
          </span>
        </p>
        <p className="text-sm text-muted">
          {[
            app.submittedAt ? `Submitted ${formatDateTime(app.submittedAt)}` : null,
            app.approvedAt ? `approved ${formatDateTime(app.approvedAt)}` : null,
            app.paidAt ? `paid ${formatDateTime(app.paidAt)}` : null,
          ]
            .filter(Boolean)
            .join(", ")}
        </p>
        <div className="flex flex-wrap gap-2 [&>*]:min-h-11">
          {editing ? (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={busy || !changed}
                onClick={() => void saveDraft().then((s) => s && toast.success("Pay application saved."))}
              >
                <Save aria-hidden="true" />
                {save.isPending ? "Saving…" : "Save Draft"}
              </Button>
              <Button type="button" disabled={busy} onClick={() => void run("submit")}>
                <Send aria-hidden="true" />
                {step.isPending ? "Submitting…" : "Submit"}
              </Button>
            </>
          ) : null}
          {canWrite && app.status === "submitted" ? (
            <Button type="button" disabled={busy} onClick={() => void run("approve")}>
              <CheckCircle2 aria-hidden="true" />
              {step.isPending ? "Approving…" : "Approve"}
            </Button>
          ) : null}
          {canWrite && app.status === "approved" ? (
            <Button type="button" disabled={busy} onClick={() => void run("markPaid")}>
              <Wallet aria-hidden="true" />
              {step.isPending ? "Saving…" : "Mark Paid"}
            </Button>
          ) : null}
          <DownloadLink href={href(jobFinanceEndpoints.payApplications.pdf, { params: { id: app.id } })} size="default">
            Download PDF
          </DownloadLink>
          {app.invoiceId ? (
            <Link to={paths.invoices.detail(app.invoiceId)} className="self-center text-sm font-medium">
              View Invoice
            </Link>
          ) : null}
        </div>
      </header>

      {app.problems.length > 0 ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Before it can be submitted:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {app.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <PayApplicationSummary summary={app.summary} />
      {changed ? (
        <p role="status" className="text-sm text-amber-900">
          Changes not saved yet: the figures above are as last saved.
        </p>
      ) : null}
      <PayApplicationLines app={app} entries={editing ? entries : null} onChange={setEntries} />
      {app.status === "draft" ? null : <LienWaivers projectId={projectId} preselected={app.id} />}
    </>
  );
}
