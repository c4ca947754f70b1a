import { useRef, useState, type FormEvent } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { SignatureField } from "../../../web/ui/signature-field.tsx";
import type { ClientChangeOrder } from "../job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "../job-finance.constants.ts";
import { answerClientChangeOrder } from "./client-change-order-data.ts";

const NAME_ID = "change-order-answer-name";

/**
 * The client's answer: the typed full name is the signature, then Approve or Reject (once, at the version read).
 * A refusal (answered meanwhile, changed, expired) goes to the page, which says so and reads it again; other
 * failures show here, keeping what was typed.
 */
export function ChangeOrderAnswerForm({
  token,
  view,
  onAnswered,
  onRefused,
}: {
  token: string;
  view: ClientChangeOrder;
  onAnswered: (view: ClientChangeOrder) => void;
  onRefused: (message: string) => void;
}) {
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function send(approve: boolean) {
    const typed = name.trim();
    if (!typed) {
      setFieldError(JOB_FINANCE_MSG.signatureRequired);
      inputRef.current?.focus();
      return;
    }
    if (busy) return;
    setBusy(approve ? "approve" : "reject");
    setFailure(null);
    const result = await answerClientChangeOrder(token, { name: typed, approve, version: view.version });
    setBusy(null);
    if (result.ok) return onAnswered(result.view);
    if (result.status === 400) {
      setFieldError(result.message);
      inputRef.current?.focus();
    } else if ([404, 409, 410].includes(result.status)) onRefused(result.message);
    else setFailure(result.message);
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void send(true);
  };
  return (
    <section
      aria-labelledby="change-order-answer-title"
      className="rounded-xl border border-border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="change-order-answer-title" className="text-lg font-semibold text-ink">
        Approve or reject
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <SignatureField
          id={NAME_ID}
          value={name}
          error={fieldError}
          disabled={busy !== null}
          inputRef={inputRef}
          onChange={(value) => {
            setName(value);
            if (fieldError && value.trim()) setFieldError(undefined);
          }}
        >
          Typing your full name is your electronic signature. Approve agrees to change order {view.number}: it changes
          the contract sum and the schedule as shown. Reject tells the contractor you do not agree.
        </SignatureField>
        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" size="lg" disabled={busy !== null} aria-busy={busy === "approve"}>
            {busy === "approve" ? "Approving…" : "Approve change order"}
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={busy !== null}
            aria-busy={busy === "reject"}
            onClick={() => void send(false)}
          >
            {busy === "reject" ? "Rejecting…" : "Reject"}
          </Button>
        </div>
      </form>
    </section>
  );
}
