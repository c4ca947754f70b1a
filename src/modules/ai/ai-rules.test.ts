import { describe, expect, it } from "vitest";
import { combineAnswers, conversationTitle, dollars, textChunks, windowsOf, type AiAnswer } from "./ai-answer.rules.ts";
import { biggestMovers, costsAnswer, overruns } from "./ai-costs.rules.ts";
import { matchCommands, searchAnswer, searchTerms } from "./ai-questions.rules.ts";
import { equipmentAnswer, resourcesAnswer } from "./ai-resources.rules.ts";
import { performanceAnswer, risksAnswer } from "./ai-risks.rules.ts";
import { criticalPath, lateTasksOf, timelineAnswer, type PlanTask } from "./ai-timeline.rules.ts";

const figure = (a: AiAnswer, label: string) => a.figures.find((f) => f.label === label)?.value;
const task = (id: string, startDate: string, endDate: string, more: Partial<PlanTask> = {}): PlanTask => ({
  id,
  name: id,
  projectId: "p1",
  projectName: "Harbor",
  startDate,
  endDate,
  progress: 0,
  assignee: "",
  ...more,
});

describe("money and windows", () => {
  it("writes cents as dollars, en-US", () => {
    expect(dollars(123456789)).toBe("$1,234,567.89");
    expect(dollars(-250)).toBe("-$2.50");
    expect(dollars(0)).toBe("$0.00");
  });
  it("the last 30 days and the 30 before, both ends included", () => {
    expect(windowsOf("2026-06-30")).toEqual({
      current: { from: "2026-06-01", to: "2026-06-30" },
      previous: { from: "2026-05-02", to: "2026-05-31" },
    });
  });
});

describe("/analyze-costs", () => {
  const input = {
    today: "2026-06-30",
    byCategory: [
      { category: "Labor", cents: 1_200_000, previousCents: 0 },
      { category: "Materials", cents: 100_000, previousCents: 50_000 },
      { category: "Equipment", cents: 30_000, previousCents: 0 },
      { category: "Overhead", cents: 0, previousCents: 0 },
    ],
    byProject: [
      { id: "h", name: "Harbor", cents: 1_200_000, previousCents: 50_000 },
      { id: "m", name: "Maple", cents: 130_000, previousCents: 0 },
    ],
    projects: [
      { id: "h", name: "Harbor", budgetCents: 1_000_000, spentCents: 1_250_000 },
      { id: "m", name: "Maple", budgetCents: 500_000, spentCents: 130_000 },
      { id: "n", name: "No budget", budgetCents: null, spentCents: 999_999 },
      { id: "z", name: "Zero budget", budgetCents: 0, spentCents: 10 },
    ],
  };

  it("finds the overruns: spent above a budget above 0, the largest first", () => {
    expect(overruns(input.projects)).toEqual([
      { id: "h", name: "Harbor", budgetCents: 1_000_000, spentCents: 1_250_000, overCents: 250_000 },
    ]);
  });

  it("ranks the movers by the size of their change", () => {
    // Labor +12,000; Harbor +11,500; Maple +1,300; Materials +500; Equipment +300.
    expect(biggestMovers(input).map((m) => [m.label, m.change])).toEqual([
      ["Labor", 1_200_000],
      ["Harbor", 1_150_000],
      ["Maple", 130_000],
    ]);
    expect(
      biggestMovers({ byCategory: [{ category: "Labor", cents: 100, previousCents: 400 }], byProject: [] })[0]?.change,
    ).toBe(-300);
  });

  it("answers with the totals, shares, overruns and movers", () => {
    const a = costsAnswer(input, "detailed");
    expect(figure(a, "Spent, last 30 days")).toBe("$13,300.00");
    expect(figure(a, "Spent, 30 days before")).toBe("$500.00");
    // 12,000 / 13,300 = 90.2 %; 1,000 / 13,300 = 7.5 %; 300 / 13,300 = 2.3 %.
    expect(figure(a, "Labor (last 30 days)")).toBe("$12,000.00 · 90%");
    expect(figure(a, "Materials (last 30 days)")).toBe("$1,000.00 · 8%");
    expect(figure(a, "Equipment (last 30 days)")).toBe("$300.00 · 2%");
    expect(figure(a, "Overhead (last 30 days)")).toBeUndefined();
    expect(figure(a, "Harbor over budget")).toBe("$2,500.00 ($12,500.00 of $10,000.00)");
    expect(a.content).toContain(
      "You spent $13,300.00 in the last 30 days, up $12,800.00 from $500.00 the 30 days before.",
    );
    expect(a.content).toContain("Labor is the largest category at $12,000.00 (90%).");
    expect(a.content).toContain(
      "1 project is over budget; the largest overrun is Harbor, $2,500.00 over its $10,000.00 budget.",
    );
    expect(a.links[0]).toEqual({ module: "projects", id: "h", label: "Harbor" });
    expect(costsAnswer(input, "brief").content).not.toContain("Biggest movers");
  });

  it("says when there is nothing to analyse", () => {
    const a = costsAnswer({ today: "2026-06-30", byCategory: [], byProject: [], projects: [] }, "detailed");
    expect(a.content).toContain("No payments were recorded from 2026-06-01 to 2026-06-30");
    expect(a.content).toContain("No project has spent more than its budget.");
  });
});

