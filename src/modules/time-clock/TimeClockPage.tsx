import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { ListSkeleton } from "../../web/ui/list-states.tsx";
import { ClockPage } from "./ClockPage.tsx";

// The clock is what a worker opens on a phone on site: the timesheets (tables, admin dialogs) load apart from it.
const TimesheetsPage = lazy(() => import("./TimesheetsPage.tsx").then((m) => ({ default: m.TimesheetsPage })));

/**
 * The Time Clock under /dashboard/time-clock/* (issue 31): the clock (clock in for a job site, breaks, clock out,
 * each with the position read once, kept on the phone when offline) and the week's timesheets.
 */
export function TimeClockPage() {
  return (
    <Routes>
      <Route index element={<ClockPage />} />
      <Route
        path="timesheets"
        element={
          <Suspense fallback={<ListSkeleton label="Loading timesheets" />}>
            <TimesheetsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={paths.timeClock.home} replace />} />
    </Routes>
  );
}
