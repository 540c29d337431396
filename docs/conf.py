"""Sphinx configuration for the boardgames documentation.

Build offline (no network is needed):

    sphinx-build -W --keep-going -b html docs docs/_build/html

The notebooks in ``../notebooks`` are read through the committed symlink
``docs/notebooks -> ../notebooks`` (Sphinx follows symlinks), so nothing is
copied.  They are rendered from their committed outputs
(``nb_execution_mode = "off"``); set ``BOARDGAMES_DOCS_EXECUTE=cache`` (or
``force``) to run them during the build instead.

The main toctree in ``index.md`` is filled in at read time from
:data:`SITE_PAGES`; a page named there that does not exist stops the build
with an error naming it (it is never dropped silently).  The version comes
from ``pyproject.toml``, the one place it is written.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import tomllib
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))  # autodoc imports the package from this checkout

# A figure made while the docs execute notebooks carries both plotly's JSON and an
# HTML fallback that loads plotly.js from its CDN; kernels started by myst-nb
# inherit this environment variable, which plotly reads at import.
os.environ.setdefault("PLOTLY_RENDERER", "plotly_mimetype+notebook_connected")

project = "boardgames"
author = "the boardgames authors"
copyright = "the boardgames authors"  # (Sphinx's name)
release = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
version = release

extensions = [
    "myst_nb",  # brings myst_parser with it: .md pages and .ipynb notebooks
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
]

# The main toctree, in reading order.  Every name must have a page in docs/.
SITE_PAGES = [
    "install",
    "settlers",
    "forbidden-jungle",
    "assumptions",
    "analysis",
    "bots",
    "bots-forbidden-jungle",
    "widgets",
    "teachers-guide",
    "rule-map",
    "jupyterlite",
    "architecture",
    "architecture-settlers",
    "architecture-forbidden-jungle",
    "api",
]
TOCTREE_MARKER = "<!-- site-pages -->"
NOTEBOOKS_MARKER = "<!-- notebooks -->"
# Notebooks first in this order, then the lessons, then any other, by name.
NOTEBOOK_ORDER = ["start", "catan", "zarahemla", "forbidden-jungle", "play"]


class MissingPageError(RuntimeError):
    """A page named in SITE_PAGES has no file in docs/."""


def existing_pages() -> list[str]:
    """SITE_PAGES, each checked to have a page (``.md`` or ``.ipynb``) in docs/.

    A missing one raises :class:`MissingPageError` naming it: the build fails
    instead of leaving the page out of the table of contents.
    """
    missing = [name for name in SITE_PAGES
               if not ((DOCS / f"{name}.md").exists() or (DOCS / f"{name}.ipynb").exists())]
    if missing:
        raise MissingPageError(f"docs/conf.py's SITE_PAGES names pages that docs/ lacks: "
                               f"{', '.join(missing)} (write them or take them out of SITE_PAGES)")
    return list(SITE_PAGES)


# API pages of subpackages that may not import in every environment (they are
# being written, or need an optional dependency): their page then says why
# instead of failing the build.  Every other module must import.
OPTIONAL_API = {"api/widgets": "boardgames.widgets", "api/lessons": "boardgames.lessons"}


def existing_notebooks() -> list[str]:
    """The notebooks in ../notebooks (as docnames ``notebooks/NAME``), in reading order."""
    names = sorted(
        p.stem for p in (DOCS / "notebooks").glob("*.ipynb") if not p.stem.startswith("scratch")
    )

    def rank(name: str) -> tuple[int, int, str]:
        if name in NOTEBOOK_ORDER:
            return (NOTEBOOK_ORDER.index(name), 0, "")
        if name.startswith("lesson-") and name.split("-")[1].isdigit():   # lesson 10 after lesson 9
            return (len(NOTEBOOK_ORDER), int(name.split("-")[1]), name)
        return (len(NOTEBOOK_ORDER) + 1, 0, name)

    return [f"notebooks/{name}" for name in sorted(names, key=rank)]


PLOTLY_MIME = "application/vnd.plotly.v1+json"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
WIDGET_NOTE = (
    '<p class="boardgames-widget-note"><em>An interactive widget is shown here when the '
    "notebook runs: open it in JupyterLab, on Binder or in JupyterLite to play.</em></p>"
)


def _plotly_html(figure: dict) -> str:
    """A static-page rendering of a figure saved with plotly's mimetype only."""
    import plotly.io as pio

    digest = hashlib.sha1(json.dumps(figure, sort_keys=True).encode()).hexdigest()[:16]
    height = figure.get("layout", {}).get("height") or 500
    return pio.to_html(
        figure,
        include_plotlyjs=False,  # loaded once per page from _static (see _add_plotly_js)
        full_html=False,
        validate=False,
        div_id=f"plotly-{digest}",  # stable ids: the same notebook builds the same page
        default_width="100%",
        default_height=f"{height}px",
    )


