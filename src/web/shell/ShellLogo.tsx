import { Link } from "react-router";
import { PATHS } from "../paths.ts";
import { cn } from "../ui/cn.ts";
import { APP_NAME } from "./use-document-title.ts";

/** The product mark and name, linking to the dashboard overview. */
export function ShellLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={PATHS.dashboard}
      onClick={onClick}
      className={cn("inline-flex items-center gap-2 rounded-md text-lg font-bold text-ink", className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="6" fill="#2563eb" />
        <path d="M7 23V13l9-6 9 6v10h-6v-6h-6v6z" fill="#fff" />
      </svg>
      {APP_NAME}
    </Link>
  );
}
