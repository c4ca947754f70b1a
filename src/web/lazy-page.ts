import { lazy, type ComponentType } from "react";

/**
 * A page loaded as its own chunk, from a module exporting it by name. `preload` starts loading it before it
 * renders (router.tsx does so for the address the app opens on, beside the layout's chunk).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const preload = () => load().then((m) => ({ default: m[name] }));
  return Object.assign(lazy(preload), { preload });
}
