import { Badge } from "../../../web/ui/badge.tsx";
import { toneOf } from "../../../web/ui/status-tones.ts";
import { STATUS_LABELS, type DocumentKind, type EstimateStatus, type InvoiceStatus } from "../invoicing.constants.ts";

/** An estimate's or invoice's status in its set's colour, with its text. */
export function DocumentStatusBadge({ kind, status }: { kind: DocumentKind; status: EstimateStatus | InvoiceStatus }) {
  return <Badge tone={toneOf(kind, status)}>{STATUS_LABELS[status]}</Badge>;
}
