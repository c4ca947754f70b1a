import { z } from "zod";

/** The social sign-in providers (spec: google, apple) and their display names. */
export const SOCIAL_PROVIDERS = { google: "Google", apple: "Apple" } as const;
export type SocialProviderId = keyof typeof SOCIAL_PROVIDERS;
export const SOCIAL_PROVIDER_IDS = Object.keys(SOCIAL_PROVIDERS) as SocialProviderId[];

export const socialProviderParams = z.object({
  provider: z.enum(SOCIAL_PROVIDER_IDS as [SocialProviderId, ...SocialProviderId[]]),
});

export const socialProvidersResponse = z.object({
  providers: z.array(
    z.object({
      id: z.enum(SOCIAL_PROVIDER_IDS as [SocialProviderId, ...SocialProviderId[]]),
      name: z.string(),
      configured: z.boolean(),
    }),
  ),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>;

export const socialSignInBody = z.object({
  /** The plan chosen on the pricing or sign-up page; a new user's organization starts its trial on it. */
  plan: z.string().max(40).optional(),
  /** Where to go after signing in (a path of this site); /dashboard otherwise. */
  next: z.string().max(2000).optional(),
});
export type SocialSignInBody = z.infer<typeof socialSignInBody>;

/** Where the browser goes next: the provider's authorization page. */
export const socialSignInResponse = z.object({ url: z.string() });
export type SocialSignInResponse = z.infer<typeof socialSignInResponse>;

/** Spec: 'Error signing in with {provider}'. */
export const socialErrorTitle = (provider: string) => `Error signing in with ${provider}`;

export const providerName = (id: string): string =>
  id in SOCIAL_PROVIDERS ? SOCIAL_PROVIDERS[id as SocialProviderId] : "the provider";

/** The message for a failed social sign-in, from the error code the callback brings back to /signin. */
export function socialErrorMessage(code: string | null, provider: string): string {
  switch (code) {
    case "not_configured":
      return `${provider} sign-in is not configured on this server.`;
    case "unavailable":
      return `${provider} sign-in is unavailable right now. Please try again later.`;
    case "email_not_verified":
      return "Please verify your email address before signing in. Check your inbox for the verification link.";
    case "account_not_linked":
      return `An account with this email already exists. Sign in with your password (after verifying your email) and ${provider} sign-in will work for it too, once ${provider} confirms the address.`;
    case "access_denied":
      return `${provider} sign-in was cancelled.`;
    case "email_not_found":
      return `${provider} did not share an email address.`;
    case "state_mismatch":
    case "state_not_found":
    case "state_invalid":
    case "please_restart_the_process":
      return "The sign-in took too long or was started in another browser. Please try again.";
    case "signup_disabled":
      return "No account exists for this email.";
    default:
      return "An unexpected error occurred.";
  }
}