# A notebook's link to a copy of a docs page beside it (``](teachers-guide.md)``, a copy made
# for JupyterLab's file browser): on the site it goes to the page itself.
_DOCS_PAGE_LINK = re.compile(r"\]\(([A-Za-z0-9_-]+)\.md(#[^)\s]*)?\)")


def _to_docs_page(match: re.Match) -> str:
    name, anchor = match.group(1), match.group(2) or ""
    if (DOCS / f"{name}.md").exists():
        return f"](/{name}.md{anchor})"
    return match.group(0)


def _static_outputs(text: str) -> str:
    """Give each saved output a form a static page can show, without touching the file.

    * A plotly figure saved with plotly's mimetype (JupyterLab draws it, a
      static page cannot) is replaced by its HTML rendering, drawn by the
      plotly.js copied into ``_static`` from the installed plotly package: the
      built pages need no CDN (an HTML fallback saved with the figure, which
      would load plotly.js from its CDN, is replaced too).
    * A widget view without saved widget state (the notebooks are committed
      without it) gets a sentence saying where it comes alive.
    * A link to a copy of a docs page kept beside the notebooks goes to the page.
    """
    nb = json.loads(text)
    has_widget_state = bool(nb.get("metadata", {}).get("widgets"))
    changed = False
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            before = "".join(cell.get("source", ""))
            after = _DOCS_PAGE_LINK.sub(_to_docs_page, before)
            if after != before:
                cell["source"] = after
                changed = True
        for out in cell.get("outputs", []):
            data = out.get("data")
            if not data:
                continue
            if PLOTLY_MIME in data:
                # myst-nb renders every mimetype of an output (it picks one later)
                # and warns on plotly's, so the JSON makes way for its HTML.
                data["text/html"] = _plotly_html(data.pop(PLOTLY_MIME))
                changed = True
            if WIDGET_MIME in data and not has_widget_state:
                del data[WIDGET_MIME]
                data["text/html"] = WIDGET_NOTE
                changed = True
    return json.dumps(nb) if changed else text


def _fill_toctree(app, docname, source):
    if docname == "index":
        source[0] = (
            source[0]
            .replace(TOCTREE_MARKER, "\n".join(existing_pages()))
            .replace(NOTEBOOKS_MARKER, "\n".join(existing_notebooks()))
        )
    elif docname in OPTIONAL_API:
        module = OPTIONAL_API[docname]
        try:
            __import__(module)
        except Exception as exc:  # any failure: say it on the page
            source[0] = source[0].replace(
                f"```{{eval-rst}}\n.. automodule:: {module}\n```",
                f"```{{note}}\n`{module}` could not be imported when these pages "
                f"were built ({type(exc).__name__}: {exc}).\n```",
            )
    elif docname.startswith("notebooks/") and str(app.env.doc2path(docname)).endswith(".ipynb"):
        source[0] = _static_outputs(source[0])



def _copy_plotly_js(app, exception):
    """Copy plotly.min.js from the installed plotly package into the built _static."""
    if exception is not None or app.builder.format != "html":
        return
    import plotly

    src = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
    dest = Path(app.outdir) / "_static" / "plotly.min.js"
    dest.parent.mkdir(parents=True, exist_ok=True)
    if src.exists() and not dest.exists():
        shutil.copyfile(src, dest)


def _add_plotly_js(app, pagename, templatename, context, doctree):
    """Load plotly.js only on the pages that draw a figure."""
    if "plotly-graph-div" in context.get("body", ""):
        app.add_js_file("plotly.min.js", priority=400)


def setup(app):
    existing_pages()  # a missing page stops the build here, before anything is read
    app.connect("source-read", _fill_toctree)
    app.connect("build-finished", _copy_plotly_js)
    app.connect("html-page-context", _add_plotly_js)
    return {"parallel_read_safe": True}


source_suffix = {".md": "myst-nb", ".ipynb": "myst-nb"}
root_doc = "index"
exclude_patterns = [
    "_build",
    "**/.ipynb_checkpoints",
    "notebooks/scratch*",  # personal scratch notebooks are not part of the site
    "notebooks/*.cfg",
    "notebooks/*.md",  # copies of pages of docs/ for the file browser: the links go to the page
    "Thumbs.db",
    ".DS_Store",
]

# MyST
myst_enable_extensions = ["colon_fence", "dollarmath", "deflist"]
myst_heading_anchors = 3

# myst-nb: reuse the outputs committed with the notebooks (nbval checks them).
nb_execution_mode = os.environ.get("BOARDGAMES_DOCS_EXECUTE", "off")
nb_execution_timeout = 600
nb_execution_raise_on_error = True
nb_merge_streams = True

# autodoc
autodoc_default_options = {"members": True, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_preserve_defaults = True
napoleon_google_docstring = True
napoleon_numpy_docstring = True

# HTML: Sphinx's own theme, so the build needs nothing from the internet.
html_theme = "alabaster"
html_title = "boardgames"
html_static_path = ["_static"]
html_theme_options = {
    "description": "Probability you can play: Catan, Zarahemla, Forbidden Jungle",
    "fixed_sidebar": False,
}
