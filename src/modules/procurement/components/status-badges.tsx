import { Badge } from "../../../web/ui/badge.tsx";
import {
  MOVEMENT_LABELS,
  ORDER_STATUS_LABELS,
  type ItemStatus,
  type MovementKind,
  type OrderStatus,
} from "../procurement.constants.ts";
import { toneOf } from "../../../web/ui/status-tones.ts";
import { MOVEMENT_TONES } from "../procurement-format.ts";

/** In Stock, Low Stock or Out of Stock, each in its own colour with its text. */
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return <Badge tone={toneOf("item", status)}>{status}</Badge>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={toneOf("purchaseOrder", status)}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function MovementBadge({ kind }: { kind: MovementKind }) {
  return <Badge tone={MOVEMENT_TONES[kind]}>{MOVEMENT_LABELS[kind]}</Badge>;
}
