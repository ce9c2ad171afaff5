#!/usr/bin/env python3
"""Frame and ambiguity agreement between layoutlint's engine and Xcode's verdicts in a corpus.

Xcode saves, for every view it did not flag misplaced or ambiguous, the frame it solved
(`<rect key="frame">`). This script runs `layoutlint dump --solve` over every file and compares:

* frames: views Xcode did not flag, in scenes without conflicts, not ambiguous in layoutlint's
  result and not inside a view layoutlint finds ambiguous (a stored frame is in its superview's
  coordinates, bottom-up on macOS, so an undetermined superview makes it no test), in files saved
  with Auto Layout on; a view agrees when x, y, width and height are all within 0.5 pt. Scene root
  views are left out (their frame is an input, not a result). The rate is also given per
  platform, and apart for views inside a view Xcode flagged `misplaced`.
* strict frames (the results tables): every view Xcode did not flag that is laid out by
  constraints, in a file saved with Auto Layout on, scene roots left out; a view left without a
  solved frame counts as a disagreement, unless it (or a view it is inside) is not installed in
  the size class the scene was solved in (`uninstalled_in_solved_class`): Interface Builder lays
  such a view out in no frame there either, and what the file stores for it is not a layout of
  that class.
* ambiguity: views layoutlint calls ambiguous (a frame quantity) against views Xcode flagged
  `ambiguous="YES"`, leaving out
  `verifyAmbiguity` views, the built-in labels of styled cells and views that no constraint
  mentions. Every disagreement is listed, grouped by a probable cause (see `ambiguity_cause`).
  layoutlint's side is its `interfaceBuilderAmbiguous` (and content size): the scene solved with
  its placeholder constraints ("Remove at build time") in force, as Interface Builder's canvas
  solves it when it sets the flag. (Until this was corrected the run-time `ambiguous` was compared,
  which leaves placeholders out: views that a placeholder pins down on purpose counted as "only
  layoutlint".) The same field measures the labels whose font is known (layoutlint's intrinsic
  sizes are otherwise the stored frames, which always fit; see
  `LayoutEngine.addInterfaceBuilderAmbiguity`), holds self-sizing rows at their stored heights,
  and, for files saved by Xcode 26, flags the constrained views of table cells reaching past their
  table.
  Frames keep the run-time solution and its ambiguity.
* stale stored frames: a view whose stored frame its file's own constraints contradict shows
  where Xcode last laid the scene out, before a later edit outside the canvas (by hand, a merge,
  a script), not where its constraints put it: no engine can agree with it. Such views are
  counted apart ("stale"), out of the strict frames, when all of this holds (`stale_views`): the
  scene has no
  unsatisfiable constraints (where Xcode breaks a constraint, stored frames contradict it
  legitimately), a required constraint installed in the size class the file was saved in, between plain edges, centres
  or sizes of views (no baselines, nor a scroll view's content edges; a multiplier only between
  sizes; on an iPhone in portrait, where the safe area has no side insets (`safe_area_sides`),
  also a safe area's left, right, leading, trailing, centre X and width, its view's own, and the
  horizontal margins of a plain view with UIView's default 8-pt margins, each for a view inside
  its root at the sides; no other guide or margin), is off by
  more than `STALE_TOLERANCE` when evaluated on the stored frames alone, none of its views is
  flagged by Xcode or inside a misplaced view, none is drawn beyond its alignment rect (UIKit
  sliders, switches and segmented controls, views showing an SF Symbol) nor is a styled cell's
  own label or image view (laid out for its text at run time), the view disagrees with
  layoutlint, is not a cell or a content view (their table sizes them), and every other view of
  the constraint agrees (or the constraint is on the view alone). That leaves the contradiction only one way out: the view's stored frame is stale.
  In AppKit files the stored frames are first made top-down (bottom-up inside every superview
  but the flipped classes the engine's `DesignFrames` knows; `appkit_flipped`), two views are
  compared only where no superview between them places its subviews itself (a clip view's
  scrolled bounds, a tab view's content rect, a box's border, tables; `appkit_comparable`), and
  constraints act on alignment rects whose insets are not taken from layoutlint: only plain
  views (`PLAIN_APPKIT_ELEMENTS`) are taken at their frames; any other view's insets may be
  anything from 0 to its frame's size per axis, the same for two views of one look and frame size
  (`appkit_inset_range`, `appkit_looks`), and a constraint counts as contradicted only if it is
  for every such choice. A wrong inset in the engine can thus never make a view "stale". (Example:
  transmission's PrefsWindow.xib stores two regular check boxes 18 tall 2 pt apart, one's top
  4 below the other's bottom by a required constraint: with equal insets the frames' gap is at
  least 4 - 18 = -14, not the stored -16.)
  The size class the file was saved in is that of the device it was last viewed as
  (`<device id=… orientation=…>`: an iPad is regular × regular, an iPhone compact × regular in
  portrait, compact height in landscape with a regular width only on the Plus and Max phones;
  `saved_configuration`): Interface Builder's canvas applies that device's trait collection to
  every scene it lays out and saves (a cell's or a freeform root's simulated size is not a
  screen). Over the corpus, of the required equalities between plain anchors whose constant
  differs by size class (no flagged view), the stored frames satisfy the constant of the
  device's class in 446 (9 repositories; 34 outside AdguardForiOS, none against), another
  class's in 16 and neither in 64 (AdguardForiOS, frames laid out before a variation was added or
  the device changed and never redone; and 2 in amperfy: an SF Symbol drawn past its alignment
  rect, 1 pt within the tolerance). (The corpus holds no constraint whose constant
  differs between the device's class and the class of its root view's size.) A constraint's
  constant and installation are taken in that size class (`in_configuration`: the most specific
  variation that applies); a constraint or view that varies by size class is left out when the
  file names no known device, when a variation is keyed on other traits (`userInterfaceIdiom`),
  or when two equally specific variations disagree. Views with frame variations, or not installed
  in that size class (nor inside such a view), are never evaluated.
  Views that disagree because a stale neighbour moved still count as disagreements (they may be
  the engine's errors too). The misplaced-view rule reports stale frames to the user.

The binary: --binary PATH, else $LAYOUTLINT_BINARY, else `release/layoutlint` in --build-dir or
$LAYOUTLINT_BUILD_DIR (a `swift build --scratch-path` directory), else .build/release/layoutlint.

Usage: python3 Scripts/corpus_agreement.py [CORPUS_DIR] [--binary PATH | --build-dir DIR]
                                           [--examples N] [--ambiguity-examples N] [--constraints]
"""
import argparse
import collections
import hashlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def files_in(corpus):
    result = []
    for directory, _, names in os.walk(corpus):
        for name in names:
            if name.endswith((".storyboard", ".xib")):
                result.append(os.path.join(directory, name))
    return sorted(result)


# The platform a document's `targetRuntime` names (as the input layer reads it: an iPad-only
# file is iOS), for `--platform`.
RUNTIME_PLATFORMS = (("iOS.CocoaTouch", "iOS"), ("AppleTV", "tvOS"), ("MacOSX.Cocoa", "macOS"), ("watchKit", "watchOS"))


