// /assess-risks and /performance-metrics: analytics' risks and the organization's figures in words.
import type { RiskItem } from "../analytics/analytics.contract.ts";
import { LISTED, count, dollars, percentOf, percentText, type AiAnswer, type AiFigureRow } from "./ai-answer.rules.ts";
import type { AiDetailLevel } from "./ai.constants.ts";
import type { AiLink } from "./ai.contract.ts";

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
    ...kinds.map((k) => ({
      label: RISK_KIND_LABELS[k] ?? k,
      value: String(input.risks.filter((r) => r.kind === k).length),
    })),
  ];
  const links: AiLink[] = input.risks.slice(0, LISTED * 2).map((r) => ({ module: r.module, id: r.id, label: r.title }));
  const lines: string[] = [];
  if (input.risks.length === 0)
    lines.push(
      "No risks found: no late tasks, no project over budget, no open serious incident, no certification expiring within 30 days and nothing low in stock.",
    );
  else {
    const parts = kinds.flatMap((k) => {
      const n = input.risks.filter((r) => r.kind === k).length;
      return n > 0 ? [`${(RISK_KIND_LABELS[k] ?? k).toLowerCase()}: ${n}`] : [];
    });
    lines.push(`${count(input.risks.length, "risk")} found, ${high.length} high (${parts.join("; ")}).`);
    const shown = detail === "detailed" ? input.risks.slice(0, LISTED * 2) : high.slice(0, 3);
    if (shown.length > 0)
      lines.push(
        `${detail === "detailed" ? "In order" : "Most urgent"}: ${shown.map((r) => `${r.title} (${r.detail})`).join("; ")}.`,
      );
  }
  return {
    content: lines.join(" "),
    figures,
    links,
    sources: [
      "Ran /assess-risks: late Gantt tasks, projects over budget, open major or critical incidents, certifications expired or expiring within 30 days, low stock",
    ],
  };
}

export type PerformanceInput = {
  cards: {
    progress: number | null;
    projects: number;
    budget: number | null;
    spentCents: number;
    budgetCents: number;
    resources: number | null;
    crewAssigned: number;
    crewRequired: number;
    quality: number | null;
    passed: number;
    inspections: number;
  };
  projects: {
    id: string;
    name: string;
    progress: number;
    expectedProgress: number;
    scheduleVariance: number;
    budgetCents: number | null;
    spentCents: number;
    lateTasks: number;
  }[];
};

export function performanceAnswer(input: PerformanceInput, detail: AiDetailLevel): AiAnswer {
  const c = input.cards;
  const behind = input.projects.filter((p) => p.scheduleVariance < 0);
  const figures: AiFigureRow[] = [
    {
      label: "Project progress (budget-weighted)",
      value: `${percentText(c.progress)} of ${count(c.projects, "project")}`,
    },
    {
      label: "Budget utilization",
      value: `${percentText(c.budget)} (${dollars(c.spentCents)} of ${dollars(c.budgetCents)})`,
    },
    {
      label: "Resource efficiency",
      value: `${percentText(c.resources)} (${c.crewAssigned} of ${c.crewRequired} crew)`,
    },
    {
      label: "Quality pass rate, last 30 days",
      value: `${percentText(c.quality)} (${c.passed} of ${c.inspections} inspections)`,
    },
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
    lines.push(
      behind.length === 0
        ? "No project is behind where its dates say it should be."
        : `${count(behind.length, "project")} ${behind.length === 1 ? "is" : "are"} behind schedule, furthest ${behind[0]?.name} (${behind[0]?.progress}% done, ${behind[0]?.expectedProgress}% expected).`,
    );
    if (detail === "detailed") {
      for (const p of input.projects.slice(0, LISTED)) {
        const budget =
          p.budgetCents === null
            ? "no budget"
            : `${percentText(percentOf(p.spentCents, p.budgetCents))} of budget spent`;
        lines.push(
          `${p.name}: ${p.progress}% done against ${p.expectedProgress}% expected, ${budget}, ${count(p.lateTasks, "late task")}.`,
        );
      }
    }
  }
  return {
    content: lines.join(" "),
    figures,
    links,
    sources: [
      "Ran /performance-metrics: progress, budget utilization, crew against requirement on active sites and the inspections' pass rate over the last 30 days, per project",
    ],
  };
}
