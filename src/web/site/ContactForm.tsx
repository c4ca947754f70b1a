import { useState, type ChangeEvent, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { contactBody, type ContactBody } from "../../shared/contracts/contact.ts";
import { MSG } from "../../shared/messages.ts";
import { siteEndpoints } from "../../shared/contracts/site.routes.ts";
import { ApiError, call } from "../lib/api.ts";
import { Button } from "../ui/button.tsx";
import { Field, Input, Textarea } from "../ui/input.tsx";
import { toast } from "../ui/toast.tsx";

type FieldName = keyof ContactBody;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: ContactBody = { name: "", email: "", subject: "", message: "" };
const FIELD_NAMES: readonly FieldName[] = ["name", "email", "subject", "message"];

function isFieldName(value: unknown): value is FieldName {
  return typeof value === "string" && (FIELD_NAMES as readonly string[]).includes(value);
}

/** The contact form: checked with the server's schema, sent to /api/contact (spec: Contact, states). */
export function ContactForm() {
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = e.target.name;
    if (!isFieldName(name)) return;
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((errs) => ({ ...errs, [name]: undefined }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const parsed = contactBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isFieldName(key) && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setSubmitting(true);
    try {
      await call(siteEndpoints.contact, { body: parsed.data });
      toast.success(MSG.messageSent.title, MSG.messageSent.message);
      setValues(EMPTY);
      setErrors({});
    } catch (err) {
      const known = err instanceof ApiError && (err.status === 400 || err.status === 429);
      if (err instanceof ApiError && err.status === 400 && err.fields) {
        const next: Errors = {};
        for (const [key, message] of Object.entries(err.fields)) if (isFieldName(key)) next[key] = message;
        setErrors(next);
      }
      toast.error(MSG.contactFailed.title, known ? err.message : MSG.contactFailed.message);
    } finally {
      setSubmitting(false);
    }
  }

  const fieldProps = (name: FieldName) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    required: true,
    disabled: submitting,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" htmlFor="contact-name" error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" />
        </Field>
        <Field label="Email" htmlFor="contact-email" error={errors.email}>
          <Input {...fieldProps("email")} type="email" autoComplete="email" />
        </Field>
      </div>
      <Field label="Subject" htmlFor="contact-subject" error={errors.subject}>
        <Input {...fieldProps("subject")} />
      </Field>
      <Field label="Message" htmlFor="contact-message" error={errors.message}>
        <Textarea {...fieldProps("message")} rows={6} />
      </Field>
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