describe("/timeline-analysis: the critical path", () => {
  // A (3 days) → B (5) → D (2); A → C (1) → D. A–B–D is 10 days; A–C–D 6.
  const tasks = [
    task("A", "2026-06-01", "2026-06-03"),
    task("B", "2026-06-04", "2026-06-08"),
    task("C", "2026-06-04", "2026-06-04"),
    task("D", "2026-06-09", "2026-06-10"),
  ];
  const deps = [
    { taskId: "B", dependsOnId: "A" },
    { taskId: "C", dependsOnId: "A" },
    { taskId: "D", dependsOnId: "B" },
    { taskId: "D", dependsOnId: "C" },
  ];

  it("is the longest chain by duration", () => {
    const cp = criticalPath(tasks, deps);
    expect(cp.path.map((t) => t.id)).toEqual(["A", "B", "D"]);
    expect(cp.days).toBe(10);
    expect(cp.looped).toEqual([]);
  });

  it("is one task when there are no dependencies: the longest", () => {
    const cp = criticalPath([task("short", "2026-06-01", "2026-06-02"), task("long", "2026-06-01", "2026-06-07")], []);
    expect(cp.path.map((t) => t.id)).toEqual(["long"]);
    expect(cp.days).toBe(7);
  });

  it("leaves a dependency loop (and what follows it) out, and says so", () => {
    // X ↔ Y loop; Z after Y; A → B stands.
    const cp = criticalPath(
      [
        ...tasks.slice(0, 2),
        task("X", "2026-06-01", "2026-06-30"),
        task("Y", "2026-06-01", "2026-06-30"),
        task("Z", "2026-07-01", "2026-07-01"),
      ],
      [
        { taskId: "B", dependsOnId: "A" },
        { taskId: "X", dependsOnId: "Y" },
        { taskId: "Y", dependsOnId: "X" },
        { taskId: "Z", dependsOnId: "Y" },
      ],
    );
    expect(cp.path.map((t) => t.id)).toEqual(["A", "B"]);
    expect(cp.days).toBe(8);
    expect(cp.looped.map((t) => t.id).sort()).toEqual(["X", "Y", "Z"]);
  });

  it("ignores duplicate, self and outside dependencies", () => {
    const cp = criticalPath(tasks.slice(0, 2), [
      { taskId: "B", dependsOnId: "A" },
      { taskId: "B", dependsOnId: "A" },
      { taskId: "A", dependsOnId: "A" },
      { taskId: "B", dependsOnId: "elsewhere" },
    ]);
    expect(cp.path.map((t) => t.id)).toEqual(["A", "B"]);
    expect(cp.days).toBe(8);
  });

  it("finds the late tasks: ended before today and unfinished, the longest overdue first", () => {
    const late = lateTasksOf(
      [
        task("done", "2026-06-01", "2026-06-02", { progress: 100 }),
        task("a", "2026-06-01", "2026-06-20"),
        task("b", "2026-06-01", "2026-06-10", { progress: 99 }),
        task("today", "2026-06-01", "2026-06-30"),
      ],
      "2026-06-30",
    );
    expect(late.map((t) => [t.id, t.daysLate])).toEqual([
      ["b", 20],
      ["a", 10],
    ]);
  });

  it("answers per project", () => {
    const a = timelineAnswer({ today: "2026-06-30", tasks, dependencies: deps, truncated: false }, "detailed");
    expect(figure(a, "Critical path · Harbor")).toBe("10 days (3 tasks)");
    // All four ended before 2026-06-30 at 0 %; D ended 06-10, 20 days before.
    expect(figure(a, "Late tasks")).toBe("4");
    expect(figure(a, "Late: D")).toBe("20 days late · 0% done");
    expect(a.content).toContain("A → B → D, 10 days of work in sequence");
    expect(a.links).toEqual([{ module: "gantt", id: "p1", label: "Harbor schedule" }]);
    expect(
      timelineAnswer({ today: "2026-06-30", tasks: [], dependencies: [], truncated: false }, "brief").content,
    ).toContain("no tasks yet");
  });
});

