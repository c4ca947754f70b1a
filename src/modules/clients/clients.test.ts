import { describe, expect, it } from "vitest";
import { idsOf } from "../../server/testing/test-app.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { clients } from "../../server/db/schema/index.ts";
import { CLIENT_LIST_MAX } from "./clients.contract.ts";

const suite = moduleSuite();

describe("the client list", () => {
  it("answers at most 500 clients by name, says there are more, and finds the rest by part of the name", async () => {
    const { organizationId } = await idsOf(suite.t, suite.owner);
    const names = Array.from({ length: CLIENT_LIST_MAX + 20 }, (_, i) => `Client ${String(i).padStart(4, "0")}`);
    await suite.t.database.db.insert(clients).values(names.map((name) => ({ organizationId, name })));
    const first = await suite.as(suite.owner).get("/api/clients");
    expect(first.statusCode).toBe(200);
    expect(first.json().clients).toHaveLength(CLIENT_LIST_MAX);
    expect(first.json().clients[0]).toMatchObject({ name: "Client 0000" });
    expect(first.json().more).toBe(true);
    const found = await suite.as(suite.owner).get(`/api/clients?q=${encodeURIComponent("client 0519")}`);
    expect(found.json()).toEqual({ clients: [expect.objectContaining({ name: "Client 0519" })], more: false });
    const few = await suite.as(suite.owner).get("/api/clients?limit=3");
    expect(few.json().clients.map((c: { name: string }) => c.name)).toEqual([
      "Client 0000",
      "Client 0001",
      "Client 0002",
    ]);
    expect((await suite.as(suite.owner).get("/api/clients?limit=100000")).statusCode).toBe(400);
  });

  it("shows another organization none of them", async () => {
    const res = await suite.as(suite.stranger).get("/api/clients?q=Client");
    expect(res.json()).toEqual({ clients: [], more: false });
  });
});
