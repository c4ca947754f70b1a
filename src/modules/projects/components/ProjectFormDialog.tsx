import type { FormEvent } from "react";
import { focusFirstError, serverFieldErrors, useFields } from "../../../web/lib/form.ts";
import { ApiError } from "../../../web/lib/api.ts";
import { useSession } from "../../../web/lib/session.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { PROJECT_MSG, type Project } from "../projects.contract.ts";
import { useSaveProject } from "../projects-api.ts";
import { checkForm, FORM_KEYS, fieldId, initialValues, type FormErrors, type FormKey } from "./project-form.ts";
import { ProjectFormFields } from "./ProjectFormFields.tsx";

const FORM_ID = "project-form";

/**
 * Create (no `project`) or edit a project in a dialog. Mounted only while open, so each opening starts from
 * the project as saved; a failed save keeps everything typed.
 */
export function ProjectFormDialog({ project, onClose, onSaved }: { project?: Project; onClose: () => void; onSaved?: (saved: Project) => void }) {
  const { session } = useSession();
  const currentUser = { id: session?.user.id ?? "", fullName: session?.user.fullName ?? "" };
  const { values, errors, setErrors, setValue } = useFields<FormKey>(initialValues(project, currentUser.id));
  const save = useSaveProject();
  const editing = project !== undefined;

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstError(next, FORM_KEYS, fieldId);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const checked = checkForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      if (checked.missing) toast.error(PROJECT_MSG.missingFields.title, PROJECT_MSG.missingFields.message);
      return;
    }
    setErrors({});
    save.mutate(
      { id: project?.id, input: checked.input },
      {
        onSuccess: (saved) => {
          toast.success(editing ? PROJECT_MSG.updated : PROJECT_MSG.created);
          onSaved?.(saved);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) {
            toast.error(PROJECT_MSG.signInAgain.title, PROJECT_MSG.signInAgain.message);
            return;
          }
          if (err instanceof ApiError) showErrors(serverFieldErrors(err.fields, FORM_KEYS));
          toast.error(editing ? PROJECT_MSG.updateError : PROJECT_MSG.createError, err.message);
        },
      },
    );
  };

  const busyLabel = editing ? "Saving…" : "Creating…";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit Project" : "Create Project"}
      description={editing ? `Change the details of ${project.name}.` : "Name the project and set its dates; everything else can be added later."}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? busyLabel : editing ? "Save Changes" : "Create Project"}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <ProjectFormFields values={values} errors={errors} setValue={setValue} project={project} currentUser={currentUser} />
      </form>
    </Dialog>
  );
}
