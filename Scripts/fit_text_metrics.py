#!/usr/bin/env python3
"""Fit San Francisco's advance widths from the corpus's labels, and generate the engine's tables.

San Francisco, the system font of iOS, has no free metric-compatible font, but the corpus holds
many labels whose stored width *is* the width UIKit measured for their text: a UILabel of one line,
its text set in the file, with one horizontal position constraint and no width constraint, not an
arranged view of a stack view, not flagged ambiguous or misplaced by Xcode, in a scene layoutlint
solves without conflict (issue 22). Nothing but the text can give such a label its width.

The model (`TextMeasurement` in the engine):

    width = roundUp(size × (Σ advance[weight][c] + Σ kern[weight][pair]) + tracking(size) × count, 1 / scale)

* `advance[weight][c]`: a character's advance in ems: regular's fitted per character by least
  squares with a ridge towards Inter's advances (a free UI typeface drawn on San Francisco's
  lines) scaled to the data; the other weights widen from it as Inter's do, times one fitted
  factor (`fit_weights`); SF Display (from 20 pt) a fitted tightening per character.
* kerning: Inter's kerning pairs (regular's and bold's, blended by weight), not fitted.
* `tracking(size)`: the size-dependent tracking Apple documents for SF Pro (DOCUMENTED_TRACKING),
  in points per character; the report compares it with tracking fitted per size.
* `roundUp`: UIKit rounds intrinsic sizes up to the device's pixels (`scale` from the document's
  `<device>`); the report shows which rounding fits the data.
* Hangul, CJK and other scripts: fixed estimates (HANGUL_ADVANCE, WIDE_ADVANCE, a letter `n`).

The stored width is a rounded-up value, so the exact width lies in (stored − 1/scale, stored]: the
fit aims at the middle of that interval, and leaves out, round after round, labels far from the
model (stored truncated or stretched).

Fitting is split by repository (`repository_half` of corpus_agreement.py): the tables fitted on
half A are checked on half B and the other way round; the shipped tables are fitted on all.

Usage:
  python3 Scripts/fit_text_metrics.py            # Swift tables from Scripts/text_metrics/fitted.json
  python3 Scripts/fit_text_metrics.py --check    # exit 1 when the Swift file is not what that gives
  python3 Scripts/fit_text_metrics.py --fit [--samples CACHE] [--binary PATH] [CORPUS]
        # collect the corpus's labels (layoutlint dump --solve for conflicts), fit, write
        # fitted.json, docs/text-metrics.md and the Swift tables; with --check, compare instead.
        # Needs numpy, fontTools and the Liberation, DejaVu and Inter fonts (Debian: fonts-liberation2,
        # fonts-dejavu-core, fonts-inter); the plain and --check modes need none of them.
"""
import argparse
import collections
import functools
import json
import math
import os
import statistics
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from corpus_agreement import corpus_sets, default_binary, repository_half, solved_documents  # noqa: E402

FITTED = os.path.join(HERE, "text_metrics", "fitted.json")
SWIFT = os.path.join(ROOT, "Sources", "LayoutLintEngine", "Metrics", "TextMetricsTables.generated.swift")
REPORT = os.path.join(ROOT, "docs", "text-metrics.md")

