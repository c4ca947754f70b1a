import { useMembers } from "../../../web/account/dashboard/team-api.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import type { RecordOption } from "../../../web/ui/record-select.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";

/** The organization's members as choices (a ball in court, a reviewer, the distribution list). */
export function useMemberOptions(): { options: RecordOption[]; loading: boolean } {
  const members = useMembers();
  useErrorToast(members.error, "Error fetching users");
  return {
    options: (members.data?.members ?? []).map((m) => ({ id: m.id, name: m.fullName || m.email })),
    loading: members.isPending,
  };
}

/** One member, or none. */
export function MemberField({
  label,
  id,
  value,
  error,
  noneLabel,
  onChange,
}: {
  label: string;
  id: string;
  value: string;
  error?: string;
  noneLabel: string;
  onChange: (id: string) => void;
}) {
  const { options, loading } = useMemberOptions();
  return (
    <RecordField
      label={label}
      id={id}
      value={value}
      options={options}
      current={null}
      loading={loading}
      loadingLabel="Loading team…"
      noneLabel={noneLabel}
      error={error}
      onChange={onChange}
    />
  );
}

/** Several members, each a checkbox (the distribution list). */
export function MemberChecklist({
  legend,
  idPrefix,
  value,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { options, loading } = useMemberOptions();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {loading ? <p className="text-sm text-muted">Loading team…</p> : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.id} htmlFor={`${idPrefix}-${o.id}`} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              id={`${idPrefix}-${o.id}`}
              type="checkbox"
              className="size-5"
              checked={value.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))}
            />
            {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
