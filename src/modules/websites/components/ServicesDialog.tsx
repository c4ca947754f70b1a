import { Plus, Trash2 } from "lucide-react";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import type { TextRow } from "../../../web/lib/text-rows.ts";
import { Button } from "../../../web/ui/button.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Input, Label, Textarea } from "../../../web/ui/input.tsx";
import { OptionsSelect } from "../../../web/ui/select.tsx";
import { SERVICE_ICONS, SITE_LIMITS, SITE_MSG } from "../websites.constants.ts";
import type { SiteService } from "../websites.rules.ts";
import { useChangeDraft } from "../websites-api.ts";
import { newRowId, serviceRows } from "./section-rows.ts";
import { initialServicesValues, servicesForm } from "./services-form.ts";

type Row = TextRow<"id" | "title" | "description" | "icon">;

/** Edit Services (spec §3, §5): each service's title, description and icon; at least one stays. */
export function ServicesDialog({ services, onClose }: { services: readonly SiteService[]; onClose: () => void }) {
  const save = useChangeDraft();
  const form = useRecordForm(servicesForm, initialServicesValues(services), { invalidTitle: "Validation Error" });
  const rows = serviceRows.read(form.values.services);
  const write = (next: Row[]) => form.setValue("services", serviceRows.write(next));
  const change = (key: string, field: "title" | "description" | "icon", value: string) => write(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const add = () => write([...rows, { ...serviceRows.blank(), id: newRowId(), icon: "Hammer" }]);
  const error = form.errors.services;

  return (
    <FormDialog
      id="services-form"
      title="Edit Services"
      description="What you do, one card each."
      size="xl"
      submitLabel="Save Services"
      busyLabel="Saving…"
      busy={save.isPending}
      onSubmit={form.handleSubmit((input) => save.mutate(input, form.saveCallbacks({ saved: SITE_MSG.servicesSaved, failed: SITE_MSG.saveError }, onClose)), save.isPending)}
      onClose={onClose}
    >
      <fieldset id={form.idOf("services")} tabIndex={-1} aria-describedby={error ? `${form.idOf("services")}-error` : undefined} className="space-y-3">
        <legend className="sr-only">Services</legend>
        {rows.map((row, i) => (
          <fieldset key={row.key} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_10rem]">
            <legend className="px-1 text-sm font-medium text-slate-700">{`Service ${i + 1}`}</legend>
            <div className="space-y-1.5">
              <Label htmlFor={`${row.key}-title`}>Title</Label>
              <Input id={`${row.key}-title`} value={row.title} maxLength={SITE_LIMITS.titleMax} onChange={(e) => change(row.key, "title", e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${row.key}-icon`}>Icon</Label>
              <OptionsSelect id={`${row.key}-icon`} options={SERVICE_ICONS} value={row.icon} onChange={(e) => change(row.key, "icon", e.target.value)} />
            </div>
            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={`${row.key}-description`}>Description</Label>
              <Textarea id={`${row.key}-description`} rows={2} value={row.description} maxLength={SITE_LIMITS.descriptionMax} onChange={(e) => change(row.key, "description", e.target.value)} />
            </div>
            <div className="sm:col-span-2">
              <Button type="button" variant="ghost" size="sm" className="text-destructive hover:bg-red-50" disabled={rows.length <= 1} onClick={() => write(rows.filter((r) => r.key !== row.key))}>
                <Trash2 aria-hidden="true" />
                Remove<span className="sr-only">{` service ${i + 1}`}</span>
              </Button>
            </div>
          </fieldset>
        ))}
        {error ? (
          <p id={`${form.idOf("services")}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="button" variant="outline" onClick={add} disabled={rows.length >= SITE_LIMITS.maxServices}>
          <Plus aria-hidden="true" />
          Add Service
        </Button>
      </fieldset>
    </FormDialog>
  );
}
