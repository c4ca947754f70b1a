import { useMembers } from "../../../web/account/dashboard/team-api.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import { RecordField } from "../../../web/ui/record-select.tsx";
import type { PersonRef } from "../../../shared/contracts/common.ts";

/** The organization's members to choose from (a filter's or a form's), by name. */
export function useMemberOptions() {
  const members = useMembers();
  useErrorToast(members.error, "Error fetching users");
  return {
    options: (members.data?.members ?? []).map((m) => ({ id: m.id, name: m.fullName || m.email })),
    loading: members.isPending,
  };
}

/** The item's assignee: a member of the organization, or nobody (a trade may stand alone). */
export function AssigneeField({
  id,
  value,
  current,
  error,
  onChange,
}: {
  id: string;
  value: string;
  current: PersonRef | null;
  error?: string;
  onChange: (assigneeId: string) => void;
}) {
  const { options, loading } = useMemberOptions();
  return (
    <RecordField
      label="Assignee"
      id={id}
      value={value}
      options={options}
      current={current ? { id: current.id, name: current.fullName } : null}
      loading={loading}
      loadingLabel="Loading team…"
      noneLabel="Nobody"
      error={error}
      onChange={onChange}
    />
  );
}
