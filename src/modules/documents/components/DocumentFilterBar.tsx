import { Check, X } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { SearchField } from "../../../web/ui/search-field.tsx";
import type { DocumentFilters } from "../documents.filters.ts";
import { useSearchText } from "../../../web/lib/use-search-text.ts";

/**
 * Search by name and the tag chips (spec: a document must carry every selected tag), with Clear Filters. The
 * search is sent once typing pauses (or at once on Enter).
 */
export function DocumentFilterBar({
  filters,
  tags,
  onChange,
}: {
  filters: DocumentFilters;
  /** The tags in use, with how many documents carry each. */
  tags: { tag: string; count: number }[];
  onChange: (next: Partial<DocumentFilters>) => void;
}) {
  const { text, setText, submit } = useSearchText(filters.q, onChange);

  const selected = new Set(filters.tags);
  // A selected tag stays shown even when no document carries it any more, so it can be turned off.
  const chips = [
    ...tags,
    ...filters.tags.filter((t) => !tags.some((x) => x.tag === t)).map((tag) => ({ tag, count: 0 })),
  ];
  const toggle = (tag: string) =>
    onChange({ tags: selected.has(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });
  const active = filters.q !== "" || filters.tags.length > 0 || text.trim() !== "";

  return (
    <form role="search" aria-label="Filter documents" onSubmit={submit} className="space-y-3">
      <SearchField id="document-search" placeholder="Search documents by name" value={text} onChange={setText} />
      {chips.length > 0 || active ? (
        <div className="flex flex-wrap items-center gap-2">
          {chips.length > 0 ? (
            <ul aria-label="Filter by tag" className="flex flex-wrap gap-2">
              {chips.map(({ tag, count }) => {
                const on = selected.has(tag);
                return (
                  <li key={tag}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggle(tag)}
                      className={cn(
                        "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand [&_svg]:size-3.5",
                        on
                          ? "border-brand bg-brand text-white hover:bg-brand-hover"
                          : "border-border bg-white text-ink hover:bg-surface",
                      )}
                    >
                      {on ? <Check aria-hidden="true" /> : null}
                      {tag}
                      <span className={cn("tabular text-xs", on ? "text-blue-100" : "text-muted")}>
                        <span className="sr-only">, </span>
                        {count}
                        <span className="sr-only"> {count === 1 ? "document" : "documents"}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {active ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setText("");
                onChange({ q: "", tags: [] });
              }}
            >
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
