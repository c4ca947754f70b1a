import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { createSmsClient, SmsError } from "../../server/platform/sms.ts";
import { freePort } from "../../server/testing/free-port.ts";
import {
  FAKE_SMS_FROM,
  FAKE_SMS_SID,
  FAKE_SMS_TOKEN,
  smsEnv,
  startFakeSms,
  type FakeSms,
} from "../../server/testing/fake-sms.ts";
import { as, createTestApp, idsOf, signedInUser, TEST_APP_URL, type TestApp } from "../../server/testing/test-app.ts";
import type { Outgoing, OutgoingItem } from "./channels/channel.ts";
import { smsSender } from "./channels/sms.server.ts";

// Text messages (issue 30): the SMS settings (all three or none), the Twilio client against a fake Twilio (auth,
// form, idempotency, a refused number, a failure), and the SMS channel's sender: skipped without a verified phone,
// one text with one, and a delivery tried again with its key sent once.

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

const clientFor = (over: Partial<{ authToken: string; from: string; apiUrl: string }> = {}) =>
  createSmsClient({
    apiUrl: fake.url,
    accountSid: FAKE_SMS_SID,
    authToken: FAKE_SMS_TOKEN,
    from: FAKE_SMS_FROM,
    ...over,
  });

describe("the SMS settings", () => {
  const base = { DATA_DIR: "/tmp/buildops-sms-config" };

  it("are off when none is set, and on when all three are", () => {
    expect(loadConfig(base).sms).toBeNull();
    expect(
      loadConfig({ ...base, SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "secret-token", SMS_FROM: "+15550001111" }).sms,
    ).toEqual({ apiUrl: "https://api.twilio.com", accountSid: "AC1", authToken: "secret-token", from: "+15550001111" });
    expect(
      loadConfig({
        ...base,
        SMS_API_URL: "http://127.0.0.1:4010/",
        SMS_ACCOUNT_SID: "AC1",
        SMS_AUTH_TOKEN: "t",
        SMS_FROM: "MG0123456789abcdef",
      }).sms,
    ).toMatchObject({ apiUrl: "http://127.0.0.1:4010", from: "MG0123456789abcdef" });
  });

  it("refuse half a setup, naming what is missing, and a sender that is neither a number nor a service", () => {
    const problems = (env: Record<string, string>): string => {
      try {
        loadConfig({ ...base, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return err instanceof Error ? err.message : "";
      }
      throw new Error("the configuration was accepted");
    };
    const half = problems({ SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "very-secret-token" });
    expect(half).toContain("SMS_FROM: required when other SMS_ settings are set");
    expect(half).not.toContain("SMS_ACCOUNT_SID:");
    expect(half).not.toContain("very-secret-token");
    expect(problems({ SMS_FROM: "+15550001111" })).toMatch(/SMS_ACCOUNT_SID: required[\s\S]*SMS_AUTH_TOKEN: required/);
    expect(problems({ SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t", SMS_FROM: "555-0001" })).toContain("SMS_FROM:");
    expect(problems({ SMS_API_URL: "ftp://example.com" })).toContain("SMS_API_URL:");
  });
});

describe("the Twilio client", () => {
  it("posts the message form-encoded with basic auth, and a repeated key is one message", async () => {
    const client = clientFor();
    const first = await client.send({ to: "+15557770001", body: "Hello there", idempotencyKey: "k-client-1" });
    expect(first).toMatchObject({ status: "sent", sid: expect.stringMatching(/^SM/) });
    const again = await client.send({ to: "+15557770001", body: "Hello there", idempotencyKey: "k-client-1" });
    expect(again).toEqual(first);
    expect(fake.to("+15557770001")).toEqual([
      {
        sid: first.status === "sent" ? first.sid : "",
        to: "+15557770001",
        from: FAKE_SMS_FROM,
        via: "From",
        body: "Hello there",
        idempotencyToken: "k-client-1",
      },
    ]);
  });

  it("sends from a messaging service when the sender is one", async () => {
    await clientFor({ from: "MG0123456789abcdef" }).send({ to: "+15557770002", body: "Hi", idempotencyKey: "k-mg" });
    expect(fake.to("+15557770002")).toMatchObject([{ from: "MG0123456789abcdef", via: "MessagingServiceSid" }]);
  });

  it("answers rejected for a number that cannot take texts, and throws on anything else, never with the secrets", async () => {
    fake.reject("+15557770003");
    expect(await clientFor().send({ to: "+15557770003", body: "Hi", idempotencyKey: "k-rej" })).toEqual({
      status: "rejected",
      code: 21211,
      message: "The 'To' number +15557770003 is not a valid phone number.",
    });

    const secretBody = "Your BuildOps code is 424242.";
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => {
          throw new Error("it was sent");
        },
        (err: unknown) => {
          expect(err).toBeInstanceOf(SmsError);
          return err instanceof SmsError ? err : new SmsError("", null, null);
        },
      );
    fake.failNext(1);
    const down = await failure(clientFor().send({ to: "+15557770004", body: secretBody, idempotencyKey: "k-500" }));
    expect(down).toMatchObject({ status: 500, code: 20500 });
    expect(down.message).not.toContain("424242");

    const badAuth = await failure(
      clientFor({ authToken: "wrong-token-xyz" }).send({
        to: "+15557770004",
        body: secretBody,
        idempotencyKey: "k-401",
      }),
    );
    expect(badAuth).toMatchObject({ status: 401, code: 20003 });
    expect(badAuth.message).not.toContain("wrong-token-xyz");

    const closed = await freePort();
    const unreachable = await failure(
      clientFor({ apiUrl: `http://127.0.0.1:${closed}` }).send({
        to: "+15557770004",
        body: secretBody,
        idempotencyKey: "k-net",
      }),
    );
    expect(unreachable.status).toBeNull();
    expect(fake.to("+15557770004")).toEqual([]);
  });
});

describe("the SMS channel", () => {
  const incident = (title: string): OutgoingItem => ({
    kind: "incident_reported",
    title,
    body: "Level 3, east stair",
    url: `${TEST_APP_URL}/dashboard/safety`,
    at: new Date(),
  });
  const outgoing = (userId: string | null, over: Partial<Outgoing> = {}): Outgoing => ({
    key: `delivery-${Math.random()}`,
    organizationId: "org",
    organizationName: "Owner Builders",
    userId,
    items: [incident("Critical incident reported: injury")],
    settingsUrl: `${TEST_APP_URL}/dashboard/settings`,
    ...over,
  });

  /** A person with the number saved, and verified unless `verify` is false; their user id. */
  async function personWithPhone(phone: string, verify = true): Promise<string> {
    const user = await signedInUser(t, {});
    const me = as(t, user);
    expect((await me.put("/api/account/phone", { phone })).statusCode).toBe(200);
    if (verify) {
      const code = /(\d{6})/.exec(fake.to(phone).at(-1)?.body ?? "")?.[1] ?? "";
      expect((await me.post("/api/account/phone/verify", { code })).statusCode).toBe(200);
    }
    return (await idsOf(t, user)).userId;
  }

  it("skips a person without a verified phone, and the organization's own channel", async () => {
    const send = smsSender(t.app.deps);
    const unverified = await personWithPhone("+15558880001", false);
    const before = fake.messages.length;
    expect(await send(outgoing(unverified))).toBe("skipped");
    expect(await send(outgoing(null))).toBe("skipped");
    const noPhone = (await idsOf(t, await signedInUser(t, {}))).userId;
    expect(await send(outgoing(noPhone))).toBe("skipped");
    expect(fake.messages.length).toBe(before);
  });

  it("skips everyone on a server without the SMS settings", async () => {
    const userId = await personWithPhone("+15558880002");
    expect(await smsSender({ ...t.app.deps, sms: null })(outgoing(userId))).toBe("skipped");
    expect(fake.to("+15558880002")).toHaveLength(1);
  });

  it("texts a verified phone once per delivery, however often it is tried", async () => {
    const send = smsSender(t.app.deps);
    const userId = await personWithPhone("+15558880003");
    const delivery = outgoing(userId);
    expect(await send(delivery)).toBe("sent");
    expect(await send(delivery)).toBe("sent");
    const texts = fake.to("+15558880003").slice(1);
    expect(texts).toEqual([
      expect.objectContaining({
        body:
          `BuildOps: Critical incident reported: injury ${TEST_APP_URL}/dashboard/safety\n` +
          `Turn off SMS in Settings: ${TEST_APP_URL}/dashboard/settings`,
        idempotencyToken: delivery.key,
      }),
    ]);

    // A try that failed is thrown (the queue tries again later); the retry with the same key is one text.
    const digest = outgoing(userId, { items: [incident("One"), incident("Another")] });
    fake.failNext(1);
    await expect(send(digest)).rejects.toBeInstanceOf(SmsError);
    expect(await send(digest)).toBe("sent");
    expect(await send(digest)).toBe("sent");
    expect(
      fake
        .to("+15558880003")
        .slice(2)
        .map((m) => m.body),
    ).toEqual([
      `BuildOps: 2 new notifications. ${TEST_APP_URL}/dashboard\nTurn off SMS in Settings: ${TEST_APP_URL}/dashboard/settings`,
    ]);
  });

  it("skips a number the service refuses, instead of trying it again", async () => {
    const userId = await personWithPhone("+15558880004");
    fake.reject("+15558880004");
    expect(await smsSender(t.app.deps)(outgoing(userId))).toBe("skipped");
  });
});
