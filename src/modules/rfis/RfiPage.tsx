import { FileText, MessageSquareText, Pencil } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { formatDate, formatDateTime, localToday } from "../../web/lib/format.ts";
import { toastFailure } from "../../web/lib/failure-toast.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useSession } from "../../web/lib/session.tsx";
import { paths } from "../../web/paths.ts";
import { PhotoThumbnails } from "../../web/photos/photo-thumbnails.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { DeleteButton } from "../../web/ui/delete-button.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { RecordPage } from "../../web/ui/record-page.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { RfiStatusBadge } from "./components/badges.tsx";
import { RfiAnswerForm } from "./components/RfiAnswerForm.tsx";
import { RfiDialogs, type RecordDialog } from "./components/RecordDialogs.tsx";
import type { Rfi, RfiDocument } from "./rfis.contract.ts";
import { isOverdue, mayAnswer, rfiMove } from "./rfis.rules.ts";
import { useMoveRfi, useRfi } from "./rfis-api.ts";

/** /dashboard/rfis/:id: an RFI, its thread, the answer box for whoever's turn it is, and its moves. */
export function RfiPage() {
  const { id = "" } = useParams();
  const query = useRfi(id);
  useDocumentTitle(query.data ? `${query.data.number} ${query.data.subject}` : "RFI");
  return (
    <RecordPage
      query={query}
      what="RFI"
      back={{ to: paths.rfis.home, label: "Back to RFIs" }}
      notFound={{ icon: <MessageSquareText />, title: "RFI not found", message: "It was deleted, or it is not yours." }}
      errorTitle="Error fetching the RFI"
    >
      {(rfi) => <RfiDetails rfi={rfi} />}
    </RecordPage>
  );
}

function RfiDetails({ rfi }: { rfi: Rfi }) {
  const canWrite = useCanWrite();
  const { session } = useSession();
  const caller = { userId: session?.user.id ?? "", role: session?.organization?.role ?? "viewer" };
  const move = useMoveRfi();
  const dialog = useDialogState<RecordDialog>();
  const navigate = useNavigate();
  const act = (to: "open" | "close" | "void", done: string) =>
    move.mutate(
      { id: rfi.id, move: to },
      { onSuccess: () => toast.success(done), onError: (err) => toastFailure("The RFI could not be changed", err) },
    );
  const may = (action: "open" | "close" | "void" | "edit" | "delete") => canWrite && rfiMove(rfi.status, action).ok;
  const answering = canWrite && rfiMove(rfi.status, "answer").ok && mayAnswer(rfi.ballInCourt?.id ?? null, caller);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {rfi.number} {rfi.subject}
        </h1>
        <RfiStatusBadge status={rfi.status} overdue={isOverdue(rfi, localToday())} />
      </header>
      <div className="flex flex-wrap gap-2">
        {may("open") ? (
          <Button type="button" disabled={move.isPending} onClick={() => act("open", "RFI sent.")}>
            Send RFI
          </Button>
        ) : null}
        {may("close") && caller.role === "admin" ? (
          <Button type="button" disabled={move.isPending} onClick={() => act("close", "RFI closed.")}>
            Close RFI
          </Button>
        ) : null}
        {may("edit") ? (
          <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "edit" })}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        {may("void") ? (
          <Button type="button" variant="outline" disabled={move.isPending} onClick={() => act("void", "RFI voided.")}>
            Void RFI
          </Button>
        ) : null}
        {may("delete") ? <DeleteButton onClick={() => dialog.open({ kind: "delete" })} /> : null}
      </div>
      <RfiDialogs
        state={dialog.state}
        rfi={rfi}
        onClose={dialog.close}
        onDeleted={() => void navigate(paths.rfis.home, { replace: true })}
      />
      <Card className="p-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem term="Project">{rfi.project.name}</DetailItem>
          <DetailItem term="Ball in Court">{rfi.ballInCourt?.fullName ?? "No one yet"}</DetailItem>
          <DetailItem term="Due Date">{rfi.dueDate ? formatDate(rfi.dueDate) : "None"}</DetailItem>
          <DetailItem term="Distribution">{rfi.distribution.map((p) => p.fullName).join(", ") || "No one"}</DetailItem>
          <DetailItem term="Asked By">{rfi.createdBy?.fullName ?? "—"}</DetailItem>
          <DetailItem term="Asked">{formatDateTime(rfi.createdAt)}</DetailItem>
        </dl>
      </Card>
      <PageSection id="rfi-question" title="Question">
        <p className="whitespace-pre-wrap text-base">{rfi.question || "No question text."}</p>
        <PhotoThumbnails
          photos={rfi.photos}
          label="Attachments"
          emptyText={rfi.documents.length > 0 ? undefined : "No attachments."}
        />
        <AttachedDocuments documents={rfi.documents} />
      </PageSection>
      <PageSection id="rfi-answers" title="Answers">
        {rfi.answers.length === 0 ? <p className="text-base text-slate-700">No answers yet.</p> : null}
        <ol className="space-y-3">
          {rfi.answers.map((a) => (
            <li key={a.id}>
              <Card className="space-y-1 p-4">
                <p className="text-sm text-muted">
                  {a.author?.fullName ?? "Former member"} · {formatDateTime(a.createdAt)}
                  {a.official ? " · Official answer" : ""}
                </p>
                <p className="whitespace-pre-wrap">{a.body}</p>
              </Card>
            </li>
          ))}
        </ol>
        {answering ? <RfiAnswerForm rfiId={rfi.id} officialAllowed={rfi.status === "open"} /> : null}
      </PageSection>
    </div>
  );
}

/** The RFI's documents of the Document Hub, each to download. */
function AttachedDocuments({ documents }: { documents: readonly RfiDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-ink">Documents</h3>
      <ul aria-label="Documents" className="divide-y divide-border rounded-lg border border-border">
        {documents.map((doc) => (
          <li key={doc.id} className="flex items-center gap-3 p-2 pl-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <span className="min-w-0 flex-1 truncate">{doc.name}</span>
            <DownloadLink href={doc.url} label={`Download ${doc.name}`} size="icon" variant="ghost" />
          </li>
        ))}
      </ul>
    </div>
  );
}
