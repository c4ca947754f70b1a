import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import {
  invitationSignUpBody,
  ROLE_LABELS,
  TEAM_MSG,
  type InvitationSignUpResponse,
  type PublicInvitation,
} from "../../shared/contracts/team.ts";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { MSG } from "../../shared/messages.ts";
import { call, ApiError } from "../lib/api.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { useSession } from "../lib/session.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { PATHS } from "../paths.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { toast } from "../ui/toast.tsx";
import { AUTH_LINK_CLASS, AuthCard } from "./AuthCard.tsx";
import { checkFields, serverFieldErrors, useFields } from "../lib/form.ts";
import { Notice } from "./Notice.tsx";
import { PasswordInput } from "./PasswordInput.tsx";
import { toastPasswordProblem } from "./password-toast.ts";
import { EmailField, TextField } from "./TextField.tsx";

type Lookup =
  | { state: "loading" }
  | { state: "invalid" }
  | { state: "error"; message: string }
  | { state: "ok"; invitation: PublicInvitation };

const article = (role: string) => (role === "admin" ? "an" : "a");

/**
 * /invitations/:token, where an invitation e-mail leads. Signed out: sign up with the invited address (or sign
 * in, then come back to accept). Signed in with the invited address: accept, and the session moves to the
 * organization. A link that no longer works says 'Link Invalid'. Nothing here tells whether an address has an account.
 */
