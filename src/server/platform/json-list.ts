/**
 * JSON-in-SQL lists (decision 0008): one prepared statement answers a list as the API's JSON text, and the
 * route sends that text as it is. For lists with a budget the plain keyset page (contracts) cannot meet; a
 * list without one is a Drizzle query and `list-paging.ts`.
 */
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { badRequest } from "./errors.ts";
import { decodeCursor, encodeCursor } from "./list-paging.ts";

/**
 * A statement's WHERE with only the filters in use, and its parameters. With `($2 = '' or …)` guards the
 * planner cannot know which filters apply and plans for all of them (it scanned and sorted 10,000 documents
 * for a page of 50); so each combination is its own statement, named after the filters it has. $1 is always
 * the organization.
 */
export class ListStatement {
  readonly params: string[];
  private readonly where: string[];
  private readonly used: string[] = [];

  /** `base` names the statement; `organizationColumn` is the scoping column (`d.organization_id`). */
  constructor(
    private readonly base: string,
    organizationColumn: string,
    organizationId: string,
  ) {
    this.params = [organizationId];
    this.where = [`${organizationColumn} = $1`];
  }

  /** A placeholder for one more parameter. */
  param(value: string): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds `clause` (given the placeholders of `values`) when `values` is given; `name` goes into the statement's name. */
  filter(name: string, values: readonly string[] | undefined, clause: (...placeholders: string[]) => string): this {
    if (values === undefined) return this;
    this.used.push(name);
    this.where.push(clause(...values.map((v) => this.param(v))));
    return this;
  }

  get whereSql(): string {
    return this.where.join(" and ");
  }

  /** The prepared statement's name: the same filters, in the same order, give the same text. */
  get name(): string {
    return [this.base, ...this.used].join("_");
  }
}

/** A timestamp as the API writes it (what `Date.toISOString()` gives). */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const dialect = new PgDialect();

/** A Drizzle fragment without parameters (another module's name lookup, say) as SQL text for a statement. */
export function sqlText(fragment: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error("a statement's fragment cannot carry parameters");
  return text;
}

/** A column of the page's rows (alias `p` in `JsonPageShape.names`), for another module's lookup to compare with. */
export const pageColumn = (name: string): SQL => sql.raw(`p.${name}`);

/** What a keyset page of JSON needs besides its filters. The table is read as alias `r`; newest first. */
export type JsonPageShape = {
  /** The statement's name, before its filters'. */
  name: string;
  /** The table (`documents`); the filters and columns name its rows `r`. */
  table: string;
  /** The columns the page keeps from the index's rows (`r.id, r.name, …`, with `created_at` and `id`). */
  columns: string;
  /**
   * Columns computed for the page's rows only, after the index found them (alias `p`): the names of the
   * records a row points to, from their modules' lookups (`projectNameOf`…).
   */
  names?: string;
  /** The JSON object's fields, over the page's rows and `names` (no alias). */
  json: string;
  /** The answer's property holding the rows (`"documents"`). */
  key: string;
};

/**
 * Starts a keyset page's statement: the organization, and the cursor's condition when there is one (a
 * forged or stale cursor is a 400). Add the list's own filters, then run it with `runJsonPage`.
 */
export function jsonPageStatement(
  shape: Pick<JsonPageShape, "name">,
  organizationId: string,
  cursor: string | undefined,
): ListStatement {
  const statement = new ListStatement(shape.name, "r.organization_id", organizationId);
  if (!cursor) return statement;
  const after = decodeCursor(cursor);
  if (!after) throw badRequest("This page link is no longer valid. Please reload the list.");
  return statement.filter(
    "after",
    [after.createdAt, after.id],
    (time, id) => `(r.created_at, r.id) < (${time}::timestamptz, ${id})`,
  );
}

/**
 * Runs a page newest first (`created_at desc nulls last, id desc nulls last`: the order of the
 * `(organization_id, created_at, id)` indexes, so the planner reads a page off the index) and answers
 * `{"<key>":[…],"nextCursor":…}`.
 */
export async function runJsonPage(
  database: Database,
  shape: JsonPageShape,
  statement: ListStatement,
  limit: number,
): Promise<string> {
  const n = statement.param(String(limit));
  const text = `
  with page as (
    select ${shape.columns}
    from ${shape.table} r
    where ${statement.whereSql}
    order by r.created_at desc nulls last, r.id desc nulls last
    limit ${n}::int + 1
  ), shown as (
    select p.*${shape.names ? `, ${shape.names}` : ""}
    from (select * from page order by created_at desc nulls last, id desc nulls last limit ${n}::int) p
  )
  select
    (select coalesce(json_agg(x), '[]')::text from (
      select ${shape.json} from shown order by created_at desc nulls last, id desc nulls last) x) as items,
    (select count(*) from page) > ${n}::int as has_more,
    (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id
       from shown order by created_at desc nulls last, id desc nulls last offset ${n}::int - 1 limit 1) as last_key`;
  const [row] = await database.prepared<{ items: string; has_more: boolean; last_key: string | null }>(
    statement.name,
    text,
    statement.params,
  );
  if (!row) throw new Error(`the ${shape.name} statement returned no row`);
  let next: string | null = null;
  if (row.has_more && row.last_key) {
    const bar = row.last_key.indexOf("|");
    next = encodeCursor({ createdAt: row.last_key.slice(0, bar), id: row.last_key.slice(bar + 1) });
  }
  return `{${JSON.stringify(shape.key)}:${row.items},"nextCursor":${JSON.stringify(next)}}`;
}
