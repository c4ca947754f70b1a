import { LogIn, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { PROFILE_MSG } from "../../../shared/contracts/profile.ts";
import { ApiError } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { PATHS } from "../../paths.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card, CardContent } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useProfile } from "./account-api.ts";
import { ApiTokensSection } from "./ApiTokensSection.tsx";
import { CompanySection } from "./CompanySection.tsx";
import { LogoutSection } from "./LogoutSection.tsx";
import { PaymentsSection } from "./PaymentsSection.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { SecuritySection } from "./SecuritySection.tsx";
import { SubscriptionSection } from "./SubscriptionSection.tsx";
import { TeamSection } from "./TeamSection.tsx";

/**
 * /dashboard/profile, the spec's Account Settings: Profile, Security, Subscription, Online Payments, Company
 * details and Team (only with an organization), API Tokens (admins) and Logout.
 */
export function ProfilePage() {
  useDocumentTitle("Account Settings");
  const profile = useProfile();
  const signedOut = profile.error instanceof ApiError && profile.error.status === 401;

  // Say once per failed load what went wrong (spec's toasts), even under StrictMode's double effects.
  const toastedAt = useRef(0);
  useEffect(() => {
    if (!profile.error || toastedAt.current === profile.errorUpdatedAt) return;
    toastedAt.current = profile.errorUpdatedAt;
    if (signedOut) toast.error(PROFILE_MSG.notAuthenticated.title, PROFILE_MSG.notAuthenticated.message);
    else toast.error(PROFILE_MSG.fetchError.title, profile.error.message || PROFILE_MSG.fetchError.message);
  }, [profile.error, profile.errorUpdatedAt, signedOut]);

  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Account Settings</h1>
        <p className="text-base text-muted">{PROFILE_MSG.subtitle}</p>
      </header>
      {profile.isPending ? (
        <LoadingProfile />
      ) : signedOut ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p className="text-base text-slate-700">{PROFILE_MSG.signedOut}</p>
            <ButtonLink to={PATHS.signIn}>
              <LogIn aria-hidden="true" />
              {PROFILE_MSG.goToSignIn}
            </ButtonLink>
          </CardContent>
        </Card>
      ) : profile.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6" role="alert">
            <p className="text-base text-slate-700">{profile.error.message || PROFILE_MSG.fetchError.message}</p>
            <Button
              type="button"
              variant="outline"
              onClick={() => void profile.refetch()}
              disabled={profile.isFetching}
            >
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <ProfileSection profile={profile.data} />
          <SecuritySection profile={profile.data} />
          <SubscriptionSection />
          {profile.data.organizationId ? <PaymentsSection /> : null}
          {profile.data.organizationId ? <CompanySection /> : null}
          {profile.data.organizationId ? <TeamSection /> : null}
          {profile.data.organizationId ? <ApiTokensSection /> : null}
          <LogoutSection />
        </>
      )}
    </div>
  );
}

function LoadingProfile() {
  return (
    <Card aria-busy="true">
      <CardContent className="space-y-4 pt-6">
        <p role="status" className="text-sm text-muted">
          {PROFILE_MSG.loading}
        </p>
        <Skeleton className="h-6 w-40" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </CardContent>
    </Card>
  );
}
