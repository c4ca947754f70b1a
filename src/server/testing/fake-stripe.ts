import http from "node:http";
import { handleApi } from "./fake-stripe-api.ts";
import { handlePage } from "./fake-stripe-pages.ts";
import * as simulate from "./fake-stripe-simulations.ts";
import type { StripeEvent } from "./fake-stripe-objects.ts";
import { API_VERSION, FakeStripeStore } from "./fake-stripe-store.ts";
import { newId, parseStripeParams, StripeApiError, stripeSignature } from "./fake-stripe-wire.ts";
import { freePort } from "./free-port.ts";

/**
 * A fake Stripe on 127.0.0.1 for tests, which must never reach the internet: it speaks the part of Stripe's HTTP
 * API the product uses (form-encoded requests, Stripe's object shapes and errors, `Stripe-Account` for Connect),
 * serves the pages a browser journey meets (checkout, billing portal, Connect onboarding, invoices), and sends
 * webhooks signed with Stripe's real scheme. The official client talks to it through `clientOptions`.
 *
 * Stripe's side of the story (a customer pays, a month passes, a card fails) happens through the simulations
 * (`completeCheckout`, `renew`, …), which change the objects and send the events Stripe would, in its order.
 * The fake has its own clock (`now()`): renewals move it to the period's end so the objects' dates agree.
 * Signatures use the real time, since receivers check them against theirs.
 */

export type { StripeEvent } from "./fake-stripe-objects.ts";

type DeliverTarget = string | ((body: string, headers: Record<string, string>) => Promise<number>);

export type FakeStripeOptions = {
  /** Price ids the fake knows, with their monthly amount in cents, e.g. { price_basic: 2999, ... }. */
  prices: Record<string, number>;
  /** Signs platform events (no `account`). */
  webhookSecret: string;
  /** Signs Connect events (events that carry `account`); defaults to webhookSecret. */
  connectWebhookSecret?: string;
  /** Where events go: either a URL (POST, like Stripe) or a function (tests that drive Fastify with app.inject). */
  deliverTo?: DeliverTarget;
  /**
   * false: events are queued in `pending` and only sent by `deliver(event)` / `flush()` (to test order and
   * repeats). Default true; with no `deliverTo` yet, events wait in `pending` as well.
   */
  autoDeliver?: boolean;
  port?: number;
};

export type FakeStripeRequest = {
  method: string;
  path: string;
  account: string | null;
  params: Record<string, unknown>;
};

