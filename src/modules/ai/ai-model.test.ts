/**
 * The AI assistant's model path (decision 0036) against a fake OpenAI-compatible server started here (node:http,
 * POST /v1/chat/completions answering `stream: true` as server-sent events): the first call answers with tool
 * calls, the next (after the tool results) with streamed text. It records every request, so the test can check
 * what the model was sent, above all that no tool result carries another organization's data.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { as, createTestApp, idsOf, signedInUser, type TestApp, type TestUser } from "../../server/testing/test-app.ts";
import type { AiChatEvent, AiConversation } from "./ai.contract.ts";
import { AI_MSG } from "./ai.constants.ts";

type ToolCall = { name: string; arguments: string };
type SentMessage = {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};
type Sent = {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: SentMessage[];
    tools?: { function: { name: string; parameters: { properties: Record<string, unknown> } } }[];
  };
};

const TODAY = "2026-06-30";
/** What the fake model does next: call these tools (then write `text`), or fail. */
let script: { tools: ToolCall[]; text: string[] } | "fail" = { tools: [], text: [] };
const received: Sent[] = [];

function chunk(delta: object, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model: "fake-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

const fake = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
  req.on("end", () => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as Sent["body"];
    received.push({ authorization: req.headers.authorization, body });
    if (script === "fail") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "the fake model is down", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const last = body.messages.at(-1);
    if (last?.role !== "tool" && script.tools.length > 0 && body.tools) {
      // A tool call, its arguments in two pieces as real servers send them.
      res.write(chunk({ role: "assistant", content: null }));
      script.tools.forEach((t, index) => {
        res.write(
          chunk({
            tool_calls: [{ index, id: `call_${index}`, type: "function", function: { name: t.name, arguments: "" } }],
          }),
        );
        const half = Math.floor(t.arguments.length / 2);
        res.write(chunk({ tool_calls: [{ index, function: { arguments: t.arguments.slice(0, half) } }] }));
        res.write(chunk({ tool_calls: [{ index, function: { arguments: t.arguments.slice(half) } }] }));
      });
      res.write(chunk({}, "tool_calls"));
    } else {
      res.write(chunk({ role: "assistant", content: "" }));
      for (const piece of script.text) res.write(chunk({ content: piece }));
      res.write(chunk({}, "stop"));
    }
    res.end("data: [DONE]\n\n");
  });
});

let t: TestApp;
let alpha: TestUser;
let bravo: TestUser;
let bravoIds: { organizationId: string; projectId: string };

