import { Link } from "react-router";
import { PATHS } from "../../../web/paths.ts";
import { BrandMark } from "../../../web/ui/brand-mark.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { APP_NAME } from "../../../web/lib/use-document-title.ts";

/** The product mark and name, linking to the dashboard overview. */
export function ShellLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={PATHS.dashboard}
      onClick={onClick}
      className={cn("inline-flex items-center gap-2 rounded-md text-lg font-bold text-ink", className)}
    >
      <BrandMark />
      {APP_NAME}
    </Link>
  );
}
