import { SectionLoadError } from "./section-load-error.tsx";
import { CreditCard } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PAYMENTS_MSG, type PaymentAccountResponse } from "../../../shared/contracts/payments.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import type { Tone } from "../../ui/status-tones.ts";
import { useConnectPaymentAccount, usePaymentAccount } from "./account-api.ts";

/** What the section says of each state of the organization's Stripe account. */
export const PAYMENTS_TEXT = {
  title: "Online Payments",
  subtitle: "Let clients pay invoices and deposits by card. Money goes straight to your own Stripe account.",
  notConnected: "No Stripe account is connected yet.",
  notEnabled: "Finish setting up your Stripe account to take payments.",
  enabled: "Your Stripe account takes payments.",
  adminsOnly: "Only an admin of your organization can connect or set up the Stripe account.",
  connect: "Connect Stripe",
  continueSetup: "Continue Setup",
  opening: "Opening Stripe…",
  connectFailed: "Could not open Stripe",
  connected: "Stripe account connected",
  retry: { title: "Stripe setup not finished", message: "Its link expired. Press Continue Setup to carry on." },
} as const;

type State = "unavailable" | "notConnected" | "notEnabled" | "enabled";

const stateOf = (a: PaymentAccountResponse): State =>
  !a.available ? "unavailable" : !a.connected ? "notConnected" : !a.chargesEnabled ? "notEnabled" : "enabled";

const BADGE: Record<State, { tone: Tone; label: string }> = {
  unavailable: { tone: "neutral", label: "Not available" },
  notConnected: { tone: "neutral", label: "Not connected" },
  notEnabled: { tone: "warning", label: "Setup incomplete" },
  enabled: { tone: "success", label: "Active" },
};

const TEXT: Record<State, string> = {
  unavailable: PAYMENTS_MSG.unavailable,
  notConnected: PAYMENTS_TEXT.notConnected,
  notEnabled: PAYMENTS_TEXT.notEnabled,
  enabled: PAYMENTS_TEXT.enabled,
};

/**
 * Account Settings → Online Payments (id="payments", decision 0048): whether the organization's clients can pay
 * its invoices and deposits by card, through its own Stripe account (Connect). Admins connect it, or continue its
 * setup, on Stripe's onboarding, which comes back here as `?payments=connected#payments` (or `retry`): the state
 * is read again, a toast says it, and the parameter leaves the address. Everyone else sees the state only.
 */
export function PaymentsSection() {
  const account = usePaymentAccount();
  const connect = useConnectPaymentAccount();
  const leaving = useLeaving();
  const { hash } = useLocation();
  const loaded = account.isSuccess;
  useReturnFromOnboarding(account.refetch);

  useEffect(() => {
    if (loaded && hash === "#payments") document.getElementById("payments")?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  const busy = connect.isPending || leaving.value;
  const onConnect = () =>
    connect.mutate(undefined, {
      onSuccess: () => leaving.set(),
      onError: (err) => toast.error(PAYMENTS_TEXT.connectFailed, err.message),
    });

  return (
    <Card id="payments" aria-labelledby="payments-heading" role="region" className="scroll-mt-6">
      <CardHeader>
        <h2 id="payments-heading" className="text-lg font-semibold leading-tight text-ink">
          {PAYMENTS_TEXT.title}
        </h2>
        <CardDescription>{PAYMENTS_TEXT.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        {account.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              Loading online payments...
            </span>
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : account.isError ? (
          <SectionLoadError query={account} fallback={"Could not load online payments."} />
        ) : (
          <AccountState account={account.data} busy={busy} onConnect={onConnect} />
        )}
      </CardContent>
    </Card>
  );
}

function AccountState({
  account,
  busy,
  onConnect,
}: {
  account: PaymentAccountResponse;
  busy: boolean;
  onConnect: () => void;
}) {
  const state = stateOf(account);
  const action =
    state === "notConnected" ? PAYMENTS_TEXT.connect : state === "notEnabled" ? PAYMENTS_TEXT.continueSetup : null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={BADGE[state].tone}>{BADGE[state].label}</Badge>
        <p className="text-base text-ink">{TEXT[state]}</p>
      </div>
      {action && account.canManage ? (
        <Button type="button" disabled={busy} aria-busy={busy} onClick={onConnect}>
          <CreditCard aria-hidden="true" />
          {busy ? PAYMENTS_TEXT.opening : action}
        </Button>
      ) : null}
      {action && !account.canManage ? <p className="text-sm text-muted">{PAYMENTS_TEXT.adminsOnly}</p> : null}
    </div>
  );
}

/**
 * Back from Stripe's onboarding (`?payments=connected` or `retry`): the account is read again and a toast says
 * where it stands; `payments` leaves the address (the hash stays). Once per return, StrictMode's second run included.
 */
function useReturnFromOnboarding(refetch: () => Promise<{ data?: PaymentAccountResponse }>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const outcome = searchParams.get("payments");
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if ((outcome !== "connected" && outcome !== "retry") || handled.current === outcome) return;
    handled.current = outcome;
    const params = new URLSearchParams(searchParams);
    params.delete("payments");
    const search = params.toString();
    void navigate({ search: search ? `?${search}` : "", hash }, { replace: true, preventScrollReset: true });
    void refetch().then(({ data }) => {
      if (outcome === "retry") toast.info(PAYMENTS_TEXT.retry.title, PAYMENTS_TEXT.retry.message);
      else if (data) toast.success(PAYMENTS_TEXT.connected, TEXT[stateOf(data)]);
    });
  }, [outcome, searchParams, hash, navigate, refetch]);
}

/**
 * Whether the browser is on its way to Stripe's page: the button stays disabled until it has gone, and is usable
 * again when the page comes back from the browser's back/forward cache.
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
