// /optimize-resources and /analyze-equipment: crews against sites, work per assignee, equipment and its use.
import { LISTED, count, dollars, percentOf, percentText, type AiAnswer, type AiFigureRow } from "./ai-answer.rules.ts";
import type { AiDetailLevel } from "./ai.constants.ts";
import type { AiLink } from "./ai.contract.ts";

export type SiteCrewRow = {
  id: string;
  name: string;
  projectId: string | null;
  crewRequired: number;
  crewAssigned: number;
};
export type AssigneeLoad = { assignee: string; open: number; late: number };

export function resourcesAnswer(
  input: {
    sites: readonly SiteCrewRow[];
    crewRequired: number;
    crewAssigned: number;
    departments: readonly { department: string; employees: number }[];
    load: readonly AssigneeLoad[];
  },
  detail: AiDetailLevel,
): AiAnswer {
  const short = input.sites
    .filter((s) => s.crewAssigned < s.crewRequired)
    .sort(
      (a, b) => b.crewRequired - b.crewAssigned - (a.crewRequired - a.crewAssigned) || a.name.localeCompare(b.name),
    );
  const over = input.sites
    .filter((s) => s.crewAssigned > s.crewRequired)
    .sort(
      (a, b) => b.crewAssigned - b.crewRequired - (a.crewAssigned - a.crewRequired) || a.name.localeCompare(b.name),
    );
  const shortBy = short.reduce((s, x) => s + x.crewRequired - x.crewAssigned, 0);
  const spare = over.reduce((s, x) => s + x.crewAssigned - x.crewRequired, 0);
  const people = input.departments.reduce((s, d) => s + d.employees, 0);
  const load = [...input.load].sort(
    (a, b) => b.open - a.open || b.late - a.late || a.assignee.localeCompare(b.assignee),
  );
  const figures: AiFigureRow[] = [
    { label: "Active sites", value: String(input.sites.length) },
    {
      label: "Crew assigned / required",
      value: `${input.crewAssigned} / ${input.crewRequired} (${percentText(percentOf(input.crewAssigned, input.crewRequired))})`,
    },
    { label: "Sites short-staffed", value: `${short.length} (short ${count(shortBy, "person", "people")})` },
    { label: "Sites over-staffed", value: `${over.length} (${count(spare, "person", "people")} spare)` },
    ...short
      .slice(0, LISTED)
      .map((s) => ({ label: `Short: ${s.name}`, value: `${s.crewAssigned} of ${s.crewRequired}` })),
    ...over
      .slice(0, LISTED)
      .map((s) => ({ label: `Over: ${s.name}`, value: `${s.crewAssigned} for ${s.crewRequired}` })),
    { label: "Employees (not inactive)", value: String(people) },
    ...input.departments
      .slice(0, LISTED)
      .map((d) => ({ label: `Department: ${d.department}`, value: String(d.employees) })),
    ...load.slice(0, LISTED).map((l) => ({
      label: `Open tasks: ${l.assignee}`,
      value: l.late > 0 ? `${l.open} (${l.late} late)` : String(l.open),
    })),
  ];
  const links: AiLink[] = [...short, ...over]
    .slice(0, LISTED)
    .map((s) => ({ module: "field", id: s.id, label: s.name }));
  if (input.departments.length > 0) links.push({ module: "hr", id: null, label: "Employees" });
  if (load.length > 0) links.push({ module: "gantt", id: null, label: "Gantt chart" });

  const lines: string[] = [];
  if (input.sites.length === 0) lines.push("No job site is active today, so there is no crew to balance.");
  else {
    lines.push(
      `${input.crewAssigned} of the ${input.crewRequired} crew your ${count(input.sites.length, "active site")} need are assigned (${percentText(percentOf(input.crewAssigned, input.crewRequired))}).`,
    );
    if (short.length > 0)
      lines.push(
        `${count(short.length, "site")} ${short.length === 1 ? "is" : "are"} short by ${count(shortBy, "person", "people")} in all, most of all ${short[0]?.name} (${short[0]?.crewAssigned} of ${short[0]?.crewRequired}).`,
      );
    if (over.length > 0)
      lines.push(
        `${count(over.length, "site")} ${over.length === 1 ? "has" : "have"} ${count(spare, "person", "people")} more than required${short.length > 0 ? ": moving them to the short sites closes part of the gap" : ""}.`,
      );
    if (short.length === 0 && over.length === 0) lines.push("Every active site has exactly the crew it requires.");
  }
  if (detail === "detailed") {
    if (people > 0)
      lines.push(
        `${count(people, "employee")} across ${count(input.departments.length, "department")}: ${input.departments
          .slice(0, LISTED)
          .map((d) => `${d.department} ${d.employees}`)
          .join(", ")}.`,
      );
    const busiest = load[0];
    const lightest = load[load.length - 1];
    if (busiest && lightest && load.length > 1 && busiest.open > lightest.open) {
      lines.push(
        `On the Gantt chart ${busiest.assignee} has the most open tasks (${busiest.open}${busiest.late > 0 ? `, ${busiest.late} late` : ""}) and ${lightest.assignee} the fewest (${lightest.open}).`,
      );
    } else if (busiest) lines.push(`On the Gantt chart ${busiest.assignee} has ${count(busiest.open, "open task")}.`);
  }
  return {
    content: lines.join(" "),
    figures,
    links,
    sources: [
      "Ran /optimize-resources over the job sites active today (crew required and assigned), employees by department and open Gantt tasks by assignee",
    ],
  };
}

