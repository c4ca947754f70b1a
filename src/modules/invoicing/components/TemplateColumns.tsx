import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Input } from "../../../web/ui/input.tsx";
import {
  DEFAULT_COLUMN_LABELS,
  SECTION_TITLES,
  type ItemColumnId,
  type TemplateSections,
} from "../template-sections.ts";
import { columnLabelId, withColumn, withColumnMoved, type ColumnErrors } from "./TemplateDraft.ts";

const moveId = (id: ItemColumnId, way: "up" | "down") => `template-column-${id}-${way}`;

/** Focuses a move button after a move, or its twin when the column reached an end (the pressed one is then disabled). */
function focusMoveButton(id: ItemColumnId, way: "up" | "down") {
  requestAnimationFrame(() => {
    const pressed = document.getElementById(moveId(id, way));
    if (pressed instanceof HTMLButtonElement && !pressed.disabled) pressed.focus();
    else document.getElementById(moveId(id, way === "up" ? "down" : "up"))?.focus();
  });
}

/**
 * The items table's columns in their order: each shown or not, with the heading the document prints and
 * buttons to move it. The description column (`item`) is always shown.
 */
export function TemplateColumns({
  sections,
  errors,
  onChange,
}: {
  sections: TemplateSections;
  errors: ColumnErrors;
  onChange: (next: TemplateSections) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const columns = sections.itemsTable;
  const move = (index: number, id: ItemColumnId, way: "up" | "down") => {
    const to = way === "up" ? index - 1 : index + 1;
    onChange(withColumnMoved(sections, index, way === "up" ? -1 : 1));
    setAnnouncement(`${DEFAULT_COLUMN_LABELS[id]} column moved to position ${to + 1} of ${columns.length}.`);
    focusMoveButton(id, way);
  };

  return (
    <fieldset className="space-y-3" aria-describedby="template-columns-hint">
      <legend className="text-sm font-semibold text-ink">{SECTION_TITLES.itemsTable}</legend>
      <p id="template-columns-hint" className="text-sm text-muted">
        Tick the columns to show, name their headings and set their order. The description column is always shown.
      </p>
      <ol className="divide-y divide-border rounded-md border border-border">
        {columns.map((c, index) => {
          const checkId = `template-column-${c.id}`;
          const labelId = columnLabelId(c.id);
          const error = errors[c.id];
          const always = c.id === "item";
          return (
            <li key={c.id} className="space-y-1 px-3 py-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="flex min-w-28 flex-1 items-center gap-2">
                  <input
                    id={checkId}
                    type="checkbox"
                    className="peer size-4 shrink-0 accent-brand"
                    checked={always || c.enabled}
                    disabled={always || undefined}
                    aria-describedby={always ? `${checkId}-note` : undefined}
                    onChange={(e) => onChange(withColumn(sections, c.id, { enabled: e.target.checked }))}
                  />
                  <label htmlFor={checkId} className="text-sm text-ink">
                    {DEFAULT_COLUMN_LABELS[c.id]}
                  </label>
                  {always ? (
                    <span id={`${checkId}-note`} className="text-xs text-muted">
                      (description, always shown)
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center gap-1">
                  <label htmlFor={labelId} className="sr-only">
                    {`${DEFAULT_COLUMN_LABELS[c.id]} column heading`}
                  </label>
                  <Input
                    id={labelId}
                    value={c.label}
                    maxLength={40}
                    autoComplete="off"
                    className="h-9 w-36 sm:w-44"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${labelId}-error` : undefined}
                    onChange={(e) => onChange(withColumn(sections, c.id, { label: e.target.value }))}
                  />
                  <Button
                    id={moveId(c.id, "up")}
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${DEFAULT_COLUMN_LABELS[c.id]} column up`}
                    disabled={index === 0}
                    onClick={() => move(index, c.id, "up")}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    id={moveId(c.id, "down")}
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${DEFAULT_COLUMN_LABELS[c.id]} column down`}
                    disabled={index === columns.length - 1}
                    onClick={() => move(index, c.id, "down")}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {error ? (
                <p id={`${labelId}-error`} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
