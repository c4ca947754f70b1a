import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  providerName,
  socialErrorMessage,
  socialErrorTitle,
  type SocialProviderId,
} from "../../shared/contracts/social.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { toast } from "../ui/toast.tsx";
import { Button } from "../ui/button.tsx";

const PROVIDERS = [
  { id: "google", name: "Google", Logo: GoogleLogo },
  { id: "apple", name: "Apple", Logo: AppleLogo },
] as const satisfies readonly { id: SocialProviderId; name: string; Logo: () => React.JSX.Element }[];

/** Which providers the server has configured (null until known: a click then asks the server anyway). */
function useConfiguredProviders(): Partial<Record<SocialProviderId, boolean>> | null {
  const [configured, setConfigured] = useState<Partial<Record<SocialProviderId, boolean>> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    call(accountEndpoints.social.providers, { signal: controller.signal })
      .then((res) => setConfigured(Object.fromEntries(res.providers.map((p) => [p.id, p.configured]))))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return configured;
}

/**
 * 'Continue with Google' / 'Continue with Apple': asks the server for the provider's address (keeping the plan
 * and where to go next) and leaves for it. An unconfigured provider says so in the spec's
 * 'Error signing in with {provider}' toast.
 */
export function SocialButtons({ disabled, plan, next }: { disabled?: boolean; plan?: string; next?: string | null }) {
  const configured = useConfiguredProviders();
  const [leaving, setLeaving] = useState<SocialProviderId | null>(null);

  async function start(id: SocialProviderId, name: string) {
    if (leaving) return;
    if (configured?.[id] === false) {
      toast.error(socialErrorTitle(name), socialErrorMessage("not_configured", name));
      return;
    }
    setLeaving(id);
    try {
      const { url } = await call(accountEndpoints.social.start, {
        params: { provider: id },
        body: { plan, next: next ?? undefined },
      });
      window.location.assign(url);
    } catch (err) {
      setLeaving(null);
      toast.error(
        socialErrorTitle(name),
        err instanceof ApiError && err.message ? err.message : socialErrorMessage(null, name),
      );
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs uppercase text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {PROVIDERS.map(({ id, name, Logo }) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            disabled={disabled || leaving !== null}
            onClick={() => void start(id, name)}
          >
            <Logo />
            {leaving === id ? `Redirecting to ${name}...` : `Continue with ${name}`}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * A social sign-in that failed comes back to /signin?social={provider}&error={code}: the spec's toast
 * 'Error signing in with {provider}', once, and the two parameters leave the address (others such as `next` stay).
 */
export function useSocialSignInError(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const provider = searchParams.get("social");
  const code = searchParams.get("error");
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!provider) return;
    const key = `${provider}:${code ?? ""}`;
    if (shown.current === key) return;
    shown.current = key;
    const name = providerName(provider);
    toast.error(socialErrorTitle(name), socialErrorMessage(code, name));
    setSearchParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        nextParams.delete("social");
        nextParams.delete("error");
        nextParams.delete("error_description");
        return nextParams;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [provider, code, setSearchParams]);
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.57-5.17 3.57-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.11A12 12 0 0 0 12 24Z"
      />
      <path
        fill="#FBBC05"
        d="M5.29 14.28A7.2 7.2 0 0 1 4.91 12c0-.79.14-1.56.38-2.28V6.61H1.28A12 12 0 0 0 0 12c0 1.94.46 3.77 1.28 5.39l4.01-3.11Z"
      />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.96 11.96 0 0 0 12 0 12 12 0 0 0 1.28 6.61l4.01 3.11C6.23 6.88 8.88 4.77 12 4.77Z"
      />
    </svg>
  );
}

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16.37 12.76c-.03-2.6 2.12-3.85 2.22-3.91-1.21-1.77-3.09-2.01-3.76-2.04-1.6-.16-3.12.94-3.93.94-.81 0-2.06-.92-3.39-.89-1.74.03-3.35 1.01-4.25 2.57-1.81 3.14-.46 7.79 1.3 10.34.86 1.25 1.89 2.65 3.23 2.6 1.3-.05 1.79-.84 3.36-.84 1.57 0 2.01.84 3.38.81 1.4-.03 2.28-1.27 3.13-2.52.99-1.45 1.4-2.85 1.42-2.92-.03-.01-2.72-1.04-2.75-4.14ZM13.79 5.13c.71-.86 1.19-2.06 1.06-3.25-1.02.04-2.26.68-3 1.54-.66.76-1.23 1.98-1.08 3.15 1.14.09 2.3-.58 3.02-1.44Z" />
    </svg>
  );
}
