import { useState } from "react";
import { useNavigate } from "react-router";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { paths } from "../../../web/paths.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { isCostType } from "../../job-finance/job-finance.constants.ts";
import { CostCodeField, CostTypeField } from "../../job-finance/job-finance.public.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { Order } from "../procurement.contract.ts";
import { PROCUREMENT_MSG } from "../procurement.constants.ts";
import { useItemOptions, useSaveOrder } from "../procurement-api.ts";
import { encodeLines, orderForm, orderInitial, type OrderLineDraft } from "./order-form.ts";
import type { OrderPrefill } from "./order-prefill.ts";
import { OrderLinesEditor } from "./OrderLinesEditor.tsx";
import { SupplierSelectField } from "./SupplierSelectField.tsx";

/**
 * New Purchase Order (from the orders list, or a low-stock item's Reorder) and a draft's edit: the supplier,
 * the expected date, notes and the lines with a live total. A new order opens on its own page once saved.
 */
export function OrderFormDialog({
  order,
  prefill,
  onClose,
}: {
  order?: Order;
  prefill?: OrderPrefill;
  onClose: () => void;
}) {
  const [initial] = useState(() => orderInitial(order, prefill));
  const form = useRecordForm(orderForm, initial.values, { missing: PROCUREMENT_MSG.orderMissing });
  const [lines, setLines] = useState<OrderLineDraft[]>(initial.lines);
  const items = useItemOptions();
  const save = useSaveOrder();
  const navigate = useNavigate();
  const editing = order !== undefined;
  const { values, errors, setValue, idOf, field, control } = form;

  const changeLines = (next: OrderLineDraft[]) => {
    setLines(next);
    setValue("lines", encodeLines(next));
  };
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: order?.id, input },
        form.saveCallbacks(
          editing
            ? { saved: PROCUREMENT_MSG.orderUpdated, failed: PROCUREMENT_MSG.saveError }
            : { saved: PROCUREMENT_MSG.orderCreated, failed: PROCUREMENT_MSG.saveError },
          (saved: Order) => {
            onClose();
            if (!editing) void navigate(paths.procurement.order(saved.id));
          },
        ),
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id="order-form"
      size="xl"
      mode={editing ? "edit" : "create"}
      noun="Order"
      verb="Create"
      title={editing ? `Edit ${order.number}` : "New Purchase Order"}
      description={
        editing
          ? "Change this draft before it is sent."
          : "Choose a supplier and the items to order; it is saved as a draft to send when ready."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SupplierSelectField
          id={idOf("supplierId")}
          value={values.supplierId}
          current={order?.supplier ?? null}
          error={errors.supplierId}
          noneLabel="Choose a supplier"
          onChange={(id) => setValue("supplierId", id)}
        />
        <Field label="Expected Date" {...field("expectedDate")} hint="Optional: when the delivery is due.">
          <Input {...control("expectedDate", form.hintOf("expectedDate"))} type="date" />
        </Field>
        <div className="sm:col-span-2">
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={order?.project ?? null}
            error={errors.projectId}
            failedHint="Projects could not be loaded; a draft order can be tied to one later."
            onChange={(id) => setValue("projectId", id)}
          />
        </div>
        <CostCodeField
          id={idOf("costCodeId")}
          value={values.costCodeId}
          current={order?.costCode ?? null}
          error={errors.costCodeId}
          onChange={(id) => setValue("costCodeId", id)}
        />
        <CostTypeField
          id={idOf("costType")}
          value={isCostType(values.costType) ? values.costType : ""}
          error={errors.costType}
          onChange={(type) => setValue("costType", type)}
        />
        <section aria-labelledby="order-lines-heading" className="space-y-2 sm:col-span-2">
          <h3 id="order-lines-heading" className="text-sm font-medium text-ink">
            {/* The first field in error gets focus: for the lines, their heading (then the message under it). */}
            <span id={idOf("lines")} tabIndex={-1} className="outline-none">
              Items
            </span>
          </h3>
          {errors.lines ? (
            <p id={`${idOf("lines")}-error`} role="alert" className="text-sm text-destructive">
              {errors.lines}
            </p>
          ) : null}
          <OrderLinesEditor
            lines={lines}
            items={items.data ?? []}
            extraOptions={order?.lines.map((l) => l.item) ?? []}
            itemsLoading={items.isPending}
            showProblems={errors.lines !== undefined}
            onChange={changeLines}
          />
        </section>
        <div className="sm:col-span-2">
          <Field label="Notes" {...field("notes")} hint="Optional: delivery instructions, references…">
            <Textarea {...control("notes", form.hintOf("notes"))} maxLength={2000} className="min-h-20" />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
