import { route } from "../route.ts";
import type {
  ForgotPasswordBody,
  OkResponse,
  ResetPasswordBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
  VerifyEmailQuery,
} from "./account.ts";
import type { ApiTokenInput, ApiTokenList, CreatedApiToken } from "./api-tokens.ts";
import type { Deleted } from "./common.ts";
import type { CompanyResponse, CompanyUpdateInput } from "./company.ts";
import type { MembershipList, SwitchOrganizationBody } from "./organizations.ts";
import type { ProfileResponse, ProfileUpdateInput } from "./profile.ts";
import type {
  BackupCodesResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  RevokedResponse,
  SessionListResponse,
  SignInResponse,
  TwoFactorCodeBody,
  TwoFactorDisableResponse,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
} from "./security.ts";
import type { SignedOutSession } from "./session-probe.ts";
import type { UserSettings } from "./settings.ts";
import type { SocialProvidersResponse, SocialSignInBody, SocialSignInResponse } from "./social.ts";
import type { PaymentAccountResponse, RedirectResponse } from "./payments.ts";
import type {
  BillingPortalResponse,
  CheckoutReturnBody,
  SubscriptionResponse,
  SwitchPlanBody,
  SwitchPlanResponse,
  WebhookResponse,
} from "./subscription.ts";
import type {
  AcceptInvitationResponse,
  InvitationList,
  InvitationSignUpBody,
  InvitationSignUpResponse,
  InvitationSummary,
  InviteInput,
  MemberList,
  MemberSummary,
  PublicInvitation,
  RoleBody,
} from "./team.ts";

/**
 * The account's routes (decision 0047), by the server file that registers them (src/server/account/*.server.ts):
 * the server registers them, the browser calls them. Nothing heavier than strings at run time.
 *
 * Not here: better-auth's own endpoints under /api/auth. The app mounts no catch-all for them; every /api/auth
 * route is one of these, which call better-auth through `auth.api` (the social callback through its handler).
 */
