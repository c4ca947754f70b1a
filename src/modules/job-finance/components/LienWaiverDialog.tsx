import { centsText, formatCents, formatDate, localToday } from "../../../web/lib/format.ts";
import type { FormSpec } from "../../../web/lib/form-check.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import type { PayApplicationList } from "../job-finance.contract.ts";
import { JOB_FINANCE_MSG, LIEN_WAIVER_KIND_LABELS, LIEN_WAIVER_KINDS } from "../job-finance.constants.ts";
import { lienWaiverInput, type LienWaiver, type LienWaiverInputParsed } from "../lien-waivers.contract.ts";
import { useCreateLienWaiver } from "../job-finance-api.ts";

const KEYS = [
  "kind",
  "source",
  "throughDate",
  "amount",
  "exceptions",
  "claimant",
  "customer",
  "ownerName",
  "jobLocation",
  "signatureName",
  "signatureDate",
] as const;
type Key = (typeof KEYS)[number];

const optional = (text: string) => (text.trim() === "" ? undefined : text);
const waiverForm: FormSpec<Key, LienWaiverInputParsed> = {
  keys: KEYS,
  idPrefix: "lien-waiver",
  required: [
    { key: "source", label: "For" },
    { key: "signatureName", label: "Signed By" },
  ],
  parse: (v) =>
    lienWaiverInput.safeParse({
      kind: v.kind,
      ...sourceIds(v.source),
      throughDate: optional(v.throughDate),
      amount: optional(v.amount),
      exceptions: v.exceptions,
      claimant: optional(v.claimant),
      customer: optional(v.customer),
      ownerName: optional(v.ownerName),
      jobLocation: optional(v.jobLocation),
      signatureName: v.signatureName,
      signatureDate: optional(v.signatureDate),
    }),
};

type Application = PayApplicationList["payApplications"][number];
/** A payment or receipt of the project, as finance lists it. */
export type MoneyMove = { id: string; type: string; date: string; amountCents: number; vendor: string };

/** The choice "app:<id>" or "pay:<id>" as the request names it. */
function sourceIds(source: string): { payApplicationId?: string; paymentId?: string } {
  if (source.startsWith("app:")) return { payApplicationId: source.slice(4) };
  if (source.startsWith("pay:")) return { paymentId: source.slice(4) };
  return {};
}

/** What the chosen source gives the empty amount and through date, said under those fields. */
function defaultsOf(source: string, applications: readonly Application[], moves: readonly MoneyMove[]) {
  const { payApplicationId, paymentId } = sourceIds(source);
  const app = applications.find((a) => a.id === payApplicationId);
  if (app)
    return {
      amount: `Empty: ${formatCents(app.currentPaymentDueCents)}, its current payment due`,
      date: `Empty: ${formatDate(app.periodTo)}, the end of its period`,
    };
  const move = moves.find((m) => m.id === paymentId);
  if (move)
    return {
      amount: `Empty: ${formatCents(move.amountCents)}, its amount`,
      date: `Empty: ${formatDate(move.date)}, its date`,
    };
  return { amount: undefined, date: undefined };
}

/**
 * A lien waiver drawn from one of the project's pay applications or payments: its kind (a final one only once no retainage is
 * held), the through date and amount (from the application unless typed), exceptions and the signature. Its PDF is
 * kept with the project's documents.
 */
