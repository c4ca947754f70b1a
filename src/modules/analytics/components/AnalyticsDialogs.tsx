import { useState, type FormEvent } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { useProjectOptions } from "../../projects/projects-api.ts";
import type { AnalyticsPreferences } from "../analytics.contract.ts";
import {
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_LAYOUTS,
  ANALYTICS_MSG,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  ANALYTICS_SECTION_LABELS,
  ANALYTICS_SECTIONS,
  REFRESH_MINUTES,
  type AnalyticsExportFormat,
  type AnalyticsLayout,
  type AnalyticsPeriod,
  type RefreshMinutes,
} from "../analytics.constants.ts";
import type { AnalyticsFilters } from "../analytics.filters.ts";
import { useExportAnalytics, useSavePreferences } from "../analytics-api.ts";

export type AnalyticsDialogState =
  { kind: "filter" } | { kind: "customize" } | { kind: "export"; range: { from: string; to: string } };

/** The analytics page's dialogs (spec: Filter Analytics, Customize Dashboard, Export Analytics Report), one at a time. */
export function AnalyticsDialogs({
  state,
  filters,
  today,
  preferences,
  onFilters,
  onClose,
}: {
  state: AnalyticsDialogState | null;
  filters: AnalyticsFilters;
  today: string;
  preferences: AnalyticsPreferences | undefined;
  onFilters: (next: AnalyticsFilters) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "filter":
      return <FilterDialog filters={filters} onApply={onFilters} onClose={onClose} />;
    case "customize":
      return preferences ? <CustomizeDialog preferences={preferences} onClose={onClose} /> : null;
    case "export":
      return <ExportDialog filters={filters} today={today} range={state.range} onClose={onClose} />;
  }
}

function Footer({ id, label, busy, onClose }: { id: string; label: string; busy?: boolean; onClose: () => void }) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={id} disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
    </>
  );
}

const PERIOD_OF: Record<string, AnalyticsPeriod> = Object.fromEntries(ANALYTICS_PERIODS.map((p) => [p, p]));

function FilterDialog({
  filters,
  onApply,
  onClose,
}: {
  filters: AnalyticsFilters;
  onApply: (next: AnalyticsFilters) => void;
  onClose: () => void;
}) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(filters.period);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [projects, setProjects] = useState<readonly string[]>(filters.projects);
  const [error, setError] = useState<string | null>(null);
  const options = useProjectOptions();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (period === "custom" && (!from || !to)) return setError(ANALYTICS_MSG.rangeRequired);
    if (period === "custom" && from > to) return setError(ANALYTICS_MSG.rangeReversed);
    onApply({ period, from: period === "custom" ? from : "", to: period === "custom" ? to : "", projects });
    toast.success(ANALYTICS_MSG.filtersApplied);
    onClose();
  };
  const toggle = (id: string, on: boolean) => setProjects((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Filter Analytics"
      description="The period the figures cover, and the projects."
      footer={<Footer id="analytics-filter" label="Apply Filters" onClose={onClose} />}
    >
      <form id="analytics-filter" noValidate onSubmit={submit} className="space-y-4">
        <Field label="Time period" htmlFor="analytics-period">
          <Select id="analytics-period" value={period} onChange={(e) => setPeriod(PERIOD_OF[e.target.value] ?? period)}>
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {ANALYTICS_PERIOD_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
        {period === "custom" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="From" htmlFor="analytics-from" error={error ?? undefined}>
              <Input
                id="analytics-from"
                type="date"
                value={from}
                max={to || undefined}
                onChange={(e) => setFrom(e.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </Field>
            <Field label="To" htmlFor="analytics-to">
              <Input
                id="analytics-to"
                type="date"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
              />
            </Field>
          </div>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">Projects</legend>
          <p className="text-sm text-muted">{projects.length === 0 ? "All projects." : `${projects.length} chosen.`}</p>
          <div className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-border p-2">
            {(options.data ?? []).map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-surface">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={projects.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                <span className="text-sm text-ink">{p.name}</span>
              </label>
            ))}
            {options.isPending ? <p className="p-2 text-sm text-muted">Loading projects…</p> : null}
          </div>
          {projects.length > 0 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setProjects([])}>
              All projects
            </Button>
          ) : null}
        </fieldset>
      </form>
    </Dialog>
  );
}

