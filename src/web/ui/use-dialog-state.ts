import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Which dialog is open (any value; null when none), with focus given back to the element that opened it once
 * it closes. Radix gives focus back only to its own Dialog.Trigger; our dialogs open from ordinary buttons,
 * menus and rows.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState(next);
  }, []);
  const close = useCallback(() => setState(null), []);
  useEffect(() => {
    if (state !== null || !opener.current) return;
    const el = opener.current;
    opener.current = null;
    // After the dialog's own focus handling on unmount, which runs on a timer too.
    const timer = setTimeout(() => {
      if (el.isConnected) el.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [state]);
  return { state, open, close };
}
