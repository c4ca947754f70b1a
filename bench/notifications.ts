import pg from "pg";

/**
 * Notifications on PostgreSQL (issue 30's budgets): an organization of 100 members, one of whom has 100,000
 * notifications (a tenth unread), seeded directly; then the time an event takes to be recorded (one insert, as
 * `recordEvent` does) and to reach all 100 bells through the running server's fan-out.
 */
export async function seedNotifications(
  databaseUrl: string,
  organizationId: string,
  counts: { members: number; notifications: number },
): Promise<{ userId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string }>(
      "select user_id from members where organization_id = $1 limit 1",
      [organizationId],
    );
    const userId = rows[0]?.user_id;
    if (!userId) throw new Error("no member to seed notifications for");
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'bench-member-' || i, 'Bench Member ' || i, 'bench-member-' || i || '@example.com', true, now(), now()
       from generate_series(2, $1::int) as i`,
      [counts.members],
    );
    await client.query(
      `insert into members (id, organization_id, user_id, role)
       select 'bench-membership-' || i, $1, 'bench-member-' || i, 'member' from generate_series(2, $2::int) as i`,
      [organizationId, counts.members],
    );
    await client.query(
      `insert into notification_events (id, organization_id, kind, key, audience, title, created_at, fanned_out_at)
       select 'bench-event-' || i, $1, 'stock_low', 'bench-' || i, '{"type":"admins"}', 'Bench event ' || i,
              now() - (i || ' minutes')::interval, now()
       from generate_series(1, $2::int) as i`,
      [organizationId, counts.notifications],
    );
    await client.query(
      `insert into notifications (id, organization_id, user_id, event_id, kind, title, created_at, read_at)
       select 'bench-notice-' || i, $1, $2, 'bench-event-' || i, 'stock_low', 'Bench event ' || i,
              now() - (i || ' minutes')::interval, case when i % 10 = 0 then null else now() end
       from generate_series(1, $3::int) as i`,
      [organizationId, userId, counts.notifications],
    );
    for (const table of ["users", "members", "notification_events", "notifications"])
      await client.query(`vacuum analyze ${table}`);
    return { userId };
  } finally {
    await client.end();
  }
}

/**
 * Records an event for every member (as `recordEvent` does: one insert) and waits until each member has it in
 * their bell (the server's fan-out, every second): the insert's time, and the time to the last bell.
 */
export async function timeEventToBells(
  databaseUrl: string,
  organizationId: string,
  members: number,
): Promise<{ recordMs: number; deliveredMs: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const key = `bench-live-${Date.now()}`;
    const started = performance.now();
    const { rows } = await client.query<{ id: string }>(
      `insert into notification_events (id, organization_id, kind, key, audience, title)
       values (gen_random_uuid()::text, $1, 'stock_low', $2, '{"type":"members"}', 'Rebar below reorder level')
       returning id`,
      [organizationId, key],
    );
    const recordMs = performance.now() - started;
    const eventId = rows[0]?.id;
    for (;;) {
      const { rows: told } = await client.query<{ n: number }>(
        "select count(*)::int as n from notifications where event_id = $1",
        [eventId],
      );
      if ((told[0]?.n ?? 0) >= members) return { recordMs, deliveredMs: performance.now() - started };
      if (performance.now() - started > 30_000) throw new Error("the event did not reach every bell in 30 s");
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}

/**
 * Every bench member gets a browser that allowed push (at the fake push service), and the first `phones` a verified
 * phone with texts on: what an event then goes out on, besides e-mail and the organization's Slack.
 */
export async function seedChannels(
  databaseUrl: string,
  organizationId: string,
  devices: { endpoint: string; keys: { p256dh: string; auth: string } }[],
  phones: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string }>(
      "select user_id from members where organization_id = $1 order by user_id",
      [organizationId],
    );
    for (const [i, { user_id: userId }] of rows.entries()) {
      const device = devices[i];
      if (device)
        await client.query(
          "insert into push_subscriptions (id, user_id, endpoint, p256dh, auth) values (gen_random_uuid()::text, $1, $2, $3, $4)",
          [userId, device.endpoint, device.keys.p256dh, device.keys.auth],
        );
      if (i < phones) {
        await client.query("insert into user_phones (user_id, phone, verified_at) values ($1, $2, now())", [
          userId,
          `+1555020${String(i).padStart(4, "0")}`,
        ]);
        await client.query(
          `insert into user_settings (user_id, notifications, integrations) values ($1, '{"sms": true}', '{}')
           on conflict (user_id) do update set notifications = '{"sms": true}'`,
          [userId],
        );
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Records an event for every member (one insert, as `recordEvent` does) and waits until every delivery it made is
 * settled: e-mails taken by the SMTP server, pushes by the push service, texts by the SMS API, the Slack post. The
 * hour's counts are cleared first (the caps would otherwise hold the later runs' messages for the next hour).
 */
export async function timeEventToChannels(
  databaseUrl: string,
  organizationId: string,
  expected: number,
): Promise<{ deliveredMs: number; sent: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("delete from notification_rates where organization_id = $1", [organizationId]);
    const key = `bench-channels-${Date.now()}`;
    const started = performance.now();
    const { rows } = await client.query<{ id: string }>(
      `insert into notification_events (id, organization_id, kind, key, audience, title)
       values (gen_random_uuid()::text, $1, 'website_message', $2, '{"type":"members"}', 'A visitor wrote through the website')
       returning id`,
      [organizationId, key],
    );
    const eventId = rows[0]?.id;
    for (;;) {
      const { rows: done } = await client.query<{ settled: number; sent: number; mailed: number; emails: number }>(
        `select count(*) filter (where d.status in ('sent', 'skipped', 'dead'))::int as settled,
                count(*) filter (where d.status = 'sent')::int as sent,
                count(*) filter (where d.channel = 'email')::int as emails,
                count(m.id) filter (where m.status = 'sent')::int as mailed
         from notification_deliveries d left join mail_outbox m on m.id::text = d.id
         where d.event_id = $1`,
        [eventId],
      );
      const row = done[0];
      if (row && row.settled >= expected && row.mailed >= row.emails)
        return { deliveredMs: performance.now() - started, sent: row.sent };
      if (performance.now() - started > 60_000)
        throw new Error(`the event was not delivered in 60 s: ${JSON.stringify(row)} of ${expected}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}
