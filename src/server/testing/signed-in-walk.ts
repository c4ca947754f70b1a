/**
 * The OpenAPI robustness walk signed in (openapi-robustness.test.ts does it signed out): every operation and
 * verb, with a live session, dealt out to `shards` test files (openapi-robustness-signed-in-N.test.ts) that run
 * side by side, each on its own app and database. Operations that need a session get their fields garbled one at a time here, where
 * the garbage reaches their handlers; public ones (sign-up, sign-in, password reset, contact…) got that in the
 * signed-out round and get the structural variants only here (see gatedOperations). A request that ends the
 * session (sign-out, revoking sessions) is followed by putting the session's row back, rather than a new
 * password sign-in each time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "../db/schema/index.ts";
import { idsOf, signedInUser, type TestApp, type TestUser, createTestApp } from "./test-app.ts";
import { operationsOf, type Operation } from "./openapi-doc.ts";
import { gatedOperations, walk } from "./openapi-walk.ts";

/** Shard `shard` (1 to `shards`) of the walk: every `shards`-th operation of the document, in its order. */
export function describeSignedInWalk(shard: number, shards: number): void {
  let t: TestApp;
  let user: TestUser;
  let operations: Operation[];
  let savedSessions: (typeof sessions.$inferSelect)[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInUser(t, { companyName: "Fuzz Co", plan: "enterprise" });
    const { userId } = await idsOf(t, user);
    savedSessions = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    operations = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json());
  });
  afterAll(async () => {
    await t.close();
  });

  async function isLive(cookie: string): Promise<boolean> {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    return res.statusCode === 200;
  }

  /** The user's session, brought back when a request ended it. */
  async function liveCookie(): Promise<string> {
    if (await isLive(user.cookie)) return user.cookie;
    for (const row of savedSessions) await t.database.db.insert(sessions).values(row).onConflictDoNothing();
    if (!(await isLive(user.cookie))) throw new Error("the session could not be brought back");
    return user.cookie;
  }

  describe(`every operation in the OpenAPI document, fed hostile input signed in (part ${shard} of ${shards})`, () => {
    let gated = new Set<Operation>();

    it("tells the operations that need a session from the public ones", async () => {
      gated = await gatedOperations(t, operations);
      const publicOps = operations.filter((op) => !gated.has(op)).map((op) => `${op.method} ${op.path}`);
      expect(publicOps).toEqual(
        expect.arrayContaining(["POST /api/auth/sign-up", "POST /api/auth/sign-in", "POST /api/contact"]),
      );
      expect(publicOps).not.toContain("GET /api/auth/session");
      expect(gated.size).toBeGreaterThan(publicOps.length);
    });

    it("never answers 5xx and always answers 4xx in the error shape", async () => {
      const mine = operations.filter((_, i) => i % shards === shard - 1);
      const { sent, failures } = await walk(t, mine, { liveCookie, perField: (op) => gated.has(op) });
      expect(sent).toBeGreaterThan(500);
      expect(failures).toEqual([]);
      // The whole walk took about 90 s alone on a 2-core machine with every module's routes; the margin is for a busy machine.
    }, 360_000);

    it("still works afterwards", async () => {
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      const session = await t.app.inject({
        method: "GET",
        url: "/api/auth/session",
        headers: { cookie: await liveCookie() },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().organization).toMatchObject({ name: "Fuzz Co", role: "admin" });
    });
  });
}
