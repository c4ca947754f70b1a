import { useEffect, useRef } from "react";
import { toast } from "../ui/toast.tsx";

/** The spec's destructive toast for a failed load (e.g. "Error fetching projects" and the server's message), once per failure. */
export function useErrorToast(error: Error | null, title: string): void {
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(title, error.message);
  }, [error, title]);
}
