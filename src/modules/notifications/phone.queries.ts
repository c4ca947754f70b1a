import crypto from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { userPhones as p } from "../../server/db/schema/index.ts";
import { badRequest, conflict, HttpError, tooManyRequests } from "../../server/platform/errors.ts";
import type { SmsClient } from "../../server/platform/sms.ts";
import { MAX_CODES_PER_DAY, PHONE_MSG, type PhoneState } from "../../shared/contracts/phone.ts";
import { toE164 } from "../../shared/phone-number.ts";
import { checkCode, codeDay, codeExpiresAt, codeHash, codeWaiting, newCode, secondsToNextDay } from "./phone.rules.ts";

/**
 * A person's phone for text messages (issue 30): one row per person, whatever their organization. A number is
 * saved unverified with the SHA-256 of a code texted to it; typing the code back verifies it. Both limits are
 * counted in the statement that checks them (codes a day when one is stored, wrong tries before the comparison),
 * so requests at the same moment are counted right on either engine.
 */

export async function phoneStateOf(db: Db, userId: string, available: boolean, now = new Date()): Promise<PhoneState> {
  const [row] = await db
    .select({ phone: p.phone, verifiedAt: p.verifiedAt, expiresAt: p.codeExpiresAt, attempts: p.codeAttempts })
    .from(p)
    .where(eq(p.userId, userId));
  return {
    available,
    // "" is a number removed (its row keeps the day's count of codes).
    phone: row?.phone || null,
    verified: Boolean(row?.verifiedAt),
    codeSent: row ? codeWaiting(row.expiresAt, row.attempts, now) : false,
  };
}

/** The person's verified number, or null (none saved, or its code not typed back yet). */
export async function verifiedPhoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: p.phone })
    .from(p)
    .where(and(eq(p.userId, userId), isNotNull(p.verifiedAt)));
  return row?.phone || null;
}

/**
 * Saves the number, unverified, with a new code's hash, counting the code against today's; false (nothing
 * changed) when today's codes are used up.
 */
async function storeCode(db: Db, userId: string, phone: string, hash: string, now: Date): Promise<boolean> {
  const today = codeDay(now);
  const code = { phone, verifiedAt: null, codeHash: hash, codeExpiresAt: codeExpiresAt(now), codeAttempts: 0 };
  const rows = await db
    .insert(p)
    .values({ userId, ...code, codesSent: 1, codesDay: today, updatedAt: now })
    .onConflictDoUpdate({
      target: p.userId,
      set: {
        ...code,
        codesSent: sql`case when ${p.codesDay} = ${today} then ${p.codesSent} + 1 else 1 end`,
        codesDay: today,
        updatedAt: now,
      },
      setWhere: sql`${p.codesDay} <> ${today} or ${p.codesSent} < ${MAX_CODES_PER_DAY}`,
    })
    .returning({ codesSent: p.codesSent });
  return rows.length > 0;
}

/** Texts the code; a number the service refuses is the caller's mistake (400), a service down is a 502. */
async function textCode(sms: SmsClient, phone: string, code: string): Promise<"sent" | "rejected"> {
  try {
    // A fresh key: each code is its own message (the hash would show the code to whoever reads the key).
    const outcome = await sms.send({ to: phone, body: PHONE_MSG.codeText(code), idempotencyKey: crypto.randomUUID() });
    return outcome.status;
  } catch (cause) {
    throw Object.assign(new HttpError(502, "SMS_FAILED", PHONE_MSG.sendFailed), { cause });
  }
}

/** Saves the caller's number unverified and texts it a new code; answers the phone's state. */
export async function sendPhoneCode(
  deps: { db: Db; sms: SmsClient | null },
  userId: string,
  typed: string,
  now = new Date(),
): Promise<PhoneState> {
  const { db, sms } = deps;
  if (!sms) throw conflict(PHONE_MSG.notConfigured);
  const phone = toE164(typed);
  if (!phone) throw badRequest(PHONE_MSG.invalidPhone, { phone: PHONE_MSG.invalidPhone });
  const code = newCode();
  const hash = codeHash(userId, code);
  if (!(await storeCode(db, userId, phone, hash, now)))
    throw tooManyRequests(PHONE_MSG.tooManyCodes, secondsToNextDay(now));
  if ((await textCode(sms, phone, code)) === "rejected") {
    // No code reached it: none waits. (It still counted: a number that refuses is not tried without end.)
    await db
      .update(p)
      .set({ codeHash: null, codeExpiresAt: null, updatedAt: now })
      .where(and(eq(p.userId, userId), eq(p.codeHash, hash)));
    throw badRequest(PHONE_MSG.rejected, { phone: PHONE_MSG.rejected });
  }
  return phoneStateOf(db, userId, true, now);
}

/** The code typed back: counted as a try first, then compared; the number is verified when it is the one sent. */
export async function verifyPhoneCode(
  db: Db,
  userId: string,
  typed: string,
  available: boolean,
  now = new Date(),
): Promise<PhoneState> {
  const [stored] = await db
    .update(p)
    .set({ codeAttempts: sql`${p.codeAttempts} + 1` })
    .where(and(eq(p.userId, userId), isNotNull(p.codeHash)))
    .returning({ hash: p.codeHash, expiresAt: p.codeExpiresAt, attempts: p.codeAttempts });
  if (!stored?.hash) throw badRequest(PHONE_MSG.noCode, { code: PHONE_MSG.noCode });
  const { hash, expiresAt, attempts } = stored;
  switch (checkCode({ userId, hash, expiresAt, attempts }, typed, now)) {
    case "tooManyTries": {
      const untilExpiry = Math.ceil(((expiresAt?.getTime() ?? 0) - now.getTime()) / 1000);
      throw tooManyRequests(PHONE_MSG.tooManyWrongCodes, Math.max(1, untilExpiry));
    }
    case "expired":
      throw badRequest(PHONE_MSG.expiredCode, { code: PHONE_MSG.expiredCode });
    case "wrong":
      throw badRequest(PHONE_MSG.wrongCode, { code: PHONE_MSG.wrongCode });
    case "ok":
      break;
  }
  const verified = await db
    .update(p)
    .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
    .where(and(eq(p.userId, userId), eq(p.codeHash, hash)))
    .returning({ userId: p.userId });
  // A new code was sent meanwhile: this one is no longer the one waiting.
  if (verified.length === 0) throw badRequest(PHONE_MSG.noCode, { code: PHONE_MSG.noCode });
  return phoneStateOf(db, userId, available, now);
}

/**
 * Removes the caller's number: no more texts, and any code waiting is void. The row stays, blank, with today's
 * count of codes (removing and saving again does not start the count over).
 */
export async function removePhone(db: Db, userId: string, available: boolean, now = new Date()): Promise<PhoneState> {
  await db
    .update(p)
    .set({ phone: "", verifiedAt: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
    .where(eq(p.userId, userId));
  return { available, phone: null, verified: false, codeSent: false };
}
