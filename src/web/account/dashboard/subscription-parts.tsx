import { Check, Minus } from "lucide-react";
import type { SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { formatStorage } from "../../../shared/plan-limits.ts";
import { getPlan, PLANS, type PlanId } from "../../../shared/plans.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { formatMoney } from "../../lib/format.ts";
import type { SubscriptionAction } from "./account-api.ts";
import { goesToCheckout, planButton, switchNeedsConfirm } from "./subscription-terms.ts";

/** The plan's features: included ones ticked, the others marked as not included. */
export function FeatureList({ features }: { features: SubscriptionResponse["features"] }) {
  return (
    <section aria-labelledby="plan-features-heading" className="space-y-3">
      <h3 id="plan-features-heading" className="text-sm font-semibold text-ink">
        Plan features
      </h3>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {features.map((f) => (
          <li key={f.name} className="flex gap-2">
            {f.isEnabled ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            )}
            <span className={f.isEnabled ? "text-ink" : "text-muted"}>
              {f.label}
              {f.isEnabled ? null : <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const seatsText = (seats: number) => (seats === 1 ? "1 user" : `Up to ${seats} users`);

/** The pricing page's offer, and how taking it applies. */
function offerText(s: SubscriptionResponse, plan: PlanId): string {
  const name = getPlan(plan).name;
  if (goesToCheckout(s))
    return `You chose the ${name} plan on the pricing page. Subscribe to it below with our payment provider's secure checkout; it applies to your whole organization.`;
  if (switchNeedsConfirm(s, plan))
    return `You chose the ${name} plan on the pricing page. Switch to it below; it applies to your whole organization from the next billing cycle.`;
  return `You chose the ${name} plan on the pricing page. Switch to it below; it applies to your whole organization right away.`;
}

/**
 * The three plans (admins): the plan in force is the Current Plan; the others offer 'Switch to this Plan'; on a
 * trial without payment details the current one offers Subscribe (the provider's Checkout); a switch waiting for
 * the next cycle reads Scheduled. The one chosen on the pricing page stands out.
 */
export function PlanChooser({
  subscription: s,
  offered,
  busy,
  pending,
  onSwitch,
}: {
  subscription: SubscriptionResponse;
  offered: PlanId | null;
  busy: boolean;
  pending: SubscriptionAction | undefined;
  onSwitch: (plan: PlanId) => void;
}) {
  const offeredButton = offered ? planButton(s, offered) : null;
  const offer = offeredButton === "switch" || offeredButton === "subscribe" ? offered : null;
  return (
    <section aria-labelledby="change-plan-heading" className="space-y-3">
      <h3 id="change-plan-heading" className="text-sm font-semibold text-ink">
        Change plan
      </h3>
      {offer ? (
        <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">{offerText(s, offer)}</p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-3">
        {PLANS.map((plan) => {
          const current = plan.id === s.planName;
          const button = planButton(s, plan.id);
          // The server refuses a plan with fewer seats than the organization has people.
          const tooSmall = (button === "switch" || button === "subscribe") && s.seats.used > plan.seats;
          const headingId = `switch-plan-${plan.id}`;
          const switching = busy && pending?.kind === "switch" && pending.plan === plan.id;
          return (
            <div
              key={plan.id}
              role="group"
              aria-labelledby={headingId}
              className={cn(
                "flex flex-col gap-2 rounded-lg border border-border p-4",
                offer === plan.id && "border-brand ring-1 ring-brand",
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h4 id={headingId} className="font-semibold text-ink">
                  {plan.name}
                </h4>
                {current ? <Badge tone="success">Current Plan</Badge> : null}
                {offer === plan.id ? <Badge tone="brand">Selected</Badge> : null}
              </div>
              <p className="text-sm text-muted">
                <span className="tabular">{formatMoney(plan.price)}</span>/{plan.period} · {seatsText(plan.seats)} ·{" "}
                {formatStorage(plan.storageBytes)} storage
              </p>
              {tooSmall ? (
                <p className="text-sm text-muted">
                  Your organization has {s.seats.used} members and pending invitations; this plan includes{" "}
                  {seatsText(plan.seats).toLowerCase()}.
                </p>
              ) : null}
              {button === "scheduled" ? (
                <Button type="button" size="sm" variant="outline" className="mt-auto" disabled>
                  Scheduled
                </Button>
              ) : button ? (
                <Button
                  type="button"
                  size="sm"
                  variant={offer === plan.id || button === "subscribe" ? "default" : "outline"}
                  className="mt-auto"
                  disabled={busy || tooSmall}
                  aria-busy={switching}
                  onClick={() => onSwitch(plan.id)}
                >
                  {button === "subscribe"
                    ? switching
                      ? "Subscribing..."
                      : "Subscribe"
                    : switching
                      ? "Switching..."
                      : "Switch to this Plan"}
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
