// First, before any chunk with a schema is fetched (the file says why).
import "../../web/lib/zod-without-eval.ts";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./router.tsx";
import { registerServiceWorker } from "../../web/lib/offline-shell.ts";
import "../../web/styles/app.css";

// When the app's code started, for the start-up journey and anyone measuring (on a drawn page: at its first use, decision 0044).
performance.mark("app-start");
const loaded = preloadPage(window.location.pathname, window.location.search);
registerServiceWorker();

const root = document.getElementById("root");
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page the server drew (decision 0031) stays on screen until the page's code is here, then is replaced by
  // the same page in one commit: no empty frame between, and no hydration to disagree over the locale or the day.
  // The render runs as a transition, in slices that leave the phone free to scroll the drawn page meanwhile.
  // A copy kept offline for another dashboard address (src/web/sw) is not this page: it is not shown as one.
  const drawnHere = root.dataset.drawnFor === `${window.location.pathname}${window.location.search}`;
  // What the person did on the drawn page meanwhile (focus, typing, a press) is carried over by after-paint.js.
  if (root.firstElementChild && drawnHere) {
    void loaded.then(() => startTransition(() => createRoot(root).render(app)));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
