import { Toaster as Sonner, toast as sonner } from "sonner";

/** Toasts: one visible at a time, 5 s, errors in the destructive style (spec). */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return <Sonner visibleToasts={1} duration={TOAST_DURATION_MS} position="top-right" richColors closeButton />;
}

export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
  info: (title: string, description?: string) => sonner(title, { description }),
};
