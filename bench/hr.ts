import pg from "pg";

/** Seeds an organization's employees on PostgreSQL directly: `count` people across the four departments, two certifications each. */
export async function seedEmployees(databaseUrl: string, organizationId: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into employees (id, organization_id, first_name, last_name, email, phone, position, department, start_date, employment_type, status, created_at, updated_at)
       select 'bench-employee-' || i, $1,
              (array['Ada','Ben','Cara','Dev','Eli','Fay','Gus','Hana'])[1 + i % 8],
              (array['Ruiz','Okafor','Smith','Nguyen','Kowalski','Haddad','Berg','Tanaka'])[1 + (i / 8) % 8] || ' ' || lpad(i::text, 5, '0'),
              'person' || i || '@example.com', '555-' || lpad((i % 10000)::text, 4, '0'),
              (array['Carpenter','Foreman','Site Engineer','Estimator','Safety Officer','Electrician'])[1 + i % 6],
              (array['Operations','Engineering','Administration','Safety'])[1 + i % 4],
              date '2015-01-01' + (i % 4000), (array['Full-time','Part-time','Contract','Temporary'])[1 + i % 4],
              (array['Active','Active','Active','On Leave','Inactive'])[1 + i % 5], now(), now()
       from generate_series(1, $2::int) as i`,
      [organizationId, count],
    );
    await client.query(
      `insert into employee_certifications (id, organization_id, employee_id, name, issuer, issued, expires)
       select gen_random_uuid()::text, $1, 'bench-employee-' || i, (array['First Aid','Forklift','Scaffold','OSHA 30'])[1 + (i + c) % 4], 'Board',
              date '2024-01-01' + (i % 300), date '2026-01-01' + ((i * 7 + c) % 700)
       from generate_series(1, $2::int) as i, generate_series(0, 1) as c`,
      [organizationId, count],
    );
    await client.query("vacuum analyze employees");
    await client.query("vacuum analyze employee_certifications");
  } finally {
    await client.end();
  }
}
