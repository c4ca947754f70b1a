import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { safetyIncidents, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { recordEvent } from "../../server/platform/notify.ts";
import {
  decodeDatedCursor,
  encodeDatedCursor,
  keysetPage,
  likePattern,
  microsecondKey,
} from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { checkPhotos, photoRefs } from "../../server/platform/photos.queries.ts";
import type { PhotoRef } from "../../shared/contracts/photos.ts";
import { reporterToday } from "../../shared/calendar.ts";
import type {
  Incident,
  IncidentFilters,
  IncidentInputParsed,
  IncidentList,
  InvolvedPerson,
} from "./safety.contract.ts";
import {
  CLOSED_INCIDENT_STATUSES,
  SERIOUS_SEVERITIES,
  SAFETY_MSG,
  type IncidentStatus,
  type IncidentType,
  type Severity,
} from "./safety.constants.ts";
import { statusesMovableTo } from "./safety.rules.ts";

const i = safetyIncidents;
const ofOrganization = (scope: Scope) => eq(i.organizationId, scope.organizationId);

const columns = {
  id: i.id,
  clientKey: i.clientKey,
  type: i.type,
  location: i.location,
  date: i.incidentDate,
  time: i.incidentTime,
  severity: i.severity,
  status: i.status,
  description: i.description,
  involvedPersons: i.involvedPersons,
  witnesses: i.witnesses,
  immediateActions: i.immediateActions,
  photoIds: i.photoIds,
  reporterId: users.id,
  reporterName: users.name,
  resolvedAt: i.resolvedAt,
  closedAt: i.closedAt,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
  createdAtKey: microsecondKey(i.createdAt),
};

const selectIncidents = (db: Db) => db.select(columns).from(i).leftJoin(users, eq(users.id, i.reportedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectIncidents>["execute"]>>[number];

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The stored involved persons, read defensively (a jsonb column is whatever was written). */
function personsOf(value: unknown): InvolvedPerson[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p: unknown) => {
    if (typeof p !== "object" || p === null) return [];
    const { name, role, injury, treatment } = p as Record<string, unknown>;
    return [{ name: textOf(name), role: textOf(role), injury: textOf(injury), treatment: textOf(treatment) }];
  });
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
const isoOrNull = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toIncident(r: Row, photosById: ReadonlyMap<string, PhotoRef>): Incident {
  const ids = idsOf(r.photoIds);
  return {
    id: r.id,
    clientKey: r.clientKey,
    type: r.type,
    location: r.location,
    date: r.date,
    time: r.time,
    severity: r.severity,
    status: r.status,
    description: r.description,
    involvedPersons: personsOf(r.involvedPersons),
    witnesses: r.witnesses,
    immediateActions: r.immediateActions,
    photoIds: ids,
    photos: ids.flatMap((id) => photosById.get(id) ?? []),
    reportedBy: personRefOf(r.reporterId, r.reporterName),
    resolvedAt: isoOrNull(r.resolvedAt),
    closedAt: isoOrNull(r.closedAt),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** Rows as answered, with their photos that still exist (one query for all). */
async function toIncidents(db: Db, scope: Scope, rows: readonly Row[]): Promise<Incident[]> {
  const refs = await photoRefs(
    db,
    scope,
    rows.flatMap((r) => idsOf(r.photoIds)),
  );
  const byId = new Map(refs.map((p) => [p.id, p]));
  return rows.map((r) => toIncident(r, byId));
}

/** A page of the organization's incidents, newest date first (then newest reported), with only the filters in use in the SQL. */
export async function listIncidents(db: Db, scope: Scope, filters: IncidentFilters): Promise<IncidentList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.status) where.push(eq(i.status, filters.status));
  if (filters.severity) where.push(eq(i.severity, filters.severity));
  if (filters.type) where.push(eq(i.type, filters.type));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      sql`(${i.location} ilike ${pattern} or ${i.description} ilike ${pattern} or ${i.immediateActions} ilike ${pattern})`,
    );
  }
  if (filters.cursor) {
    const cursor = decodeDatedCursor(filters.cursor);
    if (!cursor) throw badRequest(SAFETY_MSG.badCursor);
    where.push(
      sql`(${i.incidentDate}, ${i.createdAt}, ${i.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await selectIncidents(db)
    .where(and(...where))
    .orderBy(sql`${i.incidentDate} desc nulls last`, sql`${i.createdAt} desc nulls last`, sql`${i.id} desc nulls last`)
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeDatedCursor({ date: last.date, createdAt: last.createdAtKey, id: last.id }),
  );
  return { incidents: await toIncidents(db, scope, page), nextCursor };
}

export async function getIncident(db: Db, scope: Scope, id: string): Promise<Incident> {
  const rows = await selectIncidents(db)
    .where(and(eq(i.id, id), ofOrganization(scope)))
    .limit(1);
  const [found] = await toIncidents(db, scope, rows);
  if (!found) throw notFound(SAFETY_MSG.incidentNotFound);
  return found;
}

async function incidentIdByKey(db: Db, scope: Scope, clientKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(ofOrganization(scope), eq(i.clientKey, clientKey)))
    .limit(1);
  return row?.id ?? null;
}

const SEVERITY_WORD: Record<IncidentInputParsed["severity"], string> = {
  minor: "Minor",
  moderate: "Moderate",
  major: "Major",
  critical: "Critical",
};

/**
 * Report Incident, exactly once per `clientKey`: a report whose key the organization already has answers that
 * incident (`created: false`), also when two copies arrive at once (the unique index lets one insert; the
 * other finds it). The caller is the reporter; the status starts Under Investigation.
 */
export async function reportIncident(
  db: Db,
  scope: Scope,
  input: IncidentInputParsed,
): Promise<{ incident: Incident; created: boolean }> {
  const known = await incidentIdByKey(db, scope, input.clientKey);
  if (known) return { incident: await getIncident(db, scope, known), created: false };
  await checkPhotos(db, scope, input.photoIds);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(i)
      .values({
        organizationId: scope.organizationId,
        clientKey: input.clientKey,
        type: input.type,
        location: input.location,
        incidentDate: input.date ?? reporterToday(input.today),
        incidentTime: input.time,
        severity: input.severity,
        description: input.description,
        involvedPersons: input.involvedPersons,
        witnesses: input.witnesses,
        immediateActions: input.immediateActions,
        photoIds: input.photoIds,
        reportedBy: scope.userId,
      })
      .onConflictDoNothing({ target: [i.organizationId, i.clientKey] })
      .returning({ id: i.id });
    // Told to the admins; a major or critical one at once on every channel they chose (issue 30).
    if (inserted)
      await recordEvent(tx, {
        organizationId: scope.organizationId,
        kind: "incident_reported",
        key: `incident-reported:${inserted.id}`,
        audience: { type: "admins", except: scope.userId },
        title: `${SEVERITY_WORD[input.severity]} incident reported: ${input.type}`,
        body: `${input.location}. ${input.description}`.slice(0, 300),
        link: "/dashboard/safety",
        urgent: input.severity === "major" || input.severity === "critical",
      });
    return inserted;
  });
  if (row) return { incident: await getIncident(db, scope, row.id), created: true };
  const raced = await incidentIdByKey(db, scope, input.clientKey);
  // Inserted by a concurrent copy and deleted since: nothing to answer but to send again.
  if (!raced) throw conflict("This report could not be saved. Please send it again.");
  return { incident: await getIncident(db, scope, raced), created: false };
}

/** The values a move to `to` writes: Resolved stamps resolved_at, Closed closed_at, a reopened incident clears both. */
function statusValues(to: IncidentStatus) {
  const now = sql`now()`;
  if (to === "Resolved") return { status: to, resolvedAt: now, closedAt: null, updatedAt: now };
  if (to === "Closed") return { status: to, closedAt: now, updatedAt: now };
  return { status: to, resolvedAt: null, closedAt: null, updatedAt: now };
}

/** Moves an incident along its flow (safety.rules.ts: canMoveIncident); a move the flow does not allow answers 409. */
export async function moveIncident(db: Db, scope: Scope, id: string, to: IncidentStatus): Promise<Incident> {
  const from = statusesMovableTo(to);
  const moved =
    from.length === 0
      ? []
      : await db
          .update(i)
          .set(statusValues(to))
          .where(and(eq(i.id, id), ofOrganization(scope), inArray(i.status, from)))
          .returning({ id: i.id });
  if (moved.length === 0) {
    const current = await getIncident(db, scope, id);
    throw conflict(SAFETY_MSG.statusMove(current.status, to));
  }
  return getIncident(db, scope, id);
}

/** What the stat cards need of the incidents: the open ones by severity, and the newest incident's date. */
export async function incidentFigures(
  db: Db,
  scope: Scope,
): Promise<{ openBySeverity: Record<Severity, number>; lastIncidentDate: string | null }> {
  const open = sql`${i.status} not in (${sql.join(
    CLOSED_INCIDENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const openOf = (severity: Severity) =>
    sql<number>`count(*) filter (where ${open} and ${i.severity} = ${severity})::int`;
  const [row] = await db
    .select({
      minor: openOf("minor"),
      moderate: openOf("moderate"),
      major: openOf("major"),
      critical: openOf("critical"),
      last: sql<string | null>`max(${i.incidentDate})::text`,
    })
    .from(i)
    .where(ofOrganization(scope));
  return {
    openBySeverity: {
      minor: Number(row?.minor ?? 0),
      moderate: Number(row?.moderate ?? 0),
      major: Number(row?.major ?? 0),
      critical: Number(row?.critical ?? 0),
    },
    lastIncidentDate: row?.last ?? null,
  };
}

/** An open incident of a serious severity, for analytics' risks. */
export type SeriousIncident = {
  id: string;
  type: IncidentType;
  location: string;
  severity: Severity;
  status: IncidentStatus;
  incidentDate: string;
};

/**
 * Open incidents (neither Resolved nor Closed) whose severity is major or critical, critical first, then the
 * newest: at most `limit`. One statement, off the (organization, status, severity) index.
 */
export async function openSeriousIncidents(db: Db, scope: Scope, limit: number): Promise<SeriousIncident[]> {
  const rows = await db
    .select({
      id: i.id,
      type: i.type,
      location: i.location,
      severity: i.severity,
      status: i.status,
      incidentDate: i.incidentDate,
    })
    .from(i)
    .where(
      and(
        ofOrganization(scope),
        sql`${i.status} not in (${sql.join(
          CLOSED_INCIDENT_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
        inArray(i.severity, [...SERIOUS_SEVERITIES]),
      ),
    )
    .orderBy(sql`${i.severity} = 'critical' desc`, sql`${i.incidentDate} desc`, i.id)
    .limit(limit);
  return rows;
}
