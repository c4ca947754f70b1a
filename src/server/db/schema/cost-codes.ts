import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";

/** An organization's cost codes (the CSI MasterFormat divisions to start with, editable). */
export const costCodes = pgTable(
  "cost_codes",
  {
    id: id(),
    organizationId: organizationId(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** A code no longer offered for new lines; the lines that have it keep it. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cost_codes_org_code_idx").on(t.organizationId, t.code)],
);
