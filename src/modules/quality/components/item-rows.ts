import { textRows, type TextRow } from "../../../web/lib/text-rows.ts";

/** The New Inspection form's checklist items (name and notes), as the form edits them (src/web/lib/text-rows.ts). */
export type ItemRow = TextRow<"name" | "notes">;

const rows = textRows("item", ["name", "notes"]);
export const blankItem = rows.blank;
export const readItems = rows.read;
export const writeItems = rows.write;

/** The rows as the API takes them: each item starts pending (its result is recorded in the details). */
export const itemsInput = (items: readonly ItemRow[]) => items.map(({ name, notes }) => ({ name, notes }));
