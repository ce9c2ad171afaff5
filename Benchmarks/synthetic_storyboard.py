#!/usr/bin/env python3
"""Writes a synthetic iOS storyboard with one scene of N plain views, for timing the whole
`layoutlint FILE` process on large scenes (the same shapes as engine_benchmark.py's systems):

* chain: N views side by side, leading = previous trailing + 8, top and height fixed, widths fixed.
* grid:  k×k views (N = k²), each after its left and top neighbours (+ 8), fixed sizes.
* equal: N views side by side between the root's edges, every width equal to the first.

    python3 Benchmarks/synthetic_storyboard.py chain 1000 > /tmp/chain-1000.storyboard

Frames are those the constraints give, so a correct engine reports nothing misplaced.
"""
import math
import sys

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="VC">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
    </dependencies>
    <scenes>
        <scene sceneID="SC">
            <objects>
                <viewController id="VC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="RT">
                        <rect key="frame" x="0.0" y="0.0" width="{width}" height="{height}"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
"""
MIDDLE = """                        </subviews>
                        <constraints>
"""
TAIL = """                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="FR" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
"""


def view(identifier, x, y, width, height, own=()):
    lines = [f'                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{identifier}">',
             f'                                <rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>']
    if own:
        lines.append("                                <constraints>")
        lines += own
        lines.append("                                </constraints>")
    lines.append("                            </view>")
    return lines


def constraint(identifier, first, attribute, second=None, second_attribute=None, constant=0):
    text = f'<constraint firstItem="{first}" firstAttribute="{attribute}"'
    if second is not None:
        text += f' secondItem="{second}" secondAttribute="{second_attribute}"'
    if constant:
        text += f' constant="{constant}"'
    return f'                            {text} id="{identifier}"/>'


def own_size(name, width, height):
    return [f'                                    <constraint firstAttribute="width" constant="{width}" id="{name}w"/>',
            f'                                    <constraint firstAttribute="height" constant="{height}" id="{name}h"/>']


def chain(n):
    views, constraints = [], []
    for i in range(n):
        name = f"v{i}"
        views += view(name, 8 + i * 108, 20, 100, 40, own_size(name, 100, 40))
        constraints.append(constraint(f"{name}t", name, "top", "RT", "top", 20))
        if i == 0:
            constraints.append(constraint(f"{name}l", name, "leading", "RT", "leading", 8))
        else:
            constraints.append(constraint(f"{name}l", name, "leading", f"v{i - 1}", "trailing", 8))
    return 8 + n * 108, 80, views, constraints


def grid(n):
    k = max(1, round(math.sqrt(n)))
    views, constraints = [], []
    for row in range(k):
        for column in range(k):
            name = f"g{row}x{column}"
            views += view(name, 8 + column * 58, 8 + row * 38, 50, 30, own_size(name, 50, 30))
            if column == 0:
                constraints.append(constraint(f"{name}l", name, "leading", "RT", "leading", 8))
            else:
                constraints.append(constraint(f"{name}l", name, "leading", f"g{row}x{column - 1}", "trailing", 8))
            if row == 0:
                constraints.append(constraint(f"{name}t", name, "top", "RT", "top", 8))
            else:
                constraints.append(constraint(f"{name}t", name, "top", f"g{row - 1}x{column}", "bottom", 8))
    return 8 + k * 58, 8 + k * 38, views, constraints


def equal(n):
    width = 8 + n * 108
    views, constraints = [], []
    for i in range(n):
        name = f"e{i}"
        views += view(name, 8 + i * 108, 20, 100, 40,
                      [f'                                    <constraint firstAttribute="height" constant="40" id="{name}h"/>'])
        constraints.append(constraint(f"{name}t", name, "top", "RT", "top", 20))
        previous = ("RT", "leading") if i == 0 else (f"e{i - 1}", "trailing")
        constraints.append(constraint(f"{name}l", name, "leading", previous[0], previous[1], 8))
        if i > 0:
            constraints.append(constraint(f"{name}w", name, "width", "e0", "width"))
    constraints.append(constraint("last", "RT", "trailing", f"e{n - 1}", "trailing", 0))
    return width, 80, views, constraints


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("chain", "grid", "equal"):
        sys.exit(__doc__)
    width, height, views, constraints = {"chain": chain, "grid": grid, "equal": equal}[sys.argv[1]](int(sys.argv[2]))
    sys.stdout.write(HEAD.replace("{width}", str(width)).replace("{height}", str(height)))
    sys.stdout.write("\n".join(views) + "\n")
    sys.stdout.write(MIDDLE)
    sys.stdout.write("\n".join(constraints) + "\n")
    sys.stdout.write(TAIL)


if __name__ == "__main__":
    main()
