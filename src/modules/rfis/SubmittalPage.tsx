import { FileStack, Pencil } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { formatDate, formatDateTime } from "../../web/lib/format.ts";
import { toastFailure } from "../../web/lib/failure-toast.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useSession } from "../../web/lib/session.tsx";
import { paths } from "../../web/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { DeleteButton } from "../../web/ui/delete-button.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { RecordPage } from "../../web/ui/record-page.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { SubmittalStatusBadge } from "./components/badges.tsx";
import { SubmittalReviewForm } from "./components/SubmittalReviewForm.tsx";
import { SubmittalDialogs, type RecordDialog } from "./components/RecordDialogs.tsx";
import type { Submittal } from "./rfis.contract.ts";
import { SUBMITTAL_STATUS_LABELS, SUBMITTAL_TYPE_LABELS } from "./rfis.constants.ts";
import { mayReview, submittalRefusal } from "./submittals.rules.ts";
import { useSubmitSubmittal, useSubmittal } from "./rfis-api.ts";

/** /dashboard/rfis/submittals/:id: a submittal, its reviewers in order, and the answer box for whoever's turn it is. */
export function SubmittalPage() {
  const { id = "" } = useParams();
  const query = useSubmittal(id);
  useDocumentTitle(query.data ? `Submittal ${query.data.number}` : "Submittal");
  return (
    <RecordPage
      query={query}
      what="submittal"
      back={{ to: paths.rfis.submittals, label: "Back to Submittals" }}
      notFound={{ icon: <FileStack />, title: "Submittal not found", message: "It was deleted, or it is not yours." }}
      errorTitle="Error fetching the submittal"
    >
      {(submittal) => <SubmittalDetails submittal={submittal} />}
    </RecordPage>
  );
}

function SubmittalDetails({ submittal: s }: { submittal: Submittal }) {
  const canWrite = useCanWrite();
  const { session } = useSession();
  const caller = { userId: session?.user.id ?? "", role: session?.organization?.role ?? "viewer" };
  const submit = useSubmitSubmittal();
  const dialog = useDialogState<RecordDialog>();
  const navigate = useNavigate();
  const may = (action: "submit" | "edit" | "delete") => canWrite && submittalRefusal(s.status, action) === null;
  const reviewing = canWrite && s.status === "in_review" && mayReview(s.ballInCourt?.id ?? null, caller);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {s.number} {s.title}
        </h1>
        <SubmittalStatusBadge status={s.status} />
      </header>
      <div className="flex flex-wrap gap-2">
        {may("submit") ? (
          <Button
            type="button"
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(s.id, {
                onSuccess: () => toast.success("Submittal sent for review."),
                onError: (err) => toastFailure("The submittal could not be submitted", err),
              })
            }
          >
            Submit for Review
          </Button>
        ) : null}
        {may("edit") ? (
          <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "edit" })}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        {may("delete") ? <DeleteButton onClick={() => dialog.open({ kind: "delete" })} /> : null}
      </div>
      <SubmittalDialogs
        state={dialog.state}
        submittal={s}
        onClose={dialog.close}
        onDeleted={() => void navigate(paths.rfis.submittals, { replace: true })}
      />
      <Card className="p-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem term="Project">{s.project.name}</DetailItem>
          <DetailItem term="Spec Section">{s.specSection}</DetailItem>
          <DetailItem term="Type">{SUBMITTAL_TYPE_LABELS[s.type]}</DetailItem>
          <DetailItem term="Revision">{s.revision}</DetailItem>
          <DetailItem term="Required on Site">{s.onSiteDate ? formatDate(s.onSiteDate) : "—"}</DetailItem>
          <DetailItem term="Ball in Court">{s.ballInCourt?.fullName ?? "—"}</DetailItem>
        </dl>
        {s.description ? <p className="mt-4 whitespace-pre-wrap">{s.description}</p> : null}
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          {s.previousId ? <Link to={paths.rfis.submittal(s.previousId)}>Previous revision</Link> : null}
          {s.nextRevisionId ? <Link to={paths.rfis.submittal(s.nextRevisionId)}>Next revision</Link> : null}
        </p>
      </Card>
      <PageSection id="submittal-reviewers" title="Reviewers">
        <ol className="space-y-3">
          {s.reviewers.map((r) => (
            <li key={r.position}>
              <Card className="space-y-1 p-4">
                <p className="font-medium">
                  {r.position + 1}. {r.person?.fullName ?? "Former member"}
                </p>
                <p className="text-sm text-slate-700">
                  {r.decision
                    ? `${SUBMITTAL_STATUS_LABELS[r.decision]}${r.decidedAt ? `, ${formatDateTime(r.decidedAt)}` : ""}${
                        r.decidedBy && r.decidedBy.id !== r.person?.id ? ` (by ${r.decidedBy.fullName})` : ""
                      }`
                    : "Not answered yet"}
                </p>
                {r.comment ? <p className="whitespace-pre-wrap">{r.comment}</p> : null}
              </Card>
            </li>
          ))}
        </ol>
        {reviewing ? <SubmittalReviewForm submittalId={s.id} /> : null}
      </PageSection>
    </div>
  );
}
