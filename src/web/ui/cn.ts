import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (8 KB gzipped on every public page): components keep their
 * base classes free of conflicts with what callers add, so plain joining is enough.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