export function InvitationPage() {
  useDocumentTitle("Invitation");
  const { token = "" } = useParams();
  const [lookup, setLookup] = useState<Lookup>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    call(accountEndpoints.invitations.one, { params: { token }, signal: controller.signal })
      .then((invitation) => setLookup({ state: "ok", invitation }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setLookup({ state: "invalid" });
        else
          setLookup({ state: "error", message: err instanceof Error ? err.message : "An unexpected error occurred." });
      });
    return () => controller.abort();
  }, [token, attempt]);

  if (lookup.state === "loading") {
    return (
      <AuthCard title="Invitation">
        <div aria-busy="true" className="space-y-3">
          <p role="status" className="text-sm text-muted">
            Checking your invitation...
          </p>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </AuthCard>
    );
  }
  if (lookup.state === "invalid") {
    return (
      <AuthCard title={MSG.invalidLink.title}>
        <div className="space-y-4">
          <Notice tone="destructive" title={MSG.invalidLink.title} message={MSG.invalidLink.message} />
          <p className="text-sm text-muted">Ask the person who invited you to send a new invitation.</p>
          <ButtonLink to={PATHS.signIn} variant="outline" className="w-full">
            Go to Sign In
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (lookup.state === "error") {
    return (
      <AuthCard title="Invitation">
        <div role="alert" className="space-y-4">
          <p className="text-sm text-slate-700">{lookup.message}</p>
          <Button type="button" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try Again
          </Button>
        </div>
      </AuthCard>
    );
  }
  return <InvitationOffer token={token} invitation={lookup.invitation} />;
}

function InvitationOffer({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const { status, session, signOut } = useSession();
  const roleName = ROLE_LABELS[invitation.role].toLowerCase();
  const description = (
    <p>
      You have been invited to join <strong className="text-ink">{invitation.organizationName}</strong> as{" "}
      {article(invitation.role)} {roleName}.
    </p>
  );

  if (status === "loading")
    return (
      <AuthCard title={`Join ${invitation.organizationName}`} description={description}>
        {null}
      </AuthCard>
    );

  if (status === "signed-in") {
    const sameAddress = session.user.email.toLowerCase() === invitation.email.toLowerCase();
    return (
      <AuthCard title={`Join ${invitation.organizationName}`} description={description}>
        {sameAddress ? (
          <AcceptButton token={token} />
        ) : (
          <div className="space-y-4">
            <Notice
              tone="destructive"
              title="Signed in with another address"
              message={`${TEAM_MSG.emailMismatch} You are signed in as ${session.user.email}.`}
            />
            <Button
              type="button"
              variant="outline"
              className="w-full"
              onClick={() => void signOut().catch(() => toast.error("Error Signing Out"))}
            >
              Sign Out
            </Button>
          </div>
        )}
      </AuthCard>
    );
  }

  const next = encodeURIComponent(`/invitations/${token}`);
  return (
    <AuthCard
      title={`Join ${invitation.organizationName}`}
      description={description}
      footer={
        <>
          <span>Already have an account?</span>
          <Link to={`${PATHS.signIn}?next=${next}`} className={AUTH_LINK_CLASS}>
            Sign in to accept
          </Link>
        </>
      }
    >
      <InvitationSignUp token={token} email={invitation.email} organizationName={invitation.organizationName} />
    </AuthCard>
  );
}

function AcceptButton({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  async function onAccept() {
    setBusy(true);
    try {
      await call(accountEndpoints.invitations.accept, { params: { token } });
    } catch (err) {
      setBusy(false);
      toast.error("Error Accepting Invitation", err instanceof Error ? err.message : "An unexpected error occurred.");
      return;
    }
    // A full load: the dashboard starts afresh in the new organization (no data cached from the previous one).
    window.location.assign(PATHS.dashboard);
  }
  return (
    <Button type="button" className="w-full" disabled={busy} aria-busy={busy} onClick={() => void onAccept()}>
      {busy ? "Joining..." : "Accept Invitation"}
    </Button>
  );
}

const KEYS = ["fullName", "password", "confirmPassword"] as const;
type Key = (typeof KEYS)[number];
const idOf = (key: string) => `invite-signup-${key}`;

/**
 * Sign-up with the invited address fixed; the account joins the organization. The link proved the address, so
 * the person is signed in at once (an address that already had an account gets its e-mail instead).
 */
function InvitationSignUp({
  token,
  email,
  organizationName,
}: {
  token: string;
  email: string;
  organizationName: string;
}) {
  const { values, setErrors, bind } = useFields<Key>({ fullName: "", password: "", confirmPassword: "" });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { setSession } = useSession();
  const navigate = useNavigate();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = checkFields(invitationSignUpBody.safeParse(values), { keys: KEYS, idOf, setErrors }, (errors) => {
      if (values.password === "") errors.password = "Please enter a password.";
      toastPasswordProblem(errors, MSG.passwordMismatch);
    });
    if (!data) return;
    setBusy(true);
    let answer: InvitationSignUpResponse;
    try {
      answer = await call(accountEndpoints.invitations.signUp, { params: { token }, body: data });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setErrors(serverFieldErrors(err.fields, KEYS));
      toast.error(
        MSG.registrationFailed.title,
        err instanceof ApiError && err.message ? err.message : MSG.registrationFailed.message,
      );
      return;
    }
    if (!answer.signedIn) {
      setSent(true);
      return;
    }
    // Signed in at once: the new session, the spec's toast, and the dashboard (in one render, as sign-in does).
    let session: SessionResponse | null;
    try {
      const answer = await call(accountEndpoints.account.session);
      session = answer.user === null ? null : answer;
    } catch {
      session = null;
    }
    if (!session) {
      window.location.assign(PATHS.dashboard);
      return;
    }
    setSession(session);
    toast.success(MSG.accountCreated.title, MSG.accountCreated.joined(organizationName));
    await navigate(PATHS.dashboard, { replace: true });
  }

  if (sent) return <Notice tone="success" title={MSG.verificationSent.title} message={MSG.verificationSent.message} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        id={idOf("fullName")}
        label="Full Name"
        autoComplete="name"
        placeholder="Jane Builder"
        {...bind("fullName")}
      />
      <EmailField
        id="invite-signup-email"
        value={email}
        readOnly
        aria-readonly="true"
        hint="The invitation is for this address."
      />
      <PasswordInput id={idOf("password")} label="Password" autoComplete="new-password" {...bind("password")} />
      <PasswordInput
        id={idOf("confirmPassword")}
        label="Confirm Password"
        autoComplete="new-password"
        toggleName="password confirmation"
        {...bind("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create Account and Join"}
      </Button>
    </form>
  );
}
