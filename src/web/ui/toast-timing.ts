/** Toasts: one visible at a time, for 5 s (spec); the app's toaster and the public pages' islands both. */
export const TOAST_DURATION_MS = 5000;
