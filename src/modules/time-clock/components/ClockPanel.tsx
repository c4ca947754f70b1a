import { Coffee, LogIn, LogOut, Play } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { toastFailure } from "../../../web/lib/failure-toast.ts";
import { useCanWrite } from "../../../web/lib/use-can-write.ts";
import { KEPT_ON_DEVICE } from "../../../web/lib/outbox-result.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Field } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { punchesFor, type ShownClock } from "../clock-state.ts";
import { clockTime } from "../clock-text.ts";
import { NO_POSITION, readPosition } from "../position.ts";
import { PUNCH_KIND_LABELS, TIME_CLOCK_MSG, type PunchKind } from "../time-clock.constants.ts";
import type { ClockStatus } from "../time-clock.contract.ts";
import { usePunch } from "../time-clock-api.ts";
import { Elapsed } from "./Elapsed.tsx";

const ICONS: Record<PunchKind, ReactNode> = {
  in: <LogIn aria-hidden="true" />,
  break_start: <Coffee aria-hidden="true" />,
  break_end: <Play aria-hidden="true" />,
  out: <LogOut aria-hidden="true" />,
};

type Choice = "siteId" | "costCodeId";

/** The job site to start with: the last one clocked in for, or the only one. */
function firstSite(clock: ClockStatus): string {
  const last = clock.recent.find((p) => p.kind === "in" && p.site)?.site?.id;
  if (last && clock.sites.some((s) => s.id === last)) return last;
  return clock.sites.length === 1 ? (clock.sites[0]?.id ?? "") : "";
}

/**
 * Where the worker stands, in large type, with the time running, and the punches they may make now: Clock In
 * (with the job site and, where the organization has them, the cost code), Start Break, End Break, Clock Out.
 * A press reads the position once (none when refused or unavailable) and sends the punch with the time of the
 * press; with no connection it is kept on the phone. A refusal is said in a toast and under the buttons; the
 * choices stay.
 */