describe("/optimize-resources", () => {
  it("finds short and over-staffed sites and the task load", () => {
    const a = resourcesAnswer(
      {
        sites: [
          { id: "n", name: "North", projectId: null, crewRequired: 10, crewAssigned: 6 },
          { id: "s", name: "South", projectId: null, crewRequired: 4, crewAssigned: 6 },
          { id: "e", name: "East", projectId: null, crewRequired: 3, crewAssigned: 3 },
        ],
        crewRequired: 17,
        crewAssigned: 15,
        departments: [
          { department: "Operations", employees: 5 },
          { department: "Safety", employees: 1 },
        ],
        load: [
          { assignee: "Ana", open: 1, late: 0 },
          { assignee: "Sam", open: 4, late: 2 },
        ],
      },
      "detailed",
    );
    // 15 / 17 = 88.2 %.
    expect(figure(a, "Crew assigned / required")).toBe("15 / 17 (88%)");
    expect(figure(a, "Sites short-staffed")).toBe("1 (short 4 people)");
    expect(figure(a, "Sites over-staffed")).toBe("1 (2 people spare)");
    expect(figure(a, "Employees (not inactive)")).toBe("6");
    expect(figure(a, "Open tasks: Sam")).toBe("4 (2 late)");
    expect(a.content).toContain("Sam has the most open tasks (4, 2 late) and Ana the fewest (1)");
    expect(a.links.slice(0, 2)).toEqual([
      { module: "field", id: "n", label: "North" },
      { module: "field", id: "s", label: "South" },
    ]);
  });
});

describe("/analyze-equipment", () => {
  it("adds up the inventory, equipment, low stock and orders", () => {
    const a = equipmentAnswer(
      {
        summary: {
          itemCount: 3,
          stockValueCents: 620_000,
          lowStockCount: 1,
          outOfStockCount: 1,
          openOrderCount: 2,
          openOrderValueCents: 12_000,
        },
        categories: [
          { category: "Heavy Equipment", items: 1, valueCents: 500_000, low: 1 },
          { category: "Concrete", items: 2, valueCents: 120_000, low: 1 },
        ],
        lowStock: [{ id: "x", name: "Excavator", quantity: "1", unit: "units", status: "Low Stock" }],
        openOrders: [
          { id: "o", number: "PO-1", supplier: "Yard", status: "sent", expectedDate: "2026-07-02", totalCents: 12_000 },
        ],
        movements: [
          { kind: "issued", movements: 1 },
          { kind: "received", movements: 3 },
        ],
        recent: [],
      },
      "detailed",
    );
    expect(figure(a, "Equipment items")).toBe("1");
    expect(figure(a, "Stock value")).toBe("$6,200.00");
    expect(figure(a, "Stock movements, last 30 days")).toBe("4");
    expect(a.content).toContain("2 items need reordering (1 out of stock, 1 low), first Excavator.");
    expect(a.content).toContain("The next order expected is PO-1 from Yard on 2026-07-02.");
  });
});

describe("/assess-risks and /performance-metrics", () => {
  it("counts the risks by kind and level", () => {
    const a = risksAnswer(
      {
        risks: [
          { kind: "over_budget", id: "h", module: "projects", title: "Harbor", detail: "over", level: "high" },
          { kind: "late_task", id: "h", module: "projects", title: "Framing", detail: "10 days late", level: "medium" },
          { kind: "late_task", id: "h", module: "projects", title: "Pour", detail: "20 days late", level: "high" },
        ],
      },
      "brief",
    );
    expect(figure(a, "Risks found")).toBe("3");
    expect(figure(a, "High")).toBe("2");
    expect(figure(a, "Late tasks")).toBe("2");
    expect(a.content).toBe(
      "3 risks found, 2 high (late tasks: 2; projects over budget: 1). Most urgent: Harbor (over); Pour (20 days late).",
    );
    expect(risksAnswer({ risks: [] }, "brief").content).toMatch(/^No risks found/);
  });

  it("shows the four figures and who is behind", () => {
    const a = performanceAnswer(
      {
        cards: {
          progress: 30,
          projects: 2,
          budget: 92,
          spentCents: 1_380_000,
          budgetCents: 1_500_000,
          resources: null,
          crewAssigned: 0,
          crewRequired: 0,
          quality: 75,
          passed: 3,
          inspections: 4,
        },
        projects: [
          {
            id: "h",
            name: "Harbor",
            progress: 40,
            expectedProgress: 50,
            scheduleVariance: -10,
            budgetCents: 1_000_000,
            spentCents: 1_250_000,
            lateTasks: 2,
          },
        ],
      },
      "detailed",
    );
    expect(figure(a, "Resource efficiency")).toBe("n/a (0 of 0 crew)");
    expect(figure(a, "Quality pass rate, last 30 days")).toBe("75% (3 of 4 inspections)");
    expect(a.content).toContain("1 project is behind schedule, furthest Harbor (40% done, 50% expected).");
    // 12,500 / 10,000 = 125 %.
    expect(a.content).toContain("Harbor: 40% done against 50% expected, 125% of budget spent, 2 late tasks.");
  });
});

