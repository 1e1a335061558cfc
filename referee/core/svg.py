"""Small helpers for the games' SVG pictures (``referee board --svg``), on xml.etree.ElementTree."""

from __future__ import annotations

import xml.etree.ElementTree as ET


def el(parent: ET.Element, tag: str, text: str | None = None, **attrs) -> ET.Element:
    """A child element; ``class_`` → ``class``, ``font_size`` → ``font-size``, floats rounded."""
    clean = {}
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        clean[key] = f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
    node = ET.SubElement(parent, tag, clean)
    if text is not None:
        node.text = text
    return node


def points(pts) -> str:
    """An SVG ``points`` attribute."""
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def label(parent: ET.Element, x: float, y: float, text: str, size: float, *, ink: str, font: str,
          **attrs) -> ET.Element:
    """Bold centred text with a white halo, readable on any background."""
    attrs = {"fill": ink, "font_weight": "bold", "text_anchor": "middle", **attrs}
    return el(parent, "text", text, x=x, y=y, font_size=size, font_family=font, stroke="#ffffff",
              stroke_width=3, stroke_linejoin="round", paint_order="stroke", **attrs)
