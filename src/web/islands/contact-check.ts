import { contactBody, type ContactBody } from "../../shared/contracts/contact.ts";

/** The contact form's check (the server's own schema), loaded by the island at the form's first use: it holds zod. */
export function checkContact(
  values: Record<keyof ContactBody, string>,
): { data: ContactBody } | { errors: Partial<Record<keyof ContactBody, string>> } {
  const parsed = contactBody.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Partial<Record<keyof ContactBody, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === "name" || key === "email" || key === "subject" || key === "message") && !errors[key])
      errors[key] = issue.message;
  }
  return { errors };
}
