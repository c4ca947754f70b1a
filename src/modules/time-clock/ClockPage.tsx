import { useMemo } from "react";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useOutbox } from "../../web/lib/use-outbox.ts";
import { Card } from "../../web/ui/card.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { Skeleton } from "../../web/ui/skeleton.tsx";
import { WaitingRecords } from "../../web/ui/waiting-records.tsx";
import { shownClock, waitingPunchesOf } from "./clock-state.ts";
import { TIME_CLOCK_MSG, TIME_CLOCK_OUTBOX_KIND } from "./time-clock.constants.ts";
import { useClock } from "./time-clock-api.ts";
import { ClockPanel } from "./components/ClockPanel.tsx";
import { RecentPunches } from "./components/RecentPunches.tsx";
import { TimeClockHeader } from "./components/TimeClockHeader.tsx";

const KINDS = [TIME_CLOCK_OUTBOX_KIND];

/**
 * /dashboard/time-clock (issue 31), phone first: where the worker stands (clocked out, on the clock, on a break)
 * with the time running, the punches they may make now, their recent punches, and those waiting on the phone. The
 * state shown is the server's followed by the punches kept on the device (clock-state.ts), so a worker who
 * clocked in with no connection sees Start Break and Clock Out.
 */
export function ClockPage() {
  useDocumentTitle("Time Clock");
  const clock = useClock();
  const entries = useOutbox(KINDS);
  const waiting = useMemo(() => waitingPunchesOf(entries), [entries]);
  const shown = useMemo(() => (clock.data ? shownClock(clock.data, waiting) : null), [clock.data, waiting]);

  return (
    <div className="space-y-6">
      <TimeClockHeader />
      <WaitingRecords kinds={KINDS} title="Punches waiting to be sent" />
      {clock.data && shown ? (
        <>
          <ClockPanel clock={clock.data} shown={shown} />
          <RecentPunches punches={clock.data.recent} />
        </>
      ) : clock.isError ? (
        <LoadError
          title={TIME_CLOCK_MSG.fetchError}
          message={clock.error.message}
          retrying={clock.isFetching}
          onRetry={() => void clock.refetch()}
        />
      ) : (
        <Card role="status" aria-label="Loading the time clock" className="space-y-4 p-5">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-14 w-full" />
        </Card>
      )}
    </div>
  );
}
