import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A placeholder block while data loads (skeletons, not spinners over blank pages). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}
