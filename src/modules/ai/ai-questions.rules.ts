// Free-text questions: the analyses a question's words point to, its search terms, and a search's answer.
import { LISTED, count, listText, type AiAnswer, type AiFigureRow } from "./ai-answer.rules.ts";
import type { AiCommand, AiDetailLevel } from "./ai.constants.ts";
import type { AiLink } from "./ai.contract.ts";

/** Words that send a question to an analysis (issue 17): the first analysis whose words appear, in this order. */
export const COMMAND_KEYWORDS: Record<AiCommand, readonly string[]> = {
  "/analyze-costs": [
    "cost",
    "costs",
    "budget",
    "budgets",
    "spend",
    "spent",
    "spending",
    "expense",
    "expenses",
    "money",
    "overrun",
    "overruns",
    "payment",
    "payments",
  ],
  "/timeline-analysis": [
    "late",
    "schedule",
    "scheduled",
    "critical",
    "timeline",
    "delay",
    "delayed",
    "deadline",
    "deadlines",
    "overdue",
    "gantt",
  ],
  "/assess-risks": ["risk", "risks", "risky", "danger", "incident", "incidents", "hazard", "hazards"],
  "/optimize-resources": [
    "crew",
    "crews",
    "staff",
    "staffing",
    "resource",
    "resources",
    "workers",
    "people",
    "workload",
    "manpower",
  ],
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
  const quoted = [...question.matchAll(/["“”']([^"“”']{2,60})["“”']/g)]
    .map((m) => (m[1] ?? "").trim())
    .filter((s) => s.length >= 2);
  if (quoted.length > 0) return [...new Set(quoted.map((q) => q.toLowerCase()))].slice(0, max);
  const keywords = new Set(Object.values(COMMAND_KEYWORDS).flat());
  const terms = wordsOf(question)
    .map((w) => w.replace(/['’]s$/, "").replace(/['’-]+$/, ""))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !keywords.has(w));
  return [...new Set(terms)].slice(0, max);
}

export type SearchHit = { module: AiLink["module"]; id: string | null; label: string; kind: string };

/** What a search of the records answers: what it searched, what it found (links), or honestly nothing, with the commands to try. */
export function searchAnswer(
  input: { terms: readonly string[]; searched: readonly string[]; hits: readonly SearchHit[]; matched: boolean },
  detail: AiDetailLevel,
): AiAnswer {
  const quotedTerms = input.terms.map((t) => `“${t}”`).join(", ");
  const source = input.terms.length > 0 ? `Searched ${listText(input.searched)} for ${quotedTerms}` : null;
  const links: AiLink[] = input.hits.map((h) => ({ module: h.module, id: h.id, label: h.label }));
  const byKind = new Map<string, SearchHit[]>();
  for (const h of input.hits) byKind.set(h.kind, [...(byKind.get(h.kind) ?? []), h]);
  const figures: AiFigureRow[] =
    input.terms.length > 0
      ? [
          { label: "Records found", value: String(input.hits.length) },
          ...[...byKind.entries()].map(([kind, hits]) => ({ label: kind, value: String(hits.length) })),
        ]
      : [];
  let content: string;
  if (input.hits.length > 0) {
    const listed = [...byKind.entries()].map(
      ([kind, hits]) =>
        `${kind.toLowerCase()}: ${hits
          .slice(0, detail === "detailed" ? LISTED * 2 : 3)
          .map((h) => h.label)
          .join(", ")}`,
    );
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
