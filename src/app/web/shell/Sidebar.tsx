import { useId } from "react";
import { Lock } from "lucide-react";
import { NavLink } from "react-router";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import { NotificationBell } from "../../../modules/notifications/notifications.public.tsx";
import { useSession } from "../../../web/lib/session.tsx";
import { MODULE_ICONS } from "./module-icons.ts";
import { moduleAllowed, moduleHref, SIDEBAR_MODULES } from "../routing/dashboard-modules.ts";
import { navLinkClass } from "./nav-link-class.ts";
import { ShellLogo } from "./ShellLogo.tsx";
import { UserMenu } from "./UserMenu.tsx";

/**
 * The module links, in the spec's order; scrolls on its own when the window is short. A module the
 * organization's plan does not include keeps its link (it opens the upgrade card) with a small lock,
 * described to screen readers as "Not in your plan".
 */
export function ModuleNav({ onNavigate }: { onNavigate?: () => void }) {
  const features = useSession().session?.organization?.features;
  const lockedNoteId = useId();
  return (
    <nav aria-label="Modules" className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {SIDEBAR_MODULES.map((m) => {
          const Icon = MODULE_ICONS[m.path];
          const locked = features !== undefined && !moduleAllowed(m, features);
          return (
            <li key={m.path}>
              <NavLink
                to={moduleHref(m)}
                end={m.path === ""}
                onClick={onNavigate}
                className={navLinkClass}
                aria-describedby={locked ? lockedNoteId : undefined}
              >
                {Icon ? <Icon aria-hidden="true" /> : null}
                <span className="truncate">{m.label}</span>
                {locked ? <Lock aria-hidden="true" className="ml-auto" /> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <span id={lockedNoteId} hidden>
        Not in your plan
      </span>
    </nav>
  );
}

/** The fixed sidebar from the lg breakpoint up; the notification bell at the top, across from the logo. */
export function DesktopSidebar({ session }: { session: SessionResponse }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-white lg:flex">
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-border pl-5 pr-3">
        <ShellLogo />
        <NotificationBell />
      </div>
      <ModuleNav />
      <UserMenu session={session} />
    </aside>
  );
}
