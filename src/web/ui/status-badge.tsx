import { Badge } from "./badge.tsx";
import { toneOf, type STATUS_TONES, type StatusSet } from "./status-tones.ts";

export { STATUS_TONES, type StatusSet } from "./status-tones.ts";

/** A status with its set's colour (status-tones.ts): the colour always comes with the status text. */
export function StatusBadge<S extends StatusSet>({
  set,
  status,
}: {
  set: S;
  status: keyof (typeof STATUS_TONES)[S] & string;
}) {
  return <Badge tone={toneOf(set, status)}>{status}</Badge>;
}
