import { Label } from "./input.tsx";
import { OptionsSelect } from "./select.tsx";

/** A list's Status filter: All, then each of `statuses`; `onChange` gets the status chosen, or "" for all. */
export function StatusFilter<S extends string>({
  id,
  statuses,
  value,
  onChange,
}: {
  id: string;
  statuses: readonly S[];
  value: S | "";
  onChange: (status: S | "") => void;
}) {
  return (
    <div className="space-y-1.5 sm:max-w-xs">
      <Label htmlFor={id}>Status</Label>
      <OptionsSelect
        id={id}
        value={value}
        options={statuses}
        first={{ value: "", label: "All" }}
        onChange={(e) => onChange(statuses.find((s) => s === e.target.value) ?? "")}
      />
    </div>
  );
}
