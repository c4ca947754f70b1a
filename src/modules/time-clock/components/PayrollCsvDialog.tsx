import { useState } from "react";
import { href } from "../../../shared/route.ts";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { DownloadLink } from "../../../web/ui/download-link.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { timeClockEndpoints } from "../time-clock.routes.ts";
import { CloseButton, isDay } from "./CloseButton.tsx";

/** Payroll CSV (admins): approved hours and pay per worker and week of a period, from its first to its last day. */
export function PayrollCsvDialog({ from, to, onClose }: { from: string; to: string; onClose: () => void }) {
  const [period, setPeriod] = useState({ from, to });
  const ready = isDay(period.from) && isDay(period.to) && period.from <= period.to;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Payroll CSV"
      description="Approved hours and pay per worker and week, for the period you choose."
      footer={
        <>
          <CloseButton onClose={onClose} />
          {ready ? (
            <DownloadLink
              href={href(timeClockEndpoints.payrollCsv, { query: period })}
              size="default"
              variant="default"
            >
              Download Payroll CSV
            </DownloadLink>
          ) : null}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From" htmlFor="payroll-from">
          <Input
            id="payroll-from"
            type="date"
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </Field>
        <Field
          label="To"
          htmlFor="payroll-to"
          error={
            period.from && period.to && period.from > period.to ? "The last day comes after the first." : undefined
          }
        >
          <Input
            id="payroll-to"
            type="date"
            value={period.to}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </Field>
      </div>
    </Dialog>
  );
}
