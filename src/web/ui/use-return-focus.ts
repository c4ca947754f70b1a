import { useLayoutEffect } from "react";

/** The opener a dialog closing right now will give focus back to, unless a dialog opening at once takes it over. */
let handingOver: HTMLElement | null = null;

/**
 * Gives focus back to whatever had it when a dialog opened, once the dialog closes or unmounts. Radix does
 * this only for its own Dialog.Trigger; ours open from ordinary buttons, menus and rows. A dialog
 * that replaces another in the same moment (an edit form handing over to its delete confirmation) inherits the
 * first one's opener, so focus still ends where the person started.
 */
export function useReturnFocus(open: boolean): void {
  // Layout effects: the opener is read before Radix moves focus into the dialog (in its passive effect), and a
  // closing dialog hands over in the same commit phase as a replacing dialog reads it.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    let opener: HTMLElement | null;
    if (active instanceof HTMLElement && active.closest("dialog[data-drawn]")) {
      // A dialog the server drew is handing over to this one (decision 0045): its opener is the button after-paint.js
      // pressed again in the app's page.
      opener = document.querySelector<HTMLElement>("[data-drawn-opener]");
      opener?.removeAttribute("data-drawn-opener");
    } else if (active instanceof HTMLElement && active !== document.body) {
      opener = active;
    } else {
      opener = handingOver;
      handingOver = null;
    }
    // Runs when the dialog closes (open turns false) or its owner unmounts it.
    return () => {
      const el = opener;
      handingOver = el;
      // After Radix's own focus handling on close, which runs on a timer too.
      setTimeout(() => {
        if (handingOver !== el) return; // a dialog opening meanwhile took it over
        handingOver = null;
        if (el?.isConnected) el.focus();
      }, 0);
    };
  }, [open]);
}
