/**
 * What global setup tells the test workers (it runs in the runner process; workers are forked after it and
 * inherit its environment).
 */
export const ENV_BASE_URL = "E2E_BASE_URL";
export const ENV_MAIL_DIR = "E2E_MAIL_DIR";
/** The local OpenID provider standing in for Google. */
export const ENV_OIDC_ISSUER = "E2E_OIDC_ISSUER";
/** The fake Stripe (src/server/testing/fake-stripe.ts): its Checkout, portal and invoice pages are under it. */
export const ENV_STRIPE_URL = "E2E_STRIPE_URL";
/** The fake Slack (src/server/testing/fake-slack.ts): `POST /__fake/webhooks` makes a webhook, `GET /__fake/posts` reads it. */
export const ENV_SLACK_URL = "E2E_SLACK_URL";

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite with \`npx playwright test\` (e2e/global-setup.ts sets it).`);
  return value;
}

export const appUrl = (): string => required(ENV_BASE_URL);
export const mailDir = (): string => required(ENV_MAIL_DIR);
export const oidcIssuer = (): string => required(ENV_OIDC_ISSUER);
export const stripeUrl = (): string => required(ENV_STRIPE_URL);
export const slackUrl = (): string => required(ENV_SLACK_URL);

/** One e-mail as the local SMTP server stored it. */
export type StoredMail = {
  id: string;
  receivedAt: number;
  /** Envelope recipients (RCPT TO), lowercased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
};
