import { MessageSquareText, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PHONE_MSG, type PhoneState } from "../../../shared/contracts/phone.ts";
import { displayPhone } from "../../../shared/phone-number.ts";
import { ApiError } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { fieldErrorId } from "../../ui/field-error.ts";
import { Field, Input } from "../../ui/input.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { SectionLoadError } from "./section-load-error.tsx";
import { usePhone, useRemovePhone, useSendPhoneCode, useVerifyPhone } from "./phone-api.ts";

const PHONE_ID = "sms-phone";
const CODE_ID = "sms-code";

export const PHONE_TEXT = {
  title: "Text Messages",
  subtitle: "Get your notifications by text on your mobile phone.",
  codeSent: (phone: string) => `We sent a code to ${displayPhone(phone)}.`,
  sent: "Code sent",
  verified: "Phone verified",
  removed: "Phone removed",
  failed: "Something went wrong",
} as const;

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : PHONE_TEXT.failed);
/** A refusal of what was typed (shown at the field); anything else (a 429, the service down) is a toast. */
const isFieldError = (err: unknown) => err instanceof ApiError && err.status === 400;

/**
 * Settings → Text Messages (issue 30): the person's own mobile number, verified by a code texted to it, which the
 * SMS channel then uses. When the server sends no texts, one line says so and nothing else. No props.
 */
export function PhoneSettings() {
  const phone = usePhone();
  return (
    <Card id="text-messages" role="region" aria-labelledby="text-messages-heading" className="scroll-mt-6">
      <CardHeader>
        <h2 id="text-messages-heading" className="text-lg font-semibold leading-tight text-ink">
          {PHONE_TEXT.title}
        </h2>
        {phone.data && !phone.data.available ? null : <CardDescription>{PHONE_TEXT.subtitle}</CardDescription>}
      </CardHeader>
      <CardContent>
        {phone.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              Loading text messages...
            </span>
            <Skeleton className="h-10 w-full max-w-sm" />
            <Skeleton className="h-10 w-32" />
          </div>
        ) : phone.isError ? (
          <SectionLoadError query={phone} fallback="Could not load your phone." />
        ) : !phone.data.available ? (
          <p className="text-base text-slate-700">{PHONE_MSG.notConfigured}</p>
        ) : phone.data.verified && phone.data.phone ? (
          <VerifiedPhone phone={phone.data.phone} />
        ) : (
          <PhoneVerification state={phone.data} />
        )}
      </CardContent>
    </Card>
  );
}

function VerifiedPhone({ phone }: { phone: string }) {
  const remove = useRemovePhone();
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(PHONE_TEXT.removed),
      onError: (err) => toast.error(PHONE_TEXT.failed, messageOf(err)),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-base font-medium text-ink">{displayPhone(phone)}</p>
      <Badge tone="success">Verified</Badge>
      <Button
        type="button"
        variant="outline"
        className="sm:ml-auto"
        onClick={onRemove}
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        aria-label={`Remove ${displayPhone(phone)}`}
      >
        <Trash2 aria-hidden="true" />
        {remove.isPending ? "Removing..." : "Remove"}
      </Button>
    </div>
  );
}

/** A number to save and text a code to; once a code is sent, the code to type back. */
function PhoneVerification({ state }: { state: PhoneState }) {
  const [number, setNumber] = useState(state.phone ? displayPhone(state.phone) : "");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();

  function onSend(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (send.isPending) return;
    setErrors({});
    send.mutate(number, {
      onSuccess: () => {
        setCode("");
        toast.success(PHONE_TEXT.sent);
      },
      onError: (err) =>
        isFieldError(err) ? setErrors({ phone: messageOf(err) }) : toast.error(PHONE_TEXT.failed, messageOf(err)),
    });
  }

  function onVerify(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (verify.isPending) return;
    setErrors({});
    verify.mutate(code, {
      onSuccess: () => toast.success(PHONE_TEXT.verified),
      onError: (err) =>
        isFieldError(err) ? setErrors({ code: messageOf(err) }) : toast.error(PHONE_TEXT.failed, messageOf(err)),
    });
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSend} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full sm:max-w-xs">
          <Field label="Mobile Phone" htmlFor={PHONE_ID} error={errors.phone}>
            <Input
              id={PHONE_ID}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={40}
              placeholder="+1 555 123 4567"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? fieldErrorId(PHONE_ID) : undefined}
            />
          </Field>
        </div>
        <Button
          type="submit"
          variant={state.codeSent ? "outline" : "default"}
          disabled={send.isPending}
          aria-busy={send.isPending}
        >
          <MessageSquareText aria-hidden="true" />
          {send.isPending ? "Sending..." : "Send Code"}
        </Button>
      </form>

      {state.codeSent && state.phone ? (
        <form noValidate onSubmit={onVerify} className="space-y-3">
          <p className="text-sm text-muted" role="status">
            {PHONE_TEXT.codeSent(state.phone)}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="w-full sm:max-w-[12rem]">
              <Field label="Verification Code" htmlFor={CODE_ID} error={errors.code}>
                <Input
                  id={CODE_ID}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={errors.code ? fieldErrorId(CODE_ID) : undefined}
                />
              </Field>
            </div>
            <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending}>
              {verify.isPending ? "Verifying..." : "Verify"}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
