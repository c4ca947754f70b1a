import type { Certification } from "../certifications.contract.ts";
import type { CertificationsApi } from "../certifications-api.ts";
import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { CertificationDetailsDialog } from "./CertificationDetailsDialog.tsx";
import type { CertificationActions } from "./CertificationsPanel.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";

// The form loads with its schema when first needed (decision 0007).
const CertificationFormDialog = lazyDialog(() => import("./CertificationFormDialog.tsx"), "CertificationFormDialog");

/** Which certification dialog is open: a module's dialog state includes these. */
export type CertificationDialogState =
  | { kind: "addCertification" }
  | { kind: "editCertification"; certification: Certification }
  | { kind: "certification"; certification: Certification }
  | { kind: "deleteCertification"; certification: Certification };

/** The list's actions, each opening its dialog. */
export const certificationActions = (open: (next: CertificationDialogState) => void): CertificationActions => ({
  onView: (certification) => open({ kind: "certification", certification }),
  onEdit: (certification) => open({ kind: "editCertification", certification }),
  onDelete: (certification) => open({ kind: "deleteCertification", certification }),
});

/** Add, edit, view (with the download) and delete an area's certification. */
export function CertificationDialogs({
  api,
  state,
  canWrite,
  onOpen,
  onClose,
}: {
  api: CertificationsApi;
  state: CertificationDialogState;
  canWrite: boolean;
  onOpen: (next: CertificationDialogState) => void;
  onClose: () => void;
}) {
  switch (state.kind) {
    case "addCertification":
      return <CertificationFormDialog api={api} onClose={onClose} />;
    case "editCertification":
      return (
        <CertificationFormDialog
          key={state.certification.id}
          api={api}
          certification={state.certification}
          onClose={onClose}
        />
      );
    case "certification":
      return (
        <CertificationDetailsDialog
          api={api}
          certification={state.certification}
          canWrite={canWrite}
          onEdit={() => onOpen({ kind: "editCertification", certification: state.certification })}
          onClose={onClose}
        />
      );
    case "deleteCertification":
      return (
        <DeleteCertificationDialog
          key={state.certification.id}
          api={api}
          certification={state.certification}
          onClose={onClose}
        />
      );
  }
}

function DeleteCertificationDialog({
  api,
  certification,
  onClose,
}: {
  api: CertificationsApi;
  certification: Certification;
  onClose: () => void;
}) {
  return (
    <DeleteDialog
      title="Delete Certification"
      name={certification.name}
      consequence="This cannot be undone."
      id={certification.id}
      remove={api.useDelete()}
      messages={{ deleted: "Certification deleted successfully", error: "Could not delete the certification" }}
      onClose={onClose}
    />
  );
}
