import { TRIAL_DAYS } from "../../shared/plans.ts";

/** The pricing page's questions and answers (spec: Pricing FAQ). */
export const PRICING_FAQ = [
  {
    q: `How does the ${TRIAL_DAYS}-day free trial work?`,
    a: `Every plan starts with a ${TRIAL_DAYS}-day free trial with full access to that plan's features. Pick a plan, create your account and start working right away.`,
  },
  {
    q: "Do I need a credit card to sign up?",
    a: "No. You can sign up and use BuildOps during the trial without entering any payment details.",
  },
  {
    q: "When do I enter my payment information?",
    a: "Payment information is requested after the trial, when you decide to keep your subscription. You are never charged during the free trial.",
  },
  {
    q: "What happens when my trial ends?",
    a: "We'll ask you to add payment information to continue on your plan. If you decide not to continue, you won't be charged.",
  },
  {
    q: "Can I change my plan later?",
    a: "Yes. You can switch plans at any time from your account settings. Plan changes apply at the next billing cycle.",
  },
  {
    q: "Can I cancel at any time?",
    a: "Yes. If you cancel, your subscription stays active until the end of the current billing period and is not renewed after that.",
  },
] as const;
