import { RecordField } from "../../../web/ui/record-select.tsx";
import { useMembers } from "../../../web/account/dashboard/team-api.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";

/**
 * The project's manager: a member of the organization (the spec's "profiles"). `current` keeps the chosen
 * person shown while the list loads, or when they have since left the team.
 */
export function ManagerField({
  id,
  value,
  current,
  error,
  onChange,
}: {
  id: string;
  value: string;
  current: { id: string; fullName: string } | null;
  error?: string;
  onChange: (managerId: string) => void;
}) {
  const members = useMembers();
  useErrorToast(members.error, "Error fetching users");
  const options = (members.data?.members ?? []).map((m) => ({ id: m.id, name: m.fullName || m.email }));

  return (
    <RecordField
      label="Manager"
      id={id}
      value={value}
      options={options}
      current={current ? { id: current.id, name: current.fullName } : null}
      loading={members.isPending}
      loadingLabel="Loading team…"
      noneLabel="No manager"
      error={error}
      onChange={onChange}
    />
  );
}
