import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./router.tsx";
import { registerServiceWorker } from "./lib/offline-shell.ts";
import "./styles/app.css";

const loaded = preloadPage(window.location.pathname, window.location.search);
registerServiceWorker();

const root = document.getElementById("root");
if (root) {
  const start = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // A page the server drew (decision 0031) stays on screen until the page's code is here, then is replaced by
  // the same page in one render: no empty frame between, and no hydration to disagree over the locale or the day.
  if (root.firstElementChild) void loaded.then(start);
  else start();
}
