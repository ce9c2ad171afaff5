// Generated from Rules/*.md by Scripts/generate_rule_documents.py. Do not edit:
// change the Markdown, then run python3 Scripts/generate_rule_documents.py

/// The document of every rule (`Rules/<id>.md`), built into the binary for `layoutlint rules ID`.
public enum RuleDocuments {
    public static func document(for id: String) -> String? { byID[id] }

    static let byID: [String: String] = [
        "ambiguous-layout": #"""
# ambiguous-layout

**Default severity:** error

## What it finds
Views whose position or size the constraints do not pin down: the layout engine (the scene solved
as UIKit would, with intrinsic sizes, autoresizing masks, stack views, margins and guides) finds a
quantity, X position, width, Y position or height, that takes more than one value over the best
solutions. Interface Builder lists these as "Missing Constraints"; UIKit places such a view
somewhere in its range, and where may change from one layout pass to the next.

**Root causes.** Ambiguity spreads: a label pinned to a container that has no vertical position
has none either. The rule reports each root cause once and lists the views that are ambiguous
only because of it; those views get no finding of their own. A root cause is found by holding
quantities fixed and solving again: a view whose ambiguity disappears once another view's
quantities are held at their solved values follows from that view. Roots are chosen outer views
first (a container before its content), then in document order; a view that only follows from
several roots together (one spanning the gap between two ambiguous views) is listed with each of
them. When two views determine each other, the earlier one is the root; either would be a correct
answer.

**Ties.** When the quantity is decided by optional constraints of one priority whose errors trade
off at no cost, that is [equal-priority-conflict](equal-priority-conflict.md)'s finding (with
Interface Builder's "Content Priority Ambiguity" fix-it), not this rule's: one problem, one finding.

**Placeholders.** Ambiguity that only exists because a placeholder constraint ("Remove at build
time") is removed is [placeholder-dependency](placeholder-dependency.md)'s finding, which names the
placeholder that code has to replace.

**`verifyAmbiguity`.** Interface Builder's per-view switch (Size Inspector, "Ambiguity") is
honoured: `off` treats the view as determined, `ignoreSizes` its size (a custom view whose size is
only known at run time). What follows only from those quantities is not reported either.

Scroll views' content sizes are reported by [scroll-content-size](scroll-content-size.md), and
views ambiguous only because of them are listed there.

**Custom classes.** A missing width or height on a view of a custom class assumes, as Interface
Builder does, that the class has no intrinsic size, but the class may give one at run time
(`intrinsicContentSize`). Such a finding is a **warning**, and its message says what was assumed;
a missing position, or a missing size on a view of a platform class, is an error. The same goes for
a root whose ambiguity follows through a view of a custom class whose own size is free (a
`ContentSizedTableView` inside a card whose height is missing): its class may size it, and the root
through it. A cell or a cell's content view that the file stores no frame for, and whose position
is missing, is a warning too: its table or collection view places it whatever the constraints say.

**Empty stack views.** A stack view with no arranged views in the file gets no constraints from
UIKit and no intrinsic size (an empty UIStackView does not hug to nothing), so nothing sizes it;
but such a stack is there to be filled in code (an outlet adds attribute rows or buttons), and the
views added then size it. A missing size on it, or a root whose ambiguity follows through it while
its own size is free, is a **warning** that says it assumes the stack stays empty. Likewise a
label with text that the file stores 0 pt tall (or wide) was squeezed there, not measured: where
its free position carries other views along that axis, the split between them rests on that 0,
and the finding is a warning that says so. The same goes for a UIImageView with no image in the
file: UIKit gives an image view its image's size as its intrinsic size and none without one, but
such an image view is there to be given an image in code, which then sizes it; a missing size on
it, or a root whose ambiguity follows through it while its own size is free, is a **warning** that
says it assumes the image view stays empty.

**NSBox.** An NSBox holds its subviews in a content view that it sizes through the content
view's autoresizing mask. Where layoutlint finds a box's own size free, Interface Builder does not
(over the 185 constrained boxes of 33 projects in layoutlint's corpus it flags none ambiguous, and
the one layoutlint finds free it stores with a definite frame, `misplaced`): such a finding is a
**warning** that says so.

**AppKit's canvas.** In an AppKit document, freedom that Interface Builder's canvas (which runs
AppKit's own engine) does not flag is a **warning** whose message says so: such a view can move
only by opening a `>=` or `<=` constraint that holds with equality in Interface Builder's layout,
which AppKit's engine keeps where it is (a box whose height only inequalities bound), or the
freedom comes from layoutlint's metrics.

## Why it matters
An ambiguous layout renders however the engine happens to resolve it: views jump, overlap or
collapse to zero size, differently on different devices and after unrelated changes. Xcode
caches its own verdict in the file (`ambiguous="YES"`), which goes stale after hand edits and
merges; this rule recomputes it.

## Message
The quantities missing on their own are listed together, in Interface Builder's words; an axis
whose position and size move together (one more constraint on either fixes both) is its own
finding, "X position or width":

    "Card" (id card): Need constraints for: Y position; "Title" is ambiguous only because of it
    "Divider" (id divider): Need constraints for: X position or width
    "Badge" (id badge): Need constraints for: X position, Y position, width
    "Rating" (id rating): Need constraints for: width (assuming, as Interface Builder does, that its class StarRatingView has no intrinsic size; if it has one at run time, that size decides)

## Size classes
Solved in every size class the document uses; the finding names the size classes in which it holds.

Views laid out without constraints are taken as determined, with what follows only from them:
`fixedFrame="YES"` (Xcode 8 and later keep their frame through the autoresizing mask) and views no
constraint mentions (older Xcode fixes them with "prototyping" constraints at build time).

## Limits
How often the engine's verdicts agree with the `ambiguous` flags Xcode stores is measured over
`../shared/corpus` by `Scripts/corpus_agreement.py` and kept in `docs/results.md`: high on the
projects the engine was tuned on, much lower on projects it has never seen (issue 21 is about
closing that gap). Expect false positives, most often from a control's size being a point off where
equal priorities meet, and some ambiguities that Interface Builder reports (in cells, inside
containers it also flags) and this rule does not. A view whose file stores no frame (hand-made fixtures; Xcode 8.0 left
out the frames of views its constraints place) gets no intrinsic size and may be reported as missing
a width or height; Xcode 8.0's `frameInset` frames are read.

## Examples

### Triggering

A card with a height and horizontal pins but no vertical position; its title is pinned to it, so
it is ambiguous only because of the card:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                ↓<view contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="16" width="288" height="80"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="12" y="12" width="40" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="80" id="c1"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="12" id="c2"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="top" constant="12" id="c3"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

A divider pinned only at its trailing edge: either a leading edge or a width would fix it:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                ↓<view contentMode="scaleToFill" userLabel="Divider" translatesAutoresizingMaskIntoConstraints="NO" id="divider">
                    <rect key="frame" x="16" y="50" width="288" height="1"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="divider" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="divider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c3"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

The same row with the name label hugging at 251, and a custom chart view whose size is only known
at run time, marked `verifyAmbiguity="ignoreSizes"`:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
            <subviews>
                <label text="Name" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="20" width="45" height="21"/>
                </label>
                <label text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="69" y="20" width="235" height="21"/>
                </label>
                <view contentMode="scaleToFill" customClass="ChartView" translatesAutoresizingMaskIntoConstraints="NO" verifyAmbiguity="ignoreSizes" id="chart">
                    <rect key="frame" x="16" y="57" width="120" height="40"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="value" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                <constraint firstItem="value" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="c5"/>
                <constraint firstItem="chart" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c6"/>
                <constraint firstItem="chart" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="16" id="c7"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "arranged-view-axis-constraint": #"""
# arranged-view-axis-constraint

**Default severity:** warning

## What it finds
A required constraint on an arranged view of a stack view, along the stack's axis (horizontal
attributes in a horizontal stack, vertical ones in a vertical stack), that the arrangement already
decides:

* a **position** (leading, trailing, left, right, centerX; top, bottom, centerY, baselines; their
  margin forms) relative to the stack view itself, to another arranged view of the same stack, or
  to a view that contains the stack (or one of its layout guides);
* under a UIStackView's **Fill Equally** distribution, a **size** along the axis (`width` in a horizontal
  stack), when something else sets the stack's length (a size of its own, both ends pinned to views
  around it, or the Fill alignment of a stack it is arranged across): the stack already makes every
  arranged view equally long, and divides that length among them. An equal size between two
  arranged views of the same stack (multiplier 1, constant 0) says the same thing and is not
  reported, nor is a size when nothing else sets the stack's length: then the sizes are what make
  it (three 44-point buttons make a 132-point stack, and it shrinks when one is hidden).

The stack's axis and distribution can differ by size class (`<variation key="…" axis="vertical">`):
every size class the document uses is checked with its own axis, and the finding names the size
classes in which the constraint is along the axis.

Not reported: constraints across the axis (alignment handles those; they can fight a Fill
alignment, which the engine-based rules report as conflicts), optional constraints (they yield to
the stack), sizes along the axis under other distributions (a fixed-width icon in a Fill stack is
how the stack is meant to be used), sizes in an NSStackView under Fill Equally (AppKit keeps its
views equal only "as much as possible", so a fixed size makes them unequal without a conflict),
constraints from an arranged view to its own subviews (they
place the subviews), and constraints to views outside the stack's hierarchy (they place those
views relative to the arranged one, like a badge pinned to an icon).

## Why it matters
A stack view generates the constraints that place its arranged views along its axis: the first and
last view to its edges, `spacing` between neighbours, equal sizes for Fill Equally (UIKit names
them `UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`). Another required constraint on
the same thing either repeats one of them (and breaks the day the spacing changes) or contradicts
it, and UIKit then reports "Unable to simultaneously satisfy constraints" and breaks one. The Auto
Layout Guide: constrain the stack view, and let it arrange its views.

## Message
    Constraint "Save".leading == "Cancel".trailing + 12 positions "Save" along the axis of stack view "Buttons" (horizontal), which already positions its arranged views there, so the constraint repeats or fights the arrangement; use the stack view's spacing and alignment, or constrain the stack view instead
    Constraint "Cancel".width == 100 sets the width of "Cancel", an arranged view of stack view "Buttons" (horizontal) whose Fill Equally distribution already makes every arranged view the same width; size the stack view instead

