import type { ZodSafeParseResult } from "zod";
import type { FormSpec } from "../../../web/lib/form-check.ts";
import { textRows, type TextRow } from "../../../web/lib/text-rows.ts";

/** A check's problems on its `lines` said with the line's number ("Line 3: …"). */
export function numberLineProblems<T>(result: ZodSafeParseResult<T>): ZodSafeParseResult<T> {
  if (result.success) return result;
  const issues = result.error.issues;
  issues.forEach((issue, i) => {
    const [key, index] = issue.path;
    if (key === "lines" && typeof index === "number" && !issue.message.startsWith("Line "))
      issues[i] = { ...issue, message: `Line ${index + 1}: ${issue.message}` };
  });
  return result;
}

/**
 * A form whose one field is its list of lines (a budget, a schedule of values): the rows travel as text in the
 * form's `lines` value (decision 19), are read back for the editor, and the contract's schema checks them.
 */
export function linesForm<F extends string, T>(
  idPrefix: string,
  fields: readonly F[],
  parse: (rows: TextRow<F>[]) => ZodSafeParseResult<T>,
) {
  const rows = textRows(idPrefix, fields);
  const spec: FormSpec<"lines", T> = {
    keys: ["lines"],
    idPrefix,
    parse: (values) => numberLineProblems(parse(rows.read(values.lines))),
  };
  return { rows, spec };
}