def file_platform(path):
    """The platform of an Interface Builder file, read from the `targetRuntime` of its document
    element without parsing the file (None when it names none of `RUNTIME_PLATFORMS`)."""
    with open(path, "rb") as handle:
        head = handle.read(4096).decode("utf-8", "replace")
    start = head.find('targetRuntime="')
    if start < 0:
        return None
    runtime = head[start + len('targetRuntime="'):].split('"', 1)[0]
    for prefix, platform in RUNTIME_PLATFORMS:
        if runtime == prefix or runtime.startswith(prefix + "."):
            return platform
    return None


def dump(binary, path):
    run = subprocess.run([binary, "dump", "--solve", path], capture_output=True)
    if run.returncode != 0:
        return None
    return json.loads(run.stdout)


def solved_documents(corpus, binary, read):
    """(path relative to the corpus, repository, what `read` found, solved dump) for each manifest
    file in which `read(path)` finds something and that `dump --solve` reads: the loop the
    evidence scripts share."""
    manifest = corpus_sets(corpus)
    for path in files_in(corpus):
        rel = os.path.relpath(path, corpus)
        if rel not in manifest:
            continue
        found = read(path)
        if not found:
            continue
        document = dump(binary, path)
        if document is None:
            continue
        yield rel, rel.split(os.sep, 1)[0], found, document


def cause_of(item, by_id, constrained, document):
    """A coarse label for why a frame might disagree, for grouping."""
    parent = by_id.get(item.get("parent"))
    parent_element = parent["element"] if parent else "-"
    if parent and parent.get("stack"):
        return "arranged in a %s stack view" % parent["stack"]["axis"]
    if parent_element in ("scrollView", "tableView", "collectionView", "clipView"):
        return "inside a %s" % parent_element
    if item["id"] not in constrained and item.get("translatesAutoresizingMaskIntoConstraints", True):
        return "autoresizing mask (no constraints)"
    if item["element"] in ("label", "button", "textField", "imageView", "textView"):
        return "intrinsic-size view (%s)" % item["element"]
    if item["element"] in ("tableViewCellContentView", "tableViewCell", "collectionViewCell", "collectionViewCellContentView"):
        return "cell"
    return "%s: %s" % (document["platform"], item["element"])


def disagreeing_neighbours(item, disagreeing, scene, by_id):
    """The disagreeing views this view's frame depends on: views it shares a constraint with, and
    its superview when the superview's size is off (a frame is relative to the superview's origin,
    so only the size carries over)."""
    ids = {other["id"] for other in disagreeing if other is not item}
    found = set()
    parent = item.get("parent")
    if parent in ids:
        p = next(o for o in disagreeing if o["id"] == parent)
        if any(abs(p["frame"][k] - p["solved"][k]) > 0.5 for k in ("width", "height")):
            found.add(parent)
    for constraint in scene["constraints"]:
        pair = {constraint["first"]["item"], (constraint.get("second") or {}).get("item")}
        if item["id"] in pair:
            found |= (pair & ids) - {item["id"], parent}
    return sorted(found)


def ancestors(item, by_id):
    parent = by_id.get(item.get("parent"))
    while parent is not None:
        yield parent
        parent = by_id.get(parent.get("parent"))


def mentions(constraint, ident):
    second = constraint.get("second") or {}
    return constraint["first"]["item"] == ident or second.get("item") == ident


def design_time(item, key):
    """The quantities `key` ("ambiguous" or "ambiguousContentSize") as Interface Builder's canvas
    decides them: with placeholder constraints (older dumps lack the field: the run-time value)."""
    design_key = "interfaceBuilder" + key[0].upper() + key[1:]
    return item.get(design_key, item.get(key, []))


def ambiguity_cause(direction, item, by_id, scene, document):
    """A probable cause of an ambiguity disagreement, from what the dump shows; for grouping.

    The labels are hypotheses checked against the listed views, not proofs: a stale Xcode flag
    (the file was edited after Xcode last checked it) shows as a view whose constraints in the
    file pin it down; print them with --constraints."""
    platform = document["platform"]
    tied = set(scene.get("tied", []))
    if direction == "only layoutlint":
        if not design_time(item, "ambiguous"):
            return "scroll view whose content size layoutlint finds undetermined"
        quantities = "/".join(design_time(item, "ambiguous"))
        if design_time(item, "ambiguous") and not item.get("ambiguous"):
            return ("canvas look only (measured labels, rows held at their stored heights, placeholders: "
                    "%s free)" % quantities)
        own_tie = any(origin.endswith("(%s, horizontal)" % item["id"]) or origin.endswith("(%s, vertical)" % item["id"])
                      for origin in tied)
        root = item
        for root in ancestors(item, by_id):
            pass
        if own_tie or tied:
            where = "its own" if own_tie else "a neighbour's"
            if platform == "macOS":
                return ("equal-priority tie (%s content priorities) under a macOS root held at its stored size "
                        "(AppKit holds a window's size at 500 only)" % where)
            return "equal-priority tie (%s content priorities)" % where
        if any(by_id.get(ident, {}).get("xcode", {}).get("misplaced") for ident in [item["id"]] + [a["id"] for a in ancestors(item, by_id)]):
            return "missing constraints in a misplaced view or container (%s free)" % quantities
        parent = by_id.get(item.get("parent"))
        if parent and parent["element"] in ("scrollView", "clipView", "tableView", "collectionView", "stackView", "box", "tabView", "splitView"):
            return "missing constraints inside a %s (%s free)" % (parent["element"], quantities)
        if root is not item and root.get("role") == "contentView":
            return "missing constraints under a window's content view (%s free)" % quantities
        return "missing constraints (%s free)" % quantities
    # only Xcode
    flagged = [a for a in ancestors(item, by_id) if a.get("xcode", {}).get("ambiguous")]
    if any(design_time(a, "ambiguous") for a in flagged):
        return "inside a view both flag (Xcode flags some descendants, layoutlint only the container)"
    if flagged:
        return ("inside a view only Xcode flags (the container's own cause: a %s)"
                % flagged[-1]["element"] if flagged[-1].get("parent") is not None
                else "inside a scene root only Xcode flags")
    if item["element"] == "scrollView" and platform != "macOS":
        if design_time(item, "ambiguousContentSize"):
            return ("scroll view without content constraints or content guides, content size undetermined "
                    "(Xcode flags it; layoutlint counts only content Auto Layout places)")
        return "scroll view: Xcode flags it, layoutlint finds frame and content size determined"
    cells = ("tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView")
    if item["element"] in cells or any(a["element"] in cells for a in ancestors(item, by_id)):
        if cell_past_its_table(item, by_id):
            return ("in a cell reaching past its table's stored frame (a cell the canvas may not have laid out; "
                    "modelled for Xcode 26 only: see Scripts/cell_visibility_evidence.py)")
        return "in a table/collection cell (layoutlint fixes the cell's frame as the table would)"
    if any(a["element"] == "stackView" for a in ancestors(item, by_id)):
        return "in a stack view (arranged views' sizes)"
    if item.get("parent") is None:
        return "scene root (layoutlint holds it at its stored frame)"
    if item["xcode"].get("misplaced"):
        return "Xcode flagged it misplaced as well"
    return "other (%s %s)" % (platform, item["element"])


