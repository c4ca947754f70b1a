import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { signInBody, type SessionResponse } from "../../shared/contracts/account.ts";
import { MSG, welcomeBack } from "../../shared/messages.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { useSession } from "../lib/session.tsx";
import { PATHS } from "../paths.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { AUTH_LINK_CLASS, AuthCard } from "./AuthCard.tsx";
import { checkFields, serverFieldErrors, useFields } from "../lib/form.ts";
import { safeNextPath } from "../../shared/safe-next.ts";
import { PasswordInput } from "./PasswordInput.tsx";
import { SignInNotices } from "./SignInNotices.tsx";
import { SocialButtons, useSocialSignInError } from "./SocialButtons.tsx";
import { EmailField } from "./TextField.tsx";
import { TwoFactorSignIn } from "./TwoFactorSignIn.tsx";
import type { SignInResponse } from "../../shared/contracts/security.ts";

const KEYS = ["email", "password"] as const;
const idOf = (key: string) => `signin-${key}`;

/** The server's own message; "" for an answer without the error body (the client's "API request failed"). */
const serverMessage = (err: ApiError) => (err.code === `HTTP_${err.status}` ? "" : err.message);

function reportSignInError(err: unknown): void {
  if (!(err instanceof ApiError)) {
    toast.error("Sign In Exception", MSG.signInError.message);
  } else if (err.code === "INVALID_CREDENTIALS") {
    toast.error(MSG.signInFailed.title, MSG.signInFailed.message);
  } else if (err.code === "EMAIL_NOT_VERIFIED") {
    toast.error(MSG.emailNotVerified.title, MSG.emailNotVerified.message);
  } else if (err.status === 429) {
    toast.error(MSG.tooManyAttempts.title, serverMessage(err) || MSG.tooManyAttempts.message);
  } else {
    // Spec: the server message, else "An unexpected error occurred.".
    toast.error(MSG.signInError.title, serverMessage(err) || MSG.signInError.message);
  }
}

/** /signin: e-mail and password, social buttons, and the notices of the verification and reset flows. */
export function SignInPage() {
  useDocumentTitle("Sign In");
  const { status, setSession } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { values, setErrors, bind } = useFields<(typeof KEYS)[number]>({ email: "", password: "" });
  const [busy, setBusy] = useState(false);
  // Set together with the session, so the "already signed in" redirect below does not race the `next` redirect.
  const [signedInHere, setSignedInHere] = useState(false);
  // The password (or a social sign-in, ?twoFactor=required) was right and the account asks for a code next.
  const [needsCode, setNeedsCode] = useState(() => searchParams.get("twoFactor") === "required");
  useSocialSignInError();

  if (status === "signed-in" && !signedInHere) return <Navigate to={PATHS.dashboard} replace />;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = checkFields(signInBody.safeParse(values), { keys: KEYS, idOf, setErrors });
    if (!data) return;
    setBusy(true);
    let result: SignInResponse;
    try {
      result = await call(accountEndpoints.account.signIn, { body: data });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setErrors(serverFieldErrors(err.fields, KEYS));
      reportSignInError(err);
      return;
    }
    if ("twoFactorRequired" in result) {
      setBusy(false);
      setNeedsCode(true);
      return;
    }
    await finish(result);
  }

  async function finish(session: SessionResponse) {
    setSignedInHere(true);
    setSession(session);
    toast.success(welcomeBack(session.user.fullName));
    await navigate(safeNextPath(searchParams.get("next")) ?? PATHS.dashboard, { replace: true });
  }

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your BuildOps account."
      footer={
        <>
          <span>Don't have an account?</span>
          <Link to={PATHS.signUp} className={AUTH_LINK_CLASS}>
            Sign up
          </Link>
        </>
      }
    >
      <SignInNotices />
      {needsCode ? (
        <TwoFactorSignIn onSignedIn={finish} onRestart={() => setNeedsCode(false)} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <EmailField id={idOf("email")} {...bind("email")} />
          <div className="space-y-1.5">
            <PasswordInput
              id={idOf("password")}
              label="Password"
              autoComplete="current-password"
              {...bind("password")}
            />
            <div className="flex justify-end">
              <Link
                to={PATHS.forgotPassword}
                className="inline-flex min-h-10 items-center rounded-sm text-sm font-medium text-brand hover:underline sm:min-h-8"
              >
                Forgot password?
              </Link>
            </div>
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </form>
      )}
      <div className="mt-5">
        <SocialButtons disabled={busy} next={safeNextPath(searchParams.get("next"))} />
      </div>
    </AuthCard>
  );
}
