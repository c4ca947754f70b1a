import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import type { TextRow } from "../../../web/lib/text-rows.ts";
import { Input, Label, Textarea } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { SERVICE_ICONS, SITE_LIMITS, SITE_MSG } from "../websites.constants.ts";
import type { SiteService } from "../websites.rules.ts";
import { useChangeDraft } from "../websites-api.ts";
import { newRowId, serviceRows } from "./section-rows.ts";
import { SectionRow, SectionRowsDialog } from "./SectionRowsDialog.tsx";
import { initialServicesValues, servicesForm } from "./services-form.ts";

type Row = TextRow<"id" | "title" | "description" | "icon">;

/** Edit Services (spec §3, §5): each service's title, description and icon; at least one stays. */
export function ServicesDialog({ services, onClose }: { services: readonly SiteService[]; onClose: () => void }) {
  const save = useChangeDraft();
  const form = useRecordForm(servicesForm, initialServicesValues(services));
  const rows = serviceRows.read(form.values.services);
  const write = (next: Row[]) => form.setValue("services", serviceRows.write(next));
  const change = (key: string, field: "title" | "description" | "icon", value: string) =>
    write(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  return (
    <SectionRowsDialog
      id={form.idOf("services")}
      title="Edit Services"
      description="What you do, one card each."
      saveLabel="Save Services"
      busy={save.isPending}
      onSubmit={form.handleSubmit(
        (input) =>
          save.mutate(
            input,
            form.saveCallbacks({ saved: SITE_MSG.servicesSaved, failed: SITE_MSG.saveError }, onClose),
          ),
        save.isPending,
      )}
      onClose={onClose}
      error={form.errors.services}
      addLabel="Add Service"
      canAdd={rows.length < SITE_LIMITS.maxServices}
      onAdd={() => write([...rows, { ...serviceRows.blank(), id: newRowId(), icon: "Hammer" }])}
    >
      {rows.map((row, i) => (
        <SectionRow
          key={row.key}
          legend={`Service ${i + 1}`}
          className="sm:grid-cols-[1fr_10rem]"
          canRemove={rows.length > 1}
          onRemove={() => write(rows.filter((r) => r.key !== row.key))}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${row.key}-title`}>Title</Label>
            <Input
              id={`${row.key}-title`}
              value={row.title}
              maxLength={SITE_LIMITS.titleMax}
              onChange={(e) => change(row.key, "title", e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${row.key}-icon`}>Icon</Label>
            <OptionsSelect
              id={`${row.key}-icon`}
              options={SERVICE_ICONS}
              value={row.icon}
              onChange={(e) => change(row.key, "icon", e.target.value)}
            />
          </div>
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
        </SectionRow>
      ))}
    </SectionRowsDialog>
  );
}
