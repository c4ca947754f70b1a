import { ImageOff } from "lucide-react";
import { LOGO, LOGO_MSG, logoFileProblem, type CompanyResponse } from "../../../shared/contracts/company.ts";
import { ImageUploadControls } from "../../ui/image-upload-controls.tsx";
import { useRemoveLogo, useUploadLogo } from "./company-api.ts";

const LOGO_TOASTS = {
  uploaded: { title: LOGO_MSG.uploaded },
  removed: { title: LOGO_MSG.removed },
  failed: { title: LOGO_MSG.failed },
};

/**
 * The company logo: its preview (on a checked background, so a transparent logo shows as it is), and for admins
 * "Upload logo" / "Replace logo" and "Remove logo". The file is checked here for quick feedback (type and size,
 * with the server's messages); the server checks its content again and scales it to fit 600×240.
 */
export function CompanyLogoPicker({ company, canEdit }: { company: CompanyResponse; canEdit: boolean }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

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
          <ImageUploadControls
            inputId="company-logo-file"
            accept={LOGO.acceptedTypes}
            hasImage={Boolean(company.logoUrl)}
            labels={{ ...LOGO_MSG, progress: "Uploading logo" }}
            upload={upload}
            remove={remove}
            fileProblem={logoFileProblem}
            toasts={LOGO_TOASTS}
          />
        ) : null}
      </div>
    </div>
  );
}
