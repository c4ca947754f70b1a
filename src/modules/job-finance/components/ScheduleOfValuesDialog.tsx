import { centsText, formatCents } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { readPriceCents } from "../../../shared/line-items.ts";
import { sovInput, type ScheduleOfValues } from "../job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "../job-finance.constants.ts";
import { bpsText } from "../job-finance-format.ts";
import { useCostCodes, useProjectContract, useSaveScheduleOfValues } from "../job-finance-api.ts";
import { costCodeLabel } from "../job-finance.public.tsx";
import { linesForm } from "./line-rows.ts";

const FIELDS = ["id", "itemNo", "description", "scheduledValue", "costCodeId", "retainagePercent"] as const;
const { rows: sovRows, spec: sovForm } = linesForm("sov", FIELDS, (rows) =>
  sovInput.safeParse({
    lines: rows.map((r) => ({
      id: r.id || undefined,
      itemNo: r.itemNo,
      description: r.description,
      scheduledValue: r.scheduledValue,
      costCodeId: r.costCodeId || null,
      retainagePercent: r.retainagePercent.trim() === "" ? undefined : r.retainagePercent,
    })),
  }),
);

/**
 * The original contract's lines, all saved at once (a line billed already stays, never below what was billed).
 * The approved change orders' lines follow them and are not edited here.
 */
export function ScheduleOfValuesDialog({
  projectId,
  sov,
  onClose,
}: {
  projectId: string;
  sov: ScheduleOfValues;
  onClose: () => void;
}) {
  const codes = useCostCodes();
  const contract = useProjectContract(projectId);
  const original = sov.lines.filter((l) => l.changeOrderId === null);
  const initial = original.map((l) => ({
    key: sovRows.newKey(),
    id: l.id,
    itemNo: l.itemNo,
    description: l.description,
    scheduledValue: centsText(l.scheduledValueCents),
    costCodeId: l.costCodeId ?? "",
    retainagePercent: bpsText(l.retainageBps),
  }));
  const form = useRecordForm(sovForm, { lines: sovRows.write(initial) });
  const save = useSaveScheduleOfValues(projectId);
  const rows = sovRows.read(form.values.lines);
  const total = rows.reduce((sum, r) => sum + (readPriceCents(r.scheduledValue) ?? 0), 0);
  const fields: readonly RowField<(typeof FIELDS)[number]>[] = [
    { field: "itemNo", label: "Item No.", maxLength: 20 },
    { field: "scheduledValue", label: "Scheduled Value", maxLength: 40 },
    { field: "description", label: "Description of Work", maxLength: 500, wide: true },
    {
      field: "costCodeId",
      label: "Cost Code",
      options: [
        { value: "", label: "No cost code" },
        ...(codes.data?.costCodes ?? [])
          .filter((c) => c.active || rows.some((r) => r.costCodeId === c.id))
          .map((c) => ({ value: c.id, label: costCodeLabel(c) })),
      ],
    },
    { field: "retainagePercent", label: "Retainage (%)", maxLength: 6 },
  ];
  const blank = () => ({
    ...sovRows.blank(),
    itemNo: String(rows.length + 1),
    retainagePercent: contract.data ? bpsText(contract.data.retainageBps) : "",
  });
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        {
          lines: input.lines.map((l) => ({
            ...l,
            scheduledValue: centsText(l.scheduledValue),
            retainagePercent: l.retainagePercent === undefined ? undefined : l.retainagePercent / 100,
          })),
        },
        form.saveCallbacks(
          { saved: JOB_FINANCE_MSG.sovSaved, failed: "The schedule of values could not be saved" },
          onClose,
        ),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="sov-form"
      size="xl"
      title="Edit Schedule of Values"
      submitLabel="Save Schedule"
      busyLabel="Saving…"
      description={`The original contract's lines. Original contract sum ${formatCents(total)}.`}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <RowsEditor
        id={form.idOf("lines")}
        legend="Lines"
        rowLabel="Line"
        emptyText="No lines yet."
        addLabel="Add Line"
        max={1000}
        fields={fields}
        rows={rows}
        error={form.errors.lines}
        blank={blank}
        size="sm"
        onChange={(next) => form.setValue("lines", sovRows.write(next))}
      />
    </FormDialog>
  );
}
