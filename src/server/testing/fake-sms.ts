import http from "node:http";
import { freePort } from "./free-port.ts";

/**
 * A fake of Twilio's Messages API on 127.0.0.1 for tests, which must never reach the internet: POST
 * /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP basic auth with the account's sid and token (401 in
 * Twilio's error shape otherwise). It keeps the messages it took, takes a repeated I-Twilio-Idempotency-Token once
 * (answering the first message again), and can be told to fail the next requests with a 500 or to refuse a number
 * with Twilio's 400 for an invalid "To".
 */

export const FAKE_SMS_SID = "AC00000000000000000000000000000001";
export const FAKE_SMS_TOKEN = "fake-sms-auth-token-0123456789";
export const FAKE_SMS_FROM = "+15550001111";

export type FakeSmsMessage = {
  sid: string;
  to: string;
  /** The number in "From", or the sid in "MessagingServiceSid", whichever was sent (`via`). */
  from: string;
  via: "From" | "MessagingServiceSid";
  body: string;
  idempotencyToken: string | null;
};

export type FakeSms = {
  url: string;
  /** Messages taken, in order (each idempotency token once). */
  messages: FakeSmsMessage[];
  /** Every request that reached the route, answered or not (to count tries). */
  requests: number;
  /** The messages to one number. */
  to: (phone: string) => FakeSmsMessage[];
  /** The next `count` requests answer 500. */
  failNext: (count: number) => void;
  /** Messages to this number answer Twilio's 400 (21211, invalid "To"). */
  reject: (phone: string) => void;
  close: () => Promise<void>;
};

/** The settings that point the product at the fake (the same variables an operator sets for Twilio). */
export function smsEnv(fake: Pick<FakeSms, "url">, from = FAKE_SMS_FROM): Record<string, string> {
  return { SMS_API_URL: fake.url, SMS_ACCOUNT_SID: FAKE_SMS_SID, SMS_AUTH_TOKEN: FAKE_SMS_TOKEN, SMS_FROM: from };
}

const twilioError = (res: http.ServerResponse, status: number, code: number, message: string) => {
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
};

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSms(): Promise<FakeSms> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const messages: FakeSmsMessage[] = [];
  const rejected = new Set<string>();
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_SMS_SID}:${FAKE_SMS_TOKEN}`).toString("base64")}`;
  let failures = 0;
  let requests = 0;
  let counter = 0;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", url).pathname;
    const body = new URLSearchParams(await readBody(req));
    if (req.method !== "POST" || path !== `/2010-04-01/Accounts/${FAKE_SMS_SID}/Messages.json`)
      return twilioError(res, 404, 20404, "The requested resource was not found");
    requests += 1;
    if (req.headers.authorization !== expectedAuth)
      return twilioError(res, 401, 20003, "Authentication Error - invalid username");
    if (failures > 0) {
      failures -= 1;
      return twilioError(res, 500, 20500, "Internal Server Error");
    }
    const to = body.get("To") ?? "";
    const via = body.has("From") ? "From" : "MessagingServiceSid";
    const from = body.get(via) ?? "";
    const text = body.get("Body") ?? "";
    if (!to || !from || !text) return twilioError(res, 400, 21604, "A 'To', 'From' and 'Body' are required.");
    if (rejected.has(to)) return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const header = req.headers["i-twilio-idempotency-token"];
    const idempotencyToken = typeof header === "string" && header !== "" ? header : null;
    const earlier = idempotencyToken ? messages.find((m) => m.idempotencyToken === idempotencyToken) : undefined;
    const message = earlier ?? {
      sid: `SM${String((counter += 1)).padStart(32, "0")}`,
      to,
      from,
      via,
      body: text,
      idempotencyToken,
    };
    if (!earlier) messages.push(message);
    res.statusCode = 201;
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({ sid: message.sid, to: message.to, from: message.from, body: message.body, status: "queued" }),
    );
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) twilioError(res, 500, 20500, err instanceof Error ? err.message : String(err));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    url,
    messages,
    get requests() {
      return requests;
    },
    to: (phone) => messages.filter((m) => m.to === phone),
    failNext: (count) => {
      failures = count;
    },
    reject: (phone) => {
      rejected.add(phone);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
