/// The review pages' style sheet and script, built in (nothing is fetched from the network).
public enum ReviewAssets {
  /// `/review.css`.
  public static let css = """
    :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
    body { margin: 0; }
    header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 12px;
      align-items: center; padding: 8px 16px; background: Canvas; border-bottom: 1px solid GrayText; }
    header h1 { font-size: 18px; margin: 0 12px 0 0; }
    form { display: flex; flex-wrap: wrap; gap: 12px; }
    section.error { margin: 12px 16px; padding: 8px 12px; border: 2px solid #d70015; }
    section.error pre { white-space: pre-wrap; overflow-wrap: anywhere; }
    .layout { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 16px; padding: 16px; }
    #gallery { display: flex; flex-wrap: wrap; gap: 16px; align-content: flex-start; }
    .state h2 { font-size: 13px; margin: 0 0 4px; }
    .frames { display: flex; gap: 8px; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: GrayText; }
    iframe { width: 400px; height: 760px; border: 1px solid GrayText; border-radius: 6px; }
    .failures { margin: 4px 0 0; padding-left: 16px; color: #d70015; font-size: 12px; max-width: 400px; }
    aside { position: sticky; top: 64px; align-self: start; max-height: calc(100vh - 80px); overflow: auto; }
    aside h2 { font-size: 14px; }
    #part-info { white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace; min-height: 3em;
      padding: 6px; border: 1px solid GrayText; border-radius: 4px; overflow-wrap: anywhere; }
    .findings { padding-left: 16px; overflow-wrap: anywhere; }
    .findings .error strong { color: #d70015; }
    .index { padding: 16px; }

    """

  /// `/review.js`: the switchers (kept in the address), the marks on each drawn state, the
  /// part under the pointer or focus, and reloading when the server says the brand changed.
  public static let script = """
    "use strict";
    (() => {
      const form = document.getElementById("switchers");
      if (form) {
        form.addEventListener("change", () => {
          const params = new URLSearchParams(location.search);
          for (const select of form.querySelectorAll("select")) params.set(select.name, select.value);
          const brand = params.get("brand");
          params.delete("brand");
          location.assign("/brand/" + encodeURIComponent(brand) + "?" + params.toString());
        });
      }
      let info = document.getElementById("part-info");
      const place = (color) =>
        color.role + (color.token ? " → " + color.token : "") +
        (color.location ? " (" + color.location + ")" : "") + " " + color.hex;
      function annotate(frame) {
        const doc = frame.contentDocument;
        if (!doc || !doc.body || frame.dataset.annotated === frame.src) return;
        frame.dataset.annotated = frame.src;
        frame.style.height = Math.max(200, doc.documentElement.scrollHeight + 4) + "px";
        const notes = frame.getAttribute("src").replace("/state?", "/notes?");
        fetch(notes).then((response) => response.json()).then((list) => {
          const byPart = new Map();
          for (const note of list) {
            if (!byPart.has(note.part)) byPart.set(note.part, []);
            byPart.get(note.part).push(note);
          }
          const failures = frame.parentElement.querySelector(".failures");
          failures.textContent = "";
          for (const [part, notesOfPart] of byPart) {
            const element = doc.querySelector('[data-part="' + CSS.escape(part) + '"]');
            if (!element) continue;
            element.setAttribute("tabindex", "0");
            const failing = notesOfPart.filter((note) => note.fails);
            if (failing.length > 0) {
              element.style.outline = "3px dashed #d70015";
              element.style.outlineOffset = "2px";
              element.setAttribute("data-review-fails", String(failing.length));
              for (const note of failing) {
                const item = document.createElement("li");
                item.textContent = part + " " + note.drawn + ": " + note.ratio + ":1, needs " +
                  note.required + ":1 (contrast, " + note.kind + ")";
                failures.append(item);
              }
            }
          }
          const show = (event) => {
            let element = event.target;
            while (element && element.getAttribute && !byPart.has(element.getAttribute("data-part"))) {
              element = element.parentElement;
            }
            const part = element && element.getAttribute && element.getAttribute("data-part");
            if (!part || info.dataset.part === part) return;
            info.textContent = byPart.get(part).map((note) =>
              part + " · " + note.drawn + " " + note.ratio + ":1" +
              (note.required ? " (needs " + note.required + ":1)" : " (exempt)") + "\\n  " +
              place(note.foreground) + "\\n  on " + place(note.background)).join("\\n");
            info.dataset.part = part;
          };
          doc.addEventListener("mouseover", show);
          doc.addEventListener("focusin", show);
          frame.dataset.notes = String(list.length);
        });
      }
      for (const frame of document.querySelectorAll("iframe")) {
        frame.addEventListener("load", () => annotate(frame));
        if (frame.contentDocument && frame.contentDocument.readyState === "complete") annotate(frame);
      }
      const status = document.getElementById("status");
      if (window.EventSource && status) {
        const events = new EventSource("/events");
        events.addEventListener("hello", () => { status.textContent = "live: reloads on save"; });
        // A save: the frames draw again and the findings and error are read again, in place.
        events.addEventListener("reload", () => {
          if (!document.querySelector("iframe")) { location.reload(); return; }
          for (const frame of document.querySelectorAll("iframe")) {
            frame.dataset.annotated = "";
            frame.contentWindow.location.reload();
          }
          fetch(location.href).then((response) => response.text()).then((html) => {
            const fresh = new DOMParser().parseFromString(html, "text/html");
            for (const selector of ["aside", "#error"]) {
              const old = document.querySelector(selector);
              const now = fresh.querySelector(selector);
              if (old && now) old.replaceWith(now);
              else if (old) old.remove();
              else if (now) document.querySelector("header").after(now);
            }
            info = document.getElementById("part-info");
          });
        });
        events.onerror = () => { status.textContent = "not connected: is sptheme serve running?"; };
      }
    })();

    """
}