## Examples

### Triggering

Spacing written as a constraint between two arranged views:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="12" userLabel="Buttons" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="16" width="288" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="Cancel" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                            <rect key="frame" x="0.0" y="0.0" width="138" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" userLabel="Save" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                            <rect key="frame" x="150" y="0.0" width="138" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        ↓<constraint firstItem="save" firstAttribute="leading" secondItem="cancel" secondAttribute="trailing" constant="12" id="c1"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
            </constraints>
        </view>
    </objects>
</document>
```

A fixed height under Fill Equally in a vertical stack whose height its edges set (it repeats what
the stack does, and fights it as soon as the stack's height changes):

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" userLabel="Menu" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="16" width="288" height="88"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="First" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="0.0" y="0.0" width="288" height="44"/>
                            <constraints>
                                ↓<constraint firstAttribute="height" constant="44" id="c1"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" userLabel="Second" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                            <rect key="frame" x="0.0" y="44" width="288" height="44"/>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c4"/>
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="96" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

A constraint across the axis, a fixed width in a Fill stack, and a badge placed relative to an
arranged view:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" userLabel="Row" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="16" width="288" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="Icon" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="c1"/>
                                <constraint firstAttribute="height" constant="44" id="c2"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" userLabel="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="52" y="0.0" width="236" height="44"/>
                        </view>
                    </subviews>
                </stackView>
                <view contentMode="scaleToFill" userLabel="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="50" y="10" width="12" height="12"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c5"/>
                <constraint firstItem="badge" firstAttribute="centerX" secondItem="icon" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="badge" firstAttribute="centerY" secondItem="icon" secondAttribute="top" id="c7"/>
            </constraints>
        </view>
    </objects>
</document>
```

A fixed width in an NSStackView under Fill Equally: AppKit gives way, the views are unequal.

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
    <objects>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <stackView distribution="fillEqually" orientation="horizontal" alignment="centerY" spacing="8" userLabel="Buttons" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="40" width="288" height="44"/>
                    <subviews>
                        <customView userLabel="Cancel" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c1"/>
                                <constraint firstAttribute="height" constant="44" id="c2"/>
                            </constraints>
                        </customView>
                        <customView userLabel="Save" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                            <rect key="frame" x="108" y="0.0" width="180" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="c3"/>
                            </constraints>
                        </customView>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c6"/>
            </constraints>
        </customView>
    </objects>
</document>
```

Equal fixed widths under Fill Equally in a stack that nothing else sizes along its axis (it is
only centred): the widths are what make the stack's length.

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" userLabel="Answers" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="36" y="28" width="248" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="No" translatesAutoresizingMaskIntoConstraints="NO" id="no">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="c1"/>
                                <constraint firstAttribute="height" constant="44" id="c5"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" userLabel="Yes" translatesAutoresizingMaskIntoConstraints="NO" id="yes">
                            <rect key="frame" x="128" y="0.0" width="120" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="c2"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
                <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "dangling-reference": #"""
# dangling-reference

**Default severity:** error

## What it finds
References by id that lead nowhere:

* a constraint whose `firstItem` or `secondItem` is not an object of the document, or is an object
  that is not a view or layout guide of the same scene (a constraint, an outlet, another scene's view);
* an outlet whose `destination` does not exist;
* a size-class variation whose `<include>`/`<exclude>` names a missing constraint or view, as a
  **note**: a mask line that installs or removes nothing changes nothing, and Xcode itself leaves
  such lines behind when a constraint is deleted (files saved by Xcode 13 in the corpus have them),
  so it is worth tidying but never an error.

## Why it matters
Storyboards are merged as text. When one branch deletes a view and another adds a constraint to
it, the merged file refers to an id nobody declares. Xcode reports the document as damaged, and a
nib compiled from it fails to load at run time. layoutlint reads the file as it is and reports
every broken reference, with the line, instead of refusing the whole file.

## Message
    Constraint "Bdg-dl-Vw1".leading == "Inbox".trailing + 8 refers to "Bdg-dl-Vw1", which does not exist in this document (merge damage?)
    Size-class variation refers to "Bdg-dl-c01", which does not exist in this document; the mask line has no effect (Xcode leaves these behind when it deletes a constraint) and can be removed
    Outlet refers to "Bdg-dl-Vw1", which does not exist in this document (merge damage?)

## Examples

### Triggering

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView">
            <connections>
                ↓<outlet property="badge" destination="gone" id="o1"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                ↓<constraint firstItem="gone" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c1"/>
            </constraints>
            <variation key="heightClass=compact">
                <mask key="constraints">
                    ↓<exclude reference="also-gone"/>
                </mask>
            </variation>
        </view>
    </objects>
</document>
```

A constraint that names a constraint as its item:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c1"/>
                ↓<constraint firstItem="c1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

Guides declared after the constraints that use them, and masks and outlets that resolve:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView">
            <connections>
                <outlet property="titleTop" destination="c1" id="o1"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <variation key="heightClass=compact">
                <mask key="constraints">
                    <exclude reference="c2"/>
                </mask>
            </variation>
        </view>
    </objects>
</document>
```

"""#,
        "duplicate-constraint": #"""
# duplicate-constraint

**Default severity:** warning

## What it finds
Two constraints that are installed together in some size class and say the same thing there: the
same two anchors (items and attributes), relation, multiplier, constant and priority, and both
standard spacing or both not. A constraint and its mirror image are the same constraint:
`"A".top == "B".bottom + 8` duplicates `"B".bottom == "A".top - 8` (and `a <= b` is `b >= a`; with a
multiplier, `a == 2·b + 10` is `b == 0.5·a − 5`). Each copy after the first is reported, naming the
first.

Size classes count: a constraint installed only in compact height duplicates another only there,
and the constants compared are the ones in force in each size class (`<variation key="…"
constant="…"/>`). Placeholder constraints (removed at build time) are ignored, and so are
constraints UIKit refuses to create (invalid-constraint reports them).

Constraints that are redundant without being identical (`width == 100` next to `width >= 100` and
`width <= 100`, or a chain that fixes the same distance twice) need the layout engine; they are
left to the engine-based rules.

## Why it matters
Constraints are cumulative: the copy changes nothing today, and UIKit does not complain. But it is
merge debris or a forgotten edit, it doubles the work of whoever reads the scene, and the day
someone changes one copy (a new constant, a new priority) and not the other, the layout becomes
unsatisfiable.

## Message
    Constraint "Title".top == "Avatar".bottom + 8 duplicates the constraint c1 at line 14 ("Avatar".bottom == "Title".top - 8); remove one of them

## Examples

### Triggering

The same spacing written from both sides:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                    <rect key="frame" x="16" y="16" width="64" height="64"/>
                </view>
                <view contentMode="scaleToFill" userLabel="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="88" width="200" height="20"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="avatar" firstAttribute="bottom" secondItem="title" secondAttribute="top" constant="-8" id="c1"/>
                ↓<constraint firstItem="title" firstAttribute="top" secondItem="avatar" secondAttribute="bottom" constant="8" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

Two copies that meet only in compact height, where the first is installed and a size-class constant
makes the second equal to it:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Banner" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="60" id="c1"/>
                        ↓<constraint firstAttribute="height" constant="80" id="c2">
                            <variation key="heightClass=compact" constant="60"/>
                        </constraint>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c1"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <include reference="c1"/>
                        </mask>
                    </variation>
                </view>
            </subviews>
        </view>
    </objects>
</document>
```

### Non-triggering

The same anchors at different priorities (a fallback), and two copies never installed together:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Banner" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="60" id="c1"/>
                        <constraint firstAttribute="height" constant="60" priority="750" id="c2"/>
                        <constraint firstAttribute="width" constant="320" id="c3"/>
                        <constraint firstAttribute="width" constant="320" id="c4"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c4"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <exclude reference="c3"/>
                            <include reference="c4"/>
                        </mask>
                    </variation>
                </view>
            </subviews>
        </view>
    </objects>
