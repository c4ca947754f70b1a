import pg from "pg";

/**
 * Seeds an organization's finance on PostgreSQL directly (an API round trip per row would take minutes):
 * `projects` projects with budgets and `transactions` transactions spread over them and a year, of every type,
 * category and status, as a busy contractor's books look. With `makeProjects` false, more transactions over the
 * projects seeded before.
 */
export async function seedFinance(
  databaseUrl: string,
  organizationId: string,
  projects: number,
  transactions: number,
  makeProjects = true,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (makeProjects)
      await client.query(
        `insert into projects (id, organization_id, name, start_date, end_date, status, budget, created_at, updated_at)
       select 'bench-project-' || i, $1, 'Project ' || lpad(i::text, 4, '0'), '2026-01-01', '2026-12-31', 'In Progress', 100000 + i * 1000, now(), now()
       from generate_series(1, $2::int) as i`,
        [organizationId, projects],
      );
    await client.query(
      `insert into finance_transactions (id, organization_id, date, type, category, amount_cents, vendor, description, reference, status, project_id, created_at, updated_at)
       select gen_random_uuid()::text, $1, date '2026-01-01' + (i % 365),
              (array['Payment','Payment','Receipt','Transfer'])[1 + i % 4],
              (array['Materials','Labor','Equipment','Overhead'])[1 + i % 4],
              1000 + (i * 7919) % 500000,
              (array['Harbor Lumber','Bay Steel','City of Harbor','Crane Hire','Site Fuel'])[1 + i % 5] || ' ' || (i % 97),
              'Bench transaction ' || i, case when i % 3 = 0 then 'INV-' || i else '' end,
              (array['Pending','Cleared','Cleared','Void'])[1 + i % 4],
              case when i % 10 = 0 then null else 'bench-project-' || (1 + i % $2::int) end,
              now() - (i || ' seconds')::interval, now()
       from generate_series(1, $3::int) as i`,
      [organizationId, projects, transactions],
    );
    await client.query("analyze projects");
    // As autovacuum leaves a table after a bulk load: the visibility map set, so a covering index is read alone.
    await client.query("vacuum analyze finance_transactions");
  } finally {
    await client.end();
  }
}
