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
  // After the next frame is painted; at once in a page nobody sees (no frame comes), and in any case within a second.
  if (document.visibilityState === "visible") {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  } else start();
})();
