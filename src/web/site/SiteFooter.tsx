import { Link } from "react-router";
import { BrandMark } from "../ui/brand-mark.tsx";
import { SITE_LINKS } from "./site-links.ts";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <p className="inline-flex items-center gap-2 text-lg font-bold text-ink">
            <BrandMark />
            BuildOps
          </p>
          <p className="max-w-sm text-sm text-muted">
            Projects, money and field work for builders, run from one place.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="text-sm font-semibold text-ink">Product</p>
          <ul className="mt-2 text-sm">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center rounded-sm text-muted hover:text-brand md:min-h-8"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">
          © {year} BuildOps. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
