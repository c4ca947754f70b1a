import { LogOut, UserCog } from "lucide-react";
import { Avatar } from "radix-ui";
import { NavLink } from "react-router";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import { cn } from "../../../web/ui/cn.ts";
import { navLinkClass } from "./nav-link-class.ts";
import { initials } from "../../../web/lib/person.ts";
import { useShellSignOut } from "../../../web/lib/sign-out-context.ts";
import { OrganizationSwitcher } from "./OrganizationSwitcher.tsx";
import { paths } from "../../../web/paths.ts";

/** Organization, the signed-in person, Account Settings and Sign Out, at the foot of the sidebar. */
export function UserMenu({ session, onNavigate }: { session: SessionResponse; onNavigate?: () => void }) {
  const { user, organization } = session;
  const { signOut, pending } = useShellSignOut();

  return (
    <div className="shrink-0 border-t border-border p-3">
      <div className="px-3">
        <OrganizationSwitcher name={organization?.name} />
      </div>
      <div className="mt-3 flex items-center gap-3 px-3">
        <Avatar.Root
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
        >
          {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" className="size-full object-cover" /> : null}
          <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
        </Avatar.Root>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink" title={user.fullName}>
            {user.fullName || user.email}
          </p>
          <p className="truncate text-xs text-muted" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <div className="mt-3 space-y-1">
        <NavLink to={paths.profile.home} onClick={onNavigate} className={navLinkClass}>
          <UserCog aria-hidden="true" />
          Account Settings
        </NavLink>
        <button
          type="button"
          className={cn(navLinkClass({ isActive: false }), "w-full disabled:opacity-60")}
          onClick={() => void signOut()}
          disabled={pending}
        >
          <LogOut aria-hidden="true" />
          {pending ? "Signing Out..." : "Sign Out"}
        </button>
      </div>
    </div>
  );
}