export function ClockPanel({ clock, shown }: { clock: ClockStatus; shown: ShownClock }) {
  const punch = usePunch();
  const canPunch = useCanWrite();
  const [choice, setChoice] = useState<Record<Choice, string>>(() => ({ siteId: firstSite(clock), costCodeId: "" }));
  const [errors, setErrors] = useState<Partial<Record<Choice, string>>>({});
  const [refusal, setRefusal] = useState("");
  const [pressed, setPressed] = useState<PunchKind | null>(null);
  const siteRef = useRef<HTMLSelectElement>(null);
  const costCodeRef = useRef<HTMLSelectElement>(null);
  const busy = pressed !== null;

  function choose(key: Choice, value: string) {
    setChoice((c) => ({ ...c, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  /** Clock In's own checks: a job site, and a cost code where the organization requires one. */
  function missingChoice(): boolean {
    const next: Partial<Record<Choice, string>> = {};
    if (!choice.siteId) next.siteId = TIME_CLOCK_MSG.siteRequired;
    if (clock.costCodeRequired && clock.costCodes.length > 0 && !choice.costCodeId)
      next.costCodeId = TIME_CLOCK_MSG.costCodeRequired;
    setErrors(next);
    if (next.siteId) siteRef.current?.focus();
    else if (next.costCodeId) costCodeRef.current?.focus();
    return Object.keys(next).length > 0;
  }

  async function press(kind: PunchKind) {
    if (busy || (kind === "in" && missingChoice())) return;
    // The punch's time is the press, not when the position came or the connection returned.
    const now = new Date();
    const clientKey = crypto.randomUUID();
    setPressed(kind);
    setRefusal("");
    const position = (await readPosition()) ?? NO_POSITION;
    const clockingIn = kind === "in";
    const siteName = clockingIn
      ? (clock.sites.find((s) => s.id === choice.siteId)?.name ?? "")
      : (shown.shift?.site?.name ?? "");
    punch.mutate(
      {
        siteName,
        input: {
          clientKey,
          kind,
          at: now.toISOString(),
          utcOffsetMin: -now.getTimezoneOffset(),
          siteId: clockingIn ? choice.siteId : null,
          costCodeId: clockingIn ? choice.costCodeId || null : null,
          ...position,
        },
      },
      {
        onSuccess: (result) => {
          if (result.sent)
            toast.success(TIME_CLOCK_MSG.punched, `${PUNCH_KIND_LABELS[kind]} at ${clockTime(result.data.at)}`);
          else toast.info(KEPT_ON_DEVICE.title, TIME_CLOCK_MSG.kept);
        },
        onError: (err) => {
          setRefusal(err.message);
          toastFailure("Punch not recorded", err);
        },
        onSettled: () => setPressed(null),
      },
    );
  }

  const offered = punchesFor(shown.state);
  if (!canPunch)
    return (
      <Card className="space-y-3 p-5">
        <ClockStatusText shown={shown} />
        <p className="text-sm text-slate-700">Viewers read the time clock; a member or an admin punches in and out.</p>
      </Card>
    );
  return (
    <Card className="space-y-5 p-5">
      <ClockStatusText shown={shown} />
      {shown.state === "out" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Job Site" htmlFor="clock-site" error={errors.siteId}>
            <Select
              ref={siteRef}
              id="clock-site"
              value={choice.siteId}
              disabled={busy}
              aria-invalid={errors.siteId ? true : undefined}
              aria-describedby={errors.siteId ? "clock-site-error" : undefined}
              onChange={(e) => choose("siteId", e.target.value)}
            >
              <option value="">{clock.sites.length === 0 ? "No job sites yet" : "Choose a job site"}</option>
              {clock.sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          {clock.costCodes.length > 0 ? (
            <Field label="Cost Code" htmlFor="clock-cost-code" error={errors.costCodeId}>
              <Select
                ref={costCodeRef}
                id="clock-cost-code"
                value={choice.costCodeId}
                disabled={busy}
                aria-invalid={errors.costCodeId ? true : undefined}
                aria-describedby={errors.costCodeId ? "clock-cost-code-error" : undefined}
                onChange={(e) => choose("costCodeId", e.target.value)}
              >
                <option value="">{clock.costCodeRequired ? "Choose a cost code" : "No cost code"}</option>
                {clock.costCodes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} {c.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          {clock.sites.length === 0 ? (
            <p className="text-sm text-slate-700 sm:col-span-2">
              An admin adds job sites in Field Operations; then you can clock in for one.
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={offered.length > 1 ? "grid grid-cols-2 gap-3" : "grid"}>
        {offered.map((kind) => (
          <Button
            key={kind}
            type="button"
            size="lg"
            variant={kind === "break_start" || kind === "break_end" ? "outline" : "default"}
            className="h-14 text-lg"
            disabled={busy || (kind === "in" && clock.sites.length === 0)}
            aria-busy={pressed === kind || undefined}
            onClick={() => void press(kind)}
          >
            {ICONS[kind]}
            {pressed === kind ? "Recording…" : PUNCH_KIND_LABELS[kind]}
          </Button>
        ))}
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      {clock.geofencePolicy === "refuse" ? (
        <p className="text-xs text-muted">Punches are accepted only inside the job site&apos;s geofence.</p>
      ) : null}
    </Card>
  );
}

/** "Clocked out", "On the clock since 7:02 AM at North Gate", "On a break since 11:30 AM", with the time running. */
function ClockStatusText({ shown }: { shown: ShownClock }) {
  const { shift } = shown;
  const heading =
    shown.state === "out" || !shift
      ? "Clocked out"
      : shown.state === "on_break" && shift.breakSince
        ? `On a break since ${clockTime(shift.breakSince)}`
        : `On the clock since ${clockTime(shift.since)}${shift.site ? ` at ${shift.site.name}` : ""}`;
  return (
    <div className="space-y-1">
      <h2 className="text-2xl font-bold text-ink" aria-live="polite">
        {heading}
      </h2>
      {shift?.costCode ? (
        <p className="text-sm text-slate-700">
          Cost code {shift.costCode.code} {shift.costCode.name}
        </p>
      ) : null}
      {shift && shown.state === "on_break" && shift.breakSince ? (
        <Elapsed since={shift.breakSince} label="On break for" />
      ) : shift && shown.state === "working" ? (
        <Elapsed since={shift.since} label="Elapsed" />
      ) : null}
    </div>
  );
}
