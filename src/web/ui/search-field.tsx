import { Search } from "lucide-react";
import { Input, Label } from "./input.tsx";

/** A list's search box: "Search" above it, a magnifier inside, no autofill. Pair it with `useSearchText`. */
export function SearchField({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