</document>
```

"""#,
        "duplicate-id": #"""
# duplicate-id

**Default severity:** error

## What it finds
Two objects of one document (views, constraints, outlets, scenes, cells, anything with an `id`)
that share an id. Each duplicate after the first is reported at its own line, naming the first.

## Why it matters
Interface Builder ids are how a document refers to its own objects: constraints name their items,
outlets their destinations, size-class masks their members. With two objects under one id every
such reference is a guess, Xcode refuses or "repairs" the document, and a merge that kept both
sides of a conflict is the usual cause.

## Message
    The id "Dup-id-Sub" of this <constraint> is already used by the <label> at line 15; ids must be unique (merge damage?)

## Examples

### Triggering

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="same">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                ↓<constraint firstItem="same" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="same"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c1"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "equal-priority-conflict": #"""
# equal-priority-conflict

**Default severity:** warning

## What it finds
Optional constraints at the same priority that pull against each other when nothing else decides
between them: the engine can satisfy either at the expense of the other at no cost, so which one
wins is undetermined (Interface Builder reports the views as ambiguous). The members can be the
document's optional constraints and the constraints UIKit makes of intrinsic content sizes
(content hugging and compression resistance).

Two cases:

* **Content Priority Ambiguity** — every member is the content hugging (or every member the
  compression resistance) of a view along one axis, at one priority: two labels side by side across
  a row wider than both texts, both hugging at 251. The message is Interface Builder's fix-it:
  `Content Priority Ambiguity: Set horizontal hugging priority of "Name" to 252.` (for compression
  resistance, `… compression resistance priority of "Name" to 751.`). It is reported only when, in
  the run-time solution, one of the views is actually off its content size (stretched, or
  compressed); the frames `dump --solve` shows can differ from it where Interface Builder's canvas
  lays views out in a misplaced container's stored frame.
  Intrinsic sizes are taken from the frames Interface Builder stored (fonts are not rendered), so a
  compression of a few points can come from the engine's approximations rather than the file.
  A tie whose squeeze rests on such estimates is a **note** that names them: when the frames Xcode
  stored satisfy every set of constraints the tied ones cannot all hold in (the estimated members,
  an intrinsic size, an AppKit alignment rect, a grid's model, within 2 points, text baselines
  within 5), Interface Builder laid the scene out with nothing giving way.
  With measured content sizes (`LAYOUTLINT_CONTENT_SIZES=measured`, docs/content-sizes.md), a tie
  that weighs a view whose content is measured (a label's text, an image) against one whose
  content size is still its stored frame (a text field, a pop-up, a custom view) is a **note** that
  names both: that frame may have been stretched or squeezed by the very contest the tie is about.
* **Content Priority Ambiguity in a file as Xcode saved it** — Xcode lays a scene out before saving,
  so of two tied labels one is stored stretched (or truncated) and the solver, which takes content
  sizes from the stored frames, sees no slack. The rule also measures the text of two one-line
  labels side by side, or of a label and a button (a classic UIKit button's width is its title's
  plus its `contentEdgeInsets`; buttons with a configuration, an image, a background image, an
  attributed title or no font in the file are not measured), with San Francisco's fitted advances
  (docs/text-metrics.md; only widths that are not estimates) and reports the tie when the two measured widths together differ from the widths
  the row's constraints give them (as the engine lays the scene out; in a file Xcode saved, the
  stored ones) by more than measurement error (3 points or 5% per label, whichever is larger): the
  row is wider than both texts at equal hugging, or narrower at equal compression resistance. Only
  holds to the labels' superview (or its layout guides) are read: a sibling may move. It reads
  only the plainest row: two sibling labels (or buttons) linked trailing to leading, each held horizontally by
  that link and one required equality on its outer side (or both on their centres), no width
  constraint, not in a stack view. A label held by its centre beside one held by its edge is no tie:
  growing the latter gives the row twice the room at the same cost, so UIKit stretches it.
  The message adds the measured and stored widths:
  `… so which one grows beyond its text is undetermined: their texts measure 45 and 122 points and
  the row, laid out at 45 and 290, is wider than both by more than measurement error.`
* Any other tie: the members are listed, with a fix that raises (or lowers) the first document
  constraint's priority by 1.

A violated optional constraint whose optimum is unique is not a tie (three pulls at one level settle
on the median) and is not reported. Ties among the constraints a stack view adds for itself are left
to UIKit, and so are ties between the content priorities of a stack view's arranged views along its
axis: the stack view settles those by the views' order in the arrangement (UIStackView's
documentation for the Fill distribution), so they are not ambiguous. Inside an NSGridView, a tie
between a view's content priority and its own row or column (layoutlint's track hugs towards zero at
the grid's hugging priority, which ties with a compression resistance at the same level) is left
out: NSGridView sizes a track to its largest content, so only content still tied once the tracks
give way is reported (a grid held at a height its rows do not fit). One finding per group of tied constraints (same priority, same axis, same superview),
deduplicated across size classes.

### Which view the fix-it names
Interface Builder offers the fix on each view of the group; a linter must pick one, so the rule
names the view that comes **first along the axis** (leftmost for horizontal, topmost for vertical,
by solved frame; document order breaks ties). Raising that view's priority by 1 makes it keep its
content size and lets the views after it take the slack (hugging) or give way (compression
resistance), which is what a "title, then value" row usually wants: the title hugs its text and the
value fills the rest. The finding points at that view's line.

## Why it matters
With a tie, the layout depends on the engine's internal order: it can differ between iOS versions,
between the simulator and a device, or after an unrelated change to the scene. Interface Builder
shows the views as ambiguous and, for content priorities, offers the fix-it; at run time nothing is
logged.

## Message
    Content Priority Ambiguity: Set horizontal hugging priority of "Name" to 252. "Name" and "Jane Appleseed" have the same horizontal content hugging priority (251), so which one grows beyond its content is undetermined.
    Equal-priority conflict: "Card".width == 300 @750 (line 12) and "Card".width == 200 @750 (line 13) pull against each other at the same priority (750), so which one wins is undetermined; set the priority of "Card".width == 300 @750 to 751 (or 749) so one of them wins

## Size classes
Every final size class the document uses is solved on its own; the finding names the size classes in
which the tie exists, when that is not all of them.

## Examples

### Triggering

Two labels side by side, both hugging at 251, in a row wider than their texts:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <subviews>
                ↓<label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="12" width="42" height="20"/>
                </label>
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Jane" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="270" y="12" width="34" height="20"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="value" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c4"/>
                <constraint firstItem="value" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

The same row as Xcode saves it: Xcode lays the row out before saving, so one label is stored
stretched across the slack ("Jane Appleseed" here) and the stored frames alone show none. The labels'
measured text widths (45 and 122 points) show it:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <device id="retina4_7" orientation="portrait"/>
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <subviews>
                ↓<label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="12" width="45" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Jane Appleseed" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="69" y="12" width="290" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="value" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c4"/>
                <constraint firstItem="value" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

Two optional widths at the same priority:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="16" width="250" height="68"/>
                    <constraints>
                        ↓<constraint firstAttribute="width" priority="750" constant="300" id="c1"/>
                        <constraint firstAttribute="width" priority="750" constant="200" id="c2"/>
                        <constraint firstAttribute="height" constant="68" id="c3"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

The same row with the name hugging at 252: the value label takes the slack:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <subviews>
                <label opaque="NO" horizontalHuggingPriority="252" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="12" width="42" height="20"/>
                </label>
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Jane" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="66" y="12" width="238" height="20"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="value" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c4"/>
                <constraint firstItem="value" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "fixed-width-clipping": #"""
# fixed-width-clipping

**Default severity:** warning

## What it finds
A required constraint that sets the width of a view to a constant (`"Title".width == 120`) when
the view's width comes from its text: a label, a button with a title, and on macOS a text field
that is not editable (AppKit's labels are text fields) or a pop-up button. Interface Builder shows the same warning for
these views: "Fixed width constraints may cause clipping."

Not reported: `<=` and `>=` widths (a bound, not a size), optional widths (the text can still win
over them), widths relative to another view, labels without a line limit (`numberOfLines` 0: the
text wraps at the fixed width and the label grows in height), image-only buttons (their image does not change),
text fields people type into (iOS text fields and editable AppKit ones scroll their text rather than
clip it), and heights. Heights are left out on
purpose, as Interface Builder does: a translation grows text sideways, and fixed heights on buttons
(44 pt touch targets) and single-line labels are common, deliberate practice; a height that is too
small for a larger text size shows up as the engine-based rules' conflicts instead.

## Why it matters
A label or button knows its natural width from its text (its intrinsic content size). The text
changes with the language (German and Finnish run 30–40% longer than English) and with the user's
text size, the fixed width does not, so the text is truncated or clipped. The Auto Layout Guide:
a view with an intrinsic size plus a fixed width throws the intrinsic size away; if a bound is
really needed, use `<=` or `>=`.

## Message
    Fixed width constraints may cause clipping. "Sign In".width == 120 fixes the width of a button whose text sets its intrinsic width; use >= or <=, or let the text size it

## Size classes
The finding applies to the size classes in which the constraint is installed (and its view is).

## Examples

### Triggering

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="signIn">
                    <rect key="frame" x="16" y="16" width="120" height="34"/>
                    <constraints>
                        ↓<constraint firstAttribute="width" constant="120" id="c1"/>
                    </constraints>
                    <state key="normal" title="Sign In"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="signIn" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="signIn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

A maximum width on the label, and a fixed size on an image-only button:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                    <constraints>
                        <constraint firstAttribute="width" relation="lessThanOrEqual" constant="200" id="c1"/>
                    </constraints>
                </label>
                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" image="close" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                    <rect key="frame" x="260" y="16" width="44" height="44"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="44" id="c2"/>
                        <constraint firstAttribute="height" constant="44" id="c3"/>
                    </constraints>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="close" secondAttribute="trailing" constant="16" id="c6"/>
                <constraint firstItem="close" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c7"/>
            </constraints>
        </view>
    </objects>
    <resources>
        <image name="close" width="24" height="24"/>
    </resources>
</document>
```

"""#,
        "invalid-constraint": #"""
# invalid-constraint

**Default severity:** error

## What it finds
Constraints that `NSLayoutConstraint` refuses to create. When a nib or storyboard is loaded, UIKit
and AppKit raise an exception (or log and drop the constraint) for:

* position attributes on different axes (`leading` related to `top`);
* a position related to a size (`leading` related to `width`);
* `leading`/`trailing` mixed with `left`/`right` (the first pair flips in right-to-left languages,
  the second does not);
* a position set to a constant with no second item (`leading = 16`), or a position multiplied by 0;
* a multiplier that is not a number, a ratio `a:b` or a fraction `a/b` (or divides by zero);
* a priority outside 1…1000;
* a missing or unknown attribute name, an unreadable relation, constant or priority.

## Why it matters
These constraints never reach the layout engine: the app crashes while loading the scene, or the
constraint silently disappears and the layout is ambiguous at run time. Interface Builder does not
let you create them, so they come from hand edits, merges and generators.

## Message
    Invalid constraint "Name".leading == "Avatar".bottom + 16: it relates leading (horizontal) to bottom (vertical); position attributes must be on the same axis

Items are named as Interface Builder's document outline names them (user label, else text or
title, else the type), the finding points at the constraint's line, and the element is the
constraint's id.

## Examples

### Triggering

A horizontal edge pinned to a vertical one:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                ↓<constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="top" constant="16" id="c1"/>
            </constraints>
        </view>
    </objects>
</document>
```

A position with nothing to be relative to, and a ratio that divides by zero:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="16" width="50" height="50"/>
                    <constraints>
                        ↓<constraint firstAttribute="leading" constant="16" id="c1"/>
                        ↓<constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="1:0" id="c2"/>
                    </constraints>
                </view>
            </subviews>
        </view>
    </objects>
</document>
```

`trailing` related to `right`, and a priority above 1000:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="16" width="50" height="50"/>
                </view>
            </subviews>
            <constraints>
                ↓<constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="right" constant="-16" id="c1"/>
                ↓<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" priority="1200" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

