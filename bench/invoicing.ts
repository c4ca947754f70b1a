import pg from "pg";

/**
 * Seeds an organization's estimates and invoices on PostgreSQL directly: `count` of each, 20 lines apiece,
 * in every stored status, dated over two years, with invoices part paid so every derived status occurs.
 */
export async function seedInvoicing(databaseUrl: string, organizationId: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into sales_documents (id, organization_id, kind, number, status, document_date, valid_until, payment_terms, due_date,
              client_name, client_email, line_count, subtotal_cents, tax_cents, total_cents, paid_cents, created_at, updated_at)
       select 'bench-' || k.kind || '-' || i, $1, k.kind,
              (case when k.kind = 'estimate' then 'EST-' else 'INV-' end) || (2025 + i % 2) || '-' || lpad((i % 10000)::text, 4, '0') || '-' || i,
              case when k.kind = 'estimate' then (array['draft','sent','viewed','accepted','declined'])[1 + i % 5] else (array['draft','sent','viewed','void'])[1 + i % 4] end,
              date '2025-01-01' + (i % 700),
              case when k.kind = 'estimate' then date '2025-01-01' + (i % 700) + 30 end,
              case when k.kind = 'invoice' then 'Net 30' end,
              case when k.kind = 'invoice' then date '2025-01-01' + (i % 700) + 30 end,
              (array['Harbor Homes','Summit Builders','Valley Dental','Coastal Retail','Bay Schools'])[1 + i % 5] || ' ' || (i % 997),
              'client' || i || '@example.com', 20, 2000000, 165000, 2165000,
              case when k.kind = 'invoice' and i % 4 in (1, 2) then (i % 3) * 1000000 else 0 end,
              now() - (i || ' seconds')::interval, now()
       from generate_series(1, $2::int) as i, (values ('estimate'), ('invoice')) as k(kind)`,
      [organizationId, count],
    );
    await client.query(
      `insert into sales_document_lines (id, organization_id, document_id, position, description, quantity, unit, unit_price_cents, tax_rate, net_cents, tax_cents, total_cents)
       select gen_random_uuid()::text, $1, d.id, p, 'Line ' || p, 1, 'ea', 100000, 8.25, 100000, 8250, 108250
       from sales_documents d, generate_series(0, 19) as p where d.organization_id = $1`,
      [organizationId],
    );
    for (const table of ["sales_documents", "sales_document_lines"]) await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}
