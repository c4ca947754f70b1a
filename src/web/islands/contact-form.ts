import type { ContactBody } from "../../shared/contracts/contact.ts";
import { siteEndpoints } from "../../shared/contracts/site.routes.ts";
import { MSG } from "../../shared/messages.ts";
import { href, type BodyOf } from "../../shared/route.ts";
import { isErrorResponse, safeJson } from "../lib/error-body.ts";
import { FIELD_ERROR_CLASS, fieldErrorId } from "../ui/field-error.ts";
import { toast } from "./toast.ts";
import type * as ContactCheck from "./contact-check.ts";

type FieldName = keyof ContactBody;
type Errors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly FieldName[] = ["name", "email", "subject", "message"];
const isFieldName = (value: unknown): value is FieldName =>
  typeof value === "string" && (FIELD_NAMES as readonly string[]).includes(value);
/** Loader2's circle, as the app's submit button spins it while sending. */
const SPINNER =
  '<svg aria-hidden="true" class="animate-spin" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 12a9 9 0 1 1-6.219-8.56"/></svg>';

/** The check (zod and the server's schema), fetched at the form's first use rather than with the page. */
let check: Promise<typeof ContactCheck> | undefined;
const loadCheck = () => (check ??= import("./contact-check.ts"));

/**
 * The contact form of the drawn contact page (ContactForm draws it): the same rules, messages and toasts as the
 * app's form (spec: Contact, states), checked with the server's schema and sent to /api/contact.
 */
export function startContactForm(): void {
  const form = document.querySelector<HTMLInputElement>("#contact-name")?.form;
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !submit) return;
  const idle = submit.innerHTML;
  const field = (name: FieldName) => form.elements.namedItem(name);
  const controls = () =>
    FIELD_NAMES.map(field).filter(
      (c): c is HTMLInputElement | HTMLTextAreaElement =>
        c instanceof HTMLInputElement || c instanceof HTMLTextAreaElement,
    );

  const showError = (control: HTMLInputElement | HTMLTextAreaElement, message: string | undefined) => {
    const id = fieldErrorId(control.id);
    document.getElementById(id)?.remove();
    if (!message) {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
      return;
    }
    const line = document.createElement("p");
    line.id = id;
    line.setAttribute("role", "alert");
    line.className = FIELD_ERROR_CLASS;
    line.textContent = message;
    control.after(line);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", id);
  };
  const showErrors = (errors: Errors) => {
    for (const control of controls()) showError(control, isFieldName(control.name) ? errors[control.name] : undefined);
  };
  const setSending = (sending: boolean) => {
    for (const control of controls()) control.disabled = sending;
    submit.disabled = sending;
    submit.innerHTML = sending ? `${SPINNER}Sending...` : idle;
  };

  form.addEventListener("focusin", () => void loadCheck(), { once: true });
  form.addEventListener("input", (event) => {
    const target = event.target;
    if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && isFieldName(target.name))
      showError(target, undefined);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const values: Record<FieldName, string> = { name: "", email: "", subject: "", message: "" };
    for (const control of controls()) if (isFieldName(control.name)) values[control.name] = control.value;
    void send(values);
  });

  async function send(values: Record<FieldName, string>): Promise<void> {
    let checked: Awaited<ReturnType<typeof loadCheck>>;
    try {
      checked = await loadCheck();
    } catch {
      check = undefined;
      toast.error(MSG.contactFailed.title, MSG.contactFailed.message);
      return;
    }
    const result = checked.checkContact(values);
    if ("errors" in result) return showErrors(result.errors);
    setSending(true);
    try {
      const { contact } = siteEndpoints;
      const body: BodyOf<typeof contact> = result.data;
      const res = await fetch(href(contact, {}), {
        method: contact.method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      if (res.ok) {
        toast.success(MSG.messageSent.title, MSG.messageSent.message);
        form?.reset();
        showErrors({});
        return;
      }
      const error = await errorOf(res);
      if (res.status === 400 && error.fields) showErrors(error.fields);
      const known = (res.status === 400 || res.status === 429) && error.message;
      toast.error(MSG.contactFailed.title, known ? error.message : MSG.contactFailed.message);
    } catch {
      toast.error(MSG.contactFailed.title, MSG.contactFailed.message);
    } finally {
      setSending(false);
    }
  }
}

/** The server's error body's message and field errors, as far as it sent them. */
async function errorOf(res: Response): Promise<{ message: string; fields?: Errors }> {
  const body = safeJson(await res.text().catch(() => ""));
  if (!isErrorResponse(body)) return { message: "" };
  const { message, fields: raw } = body.error;
  if (!raw) return { message };
  const fields: Errors = {};
  for (const [key, value] of Object.entries(raw)) if (isFieldName(key)) fields[key] = value;
  return { message, fields };
}
