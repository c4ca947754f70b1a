import { createContext, useContext, type ReactNode } from "react";

const DrawnContext = createContext(false);

/** Whether this dialog is being drawn by the server into a page's `DrawnDialog`, rather than shown by the app. */
export const useDrawn = (): boolean => useContext(DrawnContext);

/**
 * A site screen's first form, drawn by the server into the page so that it opens and takes typing before the app's
 * code has come (decision 0045). The server draws the dialog (the same component the app shows, as a native
 * `<dialog>`) inside a `<template>`; `after-paint.js` opens a copy when the button whose text is `opener` is
 * pressed, and hands what was typed to the app's own dialog once the app has taken the page over. The browser's
 * render leaves the template empty, in the same place, so the drawn page and the app's page keep the same shape
 * (the browser's bundle carries only that: the server's page renderer is built with `import.meta.env.SSR`).
 */
export function DrawnDialog({ opener, children }: { opener: string; children: ReactNode }) {
  if (!import.meta.env.SSR) return <template data-drawn-dialog={opener} />;
  return (
    <template data-drawn-dialog={opener}>
      <DrawnContext value={true}>{children}</DrawnContext>
    </template>
  );
}
