import type { Template } from "../invoicing.contract.ts";
import type { DocumentKind } from "../invoicing.constants.ts";
import {
  defaultSections,
  type ItemColumn,
  type ItemColumnId,
  type SECTION_FLAGS,
  type TemplateSections,
} from "../template-sections.ts";

/** What the Template Builder's form holds: a template as being edited, saved or not. */
export type TemplateDraft = { name: string; kind: DocumentKind; isDefault: boolean; sections: TemplateSections };

export const KIND_LABELS: Record<DocumentKind, string> = { estimate: "Estimate", invoice: "Invoice" };

/** The checkbox groups (every section but the items table's columns). */
export type FlagGroup = keyof typeof SECTION_FLAGS;
export const FLAG_GROUPS: readonly FlagGroup[] = ["header", "clientInfo", "summary", "footer"];

/** A new template: every section on, no name yet. */
export const newDraft = (kind: DocumentKind = "estimate"): TemplateDraft => ({
  name: "",
  kind,
  isDefault: false,
  sections: defaultSections(),
});

/** The description column is always shown, whatever a stored template says. */
const withItemShown = (columns: readonly ItemColumn[]): ItemColumn[] =>
  columns.map((c) => (c.id === "item" ? { ...c, enabled: true } : { ...c }));

/** A saved template loaded into the form. */
export function draftOf(template: Template): TemplateDraft {
  const s = template.sections;
  return {
    name: template.name,
    kind: template.kind,
    isDefault: template.isDefault,
    sections: {
      header: { ...s.header },
      clientInfo: { ...s.clientInfo },
      itemsTable: withItemShown(s.itemsTable),
      summary: { ...s.summary },
      footer: { ...s.footer },
    },
  };
}

/** Whether a flag of a checkbox group is on. */
export function flagOf(sections: TemplateSections, group: FlagGroup, key: string): boolean {
  const values: Readonly<Record<string, boolean>> = sections[group];
  return values[key] === true;
}

/** The sections with one flag of a checkbox group turned on or off. */
export function withFlag(sections: TemplateSections, group: FlagGroup, key: string, on: boolean): TemplateSections {
  switch (group) {
    case "header":
      return { ...sections, header: { ...sections.header, [key]: on } };
    case "clientInfo":
      return { ...sections, clientInfo: { ...sections.clientInfo, [key]: on } };
    case "summary":
      return { ...sections, summary: { ...sections.summary, [key]: on } };
    case "footer":
      return { ...sections, footer: { ...sections.footer, [key]: on } };
  }
}

/** The sections with one column's label or visibility changed (the description column stays shown). */
export function withColumn(
  sections: TemplateSections,
  id: ItemColumnId,
  change: { label?: string; enabled?: boolean },
): TemplateSections {
  return {
    ...sections,
    itemsTable: sections.itemsTable.map((c) =>
      c.id === id ? { ...c, ...change, enabled: id === "item" ? true : (change.enabled ?? c.enabled) } : c,
    ),
  };
}

/** The sections with the column at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function withColumnMoved(sections: TemplateSections, index: number, delta: -1 | 1): TemplateSections {
  const to = index + delta;
  const columns = [...sections.itemsTable];
  const moving = columns[index];
  const other = columns[to];
  if (!moving || !other) return sections;
  columns[index] = other;
  columns[to] = moving;
  return { ...sections, itemsTable: columns };
}

export type ColumnErrors = Partial<Record<ItemColumnId, string>>;
export const COLUMN_LABEL_REQUIRED = "Each column needs a label.";

/** The columns whose label is empty (the contract asks for one on each), before a save or a preview. */
export function columnErrors(sections: TemplateSections): ColumnErrors {
  const errors: ColumnErrors = {};
  for (const c of sections.itemsTable) if (!c.label.trim()) errors[c.id] = COLUMN_LABEL_REQUIRED;
  return errors;
}

/** The element id of a column's label input (its error is `${id}-error`). */
export const columnLabelId = (id: ItemColumnId) => `template-column-${id}-label`;

/** Built-in templates first, then the organization's (the server's order within each). */
export const builtInFirst = (templates: readonly Template[]): Template[] => [
  ...templates.filter((t) => t.builtIn),
  ...templates.filter((t) => !t.builtIn),
];
