import { createElement, lazy, useState, type ComponentType } from "react";

/**
 * A page loaded as its own chunk, from a module exporting it by name. `preload` starts loading it before it
 * renders (router.tsx does so for the address the app opens on, beside the layout's chunk). Once loaded, it
 * renders at once instead of suspending for a turn: a page the server drew first (decision 0031) is replaced by
 * the same page in one step, with no empty frame between.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m[name];
        return { default: m[name] };
      },
      (err: unknown) => {
        // A chunk that failed to arrive is asked for again next time.
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(preload);
  // Chosen once per mounted page, so that it never switches type (and state) when the chunk arrives.
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}
