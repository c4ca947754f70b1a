import { Badge } from "../../../web/ui/badge.tsx";
import { toneOf } from "../../../web/ui/status-tones.ts";
import { SEVERITY_LABELS, type Severity } from "../safety.constants.ts";

/** A severity in the spec's colours (status-tones' severity set), shown capitalized (Minor, Moderate…). */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge tone={toneOf("severity", severity)}>{SEVERITY_LABELS[severity]}</Badge>;
}
