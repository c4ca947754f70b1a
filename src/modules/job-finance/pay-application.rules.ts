/**
 * Progress billing the AIA way (G702, the application and certificate for payment, and G703, its continuation
 * sheet) as pure functions. The columns of a G703 line:
 *   C scheduled value, D work completed from previous applications, E work completed this period,
 *   F materials presently stored (this period), G completed and stored to date = D + E + F,
 *   G ÷ C the percent complete, H balance to finish = C − G, and the retainage held on the line.
 * Convention (issue 29): D of an application is G of the previous one, line by line, so that materials stored
 * earlier roll into "completed from previous" and are retained at the work rate from then on.
 * Money is whole cents; rates are whole basis points; each amount is rounded once, half away from zero (big.js).
 */
import { shareCents } from "../../shared/line-items.ts";
import { FULL_RATE_BPS, JOB_FINANCE_MSG } from "./job-finance.constants.ts";

/** A line of the schedule of values. */
export type ScheduleLine = { id: string; item: string; scheduledValueCents: number; retainageRateBps: number };

/** What a period adds to a line: work (E) and materials stored (F), negative only to correct, and its rate. */
export type PeriodEntry = {
  workThisPeriodCents: number;
  storedThisPeriodCents: number;
  /** This application's retainage rate for the line; the schedule line's rate when left out. */
  retainageRateBps?: number;
};

/** A period's entry with the line's G on the previous application (0 on the first, or for a line added since). */
export type LineEntry = PeriodEntry & { previousCompletedCents: number };

export type PayApplicationLine = {
  id: string;
  item: string;
  /** The rate this application retains on the line. */
  retainageRateBps: number;
  scheduledCents: number;
  previousCents: number;
  thisPeriodCents: number;
  storedCents: number;
  completedToDateCents: number;
  percentBps: number;
  balanceToFinishCents: number;
  retainageWorkCents: number;
  retainageStoredCents: number;
  retainageCents: number;
};

/** The G702 lines, numbered as on the form. */
export type PayApplicationSummary = {
  /** 1 */ originalContractSumCents: number;
  /** 2 */ netChangeByChangeOrdersCents: number;
  /** 3 = 1 + 2 */ contractSumToDateCents: number;
  /** 4 = Σ G */ completedAndStoredToDateCents: number;
  /** 5a */ retainageOnCompletedWorkCents: number;
  /** 5b */ retainageOnStoredMaterialCents: number;
  /** 5 = 5a + 5b */ totalRetainageCents: number;
  /** 6 = 4 − 5 */ totalEarnedLessRetainageCents: number;
  /** 7: the previous application's line 6 */ previousCertificatesCents: number;
  /** 8 = 6 − 7 */ currentPaymentDueCents: number;
  /** 9 = 3 − 6 */ balanceToFinishIncludingRetainageCents: number;
};

/** One G703 line of an application. */
export function payApplicationLine(line: ScheduleLine, entry: LineEntry): PayApplicationLine {
  const rate = entry.retainageRateBps ?? line.retainageRateBps;
  const c = line.scheduledValueCents;
  const d = entry.previousCompletedCents;
  const e = entry.workThisPeriodCents;
  const f = entry.storedThisPeriodCents;
  const g = d + e + f;
  // Work (D + E) and stored material (F) are retained apart, as G702 shows them (5a and 5b).
  const retainageWorkCents = shareCents(d + e, rate, FULL_RATE_BPS);
  const retainageStoredCents = shareCents(f, rate, FULL_RATE_BPS);
  return {
    id: line.id,
    item: line.item,
    retainageRateBps: rate,
    scheduledCents: c,
    previousCents: d,
    thisPeriodCents: e,
    storedCents: f,
    completedToDateCents: g,
    percentBps: c === 0 ? 0 : shareCents(g, FULL_RATE_BPS, c),
    balanceToFinishCents: c - g,
    retainageWorkCents,
    retainageStoredCents,
    retainageCents: retainageWorkCents + retainageStoredCents,
  };
}

/** G of each line of an application, by line id. */
const completedById = (lines: readonly PayApplicationLine[]): Map<string, number> =>
  new Map(lines.map((l) => [l.id, l.completedToDateCents]));

/**
 * An application's lines: one per schedule line, in the schedule's order, its D the previous application's G for
 * that line (0 on the first application and for a line added since); a line with no entry adds nothing this period.
 */
export function payApplicationLines(
  schedule: readonly ScheduleLine[],
  previous: readonly PayApplicationLine[],
  entries: ReadonlyMap<string, PeriodEntry>,
): PayApplicationLine[] {
  const before = completedById(previous);
  return schedule.map((line) =>
    payApplicationLine(line, {
      workThisPeriodCents: 0,
      storedThisPeriodCents: 0,
      ...entries.get(line.id),
      previousCompletedCents: before.get(line.id) ?? 0,
    }),
  );
}

