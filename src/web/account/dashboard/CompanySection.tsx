import { SectionLoadError } from "./section-load-error.tsx";

import type { ComponentProps } from "react";
import { COMPANY_MSG, type CompanyResponse } from "../../../shared/contracts/company.ts";
import { canManage } from "../../../shared/roles.ts";
import { useRecordForm } from "../../lib/use-record-form.ts";
import { useSession } from "../../lib/session.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useCompany, useSaveCompany } from "./company-api.ts";
import { companyForm, companyValues, type CompanyFormKey } from "./company-form.ts";
import { CompanyLogoPicker } from "./CompanyLogoPicker.tsx";

/**
 * Company details (shown only with an organization): the address, phone, e-mail, website and logo that
 * estimates and invoices print in their header. Everyone in the organization sees them; admins change them
 * (the server enforces the same).
 */
export function CompanySection() {
  const { session } = useSession();
  const isAdmin = session?.organization ? canManage(session.organization.role) : false;
  const company = useCompany();

  return (
    <Card id="company" role="region" aria-labelledby="company-heading" className="scroll-mt-6">
      <CardHeader>
        <h2 id="company-heading" className="text-lg font-semibold leading-tight text-ink">
          {COMPANY_MSG.title}
        </h2>
        <CardDescription>{COMPANY_MSG.subtitle}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {company.isPending ? (
          <div aria-busy="true" className="space-y-4">
            <span className="sr-only" role="status">
              {COMPANY_MSG.loading}
            </span>
            <Skeleton className="h-28 w-full max-w-xs" />
            <Skeleton className="h-28" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          </div>
        ) : company.isError ? (
          <SectionLoadError query={company} fallback={COMPANY_MSG.loadError} />
        ) : (
          <>
            <CompanyLogoPicker company={company.data} canEdit={isAdmin} />
            <CompanyForm company={company.data} canEdit={isAdmin} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The one-line fields: the keyboard and autofill the browser should offer, and an example while empty (admins). */
const LINE_FIELDS: {
  key: Exclude<CompanyFormKey, "address">;
  label: string;
  example: string;
  input: Pick<ComponentProps<"input">, "type" | "inputMode" | "autoComplete" | "autoCapitalize" | "spellCheck">;
}[] = [
  {
    key: "phone",
    label: "Phone",
    example: "+1 555 123 4567",
    input: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  },
  {
    key: "email",
    label: "Email",
    example: "office@company.com",
    input: { type: "email", inputMode: "email", autoComplete: "email", autoCapitalize: "none", spellCheck: false },
  },
  {
    key: "website",
    label: "Website",
    example: "www.company.com",
    input: { type: "text", inputMode: "url", autoComplete: "url", autoCapitalize: "none", spellCheck: false },
  },
];

/** The four fields; read-only (no Save) for members and viewers. Nothing typed is lost when a save fails. */
function CompanyForm({ company, canEdit }: { company: CompanyResponse; canEdit: boolean }) {
  const form = useRecordForm(companyForm, companyValues(company));
  const save = useSaveCompany();
  const readOnly = !canEdit;
  const readOnlyClass = "read-only:bg-surface";

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(
        input,
        form.saveCallbacks({ saved: COMPANY_MSG.saved, failed: COMPANY_MSG.saveError }, (saved: CompanyResponse) => {
          // The fields as stored (trimmed, one line break per line).
          for (const key of companyForm.keys) form.setValue(key, saved[key]);
        }),
      ),
    save.isPending,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field
        label="Address"
        {...form.field("address")}
        hint={canEdit ? "As it should appear on your documents, up to 6 lines." : undefined}
      >
        <Textarea
          rows={4}
          autoComplete="street-address"
          readOnly={readOnly}
          className={readOnlyClass}
          {...form.control("address", canEdit ? form.hintOf("address") : undefined)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {LINE_FIELDS.map(({ key, label, example, input }) => (
          <Field key={key} label={label} {...form.field(key)}>
            <Input
              {...input}
              placeholder={canEdit ? example : undefined}
              readOnly={readOnly}
              className={readOnlyClass}
              {...form.control(key)}
            />
          </Field>
        ))}
      </div>
      {canEdit ? (
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? COMPANY_MSG.saving : COMPANY_MSG.save}
        </Button>
      ) : (
        <p className="text-sm text-muted">{COMPANY_MSG.readOnly}</p>
      )}
    </form>
  );
}
