import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "../../../web/ui/button.tsx";
import type { ChartSpec } from "./chart-spec.ts";

/**
 * A chart and the table of the same figures (issue 17: charts where people look, a table for screen readers and
 * for reading). The table is always in the page: shown on "Table", otherwise for screen readers only. chart.js is
 * fetched with the first chart, after the figures are on screen.
 */
export function FigureChart({
  id,
  summary,
  spec,
  height = 240,
  children,
}: {
  id: string;
  summary: string;
  spec: ChartSpec;
  height?: number;
  children: ReactNode;
}) {
  const [view, setView] = useState<"chart" | "table">("chart");
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (view !== "chart") return;
    let chart: { destroy: () => void } | null = null;
    let live = true;
    import("./chart-draw.ts").then(
      ({ drawChart }) => {
        if (live && canvas.current) chart = drawChart(canvas.current, spec);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [spec, view]);

  const showTable = view === "table" || failed;
  return (
    <figure className="min-w-0 space-y-2" aria-labelledby={`${id}-caption`}>
      <div className="flex items-center justify-between gap-2">
        <figcaption id={`${id}-caption`} className="text-sm text-slate-700">
          {summary}
        </figcaption>
        <div className="flex shrink-0 gap-1" role="group" aria-label="Show as">
          {(["chart", "table"] as const).map((v) => (
            <Button
              key={v}
              type="button"
              size="sm"
              variant={view === v ? "default" : "ghost"}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === "chart" ? "Chart" : "Table"}
            </Button>
          ))}
        </div>
      </div>
      {view === "chart" && !failed ? (
        <div style={{ height }} className="relative w-full min-w-0">
          <canvas ref={canvas} role="img" aria-label={summary} />
        </div>
      ) : null}
      <div className={showTable ? "overflow-x-auto" : "sr-only"}>{children}</div>
    </figure>
  );
}
