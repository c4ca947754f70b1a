/**
 * The form's involved persons as the kit keeps every value, a string: the rows as JSON (decision 19's "a list
 * value travels as text"). Each row has a key of its own for React while it is edited.
 */
export type PersonRow = { key: string; name: string; role: string; injury: string; treatment: string };

let nextKey = 0;
export const newPersonKey = () => `person-${++nextKey}`;

export const blankPerson = (): PersonRow => ({ key: newPersonKey(), name: "", role: "", injury: "", treatment: "" });

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The rows a form value holds (none when it holds nothing readable). */
export function readPersons(value: string): PersonRow[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((row: unknown) => {
      const r = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
      return { key: text(r.key) || newPersonKey(), name: text(r.name), role: text(r.role), injury: text(r.injury), treatment: text(r.treatment) };
    });
  } catch {
    return [];
  }
}

export const writePersons = (rows: readonly PersonRow[]): string => JSON.stringify(rows);

/** The rows as the API takes them (the row keys stay in the form). */
export const personsInput = (rows: readonly PersonRow[]) => rows.map(({ name, role, injury, treatment }) => ({ name, role, injury, treatment }));
