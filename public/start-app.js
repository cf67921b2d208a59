/*
 * Starts the app on a page the worker drew (worker/pages.ts puts this script there in place of
 * the app's own script tags): only once that page has painted, so the app's code never competes
 * with the page a visitor came to read. (A file, not inline: the CSP runs no inline script.)
 */
(function () {
  // Chromium may offer installation before the app runs: keep the offer for it (web/lib/install-prompt.ts).
  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.earlyInstallPrompt = event;
  });
  var script = document.currentScript;
  var entry = script.getAttribute("data-entry");
  var modules = (script.getAttribute("data-modules") || "").split(" ").filter(Boolean);
  function start() {
    // One insertion: the browser recalculates the head once, not once per module.
    var tags = document.createDocumentFragment();
    modules.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      tags.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.src = entry;
    tags.appendChild(app);
    document.head.appendChild(tags);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
