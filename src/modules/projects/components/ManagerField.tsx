import { Field } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { useMembers } from "../projects-api.ts";
import { useErrorToast } from "./use-error-toast.ts";

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
  const options = (members.data ?? []).map((m) => ({ id: m.id, name: m.fullName || m.email }));
  const shown = current && !options.some((m) => m.id === current.id) ? [{ id: current.id, name: current.fullName }, ...options] : options;

  return (
    <Field label="Manager" htmlFor={id} error={error}>
      <Select
        id={id}
        value={value}
        disabled={members.isPending && !current}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{members.isPending && !current ? "Loading team…" : "No manager"}</option>
        {shown.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
