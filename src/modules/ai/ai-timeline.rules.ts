// /timeline-analysis: each project's critical path through its task dependencies, and the late tasks.
import { dayNumber, durationDays } from "../../shared/calendar.ts";
import { LISTED, count, type AiAnswer, type AiFigureRow } from "./ai-answer.rules.ts";
import type { AiDetailLevel } from "./ai.constants.ts";
import type { AiLink } from "./ai.contract.ts";

export type PlanTask = {
  id: string;
  name: string;
  projectId: string | null;
  projectName: string | null;
  startDate: string;
  endDate: string;
  progress: number;
  assignee: string;
};
export type Dependency = { taskId: string; dependsOnId: string };

/** Inclusive days of a task. */
export const taskDays = (t: Pick<PlanTask, "startDate" | "endDate">): number =>
  Math.max(1, durationDays(t.startDate, t.endDate));

const byStart = (a: PlanTask, b: PlanTask) =>
  a.startDate < b.startDate
    ? -1
    : a.startDate > b.startDate
      ? 1
      : a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The critical path through `tasks`: the chain of dependencies (a predecessor finishes before its task starts)
 * whose durations add up to the most days. Dependencies on tasks outside `tasks` are ignored. Tasks in a
 * dependency loop (the data should have none; the Gantt refuses them, but nothing in the table does) and those
 * after one cannot be ordered: they are left out and named in `looped`.
 */
export function criticalPath(
  tasks: readonly PlanTask[],
  dependencies: readonly Dependency[],
): { path: PlanTask[]; days: number; looped: PlanTask[] } {
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

export type ProjectTimeline = {
  projectId: string | null;
  projectName: string;
  tasks: number;
  critical: ReturnType<typeof criticalPath>;
  late: ReturnType<typeof lateTasksOf>;
};

/** Each project's critical path and late tasks (tasks without a project are one group), the most late first, then by name. */
export function timelinesByProject(
  tasks: readonly PlanTask[],
  dependencies: readonly Dependency[],
  today: string,
): ProjectTimeline[] {
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

export function timelineAnswer(
  input: { today: string; tasks: readonly PlanTask[]; dependencies: readonly Dependency[]; truncated: boolean },
  detail: AiDetailLevel,
): AiAnswer {
  const timelines = timelinesByProject(input.tasks, input.dependencies, input.today);
  const late = timelines.flatMap((p) => p.late).sort((a, b) => b.daysLate - a.daysLate || a.name.localeCompare(b.name));
  const looped = timelines.flatMap((p) => p.critical.looped);
  const figures: AiFigureRow[] = [
    { label: "Tasks analysed", value: String(input.tasks.length) },
    { label: "Dependencies", value: String(input.dependencies.length) },
    { label: "Late tasks", value: String(late.length) },
    ...timelines.slice(0, LISTED).map((p) => ({
      label: `Critical path · ${p.projectName}`,
      value:
        p.critical.path.length > 0
          ? `${count(p.critical.days, "day")} (${count(p.critical.path.length, "task")})`
          : "none",
    })),
    ...late
      .slice(0, LISTED)
      .map((t) => ({ label: `Late: ${t.name}`, value: `${count(t.daysLate, "day")} late · ${t.progress}% done` })),
  ];
  if (looped.length > 0) figures.push({ label: "Tasks in a dependency loop", value: String(looped.length) });
  const links: AiLink[] = timelines
    .slice(0, LISTED)
    .map((p) => ({ module: "gantt", id: p.projectId, label: `${p.projectName} schedule` }));

  const lines: string[] = [];
  if (input.tasks.length === 0) lines.push("The Gantt chart has no tasks yet, so there is no schedule to analyse.");
  else {
    lines.push(
      late.length === 0
        ? `None of the ${count(input.tasks.length, "task")} is late.`
        : `${count(late.length, "task")} of ${input.tasks.length} ${late.length === 1 ? "is" : "are"} late (ended before ${input.today} and not finished).`,
    );
    const worst = late[0];
    if (worst)
      lines.push(
        `The most overdue is ${worst.name}${worst.projectName ? ` (${worst.projectName})` : ""}, ${count(worst.daysLate, "day")} late at ${worst.progress}%.`,
      );
    const longest = [...timelines].sort(
      (a, b) => b.critical.days - a.critical.days || a.projectName.localeCompare(b.projectName),
    )[0];
    if (longest && longest.critical.path.length > 0) {
      lines.push(
        `The longest critical path is ${longest.projectName}'s: ${longest.critical.path.map((t) => t.name).join(" → ")}, ${count(longest.critical.days, "day")} of work in sequence.`,
      );
    }
    if (detail === "detailed") {
      for (const p of timelines.slice(0, LISTED)) {
        if (p === longest || p.critical.path.length === 0) continue;
        lines.push(
          `${p.projectName}: ${p.critical.path.map((t) => t.name).join(" → ")} (${count(p.critical.days, "day")}); ${count(p.late.length, "late task")}.`,
        );
      }
      if (looped.length > 0)
        lines.push(
          `${count(looped.length, "task")} sit in or after a dependency loop and were left out of the paths: ${looped
            .slice(0, LISTED)
            .map((t) => t.name)
            .join(", ")}.`,
        );
      if (late.length > 0)
        lines.push(
          "A delay on a critical-path task delays its project's end by the same days; the tasks off the path have slack.",
        );
    }
  }
  if (input.truncated)
    lines.push("Only the first tasks by start date were read: the chart has more than one analysis reads.");
  return {
    content: lines.join(" "),
    figures,
    links,
    sources: [
      "Ran /timeline-analysis over the Gantt chart's tasks and their dependencies (critical path: the longest chain of dependent tasks by duration)",
    ],
  };
}
