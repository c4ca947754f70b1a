import { Upload } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { MSG } from "../../../shared/messages.ts";
import { safeJson } from "../../../web/lib/api.ts";
import { Button } from "../../../web/ui/button.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Template, TemplateFile } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { useImportTemplate } from "../invoicing-api.ts";

/** A template file is a few kilobytes; anything much larger is not one. */
const MAX_TEMPLATE_FILE_BYTES = 1024 * 1024;
export const IMPORT_ERROR = "Template not imported";

/** The file's template, checked with the contract's schema (loaded now, so that zod is not in the page's first bundle); null when it is not one. */
async function readTemplateFile(file: File): Promise<TemplateFile | null> {
  if (file.size > MAX_TEMPLATE_FILE_BYTES) return null;
  const [{ templateFileInput: templateFile }, text] = await Promise.all([
    import("../invoicing.contract.ts"),
    file.text(),
  ]);
  const parsed = templateFile.safeParse(safeJson(text));
  return parsed.success ? parsed.data : null;
}

/** Import template: a template file downloaded from here (JSON), saved as a new template of the organization. */
export function TemplateImport({ onImported }: { onImported?: (template: Template) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const importTemplate = useImportTemplate();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!file) return;
    let parsed: TemplateFile | null;
    try {
      parsed = await readTemplateFile(file);
    } catch {
      toast.error(MSG.partLoadFailed.title, MSG.partLoadFailed.message);
      return;
    }
    if (!parsed) {
      toast.error(IMPORT_ERROR, INVOICING_MSG.templateFileInvalid);
      return;
    }
    importTemplate.mutate(parsed, {
      onSuccess: (template) => {
        toast.success(INVOICING_MSG.templateImported);
        onImported?.(template);
      },
      onError: (err) => toast.error(IMPORT_ERROR, err.message),
    });
  };

  return (
    <>
      <input
        ref={input}
        id="template-import-file"
        type="file"
        accept=".json,application/json"
        aria-label="Import template"
        className="hidden"
        onChange={(e) => void onFile(e)}
      />
      <Button
        type="button"
        variant="outline"
        disabled={importTemplate.isPending}
        aria-busy={importTemplate.isPending || undefined}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {importTemplate.isPending ? "Importing…" : "Import template"}
      </Button>
    </>
  );
}
