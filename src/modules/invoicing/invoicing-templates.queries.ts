import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { documentTemplates as t } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import type { Template, TemplateInputParsed, TemplateList } from "./invoicing.contract.ts";
import { DOCUMENT_KINDS, INVOICING_MSG, MAX_TEMPLATES, type DocumentKind } from "./invoicing.constants.ts";
import { BUILT_IN_TEMPLATE_NAME, defaultSections, type TemplateSections } from "./template-sections.ts";

const BUILT_IN_PREFIX = "built-in-";
const builtInId = (kind: DocumentKind) => `${BUILT_IN_PREFIX}${kind}`;
const EPOCH = new Date(0).toISOString();

/** The built-in template of a kind: every section on; the default while the organization has chosen none. */
function builtIn(kind: DocumentKind, isDefault: boolean): Template {
  return {
    id: builtInId(kind),
    name: BUILT_IN_TEMPLATE_NAME[kind],
    kind,
    sections: defaultSections(),
    isDefault,
    builtIn: true,
    updatedAt: EPOCH,
  };
}

const columns = {
  id: t.id,
  name: t.name,
  kind: t.kind,
  sections: t.sections,
  isDefault: t.isDefault,
  updatedAt: t.updatedAt,
};
type Row = {
  id: string;
  name: string;
  kind: DocumentKind;
  sections: TemplateSections;
  isDefault: boolean;
  updatedAt: Date;
};
const toTemplate = (r: Row): Template => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  sections: r.sections,
  isDefault: r.isDefault,
  builtIn: false,
  updatedAt: new Date(r.updatedAt).toISOString(),
});
const ofOrganization = (scope: Scope) => eq(t.organizationId, scope.organizationId);

/** The organization's templates by kind and name, and the built-in one of each kind (the default when none is chosen). */
export async function listTemplates(db: Db, scope: Scope): Promise<TemplateList> {
  const rows = await db
    .select(columns)
    .from(t)
    .where(ofOrganization(scope))
    .orderBy(asc(t.kind), asc(sql`lower(${t.name})`), asc(t.id));
  const templates = rows.map(toTemplate);
  const builtIns = DOCUMENT_KINDS.map((kind) => builtIn(kind, !templates.some((x) => x.kind === kind && x.isDefault)));
  return { templates: [...builtIns, ...templates] };
}

export async function getTemplate(db: Db, scope: Scope, id: string): Promise<Template> {
  for (const kind of DOCUMENT_KINDS) {
    if (id === builtInId(kind)) {
      const [chosen] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(ofOrganization(scope), eq(t.kind, kind), eq(t.isDefault, true)))
        .limit(1);
      return builtIn(kind, !chosen);
    }
  }
  const [row] = await db
    .select(columns)
    .from(t)
    .where(and(eq(t.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(INVOICING_MSG.templateNotFound);
  return toTemplate(row);
}

/** Whether `id` names one of the organization's templates of `kind` (or the built-in one). */
export async function templateFits(db: Db, scope: Scope, id: string, kind: DocumentKind): Promise<boolean> {
  if (id === builtInId(kind)) return true;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), ofOrganization(scope), eq(t.kind, kind)))
    .limit(1);
  return Boolean(row);
}

/**
 * The sections a document is drawn with: its own template when it names one, else the organization's default
 * of its kind, else the built-in one.
 */
export async function sectionsFor(
  db: Db,
  scope: Scope,
  kind: DocumentKind,
  templateId: string | null,
): Promise<TemplateSections> {
  const rows = await db
    .select({ sections: t.sections, own: sql<boolean>`${t.id} = ${templateId ?? ""}` })
    .from(t)
    .where(
      and(
        ofOrganization(scope),
        eq(t.kind, kind),
        templateId ? sql`(${t.id} = ${templateId} or ${t.isDefault})` : eq(t.isDefault, true),
      ),
    )
    .limit(2);
  const chosen = rows.find((r) => r.own) ?? rows[0];
  return chosen?.sections ?? defaultSections();
}

type Write = Pick<Db, "update">;
/** Making a template the default of its kind takes the flag from the one that had it (one statement, before the write). */
async function clearDefault(trx: Write, scope: Scope, kind: DocumentKind, except: string | null): Promise<void> {
  await trx
    .update(t)
    .set({ isDefault: false })
    .where(and(ofOrganization(scope), eq(t.kind, kind), eq(t.isDefault, true), except ? ne(t.id, except) : undefined));
}

function nameClash(err: unknown): never {
  if (databaseError(err)?.code === "23505") throw conflict(INVOICING_MSG.templateNameTaken);
  throw err;
}

/** Saves a new template; the organization's count is checked under a lock so two saves cannot pass the cap together. */
export async function createTemplate(db: Db, scope: Scope, input: TemplateInputParsed): Promise<Template> {
  try {
    const id = await db.transaction(async (trx) => {
      await trx.execute(sql`select pg_advisory_xact_lock(hashtext(${`document_templates:${scope.organizationId}`}))`);
      const [count] = await trx
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(ofOrganization(scope));
      if ((count?.n ?? 0) >= MAX_TEMPLATES) throw badRequest(INVOICING_MSG.tooManyTemplates);
      if (input.isDefault) await clearDefault(trx, scope, input.kind, null);
      const [row] = await trx
        .insert(t)
        .values({
          organizationId: scope.organizationId,
          name: input.name,
          kind: input.kind,
          sections: input.sections,
          isDefault: input.isDefault,
          createdBy: scope.userId,
        })
        .returning({ id: t.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    });
    return getTemplate(db, scope, id);
  } catch (err) {
    return nameClash(err);
  }
}

/** Changes a template (the built-in ones are read-only: save a copy under a name instead). */
export async function updateTemplate(db: Db, scope: Scope, id: string, input: TemplateInputParsed): Promise<Template> {
  const before = await getTemplate(db, scope, id);
  if (before.builtIn) throw conflict("The built-in template cannot be changed. Save it under a new name instead.");
  try {
    await db.transaction(async (trx) => {
      if (input.isDefault) await clearDefault(trx, scope, input.kind, id);
      await trx
        .update(t)
        .set({
          name: input.name,
          kind: input.kind,
          sections: input.sections,
          isDefault: input.isDefault,
          updatedAt: new Date(),
        })
        .where(and(eq(t.id, id), ofOrganization(scope)));
    });
  } catch (err) {
    nameClash(err);
  }
  return getTemplate(db, scope, id);
}

/** Deletes a template; documents that used it are drawn with the default from then on. */
export async function deleteTemplate(db: Db, scope: Scope, id: string): Promise<void> {
  const before = await getTemplate(db, scope, id);
  if (before.builtIn) throw conflict("The built-in template cannot be deleted.");
  await db.delete(t).where(and(eq(t.id, id), ofOrganization(scope)));
}

/** A stored template id for a document, or null for the built-in one (it has no row). */
export const storedTemplateId = (id: string | null | undefined): string | null =>
  id && !id.startsWith(BUILT_IN_PREFIX) ? id : null;
