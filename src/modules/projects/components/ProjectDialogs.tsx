import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Project } from "../projects.contract.ts";
import { PROJECT_MSG } from "../projects.constants.ts";
import { useDeleteProject } from "../projects-api.ts";
import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";

// The form loads with its schema when it is first needed (decision 0007).
const ProjectFormDialog = lazyDialog(() => import("./ProjectFormDialog.tsx"), "ProjectFormDialog");

/** Which project dialog is open, if any. */
export type ProjectDialogState =
  { kind: "create" } | { kind: "edit"; project: Project } | { kind: "delete"; project: Project };

/** The create, edit and delete dialogs of the projects screens (one at a time). */
export function ProjectDialogs({
  state,
  onClose,
  onDeleted,
}: {
  state: ProjectDialogState | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  if (!state) return null;
  if (state.kind === "create") return <ProjectFormDialog onClose={onClose} />;
  if (state.kind === "edit")
    return <ProjectFormDialog key={state.project.id} project={state.project} onClose={onClose} />;
  return <DeleteProjectDialog key={state.project.id} project={state.project} onClose={onClose} onDeleted={onDeleted} />;
}

/** Its tasks on the timeline go with it. */
function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  project: Project;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  return (
    <DeleteDialog
      title="Delete Project"
      name={project.name}
      consequence="Its tasks on the timeline are deleted with it. This cannot be undone."
      id={project.id}
      remove={useDeleteProject()}
      messages={{ deleted: PROJECT_MSG.deleted, error: PROJECT_MSG.deleteError }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
