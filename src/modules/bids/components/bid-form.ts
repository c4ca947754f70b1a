import { ApiError } from "../../../web/lib/api.ts";
import { errorRow, type Failure } from "../../../web/lib/failure-toast.ts";
import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { centsText } from "../../../web/lib/format.ts";
import { textRows, type TextRow } from "../../../web/lib/text-rows.ts";
import { bidInput, type Bid, type BidInputParsed } from "../bids.contract.ts";
import { BID_MSG, DEFAULT_BID_STATUS } from "../bids.constants.ts";

const KEYS = ["projectName", "client", "clientId", "dueDate", "status", "amount", "items", "notes"] as const;
export type BidFormKey = (typeof KEYS)[number];

/** One item as typed (spec: name, quantity, unit price). */
export type BidItemRow = TextRow<"name" | "quantity" | "unitPrice">;
const itemRows = textRows("bid-item", ["name", "quantity", "unitPrice"]);
export const blankItemRow = itemRows.blank;
export const readItemRows = itemRows.read;
export const writeItemRows = itemRows.write;

/** A row nothing was typed in is left out rather than refused. */
export const typedRows = (rows: readonly BidItemRow[]) =>
  rows.filter((r) => r.name.trim() !== "" || r.quantity.trim() !== "" || r.unitPrice.trim() !== "");

/**
 * New Bid and its edit: project name, client and due date named first (the required fields), then the contract's
 * schema (the amount when there are no items, each item's three fields: "Please fill in all item fields").
 */
export const bidForm: FormSpec<BidFormKey, BidInputParsed> = {
  keys: KEYS,
  idPrefix: "bid",
  required: [
    { key: "projectName", label: "Project Name" },
    { key: "client", label: "Client" },
    { key: "dueDate", label: "Due Date" },
  ],
  parse: (values) =>
    bidInput.safeParse({
      projectName: values.projectName,
      client: values.client,
      clientId: values.clientId || null,
      dueDate: values.dueDate,
      status: values.status,
      amount: values.amount,
      items: typedRows(readItemRows(values.items)).map(({ name, quantity, unitPrice }) => ({
        name: name.trim(),
        quantity,
        unitPrice,
      })),
      notes: values.notes,
    }),
};

/**
 * A failed save's toast (spec §8, title Error): "Failed to submit bid" when the bid never reached the server (no
 * connection, no answer in time), else "Failed to create bid" or "Failed to update bid" with the server's reason.
 */
export function bidSaveFailure(editing: boolean, err: Error): Failure {
  if (err instanceof ApiError && err.status === 0) return errorRow(BID_MSG.submitError);
  return errorRow(editing ? BID_MSG.updateError : BID_MSG.createError);
}

/** A new bid is pending with nothing typed (spec); an edit starts from the bid as saved. */
export function initialBidValues(bid?: Bid): FormValues<BidFormKey> {
  if (!bid)
    return {
      projectName: "",
      client: "",
      clientId: "",
      dueDate: "",
      status: DEFAULT_BID_STATUS,
      amount: "",
      items: writeItemRows([]),
      notes: "",
    };
  const rows = bid.items.map((item) => ({
    ...blankItemRow(),
    name: item.name,
    quantity: String(item.quantity),
    unitPrice: centsText(item.unitPriceCents),
  }));
  return {
    projectName: bid.projectName,
    client: bid.client,
    clientId: bid.clientRef?.id ?? "",
    dueDate: bid.dueDate,
    status: bid.status,
    amount: centsText(bid.amountCents),
    items: writeItemRows(rows),
    notes: bid.notes,
  };
}
