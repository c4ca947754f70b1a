import type { FormSpec } from "../../../web/lib/form-check.ts";
import { portfolioChange } from "../websites.contract.ts";
import type { SitePortfolioProject } from "../websites.rules.ts";
import { portfolioOfRows, portfolioRows } from "./section-rows.ts";

/** The Portfolio dialog (spec §5): title, description and category for every project; picture and address optional. */
export const portfolioForm: FormSpec<"portfolio", { portfolio: SitePortfolioProject[] }> = {
  keys: ["portfolio"],
  idPrefix: "portfolio",
  parse: (values) => portfolioChange.safeParse({ portfolio: portfolioOfRows(values.portfolio) }),
};

export const initialPortfolioValues = (portfolio: readonly SitePortfolioProject[]) => ({
  portfolio: portfolioRows.write(portfolio.map((p) => ({ ...p, key: p.id, image: p.image ?? "" }))),
});
