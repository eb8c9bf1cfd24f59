"""kinds.py - the kind and mode names approx-tune may put in a setting,
asked of the compiler (`approx-clang --approx-print-kinds`, which prints the
one table headers/approx_kinds.def as JSON) rather than kept here a second
time. check() rejects a --space setting whose "kind" or "reconstruct" the
compiler does not know, before anything runs (the runtime would stop every
trial with the same config error). Without a compiler at hand (the GPU
machine carries only binaries) nothing is checked and the runtime's own
config reader stays the judge."""
import json
import os
import shutil
import subprocess


def find_compiler(explicit=None):
    """approx-clang: --compiler, $APPROX_CLANG, beside this tool's launcher
    (build/stage/bin), or on PATH; None when there is none."""
    here = os.path.dirname(os.path.abspath(os.environ.get("APPROX_TUNE_ARGV0", "")))
    for c in (explicit, os.environ.get("APPROX_CLANG"),
              os.path.join(here, "approx-clang") if here else None, shutil.which("approx-clang")):
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def table(compiler):
    """{group: [name, ...]} from the compiler's --approx-print-kinds, or None."""
    if not compiler:
        return None
    try:
        r = subprocess.run([compiler, "--approx-print-kinds"], capture_output=True, encoding="utf-8",
                           errors="replace", timeout=60)
        doc = json.loads(r.stdout) if r.returncode == 0 else None
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return None
    if not isinstance(doc, dict):
        return None
    # Every name a setting may use (other spellings, "alias_of" rows such as
    # HPAC's "ini", included); ALIASES lists those, which messages leave out.
    out = {g: [e["name"] for e in v if isinstance(e, dict) and "name" in e]
           for g, v in doc.items() if isinstance(v, list)}
    out[ALIASES] = [e["name"] for v in doc.values() if isinstance(v, list)
                    for e in v if isinstance(e, dict) and "name" in e and "alias_of" in e]
    return out


ALIASES = "__aliases__"


def check(space_doc, names, where="--space"):
    """Raises ValueError naming the label and the setting whose kind or
    reconstruct method is not in the compiler's table (names from table())."""
    if not space_doc or not names:
        return
    fields = (("kind", "perfo"), ("reconstruct", "reconstruct"))
    for label, settings in space_doc.items():
        for s in settings:
            for field, group in fields:
                v = s.get(field)
                if v is not None and v not in names.get(group, [v]):
                    listed = [n for n in names[group] if n not in names.get(ALIASES, [])]
                    raise ValueError("%s: label '%s': %s '%s' is not one the compiler knows (%s)"
                                     % (where, label, field, v, ", ".join(listed)))
