// An organization that may not write (decision 0048): the words and codes the server and the browser share. Apart
// from the contracts so that the browser's first bundle can know them without zod.

/** Why an organization may not write now (decision 0048): everything stays readable and exportable. */
export const STANDING_REASONS = ["trial_ended", "payment_failed", "canceled"] as const;
export type StandingReason = (typeof STANDING_REASONS)[number];
/** What is coming: a trial's end, a failed payment's grace, a canceled subscription's end. */
export const STANDING_WARNINGS = ["trial", "past_due", "canceling"] as const;

/** The error code of a write refused because the organization may not write (HTTP 402). */
export const READ_ONLY = "READ_ONLY";

/** The banner's and the refusal's words for a read-only organization. */
export const READ_ONLY_MSG: Record<StandingReason, string> = {
  trial_ended:
    "Your free trial has ended. Everything stays readable and exportable; subscribe to a plan in Account Settings to keep working.",
  payment_failed:
    "Your last payment failed. Everything stays readable and exportable; update your card in Account Settings to keep working.",
  canceled:
    "Your subscription has ended. Everything stays readable and exportable; reactivate it in Account Settings to keep working.",
};
