import { Download } from "lucide-react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { MSG } from "../../shared/messages.ts";
import { downloadFile } from "../lib/download.ts";
import { buttonVariants } from "./button.tsx";
import { cn } from "./cn.ts";
import { toast } from "./toast.tsx";

/**
 * A file to download (a document, a report). A link to the file, so it can be copied or opened in a new tab;
 * a plain click goes through downloadFile, which checks the server's answer first: 'Download Started' (or the
 * screen's own `startedTitle`, as the spec words it there) when the file comes, 'Download Failed' with the reason
 * when it does not (signed out, gone, no network).
 */
export function DownloadLink({
  href,
  label,
  children,
  variant = "outline",
  size = "sm",
  className,
  startedTitle = MSG.downloadStarted.title,
}: {
  href: string;
  /** The accessible name when the visible text is not enough (an icon alone, or "Download" in a list). */
  label?: string;
  children?: ReactNode;
  variant?: "outline" | "ghost" | "default";
  size?: "sm" | "icon" | "default";
  className?: string;
  /** What the toast says once the file comes, where the spec words it otherwise ('Download Initiated'). */
  startedTitle?: string;
}) {
  const [busy, setBusy] = useState(false);

  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    // A click with a modifier (new tab, save as) is the browser's own.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await downloadFile(href);
    setBusy(false);
    if (result.ok) toast.success(startedTitle);
    else toast.error(MSG.downloadFailed.title, result.reason);
  }

  return (
    <a
      href={href}
      download
      aria-label={label}
      aria-busy={busy || undefined}
      title={children ? undefined : label}
      className={cn(buttonVariants({ variant, size }), busy && "cursor-progress opacity-70", className)}
      onClick={(e) => void onClick(e)}
    >
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}
