import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { userPhones } from "../../server/db/schema/index.ts";
import { startFakeSms, smsEnv, type FakeSms } from "../../server/testing/fake-sms.ts";
import {
  as,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { MAX_CODES_PER_DAY, MAX_WRONG_CODES, PHONE_MSG } from "../../shared/contracts/phone.ts";

// A person's phone for text messages (issue 30) through the API, against a fake Twilio: a number saved is texted
// a code and verified by typing it back; wrong, expired and too many codes are refused, counted right when
// requests come at once; without the SMS settings the server says texts are not set up.

let fake: FakeSms;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeSms();
  t = await createTestApp(smsEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let phoneCounter = 0;
/** A number no other test of this file texts ("+1 555 2xx xxxx"), typed as a person would. */
function newNumber(): { typed: string; e164: string } {
  phoneCounter += 1;
  const line = String(2000000 + phoneCounter * 7919 + (process.pid % 1000)).slice(-7);
  return { typed: `(555) ${line.slice(0, 3)}-${line.slice(3)}`, e164: `+1555${line}` };
}

/** The code in the newest text to a number. */
function codeSentTo(e164: string): string {
  const text = fake.to(e164).at(-1)?.body ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code texted to ${e164}: ${text}`);
  return code;
}

const someOtherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function person(): Promise<TestUser> {
  return signedInUser(t, {});
}

async function savedNumber(user: TestUser): Promise<{ e164: string; code: string }> {
  const n = newNumber();
  const res = await as(t, user).put("/api/account/phone", { phone: n.typed });
  expect(res.statusCode, res.body).toBe(200);
  return { e164: n.e164, code: codeSentTo(n.e164) };
}

describe("a person's phone", () => {
  it("is saved unverified, texted a code, and verified by typing the code back", async () => {
    const ada = await person();
    const me = as(t, ada);
    expect((await me.get("/api/account/phone")).json()).toEqual({
      available: true,
      phone: null,
      verified: false,
      codeSent: false,
    });

    const saved = await me.put("/api/account/phone", { phone: "+1 555 123 4567" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ available: true, phone: "+15551234567", verified: false, codeSent: true });
    const [text] = fake.to("+15551234567");
    expect(text?.body).toMatch(/^Your BuildOps code is \d{6}\. It expires in 10 minutes\.$/);
    expect(text?.from).toBe("+15550001111");
    const code = codeSentTo("+15551234567");

    // Only the code's SHA-256 is kept.
    const { userId } = await idsOf(t, ada);
    const [row] = await t.database.db.select().from(userPhones).where(eq(userPhones.userId, userId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.verifiedAt).toBeNull();

    const wrong = await me.post("/api/account/phone/verify", { code: someOtherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("That code is not right.");

    const verified = await me.post("/api/account/phone/verify", { code: ` ${code} ` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ available: true, phone: "+15551234567", verified: true, codeSent: false });
    expect((await me.get("/api/account/phone")).json()).toMatchObject({ phone: "+15551234567", verified: true });
    // The code is spent.
    const again = await me.post("/api/account/phone/verify", { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(PHONE_MSG.noCode);

    // A new number is unverified until its own code comes back.
    const other = newNumber();
    expect((await me.put("/api/account/phone", { phone: other.typed })).json()).toMatchObject({
      phone: other.e164,
      verified: false,
      codeSent: true,
    });
  });

  it("is each person's own, whatever their role, and removed at their word", async () => {
    const owner = await person();
    const viewer = await person();
    await joinOrganizationOf(t, viewer, owner, "viewer");
    const { e164, code } = await savedNumber(viewer);
    expect((await as(t, viewer).post("/api/account/phone/verify", { code })).json()).toMatchObject({
      phone: e164,
      verified: true,
    });
    // A colleague sees only their own (none), and cannot verify another's code.
    expect((await as(t, owner).get("/api/account/phone")).json()).toMatchObject({ phone: null, verified: false });
    expect((await as(t, owner).post("/api/account/phone/verify", { code })).statusCode).toBe(400);

    const removed = await as(t, viewer).delete("/api/account/phone");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ available: true, phone: null, verified: false, codeSent: false });
    expect((await as(t, viewer).get("/api/account/phone")).json()).toMatchObject({ phone: null, verified: false });

    expect((await as(t, null).get("/api/account/phone")).statusCode).toBe(401);
    expect((await as(t, null).put("/api/account/phone", { phone: "+15551234567" })).statusCode).toBe(401);
  });

  it("refuses what is not a phone number, a malformed code, and a code when none waits", async () => {
    const me = as(t, await person());
    for (const phone of ["", "555-1234", "call me", "+0 123 456 789"]) {
      const res = await me.put("/api/account/phone", { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.message).toBe(PHONE_MSG.invalidPhone);
    }
    expect((await me.put("/api/account/phone", {})).statusCode).toBe(400);
    const malformed = await me.post("/api/account/phone/verify", { code: "12ab56" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(PHONE_MSG.invalidCode);
    const none = await me.post("/api/account/phone/verify", { code: "123456" });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PHONE_MSG.noCode);
  });

  it("refuses a code after 10 minutes", async () => {
    const ada = await person();
    const { code } = await savedNumber(ada);
    const { userId } = await idsOf(t, ada);
    await t.database.db
      .update(userPhones)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(userPhones.userId, userId));
    expect((await as(t, ada).get("/api/account/phone")).json()).toMatchObject({ codeSent: false });
    const res = await as(t, ada).post("/api/account/phone/verify", { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PHONE_MSG.expiredCode);
    expect((await as(t, ada).get("/api/account/phone")).json()).toMatchObject({ verified: false });
  });

  it(`takes ${MAX_WRONG_CODES} wrong codes per code, counted right when they come at once`, async () => {
    const ada = await person();
    const me = as(t, ada);
    const first = await savedNumber(ada);
    const wrong = someOtherCode(first.code);
    const answers = await Promise.all(
      Array.from({ length: MAX_WRONG_CODES + 3 }, () => me.post("/api/account/phone/verify", { code: wrong })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(MAX_WRONG_CODES).fill(400), 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json().error.message).toBe(PHONE_MSG.tooManyWrongCodes);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right code is refused now; a new code starts over.
    expect((await me.post("/api/account/phone/verify", { code: first.code })).statusCode).toBe(429);
    expect((await me.get("/api/account/phone")).json()).toMatchObject({ verified: false, codeSent: false });

    const second = await savedNumber(ada);
    for (let i = 0; i < MAX_WRONG_CODES - 1; i++)
      expect((await me.post("/api/account/phone/verify", { code: someOtherCode(second.code) })).statusCode).toBe(400);
    expect((await me.post("/api/account/phone/verify", { code: second.code })).json()).toMatchObject({
      verified: true,
    });
  });

  it(`sends one person at most ${MAX_CODES_PER_DAY} codes a day, counted right when they come at once`, async () => {
    const ada = await person();
    const me = as(t, ada);
    const n = newNumber();
    const answers = await Promise.all(
      Array.from({ length: MAX_CODES_PER_DAY + 2 }, () => me.put("/api/account/phone", { phone: n.typed })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(MAX_CODES_PER_DAY).fill(200), 429, 429]);
    expect(fake.to(n.e164)).toHaveLength(MAX_CODES_PER_DAY);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json().error.message).toBe(PHONE_MSG.tooManyCodes);
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    // Removing the number and saving it (or another) again does not start the count over.
    expect((await me.delete("/api/account/phone")).statusCode).toBe(200);
    expect((await me.put("/api/account/phone", { phone: newNumber().typed })).statusCode).toBe(429);
    // The count is the day's: yesterday's codes do not count today.
    const { userId } = await idsOf(t, ada);
    await t.database.db.update(userPhones).set({ codesDay: "2000-01-01" }).where(eq(userPhones.userId, userId));
    expect((await me.put("/api/account/phone", { phone: n.typed })).statusCode).toBe(200);
  });

  it("says so when the number cannot take texts, or the service is down", async () => {
    const me = as(t, await person());
    const n = newNumber();
    fake.reject(n.e164);
    const rejected = await me.put("/api/account/phone", { phone: n.typed });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error).toMatchObject({ message: PHONE_MSG.rejected, fields: { phone: PHONE_MSG.rejected } });
    expect((await me.get("/api/account/phone")).json()).toMatchObject({
      phone: n.e164,
      verified: false,
      codeSent: false,
    });

    fake.failNext(1);
    const down = await me.put("/api/account/phone", { phone: newNumber().typed });
    expect(down.statusCode).toBe(502);
    expect(down.json().error.message).toBe(PHONE_MSG.sendFailed);
  });
});

describe("a server without the SMS settings", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("says texts are not available, and refuses a number with 409", async () => {
    const me = as(bare, await signedInUser(bare, {}));
    expect((await me.get("/api/account/phone")).json()).toEqual({
      available: false,
      phone: null,
      verified: false,
      codeSent: false,
    });
    const res = await me.put("/api/account/phone", { phone: "+15551234567" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Text messages are not set up on this server.");
    expect((await me.delete("/api/account/phone")).statusCode).toBe(200);
  });
});
