import { formatMoney } from "../../web/lib/format.ts";
import type { Tone } from "../../web/ui/status-tones.ts";
import { formatQuantity, type MovementKind } from "./procurement.constants.ts";

/** How the procurement screens show money, quantities and statuses (browser only). */

/** Cents as money: "$1,250.50". */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/** Cents as a price field shows them: "12.50". */
export const priceText = (cents: number) => (cents / 100).toFixed(2);

/** "12.5 bags", "1,200 ft". */
export const quantityWithUnit = (quantity: number, unit: string) => `${formatQuantity(quantity)} ${unit}`.trim();

/** A movement's change with its sign: "+12", "−3". */
export const signedQuantity = (quantity: number) => (quantity > 0 ? `+${formatQuantity(quantity)}` : quantity < 0 ? `−${formatQuantity(-quantity)}` : "0");

/** A date and time as the user reads it ("Mar 2, 2026, 3:04 PM"). */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}



export const MOVEMENT_TONES: Record<MovementKind, Tone> = { received: "success", issued: "brand", adjusted: "warning" };

/**
 * What a Reorder shortcut suggests ordering: enough to bring the stock back to twice its reorder level (the
 * larger of reorder point and minimum stock), at least one whole unit.
 */
export function reorderQuantity(item: { quantity: number; reorderPoint: number; minimumStock: number }): number {
  const level = Math.max(item.reorderPoint, item.minimumStock);
  return Math.max(1, Math.ceil(2 * level - Math.max(item.quantity, 0)));
}
