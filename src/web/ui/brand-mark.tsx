import { cn } from "./cn.ts";

/** The BuildOps mark (the favicon's house on brand blue): one logo for the public site and the dashboard. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="6" fill="#2563eb" />
      <path d="M7 23V13l9-6 9 6v10h-6v-6h-6v6z" fill="#fff" />
    </svg>
  );
}
