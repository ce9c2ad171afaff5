/// The page's inline style sheet and script: nothing is loaded from outside the file, so a page
/// opens from a CI artifact or an e-mail. Colours follow Interface Builder's canvas (blue
/// constraints, orange ambiguity and misplacement, red conflicts) in a light and a dark scheme.
enum HTMLPageAssets {
    static let style = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--panel:#f3f3f6;--line:#d2d2d7;--view:#3a3a3c;\
        --fill:rgba(0,0,0,.025);--guide:#1e9e4a;--req:#0a60ff;--opt:#6f9fe8;--amb:#e07800;--con:#d70040;--sel:#8a2be2}
        @media (prefers-color-scheme:dark){:root{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#a1a1a6;--panel:#2c2c2e;--line:#48484a;\
        --view:#c7c7cc;--fill:rgba(255,255,255,.035);--guide:#4cd07d;--req:#5b9dff;--opt:#8fb4f0;--amb:#ffae42;--con:#ff4f7b;--sel:#c58cff}}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg);margin:0 auto;max-width:1280px;padding:0 1rem 3rem}
        h1{font-size:1.4rem}h2{font-size:1.2rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}h3{font-size:1rem;margin-bottom:.3rem}
        a{color:var(--req)}code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        pre{white-space:pre-wrap;margin:.3rem 0}
        table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:.2rem .5rem;text-align:left}td.n{text-align:right}
        .muted{color:var(--muted)}
        .findings li{margin:.2rem 0;white-space:pre-line}.sev{font-weight:600}.sev-error{color:var(--con)}.sev-warning{color:var(--amb)}.sev-note{color:var(--muted)}
        .legend{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;padding:0;list-style:none}.legend svg{vertical-align:middle;margin-right:.3rem}
        .canvas-row{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
        figure{margin:0;overflow:auto;max-width:100%}figcaption{color:var(--muted);font-size:12px}
        .inspector{flex:1 1 320px;min-width:280px;max-width:560px;background:var(--panel);border-radius:6px;padding:.5rem .8rem;position:sticky;top:.5rem}
        details.views>summary{cursor:pointer;color:var(--muted)}details.view-entry{margin-left:1rem}details.view-entry:target>summary{outline:2px solid var(--sel)}
        svg.scene{background:var(--panel)}
        svg.scene rect,svg.scene path{vector-effect:non-scaling-stroke}
        rect.view{fill:var(--fill);stroke:var(--view);stroke-width:1;cursor:pointer}
        rect.view.root{fill:var(--bg)}
        rect.hidden{opacity:.45;stroke-dasharray:2 2}
        rect.guide{fill:none;stroke:var(--guide);stroke-width:1;stroke-dasharray:3 3;pointer-events:stroke;cursor:pointer}
        rect.guide-layoutMargins,rect.guide-readableContent{stroke-opacity:.5}
        rect.ambiguous{stroke:var(--amb);stroke-width:2}
        rect.conflict{stroke:var(--con);stroke-width:2}
        rect.view.misplaced{stroke:var(--amb)}
        rect.stored-frame{fill:none;stroke:var(--amb);stroke-width:1.5;stroke-dasharray:5 3;pointer-events:none}
        rect.ambiguity-band{fill:var(--amb);fill-opacity:.07;stroke:var(--amb);stroke-opacity:.5;stroke-dasharray:1 3;pointer-events:none}
        path.constraint{fill:none;stroke:var(--req);stroke-width:1;opacity:.75}
        path.constraint.optional{stroke:var(--opt);stroke-dasharray:4 2}path.constraint.low{stroke-dasharray:1 2}
        path.constraint.conflict{stroke:var(--con)}path.constraint.broken{stroke:var(--con);stroke-width:2.5;opacity:1}
        text.label-text{fill:var(--fg);pointer-events:none;font-family:system-ui,sans-serif}
        svg.scene .selected{stroke-width:3;opacity:1}
        svg.scene rect.view.selected:not(.conflict):not(.ambiguous):not(.misplaced),svg.scene path.selected:not(.conflict){stroke:var(--sel)}
        svg.scene.has-selection path.constraint:not(.selected):not(.broken){opacity:.25}
        @media print{.inspector{position:static}}
        """

    /// Hover shows a view's constraints in the scene's panel; a click (or a finding's link) selects
    /// it, highlighting it and its constraints. The text comes from the view's entry in the list
    /// under the picture, which is there without the script too.
    static let script = """
        (function () {
          "use strict";
          var pinned = {};
          function entry(svg, id) { return document.getElementById(svg.getAttribute("data-anchor") + "-" + id); }
          function show(svg, id) {
            var item = entry(svg, id), panel = document.getElementById(svg.getAttribute("data-anchor") + "-inspector");
            if (!item || !panel) { return; }
            var heading = document.createElement("strong"), text = document.createElement("pre");
            heading.textContent = item.querySelector("summary").textContent;
            var source = item.hasAttribute("data-text") ? document.getElementById(item.getAttribute("data-text")) : item;
            text.textContent = (source || item).querySelector("pre").textContent;
            panel.replaceChildren(heading, text);
          }
          function select(svg, id) {
            var anchor = svg.getAttribute("data-anchor");
            pinned[anchor] = id;
            svg.classList.add("has-selection");
            svg.querySelectorAll(".selected").forEach(function (node) { node.classList.remove("selected"); });
            svg.querySelectorAll("[data-id]").forEach(function (node) {
              if (node.getAttribute("data-id") === id) { node.classList.add("selected"); }
            });
            svg.querySelectorAll("path.constraint").forEach(function (node) {
              if ((node.getAttribute("data-items") || "").split(" ").indexOf(id) >= 0) { node.classList.add("selected"); }
            });
            show(svg, id);
          }
          function target(event) {
            var node = event.target;
            return node && node.closest ? node.closest("svg.scene [data-id]") : null;
          }
          document.addEventListener("click", function (event) {
            var node = target(event);
            if (node) { select(node.ownerSVGElement, node.getAttribute("data-id")); }
          });
          document.addEventListener("mouseover", function (event) {
            var node = target(event);
            if (node) { show(node.ownerSVGElement, node.getAttribute("data-id")); }
          });
          document.addEventListener("mouseout", function (event) {
            var node = target(event);
            if (!node) { return; }
            var svg = node.ownerSVGElement, id = pinned[svg.getAttribute("data-anchor")];
            if (id) { show(svg, id); }
          });
          function follow() {
            var preset = document.querySelector("[data-select]");
            var id = decodeURIComponent(location.hash.slice(1)) || (preset ? preset.getAttribute("data-select") : "");
            var item = id ? document.getElementById(id) : null;
            if (!item || !item.hasAttribute("data-for")) { return; }
            for (var node = item; node; node = node.parentElement) { if (node.tagName === "DETAILS") { node.open = true; } }
            var svg = document.querySelector("svg.scene[data-anchor=\\"" + item.getAttribute("data-anchor") + "\\"]");
            if (svg) { select(svg, item.getAttribute("data-for")); }
            item.scrollIntoView();
          }
          window.addEventListener("hashchange", follow);
          follow();
        })();
        """
}
