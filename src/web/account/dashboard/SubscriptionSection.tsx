import { ExternalLink, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SUBSCRIPTION_MSG, type SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { formatStorage } from "../../../shared/plan-limits.ts";
import { getPlan, isPlanId, type PlanId } from "../../../shared/plans.ts";
import { ApiError } from "../../lib/api.ts";
import { useSession } from "../../lib/session.tsx";
import { PATHS } from "../../paths.ts";
import { subscriptionBadge } from "../../lib/subscription.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSubscription, useSubscriptionAction, type SubscriptionAction } from "./account-api.ts";
import { formatMoney, formatTimestampDay } from "../../lib/format.ts";
import { FeatureList, PlanChooser } from "./subscription-parts.tsx";

/**
 * The subscription and billing panel (id="subscription"): the pricing page's 'Switch to this Plan' lands
 * here as /dashboard/profile?plan=…#subscription and the panel offers that plan.
 */
export function SubscriptionSection() {
  const subscription = useSubscription();
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
        <CardDescription>
          Your organization's plan, shared by everyone in it. Billing is not connected yet: no payment details are asked
          for and nothing is charged.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
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
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-slate-700">{subscription.error.message || "Could not load your subscription."}</p>
            <Button
              type="button"
              variant="outline"
              onClick={() => void subscription.refetch()}
              disabled={subscription.isFetching}
            >
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </div>
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
  const requested = searchParams.get("plan")?.trim().toLowerCase() ?? "";
  const offered: PlanId | null = isPlanId(requested) ? requested : null;

  async function run(next: SubscriptionAction) {
    try {
      await action.mutateAsync(next);
    } catch (err) {
      const clientError = err instanceof ApiError && err.status >= 400 && err.status < 500;
      toast.error(SUBSCRIPTION_MSG.failed.title, clientError ? err.message : SUBSCRIPTION_MSG.failed.message);
      return;
    } finally {
      setConfirmCancel(false);
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
    // The shell's badge reads the plan and status from the session.
    void refresh().catch(() => undefined);
  }

  const canceled = s.status === "canceled";
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-ink">{plan.name} plan</p>
        <p className="text-muted">
          <span className="tabular">{formatMoney(plan.price)}</span>/{plan.period}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-5">
        <Detail term="Status">
          <Badge tone={statusTone}>{STATUS_LABELS[s.status]}</Badge>
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

      {canceled ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Your subscription was canceled{s.canceledAt ? ` on ${formatTimestampDay(s.canceledAt)}` : ""}. It stays usable
          until {formatTimestampDay(s.currentPeriodEnd)}.
        </p>
      ) : null}

      <FeatureList features={s.features} />

      {s.canManage ? (
        <PlanChooser
          subscription={s}
          offered={offered}
          busy={action.isPending}
          pending={action.variables}
          onSwitch={(p) => void run({ kind: "switch", plan: p })}
        />
      ) : (
        <p className="text-sm text-muted">Only an admin of your organization can change the subscription.</p>
      )}

      <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap">
        <ButtonLink to={PATHS.pricing} variant="outline">
          <ExternalLink aria-hidden="true" />
          Manage Subscription
        </ButtonLink>
        {s.canManage && !canceled ? (
          <Button type="button" variant="outline" disabled={action.isPending} onClick={() => setConfirmCancel(true)}>
            Cancel Subscription
          </Button>
        ) : null}
        {s.canManage && canceled ? (
          <Button
            type="button"
            disabled={action.isPending}
            aria-busy={action.isPending}
            onClick={() => void run({ kind: "reactivate" })}
          >
            {action.isPending && action.variables?.kind === "reactivate"
              ? "Reactivating..."
              : "Reactivate Subscription"}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel Subscription?"
        description={`Your ${plan.name} plan stays usable until ${formatTimestampDay(s.currentPeriodEnd)}, the end of the current period. You can reactivate it until then.`}
        confirmLabel={action.isPending ? "Canceling..." : "Cancel Subscription"}
        cancelLabel="Keep Subscription"
        busy={action.isPending}
        onConfirm={() => void run({ kind: "cancel" })}
      />
    </>
  );
}

const STATUS_LABELS: Record<SubscriptionResponse["status"], string> = {
  trialing: "Free Trial",
  active: "Active",
  canceled: "Canceled",
};

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}
