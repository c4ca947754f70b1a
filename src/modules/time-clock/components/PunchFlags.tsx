import { Badge } from "../../../web/ui/badge.tsx";
import { GEOFENCE_LABELS } from "../time-clock.constants.ts";
import type { Punch } from "../time-clock.contract.ts";

const GEOFENCE_TONES = { inside: "success", outside: "danger", no_position: "warning", no_fence: "neutral" } as const;

/** A metre count as read: "35 m", "1.2 km". */
const distanceText = (m: number) => (m < 1000 ? `${Math.round(m)} m` : `${(m / 1000).toFixed(1)} km`);

/**
 * What is to know about a punch beyond its time: where it stood against the site's geofence ("Outside the
 * geofence", with the distance where asked), "Sent later" (kept on a phone offline), "Added by admin".
 */
export function PunchFlags({
  punch,
  distance = false,
  fenceless = false,
}: {
  punch: Pick<Punch, "geofence" | "distanceM" | "sentLate" | "byAdmin">;
  /** Show the distance from the site's centre. */
  distance?: boolean;
  /** Also say "No geofence" (a site without one), which the clock leaves out. */
  fenceless?: boolean;
}) {
  const fence = punch.geofence !== "no_fence" || fenceless;
  return (
    <span className="flex flex-wrap gap-1.5">
      {fence ? (
        <Badge tone={GEOFENCE_TONES[punch.geofence]}>
          {GEOFENCE_LABELS[punch.geofence]}
          {distance && punch.distanceM !== null ? ` · ${distanceText(punch.distanceM)}` : ""}
        </Badge>
      ) : null}
      {punch.sentLate ? <Badge tone="violet">Sent later</Badge> : null}
      {punch.byAdmin ? <Badge tone="brand">Added by admin</Badge> : null}
    </span>
  );
}
