import type { Overview } from "./overview.contract.ts";

type Deadline = Overview["upcomingDeadlines"][number];

/** Project and task end dates in one list, soonest first (projects before tasks on the same day), capped. */
export function mergeDeadlines(
  projects: readonly { id: string; name: string; endDate: string }[],
  tasks: readonly { id: string; name: string; endDate: string; projectId: string | null; projectName?: string | null }[],
  limit: number,
): Deadline[] {
  const all: Deadline[] = [
    ...projects.map((p) => ({ kind: "project" as const, id: p.id, name: p.name, date: p.endDate, projectId: p.id, projectName: p.name })),
    ...tasks.map((t) => ({ kind: "task" as const, id: t.id, name: t.name, date: t.endDate, projectId: t.projectId, projectName: t.projectName ?? null })),
  ];
  all.sort((a, b) => (a.date === b.date ? (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "project" ? -1 : 1) : a.date < b.date ? -1 : 1));
  return all.slice(0, limit);
}
