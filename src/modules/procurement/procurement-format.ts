import type { Tone } from "../../web/ui/status-tones.ts";
import { formatQuantity, type MovementKind } from "./procurement.constants.ts";

/** How the procurement screens show quantities and movements (browser only). */

/** "12.5 bags", "1,200 ft". */
export const quantityWithUnit = (quantity: number, unit: string) => `${formatQuantity(quantity)} ${unit}`.trim();

/** A movement's change with its sign: "+12", "−3". */
export const signedQuantity = (quantity: number) =>
  quantity > 0 ? `+${formatQuantity(quantity)}` : quantity < 0 ? `−${formatQuantity(-quantity)}` : "0";

export const MOVEMENT_TONES: Record<MovementKind, Tone> = { received: "success", issued: "brand", adjusted: "warning" };

/**
 * What a Reorder shortcut suggests ordering: enough to bring the stock back to twice its reorder level (the
 * larger of reorder point and minimum stock), at least one whole unit.
 */
export function reorderQuantity(item: { quantity: number; reorderPoint: number; minimumStock: number }): number {
  const level = Math.max(item.reorderPoint, item.minimumStock);
  return Math.max(1, Math.ceil(2 * level - Math.max(item.quantity, 0)));
}
