import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/** The spec's gantt_tasks; a task may belong to a project (deleted with it). */
export const ganttTasks = pgTable(
  "gantt_tasks",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id").references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    assignee: text("assignee").notNull().default(""),
    progress: integer("progress").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("gantt_tasks_org_start_idx").on(t.organizationId, t.startDate),
    index("gantt_tasks_project_idx").on(t.projectId, t.startDate),
    index("gantt_tasks_org_end_idx").on(t.organizationId, t.endDate),
    check("gantt_tasks_progress_range", sql`${t.progress} between 0 and 100`),
    check("gantt_tasks_dates_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** "Task depends on predecessor": the predecessor must finish before the task starts. */
export const ganttTaskDependencies = pgTable(
  "gantt_task_dependencies",
  {
    organizationId: organizationId(),
    taskId: text("task_id")
      .notNull()
      .references(() => ganttTasks.id, { onDelete: "cascade" }),
    dependsOnId: text("depends_on_id")
      .notNull()
      .references(() => ganttTasks.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.dependsOnId] }),
    index("gantt_deps_depends_on_idx").on(t.dependsOnId),
    index("gantt_deps_org_idx").on(t.organizationId),
    check("gantt_deps_not_self", sql`${t.taskId} <> ${t.dependsOnId}`),
  ],
);
