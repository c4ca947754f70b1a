import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { paymentAccounts, users } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { conflict, HttpError } from "../platform/errors.ts";
import type { PaymentEvent } from "../platform/payments/provider.ts";
import { providerFailed } from "../platform/payments/provider-failed.ts";
import { canManage } from "../../shared/roles.ts";
import { PAYMENTS_MSG, type PaymentAccountResponse } from "../../shared/contracts/payments.ts";
import type { Tx } from "./entitlements.queries.ts";
import type { Payments } from "./billing-state.queries.ts";

type AccountRow = typeof paymentAccounts.$inferSelect;

/** Where the provider's onboarding sends the admin back: Account Settings' online payments. */
const settingsUrl = (appUrl: string, outcome: "connected" | "retry") =>
  `${appUrl}/dashboard/profile?payments=${outcome}#payments`;

async function accountRow(db: Db | Tx, organizationId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.organizationId, organizationId));
  return row ?? null;
}

/** Writes what the provider says of a connected account now. */
async function refresh(db: Db | Tx, payments: Payments, row: AccountRow): Promise<AccountRow> {
  const account = await payments.provider.getAccount(row.providerAccountId);
  const next = { chargesEnabled: account.chargesEnabled, detailsSubmitted: account.detailsSubmitted };
  if (next.chargesEnabled === row.chargesEnabled && next.detailsSubmitted === row.detailsSubmitted) return row;
  await db
    .update(paymentAccounts)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(paymentAccounts.organizationId, row.organizationId));
  return { ...row, ...next };
}

/**
 * The organization's connected account as Account Settings shows it. One that cannot take payments yet is read
 * back from the provider (an admin just back from its onboarding sees the outcome before the webhook comes).
 */
export async function getPaymentAccount(
  db: Db,
  payments: Payments | null,
  scope: Scope,
): Promise<PaymentAccountResponse> {
  const available = payments?.clientPayments === true;
  let row = await accountRow(db, scope.organizationId);
  if (row && payments && available && !row.chargesEnabled) row = await refresh(db, payments, row).catch(() => row);
  return {
    available,
    connected: row !== null,
    chargesEnabled: row?.chargesEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    canManage: canManage(scope.role),
  };
}

/**
 * Connects the organization's own Stripe account (admins), or resumes its setup: a Standard account is made once
 * (the organization's row keeps a second one out), and the answer is the provider's onboarding page.
 */
export async function connectPaymentAccount(
  db: Db,
  payments: Payments | null,
  appUrl: string,
  scope: Scope,
): Promise<{ url: string }> {
  if (!payments?.clientPayments) throw conflict(PAYMENTS_MSG.unavailable);
  try {
    let row = await accountRow(db, scope.organizationId);
    if (!row) {
      const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.id, scope.userId));
      const id = await payments.provider.createAccount({
        email: admin?.email ?? "",
        organizationId: scope.organizationId,
      });
      await db
        .insert(paymentAccounts)
        .values({ organizationId: scope.organizationId, providerAccountId: id })
        .onConflictDoNothing();
      row = await accountRow(db, scope.organizationId);
    }
    if (!row) throw new Error("the payment account was not kept");
    const url = await payments.provider.accountLink(
      row.providerAccountId,
      settingsUrl(appUrl, "connected"),
      settingsUrl(appUrl, "retry"),
    );
    return { url };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw providerFailed(err);
  }
}

/** A connected account's change (Connect's account.updated): its state read back from the provider. */
export async function applyAccountEvent(tx: Tx, payments: Payments, event: PaymentEvent): Promise<void> {
  if (event.kind !== "account") return;
  const [row] = await tx
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.providerAccountId, event.accountId))
    .for("update");
  if (row) await refresh(tx, payments, row);
}

/** The organization a connected account belongs to (a Connect event's tenant), or null when it is not ours. */
export async function organizationOfAccount(db: Db | Tx, providerAccountId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: paymentAccounts.organizationId })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.providerAccountId, providerAccountId));
  return row?.organizationId ?? null;
}

/** The organization's account when it may take payments now; null otherwise. */
export async function chargeableAccount(db: Db | Tx, organizationId: string): Promise<string | null> {
  const row = await accountRow(db, organizationId);
  return row?.chargesEnabled ? row.providerAccountId : null;
}
