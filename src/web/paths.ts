/** Every address the front end links to, in one place. */
export const PATHS = {
  home: "/",
  about: "/about",
  contact: "/contact",
  features: "/features",
  pricing: "/subscription",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  updatePassword: "/update-password",
  dashboard: "/dashboard",
} as const;

export const signUpForPlan = (plan: string) => `${PATHS.signUp}?plan=${encodeURIComponent(plan)}`;
