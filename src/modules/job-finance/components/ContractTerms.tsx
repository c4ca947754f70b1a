import { Pencil } from "lucide-react";
import { formatDate } from "../../../web/lib/format.ts";
import type { FormSpec } from "../../../web/lib/form-check.ts";
import { useCanWrite } from "../../../web/lib/use-can-write.ts";
import { useDialogState } from "../../../web/lib/use-dialog-state.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { Button } from "../../../web/ui/button.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { projectContractInput, type ProjectContract, type ProjectContractParsed } from "../job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "../job-finance.constants.ts";
import { bpsText, formatBps } from "../job-finance-format.ts";
import { useProjectContract, useSaveContract } from "../job-finance-api.ts";

/** The project's contract terms in one line (retainage, owner, job location, date), and their form. */
export function ContractTerms({ projectId }: { projectId: string }) {
  const contract = useProjectContract(projectId);
  const canWrite = useCanWrite();
  const dialog = useDialogState<{ kind: "edit"; contract: ProjectContract }>();
  const c = contract.data;
  if (!c) return null;
  return (
    <section aria-label="Contract terms" className="flex flex-wrap items-end justify-between gap-4">
      <dl className="grid flex-1 grid-cols-2 gap-4 sm:grid-cols-4">
        <DetailItem term="Retainage">{formatBps(c.retainageBps)}</DetailItem>
        <DetailItem term="Owner">{c.ownerName || "—"}</DetailItem>
        <DetailItem term="Job Location">{c.jobLocation || "—"}</DetailItem>
        <DetailItem term="Contract Date">{c.contractDate ? formatDate(c.contractDate) : "—"}</DetailItem>
      </dl>
      {canWrite ? (
        <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "edit", contract: c })}>
          <Pencil aria-hidden="true" />
          Edit Contract Terms
        </Button>
      ) : null}
      {dialog.state ? (
        <ContractTermsDialog projectId={projectId} contract={dialog.state.contract} onClose={dialog.close} />
      ) : null}
    </section>
  );
}

const KEYS = ["retainagePercent", "ownerName", "jobLocation", "contractDate"] as const;
const contractForm: FormSpec<(typeof KEYS)[number], ProjectContractParsed> = {
  keys: KEYS,
  idPrefix: "contract-terms",
  required: [{ key: "retainagePercent", label: "Retainage" }],
  parse: (v) =>
    projectContractInput.safeParse({
      retainagePercent: v.retainagePercent,
      ownerName: v.ownerName,
      jobLocation: v.jobLocation,
      contractDate: v.contractDate || null,
    }),
};

function ContractTermsDialog({
  projectId,
  contract,
  onClose,
}: {
  projectId: string;
  contract: ProjectContract;
  onClose: () => void;
}) {
  const form = useRecordForm(contractForm, {
    retainagePercent: bpsText(contract.retainageBps),
    ownerName: contract.ownerName,
    jobLocation: contract.jobLocation,
    contractDate: contract.contractDate ?? "",
  });
  const save = useSaveContract(projectId);
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        {
          retainagePercent: input.retainageBps / 100,
          ownerName: input.ownerName,
          jobLocation: input.jobLocation,
          contractDate: input.contractDate,
        },
        form.saveCallbacks(
          { saved: JOB_FINANCE_MSG.contractSaved, failed: "The contract terms could not be saved" },
          onClose,
        ),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="contract-terms-form"
      title="Contract Terms"
      submitLabel="Save Changes"
      busyLabel="Saving…"
      description="The retainage new schedule lines start with, and the owner and job location lien waivers name."
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Retainage (%)" {...form.field("retainagePercent")}>
          <Input {...form.control("retainagePercent")} inputMode="decimal" maxLength={6} autoComplete="off" autoFocus />
        </Field>
        <Field label="Contract Date" {...form.field("contractDate")}>
          <Input {...form.control("contractDate")} type="date" />
        </Field>
        <Field label="Owner" {...form.field("ownerName")}>
          <Input {...form.control("ownerName")} maxLength={200} autoComplete="organization" />
        </Field>
        <Field label="Job Location" {...form.field("jobLocation")}>
          <Input {...form.control("jobLocation")} maxLength={500} autoComplete="street-address" />
        </Field>
      </div>
    </FormDialog>
  );
}
