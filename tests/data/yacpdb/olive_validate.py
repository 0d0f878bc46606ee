"""Run YACPDB's own validator on every YAML document of a file.

Usage: python3 olive_validate.py [--allow-aliceb] OLIVE_GUI_DIR FILE.yaml

OLIVE_GUI_DIR is a checkout of https://github.com/dturevski/olive-gui (the
tests used commit 97c9f12b97fc11d50f7400d732d841ce9ced38eb); its
`validate.validate(entry)` checks an entry against
`yacpdb/schemas/yacpdb-entry.schema.json`, checks the stipulation and
parses and replays the `solution:` with Olive's solution parser (p2w).
With `--allow-aliceb` the schema's piece pattern also accepts Olive's
attribute `AliceB` (a piece on board B), which Olive writes but the
schema does not list: everything else is checked as YACPDB checks it.
It needs the Python packages jsonschema, ply and PyYAML (Debian:
python3-jsonschema python3-ply python3-yaml).

The documents are loaded as YACPDB loads them (PyYAML, dates kept as
text, the stipulation and solution as text). One line is printed per
document: `ok` or `error: MESSAGE`.

This file is part of alice's tests; it does not copy Olive's code, it
imports it from the checkout given.
"""

import os
import sys
import types


def stub(name):
    """An empty module for an import validate.py makes but the validation
    itself does not use (the database driver, the transliteration)."""
    try:
        __import__(name)
    except ImportError:
        sys.modules[name] = types.ModuleType(name)


def main():
    args = sys.argv[1:]
    allow_aliceb = "--allow-aliceb" in args
    args = [a for a in args if a != "--allow-aliceb"]
    olive, path = args[0], os.path.abspath(args[1])
    sys.path.insert(0, olive)
    os.chdir(olive)  # validate.py opens its schema by a relative path
    stub("pymysql")
    sys.modules["pymysql"].cursors = types.SimpleNamespace(DictCursor=None, Cursor=None)
    sys.modules["pymysql.cursors"] = sys.modules["pymysql"].cursors
    stub("unidecode")
    if not hasattr(sys.modules["unidecode"], "unidecode"):
        sys.modules["unidecode"].unidecode = lambda s: s
    import yaml
    import validate

    # The schema's `distinction` pattern starts `^(?i)`: Python 3.11 and
    # later refuse a global flag after the start, and jsonschema then
    # rejects the schema itself. The same pattern with the flag first.
    distinction = validate.json_schema["definitions"]["distinction"]
    if distinction["pattern"].startswith("^(?i)"):
        distinction["pattern"] = "(?i)^" + distinction["pattern"][len("^(?i)"):]

    class Loader(yaml.SafeLoader):
        pass

    Loader.yaml_implicit_resolvers = {
        k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
        for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    if allow_aliceb:
        piece = validate.json_schema["definitions"]["piece_decl"]
        piece["pattern"] = piece["pattern"].replace("^((", "^((AliceB|", 1)
    with open(path, encoding="utf-8") as f:
        docs = [d for d in yaml.load_all(f, Loader=Loader) if d is not None]
    for doc in docs:
        for key in ("stipulation", "solution"):
            if key in doc:
                doc[key] = str(doc[key])
        result = validate.validate(doc, propagate_exceptions=False)
        if result.get("success"):
            print("ok")
        else:
            message = "; ".join(str(e) for e in result.get("errors", []))
            print("error: " + " ".join(message.split()))


if __name__ == "__main__":
    main()
