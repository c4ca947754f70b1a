import { lazy, type ComponentType } from "react";

/** A page loaded as its own chunk, from a module exporting it by name. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
