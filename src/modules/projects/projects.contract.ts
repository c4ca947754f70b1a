import { z } from "zod";
import { isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import {
  DEFAULT_PROJECT_STATUS,
  parseBudget,
  PROJECT_MSG,
  PROJECT_PAGE_SIZE,
  PROJECT_STATUSES,
} from "./projects.constants.ts";

const required = (max: number) =>
  z.string({ error: PROJECT_MSG.missingFields.message }).trim().min(1, PROJECT_MSG.missingFields.message).max(max);

/** Create and edit share one body; the edit form allows any change (spec). */
export const projectInput = z
  .object({
    name: required(200),
    description: z.string().trim().max(5000).optional().default(""),
    startDate: isoDate(PROJECT_MSG.missingFields.message),
    endDate: isoDate(PROJECT_MSG.missingFields.message),
    status: z.enum(PROJECT_STATUSES).optional().default(DEFAULT_PROJECT_STATUS),
    budget: z.union([z.number(), z.string().max(40), z.null()]).optional(),
    progress: z
      .number()
      .int()
      .min(0, "Progress is between 0 and 100.")
      .max(100, "Progress is between 0 and 100.")
      .optional()
      .default(0),
    clientId: z.string().max(64).nullable().optional(),
    /** Defaults to the caller (spec: manager defaults to the current user). */
    managerId: z.string().max(64).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.startDate && p.endDate && p.endDate < p.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PROJECT_MSG.endBeforeStart });
    if (parseBudget(p.budget) === "invalid")
      ctx.addIssue({ code: "custom", path: ["budget"], message: PROJECT_MSG.budgetNotNumber });
  });
export type ProjectInput = z.input<typeof projectInput>;
export type ProjectInputParsed = z.output<typeof projectInput>;

export const project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(PROJECT_STATUSES),
  budget: z.number().nullable(),
  progress: z.number().int(),
  client: recordRef.nullable(),
  manager: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof project>;

export const projectListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(PROJECT_PAGE_SIZE),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

export const projectList = z.object({ projects: z.array(project), nextCursor: z.string().nullable() });
export type ProjectList = z.infer<typeof projectList>;
