import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages } from "../db/schema/index.ts";
import { createTestApp, lastMailTo, uniqueIp, type TestApp } from "../testing/test-app.ts";

const INBOX = "sales@example.com";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_INBOX: INBOX });
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const newEmail = () => `visitor-${++seq}-${Date.now()}@example.com`;

type Message = { name?: unknown; email?: unknown; subject?: unknown; message?: unknown };

function send(payload: Message, ip = uniqueIp()) {
  return t.app.inject({ method: "POST", url: "/api/contact", remoteAddress: ip, payload });
}

const message = (email = newEmail()) => ({
  name: "Pat Visitor",
  email,
  subject: "Pricing question",
  message: "Do you offer discounts for non-profits?",
});

describe("POST /api/contact", () => {
  it("stores the message and answers 201 with its id", async () => {
    const body = message();
    const ip = uniqueIp();
    const res = await send(body, ip);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...body, ipAddress: ip });
  });

  it("trims the fields and lowercases the e-mail", async () => {
    const email = newEmail();
    const res = await send({
      name: "  Pat  ",
      email: `  ${email.toUpperCase()} `,
      subject: " Hi ",
      message: " Hello \n",
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ name: "Pat", email, subject: "Hi", message: "Hello" });
  });

  it("sends the message to the configured inbox", async () => {
    const body = message();
    expect((await send({ ...body, subject: "Inbox check" })).statusCode).toBe(201);
    const mail = await lastMailTo(t.database, INBOX);
    expect(mail?.subject).toBe("Contact form: Inbox check");
    expect(mail?.text).toContain(`From: Pat Visitor <${body.email}>`);
    expect(mail?.text).toContain(body.message);
  });

  it.each([
    ["name", "Please enter your name."],
    ["email", "Please enter a valid email address."],
    ["subject", "Please enter a subject."],
    ["message", "Please enter a message."],
  ] as const)("refuses a blank %s with a message for that field", async (field, text) => {
    const res = await send({ ...message(), [field]: "   " });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe(text);
    expect(error.fields).toEqual({ [field]: text });
  });

  it("names every missing field", async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(["email", "message", "name", "subject"]);
  });

  it("refuses an invalid e-mail address", async () => {
    const res = await send({ ...message(), email: "not-an-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: "Please enter a valid email address." });
  });

  it("refuses a message that is too long", async () => {
    const res = await send({ ...message(), message: "x".repeat(10_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("message");
  });

  it("accepts 5 messages an hour from one address, from any client address, and refuses the 6th with 429 JSON", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await send(message(email))).statusCode, `message ${i + 1}`).toBe(201);
    const res = await send(message(email.toUpperCase()));
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts. Please try again later." },
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    const stored = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(5);
    // Another address is not affected.
    expect((await send(message())).statusCode).toBe(201);
  });

  it("counts invalid messages against the address's limit too: after 20 of them, the next one, even valid, is refused with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    const invalid: (Message | string)[] = [
      { ...message(), email: "not-an-email" },
      {},
      { ...message(), message: "x".repeat(10_001) },
      "{not json",
    ];
    for (let i = 0; i < 20; i++) {
      const body = invalid[i % invalid.length] ?? {};
      const res =
        typeof body === "string"
          ? await t.app.inject({
              method: "POST",
              url: "/api/contact",
              remoteAddress: ip,
              headers: { "content-type": "application/json" },
              payload: body,
            })
          : await send(body, ip);
      expect(res.statusCode, `message ${i + 1}`).toBe(400);
    }
    const res = await send(message(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits one client address to 20 messages an hour", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await send(message(), ip)).statusCode, `message ${i + 1}`).toBe(201);
    const res = await send(message(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("TOO_MANY_REQUESTS");
  });
});
