// A page the server drew (decision 0031) shows itself with its HTML and stylesheet alone; the app's code, which
// makes it work, is asked for once the page is on screen, so that on a slow connection the stylesheet does not
// share the line with it. The server puts this script in such a page in place of the app's own tags, with the
// entry (`data-entry`) and the route's code (`data-preload`, space-separated) as attributes.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute("data-entry");
  var preload = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.appendChild(app);
  }
  // Once the browser reports the first contentful paint; at once in a page nobody sees (it is not painted), and
  // in any case within 3 s (a browser that reports no paints, or a page that paints nothing).
  if (document.visibilityState !== "visible" || typeof PerformanceObserver === "undefined") {
    start();
    return;
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 3000);
})();
