import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { Item } from "../procurement.contract.ts";
import { lineCostCents, parseQuantity, PROCUREMENT_MSG, type MovementKind } from "../procurement.constants.ts";
import { useRecordMovement } from "../procurement-api.ts";
import { quantityWithUnit } from "../procurement-format.ts";
import { formatCents } from "../../../web/lib/format.ts";
import { movementForm, movementInitialValues } from "./movement-form.ts";

const TEXTS: Record<MovementKind, { title: string; submit: string; busy: string; quantity: string }> = {
  received: { title: "Receive Stock", submit: "Receive Stock", busy: "Receiving…", quantity: "Quantity Received" },
  issued: { title: "Issue to Project", submit: "Issue Stock", busy: "Issuing…", quantity: "Quantity Issued" },
  adjusted: { title: "Adjust Stock", submit: "Adjust Stock", busy: "Adjusting…", quantity: "Change in Stock" },
};

/** The signed change a quantity as typed makes, or null while it is not a valid one. */
function changeOf(kind: MovementKind, text: string): number | null {
  const q = parseQuantity(text);
  if (q === null) return null;
  if (kind === "adjusted") return q === 0 ? null : q;
  return q > 0 ? (kind === "issued" ? -q : q) : null;
}

/** What the change would leave in stock, and for an issue what it costs the project. */
function outcome(item: Item, kind: MovementKind, text: string): string {
  const change = changeOf(kind, text);
  if (change === null)
    return kind === "adjusted"
      ? "Type the change: 5 adds five, -3 takes three away."
      : `In stock now: ${quantityWithUnit(item.quantity, item.unit)}.`;
  const after = item.quantity + change;
  const stock =
    after < 0
      ? `Only ${quantityWithUnit(item.quantity, item.unit)} in stock.`
      : `Leaves ${quantityWithUnit(after, item.unit)} in stock.`;
  if (kind !== "issued") return stock;
  return `${stock} Costs ${formatCents(lineCostCents(-change, item.unitPriceCents))} at ${formatCents(item.unitPriceCents)} each.`;
}

/**
 * Receive Stock (+), Issue to Project (−, its cost recorded as a Materials expense of the project in finance) and
 * Adjust Stock (± with a reason). The server refuses a change that would take the stock below zero.
 */
export function MovementDialog({ item, kind, onClose }: { item: Item; kind: MovementKind; onClose: () => void }) {
  const form = useRecordForm(movementForm(kind), movementInitialValues());
  const record = useRecordMovement();
  const texts = TEXTS[kind];
  const submit = form.handleSubmit(
    (input) =>
      record.mutate(
        { itemId: item.id, input },
        form.saveCallbacks({ saved: PROCUREMENT_MSG.movementRecorded, failed: PROCUREMENT_MSG.movementError }, onClose),
      ),
    record.isPending,
  );
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  const quantityHint = hintOf("quantity");

  return (
    <FormDialog
      id={`movement-${kind}-form`}
      title={texts.title}
      description={
        <>
          <span className="font-medium text-ink">{item.name}</span>: {quantityWithUnit(item.quantity, item.unit)} in
          stock.
          {kind === "issued"
            ? " The issued stock's cost is recorded as a Materials expense of the project in Finance."
            : null}
        </>
      }
      submitLabel={texts.submit}
      busyLabel={texts.busy}
      busy={record.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4">
        {kind === "issued" ? (
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={null}
            error={errors.projectId}
            failedHint="Projects could not be loaded; try again in a moment."
            onChange={(id) => setValue("projectId", id)}
          />
        ) : null}
        <Field label={`${texts.quantity} (${item.unit})`} {...field("quantity")}>
          <Input
            {...control("quantity", quantityHint)}
            required
            inputMode={kind === "adjusted" ? "text" : "decimal"}
            maxLength={40}
            autoComplete="off"
            autoFocus={kind !== "issued"}
          />
          {errors.quantity ? null : (
            <p id={quantityHint} aria-live="polite" className="text-sm text-muted">
              {outcome(item, kind, values.quantity)}
            </p>
          )}
        </Field>
        {kind === "adjusted" ? (
          <Field label="Reason" {...field("reason")} hint="A count, damage, loss, a return…">
            <Textarea {...control("reason", hintOf("reason"))} required maxLength={500} className="min-h-20" />
          </Field>
        ) : null}
      </div>
    </FormDialog>
  );
}
