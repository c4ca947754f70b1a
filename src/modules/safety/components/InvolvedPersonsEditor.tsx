import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { MAX_INVOLVED_PERSONS } from "../safety.constants.ts";
import { blankPerson, type PersonRow } from "./person-rows.ts";

const FIELDS: readonly RowField<"name" | "role" | "injury" | "treatment">[] = [
  { field: "name", label: "Name", maxLength: 120 },
  { field: "role", label: "Role", maxLength: 120 },
  { field: "injury", label: "Injury", maxLength: 500 },
  { field: "treatment", label: "Treatment", maxLength: 500 },
];

/**
 * The people involved (spec: name, role, injury, treatment), one group of fields each, added and removed in
 * place. `id` is the group's (the form focuses it when a row is in error).
 */
export function InvolvedPersonsEditor({
  id,
  rows,
  error,
  onChange,
}: {
  id: string;
  rows: readonly PersonRow[];
  error?: string;
  onChange: (rows: PersonRow[]) => void;
}) {
  return (
    <RowsEditor
      id={id}
      legend="Involved Persons"
      rowLabel="Person"
      emptyText="No one named yet."
      addLabel="Add Person"
      max={MAX_INVOLVED_PERSONS}
      fields={FIELDS}
      rows={rows}
      error={error}
      blank={blankPerson}
      onChange={onChange}
    />
  );
}