def cell_past_its_table(item, by_id):
    """Whether the table or collection cell holding `item` (or `item` itself) reaches past the
    bottom or trailing edge of its table's stored frame, where the canvas shows no cell."""
    for cell in [item] + list(ancestors(item, by_id)):
        if cell["element"] not in ("tableViewCell", "collectionViewCell"):
            continue
        table = by_id.get(cell.get("parent"))
        frame, bounds = cell.get("frame"), (table or {}).get("frame")
        if frame is None or bounds is None:
            return False
        return (frame["y"] + frame["height"] > bounds["height"] + 0.5
                or frame["x"] + frame["width"] > bounds["width"] + 0.5)
    return False


def default_binary(args):
    if args.binary:
        return args.binary
    if os.environ.get("LAYOUTLINT_BINARY"):
        return os.environ["LAYOUTLINT_BINARY"]
    build_dir = args.build_dir or os.environ.get("LAYOUTLINT_BUILD_DIR") or os.path.join(ROOT, ".build")
    return os.path.join(build_dir, "release", "layoutlint")


def corpus_sets(corpus):
    """Each file's `set` in the corpus's MANIFEST.tsv (`first`: the 658 files the engine was tuned
    on; `added`: the 735 it had never seen), by path relative to the corpus."""
    manifest = os.path.join(corpus, "MANIFEST.tsv")
    result = {}
    if os.path.exists(manifest):
        with open(manifest) as rows:
            header = rows.readline().rstrip("\n").split("\t")
            for line in rows:
                row = dict(zip(header, line.rstrip("\n").split("\t")))
                if "local_path" in row and "set" in row:
                    result[row["local_path"].split("/", 1)[1]] = row["set"]
    return result


# Content-size sources that are measured, not read from the stored frame (`ContentSize.Source`).
MEASURED_SOURCES = {"text", "image", "fixed"}
# pt: the text measurement's own error (docs/text-metrics.md: 86% of qualifying labels within
# 1 pt on repositories the fit did not use), for the "within measurement error" count only.
MEASUREMENT_ERROR = 1.0


def within(item, tolerance):
    """Whether a view's solved frame is within `tolerance` of its stored one on every quantity."""
    frame, solved = item.get("frame"), item.get("solved")
    return frame is not None and solved is not None and all(abs(frame[k] - solved[k]) <= tolerance
                                                            for k in ("x", "y", "width", "height"))


def strict_frame_verdict(item, xcode, document, scene=None, by_id=None):
    """Strict frame agreement of one view: None when it is not compared (a scene root, a view
    Xcode flagged, one laid out by its autoresizing mask, a file without Auto Layout, a view not
    installed in the size class the scene was solved in: see `uninstalled_in_solved_class`), else
    whether its solved frame agrees. Any other view left without a solved frame counts as
    disagreeing."""
    if item.get("parent") is None or not document["useAutolayout"]:
        return None
    if xcode.get("ambiguous") or xcode.get("misplaced") or item.get("translatesAutoresizingMaskIntoConstraints", True):
        return None
    frame, solved = item.get("frame"), item.get("solved")
    if frame is None:
        return None
    if solved is None:
        if scene is not None and by_id is not None and uninstalled_in_solved_class(item, scene, by_id):
            return None
        return False
    return all(abs(frame[k] - solved[k]) <= 0.5 for k in ("x", "y", "width", "height"))


def solved_class(scene):
    """The final size class a scene was solved in, as (width, height) (`"any"` for a class the
    dump's `sizeClass` does not name)."""
    classes = {"widthClass": "any", "heightClass": "any"}
    key = scene.get("sizeClass") or "default"
    for part in ([] if key == "default" else key.split("-")):
        name, _, size_class = part.partition("=")
        if name in classes:
            classes[name] = size_class
    return (classes["widthClass"], classes["heightClass"])


def uninstalled_in_solved_class(item, scene, by_id):
    """Whether a view, or a view it is inside, is not installed in the size class its scene was
    solved in (the class of the device the file was saved for, else of its root view's size:
    `LayoutEngine.savedConfiguration`). Interface Builder lays out no frame for such a view in that
    class: what the file stores is where the view last was in a class that installs it, or a
    placeholder (Tianyu95's 600-point scenes store every view installed only in compact width
    at (-25, -30)), so there is nothing to compare."""
    configuration = solved_class(scene)
    view = item
    while view is not None:
        if in_configuration(view.get("installed"), configuration, True) is False:
            return True
        view = by_id.get(view.get("parent"))
    return False


STALE_TOLERANCE = 1.0
# Anchors whose value follows from a stored frame alone (top-down, left-to-right).
PLAIN_ATTRIBUTES = {
    "left": lambda r: r[0], "leading": lambda r: r[0], "right": lambda r: r[0] + r[2], "trailing": lambda r: r[0] + r[2],
    "top": lambda r: r[1], "bottom": lambda r: r[1] + r[3], "width": lambda r: r[2], "height": lambda r: r[3],
    "centerX": lambda r: r[0] + r[2] / 2, "centerY": lambda r: r[1] + r[3] / 2,
}
# UIKit views whose frame reaches past their alignment rect (constraints act on the latter).
INSET_ELEMENTS = {"slider", "switch", "segmentedControl"}
# Cells and content views, never taken as stale: their table gives their frames (row heights,
# separators, self-sizing).
CELL_ELEMENTS = {"tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView"}
# A subview's constraint to these views' edges is to their scrolled content area, not their frame.
SCROLLING_ELEMENTS = {"scrollView", "tableView", "collectionView", "textView"}


def builtin_cell_view(item, by_id):
    """A styled table cell's own label or image view: the cell lays it out for its text at run
    time, whatever the file stores."""
    return item.get("role") in ("textLabel", "detailTextLabel", "imageView") and \
        by_id.get(item.get("parent"), {}).get("element") == "tableViewCellContentView"


def system_images(path):
    """The names of the SF Symbols a file shows (`catalog="system"`): image views and buttons
    showing one are drawn past their alignment rect by amounts the file does not give."""
    import re
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    return set(re.findall(r'<image name="([^"]+)" catalog="system"', text))


# AppKit views whose y axis grows downward (`isFlipped`); every other AppKit view's subviews are
# stored bottom-up (as the engine's `DesignFrames` reads them). A clip view is flipped when its
# document view is, or when it holds none.
FLIPPED_APPKIT_ELEMENTS = {"tableView", "outlineView", "textView", "collectionView", "clipView", "matrix", "tabView"}


def appkit_flipped(item, by_id):
    if item["element"] != "clipView":
        return item["element"] in FLIPPED_APPKIT_ELEMENTS
    documents = [v for v in by_id.values() if v.get("parent") == item["id"] and v["kind"] == "view"]
    return not documents or documents[0]["element"] in FLIPPED_APPKIT_ELEMENTS


