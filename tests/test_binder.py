"""Binder: what mybinder.org installs from ``binder/`` runs every notebook.

repo2docker ignores the configuration files at the top of the repository
(``pyproject.toml`` included) when ``binder/`` exists.  It installs
``binder/requirements.txt`` on the Python of ``binder/runtime.txt``, copies the
repository, and runs ``binder/postBuild`` from its top folder.

The static tests check those files.  ``test_binder_environment_runs_the_notebooks``
does what repo2docker does, minus Docker: in a temporary folder it makes a fresh
virtual environment, installs ``binder/requirements.txt`` (plus nbval and pytest
to run the check), runs ``binder/postBuild`` from a copy of the repository,
removes the copy's package source (so only the installed package can be
imported) and runs every notebook with nbval on that environment's kernel: the
lessons, which postBuild turned into their student editions (no solutions, no
teacher's notes, no outputs: checked), must run from top to bottom with every
blank left empty (``--nbval-lax``: no error); the other notebooks must give
their committed outputs.  It needs PyPI (or pip's cache); every step has a time
limit and says which step failed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
INSTALL_TIMEOUT = 1200  # s, pip install of JupyterLab and the rest on a cold cache
NBVAL_TIMEOUT = 1200  # s, every notebook
BADGE = "https://mybinder.org/badge_logo.svg"
LAUNCH = re.compile(r"https://mybinder\.org/v2/gh/[^/\s)]+/[^/\s)]+/[^?\s)]+"
                    r"\?urlpath=lab/tree/notebooks/start\.ipynb")

pytestmark = pytest.mark.xdist_group("binder")


def pinned() -> dict[str, Requirement]:
    reqs = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            req = Requirement(line)
            reqs[canonical(req.name)] = req
    return reqs


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_requirements_are_pinned_without_local_references():
    text = (BINDER / "requirements.txt").read_text()
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        assert not line.startswith(("-e", "-r", "-c", ".", "/", "file:", "git+")), \
            f"binder/requirements.txt: {line!r} is a local reference: it makes every commit " \
            "rebuild Binder from scratch; install the package in binder/postBuild instead"
        req = Requirement(line)
        specs = list(req.specifier)
        assert len(specs) == 1 and specs[0].operator == "==", \
            f"binder/requirements.txt: pin {line!r} with == (one exact version)"


def test_requirements_cover_the_package_and_the_lab():
    reqs = pinned()
    project = pyproject()["project"]
    needed = [Requirement(d) for d in project["dependencies"]]
    needed += [Requirement(d) for d in project.get("optional-dependencies", {}).get("lab", [])]
    for dep in needed:
        name = canonical(dep.name)
        assert name in reqs, f"binder/requirements.txt does not pin {dep.name} (pyproject: {dep})"
        pin = next(iter(reqs[name].specifier)).version
        assert dep.specifier.contains(pin, prereleases=True), \
            f"binder/requirements.txt pins {dep.name}=={pin}, outside pyproject's {dep}"


def test_runtime_matches_requires_python():
    from packaging.specifiers import SpecifierSet

    runtime = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(\d+\.\d+)", runtime)
    assert match, f"binder/runtime.txt must be one line python-X.Y, not {runtime!r}"
    requires = SpecifierSet(pyproject()["project"]["requires-python"])
    assert requires.contains(match.group(1) + ".0"), \
        f"binder/runtime.txt asks for Python {match.group(1)}, outside requires-python {requires}"


def test_postbuild_installs_the_package():
    post = BINDER / "postBuild"
    text = post.read_text()
    assert text.startswith("#!/bin/bash\n"), "binder/postBuild must start with #!/bin/bash"
    assert "set -euo pipefail" in text, "binder/postBuild must stop at the first failure"
    assert re.search(r"^pip install --no-deps( [-\w]+)* \.$", text, re.M), \
        "binder/postBuild must install the package: pip install --no-deps ."
    assert re.search(r"^python tools/editions\.py --out notebooks notebooks/lesson-\*\.ipynb$",
                     text, re.M), "binder/postBuild must put the lessons' student editions in place"
    assert text.index("tools/editions.py") > text.index("pip install"), \
        "the student editions come after the package is installed"
    assert os.access(post, os.X_OK), "binder/postBuild must be executable (git add --chmod=+x)"


def test_readme_has_the_binder_badge_opening_the_start_notebook():
    readme = (ROOT / "README.md").read_text()
    assert BADGE in readme, "README.md lacks the Binder badge"
    assert LAUNCH.search(readme), \
        "README.md lacks the Binder link with ?urlpath=lab/tree/notebooks/start.ipynb"


def repository_files() -> list[str]:
    """The files a clone would have: tracked ones plus new ones not ignored."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "-c", "-o", "--exclude-standard"],
                             cwd=ROOT, capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: everything
        return [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                if p.is_file() and not any(part.startswith(".") or part in {"build", "venv"}
                                           for part in p.relative_to(ROOT).parts)]
    return [name for name in out.decode().split("\0") if name]


