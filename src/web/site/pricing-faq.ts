import { TRIAL_DAYS } from "../../shared/plans.ts";

/**
 * The pricing page's questions and answers, as the spec's FAQ says them: payment information is asked for after
 * the trial, and plan changes apply at the next billing cycle (decision 0048).
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
    q: "When do I pay?",
    a: "Payment information is requested after the trial: subscribe by card through our payment provider's secure checkout, before or when the trial ends, and the first charge comes when the trial is over. A trial that ends without payment details keeps your data readable and exportable.",
  },
  {
    q: "Can I change my plan later?",
    a: "Yes. An admin of your organization switches plans in Account Settings. Plan changes apply at the next billing cycle; during the trial, at once.",
  },
  {
    q: "Can I cancel at any time?",
    a: "Yes. If you cancel, your subscription ends with its current period and is not renewed; an admin can reactivate it in Account Settings until then.",
  },
] as const;
