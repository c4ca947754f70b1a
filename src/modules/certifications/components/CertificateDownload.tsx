import { Download } from "lucide-react";
import { useState } from "react";
import { CERTIFICATION_MSG } from "../certifications.constants.ts";
import type { Certification } from "../certifications.contract.ts";
import type { CertificationsApi } from "../certifications-api.ts";
import { downloadFile } from "../../../web/lib/download.ts";
import { localToday } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { toast } from "../../../web/ui/toast.tsx";

/**
 * A certification's download icon (spec): its one-page PDF record, standing as of today. Says 'Download
 * Initiated' once the file comes (spec), 'Download Failed' with the reason when it does not.
 */
export function CertificateDownload({ api, certification }: { api: CertificationsApi; certification: Certification }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    const result = await downloadFile(api.pdfPath(certification.id, localToday()));
    setBusy(false);
    if (result.ok) toast.success(CERTIFICATION_MSG.downloadInitiated, result.fileName);
    else toast.error("Download Failed", result.reason);
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-11 sm:size-9"
      aria-label={`Download ${certification.name}`}
      title="Download certificate (PDF)"
      aria-busy={busy || undefined}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" />
    </Button>
  );
}
