import { useMembers } from "../../../web/account/dashboard/team-api.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import { RecordField } from "../../../web/ui/record-select.tsx";

/** The inspection's inspector: a member of the organization (spec: inspector required). */
export function InspectorField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (inspectorId: string) => void;
}) {
  const members = useMembers();
  useErrorToast(members.error, "Error fetching users");
  const options = (members.data?.members ?? []).map((m) => ({ id: m.id, name: m.fullName || m.email }));
  return (
    <RecordField
      label="Inspector"
      id={id}
      value={value}
      options={options}
      current={null}
      loading={members.isPending}
      loadingLabel="Loading team…"
      noneLabel="Choose an inspector"
      error={error}
      onChange={onChange}
    />
  );
}
