import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { CertificationDialogs, type CertificationDialogState } from "../../certifications/certifications.public.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { DrawnDialog } from "../../../web/ui/drawn-dialog.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import type { Inspection } from "../quality.contract.ts";
import { qualityCertifications, useDeleteInspection } from "../quality-api.ts";
import { AllInspectionsDialog } from "./AllInspectionsDialog.tsx";
import { InspectionDetailsDialog } from "./InspectionDetailsDialog.tsx";

// The forms load with their schema when first needed (decision 0007); New Inspection, the form this screen is
// opened for on site, loads with the page (its schema when first checked, decision 0028).
const InspectionFormDialog = lazyDialog(() => import("./InspectionFormDialog.tsx"), "InspectionFormDialog", {
  eager: true,
});
const QualityReportDialog = lazyDialog(() => import("./QualityReportDialog.tsx"), "QualityReportDialog");

/** New Inspection drawn into the page for a writer, to take typing before the app has come (decision 0045). */
export function QualityDrawnForm({ create }: { create: PrimaryAction | null }) {
  if (!create) return null;
  return (
    <DrawnDialog opener={create.label}>
      <InspectionFormDialog.Drawn onClose={() => undefined} />
    </DrawnDialog>
  );
}

/** Which Quality dialog is open, if any (one at a time). */
export type QualityDialogState =
  | { kind: "newInspection" }
  | { kind: "qualityReport" }
  | { kind: "allInspections" }
  | { kind: "inspection"; id: string; inspection?: Inspection }
  | { kind: "deleteInspection"; inspection: Inspection }
  | CertificationDialogState;

/** The dialogs of the Quality screen (each gives focus back to what opened it). */
export function QualityDialogs({
  state,
  canWrite,
  create,
  onOpen,
  onClose,
}: {
  state: QualityDialogState | null;
  canWrite: boolean;
  create: PrimaryAction | null;
  onOpen: (next: QualityDialogState) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "newInspection":
      return <InspectionFormDialog onClose={onClose} />;
    case "qualityReport":
      return <QualityReportDialog onClose={onClose} />;
    case "allInspections":
      return (
        <AllInspectionsDialog
          create={create}
          onView={(inspection) => onOpen({ kind: "inspection", id: inspection.id, inspection })}
          onClose={onClose}
        />
      );
    case "inspection":
      return (
        <InspectionDetailsDialog
          key={state.id}
          id={state.id}
          known={state.inspection}
          canWrite={canWrite}
          onDelete={(inspection) => onOpen({ kind: "deleteInspection", inspection })}
          onClose={onClose}
        />
      );
    case "deleteInspection":
      return <DeleteInspectionDialog key={state.inspection.id} inspection={state.inspection} onClose={onClose} />;
    case "addCertification":
    case "editCertification":
    case "certification":
    case "deleteCertification":
      return (
        <CertificationDialogs
          api={qualityCertifications}
          state={state}
          canWrite={canWrite}
          onOpen={onOpen}
          onClose={onClose}
        />
      );
  }
}

function DeleteInspectionDialog({ inspection, onClose }: { inspection: Inspection; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Inspection"
      name={inspection.title}
      consequence="Its results and photos are deleted with it. This cannot be undone."
      id={inspection.id}
      remove={useDeleteInspection()}
      messages={{ deleted: "Inspection deleted successfully", error: "Could not delete the inspection" }}
      onClose={onClose}
    />
  );
}
