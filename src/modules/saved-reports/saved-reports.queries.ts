import type { Db } from "../../server/db/client.ts";
import type { SavedReportAnswer, SavedReportInputParsed, SavedReportSnapshot } from "./saved-reports.contract.ts";
import {
  certificationStanding,
  REPORT_MAX_CERTIFICATIONS,
  SAVED_REPORT_MSG,
  type SavedReportArea,
} from "./saved-reports.constants.ts";
import type { Scope } from "../../server/platform/access.ts";
import { certificationsForReport } from "../certifications/certifications.queries.ts";
import { readReport, saveReport, type ReportTable } from "../../server/platform/saved-reports.ts";

/** A saved report as its files need it: the answer, the snapshot it was made from and the organization's name. */
export type StoredReport<R, D> = { report: R; data: D; organizationName: string };

/**
 * An area's saved reports (decision 0030): `generate` and `record`, each `fn(db, scope, …)` on the area's own
 * table, scoped to the organization (another organization's report is a 404, like a missing one).
 */
export type SavedReportStore<D extends SavedReportSnapshot, F extends object> = {
  /**
   * Reads the area's certifications as of `reportDate` and the module's rows and figures (`gather`, which
   * completes the snapshot from the common part) in one transaction, so they agree, and keeps them so that the
   * report's files always say what it said when generated.
   */
  generate: (db: Db, scope: Scope, input: SavedReportInputParsed, reportDate: string) => Promise<SavedReportAnswer & F>;
  record: (db: Db, scope: Scope, id: string) => Promise<StoredReport<SavedReportAnswer & F, D>>;
};

type Definition<D extends SavedReportSnapshot, F extends object> = {
  area: SavedReportArea;
  /** The area's `<area>_reports` table. */
  table: ReportTable;
  /** Reads a stored snapshot back (the module's zod schema). */
  parse: (data: unknown) => D;
  /** The module's rows and figures of the period, added to the common part of the snapshot. */
  gather: (trx: Db, scope: Scope, common: SavedReportSnapshot) => Promise<D>;
  /** The module's figures in the answer (the common ones are added here). */
  figures: (data: D) => F;
};

export function savedReportStore<D extends SavedReportSnapshot, F extends object>({
  area,
  table,
  parse,
  gather,
  figures,
}: Definition<D, F>): SavedReportStore<D, F> {
  const record = async (db: Db, scope: Scope, id: string): Promise<StoredReport<SavedReportAnswer & F, D>> => {
    const saved = await readReport(db, scope, table, id, parse, SAVED_REPORT_MSG.reportNotFound);
    const d = saved.data;
    const report: SavedReportAnswer & F = {
      ...figures(d),
      id: saved.id,
      title: d.title,
      from: d.from,
      to: d.to,
      reportDate: d.reportDate,
      certifications: certificationStanding(d.certifications),
      generatedBy: saved.generatedBy,
      createdAt: saved.createdAt,
    };
    return { report, data: d, organizationName: saved.organizationName };
  };
  const generate = async (db: Db, scope: Scope, input: SavedReportInputParsed, reportDate: string) => {
    const id = await db.transaction(async (trx) => {
      const certifications = await certificationsForReport(
        trx,
        scope,
        area,
        reportDate,
        REPORT_MAX_CERTIFICATIONS,
        SAVED_REPORT_MSG.tooManyCertifications,
      );
      const data = await gather(trx, scope, {
        title: input.title,
        from: input.from,
        to: input.to,
        reportDate,
        certifications,
      });
      return saveReport(trx, scope, table, data);
    });
    return (await record(db, scope, id)).report;
  };
  return { generate, record };
}
