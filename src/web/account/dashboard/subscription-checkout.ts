import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SUBSCRIPTION_MSG } from "../../../shared/contracts/subscription.ts";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.tsx";
import { toast } from "../../ui/toast.tsx";
import { accountKeys } from "./account-api.ts";
import { subscriptionErrorMessage } from "./subscription-terms.ts";

/**
 * Back from the provider's Checkout (`/dashboard/profile?checkout=<id>#subscription`): its outcome is confirmed
 * once, the panel shows the subscription it made, `checkout` leaves the address (the hash stays), and the session
 * is read again for the shell's badge. `confirming` until then.
 *
 * Apart from account-api.ts, which the shell's first bundle imports (its cache keys): this needs the contracts'
 * words, which come with zod.
 */
export function useCheckoutReturn(): { confirming: boolean } {
  const qc = useQueryClient();
  const { refresh } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const sessionId = searchParams.get("checkout");
  const asked = useRef<string | null>(null);
  // Whether the page is still here to clean its address (not left meanwhile).
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per checkout, StrictMode's second run included.
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    const params = new URLSearchParams(searchParams);
    params.delete("checkout");
    const search = params.toString();
    void (async () => {
      try {
        const subscription = await call(accountEndpoints.subscription.checkoutReturn, { body: { sessionId } });
        // A read of the panel started before this answer must not overwrite it.
        await qc.cancelQueries({ queryKey: accountKeys.subscription });
        qc.setQueryData(accountKeys.subscription, subscription);
        toast.success(SUBSCRIPTION_MSG.updated.title, SUBSCRIPTION_MSG.updated.message);
        void refresh().catch(() => undefined);
      } catch (err) {
        toast.error(SUBSCRIPTION_MSG.failed.title, subscriptionErrorMessage(err));
        // The provider's webhook may have applied it meanwhile.
        void qc.invalidateQueries({ queryKey: accountKeys.subscription });
      }
      if (shown.current)
        void navigate({ search: search ? `?${search}` : "", hash }, { replace: true, preventScrollReset: true });
    })();
  }, [sessionId, searchParams, hash, navigate, qc, refresh]);

  // Until the address no longer has it.
  return { confirming: sessionId !== null };
}