def stored_absolute_frames(scene, by_id, platform=None):
    """Each view's stored frame in its scene root's coordinates, as (x, y, width, height), top-down:
    UIKit's stored frames are top-down, a scroll view's subviews at content offset zero; AppKit's
    are bottom-up inside an unflipped superview (`appkit_flipped`), measured from its stored
    height."""
    result = {}
    def absolute(ident):
        if ident not in result:
            item = by_id[ident]
            frame, parent = item.get("frame"), item.get("parent")
            result[ident] = None
            if frame is not None and item["kind"] == "view":
                if parent is None:
                    result[ident] = (0, 0, frame["width"], frame["height"])
                elif parent in by_id and absolute(parent) is not None:
                    origin = result[parent]
                    y = frame["y"]
                    if platform == "macOS" and not appkit_flipped(by_id[parent], by_id):
                        y = origin[3] - y - frame["height"]
                    result[ident] = (origin[0] + frame["x"], origin[1] + y, frame["width"], frame["height"])
        return result[ident]
    for ident in by_id:
        absolute(ident)
    return result


# Interface Builder's iPhone device ids whose landscape screen has a regular width (the Plus and
# Max phones); every other iPhone is compact wide in landscape, every iPad regular in both classes.
WIDE_LANDSCAPE_PHONES = {"retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"}


def saved_configuration(document):
    """The final size class the stored frames were laid out in, as (width, height): that of the
    device the file was last viewed as (`<device id=… orientation=…>`, "View as"), which decides
    which size-class constants and installations the canvas had in force when it saved the
    frames. None when the file names no device or one whose class is not known: a constraint or
    view that varies by size class is then left out."""
    device = document.get("device") or {}
    ident, orientation = device.get("id") or "", device.get("orientation")
    if ident.startswith("ipad"):
        return ("regular", "regular")
    if not ident.startswith("retina"):
        return None
    if orientation == "landscape":
        return ("regular" if ident in WIDE_LANDSCAPE_PHONES else "compact", "compact")
    return ("compact", "regular")


def in_configuration(variations, configuration, default):
    """A size-class-varying value (a `{variation key: value}` dump field) in force in a final
    `configuration`: the most specific applicable key's, else `default`. None when it cannot be
    told for certain: no known configuration, a key on other traits (`userInterfaceIdiom=…`), or
    two applicable keys of equal specificity (width-only against height-only) that disagree."""
    if not variations:
        return default
    if configuration is None:
        return None
    applicable = []
    for key, value in variations.items():
        classes = {"widthClass": "any", "heightClass": "any"}
        for part in ([] if key == "default" else key.split("-")):
            name, _, size_class = part.partition("=")
            if name not in classes:
                return None
            classes[name] = size_class
        width, height = classes["widthClass"], classes["heightClass"]
        if width in ("any", configuration[0]) and height in ("any", configuration[1]):
            applicable.append(((width != "any") + (height != "any"), value))
    if not applicable:
        return default
    best = max(specificity for specificity, _ in applicable)
    values = {value for specificity, value in applicable if specificity == best}
    return values.pop() if len(values) == 1 else None


def installed_in(item, configuration):
    """Whether a view or constraint is installed in `configuration` (None: not known)."""
    return in_configuration(item.get("installed"), configuration, True)


# A safe-area guide's anchors whose value follows from its view's stored frame where the safe area
# has no inset at the sides (`safe_area_sides`).
HORIZONTAL_ATTRIBUTES = {"left", "leading", "right", "trailing", "centerX", "width"}
# Horizontal margin anchors: the plain edge they are measured from, and which way the margin goes.
HORIZONTAL_MARGINS = {"leadingMargin": ("leading", 1), "leftMargin": ("left", 1), "trailingMargin": ("trailing", -1),
                      "rightMargin": ("right", -1), "centerXWithinMargins": ("centerX", 0)}
# UIView's default layout margins (8 pt on each side), a plain view's unless the file sets others or
# the view preserves its superview's.
DEFAULT_MARGIN = 8


def margin_preserving_views(path):
    """The ids of the views a file marks `preservesSuperviewLayoutMargins`: their margins grow to
    their superview's where those reach into them."""
    import re
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    return {match.group(1) for tag in re.findall(r"<[A-Za-z]+ [^>]*>", text)
            if 'preservesSuperviewLayoutMargins="YES"' in tag for match in [re.search(r' id="([^"]+)"', tag)] if match}


def safe_area_sides(document):
    """Whether a UIKit view's safe area reaches its own left and right edges in the orientation
    the file was saved in: on an iPhone in portrait the screen's safe area has no inset at the
    sides (`UIView.safeAreaInsets`: the sensor housing insets it only in landscape), so a view
    inside the screen has a safe area as wide as itself. Not on an iPad: a split view's primary
    column can overlay its secondary and inset the secondary's safe area at the side (nextcloud's
    talk-ios stores a split view's secondary with a view centred in its safe area 165 pt right of
    the root's centre: a 330-pt inset at the leading side); not on
    tvOS (the overscan band insets every side), a landscape phone, or a file that names no device."""
    if document["platform"] != "iOS":
        return False
    device = document.get("device") or {}
    return (device.get("id") or "").startswith("retina") and device.get("orientation") != "landscape"


