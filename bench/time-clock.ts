import pg from "pg";

/**
 * Issue 31's timesheet budget on PostgreSQL: `workers` members of the organization, each with an employee record
 * and a rate, and ten punches a day for five days of the week starting `weekStart` (two shifts a day, each with a
 * break): `workers` × 50 punches, seeded directly. A site with a geofence; punches inside it.
 */
export async function seedTimeClock(
  databaseUrl: string,
  organizationId: string,
  workers: number,
  weekStart: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into field_sites (id, organization_id, client_key, name, location, supervisor, latitude, longitude, geofence_radius_m)
       values ('bench-clock-site', $1, 'bench-clock-site', 'Bench Yard', '1 Bench Road', 'Sam Foreman', 40.7128, -74.006, 150)`,
      [organizationId],
    );
    await client.query(
      `insert into users (id, name, email, email_verified)
       select 'bench-worker-' || w, 'Worker ' || lpad(w::text, 3, '0'), 'worker' || w || '@bench.example', true
       from generate_series(1, $1::int) as w`,
      [workers],
    );
    await client.query(
      `insert into members (id, organization_id, user_id, role)
       select 'bench-member-' || w, $1, 'bench-worker-' || w, 'member' from generate_series(1, $2::int) as w`,
      [organizationId, workers],
    );
    await client.query(
      `insert into employees (id, organization_id, first_name, last_name, email, phone, position, department, start_date, user_id, hourly_rate_cents, classification)
       select 'bench-employee-' || w, $1, 'Worker', lpad(w::text, 3, '0'), 'worker' || w || '@bench.example', '555-0100',
              'Carpenter', 'Operations', date '2024-01-08', 'bench-worker-' || w, 3500 + w, 'Carpenter'
       from generate_series(1, $2::int) as w`,
      [organizationId, workers],
    );
    // Per day: 06:00 in, 09:00–09:15 break, 12:00–12:30 break, 14:00 out; 15:00 in, 17:00–17:10 break, 19:00 out.
    const day = [
      ["in", "06:00"],
      ["break_start", "09:00"],
      ["break_end", "09:15"],
      ["break_start", "12:00"],
      ["break_end", "12:30"],
      ["out", "14:00"],
      ["in", "15:00"],
      ["break_start", "17:00"],
      ["break_end", "17:10"],
      ["out", "19:00"],
    ];
    for (const [index, [kind, time]] of day.entries()) {
      await client.query(
        `insert into time_punches (id, organization_id, client_key, user_id, kind, at, utc_offset_min, site_id, latitude, longitude, distance_m, geofence, created_by, created_at)
         select 'bench-punch-' || w || '-' || d || '-' || $3::int, $1, 'bench-punch-' || w || '-' || d || '-' || $3::int,
                'bench-worker-' || w, $4, ($2::date + d + $5::time) at time zone 'UTC', 0, 'bench-clock-site',
                40.7128, -74.006, 0, 'inside', 'bench-worker-' || w, ($2::date + d + $5::time) at time zone 'UTC'
         from generate_series(1, $6::int) as w, generate_series(0, 4) as d`,
        [organizationId, weekStart, index, kind, time, workers],
      );
    }
    for (const table of ["time_punches", "employees", "users", "members"])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}
