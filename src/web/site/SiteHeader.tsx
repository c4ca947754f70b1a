import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { HardHat } from "lucide-react";
import { Menu } from "lucide-react";
import { X } from "lucide-react";
import { useSession } from "../lib/session.tsx";
import { PATHS } from "../paths.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { SITE_LINKS } from "./site-links.ts";

const MENU_ID = "site-mobile-menu";

function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={PATHS.home} onClick={onClick} className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-ink">
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-md bg-brand text-white">
        <HardHat className="size-5" />
      </span>
      BuildOps
    </Link>
  );
}

/** Sign In + Get Started for visitors, Dashboard for a signed-in user. */
function AccountActions({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { status } = useSession();
  const width = stacked ? "w-full" : undefined;
  if (status === "signed-in") {
    return (
      <ButtonLink to={PATHS.dashboard} onClick={onNavigate} className={width}>Dashboard</ButtonLink>
    );
  }
  return (
    <>
      <ButtonLink to={PATHS.signIn} onClick={onNavigate} variant="outline" className={width}>Sign In</ButtonLink>
      <ButtonLink to={PATHS.pricing} onClick={onNavigate} className={width}>Get Started</ButtonLink>
    </>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand", isActive ? "text-brand" : "text-slate-700");

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo onClick={close} />
        <ul className="hidden items-center gap-1 md:flex">
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <AccountActions />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      <div id={MENU_ID} hidden={!open} className="border-t border-border bg-white md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={(s) => cn(linkClass(s), "block py-3 text-base")}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pb-4 sm:px-6">
          <AccountActions onNavigate={close} stacked />
        </div>
      </div>
    </header>
  );
}
