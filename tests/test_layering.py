"""rules/ is pure: imports with pygame blocked, and never touches random, files or the clock."""
import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
FORBIDDEN = {"pygame", "pytmx", "platformdirs", "scenes", "saves", "random", "time",
             "datetime", "os", "pathlib", "io", "pickle", "marshal", "shelve", "threading"}


def test_rules_import_with_pygame_blocked():
    code = ("import sys, importlib, pkgutil\n"
            "for name in ('pygame', 'pytmx', 'platformdirs', 'scenes', 'saves'):\n"
            "    sys.modules[name] = None\n"
            "import rules\n"
            "for m in pkgutil.walk_packages(rules.__path__, 'rules.'):\n"
            "    importlib.import_module(m.name)\n"
            "print(len(rules.GAMES))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_rules_never_import_impure_modules():
    bad = []
    for path in (ROOT / "rules").rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in FORBIDDEN:
                    bad.append(f"{path.relative_to(ROOT)} imports {name}")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                    node.func.id in {"open", "eval", "exec", "__import__"}:
                bad.append(f"{path.relative_to(ROOT)} calls {node.func.id}()")
    assert not bad, bad


def test_no_pickle_or_eval_outside_tests():
    bad = []
    for folder in ("rules", "scenes", "saves"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(), str(path))
            for node in ast.walk(tree):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    mods = [a.name for a in node.names] if isinstance(node, ast.Import) \
                        else [node.module or ""]
                    bad += [f"{path}: {m}" for m in mods
                            if m.split(".")[0] in {"pickle", "marshal", "shelve"}]
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                        node.func.id in {"eval", "exec"}:
                    bad.append(f"{path}: {node.func.id}()")
    assert not bad, bad


def test_pygame_is_pygame_ce():
    import pygame
    assert getattr(pygame, "IS_CE", False), "pygame is not pygame-ce: a dependency replaced it"
