"""The scenes import each other in one direction only: no cycle anywhere in `scenes/` (imports
inside functions included), and only `scenes/app.py` knows every concrete scene (the others ask
for the next scene by name through the router)."""
import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scenes"


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: pathlib.Path) -> set[str]:
    """Every scenes.* module this file imports, anywhere in it."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("scenes"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("scenes"):
                continue
            for alias in node.names:
                candidate = f"{target}.{alias.name}"
                found.add(candidate if candidate in MODULES else target)
    return {m for m in found if m in MODULES and m != me}


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def graph() -> dict[str, set[str]]:
    return {name: imports_of(path) for name, path in MODULES.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state, stack = {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycle_in_scenes():
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_only_the_app_imports_the_scenes_it_routes_to():
    from scenes.app import ROUTES
    concrete = {cls.__module__ for cls in ROUTES.values()}
    edges = graph()
    for name, targets in edges.items():
        if name == "scenes.app":
            continue
        reached = targets & concrete
        # a scene module may build on the table's board scene (the replay viewer is one)
        reached -= {"scenes.table.board"} if "replay" in name else set()
        assert not reached, f"{name} imports the scenes {sorted(reached)}: use app.go(name)"


def test_every_scene_module_imports():
    """A broken relative import in a module loaded late (a game's hover texts) fails here, not
    in the middle of a game."""
    import importlib
    import pkgutil

    import scenes
    for info in pkgutil.walk_packages(scenes.__path__, "scenes."):
        importlib.import_module(info.name)
