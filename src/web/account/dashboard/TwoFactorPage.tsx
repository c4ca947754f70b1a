import { RotateCw, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SECURITY_MSG, TOTP_CODE_LENGTH } from "../../../shared/contracts/security.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { Input, Label } from "../../ui/input.tsx";
import { QrCode } from "../../ui/qr-code.tsx";
import { CopyButton } from "../../ui/copy-button.tsx";
import { TextField } from "../TextField.tsx";
import { useProfile } from "./account-api.ts";
import { useDisableTwoFactor, useEnableTwoFactor, useRenewBackupCodes, useTwoFactorSetup } from "./security-api.ts";
import { paths } from "../../paths.ts";

/** /dashboard/two-factor-auth: set up (secret, code, backup codes once) or turn off two-factor. */
export function TwoFactorPage() {
  useDocumentTitle("Two-Factor Authentication");
  const profile = useProfile();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  return (
    <div className="max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Two-Factor Authentication</h1>
        <p className="text-base text-muted">
          Protect your account with a code from an authenticator app at every sign-in.
        </p>
      </header>
      {backupCodes ? (
        <BackupCodes codes={backupCodes} />
      ) : profile.isPending ? (
        <Skeleton className="h-64" />
      ) : profile.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6" role="alert">
            <p className="text-base text-slate-700">{profile.error.message}</p>
            <Button type="button" variant="outline" onClick={() => void profile.refetch()}>
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : profile.data.twoFactorEnabled ? (
        <>
          <DisableTwoFactor />
          <RenewBackupCodes onRenewed={setBackupCodes} />
        </>
      ) : (
        <SetupTwoFactor onEnabled={setBackupCodes} />
      )}
    </div>
  );
}

function CodeForm({
  id,
  label,
  submit,
  busyLabel,
  onSubmit,
  busy,
  allowBackup,
}: {
  id: string;
  label: string;
  submit: string;
  busyLabel: string;
  busy: boolean;
  allowBackup?: boolean;
  onSubmit: (code: string) => Promise<string | null>;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  async function handle(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const value = code.replace(/\s+/g, "");
    if (!value) {
      setError(SECURITY_MSG.codeRequired);
      document.getElementById(id)?.focus();
      return;
    }
    const failure = await onSubmit(value);
    setError(failure ?? undefined);
    if (failure) document.getElementById(id)?.focus();
  }
  return (
    <form noValidate onSubmit={handle} className="space-y-4">
      <TextField
        id={id}
        label={label}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        inputMode={allowBackup ? "text" : "numeric"}
        autoComplete="one-time-code"
        maxLength={allowBackup ? 32 : TOTP_CODE_LENGTH}
        placeholder={allowBackup ? "123456 or a backup code" : "123456"}
        className="max-w-48 font-mono tracking-widest"
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : submit}
      </Button>
    </form>
  );
}

function SetupTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const started = useRef(false);
  const { mutate } = setup;

  useEffect(() => {
    // Once per visit (a second call would replace the secret already on screen).
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onError: (err) => toast.error(SECURITY_MSG.generateError, err.message) });
  }, [mutate]);

  const confirm = codeSubmitter(
    enable.mutateAsync,
    { title: SECURITY_MSG.enabled, message: SECURITY_MSG.enabledMessage, then: (r) => onEnabled(r.backupCodes) },
    SECURITY_MSG.enableError,
  );

  return (
    <Card aria-labelledby="setup-heading" role="region">
      <CardHeader>
        <h2 id="setup-heading" className="text-lg font-semibold leading-tight text-ink">
          Set up your authenticator app
        </h2>
        <CardDescription>
          Google Authenticator, Microsoft Authenticator, 1Password or any app that supports time-based codes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>In your app, add an account and scan the QR code below (or open the setup link on this phone).</li>
          <li>If you cannot scan it, enter the secret key instead; the type is time-based.</li>
          <li>Type the 6-digit code the app shows to confirm.</li>
        </ol>
        {setup.isPending || setup.isIdle ? (
          <Skeleton className="h-24" />
        ) : setup.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>{SECURITY_MSG.generateError}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setup.mutate(undefined, { onError: (err) => toast.error(SECURITY_MSG.generateError, err.message) })
              }
            >
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        ) : (
          <SecretKey secret={setup.data.secret} otpauthUri={setup.data.otpauthUri} />
        )}
        <CodeForm
          id="two-factor-code"
          label="Verification Code"
          submit="Verify and Enable"
          busyLabel="Verifying..."
          busy={enable.isPending || !setup.isSuccess}
          onSubmit={confirm}
        />
      </CardContent>
    </Card>
  );
}

