"""fpmodel.py - the compiler's floating-point report and its static score.

approx-clang -fapprox-fp-report=<file.json> (docs/language.md) lists, per
labelled region, the candidate floating-point variables (name, declared
type, the operations defining each, the array elements it loads and
stores), the def-use edges between them, the groups AMPT-GA mutates
together, and the cost model. This module reads that file, rejects a
malformed one with a message naming the region and the field, flattens
the regions into one list of variables (the genes of a precision
vector), and computes the static score of a vector P, lower is faster:

  S(P) = sum_v sum_ops ops(v) * op_cost[P(v)]
       + sum_edges count * cast_cost * [P(from) != P(to)]
       + sum_v (loads + stores)(v) * bytes[P(v)] * byte_cost

(the formula of the report's interface; each region carries its own
model). A vector is a tuple of type names, one per variable of
Model.vars; flags() turns it into the -fapprox-set options that build it
(every variable listed, those at their declared type too, so that the
vector replaces whatever precision clauses the pragma had).
"""
import json
import math

TYPE_ORDER = ("double", "float", "half", "bf16")  # widest first
KINDS = ("local", "param", "array")
OPS = ("add", "mul", "div", "math")


class ReportError(ValueError):
    """A report that cannot be used; str() says where and why."""


class Var:
    def __init__(self, label, vid, name, declared, allowed, ops, mem, line, kind):
        self.label, self.id, self.name, self.declared = label, vid, name, declared
        self.allowed = allowed  # types this variable may take, widest first
        self.ops, self.mem, self.line, self.kind = ops, mem, line, kind

    def __repr__(self):
        return "%s:%s" % (self.label, self.name)


class Region:
    def __init__(self, label, model, first, count):
        self.label, self.model = label, model
        self.first, self.count = first, count  # slice of Model.vars
        self.edges = []   # (from index, to index, count), global indices
        self.groups = []  # lists of global indices


def _num(v, where):
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
        raise ReportError("%s: expected a non-negative number, got %s" % (where, json.dumps(v)))
    return float(v)


def _obj(v, where, kind=dict):
    if not isinstance(v, kind):
        raise ReportError("%s: expected %s" % (where, "an object" if kind is dict else "a list"))
    return v


def _model(doc, where):
    m = _obj(doc, where)
    oc = _obj(m.get("op_cost"), where + ": op_cost")
    by = _obj(m.get("bytes"), where + ": bytes")
    return {"op_cost": {t: _num(c, "%s: op_cost.%s" % (where, t)) for t, c in oc.items()},
            "bytes": {t: _num(c, "%s: bytes.%s" % (where, t)) for t, c in by.items()},
            "cast_cost": _num(m.get("cast_cost"), where + ": cast_cost"),
            "byte_cost": _num(m.get("byte_cost"), where + ": byte_cost")}


