import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { members, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest } from "../../server/platform/errors.ts";
import type { PersonRef } from "../../shared/contracts/common.ts";
import { RFI_MSG } from "./rfis.constants.ts";

/** The organization's members among `ids`, by id: their name and e-mail (anyone else is left out). */
export async function membersAmong(
  db: Db,
  scope: Pick<Scope, "organizationId">,
  ids: readonly string[],
): Promise<Map<string, { fullName: string; email: string }>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.name, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, scope.organizationId), inArray(members.userId, wanted)));
  return new Map(rows.map((r) => [r.id, { fullName: r.fullName, email: r.email }]));
}

/** 400 under `field` unless every one of `ids` is a member of the caller's organization. */
export async function checkMembers(db: Db, scope: Scope, ids: readonly string[], field: string): Promise<void> {
  const found = await membersAmong(db, scope, ids);
  if (ids.some((id) => id && !found.has(id))) throw badRequest(RFI_MSG.notAMember, { [field]: RFI_MSG.notAMember });
}

/** `ids` as people, in their order; one no longer a member is left out. */
export async function peopleOf(db: Db, scope: Scope, ids: readonly string[]): Promise<PersonRef[]> {
  const found = await membersAmong(db, scope, ids);
  return ids.flatMap((id) => {
    const person = found.get(id);
    return person ? [{ id, fullName: person.fullName }] : [];
  });
}
