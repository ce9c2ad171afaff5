#!/usr/bin/env python3
"""Evidence on how Interface Builder flags the views of table and collection cells that its canvas
does not show, read from the stored frames and flags alone (no layoutlint output).

A UIKit table on the canvas lays out only the cells it shows. Xcode 26 flags every view placed by
constraints in a cell that reaches past its table's stored frame
(`LayoutEngine.constrainedViewsInCellsBelowTheirTable`). This script asks whether earlier Xcodes do
the same, for cells partly past the table's frame ("crossing") or wholly past it ("beyond"), as the
frame's bottom or trailing edge; cells inside it are counted for comparison.

For every cell of a UIKit table or collection view with a stored frame, it counts the views inside
the cell (content view left out) that do not translate their autoresizing masks and that a
constraint mentions, flagged `ambiguous="YES"` by Xcode or not. Counts are per Xcode band (by
`toolsVersion`), per position, with the repositories on each side, so a rule can be judged by how
many repositories it separates, not by views. --cells lists every crossing and beyond cell with
its distance past the table's bottom (the top and bottom of the cell; negative: above it).
Repositories carry their half, (A) or (B) (`repository_half` in `corpus_agreement.py`), and a last
table sums the cells past the frame by era (before Xcode 11, Xcode 11 to 16, Xcode 26) and half,
so a rule read off one half can be checked on the other.

Usage: python3 Scripts/cell_visibility_evidence.py [CORPUS_DIR] [--cells]
"""
import argparse
import collections
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from corpus_agreement import repository_half  # noqa: E402

TABLES = ("tableView", "collectionView")
CELLS = ("tableViewCell", "collectionViewCell")
# Xcode bands by tools version (the major number), as docs/measurements.md maps them; 24xxx on is
# what `SavingXcode.isXcode26` calls Xcode 26.
BANDS = [(0, 11000, "Xcode 7 or earlier"), (11000, 13000, "Xcode 8"), (13000, 14000, "Xcode 9"),
         (14000, 15000, "Xcode 10"), (15000, 17000, "Xcode 11"), (17000, 18000, "Xcode 12"),
         (18000, 21000, "Xcode 12.5-13"), (21000, 22000, "Xcode 14"), (22000, 23000, "Xcode 15"),
         (23000, 24000, "Xcode 16"), (24000, 30000, "Xcode 26"), (30000, 10 ** 9, "placeholder version")]


# Eras for the summary by half: the bands before Xcode 11 flag no cell past the frame, Xcode 26
# flags every one (`LayoutEngine.constrainedViewsInCellsBelowTheirTable`), the bands between split.
ERAS = [(0, 15000, "before Xcode 11"), (15000, 24000, "Xcode 11 to 16"), (24000, 30000, "Xcode 26"),
        (30000, 10 ** 9, "placeholder version")]


def era(tools):
    major = int((tools or "0").split(".")[0])
    return next(name for low, high, name in ERAS if low <= major < high)


def named(repositories):
    return ", ".join("%s (%s)" % (r, repository_half(r)) for r in sorted(repositories)) or "-"


def band(tools):
    major = int((tools or "0").split(".")[0])
    return next(name for low, high, name in BANDS if low <= major < high)


def frame(element):
    for rect in element.findall("rect"):
        if rect.get("key") == "frame":
            return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
    return None


def constrained_ids(root, parent):
    """Ids a constraint mentions; a constraint without a second item belongs to the view holding it."""
    ids = set()
    for constraint in root.iter("constraint"):
        for key in ("firstItem", "secondItem"):
            if constraint.get(key):
                ids.add(constraint.get(key))
        if not constraint.get("firstItem") or not constraint.get("secondItem"):
            holder = parent.get(parent.get(constraint))
            if holder is not None and holder.get("id"):
                ids.add(holder.get("id"))
    return ids


def position(cell, table):
    x, y, width, height = cell
    if y >= table[3] - 0.01 or x >= table[2] - 0.01:
        return "beyond"
    if y + height > table[3] + 0.5 or x + width > table[2] + 0.5:
        return "crossing"
    return "inside"


