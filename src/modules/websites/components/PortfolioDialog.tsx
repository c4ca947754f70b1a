import { useEffect, useRef } from "react";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import type { TextRow } from "../../../web/lib/text-rows.ts";
import { Input, Label, Textarea } from "../../../web/ui/input.tsx";
import { SITE_LIMITS, SITE_MSG } from "../websites.constants.ts";
import type { SitePortfolioProject } from "../websites.rules.ts";
import { useChangeDraft } from "../websites-api.ts";
import { initialPortfolioValues, portfolioForm } from "./portfolio-form.ts";
import { newRowId, portfolioRows } from "./section-rows.ts";
import { SectionRow, SectionRowsDialog } from "./SectionRowsDialog.tsx";
import { SiteImageField } from "./SiteImageField.tsx";

type Field = "title" | "description" | "category" | "projectUrl" | "image";
type Row = TextRow<"id" | Field>;

const TEXT_FIELDS: readonly {
  field: Exclude<Field, "image" | "description">;
  label: string;
  max: number;
  type?: string;
}[] = [
  { field: "title", label: "Title", max: SITE_LIMITS.titleMax },
  { field: "category", label: "Category", max: SITE_LIMITS.categoryMax },
  { field: "projectUrl", label: "Project address (optional)", max: SITE_LIMITS.urlMax, type: "url" },
];

/** Edit Portfolio (spec §3, §5): each finished project's title, description, category, picture and optional address. */
export function PortfolioDialog({
  portfolio,
  onClose,
}: {
  portfolio: readonly SitePortfolioProject[];
  onClose: () => void;
}) {
  const save = useChangeDraft();
  const form = useRecordForm(portfolioForm, initialPortfolioValues(portfolio));
  const rows = portfolioRows.read(form.values.portfolio);
  const write = (next: Row[]) => form.setValue("portfolio", portfolioRows.write(next));
  // A picture arrives after its upload: the change applies to the rows as they are then, not as they were.
  const latest = useRef(form.values.portfolio);
  useEffect(() => {
    latest.current = form.values.portfolio;
  });
  const change = (key: string, field: Field, value: string) =>
    write(portfolioRows.read(latest.current).map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  return (
    <SectionRowsDialog
      id={form.idOf("portfolio")}
      title="Edit Portfolio"
      description="Finished projects to show visitors. With none, the section is not shown."
      saveLabel="Save Portfolio"
      busy={save.isPending}
      onSubmit={form.handleSubmit(
        (input) =>
          save.mutate(
            input,
            form.saveCallbacks({ saved: SITE_MSG.portfolioSaved, failed: SITE_MSG.saveError }, onClose),
          ),
        save.isPending,
      )}
      onClose={onClose}
      error={form.errors.portfolio}
      empty={rows.length === 0 ? "No projects yet." : undefined}
      addLabel="Add Project"
      canAdd={rows.length < SITE_LIMITS.maxPortfolio}
      onAdd={() => write([...rows, { ...portfolioRows.blank(), id: newRowId() }])}
    >
      {rows.map((row, i) => (
        <SectionRow
          key={row.key}
          legend={`Project ${i + 1}`}
          className="sm:grid-cols-2"
          onRemove={() => write(rows.filter((r) => r.key !== row.key))}
        >
          {TEXT_FIELDS.map(({ field, label, max, type }) => (
            <div key={field} className="space-y-1.5">
              <Label htmlFor={`${row.key}-${field}`}>{label}</Label>
              <Input
                id={`${row.key}-${field}`}
                type={type}
                value={row[field]}
                maxLength={max}
                onChange={(e) => change(row.key, field, e.target.value)}
              />
            </div>
          ))}
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${row.key}-description`}>Description</Label>
            <Textarea
              id={`${row.key}-description`}
              rows={2}
              value={row.description}
              maxLength={SITE_LIMITS.descriptionMax}
              onChange={(e) => change(row.key, "description", e.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <SiteImageField
              use="portfolio"
              id={`${row.key}-image`}
              label={`Project ${i + 1} picture`}
              imageId={row.image}
              onChange={(id) => change(row.key, "image", id)}
            />
          </div>
        </SectionRow>
      ))}
    </SectionRowsDialog>
  );
}
