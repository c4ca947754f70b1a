// The AI assistant's analyses (issue 17, decision 0036): pure functions from the organization's figures (gathered by
// ai-analyses.queries.ts through the other modules' query files) to an answer in plain language, with the figures
// it used, links to the records and what it ran. Dates are `YYYY-MM-DD`, money whole cents (decision 23).
import { addDays, dayNumber, durationDays } from "../../shared/calendar.ts";
import type { AiLink, AiMessage } from "./ai.contract.ts";
import type { AiCommand, AiDetailLevel } from "./ai.constants.ts";
import type { RiskItem } from "../analytics/analytics.contract.ts";

export type AiFigureRow = { label: string; value: string };
/** An analysis's answer before it is saved: the text and what it used. */
export type AiAnswer = { content: string; figures: AiFigureRow[]; links: AiLink[]; sources: string[] };
export type AiData = NonNullable<AiMessage["data"]>;

/** The days an analysis of money looks back over (both ends included), and the period before it for the movers. */
export const COST_WINDOW_DAYS = 30;
/** Items an answer lists of one kind (the figures keep the totals). */
export const LISTED = 5;

// ---- Formatting (deterministic: en-US, whatever the server's locale) ----

export const dollars = (cents: number): string =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
export const percentText = (p: number | null): string => (p === null ? "n/a" : `${p}%`);
/** `part` of `whole` as a rounded percent; null when the whole is 0 or less. */
export const percentOf = (part: number, whole: number): number | null => (whole <= 0 ? null : Math.round((Math.max(0, part) * 100) / whole));
const signedDollars = (cents: number) => (cents > 0 ? `+${dollars(cents)}` : dollars(cents));

