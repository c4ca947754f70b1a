import { z } from "zod";

/** The words of the organization's online payments (decision 0048). */
export const PAYMENTS_MSG = {
  unavailable: "Online payments are not set up on this server.",
  notConnected: "Connect your Stripe account in Account Settings to take payments online.",
  notReady: "Your Stripe account cannot take payments yet: finish its setup in Account Settings.",
} as const;

/** The organization's own Stripe account, as Account Settings shows it. */
export const paymentAccountResponse = z.object({
  /** Whether this server takes clients' payments at all. */
  available: z.boolean(),
  connected: z.boolean(),
  /** Whether the provider lets the account take payments now. */
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  canManage: z.boolean(),
});
export type PaymentAccountResponse = z.infer<typeof paymentAccountResponse>;

/** Where to go next: the provider's onboarding, or its page for a client's payment. */
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;
