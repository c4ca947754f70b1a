import { beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import type { AiChatEvent, AiConversation, AiConversationList, AiMessage } from "./ai.contract.ts";
import { AI_MSG, type AiCommand } from "./ai.constants.ts";

const s = moduleSuite({ plan: "enterprise" });
const TODAY = "2026-06-30";

function eventsOf(res: LightMyRequestResponse): AiChatEvent[] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/x-ndjson/);
  return res.body
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as AiChatEvent);
}

/** Sends a message and checks the events' order: start, deltas, done; answers the saved answer and the conversation. */
async function ask(
  user: TestUser,
  content: string,
  conversationId?: string,
): Promise<{ answer: AiMessage; conversationId: string; streamed: string }> {
  const events = eventsOf(
    await s.as(user).post("/api/ai/chat", { content, today: TODAY, ...(conversationId ? { conversationId } : {}) }),
  );
  const [start, ...rest] = events;
  if (start?.type !== "start") throw new Error(`no start: ${JSON.stringify(events)}`);
  expect(start.userMessage).toMatchObject({ role: "user", content: content.trim() });
  const done = rest.at(-1);
  if (done?.type !== "done") throw new Error(`no done: ${JSON.stringify(events)}`);
  const streamed = rest.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
  expect(streamed).toBe(done.message.content);
  return { answer: done.message, conversationId: start.conversationId, streamed };
}

const figure = (m: AiMessage, label: string) => m.data?.figures.find((f) => f.label === label)?.value;

async function created(res: LightMyRequestResponse): Promise<string> {
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id?: string; data?: { id: string } };
  return body.id ?? body.data?.id ?? "";
}

const ids: Record<string, string> = {};

/**
 * The owner's organization, as the figures below are checked by hand against it (today 2026-06-30; the last 30
 * days are 06-01…06-30, the 30 before 05-02…05-31):
 * - Harbor Tower: budget $10,000, progress 40, 2026-01-01…12-31; Labor $12,000 on 06-10, Materials $500 on 05-15
 *   → spent $12,500, $2,500 over. Maple School: budget $5,000, progress 10; Materials $1,000 (06-20), Equipment
 *   $300 (06-25) → $1,300.
 * - Harbor's tasks: Excavation 06-01…06-05 (5 d, done, Ana) → Foundation 06-06…06-15 (10 d, 50%, Sam) → Framing
 *   06-16…06-20 (5 d, 0%, Sam); Permits 06-28…07-02 (5 d, 50%, Ana). Critical path 20 days; Foundation 15 days
 *   late, Framing 10.
 * - Sites (no dates: active): North Yard 6 of 10 crew, South Lot 6 of 4. Employees: 2 Operations, 1 Safety.
 * - Inventory: Excavator (Equipment, 1 unit at $5,000, reorder at 2: low), Cement (Concrete, 100 bags at $12);
 *   one draft order of 10 Cement ($120). One open major incident.
 */