Same-axis edges, a constant-only size, an aspect ratio across axes (sizes may be related across
axes), a fractional multiplier on a center and an optional priority:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="16" width="50" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="c1"/>
                        <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="16:9" id="c2"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" multiplier="1/3" id="c4"/>
                <constraint firstItem="box" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailing" priority="750" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "left-right-attribute": #"""
# left-right-attribute

**Default severity:** warning

## What it finds
A constraint that uses `left`, `right`, `leftMargin` or `rightMargin` (on either side) where
`leading`, `trailing`, `leadingMargin` and `trailingMargin` would do. A constraint that mixes the
two conventions (`leading` related to `right`) is not reported here: UIKit refuses to create it, and
invalid-constraint reports it as an error.

## Why it matters
Leading and trailing follow the writing direction: in right-to-left languages (Arabic, Hebrew,
Persian, Urdu) leading is the right edge, so the whole layout mirrors as its readers expect. Left
and right never change. The Auto Layout Guide recommends leading and trailing everywhere except
where the content must not mirror (a media scrubber, a map's compass); for those, keep left/right
and disable the rule for the file.

## Message
    Constraint "Avatar".left == "Card".left + 16 uses left/right, which do not flip for right-to-left languages; replace left with leading unless the layout must not mirror

## Size classes
The finding applies to the size classes in which the constraint is installed (and its views are).

## Examples

### Triggering

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" userLabel="Card" id="card">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                    <rect key="frame" x="16" y="16" width="64" height="64"/>
                </view>
            </subviews>
            <constraints>
                ↓<constraint firstItem="avatar" firstAttribute="left" secondItem="card" secondAttribute="left" constant="16" id="c1"/>
                <constraint firstItem="avatar" firstAttribute="top" secondItem="card" secondAttribute="top" constant="16" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" userLabel="Card" id="card">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                    <rect key="frame" x="16" y="16" width="64" height="64"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="avatar" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="avatar" firstAttribute="top" secondItem="card" secondAttribute="top" constant="16" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "misplaced-view": #"""
# misplaced-view

**Default severity:** warning (off by default: enable it with `misplaced-view: on` under `rules:`)

## What it finds
A view whose stored frame (`<rect key="frame">`) is not the frame its constraints give: Interface
Builder's "Misplaced Views", `Frame for "Title" will be different at run time.` The canvas shows
the stored frame, the device the solved one. The rule solves the scene in the size class the
document was saved in and compares each view's frame, relative to its superview, with a tolerance
of half a point.

## Why it is off by default
The engine's frames do not agree with Xcode's on every view of real files, and agree least on
projects it was not tuned on (`docs/results.md`, generated by `Scripts/corpus_agreement.py`): on an
arbitrary scene, a difference is more often the engine's approximation (text sizes,
baselines, AppKit containers) than a stale frame. The rule reports only the cases the engine is
surest of:

* iOS and tvOS documents (not AppKit, whose unflipped coordinates and containers are approximated);
* scenes without conflicts, ties or any ambiguity, where the solved frame is the only one;
* views laid out with constraints (`translatesAutoresizingMaskIntoConstraints="NO"`), not views that
  keep their frame through an autoresizing mask.

Even so, expect findings where the engine, not the file, is wrong; Xcode's own `misplaced="YES"`
on the view is a second opinion. Xcode's "Update Frames" (⌥⌘=) fixes a finding that is right.

## Why it matters
A misplaced view looks right in Interface Builder and moves at run time; reviewers judge the
layout from a canvas that is not what users see.

## Message
    Frame for "Banner" will be different at run time. Stored: x=16 y=8 width=288 height=44; at run time: x=16 y=20 width=288 height=44

## Size classes
Only the size class the document was saved in: stored frames are that size class's.

## Examples

### Triggering

A banner pinned 20 points below the top, stored 8 points below it:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                ↓<view contentMode="scaleToFill" userLabel="Banner" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="16" y="8" width="288" height="44"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

The same banner stored where its constraints put it:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Banner" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="16" y="20" width="288" height="44"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "placeholder-dependency": #"""
# placeholder-dependency

**Default severity:** warning

## What it finds
A placeholder constraint (Interface Builder's "Remove at build time", `placeholder="YES"`) that the
layout needs: with it the scene is fully determined, without it a view it constrains needs
constraints for an X or Y position, a width or a height. Each placeholder is tested on its own
first (the scene is solved with every placeholder but that one); placeholders that are only needed
together (each alone could be spared, but not all of them) are each reported for a view they are
on, when the view's own placeholders hold it (with them kept and every other placeholder removed,
it loses nothing on their axes), and only for what they hold on their own axis. A view whose size
hangs on placeholders elsewhere (an arranged view of a stack view that placeholders place) is not
blamed on a placeholder inside it: the stack view's placeholders are reported. A placeholder whose
removal changes nothing is not reported.

## Why it matters
Placeholders exist at design time only: Interface Builder lays the canvas out with them, so the
scene looks complete and Xcode shows no warning, but the nib loaded at run time does not contain
them. They are meant to stand in for constraints the code creates. When the code does not (or does
it too late: after the first layout pass), the views they held are ambiguous and UIKit places them
wherever its engine happens to, often at zero size. The finding says what the code has to supply.
layoutlint cannot see constraints made in code, so this is a warning, not an error.

## Message
    Placeholder constraint "Banner".height == 120 is removed at build time, and without it "Banner" needs constraints for: height; add constraints for it in code before the view is laid out, or turn off "Remove at build time"

## Size classes
Each configuration is solved with and without the placeholders installed in it; the finding names
the size classes in which the placeholder is needed.

## Examples

### Triggering

The only vertical position of the subtitle is a placeholder:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
                    <rect key="frame" x="16" y="40" width="62" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="subtitle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                ↓<constraint firstItem="subtitle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" placeholder="YES" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

A placeholder width on a label, which takes its intrinsic width without it, and a placeholder top
that repeats what a required constraint already determines:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
                    <rect key="frame" x="16" y="40" width="62" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="subtitle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="subtitle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="subtitle" firstAttribute="width" constant="62" placeholder="YES" id="c3"/>
                <constraint firstItem="subtitle" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="-39" placeholder="YES" id="c4"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "redundant-constraint": #"""
# redundant-constraint

**Default severity:** warning

## What it finds
A required constraint that other required constraints of the document already determine: pins,
fixed widths and heights, and spacings (constraints of the form `a.attribute == b.attribute + c`
or `a.size == c`) that close a loop in which every constant agrees. The top and bottom margins of
a view with a fixed height inside a container with a fixed height, for instance, or two labels
aligned to each other and each pinned to the same edge. Of the constraints in the loop, the last in
the file is reported, with the ones that imply it.

Left out: a loop of two (one constraint repeating another, which
[duplicate-constraint](duplicate-constraint.md) reports), loops through constraints the system adds
(the root view's frame, a stack view's arrangement, margins and safe area), and redundancy that
needs multipliers, centres or inequalities to see (`centerX` together with equal leading and
trailing insets is not found).

## Why it matters
A redundant constraint adds nothing while all constants agree, but each change must then be made in
two places: make the avatar 96 points tall and forget the card's height, and the layout is
unsatisfiable ("Unable to simultaneously satisfy constraints") on every device. Interface Builder
does not warn about a consistent loop, so it survives until the first edit. Keep the constraints
that say what you mean (margins and the content's size, usually) and remove the one that merely
follows from them.

## Message
    Constraint "Card".bottom == "Avatar".bottom + 16 is redundant: "Avatar".height == 88 (line 20), "Card".height == 120 (line 25) and "Avatar".top == "Card".top + 16 (line 27) already determine it; remove it or one of them, so that a later edit cannot make them disagree

## Size classes
Each configuration is checked with its own installed constraints and constants; the finding names
the size classes in which the loop exists.

## Examples

### Triggering

Two labels aligned on their leading edges, both also pinned to the same margin:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="33" height="21"/>
                </label>
                <label text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
                    <rect key="frame" x="16" y="45" width="62" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
                <constraint firstItem="subtitle" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
                <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c4"/>
                ↓<constraint firstItem="subtitle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

The same labels with one leading constraint each; and a loop through the root view's frame (top
and bottom pins plus a fixed height), which is a question of the screen size, not of the file
repeating itself:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="33" height="21"/>
                </label>
                <label text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
                    <rect key="frame" x="16" y="45" width="62" height="21"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                    <rect key="frame" x="300" y="0.0" width="20" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
                <constraint firstItem="subtitle" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
                <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c4"/>
                <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" id="c5"/>
                <constraint firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="c6"/>
                <constraint firstItem="strip" firstAttribute="height" constant="100" id="c7"/>
                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c8"/>
                <constraint firstItem="strip" firstAttribute="width" constant="20" id="c9"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "required-content-priority": #"""
# required-content-priority

**Default severity:** warning

## What it finds
A view whose content hugging or compression resistance priority is 1000 (required) on an axis where
it has an intrinsic content size: labels, buttons, text fields, switches, image views with an
image, sliders (height), text views that do not scroll (height), custom views with a placeholder
intrinsic size, and views of a custom class (which may supply an intrinsic size at run time).
Stack views are left out: they have no intrinsic size of their own. One finding per view, at the
view's line, naming every required priority it has.

## Why it matters
Per axis, a view's intrinsic size becomes two constraints: `size <= intrinsic` at the content
hugging priority and `size >= intrinsic` at the compression resistance priority. At 1000 they are
required: when the view cannot be exactly that size, because a translation is longer, the user chose
a larger text size or the screen is narrower, nothing can give way and the layout is unsatisfiable;
UIKit logs "Unable to simultaneously satisfy constraints" and breaks a constraint of its own
choosing. The Auto Layout Guide's advice: never make them required; 999 gives the same layout
whenever the layout can be satisfied, and lets the engine recover when it cannot.

## Message
    "Title" has a required horizontal compression resistance priority (1000); use 999, so the view can give way instead of making the layout unsatisfiable
    "Done" has required horizontal content hugging and vertical compression resistance priorities (1000); use 999, so the view can give way instead of making the layout unsatisfiable

