import { useDialogState } from "../../../web/ui/use-dialog-state.ts";
import type { Project } from "../projects.contract.ts";
import { DeleteProjectDialog } from "./DeleteProjectDialog.tsx";
import { ProjectFormDialog } from "./ProjectFormDialog.tsx";

/** Which project dialog is open, if any. */
export type ProjectDialogState = { kind: "create" } | { kind: "edit"; project: Project } | { kind: "delete"; project: Project } | null;

/** The open project dialog; focus returns to its opener on close. */
export const useProjectDialog = () => useDialogState<NonNullable<ProjectDialogState>>();

/** The create, edit and delete dialogs of the projects screens (one at a time). */
export function ProjectDialogs({ state, onClose, onDeleted }: { state: ProjectDialogState; onClose: () => void; onDeleted?: () => void }) {
  if (!state) return null;
  if (state.kind === "create") return <ProjectFormDialog onClose={onClose} />;
  if (state.kind === "edit") return <ProjectFormDialog key={state.project.id} project={state.project} onClose={onClose} />;
  return <DeleteProjectDialog key={state.project.id} project={state.project} onClose={onClose} onDeleted={onDeleted} />;
}