beforeAll(async () => {
  const a = s.as(s.owner);
  ids.harbor = await created(
    await a.post("/api/projects", {
      name: "Harbor Tower",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      budget: "10000",
      progress: 40,
    }),
  );
  ids.maple = await created(
    await a.post("/api/projects", {
      name: "Maple School",
      startDate: "2026-06-01",
      endDate: "2026-07-30",
      budget: "5000",
      progress: 10,
    }),
  );
  const pay = (category: string, amount: string, date: string, projectId: string) =>
    a.post("/api/finance/transactions", {
      type: "Payment",
      category,
      amount,
      date,
      vendor: "Vendor",
      description: `${category} ${date}`,
      projectId,
    });
  for (const [category, amount, date, project] of [
    ["Labor", "12000", "2026-06-10", ids.harbor],
    ["Materials", "500", "2026-05-15", ids.harbor],
    ["Materials", "1000", "2026-06-20", ids.maple],
    ["Equipment", "300", "2026-06-25", ids.maple],
  ] as const) {
    await created(await pay(category, amount, date, project ?? ""));
  }
  const task = (
    name: string,
    startDate: string,
    endDate: string,
    progress: number,
    assignee: string,
    dependencies: string[] = [],
  ) =>
    a.post("/api/gantt/tasks", { name, startDate, endDate, progress, assignee, dependencies, projectId: ids.harbor });
  ids.excavation = await created(await task("Excavation", "2026-06-01", "2026-06-05", 100, "Ana"));
  ids.foundation = await created(await task("Foundation", "2026-06-06", "2026-06-15", 50, "Sam", [ids.excavation]));
  await created(await task("Framing", "2026-06-16", "2026-06-20", 0, "Sam", [ids.foundation]));
  await created(await task("Permits", "2026-06-28", "2026-07-02", 50, "Ana"));
  for (const [name, crewRequired, crewAssigned] of [
    ["North Yard", 10, 6],
    ["South Lot", 4, 6],
  ] as const) {
    await created(
      await a.post("/api/field/sites", {
        clientKey: crypto.randomUUID(),
        name,
        location: name,
        supervisor: "Foreman",
        crewRequired,
        crewAssigned,
        projectId: ids.harbor,
      }),
    );
  }
  let n = 0;
  for (const department of ["Operations", "Operations", "Safety"]) {
    n += 1;
    await created(
      await a.post("/api/hr/employees", {
        firstName: `Person${n}`,
        lastName: "Test",
        email: `person${n}-${Date.now()}@example.com`,
        phone: "555",
        position: "Worker",
        department,
        startDate: "2026-01-05",
      }),
    );
  }
  const supplier = await created(
    await a.post("/api/procurement/suppliers", { name: "Yard Supply", email: "yard@example.com" }),
  );
  await created(
    await a.post("/api/procurement/items", {
      name: "Excavator",
      category: "Equipment",
      quantity: "1",
      unit: "units",
      unitPrice: "5000",
      location: "Yard",
      reorderPoint: "2",
    }),
  );
  const cement = await created(
    await a.post("/api/procurement/items", {
      name: "Cement",
      category: "Concrete",
      quantity: "100",
      unit: "bags",
      unitPrice: "12",
      location: "Yard",
      supplierId: supplier,
    }),
  );
  await created(
    await a.post("/api/procurement/orders", { supplierId: supplier, lines: [{ itemId: cement, quantity: 10 }] }),
  );
  await created(
    await a.post("/api/safety/incidents", {
      clientKey: crypto.randomUUID(),
      type: "injury",
      severity: "major",
      location: "North Yard",
      description: "A fall",
    }),
  );
  await created(await a.post("/api/clients", { name: "Harborview Holdings" }));
}, 120_000);

