import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { resetPasswordBody } from "../../shared/contracts/account.ts";
import { MSG } from "../../shared/messages.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { PATHS } from "../paths.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { AUTH_LINK_CLASS, AuthCard } from "./AuthCard.tsx";
import { checkFields, serverFieldErrors, useFields } from "../lib/form.ts";
import { PasswordInput } from "./PasswordInput.tsx";
import { toastPasswordProblem } from "./password-toast.ts";

const KEYS = ["password", "confirmPassword"] as const;
const idOf = (key: string) => `update-${key}`;

const backToSignIn = (
  <Link to={PATHS.signIn} className={AUTH_LINK_CLASS}>
    Back to Sign In
  </Link>
);

/** /update-password?token=…: the end of the reset link. On success, a full-page load of the sign-in page. */
export function UpdatePasswordPage() {
  useDocumentTitle("Update Password");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const { values, setErrors, bind } = useFields<(typeof KEYS)[number]>({ password: "", confirmPassword: "" });
  const [busy, setBusy] = useState(false);
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || tokenRejected) {
    return (
      <AuthCard title={MSG.invalidLink.title} footer={backToSignIn}>
        <div className="space-y-4 text-center">
          <p className="text-sm text-ink">{MSG.invalidLink.message}</p>
          <ButtonLink to={PATHS.forgotPassword} className="w-full">
            Request a new link
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = checkFields(
      resetPasswordBody.safeParse({ token, ...values }),
      { keys: KEYS, idOf, setErrors },
      (errors) => {
        if (values.password === "") errors.password = "Please enter a new password.";
        toastPasswordProblem(errors, MSG.updatePasswordMismatch);
      },
    );
    if (!data) return;
    setBusy(true);
    try {
      await call(accountEndpoints.account.resetPassword, { body: data });
    } catch (err) {
      setBusy(false);
      const message = err instanceof Error && err.message ? err.message : MSG.signInError.message;
      toast.error(MSG.passwordUpdateFailed.title, message);
      if (err instanceof ApiError) {
        setErrors(serverFieldErrors(err.fields, KEYS));
        // A used or expired link cannot work on a second try: offer a new one instead of the form.
        if (err.code === "INVALID_TOKEN") setTokenRejected(true);
      }
      return;
    }
    toast.success(MSG.passwordUpdated.title);
    // Full-page load (spec), so nothing of the old session state survives in memory.
    window.location.assign(`${PATHS.signIn}?passwordUpdated=true`);
  }

  return (
    <AuthCard title="Update Password" description="Choose a new password for your account." footer={backToSignIn}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordInput id={idOf("password")} label="New Password" autoComplete="new-password" {...bind("password")} />
        <PasswordInput
          id={idOf("confirmPassword")}
          label="Confirm New Password"
          autoComplete="new-password"
          toggleName="password confirmation"
          {...bind("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
