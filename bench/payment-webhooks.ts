import autocannon from "autocannon";
import { startServer, type ServerProcess } from "./server-process.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { signedInCookie } from "./bench-user.ts";
import type { ScratchDatabase } from "./scratch-postgres.ts";
import { startTestStripe, stripeEnv } from "../src/server/testing/billing-test-app.ts";
import type { StripeEvent } from "../src/server/testing/fake-stripe.ts";

export type WebhookFigures = {
  events: number;
  organizations: number;
  concurrency: number;
  p50: number;
  p99: number;
  max: number;
  repeatP99: number;
  failures: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Posts every event once, signed as Stripe signs them, over `concurrency` connections (autocannon, the load
 * generator the other benches use: a lean client, so the figures are the server's). Answers each answer's time.
 */
async function deliverAll(
  url: string,
  events: readonly StripeEvent[],
  sign: (body: string) => string,
  concurrency: number,
): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: concurrency,
        amount: events.length,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const body = JSON.stringify(events[next++ % events.length]);
              return {
                ...request,
                body,
                headers: { "content-type": "application/json", "stripe-signature": sign(body) },
              };
            },
          },
        ],
      },
      (err: unknown, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) failures += 1;
    });
  });
  return { times: times.sort((a, b) => a - b), failures };
}

/**
 * The payment provider's webhooks on PostgreSQL (issue 28: p99 under 50 ms with 10 concurrent deliveries): a real
 * server process against a fake Stripe; `organizations` subscribe through Checkout, then all renew, all fail and all
 * recover, `cycles` times, with the deliveries held, and the held events (subscription updates and invoices, each
 * read back from the provider under its row's lock) are delivered 10 at a time. Then all of them again: repeats,
 * which change nothing.
 */
export async function measurePaymentWebhooks(
  scratch: ScratchDatabase,
  dataDir: string,
  organizations = 10,
  cycles = 30,
  concurrency = 10,
): Promise<WebhookFigures> {
  const stripe = await startTestStripe();
  const smtp = await startSmtpCatcher();
  let server: ServerProcess | undefined;
  try {
    server = await startServer(
      {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        RATE_LIMIT_FACTOR: "1000",
        DATABASE_URL: scratch.url,
        ...stripeEnv(stripe),
      },
      60_000,
    );
    const base = server.url;
    stripe.setDeliverTo(`${base}/api/payments/webhook`);
    const subscriptions: string[] = [];
    for (let i = 0; i < organizations; i += 1) {
      const cookie = await signedInCookie(base, smtp, "basic");
      const res = await fetch(`${base}/api/subscription/plan`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ plan: "professional" }),
      });
      const { checkoutUrl } = (await res.json()) as { checkoutUrl: string | null };
      const sessionId = new URL(checkoutUrl ?? "").pathname.split("/").pop() ?? "";
      await stripe.completeCheckout(sessionId);
      const subscription = stripe.get(sessionId)?.subscription;
      if (typeof subscription !== "string") throw new Error("checkout made no subscription");
      if (stripe.get(subscription)?.status === "trialing") await stripe.endTrial(subscription);
      subscriptions.push(subscription);
    }
    stripe.setDeliverTo(undefined);
    // In the order of the fake's clock, as Stripe would send them: every organization renews, then every one's
    // next renewal fails, then every one recovers (one subscription's news of months apart never arrive together).
    // One cycle more than measured: its events warm the server up (its pool's connections, the compiled code).
    const events: StripeEvent[][] = [];
    for (let c = 0; c <= cycles; c += 1) {
      for (const id of subscriptions) await stripe.renew(id);
      for (const id of subscriptions) await stripe.failPayment(id);
      for (const id of subscriptions) await stripe.recover(id);
      events.push(stripe.pending.splice(0));
    }
    const [warmUp = [], ...measured] = events;
    const held = measured.flat();
    stripe.setDeliverTo(`${base}/api/payments/webhook`);
    // Posted here, several at once as Stripe does (the fake's own `deliver` sends one at a time, in order).
    const url = `${base}/api/payments/webhook`;
    const sign = (body: string) => stripe.sign(body);
    await deliverAll(url, warmUp, sign, concurrency);
    const first = await deliverAll(url, held, sign, concurrency);
    const repeats = await deliverAll(url, held, sign, concurrency);
    return {
      events: held.length,
      organizations,
      concurrency,
      p50: percentile(first.times, 50),
      p99: percentile(first.times, 99),
      max: first.times.at(-1) ?? 0,
      repeatP99: percentile(repeats.times, 99),
      failures: first.failures + repeats.failures,
    };
  } finally {
    await server?.stop();
    await smtp.close();
    await stripe.close();
  }
}
