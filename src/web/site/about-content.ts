/** Copy for the About page (spec: About). */

export const MISSION =
  "To give every construction business, from a two-person specialty shop to a multi-site general contractor, the tools to plan, build and get paid with less paperwork and fewer surprises.";

export const VISION =
  "A construction industry where every team works from the same up-to-date information, so projects finish on time, on budget and safely.";

export const CORE_VALUES = [
  { title: "Innovation", text: "We build practical technology that solves real problems on real job sites." },
  { title: "Excellence", text: "We hold our product to the same standard our customers hold their work." },
  {
    title: "Reliability",
    text: "Your data and your schedule depend on us, so we make sure we are there when you need us.",
  },
  { title: "Growth", text: "We grow by helping our customers grow: more projects, better margins, stronger teams." },
] as const;

export const ABOUT_FIGURES = [
  { value: "10,000+", label: "Active users" },
  { value: "5,000+", label: "Projects managed" },
  { value: "8+", label: "Years in the industry" },
  { value: "50+", label: "Awards won" },
] as const;

export const IMPACT_CARDS = [
  {
    title: "Industry Innovation",
    text: "We bring modern software to the trades: scheduling, estimating, field reporting and analytics that work as well on a phone at the site as on a desk in the office.",
  },
  {
    title: "Sustainability",
    text: "Better planning means less waste. Accurate estimates, tighter procurement and paperless documents help our customers use fewer materials and fewer trips.",
  },
  {
    title: "Community",
    text: "We support the people who build our cities: apprenticeship programs, local trade associations and a safety-first culture on every job.",
  },
] as const;
