import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "../ui/cn.ts";

type NoticeProps = { tone: "success" | "destructive"; title: string; message: string };

/** A notice box above a form (a live region, so screen readers hear it). */
export function Notice({ tone, title, message }: NoticeProps) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        "flex gap-3 rounded-md border p-3 text-sm",
        tone === "success" ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-4 shrink-0", tone === "success" ? "text-success" : "text-destructive")}
      />
      <div className="space-y-0.5">
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
