import type { Invoice, Kind, Kinds, Price, StripeEvent, StripeObject, Subscription } from "./fake-stripe-objects.ts";
import { type Metadata, missing, newId, previousAttributes } from "./fake-stripe-wire.ts";

/**
 * The fake Stripe server's state (see fake-stripe.ts): its objects and who owns each (the platform or a connected
 * account), the fake's clock and the events it records.
 */

export const API_VERSION = "2026-10-28.endive";
export const DAY = 86_400;
/** A billing period: the fake's months are 30 days. */
export const PERIOD = 30 * DAY;

/** What a checkout session was created with that its object does not show, for completing it. */
export type CheckoutPlan = {
  price: Price | null;
  quantity: number;
  trialEnd: number | null;
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
  description: string;
};

export type EventOptions = {
  /** The object before the change, for `previous_attributes`. */
  before?: Record<string, unknown>;
  /** Overrides the owner of the object (account.updated happens on the account itself). */
  account?: string | null;
  request?: StripeEvent["request"];
};

export class FakeStripeStore {
  readonly base: string;
  readonly events: StripeEvent[] = [];
  readonly plans = new Map<string, CheckoutPlan>();
  /** The latest account link of each account: where "Finish onboarding" returns. */
  readonly accountLinks = new Map<string, { returnUrl: string | null; refreshUrl: string | null }>();
  private readonly prices: Record<string, number>;
  private readonly objects = new Map<string, StripeObject>();
  private readonly owners = new Map<string, string>();
  private offset = 0;
  private invoiceCount = 0;

  constructor(base: string, prices: Record<string, number>) {
    this.base = base;
    this.prices = prices;
  }

  /** The fake's clock: real time plus how far simulations have moved it (unix seconds). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  /** Moves the clock forward to `time` (never back), so renewals happen when their period ends. */
  advanceTo(time: number): void {
    const now = this.now();
    if (time > now) this.offset += time - now;
  }

  price(id: string): Price | undefined {
    const amount = this.prices[id];
    if (amount === undefined) return undefined;
    return {
      id,
      object: "price",
      unit_amount: amount,
      currency: "usd",
      recurring: { interval: "month", interval_count: 1 },
    };
  }

  put<T extends StripeObject>(object: T, account: string | null): T {
    this.objects.set(object.id, object);
    if (account) this.owners.set(object.id, account);
    return object;
  }

  get(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  ownerOf(id: string): string | null {
    return this.owners.get(id) ?? null;
  }

  list<K extends Kind>(kind: K): Array<Kinds[K]> {
    return [...this.objects.values()].filter((o): o is Kinds[K] => o.object === kind);
  }

  /**
   * The object of that kind, else a Stripe 404. `account` is whose request reads it (null: the platform's), and
   * objects of another owner are missing to it as on Stripe; simulations pass `undefined` to reach any object.
   * `param` names the parameter that referred to it (a 400 then, not a 404).
   */
  find<K extends Kind>(kind: K, id: string, account?: string | null, param?: string): Kinds[K] {
    const object = this.objects.get(id);
    const owned = account === undefined || this.ownerOf(id) === account;
    if (!object || object.object !== kind || !owned) throw missing(kind.replace(/[._]/g, " "), id, param);
    return object as Kinds[K];
  }

  event(type: string, object: StripeObject, options: EventOptions = {}): StripeEvent {
    const snapshot: Record<string, unknown> = structuredClone(object);
    const account = options.account === undefined ? this.ownerOf(object.id) : options.account;
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: this.now(),
      type,
      data: options.before
        ? { object: snapshot, previous_attributes: previousAttributes(options.before, snapshot) }
        : { object: snapshot },
      livemode: false,
      pending_webhooks: 1,
      request: options.request ?? { id: null, idempotency_key: null },
      ...(account ? { account } : {}),
    };
    this.events.push(event);
    return event;
  }

  /** A finalized invoice for the subscription's items over [start, end), paid or left open. */
  invoice(subscription: Subscription, reason: Invoice["billing_reason"], paid: boolean, start: number, end: number) {
    const id = newId("in");
    const now = this.now();
    const amount = subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    this.invoiceCount += 1;
    const invoice: Invoice = {
      id,
      object: "invoice",
      customer: subscription.customer,
      subscription: subscription.id,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      status: paid ? "paid" : "open",
      attempted: true,
      attempt_count: 1,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: subscription.currency,
      created: now,
      period_start: start,
      period_end: end,
      number: `FAKE-${String(this.invoiceCount).padStart(4, "0")}`,
      hosted_invoice_url: `${this.base}/invoices/${id}`,
      invoice_pdf: `${this.base}/invoices/${id}.pdf`,
      billing_reason: reason,
      status_transitions: { finalized_at: now, paid_at: paid ? now : null },
      lines: {
        object: "list",
        data: subscription.items.data.map((item) => ({
          id: newId("il"),
          object: "line_item",
          amount: item.price.unit_amount * item.quantity,
          currency: item.price.currency,
          quantity: item.quantity,
          period: { start, end },
          pricing: { type: "price_details", price_details: { price: item.price.id } },
        })),
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
    };
    return this.put(invoice, this.ownerOf(subscription.id));
  }

  /**
   * A new billing period from `start` (a renewal, a trial's end): every item moves to it and its invoice, paid or
   * failed, becomes the latest.
   */
  billPeriod(subscription: Subscription, start: number, paid: boolean): Invoice {
    const end = start + PERIOD;
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    const invoice = this.invoice(subscription, "subscription_cycle", paid, start, end);
    subscription.latest_invoice = invoice.id;
    subscription.status = paid ? "active" : "past_due";
    return invoice;
  }
}
