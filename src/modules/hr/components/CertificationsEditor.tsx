import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { MAX_CERTIFICATIONS } from "../hr.constants.ts";
import { blankRow, type CertificationRow } from "./certification-rows.ts";

const FIELDS: readonly RowField<"name" | "issuer" | "issued" | "expires">[] = [
  { field: "name", label: "Certification Name", maxLength: 200 },
  { field: "issuer", label: "Issuer", maxLength: 200 },
  { field: "issued", label: "Issued", type: "date", bounds: (row) => ({ max: row.expires || undefined }) },
  { field: "expires", label: "Expires", type: "date", bounds: (row) => ({ min: row.issued || undefined }) },
];

/**
 * The employee's certifications (spec: name, issuer, issued, expires), one group of fields each, added and
 * removed in place; saved with the employee. `id` is the group's (the form focuses it when a row is in error).
 */
export function CertificationsEditor({
  id,
  rows,
  error,
  onChange,
}: {
  id: string;
  rows: readonly CertificationRow[];
  error?: string;
  onChange: (rows: CertificationRow[]) => void;
}) {
  return (
    <RowsEditor
      id={id}
      legend="Certifications"
      rowLabel="Certification"
      emptyText="No certifications yet."
      addLabel="Add Certification"
      max={MAX_CERTIFICATIONS}
      fields={FIELDS}
      rows={rows}
      error={error}
      blank={blankRow}
      size="sm"
      onChange={onChange}
    />
  );
}
