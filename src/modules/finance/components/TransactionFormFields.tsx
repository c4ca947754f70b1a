import type { RecordForm } from "../../../web/lib/use-record-form.ts";
import { formatCents } from "../../../web/lib/format.ts";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { isCostType } from "../../job-finance/job-finance.constants.ts";
import { CostCodeField, CostTypeField } from "../../job-finance/job-finance.public.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { Transaction, TransactionInputParsed } from "../finance.contract.ts";
import { parseAmountCents, TRANSACTION_CATEGORIES, TRANSACTION_TYPES } from "../finance.constants.ts";
import type { TransactionFormKey } from "./transaction-form.ts";

/** What an amount as typed is read as, said under the field ("Recorded as $2,500.00"). */
function amountHint(text: string): string {
  if (text.trim() === "") return "e.g. 1,250.50 or 2.5k";
  const cents = parseAmountCents(text);
  return cents === "invalid"
    ? "Not an amount yet: type a sum above zero, like 1,250.50."
    : `Recorded as ${formatCents(cents)}`;
}

/** The record/edit form's fields: labels above, each error under its field and linked to it. */
export function TransactionFormFields({
  form,
  transaction,
}: {
  form: RecordForm<TransactionFormKey, TransactionInputParsed>;
  transaction?: Transaction;
}) {
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  const amountHintId = hintOf("amount");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Type" {...field("type")}>
        <OptionsSelect
          {...control("type")}
          required
          options={TRANSACTION_TYPES}
          first={{ value: "", label: "Select a type" }}
          autoFocus
        />
      </Field>
      <Field label="Category" {...field("category")}>
        <OptionsSelect
          {...control("category")}
          required
          options={TRANSACTION_CATEGORIES}
          first={{ value: "", label: "Select a category" }}
        />
      </Field>
      <Field label="Amount" {...field("amount")}>
        <Input {...control("amount", amountHintId)} required inputMode="decimal" maxLength={40} autoComplete="off" />
        {errors.amount ? null : (
          <p id={amountHintId} className="text-sm text-muted">
            {amountHint(values.amount)}
          </p>
        )}
      </Field>
      <Field label="Date" {...field("date")}>
        <Input {...control("date")} type="date" required />
      </Field>
      <Field label="Vendor" {...field("vendor")}>
        <Input {...control("vendor")} required maxLength={200} autoComplete="organization" />
      </Field>
      <Field label="Reference" {...field("reference")} hint="Optional: an invoice, check or receipt number.">
        <Input {...control("reference", hintOf("reference"))} maxLength={100} autoComplete="off" />
      </Field>
      <div className="sm:col-span-2">
        <ProjectField
          id={idOf("projectId")}
          value={values.projectId}
          current={transaction?.project ?? null}
          error={errors.projectId}
          failedHint="Projects could not be loaded; the transaction can be tied to one later."
          onChange={(id) => setValue("projectId", id)}
        />
      </div>
      <CostCodeField
        id={idOf("costCodeId")}
        value={values.costCodeId}
        current={transaction?.costCode ?? null}
        error={errors.costCodeId}
        onChange={(id) => setValue("costCodeId", id)}
      />
      <CostTypeField
        id={idOf("costType")}
        value={isCostType(values.costType) ? values.costType : ""}
        error={errors.costType}
        onChange={(type) => setValue("costType", type)}
      />
      <div className="sm:col-span-2">
        <Field label="Description" {...field("description")}>
          <Textarea {...control("description")} required maxLength={2000} />
        </Field>
      </div>
    </div>
  );
}
