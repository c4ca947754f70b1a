import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { formatCents } from "../../../web/lib/format.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";
import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { useClients } from "../../clients/clients-api.ts";
import type { Bid } from "../bids.contract.ts";
import { BID_MSG, BID_STATUS_LABELS, BID_STATUSES, MAX_BID_ITEMS } from "../bids.constants.ts";
import { typedTotalCents } from "../bids.rules.ts";
import { useSaveBid } from "../bids-api.ts";
import {
  bidForm,
  bidSaveFailure,
  blankItemRow,
  initialBidValues,
  readItemRows,
  typedRows,
  writeItemRows,
  type BidItemRow,
} from "./bid-form.ts";

const ITEM_FIELDS: readonly RowField<"name" | "quantity" | "unitPrice">[] = [
  { field: "name", label: "Item Name", maxLength: 200 },
  { field: "quantity", label: "Quantity", maxLength: 40 },
  { field: "unitPrice", label: "Unit Price ($)", maxLength: 40 },
];

/**
 * New Bid or its edit (spec §5: project name, client, amount and due date required; items with name, quantity and
 * unit price; the total shown is Σ quantity × unit price, live). With items, their total is the bid's amount.
 * Mounted only while open; a failed save keeps everything typed.
 */
export function BidFormDialog({ bid, onClose }: { bid?: Bid; onClose: () => void }) {
  const form = useRecordForm(bidForm, initialBidValues(bid), { missing: BID_MSG.missingFields });
  const save = useSaveBid();
  const clients = useClients();
  const { values, errors, setValue, idOf, field, control } = form;
  const rows: BidItemRow[] = readItemRows(values.items);
  const withItems = typedRows(rows).length > 0;
  const editing = bid !== undefined;
  const messages = {
    saved: editing ? BID_MSG.updated : BID_MSG.created,
    failed: (err: Error) => bidSaveFailure(editing, err),
  };

  const submit = form.handleSubmit(
    (input) => save.mutate({ id: bid?.id, input }, form.saveCallbacks(messages, onClose)),
    save.isPending,
  );

  return (
    <FormDialog
      id="bid-form"
      size="xl"
      mode={editing ? "edit" : "create"}
      noun="Bid"
      verb="Create"
      titleVerb="New"
      description={
        editing
          ? `Change the bid for ${bid.projectName}.`
          : "The project, its client, the due date and the items you are pricing."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Project Name" {...field("projectName")}>
            <Input {...control("projectName")} required maxLength={200} autoComplete="off" autoFocus />
          </Field>
        </div>
        <Field label="Client" {...field("client")}>
          <Input {...control("client")} required maxLength={200} autoComplete="organization" />
        </Field>
        <RecordField
          label="Linked Client"
          hint="Optional: one of your clients, carried to the project if the bid is won."
          id={idOf("clientId")}
          value={values.clientId}
          options={clients.data ?? []}
          current={bid?.clientRef ?? null}
          loading={clients.isPending}
          loadingLabel="Loading clients…"
          noneLabel="None"
          error={errors.clientId}
          onChange={(id) => setValue("clientId", id)}
        />
        <Field label="Due Date" {...field("dueDate")}>
          <Input {...control("dueDate")} type="date" required />
        </Field>
        <Field label="Status" {...field("status")}>
          <Select {...control("status")}>
            {BID_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BID_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <RowsEditor
            id={idOf("items")}
            legend="Items"
            rowLabel="Item"
            emptyText="No items yet. Add the work and materials you are pricing, or give the bid's amount below."
            addLabel="Add Item"
            max={MAX_BID_ITEMS}
            fields={ITEM_FIELDS}
            rows={rows}
            error={errors.items}
            blank={blankItemRow}
            size="sm"
            onChange={(next) => setValue("items", writeItemRows(next))}
          />
        </div>
        <div className="sm:col-span-2">
          {withItems ? (
            <p className="text-base text-ink" aria-live="polite">
              Bid Total: <span className="tabular font-semibold">{formatCents(typedTotalCents(rows))}</span>
            </p>
          ) : (
            <Field label="Amount ($)" {...field("amount")} hint="The bid's total; with items, their sum is used.">
              <Input
                {...control("amount", form.hintOf("amount"))}
                inputMode="decimal"
                maxLength={40}
                autoComplete="off"
              />
            </Field>
          )}
        </div>
        <div className="sm:col-span-2">
          <Field label="Notes" {...field("notes")}>
            <Textarea {...control("notes")} maxLength={5000} />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
