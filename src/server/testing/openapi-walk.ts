import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { errorResponse } from "../../shared/contracts/common.ts";
import { uniqueIp, type TestApp } from "./test-app.ts";

/**
 * The OpenAPI robustness walk (src/server/platform/openapi-robustness*.test.ts): every operation the document
 * lists, with the hostile and malformed requests to send it, and the check on each answer. Built from the
 * document, so routes that later modules add are covered without changes here.
 */

import { GARBAGE, GARBAGE_TEXT, LONG, resolve, sample, type JsonSchema, type Operation } from "./openapi-doc.ts";

/**
 * One request to send. `routed: false`: the address may not reach the operation's route at all (a raw `../` or
 * `</script>` leaves its path, a segment over the router's length is refused before any route), so no route's
 * hook runs and only the general checks apply to its answer.
 */
type Variant = { label: string; url: string; payload?: string; contentType?: string; routed?: false };

/** Fastify's default `maxParamLength`: a longer path segment is refused by the router itself. */
const ROUTER_MAX_PARAM_LENGTH = 100;

function pathWith(op: Operation, values: Record<string, string>): string {
  return op.path.replace(
    /\{([^}]+)\}/g,
    (_, key: string) => values[key] ?? encodeURIComponent(String(sample(op.schemas, paramSchema(op, key), key))),
  );
}

function paramSchema(op: Operation, name: string): JsonSchema | undefined {
  return op.parameters.find((p) => p.name === name)?.schema;
}

function validQuery(op: Operation): URLSearchParams {
  const q = new URLSearchParams();
  for (const p of op.parameters) if (p.in === "query") q.set(p.name, String(sample(op.schemas, p.schema, p.name)));
  return q;
}

function withQuery(path: string, q: URLSearchParams | string): string {
  const s = typeof q === "string" ? q : q.toString();
  return s ? `${path}?${s}` : path;
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: "application/json" });

/**
 * Every request to send to one operation. Without `perField`, the values garbled one declared field or query
 * parameter at a time are left out (the structure of the request is still garbled every way).
 */