def cells_of(path):
    """(tools version, table element, position, cell top and bottom past the table's bottom,
    flagged views, unflagged views) for every cell with constrained views."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return
    runtime = root.get("targetRuntime") or ""
    if "CocoaTouch" not in runtime and "AppleTV" not in runtime:
        return
    parent = {child: element for element in root.iter() for child in element}
    constrained = constrained_ids(root, parent)
    for table in root.iter():
        if table.tag not in TABLES or frame(table) is None:
            continue
        table_frame = frame(table)
        for cell in table.iter():
            if cell.tag not in CELLS or frame(cell) is None:
                continue
            owner = parent[cell]
            while owner.tag not in TABLES:
                owner = parent[owner]
            if owner is not table:
                continue
            flagged = unflagged = 0
            for view in cell.iter():
                if view is cell or view.tag.endswith("ContentView") or view.get("id") not in constrained:
                    continue
                if view.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                    continue
                if view.get("ambiguous") == "YES":
                    flagged += 1
                else:
                    unflagged += 1
            if flagged + unflagged == 0:
                continue
            cell_frame = frame(cell)
            yield (root.get("toolsVersion"), table.tag, table.get("id"), cell.get("id"),
                   position(cell_frame, table_frame),
                   (cell_frame[1] - table_frame[3], cell_frame[1] + cell_frame[3] - table_frame[3]),
                   flagged, unflagged)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="?", default=os.path.join(os.path.dirname(ROOT), "shared", "corpus"))
    parser.add_argument("--cells", action="store_true", help="list every crossing and beyond cell")
    args = parser.parse_args()
    totals = collections.defaultdict(lambda: [0, 0, set(), set(), 0, 0])
    halves = collections.defaultdict(lambda: [0, 0, set(), set()])
    listed = []
    for directory, _, names in sorted(os.walk(args.corpus)):
        for name in sorted(names):
            if not name.endswith((".storyboard", ".xib")):
                continue
            path = os.path.join(directory, name)
            repository = os.path.relpath(path, args.corpus).split(os.sep, 1)[0]
            for tools, element, table, cell, where, (top, bottom), flagged, unflagged in cells_of(path):
                entry = totals[(band(tools), element, where)]
                entry[0] += flagged
                entry[1] += unflagged
                entry[4] += flagged > 0
                entry[5] += flagged == 0
                (entry[2] if flagged else entry[3]).add(repository)
                if where != "inside":
                    half = halves[(era(tools), where, repository_half(repository))]
                    half[0] += flagged
                    half[1] += unflagged
                    (half[2] if flagged else half[3]).add(repository)
                    listed.append((repository, name, tools, table, cell, where, top, bottom, flagged, unflagged))
    print("%-22s %-15s %-9s %8s %8s %6s %6s  %s" % ("Xcode", "container", "cell", "flagged", "unflag.",
                                                   "cells+", "cells-", "repositories with a flagged cell | with an unflagged cell"))
    for key in sorted(totals, key=lambda k: ([b[2] for b in BANDS].index(k[0]), k[1], k[2])):
        flagged, unflagged, yes, no, cells_yes, cells_no = totals[key]
        print("%-22s %-15s %-9s %8d %8d %6d %6d  %s | %s" % (key + (flagged, unflagged, cells_yes, cells_no,
                                                                 named(yes), named(no))))
    print()
    print("%-20s %-9s %-4s %8s %8s  %s" % ("era", "cell", "half", "flagged", "unflag.",
                                          "repositories with a flagged cell | with an unflagged cell"))
    for key in sorted(halves, key=lambda k: ([e[2] for e in ERAS].index(k[0]), k[1], k[2])):
        flagged, unflagged, yes, no = halves[key]
        print("%-20s %-9s %-4s %8d %8d  %s | %s" % (key + (flagged, unflagged, named(yes), named(no))))
    if args.cells:
        print()
        for repository, name, tools, table, cell, where, top, bottom, flagged, unflagged in sorted(listed):
            print("%s/%s tools %s table %s cell %s %s: top %+.1f bottom %+.1f past the table's bottom, "
                  "flagged %d, unflagged %d" % (repository, name, tools, table, cell, where, top, bottom,
                                                flagged, unflagged))


if __name__ == "__main__":
    main()
