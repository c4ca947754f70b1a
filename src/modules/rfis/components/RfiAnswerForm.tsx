import { useState, type FormEvent } from "react";
import { toastFailure } from "../../../web/lib/failure-toast.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Textarea } from "../../../web/ui/input.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { RFI_MSG } from "../rfis.constants.ts";
import { useAnswerRfi } from "../rfis-api.ts";

/** The answer box of an RFI, for its ball in court (or an admin): a reply in the thread, or the official answer. */
export function RfiAnswerForm({ rfiId, officialAllowed }: { rfiId: string; officialAllowed: boolean }) {
  const [body, setBody] = useState("");
  const [official, setOfficial] = useState(officialAllowed);
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerRfi();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answer.isPending) return;
    if (!body.trim()) {
      setError(RFI_MSG.answerRequired);
      return;
    }
    setError(undefined);
    answer.mutate(
      { id: rfiId, body: { body, official: officialAllowed && official } },
      {
        onSuccess: (saved) => {
          setBody("");
          toast.success(saved.status === "answered" && official ? "Official answer given." : "Answer added.");
        },
        onError: (err) => toastFailure("The answer could not be saved", err),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field label="Your Answer" htmlFor="rfi-answer" error={error}>
        <Textarea
          id="rfi-answer"
          value={body}
          maxLength={10000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "rfi-answer-error" : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      {officialAllowed ? (
        <label htmlFor="rfi-answer-official" className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            id="rfi-answer-official"
            type="checkbox"
            className="size-5"
            checked={official}
            onChange={(e) => setOfficial(e.target.checked)}
          />
          Official answer (marks the RFI Answered)
        </label>
      ) : null}
      <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending || undefined}>
        {answer.isPending ? "Sending…" : "Send Answer"}
      </Button>
    </form>
  );
}
