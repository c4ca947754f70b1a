import { Award, CalendarClock, PartyPopper, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../web/ui/badge.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { ListSkeleton } from "../../../web/ui/list-states.tsx";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import type { HrEvent } from "../hr.contract.ts";
import { EVENT_WINDOW_DAYS, HR_MSG } from "../hr.constants.ts";
import { useHrEvents } from "../hr-api.ts";
import { describeEvent } from "./employee-format.ts";

const ICONS: Record<HrEvent["kind"], ReactNode> = {
  certification: <Award aria-hidden="true" />,
  anniversary: <PartyPopper aria-hidden="true" />,
  start: <UserPlus aria-hidden="true" />,
};

/**
 * Upcoming events (spec: HR): certifications expired or expiring within 30 days, work anniversaries and start
 * dates in the next 30 days, as of today in the user's calendar. Each names the employee, whose details it opens.
 */
export function UpcomingEvents({ onOpenEmployee }: { onOpenEmployee: (id: string) => void }) {
  const events = useHrEvents();
  useErrorToast(events.error, HR_MSG.eventsError);
  return (
    <section aria-labelledby="hr-events-heading" className="space-y-3">
      <h2 id="hr-events-heading" className="text-lg font-semibold text-ink">
        Upcoming Events
      </h2>
      {events.data ? (
        events.data.events.length > 0 ? (
          <Card>
            <ul aria-label="Upcoming events" className="divide-y divide-border">
              {events.data.events.map((e) => (
                <EventRow
                  key={`${e.kind}-${e.certification?.id ?? e.employee.id}-${e.date}`}
                  event={e}
                  onOpenEmployee={onOpenEmployee}
                />
              ))}
            </ul>
          </Card>
        ) : (
          <Card className="flex items-center gap-3 p-4 text-sm text-slate-700">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand" />
            {`Nothing in the next ${EVENT_WINDOW_DAYS} days: no certification expiring, anniversary or start date.`}
          </Card>
        )
      ) : events.error ? (
        <LoadError
          level={3}
          title={HR_MSG.eventsError}
          message={events.error.message}
          retrying={events.isFetching}
          onRetry={() => void events.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading upcoming events" count={3} />
      )}
    </section>
  );
}

function EventRow({ event, onOpenEmployee }: { event: HrEvent; onOpenEmployee: (id: string) => void }) {
  const { title, when, badge } = describeEvent(event);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
      <span className="text-brand [&_svg]:size-5">{ICONS[event.kind]}</span>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="break-words text-left font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          onClick={() => onOpenEmployee(event.employee.id)}
        >
          {title}
        </button>
        <p className="text-sm text-slate-700">{when}</p>
      </div>
      <Badge tone={badge.tone}>{badge.label}</Badge>
    </li>
  );
}
