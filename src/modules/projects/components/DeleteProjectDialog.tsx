import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { PROJECT_MSG, type Project } from "../projects.contract.ts";
import { useDeleteProject } from "../projects-api.ts";

/** Asks before deleting a project (its tasks go with it); mounted only while asking. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: { project: Project; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteProject();
  const confirm = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success(PROJECT_MSG.deleted);
        onClose();
        onDeleted?.();
      },
      onError: (err) => toast.error(PROJECT_MSG.deleteError, err.message),
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Project"
      description={
        <>
          Are you sure you want to delete <strong className="font-semibold text-ink">{project.name}</strong>? Its tasks on the timeline are deleted
          with it. This cannot be undone.
        </>
      }
      confirmLabel={remove.isPending ? "Deleting…" : "Delete Project"}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
