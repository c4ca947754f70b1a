import { textRows } from "../../../web/lib/text-rows.ts";

/** The Services and Portfolio dialogs' rows as the form keeps them: text, with a key per row (decision 19). */

export const serviceRows = textRows("service", ["id", "title", "description", "icon"]);
export const portfolioRows = textRows("project", ["id", "title", "description", "category", "projectUrl", "image"]);

/** The rows as the contract's schema reads them (it checks the icon and the rest). */

/** A new row's id on the site: random, so that two editors never give two rows one id. */
export const newRowId = () => crypto.randomUUID();

export const servicesOfRows = (value: string) =>
  serviceRows
    .read(value)
    .map((r) => ({ id: r.id || newRowId(), title: r.title, description: r.description, icon: r.icon }));

export const portfolioOfRows = (value: string) =>
  portfolioRows.read(value).map((r) => ({
    id: r.id || newRowId(),
    title: r.title,
    description: r.description,
    category: r.category,
    projectUrl: r.projectUrl,
    image: r.image || null,
  }));
