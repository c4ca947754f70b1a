import { ShieldCheck, ShieldOff } from "lucide-react";
import type { ProfileResponse } from "../../../shared/contracts/profile.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { SessionsList } from "./SessionsList.tsx";
import { paths } from "../../paths.ts";

/** The Security section: password change, two-factor status (set up on its own page) and active sessions. */
export function SecuritySection({ profile }: { profile: ProfileResponse }) {
  return (
    <Card aria-labelledby="security-heading" role="region">
      <CardHeader>
        <h2 id="security-heading" className="text-lg font-semibold leading-tight text-ink">
          Security
        </h2>
        <CardDescription>Your password, two-factor authentication and where you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <ChangePasswordForm />
        <section aria-labelledby="two-factor-heading" className="space-y-3">
          <h3 id="two-factor-heading" className="text-base font-semibold text-ink">
            Two-Factor Authentication
          </h3>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              {profile.twoFactorEnabled ? (
                <>
                  <ShieldCheck aria-hidden="true" className="size-5 text-green-700" /> Enabled: sign-in asks for a code
                  from your authenticator app.
                </>
              ) : (
                <>
                  <ShieldOff aria-hidden="true" className="size-5 text-muted" /> Not enabled: add a code from an
                  authenticator app to your sign-in.
                </>
              )}
            </p>
            <ButtonLink to={paths.twoFactor} variant="outline">
              {profile.twoFactorEnabled ? "Manage 2FA" : "Enable 2FA"}
            </ButtonLink>
          </div>
        </section>
        <SessionsList />
      </CardContent>
    </Card>
  );
}