function SecretKey({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  return (
    <div className="space-y-3">
      <QrCode
        value={otpauthUri}
        label="QR code for your authenticator app"
        className="size-48 rounded border border-border"
      />
      <div className="space-y-1">
        <Label htmlFor="two-factor-secret">Secret Key</Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id="two-factor-secret"
            readOnly
            value={secret.match(/.{1,4}/g)?.join(" ") ?? secret}
            onFocus={(e) => e.currentTarget.select()}
            className="w-auto min-w-0 flex-1 bg-surface font-mono tracking-wider sm:max-w-md"
          />
          <CopyButton
            text={secret}
            label="Copy secret key"
            copiedLabel="Secret key copied"
            failedMessage="Could not copy. Select the key and copy it by hand."
          />
        </div>
        <p className="text-sm text-muted">Can&apos;t scan? Type or paste this key into your app.</p>
      </div>
      <p className="text-sm text-muted">
        On a phone with an authenticator app, you can also{" "}
        <a href={otpauthUri} className="font-medium text-brand hover:underline">
          open the setup link
        </a>
        .
      </p>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <Card aria-labelledby="backup-heading" role="region">
      <CardHeader>
        <h2 id="backup-heading" className="flex items-center gap-2 text-lg font-semibold leading-tight text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
          Two-factor authentication is on
        </h2>
        <CardDescription>
          Save these backup codes somewhere safe. Each works once, in place of an app code, if you lose your phone. They
          are shown only now.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-base text-ink">
          {codes.map((c) => (
            <li key={c} className="rounded border border-border bg-surface px-3 py-1.5 text-center">
              {c}
            </li>
          ))}
        </ul>
        <ButtonLink to={paths.profile.home}>Continue to Account Settings</ButtonLink>
      </CardContent>
    </Card>
  );
}

/**
 * A code form's submit: sends the code, says so with the spec's toast, and answers the error to show under the
 * field (null when it went through).
 */
function codeSubmitter<T>(
  send: (code: string) => Promise<T>,
  ok: { title: string; message: string; then?: (result: T) => void },
  errorTitle: string,
) {
  return async (code: string): Promise<string | null> => {
    try {
      const result = await send(code);
      toast.success(ok.title, ok.message);
      ok.then?.(result);
      return null;
    } catch (err) {
      const message = err instanceof Error ? err.message : SECURITY_MSG.invalidCode;
      toast.error(errorTitle, message);
      return message;
    }
  };
}

/** New backup codes, when the old ones are used up or may have been seen: a current app code first. */
function RenewBackupCodes({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const renew = useRenewBackupCodes();
  const confirm = codeSubmitter(
    renew.mutateAsync,
    {
      title: SECURITY_MSG.backupCodesRenewed,
      message: SECURITY_MSG.backupCodesRenewedMessage,
      then: (r) => onRenewed(r.backupCodes),
    },
    SECURITY_MSG.statusError,
  );
  return (
    <Card aria-labelledby="renew-heading" role="region">
      <CardHeader>
        <h2 id="renew-heading" className="text-lg font-semibold leading-tight text-ink">
          Backup codes
        </h2>
        <CardDescription>
          Used them up, or think someone saw them? Make new ones with a current code from your app; the old ones stop
          working.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CodeForm
          id="two-factor-renew-code"
          label="App Code"
          submit="Make New Backup Codes"
          busyLabel="Making..."
          busy={renew.isPending}
          onSubmit={confirm}
        />
      </CardContent>
    </Card>
  );
}

function DisableTwoFactor() {
  const disable = useDisableTwoFactor();
  const confirm = codeSubmitter(
    disable.mutateAsync,
    { title: SECURITY_MSG.disabled, message: SECURITY_MSG.disabledMessage },
    SECURITY_MSG.statusError,
  );
  return (
    <Card aria-labelledby="enabled-heading" role="region">
      <CardHeader>
        <h2 id="enabled-heading" className="flex items-center gap-2 text-lg font-semibold leading-tight text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
          Two-factor authentication is on
        </h2>
        <CardDescription>To turn it off, enter a current code from your app (or a backup code).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CodeForm
          id="two-factor-disable-code"
          label="Verification Code"
          submit="Disable 2FA"
          busyLabel="Disabling..."
          busy={disable.isPending}
          allowBackup
          onSubmit={confirm}
        />
        <ButtonLink to={paths.profile.home} variant="outline">
          Back to Account Settings
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
