import { z } from "zod";
import { isoDate } from "../../shared/contracts/common.ts";
import { GANTT_MSG, MAX_DEPENDENCIES } from "./gantt.constants.ts";

const progress = z
  .number({ error: "Progress is between 0 and 100." })
  .int("Progress is a whole number.")
  .min(0, "Progress is between 0 and 100.")
  .max(100, "Progress is between 0 and 100.");

const taskFields = {
  name: z.string({ error: GANTT_MSG.missingFields }).trim().min(1, GANTT_MSG.missingFields).max(200),
  startDate: isoDate(GANTT_MSG.missingFields),
  endDate: isoDate(GANTT_MSG.missingFields),
  assignee: z.string().trim().max(200).optional().default(""),
  progress: progress.optional().default(0),
  /** Ids of the tasks that must finish before this one starts. */
  dependencies: z.array(z.string().min(1).max(100)).max(MAX_DEPENDENCIES).optional().default([]),
  projectId: z.string().min(1).max(100).nullable().optional().default(null),
};

export const taskInput = z
  .object(taskFields)
  .refine((t) => t.endDate >= t.startDate, { path: ["endDate"], message: GANTT_MSG.endBeforeStart });
export type TaskInput = z.input<typeof taskInput>;
export type TaskInputParsed = z.output<typeof taskInput>;

/** A change to some fields (a dragged bar sends only its dates); the merged task is checked like a new one. */
export const taskPatch = z.object({
  name: taskFields.name.optional(),
  startDate: taskFields.startDate.optional(),
  endDate: taskFields.endDate.optional(),
  assignee: z.string().trim().max(200).optional(),
  progress: progress.optional(),
  dependencies: z.array(z.string().min(1).max(100)).max(MAX_DEPENDENCIES).optional(),
  projectId: z.string().min(1).max(100).nullable().optional(),
});
export type TaskPatch = z.input<typeof taskPatch>;
export type TaskPatchParsed = z.output<typeof taskPatch>;

export const task = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  assignee: z.string(),
  progress: z.number().int(),
  dependencies: z.array(z.string()),
  projectId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof task>;

export const taskListQuery = z.object({
  projectId: z.string().min(1).max(100).optional(),
  /** Only tasks overlapping [from, to] (both `YYYY-MM-DD`, inclusive). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TaskListQuery = z.input<typeof taskListQuery>;
export type TaskListFilters = z.output<typeof taskListQuery>;

/** A task as the list shows it: without its timestamps, which no screen of the list uses (a month of 5,000 tasks is a quarter smaller). */
export const taskListRow = task.omit({ createdAt: true, updatedAt: true });
export type TaskListRow = z.infer<typeof taskListRow>;

/** The tasks by start date, at most TASK_LIST_MAX; `truncated` when more match (a narrower window or a project shows them). */
export const taskList = z.object({ tasks: z.array(taskListRow), truncated: z.boolean() });
export type TaskList = z.infer<typeof taskList>;
