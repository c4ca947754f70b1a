import { useCallback, useState } from "react";
import type { Project } from "../projects.contract.ts";
import { DeleteProjectDialog } from "./DeleteProjectDialog.tsx";
import { ProjectFormDialog } from "./ProjectFormDialog.tsx";

/** Which project dialog is open, if any. */
export type ProjectDialogState = { kind: "create" } | { kind: "edit"; project: Project } | { kind: "delete"; project: Project } | null;

/** The open project dialog (the dialogs give focus back to their opener themselves). */
export function useProjectDialog() {
  const [state, setState] = useState<ProjectDialogState>(null);
  const open = useCallback((next: NonNullable<ProjectDialogState>) => setState(next), []);
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
}

/** The create, edit and delete dialogs of the projects screens (one at a time). */
export function ProjectDialogs({ state, onClose, onDeleted }: { state: ProjectDialogState; onClose: () => void; onDeleted?: () => void }) {
  if (!state) return null;
  if (state.kind === "create") return <ProjectFormDialog onClose={onClose} />;
  if (state.kind === "edit") return <ProjectFormDialog key={state.project.id} project={state.project} onClose={onClose} />;
  return <DeleteProjectDialog key={state.project.id} project={state.project} onClose={onClose} onDeleted={onDeleted} />;
}
