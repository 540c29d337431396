"""The package behaves as a library: metadata, typing marker, data files, cheap imports.

What a packaging maintainer checks: one version (``pyproject.toml``), a license
file named by a PEP 639 expression, ``py.typed``, classifiers that match
``requires-python``, data files found through :mod:`importlib.resources` (so
any install works, a zip included), and ``import boardgames.analysis`` leaving
sympy out until ``as_sympy`` needs it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from importlib import metadata, resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
#: files that hand their own path to a library that wants a path (anywidget's _esm/_css)
PATH_FOR_A_LIBRARY = {"boardgames/widgets/board.py"}


def test_the_license_is_a_pep_639_expression_with_its_file():
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    meta = metadata.metadata("boardgames")
    assert meta["License-Expression"] == "MIT"
    assert not any(c.startswith("License ::") for c in PROJECT["classifiers"]), \
        "PEP 639: no License classifier beside a license expression"


def test_the_version_is_written_once():
    import boardgames

    assert boardgames.__version__ == metadata.version("boardgames") == PROJECT["version"]
    init = (ROOT / "boardgames" / "__init__.py").read_text(encoding="utf-8")
    assert PROJECT["version"] not in init, "boardgames/__init__.py repeats the version"


def test_classifiers_name_every_supported_python_and_typing():
    from packaging.specifiers import SpecifierSet

    requires = SpecifierSet(PROJECT["requires-python"])
    named = [c.rsplit(" :: ", 1)[1] for c in PROJECT["classifiers"]
             if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)]
    assert named == ["3.11", "3.12", "3.13"]
    assert all(requires.contains(v + ".0") for v in named)
    assert "Typing :: Typed" in PROJECT["classifiers"]
    assert resources.files("boardgames").joinpath("py.typed").is_file()
    assert set(PROJECT["urls"]) >= {"Homepage", "Source", "Issues", "Changelog"}
    assert (ROOT / "CHANGELOG.md").is_file()


def test_data_files_are_found_with_importlib_resources():
    offenders = []
    for path in sorted((ROOT / "boardgames").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel not in PATH_FOR_A_LIBRARY and "__file__" in path.read_text(encoding="utf-8"):
            offenders.append(rel)
    assert not offenders, f"find data with importlib.resources, not __file__: {offenders}"


def test_import_boardgames_analysis_leaves_sympy_out_until_as_sympy():
    code = ("import sys, boardgames.analysis as a; before = 'sympy' in sys.modules; "
            "x = a.as_sympy(a.p_sum(8)); print(before, 'sympy' in sys.modules, x)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=120).stdout.split()
    assert out == ["False", "True", "5/36"], out