def contradicted_constraints(scene, by_id, symbols, configuration=None, sides=False, preserving=frozenset(),
                             platform=None, looks=None):
    """The constraints the stored frames contradict, each as the set of its views (see the
    docstring's "stale stored frames" for which constraints are evaluated); constants and
    installations that vary by size class are taken in the saved `configuration`. With `sides`
    (see `safe_area_sides`), a safe-area guide's horizontal anchor is its view's, for a view whose
    stored frame lies inside its scene root's at the sides; the guide counts as that view. With
    `sides` too, a horizontal margin anchor of a plain view (`<view>`, not a scene root) with
    UIView's default margins (none in the file, not preserving its superview's: `preserving`)
    inside its root at the sides is 8 pt inside its edge: its margins are measured from its safe
    area, which has no side insets there. On macOS (`platform`), frames are read top-down
    (`stored_absolute_frames`), two views are compared only through superviews whose subviews'
    stored frames are plain offsets (`appkit_comparable`), and each view not drawn to its frame by
    definition has unknown alignment insets (`appkit_inset_range`, with `looks`)."""
    frames = stored_absolute_frames(scene, by_id, platform)
    def chain(ident):
        while ident in by_id:
            yield ident
            ident = by_id[ident].get("parent")
    def usable(ident):
        item = by_id.get(ident)
        if item is None or item["kind"] != "view" or frames.get(ident) is None:
            return False
        if item["element"] in INSET_ELEMENTS or item.get("image") in symbols:
            return False
        if item["xcode"].get("ambiguous") or builtin_cell_view(item, by_id) or item.get("frameVariations"):
            return False
        return not any(by_id[a]["xcode"].get("misplaced") or installed_in(by_id[a], configuration) is not True
                       for a in chain(ident))
    def inside_root(ident):
        root = list(chain(ident))[-1] if ident in by_id else None
        if root is None or frames.get(ident) is None or frames.get(root) is None:
            return False
        x, width = frames[ident][0], frames[ident][2]
        return x >= -STALE_TOLERANCE and x + width <= frames[root][2] + STALE_TOLERANCE
    def margin_offset(anchor):
        """(plain attribute, offset) for a plain view's horizontal margin `anchor`, else None."""
        item = by_id.get(anchor["item"])
        if not sides or anchor["attribute"] not in HORIZONTAL_MARGINS or item is None or item["kind"] != "view" \
                or item["element"] != "view" or item.get("parent") is None or item.get("layoutMargins") is not None \
                or item["id"] in preserving or not inside_root(item["id"]):
            return None
        attribute, sign = HORIZONTAL_MARGINS[anchor["attribute"]]
        return attribute, sign * DEFAULT_MARGIN
    def side_guide_owner(anchor):
        """The view whose stored frame gives a safe-area guide's horizontal `anchor` (None: not one)."""
        guide = by_id.get(anchor["item"])
        if not sides or guide is None or guide["kind"] != "layoutGuide" or guide.get("guide") != "safeArea" \
                or anchor["attribute"] not in HORIZONTAL_ATTRIBUTES:
            return None
        owner = guide.get("parent")
        return owner if inside_root(owner) else None
    found = []
    for constraint in scene["constraints"]:
        constant = in_configuration(constraint.get("constantVariations"), configuration, constraint["constant"])
        if constraint["priority"] < 1000 or constant is None or installed_in(constraint, configuration) is not True:
            continue
        multiplier = constraint["multiplier"]
        first, second = constraint["first"], constraint.get("second")
        first, second = [dict(a, item=side_guide_owner(a) or a["item"]) if a else a for a in (first, second)]
        offsets = [0, 0]
        for index, anchor in enumerate((first, second)):
            margin = anchor and margin_offset(anchor)
            if margin:
                offsets[index] = margin[1]
                if index == 0:
                    first = dict(first, attribute=margin[0])
                else:
                    second = dict(second, attribute=margin[0])
        anchors = [first] + ([second] if second and second["attribute"] != "notAnAttribute" else [])
        if multiplier is None or not all(a["attribute"] in PLAIN_ATTRIBUTES and usable(a["item"]) for a in anchors):
            continue
        if len(anchors) == 2 and any(
                by_id[p["item"]]["element"] in SCROLLING_ELEMENTS and p["attribute"] not in ("width", "height", "centerX", "centerY")
                and p["item"] in list(chain(q["item"]))[1:] for p, q in (anchors, anchors[::-1])):
            continue
        if multiplier != 1 and any(a["attribute"] not in ("width", "height") for a in anchors):
            continue  # where a scaled position is measured from is the engine's model, not the file's
        if platform == "macOS" and not appkit_comparable(anchors, by_id):
            continue
        value = PLAIN_ATTRIBUTES[first["attribute"]](frames[first["item"]]) + offsets[0]
        target = constant
        if len(anchors) == 2:
            target += multiplier * (PLAIN_ATTRIBUTES[second["attribute"]](frames[second["item"]]) + offsets[1])
        off = value - target
        low, high = off, off
        if platform == "macOS":
            spread = appkit_inset_range(anchors, multiplier, by_id, frames, looks or {})
            low, high = off + spread[0], off + spread[1]
        relation = constraint["relation"]
        if (relation == "==" and (low > STALE_TOLERANCE or high < -STALE_TOLERANCE)) \
                or (relation == ">=" and high < -STALE_TOLERANCE) or (relation == "<=" and low > STALE_TOLERANCE):
            found.append({a["item"] for a in anchors})
    return found


# AppKit views drawn to their frame by definition: NSView's alignment rect is its frame, and these
# classes draw no bezel, border or padding outside one (`alignmentRectInsets` is zero).
PLAIN_APPKIT_ELEMENTS = {"view", "customView", "stackView", "gridView", "splitView", "visualEffectView"}
# AppKit superviews whose subviews' stored frames are not plain offsets in their frame: a clip
# view's are in its scrolled bounds, a tab view's item view sits in its content rect, a box's
# content view in its border, tables, outlines, collections and matrices place their own rows.
APPKIT_PLACING_ELEMENTS = {"clipView", "scrollView", "tabView", "box", "tableView", "outlineView", "collectionView",
                           "matrix", "tableCellView", "tableRowView", "collectionViewItem", "textView"}


def appkit_comparable(anchors, by_id):
    """Whether two AppKit views' stored frames can be compared: no superview between either view
    and their nearest common superview (nor the common superview when it is one of the two
    views) places its subviews itself (`APPKIT_PLACING_ELEMENTS`)."""
    chains = []
    for anchor in anchors:
        chain, ident = [], anchor["item"]
        while ident in by_id:
            chain.append(ident)
            ident = by_id[ident].get("parent")
        chains.append(chain)
    if len(chains) == 1:
        return True
    shared = set(chains[0]) & set(chains[1])
    between = set()
    for chain in chains:
        for ident in chain[1:]:
            if ident in shared:
                break
            between.add(ident)
    common = next((ident for ident in chains[0] if ident in shared), None)
    if common is None:
        return False
    if common in (anchors[0]["item"], anchors[1]["item"]):
        between.add(common)
    return not any(by_id[ident]["element"] in APPKIT_PLACING_ELEMENTS for ident in between)


# How each anchor moves with a view's alignment insets (start: leading or top, end: trailing or
# bottom), per axis; a positive inset moves the alignment edge inward from the frame's.
INSET_COEFFICIENTS = {
    "left": ("h", 1, 0), "leading": ("h", 1, 0), "right": ("h", 0, -1), "trailing": ("h", 0, -1),
    "width": ("h", -1, -1), "centerX": ("h", 0.5, -0.5),
    "top": ("v", 1, 0), "bottom": ("v", 0, -1), "height": ("v", -1, -1), "centerY": ("v", 0.5, -0.5),
}


def appkit_inset_range(anchors, multiplier, by_id, frames, looks):
    """The least and greatest amount by which a constraint's residual on the AppKit views' alignment
    rects can differ from its residual on their stored frames, for any alignment insets: a view
    not in `PLAIN_APPKIT_ELEMENTS` has insets of 0 or more on each side, at most its frame's size
    on each axis together (its alignment rect lies in its frame). Two views of the same look
    (`looks`: the same element, attributes and cell attributes but their ids and titles) and the
    same frame size on an axis have the same insets on that axis (AppKit derives them from the
    look and the size); any other two views' insets are independent. None of this uses
    layoutlint's own inset values."""
    terms = {}
    for index, anchor in enumerate(anchors):
        item = by_id[anchor["item"]]
        if item["element"] in PLAIN_APPKIT_ELEMENTS:
            continue
        axis, start, end = INSET_COEFFICIENTS[anchor["attribute"]]
        size = frames[item["id"]][2 if axis == "h" else 3]
        look = looks.get(item["id"])
        key = (look, axis, size) if look is not None else (item["id"], axis, size)
        scale = 1 if index == 0 else -multiplier
        coefficients = terms.setdefault(key, [0, 0])
        coefficients[0] += scale * start
        coefficients[1] += scale * end
    low = high = 0
    for (_, _, size), (start, end) in terms.items():
        corners = (0, start * size, end * size)  # the vertices of {start, end >= 0, start + end <= size}
        low += min(corners)
        high += max(corners)
    return low, high