describe("the quick commands, on the organization's data", () => {
  it("/analyze-costs: spending by category and project, the overrun, the movers", async () => {
    const { answer } = await ask(s.owner, "/analyze-costs");
    expect(answer.command).toBe("/analyze-costs");
    expect(answer.data?.answeredBy).toBe("analysis");
    expect(figure(answer, "Spent, last 30 days")).toBe("$13,300.00");
    expect(figure(answer, "Spent, 30 days before")).toBe("$500.00");
    // 12,000 / 13,300 = 90.2 %.
    expect(figure(answer, "Labor (last 30 days)")).toBe("$12,000.00 · 90%");
    expect(figure(answer, "Harbor Tower (last 30 days)")).toBe("$12,000.00");
    expect(figure(answer, "Projects over budget")).toBe("1");
    expect(figure(answer, "Harbor Tower over budget")).toBe("$2,500.00 ($12,500.00 of $10,000.00)");
    expect(answer.content).toContain(
      "Biggest movers: Labor +$12,000.00 ($0.00 → $12,000.00); Harbor Tower +$11,500.00 ($500.00 → $12,000.00); Maple School +$1,300.00",
    );
    expect(answer.data?.links).toContainEqual({ module: "projects", id: ids.harbor, label: "Harbor Tower" });
    expect(answer.data?.sources[0]).toMatch(/^Ran \/analyze-costs over the last 30 days/);
  });

  it("/timeline-analysis: the critical path and the late tasks", async () => {
    const { answer } = await ask(s.owner, "/timeline-analysis");
    expect(figure(answer, "Tasks analysed")).toBe("4");
    expect(figure(answer, "Late tasks")).toBe("2");
    expect(figure(answer, "Critical path · Harbor Tower")).toBe("20 days (3 tasks)");
    expect(figure(answer, "Late: Foundation")).toBe("15 days late · 50% done");
    expect(figure(answer, "Late: Framing")).toBe("10 days late · 0% done");
    expect(answer.content).toContain("Excavation → Foundation → Framing");
    expect(answer.data?.links).toContainEqual({ module: "gantt", id: ids.harbor, label: "Harbor Tower schedule" });
  });

  it("/assess-risks: late work, the overrun, the incident, low stock", async () => {
    const { answer } = await ask(s.owner, "/assess-risks");
    // Foundation (15 days late: high), Framing (10: medium), Harbor over budget (high), the major incident (high), the Excavator (low: medium).
    expect(figure(answer, "Risks found")).toBe("5");
    expect(figure(answer, "High")).toBe("3");
    expect(figure(answer, "Late tasks")).toBe("2");
    expect(figure(answer, "Projects over budget")).toBe("1");
    expect(figure(answer, "Open serious incidents")).toBe("1");
    expect(figure(answer, "Low or out of stock")).toBe("1");
    expect(figure(answer, "Certifications expired or expiring")).toBe("0");
  });

  it("/optimize-resources: crew across the sites, people, task load", async () => {
    const { answer } = await ask(s.owner, "/optimize-resources");
    // 12 of 14 = 85.7 %.
    expect(figure(answer, "Crew assigned / required")).toBe("12 / 14 (86%)");
    expect(figure(answer, "Sites short-staffed")).toBe("1 (short 4 people)");
    expect(figure(answer, "Sites over-staffed")).toBe("1 (2 people spare)");
    expect(figure(answer, "Short: North Yard")).toBe("6 of 10");
    expect(figure(answer, "Employees (not inactive)")).toBe("3");
    expect(figure(answer, "Department: Operations")).toBe("2");
    expect(figure(answer, "Open tasks: Sam")).toBe("2 (2 late)");
    expect(figure(answer, "Open tasks: Ana")).toBe("1");
  });

  it("/analyze-equipment: inventory, low stock, open orders, movements", async () => {
    const { answer } = await ask(s.owner, "/analyze-equipment");
    expect(figure(answer, "Inventory items")).toBe("2");
    expect(figure(answer, "Equipment items")).toBe("1");
    // 1 × $5,000 + 100 × $12.
    expect(figure(answer, "Stock value")).toBe("$6,200.00");
    expect(figure(answer, "Low stock")).toBe("1");
    expect(figure(answer, "Open purchase orders")).toBe("1 · $120.00");
    expect(figure(answer, "Stock movements, last 30 days")).toBe("2");
    expect(figure(answer, "Low Stock: Excavator")).toBe("1 units");
  });

  it("/performance-metrics: the four figures and each project", async () => {
    const { answer } = await ask(s.owner, "/performance-metrics");
    // (40 × 10,000 + 10 × 5,000) / 15,000 = 30; 13,800 / 15,000 = 92 %.
    expect(figure(answer, "Project progress (budget-weighted)")).toBe("30% of 2 projects");
    expect(figure(answer, "Budget utilization")).toBe("92% ($13,800.00 of $15,000.00)");
    expect(figure(answer, "Resource efficiency")).toBe("86% (12 of 14 crew)");
    expect(figure(answer, "Quality pass rate, last 30 days")).toBe("n/a (0 of 0 inspections)");
    // Harbor: 181 of 365 days gone → 50 % expected.
    expect(figure(answer, "Harbor Tower")).toBe("40% done (expected 50%) · $12,500.00 of $10,000.00");
  });

  it("a brief answer is shorter than a detailed one, with the same figures", async () => {
    const detailed = (await ask(s.owner, "/analyze-costs")).answer;
    expect(
      (await s.as(s.owner).put("/api/ai/settings", { detail: "brief", showFigures: true, useModel: true })).statusCode,
    ).toBe(200);
    const brief = (await ask(s.owner, "/analyze-costs")).answer;
    expect(
      (await s.as(s.owner).put("/api/ai/settings", { detail: "detailed", showFigures: true, useModel: true }))
        .statusCode,
    ).toBe(200);
    expect(brief.content.length).toBeLessThan(detailed.content.length);
    expect(brief.data?.figures).toEqual(detailed.data?.figures);
  });
});

