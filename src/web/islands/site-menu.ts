import { SITE_MENU_ID } from "../site/site-links.ts";

/**
 * The header's phone menu (SiteHeader draws it): the toggle opens and closes it, Escape closes it and gives focus
 * back to the toggle when it was inside. The toggle's icon follows `aria-expanded` through CSS.
 */
export function startSiteMenu(): void {
  const menu = document.getElementById(SITE_MENU_ID);
  const toggle = document.querySelector<HTMLButtonElement>(`button[aria-controls="${SITE_MENU_ID}"]`);
  if (!menu || !toggle) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  };
  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || toggle.getAttribute("aria-expanded") !== "true") return;
    if (document.activeElement && menu.contains(document.activeElement)) toggle.focus();
    setOpen(false);
  });
  // A link in the menu loads its page; the menu is closed if the person comes back to this one (bfcache).
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setOpen(false);
  });
}
