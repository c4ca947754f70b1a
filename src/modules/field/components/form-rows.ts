import { textRows, type TextRow } from "../../../web/lib/text-rows.ts";
import { DEFAULT_ISSUE_PRIORITY, type IssuePriority, type IssueType } from "../field.constants.ts";

/** A site's equipment and a report's issues, as the forms edit them (src/web/lib/text-rows.ts). */
export type EquipmentRow = TextRow<"item">;
export type IssueRow = TextRow<"type" | "description" | "priority">;

export const equipmentRows = textRows("equipment", ["item"]);
export const issueRows = textRows("issue", ["type", "description", "priority"]);

export const blankIssue = (): IssueRow => ({ ...issueRows.blank(), type: "other", priority: DEFAULT_ISSUE_PRIORITY });

/** The equipment as the API takes it: blank lines dropped. */
export const equipmentInput = (rows: readonly EquipmentRow[]) =>
  rows.map((r) => r.item.trim()).filter((item) => item !== "");

/** The issues as the API takes them (the row keys stay in the form; the schema checks type and priority). */
export const issuesInput = (rows: readonly IssueRow[]) =>
  rows.map(({ type, description, priority }) => ({
    type: type as IssueType,
    description,
    priority: priority as IssuePriority,
  }));

/** A count as typed: blank is 0, anything not a number is left for the schema to refuse. */
export const countOf = (text: string): number => (text.trim() === "" ? 0 : Number(text));

/** A number as typed (a coordinate, a radius): blank is none, anything not a number is left for the schema to refuse. */
export const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));
