// The start of a page the server drew (decision 0031). The page shows itself with its HTML and stylesheet alone;
// this small script, which the server puts in such a page in place of the app's own tags, does two things:
//
// 1. It asks for the app's code (the entry in `data-entry`, the route's chunks in `data-preload`, space-separated)
//    once the page is on screen, so that on a slow connection the stylesheet does not share the line with it.
//    With `data-start="first-use"` (decisions 0043 and 0044) it only fetches it then, without running it, and
//    runs it at the person's first use of the page (a touch, a key, a focus, the mouse or the wheel, or a
//    return to the page after it was hidden): a page that is read before it is used costs the phone's main
//    thread nothing, and its first use does not wait for the network.
// 2. It hands over what the person did before the app's code ran. Until then the page is only HTML: links work,
//    buttons do nothing. When the app replaces the drawn children with the same page (equal elements in the same
//    places), focus goes back to the control that had it, text typed into a field (or a choice made in a list)
//    is put into the new field, and the last button pressed is pressed again, now that it does something.
//    Elements are matched by their place below the root (child indices) and must be the same kind of element with
//    the same name and text there, so that a page that came out differently (another locale, another day) never
//    gets a press meant for another.
// 3. It opens a form the server drew (decision 0045): a site screen's first form is drawn into the page inside a
//    `<template data-drawn-dialog="…">` (the text of the button that opens it). Pressed before the app has come,
//    that button opens a copy of the drawn dialog at once, and the person can type while the app's code runs. Once
//    the app has taken over, the button is pressed again, and when the app's own dialog (the same title) shows,
//    what was typed or chosen is put into its fields (matched by id), focus goes to the field that had it, and a
//    press of the form's submit button (or of another of its buttons) is made again there. Cancel, Close and Escape
//    close the copy and nothing is handed over.
(function () {
  var script = document.currentScript;
  var root = document.getElementById("root");
  if (!script || !root) return;

  // 2. The hand-over, watched from the first moment.
  function pathTo(element) {
    if (!element || element === root || !root.contains(element)) return null;
    var path = [];
    var node = element;
    while (node !== root) {
      var parent = node.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
      node = parent;
    }
    return path;
  }
  function elementAt(path) {
    var node = root;
    for (var i = 0; i < path.length && node; i++) node = node.children[path[i]];
    return node || null;
  }
  // What an element is, to tell that the one at the same place in the new page is the same control.
  // An id made by React's useId (`_R_…_` on the server, `_r_…_` in the browser) differs between the two renders.
  function signature(el) {
    if (!el) return "";
    var id = /^_[rR]_.*_$/.test(el.id) ? "" : el.id;
    return [
      el.tagName,
      id,
      el.getAttribute("name"),
      el.getAttribute("aria-label"),
      (el.textContent || "").trim().slice(0, 80),
    ].join("|");
  }
  function sameAt(record) {
    if (!record) return null;
    var el = elementAt(record.path);
    return el && signature(el) === record.signature ? el : null;
  }
  function recordOf(el) {
    var path = pathTo(el);
    return path ? { path: path, signature: signature(el) } : null;
  }
  function isField(el) {
    return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
  }
  // Set as typing or choosing would, so that the app's own state follows (React listens for `input`, and for
  // `change` on a select).
  function typeInto(field, value) {
    var prototype =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : field instanceof HTMLSelectElement
          ? HTMLSelectElement.prototype
          : HTMLInputElement.prototype;
    var descriptor = Object.getOwnPropertyDescriptor(prototype, "value");
    if (descriptor && descriptor.set) descriptor.set.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }

  var focused = recordOf(document.activeElement);
  var pressed = null;
  var typed = {};
  function onFocus() {
    focused = recordOf(document.activeElement);
  }
  // A press under way: the button or link a pointer went down on, until its click. If the app takes the page over
  // between the down and the up, the browser fires no click (the two ends are on different elements): the press
  // is then finished on the app's element at that place when the pointer comes up.
  var pressing = null;
  function onPointerDown(event) {
    var control = event.target instanceof Element ? event.target.closest("button, a[href]") : null;
    pressing = control ? recordOf(control) : null;
  }
  // Up on the drawn page: the press ended there (a click, or none when the pointer slid off).
  function onPointerUp() {
    pressing = null;
  }
  function onClick(event) {
    pressing = null;
    var button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    pressed = recordOf(button);
    var template = drawnFor(button);
    if (template && !drawn) openDrawn(template, pressed);
  }
  // A drawn form is not sent by the browser itself (a sign-in form would put the password in the address): its
  // button is pressed again once the app has taken over. Pressing Enter in a field also presses the form's button.
  function onSubmit(event) {
    event.preventDefault();
    if (event.submitter instanceof HTMLButtonElement) pressed = recordOf(event.submitter);
  }
  function onInput(event) {
    var field = isField(event.target) ? recordOf(event.target) : null;
    if (field) typed[field.path.join("/")] = { field: field, value: event.target.value };
  }
  document.addEventListener("focusin", onFocus, true);
  root.addEventListener("pointerdown", onPointerDown, true);
  document.addEventListener("pointerup", onPointerUp, true);
  document.addEventListener("pointercancel", onPointerUp, true);
  root.addEventListener("click", onClick, true);
  root.addEventListener("input", onInput, true);
  root.addEventListener("submit", onSubmit, true);

  // 3. The drawn forms.
  var drawn = null;
  function drawnFor(button) {
    var text = (button.textContent || "").trim();
    var templates = root.querySelectorAll("template[data-drawn-dialog]");
    for (var i = 0; i < templates.length; i++)
      if (templates[i].getAttribute("data-drawn-dialog") === text) return templates[i];
    return null;
  }
  function titleOf(dialog) {
    var id = dialog.getAttribute("aria-labelledby");
    var title = id ? dialog.querySelector("#" + CSS.escape(id)) : null;
    return title ? (title.textContent || "").trim() : "";
  }
  function buttonText(button) {
    return button.getAttribute("aria-label") || (button.textContent || "").trim();
  }
  function openDrawn(template, opener) {
    var dialog = template.content.firstElementChild ? template.content.firstElementChild.cloneNode(true) : null;
    if (!(dialog instanceof HTMLDialogElement)) return;
    var state = { dialog: dialog, opener: opener, title: titleOf(dialog), changed: {}, press: null };
    function onChange(event) {
      if (isField(event.target) && event.target.id) state.changed[event.target.id] = true;
    }
    function close() {
      dismiss(state);
      if (pressed === opener) pressed = null;
    }
    dialog.addEventListener("input", onChange);
    dialog.addEventListener("change", onChange);
    // Sent by the app's dialog once it has taken over (the submit button pressed again there).
    dialog.addEventListener("submit", function (event) {
      event.preventDefault();
      if (event.submitter instanceof HTMLButtonElement) state.press = buttonText(event.submitter);
      start();
    });
    dialog.addEventListener("click", function (event) {
      var button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      if (button.hasAttribute("data-dialog-close")) close();
      else if (button.type === "button") {
        state.press = buttonText(button);
        start();
      }
    });
    dialog.addEventListener("cancel", function (event) {
      event.preventDefault();
      close();
    });
    // Set first: showModal() focuses the form's first field, which is a use of the drawn form, not of the page.
    drawn = state;
    document.body.appendChild(dialog);
    dialog.showModal();
    if (atFirstUse) startAtPause();
  }
  function dismiss(state) {
    state.dialog.close();
    state.dialog.remove();
    if (drawn === state) drawn = null;
  }
  // The app's dialog with the drawn one's title, once it shows (a portal at the end of the body).
  function handOverWhenShown(state) {
    function find() {
      var dialogs = document.querySelectorAll('[role="dialog"]');
      for (var i = 0; i < dialogs.length; i++)
        if (dialogs[i] !== state.dialog && titleOf(dialogs[i]) === state.title) return dialogs[i];
      return null;
    }
    var watcher = new MutationObserver(function () {
      var target = find();
      if (!target) return;
      watcher.disconnect();
      handOver(state, target);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
  }
  function handOver(state, target) {
    var active = document.activeElement;
    var activeId = active && state.dialog.contains(active) ? active.id : "";
    var selection =
      active && typeof active.selectionStart === "number" ? [active.selectionStart, active.selectionEnd] : null;
    Object.keys(state.changed).forEach(function (id) {
      var from = state.dialog.querySelector("#" + CSS.escape(id));
      var to = target.querySelector("#" + CSS.escape(id));
      if (!isField(from) || !isField(to)) return;
      if (from.type === "file") {
        to.files = from.files;
        to.dispatchEvent(new Event("change", { bubbles: true }));
      } else if (from.type === "checkbox" || from.type === "radio") {
        if (to.checked !== from.checked) to.click();
      } else if (to.value !== from.value) typeInto(to, from.value);
    });
    dismiss(state);
    var field = activeId ? target.querySelector("#" + CSS.escape(activeId)) : null;
    if (field instanceof HTMLElement) {
      field.focus({ preventScroll: true });
      if (selection && typeof field.setSelectionRange === "function") {
        try {
          field.setSelectionRange(selection[0], selection[1]);
        } catch {
          // A field without a caret (a date, a number).
        }
      }
    }
    if (!state.press) return;
    var buttons = target.querySelectorAll("button");
    for (var i = 0; i < buttons.length; i++) {
      if (buttonText(buttons[i]) !== state.press) continue;
      if (!buttons[i].disabled) buttons[i].click();
      return;
    }
  }

  // The press the takeover cut in two (see `pressing`): clicked once the pointer comes up, unless a click came.
  function finishPress(control) {
    if (!(control instanceof HTMLElement)) return;
    var clicked = false;
    var onAnyClick = function () {
      clicked = true;
    };
    document.addEventListener("click", onAnyClick, true);
    var onUp = function (event) {
      document.removeEventListener("pointerup", onUp, true);
      document.removeEventListener("pointercancel", onCancel, true);
      // Released over the same control, as a click needs (a touch stays with the element it began on, the drawn
      // one, now gone); off it, the press is dropped as the browser would.
      var target = event.target instanceof Node ? event.target : null;
      var over = target !== null && (!target.isConnected || control.contains(target));
      setTimeout(function () {
        document.removeEventListener("click", onAnyClick, true);
        if (over && !clicked && control.isConnected && !(control instanceof HTMLButtonElement && control.disabled))
          control.click();
      }, 0);
    };
    var onCancel = function () {
      document.removeEventListener("pointerup", onUp, true);
      document.removeEventListener("pointercancel", onCancel, true);
      document.removeEventListener("click", onAnyClick, true);
    };
    document.addEventListener("pointerup", onUp, true);
    document.addEventListener("pointercancel", onCancel, true);
  }

  var observer = new MutationObserver(function () {
    observer.disconnect();
    document.removeEventListener("focusin", onFocus, true);
    root.removeEventListener("pointerdown", onPointerDown, true);
    document.removeEventListener("pointerup", onPointerUp, true);
    document.removeEventListener("pointercancel", onPointerUp, true);
    root.removeEventListener("click", onClick, true);
    finishPress(sameAt(pressing));
    root.removeEventListener("input", onInput, true);
    root.removeEventListener("submit", onSubmit, true);
    // The app's elements are matched to the drawn ones before the typing is put in: typing may change a button's
    // text (Pay Now names the amount typed), and the button pressed is still the one drawn at that place.
    var target = sameAt(focused);
    var button = sameAt(pressed);
    var fields = Object.keys(typed).map(function (key) {
      return { field: sameAt(typed[key].field), value: typed[key].value };
    });
    fields.forEach(function (entry) {
      if (isField(entry.field) && entry.field.value !== entry.value) typeInto(entry.field, entry.value);
    });
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus({ preventScroll: true });
    if (!(button instanceof HTMLButtonElement) || !button.isConnected || button.disabled) return;
    // The app's dialog takes over from a drawn one: it gives focus back to this button when it closes.
    if (drawn && drawn.opener === pressed) {
      button.setAttribute("data-drawn-opener", "");
      handOverWhenShown(drawn);
    }
    button.click();
  });
  observer.observe(root, { childList: true });

  // 1. The app's code: after the first paint, or fetched then and run at the page's first use.
  var entry = script.getAttribute("data-entry");
  var preload = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var atFirstUse = script.getAttribute("data-start") === "first-use";
  var started = false;
  var FIRST_USE = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "wheel", "input"];
  function add(rel, href) {
    var link = document.createElement("link");
    link.rel = rel;
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    if (started || !entry) return;
    started = true;
    clearTimeout(soon);
    FIRST_USE.forEach(function (type) {
      document.removeEventListener(type, onFirstUse, true);
    });
    document.removeEventListener("visibilitychange", onVisible);
    // The entry first: it is the largest file, and the browser asks a server for six files at a time.
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.appendChild(app);
    preload.forEach(function (href) {
      add("modulepreload", href);
    });
  }
  // Fetched into the cache only: a prefetch is neither parsed nor compiled (a modulepreload is, and that measured
  // as the phone's main-thread work, decision 0043).
  var fetched = false;
  function fetchOnly() {
    if (fetched || started || !entry) return;
    fetched = true;
    [entry].concat(preload).forEach(function (href) {
      add("prefetch", href);
    });
  }
  // A drawn form (3.) is used before the app: the app's code, whose start holds the phone's main thread for a moment,
  // runs at the first pause in it (or when it is sent), not under the person's first keystrokes.
  var PAUSE_MS = 1000;
  var soon = 0;
  function startAtPause() {
    clearTimeout(soon);
    soon = setTimeout(start, PAUSE_MS);
  }
  function onFirstUse(event) {
    if (drawn) {
      startAtPause();
      return;
    }
    var button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !drawnFor(button)) start();
  }
  function onVisible() {
    if (document.visibilityState === "visible") start();
  }
  // Once the browser reports the first contentful paint; at once in a page nobody sees (it is not painted), and
  // in any case within 3 s (a browser that reports no paints, or a page that paints nothing).
  function afterFirstPaint(then) {
    if (document.visibilityState !== "visible" || typeof PerformanceObserver === "undefined") {
      then();
      return;
    }
    try {
      new PerformanceObserver(function (list, paints) {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        paints.disconnect();
        setTimeout(then, 0);
      }).observe({ type: "paint", buffered: true });
    } catch {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    }
    setTimeout(then, 3000);
  }
  if (!atFirstUse) {
    afterFirstPaint(start);
    return;
  }
  FIRST_USE.forEach(function (type) {
    document.addEventListener(type, onFirstUse, { capture: true, passive: true });
  });
  // Coming back to a page left hidden is a use too: the app then reads what changed meanwhile.
  document.addEventListener("visibilitychange", onVisible);
  // A page that refreshes on its own (analytics' interval) runs the app when its first refresh is due, used or not.
  var refreshing = root.querySelector("[data-refresh-ms]");
  var refreshMs = refreshing ? Number(refreshing.getAttribute("data-refresh-ms")) : 0;
  if (refreshMs > 0) setTimeout(start, refreshMs);
  // The service worker, which keeps the app for a site with no signal (decision 0028), does not wait for a use:
  // registered once the page has loaded, as the app itself does (src/web/lib/offline-shell.ts).
  if ("serviceWorker" in navigator) {
    var register = function () {
      navigator.serviceWorker.register("/sw.js").catch(function () {});
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }
  // Focus already in the page (a field focused before this script ran) is a use too.
  if (root.contains(document.activeElement)) start();
  // With no connection the page is a copy the device kept: the app says so at once, and what waits to be sent. A
  // page drawn with a part still loading (marked aria-busy) needs the app to read it. Both run it after the paint.
  else if (navigator.onLine === false || root.querySelector('[aria-busy="true"]')) afterFirstPaint(start);
  else afterFirstPaint(fetchOnly);
})();
