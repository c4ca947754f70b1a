import { useState, type FormEvent } from "react";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { SECURITY_MSG } from "../../shared/contracts/security.ts";
import { MSG } from "../../shared/messages.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { TextField } from "./TextField.tsx";

const ID = "signin-code";

/** Sign-in's second step: a code from the app (or a backup code) finishes a sign-in whose password was right. */
export function TwoFactorSignIn({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (session: SessionResponse) => Promise<void>;
  onRestart: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const value = code.replace(/\s+/g, "");
    if (!value) {
      setError(SECURITY_MSG.codeRequired);
      document.getElementById(ID)?.focus();
      return;
    }
    setBusy(true);
    let session: SessionResponse;
    try {
      session = await call(accountEndpoints.twoFactor.verify, { body: { code: value } });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === "TWO_FACTOR_EXPIRED") {
        toast.error(MSG.signInFailed.title, err.message);
        onRestart();
        return;
      }
      if (err instanceof ApiError && err.status === 429) toast.error(MSG.tooManyAttempts.title, err.message);
      else toast.error(MSG.signInFailed.title, err instanceof Error ? err.message : SECURITY_MSG.invalidCode);
      setError(err instanceof ApiError && err.status === 400 ? SECURITY_MSG.invalidCode : undefined);
      document.getElementById(ID)?.focus();
      return;
    }
    await onSignedIn(session);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="signin-code-heading">
      <div className="space-y-1">
        <h2 id="signin-code-heading" className="text-lg font-semibold text-ink">
          Two-Factor Authentication
        </h2>
        <p className="text-sm text-muted">
          Enter the 6-digit code from your authenticator app, or one of your backup codes.
        </p>
      </div>
      <TextField
        id={ID}
        label="Verification Code"
        value={code}
        error={error}
        autoFocus
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        placeholder="123456"
        className="font-mono tracking-widest"
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Verifying..." : "Verify"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onRestart} disabled={busy}>
        Back to sign in
      </Button>
    </form>
  );
}
