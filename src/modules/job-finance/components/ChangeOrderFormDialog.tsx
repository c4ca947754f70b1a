import { useNavigate } from "react-router";
import { centsText, formatCents } from "../../../web/lib/format.ts";
import type { FormSpec } from "../../../web/lib/form-check.ts";
import { textRows } from "../../../web/lib/text-rows.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { readPriceCents } from "../../../shared/line-items.ts";
import { changeOrderInput, type ChangeOrder, type ChangeOrderInputParsed } from "../job-finance.contract.ts";
import { COST_TYPES } from "../job-finance.constants.ts";
import { costTypeLabel, signedMoney } from "../job-finance-format.ts";
import { useCostCodes, useSaveChangeOrder } from "../job-finance-api.ts";
import { costCodeLabel } from "../job-finance.public.tsx";
import { numberLineProblems } from "./line-rows.ts";

const LINE_FIELDS = ["costCodeId", "costType", "description", "amount", "days"] as const;
const lineRows = textRows("change-line", LINE_FIELDS);
const KEYS = ["number", "title", "description", "reason", "lines"] as const;

const changeOrderForm: FormSpec<(typeof KEYS)[number], ChangeOrderInputParsed> = {
  keys: KEYS,
  idPrefix: "change-order",
  required: [{ key: "title", label: "Title" }],
  parse: (v) =>
    numberLineProblems(
      changeOrderInput.safeParse({
        number: v.number,
        title: v.title,
        description: v.description,
        reason: v.reason,
        lines: lineRows.read(v.lines).map((l) => ({
          costCodeId: l.costCodeId,
          costType: l.costType,
          description: l.description,
          amount: l.amount,
          days: l.days.trim() === "" ? 0 : l.days,
        })),
      }),
    ),
};

/** The signed cents of an amount as typed ("-1,200" deducts), or 0 while it is not one. */
const signedCents = (text: string) => {
  const t = text.trim();
  const cents = readPriceCents(t.startsWith("-") ? t.slice(1) : t) ?? 0;
  return t.startsWith("-") ? -cents : cents;
};

/**
 * A new change order or a change to one (a sent one goes back to draft, and its link stops working): what changes,
 * why, and its lines by cost code, each an amount (a deduction with a minus) and the days it adds.
 */
export function ChangeOrderFormDialog({
  projectId,
  changeOrder,
  onClose,
}: {
  projectId: string;
  changeOrder?: ChangeOrder;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const codes = useCostCodes();
  const lines = changeOrder
    ? changeOrder.lines.map((l) => ({
        key: lineRows.newKey(),
        costCodeId: l.costCodeId,
        costType: l.costType,
        description: l.description,
        amount: (l.amountCents < 0 ? "-" : "") + centsText(Math.abs(l.amountCents)),
        days: String(l.days),
      }))
    : [{ ...lineRows.blank(), costType: "material", days: "0" }];
  const form = useRecordForm(changeOrderForm, {
    number: changeOrder?.number ?? "",
    title: changeOrder?.title ?? "",
    description: changeOrder?.description ?? "",
    reason: changeOrder?.reason ?? "",
    lines: lineRows.write(lines),
  });
  const save = useSaveChangeOrder(projectId);
  const rows = lineRows.read(form.values.lines);
  const total = rows.reduce((sum, r) => sum + signedCents(r.amount), 0);
  const fields: readonly RowField<(typeof LINE_FIELDS)[number]>[] = [
    {
      field: "costCodeId",
      label: "Cost Code",
      options: [
        { value: "", label: "Choose a cost code" },
        ...(codes.data?.costCodes ?? [])
          .filter((c) => c.active || rows.some((r) => r.costCodeId === c.id))
          .map((c) => ({ value: c.id, label: costCodeLabel(c) })),
      ],
    },
    { field: "costType", label: "Cost Type", options: COST_TYPES.map((t) => ({ value: t, label: costTypeLabel(t) })) },
    { field: "description", label: "Description", maxLength: 500, wide: true },
    { field: "amount", label: "Amount (a deduction with −)", maxLength: 40 },
    { field: "days", label: "Days Added", maxLength: 6 },
  ];
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        {
          id: changeOrder?.id,
          body: {
            ...input,
            lines: input.lines.map((l) => ({
              ...l,
              amount: (l.amount < 0 ? "-" : "") + centsText(Math.abs(l.amount)),
            })),
          },
        },
        form.saveCallbacks(
          {
            saved: changeOrder ? "Change order saved." : "Change order created.",
            failed: "The change order could not be saved",
          },
          (saved) => {
            onClose();
            if (!changeOrder) void navigate(paths.jobFinance.changeOrder(projectId, saved.id));
          },
        ),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="change-order-form"
      size="xl"
      mode={changeOrder ? "edit" : "create"}
      noun="Change Order"
      verb="Create"
      titleVerb="New"
      description={
        changeOrder?.status === "sent"
          ? "Saving a sent change order takes it back to draft: the client's link stops working until you send it again."
          : `What changes, why, and its lines. Total ${signedMoney(total, formatCents)}.`
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field label="Number" {...form.field("number")} hint="Empty: the next number">
          <Input {...form.control("number", form.hintOf("number"))} maxLength={40} autoComplete="off" />
        </Field>
        <Field label="Title" {...form.field("title")}>
          <Input {...form.control("title")} required maxLength={200} autoComplete="off" autoFocus />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" {...form.field("description")}>
            <Textarea {...form.control("description")} maxLength={4000} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Reason" {...form.field("reason")}>
            <Input {...form.control("reason")} maxLength={1000} autoComplete="off" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <RowsEditor
            id={form.idOf("lines")}
            legend="Lines"
            rowLabel="Line"
            emptyText="No lines yet: add at least one."
            addLabel="Add Line"
            max={200}
            fields={fields}
            rows={rows}
            error={form.errors.lines}
            blank={() => ({ ...lineRows.blank(), costType: "material", days: "0" })}
            size="sm"
            onChange={(next) => form.setValue("lines", lineRows.write(next))}
          />
        </div>
      </div>
    </FormDialog>
  );
}
