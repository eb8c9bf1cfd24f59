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
       + sum_v [P(v) != declared(v)] * [v mapped, streamed] * passes(v)
               * (bytes[declared(v)] + bytes[P(v)]) * convert_byte_cost

(the formula of the report's interface; each region carries its own
model). The last term is the conversion pass of a retyped array that the
kernel's construct maps as a section ("map" in the report): its typed
copy is made from the wide one before every execution and, when the
region writes it (stores, or a `from`/`alloc` map), converted back after
(passes 1 or 2); counted for arrays the kernel streams through
("streamed": about one element per innermost iteration), as zero for
reused ones and for the arrays of a time loop ("hoisted": converted once
per execution of the loop, not of its kernels; docs/precision-tuning.md). A report without
convert_byte_cost (older compilers) scores without it. A vector is a tuple of type names, one per variable of
Model.vars; flags() turns it into the -fapprox-set options that build it
(every variable listed, those at their declared type too, so that the
vector replaces whatever precision clauses the pragma had). A region
nested in another is reported inside it too (the outer region holds the
inner one's variables): a variable found in several regions (same file,
name, declaration line and type) is one variable of the vector, listed in
each region's flags, so the regions never disagree on its type; its
operations count in each region that reports them. Regions without
floating-point variables are left out. When a region carries
score_declared (the compiler's own S of the declared vector), this
module's S of that region must agree with it, else the report is refused.
Arrays a region's "tied" set names (a double buffer, which the compiler
retypes only together, with one type) are one variable of the vector,
listed under each of their names. A region's "not_candidates" (floating-point members of struct variables
the region declares, which no precision list can name) are no genes: they
are kept in Model.not_candidates, for the user, and never scored or listed.
"""
import json
import math

TYPE_ORDER = ("double", "float", "half", "bf16")  # widest first
KINDS = ("local", "param", "array")
OPS = ("add", "mul", "div", "math")
MAP_TYPES = ("to", "from", "tofrom", "alloc", "release", "delete")


class ReportError(ValueError):
    """A report that cannot be used; str() says where and why."""


class Var:
    """One gene: a variable of one or more regions."""

    def __init__(self, label, name, declared, allowed, line, kind):
        self.label, self.name, self.declared = label, name, declared  # label: the first region's
        self.allowed = allowed  # types this variable may take, widest first
        self.line, self.kind = line, kind
        self.labels = [label]
        self.names = [name]  # with the arrays tied to it (a double buffer): one gene

    def __repr__(self):
        return "%s:%s" % (self.label, self.name)


class Region:
    def __init__(self, label, model):
        self.label, self.model = label, model
        self.members = []  # (variable index, ops, bytes-moving accesses, conversion passes)
        self.names = []    # the region's name of each member (tied arrays share an index)
        self.edges = []    # (from index, to index, count), variable indices
        self.groups = []   # lists of variable indices


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
            "byte_cost": _num(m.get("byte_cost"), where + ": byte_cost"),
            "convert_byte_cost": _num(m.get("convert_byte_cost", 0), where + ": convert_byte_cost")}


class Model:
    """The report's regions and variables, and the static score."""

    def __init__(self, doc, types=("double", "float", "half"), labels=None, source="report", keep=()):
        self.source = source
        self._keep = set(keep)  # names kept at their declared type (--keep)
        d = _obj(doc, source)
        if d.get("version") != 1:
            raise ReportError("%s: version %s, this approx-tune reads version 1" % (
                source, json.dumps(d.get("version"))))
        regions = _obj(d.get("regions"), source + ": regions", list)
        bad = [t for t in types if t not in TYPE_ORDER]
        if bad:
            raise ReportError("unknown precision type '%s' (%s)" % (bad[0], ", ".join(TYPE_ORDER)))
        self.types = [t for t in TYPE_ORDER if t in types]
        self.vars, self.regions = [], []
        self.not_candidates = []  # (label, name, reason): FP state no list can name
        self.keys = {}  # (file, name, line, type) -> variable index
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
            self._region(r, "%s: region '%s'" % (source, label), label, labels is not None and label in labels)
        if not self.vars:
            raise ReportError("%s: no floating-point variable to tune" % source)
        unknown = sorted(self._keep - {n for v in self.vars for n in v.names})
        if unknown:
            raise ReportError("--keep names %s, not a variable of the tuned regions" % ", ".join(unknown))
        self._merge_groups()

    def _region(self, r, where, label, asked):
        for j, n in enumerate(_obj(r.get("not_candidates", []), where + ": not_candidates", list)):
            nw = "%s: not_candidates[%d]" % (where, j)
            n = _obj(n, nw)
            if not isinstance(n.get("name"), str) or not n["name"]:
                raise ReportError(nw + ": no name")
            self.not_candidates.append((label, n["name"], str(n.get("reason", ""))))
        rvars = _obj(r.get("variables"), where + ": variables", list)
        if not rvars:
            if asked:
                raise ReportError(where + ": no floating-point variables")
            return  # a region without floating-point work: nothing to tune
        model = _model(r.get("model"), where + ": model")
        reg = Region(label, model)
        ids, names = {}, set()
        tie = self._ties(r, where, rvars)
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
            passes = self._passes(v, mem, vw)
            width = model["bytes"].get(ty)
            allowed = [t for t in self.types if t in model["bytes"] and width is not None
                       and model["bytes"][t] <= width]
            if ty not in allowed:  # the declared type is always possible
                allowed = sorted(allowed + [ty], key=TYPE_ORDER.index)
            retypable = v.get("retypable", True)
            if not isinstance(retypable, bool):
                raise ReportError("%s: retypable %s is not true or false" % (vw, json.dumps(retypable)))
            if not retypable or name in self._keep:  # the compiler would refuse it / the user says so
                allowed = [ty]
            for t in allowed:
                if t not in model["op_cost"] or t not in model["bytes"]:
                    raise ReportError("%s: model has no op_cost or bytes for '%s'" % (where, t))
            key = (r.get("file"), name, v.get("line"), ty)
            partner = next((ids[o] for o in tie.get(vid, ()) if o in ids), None)
            if key in self.keys and label not in self.vars[self.keys[key]].labels:
                gi = self.keys[key]  # the same variable, seen in an enclosing region
                self.vars[gi].labels.append(label)
                self.vars[gi].allowed = [t for t in self.vars[gi].allowed if t in allowed]
            elif partner is not None:  # tied to an array seen before: the same gene
                gi = partner
                self.keys[key] = gi
                if name not in self.vars[gi].names:
                    self.vars[gi].names.append(name)
                self.vars[gi].allowed = [t for t in self.vars[gi].allowed if t in allowed]
            else:
                gi = len(self.vars)
                self.keys[key] = gi
                self.vars.append(Var(label, name, ty, allowed, v.get("line"), kind))
            ids[vid] = gi
            names.add(name)
            reg.members.append((gi, sum(ops.values()), traffic, passes))
            reg.names.append(name)
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
        if "score_declared" in r:
            theirs = _num(r["score_declared"], where + ": score_declared")
            ours = self._region_score(reg, [v.declared for v in self.vars])
            if abs(ours - theirs) > 1e-9 * max(1.0, abs(theirs)):
                raise ReportError("%s: score_declared %.17g, approx-tune computes %.17g for the declared types "
                                  "(the compiler's S(P) and approxtune/fpmodel.py's differ)" % (where, theirs, ours))

    @staticmethod
    def _ties(r, where, rvars):
        """The region's "tied" sets (arrays a double buffer exchanges: the
        compiler retypes them only together, with one type) as {id: set}."""
        types = {v.get("id"): v.get("type") for v in rvars if isinstance(v, dict)}
        tie = {}
        for k, s in enumerate(_obj(r.get("tied", []), where + ": tied", list)):
            tw = "%s: tied[%d]" % (where, k)
            s = _obj(s, tw, list)
            for vid in s:
                if isinstance(vid, bool) or vid not in types:
                    raise ReportError("%s: %s is not a variable id of the region" % (tw, json.dumps(vid)))
                if vid in tie:
                    raise ReportError("%s: variable id %s is in two tied sets" % (tw, vid))
                if types[vid] != types[s[0]]:
                    raise ReportError("%s: ids %s and %s have different types (%s, %s)" % (
                        tw, s[0], vid, types[s[0]], types[vid]))
                tie[vid] = s
        return tie

    @staticmethod
    def _passes(v, mem, vw):
        """Conversion passes per execution of a retyped copy of v: 0 unless
        the construct maps v as a section and the kernel streams through it;
        else 1 (before), 2 when the region writes it (converted back). 0 for
        a time loop's array ("hoisted"): one pass per execution of the loop,
        whose trip count the report does not know, amortised like a reused
        array's."""
        mp, streamed = v.get("map"), v.get("streamed", False)
        hoisted = v.get("hoisted", False)
        if not isinstance(hoisted, bool):
            raise ReportError("%s: hoisted %s is not true or false" % (vw, json.dumps(hoisted)))
        if mp is not None and mp not in MAP_TYPES:
            raise ReportError("%s: map %s is not one of %s" % (vw, json.dumps(mp), ", ".join(MAP_TYPES)))
        if not isinstance(streamed, bool):
            raise ReportError("%s: streamed %s is not true or false" % (vw, json.dumps(streamed)))
        if mp is None or not streamed or hoisted:
            return 0
        return 2 if mem.get("stores", 0) or mp in ("from", "alloc") else 1

    def _merge_groups(self):
        """One group list over all regions: groups sharing a variable (a
        region nested in another) are joined."""
        parent = list(range(len(self.vars)))

        def find(i):
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i
        for r in self.regions:
            for g in r.groups:
                for i in g[1:]:
                    parent[find(i)] = find(g[0])
        merged = {}
        for i in range(len(self.vars)):
            merged.setdefault(find(i), []).append(i)
        self._groups = sorted(merged.values())

    # -- vectors ---------------------------------------------------------
    def declared(self):
        """The vector of declared types (the exact program)."""
        return tuple(v.declared for v in self.vars)

    def groups(self):
        """The groups of every region (joined where regions share a
        variable), as lists of variable indices, each variable in one."""
        return self._groups

    def check(self, vec):
        if len(vec) != len(self.vars):
            raise ValueError("vector of %d types for %d variables" % (len(vec), len(self.vars)))
        for v, t in zip(self.vars, vec):
            if t not in v.allowed:
                raise ValueError("%r cannot be %s (declared %s)" % (v, t, v.declared))

    def _region_score(self, r, vec, convert=True):
        m, s = r.model, 0.0
        for i, ops, mem, passes in r.members:
            t, d = vec[i], self.vars[i].declared
            s += ops * m["op_cost"][t] + mem * m["bytes"][t] * m["byte_cost"]
            if convert and passes and t != d:
                s += passes * (m["bytes"][d] + m["bytes"][t]) * m["convert_byte_cost"]
        return s + sum(c * m["cast_cost"] for a, b, c in r.edges if vec[a] != vec[b])

    def score(self, vec, convert=True):
        """S(P): the static score of vector vec (lower is faster);
        convert=False leaves out the conversion term (the score before it)."""
        self.check(vec)
        return sum(self._region_score(r, vec, convert) for r in self.regions)

    def flags(self, vec):
        """The -fapprox-set clauses (without the option name) building vec:
        per region and type, '<label>:precision(T : a, b)'. Only variables
        whose type changes are listed: the compiler refuses an array at its
        declared type in a list, and one the region cannot retype at all (the
        report's "retypable": false) never changes; the exact vector builds
        with no clause."""
        self.check(vec)
        out = []
        for r in self.regions:
            by = {}
            for (i, _, _, _), name in zip(r.members, r.names):
                if vec[i] != self.vars[i].declared:
                    by.setdefault(vec[i], []).append(name)
            for t in TYPE_ORDER:
                if t in by:
                    out.append("%s:precision(%s : %s)" % (r.label, t, ", ".join(by[t])))
        return out

    def describe(self, vec):
        """{label: {name: type}} of vec, for the CSV and JSON outputs."""
        d = {}
        for r in self.regions:
            for (i, _, _, _), name in zip(r.members, r.names):
                d.setdefault(r.label, {})[name] = vec[i]
        return d


def load(path, types=("double", "float", "half"), labels=None, keep=()):
    """Model of the report file at path; ReportError when it is unusable."""
    try:
        with open(path) as f:
            doc = json.load(f)
    except OSError as e:
        raise ReportError("cannot read the report %s: %s" % (path, e.strerror))
    except ValueError as e:
        raise ReportError("report %s is not JSON: %s" % (path, e))
    return Model(doc, types, labels, source="report %s" % path, keep=keep)
