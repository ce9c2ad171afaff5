#!/usr/bin/env python3
"""The HTML pictures (`explain --format html`, `--reporter html`) checked in a real browser.

Headless Chromium (Debian's chromium-headless-shell) driven by Playwright opens the page of every
sample and of a seeded sample of corpus documents, and checks:
  * no console error and no uncaught exception, no request leaves the file (nothing external);
  * every item `dump --solve --size-class all` gives a solved frame has a `data-id` element in the
    `<svg data-scene data-size-class>` of its scene and size class, and each rendered box is the
    solved frame (placed inside its superview, drawn at the origin for a root) times one scale per
    scene, within 1.5 px (AppKit: y counted from the bottom of unflipped superviews, either way);
  * ambiguous views carry the class `ambiguous`, a scene with conflicts has `conflict` elements
    (and one without has none);
  * the page parses with html5lib's strict HTML5 parser without errors;
  * the page of the largest corpus document weighs under 2 MB and loads in under 2 s.
Exit code 0 only when every check passed.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

import html5lib
from playwright.sync_api import sync_playwright

TOLERANCE = 1.5
LARGEST_BYTES = 2_000_000
LARGEST_SECONDS = 2.0

# Reads every [data-id] box of every scene picture, relative to the svg's viewBox origin, in px.
MEASURE = """() => Array.from(document.querySelectorAll('svg[data-scene]')).map(svg => {
  const box = svg.getBoundingClientRect();
  const view = svg.viewBox.baseVal;
  const scale = box.width / view.width;
  const items = {};
  svg.querySelectorAll('[data-id]').forEach(node => {
    const r = node.getBoundingClientRect();
    items[node.getAttribute('data-id')] = {x: (r.left - box.left) / scale + view.x, y: (r.top - box.top) / scale + view.y,
      width: r.width / scale, height: r.height / scale, px: {width: r.width, height: r.height}, classes: node.getAttribute('class') || ''};
  });
  const bands = [];
  svg.querySelectorAll('[data-band-for]').forEach(node => {
    const r = node.getBoundingClientRect();
    bands.push({id: node.getAttribute('data-band-for'), x: (r.left - box.left) / scale + view.x, y: (r.top - box.top) / scale + view.y,
      width: r.width / scale, height: r.height / scale});
  });
  return {scene: svg.getAttribute('data-scene'), sizeClass: svg.getAttribute('data-size-class'),
          pxPerUnit: scale, items: items, bands: bands, conflicts: svg.querySelectorAll('.conflict').length};
})"""


def solved_scenes(layoutlint, path):
    dump = json.loads(subprocess.run([layoutlint, "dump", "--solve", "--size-class", "all", path],
                                     check=True, capture_output=True, text=True).stdout)
    return dump


def absolute_boxes(scene, platform):
    """Each solved item's box in root coordinates, as candidates: on AppKit a superview may count y
    from its bottom (unflipped) or top, and the dump does not say which, so both are kept."""
    items = {item["id"]: item for item in scene["items"] if item.get("solved")}
    boxes = {}

    def place(item_id):
        if item_id in boxes:
            return boxes[item_id]
        item = items[item_id]
        frame = item["solved"]
        parent = item.get("parent")
        result = []
        if parent is None:
            result = [(0.0, 0.0, frame["width"], frame["height"])]
        elif parent in items:
            for px, py, pw, ph in place(parent):
                result.append((px + frame["x"], py + frame["y"], frame["width"], frame["height"]))
                if platform == "macOS":
                    result.append((px + frame["x"], py + ph - frame["y"] - frame["height"], frame["width"], frame["height"]))
        result = list(dict.fromkeys(tuple(round(v, 3) for v in box) for box in result))[:64]
        boxes[item_id] = result
        return result

    for item_id in items:
        place(item_id)
    return {key: value for key, value in boxes.items() if value}


def misplaced_views(scene, dump):
    """The misplaced-view rule's test, from the dump: on a determined scene (no conflict, tie or
    ambiguity) outside AppKit, a constrained subview whose stored frame is off by more than half a
    point. Only for a scene solved once (its saved size class)."""
    items = scene["items"]
    undetermined = scene.get("conflicts") or scene.get("tied") or any(
        item.get("ambiguous") or item.get("ambiguousContentSize") for item in items)
    if dump["platform"] == "macOS" or undetermined:
        return set()
    result = set()
    for item in items:
        stored, solved = item.get("frame"), item.get("solved")
        if item.get("kind") != "view" or item.get("parent") is None or item.get("translatesAutoresizingMaskIntoConstraints", True):
            continue
        if item.get("frameVariations") or not stored or not solved:
            continue
        if any(abs(stored[key] - solved[key]) > 0.5 for key in ("x", "y", "width", "height")):
            result.add(item["id"])
    return result


def normalized(box):
    x, y, w, h = box
    return (min(x, x + w), min(y, y + h), abs(w), abs(h))


def check_geometry(dump, measured, label, problems):
    pictures = {(picture["scene"], picture["sizeClass"]): picture for picture in measured}
    configurations = {}
    for scene in dump["scenes"]:
        configurations[scene["id"]] = configurations.get(scene["id"], 0) + 1
    drawn = 0
    for scene in dump["scenes"]:
        picture = pictures.get((scene["id"], scene.get("sizeClass")))
        solved = [item for item in scene["items"] if item.get("solved")]
        if picture is None:
            if solved:
                problems.append(f"{label}: no <svg data-scene={scene['id']} data-size-class={scene.get('sizeClass')}>")
            continue
        scale = picture["pxPerUnit"]
        boxes = absolute_boxes(scene, dump["platform"])
        misplaced = misplaced_views(scene, dump) if configurations[scene["id"]] == 1 else None
        for item in solved:
            element = picture["items"].get(item["id"])
            if element is None:
                problems.append(f"{label}: scene {scene['id']}: no element with data-id {item['id']}")
                continue
            drawn += 1
            candidates = boxes.get(item["id"])
            if not candidates:
                continue
            rendered = (element["x"], element["y"], element["width"], element["height"])
            # Compare in px: (rendered - expected) × scale.
            if not any(all(abs(a - b) * scale <= TOLERANCE for a, b in zip(rendered, normalized(box))) for box in candidates):
                problems.append(f"{label}: scene {scene['id']}: {item['id']} drawn at {tuple(round(v, 2) for v in rendered)}, "
                                f"solved {tuple(round(v, 2) for v in normalized(candidates[0]))} (scale {scale:.3f})")
            classes = element["classes"].split()
            if bool(item.get("ambiguous")) != ("ambiguous" in classes):
                problems.append(f"{label}: scene {scene['id']}: {item['id']} ambiguous {item.get('ambiguous')}, classes {classes}")
            if misplaced is not None and (item["id"] in misplaced) != ("misplaced" in classes):
                problems.append(f"{label}: scene {scene['id']}: {item['id']} misplaced {item['id'] in misplaced}, classes {classes}")
        check_bands(picture, scene["id"], label, problems)
        if bool(scene.get("conflicts")) != bool(picture["conflicts"]):
            problems.append(f"{label}: scene {scene['id']}: {len(scene.get('conflicts', []))} conflicts, "
                            f"{picture['conflicts']} elements marked conflict")
    return drawn


def check_bands(picture, scene_id, label, problems):
    """Every ambiguous view has a band, and each band holds the view's box: a quantity's range
    runs from at most its solved value to at least it."""
    bands = {}
    for band in picture.get("bands", []):
        bands.setdefault(band["id"], []).append(band)
    for item_id, element in picture["items"].items():
        if "ambiguous" not in element["classes"].split() or "guide" in element["classes"].split():
            continue
        if item_id not in bands:
            problems.append(f"{label}: scene {scene_id}: ambiguous {item_id} has no band")
        for band in bands.get(item_id, []):
            slack = TOLERANCE / picture["pxPerUnit"]
            if (band["x"] > element["x"] + slack or band["y"] > element["y"] + slack
                    or band["x"] + band["width"] < element["x"] + element["width"] - slack
                    or band["y"] + band["height"] < element["y"] + element["height"] - slack):
                problems.append(f"{label}: scene {scene_id}: band of {item_id} does not hold its box")


def check_html5(html, label, problems):
    parser = html5lib.HTMLParser(strict=False)
    parser.parse(html)
    for position, code, data in parser.errors[:5]:
        problems.append(f"{label}: html5lib: {code} at {position} {data}")


SELECTIONS = {"views": 0, "short entries": 0}


def open_page(browser, path, label, problems):
    page = browser.new_page()
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    outside = []

    def route(route_request):
        url = route_request.request.url
        if not url.startswith("file://") or not url.endswith(os.path.basename(path)):
            outside.append(url)
            route_request.abort()
        else:
            route_request.continue_()
    page.route("**/*", route)
    start = time.monotonic()
    page.goto("file://" + os.path.abspath(path), wait_until="load")
    seconds = time.monotonic() - start
    measured = page.evaluate(MEASURE)
    # The script runs: selecting the first view of each drawn configuration fills its panel, also
    # where the view's entry only points at the same text in an earlier configuration.
    for svg in page.query_selector_all("svg[data-scene]")[:20]:
        first = svg.query_selector("[data-id]")
        if first is None:
            continue
        first.dispatch_event("click")
        anchor = page.evaluate("node => node.ownerSVGElement.getAttribute('data-anchor')", first)
        panel = page.inner_text(f"#{anchor}-inspector")
        SELECTIONS["views"] += 1
        entry = f"{anchor}-{first.get_attribute('data-id')}"
        if page.evaluate("id => { const e = document.getElementById(id); return !!e && e.hasAttribute('data-text'); }", entry):
            SELECTIONS["short entries"] += 1
        if "Horizontal" not in panel:
            problems.append(f"{label}: selecting a view in {anchor} did not show its constraints")
    page.close()
    for error in errors:
        problems.append(f"{label}: console error: {error}")
    for url in outside:
        problems.append(f"{label}: outside resource requested: {url}")
    return measured, seconds


def explain_page(layoutlint, document, out):
    subprocess.run([layoutlint, "explain", document, "--format", "html", "--size-class", "all", "--output", out],
                   check=True, capture_output=True)
    with open(out, encoding="utf-8") as handle:
        return handle.read()


def corpus_documents(corpus, count, seed):
    manifest = os.path.join(corpus, "MANIFEST.tsv")
    with open(manifest, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        rows = [dict(zip(header, line.rstrip("\n").split("\t"))) for line in handle if line.strip()]
    # local_path is relative to the corpus folder's parent (corpus/…) in the shared layout.
    paths = []
    for row in rows:
        for base in (os.path.dirname(os.path.abspath(corpus)), corpus):
            if os.path.exists(os.path.join(base, row["local_path"])):
                paths.append(os.path.join(base, row["local_path"]))
                break
    paths.sort()
    largest = max(paths, key=os.path.getsize) if paths else None
    return sorted(random.Random(seed).sample(paths, min(count, len(paths)))), largest


def main():
    arguments = argparse.ArgumentParser(description=__doc__)
    arguments.add_argument("--layoutlint", required=True)
    arguments.add_argument("--samples", required=True)
    arguments.add_argument("--corpus")
    arguments.add_argument("--corpus-count", type=int, default=40)
    arguments.add_argument("--seed", type=int, default=24)
    arguments.add_argument("--chromium", default="/usr/bin/chromium-headless-shell")
    arguments.add_argument("--work", default=None)
    options = arguments.parse_args()
    work = options.work or tempfile.mkdtemp(prefix="layoutlint-html-")
    os.makedirs(work, exist_ok=True)

    documents = sorted(os.path.join(options.samples, name) for name in os.listdir(options.samples)
                       if name.endswith((".storyboard", ".xib")))
    largest = None
    if options.corpus and os.path.isdir(options.corpus):
        sample, largest = corpus_documents(options.corpus, options.corpus_count, options.seed)
        documents += sample
    problems = []
    checked = views = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=options.chromium, args=["--no-sandbox"])
        for index, document in enumerate(documents):
            label = os.path.relpath(document)
            out = os.path.join(work, f"page-{index}.html")
            try:
                html = explain_page(options.layoutlint, document, out)
                dump = solved_scenes(options.layoutlint, document)
            except subprocess.CalledProcessError as error:
                if error.returncode == 2:
                    continue  # a document layoutlint cannot read is the input layer's business
                problems.append(f"{label}: layoutlint failed: {error.stderr.decode(errors='replace').strip()}")
                continue
            check_html5(html, label, problems)
            measured, _ = open_page(browser, out, label, problems)
            views += check_geometry(dump, measured, label, problems)
            checked += 1
        # The lint report of the samples: one page, every file.
        report = os.path.join(work, "report.html")
        subprocess.run([options.layoutlint, "--reporter", "html", "--output", report, "--quiet", options.samples], capture_output=True)
        with open(report, encoding="utf-8") as handle:
            check_html5(handle.read(), "lint report", problems)
        measured, _ = open_page(browser, report, "lint report", problems)
        if not measured:
            problems.append("lint report: no scene drawn")
        if largest:
            out = os.path.join(work, "largest.html")
            explain_page(options.layoutlint, largest, out)
            size = os.path.getsize(out)
            _, seconds = open_page(browser, out, "largest", problems)
            print(f"browser: largest corpus document {os.path.relpath(largest)}: page {size / 1e6:.2f} MB, loaded in {seconds:.2f} s")
            if size >= LARGEST_BYTES:
                problems.append(f"largest: page weighs {size} bytes (limit {LARGEST_BYTES})")
            if seconds >= LARGEST_SECONDS:
                problems.append(f"largest: page took {seconds:.2f} s to load (limit {LARGEST_SECONDS})")
        browser.close()
    for problem in problems:
        print("browser: " + problem, file=sys.stderr)
    print(f"browser: selected {SELECTIONS['views']} views ({SELECTIONS['short entries']} through an entry that points at an "
          "earlier configuration's text); each filled its panel")
    print(f"browser: {checked} pages, {views} drawn items checked in Chromium; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
