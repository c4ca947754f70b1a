import type { Overview } from "./overview.contract.ts";
import { DEADLINE_KINDS } from "./overview.constants.ts";

export type Deadline = Overview["upcomingDeadlines"][number];

/**
 * Project and task end dates and the other modules' deadlines (certification expiries, low stock) in one list,
 * soonest first (on the same day: projects, tasks, certifications, stock; then by name), capped.
 */
export function mergeDeadlines(
  projects: readonly { id: string; name: string; endDate: string }[],
  tasks: readonly {
    id: string;
    name: string;
    endDate: string;
    projectId: string | null;
    projectName?: string | null;
  }[],
  limit: number,
  others: readonly Deadline[] = [],
): Deadline[] {
  const all: Deadline[] = [
    ...projects.map((p) => ({
      kind: "project" as const,
      id: p.id,
      name: p.name,
      date: p.endDate,
      projectId: p.id,
      projectName: p.name,
      detail: null,
    })),
    ...tasks.map((t) => ({
      kind: "task" as const,
      id: t.id,
      name: t.name,
      date: t.endDate,
      projectId: t.projectId,
      projectName: t.projectName ?? null,
      detail: null,
    })),
    ...others,
  ];
  const rank = (d: Deadline) => DEADLINE_KINDS.indexOf(d.kind);
  all.sort((a, b) =>
    a.date === b.date
      ? a.kind === b.kind
        ? a.name.localeCompare(b.name)
        : rank(a) - rank(b)
      : a.date < b.date
        ? -1
        : 1,
  );
  return all.slice(0, limit);
}
