import { Download } from "lucide-react";
import { useState } from "react";
import { downloadFile } from "../../../web/lib/download.ts";
import { Button } from "../../../web/ui/button.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Certification } from "../quality.contract.ts";
import { certificationPdfUrl, QUALITY_MSG } from "../quality.constants.ts";

/**
 * The certification's download icon (spec): its one-page PDF record, standing as of `today`. Says 'Download
 * Initiated' once the file comes (spec), 'Download Failed' with the reason when it does not.
 */
export function CertificateDownload({ certification, today }: { certification: Certification; today: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    const result = await downloadFile(`${certificationPdfUrl(certification.id)}?today=${today}`);
    setBusy(false);
    if (result.ok) toast.success(QUALITY_MSG.downloadInitiated, result.fileName);
    else toast.error("Download Failed", result.reason);
  }
  return (
    <Button type="button" variant="outline" size="icon" className="size-11 sm:size-9" aria-label={`Download ${certification.name}`} title="Download certificate (PDF)" aria-busy={busy || undefined} onClick={() => void download()}>
      <Download aria-hidden="true" />
    </Button>
  );
}
