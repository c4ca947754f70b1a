import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import {
  RFI_STATUSES,
  SUBMITTAL_DECISIONS,
  SUBMITTAL_STATUSES,
  SUBMITTAL_TYPES,
} from "../../../shared/rfi-column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";
import { projects } from "./projects.ts";

/**
 * RFIs and submittals (issue 31): a project's requests for information, numbered RFI-001… per project, answered in
 * a thread by the person whose turn it is (ball in court); and its submittal register by spec section, each
 * submittal reviewed by its reviewers in order, a Revise and Resubmit making the next revision.
 */

export const rfis = pgTable(
  "rfis",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    subject: text("subject").notNull(),
    question: text("question").notNull().default(""),
    status: text("status", { enum: RFI_STATUSES }).notNull().default("draft"),
    /** Whose turn it is to answer: a member of the organization. */
    ballInCourtId: text("ball_in_court_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    /** Members who receive a copy (user ids). */
    distributionIds: jsonb("distribution_ids").$type<string[]>().notNull().default([]),
    /** Attachments: photos of the photos platform (decision 0026). */
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    /** Attachments that are not photos (a PDF, a drawing, a spreadsheet): documents of the Document Hub (decision 0054). */
    documentIds: jsonb("document_ids").$type<string[]>().notNull().default([]),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("rfis_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("rfis_org_project_created_idx").on(t.organizationId, t.projectId, t.createdAt.desc(), t.id.desc()),
    index("rfis_open_due_idx")
      .on(t.organizationId, t.dueDate)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex("rfis_project_number_idx").on(t.projectId, t.number),
    check("rfis_status", oneOf(t.status, RFI_STATUSES, ", ")),
    check("rfis_lists", sql`jsonb_typeof(${t.distributionIds}) = 'array' and jsonb_typeof(${t.photoIds}) = 'array'`),
    check("rfis_document_ids", sql`jsonb_typeof(${t.documentIds}) = 'array'`),
  ],
);

/** An RFI's thread: each answer, one of them (at most) official. */
export const rfiAnswers = pgTable(
  "rfi_answers",
  {
    id: id(),
    organizationId: organizationId(),
    rfiId: text("rfi_id")
      .notNull()
      .references(() => rfis.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    official: boolean("official").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("rfi_answers_rfi_idx").on(t.rfiId, t.createdAt),
    uniqueIndex("rfi_answers_one_official_idx")
      .on(t.rfiId)
      .where(sql`${t.official}`),
  ],
);

export const submittals = pgTable(
  "submittals",
  {
    id: id(),
    organizationId: organizationId(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The specification section, "03 30 00". */
    specSection: text("spec_section").notNull(),
    /** Its number within the section (1, 2…): a revision keeps it. */
    sequence: integer("sequence").notNull(),
    revision: integer("revision").notNull().default(0),
    /** The revision this one resubmits (revision 1 links to 0). */
    previousId: text("previous_id").references((): AnyPgColumn => submittals.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: text("type", { enum: SUBMITTAL_TYPES }).notNull(),
    description: text("description").notNull().default(""),
    requiredOnSite: date("required_on_site", { mode: "string" }),
    status: text("status", { enum: SUBMITTAL_STATUSES }).notNull().default("draft"),
    /** The position of the reviewer whose turn it is, while in review. */
    currentStep: integer("current_step"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("submittals_org_register_idx").on(t.organizationId, t.specSection, t.sequence, t.revision, t.id),
    index("submittals_org_project_register_idx").on(
      t.organizationId,
      t.projectId,
      t.specSection,
      t.sequence,
      t.revision,
      t.id,
    ),
    uniqueIndex("submittals_revision_idx").on(t.projectId, t.specSection, t.sequence, t.revision),
    check("submittals_status", oneOf(t.status, SUBMITTAL_STATUSES, ", ")),
    check("submittals_type", oneOf(t.type, SUBMITTAL_TYPES, ", ")),
    check("submittals_numbers", sql`${t.sequence} > 0 and ${t.revision} >= 0`),
  ],
);

/** A submittal's reviewers in order, each with their answer once given. */
export const submittalReviewers = pgTable(
  "submittal_reviewers",
  {
    id: id(),
    organizationId: organizationId(),
    submittalId: text("submittal_id")
      .notNull()
      .references(() => submittals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    decision: text("decision", { enum: SUBMITTAL_DECISIONS }),
    comment: text("comment").notNull().default(""),
    /** Who gave the answer: the reviewer, or an admin in their place. */
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("submittal_reviewers_position_idx").on(t.submittalId, t.position),
    check(
      "submittal_reviewers_decision",
      sql`${t.decision} is null or ${oneOf(t.decision, SUBMITTAL_DECISIONS, ", ")}`,
    ),
  ],
);
