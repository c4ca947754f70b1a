import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { consumedTokens, mailOutbox, rateLimits, sessions, users, verifications } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { sweepExpired } from "./maintenance.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("sweeping expired records", () => {
  it("deletes old limit counters, used-link records, expired tokens and sessions, a month-old mail, and keeps the live ones", async () => {
    const db = t.database.db;
    const now = new Date();
    const DAY = 24 * 60 * 60 * 1000;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    await db.insert(rateLimits).values([
      { key: "old", count: 3, windowStart: now.getTime() - 2 * DAY },
      { key: "live", count: 1, windowStart: now.getTime() - 60_000 },
    ]);
    await db.insert(consumedTokens).values([
      { tokenHash: "old", purpose: "verify-email", consumedAt: ago(8 * DAY) },
      { tokenHash: "live", purpose: "verify-email", consumedAt: ago(DAY) },
    ]);
    await db.insert(verifications).values([
      { id: "v-old", identifier: "x", value: "y", expiresAt: ago(1000) },
      { id: "v-live", identifier: "x", value: "y", expiresAt: ahead(DAY) },
    ]);
    await db.insert(users).values({ id: "sweep-user", name: "S", email: "sweep@example.com" });
    await db.insert(sessions).values([
      { id: "s-old", token: "t-old", userId: "sweep-user", expiresAt: ago(1000) },
      { id: "s-live", token: "t-live", userId: "sweep-user", expiresAt: ahead(DAY) },
    ]);

    const mail = { to: "x@example.com", subject: "Invoice", text: "…", status: "sent" };
    const [oldMail, liveMail] = await db
      .insert(mailOutbox)
      .values([
        { ...mail, createdAt: ago(31 * DAY) },
        { ...mail, createdAt: ago(29 * DAY) },
      ])
      .returning({ id: mailOutbox.id });

    const result = await sweepExpired(db, now);
    expect(result).toMatchObject({ rateLimits: 1, consumedTokens: 1, verifications: 1, sessions: 1, mails: 1 });
    const mailsLeft = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id);
    expect(mailsLeft).toContain(liveMail?.id);
    expect(mailsLeft).not.toContain(oldMail?.id);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, "live"))).toHaveLength(1);
    expect(await db.select().from(consumedTokens).where(eq(consumedTokens.tokenHash, "live"))).toHaveLength(1);
    expect(await db.select().from(verifications).where(eq(verifications.id, "v-live"))).toHaveLength(1);
    expect((await db.select().from(sessions).where(eq(sessions.userId, "sweep-user"))).map((s) => s.id)).toEqual([
      "s-live",
    ]);
  });
});