def appkit_looks(path):
    """Each AppKit view's look, by id: its element and attributes and those of its cell (`key="cell"`),
    leaving out ids, titles, states, priorities and Interface Builder's flags; None for a view with
    a system symbol image. What a control draws beyond its alignment rect depends on nothing
    else the file stores but its frame size."""
    import xml.etree.ElementTree as ElementTree
    ignored = {"id", "title", "alternateTitle", "state", "tag", "keyEquivalent", "toolTip", "misplaced", "ambiguous",
               "verifyAmbiguity", "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority",
               "verticalHuggingPriority", "horizontalCompressionResistancePriority",
               "verticalCompressionResistancePriority", "userLabel", "placeholderString", "stringValue",
               "customClass", "customModule", "customModuleProvider", "fixedFrame"}
    def attributes(element):
        return tuple(sorted((k, v) for k, v in element.attrib.items() if k not in ignored))
    looks = {}
    try:
        tree = ElementTree.parse(path)
    except ElementTree.ParseError:
        return looks
    for element in tree.iter():
        ident = element.get("id")
        cell = next((child for child in element if child.get("key") == "cell"), None)
        if ident is None or element.find("rect[@key='frame']") is None:
            continue
        parts = [element.tag, attributes(element), bool(element.get("title"))]
        if cell is not None:
            if cell.get("image") is not None and any(image.get("catalog") == "system" for image in tree.iter("image")
                                                     if image.get("name") == cell.get("image")):
                continue
            parts += [cell.tag, attributes(cell), bool(cell.get("title"))]
        looks[ident] = tuple(parts)
    return looks


def stale_views(scene, by_id, document, symbols, agrees, preserving=frozenset(), looks=None):
    """The views whose stored frame is stale (see the docstring): `agrees(item)` is whether a
    view's stored frame agrees with layoutlint's (None: not known)."""
    if document["platform"] not in ("iOS", "tvOS", "macOS") or scene.get("conflicts"):
        return set()
    result = set()
    for views in contradicted_constraints(scene, by_id, symbols, saved_configuration(document), safe_area_sides(document),
                                          preserving, document["platform"], looks):
        verdicts = {ident: agrees(by_id[ident]) for ident in views}
        disagreeing = [ident for ident, verdict in verdicts.items() if verdict is False]
        if len(disagreeing) == 1 and by_id[disagreeing[0]]["element"] not in CELL_ELEMENTS \
                and all(verdict is True for ident, verdict in verdicts.items() if ident not in disagreeing):
            result.add(disagreeing[0])
    return result


def repository_half(repository):
    """Half A or B of the repositories, by a hash of the name: a measured constant is fitted on the
    files of half A and checked on those of half B (and the other way round), so a value that only
    fits the projects it was read from shows as a gap between the halves."""
    return "A" if hashlib.sha256(repository.encode()).digest()[0] % 2 == 0 else "B"


