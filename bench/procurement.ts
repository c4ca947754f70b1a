import pg from "pg";

/**
 * Seeds an organization's procurement on PostgreSQL directly (an API round trip per row would take minutes):
 * `suppliers` suppliers, `items` items with an opening stock movement each (the trigger sets their quantities,
 * some low or out of stock), and `orders` purchase orders of three lines each, in every status.
 */
export async function seedProcurement(
  databaseUrl: string,
  organizationId: string,
  counts: { suppliers: number; items: number; orders: number },
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into suppliers (id, organization_id, name, contact_name, email, payment_terms)
       select 'bench-supplier-' || i, $1, (array['Harbor','Bay','Summit','Valley','Coastal'])[1 + i % 5] || ' Supply ' || lpad(i::text, 5, '0'),
              'Contact ' || i, 'orders' || i || '@supplier.example', 'Net 30'
       from generate_series(1, $2::int) as i`,
      [organizationId, counts.suppliers],
    );
    await client.query(
      `insert into inventory_items (id, organization_id, name, category, sku, unit, unit_price_cents, location, minimum_stock, reorder_point, supplier_id, created_at, updated_at)
       select 'bench-item-' || i, $1,
              (array['Portland cement','Rebar','Plywood sheet','Drywall','Anchor bolt','Gravel','Copper pipe','PVC conduit'])[1 + i % 8] || ' ' || lpad(i::text, 5, '0'),
              (array['Concrete','Steel','Lumber','Finishes','Fasteners','Aggregates','Plumbing','Electrical'])[1 + i % 8],
              'SKU-' || i, (array['bags','pcs','sheets','m','t'])[1 + i % 5], 100 + (i * 7919) % 50000,
              'Yard ' || (1 + i % 6), 5, 10, 'bench-supplier-' || (1 + i % $3::int), now() - (i || ' seconds')::interval, now()
       from generate_series(1, $2::int) as i`,
      [organizationId, counts.items, counts.suppliers],
    );
    // Opening stock: most items well stocked, one in ten at or below its reorder point (not zero: a movement
    // of zero is refused), the rest of the low ones none at all.
    await client.query(
      `insert into stock_movements (id, organization_id, item_id, kind, quantity, unit_cost_cents, reason)
       select gen_random_uuid()::text, $1, 'bench-item-' || i, 'received', case when i % 10 = 0 then 1 + i % 9 else 20 + i % 500 end, 100, 'Opening stock'
       from generate_series(1, $2::int) as i where i % 25 <> 0`,
      [organizationId, counts.items],
    );
    await client.query(
      `insert into purchase_orders (id, organization_id, number, supplier_id, status, expected_date, created_at, updated_at)
       select 'bench-order-' || i, $1, 'PO-2026-' || lpad(i::text, 5, '0'), 'bench-supplier-' || (1 + i % $3::int),
              (array['draft','sent','received','cancelled'])[1 + i % 4], date '2026-01-01' + (i % 365), now() - (i || ' seconds')::interval, now()
       from generate_series(1, $2::int) as i`,
      [organizationId, counts.orders, counts.suppliers],
    );
    await client.query(
      `insert into purchase_order_lines (id, organization_id, purchase_order_id, item_id, position, quantity, unit_price_cents)
       select gen_random_uuid()::text, $1, 'bench-order-' || i, 'bench-item-' || (1 + (i * 3 + p) % $3::int), p, 1 + (i + p) % 40, 100 + (i * p) % 9000
       from generate_series(1, $2::int) as i, generate_series(0, 2) as p`,
      [organizationId, counts.orders, counts.items],
    );
    await client.query(
      `update purchase_orders po set line_count = t.n, total_cents = t.total
       from (select purchase_order_id, count(*)::int as n, sum(round(quantity * unit_price_cents))::bigint as total from purchase_order_lines group by purchase_order_id) t
       where t.purchase_order_id = po.id`,
    );
    for (const table of ["suppliers", "inventory_items", "stock_movements", "purchase_orders", "purchase_order_lines"])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}
