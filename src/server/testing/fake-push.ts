import http from "node:http";
import { randomUUID } from "node:crypto";
import { browserKeys, checkVapid, decryptPush, type BrowserKeys, type Vapid } from "./fake-push-crypto.ts";
import { freePort } from "./free-port.ts";

/**
 * A fake push service on 127.0.0.1 for tests, which must never reach the internet: it takes web push messages
 * (RFC 8030: a POST to a subscription's endpoint) for the browsers a test made with `browser()`, checks their
 * VAPID header, decrypts them with the browser's keys, records them, and answers 201, or 410 for an endpoint the
 * test marked gone, or the status a test set with `failWith`.
 */

export type PushReceived = {
  path: string;
  /** The VAPID header, and what checking it found. */
  authorization: string;
  vapid: Vapid;
  ttl: string;
  topic: string;
  urgency: string;
  contentEncoding: string;
  body: Buffer;
  /** The decrypted text; null when it could not be decrypted (no such browser, or wrong keys). */
  text: string | null;
};

/** A browser subscribed at this push service: what `PushSubscription.toJSON()` gives a page. */
export type FakeBrowser = { endpoint: string; keys: { p256dh: string; auth: string } };

export type FakePush = {
  url: string;
  received: PushReceived[];
  /** A new browser's subscription (its endpoint at this service, its keys). */
  browser(): FakeBrowser;
  /** What reached one endpoint, decrypted. */
  textsFor(endpoint: string): (string | null)[];
  /** The endpoint's subscription is over: 410 from now on. */
  markGone(endpoint: string): void;
  /** The endpoint answers `status` from now on (a failing push service). */
  failWith(endpoint: string, status: number): void;
  close(): Promise<void>;
};

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const header = (req: http.IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

function decryptedOrNull(body: Buffer, keys: BrowserKeys): string | null {
  try {
    return decryptPush(body, keys);
  } catch {
    return null;
  }
}

export async function startFakePush(): Promise<FakePush> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const received: PushReceived[] = [];

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const body = await readBody(req);
      if (req.method !== "POST" || !path.startsWith("/push/")) {
        res.statusCode = 404;
        return res.end();
      }
      const keys = browsers.get(path);
      const text = keys ? decryptedOrNull(body, keys) : null;
      const authorization = header(req, "authorization");
      received.push({
        path,
        authorization,
        vapid: checkVapid(authorization, url),
        ttl: header(req, "ttl"),
        topic: header(req, "topic"),
        urgency: header(req, "urgency"),
        contentEncoding: header(req, "content-encoding"),
        body,
        text,
      });
      res.statusCode = answers.get(path) ?? (keys ? 201 : 404);
      res.end();
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    url,
    received,
    browser() {
      const keys = browserKeys();
      const path = `/push/${randomUUID()}`;
      browsers.set(path, keys);
      return { endpoint: `${url}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    textsFor: (endpoint) => received.filter((r) => r.path === pathOf(endpoint)).map((r) => r.text),
    markGone: (endpoint) => answers.set(pathOf(endpoint), 410),
    failWith: (endpoint, status) => answers.set(pathOf(endpoint), status),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
