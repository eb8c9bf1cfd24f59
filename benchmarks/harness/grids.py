"""grids.py - measured grids as (approx-tune Space, table) for the replays
of tune_efficiency.py / replay.py.

A table maps a configuration (approxtune's assignment, as canonical JSON)
to (time relative to exact, error) or to the failure's reason. Sources:
  sweep CSVs    run.sh's CSVs of the harness (docs/data/*.csv: benchmark,
                variant, config, e2e_ms/kernel_ms, error, status): every
                `ours` point (perforation, its combinations) and every
                `ours-<tag>` point (sweep.py's DATA_VARIANTS) of an app is
                one configuration; the base build is `ours`, each tag a
                build (space.Variant). Times are relative to the same CSV's
                `accurate` run, so several CSVs can be merged (the first
                one that has a point wins). A build's points become one
                Param per group of labels that always move together when
                they form the full product of those groups' values, else
                one joint Param (its choices are exactly the measured
                points: the harness's combinations are no product), so the
                space is exactly the measured grid, nothing unmeasured.
  grid dirs     tune_efficiency.py's own grids (grid-<app>.csv with
                space-<app>.json), product spaces run by approx-tune's
                Evaluator, with data variants when full_grid.sh ran them.
"""
import csv
import json
import os

import sweep
from approxtune import space as S

FIELD = {"e2e": "e2e_ms", "kernel": "kernel_ms"}


def akey(assign):
    return json.dumps(assign, sort_keys=True)


def _ours_config(app, name):
    """APPROX_CONFIG of an `ours` point name ("off", "rows=large:2",
    "rows=small:4+steps=small:4")."""
    if name == "off":
        return sweep.config(app, {})
    return sweep.config(app, dict(part.split("=", 1) for part in name.split("+")))


def _data_config(app, tag, name):
    for n, cfg in sweep.data_configs(app, tag):
        if n == name:
            return cfg
    raise KeyError("%s: variant %s has no point %s in sweep.py" % (app, tag, name))


def read_sweep(paths, time_field="e2e"):
    """{app: {build tag: [(config dict, value)]}} from run.sh CSVs; value is
    (rel_time, error) or the failure's status/detail."""
    out = {}
    for path in paths:
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
        exact = {r["benchmark"]: float(r[FIELD[time_field]]) for r in rows
                 if r["variant"] == "accurate" and r["status"] == "ok"}
        for r in rows:
            app, var = r["benchmark"], r["variant"]
            if app not in sweep.APPS or app not in exact or not (var == "ours" or var.startswith("ours-")):
                continue
            tag = S.BASE if var == "ours" else var[len("ours-"):]
            if tag != S.BASE and tag not in sweep.DATA_VARIANTS.get(app, {}):
                continue
            try:
                cfg = _ours_config(app, r["config"]) if tag == S.BASE else _data_config(app, tag, r["config"])
            except (KeyError, ValueError):
                continue  # a point sweep.py no longer defines
            pts = out.setdefault(app, {}).setdefault(tag, [])
            if any(c == cfg for c, _ in pts):
                continue  # an earlier CSV has it
            if r["status"] == "ok":
                val = (float(r[FIELD[time_field]]) / exact[app], float(r["error"]))
            else:
                val = "%s: %s" % (r["status"], r.get("detail", ""))
            pts.append((cfg, val))
    return out


def _groups(labels, cfgs):
    """Labels grouped when their entries agree in every configuration."""
    groups = []
    for lab in labels:
        for g in groups:
            if all(c.get(lab) == c.get(g[0]) for c in cfgs):
                g.append(lab)
                break
        else:
            groups.append([lab])
    return groups


def _entry(e):
    """Config entry -> Param choice (None: off)."""
    return None if e is None or e.get("enabled") is False else dict(e)


def _closure(cfgs):
    """(groups of labels that move together, their values, labels always
    off) of a build's configs; values exclude off (None)."""
    labels = sorted({lab for c in cfgs for lab in c})
    moving = [lab for lab in labels if any(_entry(c.get(lab)) is not None for c in cfgs)]
    groups = _groups(moving, cfgs)
    values = []
    for g in groups:
        vals = []
        for c in cfgs:
            v = _entry(c.get(g[0]))
            if v is not None and v not in vals:
                vals.append(v)
        values.append(vals)
    return groups, values, [lab for lab in labels if lab not in moving]


