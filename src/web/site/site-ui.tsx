import { useId, type ReactNode } from "react";
import { cn } from "../ui/cn.ts";

/** The coloured band at the top of a public page, holding its one h1. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 text-pretty">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** A page section with an h2 and an optional intro line. */
export function Section({
  title,
  intro,
  children,
  className,
  id,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-muted text-pretty">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A big figure with its label; the text reads "10,000+ Active users" as one phrase. */
export function Figure({ value, label, inverse = false }: { value: string; label: string; inverse?: boolean }) {
  return (
    <p className="text-center">
      <span className={cn("tabular block text-3xl font-bold sm:text-4xl", inverse ? "text-white" : "text-brand")}>
        {value}
      </span>{" "}
      <span className={cn("mt-1 block text-sm font-medium", inverse ? "text-blue-50" : "text-muted")}>{label}</span>
    </p>
  );
}

/** A round tinted holder for a decorative icon. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-brand [&_svg]:size-5"
    >
      {children}
    </span>
  );
}