# UIFont.preferredFont(forTextStyle:) at the default content size category: size and weight.
TEXT_STYLES = {
    "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
# Interface Builder's device ids and their screens' scale (pixels per point), as DeviceCatalog.
THREE_X = {"retina5_9", "retina6_0", "retina6_12", "retina6_3", "retina5_5", "retina6_5", "retina6_7",
           "retina6_72", "retina6_9"}
HORIZONTAL_POSITION = {"leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin",
                       "leftMargin", "rightMargin", "centerXWithinMargins"}
# San Francisco switches from its Text to its Display optical size at 20 points.
DISPLAY_FROM = 20.0
# Display's narrower spacing is reached in full at this size: between DISPLAY_FROM and here the
# measured labels show it growing (at 20 pt SF Text's advances with the documented tracking fit,
# from 24 pt on about 0.05 em a character less), the sizes over which the documented tracking goes
# from its tightest (-0.45 pt at 19 to 20 pt) to its loosest (+0.38 pt at 28 pt), that is, where
# Text hands over to Display. Chosen on the cross-validated numbers (docs/text-metrics.md).
DISPLAY_FULL = 28.0
# A font (weight and optical size) needs this many labels for a table of its own; one with fewer
# takes its nearest weight's table (and its measurements are marked as estimates).
MIN_LABELS = 10


# --- Collection ---------------------------------------------------------------------------------

def font_of(label):
    """(family, weight, size, italic, style) of a UIKit label's font; family `system` for San
    Francisco, else the font's name; `None` when the font cannot be read."""
    font = label.find("fontDescription[@key='fontDescription']")
    if font is None:
        return ("system", "regular", 17.0, False, None)
    style = font.get("style")
    if style:
        if style not in TEXT_STYLES:
            return None
        size, weight = TEXT_STYLES[style]
        return ("system", weight, float(size), False, style)
    try:
        size = float(font.get("pointSize", ""))
    except ValueError:
        return None
    kind = font.get("type")
    if kind == "system":
        return ("system", font.get("weight", "regular"), size, False, None)
    if kind == "boldSystem":
        return ("system", "bold", size, False, None)
    if kind == "italicSystem":
        return ("system", "regular", size, True, None)
    if font.get("name"):
        return (font.get("name"), None, size, False, None)
    return None


def labels_of(path):
    """Every UIKit label of the file with its text set, one line, by id: text and font."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return {}, None
    if root.get("targetRuntime", "").startswith("MacOSX"):
        return appkit_labels_of(root), 1
    if not root.get("targetRuntime", "").startswith("iOS"):
        return {}, None
    device = root.find(".//device")
    scale = None
    if device is not None:
        scale = 3 if device.get("id") in THREE_X else 2 if device.get("id", "").startswith(("retina", "ipad", "iPad")) else None
    result = {}
    for label in root.iter("label"):
        if label.find("attributedString") is not None:
            continue
        text = label.get("text")
        if text is None:
            node = label.find("string[@key='text']")
            text = "".join(node.itertext()) if node is not None else None
        font = font_of(label)
        if not text or "\n" in text or font is None:
            continue
        result[label.get("id")] = {"kind": "label", "text": text, "font": font, "lines": int(label.get("numberOfLines", "1")),
                                   "explicitMaxWidth": label.get("preferredMaxLayoutWidth") is not None,
                                   "shrinks": label.get("adjustsFontSizeToFit") == "YES"}
    result.update(buttons_of(root))
    return result, scale


def buttons_of(root):
    """UIKit buttons of the classic kind (no configuration, no image, no attributed title) with a
    title: validation only (their width is the title's plus insets the tables do not fit)."""
    result = {}
    for button in root.iter("button"):
        if button.find("buttonConfiguration") is not None or button.find("attributedString") is not None:
            continue
        if button.find("inset[@key='contentEdgeInsets']") is not None or button.find("inset[@key='titleEdgeInsets']") is not None:
            continue
        states = button.findall("state")
        normal = [st for st in states if st.get("key") == "normal"]
        if len(normal) != 1 or normal[0].get("image") or normal[0].get("backgroundImage") or not normal[0].get("title"):
            continue
        if any(st.get("title") for st in states if st.get("key") != "normal") or "\n" in normal[0].get("title"):
            continue
        font = button.find("fontDescription[@key='fontDescription']")
        parsed = font_of(button) if font is not None else ("system", "regular", 15.0, False, None)
        if parsed is None:
            continue
        result[button.get("id")] = {"kind": "button", "text": normal[0].get("title"), "font": parsed, "lines": 1,
                                    "explicitMaxWidth": False, "shrinks": False}
    return result


# AppKit's metaFonts: size and weight (NSFont.systemFont(ofSize:) and its sizes).
APPKIT_META_FONTS = {
    "system": (13, "regular"), "message": (13, "regular"), "controlContent": (13, "regular"),
    "systemBold": (13, "bold"), "smallSystem": (11, "regular"), "smallSystemBold": (11, "bold"),
    "miniSystem": (9, "regular"), "miniSystemBold": (9, "bold"), "label": (10, "regular"),
    "systemMedium": (13, "medium"), "systemSemibold": (13, "semibold"), "systemHeavy": (13, "heavy"),
    "systemLight": (13, "light"), "systemThin": (13, "thin"), "systemUltraLight": (13, "ultraLight"),
    "systemBlack": (13, "black"), "cellTitle": (12, "regular"), "toolTip": (11, "regular"),
}
# NSTextFieldCell draws a borderless field's text 2 points in from each side.
APPKIT_PADDING = 4.0


def appkit_labels_of(root):
    """AppKit label-style text fields (no bezel or border, not editable) showing one line
    (clipping or truncating) of a title set in the file: validation only."""
    result = {}
    for field in root.iter("textField"):
        cell = field.find("textFieldCell[@key='cell']")
        if cell is None or cell.get("borderStyle") or cell.get("bezelStyle") or cell.get("editable") == "YES":
            continue
        if cell.get("lineBreakMode") not in ("clipping", "truncatingTail", "truncatingMiddle", "truncatingHead"):
            continue
        text = cell.get("title")
        if text is None:
            node = cell.find("string[@key='title']")
            text = "".join(node.itertext()) if node is not None else None
        font = cell.find("font[@key='font']")
        if not text or "\n" in text or font is None:
            continue
        meta = font.get("metaFont") or ("system" if font.get("usesAppearanceFont") == "YES" else None)
        size = float(font.get("size")) if font.get("size") else None
        if meta in APPKIT_META_FONTS:
            default, weight = APPKIT_META_FONTS[meta]
            parsed = ("system", weight, size or float(default), False, None)
        elif font.get("name") and size:
            parsed = (font.get("name"), None, size, False, None)
        else:
            continue
        result[field.get("id")] = {"kind": "appkit-label", "text": text, "font": parsed, "lines": 1,
                                   "explicitMaxWidth": False, "shrinks": False}
    return result


def qualifying(scene, labels):
    """The scene's labels whose stored width is their text's: (item, label) pairs. A label has one
    horizontal position constraint (the issue's definition), or a second one that does not hold it
    in the stored layout: an inequality with room to spare, or an optional constraint left
    unsatisfied (only the label's own content priorities can have won against it)."""
    by_id = {item["id"]: item for item in scene["items"]}
    arranged = set()
    for item in scene["items"]:
        arranged.update((item.get("stack") or {}).get("arrangedSubviews", []))
    horizontal = collections.defaultdict(list)
    widths = set()
    for constraint in scene["constraints"]:
        if constraint.get("installed") and not all(constraint["installed"].values()):
            continue
        for end in (constraint["first"], constraint.get("second")):
            if not end:
                continue
            if end["attribute"] in HORIZONTAL_POSITION:
                horizontal[end["item"]].append(constraint)
            elif end["attribute"] == "width":
                widths.add(end["item"])
    for ident, label in labels.items():
        item = by_id.get(ident)
        if item is None or item.get("frame") is None or item.get("frameVariations"):
            continue
        if item["xcode"]["ambiguous"] or item["xcode"]["misplaced"] or item["translatesAutoresizingMaskIntoConstraints"]:
            continue
        if ident in arranged or ident in widths or label["shrinks"]:
            continue
        if item["placeholderIntrinsicSize"]["width"] is not None or item.get("customClass"):
            continue
        position = horizontal[ident]
        if len(position) == 2 and sum(slack(c, by_id) for c in position) == 1:
            label = dict(label, slack=True)
        elif len(position) != 1:
            continue
        if label["lines"] != 1 and not one_line_tall(label, item):
            continue
        yield item, label


def absolute_x(ident, by_id):
    """The item's stored frame's minX and width in the scene's root coordinates, or None."""
    x, item = 0.0, by_id.get(ident)
    width = item and item.get("frame") and item["frame"]["width"]
    while item is not None:
        if item.get("frame") is None:
            return None
        x += item["frame"]["x"]
        item = by_id.get(item.get("parent"))
    return x, width


def slack(constraint, by_id):
    """1 when the stored frames leave the constraint not holding the label: an inequality with
    more than a point to spare or an optional equality more than a point off; else 0."""
    optional = constraint["priority"] < 1000
    if constraint["relation"] == "==" and not optional:
        return 0
    ends = [constraint["first"], constraint.get("second")]
    if ends[1] is None or constraint.get("multiplier") in (None, 0):
        return 0
    values = []
    margin = 0.0
    for end in ends:
        frame = absolute_x(end["item"], by_id)
        if frame is None:
            return 0
        attribute = end["attribute"]
        if "Margin" in attribute:
            margin = 20.0  # an unknown layout margin (8 to 20): only a larger gap counts
        x, width = frame
        if attribute.startswith(("leading", "left")):
            values.append(x)
        elif attribute.startswith(("trailing", "right")):
            values.append(x + width)
        else:
            values.append(x + width / 2)
    gap = values[0] - (values[1] * constraint["multiplier"] + constraint["constant"])
    # Which side of an inequality has room depends on the relation and on right-to-left layouts;
    # stored frames are left-to-right, so leading/trailing read as left/right.
    if constraint["relation"] == ">=":
        return 1 if gap > 1.0 + margin else 0
    if constraint["relation"] == "<=":
        return 1 if gap < -1.0 - margin else 0
    return 1 if abs(gap) > 1.0 + margin else 0


def one_line_tall(label, item):
    """A label allowed more lines that shows one: its width is its text's on one line too (without a
    `preferredMaxLayoutWidth` nothing limits the line). Only San Francisco's line is known (1.193 em)."""
    family, _, size, _, _ = label["font"]
    if family != "system" or label["explicitMaxWidth"]:
        return False
    return abs(item["frame"]["height"] - size * 1.193) <= 1.0


def labelled_file(path):
    """A file's (labels, scale), or None when it has no label to fit."""
    labels, scale = labels_of(path)
    return (labels, scale) if labels else None


def collect(corpus, binary):
    manifest = corpus_sets(corpus)
    samples = []
    for rel, repository, (labels, scale), document in solved_documents(corpus, binary, labelled_file):
        seen = set()
        conflicting = {s["id"] for s in document["scenes"] if s.get("conflicts")}
        for scene in document["scenes"]:
            if scene["id"] in seen or scene["id"] in conflicting:
                continue
            seen.add(scene["id"])
            for item, label in qualifying(scene, labels):
                family, weight, size, italic, style = label["font"]
                samples.append({
                    "kind": label["kind"], "repository": repository, "half": repository_half(repository), "set": manifest[rel],
                    "text": label["text"], "family": family, "weight": weight, "size": size, "italic": italic,
                    "style": style, "width": item["frame"]["width"], "height": item["frame"]["height"],
                    "scale": scale, "toolsVersion": document.get("toolsVersion"), "lines": label["lines"],
                    "slack": label.get("slack", False),
                })
    return samples


# --- Model --------------------------------------------------------------------------------------

def optical(size, split=True):
    return "display" if split and size >= DISPLAY_FROM else "text"


def is_latin(text):
    """Text the fitted tables cover: Latin letters, digits and punctuation (and Latin-1 accents)."""
    return all(ord(c) < 0x250 or 0x2000 <= ord(c) < 0x2070 for c in text)


def script_of(text):
    """The script an estimate stands for: `latin`, `cjk` (Han, kana, Hangul, full-width forms), or `other`."""
    if is_latin(text):
        return "latin"
    if any(is_wide(c) for c in text):
        return "cjk"
    return "other"


def is_hangul(c):
    o = ord(c)
    return 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F


def is_wide(c):
    o = ord(c)
    return 0x1100 <= o <= 0x11FF or 0x2E80 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF \
        or 0xFF00 <= o <= 0xFF60


def round_up(value, scale):
    return math.ceil(value * scale - 1e-6) / scale


# The characters the tables list: printable ASCII and Latin-1, U+0020 to U+00FF (controls get 0).
CODES = list(range(0x20, 0x100))
# A CJK ideograph, kana or Hangul syllable is one em wide in every CJK font (PingFang, Apple SD
# Gothic Neo): an estimate, not fitted (the corpus has too few such labels to fit).
WIDE_ADVANCE = 1.0
# A Hangul syllable (Apple SD Gothic Neo, UIKit's Korean fallback) is narrower: 0.86 em, read from
# the corpus's Korean labels (of few repositories, most from one organisation): an estimate.
HANGUL_ADVANCE = 0.86
# The Liberation fonts' metrics (Arial's, Times New Roman's, Courier New's; Arial's widths are
# Helvetica's) and DejaVu Sans Mono's (Menlo's), for named fonts and as the prior's shape.
FONT_FILES = {
    "sans-regular": "truetype/liberation2/LiberationSans-Regular.ttf", "sans-bold": "truetype/liberation2/LiberationSans-Bold.ttf",
    "serif-regular": "truetype/liberation2/LiberationSerif-Regular.ttf", "serif-bold": "truetype/liberation2/LiberationSerif-Bold.ttf",
    "mono-regular": "truetype/liberation2/LiberationMono-Regular.ttf", "mono-bold": "truetype/liberation2/LiberationMono-Bold.ttf",
    "menlo-regular": "truetype/dejavu/DejaVuSansMono.ttf", "menlo-bold": "truetype/dejavu/DejaVuSansMono-Bold.ttf",
}
# Inter (Debian's fonts-inter), a free UI typeface drawn on San Francisco's lines (Text and
# Display optical sizes, the same weights): San Francisco's shape prior. Its advances give the
# relative widths of the characters (proportional digits, a narrow `@`), its weights how each
# character widens along the weight axis, its GPOS kerning the pairs San Francisco kerns too.
# Not a metric-compatible font: the advances are fitted on the corpus, Inter only shapes them.
# UIKit's ultraLight is its lightest weight (UIFont.Weight −0.8, then thin −0.6): Inter's Thin (100).
INTER_WEIGHTS = {"ultraLight": "Thin", "thin": "ExtraLight", "light": "Light", "regular": "Regular", "medium": "Medium",
                 "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}
INTER_FILES = {w: "opentype/inter/Inter-%s.otf" % name for w, name in INTER_WEIGHTS.items()}
# iOS font names (PostScript and family) that share those metrics.
NAMED_FONTS = {
    "Helvetica": "sans-regular", "Helvetica-Bold": "sans-bold", "ArialMT": "sans-regular", "Arial": "sans-regular",
    "Arial-BoldMT": "sans-bold", "TimesNewRomanPSMT": "serif-regular", "TimesNewRomanPS-BoldMT": "serif-bold",
    "TimesNewRomanPS": "serif-regular", "Times New Roman": "serif-regular", "TimesNewRoman": "serif-regular",
    "CourierNewPSMT": "mono-regular", "CourierNewPS-BoldMT": "mono-bold", "Courier": "mono-regular",
    "Courier-Bold": "mono-bold", "Courier New": "mono-regular", "Menlo-Regular": "menlo-regular",
    "Menlo-Bold": "menlo-bold", "Menlo": "menlo-regular",
}
FONT_DIRECTORY = "/usr/share/fonts"


def font_advances(name):
    """A font file's advances in ems for CODES, 0 where the font has no glyph."""
    from fontTools.ttLib import TTFont
    font = TTFont(os.path.join(FONT_DIRECTORY, FONT_FILES.get(name) or INTER_FILES[name]))
    cmap, metrics, units = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    return [round(metrics[cmap[c]][0] / units, 4) if c in cmap and c >= 0x20 and not 0x7F <= c < 0xA0 else 0.0
            for c in CODES]


def prior_shape(weight, prior="inter"):
    """San Francisco's prior per weight: Inter's advances (the shipped model) or Arial's
    (Helvetica's, the earlier models: regular or bold)."""
    if prior == "inter":
        return font_advances(weight)
    return font_advances("sans-bold" if WEIGHTS.index(weight) >= WEIGHTS.index("semibold") else "sans-regular")


@functools.lru_cache(maxsize=None)
def font_kerning(weight):
    """Inter's kerning of the weight ({(a, b): ems}): the pair adjustments of its GPOS `kern`
    feature (pair positioning, glyph pairs and class pairs) between characters of CODES."""
    from fontTools.ttLib import TTFont
    font = TTFont(os.path.join(FONT_DIRECTORY, INTER_FILES[weight]))
    cmap, units = font.getBestCmap(), font["head"].unitsPerEm
    chars = collections.defaultdict(list)
    for c in CODES:
        if c in cmap and not 0x7F <= c < 0xA0:
            chars[cmap[c]].append(chr(c))
    gpos = font["GPOS"].table
    lookups = sorted({i for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
                      for i in record.Feature.LookupListIndex})
    pairs = {}
    for index in lookups:
        lookup, seen = gpos.LookupList.Lookup[index], set()
        for table in lookup.SubTable:
            table = table.ExtSubTable if lookup.LookupType == 9 else table
            for first, second, value in pair_values(table, chars):
                if (first, second) in seen:
                    continue  # within a lookup the first subtable that covers a pair applies
                seen.add((first, second))
                if value:
                    pairs[(first, second)] = pairs.get((first, second), 0) + value
    return {(a, b): v / units for (g1, g2), v in pairs.items() for a in chars[g1] for b in chars[g2]}


def pair_values(table, chars):
    """(first glyph, second glyph, x advance adjustment) of a PairPos subtable, for glyphs in `chars`."""
    coverage = [g for g in table.Coverage.glyphs if g in chars]
    if table.Format == 1:
        index = {g: i for i, g in enumerate(table.Coverage.glyphs)}
        for first in coverage:
            for record in table.PairSet[index[first]].PairValueRecord:
                if record.SecondGlyph in chars:
                    yield first, record.SecondGlyph, getattr(record.Value1, "XAdvance", 0) or 0
    elif table.Format == 2:
        first_classes, second_classes = table.ClassDef1.classDefs, table.ClassDef2.classDefs
        for first in coverage:
            row = table.Class1Record[first_classes.get(first, 0)].Class2Record
            for second in chars:
                yield first, second, getattr(row[second_classes.get(second, 0)].Value1, "XAdvance", 0) or 0


class Table:
    """Fitted advances (ems, indexed as CODES) per font key (`weight` or `weight-optical`) and
    tracking (points per character) by size."""

    def __init__(self, advances, tracking, split, kerning=None):
        self.advances = advances
        self.tracking = tracking
        self.split = split
        # {"regular": {(a, b): ems}, "bold": {…}} or None (no kerning)
        self.kerning = kerning

    def font_key(self, weight, size):
        key = weight + ("-" + optical(size) if self.split else "")
        if key in self.advances:
            return key
        # A font without data: its nearest weight's.
        def distance(k):
            w, _, o = k.partition("-")
            return (self.split and o != optical(size), abs(WEIGHTS.index(w) - WEIGHTS.index(weight)), k)
        return min(self.advances, key=distance)

    def width(self, text, weight, size):
        table = self.advances[self.font_key(weight, size)]
        tightening = getattr(self, "display", 0.0) * display_share(size)
        # CJK and Hangul come from other fonts (PingFang, Apple SD Gothic Neo): not tightened.
        return size * (sum(advance(table, c) for c in text) + tightening * sum(1 for c in text if not is_wide(c))
                       + kerning_ems(self.kerning, text, weight)) + tracking_at(self.tracking, size) * len(text)


def kerning_blend(weight):
    """How far a weight's kerning is from regular's (0) to bold's (1): its weight class's place,
    (class − 400) / 300, kept between 0 and 1 (lighter weights take regular's pairs, heavier bold's)."""
    return min(1.0, max(0.0, (WEIGHT_CLASS[weight] - 400) / 300.0))


def kerning_ems(kerning, text, weight):
    """The kerning of `text`'s adjacent pairs in ems (Inter's pairs, regular's and bold's blended)."""
    if not kerning:
        return 0.0
    t = kerning_blend(weight)
    regular, bold = kerning["regular"], kerning["bold"]
    return sum((1 - t) * regular.get(pair, 0.0) + t * bold.get(pair, 0.0) for pair in zip(text, text[1:]))


def display_share(size):
    """How far a size is into SF Display's spacing: 0 up to DISPLAY_FROM, 1 from DISPLAY_FULL,
    linear between."""
    return min(1.0, max(0.0, (size - DISPLAY_FROM) / (DISPLAY_FULL - DISPLAY_FROM)))


def advance(table, c):
    o = ord(c)
    if 0x20 <= o < 0x100:
        return table[o - 0x20]
    if is_hangul(c):
        return HANGUL_ADVANCE
    if is_wide(c):
        return WIDE_ADVANCE
    # Other scripts and Latin Extended: a typical lowercase letter's advance (an estimate).
    return table[ord("n") - 0x20]


def tracking_at(table, size):
    sizes = sorted(table)
    if not sizes:
        return 0.0
    if size <= sizes[0]:
        return table[sizes[0]]
    if size >= sizes[-1]:
        return table[sizes[-1]]
    for low, high in zip(sizes, sizes[1:]):
        if low <= size <= high:
            t = (size - low) / (high - low)
            return table[low] * (1 - t) + table[high] * t
    return 0.0


def grid_of(sample):
    return sample["scale"] or 2


def target(sample):
    """The exact width the stored one was rounded up from: the middle of its last pixel."""
    return sample["width"] - 0.5 / grid_of(sample)


def fitting_data(samples):
    """The labels the fit reads: San Francisco, upright, every character one the tables list
    (U+0020–U+00FF: a label with a `…` or `’` has a width the advances cannot account for)."""
    return [s for s in samples if s["kind"] == "label" and s["family"] == "system" and is_latin(s["text"])
            and not s["italic"] and all(0x20 <= ord(c) < 0x100 for c in s["text"])]


def fit(samples, split=True, iterations=4, ridge=1.0, tracking_sizes=True, trim=3.0, documented=False, prior="arial",
        kerning=None):
    """Fit advances per font and tracking per size on `samples` (San Francisco, Latin text).
    After each round, labels more than `trim` points (and 3%) off are left out of the next: a
    label stored truncated or stretched (an edit Xcode did not re-lay out) is not its text's width."""
    import numpy as np
    data = fitting_data(samples)
    key_of = lambda s: s["weight"] + ("-" + optical(s["size"]) if split else "")
    tracking, advances = (dict(DOCUMENTED_TRACKING) if documented else {}), {}
    sizes = collections.Counter(key_of(s) for s in data)
    data = [s for s in data if sizes[key_of(s)] >= MIN_LABELS]
    kept = data
    for _ in range(iterations):
        groups = collections.defaultdict(list)
        for s in kept:
            groups[key_of(s)].append(s)
        for key, rows in groups.items():
            shape = np.array(prior_shape(key.split("-")[0], prior))
            rest = [target(s) - tracking_at(tracking, s["size"]) * len(s["text"])
                    - s["size"] * kerning_ems(kerning, s["text"], s["weight"]) for s in rows]
            counts = np.zeros((len(rows), len(CODES)))
            for r, s in enumerate(rows):
                for c in s["text"]:
                    if 0x20 <= ord(c) < 0x100:
                        counts[r, ord(c) - 0x20] += s["size"]
            # First the prior's scale (one number), then each character's departure from it.
            predicted = counts @ shape
            scale = float(np.dot(predicted, rest) / np.dot(predicted, predicted))
            base = shape * scale
            if ridge is None:
                advances[key] = [float(v) for v in base]
                continue
            a = np.vstack([counts, np.eye(len(CODES)) * ridge * 17.0])
            b = np.concatenate([np.array(rest), base * ridge * 17.0])
            advances[key] = [float(v) for v in np.linalg.lstsq(a, b, rcond=None)[0]]
        table = Table(advances, tracking, split, kerning)
        if trim is not None:
            kept = [s for s in data if abs(table.width(s["text"], s["weight"], s["size"]) - target(s))
                    <= max(trim, 0.03 * s["width"])]
        if not tracking_sizes or documented:
            continue
        residuals = collections.defaultdict(list)
        for s in kept:
            table = advances[key_of(s)]
            exact = s["size"] * sum(advance(table, c) for c in s["text"])
            residuals[s["size"]].append((target(s) - exact, len(s["text"])))
        for size, values in residuals.items():
            if len(values) >= 15:
                tracking[size] = sum(r for r, _ in values) / sum(n for _, n in values)
    return Table(advances, tracking, split, kerning)


# Where each weight lies between regular (0) and bold (1) on San Francisco's weight axis: the
# weights' numeric classes (CSS and OpenType usWeightClass: 100 ultra light ... 400 regular, 700
# bold ... 900 black), as (class − 400) / 300. San Francisco is one variable design whose
# advances grow with its weight axis; where a weight has MIN_LABELS labels, its place is fitted.
WEIGHT_CLASS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
                "bold": 700, "heavy": 800, "black": 900}


def fit_weights(samples, ridge=0.75, trim=1.5, iterations=3, fit_places=True, fit_display=True, prior="arial",
                kern=False, **_):
    """Every weight's advances from one fitted table: regular SF Text's advances fitted per
    character (`fit`, the weight with by far the most labels), plus how each character widens
    from regular to the weight, on the regular fit's scale (too few labels of other weights to fit
    them per character).

    * prior "inter" (the shipped model): the widening is Inter's (its weight's advances less its
      regular's) times one factor for San Francisco's weight axis, fitted on every weight other
      than regular together (San Francisco's weights are bolder than Inter's); with `kern`,
      Inter's kerning pairs are part of every width (not fitted: taken as they are).
    * prior "arial" (the earlier models): the widening is Arial's from regular to bold times the
      weight's place on the weight axis, fitted for a weight with MIN_LABELS labels, else its
      class's.

    The Display optical size takes the Text advances less a fitted tightening per character
    (`display_tightening`). Returns a Table keyed by weight, with `fitted` (regular and the weights
    with MIN_LABELS labels of SF Text), `place` (each weight's factor) and `display`."""
    import numpy as np
    data = fitting_data(samples)
    kerning = {w: font_kerning(w) for w in ("regular", "bold")} if kern else None
    regular = [s for s in data if s["weight"] == "regular" and optical(s["size"]) == "text"]
    base = np.array(fit(regular, split=False, ridge=ridge, trim=trim, documented=True, prior=prior,
                        kerning=kerning).advances["regular"])
    tracking, fitted = dict(DOCUMENTED_TRACKING), {"regular"}
    if prior == "inter":
        inter = {w: np.array(font_advances(w)) for w in WEIGHTS}
        scale = float(np.dot(base, inter["regular"]) / np.dot(inter["regular"], inter["regular"]))
        widening = {w: (inter[w] - inter["regular"]) * scale for w in WEIGHTS}
        place = {w: 0.0 if w == "regular" else 1.0 for w in WEIGHTS}
    else:
        arial, arial_bold = np.array(font_advances("sans-regular")), np.array(font_advances("sans-bold"))
        bold = (arial_bold - arial) * float(np.dot(base, arial) / np.dot(arial, arial))
        widening = {w: bold for w in WEIGHTS}
        place = {w: (WEIGHT_CLASS[w] - 400) / 300.0 for w in WEIGHTS}

    def ems(s, advances):
        return s["size"] * sum(advances[ord(c) - 0x20] for c in s["text"] if 0x20 <= ord(c) < 0x100)

    def table():
        return Table({w: [float(v) for v in base + place[w] * widening[w]] for w in WEIGHTS}, tracking, False, kerning)

    def rest(s):
        return target(s) - tracking_at(tracking, s["size"]) * len(s["text"]) - ems(s, base) \
            - s["size"] * kerning_ems(kerning, s["text"], s["weight"])

    for _ in range(iterations):
        current = table()
        kept = [s for s in data if abs(current.width(s["text"], s["weight"], s["size"]) - target(s))
                <= max(trim, 0.03 * s["width"]) and s["weight"] != "regular" and optical(s["size"]) == "text"]
        counts = collections.Counter(s["weight"] for s in kept)
        fitted.update(w for w, n in counts.items() if n >= MIN_LABELS)
        if not fit_places:
            continue
        if prior == "inter":
            # One factor for the whole weight axis, fitted on every weight's labels together.
            if len(kept) >= MIN_LABELS:
                u = np.array([ems(s, widening[s["weight"]]) for s in kept])
                factor = float(np.dot(u, np.array([rest(s) for s in kept])) / np.dot(u, u))
                place = {w: 0.0 if w == "regular" else factor for w in WEIGHTS}
            continue
        for weight in WEIGHTS:
            rows = [s for s in kept if s["weight"] == weight]
            if len(rows) < MIN_LABELS:
                continue
            u = np.array([ems(s, widening[weight]) for s in rows])
            place[weight] = float(np.dot(u, np.array([rest(s) for s in rows])) / np.dot(u, u))
    result = table()
    result.fitted, result.place = fitted, place
    result.display = display_tightening(data, result) if fit_display else 0.0
    return result


def display_tightening(data, table):
    """SF Display's spacing relative to SF Text's advances, in ems a character (one number): the
    median over the Display-sized labels of (stored − SF Text's width with the documented tracking)
    per character and point size, each divided by its size's `display_share` (the median: some
    labels are stored stretched or truncated, and digits and the Xcode eras scatter)."""
    rows = []
    for s in data:
        share = display_share(s["size"])
        if share <= 0:
            continue
        text_width = table.width(s["text"], s["weight"], s["size"])
        rows.append((target(s) - text_width) / (sum(1 for c in s["text"] if not is_wide(c)) * s["size"] * share))
    return statistics.median(rows) if rows else 0.0


# San Francisco's tracking by point size, in points per character, as Apple's Human Interface
# Guidelines give it for SF Pro (iOS): loose below 12 points, tight from 13 to 22, loose again
# from 24 (the Display cut).
DOCUMENTED_TRACKING = {
    6: 0.24, 7: 0.23, 8: 0.21, 9: 0.17, 10: 0.12, 11: 0.06, 12: 0.0, 13: -0.08, 14: -0.15, 15: -0.23,
    16: -0.31, 17: -0.43, 18: -0.44, 19: -0.45, 20: -0.45, 21: -0.36, 22: -0.26, 23: -0.10, 24: 0.07,
    25: 0.15, 26: 0.22, 27: 0.29, 28: 0.38, 29: 0.40, 30: 0.40, 31: 0.39, 32: 0.41, 33: 0.40, 34: 0.40,
    35: 0.38, 36: 0.37, 37: 0.36, 38: 0.37, 39: 0.38, 40: 0.37, 44: 0.37, 48: 0.35, 50: 0.33, 53: 0.31,
    56: 0.30, 60: 0.28, 64: 0.22, 70: 0.14, 72: 0.14, 76: 0.07, 80: 0.0, 88: 0.0, 96: 0.0,
}


# --- Validation ---------------------------------------------------------------------------------

def errors(table, samples, rounding, padding=0.0):
    """(sample, measured − stored) for the San Francisco samples; `padding` is added before rounding."""
    result = []
    for s in samples:
        if s["family"] != "system" or s["italic"]:
            continue
        predicted = rounding(table.width(s["text"], s["weight"], s["size"]) + padding, s)
        result.append((s, predicted - s["width"]))
    return result


def summary(errs):
    if not errs:
        return (0, None, None)
    within = sum(1 for e in errs if abs(e) <= 1.0 + 1e-9)
    return (len(errs), 100.0 * within / len(errs), statistics.median(abs(e) for e in errs))


ROUNDINGS = {
    "pixel grid (1/scale)": lambda w, s: round_up(w, grid_of(s)),
    "whole points": lambda w, s: round_up(w, 1),
    "none": lambda w, s: w,
}


def cross_validate(samples, rounding=ROUNDINGS["pixel grid (1/scale)"], kind="label", padding=0.0, **options):
    """Fit on the labels of one half of the repositories, measure the `kind` of views of the other:
    [(direction, sample, error)]. `padding`: a number added to each measured width, or "fitted": the
    median of stored − measured over the training half's views of that kind."""
    out = []
    for train, test in (("A", "B"), ("B", "A")):
        fitter = options.get("fitter", fit)
        table = fitter([s for s in samples if s["half"] == train], **{k: v for k, v in options.items() if k != "fitter"})
        pad = padding
        if padding == "fitted":
            trained = errors(table, [s for s in samples if s["half"] == train and s["kind"] == kind and is_latin(s["text"])],
                             ROUNDINGS["none"])
            pad = -statistics.median(e for _, e in trained) if trained else 0.0
        tested = [s for s in samples if s["half"] == test and s["kind"] == kind]
        for s, e in errors(table, tested, rounding, pad):
            out.append((train + "→" + test, s, e))
    return out


def other_views(samples):
    """Report lines: the label tables measured on AppKit labels and on UIKit buttons."""
    lines = ["", "## Other views (validation only: nothing of theirs is fitted into the tables)", "",
             "The same tables (fitted on one half's UIKit labels) measure the other half's AppKit labels",
             "(label-style text fields showing one clipped or truncated line; AppKit's system fonts are San",
             "Francisco too) and UIKit buttons (classic buttons with a title, no image or insets). A",
             "padding is added to the text's width: NSTextFieldCell's, or the median of stored − measured",
             "over the training half's views of the kind (fitted: one number). Latin text only. The engine",
             "measures AppKit labels as the second row does (`TextMeasurement.appKitLabel`) and classic UIKit",
             "buttons as the fifth (`TextMeasurement.button`: the title plus `contentEdgeInsets`, only for",
             "buttons whose file writes a font; a width under 30 points is an estimate), and uses them only in",
             "equal-priority-conflict's measured ties (a label beside a button).", "",
             "| views | padding | rounding | labels | within 1 pt | median error (pt) |",
             "| --- | --- | --- | ---: | ---: | ---: |"]
    variants = [
        ("AppKit labels", "appkit-label", 0.0, "none", "whole points"),
        ("AppKit labels", "appkit-label", APPKIT_PADDING, "4 (NSTextFieldCell's 2-point inset each side; the engine's)", "whole points"),
        ("AppKit labels", "appkit-label", "fitted", "fitted", "whole points"),
        ("AppKit labels", "appkit-label", "fitted", "fitted", "none"),
        ("UIKit buttons", "button", 0.0, "none", "pixel grid (1/scale)"),
        ("UIKit buttons", "button", "fitted", "fitted", "pixel grid (1/scale)"),
    ]
    for name, kind, padding, padding_name, rounding in variants:
        rounding_function = ROUNDINGS["pixel grid (1/scale)"] if rounding == "whole points" else ROUNDINGS[rounding]
        cv = cross_validate(samples, rounding=rounding_function, kind=kind, padding=padding, **MODEL)
        n, within, median = summary([e for _, s, e in cv if is_latin(s["text"])])
        lines.append("| %s | %s | %s | %d | %s | %s |" % (name, padding_name, rounding, n, percent(within), median_text(median)))
    return lines


def error_source(sample, seen):
    """The first of the known sources of error a label shows (the order of ERROR_SOURCES)."""
    text = sample["text"]
    if optical(sample["size"]) == "display":
        return "SF Display size (Text's advances tightened, an estimate)"
    if sample["weight"] != "regular":
        return "weight other than regular (advances along the weight axis)"
    if any(0x20 <= ord(c) < 0x100 and seen[c] < 3 for c in text):
        return "a character the training half's regular labels show fewer than 3 times (its advance is the prior's)"
    letters = [c for c in text if c.isalpha()]
    if len(letters) >= 3 and all(c.isupper() for c in letters):
        return "all capitals"
    if any(c.isdigit() for c in text):
        return "digits"
    return "none of these (stored truncated or stretched, kerning unlike Inter's, SF version)"


def error_sources(samples, cv):
    """Report lines: the cross-validated Latin labels grouped by the first error source they show."""
    seen_by_half = {}
    for half in "AB":
        seen_by_half[half] = collections.Counter(c for s in fitting_data(samples) if s["half"] == half
                                                 and s["weight"] == "regular" and optical(s["size"]) == "text"
                                                 for c in s["text"])
    groups = collections.defaultdict(list)
    for direction, s, e in cv:
        if is_latin(s["text"]):
            groups[error_source(s, seen_by_half[direction[0]])].append(e)
    lines = ["", "### Where the errors come from (shipped model, Latin, both directions)", "",
             "Each label is counted under the first of these it shows. A label of none of them is regular",
             "SF Text of characters the training half knows: its errors are the fit's own (kerning pairs",
             "San Francisco kerns otherwise than Inter, the SF version of the Xcode that saved the file) or a",
             "stored width that is not the text's (truncated or stretched).", "",
             "| source | labels | within 1 pt | median error (pt) |", "| --- | ---: | ---: | ---: |"]
    for name, errs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        lines.append(row(name, errs))
    return lines


def load_samples(args):
    if args.samples and os.path.exists(args.samples):
        with open(args.samples) as f:
            return json.load(f)
    samples = collect(args.corpus, args.binary)
    if args.samples:
        with open(args.samples, "w") as f:
            json.dump(samples, f)
    return samples


# The model the shipped tables use, chosen by the cross-validation in the report.
MODEL = {"fitter": fit_weights, "ridge": 2.0, "trim": 1.5, "prior": "inter", "kern": True}
# The previous session's model (Arial's shape, no kerning), for comparison in the report.
ARIAL_MODEL = {"fitter": fit_weights, "ridge": 0.75, "trim": 1.5, "prior": "arial"}
# The first step's model (a table per weight and optical size), for comparison in the report.
PER_FONT_MODEL = {"split": True, "ridge": 1.0, "trim": 1.5, "documented": True}


# --- Outputs ------------------------------------------------------------------------------------

def fitted_tables(samples):
    """The shipped tables (fitted on every qualifying label), as the JSON data file holds them."""
    table = fit_weights(samples, **MODEL)
    return {
        "comment": "Generated by Scripts/fit_text_metrics.py --fit from the corpus's qualifying labels; "
                   "advances in ems for U+0020...U+00FF, tracking in points per character.",
        "displayFrom": DISPLAY_FROM,
        "displayFull": DISPLAY_FULL,
        "displayTightening": round(table.display, 4),
        "wideAdvance": WIDE_ADVANCE,
        "hangulAdvance": HANGUL_ADVANCE,
        "tracking": [[float(size), round(points, 4)] for size, points in sorted(table.tracking.items())],
        "system": {key: [round(v, 4) for v in table.advances[key]] for key in WEIGHTS},
        "fittedWeights": [w for w in WEIGHTS if w in table.fitted],
        "weightAxisFactor": round(table.place["bold"], 4),
        "kerningBlend": {w: round(kerning_blend(w), 4) for w in WEIGHTS},
        "kerning": {w: {a + b: round(v, 3) for (a, b), v in sorted(table.kerning[w].items()) if round(v, 3)}
                    for w in ("regular", "bold")},
        "named": {name: font_advances(name) for name in sorted(FONT_FILES)},
        "namedFonts": dict(sorted(NAMED_FONTS.items())),
    }


def swift_source(tables):
    def array(values, indent):
        lines, row = [], []
        for v in values:
            row.append(("%.4f" % v).rstrip("0").rstrip(".") if v else "0")
            if len(row) == 16:
                lines.append(indent + ", ".join(row) + ",")
                row = []
        if row:
            lines.append(indent + ", ".join(row) + ",")
        return "\n".join(lines)

    def number(v):
        return ("%.4f" % v).rstrip("0").rstrip(".") if v % 1 else "%d" % v

    out = ["// Generated by Scripts/fit_text_metrics.py from Scripts/text_metrics/fitted.json: do not edit.",
           "// San Francisco's advances are fitted on the corpus's labels (see docs/text-metrics.md), its",
           "// kerning is Inter's; the",
           "// named fonts' are the Liberation fonts' (Arial's = Helvetica's, Times New Roman's, Courier New's)",
           "// and DejaVu Sans Mono's (Menlo's).", "",
           "enum TextMetricsTables {",
           "    /// The first code point of every advance table; each lists U+0020 to U+00FF, in ems.",
           "    static let firstCodePoint: UInt32 = 0x20",
           "    /// San Francisco's Display optical size starts at this point size (Text below).",
           "    static let displayFrom: Double = %s" % number(tables["displayFrom"]),
           "    /// SF Display's spacing is reached in full at this point size (between: interpolated).",
           "    static let displayFull: Double = %s" % number(tables["displayFull"]),
           "    /// SF Display's spacing relative to SF Text's advances, in ems a character (fitted).",
           "    static let displayTightening: Double = %s" % number(tables["displayTightening"]),
           "    /// The advance of a CJK ideograph, kana or full-width form, in ems (an estimate).",
           "    static let wideAdvance: Double = %s" % number(tables["wideAdvance"]),
           "    /// The advance of a Hangul syllable or jamo, in ems (an estimate).",
           "    static let hangulAdvance: Double = %s" % number(tables["hangulAdvance"]),
           "    /// San Francisco's tracking by point size, in points per character (between two sizes: interpolated).",
           "    static let tracking: [(size: Double, points: Double)] = ["]
    for size, points in tables["tracking"]:
        out.append("        (%s, %s)," % (number(size), number(points)))
    out += ["    ]", "", "    /// The weights whose advances rest on their own labels (the others' place on the weight axis",
            "    /// is their weight class's, an estimate).",
            "    static let fittedWeights: Set<String> = [%s]" % ", ".join('"%s"' % w for w in tables["fittedWeights"]),
            "", "    /// San Francisco's advances by weight (SF Text's; the Display optical size takes them too).",
            "    static let system: [String: [Double]] = ["]
    for key, values in tables["system"].items():
        out += ['        "%s": [' % key, array(values, "            "), "        ],"]
    out += ["    ]", "", "    /// How far each weight's kerning is from regular's pairs (0) to bold's (1).",
            "    static let kerningBlend: [String: Double] = ["]
    for key, value in tables["kerningBlend"].items():
        out.append('        "%s": %s,' % (key, number(value)))
    out += ["    ]"]
    for key in ("regular", "bold"):
        out += ["", "    /// Inter's %s kerning pairs, San Francisco's estimate: entries `first,second,value`" % key,
                "    /// (code points in hexadecimal, the adjustment in thousandths of an em) separated by spaces.",
                '    static let kerning%s = """' % key.capitalize()]
        entries = ["%x,%x,%d" % (ord(pair[0]), ord(pair[1]), round(value * 1000)) for pair, value in tables["kerning"][key].items()]
        for start in range(0, len(entries), 12):
            out.append("        " + " ".join(entries[start:start + 12]))
        out.append('        """')
    out += ["", "    /// Named fonts' advances, by metrics (`sans-regular`, …).", "    static let named: [String: [Double]] = ["]
    for key, values in tables["named"].items():
        out += ['        "%s": [' % key, array(values, "            "), "        ],"]
    out += ["    ]", "", "    /// Font names (PostScript and family) whose metrics `named` holds.",
            "    static let namedFonts: [String: String] = ["]
    for name, key in tables["namedFonts"].items():
        out.append('        "%s": "%s",' % (name, key))
    out += ["    ]", "}", ""]
    return "\n".join(out)


# Which Xcode saved a file, by its toolsVersion (SF's advances changed between iOS releases).
XCODE_ERAS = [("Xcode 6 or older", 9000), ("Xcode 7–8", 13000), ("Xcode 9–10", 15000), ("Xcode 11–12", 18000),
              ("Xcode 13–14", 22000), ("Xcode 15–16", 24000), ("later Xcodes (toolsVersion 24000 and up)", float("inf"))]


def xcode_era(tools_version):
    try:
        version = float((tools_version or "").split(".")[0])
    except ValueError:
        return None
    return next(name for name, below in XCODE_ERAS if version < below)


def percent(v):
    return "–" if v is None else "%.1f%%" % v


def median_text(v):
    return "–" if v is None else "%.2f" % v


def row(name, errs):
    n, within, median = summary(errs)
    return "| %s | %d | %s | %s |" % (name, n, percent(within), median_text(median))


def report(samples):
    lines = ["# Text metrics: San Francisco's advances fitted on the corpus", "",
             "Generated by `python3 Scripts/fit_text_metrics.py --fit` (do not edit by hand). The engine does",
             "**not yet use** these measurements for layout: `TextMeasurement` gives a label's (and a classic button's) width",
             "and `layoutlint dump --solve` shows them as `contentSize` (source `text`), while the solver keeps",
             "taking a label's intrinsic size from its stored frame (issue 22). Their one use so far:",
             "equal-priority-conflict measures two labels (or a label and a button) in a row to find a content-priority tie that the",
             "stored frames hide (one label stored stretched or truncated), beyond measurement error",
             "(`MeasuredContentTie`).", "",
             "## Data", "",
             "Qualifying labels (issue 22): UIKit labels of iOS documents showing one line of text set in the file",
             "(`numberOfLines` 1, or more with a stored height of one San Francisco line and no",
             "`preferredMaxLayoutWidth`), no attributed text, not shrinking to fit, laid out by constraints, with",
             "one horizontal position constraint and no width constraint (or a second position constraint",
             "that the stored frames show not holding: an inequality with more than a point to spare, an optional",
             "constraint left unsatisfied), not an arranged view of a stack view, not of a custom class, not",
             "flagged ambiguous or misplaced by Xcode, in a scene `layoutlint dump --solve` finds no conflict in.",
             "The pixel grid is the document's device's (`<device id=…>`: 3× for the Plus, X and later",
             "iPhones, else 2×; 2× when the file names none).", "",
             "Refitting (`--fit`) needs a release build (for `dump --solve`), numpy, fontTools and the font",
             "files: DejaVu Sans Mono comes with the project's machine image (`fonts-dejavu-core`), the",
             "Liberation fonts and Inter do not (Debian's `fonts-liberation2` and `fonts-inter`, installed",
             "by hand for the fit). The",
             "build and CI need none of them: the tables are in `Scripts/text_metrics/fitted.json` and the",
             "generated Swift file, which `--check` compares.", ""]
    others = samples
    samples = [s for s in samples if s["kind"] == "label"]
    counts = collections.Counter((s["half"], s["family"] == "system") for s in samples)
    repos = {h: len({s["repository"] for s in samples if s["half"] == h}) for h in "AB"}
    lines += ["| | half A | half B |", "| --- | ---: | ---: |",
              "| repositories | %d | %d |" % (repos["A"], repos["B"]),
              "| labels in San Francisco | %d | %d |" % (counts[("A", True)], counts[("B", True)]),
              "| labels in named fonts | %d | %d |" % (counts[("A", False)], counts[("B", False)]), "",
              "That is far fewer than the issue expected (\"thousands\"): most single-line labels have two",
              "horizontal constraints or sit in stack views. Widths by weight:", "",
              "| weight | labels |", "| --- | ---: |"]
    for weight, n in sorted(collections.Counter(s["weight"] for s in samples if s["family"] == "system").items(),
                            key=lambda kv: WEIGHTS.index(kv[0])):
        lines.append("| %s | %d |" % (weight, n))
    shipped = fit_weights(samples, **MODEL)
    shipped_share = summary([e for _, s, e in cross_validate(samples, **MODEL) if is_latin(s["text"])])[1]
    lines += ["", "## Model", "",
              "`width = roundUp(size × (Σ (regular[c] + axis × widening[weight][c]) + Σ kern[weight][pair])"
              " + tracking(size) × count, 1 / scale)`", "",
              "* `regular[c]`: regular SF Text's advances (the weight and optical size of %d%% of the labels):"
              % round(100.0 * sum(1 for s in samples if s["family"] == "system" and s["weight"] == "regular"
                                  and optical(s["size"]) == "text") / max(1, sum(1 for s in samples if s["family"] == "system"))),
              "  Inter's (Debian's `fonts-inter`: a free UI typeface drawn on San Francisco's lines, with its",
              "  proportional digits, Text and Display cuts and weights) scaled to the data, then each character",
              "  fitted by least squares with a ridge (weight %s) pulling it to that prior. Labels more than %s pt"
              % (MODEL["ridge"], MODEL["trim"]),
              "  (and 3%) off after a round are left out of the next (stored truncated or stretched), and so are",
              "  labels with a character the tables do not list (`…`, `’`: their width cannot be accounted for;",
              "  one such label made the fit flip between two solutions from round to round).",
              "* Other weights: San Francisco is one variable design whose advances grow along its weight",
              "  axis. `widening[weight][c]` is how much a character widens from regular to the weight in Inter",
              "  (Inter's weight less Inter Regular, on the regular fit's scale); `axis` is one number for",
              "  San Francisco's weight axis, fitted on the labels of every other weight together (shipped:",
              "  %.2f: San Francisco's weights widen more than Inter's). A weight with %d labels or more of SF"
              % (shipped.place["bold"], MIN_LABELS),
              "  Text is `fitted`; the others' widths are marked estimates.",
              "* Kerning: Inter's kerning pairs (its GPOS `kern` feature) as San Francisco's, not fitted:",
              "  regular's pairs for regular and lighter weights, bold's for bold and heavier, blended by the",
              "  weight class between. UILabel kerns by default (Core Text applies the font's `kern`",
              "  feature). A factor fitted on the pairs came out 1.47 on half A and 0.90 on half B, and",
              "  cross-validated worse than taking the pairs as they are.",
              "* Optical sizes: SF Display (from %g pt) takes SF Text's advances less a tightening per" % DISPLAY_FROM,
              "  character, `display × share(size) × size` points: `display` fitted (one number, the median",
              "  over the Display-sized labels; shipped: %.4f em), `share` 0 at %g pt growing linearly to 1 at"
              % (shipped.display, DISPLAY_FROM),
              "  %g pt. At 20 pt the labels fit SF Text's advances with the documented tracking; from 24 pt"
              % DISPLAY_FULL,
              "  they are about 0.05 em a character narrower: Display's spacing comes in over the sizes where",
              "  the documented tracking goes from its tightest to its loosest. Tried, cross-validated on all",
              "  Latin labels: a factor on the advances over the same sizes 73.5% within 1 pt, the tightening",
              "  as a step at 20 pt 73.5%, a factor as a step 72.6% (this 74.0%; all with the earlier",
              "  Arial-shaped advances); a table of Display's own did",
              "  worse. Display labels are few (45) and scattered (digits, the Xcode eras): their widths stay",
              "  estimates.",
              "* Tracking: the size-dependent tracking Apple's Human Interface Guidelines give for SF Pro",
              "  (`DOCUMENTED_TRACKING`), not fitted: it cross-validates better than tracking fitted per size.",
              "  Its rows were checked against a second published summary of that table (10 pt +12, 13 pt -6,",
              "  17 pt -26, 28 pt +14 thousandths of an em, i.e. 0.12, -0.08, -0.44, 0.39 pt): they agree within",
              "  0.015 pt; the other rows are not checked against a source yet.",
              "* Rounding: up to the device's pixel grid (UIKit rounds intrinsic sizes with the screen's scale).",
              "* Not modelled: ligatures; the SF versions of different Xcode releases: regular SF Text fitted",
              "  per Xcode era (7–8, 9–11, 12–14, 15 on) gives the same advances within 0.01 em for the common",
              "  letters, and SF Display as a step at 20 pt for files of Xcode 11 and earlier (the static",
              "  SF Display of iOS 13 and earlier) against the ramp for later ones cross-validated worse",
              "  (Display labels 31–40% within 1 pt against 42–47%).", "",
              "Fitted on every qualifying label (the shipped tables): weight axis factor %.2f; fitted weights: %s."
              % (shipped.place["bold"], ", ".join(w for w in WEIGHTS if w in shipped.fitted)), "",
              "## Validation (fitted on one half of the repositories, measured on the other)", "",
              "Error = measured − stored width. Within 1 pt: |error| ≤ 1. The issue's target, 85% within",
              "1 pt on repositories the fit did not use, is **%s** (%.1f%%; see the last section for where the"
              % (("met" if shipped_share >= 85.0 else "not met"), shipped_share),
              "errors come from). The model's options (ridge weight, trimming, `MIN_LABELS`, the weight",
              "axis, the optical sizes) were chosen on these same cross-validated numbers, so they are",
              "slightly optimistic.", "",
              "### Model choices (Latin text, both directions together)", "",
              "| model | labels | within 1 pt | median error (pt) |", "| --- | ---: | ---: | ---: |"]
    variants = [
        ("Arial's shape scaled, tracking fitted per size", dict(split=True, ridge=None, trim=None, documented=False)),
        ("per-character fit, tracking fitted per size", dict(split=True, ridge=1.0, trim=1.5, documented=False)),
        ("per-character fit, documented tracking, no optical split", dict(split=False, ridge=1.0, trim=1.5, documented=True)),
        ("per-character fit, documented tracking, no trimming", dict(split=True, ridge=1.0, trim=None, documented=True)),
        ("first step: per-character fit per weight and optical size, documented tracking", PER_FONT_MODEL),
        ("Arial's shape: regular fit, other weights on the weight axis at their class's place (none fitted)",
         dict(ARIAL_MODEL, fit_places=False)),
        ("Arial's shape: regular fit, weight axis, places fitted, Display tightened (the previous model)", ARIAL_MODEL),
        ("Inter's shape, no kerning", dict(MODEL, kern=False)),
        ("Inter's shape and kerning, Inter's weights as they are (axis factor 1, not fitted)", dict(MODEL, fit_places=False)),
        ("Inter's shape and kerning, weight axis fitted, Display = SF Text's advances", dict(MODEL, fit_display=False)),
        ("Inter's shape and kerning, ridge 1.0", dict(MODEL, ridge=1.0)),
        ("Inter's shape and kerning, ridge 3.0", dict(MODEL, ridge=3.0)),
        ("**shipped**: Inter's shape and kerning, weight axis fitted, Display tightened, ridge %s" % MODEL["ridge"], MODEL),
    ]
    for name, options in variants:
        cv = cross_validate(samples, **options)
        lines.append(row(name, [e for _, s, e in cv if is_latin(s["text"])]))
    lines += ["", "### Rounding (shipped model)", "", "| rounding | labels | within 1 pt | median error (pt) |",
              "| --- | ---: | ---: | ---: |"]
    for name, rounding in ROUNDINGS.items():
        cv = cross_validate(samples, rounding=rounding, **MODEL)
        lines.append(row(name, [e for _, s, e in cv if is_latin(s["text"])]))
    cv = cross_validate(samples, **MODEL)
    lines += ["", "### Shipped model, by direction, weight and script", "",
              "| group | labels | within 1 pt | median error (pt) |", "| --- | ---: | ---: | ---: |"]
    for direction in ("A→B", "B→A"):
        lines.append(row("Latin, fitted on %s, measured on %s" % tuple(direction.split("→")),
                         [e for d, s, e in cv if d == direction and is_latin(s["text"])]))
    lines.append(row("Latin, both", [e for _, s, e in cv if is_latin(s["text"])]))
    for weight in WEIGHTS:
        errs = [e for _, s, e in cv if is_latin(s["text"]) and s["weight"] == weight]
        if errs:
            lines.append(row("Latin, %s" % weight, errs))
    for name in ("text", "display"):
        lines.append(row("Latin, SF %s" % name.capitalize(),
                         [e for _, s, e in cv if is_latin(s["text"]) and optical(s["size"]) == name]))
    for corpus_set in ("first", "added"):
        lines.append(row("Latin, corpus set `%s`" % corpus_set,
                         [e for _, s, e in cv if is_latin(s["text"]) and s["set"] == corpus_set]))
    for era in XCODE_ERAS:
        errs = [e for _, s, e in cv if is_latin(s["text"]) and xcode_era(s["toolsVersion"]) == era[0]]
        if errs:
            lines.append(row("Latin, saved by %s (median signed %+.2f)" % (era[0], statistics.median(errs)), errs))
    lines.append(row("Hangul (estimate: 0.86 em a syllable)",
                     [e for _, s, e in cv if script_of(s["text"]) == "cjk" and any(is_hangul(c) for c in s["text"])]))
    lines.append(row("Chinese and Japanese (estimate: 1 em a character)",
                     [e for _, s, e in cv if script_of(s["text"]) == "cjk" and not any(is_hangul(c) for c in s["text"])]))
    lines.append(row("other scripts (estimate: an `n` a character)", [e for _, s, e in cv if script_of(s["text"]) == "other"]))
    lines += error_sources(samples, cv)
    lines += other_views(others)
    named = [s for s in samples if s["family"] != "system"]
    known = [s for s in named if s["family"] in NAMED_FONTS]
    tables = {name: font_advances(name) for name in FONT_FILES}
    by_kind = collections.defaultdict(list)
    for s in others:
        if s["family"] in NAMED_FONTS and s["kind"] != "button":
            advances = tables[NAMED_FONTS[s["family"]]]
            pad = APPKIT_PADDING if s["kind"] == "appkit-label" else 0.0
            width = round_up(s["size"] * sum(advance(advances, c) for c in s["text"]) + pad, grid_of(s))
            by_kind[(s["kind"], NAMED_FONTS[s["family"]])].append(width - s["width"])
    lines += ["", "## Named fonts", "",
              "%d qualifying labels use named fonts (%s); %d of them a font whose metrics the tables hold"
              % (len(named), ", ".join("%s %d" % kv for kv in collections.Counter(s["family"] for s in named).most_common()),
                 len(known)),
              "(Helvetica and Arial from Liberation Sans, Times New Roman from Liberation Serif, Courier New from",
              "Liberation Mono, Menlo from DejaVu Sans Mono; not fitted, from the font files). Other named fonts",
              "(Avenir, Helvetica Neue, Open Sans, …) have no measurement: their source stays `stored`.",
              "Measured with those tables (AppKit labels with their 4-point padding, whole points):", "",
              "| views | metrics | labels | within 1 pt | median error (pt) |", "| --- | --- | ---: | ---: | ---: |"]
    for (kind, metrics), errs in sorted(by_kind.items()):
        n, within, median = summary(errs)
        lines.append("| %s | %s | %d | %s | %s |" % (kind, metrics, n, percent(within), median_text(median)))
    lines.append("")
    return "\n".join(lines)


def write_or_check(path, content, check):
    old = open(path).read() if os.path.exists(path) else None
    if check:
        if old != content:
            print("%s is not what Scripts/fit_text_metrics.py writes" % os.path.relpath(path, ROOT))
            return False
        return True
    if old != content:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(content)
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--fit", action="store_true", help="fit on the corpus (needs a release build)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a file differs")
    parser.add_argument("--samples", help="cache of the collected labels (read when present, else written)")
    parser.add_argument("--binary", help="the layoutlint executable")
    parser.add_argument("--build-dir", help="a swift build (scratch) directory holding release/layoutlint")
    args = parser.parse_args()
    ok = True
    if args.fit:
        args.binary = default_binary(args)
        samples = load_samples(args)
        tables = fitted_tables(samples)
        ok &= write_or_check(FITTED, json.dumps(tables, indent=1, ensure_ascii=False) + "\n", args.check)
        ok &= write_or_check(REPORT, report(samples), args.check)
    else:
        with open(FITTED) as f:
            tables = json.load(f)
    ok &= write_or_check(SWIFT, swift_source(tables), args.check)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