/** The last `days` days up to `today` (both ends included), and the same length just before. */
export function windowsOf(today: string, days = COST_WINDOW_DAYS): { current: { from: string; to: string }; previous: { from: string; to: string } } {
  const from = addDays(today, -(days - 1));
  return { current: { from, to: today }, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** Adds up answers of several analyses into one (a free-text question matched to more than one). */
export function combineAnswers(answers: readonly AiAnswer[]): AiAnswer {
  const links = new Map<string, AiLink>();
  for (const a of answers) for (const l of a.links) links.set(`${l.module}|${l.id ?? ""}|${l.label}`, l);
  return {
    content: answers.map((a) => a.content).filter((c) => c.trim() !== "").join("\n\n"),
    figures: answers.flatMap((a) => a.figures),
    links: [...links.values()],
    sources: [...new Set(answers.flatMap((a) => a.sources))],
  };
}

// ---- /analyze-costs ----

export type CostsInput = {
  today: string;
  /** Payments (pending and cleared) of the last 30 days and of the 30 before, by category and by project. */
  byCategory: { category: string; cents: number; previousCents: number }[];
  byProject: { id: string | null; name: string; cents: number; previousCents: number }[];
  /** Projects with their budget and everything spent on them so far (for overruns). */
  projects: { id: string; name: string; budgetCents: number | null; spentCents: number }[];
};

export type Mover = { label: string; kind: "category" | "project"; id: string | null; cents: number; previousCents: number; change: number };

/** Categories and projects whose spending changed most from the previous window to this one, the largest change first. */
export function biggestMovers(input: Pick<CostsInput, "byCategory" | "byProject">, limit = 3): Mover[] {
  const all: Mover[] = [
    ...input.byCategory.map((c) => ({ label: c.category, kind: "category" as const, id: null, cents: c.cents, previousCents: c.previousCents, change: c.cents - c.previousCents })),
    ...input.byProject.map((p) => ({ label: p.name, kind: "project" as const, id: p.id, cents: p.cents, previousCents: p.previousCents, change: p.cents - p.previousCents })),
  ];
  return all
    .filter((m) => m.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** Projects whose spending passed their budget, the largest overrun first. */
export function overruns(projects: CostsInput["projects"]): { id: string; name: string; budgetCents: number; spentCents: number; overCents: number }[] {
  return projects
    .flatMap((p) => (p.budgetCents !== null && p.budgetCents > 0 && p.spentCents > p.budgetCents ? [{ id: p.id, name: p.name, budgetCents: p.budgetCents, spentCents: p.spentCents, overCents: p.spentCents - p.budgetCents }] : []))
    .sort((a, b) => b.overCents - a.overCents || a.name.localeCompare(b.name));
}

export function costsAnswer(input: CostsInput, detail: AiDetailLevel): AiAnswer {
  const total = input.byCategory.reduce((s, c) => s + c.cents, 0);
  const previous = input.byCategory.reduce((s, c) => s + c.previousCents, 0);
  const categories = [...input.byCategory].filter((c) => c.cents > 0).sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category));
  const projects = [...input.byProject].filter((p) => p.cents > 0).sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  const over = overruns(input.projects);
  const movers = biggestMovers(input);
  const { current } = windowsOf(input.today);

  const figures: AiFigureRow[] = [
    { label: "Spent, last 30 days", value: dollars(total) },
    { label: "Spent, 30 days before", value: dollars(previous) },
    ...categories.map((c) => ({ label: `${c.category} (last 30 days)`, value: `${dollars(c.cents)} · ${percentText(percentOf(c.cents, total))}` })),
    ...projects.slice(0, LISTED).map((p) => ({ label: `${p.name} (last 30 days)`, value: dollars(p.cents) })),
    { label: "Projects over budget", value: String(over.length) },
    ...over.slice(0, LISTED).map((o) => ({ label: `${o.name} over budget`, value: `${dollars(o.overCents)} (${dollars(o.spentCents)} of ${dollars(o.budgetCents)})` })),
  ];
  const links: AiLink[] = [
    ...over.slice(0, LISTED).map((o) => ({ module: "projects" as const, id: o.id, label: o.name })),
    ...projects.slice(0, LISTED).flatMap((p) => (p.id && !over.some((o) => o.id === p.id) ? [{ module: "projects" as const, id: p.id, label: p.name }] : [])),
    { module: "finance", id: null, label: "Finance" },
  ];

  const lines: string[] = [];
  if (total === 0 && previous === 0) lines.push(`No payments were recorded from ${current.from} to ${current.to} or in the 30 days before.`);
  else {
    const change = total - previous;
    lines.push(
      `You spent ${dollars(total)} in the last 30 days${previous > 0 ? `, ${change === 0 ? "the same as" : `${change > 0 ? "up" : "down"} ${dollars(Math.abs(change))} from`} ${dollars(previous)} the 30 days before` : ""}.`,
    );
    const top = categories[0];
    if (top) lines.push(`${top.category} is the largest category at ${dollars(top.cents)} (${percentText(percentOf(top.cents, total))}).`);
  }
  if (over.length === 0) lines.push("No project has spent more than its budget.");
  else {
    const worst = over[0];
    if (worst) lines.push(`${count(over.length, "project")} ${over.length === 1 ? "is" : "are"} over budget; the largest overrun is ${worst.name}, ${dollars(worst.overCents)} over its ${dollars(worst.budgetCents)} budget.`);
  }
  if (detail === "detailed") {
    if (projects.length > 0) lines.push(`By project: ${projects.slice(0, LISTED).map((p) => `${p.name} ${dollars(p.cents)}`).join(", ")}.`);
    if (movers.length > 0) lines.push(`Biggest movers: ${movers.map((m) => `${m.label} ${signedDollars(m.change)} (${dollars(m.previousCents)} → ${dollars(m.cents)})`).join("; ")}.`);
    if (over.length > 1) lines.push(`Over budget: ${over.slice(0, LISTED).map((o) => `${o.name} ${dollars(o.overCents)} over`).join(", ")}.`);
  }
  return { content: lines.join(" "), figures, links, sources: ["Ran /analyze-costs over the last 30 days (payments, pending and cleared) against the 30 days before, and every project's spend against its budget"] };
}

// ---- /timeline-analysis ----

export type PlanTask = { id: string; name: string; projectId: string | null; projectName: string | null; startDate: string; endDate: string; progress: number; assignee: string };
export type Dependency = { taskId: string; dependsOnId: string };

/** Inclusive days of a task. */
export const taskDays = (t: Pick<PlanTask, "startDate" | "endDate">): number => Math.max(1, durationDays(t.startDate, t.endDate));

const byStart = (a: PlanTask, b: PlanTask) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The critical path through `tasks`: the chain of dependencies (a predecessor finishes before its task starts)
 * whose durations add up to the most days. Dependencies on tasks outside `tasks` are ignored. Tasks in a
 * dependency loop (the data should have none; the Gantt refuses them, but nothing in the table does) and those
 * after one cannot be ordered: they are left out and named in `looped`.
 */
export function criticalPath(tasks: readonly PlanTask[], dependencies: readonly Dependency[]): { path: PlanTask[]; days: number; looped: PlanTask[] } {
  const byId = new Map(tasks.map((t) => [t.id, t] as const));
  const next = new Map<string, string[]>();
  const indegree = new Map<string, number>(tasks.map((t) => [t.id, 0]));
  const seen = new Set<string>();
  for (const d of dependencies) {
    const key = `${d.dependsOnId}>${d.taskId}`;
    if (seen.has(key) || d.taskId === d.dependsOnId || !byId.has(d.taskId) || !byId.has(d.dependsOnId)) continue;
    seen.add(key);
    next.set(d.dependsOnId, [...(next.get(d.dependsOnId) ?? []), d.taskId]);
    indegree.set(d.taskId, (indegree.get(d.taskId) ?? 0) + 1);
  }
  // Kahn's order, the earliest-starting ready task first so that ties resolve the same way every time.
  const ready = tasks.filter((t) => indegree.get(t.id) === 0).sort(byStart);
  const days = new Map<string, number>();
  const before = new Map<string, string>();
  const ordered: PlanTask[] = [];
  while (ready.length > 0) {
    const task = ready.shift();
    if (!task) break;
    ordered.push(task);
    const total = (days.get(task.id) ?? 0) + taskDays(task);
    days.set(task.id, total);
    for (const id of next.get(task.id) ?? []) {
      const succ = byId.get(id);
      if (!succ) continue;
      if (total > (days.get(id) ?? -1)) {
        days.set(id, total);
        before.set(id, task.id);
      }
      const left = (indegree.get(id) ?? 0) - 1;
      indegree.set(id, left);
      if (left === 0) {
        ready.push(succ);
        ready.sort(byStart);
      }
    }
  }
  // `days` of an ordered task is its chain's total including itself (set when it was taken).
  let end: PlanTask | undefined;
  for (const t of ordered) {
    const d = days.get(t.id) ?? 0;
    const best = end ? (days.get(end.id) ?? 0) : -1;
    if (d > best || (d === best && end && t.endDate > end.endDate)) end = t;
  }
  const path: PlanTask[] = [];
  for (let at = end; at; at = before.has(at.id) ? byId.get(before.get(at.id) ?? "") : undefined) path.unshift(at);
  const done = new Set(ordered.map((t) => t.id));
  return { path, days: end ? (days.get(end.id) ?? 0) : 0, looped: tasks.filter((t) => !done.has(t.id)).sort(byStart) };
}

/** Tasks late on `today`: ended before it and not finished, the longest overdue first. */
export function lateTasksOf(tasks: readonly PlanTask[], today: string): (PlanTask & { daysLate: number })[] {
  return tasks
    .filter((t) => t.endDate < today && t.progress < 100)
    .map((t) => ({ ...t, daysLate: dayNumber(today) - dayNumber(t.endDate) }))
    .sort((a, b) => b.daysLate - a.daysLate || a.name.localeCompare(b.name));
}

export type ProjectTimeline = { projectId: string | null; projectName: string; tasks: number; critical: ReturnType<typeof criticalPath>; late: ReturnType<typeof lateTasksOf> };

/** Each project's critical path and late tasks (tasks without a project are one group), the most late first, then by name. */
export function timelinesByProject(tasks: readonly PlanTask[], dependencies: readonly Dependency[], today: string): ProjectTimeline[] {
  const groups = new Map<string | null, PlanTask[]>();
  for (const t of tasks) groups.set(t.projectId, [...(groups.get(t.projectId) ?? []), t]);
  return [...groups.entries()]
    .map(([projectId, list]) => ({
      projectId,
      projectName: list[0]?.projectName ?? "Tasks without a project",
      tasks: list.length,
      critical: criticalPath(list, dependencies),
      late: lateTasksOf(list, today),
    }))
    .sort((a, b) => b.late.length - a.late.length || a.projectName.localeCompare(b.projectName));
}

export function timelineAnswer(input: { today: string; tasks: readonly PlanTask[]; dependencies: readonly Dependency[]; truncated: boolean }, detail: AiDetailLevel): AiAnswer {
  const timelines = timelinesByProject(input.tasks, input.dependencies, input.today);
  const late = timelines.flatMap((p) => p.late).sort((a, b) => b.daysLate - a.daysLate || a.name.localeCompare(b.name));
  const looped = timelines.flatMap((p) => p.critical.looped);
  const figures: AiFigureRow[] = [
    { label: "Tasks analysed", value: String(input.tasks.length) },
    { label: "Dependencies", value: String(input.dependencies.length) },
    { label: "Late tasks", value: String(late.length) },
    ...timelines.slice(0, LISTED).map((p) => ({
      label: `Critical path · ${p.projectName}`,
      value: p.critical.path.length > 0 ? `${count(p.critical.days, "day")} (${count(p.critical.path.length, "task")})` : "none",
    })),
    ...late.slice(0, LISTED).map((t) => ({ label: `Late: ${t.name}`, value: `${count(t.daysLate, "day")} late · ${t.progress}% done` })),
  ];
  if (looped.length > 0) figures.push({ label: "Tasks in a dependency loop", value: String(looped.length) });
  const links: AiLink[] = timelines.slice(0, LISTED).map((p) => ({ module: "gantt", id: p.projectId, label: `${p.projectName} schedule` }));

  const lines: string[] = [];
  if (input.tasks.length === 0) lines.push("The Gantt chart has no tasks yet, so there is no schedule to analyse.");
  else {
    lines.push(
      late.length === 0
        ? `None of the ${count(input.tasks.length, "task")} is late.`
        : `${count(late.length, "task")} of ${input.tasks.length} ${late.length === 1 ? "is" : "are"} late (ended before ${input.today} and not finished).`,
    );
    const worst = late[0];
    if (worst) lines.push(`The most overdue is ${worst.name}${worst.projectName ? ` (${worst.projectName})` : ""}, ${count(worst.daysLate, "day")} late at ${worst.progress}%.`);
    const longest = [...timelines].sort((a, b) => b.critical.days - a.critical.days || a.projectName.localeCompare(b.projectName))[0];
    if (longest && longest.critical.path.length > 0) {
      lines.push(`The longest critical path is ${longest.projectName}'s: ${longest.critical.path.map((t) => t.name).join(" → ")}, ${count(longest.critical.days, "day")} of work in sequence.`);
    }
    if (detail === "detailed") {
      for (const p of timelines.slice(0, LISTED)) {
        if (p === longest || p.critical.path.length === 0) continue;
        lines.push(`${p.projectName}: ${p.critical.path.map((t) => t.name).join(" → ")} (${count(p.critical.days, "day")}); ${count(p.late.length, "late task")}.`);
      }
      if (looped.length > 0) lines.push(`${count(looped.length, "task")} sit in or after a dependency loop and were left out of the paths: ${looped.slice(0, LISTED).map((t) => t.name).join(", ")}.`);
      if (late.length > 0) lines.push("A delay on a critical-path task delays its project's end by the same days; the tasks off the path have slack.");
    }
  }
  if (input.truncated) lines.push("Only the first tasks by start date were read: the chart has more than one analysis reads.");
  return { content: lines.join(" "), figures, links, sources: ["Ran /timeline-analysis over the Gantt chart's tasks and their dependencies (critical path: the longest chain of dependent tasks by duration)"] };
}

// ---- /optimize-resources ----

export type SiteCrewRow = { id: string; name: string; projectId: string | null; crewRequired: number; crewAssigned: number };
export type AssigneeLoad = { assignee: string; open: number; late: number };

export function resourcesAnswer(
  input: { sites: readonly SiteCrewRow[]; crewRequired: number; crewAssigned: number; departments: readonly { department: string; employees: number }[]; load: readonly AssigneeLoad[] },
  detail: AiDetailLevel,
): AiAnswer {
  const short = input.sites.filter((s) => s.crewAssigned < s.crewRequired).sort((a, b) => b.crewRequired - b.crewAssigned - (a.crewRequired - a.crewAssigned) || a.name.localeCompare(b.name));
  const over = input.sites.filter((s) => s.crewAssigned > s.crewRequired).sort((a, b) => b.crewAssigned - b.crewRequired - (a.crewAssigned - a.crewRequired) || a.name.localeCompare(b.name));
  const shortBy = short.reduce((s, x) => s + x.crewRequired - x.crewAssigned, 0);
  const spare = over.reduce((s, x) => s + x.crewAssigned - x.crewRequired, 0);
  const people = input.departments.reduce((s, d) => s + d.employees, 0);
  const load = [...input.load].sort((a, b) => b.open - a.open || b.late - a.late || a.assignee.localeCompare(b.assignee));
  const figures: AiFigureRow[] = [
    { label: "Active sites", value: String(input.sites.length) },
    { label: "Crew assigned / required", value: `${input.crewAssigned} / ${input.crewRequired} (${percentText(percentOf(input.crewAssigned, input.crewRequired))})` },
    { label: "Sites short-staffed", value: `${short.length} (short ${count(shortBy, "person", "people")})` },
    { label: "Sites over-staffed", value: `${over.length} (${count(spare, "person", "people")} spare)` },
    ...short.slice(0, LISTED).map((s) => ({ label: `Short: ${s.name}`, value: `${s.crewAssigned} of ${s.crewRequired}` })),
    ...over.slice(0, LISTED).map((s) => ({ label: `Over: ${s.name}`, value: `${s.crewAssigned} for ${s.crewRequired}` })),
    { label: "Employees (not inactive)", value: String(people) },
    ...input.departments.slice(0, LISTED).map((d) => ({ label: `Department: ${d.department}`, value: String(d.employees) })),
    ...load.slice(0, LISTED).map((l) => ({ label: `Open tasks: ${l.assignee}`, value: l.late > 0 ? `${l.open} (${l.late} late)` : String(l.open) })),
  ];
  const links: AiLink[] = [...short, ...over].slice(0, LISTED).map((s) => ({ module: "field", id: s.id, label: s.name }));
  if (input.departments.length > 0) links.push({ module: "hr", id: null, label: "Employees" });
  if (load.length > 0) links.push({ module: "gantt", id: null, label: "Gantt chart" });

  const lines: string[] = [];
  if (input.sites.length === 0) lines.push("No job site is active today, so there is no crew to balance.");
  else {
    lines.push(`${input.crewAssigned} of the ${input.crewRequired} crew your ${count(input.sites.length, "active site")} need are assigned (${percentText(percentOf(input.crewAssigned, input.crewRequired))}).`);
    if (short.length > 0) lines.push(`${count(short.length, "site")} ${short.length === 1 ? "is" : "are"} short by ${count(shortBy, "person", "people")} in all, most of all ${short[0]?.name} (${short[0]?.crewAssigned} of ${short[0]?.crewRequired}).`);
    if (over.length > 0) lines.push(`${count(over.length, "site")} ${over.length === 1 ? "has" : "have"} ${count(spare, "person", "people")} more than required${short.length > 0 ? ": moving them to the short sites closes part of the gap" : ""}.`);
    if (short.length === 0 && over.length === 0) lines.push("Every active site has exactly the crew it requires.");
  }
  if (detail === "detailed") {
    if (people > 0) lines.push(`${count(people, "employee")} across ${count(input.departments.length, "department")}: ${input.departments.slice(0, LISTED).map((d) => `${d.department} ${d.employees}`).join(", ")}.`);
    const busiest = load[0];
    const lightest = load[load.length - 1];
    if (busiest && lightest && load.length > 1 && busiest.open > lightest.open) {
      lines.push(`On the Gantt chart ${busiest.assignee} has the most open tasks (${busiest.open}${busiest.late > 0 ? `, ${busiest.late} late` : ""}) and ${lightest.assignee} the fewest (${lightest.open}).`);
    } else if (busiest) lines.push(`On the Gantt chart ${busiest.assignee} has ${count(busiest.open, "open task")}.`);
  }
  return { content: lines.join(" "), figures, links, sources: ["Ran /optimize-resources over the job sites active today (crew required and assigned), employees by department and open Gantt tasks by assignee"] };
}

// ---- /analyze-equipment ----

export type EquipmentInput = {
  summary: { itemCount: number; stockValueCents: number; lowStockCount: number; outOfStockCount: number; openOrderCount: number; openOrderValueCents: number };
  categories: { category: string; items: number; valueCents: number; low: number }[];
  lowStock: { id: string; name: string; quantity: string; unit: string; status: string }[];
  openOrders: { id: string; number: string; supplier: string; status: string; expectedDate: string | null; totalCents: number }[];
  /** Stock movements of the last 30 days by kind (quantities signed as stored), and the latest few. */
  movements: { kind: string; movements: number }[];
  recent: { itemName: string; kind: string; quantity: string; date: string }[];
};

/** Whether an inventory category is equipment (tools, machinery) rather than material. */
export const isEquipmentCategory = (category: string): boolean => /equip|tool|machin|plant|vehicle/i.test(category);

export function equipmentAnswer(input: EquipmentInput, detail: AiDetailLevel): AiAnswer {
  const s = input.summary;
  const equipment = input.categories.filter((c) => isEquipmentCategory(c.category));
  const equipmentItems = equipment.reduce((n, c) => n + c.items, 0);
  const movementCount = input.movements.reduce((n, m) => n + m.movements, 0);
  const figures: AiFigureRow[] = [
    { label: "Inventory items", value: String(s.itemCount) },
    { label: "Stock value", value: dollars(s.stockValueCents) },
    { label: "Low stock", value: String(s.lowStockCount) },
    { label: "Out of stock", value: String(s.outOfStockCount) },
    { label: "Open purchase orders", value: `${s.openOrderCount} · ${dollars(s.openOrderValueCents)}` },
    { label: "Stock movements, last 30 days", value: String(movementCount) },
    ...input.categories.slice(0, LISTED).map((c) => ({ label: `Category: ${c.category}`, value: `${count(c.items, "item")} · ${dollars(c.valueCents)}` })),
    ...input.lowStock.slice(0, LISTED).map((i) => ({ label: `${i.status}: ${i.name}`, value: `${i.quantity} ${i.unit}` })),
  ];
  if (equipment.length > 0) figures.splice(1, 0, { label: "Equipment items", value: String(equipmentItems) });
  const links: AiLink[] = [
    ...input.lowStock.slice(0, LISTED).map((i) => ({ module: "procurement" as const, id: i.id, label: i.name })),
    ...input.openOrders.slice(0, LISTED).map((o) => ({ module: "procurement" as const, id: o.id, label: `PO ${o.number}` })),
  ];
  if (links.length === 0) links.push({ module: "procurement", id: null, label: "Inventory" });

  const lines: string[] = [];
  if (s.itemCount === 0) lines.push("The inventory has no items yet.");
  else {
    lines.push(`The inventory holds ${count(s.itemCount, "item")} worth ${dollars(s.stockValueCents)}${equipment.length > 0 ? `, ${equipmentItems} of them equipment` : ""}.`);
    const attention = s.lowStockCount + s.outOfStockCount;
    lines.push(
      attention === 0
        ? "Nothing is at or below its reorder point."
        : `${count(attention, "item")} need${attention === 1 ? "s" : ""} reordering (${s.outOfStockCount} out of stock, ${s.lowStockCount} low)${input.lowStock[0] ? `, first ${input.lowStock[0].name}` : ""}.`,
    );
  }
  lines.push(s.openOrderCount === 0 ? "No purchase order is open." : `${count(s.openOrderCount, "purchase order")} ${s.openOrderCount === 1 ? "is" : "are"} open, worth ${dollars(s.openOrderValueCents)}.`);
  if (detail === "detailed") {
    if (movementCount > 0) lines.push(`In the last 30 days stock moved ${count(movementCount, "time")}: ${input.movements.map((m) => `${m.movements} ${m.kind}`).join(", ")}.`);
    if (input.recent.length > 0) lines.push(`Latest: ${input.recent.slice(0, 3).map((r) => `${r.itemName} ${r.kind} ${r.quantity} on ${r.date}`).join("; ")}.`);
    const due = input.openOrders.filter((o) => o.expectedDate !== null).sort((a, b) => ((a.expectedDate ?? "") < (b.expectedDate ?? "") ? -1 : 1))[0];
    if (due) lines.push(`The next order expected is ${due.number} from ${due.supplier} on ${due.expectedDate}.`);
  }
  return { content: lines.join(" "), figures, links, sources: ["Ran /analyze-equipment over the inventory (by category, low stock), open purchase orders and the last 30 days of stock movements"] };
}

// ---- /assess-risks ----

/** A risk as analytics lists it (its contract is the one source of the kinds and the modules they link to). */
export type RiskRow = Pick<RiskItem, "kind" | "id" | "module" | "title" | "detail" | "level">;

const RISK_KIND_LABELS: Record<string, string> = {
  late_task: "Late tasks",
  over_budget: "Projects over budget",
  serious_incident: "Open serious incidents",
  expiring_certification: "Certifications expired or expiring",
  low_stock: "Low or out of stock",
};

export function risksAnswer(input: { risks: readonly RiskRow[] }, detail: AiDetailLevel): AiAnswer {
  const high = input.risks.filter((r) => r.level === "high");
  const kinds = Object.keys(RISK_KIND_LABELS);
  const figures: AiFigureRow[] = [
    { label: "Risks found", value: String(input.risks.length) },
    { label: "High", value: String(high.length) },
    ...kinds.map((k) => ({ label: RISK_KIND_LABELS[k] ?? k, value: String(input.risks.filter((r) => r.kind === k).length) })),
  ];
  const links: AiLink[] = input.risks.slice(0, LISTED * 2).map((r) => ({ module: r.module, id: r.id, label: r.title }));
  const lines: string[] = [];
  if (input.risks.length === 0) lines.push("No risks found: no late tasks, no project over budget, no open serious incident, no certification expiring within 30 days and nothing low in stock.");
  else {
    const parts = kinds.flatMap((k) => {
      const n = input.risks.filter((r) => r.kind === k).length;
      return n > 0 ? [`${(RISK_KIND_LABELS[k] ?? k).toLowerCase()}: ${n}`] : [];
    });
    lines.push(`${count(input.risks.length, "risk")} found, ${high.length} high (${parts.join("; ")}).`);
    const shown = detail === "detailed" ? input.risks.slice(0, LISTED * 2) : high.slice(0, 3);
    if (shown.length > 0) lines.push(`${detail === "detailed" ? "In order" : "Most urgent"}: ${shown.map((r) => `${r.title} (${r.detail})`).join("; ")}.`);
  }
  return { content: lines.join(" "), figures, links, sources: ["Ran /assess-risks: late Gantt tasks, projects over budget, open major or critical incidents, certifications expired or expiring within 30 days, low stock"] };
}

// ---- /performance-metrics ----

export type PerformanceInput = {
  cards: { progress: number | null; projects: number; budget: number | null; spentCents: number; budgetCents: number; resources: number | null; crewAssigned: number; crewRequired: number; quality: number | null; passed: number; inspections: number };
  projects: { id: string; name: string; progress: number; expectedProgress: number; scheduleVariance: number; budgetCents: number | null; spentCents: number; lateTasks: number }[];
};

export function performanceAnswer(input: PerformanceInput, detail: AiDetailLevel): AiAnswer {
  const c = input.cards;
  const behind = input.projects.filter((p) => p.scheduleVariance < 0);
  const figures: AiFigureRow[] = [
    { label: "Project progress (budget-weighted)", value: `${percentText(c.progress)} of ${count(c.projects, "project")}` },
    { label: "Budget utilization", value: `${percentText(c.budget)} (${dollars(c.spentCents)} of ${dollars(c.budgetCents)})` },
    { label: "Resource efficiency", value: `${percentText(c.resources)} (${c.crewAssigned} of ${c.crewRequired} crew)` },
    { label: "Quality pass rate, last 30 days", value: `${percentText(c.quality)} (${c.passed} of ${c.inspections} inspections)` },
    ...input.projects.slice(0, LISTED).map((p) => ({
      label: p.name,
      value: `${p.progress}% done (expected ${p.expectedProgress}%) · ${p.budgetCents === null ? `${dollars(p.spentCents)} spent, no budget` : `${dollars(p.spentCents)} of ${dollars(p.budgetCents)}`}`,
    })),
  ];
  const links: AiLink[] = input.projects.slice(0, LISTED).map((p) => ({ module: "projects", id: p.id, label: p.name }));
  const lines: string[] = [];
  if (c.projects === 0) lines.push("There are no projects to measure yet.");
  else {
    lines.push(
      `Across ${count(c.projects, "project")}: progress ${percentText(c.progress)}, budget used ${percentText(c.budget)}, crew ${percentText(c.resources)} of what sites need, quality pass rate ${percentText(c.quality)}.`,
    );
    lines.push(behind.length === 0 ? "No project is behind where its dates say it should be." : `${count(behind.length, "project")} ${behind.length === 1 ? "is" : "are"} behind schedule, furthest ${behind[0]?.name} (${behind[0]?.progress}% done, ${behind[0]?.expectedProgress}% expected).`);
    if (detail === "detailed") {
      for (const p of input.projects.slice(0, LISTED)) {
        const budget = p.budgetCents === null ? "no budget" : `${percentText(percentOf(p.spentCents, p.budgetCents))} of budget spent`;
        lines.push(`${p.name}: ${p.progress}% done against ${p.expectedProgress}% expected, ${budget}, ${count(p.lateTasks, "late task")}.`);
      }
    }
  }
  return { content: lines.join(" "), figures, links, sources: ["Ran /performance-metrics: progress, budget utilization, crew against requirement on active sites and the inspections' pass rate over the last 30 days, per project"] };
}

// ---- Free text ----

/** Words that send a question to an analysis (issue 17): the first analysis whose words appear, in this order. */
export const COMMAND_KEYWORDS: Record<AiCommand, readonly string[]> = {
  "/analyze-costs": ["cost", "costs", "budget", "budgets", "spend", "spent", "spending", "expense", "expenses", "money", "overrun", "overruns", "payment", "payments"],
  "/timeline-analysis": ["late", "schedule", "scheduled", "critical", "timeline", "delay", "delayed", "deadline", "deadlines", "overdue", "gantt"],
  "/assess-risks": ["risk", "risks", "risky", "danger", "incident", "incidents", "hazard", "hazards"],
  "/optimize-resources": ["crew", "crews", "staff", "staffing", "resource", "resources", "workers", "people", "workload", "manpower"],
  "/analyze-equipment": ["equipment", "inventory", "stock", "materials", "tools", "machinery", "purchase"],
  "/performance-metrics": ["performance", "progress", "kpi", "kpis", "metrics", "efficiency", "quality"],
};

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** The analyses a question's words point to, in the commands' order. */
export function matchCommands(question: string): AiCommand[] {
  const words = new Set(wordsOf(question));
  return (Object.keys(COMMAND_KEYWORDS) as AiCommand[]).filter((c) => COMMAND_KEYWORDS[c].some((k) => words.has(k)));
}

const STOP_WORDS = new Set(
  (
    "a about above after all also am an and any are as at be been before being below between both but by can could did do does doing done down during each few for from " +
    "had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own " +
    "same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which " +
    "while who whom why will with would you your yours please show tell give find list see look get know want need many much there's what's how's let's any anything " +
    "project projects client clients contract contracts document documents bid bids record records our us today week month year status doing going thing things"
  ).split(" "),
);

/**
 * The terms a question is searched for: a quoted phrase when there is one, else its words of three letters or
 * more that are neither common words nor analysis keywords, at most `max`, in their order.
 */
export function searchTerms(question: string, max = 3): string[] {
  const quoted = [...question.matchAll(/["“”']([^"“”']{2,60})["“”']/g)].map((m) => (m[1] ?? "").trim()).filter((s) => s.length >= 2);
  if (quoted.length > 0) return [...new Set(quoted.map((q) => q.toLowerCase()))].slice(0, max);
  const keywords = new Set(Object.values(COMMAND_KEYWORDS).flat());
  const terms = wordsOf(question)
    .map((w) => w.replace(/['’]s$/, "").replace(/['’-]+$/, ""))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !keywords.has(w));
  return [...new Set(terms)].slice(0, max);
}

export type SearchHit = { module: AiLink["module"]; id: string | null; label: string; kind: string };

/** What a search of the records answers: what it searched, what it found (links), or honestly nothing, with the commands to try. */
export function searchAnswer(input: { terms: readonly string[]; searched: readonly string[]; hits: readonly SearchHit[]; matched: boolean }, detail: AiDetailLevel): AiAnswer {
  const quotedTerms = input.terms.map((t) => `“${t}”`).join(", ");
  const source = input.terms.length > 0 ? `Searched ${listText(input.searched)} for ${quotedTerms}` : null;
  const links: AiLink[] = input.hits.map((h) => ({ module: h.module, id: h.id, label: h.label }));
  const byKind = new Map<string, SearchHit[]>();
  for (const h of input.hits) byKind.set(h.kind, [...(byKind.get(h.kind) ?? []), h]);
  const figures: AiFigureRow[] = input.terms.length > 0 ? [{ label: "Records found", value: String(input.hits.length) }, ...[...byKind.entries()].map(([kind, hits]) => ({ label: kind, value: String(hits.length) }))] : [];
  let content: string;
  if (input.hits.length > 0) {
    const listed = [...byKind.entries()].map(([kind, hits]) => `${kind.toLowerCase()}: ${hits.slice(0, detail === "detailed" ? LISTED * 2 : 3).map((h) => h.label).join(", ")}`);
    content = `I searched your ${listText(input.searched)} for ${quotedTerms} and found ${count(input.hits.length, "record")} — ${listed.join("; ")}.`;
  } else if (input.terms.length > 0) {
    content = `I searched your ${listText(input.searched)} for ${quotedTerms} and found nothing that matches.${input.matched ? "" : ` ${SUGGESTION}`}`;
  } else {
    content = input.matched ? "" : `I could not tell what to look for in that question. ${SUGGESTION}`;
  }
  return { content, figures, links, sources: source ? [source] : [] };
}

export const SUGGESTION =
  "Try naming a project, client, contract or document, or one of the quick commands: /analyze-costs, /timeline-analysis, /assess-risks, /optimize-resources, /analyze-equipment, /performance-metrics.";

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A conversation's title: its first message on one line, cut at `max` characters. */
export function conversationTitle(content: string, max: number): string {
  const line = content.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The saved data of an answer. */
export const dataOf = (answer: AiAnswer, answeredBy: AiData["answeredBy"]): AiData => ({ figures: answer.figures, links: answer.links, sources: answer.sources, answeredBy });

/** An answer's text cut into the pieces its `delta` events carry: a sentence (or line) at a time, spaces kept. */
export function textChunks(content: string): string[] {
  return content.match(/[^.!?;\n]*(?:[.!?;]+|\n+|$)\s*/g)?.filter((c) => c !== "") ?? [];
}
