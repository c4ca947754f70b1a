import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./router.tsx";
import { registerServiceWorker } from "./lib/offline-shell.ts";
import "./styles/app.css";

preloadPage(window.location.pathname, window.location.search);
registerServiceWorker();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
