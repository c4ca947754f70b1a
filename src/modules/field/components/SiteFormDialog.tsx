import { useState } from "react";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { DeleteButton } from "../../../web/ui/delete-button.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { RowsEditor, type RowField } from "../../../web/ui/rows-editor.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { ProjectField } from "../../projects/projects.public.tsx";
import type { Site } from "../field.contract.ts";
import {
  FIELD_MSG,
  MAX_CREW,
  MAX_EQUIPMENT,
  MAX_GEOFENCE_RADIUS_M,
  MIN_GEOFENCE_RADIUS_M,
  SITE_TYPE_LABELS,
  SITE_TYPES,
} from "../field.constants.ts";
import { useCreateSite, useUpdateSite } from "../field-api.ts";
import { equipmentRows } from "./form-rows.ts";
import { LocationButton } from "./LocationButton.tsx";
import { initialSiteValues, siteForm } from "./site-form.ts";

const EQUIPMENT_FIELDS: readonly RowField<"item">[] = [{ field: "item", label: "Equipment", maxLength: 200 }];

/**
 * New Site Report (no `site`) and Site Details (spec: the site report: name, location, type, supervisor,
 * expected dates, description, crew required and assigned, equipment), linked to a project, and the site's
 * position and geofence radius the time clock checks punches against. Name, location and supervisor required
 * (the spec's message). A new site's `clientKey` is made when the form opens.
 */
export function SiteFormDialog({
  site,
  onDelete,
  onClose,
}: {
  site?: Site;
  onDelete?: () => void;
  onClose: () => void;
}) {
  const [initial] = useState(() => initialSiteValues(site));
  const form = useRecordForm(siteForm, initial, { missing: FIELD_MSG.missingFields });
  const create = useCreateSite();
  const update = useUpdateSite();
  const busy = create.isPending || update.isPending;
  const { values, errors, setValue, idOf, hintOf, field, control } = form;
  const setPosition = (p: { latitude: string; longitude: string }) => {
    setValue("latitude", p.latitude);
    setValue("longitude", p.longitude);
  };

  const submit = form.handleSubmit((input) => {
    if (site)
      update.mutate(
        { id: site.id, input },
        form.saveCallbacks({ saved: FIELD_MSG.siteUpdated, failed: "Could not update the site" }, onClose),
      );
    else
      create.mutate(
        input,
        form.submitCallbacks({ saved: FIELD_MSG.siteCreated, failed: "Could not create the site" }, onClose),
      );
  }, busy);

  return (
    <FormDialog
      id="site-form"
      size="xl"
      mode={site ? "edit" : "create"}
      noun="Site"
      verb="Create"
      title={site ? "Site Details" : "New Site Report"}
      description={
        site ? "Change the site's details." : "Add a job site: where it is, who runs it and the crew it needs."
      }
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      extraAction={
        site && onDelete ? (
          <DeleteButton onClick={onDelete} disabled={busy}>
            Delete Site
          </DeleteButton>
        ) : null
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Site Name" {...field("name")}>
            <Input {...control("name")} required maxLength={200} autoComplete="off" autoFocus />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Location" {...field("location")}>
            <Input {...control("location")} required maxLength={200} autoComplete="street-address" />
          </Field>
        </div>
        <Field label="Site Type" {...field("type")}>
          <Select {...control("type")}>
            {SITE_TYPES.map((t) => (
              <option key={t} value={t}>
                {SITE_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Supervisor" {...field("supervisor")}>
          <Input {...control("supervisor")} required maxLength={120} autoComplete="name" />
        </Field>
        <div className="sm:col-span-2">
          <ProjectField
            id={idOf("projectId")}
            value={values.projectId}
            current={site?.project ?? null}
            error={errors.projectId}
            failedHint="Projects could not be loaded; the site can be tied to one later."
            onChange={(id) => setValue("projectId", id)}
          />
        </div>
        <Field label="Expected Start Date" {...field("expectedStartDate")}>
          <Input {...control("expectedStartDate")} type="date" />
        </Field>
        <Field label="Expected End Date" {...field("expectedEndDate")}>
          <Input {...control("expectedEndDate")} type="date" min={values.expectedStartDate || undefined} />
        </Field>
        <Field label="Crew Required" {...field("crewRequired")}>
          <Input {...control("crewRequired")} type="number" inputMode="numeric" min={0} max={MAX_CREW} step={1} />
        </Field>
        <Field label="Crew Assigned" {...field("crewAssigned")}>
          <Input {...control("crewAssigned")} type="number" inputMode="numeric" min={0} max={MAX_CREW} step={1} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" {...field("description")}>
            <Textarea {...control("description")} maxLength={4000} className="min-h-20" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <RowsEditor
            id={idOf("equipment")}
            legend="Equipment"
            rowLabel="Equipment"
            emptyText="No equipment listed."
            addLabel="Add Equipment"
            max={MAX_EQUIPMENT}
            fields={EQUIPMENT_FIELDS}
            rows={equipmentRows.read(values.equipment)}
            error={errors.equipment}
            blank={equipmentRows.blank}
            onChange={(rows) => setValue("equipment", equipmentRows.write(rows))}
          />
        </div>
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-ink">Site Position</legend>
          <p className="text-sm text-muted sm:col-span-2">
            Where the site is, for the time clock: punches are checked against the geofence around it.
          </p>
          <Field label="Latitude" {...field("latitude")}>
            <Input {...control("latitude")} type="number" inputMode="decimal" min={-90} max={90} step="any" />
          </Field>
          <Field label="Longitude" {...field("longitude")}>
            <Input {...control("longitude")} type="number" inputMode="decimal" min={-180} max={180} step="any" />
          </Field>
          <div className="sm:col-span-2">
            <LocationButton
              label="Use My Position"
              latitude={values.latitude}
              longitude={values.longitude}
              disabled={busy}
              onChange={setPosition}
            />
          </div>
          <Field
            label="Geofence Radius (m)"
            {...field("geofenceRadiusM")}
            hint="Optional: 10 to 100000 metres around the site's position."
          >
            <Input
              {...control("geofenceRadiusM", hintOf("geofenceRadiusM"))}
              type="number"
              inputMode="numeric"
              min={MIN_GEOFENCE_RADIUS_M}
              max={MAX_GEOFENCE_RADIUS_M}
              step={1}
            />
          </Field>
        </fieldset>
      </div>
    </FormDialog>
  );
}
