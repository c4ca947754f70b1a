import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import type { Supplier } from "../procurement.contract.ts";
import { PAYMENT_TERMS, PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useSaveSupplier } from "../procurement-api.ts";
import { supplierForm, supplierInitialValues } from "./supplier-form.ts";

/** Add Supplier and Edit Supplier: a name, then how to reach them and how they are paid. */
export function SupplierFormDialog({ supplier, onClose }: { supplier?: Supplier; onClose: () => void }) {
  const form = useRecordForm(supplierForm, supplierInitialValues(supplier), {
    missing: PROCUREMENT_MSG.supplierMissing,
  });
  const save = useSaveSupplier();
  const editing = supplier !== undefined;
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: supplier?.id, input },
        form.saveCallbacks(
          {
            saved: editing ? PROCUREMENT_MSG.supplierUpdated : PROCUREMENT_MSG.supplierCreated,
            failed: PROCUREMENT_MSG.saveError,
          },
          onClose,
        ),
      ),
    save.isPending,
  );
  const { field, control, hintOf } = form;

  return (
    <FormDialog
      id="supplier-form"
      size="xl"
      mode={editing ? "edit" : "create"}
      noun="Supplier"
      verb="Add"
      description={
        editing
          ? "Change how this supplier is reached and paid."
          : "A company you buy from. Its e-mail address receives the purchase orders you send."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Name" {...field("name")}>
            <Input {...control("name")} required maxLength={200} autoComplete="organization" autoFocus />
          </Field>
        </div>
        <Field label="Contact" {...field("contactName")} hint="Optional: the person you deal with.">
          <Input {...control("contactName", hintOf("contactName"))} maxLength={200} autoComplete="off" />
        </Field>
        <Field label="E-mail" {...field("email")} hint="Needed to send purchase orders.">
          <Input {...control("email", hintOf("email"))} type="email" maxLength={254} autoComplete="off" />
        </Field>
        <Field label="Phone" {...field("phone")}>
          <Input {...control("phone")} type="tel" maxLength={50} autoComplete="off" />
        </Field>
        <Field label="Payment Terms" {...field("paymentTerms")} hint="Choose one or type your own.">
          <Input
            {...control("paymentTerms", hintOf("paymentTerms"))}
            maxLength={100}
            autoComplete="off"
            list="supplier-payment-terms"
          />
          <datalist id="supplier-payment-terms">
            {PAYMENT_TERMS.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Notes" {...field("notes")}>
            <Textarea {...control("notes")} maxLength={2000} className="min-h-20" />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
