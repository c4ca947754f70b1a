import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import { sendOrKeep } from "../../web/lib/outbox.ts";
import { PUNCH_KIND_LABELS, TIME_CLOCK_MSG, TIME_CLOCK_OUTBOX_KIND } from "./time-clock.constants.ts";
import type {
  ApproveInput,
  PunchCorrectionInput,
  PunchInput,
  ReopenInput,
  TimeClockSettings,
} from "./time-clock.contract.ts";
import { timeClockEndpoints } from "./time-clock.routes.ts";

/** The Time Clock's server calls and their keys (browser only). */

export const timeClockKeys = {
  all: ["time-clock"] as const,
  clock: () => [...timeClockKeys.all, "clock"] as const,
  weeks: () => [...timeClockKeys.all, "week"] as const,
  week: (week: string) => [...timeClockKeys.weeks(), week] as const,
  sheets: () => [...timeClockKeys.all, "sheet"] as const,
  sheet: (userId: string, week: string) => [...timeClockKeys.sheets(), userId, week] as const,
  settings: () => [...timeClockKeys.all, "settings"] as const,
};

/** `week` "" asks for the server's current week. */
const weekQuery = (week: string) => (week ? { week } : {});

export const timeClockQueries = {
  clock: () =>
    queryOptions({
      queryKey: timeClockKeys.clock(),
      queryFn: ({ signal }) => call(timeClockEndpoints.clock, { signal }),
    }),
  week: (week: string) =>
    queryOptions({
      queryKey: timeClockKeys.week(week),
      queryFn: ({ signal }) => call(timeClockEndpoints.week, { query: weekQuery(week), signal }),
    }),
  sheet: (userId: string, week: string) =>
    queryOptions({
      queryKey: timeClockKeys.sheet(userId, week),
      queryFn: ({ signal }) => call(timeClockEndpoints.sheet, { params: { userId }, query: weekQuery(week), signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: timeClockKeys.settings(),
      queryFn: ({ signal }) => call(timeClockEndpoints.settings, { signal }),
    }),
};

/** The caller's clock: state, open shift, recent punches, and the sites and cost codes to clock in for. */
export const useClock = () => useQuery(timeClockQueries.clock());
export const useTimesheetWeek = (week: string) => useQuery(timeClockQueries.week(week));
export const useTimesheet = (userId: string, week: string) => useQuery(timeClockQueries.sheet(userId, week));
export const useTimeClockSettings = () => useQuery(timeClockQueries.settings());

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: timeClockKeys.all });
}

/**
 * A punch, sent now or, with no connection, kept on the device with its own `at` and sent once when the
 * connection returns (the outbox, decision 0028): its `clientKey` makes it once however often it is sent. Answers
 * `{ sent: false }` when kept (the screen says TIME_CLOCK_MSG.kept); a refusal (409…) is thrown.
 */
export const sendPunch = ({ input, siteName }: { input: PunchInput; siteName: string }) =>
  sendOrKeep(
    timeClockEndpoints.punch,
    { body: input },
    {
      key: input.clientKey,
      kind: TIME_CLOCK_OUTBOX_KIND,
      label: punchLabel(input, siteName),
      sentMessage: TIME_CLOCK_MSG.punched,
    },
  );

/** What a waiting punch is called: "Clock In, North Gate — Nov 29, 7:02 AM". */
function punchLabel(input: PunchInput, siteName: string): string {
  const at = new Date(input.at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return `${PUNCH_KIND_LABELS[input.kind]}${siteName ? `, ${siteName}` : ""} — ${at}`;
}

/** Runs offline too (`networkMode: "always"`): the outbox decides whether it is sent or kept. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPunch,
    networkMode: "always",
    // A sent punch: the press settles once the clock is read again, so its buttons never offer the punch just made.
    // A kept one waits for no read (none can be made offline): the screen follows the outbox meanwhile.
    onSuccess: (result) => (result.sent ? queryClient.invalidateQueries({ queryKey: timeClockKeys.all }) : undefined),
  });
}

/** An admin adds a punch to a worker's timesheet, with the reason. */
export function useAddPunch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: PunchCorrectionInput }) =>
      call(timeClockEndpoints.addPunch, { params: { userId }, body: input }),
    onSuccess: refresh,
  });
}

/** An admin changes a punch, with the reason. */
export function useChangePunch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PunchCorrectionInput }) =>
      call(timeClockEndpoints.changePunch, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

/** An admin removes a punch, with the reason (kept in the history). */
export function useRemovePunch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(timeClockEndpoints.removePunch, { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}

export function useApproveWeek() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: ApproveInput }) =>
      call(timeClockEndpoints.approve, { params: { userId }, body: input }),
    onSuccess: refresh,
  });
}

export function useReopenWeek() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: ReopenInput }) =>
      call(timeClockEndpoints.reopen, { params: { userId }, body: input }),
    onSuccess: refresh,
  });
}

export function useSaveTimeClockSettings() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TimeClockSettings) => call(timeClockEndpoints.saveSettings, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(timeClockKeys.settings(), saved);
      refresh();
    },
  });
}