describe("free text without a model", () => {
  it("is matched to the analyses by its words and searched for the rest", async () => {
    const { answer } = await ask(s.owner, "Which project is over budget at Harbor?");
    expect(answer.command).toBeNull();
    expect(answer.data?.answeredBy).toBe("analysis");
    expect(answer.data?.sources).toContain("Matched your question to /analyze-costs");
    expect(answer.data?.sources).toContain("Searched projects, clients, contracts, documents and bids for “harbor”");
    expect(answer.data?.links).toEqual(
      expect.arrayContaining([
        { module: "projects", id: ids.harbor, label: "Harbor Tower" },
        expect.objectContaining({ module: "clients", label: "Harborview Holdings" }),
      ]),
    );
    expect(figure(answer, "Spent, last 30 days")).toBe("$13,300.00");
    expect(answer.content).toContain("found 2 records");
  });

  it("says honestly when nothing matches, and suggests the commands", async () => {
    const { answer } = await ask(s.owner, "Tell me about Zanzibar");
    expect(answer.content).toContain("found nothing that matches");
    expect(answer.content).toContain("/analyze-costs");
    expect(answer.data?.links).toEqual([]);
    expect(answer.data?.sources).toEqual(["Searched projects, clients, contracts, documents and bids for “zanzibar”"]);
  });

  it("a late-work question runs the timeline analysis", async () => {
    const { answer } = await ask(s.owner, "what is late?");
    expect(figure(answer, "Late tasks")).toBe("2");
  });
});

describe("messages and conversations", () => {
  it("refuses a blank or too long message with 400 before anything is streamed", async () => {
    for (const content of ["", "   \n ", "x".repeat(4001)]) {
      const res = await s.as(s.owner).post("/api/ai/chat", { content, today: TODAY });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
    const blank = await s.as(s.owner).post("/api/ai/chat", { content: "  ", today: TODAY });
    expect(blank.json().error.message).toBe(AI_MSG.emptyMessage);
  });

  it("keeps a conversation: titled by its first message, messages in order, newest updated first", async () => {
    const first = await ask(s.owner, "  How are   my costs?  ");
    const second = await ask(s.owner, "/timeline-analysis", first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    const conv = (await s.as(s.owner).get(`/api/ai/conversations/${first.conversationId}`)).json() as AiConversation;
    expect(conv.title).toBe("How are my costs?");
    expect(conv.messages.map((m) => [m.role, m.command])).toEqual([
      ["user", null],
      ["assistant", null],
      ["user", "/timeline-analysis" satisfies AiCommand],
      ["assistant", "/timeline-analysis"],
    ]);
    const list = (await s.as(s.owner).get("/api/ai/conversations")).json() as AiConversationList;
    expect(list.items[0]).toMatchObject({ id: first.conversationId, title: "How are my costs?", messages: 4 });
  });

  it("pages the history with a cursor", async () => {
    const user = await s.onPlan("Pager Co");
    for (let i = 0; i < 21; i += 1) await ask(user, `/assess-risks ${i}`);
    const page1 = (await s.as(user).get("/api/ai/conversations")).json() as AiConversationList;
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]?.title).toBe("/assess-risks 20");
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (
      await s.as(user).get(`/api/ai/conversations?cursor=${encodeURIComponent(page1.nextCursor ?? "")}`)
    ).json() as AiConversationList;
    expect(page2.items.map((c) => c.title)).toEqual(["/assess-risks 0"]);
    expect(page2.nextCursor).toBeNull();
    expect((await s.as(user).get("/api/ai/conversations?cursor=nonsense")).statusCode).toBe(400);
  }, 60_000);

  it("is each person's own: another user of the organization and another organization get 404", async () => {
    const { conversationId } = await ask(s.owner, "/assess-risks");
    const colleague = await signedInUser(s.t, { fullName: "Colleague" });
    const { joinOrganizationOf } = await import("../../server/testing/test-app.ts");
    await joinOrganizationOf(s.t, colleague, s.owner, "member");
    for (const user of [colleague, s.stranger]) {
      expect((await s.as(user).get(`/api/ai/conversations/${conversationId}`)).statusCode).toBe(404);
      expect((await s.as(user).delete(`/api/ai/conversations/${conversationId}`)).statusCode).toBe(404);
      const cont = await s.as(user).post("/api/ai/chat", { content: "more", conversationId, today: TODAY });
      expect(cont.statusCode).toBe(404);
      expect(cont.json().error.message).toBe(AI_MSG.conversationNotFound);
      const list = (await s.as(user).get("/api/ai/conversations")).json() as AiConversationList;
      expect(list.items.map((c) => c.id)).not.toContain(conversationId);
    }
    // Still there for its owner, unchanged.
    expect((await s.as(s.owner).get(`/api/ai/conversations/${conversationId}`)).json().messages).toHaveLength(2);
  });

  it("a stranger's analyses see nothing of the owner's organization", async () => {
    const { answer } = await ask(s.stranger, "/analyze-costs");
    expect(figure(answer, "Spent, last 30 days")).toBe("$0.00");
    const search = (await ask(s.stranger, "Anything about Harbor?")).answer;
    expect(search.data?.links).toEqual([]);
    expect(JSON.stringify(search)).not.toContain("Harbor Tower");
  });

  it("deletes a conversation and its messages", async () => {
    const { conversationId } = await ask(s.owner, "/performance-metrics");
    const res = await s.as(s.owner).delete(`/api/ai/conversations/${conversationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: conversationId, deleted: true });
    expect((await s.as(s.owner).get(`/api/ai/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await s.as(s.owner).delete(`/api/ai/conversations/${conversationId}`)).statusCode).toBe(404);
  });
});

