import { textRows, type TextRow } from "../../../web/lib/text-rows.ts";

/** The people involved in an incident, as the form edits them (src/web/lib/text-rows.ts). */
export type PersonRow = TextRow<"name" | "role" | "injury" | "treatment">;

const persons = textRows("person", ["name", "role", "injury", "treatment"]);
export const blankPerson = persons.blank;
export const readPersons = persons.read;
export const writePersons = persons.write;

/** The rows as the API takes them (the row keys stay in the form). */
export const personsInput = (rows: readonly PersonRow[]) =>
  rows.map(({ name, role, injury, treatment }) => ({ name, role, injury, treatment }));