export function variantsOf(op: Operation, { perField = true }: { perField?: boolean } = {}): Variant[] {
  const out: Variant[] = [];
  const basePath = pathWith(op, {});
  const baseUrl = withQuery(basePath, validQuery(op));
  const hasBody = op.method !== "GET";

  // Path parameters: garbage, encoded and raw.
  for (const param of op.parameters.filter((p) => p.in === "path")) {
    for (const g of GARBAGE_TEXT) {
      const tooLong = g.length > ROUTER_MAX_PARAM_LENGTH ? { routed: false as const } : {};
      out.push({
        label: `path ${param.name}=${JSON.stringify(g.slice(0, 30))}`,
        url: withQuery(pathWith(op, { [param.name]: encodeURIComponent(g) }), validQuery(op)),
        ...tooLong,
      });
      const leaves = g.includes("/") ? { routed: false as const } : tooLong;
      if (!g.includes("\u0000"))
        out.push({
          label: `raw path ${param.name}=${JSON.stringify(g.slice(0, 30))}`,
          url: pathWith(op, { [param.name]: g.replace(/[ ?#]/g, "") }),
          ...leaves,
        });
    }
  }

  // Query strings: each declared parameter garbled or missing, unknown ones, repeated and nested keys.
  const queryParams = op.parameters.filter((p) => p.in === "query");
  for (const param of queryParams) {
    for (const g of perField ? GARBAGE_TEXT : []) {
      const q = validQuery(op);
      q.set(param.name, g);
      out.push({ label: `query ${param.name}=${JSON.stringify(g.slice(0, 30))}`, url: withQuery(basePath, q) });
    }
    const without = validQuery(op);
    without.delete(param.name);
    out.push({ label: `query without ${param.name}`, url: withQuery(basePath, without) });
    out.push({ label: `query ${param.name} twice`, url: withQuery(basePath, `${param.name}=a&${param.name}=b`) });
    out.push({ label: `query ${param.name}[x]`, url: withQuery(basePath, `${param.name}[x]=1&${param.name}[y][z]=2`) });
  }
  for (const raw of [
    "x=%00",
    "%%%",
    "a=1&a=2&a[]=3",
    "__proto__[x]=1&constructor[prototype][y]=2",
    `q=${"x".repeat(10_000)}`,
    "' or 1=1 --",
    "../../etc=1",
  ]) {
    out.push({ label: `query ${raw.slice(0, 30)}`, url: withQuery(basePath, raw) });
  }

  if (!hasBody) return out;

  // Bodies: none, empty, of the wrong JSON type, malformed, prototype pollution.
  out.push({ label: "no body", url: baseUrl });
  out.push({ label: "empty object", url: baseUrl, ...json({}) });
  out.push({ label: "array", url: baseUrl, ...json([]) });
  out.push({ label: "array of objects", url: baseUrl, ...json([{}, { a: 1 }]) });
  out.push({ label: "null", url: baseUrl, ...json(null) });
  out.push({ label: "number", url: baseUrl, ...json(42) });
  out.push({ label: "string", url: baseUrl, ...json("text") });
  out.push({ label: "empty JSON body", url: baseUrl, payload: "", contentType: "application/json" });
  out.push({ label: "malformed JSON", url: baseUrl, payload: '{"a":', contentType: "application/json" });
  out.push({
    label: "__proto__",
    url: baseUrl,
    payload: '{"__proto__":{"admin":true}}',
    contentType: "application/json",
  });
  out.push({
    label: "constructor.prototype",
    url: baseUrl,
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: "application/json",
  });
  out.push({
    label: "deeply nested arrays",
    url: baseUrl,
    payload: "[".repeat(100_000) + "]".repeat(100_000),
    contentType: "application/json",
  });
  out.push({
    label: "deeply nested objects",
    url: baseUrl,
    payload: '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000),
    contentType: "application/json",
  });
  out.push({
    label: "many keys",
    url: baseUrl,
    ...json(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
  });
  out.push({ label: "text/plain", url: baseUrl, payload: "hello", contentType: "text/plain" });
  out.push({ label: "form", url: baseUrl, payload: "a=1", contentType: "application/x-www-form-urlencoded" });

  const schema = resolve(op.schemas, op.body);
  const bodySample = () => sample(op.schemas, schema);
  if (schema) {
    out.push({ label: "valid sample", url: baseUrl, ...json(bodySample()) });
    for (const g of GARBAGE) out.push({ label: `whole body ${show(g)}`, url: baseUrl, ...json(g) });
    for (const key of Object.keys(schema.properties ?? {})) {
      for (const g of perField ? GARBAGE : []) {
        const body = bodySample();
        if (typeof body === "object" && body !== null) (body as Record<string, unknown>)[key] = g;
        out.push({ label: `${key}=${show(g)}`, url: baseUrl, ...json(body) });
      }
      const without = bodySample();
      if (typeof without === "object" && without !== null) delete (without as Record<string, unknown>)[key];
      out.push({ label: `without ${key}`, url: baseUrl, ...json(without) });
    }
    const extra = bodySample();
    if (typeof extra === "object" && extra !== null) {
      Object.assign(extra, {
        unexpected: LONG,
        id: "' or 1=1 --",
        organizationId: "00000000-0000-0000-0000-000000000000",
        role: "admin",
      });
      out.push({ label: "extra fields", url: baseUrl, ...json(extra) });
    }
  } else {
    out.push({ label: "unexpected object", url: baseUrl, ...json({ a: LONG, b: { c: [1, 2, 3] } }) });
  }
  return out;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 30 ? `${text.slice(0, 30)}…(${text.length})` : text;
}

export type Failure = { op: string; variant: string; signedIn: boolean; status: number; body: string };

export function check(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode >= 400) {
    if (!String(res.headers["content-type"]).startsWith("application/json"))
      return `4xx not JSON (${res.headers["content-type"]})`;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return "4xx body is not valid JSON";
    }
    if (!errorResponse.safeParse(body).success) return "4xx body is not in the error shape";
  }
  return null;
}

/** The request that should pass validation: the path, query and body samples. */
export function validRequest(op: Operation): Variant {
  const url = withQuery(pathWith(op, {}), validQuery(op));
  const schema = resolve(op.schemas, op.body);
  return op.method === "GET" || !schema
    ? { label: "valid", url }
    : { label: "valid", url, ...json(sample(op.schemas, schema)) };
}

export type WalkOptions = {
  /** Signed in: a live session cookie, checked (and brought back if a request ended it) before each operation and after any answer that set a cookie. */
  liveCookie?: () => Promise<string>;
  /** Whether the operation gets its per-field garbage as well (see variantsOf). */
  perField: (op: Operation) => boolean;
  /** The status every request to the operation must answer, whatever it sends (401 signed out where a caller is needed); none: any. */
  status?: (op: Operation) => number | undefined;
};

/** Sends an operation one request; the answer's problem, if any. */
export async function send(
  t: TestApp,
  op: Operation,
  v: Variant,
  cookie: string | undefined,
): Promise<{ res: LightMyRequestResponse; problem: string | null }> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (v.contentType) headers["content-type"] = v.contentType;
  const options: InjectOptions = {
    method: op.method as InjectOptions["method"],
    url: v.url,
    headers,
    remoteAddress: uniqueIp(),
  };
  if (v.payload !== undefined) options.payload = v.payload;
  const res = await t.app.inject(options);
  return { res, problem: check(res) };
}

/** Every variant of every operation, in order; the failures. */
export async function walk(
  t: TestApp,
  operations: Operation[],
  options: WalkOptions,
): Promise<{ sent: number; failures: Failure[] }> {
  const failures: Failure[] = [];
  let sent = 0;
  const timings: { op: string; ms: number; sent: number }[] = [];
  for (const op of operations) {
    const started = performance.now();
    const before = sent;
    let cookie = options.liveCookie ? await options.liveCookie() : undefined;
    const status = options.status?.(op);
    for (const v of variantsOf(op, { perField: options.perField(op) })) {
      const sentOne = await send(t, op, v, cookie);
      const { res } = sentOne;
      const problem =
        sentOne.problem ??
        (status !== undefined && v.routed !== false && res.statusCode !== status
          ? `status ${res.statusCode}, not ${status}`
          : null);
      sent += 1;
      if (problem)
        failures.push({
          op: `${op.method} ${op.path}`,
          variant: v.label,
          signedIn: cookie !== undefined,
          status: res.statusCode,
          body: `${problem}: ${res.body.slice(0, 300)}`,
        });
      if (options.liveCookie && res.headers["set-cookie"]) cookie = await options.liveCookie();
    }
    timings.push({ op: `${op.method} ${op.path}`, ms: performance.now() - started, sent: sent - before });
  }
  // WALK_PROFILE=1: the slowest operations, to see where the walk's time goes.
  if (process.env.WALK_PROFILE) {
    const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 25);
    console.log(
      slowest
        .map((x) => `${x.ms.toFixed(0).padStart(6)} ms ${String(x.sent).padStart(4)} requests  ${x.op}`)
        .join("\n"),
    );
  }
  return { sent, failures };
}

/** Where public operations live: the account's way in, the site's contact form, health, invitations, signed file links, clients' document links. */
const PUBLIC_AREAS =
  /^\/api\/(auth|contact|health|invitations|files|client-documents|client-change-orders|payments)(\/|$)/;

/**
 * The operations that need a session. Anything outside the public areas does (routes that new modules add are
 * counted in without a change here); inside them, an operation that answers a signed-out caller "Please sign
 * in" (401 UNAUTHORIZED) to a plausible request does too.
 */
export async function gatedOperations(t: TestApp, operations: Operation[]): Promise<Set<Operation>> {
  const gated = new Set<Operation>();
  for (const op of operations) {
    if (!PUBLIC_AREAS.test(op.path)) {
      gated.add(op);
      continue;
    }
    const valid = validRequest(op);
    const probes =
      op.method === "GET"
        ? [valid]
        : [valid, { label: "no body", url: valid.url }, { label: "empty object", url: valid.url, ...json({}) }];
    for (const probe of probes) {
      const { res } = await send(t, op, probe, undefined);
      if (res.statusCode === 401 && (res.json() as { error?: { code?: string } }).error?.code === "UNAUTHORIZED") {
        gated.add(op);
        break;
      }
    }
  }
  return gated;
}
