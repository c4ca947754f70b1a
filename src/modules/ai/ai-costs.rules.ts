// /analyze-costs: spending over the last 30 days against the 30 before, the biggest movers and the overruns.
import {
  LISTED,
  count,
  dollars,
  percentOf,
  percentText,
  signedDollars,
  windowsOf,
  type AiAnswer,
  type AiFigureRow,
} from "./ai-answer.rules.ts";
import type { AiDetailLevel } from "./ai.constants.ts";
import type { AiLink } from "./ai.contract.ts";

export type CostsInput = {
  today: string;
  /** Payments (pending and cleared) of the last 30 days and of the 30 before, by category and by project. */
  byCategory: { category: string; cents: number; previousCents: number }[];
  byProject: { id: string | null; name: string; cents: number; previousCents: number }[];
  /** Projects with their budget and everything spent on them so far (for overruns). */
  projects: { id: string; name: string; budgetCents: number | null; spentCents: number }[];
};

export type Mover = {
  label: string;
  kind: "category" | "project";
  id: string | null;
  cents: number;
  previousCents: number;
  change: number;
};

/** Categories and projects whose spending changed most from the previous window to this one, the largest change first. */
export function biggestMovers(input: Pick<CostsInput, "byCategory" | "byProject">, limit = 3): Mover[] {
  const all: Mover[] = [
    ...input.byCategory.map((c) => ({
      label: c.category,
      kind: "category" as const,
      id: null,
      cents: c.cents,
      previousCents: c.previousCents,
      change: c.cents - c.previousCents,
    })),
    ...input.byProject.map((p) => ({
      label: p.name,
      kind: "project" as const,
      id: p.id,
      cents: p.cents,
      previousCents: p.previousCents,
      change: p.cents - p.previousCents,
    })),
  ];
  return all
    .filter((m) => m.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** Projects whose spending passed their budget, the largest overrun first. */
export function overruns(
  projects: CostsInput["projects"],
): { id: string; name: string; budgetCents: number; spentCents: number; overCents: number }[] {
  return projects
    .flatMap((p) =>
      p.budgetCents !== null && p.budgetCents > 0 && p.spentCents > p.budgetCents
        ? [
            {
              id: p.id,
              name: p.name,
              budgetCents: p.budgetCents,
              spentCents: p.spentCents,
              overCents: p.spentCents - p.budgetCents,
            },
          ]
        : [],
    )
    .sort((a, b) => b.overCents - a.overCents || a.name.localeCompare(b.name));
}

export function costsAnswer(input: CostsInput, detail: AiDetailLevel): AiAnswer {
  const total = input.byCategory.reduce((s, c) => s + c.cents, 0);
  const previous = input.byCategory.reduce((s, c) => s + c.previousCents, 0);
  const categories = [...input.byCategory]
    .filter((c) => c.cents > 0)
    .sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category));
  const projects = [...input.byProject]
    .filter((p) => p.cents > 0)
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  const over = overruns(input.projects);
  const movers = biggestMovers(input);
  const { current } = windowsOf(input.today);

  const figures: AiFigureRow[] = [
    { label: "Spent, last 30 days", value: dollars(total) },
    { label: "Spent, 30 days before", value: dollars(previous) },
    ...categories.map((c) => ({
      label: `${c.category} (last 30 days)`,
      value: `${dollars(c.cents)} · ${percentText(percentOf(c.cents, total))}`,
    })),
    ...projects.slice(0, LISTED).map((p) => ({ label: `${p.name} (last 30 days)`, value: dollars(p.cents) })),
    { label: "Projects over budget", value: String(over.length) },
    ...over.slice(0, LISTED).map((o) => ({
      label: `${o.name} over budget`,
      value: `${dollars(o.overCents)} (${dollars(o.spentCents)} of ${dollars(o.budgetCents)})`,
    })),
  ];
  const links: AiLink[] = [
    ...over.slice(0, LISTED).map((o) => ({ module: "projects" as const, id: o.id, label: o.name })),
    ...projects
      .slice(0, LISTED)
      .flatMap((p) =>
        p.id && !over.some((o) => o.id === p.id) ? [{ module: "projects" as const, id: p.id, label: p.name }] : [],
      ),
    { module: "finance", id: null, label: "Finance" },
  ];

  const lines: string[] = [];
  if (total === 0 && previous === 0)
    lines.push(`No payments were recorded from ${current.from} to ${current.to} or in the 30 days before.`);
  else {
    const change = total - previous;
    lines.push(
      `You spent ${dollars(total)} in the last 30 days${previous > 0 ? `, ${change === 0 ? "the same as" : `${change > 0 ? "up" : "down"} ${dollars(Math.abs(change))} from`} ${dollars(previous)} the 30 days before` : ""}.`,
    );
    const top = categories[0];
    if (top)
      lines.push(
        `${top.category} is the largest category at ${dollars(top.cents)} (${percentText(percentOf(top.cents, total))}).`,
      );
  }
  if (over.length === 0) lines.push("No project has spent more than its budget.");
  else {
    const worst = over[0];
    if (worst)
      lines.push(
        `${count(over.length, "project")} ${over.length === 1 ? "is" : "are"} over budget; the largest overrun is ${worst.name}, ${dollars(worst.overCents)} over its ${dollars(worst.budgetCents)} budget.`,
      );
  }
  if (detail === "detailed") {
    if (projects.length > 0)
      lines.push(
        `By project: ${projects
          .slice(0, LISTED)
          .map((p) => `${p.name} ${dollars(p.cents)}`)
          .join(", ")}.`,
      );
    if (movers.length > 0)
      lines.push(
        `Biggest movers: ${movers.map((m) => `${m.label} ${signedDollars(m.change)} (${dollars(m.previousCents)} → ${dollars(m.cents)})`).join("; ")}.`,
      );
    if (over.length > 1)
      lines.push(
        `Over budget: ${over
          .slice(0, LISTED)
          .map((o) => `${o.name} ${dollars(o.overCents)} over`)
          .join(", ")}.`,
      );
  }
  return {
    content: lines.join(" "),
    figures,
    links,
    sources: [
      "Ran /analyze-costs over the last 30 days (payments, pending and cleared) against the 30 days before, and every project's spend against its budget",
    ],
  };
}
