import { lazy, useEffect, useRef, useState, type ComponentType } from "react";
import { MSG } from "../../shared/messages.ts";
import { toast } from "../ui/toast.tsx";
import { whenSettled } from "./when-settled.ts";

/**
 * A dialog with a form, loaded as its own chunk together with its schema (zod), so that no page's first render
 * loads the schemas (decision 0007). It starts loading a few seconds after the page has loaded, so it is there when
 * someone opens it; opened sooner, it shows when it arrives. If it cannot be fetched, a toast says so and the dialog closes
 * (the next opening tries again).
 */
export function lazyDialog<P extends { onClose: () => void }, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  /**
   * `eager`: starts loading with the page instead, for the one form a screen is opened for on site (a daily report,
   * an incident), so that it is ready however soon it is tapped (issue 15's budget: under 2 s on slow 4G).
   */
  { eager = false }: { eager?: boolean } = {},
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (m) => (loaded = m[name]),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  if (eager && typeof window !== "undefined") void start().catch(() => undefined);
  else whenSettled(() => void start().catch(() => undefined));

  function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const onClose = useRef(props.onClose);
    onClose.current = props.onClose;
    useEffect(() => {
      if (Dialog) return;
      let live = true;
      start().then(
        (C) => live && setDialog(() => C),
        () => {
          if (!live) return;
          toast.error(MSG.partLoadFailed.title, MSG.partLoadFailed.message);
          onClose.current();
        },
      );
      return () => {
        live = false;
      };
    }, [Dialog]);
    return Dialog ? <Dialog {...props} /> : null;
  }
  /** The same dialog for the server to draw into a page's `DrawnDialog` (decision 0045): its drawing waits for the code. */
  const Drawn = lazy(() => start().then((C) => ({ default: C })));
  return Object.assign(LazyDialog, { Drawn });
}
