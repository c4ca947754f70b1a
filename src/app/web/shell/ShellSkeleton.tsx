import { cn } from "../../../web/ui/cn.ts";

function Bar({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

const NAV_ROWS = Array.from({ length: 12 }, (_, i) => i);

/** The shell's outline while the session is read: sidebar and content placeholders, no spinner. */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh bg-surface" aria-busy="true">
      <p role="status" className="sr-only">
        Loading dashboard…
      </p>
      <div aria-hidden="true">
        <div className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-border bg-white lg:flex">
          <div className="flex h-16 items-center gap-2 border-b border-border px-5">
            <Bar className="size-8" />
            <Bar className="h-5 w-24" />
          </div>
          <div className="flex-1 space-y-3 overflow-hidden px-6 py-5">
            {NAV_ROWS.map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Bar className="size-4" />
                <Bar className={cn("h-4", i % 3 === 0 ? "w-28" : i % 3 === 1 ? "w-20" : "w-32")} />
              </div>
            ))}
          </div>
          <div className="space-y-3 border-t border-border p-6">
            <Bar className="h-4 w-32" />
            <div className="flex items-center gap-3">
              <Bar className="size-9 rounded-full" />
              <div className="flex-1 space-y-2">
                <Bar className="h-3.5 w-28" />
                <Bar className="h-3 w-36" />
              </div>
            </div>
          </div>
        </div>
        <div className="flex h-14 items-center justify-between border-b border-border bg-white px-4 lg:hidden">
          <div className="flex items-center gap-2">
            <Bar className="size-8" />
            <Bar className="h-5 w-24" />
          </div>
          <Bar className="size-10" />
        </div>
        <div className="lg:pl-64">
          <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Bar className="h-8 w-48" />
            <Bar className="h-4 w-72 max-w-full" />
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Bar key={i} className="h-28 rounded-xl" />
              ))}
            </div>
            <Bar className="h-64 rounded-xl" />
          </div>
        </div>
      </div>
    </div>
  );
}