## Size classes
The finding applies to the size classes in which the view is installed.

## Examples

### Triggering

A label that may never be compressed horizontally:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                ↓<label text="Title" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

999 instead of 1000, and a required hugging priority on a plain view, which has no intrinsic size
for it to act on:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Title" horizontalCompressionResistancePriority="999" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                </label>
                <view contentMode="scaleToFill" horizontalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="divider">
                    <rect key="frame" x="0.0" y="99" width="320" height="1"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "required-priority-change": ##"""
# required-priority-change

**Default severity:** error

## What it finds
Code that changes the priority of a constraint wired to an outlet from required (1000) to optional
(below 1000), or from optional to required. The storyboard or xib says which constraints have
outlets, and on which class (`<outlet property="logoHeight" destination="…"/>` inside a view
controller or File's Owner with a `customClass`); the project's Swift and Objective-C sources say
what the code assigns to them. Each crossing is reported twice: at the constraint in the document
and at the assignment in the source file.

## Why it matters
UIKit and AppKit let code move a priority freely among the optional levels, but not across the
required boundary while the constraint is installed. The assignment raises, and the app crashes:

    Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.

Interface Builder cannot know what the code does, and the crash only happens when that code path
runs. The fix is to create the constraint optional: 999 behaves exactly like required as long as the
layout can satisfy it, and can then be lowered or raised freely (a constraint code makes required
must likewise be given 999, not 1000).

## Which sources are read
* With `--sources DIR` (repeatable), the `.swift`, `.m` and `.mm` files below those directories.
* Otherwise the project around the document: the nearest enclosing folder, at most six levels up,
  that holds an `.xcodeproj`, an `.xcworkspace`, a `Package.swift` or a `.git`; or, when there is
  none, the document's own folder. Hidden folders and `build`, `DerivedData`, `Pods`, `Carthage`,
  `node_modules` and `vendor` are skipped; each tree is read once per run.

An outlet is matched by its property name (`logoHeight`, or the instance variable `_logoHeight` in
Objective-C). When the document names the outlet's class and the sources declare it (a Swift
`class`, `extension`, `struct` or `enum`, an Objective-C `@interface` or `@implementation`), only
assignments in files that declare or extend that class count, since many classes have a
`heightConstraint` of their own.

## What the code may look like
Swift and Objective-C are tokenized, not searched as text: comments (line, block, nested block),
string literals (multi-line, raw `#"…"#`, with interpolations), Objective-C `@"…"` strings,
character literals and preprocessor lines are skipped, so commented-out code never counts.

Assignments recognised:

| language | forms |
| --- | --- |
| Swift | `logoHeight.priority = v`, `self.logoHeight.priority = v`, `self.logoHeight?.priority = v`, `logoHeight!.priority = v`, `self?.logoHeight.priority = v`, `other.logoHeight.priority = v` |
| Objective-C | `self.logoHeight.priority = v;`, `_logoHeight.priority = v;`, `self->_logoHeight.priority = v;`, `[self.logoHeight setPriority:v]`, `[_logoHeight setPriority:v]`, `[[self logoHeight] setPriority:v]` |

Values recognised (anything else is a value only known at run time, and is skipped):

* numbers: `250`, `999.0`, `1_000`, `250.0f`, `0x3E8`, and `-`, `+`;
* named priorities, UIKit and AppKit: `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`,
  `.dragThatCanResizeScene`, `.sceneSizeStayPut`, `.dragThatCannotResizeScene`,
  `.dragThatCanResizeWindow`, `.windowSizeStayPut`, `.dragThatCannotResizeWindow`,
  `.fittingSizeCompression`, also qualified (`UILayoutPriority.defaultHigh`,
  `NSLayoutConstraint.Priority.required`) and in their C spelling (`UILayoutPriorityDefaultLow`,
  `NSLayoutPriorityRequired`);
* initialisers and casts: `UILayoutPriority(250)`, `UILayoutPriority(rawValue: 250)`,
  `NSLayoutConstraint.Priority(rawValue: 999)`, `.init(rawValue: 999)`, `.init(250)`,
  `Float(250)`, `(UILayoutPriority)250`;
* `.rawValue` of those, and sums and differences (`.defaultHigh + 1`, `UILayoutPriorityRequired - 1`).

Not recognised: values computed at run time (variables, function calls, conditions such as
`isCompact ? .defaultLow : .required`), compound assignments (`priority += 1`), constraints reached
through collections, subscripts or casts (`constraints.first?.priority`, outlet collections), and
Swift's bare `/…/` regex literals (lexed as operators). The rule compares each assignment with the
priority in the document; it does not follow the order in which code runs, so a constraint that
code first deactivates (`isActive = false`), then changes, then activates again is reported
anyway: give it 999 and the code works either way. Constraints that are not installed in any size
class, or are placeholders, cannot raise and are not reported.

## Message
At the constraint:

    Constraint "Logo".height == 120 is required, but OnboardingViewController.swift:14 sets the priority of its outlet "logoHeight" to 250 (.defaultLow); UIKit raises "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000." To fix it, give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)

