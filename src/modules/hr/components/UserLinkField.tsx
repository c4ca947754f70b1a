import { useState } from "react";
import { useMembers } from "../../../web/account/dashboard/team-api.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import { Button } from "../../../web/ui/button.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { ApiError } from "../../../web/lib/api.ts";
import type { Employee } from "../hr.contract.ts";
import { HR_MSG } from "../hr.constants.ts";
import { useLinkEmployeeUser } from "../hr-api.ts";

/**
 * Which member of the organization this employee is (one employee per member), chosen from the team and saved
 * on its own; the server refuses a member already linked to someone else.
 */
export function UserLinkField({ employee }: { employee: Employee }) {
  const members = useMembers();
  useErrorToast(members.error, "Error fetching users");
  const link = useLinkEmployeeUser();
  const [value, setValue] = useState(employee.user?.id ?? "");
  const [error, setError] = useState<string | undefined>();
  const id = "employee-user";
  const options = (members.data?.members ?? []).map((m) => ({ id: m.id, name: m.fullName || m.email }));
  const unchanged = value === (employee.user?.id ?? "");

  const save = () =>
    link.mutate(
      { id: employee.id, userId: value || null },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(HR_MSG.linked);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status !== 403) setError(err.message);
          toast.error(HR_MSG.linkError, err.message);
        },
      },
    );

  return (
    <div className="space-y-2">
      <div>
        <RecordField
          label="Team Member Account"
          hint="The organization's user this employee signs in as, if any."
          id={id}
          value={value}
          options={options}
          current={employee.user ? { id: employee.user.id, name: employee.user.fullName } : null}
          loading={members.isPending}
          loadingLabel="Loading team…"
          noneLabel="Not linked"
          error={error}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={unchanged || link.isPending}
        aria-busy={link.isPending || undefined}
        onClick={save}
      >
        {link.isPending ? "Saving…" : "Save Link"}
      </Button>
    </div>
  );
}
