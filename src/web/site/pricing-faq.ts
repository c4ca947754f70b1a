import { TRIAL_DAYS } from "../../shared/plans.ts";

/**
 * The pricing page's questions and answers. The spec's FAQ speaks of payment after the trial and changes at the
 * next billing cycle; the product takes no payment yet and applies a switch at once (README), so the answers
 * say what it does.
 */
export const PRICING_FAQ = [
  {
    q: `How does the ${TRIAL_DAYS}-day free trial work?`,
    a: `Every plan starts with a ${TRIAL_DAYS}-day free trial with full access to that plan's features. Pick a plan, create your account and start working right away.`,
  },
  {
    q: "Do I need a credit card to sign up?",
    a: "No. You sign up and use BuildOps without entering any payment details.",
  },
  {
    q: "Do I pay anything yet?",
    a: "No payment is taken yet: BuildOps records your plan and its trial, but charges nothing and asks for no payment details, during the trial or after it.",
  },
  {
    q: "Can I change my plan later?",
    a: "Yes. An admin of your organization switches plans at any time in Account Settings. A switch takes effect at once: the new plan and its limits apply right away, for a new 30-day period.",
  },
  {
    q: "Can I cancel at any time?",
    a: "Yes. If you cancel, your subscription ends with its current period and is not renewed; an admin can reactivate it in Account Settings.",
  },
] as const;
