import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import type { Tone } from "./status-tones.ts";

const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      neutral: "bg-slate-100 text-slate-700",
      brand: "bg-blue-100 text-blue-800",
      success: "bg-green-100 text-green-800",
      warning: "bg-amber-100 text-amber-800",
      danger: "bg-red-100 text-red-800",
      violet: "bg-violet-100 text-violet-800",
      outline: "border border-slate-300 bg-white text-slate-600",
      orange: "bg-orange-100 text-orange-800",
      yellow: "bg-yellow-100 text-yellow-900",
    },
  } satisfies { tone: Record<Tone, string> },
  defaultVariants: { tone: "neutral" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
