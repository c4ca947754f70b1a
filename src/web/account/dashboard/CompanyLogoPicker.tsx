import { ImageOff, Trash2, Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { LOGO, LOGO_MSG, logoFileProblem, type CompanyResponse } from "../../../shared/contracts/company.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/toast.tsx";
import { useRemoveLogo, useUploadLogo } from "./company-api.ts";

/**
 * The company logo: its preview (on a checked background, so a transparent logo shows as it is), and for admins
 * "Upload logo" / "Replace logo" and "Remove logo". The file is checked here for quick feedback (type and size,
 * with the server's messages); the server checks its content again and scales it to fit 600×240.
 */
export function CompanyLogoPicker({ company, canEdit }: { company: CompanyResponse; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadLogo(setProgress);
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  function failed(err: unknown) {
    toast.error(LOGO_MSG.failed, err instanceof Error && err.message ? err.message : undefined);
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = "";
    if (!file || busy) return;
    const problem = logoFileProblem(file);
    if (problem) return failed(new Error(problem));
    setProgress(0);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      return failed(err);
    } finally {
      setProgress(null);
    }
    toast.success(LOGO_MSG.uploaded);
  }

  async function onRemove() {
    if (busy) return;
    try {
      await remove.mutateAsync();
    } catch (err) {
      return failed(err);
    }
    toast.success(LOGO_MSG.removed);
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div role="group" aria-labelledby="company-logo-label" className="space-y-2">
      <p id="company-logo-label" className="text-sm font-medium text-ink">
        {LOGO_MSG.label}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-28 w-full max-w-xs shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-[conic-gradient(#f1f5f9_25%,#fff_0_50%,#f1f5f9_0_75%,#fff_0)] bg-[length:16px_16px] p-2">
          {company.logoUrl ? (
            <img src={company.logoUrl} alt={LOGO_MSG.label} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="flex items-center gap-2 text-sm text-muted">
              <ImageOff aria-hidden="true" className="size-4" />
              {LOGO_MSG.none}
            </span>
          )}
        </div>
        {canEdit ? (
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap gap-2">
              <input
                ref={input}
                id="company-logo-file"
                type="file"
                accept={LOGO.acceptedTypes.join(",")}
                aria-label={LOGO_MSG.fileLabel}
                className="hidden"
                onChange={(e) => void onFile(e)}
              />
              <Button type="button" variant="outline" size="sm" disabled={busy} aria-busy={upload.isPending} onClick={() => input.current?.click()}>
                <Upload aria-hidden="true" />
                {upload.isPending ? LOGO_MSG.uploading : company.logoUrl ? LOGO_MSG.replace : LOGO_MSG.upload}
              </Button>
              {company.logoUrl ? (
                <Button type="button" variant="ghost" size="sm" disabled={busy} aria-busy={remove.isPending} onClick={() => void onRemove()}>
                  <Trash2 aria-hidden="true" />
                  {remove.isPending ? LOGO_MSG.removing : LOGO_MSG.remove}
                </Button>
              ) : null}
            </div>
            {percent !== null ? (
              <div
                role="progressbar"
                aria-label="Uploading logo"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-1.5 w-48 max-w-full overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            ) : (
              <p className="text-xs text-muted">{LOGO_MSG.hint}</p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
