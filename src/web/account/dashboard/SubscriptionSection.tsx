import { SectionLoadError } from "./section-load-error.tsx";
import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SUBSCRIPTION_MSG, type SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { formatStorage } from "../../../shared/plan-limits.ts";
import { getPlan, isPlanId, type PlanId } from "../../../shared/plans.ts";
import { useSession } from "../../lib/session.tsx";
import { PATHS } from "../../paths.ts";
import { SUBSCRIPTION_STATUS_LABELS, subscriptionBadge } from "../../lib/subscription.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSubscription, useSubscriptionAction, type SubscriptionAction } from "./account-api.ts";
import { formatMoney, formatTimestampDay } from "../../lib/format.ts";
import { FeatureList, PlanChooser } from "./subscription-parts.tsx";
import { BillingDetails } from "./subscription-billing.tsx";
import { useCheckoutReturn } from "./subscription-checkout.ts";
import { ScheduledChangeNotice, StandingNotice } from "./subscription-standing.tsx";
import { canCancel, planButton, subscriptionErrorMessage, switchNeedsConfirm } from "./subscription-terms.ts";

/**
 * The subscription and billing panel (id="subscription"): the pricing page's 'Switch to this Plan' lands
 * here as /dashboard/profile?plan=…#subscription and the panel offers that plan.
 */
