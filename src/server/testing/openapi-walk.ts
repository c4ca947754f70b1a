import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { errorResponse } from "../../shared/contracts/common.ts";
import { uniqueIp, type TestApp } from "./test-app.ts";

/**
 * The OpenAPI robustness walk (src/server/platform/openapi-robustness*.test.ts): every operation the document
 * lists, with the hostile and malformed requests to send it, and the check on each answer. Built from the
 * document, so routes that later modules add are covered without changes here.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  /**
   * A schema's own valid example (zod's `.meta({ examples })`, which OpenAPI 3.0 writes as `example`), taken
   * first: for values a sample cannot guess (a colour).
   */
  example?: unknown;
  examples?: unknown[];
  $ref?: string;
};

type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: JsonSchema };

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** The document's named schemas, which `$ref`s point into. */
  schemas: Record<string, JsonSchema>;
  /** Declared open to all (`security: []`, the server's NO_SIGN_IN): no caller is asked for before its handler. */
  open: boolean;
};

export type OpenApiDoc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);
const LONG = "x".repeat(100_000);

/** Values of the wrong type or the wrong kind, for any field, parameter or whole body. */
const GARBAGE: readonly unknown[] = [
  0,
  -1,
  3.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  {},
  { nested: { deep: [1, { x: "y" }], more: { a: { b: { c: {} } } } } },
  [],
  ["a", 1, null],
  "",
  " ",
  LONG,
  "漢字 ñ ü 🚧🏗️ \u202e\u200b עברית",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "' or 1=1 --",
  "'; drop table users; --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "%00",
  "9".repeat(400),
  "-1",
  "NaN",
  "2024-13-45T99:99:99Z",
  "00000000-0000-0000-0000-000000000000",
];

/** Text for path and query values (they arrive as strings). */
const GARBAGE_TEXT: readonly string[] = [
  "",
  "0",
  "-1",
  "1e308",
  "true",
  "null",
  "../../etc",
  "..%2F..%2Fetc",
  "' or 1=1 --",
  "%00",
  "\u0000",
  "漢字🚧",
  "<script>alert(1)</script>",
  "x".repeat(10_000),
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "[object Object]",
];

type Schemas = Record<string, JsonSchema>;

function resolve(schemas: Schemas, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() ?? "";
    return resolve(schemas, schemas[name]);
  }
  const first = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first && !schema.type && !schema.properties) return resolve(schemas, first);
  return schema;
}

export function operationsOf(openapi: OpenApiDoc): Operation[] {
  const schemas = openapi.components?.schemas ?? {};
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const body = content["application/json"]?.schema ?? Object.values(content)[0]?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body,
        schemas,
        open: op.security?.length === 0,
      });
    }
  }
  return out;
}

let sampleSeq = 0;

/** A value the schema accepts, as far as the document tells (names help where it does not: e-mails). */
export function sample(schemas: Schemas, schema: JsonSchema | undefined, name = ""): unknown {
  const s = resolve(schemas, schema);
  if (!s) return "fuzz-Value-1";
  if (s.const !== undefined) return s.const;
  // Object.hasOwn, not `in`: a parameter's schema may be written as a bare type name ("object", a z.record querystring).
  if (Object.hasOwn(s, "example")) return s.example;
  if (s.examples && s.examples.length > 0) return s.examples[0];
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  switch (type) {
    case "object": {
      const obj: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) obj[key] = sample(schemas, prop, key);
      return obj;
    }
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(schemas, s.items, name));
    case "integer":
      return Math.max(s.minimum ?? 1, 1);
    case "number":
      return Math.max(s.minimum ?? 1, 1);
    case "boolean":
      return true;
    default: {
      if (s.format === "email" || /e-?mail/i.test(name)) return `fuzz-${++sampleSeq}-${Date.now()}@example.com`;
      if (s.format === "uuid" || /(^|[a-z])Id$|^id$/.test(name)) return crypto.randomUUID();
      if (s.format === "date-time") return new Date().toISOString();
      // Calendar dates by format, or by name where the schema says only "a string" (startDate, today).
      if (s.format === "date" || /(^|[a-z])Date$|^(today|date)$/.test(name))
        return new Date().toISOString().slice(0, 10);
      if (s.format === "uri" || s.format === "url") return "https://example.com/";
      // One value for every plain string, so that "password" and "confirmPassword" match.
      const value = "fuzz-Value-1";
      return s.minLength && s.minLength > value.length ? value.padEnd(s.minLength, "x") : value;
    }
  }
}

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
const PUBLIC_AREAS = /^\/api\/(auth|contact|health|invitations|files|client-documents)(\/|$)/;

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
