import { Award, Eye } from "lucide-react";
import { formatDate, localToday } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { EmptyList, ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { EditDeleteButtons, RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { Certification } from "../quality.contract.ts";
import { QUALITY_MSG } from "../quality.constants.ts";
import { useQualityCertifications } from "../quality-api.ts";
import { CertificateDownload } from "./CertificateDownload.tsx";
import { wholeList } from "./whole-list.ts";

export type CertificationActions = {
  onView: (c: Certification) => void;
  onEdit: (c: Certification) => void;
  onDelete: (c: Certification) => void;
};

const cell = "px-4 py-3";

function Actions({ c, canWrite, actions }: { c: Certification; canWrite: boolean; actions: CertificationActions }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => actions.onView(c)}>
        <Eye aria-hidden="true" />
        View Details<span className="sr-only">{` of ${c.name}`}</span>
      </Button>
      <CertificateDownload certification={c} today={localToday()} />
      {canWrite ? <EditDeleteButtons name={c.name} onEdit={() => actions.onEdit(c)} onDelete={() => actions.onDelete(c)} /> : null}
    </div>
  );
}

/** Certification Status (spec): name, expiry date, status, details and a download icon, soonest expiry first. */
export function CertificationStatusPanel({ canWrite, add, actions }: { canWrite: boolean; add: PrimaryAction | null; actions: CertificationActions }) {
  const query = useQualityCertifications();
  const certifications = query.data?.certifications ?? [];
  return (
    <ListView
      query={wholeList(query)}
      count={certifications.length}
      errorTitle={QUALITY_MSG.fetchError}
      skeleton={<ListSkeleton label="Loading certifications" count={3} />}
      empty={
        <EmptyList icon={<Award />} title={QUALITY_MSG.noCertifications} action={add} readOnlyText="Certifications your team adds appear here with their expiry dates.">
          Add your quality certifications to see which are expiring or expired.
        </EmptyList>
      }
    >
      <RecordTable
        label="Certification Status"
        columns={["Name", "Expiry Date", "Status"]}
        rows={certifications}
        cells={(c) => (
          <>
            <td className={`${cell} font-medium text-ink`}>{c.name}</td>
            <td className={`${cell} tabular whitespace-nowrap`}>{formatDate(c.expiryDate)}</td>
            <td className={cell}>
              <StatusBadge set="qualityCertification" status={c.status} />
            </td>
            <td className={cell}>
              <Actions c={c} canWrite={canWrite} actions={actions} />
            </td>
          </>
        )}
        card={(c) => (
          <RecordCard level={3} title={c.name} subtitle={`Expires ${formatDate(c.expiryDate)}`}>
            <StatusBadge set="qualityCertification" status={c.status} />
            <Actions c={c} canWrite={canWrite} actions={actions} />
          </RecordCard>
        )}
      />
    </ListView>
  );
}
