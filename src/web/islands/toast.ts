import { TOAST_DURATION_MS } from "../ui/toast-timing.ts";

/**
 * The spec's toasts on a page without React (decision 0041): one at a time, 5 s, errors in the destructive style,
 * below the header, in a "Notifications" region as the app's toaster (sonner) has them.
 */

type Kind = "success" | "error";

const TONE: Record<Kind, string> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-700",
};

let region: HTMLOListElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function list(): HTMLOListElement {
  if (region) return region;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notifications");
  section.setAttribute("aria-live", "polite");
  section.tabIndex = -1;
  section.className = "fixed inset-x-3 top-[72px] z-50 sm:left-auto sm:right-4 sm:w-[356px]";
  region = document.createElement("ol");
  section.append(region);
  document.body.append(section);
  return region;
}

function text(tag: "div" | "p", value: string, className: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = value;
  return element;
}

function show(kind: Kind, title: string, description: string): void {
  const item = document.createElement("li");
  item.className = `relative rounded-lg border p-4 pr-10 text-sm shadow-lg ${TONE[kind]}`;
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close toast");
  close.className = "absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md hover:bg-black/5";
  close.textContent = "×";
  close.addEventListener("click", () => item.remove());
  item.append(text("div", title, "font-semibold"), text("p", description, "mt-1"), close);
  clearTimeout(timer);
  list().replaceChildren(item);
  timer = setTimeout(() => item.remove(), TOAST_DURATION_MS);
}

export const toast = {
  success: (title: string, description: string) => show("success", title, description),
  error: (title: string, description: string) => show("error", title, description),
};
