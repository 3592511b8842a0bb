// The review page's inline style sheet and script: the page has to work from file:// and from a
// downloaded CI artifact, so nothing is loaded from anywhere else.

extension ReviewPage {
    /// The style sheet. Images are drawn with `image-rendering: pixelated` at whole-number zooms
    /// so every golden pixel stays a sharp square; transparency shows as a checkerboard.
    static let style = """

    :root { color-scheme: light; font: 14px/1.45 system-ui, sans-serif; color: #1d1d1f; background: #f2f2f5; }
    body { margin: 0; padding: 16px 24px 48px; }
    header, section { background: #fff; border-radius: 10px; padding: 14px 20px; margin: 0 0 16px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, .14); }
    h1 { font-size: 20px; margin: 0 0 6px; }
    h2 { font-size: 16px; font-weight: 500; margin: 0 0 4px; }
    header p { margin: 4px 0; color: #555; }
    .toc { margin: 8px 0 0; padding-left: 22px; }
    .badge { font-size: 12px; padding: 1px 7px; border-radius: 9px; background: #fde7e9; color: #a1141a; }
    .badge.missingGolden, .badge.unreadableGolden { background: #fff1d6; color: #7a4b00; }
    .status { margin: 0 0 10px; color: #a1141a; }
    .warning { color: #7a4b00; }
    dl.numbers { display: grid; grid-template-columns: max-content auto; gap: 2px 14px; margin: 0 0 12px; }
    dt { color: #6e6e73; }
    dd { margin: 0; }
    code, pre { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
    pre { white-space: pre-wrap; background: #f2f2f5; padding: 8px 10px; border-radius: 6px; }
    .frames-summary { margin: 0 0 4px; font-weight: 600; }
    table.frames { border-collapse: collapse; margin: 0 0 14px; }
    table.frames th, table.frames td { border-bottom: 1px solid #e5e5ea; padding: 2px 12px; text-align: right; }
    table.frames tr.differs td { background: #fde7e9; color: #a1141a; font-weight: 600; }
    table.frames tr[data-split] { cursor: pointer; }
    .stage, .frame { position: relative; line-height: 0;
      background: repeating-conic-gradient(#dcdce1 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .stage { outline: 1px solid #c7c7cc; overflow: hidden; touch-action: none; cursor: ew-resize; }
    .stage img { position: absolute; left: 0; top: 0; }
    img { image-rendering: pixelated; display: block; }
    .compare { --split: 50%; --alpha: 0.5; margin: 0 0 14px; }
    .compare[data-mode="slider"] .stage img.actual { clip-path: inset(0 0 0 var(--split)); }
    .compare[data-mode="onion"] .stage img.actual { opacity: var(--alpha); }
    .divider { position: absolute; top: 0; bottom: 0; left: var(--split); border-left: 2px solid #0a84ff;
      margin-left: -1px; box-shadow: 0 0 0 1px rgba(255, 255, 255, .8); pointer-events: none; }
    .compare[data-mode="onion"] .divider { display: none; }
    .marker { position: absolute; top: 0; bottom: 0; box-sizing: border-box; border: 2px solid #ff2d55;
      pointer-events: none; font-size: 0; }
    .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 14px; margin-top: 8px; }
    .controls input[type="range"] { width: 240px; }
    .legend { color: #6e6e73; }
    .figures { display: flex; flex-wrap: wrap; gap: 16px; margin: 0 0 10px; }
    figure { margin: 0; }
    .frame { display: inline-block; outline: 1px solid #c7c7cc; }
    figcaption { margin-top: 4px; color: #6e6e73; }
    .missing { display: block; color: #a1141a; line-height: 1.4; padding: 4px; }

    """

    /// The script: the slider and onion skin, dragging on the comparison, a click on a frame's
    /// row to move the slider onto it, the zoom menu, and a
    /// `data-loaded` attribute on every image (`<width>x<height>` or `error`, with a visible
    /// note naming a missing file) plus `data-box` on images, frame markers and the slider's line
    /// (the page rectangle in CSS pixels), which let a headless browser check what was drawn where.
    static let script = """

    function flipbookLoaded(img) { img.dataset.loaded = img.naturalWidth + "x" + img.naturalHeight; }
    function flipbookMissing(img) {
      img.dataset.loaded = "error";
      var note = document.createElement("span");
      note.className = "missing";
      note.textContent = "Missing image: " + img.getAttribute("src");
      img.parentNode.appendChild(note);
    }
    function flipbookSet(compare, value) {
      compare.style.setProperty("--split", value + "%");
      compare.style.setProperty("--alpha", String(value / 100));
      var legend = compare.querySelector(".legend");
      legend.textContent = compare.dataset.mode === "onion"
        ? legend.dataset.onion + " " + value + "% opacity" : legend.dataset.slider;
    }
    function flipbookZoom(choice) {
      document.querySelectorAll("section.failure").forEach(function (section) {
        var zoom = choice === "auto" ? Number(section.dataset.zoom) : Number(choice);
        var thumb = choice === "auto" ? Number(section.dataset.thumbZoom) : Number(choice);
        section.querySelectorAll(".stage").forEach(function (stage) {
          var w = 0, h = 0;
          stage.querySelectorAll("img").forEach(function (img) {
            img.style.width = img.dataset.w * zoom + "px"; img.style.height = img.dataset.h * zoom + "px";
            w = Math.max(w, img.dataset.w * zoom); h = Math.max(h, img.dataset.h * zoom);
          });
          stage.style.width = w + "px"; stage.style.height = h + "px";
        });
        section.querySelectorAll(".figures img").forEach(function (img) {
          img.style.width = img.dataset.w * thumb + "px"; img.style.height = img.dataset.h * thumb + "px";
        });
      });
    }
    document.addEventListener("input", function (event) {
      var compare = event.target.closest(".compare");
      if (compare && event.target.type === "range") flipbookSet(compare, event.target.value);
    });
    document.addEventListener("change", function (event) {
      var target = event.target, compare = target.closest(".compare");
      if (compare && target.type === "radio") {
        compare.dataset.mode = target.value;
        flipbookSet(compare, compare.querySelector("input[type=range]").value);
      }
      if (target.id === "zoom") flipbookZoom(target.value);
    });
    function flipbookDrag(event) {
      var stage = event.target.closest(".stage");
      if (!stage || !(event.buttons & 1)) return;
      var rect = stage.getBoundingClientRect();
      var value = Math.round(Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) * 100);
      var compare = stage.closest(".compare");
      compare.querySelector("input[type=range]").value = value;
      flipbookSet(compare, value);
    }
    document.addEventListener("click", function (event) {
      var row = event.target.closest("tr[data-split]");
      var compare = row && row.closest("section").querySelector(".compare");
      if (!compare) return;
      compare.querySelector("input[type=range]").value = row.dataset.split;
      flipbookSet(compare, row.dataset.split);
    });
    document.addEventListener("pointerdown", flipbookDrag);
    document.addEventListener("pointermove", flipbookDrag);
    window.addEventListener("load", function () {
      document.querySelectorAll("img, .marker, .divider").forEach(function (element) {
        var r = element.getBoundingClientRect();
        element.dataset.box = [r.left + scrollX, r.top + scrollY, r.width, r.height].map(Math.round).join(",");
      });
      document.documentElement.dataset.ready = "true";
    });

    """
}
