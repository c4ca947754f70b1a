// The AI assistant's answers (issue 17, decision 0036): what every analysis returns, its formatting (deterministic:
// en-US, whatever the server's locale), and the pieces around an answer (its saved data, its streamed chunks, a
// conversation's title). Each analysis is a file of its own beside this one. Dates are `YYYY-MM-DD`, money whole
// cents (decision 23).
import { addDays } from "../../shared/calendar.ts";
import type { AiLink, AiMessage } from "./ai.contract.ts";

export type AiFigureRow = { label: string; value: string };
/** An analysis's answer before it is saved: the text and what it used. */
export type AiAnswer = { content: string; figures: AiFigureRow[]; links: AiLink[]; sources: string[] };
export type AiData = NonNullable<AiMessage["data"]>;

/** The days an analysis of money looks back over (both ends included), and the period before it for the movers. */
export const COST_WINDOW_DAYS = 30;
/** Items an answer lists of one kind (the figures keep the totals). */
export const LISTED = 5;

export const dollars = (cents: number): string =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const count = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
export const percentText = (p: number | null): string => (p === null ? "n/a" : `${p}%`);
/** `part` of `whole` as a rounded percent; null when the whole is 0 or less. */
export const percentOf = (part: number, whole: number): number | null =>
  whole <= 0 ? null : Math.round((Math.max(0, part) * 100) / whole);
export const signedDollars = (cents: number) => (cents > 0 ? `+${dollars(cents)}` : dollars(cents));

/** The last `days` days up to `today` (both ends included), and the same length just before. */
export function windowsOf(
  today: string,
  days = COST_WINDOW_DAYS,
): { current: { from: string; to: string }; previous: { from: string; to: string } } {
  const from = addDays(today, -(days - 1));
  return { current: { from, to: today }, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** Adds up answers of several analyses into one (a free-text question matched to more than one). */
export function combineAnswers(answers: readonly AiAnswer[]): AiAnswer {
  const links = new Map<string, AiLink>();
  for (const a of answers) for (const l of a.links) links.set(`${l.module}|${l.id ?? ""}|${l.label}`, l);
  return {
    content: answers
      .map((a) => a.content)
      .filter((c) => c.trim() !== "")
      .join("\n\n"),
    figures: answers.flatMap((a) => a.figures),
    links: [...links.values()],
    sources: [...new Set(answers.flatMap((a) => a.sources))],
  };
}

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
export const dataOf = (answer: AiAnswer, answeredBy: AiData["answeredBy"]): AiData => ({
  figures: answer.figures,
  links: answer.links,
  sources: answer.sources,
  answeredBy,
});

/** An answer's text cut into the pieces its `delta` events carry: a sentence (or line) at a time, spaces kept. */
export function textChunks(content: string): string[] {
  return content.match(/[^.!?;\n]*(?:[.!?;]+|\n+|$)\s*/g)?.filter((c) => c !== "") ?? [];
}
