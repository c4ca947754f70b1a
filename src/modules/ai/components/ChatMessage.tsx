import { Bot, User } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "../../../web/lib/format.ts";
import { recordPath } from "../../../web/paths.ts";
import { cn } from "../../../web/ui/cn.ts";
import type { AiMessage } from "../ai.contract.ts";

/** One message of the chat: the person's on the right, the assistant's on the left with the figures and records it used. */
export function ChatMessage({
  message,
  showFigures,
  streaming,
}: {
  message: Pick<AiMessage, "role" | "content" | "createdAt" | "data" | "command">;
  showFigures: boolean;
  streaming?: boolean;
}) {
  const mine = message.role === "user";
  const data = message.data;
  return (
    <li className={cn("flex gap-3", mine && "flex-row-reverse")}>
      <span
        aria-hidden="true"
        className={cn(
          "mt-1 grid size-8 shrink-0 place-items-center rounded-full",
          mine ? "bg-slate-200 text-slate-700" : "bg-blue-100 text-brand",
        )}
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          "min-w-0 max-w-[85%] space-y-2 rounded-xl px-4 py-3",
          mine ? "bg-brand text-white" : "border border-border bg-white text-ink",
        )}
      >
        <p className="sr-only">{mine ? "You said:" : "Assistant:"}</p>
        <div className="whitespace-pre-wrap break-words text-sm">{message.content || (streaming ? "…" : "")}</div>
        {!mine && data && showFigures && data.figures.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-border pt-2 text-xs">
            {data.figures.map((f) => (
              <div key={`${f.label}-${f.value}`} className="contents">
                <dt className="text-slate-600">{f.label}</dt>
                <dd className="tabular text-right font-medium text-ink">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {!mine && data && showFigures && data.links.length > 0 ? (
          <ul className="flex flex-wrap gap-2 text-xs" aria-label="Records">
            {data.links.map((l) => (
              <li key={`${l.module}-${l.id ?? ""}-${l.label}`}>
                <Link
                  className="inline-block rounded-full border border-border px-2 py-1 text-brand hover:bg-surface"
                  to={recordPath(l.module, l.id)}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {!mine && data && data.sources.length > 0 ? (
          <p className="text-xs text-muted">{data.sources.join(" · ")}</p>
        ) : null}
        {message.createdAt ? (
          <p className={cn("text-[11px]", mine ? "text-blue-100" : "text-muted")}>
            {formatDateTime(message.createdAt)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
