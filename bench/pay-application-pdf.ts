import pg from "pg";
import { reportPdfBuffer } from "../src/server/platform/report-pdf.ts";
import type { PayApplication } from "../src/modules/job-finance/job-finance.contract.ts";
import { payApplicationDocument } from "../src/modules/job-finance/pay-application-pdf.server.ts";

/**
 * Issue 29's budget for a pay application's PDF (under 300 ms for 200 lines), on PostgreSQL: one project with a
 * schedule of `lines` lines and `applications` applications billing every line (all approved but the last, which
 * is submitted), so the last one's PDF computes D from four before it. Seeded directly; answers the last
 * application's id.
 */
export async function seedPayApplications(
  databaseUrl: string,
  organizationId: string,
  counts: { lines: number; applications: number },
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const projectId = "bench-payapp";
  try {
    await client.query(
      `insert into projects (id, organization_id, name, start_date, end_date, status)
       values ($1, $2, 'Bench Pay Application Tower', date '2026-01-05', date '2026-12-30', 'In Progress')`,
      [projectId, organizationId],
    );
    await client.query(
      `insert into project_contracts (project_id, organization_id, retainage_bps, owner_name, job_location)
       values ($1, $2, 1000, 'Bench Holdings', '1 Bench Way, Oakland')`,
      [projectId, organizationId],
    );
    await client.query(
      `insert into sov_lines (id, organization_id, project_id, item_no, description, scheduled_value_cents, retainage_bps, position)
       select 'bench-sov-' || i, $1, $2, i::text,
              case when i % 4 = 0 then 'Structural steel framing, level ' || i || ', including connections and decking'
                   else 'Bench scope ' || i end,
              1000000 + i * 137, 1000, i
       from generate_series(1, $3::int) as i`,
      [organizationId, projectId, counts.lines],
    );
    await client.query(
      `insert into pay_applications (id, organization_id, project_id, number, kind, period_to, status)
       select 'bench-pa-' || n, $1, $2, n, 'progress', date '2026-01-31' + n * 30,
              case when n < $3::int then 'approved' else 'submitted' end
       from generate_series(1, $3::int) as n`,
      [organizationId, projectId, counts.applications],
    );
    // Each period bills a tenth of every line's value, and every fifth line stores some material.
    await client.query(
      `insert into pay_application_lines (id, organization_id, pay_application_id, sov_line_id, scheduled_value_cents,
                                          work_this_period_cents, stored_this_period_cents, retainage_bps)
       select 'bench-pal-' || n || '-' || i, $1, 'bench-pa-' || n, 'bench-sov-' || i, 1000000 + i * 137,
              (1000000 + i * 137) / 10, case when i % 5 = 0 then 12345 else 0 end, 1000
       from generate_series(1, $2::int) as n, generate_series(1, $3::int) as i`,
      [organizationId, counts.applications, counts.lines],
    );
    for (const table of ["sov_lines", "pay_applications", "pay_application_lines"])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
  return `bench-pa-${counts.applications}`;
}

export type PdfTimes = { p50: number; p99: number; mean: number; count: number; bytes: number; failed: number };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/**
 * `count` downloads of `url` one after another (a PDF is CPU work: its latency alone is the figure), after
 * `warmup` untimed ones. The account's report-PDF limit (60 an hour) is cleared in the scratch database every 50.
 */
export async function timePdfDownloads(
  databaseUrl: string,
  url: string,
  cookie: string,
  counts: { warmup: number; count: number },
): Promise<PdfTimes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const times: number[] = [];
  let bytes = 0;
  let failed = 0;
  try {
    for (let i = 0; i < counts.warmup + counts.count; i++) {
      if (i % 50 === 0) await client.query(`delete from rate_limits where key like 'report-pdf:%'`);
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200 || body.subarray(0, 5).toString() !== "%PDF-") failed += 1;
      else if (i >= counts.warmup) {
        times.push(ms);
        bytes = body.length;
      }
    }
  } finally {
    await client.end();
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    count: times.length,
    bytes,
    failed,
  };
}

/**
 * The same application drawn `count` times in this process from its API answer (after `warmup` untimed): the
 * drawing alone, without the request, the session and the query, to read the download's figure by.
 */
export async function timePdfDrawing(
  app: PayApplication,
  counts: { warmup: number; count: number },
): Promise<PdfTimes> {
  const parties = {
    organizationName: "Bench Builders",
    projectName: "Bench Pay Application Tower",
    clientName: "",
    ownerName: "Bench Holdings",
    jobLocation: "1 Bench Way, Oakland",
    contractDate: null,
  };
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < counts.warmup + counts.count; i++) {
    const started = performance.now();
    const pdf = await reportPdfBuffer(payApplicationDocument(app, parties));
    if (i >= counts.warmup) times.push(performance.now() - started);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    count: times.length,
    bytes,
    failed: 0,
  };
}