describe("settings", () => {
  it("are the defaults until saved, per person, and say whether a model is configured", async () => {
    const user = await s.onPlan("Settings Co");
    expect((await s.as(user).get("/api/ai/settings")).json()).toEqual({
      detail: "detailed",
      showFigures: true,
      useModel: true,
      modelConfigured: false,
    });
    const saved = await s.as(user).put("/api/ai/settings", { detail: "brief", showFigures: false, useModel: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ detail: "brief", showFigures: false, useModel: false, modelConfigured: false });
    expect((await s.as(user).get("/api/ai/settings")).json()).toMatchObject({ detail: "brief", showFigures: false });
    expect((await s.as(s.stranger).get("/api/ai/settings")).json()).toMatchObject({ detail: "detailed" });
    expect(
      (await s.as(user).put("/api/ai/settings", { detail: "verbose", showFigures: true, useModel: true })).statusCode,
    ).toBe(400);
  });
});

describe("roles and plans", () => {
  it("a viewer may ask, keep and delete their own conversations and save their settings", async () => {
    const viewer = await s.viewerOf(s.owner);
    const { answer, conversationId } = await ask(viewer, "/analyze-costs");
    expect(figure(answer, "Spent, last 30 days")).toBe("$13,300.00");
    expect(
      (await s.as(viewer).put("/api/ai/settings", { detail: "brief", showFigures: true, useModel: true })).statusCode,
    ).toBe(200);
    expect((await s.as(viewer).delete(`/api/ai/conversations/${conversationId}`)).statusCode).toBe(200);
  });

  it("is refused with 403 PLAN_REQUIRED below Enterprise, and 401 signed out", async () => {
    const pro = await signedInUser(s.t, { companyName: "Pro Co", plan: "professional" });
    for (const res of [
      await s.as(pro).post("/api/ai/chat", { content: "/analyze-costs", today: TODAY }),
      await s.as(pro).get("/api/ai/conversations"),
      await s.as(pro).get("/api/ai/settings"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("PLAN_REQUIRED");
    }
    expect((await s.as(null).get("/api/ai/conversations")).statusCode).toBe(401);
  });
});