function eventsOf(res: LightMyRequestResponse): AiChatEvent[] {
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as AiChatEvent);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: "test-key-not-logged",
    AI_MODEL: "fake-model",
  });
  alpha = await signedInUser(t, { companyName: "Alpha Builders", plan: "enterprise" });
  bravo = await signedInUser(t, { companyName: "Bravo Builders", plan: "enterprise" });
  const a = as(t, alpha);
  const alphaProject = (
    await a.post("/api/projects", {
      name: "Alpha Tower",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      budget: "10000",
    })
  ).json() as { id: string };
  await a.post("/api/finance/transactions", {
    type: "Payment",
    category: "Labor",
    amount: "1200",
    date: "2026-06-10",
    vendor: "Crew",
    description: "Week",
    projectId: alphaProject.id,
  });
  const b = as(t, bravo);
  const bravoProject = (
    await b.post("/api/projects", {
      name: "Bravo Secret Tower",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      budget: "5000",
    })
  ).json() as { id: string };
  expect(
    (
      await b.post("/api/finance/transactions", {
        type: "Payment",
        category: "Equipment",
        amount: "777",
        date: "2026-06-12",
        vendor: "Bravo Rentals",
        description: "Crane",
        projectId: bravoProject.id,
      })
    ).statusCode,
  ).toBe(201);
  await b.post("/api/clients", { name: "Bravo Secret Client" });
  bravoIds = { organizationId: (await idsOf(t, bravo)).organizationId, projectId: bravoProject.id };
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe("free text with a configured model", () => {
  let conversationId = "";

  it("says a model is configured", async () => {
    expect((await as(t, alpha).get("/api/ai/settings")).json()).toMatchObject({
      modelConfigured: true,
      useModel: true,
    });
  });

  it("sends the question with the tools, runs the tool the model asks for on the caller's organization, and streams the answer", async () => {
    received.length = 0;
    script = {
      tools: [{ name: "analyze_costs", arguments: "{}" }],
      text: ["Alpha Tower spent ", "$1,200.00 ", "on labor this month."],
    };
    const events = eventsOf(
      await as(t, alpha).post("/api/ai/chat", { content: "How much did we spend this month?", today: TODAY }),
    );
    expect(events.map((e) => e.type)).toEqual(["start", "delta", "delta", "delta", "done"]);
    const start = events[0];
    const done = events.at(-1);
    if (start?.type !== "start" || done?.type !== "done") throw new Error("no start or done");
    conversationId = start.conversationId;
    expect(events.slice(1, -1).map((e) => (e.type === "delta" ? e.text : ""))).toEqual([
      "Alpha Tower spent ",
      "$1,200.00 ",
      "on labor this month.",
    ]);
    expect(done.message.content).toBe("Alpha Tower spent $1,200.00 on labor this month.");
    expect(done.message.data?.answeredBy).toBe("model");
    expect(done.message.data?.figures).toContainEqual({ label: "Spent, last 30 days", value: "$1,200.00" });
    expect(done.message.data?.sources).toEqual([
      "Answered by the model fake-model",
      expect.stringMatching(/^Ran \/analyze-costs/),
    ]);

    // Two calls: the question with the tools, then the conversation with the tool's result.
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first?.authorization).toBe("Bearer test-key-not-logged");
    expect(first?.body).toMatchObject({ model: "fake-model", stream: true });
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual([
      "analyze_costs",
      "timeline_analysis",
      "assess_risks",
      "optimize_resources",
      "analyze_equipment",
      "performance_metrics",
      "search_records",
    ]);
    // No tool lets the model choose whose data it reads.
    for (const tool of first?.body.tools ?? [])
      expect(Object.keys(tool.function.parameters.properties).filter((p) => p !== "query")).toEqual([]);
    expect(first?.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(first?.body.messages[0]?.content).toContain("Alpha Builders");
    expect(second?.body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool"]);
    const result = JSON.parse(second?.body.messages[3]?.content ?? "{}") as {
      answer: string;
      figures: { label: string; value: string }[];
    };
    expect(result.figures).toContainEqual({ label: "Spent, last 30 days", value: "$1,200.00" });

    const saved = (await as(t, alpha).get(`/api/ai/conversations/${conversationId}`)).json() as AiConversation;
    expect(saved.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "How much did we spend this month?"],
      ["assistant", "Alpha Tower spent $1,200.00 on labor this month."],
    ]);
  });

  it("asked for another organization's data, its tools find none of it", async () => {
    received.length = 0;
    script = {
      tools: [
        { name: "search_records", arguments: JSON.stringify({ query: "Bravo Secret" }) },
        // An organization the model makes up is not a parameter: it is ignored.
        { name: "analyze_costs", arguments: JSON.stringify({ organizationId: bravoIds.organizationId }) },
        {
          name: "search_records",
          arguments: JSON.stringify({ query: bravoIds.projectId, organizationId: bravoIds.organizationId }),
        },
      ],
      text: ["I can only read Alpha Builders' records: nothing called Bravo Secret is among them."],
    };
    const events = eventsOf(
      await as(t, alpha).post("/api/ai/chat", {
        content: `Show me Bravo Builders' projects and costs (organization ${bravoIds.organizationId}).`,
        conversationId,
        today: TODAY,
      }),
    );
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error(`no answer: ${JSON.stringify(events)}`);
    expect(received).toHaveLength(2);
    // The earlier exchange went along as context.
    expect(received[0]?.body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    const toolResults = (received[1]?.body.messages ?? []).filter((m) => m.role === "tool").map((m) => m.content ?? "");
    expect(toolResults).toHaveLength(3);
    // Nothing of Bravo's in what the tools answered (a search repeats its query, so the id the model typed is echoed, never a record).
    for (const text of toolResults) {
      for (const secret of [
        "Bravo Secret Tower",
        "Bravo Secret Client",
        "Bravo Rentals",
        "Crane",
        "$777.00",
        "Equipment",
      ])
        expect(text).not.toContain(secret);
    }
    expect(JSON.parse(toolResults[0] ?? "{}")).toMatchObject({
      records: [],
      figures: [{ label: "Records found", value: "0" }],
    });
    expect(JSON.parse(toolResults[2] ?? "{}")).toMatchObject({
      records: [],
      figures: [{ label: "Records found", value: "0" }],
    });
    expect(toolResults[1]).toContain("$1,200.00");
    const answer = JSON.stringify(done.message);
    for (const secret of ["Bravo Secret Tower", "Bravo Secret Client", "$777.00"]) expect(answer).not.toContain(secret);
    expect(done.message.data?.links.map((l) => l.id)).not.toContain(bravoIds.projectId);
  });

  it("a model error answers the spec's error event, and the question stays saved", async () => {
    script = "fail";
    const events = eventsOf(await as(t, alpha).post("/api/ai/chat", { content: "Will this work?", today: TODAY }));
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(events[1]).toEqual({ type: "error", message: AI_MSG.processError });
    const start = events[0];
    if (start?.type !== "start") throw new Error("no start");
    const saved = (await as(t, alpha).get(`/api/ai/conversations/${start.conversationId}`)).json() as AiConversation;
    expect(saved.messages.map((m) => m.role)).toEqual(["user"]);
  });

  it("quick commands, and free text with the model switched off in Settings, are answered by the analyses alone", async () => {
    received.length = 0;
    script = "fail";
    const command = eventsOf(await as(t, alpha).post("/api/ai/chat", { content: "/analyze-costs", today: TODAY })).at(
      -1,
    );
    expect(command?.type === "done" && command.message.data?.answeredBy).toBe("analysis");
    expect(
      (await as(t, alpha).put("/api/ai/settings", { detail: "brief", showFigures: true, useModel: false })).json(),
    ).toMatchObject({ useModel: false, modelConfigured: true });
    const text = eventsOf(
      await as(t, alpha).post("/api/ai/chat", { content: "What about Alpha Tower?", today: TODAY }),
    ).at(-1);
    expect(text?.type === "done" && text.message.data?.answeredBy).toBe("analysis");
    expect(received).toHaveLength(0);
  });
});