export const accountEndpoints = {
  /** Sign-up, sign-in, sign-out, the session, password reset and e-mail verification (account.server.ts). */
  account: {
    signUp: route("POST", "/api/auth/sign-up").with<{ body: SignUpBody; answer: OkResponse }>(),
    /** The session, or `{ twoFactorRequired }` when a code must come first. */
    signIn: route("POST", "/api/auth/sign-in").with<{ body: SignInBody; answer: SignInResponse }>(),
    signOut: route("POST", "/api/auth/sign-out").with<{ answer: OkResponse }>(),
    /** 401 when signed out; with the optional-session header (./session-probe.ts), the signed-out answer instead. */
    session: route("GET", "/api/auth/session").with<{ answer: SessionResponse | SignedOutSession }>(),
    forgotPassword: route("POST", "/api/auth/forgot-password").with<{ body: ForgotPasswordBody; answer: OkResponse }>(),
    resetPassword: route("POST", "/api/auth/reset-password").with<{ body: ResetPasswordBody; answer: OkResponse }>(),
    /** The e-mail's verification link: a redirect to /signin, followed, not read. */
    verifyEmail: route("GET", "/api/auth/verify-email").with<{ query: VerifyEmailQuery; answer: void }>(),
  },
  /** Social sign-in (social.server.ts). */
  social: {
    providers: route("GET", "/api/auth/providers").with<{ answer: SocialProvidersResponse }>(),
    /** Answers the provider's address to send the browser to. */
    start: route("POST", "/api/auth/social/:provider").with<{ body: SocialSignInBody; answer: SocialSignInResponse }>(),
    /** A provider's form_post answer (Apple): redirected (303) to `callback` with the fields in its query. */
    formPost: route("POST", "/api/auth/callback/:provider").with<{ body: Record<string, string>; answer: void }>(),
    /** The provider's redirect back: signs in and redirects to the landing page (or /signin with an error). */
    callback: route("GET", "/api/auth/callback/:provider").with<{ query: Record<string, string>; answer: void }>(),
  },
  /** Two-factor: setup, enable, disable, new backup codes, and the sign-in's second step (two-factor.server.ts). */
  twoFactor: {
    setup: route("POST", "/api/auth/two-factor/setup").with<{ answer: TwoFactorSetupResponse }>(),
    enable: route("POST", "/api/auth/two-factor/enable").with<{
      body: TwoFactorCodeBody;
      answer: TwoFactorEnableResponse;
    }>(),
    disable: route("POST", "/api/auth/two-factor/disable").with<{
      body: TwoFactorCodeBody;
      answer: TwoFactorDisableResponse;
    }>(),
    backupCodes: route("POST", "/api/auth/two-factor/backup-codes").with<{
      body: TwoFactorCodeBody;
      answer: BackupCodesResponse;
    }>(),
    /** With the pending cookie set by sign-in. */
    verify: route("POST", "/api/auth/two-factor/verify").with<{ body: TwoFactorCodeBody; answer: SessionResponse }>(),
  },
  /** Members and pending invitations of the caller's organization (team.server.ts). */
  team: {
    members: route("GET", "/api/team/members").with<{ answer: MemberList }>(),
    changeRole: route("PATCH", "/api/team/members/:userId").with<{ body: RoleBody; answer: MemberSummary }>(),
    removeMember: route("DELETE", "/api/team/members/:userId").with<{ answer: Deleted }>(),
    invitations: route("GET", "/api/team/invitations").with<{ answer: InvitationList }>(),
    invite: route("POST", "/api/team/invitations").with<{ body: InviteInput; answer: InvitationSummary }>(),
    resendInvitation: route("POST", "/api/team/invitations/:id/resend").with<{ answer: InvitationSummary }>(),
    revokeInvitation: route("DELETE", "/api/team/invitations/:id").with<{ answer: Deleted }>(),
  },
  /** The invitation link's side (invitations.server.ts). */
  invitations: {
    one: route("GET", "/api/invitations/:token").with<{ answer: PublicInvitation }>(),
    accept: route("POST", "/api/invitations/:token/accept").with<{ answer: AcceptInvitationResponse }>(),
    signUp: route("POST", "/api/invitations/:token/sign-up").with<{
      body: InvitationSignUpBody;
      answer: InvitationSignUpResponse;
    }>(),
  },
  /** The caller's organizations, for switching between them (organizations.server.ts). */
  organizations: {
    list: route("GET", "/api/organizations").with<{ answer: MembershipList }>(),
    switchActive: route("POST", "/api/organizations/active").with<{
      body: SwitchOrganizationBody;
      answer: OkResponse;
    }>(),
  },
  /** The caller's own profile (profile.server.ts). */
  profile: {
    get: route("GET", "/api/profile").with<{ answer: ProfileResponse }>(),
    save: route("PUT", "/api/profile").with<{ body: ProfileUpdateInput; answer: ProfileResponse }>(),
  },
  /** The profile photo (avatar.server.ts). */
  avatar: {
    /** The image itself as the raw request body (sent with `uploadTo`, not `call`). */
    upload: route("PUT", "/api/profile/avatar").with<{ answer: ProfileResponse }>(),
    remove: route("DELETE", "/api/profile/avatar").with<{ answer: ProfileResponse }>(),
    /** A photo (WebP): the address a profile's `avatarUrl` holds, shown, not read. */
    file: route("GET", "/api/avatars/:file").with<{ answer: void }>(),
  },
  /** The organization's company details and logo (company.server.ts). */
  company: {
    get: route("GET", "/api/organization/company").with<{ answer: CompanyResponse }>(),
    save: route("PUT", "/api/organization/company").with<{ body: CompanyUpdateInput; answer: CompanyResponse }>(),
    /** The image itself as the raw request body (sent with `uploadTo`, not `call`). */
    uploadLogo: route("PUT", "/api/organization/company/logo").with<{ answer: CompanyResponse }>(),
    removeLogo: route("DELETE", "/api/organization/company/logo").with<{ answer: CompanyResponse }>(),
    /** The logo (PNG): the address `logoUrl` holds, shown, not read (left out of the OpenAPI document). */
    logo: route("GET", "/api/organization/company/logo/:file").with<{ answer: void }>(),
  },
  /** The Security section: the password and the caller's sessions (security.server.ts). */
  security: {
    changePassword: route("POST", "/api/account/password").with<{
      body: ChangePasswordBody;
      answer: ChangePasswordResponse;
    }>(),
    sessions: route("GET", "/api/account/sessions").with<{ answer: SessionListResponse }>(),
    revokeOthers: route("POST", "/api/account/sessions/revoke-others").with<{ answer: RevokedResponse }>(),
    revokeSession: route("DELETE", "/api/account/sessions/:id").with<{ answer: RevokedResponse }>(),
  },
  /** The caller's notification and integration settings (settings.server.ts). */
  settings: {
    get: route("GET", "/api/settings").with<{ answer: UserSettings }>(),
    save: route("PUT", "/api/settings").with<{ body: UserSettings; answer: UserSettings }>(),
  },
  /** The organization's subscription (subscription.server.ts). */
  subscription: {
    get: route("GET", "/api/subscription").with<{ answer: SubscriptionResponse }>(),
    switchPlan: route("POST", "/api/subscription/plan").with<{ body: SwitchPlanBody; answer: SwitchPlanResponse }>(),
    cancelScheduledChange: route("DELETE", "/api/subscription/scheduled-change").with<{
      answer: SubscriptionResponse;
    }>(),
    cancel: route("POST", "/api/subscription/cancel").with<{ answer: SubscriptionResponse }>(),
    reactivate: route("POST", "/api/subscription/reactivate").with<{ answer: SubscriptionResponse }>(),
    portal: route("POST", "/api/subscription/portal").with<{ answer: BillingPortalResponse }>(),
    checkoutReturn: route("POST", "/api/subscription/checkout-return").with<{
      body: CheckoutReturnBody;
      answer: SubscriptionResponse;
    }>(),
  },
  /** The organization's own Stripe account for its clients' payments (payment-account.server.ts). */
  paymentAccount: {
    get: route("GET", "/api/payments/account").with<{ answer: PaymentAccountResponse }>(),
    connect: route("POST", "/api/payments/account/connect").with<{ answer: RedirectResponse }>(),
  },
  /** The payment provider's webhooks (billing-webhook.server.ts): signed by the provider, no session. */
  paymentWebhook: route("POST", "/api/payments/webhook").with<{ answer: WebhookResponse }>(),
  /** The organization's personal API tokens, for admins (api-tokens.server.ts). */
  apiTokens: {
    list: route("GET", "/api/organization/api-tokens").with<{ answer: ApiTokenList }>(),
    /** The answer shows the token this once. */
    create: route("POST", "/api/organization/api-tokens").with<{ body: ApiTokenInput; answer: CreatedApiToken }>(),
    revoke: route("DELETE", "/api/organization/api-tokens/:id").with<{ answer: Deleted }>(),
  },
};