class Model:
    """The report's regions and variables, and the static score."""

    def __init__(self, doc, types=("double", "float", "half"), labels=None, source="report"):
        self.source = source
        d = _obj(doc, source)
        if d.get("version") != 1:
            raise ReportError("%s: version %s, this approx-tune reads version 1" % (source, json.dumps(d.get("version"))))
        regions = _obj(d.get("regions"), source + ": regions", list)
        bad = [t for t in types if t not in TYPE_ORDER]
        if bad:
            raise ReportError("unknown precision type '%s' (%s)" % (bad[0], ", ".join(TYPE_ORDER)))
        self.types = [t for t in TYPE_ORDER if t in types]
        self.vars, self.regions = [], []
        have = [r.get("label") if isinstance(r, dict) else None for r in regions]
        if labels:
            missing = [l for l in labels if l not in have]
            if missing:
                raise ReportError("%s: no region labelled '%s' (regions: %s)" % (
                    source, missing[0], ", ".join(str(h) for h in have) or "none"))
        seen = set()
        for i, r in enumerate(regions):
            where = "%s: regions[%d]" % (source, i)
            r = _obj(r, where)
            label = r.get("label")
            if not isinstance(label, str) or not label:
                raise ReportError(where + ": no label")
            if label in seen:
                raise ReportError("%s: region '%s' appears twice" % (source, label))
            seen.add(label)
            if labels and label not in labels:
                continue
            self._region(r, "%s: region '%s'" % (source, label), label)
        if not self.vars:
            raise ReportError("%s: no floating-point variable to tune" % source)

    def _region(self, r, where, label):
        model = _model(r.get("model"), where + ": model")
        rvars = _obj(r.get("variables"), where + ": variables", list)
        if not rvars:
            raise ReportError(where + ": no floating-point variables")
        reg = Region(label, model, len(self.vars), len(rvars))
        ids, names = {}, set()
        for j, v in enumerate(rvars):
            vw = "%s: variables[%d]" % (where, j)
            v = _obj(v, vw)
            vid, name, ty = v.get("id"), v.get("name"), v.get("type")
            if isinstance(vid, bool) or not isinstance(vid, int) or vid in ids:
                raise ReportError("%s: id %s is not a fresh integer" % (vw, json.dumps(vid)))
            if not isinstance(name, str) or not name or name in names:
                raise ReportError("%s: name %s is missing or repeated" % (vw, json.dumps(name)))
            vw = "%s: variable '%s'" % (where, name)
            if ty not in TYPE_ORDER:
                raise ReportError("%s: type %s is not one of %s" % (vw, json.dumps(ty), ", ".join(TYPE_ORDER)))
            kind = v.get("kind", "local")
            if kind not in KINDS:
                raise ReportError("%s: kind %s is not one of %s" % (vw, json.dumps(kind), ", ".join(KINDS)))
            ops = {k: _num(c, "%s: ops.%s" % (vw, k)) for k, c in _obj(v.get("ops", {}), vw + ": ops").items()}
            mem = _obj(v.get("mem", {}), vw + ": mem")
            traffic = sum(_num(mem.get(k, 0), "%s: mem.%s" % (vw, k)) for k in ("loads", "stores"))
            width = model["bytes"].get(ty)
            allowed = [t for t in self.types if t in model["bytes"] and width is not None
                       and model["bytes"][t] <= width]
            if ty not in allowed:  # the declared type is always possible
                allowed = sorted(allowed + [ty], key=TYPE_ORDER.index)
            for t in allowed:
                if t not in model["op_cost"] or t not in model["bytes"]:
                    raise ReportError("%s: model has no op_cost or bytes for '%s'" % (where, t))
            ids[vid] = len(self.vars)
            names.add(name)
            self.vars.append(Var(label, vid, name, ty, allowed, sum(ops.values()), traffic, v.get("line"), kind))
        for k, e in enumerate(_obj(r.get("edges", []), where + ": edges", list)):
            ew = "%s: edges[%d]" % (where, k)
            e = _obj(e, ew)
            if e.get("from") not in ids or e.get("to") not in ids:
                raise ReportError("%s: from/to %s/%s is not a variable id of the region" % (
                    ew, json.dumps(e.get("from")), json.dumps(e.get("to"))))
            reg.edges.append((ids[e["from"]], ids[e["to"]], _num(e.get("count", 1), ew + ": count")))
        grouped = set()
        for k, g in enumerate(_obj(r.get("groups", []), where + ": groups", list)):
            gw = "%s: groups[%d]" % (where, k)
            g = _obj(g, gw, list)
            for vid in g:
                if vid not in ids:
                    raise ReportError("%s: %s is not a variable id of the region" % (gw, json.dumps(vid)))
                if vid in grouped:
                    raise ReportError("%s: variable id %s is in two groups" % (gw, vid))
                grouped.add(vid)
            if g:
                reg.groups.append([ids[vid] for vid in g])
        reg.groups += [[ids[vid]] for vid in sorted(ids, key=ids.get) if vid not in grouped]
        self.regions.append(reg)

    # -- vectors ---------------------------------------------------------
    def declared(self):
        """The vector of declared types (the exact program)."""
        return tuple(v.declared for v in self.vars)

    def groups(self):
        """Every group of every region, as lists of variable indices."""
        return [g for r in self.regions for g in r.groups]

    def check(self, vec):
        if len(vec) != len(self.vars):
            raise ValueError("vector of %d types for %d variables" % (len(vec), len(self.vars)))
        for v, t in zip(self.vars, vec):
            if t not in v.allowed:
                raise ValueError("%r cannot be %s (declared %s)" % (v, t, v.declared))

    def score(self, vec):
        """S(P): the static score of vector vec (lower is faster)."""
        self.check(vec)
        s = 0.0
        for r in self.regions:
            m = r.model
            for i in range(r.first, r.first + r.count):
                v, t = self.vars[i], vec[i]
                s += v.ops * m["op_cost"][t] + v.mem * m["bytes"][t] * m["byte_cost"]
            s += sum(c * m["cast_cost"] for a, b, c in r.edges if vec[a] != vec[b])
        return s

    def flags(self, vec):
        """The -fapprox-set clauses (without the option name) building vec:
        per region and type, '<label>:precision(T : a, b)'."""
        self.check(vec)
        out = []
        for r in self.regions:
            by = {}
            for i in range(r.first, r.first + r.count):
                by.setdefault(vec[i], []).append(self.vars[i].name)
            for t in TYPE_ORDER:
                if t in by:
                    out.append("%s:precision(%s : %s)" % (r.label, t, ", ".join(by[t])))
        return out

    def describe(self, vec):
        """{label: {name: type}} of vec, for the CSV and JSON outputs."""
        d = {}
        for v, t in zip(self.vars, vec):
            d.setdefault(v.label, {})[v.name] = t
        return d


def load(path, types=("double", "float", "half"), labels=None):
    """Model of the report file at path; ReportError when it is unusable."""
    try:
        with open(path) as f:
            doc = json.load(f)
    except OSError as e:
        raise ReportError("cannot read the report %s: %s" % (path, e.strerror))
    except ValueError as e:
        raise ReportError("report %s is not JSON: %s" % (path, e))
    return Model(doc, types, labels, source="report %s" % path)
