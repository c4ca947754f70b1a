import { useEffect, useRef, useState, type FormEvent } from "react";
import { ClientIcon } from "./client-icon.tsx";
import { centsText, formatCents } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import type { ClientDocument } from "../invoicing.contract.ts";
import { rememberPayment, startPayment } from "./ClientDocumentData.ts";
import { amountProblem, typedCents } from "./client-pay-amount.ts";

type Payment = NonNullable<ClientDocument["payment"]>;

const AMOUNT_ID = "client-pay-amount";

/**
 * Paying online (decision 0048): an invoice's balance with Pay Now (or a part of it, typed, where the sender allows
 * it), or an accepted estimate's deposit with Pay Deposit. The press goes to the provider's secure payment page;
 * the client comes back to this page, which confirms it. An amount is checked here with the server's words, and
 * the server's refusal shows at the field. A document that can no longer be paid (409) goes to the page, which
 * says so and reads it again.
 */
export function ClientPayCard({
  token,
  view,
  payment,
  onRefused,
}: {
  token: string;
  view: ClientDocument;
  payment: Payment;
  onRefused: (message: string) => void;
}) {
  const [amount, setAmount] = useState(() => centsText(payment.dueCents));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const leaving = useLeaving();
  const inputRef = useRef<HTMLInputElement>(null);
  const deposit = payment.purpose === "deposit";
  const company = view.company.name.trim();
  const typed = payment.partial ? typedCents(amount) : payment.dueCents;
  const shownCents = typed !== null && amountProblem(typed, payment, formatCents) === null ? typed : null;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || leaving.value) return;
    const cents = payment.partial ? typedCents(amount) : payment.dueCents;
    const problem = payment.partial ? amountProblem(cents, payment, formatCents) : null;
    if (problem || cents === null) {
      setFieldError(problem ?? undefined);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    // The whole amount due is sent as no amount: the server charges what is due when the page is paid.
    const result = await startPayment(token, cents === payment.dueCents ? undefined : cents);
    setBusy(false);
    if (result.ok) {
      rememberPayment(token, { amountCents: cents });
      leaving.set();
      window.location.assign(result.url);
      return;
    }
    if (result.status === 400 && payment.partial) {
      setFieldError(result.message);
      inputRef.current?.focus();
    } else if (result.status === 409 || result.status === 404 || result.status === 410) onRefused(result.message);
    else setFailure(result.message);
  }

  const going = busy || leaving.value;
  const hint = `Between ${formatCents(payment.minimumCents)} and ${formatCents(payment.dueCents)}`;
  return (
    <section
      id="pay"
      aria-labelledby="client-pay-title"
      className="rounded-xl border-2 border-blue-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="client-pay-title" className="text-lg font-semibold text-ink">
        {deposit ? "Deposit due" : "Amount due"}:{" "}
        <span className="tabular whitespace-nowrap">{formatCents(payment.dueCents)}</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {deposit
          ? `${company || "The sender"} asks for this deposit on the estimate you accepted.${
              view.deposit && view.deposit.paidCents > 0
                ? ` ${formatCents(view.deposit.paidCents)} of ${formatCents(view.deposit.cents)} is paid.`
                : ""
            }`
          : `Pay ${company || "the sender"} online by card.`}
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        {payment.partial ? (
          <Field label="Amount to pay" htmlFor={AMOUNT_ID} error={fieldError} hint={hint}>
            <Input
              ref={inputRef}
              id={AMOUNT_ID}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              required
              aria-required="true"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${AMOUNT_ID}-error` : `${AMOUNT_ID}-hint`}
              value={amount}
              disabled={going}
              onChange={(e) => {
                setAmount(e.target.value);
                if (fieldError) setFieldError(undefined);
              }}
              onBlur={() => {
                if (amount.trim()) setFieldError(amountProblem(typedCents(amount), payment, formatCents) ?? undefined);
              }}
              className="block sm:max-w-48"
            />
          </Field>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={going} aria-busy={going}>
          <CardIcon />
          {going ? "Opening the secure payment page…" : deposit ? "Pay Deposit" : "Pay Now"}
          {!going && !deposit && shownCents !== null ? (
            <>
              {" "}
              <span className="tabular">{formatCents(shownCents)}</span>
            </>
          ) : null}
        </Button>
        <p className="text-xs text-muted">
          You pay on Stripe's secure page; the money goes straight to {company || "the sender"}.
        </p>
      </form>
    </section>
  );
}

/**
 * Whether the browser is on its way to the payment page: the button stays disabled until it has gone, and is
 * usable again when the page comes back from the browser's back/forward cache.
 */
function useLeaving() {
  const [value, setValue] = useState(false);
  useEffect(() => {
    const back = (e: PageTransitionEvent) => {
      if (e.persisted) setValue(false);
    };
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);
  return { value, set: () => setValue(true) };
}

function CardIcon() {
  return (
    <ClientIcon>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </ClientIcon>
  );
}
