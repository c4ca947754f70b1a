import { Badge } from "../../../web/ui/badge.tsx";
import { toneOf } from "../../../web/ui/status-tones.ts";
import {
  CHANGE_ORDER_STATUS_LABELS,
  PAY_APPLICATION_STATUS_LABELS,
  type ChangeOrderStatus,
  type PayApplicationStatus,
} from "../job-finance.constants.ts";

export function ChangeOrderStatusBadge({ status }: { status: ChangeOrderStatus }) {
  return <Badge tone={toneOf("changeOrder", status)}>{CHANGE_ORDER_STATUS_LABELS[status]}</Badge>;
}

export function PayApplicationStatusBadge({ status }: { status: PayApplicationStatus }) {
  return <Badge tone={toneOf("payApplication", status)}>{PAY_APPLICATION_STATUS_LABELS[status]}</Badge>;
}