At the assignment (the finding's file is the source file):

    This sets the priority of outlet "logoHeight" to 250 (.defaultLow), but constraint "Logo".height == 120 (Onboarding.storyboard:31) is required; UIKit raises "…" To fix it, give the constraint priority 999 in Interface Builder (it behaves as required while it can be satisfied)

## Size classes
The findings name the size classes in which the constraint is installed.

## Examples

The examples below are linted with the source files of this document as their `--sources`
(the test suite writes each `swift source` or `objc source` block to its file name).

```swift source CardViewController.swift
import UIKit

final class CardViewController: UIViewController {
    @IBOutlet weak var cardHeight: NSLayoutConstraint!
    @IBOutlet weak var titleTop: NSLayoutConstraint?

    func collapse() {
        // cardHeight.priority = .required   (commented out: never counts)
        ↓cardHeight.priority = .defaultLow
        ↓self.titleTop?.priority = UILayoutPriority(rawValue: 1000)
    }
}
```

```objc source LegacyCardController.m
#import "LegacyCardController.h"

@implementation LegacyCardController
- (void)expand {
    [self.footerHeight setPriority:UILayoutPriorityDefaultHigh];
}
@end
```

### Triggering

A required height that `CardViewController` lowers to 250:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardViewController">
            <connections>
                <outlet property="cardHeight" destination="c1" id="o1"/>
                <outlet property="view" destination="root" id="o2"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <constraints>
                        ↓<constraint firstAttribute="height" constant="120" id="c1"/>
                    </constraints>
                </view>
            </subviews>
        </view>
    </objects>
</document>
```

An optional constraint (750) that Swift code makes required:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardViewController">
            <connections>
                <outlet property="titleTop" destination="c1" id="o1"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="16" width="200" height="20"/>
                </view>
            </subviews>
            <constraints>
                ↓<constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" priority="750" id="c1"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

`LegacyCardController` moves `footerHeight` between optional priorities only (999 to 750), and the
`cardHeight` of another class is not `CardViewController`'s:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LegacyCardController">
            <connections>
                <outlet property="footerHeight" destination="c1" id="o1"/>
                <outlet property="cardHeight" destination="c2" id="o2"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Footer" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                    <rect key="frame" x="0.0" y="150" width="320" height="50"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="50" priority="999" id="c1"/>
                        <constraint firstAttribute="width" constant="320" id="c2"/>
                    </constraints>
                </view>
            </subviews>
        </view>
    </objects>
</document>
```

"""##,
        "scroll-content-size": #"""
# scroll-content-size

**Default severity:** error

## What it finds
A scroll view whose scrollable content size the constraints do not determine, per axis
(Interface Builder: "Scrollable content size is ambiguous" / "Has ambiguous scrollable content
height"). The content size is not a frame: it comes from an unbroken chain of constraints and
sized views from the content's leading (top) edge to its trailing (bottom) edge, attached to the
scroll view's content area, or from an equal width (height) to the scroll view's frame, which
switches scrolling off on that axis.

The finding says where the chain is broken, in the vocabulary of the style the file uses (the
`contentLayoutGuide` and `frameLayoutGuide` of newer files, the scroll view's own edges in older
ones, where constraints between the scroll view's edges and its content attach to the content area):

* nothing pins the content's trailing or bottom (or leading or top) edge to the content area;
* the chain reaches both edges but runs through a view whose size nothing determines (a content
  view without a height and with nothing inside that has one);
* the chain reaches both edges but still leaves more than one size (inequalities, ties).

When the view whose size nothing determines is of a custom class, the finding is a **warning**
whose message says what was assumed: Interface Builder assumes such a class has no intrinsic size,
but the class may have one at run time, or load a nib of its own that sizes it (an error must not
rest on what code does), as [ambiguous-layout](ambiguous-layout.md) does for a custom view's size.
Likewise when it is, or holds, a UIImageView with no image in the file whose size is open: an image
set in code gives it the image's size.

When the content keeps its frame by its autoresizing mask (every view directly inside the scroll
view translates its mask) and nothing pins one end of the content area, no constraint sizes the
content on that axis: UIKit leaves the content size to the `contentSize` that code sets and logs
nothing, while Interface Builder flags the scroll view. The finding is then a **warning** that says
so.

Views ambiguous only because of the content size are listed in the finding, and not reported by
[ambiguous-layout](ambiguous-layout.md). Table, collection and text views are left out: their
content size comes from their data, not from constraints, and so are scroll views that have a fixed
frame or whose content all has one (`fixedFrame="YES"`: no constraints, Interface Builder fixes the
frame at build time and checks no content size; the code sets `contentSize`). `verifyAmbiguity="off"`
on the scroll view switches the rule off for it.

## Why it matters
With an undetermined content size UIKit picks one: the content may not scroll at all, scroll
past its end, or be cut off, and the choice can change with unrelated edits.

## Message
    Scrollable content size is ambiguous for "Scroll View". Has ambiguous scrollable content height: nothing pins the content's bottom to the content layout guide
    Scrollable content size is ambiguous for "Scroll View". Has ambiguous scrollable content height: the chain from top to bottom runs through "Content View", whose height nothing determines (give it a height, or an equal height to the scroll view to stop vertical scrolling)
    Scrollable content size is ambiguous for "Scroll View". Has ambiguous scrollable content height: the chain from top to bottom runs through "Intro Card", whose height nothing determines (give it a height, or an equal height to the scroll view to stop vertical scrolling) (assuming, as Interface Builder does, that its class IntroCardView has no intrinsic size; if it has one at run time, that size decides)

## Size classes
Solved in every size class the document uses; the finding names the size classes in which it holds.

## Examples

### Triggering

Content layout guide style: the content view is pinned to the guide's top, leading and trailing
and has a height, but nothing ties its bottom to the guide:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                ↓<scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="Content View" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="800" id="c1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="guide" secondAttribute="top" id="c2"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="c3"/>
                        <constraint firstItem="content" firstAttribute="trailing" secondItem="guide" secondAttribute="trailing" id="c4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="frame" secondAttribute="width" id="c5"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="guide"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c8"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c9"/>
            </constraints>
        </view>
    </objects>
</document>
```

Pin-to-edges style: the content view is pinned on all four sides and as wide as the scroll view,
but has no height and nothing inside it:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                ↓<scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="Content View" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c2"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c4"/>
                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c5"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c1"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c8"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c9"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

The first example with the content's bottom pinned to the content layout guide:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" userLabel="Content View" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="800" id="c1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="guide" secondAttribute="top" id="c2"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="c3"/>
                        <constraint firstItem="content" firstAttribute="trailing" secondItem="guide" secondAttribute="trailing" id="c4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="frame" secondAttribute="width" id="c5"/>
                        <constraint firstItem="content" firstAttribute="bottom" secondItem="guide" secondAttribute="bottom" id="c10"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="guide"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c8"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c9"/>
            </constraints>
        </view>
    </objects>
</document>
```

A scroll view whose content keeps a fixed frame, as Interface Builder writes views without
constraints: the code sets the content size.

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" userLabel="Content View" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="20" y="0.0" width="280" height="800"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c8"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c9"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "self-sizing-cell": #"""
# self-sizing-cell

**Default severity:** warning

## What it finds
A prototype cell of a table view with automatic row heights (`rowHeight="-1"`, Interface
Builder's "Automatic" row height, or an estimated row height without a row height) whose content
view's height its content does not determine: the chain of constraints and views with a defined
height from the content view's top edge to its bottom edge is broken. The engine solves the scene
once more without the height the table gives the content view (`UIView-Encapsulated-Layout-Height`)
and asks whether the height is still determined; the finding says where the chain breaks (nothing
pins the content's top or bottom to the content view, or a view on the way has no height).
The table sizes a self-sizing cell with `systemLayoutSizeFitting` at the fitting-size level
(`UILayoutPriorityFittingSizeLevel`, 50), which pulls the height towards zero below every content
priority: a chain that reaches both edges and is left open only by inequalities or optional
constraints (the content at least so far from the bottom) takes the least height its content
allows, one height, and is not reported.

Cells of a built-in style (whose labels UIKit places), cells whose content keeps autoresizing
masks and static cells with a row height of their own (`rowHeight` on the cell, which a static
table keeps) are left out: their height does not come from constraints. `verifyAmbiguity="off"` on the
cell switches the rule off for it.

## Why it matters
A self-sizing cell is asked how tall it wants to be. When its constraints do not say, UIKit logs
"Detected a case where constraints ambiguously suggest a height of zero for a table view cell's
content view. We're considering the collapse unintentional and using standard height instead." and
every row gets the standard height, whatever its text.

## Message
    Self-sizing cell "Message Cell" (its table has automatic row heights): its content does not determine the height of its content view; nothing pins the content's bottom to the content view. UIKit then warns that "constraints ambiguously suggest a height of zero for a table view cell's content view" and uses the standard height

## Size classes
Solved in every size class the document uses; the finding names the size classes in which it holds.

## Examples

### Triggering

A message cell whose sender and message labels are chained from the top, but the last label is
not pinned to the bottom:

```xml triggering
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="Msg-sc-001">
            <objects>
                <tableViewController id="Msg-vc-001" customClass="MessagesViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Msg-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            ↓<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="MessageCell" userLabel="Message Cell" id="Msg-ce-001">
                                <rect key="frame" x="0.0" y="50" width="414" height="64"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Msg-ce-001" id="Msg-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sender" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-001">
                                            <rect key="frame" x="20" y="11" width="374" height="21"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Message" numberOfLines="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-002">
                                            <rect key="frame" x="20" y="36" width="374" height="17"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="leading" secondItem="Msg-cv-001" secondAttribute="leadingMargin" id="Msg-cn-001"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-002"/>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="top" secondItem="Msg-cv-001" secondAttribute="topMargin" id="Msg-cn-003"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="leading" secondItem="Msg-lb-001" secondAttribute="leading" id="Msg-cn-004"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="trailing" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-005"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="top" secondItem="Msg-lb-001" secondAttribute="bottom" constant="4" id="Msg-cn-006"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="Msg-vc-001" id="Msg-ou-001"/>
                            <outlet property="delegate" destination="Msg-vc-001" id="Msg-ou-002"/>
                        </connections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Msg-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="88"/>
        </scene>
    </scenes>
</document>
```

### Non-triggering

The same cell with the message label pinned to the content view's bottom margin:

```xml non-triggering
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="Msg-sc-001">
            <objects>
                <tableViewController id="Msg-vc-001" customClass="MessagesViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Msg-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="MessageCell" userLabel="Message Cell" id="Msg-ce-001">
                                <rect key="frame" x="0.0" y="50" width="414" height="64"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Msg-ce-001" id="Msg-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sender" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-001">
                                            <rect key="frame" x="20" y="11" width="374" height="21"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Message" numberOfLines="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-002">
                                            <rect key="frame" x="20" y="36" width="374" height="17"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="leading" secondItem="Msg-cv-001" secondAttribute="leadingMargin" id="Msg-cn-001"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-002"/>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="top" secondItem="Msg-cv-001" secondAttribute="topMargin" id="Msg-cn-003"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="leading" secondItem="Msg-lb-001" secondAttribute="leading" id="Msg-cn-004"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="trailing" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-005"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="top" secondItem="Msg-lb-001" secondAttribute="bottom" constant="4" id="Msg-cn-006"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="Msg-lb-002" secondAttribute="bottom" id="Msg-cn-007"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="Msg-vc-001" id="Msg-ou-001"/>
                            <outlet property="delegate" destination="Msg-vc-001" id="Msg-ou-002"/>
                        </connections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Msg-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="88"/>
        </scene>
    </scenes>
</document>
```

The same cell with the message label only kept above the bottom margin (`bottomMargin >=
message.bottom`): the constraints alone allow any height from the content's up, but the table
sizes the cell at the fitting-size level, which takes the least height the content allows, so the
chain gives one height:

```xml non-triggering
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="Msg-sc-001">
            <objects>
                <tableViewController id="Msg-vc-001" customClass="MessagesViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Msg-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="MessageCell" userLabel="Message Cell" id="Msg-ce-001">
                                <rect key="frame" x="0.0" y="50" width="414" height="64"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Msg-ce-001" id="Msg-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sender" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-001">
                                            <rect key="frame" x="20" y="11" width="374" height="21"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Message" numberOfLines="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-002">
                                            <rect key="frame" x="20" y="36" width="374" height="17"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="leading" secondItem="Msg-cv-001" secondAttribute="leadingMargin" id="Msg-cn-001"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-002"/>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="top" secondItem="Msg-cv-001" secondAttribute="topMargin" id="Msg-cn-003"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="leading" secondItem="Msg-lb-001" secondAttribute="leading" id="Msg-cn-004"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="trailing" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-005"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="top" secondItem="Msg-lb-001" secondAttribute="bottom" constant="4" id="Msg-cn-006"/>
                                        <constraint firstAttribute="bottomMargin" relation="greaterThanOrEqual" secondItem="Msg-lb-002" secondAttribute="bottom" id="Msg-cn-007"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="Msg-vc-001" id="Msg-ou-001"/>
                            <outlet property="delegate" destination="Msg-vc-001" id="Msg-ou-002"/>
                        </connections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Msg-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="88"/>
        </scene>
    </scenes>
</document>
```

A static cell with a row height of its own (the size inspector's Custom row height): a static
table keeps that height, whatever the content, so the open chain below the labels sizes nothing:

```xml non-triggering
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="Msg-sc-001">
            <objects>
                <tableViewController id="Msg-vc-001" customClass="MessagesViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Msg-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection id="Msg-se-001">
                                <cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="64" userLabel="Message Cell" id="Msg-ce-001">
                                <rect key="frame" x="0.0" y="50" width="414" height="64"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Msg-ce-001" id="Msg-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sender" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-001">
                                            <rect key="frame" x="20" y="11" width="374" height="21"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Message" numberOfLines="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-lb-002">
                                            <rect key="frame" x="20" y="36" width="374" height="17"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="leading" secondItem="Msg-cv-001" secondAttribute="leadingMargin" id="Msg-cn-001"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-002"/>
                                        <constraint firstItem="Msg-lb-001" firstAttribute="top" secondItem="Msg-cv-001" secondAttribute="topMargin" id="Msg-cn-003"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="leading" secondItem="Msg-lb-001" secondAttribute="leading" id="Msg-cn-004"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="trailing" secondItem="Msg-lb-001" secondAttribute="trailing" id="Msg-cn-005"/>
                                        <constraint firstItem="Msg-lb-002" firstAttribute="top" secondItem="Msg-lb-001" secondAttribute="bottom" constant="4" id="Msg-cn-006"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Msg-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="88"/>
        </scene>
    </scenes>
</document>
```

"""#,
        "unmodelled-feature": #"""
# unmodelled-feature

**Default severity:** note

## What it finds
A scene that uses something which changes its layout in UIKit or AppKit but which layoutlint does
not model. One note per scene and feature, at the first place the scene uses it where it can change a
layout (the conditions below), saying which of
the other findings for that scene may be incomplete:

* `<middleViews>` and `<endViews>`: an NSStackView's middle and end gravity areas (centred and
  pinned to the trailing edge; layoutlint lays out the beginning area only);
* `<modalPageSheetSimulatedSizeMetrics>` and `<splitViewDetailSimulatedSizeMetrics>`: a scene
  simulated as a page sheet or a split view's column, whose bars and safe area layoutlint does not
  derive, when the scene has constraints (a navigation controller's own scene has none) and its root
  is not stored at its device's whole screen (an iPhone shows a page sheet full screen before iOS 13:
  then the scene is the screen, whose bars and safe area layoutlint derives; layoutlint solves the
  other size classes of the document at their own screens, as it does every scene);
* bars chosen in ways layoutlint does not read, where the scene has such a bar as layoutlint infers
  it: a navigation item's `prompt` on a scene with a navigation bar; `hidesBottomBarWhenPushed="YES"`
  and a navigation controller's `toolbarHidden="NO"` on a scene with a tab bar or toolbar, when the
  scene has constraints (a navigation controller's own scene, only bars, has none) (Top Bar and
  Bottom Bar "None", `<nil key="simulatedTopBarMetrics">`, are read);
* `layoutMarginsFollowReadableWidth="YES"`, margins that follow the readable width, on a view
  whose margins a constraint uses, at least as wide as an iPad or in a document solved in other
  size classes (the readable width is wider than any phone);
* `autoresizesSubviews="NO"`, a view that does not resize its subviews, when it has subviews, in a
  document solved in other size classes (at the stored size nothing is resized);
* `semanticContentAttribute="forceRightToLeft"` on a view with subviews.

It also notes, at the scene, a scene whose constraints took more than layoutlint's work budget to
solve (`WorkBudget.solve`, counted in solver operations so the result is the same on every
machine): thousands of constraints that couple everything, which a generator or a bad merge can
produce and no saved scene of the corpus comes near. No layout finding (conflicts, ambiguity,
frames) is reported for such a scene; the rules that read only the file still run.

Features whose effect cannot reach any layout layoutlint solves are not reported: an NSSplitView
or NSTabView puts its panes at the frames Xcode stores at the stored size, the only size an AppKit
document is solved at, and "None" is what layoutlint assumes for a scene it gives no bar.

The list is `KnownVocabulary` in the input layer, where every element, attribute and key Interface
Builder writes is classified (read, a plain view, ignored with its reason, or unsupported with what
it affects); only the unsupported ones are reported here.

## Why it matters
layoutlint solves each scene's constraints as UIKit and AppKit would, but only with what it models.
Where a container places its subviews by rules layoutlint does not know, or the scene is simulated
at a size it does not derive, the frames it computes for those views, and the ambiguity and
misplacement it reports for them, rest on an approximation (usually the frames Xcode stored). The
note says so, so that a quiet result is not read as a clean bill of health. Nothing is wrong with
the file: this is never a warning or an error.

## Message
    <endViews> lets the container place the views inside it itself, which layoutlint does not model (it keeps them at the frames Xcode stored): frames and ambiguity reported for the views inside it may be incomplete
    <modalPageSheetSimulatedSizeMetrics> simulates the scene at a size whose bars and safe area layoutlint does not derive: frames and ambiguity reported for the views of this scene may be incomplete

## Examples

### Triggering

An NSStackView with a view in its end gravity area:

```xml triggering
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>
                <stackView distribution="gravityAreas" orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
                    <beginningViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="0.0" y="10" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c1"/>
                                <constraint firstAttribute="height" constant="20" id="c2"/>
                            </constraints>
                        </customView>
                    </beginningViews>
                    ↓<endViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="last">
                            <rect key="frame" x="300" y="10" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstAttribute="height" constant="20" id="c4"/>
                            </constraints>
                        </customView>
                    </endViews>
                    <visibilityPriorities>
                        <integer value="1000"/>
                        <integer value="1000"/>
                    </visibilityPriorities>
                    <customSpacing>
                        <real value="3.4028234663852886e+38"/>
                        <real value="3.4028234663852886e+38"/>
                    </customSpacing>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c7"/>
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c8"/>
            </constraints>
        </customView>
    </objects>
</document>
```

A scene simulated as a page sheet:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="sheet">
            <objects>
                <viewController id="controller" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="783"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="16" width="38" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                        </constraints>
                    </view>
                    ↓<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
```

### Non-triggering

A page sheet stored at its iPhone's whole screen (414 x 736), as Xcode 8 shows it: the simulated
size is the screen, whose status bar and safe area layoutlint derives:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    <device id="retina5_5" orientation="portrait">
        <adaptation id="fullscreen"/>
    </device>
    <scenes>
        <scene sceneID="sheet">
            <objects>
                <viewController id="controller" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="36" width="38" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="16" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                        </constraints>
                    </view>
                    <modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
```

An NSStackView whose views are all in its beginning gravity area, which layoutlint models:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>
                <stackView distribution="gravityAreas" orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
                    <beginningViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="0.0" y="10" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c1"/>
                                <constraint firstAttribute="height" constant="20" id="c2"/>
                            </constraints>
                        </customView>
                    </beginningViews>
                    <visibilityPriorities>
                        <integer value="1000"/>
                    </visibilityPriorities>
                    <customSpacing>
                        <real value="3.4028234663852886e+38"/>
                    </customSpacing>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c7"/>
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c8"/>
            </constraints>
        </customView>
    </objects>
</document>
```

"""#,
        "unreliable-baseline": #"""
# unreliable-baseline

**Default severity:** warning

## What it finds
A constraint on a `firstBaseline` or `lastBaseline` whose view's baseline does not follow its text.
Structurally, one of:

* the view has **no intrinsic height** and the constraint aligns it with another baseline: a plain
  view, an image view without an image, a scroll, table or collection view, a scrolling text view,
  or a layout guide. It draws no text of its own, so UIKit aligns an edge of its frame instead.
  Against an edge, a centre or a constant (`"Content".bottom == "Container".lastBaseline`) the
  baseline of such a view is its bottom edge, so the constraint acts exactly as that edge
  constraint and nothing is misaligned: not reported (layout guides, which have no baseline, are);
* the view is a **label or text view held at a height of its own** by a required
  constant height (`"Title".height == 40`): the text sits where its font puts it inside the
  stretched (or squeezed) frame, so the baseline is not where the frame suggests, and it moves when
  the text size changes. UIKit only: AppKit draws a text field's text from the top of its frame
  and measures both baselines from the text, so a fixed height moves neither.

Left out, because their baseline may legitimately be a text's: stack views (they hand their
baselines to their first or last arranged view), views of a custom class (which may override
`viewForFirstBaselineLayout`/`viewForLastBaselineLayout`), buttons (their baseline is their
title label's, which keeps its intrinsic height inside however tall the button is) and text fields
(their baseline is that of the text they centre inside, as Xcode's stored frames of fixed-height
fields aligned by baseline show). A view
stretched by the constraints around it (pinned at both ends of a chain whose length is fixed) has
the same problem, but telling it apart from a view the chain merely places needs the layout engine;
it is left to the engine-based rules.

## Why it matters
The Auto Layout Guide: baseline constraints line up only while the views are at their intrinsic
height. Otherwise the alignment is against a line that is not a text's baseline, and it looks right
at design time only by accident.

## Message
    Constraint "Price".lastBaseline == "Badge".lastBaseline aligns the baseline of "Badge", which has no intrinsic height and no text of its own (UIKit uses an edge of its frame); baselines line up only while a view is at its intrinsic height
    Constraint "Name".firstBaseline == "Title".firstBaseline aligns the baseline of "Title", whose height is fixed by "Title".height == 40; baselines line up only while a view is at its intrinsic height

## Size classes
Checked in every size class the document uses, with the constraints installed there; the finding
names the size classes in which it holds.

## Examples

### Triggering

A label aligned to the baseline of a plain view:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="16" y="16" width="40" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="c1"/>
                        <constraint firstAttribute="height" constant="40" id="c2"/>
                    </constraints>
                </view>
                <label text="Price" translatesAutoresizingMaskIntoConstraints="NO" id="price">
                    <rect key="frame" x="64" y="35" width="40" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c4"/>
                <constraint firstItem="price" firstAttribute="leading" secondItem="badge" secondAttribute="trailing" constant="8" id="c5"/>
                ↓<constraint firstItem="price" firstAttribute="lastBaseline" secondItem="badge" secondAttribute="lastBaseline" id="c6"/>
            </constraints>
        </view>
    </objects>
</document>
```

A label held at a fixed height, in compact height only (where the constraint is installed):

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="16" width="50" height="21"/>
                </label>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="74" y="8" width="100" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="c1"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c1"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <include reference="c1"/>
                        </mask>
                    </variation>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c4"/>
                ↓<constraint firstItem="name" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

Two labels at their intrinsic height, and a label aligned with a stack view (whose baseline is its
first arranged label's):

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="16" width="50" height="21"/>
                </label>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="74" y="16" width="100" height="21"/>
                </label>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="182" y="16" width="60" height="42"/>
                    <subviews>
                        <label text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="21"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c5"/>
                <constraint firstItem="stack" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c6"/>
            </constraints>
        </view>
    </objects>
</document>
```

A plain container whose last baseline is pinned to an edge of its superview: with no text, its
baseline is its bottom edge, so the constraint acts as `bottom == bottom`:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="76"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="More Container" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                    <rect key="frame" x="0.0" y="44" width="320" height="32"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="32" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="more" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="more" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="more" secondAttribute="lastBaseline" id="c4"/>
            </constraints>
        </view>
    </objects>
</document>
```

An AppKit text field held at a height of its own: AppKit draws its text from the top and measures
its baselines from the text, so the fixed height moves neither:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
    <objects>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="14" y="68" width="40" height="16"/>
                    <textFieldCell key="cell" title="Bio:" id="name-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="bio">
                    <rect key="frame" x="58" y="24" width="200" height="60"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="60" id="c1"/>
                    </constraints>
                    <textFieldCell key="cell" title="Writes things" id="bio-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="bio" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
                <constraint firstItem="bio" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c4"/>
                <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="bio" secondAttribute="firstBaseline" id="c5"/>
            </constraints>
        </customView>
    </objects>
</document>
```

A UIKit text field held at a height of its own: its baseline is that of the text it centres inside:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="29.5" width="50" height="21"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="74" y="16" width="230" height="48"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="48" id="c1"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="16" id="c5"/>
                <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="c6"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
        "unsatisfiable-constraints": #"""
# unsatisfiable-constraints

**Default severity:** error

## What it finds
Required constraints that cannot all hold at once, in a size class the document uses. The set is
the scene's whole system: the document's constraints plus the ones UIKit adds and the file does
not show — the root view's size (`UIView-Encapsulated-Layout-Width/Height`), autoresizing masks of
views that still translate them (`NSAutoresizingMaskLayoutConstraint`), required content hugging
or compression resistance (`NSContentSizeLayoutConstraint`), the safe area and layout margins,
stack views' arrangements (`UISV-*`) and table and collection cells (`UIView-Encapsulated-Layout-*`).

One finding per **minimal** conflicting set: drop any member and the rest can hold. A scene with two
independent conflicts gets two findings. The same set in several size classes is one finding that
names the size classes (the wording, including a size-class-dependent value such as the root's
width, is that of the first of them). Placeholder constraints ("Remove at build time") and
uninstalled ones do not exist at run time and never take part.

A conflict through the stored frame of an NSSplitView's pane that keeps its autoresizing mask is
a warning that says so (unless the members conflict without the pane's mask): the split view sets
its panes' frames from its dividers at run time and keeps the dividers where the constraints inside
the panes allow, so the stored frame is only where the dividers stood when the file was saved.
The same holds for an AppKit table's cell view (`NSTableCellView`) held at its stored frame: the
table gives it its column's width and the row's height at run time, which the table's column
resizing, the user and the table's delegate change. And for the edges of an NSStackView with equal
spacing, which layoutlint ties its first and last views to as UIStackView does: AppKit documents
that tie as required only for the fill distributions.

The finding points at the constraint the engine gives up (the "broken" one) when the document has
it, else at the first document constraint of the set. Which constraint UIKit breaks at run time is
its private choice: layoutlint breaks the constraint that made the set infeasible as constraints are
added in order (system-generated ones first, then the document's in document order). UIKit may pick
another member; the set itself is the dependable part.

## Why it matters
UIKit cannot satisfy a required constraint it cannot satisfy: it logs "Unable to simultaneously
satisfy constraints", breaks one constraint of the list and carries on, so the layout you get is
whichever one it chose to ignore, and it may change between iOS versions. Interface Builder shows
such conflicts in red, but only for the size class and device on the canvas, and not after a merge
or a hand edit of the XML.

## Message
The block UIKit prints in the console, in UIKit's own grammar with the Interface Builder id in place
of each pointer (the constraint's id; for a constraint UIKit makes, such as an autoresizing or stack
view constraint, the id of the view it belongs to), then a legend with each id's `file:line` and the
constraint in Interface Builder's words, then a suggested fix. The block parses back with
`layoutlint log`, which maps each constraint to the same id:

    Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:Uns-pf-c01 UIView:Uns-pf-Avt'Avatar'.width == 64   (active)>",
        "<NSLayoutConstraint:Uns-pf-c02 UIView:Uns-pf-Avt'Avatar'.height == UIView:Uns-pf-Avt'Avatar'.width   (active)>",
        "<NSLayoutConstraint:Uns-pf-c03 UIView:Uns-pf-Avt'Avatar'.height == 80   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:Uns-pf-c02 UIView:Uns-pf-Avt'Avatar'.height == UIView:Uns-pf-Avt'Avatar'.width   (active)>

    Where they are (Interface Builder ids stand in for the pointers):
        Uns-pf-c01  unsatisfiable-constraints.storyboard:25  "Avatar".width == 64
        Uns-pf-c02  unsatisfiable-constraints.storyboard:26  "Avatar".height == "Avatar".width
        Uns-pf-c03  unsatisfiable-constraints.storyboard:27  "Avatar".height == 80

    Fix: lower the priority of "Avatar".height == "Avatar".width (id Uns-pf-c02, line 26) to 999 so it gives way, or remove it or another of the constraints in the list.

UIKit's note about `NSAutoresizingMaskLayoutConstraints` is added when the set has one, and the fix
is then to set `translatesAutoresizingMaskIntoConstraints = NO` on that view (Interface Builder
does so once the view has constraints of its own), except for a table's header or footer view,
which the table sizes by its frame: the fix is then a frame as tall as its content needs. System constraints are written as UIKit writes
them: `<NSAutoresizingMaskLayoutConstraint h=-&- v=--& "Promo Banner".height == 50 …>` (the mask
in UIKit's notation: `-` fixed, `&` flexible, for the left margin, width, right margin and the
vertical three), `'UISV-spacing'`, `'UISV-canvas-connection'`, `'UIView-Encapsulated-Layout-Height'`,
`'UIViewSafeAreaLayoutGuide-top'`, `'UIView-leftMargin-guide-constraint'`,
`<NSContentSizeLayoutConstraint "Title".width == 120 Hug:1000 CompressionResistance:750 …>`; their id
and line are those of the view they belong to.

The suggested fix names the constraint most likely to be the mistake, which is not always the one
UIKit breaks: a content priority set to 1000 (lowering it to 999 lets the view give way) comes
first; a constraint that ties a scroll view's content to the scroll view (through its content or
frame layout guide, or a direct subview's edges or size against the scroll view) is never
suggested, since weakening it breaks the scrolling rather than the cause: a constraint that sets a
size on its own (`width == 400`) is suggested instead.

When the root view's size or a guide placed from the device (safe area, bars, margins) is one of
the constraints, the conflict may depend on the device. For a root shown full-screen on iOS,
layoutlint solves the scene again on every other iPhone or iPad screen of the same size class
(portrait iPhones for a portrait iPhone document, and so on) and a last line names the screens the
same constraints conflict on and the ones they do not: "The screen is part of this conflict (the
root view's size or its safe area, here 375 × 667 pt). Solved on the 10 other screens of this size
class, it also conflicts on 320 × 568 (iPhone SE (1st generation)), …; it does not on 390 × 844
(iPhone 14, 13, 12)." For a root whose size its container sets (a cell or a custom view in a xib)
the line says that its size is part of the conflict instead, and the finding is a **warning**, not
an error: the size it conflicts with is the one stored, and the container the file does not
describe (a table, a collection view, a container view's parent) may give another. The same holds
for a xib's table or collection view cell whose content view (or the cell itself) is held at its
stored size (`UIView-Encapsulated-Layout-Height`): the table it goes in is not in the file and
sets that size (a self-sizing row takes its content's height), so the conflict is a warning whose
last line says the cell's stored size is part of it, unless the constraints inside the cell
conflict whatever size it is given (the scene's required constraints still conflict without the
cell's stored size): then it stays an error, and the last line says so. A cell in a storyboard's
table or collection view is sized by what the file shows, and its conflicts stay errors. Otherwise the
constraints cannot hold on any screen. Conflicts that happen only on another screen than the document's are not searched
for (solve on that device with the `device:` setting).

Text baselines are estimates: layoutlint does not render fonts, so a baseline is placed from the
font's ascent or from offsets measured per control. A set that includes a `firstBaseline` or
`lastBaseline` constraint and would hold if a baseline moved by 5 points or less is not reported,
since the real font may well satisfy it.

A table row's height is an estimate too: UIKit gives a cell's content view the row's height less
its separator (one pixel, so it depends on the device's scale), and Xcode stores cells and content
views rounded to its own pixel grid. A set that includes a table cell's
`UIView-Encapsulated-Layout-*` constraint and would hold if it moved by 1 point or less is not
reported.

An error is a conflict that is certain. Some of the numbers in a set are layoutlint's estimates,
not the file's: a text baseline (placed from the font's metrics, not rendered), an intrinsic size
(the stored frame, or a placeholder, stands for content layoutlint does not measure: a label's
text, a control's size in its generation), an AppKit control's alignment rect (its frame less
bezel insets measured per control, where an autoresizing mask keeps that frame), a stack view's
baseline alignment, and the rows and columns of an `NSGridView` (layoutlint's model of the
constraints it adds). A set that includes such a member and that would hold were each estimated
member off by 2 points or less (two edges' worth of the one-point errors those metrics make) is a
**warning**, and its message ends with what was assumed: "This conflict rests on layoutlint's
estimates: the text baseline of … With each of them off by 2 points or less the constraints can all
hold, so the real metrics may not conflict". When the frames Xcode stored also satisfy every member
(the estimated ones within 2 points, the others within a quarter point), the message says so:
Interface Builder laid the scene out without the conflict, and the finding is only a **note**. A set among the file's constants, the
screen's size and the constraints UIKit documents (`UISV-hiding`, `UISV-spacing`, a fixed width
against pins) stays an **error** however small its gap: 1 point between `width == 99` and
`width == 100` is a conflict on every device.

In the `xcode` reporter's one-line form the block's line breaks and indentation become single
spaces; the JSON, SARIF, Checkstyle, Code Climate and GitHub reporters keep the lines, and
`layoutlint explain FILE` prints the block as UIKit does.

## Size classes
Every final size class the document uses is solved on its own (at the stored size for the size
class the document was saved in, on a representative screen for the others); the finding names the
size classes in which the set conflicts, when that is not all of them.

## Examples

### Triggering

A fixed width between two pins to the edges of a fixed-size container:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="16" width="288" height="68"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="300" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                ↓<constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c4"/>
                <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="16" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

A view that still translates its autoresizing mask, given a constraint anyway:

```xml triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Banner" id="banner">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
            </subviews>
            <constraints>
                ↓<constraint firstItem="banner" firstAttribute="height" constant="60" id="c1"/>
            </constraints>
        </view>
    </objects>
</document>
```

### Non-triggering

The same card with its width at 999: it gives way to the pins without a conflict:

```xml non-triggering
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="16" width="288" height="68"/>
                    <constraints>
                        <constraint firstAttribute="width" priority="999" constant="300" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c4"/>
                <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="16" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
```

"""#,
    ]
}
