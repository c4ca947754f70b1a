import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { organization } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/organization/access";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Mailer } from "./mail.ts";
import { CLIENT_IP_HEADER } from "./http.ts";
import { ensureWorkspace } from "../account/workspace.queries.ts";
import { workspaceForNewUser } from "../account/invited-sign-up.ts";
import { existingAccountEmail, passwordResetEmail, verificationEmail } from "../account/emails.ts";
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from "../../shared/contracts/account.ts";

const ac = createAccessControl(defaultStatements);
const roles = {
  admin: ac.newRole({ organization: ["update"], member: ["create", "update", "delete"], invitation: ["create", "cancel"] }),
  member: ac.newRole({ organization: [], member: [], invitation: [] }),
  viewer: ac.newRole({ organization: [], member: [], invitation: [] }),
};

const DAY_S = 24 * 60 * 60;

export type AuthDeps = { db: Db; mailer: Mailer; appUrl: string; secret: string; log: FastifyBaseLogger };

export function createAuth({ db, mailer, appUrl, secret, log }: AuthDeps) {
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
    plugins: [organization({ ac, roles, creatorRole: "admin", allowUserToCreateOrganization: false })],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // An invited person joins the inviting organization instead (sign-up through an invitation link).
            await workspaceForNewUser(db, user.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const organizationId = await ensureWorkspace(db, session.userId);
            return { data: { ...session, activeOrganizationId: organizationId } };
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === "error" ? log.error.bind(log) : level === "warn" ? log.warn.bind(log) : log.debug.bind(log);
        fn({ args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
