import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { getPlan } from "../../../shared/plans.ts";
import { READ_ONLY_MSG } from "../../../shared/read-only.ts";
import { formatTimestampDay } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { ManageBillingButton } from "./subscription-billing.tsx";

const TONES = {
  danger: "border-red-200 bg-red-50 text-red-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  info: "border-blue-200 bg-blue-50 text-blue-900",
};

function Notice({
  tone,
  role,
  children,
  action,
}: {
  tone: keyof typeof TONES;
  role?: "alert";
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      role={role}
      className={cn("flex flex-col gap-3 rounded-md border p-3 text-sm sm:flex-row sm:items-center", TONES[tone])}
    >
      <p className={cn("min-w-0 flex-1", tone === "danger" && "flex gap-2 font-medium")}>
        {tone === "danger" ? <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        <span>{children}</span>
      </p>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

export type StandingActions = {
  /** Subscribe to the plan in force (the provider's Checkout), when that is open to the caller. */
  subscribe: { busy: boolean; going: boolean; onSubscribe: () => void } | null;
  /** The provider's portal, when the caller may open it and the card is what needs fixing. */
  portal: { busy: boolean; opening: boolean; onOpen: () => void } | null;
};

/**
 * Whether the organization may write, and what is coming: read-only (an alert), a trial without payment details
 * ending, a failed payment's grace, a cancellation running its course.
 */
export function StandingNotice({
  subscription: s,
  subscribe,
  portal,
}: { subscription: SubscriptionResponse } & StandingActions) {
  const { standing } = s;
  const stopsOn = standing.writesStopAt ? formatTimestampDay(standing.writesStopAt) : null;
  const subscribeButton = subscribe ? (
    <Button
      type="button"
      size="sm"
      disabled={subscribe.busy}
      aria-busy={subscribe.going}
      onClick={subscribe.onSubscribe}
    >
      {subscribe.going ? "Subscribing..." : `Subscribe to ${getPlan(s.planName).name}`}
    </Button>
  ) : null;
  const portalButton = portal ? <ManageBillingButton {...portal} /> : null;

  if (standing.readOnly && standing.reason) {
    return (
      <Notice tone="danger" role="alert" action={standing.reason === "payment_failed" ? portalButton : subscribeButton}>
        {READ_ONLY_MSG[standing.reason]}
      </Notice>
    );
  }
  if (standing.warning === "trial" && stopsOn && !s.billing.paid) {
    return (
      <Notice tone="info" action={subscribeButton}>
        Your free trial ends on {stopsOn}.
      </Notice>
    );
  }
  if (standing.warning === "past_due" && stopsOn) {
    return (
      <Notice tone="warning" action={portalButton}>
        Your last payment failed. Update your card by {stopsOn} to keep working.
      </Notice>
    );
  }
  if (standing.warning === "canceling") {
    return (
      <Notice tone="warning">
        Your subscription was canceled{s.canceledAt ? ` on ${formatTimestampDay(s.canceledAt)}` : ""}. It stays usable
        until {formatTimestampDay(s.currentPeriodEnd)}.
      </Notice>
    );
  }
  return null;
}

/** A switch waiting for the next cycle, with Keep {plan} (admins) to stay on the plan in force. */
export function ScheduledChangeNotice({
  subscription: s,
  keep,
}: {
  subscription: SubscriptionResponse;
  keep: { busy: boolean; keeping: boolean; onKeep: () => void } | null;
}) {
  const change = s.billing.scheduledChange;
  if (!change) return null;
  const current = getPlan(s.planName).name;
  return (
    <Notice
      tone="info"
      action={
        keep ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={keep.busy}
            aria-busy={keep.keeping}
            onClick={keep.onKeep}
          >
            {keep.keeping ? "Keeping..." : `Keep ${current}`}
          </Button>
        ) : null
      }
    >
      Your plan changes to {getPlan(change.plan).name} on {formatTimestampDay(change.at)}, at the start of the next
      billing cycle.
    </Notice>
  );
}
