import { FilePlus2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { formatCents, formatDate, localToday } from "../../web/lib/format.ts";
import type { FormSpec } from "../../web/lib/form-check.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useRecordForm } from "../../web/lib/use-record-form.ts";
import { paths } from "../../web/paths.ts";
import { Card } from "../../web/ui/card.tsx";
import { FormDialog } from "../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../web/ui/input.tsx";
import { PrimaryActionButton } from "../../web/ui/page-header.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { RecordTable } from "../../web/ui/record-table.tsx";
import { Select } from "../../web/ui/select.tsx";
import { LienWaivers } from "./components/LienWaivers.tsx";
import { Loaded } from "./components/Loaded.tsx";
import { PayApplicationStatusBadge } from "./components/status-badges.tsx";
import { payApplicationCreateInput, type PayApplication, type PayApplicationList } from "./job-finance.contract.ts";
import { useCreatePayApplication, usePayApplications } from "./job-finance-api.ts";

type Row = PayApplicationList["payApplications"][number];
const kindLabel = (r: Pick<Row, "kind">) => (r.kind === "retainage_release" ? "Retainage release" : "Progress");

/** A project's pay applications, newest first, with each one's current payment due; the next one started here. */
export function PayApplicationsTab({ projectId }: { projectId: string }) {
  const list = usePayApplications(projectId);
  const canWrite = useCanWrite();
  const dialog = useDialogState<{ kind: "create" }>();
  return (
    <div className="space-y-8">
      <PageSection
        id="pay-apps-title"
        title="Pay Applications"
        action={
          canWrite ? (
            <PrimaryActionButton
              action={{
                label: "New Pay Application",
                icon: <FilePlus2 />,
                onClick: () => dialog.open({ kind: "create" }),
              }}
            />
          ) : null
        }
      >
        <Loaded query={list} what="pay applications" errorTitle="Pay applications could not be loaded">
          {(data) => <PayApplications projectId={projectId} rows={data.payApplications} />}
        </Loaded>
        {dialog.state ? <NewPayApplicationDialog projectId={projectId} onClose={dialog.close} /> : null}
      </PageSection>
      <LienWaivers projectId={projectId} />
    </div>
  );
}

function PayApplications({ projectId, rows }: { projectId: string; rows: readonly Row[] }) {
  if (rows.length === 0)
    return (
      <p className="text-base text-slate-700">
        No pay applications yet. Each one bills the period&apos;s work against the schedule of values (AIA G702/G703
        style), holds retainage, and becomes an invoice once approved.
      </p>
    );
  const name = (r: Row) => (
    <Link to={paths.jobFinance.payApplication(projectId, r.id)} className="font-medium">
      Application No. {r.number}
    </Link>
  );
  return (
    <RecordTable
      label="Pay applications"
      columns={["Application", "Kind", "Period To", "Status", "Current Payment Due"]}
      rows={rows}
      cells={(r) => (
        <>
          <td className="px-4 py-3">{name(r)}</td>
          <td className="px-4 py-3">{kindLabel(r)}</td>
          <td className="whitespace-nowrap px-4 py-3">{formatDate(r.periodTo)}</td>
          <td className="px-4 py-3">
            <PayApplicationStatusBadge status={r.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
            {formatCents(r.currentPaymentDueCents)}
          </td>
          <td className="px-4 py-3 text-right">
            <Link to={paths.jobFinance.payApplication(projectId, r.id)}>
              View<span className="sr-only"> application {r.number}</span>
            </Link>
          </td>
        </>
      )}
      card={(r) => (
        <Card className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3>{name(r)}</h3>
            <PayApplicationStatusBadge status={r.status} />
          </div>
          <p className="text-sm text-slate-700">
            {kindLabel(r)} · period to {formatDate(r.periodTo)}
          </p>
          <p className="text-sm tabular-nums text-ink">Current payment due {formatCents(r.currentPaymentDueCents)}</p>
        </Card>
      )}
    />
  );
}

const KEYS = ["periodTo", "kind"] as const;
const createForm: FormSpec<(typeof KEYS)[number], { periodTo: string; kind: PayApplication["kind"] }> = {
  keys: KEYS,
  idPrefix: "new-pay-app",
  required: [{ key: "periodTo", label: "Period To" }],
  parse: (v) => payApplicationCreateInput.safeParse(v),
};

function NewPayApplicationDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useRecordForm(createForm, { periodTo: localToday(), kind: "progress" });
  const create = useCreatePayApplication(projectId);
  const submit = form.handleSubmit(
    (input) =>
      create.mutate(
        input,
        form.saveCallbacks<PayApplication>(
          { saved: "Pay application started.", failed: "The pay application could not be started" },
          (app) => {
            onClose();
            void navigate(paths.jobFinance.payApplication(projectId, app.id));
          },
        ),
      ),
    create.isPending,
  );
  return (
    <FormDialog
      id="new-pay-app-form"
      title="New Pay Application"
      submitLabel="Start Application"
      busyLabel="Starting…"
      description="The next application for the period, with a line per schedule line; work to date carries over from the last one."
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Period To" {...form.field("periodTo")}>
          <Input {...form.control("periodTo")} type="date" required autoFocus />
        </Field>
        <Field label="Kind" {...form.field("kind")}>
          <Select {...form.control("kind")}>
            <option value="progress">Progress billing</option>
            <option value="retainage_release">Retainage release</option>
          </Select>
        </Field>
      </div>
    </FormDialog>
  );
}
