import { Award, Eye } from "lucide-react";
import { CERTIFICATION_MSG } from "../certifications.constants.ts";
import type { Certification } from "../certifications.contract.ts";
import type { CertificationsApi } from "../certifications-api.ts";
import { formatDate } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { CertificateDownload } from "./CertificateDownload.tsx";
import { EmptyList, ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { EditDeleteButtons, RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { wholeList } from "../../../web/ui/whole-list.ts";

export type CertificationActions = {
  onView: (c: Certification) => void;
  onEdit: (c: Certification) => void;
  onDelete: (c: Certification) => void;
};

/** The module's words for its list: the table's label and the error toast's title. */
export type CertificationsPanelTexts = { label: string; fetchError: string };

const cell = "px-4 py-3";

function Actions({
  api,
  c,
  canWrite,
  actions,
}: {
  api: CertificationsApi;
  c: Certification;
  canWrite: boolean;
  actions: CertificationActions;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="min-h-11 sm:min-h-9"
        onClick={() => actions.onView(c)}
      >
        <Eye aria-hidden="true" />
        View Details<span className="sr-only">{` of ${c.name}`}</span>
      </Button>
      <CertificateDownload api={api} certification={c} />
      {canWrite ? (
        <EditDeleteButtons name={c.name} onEdit={() => actions.onEdit(c)} onDelete={() => actions.onDelete(c)} />
      ) : null}
    </div>
  );
}

/**
 * An area's certifications (spec: name, expiry date, status, View Details, a download icon), soonest expiry first,
 * each valid, expiring or expired; a table from `md` up, cards on a phone.
 */
export function CertificationsPanel({
  api,
  texts,
  canWrite,
  add,
  actions,
}: {
  api: CertificationsApi;
  texts: CertificationsPanelTexts;
  canWrite: boolean;
  add: PrimaryAction | null;
  actions: CertificationActions;
}) {
  const query = api.useList();
  const certifications = query.data?.certifications ?? [];
  return (
    <ListView
      query={wholeList(query)}
      count={certifications.length}
      errorTitle={texts.fetchError}
      skeleton={<ListSkeleton label="Loading certifications" count={3} />}
      empty={
        <EmptyList
          icon={<Award />}
          title={CERTIFICATION_MSG.none}
          action={add}
          readOnlyText="Certifications your team adds appear here with their expiry dates."
        >
          {`Add your ${api.area} certifications to see which are expiring or expired.`}
        </EmptyList>
      }
    >
      <RecordTable
        label={texts.label}
        columns={["Name", "Expiry Date", "Status"]}
        rows={certifications}
        cells={(c) => (
          <>
            <td className={`${cell} font-medium text-ink`}>{c.name}</td>
            <td className={`${cell} tabular whitespace-nowrap`}>{formatDate(c.expiryDate)}</td>
            <td className={cell}>
              <StatusBadge set="certification" status={c.status} />
            </td>
            <td className={cell}>
              <Actions api={api} c={c} canWrite={canWrite} actions={actions} />
            </td>
          </>
        )}
        card={(c) => (
          <RecordCard level={3} title={c.name} subtitle={`Expires ${formatDate(c.expiryDate)}`}>
            <StatusBadge set="certification" status={c.status} />
            <Actions api={api} c={c} canWrite={canWrite} actions={actions} />
          </RecordCard>
        )}
      />
    </ListView>
  );
}
