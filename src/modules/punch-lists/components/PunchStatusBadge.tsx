import { Badge } from "../../../web/ui/badge.tsx";
import type { Tone } from "../../../web/ui/status-tones.ts";
import { PUNCH_STATUS_LABELS, type PunchStatus } from "../punch-lists.constants.ts";

/** The punch items' one status mapping (UI.md): Open amber, Ready for Review blue, Closed green, with the text. */
const PUNCH_TONES: Record<PunchStatus, Tone> = { open: "warning", ready_for_review: "brand", closed: "success" };

export function PunchStatusBadge({ status }: { status: PunchStatus }) {
  return <Badge tone={PUNCH_TONES[status]}>{PUNCH_STATUS_LABELS[status]}</Badge>;
}
