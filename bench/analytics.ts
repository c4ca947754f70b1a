import pg from "pg";
import { seedEmployees } from "./hr.ts";
import { seedFinance } from "./finance.ts";
import { seedProcurement } from "./procurement.ts";

/** The bench's "today" for the analytics figures: mid-way through the seeded year. */
export const ANALYTICS_BENCH_TODAY = "2026-07-01";

/**
 * Seeds what the analytics page reads on PostgreSQL directly (an API round trip per row would take minutes):
 * finance's 500 projects and 100,000 transactions (seedFinance), `tasks` Gantt tasks over those projects and the
 * year (about a third late on ANALYTICS_BENCH_TODAY), and a busy contractor's other records: 200 sites with crews,
 * 2,000 inspections with items, 200 incidents, 100 certifications, 500 employees with theirs, 1,000 stock items.
 */
export async function seedAnalytics(
  databaseUrl: string,
  organizationId: string,
  counts: { projects: number; transactions: number; tasks: number },
): Promise<void> {
  await seedFinance(databaseUrl, organizationId, counts.projects, counts.transactions);
  await seedEmployees(databaseUrl, organizationId, 500);
  await seedProcurement(databaseUrl, organizationId, { suppliers: 50, items: 1_000, orders: 100 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Projects of varied progress and dates (seedFinance makes them all In Progress over 2026).
    await client.query(
      `update projects set progress = (i * 37) % 101, start_date = date '2026-01-01' + (i % 120), end_date = date '2026-06-01' + (i % 200)
       from (select id, (row_number() over (order by id))::int as i from projects where organization_id = $1) as numbered
       where projects.id = numbered.id`,
      [organizationId],
    );
    await client.query(
      `insert into gantt_tasks (id, organization_id, project_id, name, start_date, end_date, assignee, progress, created_at, updated_at)
       select 'bench-task-' || i, $1, 'bench-project-' || (1 + i % $2::int), 'Task ' || i,
              date '2026-01-01' + (i % 330), date '2026-01-01' + (i % 330) + 3 + (i % 20), 'Crew ' || (i % 40),
              (array[0, 10, 25, 50, 75, 90, 100, 100])[1 + i % 8], now(), now()
       from generate_series(1, $3::int) as i`,
      [organizationId, counts.projects, counts.tasks],
    );
    await client.query(
      `insert into field_sites (id, organization_id, client_key, project_id, name, location, supervisor, expected_start_date, expected_end_date, crew_required, crew_assigned, created_at, updated_at)
       select 'bench-site-' || i, $1, 'bench-site-key-' || i, 'bench-project-' || (1 + i % $2::int), 'Site ' || i, 'Harbor ' || i, 'Foreman ' || (i % 30),
              date '2026-01-01' + (i % 200), date '2026-06-01' + (i % 200), 5 + i % 20, i % 22, now(), now()
       from generate_series(1, 200) as i`,
      [organizationId, counts.projects],
    );
    await client.query(
      `insert into quality_inspections (id, organization_id, client_key, title, location, inspection_date, status, items, defects_count, created_at, updated_at)
       select 'bench-inspection-' || i, $1, 'bench-inspection-key-' || i, 'Inspection ' || i, 'Harbor',
              date '2026-01-01' + (i % 365), (array['Passed','Passed','Failed','Pending','Needs Review'])[1 + i % 5],
              jsonb_build_array(
                jsonb_build_object('name', 'Formwork', 'status', 'passed', 'notes', ''),
                jsonb_build_object('name', (array['Rebar spacing','Curing','Cover','Anchors'])[1 + i % 4], 'status', (array['passed','passed','failed','pending','warning'])[1 + i % 5], 'notes', '')),
              case when i % 5 in (2, 4) then 1 else 0 end, now(), now()
       from generate_series(1, 2000) as i`,
      [organizationId],
    );
    await client.query(
      `insert into safety_incidents (id, organization_id, client_key, type, location, incident_date, severity, status, description, resolved_at, closed_at, created_at, updated_at)
       select 'bench-incident-' || i, $1, 'bench-incident-key-' || i, (array['injury','near-miss','property-damage','environmental','security'])[1 + i % 5],
              'Deck ' || i, date '2026-01-01' + (i % 180), (array['minor','moderate','major','critical'])[1 + i % 4],
              case when i % 3 = 0 then 'Resolved' else 'Under Investigation' end, 'Bench incident ' || i,
              case when i % 3 = 0 then now() else null end, null, now(), now()
       from generate_series(1, 200) as i`,
      [organizationId],
    );
    await client.query(
      `insert into certifications (id, organization_id, area, name, issuing_authority, expiry_date, created_at, updated_at)
       select 'bench-certification-' || i, $1, (array['safety','quality'])[1 + i % 2], 'Certification ' || i, 'Board', date '2026-05-01' + (i * 3), now(), now()
       from generate_series(1, 100) as i`,
      [organizationId],
    );
    for (const table of [
      "projects",
      "gantt_tasks",
      "field_sites",
      "quality_inspections",
      "safety_incidents",
      "certifications",
    ])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}
