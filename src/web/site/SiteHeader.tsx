import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Menu } from "lucide-react";
import { X } from "lucide-react";
import { PATHS } from "../paths.ts";
import { BrandMark } from "../ui/brand-mark.tsx";
import { Button, ButtonLink } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { SITE_LINKS, SITE_MENU_ID as MENU_ID } from "./site-links.ts";

function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={PATHS.home}
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-ink"
    >
      <BrandMark />
      BuildOps
    </Link>
  );
}

/**
 * The spec's Sign In and Get Started buttons, for every visitor: a signed-in one's Sign In leads to the dashboard
 * (the sign-in page sends them on), Get Started to the plans, where they may switch.
 */
function AccountActions({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const width = stacked ? "w-full" : undefined;
  // In the phone menu: full-width, 44 px tall.
  const size = stacked ? "lg" : undefined;
  return (
    <>
      <ButtonLink to={PATHS.signIn} onClick={onNavigate} variant="outline" size={size} className={width}>
        Sign In
      </ButtonLink>
      <ButtonLink to={PATHS.pricing} onClick={onNavigate} size={size} className={width}>
        Get Started
      </ButtonLink>
    </>
  );
}

const linkTone = (isActive: boolean) => (isActive ? "text-brand" : "text-slate-700");

/** Desktop header links. */
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand", linkTone(isActive));

/** Mobile menu links: full-width rows, phone-sized text and touch targets. */
const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-12 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-surface hover:text-brand",
    linkTone(isActive),
  );

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Escape closes the menu; focus goes back to the toggle if it was in the menu (which is about to be hidden).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const menu = document.getElementById(MENU_ID);
      if (menu && document.activeElement && menu.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
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
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="group md:hidden [&_svg]:size-6"
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((v) => !v)}
        >
          {/* Both drawn, the button's state picks one: a page drawn by the server toggles it without React (src/web/islands). */}
          <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden group-aria-expanded:block" />
        </Button>
      </nav>
      <div id={MENU_ID} hidden={!open} className="border-t border-border bg-white md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={menuLinkClass}>
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
