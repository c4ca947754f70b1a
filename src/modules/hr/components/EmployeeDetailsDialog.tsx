import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { formatCents, formatDate, localToday } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { ListSkeleton } from "../../../web/ui/list-states.tsx";
import { LoadError } from "../../../web/ui/load-error.tsx";
import type { Employee } from "../hr.contract.ts";
import { employeeName } from "../hr.constants.ts";
import { certificationState, yearsOfService } from "../hr.rules.ts";
import { useEmployee } from "../hr-api.ts";
import { CERTIFICATION_BADGE } from "./employee-format.ts";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { UserLinkField } from "./UserLinkField.tsx";

const HIDDEN = "Hidden";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

const orNone = (text: string, none = "—") => text || none;

/**
 * An employee, read only (spec: the directory's details): personal information, emergency contact, employment
 * and qualifications, with each certification's standing. A viewer sees "Hidden" for the personal details the
 * server leaves out; the hourly rate is shown to admins only (the server answers it to nobody else). Opened from the directory (shown at once) or from an upcoming event (read by id).
 */
export function EmployeeDetailsDialog({
  id,
  known,
  canWrite,
  onEdit,
  onClose,
}: {
  id: string;
  known?: Employee;
  canWrite: boolean;
  onEdit: (e: Employee) => void;
  onClose: () => void;
}) {
  const query = useEmployee(id, known);
  const employee = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={employee ? employeeName(employee) : "Employee"}
      description={employee ? `${employee.position} · ${employee.department}` : "Employee details"}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {canWrite && employee ? (
            <Button type="button" onClick={() => onEdit(employee)}>
              <Pencil aria-hidden="true" />
              Edit Employee
            </Button>
          ) : null}
        </>
      }
    >
      {employee ? (
        <EmployeeDetails employee={employee} canWrite={canWrite} />
      ) : query.error ? (
        <LoadError
          level={3}
          title="This employee could not be loaded."
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading employee" count={3} />
      )}
    </Dialog>
  );
}

function EmployeeDetails({ employee: e, canWrite }: { employee: Employee; canWrite: boolean }) {
  const today = localToday();
  const years = yearsOfService(e.startDate, today);
  // The server leaves them out for a viewer; a screen that cannot write shows them to nobody either.
  const hidden = e.personalDetailsHidden || !canWrite;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge set="employee" status={e.status} />
        <Badge tone="neutral">{e.employmentType}</Badge>
      </div>

      <Section id="employee-personal" title="Personal Information">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem term="Email">{e.email}</DetailItem>
          <DetailItem term="Phone">{hidden ? HIDDEN : orNone(e.phone ?? "")}</DetailItem>
          <DetailItem term="Address">{hidden ? HIDDEN : orNone(e.address ?? "", "No address")}</DetailItem>
          <DetailItem term="Emergency Contact">
            {hidden
              ? HIDDEN
              : e.emergencyContact?.name
                ? [e.emergencyContact.name, e.emergencyContact.relationship, e.emergencyContact.phone]
                    .filter(Boolean)
                    .join(" · ")
                : "None given"}
          </DetailItem>
        </dl>
        {hidden ? <p className="text-sm text-muted">Personal details are shown to admins and members only.</p> : null}
      </Section>

      <Section id="employee-employment" title="Employment">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem term="Position">{e.position}</DetailItem>
          <DetailItem term="Department">{e.department}</DetailItem>
          <DetailItem term="Start Date">
            {formatDate(e.startDate)}
            <span className="block text-sm text-muted">
              {e.startDate > today ? "Not started yet" : `${years} ${years === 1 ? "year" : "years"} of service`}
            </span>
          </DetailItem>
          <DetailItem term="Supervisor">{orNone(e.supervisor)}</DetailItem>
          <DetailItem term="Classification">{orNone(e.classification)}</DetailItem>
          {e.payHidden ? null : (
            <DetailItem term="Hourly Rate">
              {e.hourlyRateCents === null ? "Not given" : `${formatCents(e.hourlyRateCents)} an hour`}
            </DetailItem>
          )}
        </dl>
      </Section>

      <Section id="employee-qualifications" title="Qualifications">
        <dl className="grid gap-4">
          <DetailItem term="Education">{orNone(e.education)}</DetailItem>
          <DetailItem term="Skills">
            {e.skills.length > 0 ? (
              <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
                {e.skills.map((s) => (
                  <li key={s}>
                    <Badge tone="brand">{s}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              "—"
            )}
          </DetailItem>
        </dl>
        <h4 className="text-sm font-medium text-muted">Certifications</h4>
        {e.certifications.length > 0 ? (
          <ul aria-label="Certifications" className="divide-y divide-border rounded-lg border border-border">
            {e.certifications.map((c) => {
              const state = certificationState(c.expires, today);
              return (
                <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-ink">{c.name}</p>
                    <p className="text-sm text-slate-700">
                      {[
                        c.issuer,
                        c.issued ? `Issued ${formatDate(c.issued)}` : "",
                        c.expires ? `Expires ${formatDate(c.expires)}` : "No expiry date",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  {state ? (
                    <Badge tone={CERTIFICATION_BADGE[state].tone}>{CERTIFICATION_BADGE[state].label}</Badge>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No certifications.</p>
        )}
      </Section>

      <Section id="employee-account" title="Account">
        {canWrite ? (
          <UserLinkField employee={e} />
        ) : (
          <p className="text-base text-ink">{e.user ? e.user.fullName : "Not linked to a team member"}</p>
        )}
      </Section>
    </div>
  );
}
