import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps, type ComponentType } from "react";
import type { Toaster as SonnerToasterType } from "sonner";
import { TOAST_DURATION_MS } from "./toast-timing.ts";

/** Toasts: one visible at a time, 5 s, errors in the destructive style (spec). */
export { TOAST_DURATION_MS };
/** The public header and the dashboard's phone top bar are 64 px tall. */
const HEADER_CLEARANCE_PX = 72;

// sonner is loaded on the first toast, so that public pages do not carry it up front.
const loadSonner = () => import("sonner");
// With no connection and the toaster not yet kept by the service worker, no toaster rather than a page that
// fails to render: what was saved on the device still shows in its "waiting to be sent" list.
type SonnerProps = ComponentProps<typeof SonnerToasterType>;
const NoToaster = (_props: SonnerProps) => null;
const SonnerToaster = lazy(() =>
  loadSonner()
    .then((m): { default: ComponentType<SonnerProps> } => ({ default: m.Toaster }))
    .catch(() => ({ default: NoToaster })),
);

let mounted: Promise<void> | null = null;
let resolveMounted: (() => void) | null = null;
/** Whether the toaster has been asked for, as a store the Toaster reads (asked before it subscribed counts too). */
const requested = new Set<() => void>();
const subscribeRequested = (listener: () => void) => {
  requested.add(listener);
  return () => void requested.delete(listener);
};
const isRequested = () => mounted !== null;

function ensureToaster(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => (resolveMounted = resolve));
    for (const listener of requested) listener();
  }
  return mounted;
}

function MountedSignal() {
  useEffect(() => resolveMounted?.(), []);
  return null;
}

export function Toaster() {
  const show = useSyncExternalStore(subscribeRequested, isRequested, () => false);
  // The host is on the page from the first render: a dialog that opens hides the rest of the page from screen
  // readers but keeps what already carries aria-live ("off" here: the toaster inside announces), so a toast
  // shown while a dialog is open is heard and found, however late sonner arrives.
  return <div aria-live="off">{show ? <ToasterLoaded /> : null}</div>;
}

function ToasterLoaded() {
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

/** Loads and shows the (empty) toaster now rather than at the first toast, which then comes at once. The dashboard calls this once it has settled. */
export function mountToasterEarly(): void {
  Promise.all([loadSonner(), ensureToaster()]).catch(() => undefined);
}

type Kind = "success" | "error" | "info";

/** A button in the toast (e.g. Undo). */
export type ToastAction = { label: string; onClick: () => void };

function show(kind: Kind, title: string, description?: string, action?: ToastAction): void {
  Promise.all([loadSonner(), ensureToaster()])
    .then(([{ toast }]) => {
      const options = { description, action };
      if (kind === "info") toast(title, options);
      else toast[kind](title, options);
    })
    .catch(() => undefined);
}

export const toast = {
  success: (title: string, description?: string, action?: ToastAction) => show("success", title, description, action),
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string, description?: string, action?: ToastAction) => show("info", title, description, action),
};