const LAYOUT_OF: Record<string, AnalyticsLayout> = Object.fromEntries(ANALYTICS_LAYOUTS.map((l) => [l, l]));
const REFRESH_OF: Record<string, RefreshMinutes> = Object.fromEntries(REFRESH_MINUTES.map((m) => [String(m), m]));

function CustomizeDialog({ preferences, onClose }: { preferences: AnalyticsPreferences; onClose: () => void }) {
  const [value, setValue] = useState(preferences);
  const save = useSavePreferences();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value, {
      onSuccess: () => {
        toast.success(ANALYTICS_MSG.customizationSaved);
        onClose();
      },
      onError: (err) => toast.error("Error", err.message),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Customize Dashboard"
      description="Saved for you on every device."
      footer={<Footer id="analytics-customize" label="Save" busy={save.isPending} onClose={onClose} />}
    >
      <form id="analytics-customize" noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Auto refresh" htmlFor="analytics-refresh">
            <Select
              id="analytics-refresh"
              value={String(value.refreshMinutes)}
              onChange={(e) =>
                setValue({ ...value, refreshMinutes: REFRESH_OF[e.target.value] ?? value.refreshMinutes })
              }
            >
              {REFRESH_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m === 0 ? "Off" : `Every ${m} minute${m === 1 ? "" : "s"}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Layout" htmlFor="analytics-layout">
            <Select
              id="analytics-layout"
              value={value.layout}
              onChange={(e) => setValue({ ...value, layout: LAYOUT_OF[e.target.value] ?? value.layout })}
            >
              {ANALYTICS_LAYOUTS.map((l) => (
                <option key={l} value={l}>
                  {l[0]?.toUpperCase()}
                  {l.slice(1)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-ink">Sections shown</legend>
          {ANALYTICS_SECTIONS.map((s) => (
            <label key={s} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-4"
                checked={value.sections.includes(s)}
                onChange={(e) =>
                  setValue({
                    ...value,
                    sections: e.target.checked
                      ? ANALYTICS_SECTIONS.filter((x) => x === s || value.sections.includes(x))
                      : value.sections.filter((x) => x !== s),
                  })
                }
              />
              <span className="text-sm text-ink">{ANALYTICS_SECTION_LABELS[s]}</span>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}

const FORMAT_LABELS: Record<AnalyticsExportFormat, string> = { pdf: "PDF", excel: "Excel (XLSX)", csv: "CSV" };

function ExportDialog({
  filters,
  today,
  range,
  onClose,
}: {
  filters: AnalyticsFilters;
  today: string;
  range: { from: string; to: string };
  onClose: () => void;
}) {
  const [format, setFormat] = useState<AnalyticsExportFormat>("pdf");
  const exported = useExportAnalytics();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    exported.mutate(
      { filters, today, range, format },
      {
        onSuccess: () => {
          toast.success(ANALYTICS_MSG.exported);
          onClose();
        },
        onError: (err) => toast.error(ANALYTICS_MSG.exportError, err.message),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Export Analytics Report"
      description="The figures on screen, for the same period and projects."
      footer={
        <Footer
          id="analytics-export"
          label={exported.isPending ? "Exporting…" : "Export"}
          busy={exported.isPending}
          onClose={onClose}
        />
      }
    >
      <form id="analytics-export" noValidate onSubmit={submit}>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-ink">Format</legend>
          {ANALYTICS_EXPORT_FORMATS.map((f) => (
            <label key={f} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="analytics-format"
                className="size-4"
                checked={format === f}
                onChange={() => setFormat(f)}
              />
              <span className="text-sm text-ink">{FORMAT_LABELS[f]}</span>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
