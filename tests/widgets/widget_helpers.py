"""Shared helpers of the widget tests: the leaf widgets inside a panel, their labels."""

from __future__ import annotations


def leaves(box) -> list:
    """Every widget inside ``box`` that has no children, depth first."""
    out = []
    for child in getattr(box, "children", ()):
        if getattr(child, "children", None):
            out.extend(leaves(child))
        else:
            out.append(child)
    return out


def labels(box) -> list[str]:
    """The words on every button inside ``box``."""
    return [w.description for w in leaves(box) if hasattr(w, "description")]
