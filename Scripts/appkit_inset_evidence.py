#!/usr/bin/env python3
"""Evidence for AppKit alignment-rect insets, read from the stored frames and constraints alone.

Xcode stores, for every view it does not flag, the frame its layout solved. A constraint acts on
alignment rects, so where a control's edge is tied to a view whose alignment rect is known (a
plain view, a scroll view, a label: see TRUSTED), the control's stored frame and the constraint
give the control's inset on that edge directly: a push button pinned 20 from its superview's
leading edge and stored at x=14 has a 6-point leading inset. Widths and heights fixed by a
constant give the sum of the two insets across that axis; a centre, their difference.

The script reads no layoutlint output: it is a check on the engine's values, not a fit to them.
Every measurement is grouped by the control's kind (element, cell type, bezel style, control
size, stored height) and by the generation of control metrics the file shows (see `generation`),
and counted by repository. Repositories are split in two halves (alphabetical, even/odd) so a
value fitted on one half can be checked on the other (--half even|odd|all).

Usage: python3 Scripts/appkit_inset_evidence.py [CORPUS_DIR] [--half even|odd|all] [--min-repos N]
                                               [--element NAME] [--files]
"""
import argparse
import collections
import os
import re
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# Views whose alignment rect is their frame (or, for labels, 2 in at the sides).
TRUSTED = {"view", "customView", "scrollView", "stackView", "visualEffectView", "splitView", "clipView",
           "tableView", "outlineView", "collectionView", "textField"}
FLIPPED = {"tableView", "outlineView", "textView", "collectionView", "clipView", "matrix"}
CONTROLS = {"button", "popUpButton", "comboBox", "colorWell", "datePicker", "tokenField", "levelIndicator",
            "segmentedControl", "slider", "switch", "stepper", "searchField", "pathControl",
            "progressIndicator", "imageView", "textField", "secureTextField", "box"}
EDGE = {"leading": "left", "left": "left", "trailing": "right", "right": "right", "top": "top", "bottom": "bottom",
        "centerX": "centerX", "centerY": "centerY", "width": "width", "height": "height"}


def number(text, default=0.0):
    try:
        return float(text)
    except (TypeError, ValueError):
        return default


def multiplier(text):
    if not text:
        return 1.0
    if ":" in text:
        a, b = text.split(":", 1)
        return number(a) / number(b, 1.0)
    return number(text, 1.0)


def appearance(element):
    """The attributes that tell controls apart; the cell's win over the view's."""
    look = {}
    sources = [element] + [c for c in element if c.get("key") == "cell"]
    for source in sources:
        for name in ("bezelStyle", "borderStyle", "controlSize", "style", "sliderType", "imagePosition",
                     "datePickerStyle", "levelIndicatorStyle", "boxType", "pathStyle", "drawsBackground",
                     "bezeled", "bordered", "buttonType"):
            if source.get(name) is not None:
                look[name] = source.get(name)
        if source.get("key") == "cell" and source.get("type"):
            look["cellType"] = source.get("type")
    image = element.find("imageReference[@key='image']")
    if image is not None and image.get("catalog") == "system":
        look["symbol"] = image.get("image")
    for child in sources[1:]:
        ref = child.find("imageReference[@key='image']")
        if ref is not None and ref.get("catalog") == "system":
            look["symbol"] = ref.get("image")
    return look


def is_label(element, look):
    return element.tag == "textField" and look.get("bezeled") != "YES" and look.get("bordered") != "YES" \
        and look.get("drawsBackground") != "YES" and not look.get("borderStyle")


def kind(element, look, frame):
    size = look.get("controlSize", "regular")
    parts = [element.tag, look.get("cellType", "-"), look.get("bezelStyle", look.get("style", "-")), size]
    if look.get("symbol"):
        parts.append("symbol")
    parts.append("h%g" % frame[3])
    return " ".join(parts)


def tools_major(root):
    match = re.match(r"\d+", root.get("toolsVersion", ""))
    return int(match.group()) if match else 0


