import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A native select in the design system's look: the phone's own picker, keyboard and screen-reader friendly. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-10 w-full appearance-none rounded-md border border-border bg-white py-2 pl-3 pr-9 text-base text-ink sm:text-sm focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

/**
 * A select of fixed choices (statuses, types): each value is its own label. `first` puts an option before
 * them (e.g. `{ value: "", label: "All" }`).
 */
export function OptionsSelect({
  options,
  first,
  ...props
}: ComponentProps<"select"> & { options: readonly string[]; first?: { value: string; label: string } }) {
  return (
    <Select {...props}>
      {first ? <option value={first.value}>{first.label}</option> : null}
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </Select>
  );
}
