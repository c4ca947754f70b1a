import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth, organization } from "better-auth/plugins";
import type { GenericOAuthConfig } from "better-auth/plugins";
import { getOAuthState } from "better-auth/api";
import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/organization/access";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Mailer } from "./mail.ts";
import { CLIENT_IP_HEADER } from "./http.ts";
import { ensureWorkspace } from "../account/workspace.queries.ts";
import { addressProvedByInvitation, workspaceForNewUser } from "../account/invited-sign-up.ts";
import { existingAccountEmail, passwordResetEmail, verificationEmail } from "../account/emails.ts";
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from "../../shared/contracts/account.ts";
import type { SocialProviderConfig } from "../config.ts";
import { isPlanId, type PlanId } from "../../shared/plans.ts";
import { SOCIAL_PROVIDERS, type SocialProviderId } from "../../shared/contracts/social.ts";
import { setPlanIfUnset } from "../account/social.queries.ts";
import { forgetResetLinks } from "../account/tokens.queries.ts";

const ac = createAccessControl(defaultStatements);
const roles = {
  admin: ac.newRole({
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
  }),
  member: ac.newRole({ organization: [], member: [], invitation: [] }),
  viewer: ac.newRole({ organization: [], member: [], invitation: [] }),
};

const DAY_S = 24 * 60 * 60;

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  /** Google and Apple over OpenID Connect; an unset provider is not registered. */
  social?: Partial<Record<SocialProviderId, SocialProviderConfig | null>>;
};

/**
 * The OpenID Connect client of one social provider (better-auth's generic OAuth plugin, endpoints found by
 * discovery from the issuer): authorization code with PKCE and a nonce-bound, JWKS-verified ID token.
 * Apple answers with a cross-site POST (`response_mode=form_post`) and knows no `profile` scope, only `name`.
 */
function oidcProvider(id: SocialProviderId, c: SocialProviderConfig): GenericOAuthConfig {
  const apple = id === "apple";
  return {
    providerId: id,
    name: SOCIAL_PROVIDERS[id],
    discoveryUrl: `${c.issuer}/.well-known/openid-configuration`,
    requireIdTokenVerification: true,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    scopes: apple ? ["openid", "email", "name"] : ["openid", "email", "profile"],
    pkce: true,
    responseMode: apple ? "form_post" : undefined,
    // A provider's address that it has not verified neither signs in nor links (the user is kept, unverified,
    // and gets our verification e-mail, as an e-mail sign-up does).
    requireEmailVerification: true,
  };
}

/** The plan chosen before a social sign-in (`oauth_plan`), carried through the OAuth state; null elsewhere. */
async function oauthPlan(): Promise<PlanId | null> {
  try {
    const plan = (await getOAuthState())?.plan;
    return typeof plan === "string" && isPlanId(plan) ? plan : null;
  } catch {
    // Not inside a better-auth request (e.g. a session made after a two-factor code).
    return null;
  }
}

export function createAuth({ db, mailer, appUrl, secret, log, social = {} }: AuthDeps) {
  const oidcProviders = (Object.keys(SOCIAL_PROVIDERS) as SocialProviderId[]).flatMap((id) => {
    const c = social[id];
    return c ? [oidcProvider(id, c)] : [];
  });
  return betterAuth({
    appName: "BuildOps",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        organization: schema.organizations,
        member: schema.members,
        invitation: schema.invitations,
      },
    }),
    user: {
      additionalFields: {
        companyName: { type: "string", required: false, input: true },
        selectedPlan: { type: "string", required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: DAY_S,
      revokeSessionsOnPasswordReset: true,
      // Same answer to the visitor as a new sign-up (no enumeration); the owner learns of the attempt.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountEmail(user.email, user.name, `${appUrl}/signin`, `${appUrl}/forgot-password`));
      },
      // The other links a user asked for stop working once one of them (or a change) has set the password.
      onPasswordReset: async ({ user }) => {
        await forgetResetLinks(db, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/update-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in with the right password but an unverified address sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 3 * DAY_S,
      sendVerificationEmail: async ({ user, token }) => {
        // Someone who signed up through an invitation link has proved the address by opening it.
        if (addressProvedByInvitation(user.id)) return;
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: 30 * DAY_S,
      updateAge: DAY_S,
    },
    // Our own database-backed limiter guards the auth routes (shared by every process).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: appUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Errors of the social callback land on the sign-in page (the route adds which provider).
    onAPIError: { errorURL: `${appUrl}/signin` },
    account: {
      // A social account joins an existing user only when both the provider and we have verified the address
      // (better-auth's defaults, spelled out: never link on an unverified e-mail).
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    plugins: [
      organization({ ac, roles, creatorRole: "admin", allowUserToCreateOrganization: false }),
      ...(oidcProviders.length > 0 ? [genericOAuth({ config: oidcProviders })] : []),
    ],
    databaseHooks: {
      user: {
        create: {
          // A first social sign-in keeps the plan chosen on the pricing or sign-up page (spec: oauth_plan).
          before: async (user) => {
            const plan = await oauthPlan();
            return plan && !user.selectedPlan ? { data: { ...user, selectedPlan: plan } } : { data: user };
          },
          after: async (user) => {
            // An invited person joins the inviting organization instead (sign-up through an invitation link).
            await workspaceForNewUser(db, user.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            // An existing user without a chosen plan keeps the one a social sign-in brought (spec: oauth_plan).
            const plan = await oauthPlan();
            if (plan) await setPlanIfUnset(db, session.userId, plan);
            const organizationId = await ensureWorkspace(db, session.userId);
            return { data: { ...session, activeOrganizationId: organizationId } };
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn =
          level === "error" ? log.error.bind(log) : level === "warn" ? log.warn.bind(log) : log.debug.bind(log);
        fn({ args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