export type FakeStripe = {
  url: string;
  /** Spread into `new Stripe(key, { ...clientOptions })`. */
  clientOptions: { host: string; port: number; protocol: "http" };
  /** Every event created, in order. */
  events: StripeEvent[];
  /** Events not delivered yet (autoDeliver false, or no target yet). */
  pending: StripeEvent[];
  /** Every delivery attempt that got an answer: which event, and the receiver's HTTP status. */
  deliveries: Array<{ event: string; type: string; status: number }>;
  /** Every API request received: method, path, Stripe-Account header, parsed body/query. */
  requests: FakeStripeRequest[];
  setDeliverTo(target: FakeStripeOptions["deliverTo"]): void;
  /** (Re)sends one event with a fresh signature (same event id); answers the receiver's HTTP status. */
  deliver(event: StripeEvent): Promise<number>;
  /** Sends all pending events in order; answers statuses. */
  flush(): Promise<number[]>;
  /**
   * Waits for the events API calls caused (sent after the call is answered, as Stripe does); rejects with the
   * first of them that could not be delivered.
   */
  idle(): Promise<void>;
  /** The signature header Stripe would send for a body (for tests that forge or tamper). */
  sign(body: string, secret?: string, timestamp?: number): string;
  /** The fake's clock, unix seconds: real time plus how far renewals have moved it. */
  now(): number;
  completeCheckout(sessionId: string): Promise<void>;
  /** Next period: +30 days, a paid invoice. */
  renew(subscriptionId: string): Promise<void>;
  /** The renewal fails: an open invoice, status past_due. */
  failPayment(subscriptionId: string): Promise<void>;
  /** The failed invoice is paid: status active. */
  recover(subscriptionId: string): Promise<void>;
  /** The period ends: canceled with cancel_at_period_end (customer.subscription.deleted), else a renewal. */
  endPeriod(subscriptionId: string): Promise<void>;
  /** trialing → active, first paid invoice. */
  endTrial(subscriptionId: string): Promise<void>;
  /** Connect onboarding done: charges_enabled, details_submitted → account.updated (Connect event). */
  enableAccount(accountId: string): Promise<void>;
  /** charge.refunded (a Connect event when the payment was on an account); the whole remainder by default. */
  refund(paymentIntentId: string, amountCents?: number): Promise<void>;
  dispute(paymentIntentId: string): Promise<void>;
  /** Objects by id for assertions. */
  get(id: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
};

const header = (req: http.IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return typeof value === "string" && value !== "" ? value : null;
};

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const store = new FakeStripeStore(url, options.prices);
  const autoDeliver = options.autoDeliver ?? true;
  const connectSecret = options.connectWebhookSecret ?? options.webhookSecret;
  const pending: StripeEvent[] = [];
  const deliveries: FakeStripe["deliveries"] = [];
  const requests: FakeStripeRequest[] = [];
  let target = options.deliverTo;
  // Deliveries go one at a time, in the order they were asked for, whoever asks.
  let queue: Promise<unknown> = Promise.resolve();
  const failures: unknown[] = [];

  const sign = (body: string, secret = options.webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
    stripeSignature(body, secret, timestamp);

  async function post(event: StripeEvent): Promise<number> {
    const to = target;
    if (!to) throw new Error("fake Stripe: no deliverTo to send events to (setDeliverTo)");
    const body = JSON.stringify(event);
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": sign(body, event.account ? connectSecret : options.webhookSecret),
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    };
    let status: number;
    if (typeof to === "string") {
      const res = await fetch(to, { method: "POST", body, headers, signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      status = res.status;
    } else status = await to(body, headers);
    deliveries.push({ event: event.id, type: event.type, status });
    const index = pending.findIndex((e) => e.id === event.id);
    if (index >= 0) pending.splice(index, 1);
    return status;
  }

  function deliver(event: StripeEvent): Promise<number> {
    const result = queue.then(() => post(event));
    queue = result.catch(() => undefined);
    return result;
  }

  /** Simulations: each event is delivered (and awaited) in order, or waits in `pending`. */
  async function send(events: StripeEvent[]): Promise<void> {
    for (const event of events) {
      if (autoDeliver && target) await deliver(event);
      else pending.push(event);
    }
  }

  /** API calls: the events go out after the answer; `idle()` waits for them. */
  function sendLater(events: StripeEvent[]): void {
    for (const event of events) {
      if (autoDeliver && target) deliver(event).catch((err: unknown) => failures.push(err));
      else pending.push(event);
    }
  }

  const world = { store, send };
  const actions = {
    completeCheckout: (id: string) => simulate.completeCheckout(world, id),
    enableAccount: (id: string) => simulate.enableAccount(world, id),
  };

  async function api(req: http.IncomingMessage, res: http.ServerResponse, method: string, address: URL) {
    const params = parseStripeParams(method === "POST" ? await readBody(req) : address.search.slice(1));
    const account = header(req, "stripe-account");
    requests.push({ method, path: address.pathname, account, params });
    const requestId = newId("req");
    res.setHeader("request-id", requestId);
    res.setHeader("stripe-version", API_VERSION);
    if (account) res.setHeader("stripe-account", account);
    if (!/^Bearer sk_\S+$/.test(header(req, "authorization") ?? "")) {
      const message = "Invalid API Key provided: the fake Stripe expects an `Authorization: Bearer sk_…` header.";
      return json(res, 401, { error: { type: "invalid_request_error", message } });
    }
    try {
      const request = { id: requestId, idempotency_key: header(req, "idempotency-key") };
      const answer = handleApi({ store, method, path: address.pathname, params, account, request });
      json(res, 200, answer.body);
      sendLater(answer.events);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      json(res, err.status, err.body());
    }
  }

  const server = http.createServer((req, res) => {
    const method = req.method ?? "GET";
    const address = new URL(req.url ?? "/", url);
    const isApi = address.pathname.startsWith("/v1/");
    // The pages' forms carry no fields: their bodies are drained unread.
    if (!isApi) req.resume();
    const work = isApi ? api(req, res, method, address) : handlePage(store, actions, method, address.pathname, res);
    work.catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      if (!res.headersSent) json(res, 500, { error: { type: "api_error", message } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    url,
    clientOptions: { host: "127.0.0.1", port, protocol: "http" },
    events: store.events,
    pending,
    deliveries,
    requests,
    setDeliverTo: (next) => {
      target = next;
    },
    deliver,
    flush: async () => {
      const statuses: number[] = [];
      for (let next = pending[0]; next; next = pending[0]) statuses.push(await deliver(next));
      return statuses;
    },
    idle: async () => {
      // Deliveries may queue more while it waits (a receiver that calls the API back).
      for (let last = queue; ; last = queue) {
        await last;
        if (last === queue) break;
      }
      if (failures.length > 0) throw failures.splice(0)[0];
    },
    sign,
    now: () => store.now(),
    completeCheckout: actions.completeCheckout,
    renew: (id) => simulate.renew(world, id),
    failPayment: (id) => simulate.failPayment(world, id),
    recover: (id) => simulate.recover(world, id),
    endPeriod: (id) => simulate.endPeriod(world, id),
    endTrial: (id) => simulate.endTrial(world, id),
    enableAccount: actions.enableAccount,
    refund: (id, amountCents) => simulate.refund(world, id, amountCents),
    dispute: (id) => simulate.dispute(world, id),
    get: (id) => store.get(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
