import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useClients } from "../../clients/clients-api.ts";
import { ProjectField } from "../../projects/projects.public.tsx";
import { formatCents, localToday } from "../../../web/lib/format.ts";
import { useDocumentTitle } from "../../../web/lib/use-document-title.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { usePaymentAccount } from "../../../web/account/dashboard/account-api.ts";
import { Button, ButtonLink } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import type { Estimate, Invoice } from "../invoicing.contract.ts";
import {
  DEPOSIT_KINDS,
  INVOICING_MSG,
  isPaymentTerm,
  PAYMENT_TERMS,
  type DepositKind,
  type DocumentKind,
} from "../invoicing.constants.ts";
import { dueDateFor } from "../invoicing.rules.ts";
import { useSaveDocument, useTemplates, type SaveDocument } from "../invoicing-api.ts";
import { DocumentLinesEditor } from "./DocumentLinesEditor.tsx";
import {
  DEPOSIT_KIND_LABELS,
  depositCentsTyped,
  isDepositKind,
  documentForm,
  encodeLines,
  liveTotals,
  newDocumentValues,
  savedDocumentValues,
  type DocumentFormKey,
  type LineDraft,
} from "./document-form.ts";

const TITLE: Record<DocumentKind, string> = { estimate: "Estimate", invoice: "Invoice" };

/**
 * Create Estimate / Create Invoice (and their edit): the spec's client card, document card, items table with
 * live totals, notes (the estimate also has terms). Paying online (decision 0048): an invoice may let its client
 * pay part of the balance; an estimate may ask for a deposit (a percentage or an amount) once accepted. The server
 * recomputes every amount; nothing typed is lost when a save is refused.
 */
