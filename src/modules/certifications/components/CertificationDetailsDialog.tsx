import type { Certification } from "../certifications.contract.ts";
import type { CertificationsApi } from "../certifications-api.ts";
import { formatDate } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { CertificateDownload } from "./CertificateDownload.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";

const orNone = (text: string | null) => text || "—";

/** A certification, read only, with its download; writers can go on to edit it. */
export function CertificationDetailsDialog({
  api,
  certification: c,
  canWrite,
  onEdit,
  onClose,
}: {
  api: CertificationsApi;
  certification: Certification;
  canWrite: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={c.name}
      description={`Expires ${formatDate(c.expiryDate)}`}
      footer={
        <>
          <CertificateDownload api={api} certification={c} />
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {canWrite ? (
            <Button type="button" onClick={onEdit}>
              Edit Certification
            </Button>
          ) : null}
        </>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem term="Status">
          <StatusBadge set="certification" status={c.status} />
        </DetailItem>
        <DetailItem term="Number">{orNone(c.number)}</DetailItem>
        <DetailItem term="Issuing Authority">{orNone(c.issuingAuthority)}</DetailItem>
        <DetailItem term="Issue Date">{c.issueDate ? formatDate(c.issueDate) : "—"}</DetailItem>
        <DetailItem term="Expiry Date">{formatDate(c.expiryDate)}</DetailItem>
        <DetailItem term="Renewal Requirements">
          <span className="whitespace-pre-wrap">{orNone(c.renewalRequirements)}</span>
        </DetailItem>
        <DetailItem term="Description">
          <span className="whitespace-pre-wrap">{orNone(c.description)}</span>
        </DetailItem>
      </dl>
    </Dialog>
  );
}
