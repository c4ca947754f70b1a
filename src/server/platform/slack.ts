import { SLACK_WEBHOOK_URL_MAX } from "../../shared/contracts/slack.ts";

/**
 * Slack incoming webhooks (issue 30): an organization's admin gives the URL of one, and messages are posted to it
 * as JSON `{ text, blocks }`. The URL's path is a secret (whoever has it may post to the channel): it never
 * reaches a log or an error message. Only URLs under `{SLACK_WEBHOOK_ORIGIN}/services/` are accepted, and that is
 * checked again before every post, so that an admin-given URL can never make the server reach anything else (SSRF);
 * redirects are not followed. Slack takes no idempotency key on a webhook: a post repeated after a try was cut
 * off may reach the channel twice.
 */

/** How long a post may take before it counts as a failed (temporary) try. */
export const SLACK_TIMEOUT_MS = 10_000;

/** What is posted: `text` (what notifications and screen readers say) and Slack's layout blocks (what the channel shows). */
export type SlackMessage = { text: string; blocks?: readonly object[] };

/**
 * A post Slack did not take. `permanent`: Slack refused it (a 4xx such as "invalid_token", "no_service",
 * "channel_not_found": the webhook is wrong or gone, and trying again will not help); otherwise temporary (5xx,
 * 429, a timeout, the network). `answer` is Slack's own word for it, fit to show the admin; never the URL.
 */
export class SlackError extends Error {
  constructor(
    readonly answer: string,
    readonly permanent: boolean,
    readonly status: number | null,
  ) {
    super(`Slack did not take the message (${status ?? "no answer"}): ${answer}`);
    this.name = "SlackError";
  }
}

const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

/** The path segments after `/services/` of a webhook URL under `origin`, or null when it is not one. */
function webhookSegments(url: string, origin: string): string[] | null {
  const base = origin.replace(/\/+$/, "");
  if (url.length > SLACK_WEBHOOK_URL_MAX || !url.startsWith(`${base}/services/`)) return null;
  let parsed: URL;
  let allowed: URL;
  try {
    parsed = new URL(url);
    allowed = new URL(base);
  } catch {
    return null;
  }
  // The string's start is not enough on its own (`https://hooks.slack.com@elsewhere/…`): the parsed origin decides.
  if (parsed.origin !== allowed.origin || parsed.username || parsed.password || parsed.search || parsed.hash)
    return null;
  const segments = parsed.pathname.split("/").slice(2);
  if (parsed.pathname.split("/")[1] !== "services" || segments.length === 0) return null;
  return segments.every((s) => SEGMENT.test(s)) ? segments : null;
}

/** Whether `url` is an incoming webhook of Slack (at `origin`): `{origin}/services/T…/B…/…`, nothing more. */
export const isSlackWebhookUrl = (url: string, origin: string): boolean => webhookSegments(url, origin) !== null;

/**
 * What may be shown of a webhook URL: the workspace and app ids and the secret's last four characters
 * ("…/T0/B0/••••abcd"); never the secret itself.
 */
export function slackWebhookHint(url: string): string {
  let path: string[];
  try {
    path = new URL(url).pathname.split("/").filter(Boolean).slice(1);
  } catch {
    return "…/••••";
  }
  const secret = path.at(-1) ?? "";
  const ids = path.slice(0, -1).slice(0, 2);
  return ["…", ...ids, `••••${secret.length > 8 ? secret.slice(-4) : ""}`].join("/");
}

/** Slack's answer as one short line (its error bodies are words such as "no_service"). */
const shortAnswer = (body: string, status: number): string =>
  body.replace(/\s+/g, " ").trim().slice(0, 200) || `HTTP ${status}`;

/** Why fetch failed, without the address (a timeout, or the network's code such as ECONNREFUSED). */
function networkReason(err: unknown): string {
  if (err instanceof DOMException && err.name === "TimeoutError") return "no answer in time";
  const cause = err instanceof Error ? err.cause : undefined;
  const code = cause && typeof cause === "object" && "code" in cause ? cause.code : undefined;
  return typeof code === "string" && /^[A-Z_]+$/.test(code) ? `could not be reached (${code})` : "could not be reached";
}

/**
 * Posts `message` to the webhook at `webhookUrl`, which must be under `origin` (else a permanent SlackError, and
 * nothing is sent). Resolves when Slack answers 2xx; otherwise throws a SlackError (permanent or temporary).
 */
export async function postToSlack(
  origin: string,
  webhookUrl: string,
  message: SlackMessage,
  timeoutMs = SLACK_TIMEOUT_MS,
): Promise<void> {
  if (!isSlackWebhookUrl(webhookUrl, origin)) throw new SlackError("not a Slack incoming webhook URL", true, null);
  let res: Response;
  try {
    res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(message),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new SlackError(networkReason(err), false, null);
  }
  let body = "";
  try {
    body = await res.text();
  } catch {
    // The status says enough.
  }
  if (res.status >= 200 && res.status < 300) return;
  if (res.status >= 300 && res.status < 400) throw new SlackError("answered with a redirect", true, res.status);
  const temporary = res.status >= 500 || res.status === 429 || res.status === 408;
  throw new SlackError(shortAnswer(body, res.status), !temporary, res.status);
}
