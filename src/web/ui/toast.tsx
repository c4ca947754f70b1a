import { lazy, Suspense, useEffect, useState } from "react";

/** Toasts: one visible at a time, 5 s, errors in the destructive style (spec). */
export const TOAST_DURATION_MS = 5000;
/** The public header and the dashboard's phone top bar are 64 px tall. */
const HEADER_CLEARANCE_PX = 72;

// sonner is loaded on the first toast, so that public pages do not carry it up front.
const loadSonner = () => import("sonner");
const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let requestMount: (() => void) | null = null;
let mounted: Promise<void> | null = null;
let resolveMounted: (() => void) | null = null;

function ensureToaster(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => (resolveMounted = resolve));
    requestMount?.();
  }
  return mounted;
}

function MountedSignal() {
  useEffect(() => resolveMounted?.(), []);
  return null;
}

export function Toaster() {
  const [show, setShow] = useState(mounted !== null);
  useEffect(() => {
    requestMount = () => setShow(true);
    return () => {
      requestMount = null;
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the site header and the dashboard's top bar, so a toast never covers the menu or sign-in buttons. */}
      <SonnerToaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="top-right"
        offset={{ top: HEADER_CLEARANCE_PX, right: 16 }}
        mobileOffset={{ top: HEADER_CLEARANCE_PX, left: 12, right: 12 }}
        richColors
        closeButton
      />
      <MountedSignal />
    </Suspense>
  );
}

/**
 * Puts the (empty) toast region on the page now rather than at the first toast. A dialog hides the rest of
 * the page from screen readers when it opens, keeping only live regions that already exist: a region added
 * later, inside the hidden page, would be silent. The dashboard calls this once it is shown.
 */
export function mountToasterEarly(): void {
  void Promise.all([loadSonner(), ensureToaster()]);
}

type Kind = "success" | "error" | "info";

/** A button in the toast (e.g. Undo). */
export type ToastAction = { label: string; onClick: () => void };

function show(kind: Kind, title: string, description?: string, action?: ToastAction): void {
  void Promise.all([loadSonner(), ensureToaster()]).then(([{ toast }]) => {
    const options = { description, action };
    if (kind === "info") toast(title, options);
    else toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, description?: string, action?: ToastAction) => show("success", title, description, action),
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string, description?: string, action?: ToastAction) => show("info", title, description, action),
};
