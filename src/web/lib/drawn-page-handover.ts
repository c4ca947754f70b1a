/**
 * The hand-over from a page the server drew to the app (decision 0031). Until the app's code has arrived, the
 * drawn page is only HTML: links work, buttons do nothing. Whoever has already started on it keeps what they did:
 * when the app replaces the drawn children with the same page (equal elements in the same places), focus goes
 * back to the control that had it, text typed into a field is put into the new field, and the last button
 * pressed is pressed again, now that it does something. Elements are matched by their place below the root.
 */

/** Where `element` is below `root`, as child indices; null when it is not below it. */
export function pathTo(root: Element, element: Element | null): number[] | null {
  if (!element || element === root || !root.contains(element)) return null;
  const path: number[] = [];
  let node: Element = element;
  while (node !== root) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

/** The element at `path` below `root`, if there is one. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (el: unknown): el is TextField => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** Sets a field's value as typing would, so that the app's own state follows (React listens for `input`). */
function typeInto(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Watches the drawn page in `root` until its children are first replaced, then carries focus, text and a press over. */
export function handOverDrawnPage(root: HTMLElement): void {
  let focused = pathTo(root, document.activeElement);
  let pressed: number[] | null = null;
  const typed = new Map<string, { path: number[]; value: string }>();

  const onFocus = () => {
    focused = pathTo(root, document.activeElement);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button) pressed = pathTo(root, button);
  };
  const onInput = (event: Event) => {
    const path = isTextField(event.target) ? pathTo(root, event.target) : null;
    if (path && isTextField(event.target)) typed.set(path.join("/"), { path, value: event.target.value });
  };
  document.addEventListener("focusin", onFocus, true);
  root.addEventListener("click", onClick, true);
  root.addEventListener("input", onInput, true);

  const observer = new MutationObserver(() => {
    observer.disconnect();
    document.removeEventListener("focusin", onFocus, true);
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("input", onInput, true);
    for (const { path, value } of typed.values()) {
      const field = elementAt(root, path);
      if (isTextField(field) && field.value !== value) typeInto(field, value);
    }
    const target = focused ? elementAt(root, focused) : null;
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus({ preventScroll: true });
    const button = pressed ? elementAt(root, pressed) : null;
    if (button instanceof HTMLButtonElement && !button.disabled) button.click();
  });
  observer.observe(root, { childList: true });
}