export type EquipmentInput = {
  summary: {
    itemCount: number;
    stockValueCents: number;
    lowStockCount: number;
    outOfStockCount: number;
    openOrderCount: number;
    openOrderValueCents: number;
  };
  categories: { category: string; items: number; valueCents: number; low: number }[];
  lowStock: { id: string; name: string; quantity: string; unit: string; status: string }[];
  openOrders: {
    id: string;
    number: string;
    supplier: string;
    status: string;
    expectedDate: string | null;
    totalCents: number;
  }[];
  /** Stock movements of the last 30 days by kind (quantities signed as stored), and the latest few. */
  movements: { kind: string; movements: number }[];
  recent: { itemName: string; kind: string; quantity: string; date: string }[];
};

/** Whether an inventory category is equipment (tools, machinery) rather than material. */
export const isEquipmentCategory = (category: string): boolean => /equip|tool|machin|plant|vehicle/i.test(category);

export function equipmentAnswer(input: EquipmentInput, detail: AiDetailLevel): AiAnswer {
  const s = input.summary;
  const equipment = input.categories.filter((c) => isEquipmentCategory(c.category));
  const equipmentItems = equipment.reduce((n, c) => n + c.items, 0);
  const movementCount = input.movements.reduce((n, m) => n + m.movements, 0);
  const figures: AiFigureRow[] = [
    { label: "Inventory items", value: String(s.itemCount) },
    { label: "Stock value", value: dollars(s.stockValueCents) },
    { label: "Low stock", value: String(s.lowStockCount) },
    { label: "Out of stock", value: String(s.outOfStockCount) },
    { label: "Open purchase orders", value: `${s.openOrderCount} · ${dollars(s.openOrderValueCents)}` },
    { label: "Stock movements, last 30 days", value: String(movementCount) },
    ...input.categories.slice(0, LISTED).map((c) => ({
      label: `Category: ${c.category}`,
      value: `${count(c.items, "item")} · ${dollars(c.valueCents)}`,
    })),
    ...input.lowStock
      .slice(0, LISTED)
      .map((i) => ({ label: `${i.status}: ${i.name}`, value: `${i.quantity} ${i.unit}` })),
  ];
  if (equipment.length > 0) figures.splice(1, 0, { label: "Equipment items", value: String(equipmentItems) });
  const links: AiLink[] = [
    ...input.lowStock.slice(0, LISTED).map((i) => ({ module: "procurement" as const, id: i.id, label: i.name })),
    ...input.openOrders
      .slice(0, LISTED)
      .map((o) => ({ module: "procurement" as const, id: o.id, label: `PO ${o.number}` })),
  ];
  if (links.length === 0) links.push({ module: "procurement", id: null, label: "Inventory" });

  const lines: string[] = [];
  if (s.itemCount === 0) lines.push("The inventory has no items yet.");
  else {
    lines.push(
      `The inventory holds ${count(s.itemCount, "item")} worth ${dollars(s.stockValueCents)}${equipment.length > 0 ? `, ${equipmentItems} of them equipment` : ""}.`,
    );
    const attention = s.lowStockCount + s.outOfStockCount;
    lines.push(
      attention === 0
        ? "Nothing is at or below its reorder point."
        : `${count(attention, "item")} need${attention === 1 ? "s" : ""} reordering (${s.outOfStockCount} out of stock, ${s.lowStockCount} low)${input.lowStock[0] ? `, first ${input.lowStock[0].name}` : ""}.`,
    );
  }
  lines.push(
    s.openOrderCount === 0
      ? "No purchase order is open."
      : `${count(s.openOrderCount, "purchase order")} ${s.openOrderCount === 1 ? "is" : "are"} open, worth ${dollars(s.openOrderValueCents)}.`,
  );
  if (detail === "detailed") {
    if (movementCount > 0)
      lines.push(
        `In the last 30 days stock moved ${count(movementCount, "time")}: ${input.movements.map((m) => `${m.movements} ${m.kind}`).join(", ")}.`,
      );
    if (input.recent.length > 0)
      lines.push(
        `Latest: ${input.recent
          .slice(0, 3)
          .map((r) => `${r.itemName} ${r.kind} ${r.quantity} on ${r.date}`)
          .join("; ")}.`,
      );
    const due = input.openOrders
      .filter((o) => o.expectedDate !== null)
      .sort((a, b) => ((a.expectedDate ?? "") < (b.expectedDate ?? "") ? -1 : 1))[0];
    if (due) lines.push(`The next order expected is ${due.number} from ${due.supplier} on ${due.expectedDate}.`);
  }
  return {
    content: lines.join(" "),
    figures,
    links,
    sources: [
      "Ran /analyze-equipment over the inventory (by category, low stock), open purchase orders and the last 30 days of stock movements",
    ],
  };
}