describe("free text", () => {
  it("matches questions to the analyses by their words", () => {
    expect(matchCommands("Which projects are over budget?")).toEqual(["/analyze-costs"]);
    expect(matchCommands("What is late on the schedule?")).toEqual(["/timeline-analysis"]);
    expect(matchCommands("Any safety risk or low stock?")).toEqual(["/assess-risks", "/analyze-equipment"]);
    expect(matchCommands("Do we have enough crew?")).toEqual(["/optimize-resources"]);
    expect(matchCommands("Show me the KPI")).toEqual(["/performance-metrics"]);
    expect(matchCommands("hello there")).toEqual([]);
  });

  it("searches for the words that are neither common nor keywords, or a quoted phrase", () => {
    expect(searchTerms("How is the Harbor Tower project doing?")).toEqual(["harbor", "tower"]);
    expect(searchTerms("What did we spend on Maple's budget?")).toEqual(["maple"]);
    expect(searchTerms('Find "North Yard Phase 2" please')).toEqual(["north yard phase 2"]);
    expect(searchTerms("how are the costs?")).toEqual([]);
    expect(searchTerms("alpha beta gamma delta epsilon")).toHaveLength(3);
  });

  it("says what it searched and found, or honestly nothing", () => {
    const searched = ["projects", "clients"];
    const found = searchAnswer(
      {
        terms: ["harbor"],
        searched,
        hits: [{ module: "projects", id: "h", label: "Harbor Tower", kind: "Projects" }],
        matched: false,
      },
      "brief",
    );
    expect(found.content).toBe(
      "I searched your projects and clients for “harbor” and found 1 record — projects: Harbor Tower.",
    );
    expect(found.sources).toEqual(["Searched projects and clients for “harbor”"]);
    expect(found.links).toEqual([{ module: "projects", id: "h", label: "Harbor Tower" }]);
    const none = searchAnswer({ terms: ["zanzibar"], searched, hits: [], matched: false }, "brief");
    expect(none.content).toContain("found nothing that matches. Try naming a project");
    expect(searchAnswer({ terms: [], searched, hits: [], matched: false }, "brief").content).toContain(
      "could not tell what to look for",
    );
    expect(searchAnswer({ terms: [], searched, hits: [], matched: true }, "brief").content).toBe("");
  });

  it("combines answers without blank parts or duplicate links", () => {
    const link = { module: "projects" as const, id: "h", label: "Harbor" };
    const c = combineAnswers([
      { content: "One.", figures: [{ label: "a", value: "1" }], links: [link], sources: ["s"] },
      { content: " ", figures: [], links: [link], sources: ["s", "t"] },
      { content: "Two.", figures: [], links: [], sources: [] },
    ]);
    expect(c).toEqual({
      content: "One.\n\nTwo.",
      figures: [{ label: "a", value: "1" }],
      links: [link],
      sources: ["s", "t"],
    });
  });

  it("titles a conversation by its first message on one line", () => {
    expect(conversationTitle("  How   are\ncosts? ", 80)).toBe("How are costs?");
    expect(conversationTitle("x".repeat(100), 10)).toBe("xxxxxxxxx…");
  });

  it("streams an answer a sentence at a time, losing nothing", () => {
    const text = "One. Two; three!\n\nFour";
    expect(textChunks(text)).toEqual(["One. ", "Two; ", "three!\n\n", "Four"]);
    expect(textChunks(text).join("")).toBe(text);
    expect(textChunks("")).toEqual([]);
  });
});
