/**
 * Every operation in the OpenAPI document, sent hostile and malformed input signed out (the signed-in round is
 * openapi-robustness-signed-in.test.ts, a separate file so that the two run side by side). Nothing a client
 * sends may cause a 5xx, and every 4xx is JSON in the one error shape. Built from the document
 * (src/server/testing/openapi-walk.ts), so routes that later modules add are covered without changes here.
 * Each operation gets its fields garbled one at a time in the round where that garbage reaches its handler:
 * here for the public operations, signed in for the others (validation is the same in both rounds).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { gatedOperations, operationsOf, walk, type OpenApiDoc, type Operation } from "../testing/openapi-walk.ts";

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
    expect(names).toEqual(expect.arrayContaining(["POST /api/auth/sign-up", "POST /api/contact", "GET /api/health", "GET /api/auth/verify-email"]));
  });

  it("never answers 5xx and always answers 4xx in the error shape", async () => {
    const gated = await gatedOperations(t, operations);
    const { sent, failures } = await walk(t, operations, { perField: (op) => !gated.has(op) });
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);
});
