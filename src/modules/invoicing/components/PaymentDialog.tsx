import type { FormSpec } from "../../../web/lib/form-check.ts";
import { centsText, formatCents, localToday } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { paymentInput, type Invoice, type PaymentInput } from "../invoicing.contract.ts";
import { INVOICING_MSG, PAYMENT_METHODS } from "../invoicing.constants.ts";
import { useRecordPayment } from "../invoicing-api.ts";

const KEYS = ["amount", "paymentDate", "method", "reference"] as const;
type Key = (typeof KEYS)[number];

const paymentForm: FormSpec<Key, PaymentInput> = {
  keys: KEYS,
  idPrefix: "payment",
  required: [
    { key: "amount", label: "Amount" },
    { key: "paymentDate", label: "Date" },
  ],
  parse: (values) => paymentInput.safeParse(values),
};

/** Record Payment: an amount (the balance unless changed; never more), the date, how it was paid, a reference. */
export function PaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const form = useRecordForm(paymentForm, {
    amount: centsText(invoice.balanceCents),
    paymentDate: localToday(),
    method: "Bank transfer",
    reference: "",
  });
  const save = useRecordPayment();
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { invoiceId: invoice.id, input },
        form.saveCallbacks({ saved: INVOICING_MSG.paymentRecorded, failed: "Error recording payment" }, onClose),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="payment-form"
      title="Record Payment"
      description={`Invoice ${invoice.number}: ${formatCents(invoice.balanceCents)} due. A partial payment leaves the rest due.`}
      submitLabel="Record Payment"
      busyLabel="Recording…"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount" {...form.field("amount")}>
          <Input {...form.control("amount")} inputMode="decimal" maxLength={40} autoComplete="off" />
        </Field>
        <Field label="Date" {...form.field("paymentDate")}>
          <Input {...form.control("paymentDate")} type="date" />
        </Field>
        <Field label="Method" {...form.field("method")}>
          <OptionsSelect {...form.control("method")} options={PAYMENT_METHODS} />
        </Field>
        <Field label="Reference" {...form.field("reference")} hint="Optional: check number, transfer ID…">
          <Input {...form.control("reference", form.hintOf("reference"))} maxLength={200} autoComplete="off" />
        </Field>
      </div>
    </FormDialog>
  );
}
