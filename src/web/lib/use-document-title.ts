import { useEffect } from "react";

export const APP_NAME = "BuildOps";

/** Sets the browser tab's title to "{page} | BuildOps" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${APP_NAME}`;
  }, [page]);
}
