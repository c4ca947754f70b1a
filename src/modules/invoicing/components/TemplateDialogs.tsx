import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Template } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { useDeleteTemplate, type PreviewRequest } from "../invoicing-api.ts";
import type { TemplateDraft } from "./TemplateDraft.ts";

// Save Template carries the contract's schema (zod): its own chunk, fetched after the page has loaded.
const TemplateSaveDialog = lazyDialog(() => import("./TemplateSaveDialog.tsx"), "TemplateSaveDialog");
const TemplatePreviewDialog = lazyDialog(() => import("./TemplatePreviewDialog.tsx"), "TemplatePreviewDialog");

export type TemplateDialogState =
  | { kind: "save"; draft: TemplateDraft }
  | { kind: "preview"; request: PreviewRequest; name: string }
  | { kind: "delete"; template: Template };

/** The Template Builder's dialogs (one at a time). */
export function TemplateDialogs({
  state,
  loaded,
  onSaved,
  onDeleted,
  onClose,
}: {
  state: TemplateDialogState | null;
  loaded: Template | null;
  onSaved: (saved: Template) => void;
  onDeleted: (template: Template) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "save":
      return <TemplateSaveDialog draft={state.draft} loaded={loaded} onSaved={onSaved} onClose={onClose} />;
    case "preview":
      return <TemplatePreviewDialog request={state.request} name={state.name} onClose={onClose} />;
    case "delete":
      return (
        <DeleteTemplateDialog
          key={state.template.id}
          template={state.template}
          onDeleted={() => onDeleted(state.template)}
          onClose={onClose}
        />
      );
  }
}

function DeleteTemplateDialog({
  template,
  onDeleted,
  onClose,
}: {
  template: Template;
  onDeleted: () => void;
  onClose: () => void;
}) {
  return (
    <DeleteDialog
      title="Delete Template"
      name={template.name}
      consequence={`Estimates and invoices that used it are drawn with the default ${template.kind} template from then on. This cannot be undone.`}
      id={template.id}
      remove={useDeleteTemplate()}
      messages={{ deleted: INVOICING_MSG.templateDeleted, error: "Error deleting template" }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
