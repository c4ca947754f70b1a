import pg from "pg";

/**
 * Issue 31's list budgets on PostgreSQL: one project with `rows` RFIs and `rows` punch items (statuses, due dates,
 * assignees and locations spread), seeded directly. Answers the project's id.
 */
export async function seedSiteCoordination(databaseUrl: string, organizationId: string, rows: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const projectId = "bench-site";
  try {
    const { rows: owners } = await client.query<{ user_id: string }>(
      "select user_id from members where organization_id = $1 limit 1",
      [organizationId],
    );
    const userId = owners[0]?.user_id ?? null;
    await client.query(
      `insert into projects (id, organization_id, name, start_date, end_date, status)
       values ($1, $2, 'Bench Site', date '2026-01-05', date '2026-12-30', 'In Progress')`,
      [projectId, organizationId],
    );
    await client.query(
      `insert into rfis (id, organization_id, project_id, number, subject, question, status, ball_in_court_id, due_date, created_by, created_at)
       select 'bench-rfi-' || i, $1, $2, 'RFI-' || lpad(i::text, 5, '0'), 'Bench question ' || i, 'What is meant at grid ' || i || '?',
              (array['draft','open','answered','closed','void'])[1 + i % 5], $3, date '2026-01-05' + (i % 300), $3,
              now() - (i || ' minutes')::interval
       from generate_series(1, $4::int) as i`,
      [organizationId, projectId, userId, rows],
    );
    await client.query(
      `insert into punch_items (id, organization_id, client_key, project_id, location, description, trade, assignee_id, due_date, status, created_by, created_at)
       select 'bench-punch-' || i, $1, 'bench-key-' || i, $2, 'Level ' || (i % 12) || ', room ' || (i % 40),
              'Touch up paint ' || i, (array['Painting','Drywall','Electrical','Plumbing'])[1 + i % 4], $3,
              date '2026-01-05' + (i % 300), (array['open','ready_for_review','closed'])[1 + i % 3], $3,
              now() - (i || ' minutes')::interval
       from generate_series(1, $4::int) as i`,
      [organizationId, projectId, userId, rows],
    );
    for (const table of ["rfis", "punch_items"]) await client.query(`vacuum analyze ${table}`);
    return projectId;
  } finally {
    await client.end();
  }
}
