import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { MSG } from "../../shared/messages.ts";
import { Notice } from "./Notice.tsx";

/** How long a sign-in notice stays before its flag leaves the address (spec: 7 seconds). */
export const NOTICE_DURATION_MS = 7000;

const FLAGS = [
  { key: "verificationSent", tone: "success", text: MSG.verificationSent },
  { key: "passwordReset", tone: "success", text: MSG.resetLinkSent },
  { key: "passwordUpdated", tone: "success", text: MSG.passwordUpdated },
  { key: "verified", tone: "success", text: MSG.emailVerified },
  { key: "verifyError", tone: "destructive", text: MSG.invalidLink },
  { key: "verifyLimited", tone: "destructive", text: MSG.tooManyAttempts },
] as const;

/**
 * The `?flag=true` notices of the sign-in page. Shown while the flag is in the address; after 7 seconds the
 * flags are removed (replace, other parameters such as `next` kept), which hides them.
 */
export function SignInNotices() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = FLAGS.filter((f) => searchParams.get(f.key) === "true");
  const activeKeys = active.map((f) => f.key).join(",");

  useEffect(() => {
    if (!activeKeys) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of activeKeys.split(",")) next.delete(key);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [activeKeys, setSearchParams]);

  if (active.length === 0) return null;
  return (
    <div className="mb-5 space-y-2">
      {active.map((f) => (
        <Notice key={f.key} tone={f.tone} title={f.text.title} message={f.text.message} />
      ))}
    </div>
  );
}
