import { createContext, use, useEffect } from "react";

export const APP_NAME = "BuildOps";

/**
 * Where a page drawn on the server leaves its title (src/app/web/ssr): effects do not run there, and a public page
 * drawn without React in the browser (decision 0041) has no other way to get it.
 */
export const PageTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab's title to "{page} | BuildOps" while the page is shown. */
export function useDocumentTitle(page: string): void {
  use(PageTitleContext)?.(`${page} | ${APP_NAME}`);
  useEffect(() => {
    document.title = `${page} | ${APP_NAME}`;
  }, [page]);
}