const isWholeRate = (bps: number): boolean => Number.isInteger(bps) && bps >= 0 && bps <= FULL_RATE_BPS;

/**
 * What is wrong with a line's entry, as messages (none: it is accepted). E and F may be negative, to correct an
 * earlier period, as long as G stays between 0 and C (between C and 0 for a deduction, a negative C).
 */
export function payApplicationLineProblems(line: ScheduleLine, entry: LineEntry): string[] {
  const c = line.scheduledValueCents;
  const amounts = [c, entry.previousCompletedCents, entry.workThisPeriodCents, entry.storedThisPeriodCents];
  if (!amounts.every(Number.isSafeInteger)) return [JOB_FINANCE_MSG.notWholeCents(line.item)];
  const problems: string[] = [];
  if (!isWholeRate(entry.retainageRateBps ?? line.retainageRateBps))
    problems.push(JOB_FINANCE_MSG.retainageRateOutOfRange(line.item));
  const g = entry.previousCompletedCents + entry.workThisPeriodCents + entry.storedThisPeriodCents;
  if (c < 0) {
    if (g < c || g > 0) problems.push(JOB_FINANCE_MSG.completedOutsideDeduction(line.item));
  } else if (g > c) problems.push(JOB_FINANCE_MSG.completedAboveScheduled(line.item));
  else if (g < 0) problems.push(JOB_FINANCE_MSG.completedBelowZero(line.item));
  return problems;
}

/**
 * What is wrong with a whole application (the arguments of payApplicationLines): each line's problems, an entry
 * for a line not on the schedule, and a line billed before that the schedule has lost (its G would vanish).
 */
export function payApplicationProblems(
  schedule: readonly ScheduleLine[],
  previous: readonly PayApplicationLine[],
  entries: ReadonlyMap<string, PeriodEntry>,
): string[] {
  const before = completedById(previous);
  const scheduled = new Set(schedule.map((l) => l.id));
  const problems = schedule.flatMap((line) =>
    payApplicationLineProblems(line, {
      workThisPeriodCents: 0,
      storedThisPeriodCents: 0,
      ...entries.get(line.id),
      previousCompletedCents: before.get(line.id) ?? 0,
    }),
  );
  for (const l of previous)
    if (!scheduled.has(l.id) && l.completedToDateCents !== 0) problems.push(JOB_FINANCE_MSG.billedLineLeftOut(l.item));
  if ([...entries.keys()].some((id) => !scheduled.has(id))) problems.push(JOB_FINANCE_MSG.entryForUnknownLine);
  return problems;
}

/** The G702 summary of an application's lines; every total is a sum of the rounded lines. */
export function payApplicationSummary(input: {
  originalContractSumCents: number;
  netChangeByChangeOrdersCents: number;
  lines: readonly PayApplicationLine[];
  /** The previous application's line 6; 0 on the first application. */
  previousCertificatesCents: number;
}): PayApplicationSummary {
  let completed = 0;
  let retainedWork = 0;
  let retainedStored = 0;
  for (const l of input.lines) {
    completed += l.completedToDateCents;
    retainedWork += l.retainageWorkCents;
    retainedStored += l.retainageStoredCents;
  }
  const contractSumToDateCents = input.originalContractSumCents + input.netChangeByChangeOrdersCents;
  const totalRetainageCents = retainedWork + retainedStored;
  const earned = completed - totalRetainageCents;
  return {
    originalContractSumCents: input.originalContractSumCents,
    netChangeByChangeOrdersCents: input.netChangeByChangeOrdersCents,
    contractSumToDateCents,
    completedAndStoredToDateCents: completed,
    retainageOnCompletedWorkCents: retainedWork,
    retainageOnStoredMaterialCents: retainedStored,
    totalRetainageCents,
    totalEarnedLessRetainageCents: earned,
    previousCertificatesCents: input.previousCertificatesCents,
    currentPaymentDueCents: earned - input.previousCertificatesCents,
    balanceToFinishIncludingRetainageCents: contractSumToDateCents - earned,
  };
}

/**
 * The release of all retainage held: an application whose lines keep their G (E = F = 0) at rate 0. Nothing
 * new: the same line function, so its line 8 (against the previous line 6) is the retainage the previous held.
 */
export function retainageRelease(previous: readonly PayApplicationLine[]): PayApplicationLine[] {
  return previous.map((l) =>
    payApplicationLine(
      { id: l.id, item: l.item, scheduledValueCents: l.scheduledCents, retainageRateBps: 0 },
      {
        previousCompletedCents: l.completedToDateCents,
        workThisPeriodCents: 0,
        storedThisPeriodCents: 0,
        retainageRateBps: 0,
      },
    ),
  );
}
