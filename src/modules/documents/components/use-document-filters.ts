import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { parseTags } from "../documents.contract.ts";
import type { DocumentFilters } from "../documents-api.ts";

/**
 * The list's search and tag filters, kept in the address (?q=&tags=a,b) so a reload or a shared link shows the
 * same view.
 */
export function useDocumentFilters(): [DocumentFilters, (next: Partial<DocumentFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const tagText = params.get("tags") ?? "";
  const filters = useMemo(() => ({ q, tags: parseTags(tagText) }), [q, tagText]);

  const update = useCallback(
    (next: Partial<DocumentFilters>) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next.q !== undefined) {
            if (next.q) out.set("q", next.q);
            else out.delete("q");
          }
          if (next.tags !== undefined) {
            if (next.tags.length > 0) out.set("tags", next.tags.join(","));
            else out.delete("tags");
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}
