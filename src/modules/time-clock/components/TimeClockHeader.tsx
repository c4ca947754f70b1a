import type { ReactNode } from "react";
import { paths } from "../../../web/paths.ts";
import { PageHeader } from "../../../web/ui/page-header.tsx";
import { TabLinks } from "../../../web/ui/tab-links.tsx";

/** The module's heading and its two tabs: the clock and the timesheets. */
export function TimeClockHeader({ actions }: { actions?: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeader
        title="Time Clock"
        description="Clock in and out on site, take breaks, and see each week's hours."
        actions={actions}
      />
      <TabLinks
        label="Time clock"
        tabs={[
          { to: paths.timeClock.home, label: "Clock", end: true },
          { to: paths.timeClock.timesheets, label: "Timesheets", end: true },
        ]}
      />
    </div>
  );
}
