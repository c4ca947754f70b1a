import type { Db } from "../../server/db/client.ts";
import { financeTransactions } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { fromCsv } from "../../server/platform/csv.ts";
import { badRequest } from "../../server/platform/errors.ts";
import { projectsNamed } from "../projects/projects.queries.ts";
import type { ImportInput, ImportPreview, ImportResult } from "./finance.contract.ts";
import { readImportRows, type RefusedRow } from "./finance-import.rules.ts";

/** Reads the file and finds the projects it names: the rows an import would create, and those it refuses. */
export async function previewImport(db: Db, scope: Scope, input: ImportInput): Promise<ImportPreview> {
  let table: string[][];
  try {
    table = fromCsv(input.csv);
  } catch {
    throw badRequest("This file could not be read as CSV (a quote may be left open). Export it again as CSV.", {
      csv: "Not a CSV file.",
    });
  }
  const reading = readImportRows(table, input.defaultCategory ?? null);
  if ("problem" in reading) throw badRequest(reading.problem, { csv: reading.problem });

  const named = await projectsNamed(
    db,
    scope,
    reading.rows.flatMap((r) => (r.projectName ? [r.projectName] : [])),
  );
  const byName = new Map<string, { id: string; name: string }[]>();
  for (const p of named) byName.set(p.name.toLowerCase(), [...(byName.get(p.name.toLowerCase()) ?? []), p]);

  const rows: ImportPreview["rows"] = [];
  const refused: RefusedRow[] = [...reading.refused];
  for (const { projectName, ...row } of reading.rows) {
    const matches = projectName ? (byName.get(projectName.toLowerCase()) ?? []) : [];
    if (projectName && matches.length === 0)
      refused.push({ line: row.line, reason: `No project is named "${projectName}".` });
    else if (matches.length > 1)
      refused.push({
        line: row.line,
        reason: `${matches.length} projects are named "${projectName}": rename one, then import again.`,
      });
    else rows.push({ ...row, project: matches[0] ?? null });
  }
  refused.sort((a, b) => a.line - b.line);
  return { rows, refused };
}

/** Creates every row the preview accepts, all in one transaction (nothing is half-imported), as Pending. */
export async function runImport(db: Db, scope: Scope, input: ImportInput): Promise<ImportResult> {
  const { rows, refused } = await previewImport(db, scope, input);
  if (rows.length === 0)
    throw badRequest("Nothing to import: every row was refused.", { csv: "Every row was refused." });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(financeTransactions).values(
        rows.slice(i, i + 500).map((r): typeof financeTransactions.$inferInsert => ({
          organizationId: scope.organizationId,
          createdBy: scope.userId,
          status: "Pending",
          date: r.date,
          type: r.type,
          category: r.category,
          amountCents: r.amountCents,
          vendor: r.vendor,
          description: r.description,
          reference: r.reference,
          projectId: r.project?.id ?? null,
        })),
      );
    }
  });
  return { imported: rows.length, refused };
}
