import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import type { ChartSpec } from "./chart-spec.ts";

// chart.js with only what the analytics charts draw (decision 0035): its own chunk, loaded after the page's figures show.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Tooltip,
  Legend,
);

/** Draws `spec` on `canvas`; answers the chart, to destroy when the figures change or the page goes. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  const doughnut = spec.type === "doughnut";
  return new Chart(canvas, {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.datasets.map((d) => ({
        label: d.label,
        data: d.data,
        backgroundColor: doughnut ? spec.colors : d.color,
        borderColor: doughnut ? "#ffffff" : d.color,
        borderWidth: spec.type === "line" ? 2 : 1,
        pointRadius: spec.type === "line" ? 2 : undefined,
        tension: 0.25,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: spec.horizontal ? "y" : "x",
      plugins: {
        legend: { display: doughnut || spec.datasets.length > 1, position: "bottom", labels: { boxWidth: 12 } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${spec.format(Number(item.raw))}` } },
      },
      // The value axis shows formatted values; the category axis keeps chart.js's own labels (a callback given
      // as undefined would replace them with the indexes).
      scales: doughnut
        ? {}
        : spec.horizontal
          ? {
              x: {
                stacked: spec.stacked,
                beginAtZero: true,
                max: spec.max,
                ticks: { maxRotation: 0, callback: (v) => spec.format(Number(v)) },
              },
              y: { stacked: spec.stacked, ticks: { autoSkip: false } },
            }
          : {
              x: { stacked: spec.stacked, ticks: { maxRotation: 0, autoSkip: true } },
              y: {
                stacked: spec.stacked,
                beginAtZero: true,
                max: spec.max,
                ticks: { callback: (v) => spec.format(Number(v)) },
              },
            },
    },
  });
}