def write_markdown(path, tables, file_count, unreadable):
    """The results tables, one row per group: the only place the engine's agreement numbers live."""
    def rate(part, whole):
        return "%.2f%%" % (100.0 * part / whole) if whole else "-"
    header = [
        "| group | frames agree | of | rate | strict agree | of | strict rate | stale | ambiguity agree | only layoutlint | only Xcode | precision | recall |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    lines = [
        "# Agreement with Xcode over the corpus",
        "",
        "Generated by `python3 Scripts/corpus_agreement.py --markdown docs/results.md` (release build);",
        "do not edit. %d files, %d unreadable. Definitions: the script's docstring; \"strict\" counts every" % (file_count, unreadable),
        "view Xcode did not flag that is laid out by constraints and installed in the size class solved, a view without a solved frame as a disagreement;",
        "\"stale\": views whose stored frame the file's own required constraints contradict by more than %g pt (constants" % STALE_TOLERANCE,
        "and installations taken in the size class of the device the file was saved for), counted apart (the docstring says when).",
        "\"repositories: A\" and \"B\" split the repositories in two by a hash of their names (`repository_half`):",
        "constants measured from the corpus are fitted on one half and checked on the other.",
        "",
    ] + header
    def row(group):
        t = tables[group]
        tp, fp, fn = t["ambiguity tp"], t["ambiguity fp"], t["ambiguity fn"]
        return "| %s | %d | %d | %s | %d | %d | %s | %d | %d | %d | %d | %s | %s |" % (
            group, t["frames agreed"], t["frames compared"], rate(t["frames agreed"], t["frames compared"]),
            t["strict agreed"], t["strict compared"], rate(t["strict agreed"], t["strict compared"]), t["stale"],
            tp, fp, fn, rate(tp, tp + fp), rate(tp, tp + fn))
    summary = sorted((g for g in tables if not g.startswith("repository: ")),
                     key=lambda g: (g != "all", not g.startswith("set"), g))
    lines += [row(group) for group in summary]
    # The repositories where the engine is most often wrong: strict frame disagreements plus
    # ambiguity disagreements, most first (ties by name, so the table is stable).
    def wrong(group):
        t = tables[group]
        return t["strict compared"] - t["strict agreed"] + t["ambiguity fp"] + t["ambiguity fn"]
    repositories = sorted((g for g in tables if g.startswith("repository: ")), key=lambda g: (-wrong(g), g))
    lines += ["", "## The 20 repositories with the most disagreements", "",
              "Disagreements: strict frames that disagree, plus views only one side calls ambiguous.", "",
              ] + header
    lines += [row(group) for group in repositories[:20]]
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--binary", help="the layoutlint executable")
    parser.add_argument("--build-dir", help="a swift build (scratch) directory holding release/layoutlint")
    parser.add_argument("--examples", type=int, default=3, help="frame disagreements shown per cause")
    parser.add_argument("--ambiguity-examples", type=int, default=-1,
                        help="ambiguity disagreements listed per cause (default: all)")
    parser.add_argument("--roots", action="store_true",
                        help="group frame disagreements by root: a view disagrees on its own when no view "
                             "it is constrained to (nor its superview's size) disagrees too")
    parser.add_argument("--save", metavar="FILE", help="write every compared view's verdicts to FILE (JSON)")
    parser.add_argument("--compare", metavar="FILE", help="list the views whose verdicts changed since --save FILE")
    parser.add_argument("--markdown", metavar="FILE",
                        help="write the results tables (overall, by corpus set, by platform) to FILE as Markdown")
    parser.add_argument("--constraints", action="store_true",
                        help="with each ambiguity disagreement, the constraints that mention the view")
    parser.add_argument("--content-sizes", choices=["stored", "measured", "measured-widths", "refined"], default="stored",
                        help="intrinsic content sizes the solver takes first: the stored frames (default) or "
                             "the measured ones, stored frames as the fallback (LAYOUTLINT_CONTENT_SIZES)")
    parser.add_argument("--platform", metavar="LIST",
                        help="only the files of these platforms, comma-separated (iOS, tvOS, macOS, watchOS: "
                             "from each file's targetRuntime), e.g. --platform iOS,tvOS; sets and halves are "
                             "those of the whole corpus")
    args = parser.parse_args()
    os.environ["LAYOUTLINT_CONTENT_SIZES"] = args.content_sizes
    args.binary = default_binary(args)
    if not os.path.exists(args.binary):
        sys.exit("no binary at %s: swift build -c release (or pass --binary / --build-dir, "
                 "or set LAYOUTLINT_BINARY / LAYOUTLINT_BUILD_DIR)" % args.binary)

    compared = agreed = 0
    # Breakdowns of the frame comparison (same views, same verdicts): per platform, and by whether
    # an ancestor carries Xcode's `misplaced` flag (its stored subtree may not be a solved layout:
    # Interface Builder flags only the misplaced view itself, and what its subviews store depends on
    # how the file was edited, see `SceneLayout.misplacedSolution`).
    breakdown = collections.defaultdict(lambda: [0, 0])
    disagreements = collections.defaultdict(list)
    true_pos = false_pos = false_neg = 0
    ambiguity_disagreements = {"only layoutlint": collections.defaultdict(list),
                               "only Xcode": collections.defaultdict(list)}
    roots = collections.defaultdict(list)
    stale_rows = []
    verdicts = {}
    unreadable = 0
    # The results tables (--markdown): per group, frames as above, strict frames (every unflagged
    # view laid out by constraints: one left out for a conflict or an ambiguity counts as a
    # disagreement unless its frame agrees anyway) and the ambiguity confusion counts.
    tables = collections.defaultdict(lambda: collections.Counter())
    # Strict frames of content-sized views (a measured content size: text, image), also counted
    # within the text measurement's own error (see `MEASUREMENT_ERROR`): with measured sizes a
    # label solved 0.6 pt from its stored width is the measurement's error, not a layout's.
    content_sized = collections.defaultdict(lambda: collections.Counter())
    sets = corpus_sets(args.corpus)
    files = files_in(args.corpus)
    if args.platform:
        wanted = {name.strip() for name in args.platform.split(",") if name.strip()}
        unknown = wanted - {platform for _, platform in RUNTIME_PLATFORMS}
        if unknown:
            sys.exit("unknown platform(s) %s: use iOS, tvOS, macOS or watchOS" % ", ".join(sorted(unknown)))
        files = [path for path in files if file_platform(path) in wanted]
    for path in files:
        document = dump(args.binary, path)
        if document is None:
            unreadable += 1
            continue
        rel = os.path.relpath(path, args.corpus)
        repository = rel.split(os.sep, 1)[0]
        groups = ("all", "set: " + sets.get(rel, "unlisted"), "platform: " + document.get("platform", "?"),
                  "repository: " + repository, "repositories: " + repository_half(repository))
        symbols = None
        for scene in document["scenes"]:
            by_id = {item["id"]: item for item in scene["items"]}
            constrained = set()
            for constraint in scene["constraints"]:
                constrained.add(constraint["first"]["item"])
                if constraint.get("second"):
                    constrained.add(constraint["second"]["item"])
            has_conflict = bool(scene.get("conflicts"))
            scene_disagreeing = []
            def agrees(item):
                if item.get("parent") is None:
                    return True  # a scene root's frame is an input
                frame, solved = item.get("frame"), item.get("solved")
                if frame is None or solved is None:
                    return None
                return all(abs(frame[k] - solved[k]) <= 0.5 for k in ("x", "y", "width", "height"))
            if symbols is None:
                symbols, preserving = system_images(path), margin_preserving_views(path)
                looks = appkit_looks(path) if document["platform"] == "macOS" else {}
            stale = stale_views(scene, by_id, document, symbols, agrees, preserving, looks)
            for item in scene["items"]:
                if item["kind"] != "view":
                    continue
                xcode = item.get("xcode", {})
                # A scroll view's undetermined content size counts where Interface Builder checks
                # it (the engine's `interfaceBuilderAmbiguousContentSize` keeps only those).
                checked_content_size = bool(design_time(item, "ambiguousContentSize"))
                ours = bool(design_time(item, "ambiguous")) or checked_content_size
                runtime_ours = bool(item.get("ambiguous")) or (bool(item.get("ambiguousContentSize")) and checked_content_size)
                # Ambiguity agreement.
                builtin_cell_label = builtin_cell_view(item, by_id)
                if not xcode.get("verifyAmbiguity") and not builtin_cell_label and item["id"] in constrained \
                        and document["useAutolayout"]:
                    theirs = bool(xcode.get("ambiguous"))
                    verdicts["%s %s ambiguous" % (rel, item["id"])] = "%s/%s" % ("ours" if ours else "-", "Xcode" if theirs else "-")
                    direction = None
                    for group in groups:
                        tables[group]["ambiguity tp" if ours and theirs else "ambiguity fp" if ours else
                                      "ambiguity fn" if theirs else "ambiguity tn"] += 1
                    if ours and theirs:
                        true_pos += 1
                    elif ours:
                        false_pos += 1
                        direction = "only layoutlint"
                    elif theirs:
                        false_neg += 1
                        direction = "only Xcode"
                    if direction:
                        cause = ambiguity_cause(direction, item, by_id, scene, document)
                        related = [c for c in scene["constraints"] if mentions(c, item["id"])]
                        ambiguity_disagreements[direction][cause].append((rel, item, related))
                # Frame agreement.
                strict = strict_frame_verdict(item, xcode, document, scene, by_id)
                if item["id"] in stale:
                    for group in groups:
                        tables[group]["stale"] += 1
                    stale_rows.append((rel, item))
                    verdicts["%s %s frame" % (rel, item["id"])] = "stale"
                    continue
                if strict is not None:
                    solved = item.get("solved")
                    verdicts["%s %s strict" % (rel, item["id"])] = "agrees" if strict else "differs: %s -> %s" % (
                        tuple(item["frame"][k] for k in ("x", "y", "width", "height")),
                        tuple(round(solved[k], 3) for k in ("x", "y", "width", "height")) if solved else "(no solved frame)")
                    for group in groups:
                        tables[group]["strict compared"] += 1
                        tables[group]["strict agreed"] += strict
                    if item.get("contentSize", {}).get("source") in MEASURED_SOURCES:
                        for group in ("all", "set: " + sets.get(rel, "unlisted")):
                            content_sized[group]["compared"] += 1
                            content_sized[group]["strict"] += strict
                            content_sized[group]["within error"] += within(item, MEASUREMENT_ERROR)
                if item.get("parent") is None or not document["useAutolayout"] or has_conflict:
                    continue
                if xcode.get("ambiguous") or xcode.get("misplaced") or runtime_ours:
                    continue
                if any(a.get("ambiguous") for a in ancestors(item, by_id)):
                    continue
                frame, solved = item.get("frame"), item.get("solved")
                if frame is None or solved is None:
                    continue
                compared += 1
                agrees = all(abs(frame[k] - solved[k]) <= 0.5 for k in ("x", "y", "width", "height"))
                for group in groups:
                    tables[group]["frames compared"] += 1
                    tables[group]["frames agreed"] += agrees
                under_misplaced = any(a.get("xcode", {}).get("misplaced") for a in ancestors(item, by_id))
                for key in ("platform " + document.get("platform", "?"),
                            "under a view Xcode flagged misplaced" if under_misplaced else "no misplaced ancestor"):
                    breakdown[key][0] += agrees
                    breakdown[key][1] += 1
                verdicts["%s %s frame" % (rel, item["id"])] = "%s -> %s" % (
                    tuple(frame[k] for k in ("x", "y", "width", "height")), tuple(solved[k] for k in ("x", "y", "width", "height")))
                if all(abs(frame[k] - solved[k]) <= 0.5 for k in ("x", "y", "width", "height")):
                    agreed += 1
                else:
                    disagreements[cause_of(item, by_id, constrained, document)].append(
                        (rel, item["id"], item["name"], frame, solved))
                    scene_disagreeing.append(item)
            for item in scene_disagreeing:
                off = [k for k in ("x", "y", "width", "height")
                       if abs(item["frame"][k] - item["solved"][k]) > 0.5]
                upstream = disagreeing_neighbours(item, scene_disagreeing, scene, by_id)
                key = "%s (%s)" % ("downstream" if upstream else "root", ",".join(off))
                roots[key].append((rel, item, upstream))

    if args.markdown:
        write_markdown(args.markdown, tables, len(files), unreadable)
    if args.save:
        with open(args.save, "w") as out:
            json.dump(verdicts, out, indent=0, sort_keys=True)
    if args.compare:
        with open(args.compare) as saved_file:
            saved = json.load(saved_file)
        if args.platform:
            # Only the files measured: a save of the whole corpus holds the other platforms too.
            measured = {os.path.relpath(path, args.corpus) for path in files}
            saved = {key: value for key, value in saved.items() if key.rsplit(" ", 2)[0] in measured}
        # A save written before a kind of verdict was recorded (the ` strict` keys) is compared on
        # the kinds it holds: a kind it lacks is not a change.
        kinds = {key.rsplit(" ", 1)[-1] for key in saved}
        current = {key: value for key, value in verdicts.items() if key.rsplit(" ", 1)[-1] in kinds}
        changed = sorted(key for key in set(saved) | set(current) if saved.get(key) != current.get(key))
        print("changed since %s: %d" % (args.compare, len(changed)))
        for key in changed:
            print("  %s: %s => %s" % (key, saved.get(key, "(not compared)"), verdicts.get(key, "(not compared)")))
    print("files: %d (%d unreadable)" % (len(files), unreadable))
    rate = 100.0 * agreed / compared if compared else 0
    print("frames: %d of %d views agree within 0.5 pt: %.2f%%" % (agreed, compared, rate))
    for key in sorted(breakdown):
        part_agreed, part_compared = breakdown[key]
        print("  %s: %d of %d agree (%.2f%%)" % (key, part_agreed, part_compared, 100.0 * part_agreed / part_compared))
    for group in sorted(content_sized, key=lambda g: (g != "all", g)):
        c = content_sized[group]
        print("content-sized views (measured content size: text or image), %s: strict frames %d of %d agree within "
              "0.5 pt (%.2f%%); WITHIN MEASUREMENT ERROR (every quantity within %g pt, not the strict measure): %d (%.2f%%)" % (
                  group, c["strict"], c["compared"], 100.0 * c["strict"] / c["compared"], MEASUREMENT_ERROR,
                  c["within error"], 100.0 * c["within error"] / c["compared"]))
    print("stale stored frames (left out of frames and strict frames; see the docstring): %d views in %d files" % (
        len(stale_rows), len({rel for rel, _ in stale_rows})))
    for rel, item in stale_rows[:args.examples]:
        print("           %s %s %s %r stored %s solved %s" % (rel, item["id"], item["element"], item["name"][:40],
              tuple(item["frame"][k] for k in ("x", "y", "width", "height")),
              tuple(item["solved"][k] for k in ("x", "y", "width", "height"))))
    print("disagreements by cause:")
    for cause, rows in sorted(disagreements.items(), key=lambda kv: -len(kv[1])):
        print("  %5d  %s" % (len(rows), cause))
        for rel, ident, name, frame, solved in rows[:args.examples]:
            print("           %s %s %r stored %s solved %s" % (rel, ident, name,
                  tuple(frame[k] for k in ("x", "y", "width", "height")),
                  tuple(solved[k] for k in ("x", "y", "width", "height"))))
    if args.roots:
        print("frame disagreements by root (downstream: a constrained neighbour or the superview disagrees too):")
        for key, rows in sorted(roots.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print("  %5d  %s" % (len(rows), key))
            by_file = collections.Counter(rel for rel, _, _ in rows)
            for rel, count in by_file.most_common(args.examples):
                print("           %4d  %s" % (count, rel))
            if key.startswith("root"):
                for rel, item, _ in rows[:args.examples]:
                    print("           %s %s %s %r stored %s solved %s" % (rel, item["id"], item["element"], item["name"][:40],
                          tuple(item["frame"][k] for k in ("x", "y", "width", "height")),
                          tuple(item["solved"][k] for k in ("x", "y", "width", "height"))))
    precision = 100.0 * true_pos / (true_pos + false_pos) if true_pos + false_pos else 0
    recall = 100.0 * true_pos / (true_pos + false_neg) if true_pos + false_neg else 0
    print("ambiguity: %d agree, %d only layoutlint, %d only Xcode: precision %.1f%%, recall %.1f%%" % (
        true_pos, false_pos, false_neg, precision, recall))
    for direction, groups in ambiguity_disagreements.items():
        print("  %s: %d, by cause:" % (direction, sum(len(rows) for rows in groups.values())))
        for cause, rows in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print("    %5d  %s" % (len(rows), cause))
            shown = rows if args.ambiguity_examples < 0 else rows[:args.ambiguity_examples]
            for rel, item, related in shown:
                quantities = design_time(item, "ambiguous") + ["content " + axis for axis in design_time(item, "ambiguousContentSize")]
                name = item["name"] if len(item["name"]) <= 60 else item["name"][:59] + "…"
                print("           %s %s %s %r%s" % (rel, item["id"], item["element"], name,
                      " free: " + ",".join(quantities) if quantities else ""))
                if args.constraints:
                    for c in related:
                        second = c.get("second")
                        print("               %s: %s.%s %s %s%s x%s %+g @%g%s" % (
                            c["id"], c["first"]["item"], c["first"]["attribute"], c["relation"],
                            "%s.%s" % (second["item"], second["attribute"]) if second else "",
                            "" if second else "-", c["multiplier"], c["constant"], c["priority"],
                            " placeholder" if c.get("placeholder") else ""))


if __name__ == "__main__":
    main()
