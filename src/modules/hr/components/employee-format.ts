import { formatDate } from "../../../web/lib/format.ts";
import type { Tone } from "../../../web/ui/status-tones.ts";
import type { HrEvent } from "../hr.contract.ts";
import type { CertificationState } from "../hr.rules.ts";

/** A certification's standing in words and colour. */
export const CERTIFICATION_BADGE: Record<CertificationState, { label: string; tone: Tone }> = {
  expired: { label: "Expired", tone: "danger" },
  expiring: { label: "Expiring Soon", tone: "warning" },
  valid: { label: "Valid", tone: "success" },
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "today", "in 3 days", "5 days ago". */
export function relativeDays(daysAway: number): string {
  if (daysAway === 0) return "today";
  if (daysAway === 1) return "tomorrow";
  return daysAway > 0 ? `in ${plural(daysAway, "day")}` : `${plural(-daysAway, "day")} ago`;
}

/** What an upcoming event says: its headline, when, and its badge. */
export function describeEvent(e: HrEvent): { title: string; when: string; badge: { label: string; tone: Tone } } {
  const when = `${formatDate(e.date)} (${relativeDays(e.daysAway)})`;
  switch (e.kind) {
    case "certification":
      return {
        title: `${e.certification?.name ?? "Certification"} · ${e.employee.name}`,
        when: `${e.expired ? "Expired" : "Expires"} ${when}`,
        badge: e.expired ? CERTIFICATION_BADGE.expired : CERTIFICATION_BADGE.expiring,
      };
    case "anniversary":
      return {
        title: `${e.employee.name} · ${plural(e.years ?? 0, "year")} of service`,
        when,
        badge: { label: "Anniversary", tone: "brand" },
      };
    case "start":
      return { title: `${e.employee.name} starts`, when, badge: { label: "New Starter", tone: "violet" } };
  }
}
