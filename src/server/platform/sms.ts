import type { SmsConfig } from "../config.ts";

/**
 * Text messages through Twilio's Messages API (or one that speaks it: the tests' fake): one POST per message,
 * form-encoded, HTTP basic auth with the account's sid and token. The token and the message's text never reach a
 * log or an error message (a verification code is in the text).
 */

export type SmsMessage = {
  /** E.164 ("+15551234567"). */
  to: string;
  body: string;
  /** The same key for a try repeated: sent as I-Twilio-Idempotency-Token, so the message goes once. */
  idempotencyKey: string;
};

/**
 * "sent"; or "rejected" when the number itself cannot take the message (not a valid number, not a mobile, it
 * answered STOP): trying again would not help. Anything else throws (a failed try, tried again later).
 */
export type SmsOutcome = { status: "sent"; sid: string } | { status: "rejected"; code: number; message: string };

export type SmsClient = { send: (message: SmsMessage) => Promise<SmsOutcome> };

/** A failed try: the service did not answer, answered 5xx, or refused the request (auth, the account). */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Twilio's error codes that mean the recipient's number cannot take texts: 21211 invalid "To", 21214 not
 * reachable, 21408 region not enabled, 21610 the person answered STOP, 21612 no route, 21614 not a mobile.
 */
export const REJECTED_NUMBER_CODES: ReadonlySet<number> = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

const TIMEOUT_MS = 10_000;

type TwilioError = { code: number | null; message: string };

/** A JSON answer's field, if the answer is an object. */
const fieldOf = (answer: unknown, name: string): unknown =>
  typeof answer === "object" && answer !== null && name in answer ? Reflect.get(answer, name) : undefined;

async function jsonOf(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => "");
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
    return null;
  }
}

async function twilioErrorOf(res: Response): Promise<TwilioError> {
  const answer = await jsonOf(res);
  const code = fieldOf(answer, "code");
  const message = fieldOf(answer, "message");
  return {
    code: typeof code === "number" ? code : null,
    message: typeof message === "string" && message ? message : `HTTP ${res.status}`,
  };
}

/** The client for one account; `fetchImpl` only for tests that watch the wire. */
export function createSmsClient(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsClient {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const sender: [string, string] = config.from.startsWith("MG")
    ? ["MessagingServiceSid", config.from]
    : ["From", config.from];

  return {
    async send({ to, body, idempotencyKey }) {
      const form = new URLSearchParams([["To", to], sender, ["Body", body]]);
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
            "i-twilio-idempotency-token": idempotencyKey,
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        // The cause is the network's (no URL with secrets in it: the sid is not one, the token is in a header).
        const why = err instanceof Error ? err.message : String(err);
        throw new SmsError(`The text message service did not answer: ${why}`, null, null);
      }
      if (res.ok) {
        const sid = fieldOf(await jsonOf(res), "sid");
        return { status: "sent", sid: typeof sid === "string" ? sid : "" };
      }
      const error = await twilioErrorOf(res);
      if (res.status === 400 && error.code !== null && REJECTED_NUMBER_CODES.has(error.code))
        return { status: "rejected", code: error.code, message: error.message };
      throw new SmsError(
        `The text message service answered ${res.status}${error.code ? ` (${error.code})` : ""}: ${error.message}`,
        res.status,
        error.code,
      );
    },
  };
}
