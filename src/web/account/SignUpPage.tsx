import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { signUpBody } from "../../shared/contracts/account.ts";
import { MSG } from "../../shared/messages.ts";
import { getPlan, normalizePlan, TRIAL_DAYS } from "../../shared/plans.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { PATHS } from "../paths.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { AUTH_LINK_CLASS, AuthCard } from "./AuthCard.tsx";
import { checkFields, serverFieldErrors, useFields } from "../lib/form.ts";
import { PasswordInput } from "./PasswordInput.tsx";
import { EmailField, TextField } from "./TextField.tsx";
import { toastPasswordProblem } from "./password-toast.ts";
import { SocialButtons } from "./SocialButtons.tsx";

const KEYS = ["fullName", "companyName", "email", "password", "confirmPassword"] as const;
type Key = (typeof KEYS)[number];
const idOf = (key: string) => `signup-${key}`;

/** /signup?plan=…: a new account and organization on a 14-day trial of the chosen plan (default basic). */
export function SignUpPage() {
  useDocumentTitle("Sign Up");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plan = getPlan(normalizePlan(searchParams.get("plan")));
  const { values, setErrors, bind } = useFields<Key>({
    fullName: "",
    companyName: "",
    email: "",
    password: "",
    confirmPassword: "",
  });
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = checkFields(
      signUpBody.safeParse({ ...values, plan: plan.id }),
      { keys: KEYS, idOf, setErrors },
      (errors) => {
        if (values.password === "") errors.password = "Please enter a password.";
        toastPasswordProblem(errors, MSG.passwordMismatch);
      },
    );
    if (!data) return;
    setBusy(true);
    try {
      await call(accountEndpoints.account.signUp, { body: { ...data, companyName: data.companyName || undefined } });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setErrors(serverFieldErrors(err.fields, KEYS));
      const message = err instanceof ApiError && err.message ? err.message : MSG.registrationFailed.message;
      toast.error(MSG.registrationFailed.title, message);
      return;
    }
    // The spec's toast, beside the sign-in page's verification notice.
    toast.success(MSG.accountCreated.title, MSG.accountCreated.message(TRIAL_DAYS, plan.name));
    await navigate(`${PATHS.signIn}?verificationSent=true`);
  }

  return (
    <AuthCard
      title={`Start your ${TRIAL_DAYS}-day free trial of the ${plan.name} plan`}
      description={
        <>
          <p>
            No credit card required.{" "}
            <Link to={PATHS.pricing} className={AUTH_LINK_CLASS}>
              Change plan
            </Link>
          </p>
        </>
      }
      footer={
        <>
          <span>Already have an account?</span>
          <Link to={PATHS.signIn} className={AUTH_LINK_CLASS}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          id={idOf("fullName")}
          label="Full Name"
          autoComplete="name"
          placeholder="Jane Builder"
          {...bind("fullName")}
        />
        <TextField
          id={idOf("companyName")}
          label="Company Name (optional)"
          autoComplete="organization"
          placeholder="Builder Construction LLC"
          {...bind("companyName")}
        />
        <EmailField id={idOf("email")} {...bind("email")} />
        <PasswordInput id={idOf("password")} label="Password" autoComplete="new-password" {...bind("password")} />
        <PasswordInput
          id={idOf("confirmPassword")}
          label="Confirm Password"
          autoComplete="new-password"
          toggleName="password confirmation"
          {...bind("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <div className="mt-5">
        <SocialButtons disabled={busy} plan={plan.id} />
      </div>
    </AuthCard>
  );
}
