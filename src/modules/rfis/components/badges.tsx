import { Badge } from "../../../web/ui/badge.tsx";
import { toneOf } from "../../../web/ui/status-tones.ts";
import { RFI_STATUS_LABELS, SUBMITTAL_STATUS_LABELS, type RfiStatus, type SubmittalStatus } from "../rfis.constants.ts";

export function RfiStatusBadge({ status, overdue }: { status: RfiStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={toneOf("rfi", status)}>{RFI_STATUS_LABELS[status]}</Badge>
      {overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </span>
  );
}

export function SubmittalStatusBadge({ status }: { status: SubmittalStatus }) {
  return <Badge tone={toneOf("submittal", status)}>{SUBMITTAL_STATUS_LABELS[status]}</Badge>;
}
