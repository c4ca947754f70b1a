import { useEffect } from "react";

export const APP_NAME = "BuildOps";

/** Sets the tab title to "{title} | BuildOps" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
  }, [title]);
}
