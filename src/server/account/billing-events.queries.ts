import type { Db } from "../db/client.ts";
import { paymentEvents } from "../db/schema/index.ts";
import type { Mail, Mailer } from "../platform/mail.ts";
import type { PaymentEvent } from "../platform/payments/provider.ts";
import type { Tx } from "./entitlements.queries.ts";
import {
  applyClaimedSubscription,
  billingContacts,
  saveInvoice,
  type Payments,
  type SubscriptionRef,
  type SubscriptionSource,
} from "./billing-state.queries.ts";
import { paymentFailedEmail } from "./billing-emails.ts";

/** A module's handler for the events of its own (client payments); answers the e-mails to send once it is applied. */
export type PaymentEventHandler = (tx: Tx, event: PaymentEvent) => Promise<Mail[]>;

export type EventDeps = {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  appUrl: string;
  /** Events from connected accounts (clients' payments) go to the module that takes them. */
  onConnectedEvent?: PaymentEventHandler;
};

/** The statement that claims an event: its id, once, in `payment_events`; it answers the id to the claiming delivery. */
const claimOf = (db: Db | Tx, event: PaymentEvent, now: Date) =>
  db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, account: event.account, createdAt: event.createdAt, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });

/**
 * Applies one verified event once, however often and in whatever order it arrives (decision 0048): the event's
 * id is claimed in the same transaction as its effects, so a repeat, even a concurrent one, finds it claimed and
 * changes nothing, and a failure leaves it unclaimed for the provider's retry. A subscription's state is read
 * back from the provider under its row's lock, so an old event applies today's state. An invoice of our own, the
 * most frequent news, is claimed and kept by one statement (atomic as a transaction, in one round trip). E-mails
 * are recorded once it is committed. Answers whether this delivery applied it.
 */
export async function applyPaymentEvent(deps: EventDeps, event: PaymentEvent, now = new Date()): Promise<boolean> {
  const { db, payments, onConnectedEvent } = deps;
  if (event.account !== null && !onConnectedEvent) return false;
  if (event.account === null && event.kind === "invoice") {
    // A failed renewal's admins are read meanwhile, on another connection (they are told only if it was kept).
    const failed = event.outcome === "failed";
    const [organizationId, contacts] = await Promise.all([
      saveInvoice(db, event.invoice, claimOf(db, event, now).getSQL()),
      failed ? billingContacts(db, { customerId: event.invoice.customerId }) : null,
    ]);
    if (organizationId && contacts)
      await Promise.all(
        contacts.emails.map((to) => deps.mailer.send(paymentFailedEmail(to, contacts.name, deps.appUrl))),
      );
    return organizationId !== null;
  }
  const mails: Mail[] = [];
  const applied = await db.transaction(async (tx) => {
    if (event.account === null) return applyOwnEvent(tx, payments, event, claimOf(tx, event, now), now);
    const [claimed] = await claimOf(tx, event, now);
    if (!claimed) return false;
    mails.push(...((await onConnectedEvent?.(tx, event)) ?? []));
    return true;
  });
  for (const mail of mails) await deps.mailer.send(mail);
  return applied;
}

/**
 * An event of the product's own billing (other than an invoice's), claimed by `claim` in its transaction: a
 * subscription's news applied (its copy, ordered by when it was created); a finished Checkout links its
 * subscription (read from the provider: its first news may not have come yet). The claim goes in the statement
 * that locks the subscription. Answers whether this delivery claimed it.
 */
async function applyOwnEvent(
  tx: Tx,
  payments: Payments,
  event: PaymentEvent,
  claim: ReturnType<typeof claimOf>,
  now: Date,
): Promise<boolean> {
  const subscription = (ref: SubscriptionRef, source: SubscriptionSource) =>
    applyClaimedSubscription(tx, payments, ref, source, now, claim.getSQL()).then((r) => r.claimed);
  switch (event.kind) {
    case "subscription": {
      const s = event.subscription;
      const ref = { subscriptionId: s.id, customerId: s.customerId };
      return subscription(ref, { kind: "event", subscription: s, at: event.createdAt });
    }
    case "checkout": {
      const { mode, subscriptionId, complete, customerId } = event.checkout;
      if (mode === "subscription" && subscriptionId && complete) {
        const read = () => payments.provider.getSubscription(subscriptionId);
        return subscription({ subscriptionId, customerId: customerId ?? "" }, { kind: "fresh", read });
      }
      break;
    }
    default:
      break;
  }
  return (await claim).length > 0;
}
