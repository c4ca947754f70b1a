import type { MovementKind, OrderStatus } from "./procurement.constants.ts";

/** What a movement adds to an item's quantity: received adds, issued takes away, adjusted is the change given. */
export function movementDelta(kind: MovementKind, quantity: number): number {
  if (kind === "received") return Math.abs(quantity);
  if (kind === "issued") return -Math.abs(quantity);
  return quantity;
}

/** The actions on a purchase order, and the statuses each may start from. */
export const ORDER_MOVES = {
  send: { from: ["draft"], to: "sent", verb: "sent" },
  receive: { from: ["draft", "sent"], to: "received", verb: "received" },
  cancel: { from: ["draft", "sent"], to: "cancelled", verb: "cancelled" },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; verb: string }>;
export type OrderAction = keyof typeof ORDER_MOVES;

/** Whether an order in `status` may take `action`. */
export const canMoveOrder = (status: OrderStatus, action: OrderAction): boolean =>
  (ORDER_MOVES[action].from as readonly OrderStatus[]).includes(status);

/** A purchase order's number: PO, the year, and its place in that year's orders ("PO-2026-0007"). */
export const orderNumber = (year: number, sequence: number): string =>
  `PO-${year}-${String(sequence).padStart(4, "0")}`;
