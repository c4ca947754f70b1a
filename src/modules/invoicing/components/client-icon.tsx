import type { ReactNode } from "react";

/**
 * A 24×24 stroke icon drawn inline (lucide's look), so that the client's public page takes no icon code that
 * only dashboard chunks carry.
 */
export function ClientIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