export function LienWaiverDialog({
  projectId,
  applications,
  moves,
  preselected,
  finalAllowed,
  retainageHeldCents,
  onClose,
}: {
  projectId: string;
  applications: readonly Application[];
  moves: readonly MoneyMove[];
  preselected?: string;
  finalAllowed: boolean;
  retainageHeldCents: number;
  onClose: () => void;
}) {
  const form = useRecordForm(waiverForm, {
    kind: "conditional_progress",
    source: preselected ? `app:${preselected}` : applications[0] ? `app:${applications[0].id}` : "",
    throughDate: "",
    amount: "",
    exceptions: "",
    claimant: "",
    customer: "",
    ownerName: "",
    jobLocation: "",
    signatureName: "",
    signatureDate: localToday(),
  });
  const create = useCreateLienWaiver(projectId);
  const defaults = defaultsOf(form.values.source, applications, moves);
  const submit = form.handleSubmit(
    (input) =>
      create.mutate(
        { ...input, amount: input.amount === undefined ? undefined : centsText(input.amount) },
        form.saveCallbacks<LienWaiver>(
          { saved: JOB_FINANCE_MSG.waiverSaved, failed: "The lien waiver could not be drawn" },
          onClose,
        ),
      ),
    create.isPending,
  );
  return (
    <FormDialog
      id="lien-waiver-form"
      size="lg"
      title="New Lien Waiver"
      submitLabel="Draw Lien Waiver"
      busyLabel="Drawing…"
      description="Drawn as a PDF and kept with the project's documents. Empty fields are taken from what it is for, the project and your company."
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            label="Kind"
            {...form.field("kind")}
            hint={
              finalAllowed
                ? undefined
                : `A final waiver waits until no retainage is held (${formatCents(retainageHeldCents)} now).`
            }
          >
            <Select {...form.control("kind", finalAllowed ? undefined : form.hintOf("kind"))}>
              {LIEN_WAIVER_KINDS.map((k) => (
                <option key={k} value={k} disabled={!finalAllowed && k.endsWith("_final")}>
                  {LIEN_WAIVER_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="For" {...form.field("source")}>
          <Select {...form.control("source")}>
            <option value="">Choose an application or a payment</option>
            {applications.length > 0 ? (
              <optgroup label="Pay applications">
                {applications.map((a) => (
                  <option key={a.id} value={`app:${a.id}`}>
                    {`Application No. ${a.number}, period to ${formatDate(a.periodTo)}`}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {moves.length > 0 ? (
              <optgroup label="Payments and receipts">
                {moves.map((m) => (
                  <option key={m.id} value={`pay:${m.id}`}>
                    {`${m.type} ${formatDate(m.date)}, ${formatCents(m.amountCents)}, ${m.vendor}`}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </Select>
        </Field>
        <Field label="Amount" {...form.field("amount")} hint={defaults.amount}>
          <Input
            {...form.control("amount", defaults.amount ? form.hintOf("amount") : undefined)}
            inputMode="decimal"
            maxLength={40}
            autoComplete="off"
          />
        </Field>
        <Field label="Through Date" {...form.field("throughDate")} hint={defaults.date}>
          <Input {...form.control("throughDate", defaults.date ? form.hintOf("throughDate") : undefined)} type="date" />
        </Field>
        <Field label="Claimant" {...form.field("claimant")} hint="Empty: your company">
          <Input {...form.control("claimant", form.hintOf("claimant"))} maxLength={200} autoComplete="organization" />
        </Field>
        <Field label="Customer" {...form.field("customer")} hint="Empty: the project's client">
          <Input {...form.control("customer", form.hintOf("customer"))} maxLength={200} autoComplete="off" />
        </Field>
        <Field label="Owner" {...form.field("ownerName")} hint="Empty: from the contract terms">
          <Input {...form.control("ownerName", form.hintOf("ownerName"))} maxLength={200} autoComplete="off" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Job Location" {...form.field("jobLocation")} hint="Empty: from the contract terms">
            <Input {...form.control("jobLocation", form.hintOf("jobLocation"))} maxLength={500} autoComplete="off" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Exceptions"
            {...form.field("exceptions")}
            hint="Disputed claims or amounts this waiver does not cover."
          >
            <Textarea {...form.control("exceptions", form.hintOf("exceptions"))} maxLength={2000} />
          </Field>
        </div>
        <Field label="Signed By" {...form.field("signatureName")}>
          <Input {...form.control("signatureName")} maxLength={200} autoComplete="name" />
        </Field>
        <Field label="Signature Date" {...form.field("signatureDate")}>
          <Input {...form.control("signatureDate")} type="date" />
        </Field>
      </div>
    </FormDialog>
  );
}