export function SubscriptionSection() {
  const subscription = useSubscription();
  const checkout = useCheckoutReturn();
  const { hash } = useLocation();
  const loaded = subscription.isSuccess;

  useEffect(() => {
    if (loaded && hash === "#subscription") document.getElementById("subscription")?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  return (
    <Card id="subscription" aria-labelledby="subscription-heading" role="region" className="scroll-mt-6">
      <CardHeader>
        <h2 id="subscription-heading" className="text-lg font-semibold leading-tight text-ink">
          Subscription and Billing
        </h2>
        <CardDescription>Your organization's plan, shared by everyone in it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {checkout.confirming ? (
          <p role="status" className="text-sm text-muted">
            Confirming your subscription with our payment provider...
          </p>
        ) : null}
        {subscription.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              Loading subscription...
            </span>
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-16" />
            <Skeleton className="h-24" />
          </div>
        ) : subscription.isError ? (
          <SectionLoadError query={subscription} fallback={"Could not load your subscription."} />
        ) : (
          <SubscriptionDetails subscription={subscription.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SubscriptionDetails({ subscription: s }: { subscription: SubscriptionResponse }) {
  const plan = getPlan(s.planName);
  const statusTone = subscriptionBadge(s.planName, s.status).tone;
  const action = useSubscriptionAction();
  const { refresh } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmSwitch, setConfirmSwitch] = useState<PlanId | null>(null);
  const leaving = useLeaving();
  const requested = searchParams.get("plan")?.trim().toLowerCase() ?? "";
  const offered: PlanId | null = isPlanId(requested) ? requested : null;
  const busy = action.isPending || leaving.value;
  const pending = busy ? action.variables : undefined;
  const pendingKind = pending?.kind;

  async function run(next: SubscriptionAction) {
    let result;
    try {
      result = await action.mutateAsync(next);
    } catch (err) {
      toast.error(SUBSCRIPTION_MSG.failed.title, subscriptionErrorMessage(err));
      return;
    } finally {
      setConfirmCancel(false);
      setConfirmSwitch(null);
    }
    // On the way to the provider's page (Checkout, the portal): nothing else happens here.
    if (result.kind === "redirect") {
      leaving.set();
      return;
    }
    const msg = next.kind === "cancel" ? SUBSCRIPTION_MSG.canceled : SUBSCRIPTION_MSG.updated;
    toast.success(msg.title, msg.message);
    if (next.kind === "switch" && offered) {
      // The offer is taken: drop ?plan= from the address, keep the rest.
      const params = new URLSearchParams(searchParams);
      params.delete("plan");
      const search = params.toString();
      void navigate({ search: search ? `?${search}` : "", hash }, { replace: true, preventScrollReset: true });
    }
    // The shell's badge and banner read the plan, status and standing from the session.
    void refresh().catch(() => undefined);
  }

  function choose(next: PlanId) {
    if (switchNeedsConfirm(s, next)) setConfirmSwitch(next);
    else void run({ kind: "switch", plan: next });
  }

  const canceled = s.status === "canceled";
  const portal = {
    busy,
    opening: pendingKind === "portal",
    onOpen: () => void run({ kind: "portal" }),
  };
  const paid = s.billing.provider && s.billing.paid;
  // When the card is what needs fixing, Manage Billing stands in the notice that says so (once on the panel).
  const portalInNotice = s.standing.warning === "past_due" || s.standing.reason === "payment_failed";
  const subscribe =
    s.canManage && planButton(s, s.planName) === "subscribe"
      ? {
          busy,
          going: pending?.kind === "switch" && pending.plan === s.planName,
          onSubscribe: () => void run({ kind: "switch", plan: s.planName }),
        }
      : null;
  const switchingTo = confirmSwitch ? getPlan(confirmSwitch) : null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-ink">{plan.name} plan</p>
        <p className="text-muted">
          <span className="tabular">{formatMoney(plan.price)}</span>/{plan.period}
        </p>
      </div>

      <StandingNotice
        subscription={s}
        subscribe={subscribe}
        portal={s.canManage && paid && portalInNotice ? portal : null}
      />
      <ScheduledChangeNotice
        subscription={s}
        keep={
          s.canManage
            ? { busy, keeping: pendingKind === "keepPlan", onKeep: () => void run({ kind: "keepPlan" }) }
            : null
        }
      />

      <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-5">
        <Detail term="Status">
          <Badge tone={statusTone}>{SUBSCRIPTION_STATUS_LABELS[s.status]}</Badge>
        </Detail>
        {s.status === "trialing" && s.trialEnd ? (
          <Detail term="Trial ends">{formatTimestampDay(s.trialEnd)}</Detail>
        ) : null}
        <Detail term={canceled ? "Access until" : "Current period ends"}>
          {formatTimestampDay(s.currentPeriodEnd)}
        </Detail>
        <Detail term="Users">
          {s.seats.used} of {s.seats.limit}
        </Detail>
        <Detail term="Document storage">{formatStorage(s.storage.limitBytes)}</Detail>
      </dl>

      <BillingDetails billing={s.billing} portal={s.canManage && !portalInNotice ? portal : null} />

      <FeatureList features={s.features} />

      {s.canManage ? (
        <PlanChooser subscription={s} offered={offered} busy={busy} pending={pending} onSwitch={choose} />
      ) : (
        <p className="text-sm text-muted">Only an admin of your organization can change the subscription.</p>
      )}

      <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap">
        <ButtonLink to={PATHS.pricing} variant="outline">
          <ExternalLink aria-hidden="true" />
          Manage Subscription
        </ButtonLink>
        {s.canManage && canCancel(s) ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancel Subscription
          </Button>
        ) : null}
        {s.canManage && canceled ? (
          <Button
            type="button"
            disabled={busy}
            aria-busy={pendingKind === "reactivate"}
            onClick={() => void run({ kind: "reactivate" })}
          >
            {pendingKind === "reactivate" ? "Reactivating..." : "Reactivate Subscription"}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel Subscription?"
        description={`Your ${plan.name} plan stays usable until ${formatTimestampDay(s.currentPeriodEnd)}, the end of the current period. You can reactivate it until then.`}
        confirmLabel={pendingKind === "cancel" ? "Canceling..." : "Cancel Subscription"}
        cancelLabel="Keep Subscription"
        busy={busy}
        onConfirm={() => void run({ kind: "cancel" })}
      />
      <ConfirmDialog
        open={switchingTo !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmSwitch(null);
        }}
        tone="primary"
        title={`Switch to ${switchingTo?.name ?? ""}?`}
        description={`Your ${plan.name} plan stays in force until ${formatTimestampDay(s.currentPeriodEnd)}; ${switchingTo?.name ?? ""} is billed from the next billing cycle.`}
        confirmLabel={pendingKind === "switch" ? "Switching..." : `Switch to ${switchingTo?.name ?? ""}`}
        cancelLabel={`Keep ${plan.name}`}
        busy={busy}
        onConfirm={() => {
          if (confirmSwitch) void run({ kind: "switch", plan: confirmSwitch });
        }}
      />
    </>
  );
}

/**
 * Whether the browser is on its way to the provider's page: the panel's buttons stay disabled until it has gone,
 * and again usable when the page comes back from the browser's back/forward cache.
 */
function useLeaving() {
  const [value, setValue] = useState(false);
  useEffect(() => {
    const back = (e: PageTransitionEvent) => {
      if (e.persisted) setValue(false);
    };
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);
  return { value, set: () => setValue(true) };
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}