def copy_repository(dest: Path) -> None:
    for name in repository_files():
        src = ROOT / name
        if not (src.exists() or src.is_symlink()):
            continue  # deleted in the work tree, not yet committed
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if src.is_symlink():
            target.symlink_to(os.readlink(src))
        elif src.is_file():
            shutil.copy2(src, target)


def step(what: str, cmd: list[str], timeout: int, **kwargs) -> subprocess.CompletedProcess:
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kwargs)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"Binder check, {what}: still running after {timeout} s: {' '.join(cmd)}\n"
                    f"{(exc.stdout or b'')[-3000:]!r}")
    print(f"binder: {what}: {time.perf_counter() - start:.0f} s")
    if proc.returncode:
        pytest.fail(f"Binder check, {what}: exit {proc.returncode}: {' '.join(cmd)}\n"
                    f"--- stdout\n{proc.stdout[-6000:]}\n--- stderr\n{proc.stderr[-6000:]}")
    return proc


def test_binder_environment_runs_the_notebooks(tmp_path):
    repo = tmp_path / "repo"
    venv = tmp_path / "venv"
    copy_repository(repo)
    notebooks = sorted((repo / "notebooks").glob("*.ipynb"))
    assert notebooks, "no notebooks to run"

    step("create a fresh virtual environment", [sys.executable, "-m", "venv", str(venv)], 300)
    python = str(venv / "bin" / "python")
    env = {**os.environ, "VIRTUAL_ENV": str(venv),
           "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
           "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONNOUSERSITE": "1"}
    env.pop("PYTHONPATH", None)
    env.pop("JUPYTER_PATH", None)
    step("pip install -r binder/requirements.txt (needs PyPI or pip's cache)",
         [python, "-m", "pip", "install", "--quiet", "-r", str(repo / "binder/requirements.txt"),
          f"nbval=={version('nbval')}", f"pytest=={version('pytest')}"],
         INSTALL_TIMEOUT, env=env)
    step("binder/postBuild", ["bash", str(repo / "binder" / "postBuild")], INSTALL_TIMEOUT,
         cwd=repo, env=env)

    # From here on only the installed package can be imported.
    shutil.rmtree(repo / "boardgames")
    where = step("import the installed package",
                 [python, "-c", "import boardgames, sys; print(boardgames.__file__)"],
                 120, cwd=tmp_path, env=env).stdout.strip()
    assert where.startswith(str(venv)), f"boardgames imported from {where}, not from the venv"
    step("pip check", [python, "-m", "pip", "check"], 120, env=env)

    # Binder's start page and lessons are the student editions
    from boardgames.lessons.editions import leaks

    lessons = sorted((repo / "notebooks").glob("lesson-*.ipynb"))
    others = [p for p in notebooks if p not in lessons]
    assert lessons, "no lessons"
    for path in lessons:
        found = leaks(json.loads(path.read_text(encoding="utf-8")))
        assert not found, f"Binder serves {path.name} with {found}"
    assert not list((repo / "notebooks").glob("teacher*")), "Binder serves the teachers' guide"
    listed = step("jupyter server extension list",
                  [python, "-m", "jupyter_server", "extension", "list"], 120, env=env)
    assert re.search(r"boardgames\.widgets\.server \S*enabled", listed.stdout + listed.stderr), \
        "binder/postBuild did not enable the server extension"

    nbval = [python, "-m", "pytest", "--noconftest", "-p", "no:cacheprovider", "-o", "addopts=",
             "-q", "--color=no", "--nbval-current-env",
             "--nbval-sanitize-with", "notebooks/sanitize.cfg"]
    step(f"nbval on {len(others)} notebooks",
         [*nbval, "--nbval", *[str(p.relative_to(repo)) for p in others]],
         NBVAL_TIMEOUT, cwd=repo, env=env)
    step(f"nbval --nbval-lax on {len(lessons)} student editions, every blank left empty",
         [*nbval, "--nbval-lax", *[str(p.relative_to(repo)) for p in lessons]],
         NBVAL_TIMEOUT, cwd=repo, env=env)
