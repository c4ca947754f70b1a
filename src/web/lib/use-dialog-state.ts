import { useCallback, useState } from "react";

/**
 * Which of a screen's dialogs is open, if any (one at a time): `state` is a tagged value such as
 * `{ kind: "edit", project }`. The dialogs give focus back to their opener themselves.
 */
export function useDialogState<S extends { kind: string }>() {
  const [state, setState] = useState<S | null>(null);
  const open = useCallback((next: S) => setState(next), []);
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
}
