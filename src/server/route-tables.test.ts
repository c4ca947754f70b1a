/**
 * The route tables (decision 0047) against the server: every entry of every `*.routes.ts` is a route the server
 * registers and documents (same method, same path, the same path parameters, a body schema where it takes one, a
 * success or redirect answer), and every `/api`
 * route the server registers is an entry of some table. Tables are found by name, so a new module's is checked
 * without a change here.
 */
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyRoute } from "../shared/route.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

/** Routes that are not ours to table: the sign-in library's catch-all and the API explorer's pages. */
const NOT_TABLED = [/^\/api\/auth\//, /^\/api\/docs(\/|$)/];

type Seen = { method: string; url: string; hidden: boolean; hasBody: boolean };
type DocOperation = {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: unknown }>;
};
type Doc = { paths: Record<string, Record<string, DocOperation>> };

const isEntry = (value: unknown): value is AnyRoute =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyRoute).method === "string" &&
  typeof (value as AnyRoute).pattern === "string";

/** Every entry in a table, however deeply it is grouped. */
function entriesOf(value: unknown, into: Map<string, AnyRoute>): void {
  if (isEntry(value)) {
    into.set(`${value.method} ${value.pattern}`, value);
    return;
  }
  if (typeof value === "object" && value !== null) for (const inner of Object.values(value)) entriesOf(inner, into);
}

const tables = import.meta.glob<Record<string, unknown>>("../**/*.routes.ts", { eager: true });
const entries = new Map<string, AnyRoute>();
for (const table of Object.values(tables)) entriesOf(table, entries);

const key = (method: string, url: string) => `${method} ${url}`;
const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, "{$1}");
const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();

let t: TestApp;
const seen = new Map<string, Seen>();
let doc: Doc;

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as { hide?: boolean; body?: unknown };
    for (const method of methods) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      seen.set(key(method, route.url), {
        method,
        url: route.url,
        hidden: schema.hide === true,
        hasBody: schema.body !== undefined,
      });
    }
  };
  t = await createTestApp({}, undefined, {}, undefined, onRoute);
  doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<Doc>();
});

afterAll(async () => {
  await t.close();
});

describe("route tables", () => {
  it("are found, and hold the modules' routes", () => {
    expect(Object.keys(tables).length).toBeGreaterThan(15);
    expect(entries.size).toBeGreaterThan(200);
  });

  it("every /api route the server registers is in a table", () => {
    const missing = [...seen.values()]
      .filter((r) => r.url.startsWith("/api/") && !NOT_TABLED.some((re) => re.test(r.url)))
      .map((r) => key(r.method, r.url))
      .filter((k) => !entries.has(k));
    expect(missing).toEqual([]);
  });

  it("every entry is a route the server registers", () => {
    const unknown = [...entries.keys()].filter((k) => !seen.has(k));
    expect(unknown).toEqual([]);
  });

  it("every entry is documented in the OpenAPI document with its method, path, parameters, body and success answer", () => {
    const problems: string[] = [];
    for (const [name, entry] of entries) {
      const registered = seen.get(name);
      if (!registered || registered.hidden) continue;
      const op = doc.paths[openApiPath(entry.pattern)]?.[entry.method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      const documented = (op.parameters ?? [])
        .filter((p) => p.in === "path")
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(documented) !== JSON.stringify(paramNames(entry.pattern)))
        problems.push(`${name}: path parameters ${documented.join(",")}`);
      if (registered.hasBody !== (op.requestBody !== undefined))
        problems.push(`${name}: request body ${registered.hasBody ? "not documented" : "documented without a schema"}`);
      // A redirect (the e-mail link's, the sign-in provider's return) answers 302 with no body.
      const success = Object.keys(op.responses ?? {}).filter((status) => /^[23]\d\d$/.test(status));
      if (success.length === 0) problems.push(`${name}: no success answer documented`);
    }
    expect(problems).toEqual([]);
  });
});
