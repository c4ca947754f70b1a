import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../server/db/schema/index.ts";
import { freeBytes } from "../../server/platform/storage.ts";
import { idsOf, signedInUser, createTestApp, type TestApp, type TestUser } from "../../server/testing/test-app.ts";
import { storageLimitMessage, TRIAL_STORAGE_BYTES } from "../../shared/plan-limits.ts";
import type { DocumentSummary } from "./documents.contract.ts";

/**
 * What bounds storage besides the plan (issue 12, finding 5): a trial's 5 GB, the server's cap on an unlimited
 * plan (MAX_ORGANIZATION_STORAGE_BYTES, 2 MiB here), and the disk's reserve (MIN_FREE_DISK_BYTES: 507).
 */

const MIB = 1024 ** 2;
let t: TestApp;
let fullDisk: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_ORGANIZATION_STORAGE_BYTES: String(2 * MIB) });
  // A reserve larger than any free space there is: every upload would eat into it.
  fullDisk = await createTestApp({ MIN_FREE_DISK_BYTES: String(Number.MAX_SAFE_INTEGER) });
});
afterAll(async () => {
  await Promise.all([t.close(), fullDisk.close()]);
});

const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes, 32)]);
const upload = (app: TestApp, user: TestUser, body: Buffer) =>
  app.app.inject({
    method: "POST",
    url: "/api/documents?name=Plan&fileName=plan.pdf",
    headers: { cookie: user.cookie, "content-type": "application/pdf" },
    payload: body,
  });
const summary = async (app: TestApp, user: TestUser): Promise<DocumentSummary> =>
  (await app.app.inject({ method: "GET", url: "/api/documents/summary", headers: { cookie: user.cookie } })).json();

describe("storage caps", () => {
  it("gives an Enterprise trial 5 GB, not unlimited, and says so", async () => {
    // (On the installation with the default server cap: the other one caps everything at 2 MiB.)
    const trial = await signedInUser(fullDisk, { plan: "enterprise" });
    expect((await summary(fullDisk, trial)).storageLimitBytes).toBe(TRIAL_STORAGE_BYTES);
    expect(storageLimitMessage("enterprise", { trialing: true })).toBe(
      "Your Enterprise trial includes 5 GB of document storage, and this file does not fit. Delete documents, or choose a plan in Account Settings when your trial ends.",
    );
  });

  it("stops a paid unlimited plan at the server's cap", async () => {
    const paid = await signedInUser(t, { plan: "enterprise" });
    const { organizationId } = await idsOf(t, paid);
    await t.database.db
      .update(subscriptions)
      .set({ status: "active" })
      .where(eq(subscriptions.organizationId, organizationId));
    expect((await summary(t, paid)).storageLimitBytes).toBe(2 * MIB);
    expect((await upload(t, paid, pdf(MIB))).statusCode).toBe(201);
    const over = await upload(t, paid, pdf(MIB + MIB / 2));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe(storageLimitMessage("enterprise", { unlimitedCapBytes: 2 * MIB }));
  });

  it("refuses an upload with 507 before local disk falls below its reserve, and keeps nothing", async () => {
    expect(await freeBytes(t.config.dataDir)).toBeGreaterThan(0);
    const user = await signedInUser(fullDisk);
    const res = await upload(fullDisk, user, pdf(1000));
    expect(res.statusCode).toBe(507);
    expect(res.json().error).toMatchObject({ code: "INSUFFICIENT_STORAGE" });
    expect((await summary(fullDisk, user)).total).toBe(0);
  });
});
