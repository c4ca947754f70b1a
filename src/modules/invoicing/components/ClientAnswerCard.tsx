import { useRef, useState, type FormEvent } from "react";
import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { SignatureField } from "../../../web/ui/signature-field.tsx";
import type { ClientDocument } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { answerEstimate } from "./ClientDocumentData.ts";

const ClientDeclineDialog = lazyDialog(() => import("./ClientDeclineDialog.tsx"), "ClientDeclineDialog");

const NAME_ID = "client-answer-name";

/**
 * The client's answer to an estimate: the typed full name is the signature (said next to the field), then
 * Accept estimate, or Decline after a confirmation. The name is required for both (the spec's message at the
 * field). A refusal by the server (409: answered meanwhile, or expired) goes to the page, which shows it and
 * reads the document again; other failures show here, keeping what was typed.
 */
export function ClientAnswerCard({
  token,
  view,
  onAnswered,
  onRefused,
}: {
  token: string;
  view: ClientDocument;
  onAnswered: (view: ClientDocument) => void;
  onRefused: (message: string) => void;
}) {
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  /** The typed name, or null after saying at the field that one is needed. */
  function signature(): string | null {
    const typed = name.trim();
    if (typed) return typed;
    setFieldError(INVOICING_MSG.signatureRequired);
    inputRef.current?.focus();
    return null;
  }

  async function send(accept: boolean) {
    const typed = signature();
    if (!typed || busy) return;
    setBusy(accept ? "accept" : "decline");
    setFailure(null);
    const result = await answerEstimate(token, { name: typed, accept, version: view.version });
    setBusy(null);
    setConfirming(false);
    if (result.ok) {
      onAnswered(result.view);
      return;
    }
    if (result.status === 400) {
      setFieldError(result.message);
      inputRef.current?.focus();
    } else if (result.status === 409 || result.status === 404 || result.status === 410) onRefused(result.message);
    else setFailure(result.message);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void send(true);
  }

  function onDecline() {
    if (signature()) setConfirming(true);
  }

  return (
    <section
      id="answer"
      aria-labelledby="client-answer-title"
      tabIndex={-1}
      className="scroll-mt-4 rounded-xl border border-border bg-white p-4 shadow-sm focus:outline-none sm:p-6"
    >
      <h2 id="client-answer-title" className="text-lg font-semibold text-ink">
        Accept or decline
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
          Typing your full name is your electronic signature. By choosing Accept estimate you agree to estimate{" "}
          {view.number}, its items, prices and terms; Decline tells the sender you do not.
        </SignatureField>
        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" size="lg" disabled={busy !== null} aria-busy={busy === "accept"}>
            {busy === "accept" ? "Accepting…" : "Accept estimate"}
          </Button>
          <Button type="button" size="lg" variant="outline" disabled={busy !== null} onClick={onDecline}>
            Decline
          </Button>
        </div>
      </form>
      {confirming ? (
        <ClientDeclineDialog
          number={view.number}
          company={view.company.name.trim()}
          name={name.trim()}
          busy={busy === "decline"}
          onConfirm={() => void send(false)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
