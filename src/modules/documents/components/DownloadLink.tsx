import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "../../../web/ui/button.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { toast } from "../../../web/ui/toast.tsx";
import { DOCUMENT_MSG } from "../documents.contract.ts";

/**
 * A download of a document's file: a plain link the browser saves (the session cookie goes with it, the
 * server names the file), with the spec's "Download Started" toast.
 */
export function DownloadLink({
  href,
  label,
  children,
  variant = "outline",
  size = "sm",
  className,
}: {
  href: string;
  /** The accessible name when the visible text is not enough (an icon alone, or "Download" in a list). */
  label?: string;
  children?: ReactNode;
  variant?: "outline" | "ghost" | "default";
  size?: "sm" | "icon" | "default";
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      aria-label={label}
      title={children ? undefined : label}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={() => toast.success(DOCUMENT_MSG.downloadStarted)}
    >
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}
