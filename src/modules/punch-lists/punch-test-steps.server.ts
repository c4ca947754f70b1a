// Test support only (vitest): named *.server.ts because it reaches the server's test app, which no bundle may.
import { expect } from "vitest";
import type { ModuleSuite } from "../../server/testing/module-suite.ts";
import { idsOf, joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import type { PunchItem, PunchItemInput } from "./punch-lists.contract.ts";

/** The punch lists' API tests' shared steps: a project, a colleague, an item made and moved. */
export function punchSteps(suite: ModuleSuite) {
  const newProject = async (user: TestUser, name = "Harbor Tower"): Promise<string> => {
    const res = await suite.as(user).post("/api/projects", { name, startDate: "2026-01-05", endDate: "2026-12-30" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const itemBody = (projectId: string, over: Partial<PunchItemInput> = {}): PunchItemInput => ({
    clientKey: crypto.randomUUID(),
    projectId,
    location: "Level 2, Unit 204",
    description: "Touch up paint at the door frame",
    trade: "Painting",
    ...over,
  });
  const made = async (user: TestUser, body: PunchItemInput): Promise<PunchItem> => {
    const res = await suite.as(user).post("/api/punch-lists/items", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const move = (user: TestUser, id: string, action: string, note?: string) =>
    suite.as(user).post(`/api/punch-lists/items/${id}/status`, note === undefined ? { action } : { action, note });
  /** A new user who joins `owner`'s organization as a member; answers them and their user id. */
  const memberOf = async (owner: TestUser, fullName: string) => {
    const user = await signedInUser(suite.t, { fullName });
    await joinOrganizationOf(suite.t, user, owner, "member");
    return { user, id: (await idsOf(suite.t, user)).userId };
  };
  return { newProject, itemBody, made, move, memberOf };
}
