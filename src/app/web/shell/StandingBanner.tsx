import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import { READ_ONLY_MSG } from "../../../shared/read-only.ts";
import { formatTimestampDay } from "../../../web/lib/format.ts";
import { paths } from "../../../web/paths.ts";

type Standing = NonNullable<SessionResponse["organization"]>["standing"];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A trial's end is announced on every page this close to it (the panel says it all along). */
const TRIAL_NOTICE_DAYS = 3;

export type Banner = { tone: "danger" | "warning"; text: string; link: string };

/**
 * What the shell says about the organization's standing (decision 0048): read-only, a failed payment's grace, or
 * a trial ending within 3 days; null otherwise.
 */
export function bannerOf(standing: Standing | null | undefined, now = Date.now()): Banner | null {
  if (!standing) return null;
  if (standing.readOnly)
    return standing.reason
      ? { tone: "danger", text: READ_ONLY_MSG[standing.reason], link: "Go to Subscription" }
      : null;
  const stopsAt = standing.writesStopAt ? Date.parse(standing.writesStopAt) : Number.NaN;
  if (Number.isNaN(stopsAt) || !standing.writesStopAt) return null;
  const day = formatTimestampDay(standing.writesStopAt);
  if (standing.warning === "past_due")
    return {
      tone: "warning",
      text: `Your last payment failed. Update your card by ${day} to keep working.`,
      link: "Go to Subscription",
    };
  if (standing.warning === "trial" && stopsAt - now <= TRIAL_NOTICE_DAYS * DAY_MS)
    return { tone: "warning", text: `Your free trial ends on ${day}.`, link: "Choose a plan" };
  return null;
}

const TONES = {
  danger: "border-red-200 bg-red-50 text-red-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
};

/** The dashboard shell's word on the organization's standing, above every page; nothing when all is well. */
export function StandingBanner({ standing }: { standing: Standing | null | undefined }) {
  const banner = bannerOf(standing);
  if (!banner) return null;
  return (
    <div
      role="status"
      className={`mb-4 flex flex-col gap-2 rounded-md border px-3 py-2 text-sm sm:flex-row sm:items-center ${TONES[banner.tone]}`}
    >
      <p className="flex min-w-0 flex-1 gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{banner.text}</span>
      </p>
      <Link
        to={paths.profile.subscription}
        className="shrink-0 self-start pl-6 font-semibold underline underline-offset-2 hover:no-underline sm:self-auto sm:pl-0"
      >
        {banner.link}
      </Link>
    </div>
  );
}
