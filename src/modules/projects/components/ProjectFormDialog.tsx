import { ApiError } from "../../../web/lib/api.ts";
import { useSession } from "../../../web/lib/session.tsx";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Project } from "../projects.contract.ts";
import { PROJECT_MSG } from "../projects.constants.ts";
import { useSaveProject } from "../projects-api.ts";
import { initialValues, projectForm } from "./project-form.ts";
import { ProjectFormFields } from "./ProjectFormFields.tsx";

/**
 * Create (no `project`) or edit a project in a dialog. Mounted only while open, so each opening starts from
 * the project as saved; a failed save keeps everything typed.
 */
export function ProjectFormDialog({
  project,
  onClose,
  onSaved,
}: {
  project?: Project;
  onClose: () => void;
  onSaved?: (saved: Project) => void;
}) {
  const { session } = useSession();
  const currentUser = { id: session?.user.id ?? "", fullName: session?.user.fullName ?? "" };
  const form = useRecordForm(projectForm, initialValues(project, currentUser.id), {
    missing: PROJECT_MSG.missingFields,
  });
  const save = useSaveProject();
  const editing = project !== undefined;

  const callbacks = form.saveCallbacks<Project>(
    editing
      ? { saved: PROJECT_MSG.updated, failed: PROJECT_MSG.updateError }
      : { saved: PROJECT_MSG.created, failed: PROJECT_MSG.createError },
    (saved) => {
      onSaved?.(saved);
      onClose();
    },
  );
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: project?.id, input },
        {
          onSuccess: callbacks.onSuccess,
          // A lost session is the spec's "sign in again", not a failed save.
          onError: (err) =>
            err instanceof ApiError && err.status === 401
              ? toast.error(PROJECT_MSG.signInAgain.title, PROJECT_MSG.signInAgain.message)
              : callbacks.onError(err),
        },
      ),
    save.isPending,
  );

  return (
    <FormDialog
      id="project-form"
      mode={editing ? "edit" : "create"}
      noun="Project"
      verb="Create"
      description={
        editing
          ? `Change the details of ${project.name}.`
          : "Name the project and set its dates; everything else can be added later."
      }
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ProjectFormFields form={form} project={project} currentUser={currentUser} />
    </FormDialog>
  );
}
