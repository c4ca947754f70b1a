/**
 * A form's list of rows (a person's certifications, the people involved in an incident) as the kit keeps every
 * value, a string: the rows as JSON (decision 19's "a list value travels as text"). Each row has a key of its own
 * for React while it is edited; every other field is text.
 */
export type TextRow<F extends string> = { key: string } & Record<F, string>;

export type TextRows<F extends string> = {
  /** A new row's key (`${prefix}-n`). */
  newKey: () => string;
  /** A row with every field empty. */
  blank: () => TextRow<F>;
  /** The rows a form value holds (none when it holds nothing readable). */
  read: (value: string) => TextRow<F>[];
  write: (rows: readonly TextRow<F>[]) => string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function textRows<F extends string>(prefix: string, fields: readonly F[]): TextRows<F> {
  let next = 0;
  const newKey = () => `${prefix}-${++next}`;
  const fill = (source: Record<string, unknown>): TextRow<F> => {
    const row = { key: text(source.key) || newKey() } as TextRow<F>;
    for (const field of fields) (row as Record<string, string>)[field] = text(source[field]);
    return row;
  };
  return {
    newKey,
    blank: () => fill({}),
    read: (value) => {
      if (!value) return [];
      try {
        const parsed: unknown = JSON.parse(value);
        if (!Array.isArray(parsed)) return [];
        return parsed.map((row: unknown) =>
          fill(typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {}),
        );
      } catch {
        return [];
      }
    },
    write: (rows) => JSON.stringify(rows),
  };
}
