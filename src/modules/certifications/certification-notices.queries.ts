import { and, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { certifications as c } from "../../server/db/schema/index.ts";
import { notRecordedYet, recordEvent } from "../../server/platform/notify.ts";
import { addDays } from "../../shared/calendar.ts";
import { CERTIFICATION_AREA_LABELS, type CertificationArea } from "./certifications.constants.ts";

/** How long before its expiry a certification is told of (issue 30). */
export const EXPIRY_NOTICE_DAYS = 14;

/**
 * Records "certification expiring" for every organization's certifications that expire within EXPIRY_NOTICE_DAYS
 * of `today` (run by each process's maintenance): to the person who added it, or the admins. Once per certification
 * and expiry date (a renewed one is told of again before its new date). Answers how many it recorded now.
 */
export async function recordExpiringCertifications(db: Db, today: string, limit = 1000): Promise<number> {
  const soon = await db
    .select({
      id: c.id,
      organizationId: c.organizationId,
      area: c.area,
      name: c.name,
      expiryDate: c.expiryDate,
      createdBy: c.createdBy,
    })
    .from(c)
    .where(
      and(
        gte(c.expiryDate, today),
        lte(c.expiryDate, addDays(today, EXPIRY_NOTICE_DAYS)),
        notRecordedYet(c.organizationId, sql`'certification-expiring:' || ${c.id} || ':' || ${c.expiryDate}::text`),
      ),
    )
    .limit(limit);
  let recorded = 0;
  for (const cert of soon) {
    const area = cert.area === "quality" ? "quality" : "safety";
    const told = await recordEvent(db, {
      organizationId: cert.organizationId,
      kind: "certification_expiring",
      key: `certification-expiring:${cert.id}:${cert.expiryDate}`,
      audience: { type: "users", userIds: cert.createdBy ? [cert.createdBy] : [], orAdmins: true },
      title: `${cert.name} expires on ${cert.expiryDate}`,
      body: `A ${CERTIFICATION_AREA_LABELS[area satisfies CertificationArea].toLowerCase()} certification: renew it in time.`,
      link: `/dashboard/${area}`,
    });
    if (told) recorded++;
  }
  return recorded;
}
