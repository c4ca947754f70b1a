import { useState, type FormEvent } from "react";
import { toastFailure } from "../../../web/lib/failure-toast.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Textarea } from "../../../web/ui/input.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { SUBMITTAL_DECISIONS, SUBMITTAL_STATUS_LABELS, type SubmittalDecision } from "../rfis.constants.ts";
import { useReviewSubmittal } from "../rfis-api.ts";

/** The current reviewer's (or an admin's) answer on a submittal. */
export function SubmittalReviewForm({ submittalId }: { submittalId: string }) {
  const [decision, setDecision] = useState<SubmittalDecision>("approved");
  const [comment, setComment] = useState("");
  const review = useReviewSubmittal();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (review.isPending) return;
    review.mutate(
      { id: submittalId, body: { decision, comment } },
      {
        onSuccess: () => toast.success(`Answered: ${SUBMITTAL_STATUS_LABELS[decision]}.`),
        onError: (err) => toastFailure("The review could not be saved", err),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field label="Decision" htmlFor="submittal-decision">
        <Select
          id="submittal-decision"
          value={decision}
          onChange={(e) => setDecision(SUBMITTAL_DECISIONS.find((d) => d === e.target.value) ?? "approved")}
        >
          {SUBMITTAL_DECISIONS.map((d) => (
            <option key={d} value={d}>
              {SUBMITTAL_STATUS_LABELS[d]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Comments" htmlFor="submittal-comment">
        <Textarea
          id="submittal-comment"
          value={comment}
          maxLength={10000}
          onChange={(e) => setComment(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={review.isPending} aria-busy={review.isPending || undefined}>
        {review.isPending ? "Sending…" : "Send Review"}
      </Button>
    </form>
  );
}
