import pg from "pg";

/**
 * Seeds one project's job costing on PostgreSQL directly (issue 29's budget): `lines` cost codes with a budget
 * line each, `payments` payments charged to them (pending and cleared), `orders` purchase orders sent against them,
 * and 20 approved change orders. Answers the project's id.
 */
export async function seedJobCosting(
  databaseUrl: string,
  organizationId: string,
  counts: { lines: number; payments: number; orders: number },
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const projectId = "bench-job";
  try {
    await client.query(
      `insert into projects (id, organization_id, name, start_date, end_date, status)
       values ($1, $2, 'Bench Tower', date '2026-01-05', date '2026-12-30', 'In Progress')`,
      [projectId, organizationId],
    );
    await client.query(
      `insert into cost_codes (id, organization_id, code, name)
       select 'bench-code-' || i, $1, lpad((i / 10)::text, 2, '0') || ' ' || lpad((i % 10)::text, 2, '0') || ' 00', 'Bench code ' || i
       from generate_series(1, $2::int) as i`,
      [organizationId, counts.lines],
    );
    await client.query(
      `insert into project_budget_lines (id, organization_id, project_id, cost_code_id, cost_type, amount_cents, position)
       select 'bench-budget-' || i, $1, $2, 'bench-code-' || i, 'material', 1000000 + i * 1000, i
       from generate_series(1, $3::int) as i`,
      [organizationId, projectId, counts.lines],
    );
    await client.query(
      `insert into finance_transactions (id, organization_id, date, type, category, amount_cents, vendor, description, status, project_id, cost_code_id, cost_type)
       select 'bench-pay-' || i, $1, date '2026-01-05' + (i % 300), 'Payment', 'Materials', 1000 + (i * 7919) % 500000,
              'Vendor ' || (i % 50), 'Bench payment ' || i, (array['Pending','Cleared','Void'])[1 + i % 3], $2,
              'bench-code-' || (1 + i % $4::int), (array['material','labor'])[1 + i % 2]
       from generate_series(1, $3::int) as i`,
      [organizationId, projectId, counts.payments, counts.lines],
    );
    await client.query(
      `insert into suppliers (id, organization_id, name) values ('bench-job-supplier', $1, 'Bench Supply')`,
      [organizationId],
    );
    await client.query(
      `insert into purchase_orders (id, organization_id, number, supplier_id, status, total_cents, project_id, cost_code_id, cost_type)
       select 'bench-job-po-' || i, $1, 'JOB-PO-' || i, 'bench-job-supplier', (array['sent','draft','received'])[1 + i % 3],
              50000 + i * 1000, $2, 'bench-code-' || (1 + i % $4::int), 'material'
       from generate_series(1, $3::int) as i`,
      [organizationId, projectId, counts.orders, counts.lines],
    );
    await client.query(
      `insert into change_orders (id, organization_id, project_id, number, title, status, amount_cents)
       select 'bench-co-' || i, $1, $2, 'CO-' || lpad(i::text, 3, '0'), 'Bench change ' || i, 'approved', 100000
       from generate_series(1, 20) as i`,
      [organizationId, projectId],
    );
    await client.query(
      `insert into change_order_lines (id, organization_id, change_order_id, cost_code_id, cost_type, amount_cents)
       select 'bench-col-' || i, $1, 'bench-co-' || i, 'bench-code-' || i, 'material', 100000
       from generate_series(1, 20) as i`,
      [organizationId],
    );
    for (const table of [
      "cost_codes",
      "project_budget_lines",
      "finance_transactions",
      "purchase_orders",
      "change_orders",
      "change_order_lines",
    ])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
  return projectId;
}
