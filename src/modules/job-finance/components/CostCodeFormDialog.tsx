import type { FormSpec } from "../../../web/lib/form-check.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { costCodeInput, type CostCode } from "../job-finance.contract.ts";
import { useCreateCostCode, useUpdateCostCode } from "../job-finance-api.ts";

const KEYS = ["code", "name"] as const;
const costCodeForm: FormSpec<(typeof KEYS)[number], { code: string; name: string }> = {
  keys: KEYS,
  idPrefix: "cost-code",
  parse: (values) => costCodeInput.safeParse(values),
};

/** Add a cost code, or change one's code and name. */
export function CostCodeFormDialog({ costCode, onClose }: { costCode?: CostCode; onClose: () => void }) {
  const form = useRecordForm(costCodeForm, { code: costCode?.code ?? "", name: costCode?.name ?? "" });
  const create = useCreateCostCode();
  const update = useUpdateCostCode();
  const busy = create.isPending || update.isPending;
  const submit = form.handleSubmit((input) => {
    if (costCode)
      update.mutate(
        { id: costCode.id, body: input },
        form.saveCallbacks({ saved: "Cost code saved.", failed: "The cost code could not be saved" }, onClose),
      );
    else
      create.mutate(
        input,
        form.saveCallbacks({ saved: "Cost code added.", failed: "The cost code could not be added" }, onClose),
      );
  }, busy);
  return (
    <FormDialog
      id="cost-code-form"
      mode={costCode ? "edit" : "create"}
      noun="Cost Code"
      verb="Add"
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field label="Code" {...form.field("code")}>
          <Input {...form.control("code")} required maxLength={20} autoComplete="off" autoFocus />
        </Field>
        <Field label="Name" {...form.field("name")}>
          <Input {...form.control("name")} required maxLength={200} autoComplete="off" />
        </Field>
      </div>
    </FormDialog>
  );
}
