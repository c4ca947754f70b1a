import { FileSignature } from "lucide-react";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { useCanWrite } from "../../../web/lib/use-can-write.ts";
import { useDialogState } from "../../../web/lib/use-dialog-state.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { PageSection } from "../../../web/ui/page-section.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { LIEN_WAIVER_KIND_LABELS } from "../job-finance.constants.ts";
import type { LienWaiver } from "../lien-waivers.contract.ts";
import { useLienWaivers, usePayApplications } from "../job-finance-api.ts";
import { useProjectMoneyMoves } from "../../finance/finance.public.tsx";
import { LienWaiverDialog } from "./LienWaiverDialog.tsx";
import { Loaded } from "./Loaded.tsx";

/**
 * A project's lien waivers, newest first, each a PDF kept with its documents; a new one drawn from a pay
 * application (`preselected` on an application's page) or a payment or receipt of the project.
 */
export function LienWaivers({ projectId, preselected }: { projectId: string; preselected?: string }) {
  const waivers = useLienWaivers(projectId);
  const apps = usePayApplications(projectId);
  const canWrite = useCanWrite();
  const dialog = useDialogState<{ kind: "create" }>();
  const moves = useProjectMoneyMoves(projectId);
  const billed = (apps.data?.payApplications ?? []).filter((a) => a.status !== "draft");
  const paid = moves.data ?? [];
  return (
    <PageSection
      id="lien-waivers-title"
      title="Lien Waivers"
      action={
        canWrite && (billed.length > 0 || paid.length > 0) && waivers.data ? (
          <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "create" })}>
            <FileSignature aria-hidden="true" />
            New Lien Waiver
          </Button>
        ) : null
      }
    >
      <Loaded query={waivers} what="lien waivers" errorTitle="Lien waivers could not be loaded">
        {(data) =>
          data.lienWaivers.length === 0 ? (
            <p className="text-base text-slate-700">
              No lien waivers yet. Draw one from a submitted or approved pay application: conditional or unconditional,
              on a progress payment, or the final one once no retainage is held.
            </p>
          ) : (
            <WaiverTable waivers={data.lienWaivers} />
          )
        }
      </Loaded>
      {dialog.state && waivers.data ? (
        <LienWaiverDialog
          projectId={projectId}
          applications={billed}
          moves={paid}
          preselected={preselected}
          finalAllowed={waivers.data.finalAllowed}
          retainageHeldCents={waivers.data.retainageHeldCents}
          onClose={dialog.close}
        />
      ) : null}
    </PageSection>
  );
}

function WaiverTable({ waivers }: { waivers: readonly LienWaiver[] }) {
  const download = (w: LienWaiver) => (
    <DownloadLink href={w.document.url} label={`Download ${w.document.name}`}>
      PDF
    </DownloadLink>
  );
  return (
    <RecordTable
      label="Lien waivers"
      columns={["Waiver", "Through", "Amount", "Signed By"]}
      rows={waivers}
      cells={(w) => (
        <>
          <td className="px-4 py-3 font-medium text-ink">{LIEN_WAIVER_KIND_LABELS[w.kind]}</td>
          <td className="whitespace-nowrap px-4 py-3">{formatDate(w.throughDate)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatCents(w.amountCents)}</td>
          <td className="px-4 py-3 text-slate-700">
            {w.signatureName}, {formatDate(w.signatureDate)}
          </td>
          <td className="px-4 py-3 text-right">{download(w)}</td>
        </>
      )}
      card={(w) => (
        <Card className="space-y-2 p-4">
          <h3 className="font-medium text-ink">{LIEN_WAIVER_KIND_LABELS[w.kind]}</h3>
          <p className="text-sm text-slate-700">
            Through {formatDate(w.throughDate)} · <span className="tabular-nums">{formatCents(w.amountCents)}</span>
          </p>
          <p className="text-sm text-muted">
            Signed by {w.signatureName}, {formatDate(w.signatureDate)}
          </p>
          {download(w)}
        </Card>
      )}
    />
  );
}
