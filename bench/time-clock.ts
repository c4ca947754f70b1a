import pg from "pg";
import { addDays } from "../src/shared/calendar.ts";

/**
 * Issue 31's timesheet budget on PostgreSQL: `workers` members of the organization, each with an employee record
 * and a rate, and ten punches a day for five days of each of `weeks` weeks, the first starting `weekStart` (two
 * shifts a day, each with a break): `workers` × 50 punches a week, seeded directly (the data version triggers off
 * while seeding). A site with a geofence; punches inside it.
 */
export async function seedTimeClock(
  databaseUrl: string,
  organizationId: string,
  workers: number,
  weekStart: string,
  weeks = 1,
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
    // Inserted in time order, as punches arrive.
    await client.query("set session_replication_role = replica");
    await client.query(
      `insert into time_punches (id, organization_id, client_key, user_id, kind, at, utc_offset_min, site_id, latitude, longitude, distance_m, geofence, created_by, created_at, updated_at)
       select key, $1, key, 'bench-worker-' || w, p.kind, at, 0, 'bench-clock-site', 40.7128, -74.006, 0, 'inside',
              'bench-worker-' || w, at, at
       from generate_series(0, 7 * $4::int - 1) as d,
            (values (0, 'in', time '06:00'), (1, 'break_start', time '09:00'), (2, 'break_end', time '09:15'),
                    (3, 'break_start', time '12:00'), (4, 'break_end', time '12:30'), (5, 'out', time '14:00'),
                    (6, 'in', time '15:00'), (7, 'break_start', time '17:00'), (8, 'break_end', time '17:10'),
                    (9, 'out', time '19:00')) as p(i, kind, t),
            generate_series(1, $3::int) as w,
            lateral (select ($2::date + d + p.t) at time zone 'UTC' as at,
                            'bench-punch-' || w || '-' || d || '-' || p.i as key) as k
       where d % 7 < 5
       order by at, w`,
      [organizationId, weekStart, workers, weeks],
    );
    await client.query("set session_replication_role = origin");
    for (const table of ["time_punches", "employees", "users", "members"])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}

/**
 * `reads` requests of the week, each after one worker's new punch (the live case: that worker is counted again):
 * their p50 and p99 in ms.
 */
export async function timeLiveWeeks(
  databaseUrl: string,
  organizationId: string,
  url: string,
  cookie: string,
  weekStart: string,
  reads: number,
): Promise<{ p50: number; p99: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await timed(reads, async (i) => {
      await client.query(
        `insert into time_punches (id, organization_id, client_key, user_id, kind, at, site_id, geofence, created_by)
         values ($2, $1, $2, 'bench-worker-' || (1 + $3::int % 200), 'break_start', (($4::date + 5 + time '08:00') at time zone 'UTC') + ($3::int || ' seconds')::interval,
                 'bench-clock-site', 'inside', 'bench-worker-' || (1 + $3::int % 200))`,
        [organizationId, `bench-live-${i}`, i, weekStart],
      );
      return { url, cookie };
    });
  } finally {
    await client.end();
  }
}

/** Each of `weeks` seeded weeks read once, for the first time: every worker counted from the punches. */
export async function timeFirstReads(
  serverUrl: string,
  cookie: string,
  weekStart: string,
  weeks: number,
): Promise<{ p50: number; p99: number }> {
  return timed(weeks, async (i) => ({
    url: `${serverUrl}/api/time-clock/timesheets?week=${addDays(weekStart, 7 * i)}`,
    cookie,
  }));
}

async function timed(
  reads: number,
  before: (i: number) => Promise<{ url: string; cookie: string }>,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < reads; i++) {
    const { url, cookie } = await before(i);
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as { rows?: unknown[] };
    if (!res.ok || body.rows?.length !== 200) throw new Error(`GET ${url}: ${res.status}, ${body.rows?.length} rows`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
