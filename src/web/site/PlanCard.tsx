import { Check } from "lucide-react";
import { Minus } from "lucide-react";
import type { Plan } from "../../shared/plans.ts";
import { planCardLines } from "../../shared/plan-cards.ts";
import { paths, signUpForPlan } from "../paths.ts";
import { Badge } from "../ui/badge.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { cn } from "../ui/cn.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Where a signed-in user goes to change plan: the subscription panel of account settings. */

export function PlanCard({ plan, signedIn, current }: { plan: Plan; signedIn: boolean; current: boolean }) {
  const headingId = `plan-${plan.id}-name`;
  const { included, limitations } = planCardLines(plan);
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={cn("relative flex flex-col p-6 sm:p-8", plan.popular && "border-brand shadow-lg ring-1 ring-brand")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {plan.name}
        </h2>
        {plan.popular ? <Badge tone="brand">Most Popular</Badge> : null}
        {current ? <Badge tone="success">Current Plan</Badge> : null}
      </div>
      <p className="mt-2 text-sm text-muted">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="tabular text-4xl font-bold text-ink">{usd.format(plan.price)}</span>
        <span className="text-muted">/{plan.period}</span>
      </p>
      <ButtonLink
        to={signedIn ? paths.profile.switchPlan(plan.id) : signUpForPlan(plan.id)}
        size="lg"
        variant={plan.popular ? "default" : "outline"}
        className="mt-6 w-full"
      >
        {signedIn ? "Switch to this Plan" : "Start Free Trial"}
      </ButtonLink>
      <h3 className="mt-8 text-sm font-semibold text-ink">What's included</h3>
      <ul className="mt-3 space-y-2 text-sm">
        {included.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span className="text-ink">{f}</span>
          </li>
        ))}
      </ul>
      {limitations.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-ink">Limitations</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {limitations.map((l) => (
              <li key={l} className="flex gap-2">
                <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span className="text-muted">{l}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
