import { FilePlus2 } from "lucide-react";
import { useRef, useState } from "react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { toast } from "../../web/ui/toast.tsx";
import type { Template } from "./invoicing.contract.ts";
import { INVOICING_MSG } from "./invoicing.constants.ts";
import { useTemplates } from "./invoicing-api.ts";
import { TemplateDialogs, type TemplateDialogState } from "./components/TemplateDialogs.tsx";
import {
  columnErrors,
  columnLabelId,
  draftOf,
  newDraft,
  type ColumnErrors,
  type TemplateDraft,
} from "./components/TemplateDraft.ts";
import { TemplateForm } from "./components/TemplateForm.tsx";
import { TemplateImport } from "./components/TemplateImport.tsx";
import { TemplateList } from "./components/TemplateList.tsx";

/** Below this width the list stands above the form, so picking a template scrolls the form into view. */
const STACKED = "(max-width: 1023px)";

/**
 * /dashboard/templates (spec: Template Builder): the saved templates on the left, the form on the right with
 * the template's name, type and sections; Preview draws the real PDF, Save Template saves it. Templates download
 * as JSON files and import back; viewers see everything and change nothing.
 */
export function TemplatesPage() {
  useDocumentTitle("Template Builder");
  const canWrite = useCanWrite();
  const templates = useTemplates();
  const dialog = useDialogState<TemplateDialogState>();
  const [draft, setDraft] = useState<TemplateDraft>(() => newDraft());
  const [loaded, setLoaded] = useState<Template | null>(null);
  const [errors, setErrors] = useState<ColumnErrors>({});
  const formPane = useRef<HTMLDivElement>(null);

  const edit = (next: TemplateDraft) => {
    setDraft(next);
    if (Object.keys(errors).length > 0) setErrors(columnErrors(next.sections));
  };
  const pick = (template: Template) => {
    setLoaded(template);
    setDraft(draftOf(template));
    setErrors({});
    toast.success(INVOICING_MSG.templateLoaded);
    if (window.matchMedia(STACKED).matches) formPane.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };
  const startNew = () => {
    setLoaded(null);
    setDraft(newDraft(draft.kind));
    setErrors({});
    document.getElementById("template-name")?.focus();
  };
  /** Every column needs a heading before the server draws or keeps the template. */
  const checked = (): boolean => {
    const found = columnErrors(draft.sections);
    setErrors(found);
    const first = draft.sections.itemsTable.find((c) => found[c.id]);
    if (!first) return true;
    document.getElementById(columnLabelId(first.id))?.focus();
    return false;
  };
  const openSave = () => {
    if (checked()) dialog.open({ kind: "save", draft });
  };
  const openPreview = () => {
    if (checked())
      dialog.open({
        kind: "preview",
        request: { kind: draft.kind, sections: draft.sections },
        name: draft.name.trim(),
      });
  };
  const saved = (template: Template) => {
    setLoaded(template);
    setDraft(draftOf(template));
  };
  const deleted = (template: Template) => {
    if (loaded?.id === template.id) setLoaded(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Template Builder"
        description="The layout of your estimates and invoices: which parts their PDF and the client's page show."
        actions={
          canWrite ? (
            <>
              <TemplateImport />
              <Button type="button" onClick={startNew}>
                <FilePlus2 aria-hidden="true" />
                New template
              </Button>
            </>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="templates-list-heading" className="min-w-0">
          <Card className="space-y-4 p-4 sm:p-5">
            <h2 id="templates-list-heading" className="text-lg font-semibold text-ink">
              Saved templates
            </h2>
            <TemplateList
              query={templates}
              selectedId={loaded?.id ?? null}
              canWrite={canWrite}
              onPick={pick}
              onDelete={(template) => dialog.open({ kind: "delete", template })}
            />
          </Card>
        </section>
        <div ref={formPane} className="min-w-0 scroll-mt-20">
          <Card className="p-4 sm:p-6">
            <TemplateForm
              draft={draft}
              loaded={loaded}
              columnErrors={errors}
              canWrite={canWrite}
              onChange={edit}
              onSave={openSave}
              onPreview={openPreview}
            />
          </Card>
        </div>
      </div>
      <TemplateDialogs
        state={dialog.state}
        loaded={loaded}
        onSaved={saved}
        onDeleted={deleted}
        onClose={dialog.close}
      />
    </div>
  );
}
