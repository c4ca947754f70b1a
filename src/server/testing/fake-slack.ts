import http from "node:http";
import { randomBytes } from "node:crypto";
import { freePort } from "./free-port.ts";

/**
 * A fake Slack for tests, which must never reach the internet: incoming webhooks on 127.0.0.1 under `/services/…`.
 * A webhook made with `webhook()` answers a JSON post "ok" (200) and keeps its body; an unknown path answers 404
 * "no_service", as Slack does for a removed webhook; `failNext` makes the next posts answer an error (500
 * "rollup_error" by default). The product is pointed at it with SLACK_WEBHOOK_ORIGIN = `url`.
 *
 * For a journey, whose test runs in another process than the fake: `POST /__fake/webhooks` makes a webhook and
 * answers `{ url }`; `GET /__fake/posts?url=…` answers the bodies posted to it, oldest first.
 */

export type FakeSlack = {
  /** The origin: http://127.0.0.1:port. */
  url: string;
  /** A new webhook's URL (`{url}/services/T…/B…/secret`). */
  webhook(): string;
  /** The JSON bodies posted to a webhook (its URL or path), oldest first. */
  postsTo(webhookUrl: string): unknown[];
  /** The next `times` posts (to any webhook) answer `status` with `body` and are not kept. */
  failNext(status?: number, body?: string, times?: number): void;
  close(): Promise<void>;
};

const pathOf = (url: string): string => new URL(url, "http://x").pathname;
const token = (bytes: number) => randomBytes(bytes).toString("hex").toUpperCase();

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

function answer(res: http.ServerResponse, status: number, body: string, type = "text/plain"): void {
  res.statusCode = status;
  res.setHeader("content-type", type);
  res.end(body);
}

export async function startFakeSlack(options: { port?: number } = {}): Promise<FakeSlack> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const posts = new Map<string, unknown[]>();
  const failures: { status: number; body: string }[] = [];

  const webhook = () => {
    const path = `/services/T${token(4)}/B${token(4)}/${randomBytes(12).toString("base64url")}`;
    posts.set(path, []);
    return `${url}${path}`;
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const address = new URL(req.url ?? "/", url);
    const body = await readBody(req);
    if (req.method === "POST" && address.pathname === "/__fake/webhooks")
      return answer(res, 201, JSON.stringify({ url: webhook() }), "application/json");
    if (req.method === "GET" && address.pathname === "/__fake/posts") {
      const list = posts.get(pathOf(address.searchParams.get("url") ?? "")) ?? [];
      return answer(res, 200, JSON.stringify(list), "application/json");
    }
    if (req.method !== "POST" || !address.pathname.startsWith("/services/")) return answer(res, 404, "not_found");
    const failure = failures.shift();
    if (failure) return answer(res, failure.status, failure.body);
    const kept = posts.get(address.pathname);
    if (!kept) return answer(res, 404, "no_service");
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return answer(res, 400, "invalid_payload");
    }
    if (typeof parsed !== "object" || parsed === null || !("text" in parsed)) return answer(res, 400, "no_text");
    kept.push(parsed);
    answer(res, 200, "ok");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) answer(res, 500, err instanceof Error ? err.message : String(err));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    url,
    webhook,
    postsTo: (webhookUrl) => posts.get(pathOf(webhookUrl)) ?? [],
    failNext: (status = 500, body = "rollup_error", times = 1) => {
      for (let i = 0; i < times; i++) failures.push({ status, body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
