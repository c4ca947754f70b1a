/** How long after the page's load event a settled-time task runs: after the page's own data and paint. */
const SETTLE_MS = 3000;

/**
 * Runs `task` a while after the page has loaded, when the browser is idle, so that it never competes with the
 * first paint, the app taking a drawn page over, or the first form a person opens (on-demand dialogs, the toaster).
 */
export function whenSettled(task: () => void): void {
  if (typeof window === "undefined") return;
  const idle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(task, { timeout: 5000 }) : task();
  const later = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
