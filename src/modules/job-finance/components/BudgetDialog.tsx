import { formatCents, centsText } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { readPriceCents } from "../../../shared/line-items.ts";
import { budgetInput, type Budget } from "../job-finance.contract.ts";
import { COST_TYPES, JOB_FINANCE_MSG } from "../job-finance.constants.ts";
import { costTypeLabel } from "../job-finance-format.ts";
import { useCostCodes, useSaveBudget } from "../job-finance-api.ts";
import { costCodeLabel } from "../job-finance.public.tsx";
import { linesForm } from "./line-rows.ts";

const FIELDS = ["costCodeId", "costType", "description", "amount"] as const;
const { rows: budgetRows, spec: budgetForm } = linesForm("budget", FIELDS, (rows) =>
  budgetInput.safeParse({
    lines: rows.map((r) => ({
      costCodeId: r.costCodeId,
      costType: r.costType,
      description: r.description,
      amount: r.amount,
    })),
  }),
);

/** The project's budget lines by cost code and type, all saved at once. */
export function BudgetDialog({
  projectId,
  budget,
  onClose,
}: {
  projectId: string;
  budget: Budget;
  onClose: () => void;
}) {
  const codes = useCostCodes();
  const initial = budget.lines.map((l) => ({
    key: budgetRows.newKey(),
    costCodeId: l.costCodeId,
    costType: l.costType,
    description: l.description,
    amount: centsText(l.amountCents),
  }));
  const form = useRecordForm(budgetForm, { lines: budgetRows.write(initial) });
  const save = useSaveBudget(projectId);
  const rows = budgetRows.read(form.values.lines);
  const total = rows.reduce((sum, r) => sum + (readPriceCents(r.amount) ?? 0), 0);
  const options = [
    { value: "", label: "Choose a cost code" },
    ...(codes.data?.costCodes ?? [])
      .filter((c) => c.active || budget.lines.some((l) => l.costCodeId === c.id))
      .map((c) => ({ value: c.id, label: costCodeLabel(c) })),
  ];
  const fields: readonly RowField<(typeof FIELDS)[number]>[] = [
    { field: "costCodeId", label: "Cost Code", options },
    { field: "costType", label: "Cost Type", options: COST_TYPES.map((t) => ({ value: t, label: costTypeLabel(t) })) },
    { field: "description", label: "Description", maxLength: 500 },
    { field: "amount", label: "Amount", maxLength: 40 },
  ];
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { lines: input.lines.map((l) => ({ ...l, amount: centsText(l.amount) })) },
        form.saveCallbacks({ saved: JOB_FINANCE_MSG.budgetSaved, failed: "The budget could not be saved" }, onClose),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="budget-form"
      size="xl"
      title="Edit Budget"
      submitLabel="Save Budget"
      busyLabel="Saving…"
      description={`The project's budget by cost code and type. Total ${formatCents(total)}.`}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <RowsEditor
        id={form.idOf("lines")}
        legend="Budget Lines"
        rowLabel="Line"
        emptyText="No budget lines yet."
        addLabel="Add Budget Line"
        max={1000}
        fields={fields}
        rows={rows}
        error={form.errors.lines}
        blank={() => ({ ...budgetRows.blank(), costType: "material" })}
        size="sm"
        onChange={(next) => form.setValue("lines", budgetRows.write(next))}
      />
    </FormDialog>
  );
}