export function DocumentEditor({
  kind,
  saved,
  suggestedNumber,
}: {
  kind: DocumentKind;
  saved?: Estimate | Invoice;
  suggestedNumber: string;
}) {
  const title = saved ? `Edit ${saved.number}` : `Create ${TITLE[kind]}`;
  useDocumentTitle(title);
  const clients = useClients();
  const templates = useTemplates();
  const navigate = useNavigate();
  const save = useSaveDocument();
  const [initial] = useState(() =>
    saved ? savedDocumentValues(saved) : newDocumentValues(kind, localToday(), suggestedNumber),
  );
  const [lines, setLines] = useState<LineDraft[]>(initial.lines);
  const [dueEdited, setDueEdited] = useState(Boolean(saved));
  const clientIdOf = (name: string) =>
    clients.data?.find((c) => c.name.toLowerCase() === name.trim().toLowerCase())?.id ?? null;
  const isSuggested = (number: string) => !saved && number === suggestedNumber;
  const spec =
    kind === "estimate"
      ? documentForm("estimate", clientIdOf, isSuggested)
      : documentForm("invoice", clientIdOf, isSuggested);
  const form = useRecordForm<DocumentFormKey, SaveDocument["input"]>(spec, initial.values);
  const { values, setValue, field, control, idOf, errors } = form;
  const totals = liveTotals(lines);
  // A sent estimate's link is revoked by a saved change (the client must not accept what they never saw): say so first.
  const sentEstimate =
    saved?.kind === "estimate" && (saved.status === "sent" || saved.status === "viewed" || saved.status === "expired");

  // What was typed for each way of asking a deposit, kept while another is chosen (a percent is not an amount).
  const depositTexts = useRef<Partial<Record<DepositKind, string>>>({});
  const changeDepositKind = (next: DepositKind) => {
    if (isDepositKind(values.depositKind)) depositTexts.current[values.depositKind] = values.depositValue;
    setValue("depositKind", next);
    setValue("depositValue", depositTexts.current[next] ?? "");
  };

  const changeLines = (next: LineDraft[]) => {
    setLines(next);
    setValue("lines", encodeLines(next));
  };
  /** The due date follows the date and the payment terms until it is typed by hand. */
  const changeDates = (key: "documentDate" | "paymentTerms", value: string) => {
    setValue(key, value);
    const date = key === "documentDate" ? value : values.documentDate;
    const term = key === "paymentTerms" ? value : values.paymentTerms;
    if (kind === "invoice" && !dueEdited && /^\d{4}-\d{2}-\d{2}$/.test(date) && isPaymentTerm(term))
      setValue("dueDate", dueDateFor(date, term));
  };

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { kind, id: saved?.id, input },
      form.saveCallbacks(
        {
          saved: kind === "estimate" ? INVOICING_MSG.estimateSaved : INVOICING_MSG.invoiceSaved,
          failed: kind === "estimate" ? INVOICING_MSG.estimateError : INVOICING_MSG.invoiceError,
        },
        (doc: Estimate | Invoice) => {
          void navigate(paths[`${kind}s`].detail(doc.id));
        },
      ),
    );
  }, save.isPending);

  const ofKind = (templates.data ?? []).filter((t) => t.kind === kind);
  // "No template" on a document means the organization's default of its kind, whichever that is when it is drawn.
  const defaultName = ofKind.find((t) => t.isDefault)?.name;
  const templateOptions = ofKind.filter((t) => !t.builtIn).map((t) => ({ id: t.id, name: t.name }));

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-labelledby="document-editor-title">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 id="document-editor-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h1>
        <div className="flex gap-2">
          <ButtonLink to={saved ? paths[`${kind}s`].detail(saved.id) : paths[`${kind}s`].list} variant="outline">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : `Save ${TITLE[kind]}`}
          </Button>
        </div>
      </header>
      {sentEstimate ? (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {INVOICING_MSG.sentEstimateEdit}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Client Information</h2>
          <Field label="Client Name" {...field("clientName")} hint="Type a name or pick one of your clients.">
            <Input
              {...control("clientName", form.hintOf("clientName"))}
              list="client-names"
              maxLength={200}
              autoComplete="off"
            />
          </Field>
          <datalist id="client-names">
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.name} />
            ))}
          </datalist>
          <Field label="Contact Person" {...field("clientContact")}>
            <Input {...control("clientContact")} maxLength={200} autoComplete="off" />
          </Field>
          <Field label="Client Email" {...field("clientEmail")} hint="Where Send delivers it.">
            <Input
              {...control("clientEmail", form.hintOf("clientEmail"))}
              type="email"
              maxLength={254}
              autoComplete="off"
            />
          </Field>
          <Field label="Client Address" {...field("clientAddress")}>
            <Textarea {...control("clientAddress")} maxLength={500} className="min-h-20" />
          </Field>
        </Card>

        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{TITLE[kind]} Details</h2>
          <Field label={`${TITLE[kind]} Number`} {...field("number")}>
            <Input {...control("number")} maxLength={40} autoComplete="off" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`${TITLE[kind]} Date`} {...field("documentDate")}>
              <Input
                {...control("documentDate")}
                type="date"
                onChange={(e) => changeDates("documentDate", e.target.value)}
              />
            </Field>
            {kind === "estimate" ? (
              <Field label="Valid Until" {...field("validUntil")}>
                <Input {...control("validUntil")} type="date" />
              </Field>
            ) : (
              <Field label="Due Date" {...field("dueDate")}>
                <Input
                  {...control("dueDate")}
                  type="date"
                  onChange={(e) => {
                    setDueEdited(true);
                    setValue("dueDate", e.target.value);
                  }}
                />
              </Field>
            )}
          </div>
          {kind === "invoice" ? (
            <Field label="Payment Terms" {...field("paymentTerms")}>
              <OptionsSelect
                {...control("paymentTerms")}
                options={PAYMENT_TERMS}
                onChange={(e) => changeDates("paymentTerms", e.target.value)}
              />
            </Field>
          ) : null}
          {kind === "invoice" ? (
            <div className="space-y-1.5">
              <div className="flex items-start gap-2">
                <input
                  id={idOf("allowPartialPayments")}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand"
                  checked={values.allowPartialPayments === "true"}
                  aria-describedby={`${idOf("allowPartialPayments")}-hint`}
                  onChange={(e) => setValue("allowPartialPayments", e.target.checked ? "true" : "false")}
                />
                <label htmlFor={idOf("allowPartialPayments")} className="text-sm font-medium text-ink">
                  Let the client pay part of the balance online
                </label>
              </div>
              <OnlinePaymentsHint
                id={`${idOf("allowPartialPayments")}-hint`}
                text="Otherwise Pay Now takes the whole balance."
              />
            </div>
          ) : (
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium text-ink">Deposit</legend>
              <div className="flex flex-wrap gap-x-5">
                {DEPOSIT_KINDS.map((k) => (
                  <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                    <input
                      type="radio"
                      name={idOf("depositKind")}
                      className="size-4 accent-brand"
                      checked={values.depositKind === k}
                      onChange={() => changeDepositKind(k)}
                    />
                    {DEPOSIT_KIND_LABELS[k]}
                  </label>
                ))}
              </div>
              {values.depositKind === "percent" || values.depositKind === "amount" ? (
                <Field
                  label={values.depositKind === "percent" ? "Deposit Percent" : "Deposit Amount"}
                  {...field("depositValue")}
                  hint={
                    values.depositKind === "percent"
                      ? "A percentage of the total: above 0, at most 100."
                      : "At most the estimate's total."
                  }
                >
                  <Input
                    {...control("depositValue", form.hintOf("depositValue"))}
                    inputMode="decimal"
                    maxLength={40}
                    autoComplete="off"
                    className="block sm:max-w-40"
                  />
                </Field>
              ) : null}
              <DepositDue cents={depositCentsTyped(values, totals.totalCents)} />
              <OnlinePaymentsHint id={`${idOf("depositKind")}-hint`} />
            </fieldset>
          )}
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={saved?.project ?? null}
            error={errors.projectId}
            failedHint="Projects could not be loaded."
            onChange={(id) => setValue("projectId", id)}
          />
          <RecordField
            label="Template"
            hint="The layout of its PDF and its page."
            id={idOf("templateId")}
            value={values.templateId}
            options={templateOptions}
            current={saved?.template ?? null}
            loading={templates.isPending}
            loadingLabel="Loading templates…"
            noneLabel={defaultName ? `Default: ${defaultName}` : "Default template"}
            error={errors.templateId}
            onChange={(id) => setValue("templateId", id)}
          />
        </Card>
      </div>

      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">
          <span id={idOf("lines")} tabIndex={-1} className="outline-none">
            Items
          </span>
        </h2>
        {errors.lines ? (
          <p id={`${idOf("lines")}-error`} role="alert" className="text-sm text-destructive">
            {errors.lines}
          </p>
        ) : null}
        <DocumentLinesEditor
          lines={lines}
          amounts={totals.lines}
          idPrefix={idOf("lines")}
          invalid={errors.lines !== undefined}
          onChange={changeLines}
        />
        <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-6 gap-y-1 text-sm" aria-label="Totals">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular text-right">{formatCents(totals.subtotalCents)}</dd>
          <dt className="text-muted">Tax</dt>
          <dd className="tabular text-right">{formatCents(totals.taxCents)}</dd>
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="tabular text-right font-semibold text-ink">{formatCents(totals.totalCents)}</dd>
        </dl>
      </Card>

      <Card className="grid gap-4 p-4 sm:p-6 lg:grid-cols-2">
        {kind === "estimate" ? (
          <Field label="Terms & Conditions" {...field("terms")}>
            <Textarea {...control("terms")} maxLength={4000} className="min-h-24" />
          </Field>
        ) : null}
        <Field label="Notes" {...field("notes")}>
          <Textarea {...control("notes")} maxLength={4000} className="min-h-24" />
        </Field>
      </Card>
    </form>
  );
}

/** The deposit the client will be asked for as the fields stand, with the live total. */
function DepositDue({ cents }: { cents: number | null }) {
  if (cents === null) return null;
  return (
    <p className="text-sm text-slate-700">
      The client is asked to pay <span className="tabular font-semibold text-ink">{formatCents(cents)}</span> online
      once they accept.
    </p>
  );
}

/**
 * Under a payment option: what it changes, and, while the organization's Stripe account cannot take payments,
 * where to set it up (its clients see no Pay Now until then).
 */
function OnlinePaymentsHint({ id, text }: { id: string; text?: string }) {
  const account = usePaymentAccount();
  // Not asked of a server that takes no payments online: there is nothing to set up.
  const ready = !account.data || !account.data.available || account.data.chargesEnabled;
  if (!text && ready) return null;
  return (
    <p id={id} className="text-sm text-muted">
      {text}
      {ready ? null : (
        <>
          {text ? " " : null}Clients pay online once your Stripe account is set up in{" "}
          <Link
            to={`${paths.profile.home}#payments`}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Account Settings
          </Link>
          .
        </>
      )}
    </p>
  );
}
