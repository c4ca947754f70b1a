import { z } from "zod";
import { MSG } from "../messages.ts";
import { standing } from "./subscription.ts";
import { PLAN_IDS } from "../plans.ts";
import { FEATURE_NAMES } from "../plan-features.ts";
import { ROLES } from "../roles.ts";

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

const email = z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address.").max(254));
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, MSG.weakPassword.message)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

export const signUpBody = z
  .object({
    fullName: z.string().trim().min(1, "Please enter your full name.").max(120),
    companyName: z.string().trim().max(160).optional(),
    email,
    password,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
    plan: z.string().max(40).optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: MSG.passwordMismatch.message,
    path: ["confirmPassword"],
  });
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email,
  password: z.string().min(1, "Please enter your password.").max(MAX_PASSWORD_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const resetPasswordBody = z
  .object({
    token: z.string().min(1).max(512),
    password,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: MSG.updatePasswordMismatch.message,
    path: ["confirmPassword"],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const verifyEmailQuery = z.object({ token: z.string().min(1).max(4096) });
export type VerifyEmailQuery = z.input<typeof verifyEmailQuery>;

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
});

export const sessionOrganization = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLAN_IDS).nullable(),
  subscriptionStatus: z.string().nullable(),
  /** The plan features the organization may use now (to read, at least: see standing). */
  features: z.array(z.enum(FEATURE_NAMES)),
  /** Whether it may write now, and what is coming (decision 0048): the shell's banner. */
  standing,
});

export const sessionResponse = z.object({
  user: sessionUser,
  organization: sessionOrganization.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** What the session route answers a signed-out caller who sent the optional-session header (./session-probe.ts). */
export const signedOutSession = z.object({ user: z.null(), organization: z.null() });

export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;