def generation(tools, push_heights):
    """Which control metrics a file shows: by the stored height of its regular rounded push buttons
    when it has any (macOS 26's are 24 tall laid out as they are; earlier systems' 32 with their
    shadow, or 21 when stored at their bezel), else by its tools version."""
    if push_heights:
        common = collections.Counter(push_heights).most_common(1)[0][0]
        return "pb%g" % common
    return "t%d" % (tools // 1000)


class File:
    def __init__(self, path, repo):
        self.path, self.repo = path, repo
        self.root = ET.parse(path).getroot()
        self.tools = tools_major(self.root)
        self.frames = {}      # id -> absolute top-down (x, y, w, h)
        self.elements = {}    # id -> element
        self.parent = {}      # id -> parent id
        self.looks = {}
        for top in self.root.iter():
            pass
        self._walk_roots()

    def _walk_roots(self):
        # Every view with a frame whose parent is not a view with a frame is a root.
        parent_of = {}
        for element in self.root.iter():
            for child in element:
                parent_of[child] = element
        self.parent_of_element = parent_of
        for element in self.root.iter():
            if element.get("id") is None or element.find("rect[@key='frame']") is None:
                continue
            container = parent_of.get(element)
            if container is not None and container.tag == "subviews":
                continue
            self._walk(element, None, None)

    def _walk(self, element, parent_id, parent_frame):
        rect = element.find("rect[@key='frame']")
        ident = element.get("id")
        if rect is None or ident is None:
            return
        x, y, w, h = (number(rect.get(k)) for k in ("x", "y", "width", "height"))
        if parent_frame is not None:
            parent_element = self.elements[parent_id]
            if not self._flipped(parent_element):
                y = parent_frame[3] - y - h
            x += parent_frame[0]
            y += parent_frame[1]
        else:
            x = y = 0.0
        frame = (x, y, w, h)
        self.frames[ident] = frame
        self.elements[ident] = element
        self.looks[ident] = appearance(element)
        if parent_id is not None:
            self.parent[ident] = parent_id
        subviews = element.find("subviews")
        if subviews is not None:
            for child in subviews:
                self._walk(child, ident, frame)

    def _flipped(self, element):
        if element.tag == "clipView":
            subviews = element.find("subviews")
            document = subviews[0] if subviews is not None and len(subviews) else None
            return document is None or document.tag in FLIPPED
        return element.tag in FLIPPED or element.get("flipped") == "YES"

    def trusted_rect(self, ident):
        """The alignment rect of a view whose insets are known, else None."""
        element = self.elements.get(ident)
        if element is None or element.tag not in TRUSTED or self.flagged(ident):
            return None
        x, y, w, h = self.frames[ident]
        if element.tag == "textField":
            look = self.looks[ident]
            if is_label(element, look):
                return (x + 2, y, w - 4, h)
            if look.get("bezeled") == "YES" or look.get("borderStyle"):
                return (x, y, w, h)
            return None
        return (x, y, w, h)

    def flagged(self, ident):
        element = self.elements[ident]
        return element.get("misplaced") == "YES" or element.get("ambiguous") == "YES"

    def constraints(self):
        for owner in self.root.iter():
            block = owner.find("constraints")
            if block is None or owner.get("id") not in self.frames:
                continue
            for c in block.findall("constraint"):
                yield owner.get("id"), c


def value(rect, edge):
    x, y, w, h = rect
    return {"left": x, "right": x + w, "top": y, "bottom": y + h, "centerX": x + w / 2, "centerY": y + h / 2,
            "width": w, "height": h}[edge]


def measure(frame, edge, predicted):
    """(measured quantity, value): what the control's stored frame and its alignment edge's
    predicted position say about its insets."""
    x, y, w, h = frame
    if edge == "left":
        return "leading", predicted - x
    if edge == "right":
        return "trailing", x + w - predicted
    if edge == "top":
        return "top", predicted - y
    if edge == "bottom":
        return "bottom", y + h - predicted
    if edge == "centerX":
        return "leading-trailing", 2 * (predicted - (x + w / 2))
    if edge == "centerY":
        return "top-bottom", 2 * (predicted - (y + h / 2))
    if edge == "width":
        return "leading+trailing", w - predicted
    if edge == "height":
        return "top+bottom", h - predicted
    return None


def file_measurements(f):
    push = [f.frames[i][3] for i, e in f.elements.items()
            if e.tag == "button" and f.looks[i].get("cellType") == "push" and f.looks[i].get("bezelStyle") == "rounded"
            and f.looks[i].get("controlSize", "regular") == "regular" and not f.flagged(i)]
    gen = generation(f.tools, push)
    for owner, c in f.constraints():
        if c.get("relation") not in (None, "equal") or number(c.get("priority"), 1000) < 1000:
            continue
        first = c.get("firstItem") or owner
        second = c.get("secondItem")
        a1, a2 = EDGE.get(c.get("firstAttribute")), EDGE.get(c.get("secondAttribute") or "")
        if a1 is None:
            continue
        m, k = multiplier(c.get("multiplier")), number(c.get("constant"))
        if second is None and c.get("secondAttribute") is None:
            pairs = [(first, a1, None)]
        elif a2 is None:
            continue
        else:
            pairs = [(first, a1, (second, a2, m, k, False)), (second, a2, (first, a1, m, k, True))]
        for ident, edge, other in pairs:
            element = f.elements.get(ident)
            if element is None or element.tag not in CONTROLS or f.flagged(ident) or ident not in f.parent:
                continue
            look = f.looks[ident]
            if element.tag == "textField" and (is_label(element, look) or look.get("bezeled") == "YES"):
                continue
            if other is None:
                if edge not in ("width", "height"):
                    continue
                predicted = k
            else:
                oid, oedge, m, k, inverse = other
                orect = f.trusted_rect(oid)
                if orect is None or (oedge in ("width", "height")) != (edge in ("width", "height")):
                    continue
                if (oedge in ("left", "right", "centerX", "width")) != (edge in ("left", "right", "centerX", "width")):
                    continue
                ov = value(orect, oedge)
                if inverse:  # other = m * self + k
                    if m == 0:
                        continue
                    predicted = (ov - k) / m
                else:
                    predicted = m * ov + k
            result = measure(f.frames[ident], edge, predicted)
            if result:
                yield gen, kind(element, look, f.frames[ident]), result[0], round(result[1] * 2) / 2, f.repo, f.path, ident


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--half", choices=("even", "odd", "all"), default="all")
    parser.add_argument("--min-repos", type=int, default=1)
    parser.add_argument("--element", help="only controls of this element (e.g. button)")
    parser.add_argument("--files", action="store_true", help="list the files behind each value")
    parser.add_argument("--generations", action="store_true", help="per file: tools version and push-button heights")
    args = parser.parse_args()
    manifest = os.path.join(args.corpus, "MANIFEST.tsv")
    rows = [line.rstrip("\n").split("\t") for line in open(manifest)][1:]
    repos = sorted({row[1] for row in rows})
    index = {repo: i for i, repo in enumerate(repos)}
    table = collections.defaultdict(lambda: collections.defaultdict(lambda: collections.defaultdict(set)))
    for row in rows:
        path, repo = os.path.join(args.corpus, row[0].split("/", 1)[1]), row[1]
        if args.half != "all" and (index[repo] % 2 == 0) != (args.half == "even"):
            continue
        try:
            with open(path, "rb") as handle:
                head = handle.read(600)
            if b"MacOSX.Cocoa" not in head:
                continue
            f = File(path, repo)
        except (ET.ParseError, OSError):
            continue
        if args.generations:
            push = sorted(f.frames[i][3] for i, e in f.elements.items()
                          if e.tag == "button" and f.looks[i].get("cellType") == "push"
                          and f.looks[i].get("bezelStyle") == "rounded" and f.looks[i].get("controlSize", "regular") == "regular")
            print("%d\t%s\t%s" % (f.tools, ",".join("%g" % h for h in push), os.path.relpath(path, args.corpus)))
            continue
        for gen, what, quantity, amount, repo, p, ident in file_measurements(f):
            if args.element and not what.startswith(args.element + " "):
                continue
            table[(what, gen)][quantity][amount].add((repo, os.path.relpath(p, args.corpus), ident))
    for (what, gen) in sorted(table):
        quantities = table[(what, gen)]
        total_repos = {r for q in quantities.values() for v in q.values() for r, _, _ in v}
        if len(total_repos) < args.min_repos:
            continue
        print("%s [%s]" % (what, gen))
        for quantity in ("leading", "trailing", "top", "bottom", "leading+trailing", "top+bottom",
                         "leading-trailing", "top-bottom"):
            if quantity not in quantities:
                continue
            values = quantities[quantity]
            shown = sorted(values.items(), key=lambda kv: (-len({r for r, _, _ in kv[1]}), -len(kv[1])))
            text = "  ".join("%g: %d views/%d repos" % (v, len(s), len({r for r, _, _ in s})) for v, s in shown[:4])
            print("    %-17s %s" % (quantity, text))
            if args.files:
                for v, s in shown[:4]:
                    print("        %g: %s" % (v, ", ".join(sorted({p for _, p, _ in s})[:6])))


if __name__ == "__main__":
    main()
