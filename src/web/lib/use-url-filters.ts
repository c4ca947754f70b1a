import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** A filter's value in the address: text (`?q=deck`) or a list (`?tags=a,b`); empty means absent. */
export type FilterValue = string | readonly string[];

/**
 * A list screen's filters kept in the address, so a reload or a shared link shows the same view. `read` turns
 * the address into the screen's filters (unknown values fall back to "all"); the setter writes only the keys
 * it is given, replacing the history entry.
 */
export function useUrlFilters<F extends Record<string, FilterValue>>(
  read: (params: URLSearchParams) => F,
): [F, (next: Partial<F>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // `read` is a module-level function, so the filters change only when the address does.
  const filters = useMemo(() => read(new URLSearchParams(search)), [read, search]);

  const update = useCallback(
    (next: Partial<F>) => {
      // From the address as it is now, not as this render saw it: the router commits a navigation as a
      // transition, so a second update before it lands (a search box's delayed send after Clear Filters) would
      // otherwise write back what the first one removed.
      const out = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(next)) {
        const text = typeof value === "string" ? value : (value ?? []).join(",");
        if (text) out.set(key, text);
        else out.delete(key);
      }
      setParams(out, { replace: true });
    },
    [setParams],
  );
  return [filters, update];
}
