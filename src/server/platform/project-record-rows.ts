import { type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { users } from "../db/schema/index.ts";
import { microsecondKey } from "./list-paging.ts";
import { personRefOf, recordRefOf } from "./organization-rows.ts";

/**
 * The columns a record linked to a project ends with: its project, its author (`users` left-joined on its
 * created_by) and its times, with the creation time to the microsecond for page cursors.
 */
export function projectRecordColumns<T extends { projectId: PgColumn; createdAt: PgColumn; updatedAt: PgColumn }>(
  table: T,
  projectName: SQL<string | null>,
) {
  return {
    projectId: table.projectId,
    projectName,
    creatorId: users.id,
    creatorName: users.name,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    createdAtKey: microsecondKey(table.createdAt),
  };
}

/** Those columns as a row reads them. */
export type ProjectRecordRow = {
  projectId: string | null;
  projectName: string | null;
  creatorId: string | null;
  creatorName: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdAtKey: string;
};

/** Those columns in an answer: the project's and the author's references and the times in ISO form. */
export function projectRecordFieldsOf(r: ProjectRecordRow) {
  return {
    project: recordRefOf(r.projectId, r.projectName),
    createdBy: personRefOf(r.creatorId, r.creatorName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}
