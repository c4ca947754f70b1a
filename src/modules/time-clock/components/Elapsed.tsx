import { useEffect, useState } from "react";
import { elapsedText } from "../clock-text.ts";

/** The time run since `since`, ticking each second ("2:05:13"); not a live region: a reader asks for it. */
export function Elapsed({ since, label }: { since: string; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="text-base text-slate-700">
      {label}{" "}
      <time dateTime={since} className="font-mono text-2xl font-semibold tabular-nums text-ink">
        {elapsedText(now - Date.parse(since))}
      </time>
    </p>
  );
}
