import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { forgotPasswordBody } from "../../shared/contracts/account.ts";
import { MSG } from "../../shared/messages.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { PATHS } from "../paths.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { AUTH_LINK_CLASS, AuthCard } from "./AuthCard.tsx";
import { checkFields, serverFieldErrors, useFields } from "../lib/form.ts";
import { EmailField } from "./TextField.tsx";

const KEYS = ["email"] as const;
const idOf = (key: string) => `forgot-${key}`;

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  const { values, setErrors, bind, reset } = useFields<(typeof KEYS)[number]>({ email: "" });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // After switching between the form and the success state, move focus to where the user continues.
  useEffect(() => {
    if (!switched.current) return;
    if (sentTo) headingRef.current?.focus();
    else document.getElementById(idOf("email"))?.focus();
  }, [sentTo]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = checkFields(forgotPasswordBody.safeParse(values), { keys: KEYS, idOf, setErrors });
    if (!data) return;
    setBusy(true);
    try {
      await call(accountEndpoints.account.forgotPassword, { body: data });
    } catch (err) {
      if (err instanceof ApiError) setErrors(serverFieldErrors(err.fields, KEYS));
      toast.error(MSG.resetFailed.title, err instanceof Error && err.message ? err.message : MSG.signInError.message);
      return;
    } finally {
      setBusy(false);
    }
    toast.success(MSG.passwordResetSent.title, MSG.passwordResetSent.message);
    switched.current = true;
    setSentTo(data.email);
  }

  function tryAnother() {
    reset();
    switched.current = true;
    setSentTo(null);
  }

  const footer = (
    <>
      <span>Remembered it?</span>
      <Link to={PATHS.signIn} className={AUTH_LINK_CLASS}>
        Back to Sign In
      </Link>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email" headingRef={headingRef} footer={footer}>
        <div className="space-y-4 text-center">
          <p className="text-sm text-ink">
            If an account exists for <span className="font-medium break-all">{sentTo}</span>, we have sent a link to
            reset your password. The link is valid for 24 hours.
          </p>
          <p className="text-sm text-muted">Didn't get it? Check your spam folder, or try another address.</p>
          <Button type="button" variant="outline" className="w-full" onClick={tryAnother}>
            Try another email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we'll send you a link to reset your password."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField id={idOf("email")} {...bind("email")} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthCard>
  );
}
