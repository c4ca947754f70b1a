/**
 * Every operation in the OpenAPI document, sent hostile and malformed input signed out (the signed-in round is
 * src/server/testing/signed-in-walk.ts, dealt out to separate files so that they run side by side). Nothing a client
 * sends may cause a 5xx, and every 4xx is JSON in the one error shape. Built from the document
 * (src/server/testing/openapi-walk.ts), so routes that later modules add are covered without changes here.
 * Every operation gets its fields garbled one at a time here: a public one's garbage reaches its handler, and
 * one that needs a caller must answer 401 to all of it, its params, query and body unread (issue 25: a
 * signed-out request must not learn what a route expects); signed in, the garbage reaches the others' handlers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { operationsOf, type OpenApiDoc, type Operation } from "../testing/openapi-doc.ts";
import { gatedOperations, walk } from "../testing/openapi-walk.ts";

let t: TestApp;
let doc: OpenApiDoc;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  operations = operationsOf(doc);
});
afterAll(async () => {
  await t.close();
});

describe("every operation in the OpenAPI document, fed hostile input signed out", () => {
  it("finds the operations to test", () => {
    expect(doc.openapi).toMatch(/^3\./);
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/auth/sign-up",
        "POST /api/contact",
        "GET /api/health",
        "GET /api/auth/verify-email",
      ]),
    );
  });

  it("never answers 5xx, always answers 4xx in the error shape, and 401 to anything sent to an operation that needs a caller", async () => {
    const gated = await gatedOperations(t, operations);
    // Declared open to all yet answering 401 signed out: only the session probe, which answers the signed out itself.
    expect(operations.filter((op) => op.open && gated.has(op)).map((op) => `${op.method} ${op.path}`)).toEqual([
      "GET /api/auth/session",
    ]);
    const { sent, failures } = await walk(t, operations, {
      perField: () => true,
      status: (op) => (gated.has(op) && !op.open ? 401 : undefined),
    });
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // 35 s alone; 143-147 s with a second whole suite beside it. The same limit as the signed-in walks.
  }, 360_000);
});
