/** What an analytics chart shows: the same figures as its table, for chart.js (chart-draw.ts). No chart.js here. */
export type ChartSpec = {
  type: "bar" | "line" | "doughnut";
  labels: string[];
  datasets: { label: string; data: number[]; color: string }[];
  /** A doughnut's slice colours. */
  colors?: string[];
  format: (value: number) => string;
  stacked?: boolean;
  /** Bars along the x axis (long labels, many rows: project names). */
  horizontal?: boolean;
  /** The value axis's end (100 for percentages); chart.js's own otherwise. */
  max?: number;
};

/** The charts' colours: the brand's blue first, then distinct hues with enough contrast on white. */
export const CHART_COLORS = [
  "#2563eb",
  "#16a34a",
  "#d97706",
  "#dc2626",
  "#7c3aed",
  "#0891b2",
  "#be185d",
  "#4b5563",
] as const;
export const chartColor = (i: number): string => CHART_COLORS[i % CHART_COLORS.length] ?? "#2563eb";