def product_params(tag, cfgs):
    """(Params, off labels): the product of the groups' values (and off)
    over a build's configs: the harness's points and every combination of
    their settings (full_grid.sh measures it)."""
    groups, values, off = _closure(cfgs)
    prefix = "" if tag == S.BASE else tag + "/"
    return [S.Param(g, [None] + v, prefix=prefix) for g, v in zip(groups, values)], off


def build_params(tag, cfgs):
    """(Params, off labels) of one build whose measured configs are cfgs:
    the product when the configs are one, else one joint Param."""
    groups, values, off = _closure(cfgs)
    moving = [lab for g in groups for lab in g]
    product = 1
    for v in values:
        product *= len(v) + 1  # the Params always offer off
    distinct = {akey({lab: _entry(c.get(lab)) for lab in moving}) for c in cfgs}
    if product == len(distinct | {akey({lab: None for lab in moving})}):
        return product_params(tag, cfgs)
    prefix = "" if tag == S.BASE else tag + "/"
    joint = [None]
    for c in cfgs:
        ch = {lab: _entry(c.get(lab)) for lab in moving}
        ch = None if all(v is None for v in ch.values()) else {k: v for k, v in ch.items() if v is not None}
        if ch not in joint:
            joint.append(ch)
    return [S.Param(moving, joint, joint=True, prefix=prefix)], off


def sweep_grid(builds):
    """(Space, table) of one app's {tag: [(config, value)]}: the base build
    (`ours`) first, then the data variants in sweep.py's order."""
    tags = sorted(builds, key=lambda t: (t != S.BASE, t))
    variants = []
    for tag in tags:
        params, off = build_params(tag, [c for c, _ in builds[tag]])
        variants.append(S.Variant(tag, params, off=off))
    base = variants[0] if variants[0].tag == S.BASE else S.Variant(S.BASE, [])
    rest = variants[1:] if variants[0].tag == S.BASE else variants
    sp = S.Space(base.params, rest, off=base.off) if rest else S.Space(base.params, off=base.off)
    table = {}
    for a in sp.grid():
        if sp.is_exact(a):
            continue  # a build with every region off is the exact program: the reference, never a point
        cfg, _ = sp.decode(a)
        v = sp.variant(a)
        for c, val in builds[v.tag]:
            full = dict({lab: {"enabled": False} for lab in c}, **cfg)
            if all(_entry(full.get(lab)) == _entry(c.get(lab)) for lab in set(c) | set(cfg)):
                table[akey(a)] = val
                break
    return sp, table


def save_space(sp, path):
    """space-<app>.json: the base Params and, when there are, the builds."""
    def params(ps):
        return [[p.labels, p.keys] + ([True] if p.joint else []) for p in ps]
    doc = {"params": params(sp.params)}
    if sp.conditional:
        doc["variants"] = [{"tag": v.tag, "params": params(v.params), "binary": v.binary, "sets": list(v.sets),
                            "off": list(v.off)} for v in sp.variants[1:]]
    with open(path, "w") as f:
        json.dump(doc, f)


def load_space(path):
    with open(path) as f:
        doc = json.load(f)

    def params(ps, prefix=""):
        return [S.Param(p[0], [None if k == "off" else json.loads(k) for k in p[1]],
                        joint=len(p) > 2 and p[2], prefix=prefix) for p in ps]
    variants = [S.Variant(v["tag"], params(v["params"], v["tag"] + "/"), v.get("binary"), v.get("sets", ()),
                          v.get("off", ())) for v in doc.get("variants", [])]
    return S.Space(params(doc["params"]), variants)


def load_grid(path):
    """The table of tune_efficiency.py's grid-<app>.csv."""
    with open(path, newline="") as f:
        return {r["assign"]: ((float(r["rel_time"]), float(r["error"])) if r["status"] == "ok" else r["status"])
                for r in csv.DictReader(f)}


def grid_dir(path, app):
    """(Space, table) of <path>/grid-<app>.csv + space-<app>.json, or None."""
    g, s = os.path.join(path, "grid-%s.csv" % app), os.path.join(path, "space-%s.json" % app)
    if not (os.path.exists(g) and os.path.exists(s)):
        return None
    return load_space(s), load_grid(g)
