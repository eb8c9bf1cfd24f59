"""Unit tests of approx-tune --precision's pure parts, with no compiler and
no program: the report reader and the static score (fpmodel.py) on the
hand-written fp-report.json (scores computed by hand in the comments), its
errors, the -fapprox-set flags of a vector; the GA's operators (group
mutation keeps groups whole, the execution filter skips vectors the model
predicts no faster, AMPT-GA's pre-populated first generation); delta
debugging on synthetic monotone error functions whose answer is known;
a search's execution accounting; the quartiles and Spearman's rho."""
import copy
import json
import os
import random
import sys
import tempfile
import threading
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from approxtune import bincache, dd, fpmodel, ga, precision, precision_cli, retime  # noqa: E402
from approxtune.runner import TrialFailure  # noqa: E402

with open(os.path.join(HERE, "fp-report.json")) as f:
    REPORT = json.load(f)
EPS = {"double": 0.0, "float": 1e-4, "half": 1e-2}


def model(doc=None, **kw):
    return fpmodel.Model(copy.deepcopy(doc or REPORT), **kw)


def measure_of(m, error):
    """A measure function: time = static score / exact score, error(vec)."""
    s0 = m.score(m.declared())
    return lambda vec, worker: (m.score(vec) / s0, error(vec))


class Model(unittest.TestCase):
    def test_score_by_hand(self):
        m = model()
        self.assertEqual([repr(v) for v in m.vars], ["k1:a", "k1:b", "k1:c", "k1:w", "k2:x", "k2:y"])
        self.assertEqual(m.vars[4].allowed, ["float", "half"])  # declared float: never double
        self.assertEqual(m.groups(), [[0, 1], [2], [3], [4, 5]])  # w alone: in no group
        # k1 declared: a 8 ops, b 6, c 2 + 10 loads * 8 B * 0.05 = 6, w 1: 21, no casts;
        # k2: x 4 * 1.0, y 2 * 2.0 + 8 * 8 * 0.1 = 10.4, edge x->y float/double 3 * 1.0
        self.assertAlmostEqual(m.score(m.declared()), 21 + 4 + 10.4 + 3)
        # a,b float: 4 + 3; c half: 0.5 + 10 * 2 * 0.05 = 1.5; w 1; casts b->c, c->a: 2 * 0.5
        # x half 2, y float 2 + 8 * 4 * 0.1 = 5.2, cast 3
        v = ("float", "float", "half", "double", "half", "float")
        self.assertAlmostEqual(m.score(v), 9.5 + 1.0 + 2 + 5.2 + 3)
        self.assertEqual(m.flags(m.declared()), [])
        self.assertEqual(m.flags(v), ["k1:precision(float : a, b)",
                                      "k1:precision(half : c)", "k2:precision(float : y)",
                                      "k2:precision(half : x)"])
        self.assertEqual(m.describe(v)["k2"], {"x": "half", "y": "float"})

    def test_labels_and_types(self):
        m = model(labels=["k2"], types=("double", "float"))
        self.assertEqual([v.name for v in m.vars], ["x", "y"])
        self.assertEqual(m.vars[0].allowed, ["float"])
        self.assertAlmostEqual(m.score(m.declared()), 4 + 10.4 + 3)
        with self.assertRaises(ValueError):
            m.score(("half", "double"))

    def errors(self, edit, labels=None):
        doc = copy.deepcopy(REPORT)
        edit(doc)
        with self.assertRaises(fpmodel.ReportError) as cm:
            fpmodel.Model(doc, labels=labels)
        return str(cm.exception)

    def test_errors(self):
        k1 = lambda d: d["regions"][0]  # noqa: E731
        self.assertEqual(self.errors(lambda d: d.update(version=2)),
                         "report: version 2, this approx-tune reads version 1")
        self.assertEqual(self.errors(lambda d: k1(d)["variables"][1].update(type="quad")),
                         "report: region 'k1': variable 'b': type \"quad\" is not one of double, float, half, bf16")
        self.assertEqual(self.errors(lambda d: k1(d)["edges"].append({"from": 0, "to": 9})),
                         "report: region 'k1': edges[3]: from/to 0/9 is not a variable id of the region")
        self.assertEqual(self.errors(lambda d: k1(d)["groups"].append([1])),
                         "report: region 'k1': groups[2]: variable id 1 is in two groups")
        self.assertEqual(self.errors(lambda d: k1(d)["model"]["op_cost"].pop("half")),
                         "report: region 'k1': model has no op_cost or bytes for 'half'")
        self.assertEqual(self.errors(lambda d: k1(d)["variables"][0]["ops"].update(add=-1)),
                         "report: region 'k1': variable 'a': ops.add: expected a non-negative number, got -1")
        self.assertEqual(self.errors(lambda d: k1(d)["variables"][2].update(name="a")),
                         "report: region 'k1': variables[2]: name \"a\" is missing or repeated")
        self.assertEqual(self.errors(lambda d: k1(d).update(variables=[]), labels=["k1"]),
                         "report: region 'k1': no floating-point variables")
        self.assertEqual(self.errors(lambda d: [r.update(variables=[]) for r in d["regions"]]),
                         "report: no floating-point variable to tune")
        self.assertEqual(self.errors(lambda d: k1(d).update(score_declared=20)),
                         "report: region 'k1': score_declared 20, approx-tune computes 21 for the declared types "
                         "(the compiler's S(P) and approxtune/fpmodel.py's differ)")
        self.assertEqual(self.errors(lambda d: None, labels=["k3"]),
                         "report: no region labelled 'k3' (regions: k1, k2)")

    def test_empty_region_left_out(self):
        doc = copy.deepcopy(REPORT)
        doc["regions"][0]["variables"] = []  # a labelled region without floating-point work
        m = model(doc)
        self.assertEqual([r.label for r in m.regions], ["k2"])
        self.assertEqual([v.name for v in m.vars], ["x", "y"])

    def test_nested_regions_share_variables(self):
        # "outer" holds "inner" (v[i] = v[i] * a inside a block defining
        # a = g + 1): the compiler reports v and a in both regions. Costs of
        # the compiler's H100 model: op 1/0.5/0.25, cast 1, byte 0.5.
        mdl = {"op_cost": {"double": 1.0, "float": 0.5, "half": 0.25, "bf16": 0.25}, "cast_cost": 1.0,
               "byte_cost": 0.5, "bytes": {"double": 8, "float": 4, "half": 2, "bf16": 2}}

        def var(i, name, kind, line, ops, mem):
            return {"id": i, "name": name, "type": "double", "line": line, "kind": kind,
                    "ops": {"add": ops[0], "mul": ops[1], "div": 0, "math": 0}, "mem": {"loads": mem, "stores": mem}}
        doc = {"version": 1, "regions": [
            {"label": "outer", "file": "n.c", "line": 22, "model": mdl, "score_declared": 10,
             "variables": [var(0, "v", "array", 21, (0, 1), 1), var(1, "g", "param", 21, (0, 0), 0),
                           var(2, "a", "local", 24, (1, 0), 0)],
             "edges": [{"from": 1, "to": 2, "count": 1}, {"from": 2, "to": 0, "count": 1}], "groups": [[0, 1, 2]]},
            {"label": "inner", "file": "n.c", "line": 25, "model": mdl, "score_declared": 9,
             "variables": [var(0, "v", "array", 21, (0, 1), 1), var(1, "a", "param", 24, (0, 0), 0)],
             "edges": [{"from": 1, "to": 0, "count": 1}], "groups": [[0, 1]]},
            {"label": "no_fp", "file": "n.c", "line": 35, "model": mdl, "score_declared": 0, "variables": [],
             "edges": [], "groups": []}]}
        m = model(doc)
        self.assertEqual([v.name for v in m.vars], ["v", "g", "a"])  # one variable each
        self.assertEqual(m.vars[2].labels, ["outer", "inner"])
        self.assertEqual(m.groups(), [[0, 1, 2]])
        # outer: v 1 op + 2 accesses * 8 B * 0.5 = 9, a 1: 10; inner: v 9
        self.assertAlmostEqual(m.score(m.declared()), 10 + 9)
        # v, a float: outer v 0.5 + 2 * 4 * 0.5 = 4.5, a 0.5, cast g->a 1; inner v 4.5
        v = ("float", "double", "float")
        self.assertAlmostEqual(m.score(v), 6 + 4.5)
        self.assertEqual(m.flags(v), ["outer:precision(float : v, a)",
                                      "inner:precision(float : v, a)"])

    def test_conversion_of_mapped_arrays(self):
        # The device conversion term (docs/precision-tuning.md): a retyped
        # array that the construct maps and the kernel streams through is
        # converted before every execution and back after when written, each
        # pass reading and writing (declared + new) bytes at convert_byte_cost.
        def var(i, name, kind, ops=0, loads=0, stores=0, **extra):
            v = {"id": i, "name": name, "type": "float", "line": 1, "kind": kind,
                 "retypable": True, "ops": {"add": ops}, "mem": {"loads": loads, "stores": stores}}
            v.update(extra)
            return v
        doc = {"version": 1, "regions": [{
            "label": "k", "file": "k.c", "line": 1,
            "variables": [var(0, "a", "array", ops=1, loads=1, stores=1, map="tofrom", streamed=True),
                          var(1, "s", "local", ops=2),
                          var(2, "b", "array", loads=1, map="to", streamed=False),
                          var(3, "c", "array", loads=1, map="to", streamed=True)],
            "edges": [{"from": f, "to": t, "count": 1} for f, t in ((0, 1), (1, 0), (2, 1), (3, 1))],
            "groups": [[0], [1], [2], [3]],
            "model": {"op_cost": {"double": 1, "float": 0.5, "half": 0.25}, "cast_cost": 1,
                      "byte_cost": 0.5, "convert_byte_cost": 10,
                      "bytes": {"double": 8, "float": 4, "half": 2}},
            # a 0.5 + 2 * 4 * 0.5, s 1, b 2, c 2
            "score_declared": 9.5}]}
        m = model(doc, types=("float", "half"))
        vec = lambda **t: tuple(t.get(v.name, "float") for v in m.vars)  # noqa: E731
        self.assertEqual(m.score(m.declared()), 9.5)  # nothing retyped: no pass
        # a half: 0.25 + 2 * 2 * 0.5, casts a->s, s->a: 2; written: 2 passes * (4 + 2) B * 10
        self.assertEqual(m.score(vec(a="half"), convert=False), 9.25)
        self.assertEqual(m.score(vec(a="half")), 9.25 + 120)
        # b half: reused (not streamed), no pass: 1 + cast b->s 1 instead of 2
        self.assertEqual(m.score(vec(b="half")), 9.5)
        # c half: read only, one pass: 60
        self.assertEqual(m.score(vec(c="half")), 9.5 + 60)
        # not mapped (no "map": the region's own array, or not a present
        # copy), or a report of an older compiler (no convert_byte_cost): no term
        plain = copy.deepcopy(doc)
        del plain["regions"][0]["variables"][0]["map"]
        self.assertEqual(model(plain, types=("float", "half")).score(vec(a="half")), 9.25)
        old = copy.deepcopy(doc)
        del old["regions"][0]["model"]["convert_byte_cost"]
        self.assertEqual(model(old, types=("float", "half")).score(vec(a="half")), 9.25)
        # a 'from' map is converted back even when the region stores nothing
        back = copy.deepcopy(doc)
        back["regions"][0]["variables"][3]["map"] = "from"
        self.assertEqual(model(back, types=("float", "half")).score(vec(c="half")), 9.5 + 120)
        # a time loop's array ("hoisted"): one pass per execution of the
        # loop, counted as nothing per step, like a reused array
        hoist = copy.deepcopy(doc)
        hoist["regions"][0]["variables"][0]["hoisted"] = True
        self.assertEqual(model(hoist, types=("float", "half")).score(vec(a="half")), 9.25)
        for field, value in (("map", "sideways"), ("streamed", "yes"), ("hoisted", 1)):
            bad = copy.deepcopy(doc)
            bad["regions"][0]["variables"][0][field] = value
            with self.assertRaises(fpmodel.ReportError) as cm:
                model(bad, types=("float", "half"))
            self.assertIn("variable 'a': %s" % field, str(cm.exception))

    def test_unretypable_arrays_stay_declared(self):
        # The compiler refuses a precision list naming an array the region
        # does not map as a section (a time loop that also reads it on the host); its report
        # says "retypable": false, so the array keeps its declared type and
        # is never listed, not even in the exact vector's flags.
        doc = copy.deepcopy(REPORT)
        arrays = [v for r in doc["regions"] for v in r["variables"] if v.get("kind") == "array"]
        self.assertTrue(arrays)
        for v in arrays:
            v["retypable"] = False
        m = model(doc)
        names = {v["name"] for v in arrays}
        for v in m.vars:
            self.assertEqual(v.allowed == [v.declared], v.name in names, v.name)
        low = tuple(v.allowed[-1] for v in m.vars)
        for f in m.flags(m.declared()) + m.flags(low):
            listed = f.split(":", 2)[-1].rstrip(")").replace(",", " ").split()
            self.assertFalse(names & set(listed), f)
        # --keep does the same for names the user gives
        kept = model(keep=["a"])
        self.assertEqual([v.allowed for v in kept.vars if v.name == "a"], [[kept.vars[0].declared]])
        with self.assertRaises(fpmodel.ReportError) as cm:
            model(keep=["a", "nosuch"])
        self.assertIn("--keep names nosuch", str(cm.exception))
        bad = copy.deepcopy(REPORT)
        bad["regions"][0]["variables"][0]["retypable"] = "no"
        with self.assertRaises(fpmodel.ReportError) as cm:
            model(bad)
        self.assertIn("retypable", str(cm.exception))

    def test_tied_arrays_are_one_gene(self):
        # A double buffer's arrays (the report's "tied": the compiler
        # retypes them only together, with one type) are one gene: one
        # vector entry, both names listed with its type, each scored.
        doc = copy.deepcopy(REPORT)
        r = doc["regions"][0]
        c = next(v for v in r["variables"] if v["name"] == "c")
        c2 = dict(copy.deepcopy(c), id=9, name="c2", line=c["line"] + 1)
        r["variables"].append(c2)
        r.pop("score_declared", None)
        plain = model(doc)
        r["tied"] = [[c["id"], 9]]
        m = model(doc)
        self.assertEqual(len(m.vars), len(plain.vars) - 1)
        gene = next(v for v in m.vars if v.name == "c")
        self.assertEqual(gene.names, ["c", "c2"])
        i = m.vars.index(gene)
        low = tuple("float" if j == i else v.declared for j, v in enumerate(m.vars))
        self.assertEqual(m.flags(low), ["k1:precision(float : c, c2)"])
        self.assertEqual(m.describe(low)["k1"], dict(
            {v.name: v.declared for v in plain.vars if "k1" in v.labels}, c="float", c2="float"))
        # the same score as the untied model with both arrays at float
        plow = tuple("float" if v.name in ("c", "c2") else v.declared for v in plain.vars)
        self.assertAlmostEqual(m.score(low), plain.score(plow))
        # --keep of one keeps both
        self.assertEqual(model(doc, keep=["c2"]).vars[i].allowed, ["double"])
        for tied, msg in (([[c["id"], 77]], "77 is not a variable id"),
                          ([[c["id"], 9], [9]], "in two tied sets")):
            bad = copy.deepcopy(doc)
            bad["regions"][0]["tied"] = tied
            with self.assertRaises(fpmodel.ReportError) as cm:
                model(bad)
            self.assertIn(msg, str(cm.exception))
        bad = copy.deepcopy(doc)
        bad["regions"][0]["variables"][-1]["type"] = "float"
        with self.assertRaises(fpmodel.ReportError) as cm:
            model(bad)
        self.assertIn("different types (double, float)", str(cm.exception))

    def test_not_candidates_are_no_genes(self):
        # A region's "not_candidates" (members of a struct the region
        # declares, which no list can name) are read and kept for the user,
        # but are no variables: the vector, score and flags are the same.
        # (fp-report.json's k1 has one, s.x.)
        doc, none = copy.deepcopy(REPORT), copy.deepcopy(REPORT)
        del none["regions"][0]["not_candidates"]
        m, plain = model(doc), model(none)
        self.assertEqual([repr(v) for v in m.vars], [repr(v) for v in plain.vars])
        self.assertEqual([(l, n) for l, n, _ in m.not_candidates], [("k1", "s.x")])
        self.assertEqual(plain.not_candidates, [])
        self.assertAlmostEqual(m.score(m.declared()), plain.score(plain.declared()))
        low = tuple(v.allowed[-1] for v in m.vars)
        self.assertEqual(m.flags(low), plain.flags(low))
        self.assertEqual(model(doc, labels=["k2"]).not_candidates, [])
        doc["regions"][0]["not_candidates"] = [{"type": "double"}]
        with self.assertRaises(fpmodel.ReportError) as cm:
            model(doc)
        self.assertIn("not_candidates[0]: no name", str(cm.exception))

    def test_load_errors(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "r.json")
            with open(p, "w") as f:
                f.write("{")
            with self.assertRaises(fpmodel.ReportError) as cm:
                fpmodel.load(p)
            self.assertTrue(str(cm.exception).startswith("report %s is not JSON" % p))

    def test_compiler_message(self):
        # the first diagnostic, not the end of a long caret display
        err = "In file included from k.c:1:\n<-fapprox-set=k>:1:11: error: unknown mode 'double'\n" + \
            "    1 | precision(double : " + "x, " * 300 + "y)\n      |           ^\n"
        msg = bincache.compiler_message(err)
        self.assertTrue(msg.startswith("<-fapprox-set=k>:1:11: error: unknown mode 'double'\n"), msg)
        self.assertEqual(len(msg), 400)
        self.assertEqual(bincache.compiler_message("ld: cannot find -lfoo\n"), "ld: cannot find -lfoo")

    def test_report_command(self):
        self.assertEqual(precision_cli.report_command("cc -O2 {set} k.c -o {out} -lm", "R"),
                         ["cc", "-O2", "k.c", "-lm", "-fsyntax-only", "-fapprox-fp-report=R"])


def search(m, error, threshold, budget, workers=1):
    ev = precision.Evaluations(m, measure_of(m, error), workers)
    return precision.Search("t", ev, threshold, budget)


class GeneticOps(unittest.TestCase):
    def test_group_mutation_keeps_groups(self):
        m, rng = model(), random.Random(3)
        v = ("float",) * 6
        groups = [g for g in m.groups() if len(g) > 1]
        for _ in range(200):  # G = 1: every mutation is a group mutation
            w = ga.mutate(m, v, rng, 1.0)
            changed = [i for i in range(len(v)) if v[i] != w[i]]
            self.assertIn(sorted(changed), [sorted(g) for g in groups])
            for g in groups:
                self.assertEqual(len({w[i] for i in g}), 1, (v, w))
            v = w
        for _ in range(200):  # G = 0: one variable at a time
            w = ga.mutate(m, v, rng, 0.0)
            self.assertEqual(sum(a != b for a, b in zip(v, w)), 1)
            v = w

    def test_group_probability(self):
        m, rng = model(), random.Random(5)
        v = ("float",) * 6  # every group uniform: a group mutation changes two variables
        n = sum(sum(a != b for a, b in zip(v, ga.mutate(m, v, rng, 0.25))) == 2 for _ in range(4000))
        self.assertAlmostEqual(n / 4000, 0.25, delta=0.03)

    def test_crossover_by_group(self):
        m, rng = model(), random.Random(7)
        a = ("double",) * 4 + ("float", "double")
        b = ("half",) * 4 + ("half", "half")
        for _ in range(50):
            c = ga.crossover(m, a, b, rng)
            self.assertEqual(c[0], c[1])
            self.assertEqual(c[4] == "half", c[5] == "half")

    def test_prepopulation(self):
        m = model()
        seeds = ga.prepopulated(m)
        self.assertEqual(seeds[0], ("float",) * 6)
        self.assertEqual(seeds[1], ("half",) * 6)
        # then one group lowered one step alone, largest predicted gain first
        singles = seeds[2:]
        self.assertEqual(len(singles), 4)
        self.assertEqual([m.score(v) for v in singles], sorted(m.score(v) for v in singles))
        self.assertIn(("float", "float", "double", "double", "float", "double"), singles)
        self.assertIn(("double",) * 4 + ("half", "half"), singles)  # x float, y double: both to half
        s = search(m, lambda v: 0.0, 1.0, 100)
        g = ga.GA(m, s, ga.GAConfig(population=8, **ga.AMPT), 1).first_generation()
        self.assertEqual(g[:6], seeds)
        naive = ga.GA(m, s, ga.GAConfig(population=8, **ga.NAIVE), 1).first_generation()
        self.assertNotEqual(naive[:2], seeds[:2])

    def test_filter_skips_dominated(self):
        doc = copy.deepcopy(REPORT)
        for r in doc["regions"]:  # casts now cost more than any precision saves
            r["model"]["cast_cost"] = 100.0
            r.pop("score_declared")  # the compiler's score of another model
        m = model(doc)
        exact = m.score(m.declared())
        ran = []

        def err(v):
            ran.append(v)
            return 0.0
        s = search(m, err, 1.0, 40)
        g = ga.GA(m, s, ga.GAConfig(population=6, **ga.AMPT), 2)
        self.assertFalse(g.passes_filter(("float", "double", "double", "double", "float", "double")))
        self.assertTrue(g.passes_filter(("float", "float", "float", "double", "float", "double")))
        g.run()
        self.assertTrue(ran)
        self.assertGreater(s.filtered, 0)
        # the pre-populated seeds run whatever the model predicts (some are
        # predicted slower here, and run); every other vector that ran
        # passed the filter
        seeds = ga.prepopulated(m)[:6]
        self.assertEqual(ran[:len(seeds)], seeds)
        self.assertTrue(any(m.score(v) >= exact for v in seeds))
        self.assertTrue(all(m.score(v) < exact for v in ran if v not in seeds))
        ran.clear()
        s = search(m, err, 1.0, 40)
        ga.GA(m, s, ga.GAConfig(population=6, **ga.NAIVE), 2).run()
        self.assertTrue(any(m.score(v) >= exact for v in ran))
        self.assertEqual(s.filtered, 0)

    def test_ga_finds_fastest_within_bound(self):
        m = model()
        err = lambda v: sum(EPS[t] for t in v)  # noqa: E731
        s = search(m, err, 1e-3, 60)
        ga.GA(m, s, ga.GAConfig(population=8, **dict(ga.AMPT, patience=0)), 4).run()
        self.assertEqual(s.executions, 60)
        self.assertEqual(s.best.vec, ("float",) * 6)  # any half costs 1e-2

    def test_patience_truncates_the_same_search(self):
        """With patience p, AMPT-GA runs the first vectors of the search
        without it, and stops after p generations in a row (after the
        first) that bring no better vector."""
        m = model()
        err = lambda v: sum(EPS[t] for t in v)  # noqa: E731
        for p in (1, 2):
            ran = {0: [], p: []}
            for pat in ran:
                order = ran[pat]

                def meas(vec, worker, order=order):
                    order.append(vec)
                    return m.score(vec) / m.score(m.declared()), err(vec)
                ev = precision.Evaluations(m, meas)
                s = precision.Search("ampt", ev, 1e-3, 60)
                gens = []
                real = s.evaluate
                s.evaluate = lambda vecs, real=real, s=s: (real(vecs), gens.append((s.executions, s.best)))[0]
                ga.GA(m, s, ga.GAConfig(population=6, **dict(ga.AMPT, patience=pat)), 3).run()
                if pat:
                    bests = [b for _, b in gens]
                    flat = [bests[i] is bests[i - 1] for i in range(1, len(bests))]
                    self.assertEqual(flat[-p:], [True] * p)  # stopped after p flat generations
                    self.assertNotIn([True] * p, [flat[i:i + p] for i in range(len(flat) - p)])
                    self.assertEqual(s.executions, gens[-1][0])
            self.assertLess(len(ran[p]), len(ran[0]))
            self.assertEqual(ran[p], ran[0][:len(ran[p])])  # a prefix of the full search


class DeltaDebugging(unittest.TestCase):
    def test_known_minimal_set(self):
        m = model()
        # a variable breaks the bound 1e-3 at half when its sensitivity is
        # high (b, y), at float too when very high (b)
        sens = {"a": 0.01, "b": 20.0, "c": 0.05, "w": 0.02, "x": 0.03, "y": 1.0}
        err = lambda v: max(sens[x.name] * EPS[t] for x, t in zip(m.vars, v))  # noqa: E731
        s = search(m, err, 1e-3, 1000)
        best = dd.DeltaDebug(m, s).run()
        self.assertEqual(m.describe(best.vec), {"k1": {"a": "half", "b": "double", "c": "half", "w": "half"},
                                                "k2": {"x": "half", "y": "float"}})
        self.assertEqual(s.best.vec, best.vec)
        self.assertLessEqual(s.executions, 2 * 6 - 1 + 2 * 2 - 1)

    def test_one_minimal_on_additive_error(self):
        m = model()
        sens = {"a": 1.0, "b": 2.0, "c": 0.5, "w": 0.1, "x": 1.0, "y": 3.0}
        err = lambda v: sum(sens[x.name] * (EPS[t] - EPS[x.declared]) for x, t in zip(m.vars, v))  # noqa: E731
        s = search(m, err, 0.02, 1000)
        best = dd.DeltaDebug(m, s).run().vec
        self.assertLessEqual(err(best), 0.02)
        for i, var in enumerate(m.vars):  # lowering any kept variable further breaks the bound
            for t in var.allowed[var.allowed.index(best[i]) + 1:]:
                v = list(best)
                v[i] = t
                self.assertGreater(err(tuple(v)), 0.02, (var, t))

    @staticmethod
    def sequential(m, meets, faster):
        """Delta debugging written as the plain loop (the algorithm of the
        module's header), for the trials the look-ahead version must make."""
        trials, cur = [], m.declared()
        for t in ("half", "float"):
            rank = fpmodel.TYPE_ORDER.index(t)
            work = [[i for i, v in enumerate(m.vars)
                     if t in v.allowed and fpmodel.TYPE_ORDER.index(cur[i]) < rank]]
            while work:
                part = work.pop(0)
                if not part:
                    continue
                vec = list(cur)
                for i in part:
                    vec[i] = t
                vec = tuple(vec)
                trials.append(vec)
                if meets(vec) and faster(vec, cur):
                    cur = vec
                elif len(part) > 1:
                    work[:0] = [part[:len(part) // 2], part[len(part) // 2:]]
        return trials

    def test_lookahead_builds_change_no_trial(self):
        m = model()
        for seed in range(20):
            rng = random.Random(seed)
            sens = {v.name: rng.choice([0.01, 0.05, 0.2, 1.0, 30.0]) for v in m.vars}
            err = lambda v: sum(sens[x.name] * EPS[t] for x, t in zip(m.vars, v))  # noqa: E731
            slow = {v.name: rng.random() < 0.2 for v in m.vars}  # lowering these costs time
            cost = lambda v: 1.0 - 0.01 * sum(  # noqa: E731
                (-1 if slow[x.name] else 1) * fpmodel.TYPE_ORDER.index(t) for x, t in zip(m.vars, v))
            rel = lambda v: cost(v) / cost(m.declared())  # noqa: E731  (the exact program: 1)
            built, rounds, trials = set(), [], []
            lock = threading.Lock()

            def prepare(vec):
                with lock:
                    built.add(vec)

            def meas(vec, worker):
                self.assertIn(vec, built)  # the binary exists before its run
                trials.append(vec)
                return rel(vec), err(vec)
            ev = precision.Evaluations(m, meas, prepare=prepare, build_workers=4)
            real = ev.prebuild
            ev.prebuild = lambda vecs: (rounds.append(list(vecs)), real(vecs))[1]
            s = precision.Search("dd", ev, 0.02, 1000)
            dd.DeltaDebug(m, s).run()
            want = self.sequential(m, lambda v: err(v) <= 0.02, lambda v, c: rel(v) <= rel(c))
            want = list(dict.fromkeys(want))  # a vector tried again is not run again
            self.assertEqual(trials, want, seed)
            self.assertEqual(s.executions, len(want))
            # one round of builds covers up to LOOKAHEAD trials
            self.assertLessEqual(len(rounds), len(want))
            self.assertGreaterEqual(len(rounds) * dd.LOOKAHEAD, len(want))
            self.assertTrue(all(len(r) <= 2 ** dd.LOOKAHEAD - 1 for r in rounds))
        self.assertLess(len(rounds), len(want))  # the last seed's search needed fewer rounds than trials

    def test_budget_stops_it(self):
        m = model()
        s = search(m, lambda v: 1.0, 1e-3, 3)  # nothing passes
        dd.DeltaDebug(m, s).run()
        self.assertEqual(s.executions, 3)
        self.assertEqual(s.best.speedup, 1.0)


class Accounting(unittest.TestCase):
    def test_search_counts_and_failures(self):
        m = model()
        calls = []

        def meas(vec, worker):
            calls.append(vec)
            if vec[3] == "half":
                raise TrialFailure("build failed: w")
            return m.score(vec) / m.score(m.declared()), 0.0
        ev = precision.Evaluations(m, meas)
        s = precision.Search("t", ev, 0.1, 2)
        a, b = ("float",) * 6, ("half",) * 6
        ms = s.evaluate([m.declared(), a, a, b])
        self.assertEqual(s.executions, 2)  # exact free, a once
        self.assertEqual(ms[3].reason, "build failed: w")
        self.assertEqual(s.best.vec, a)
        with self.assertRaises(precision.Exhausted):
            s.evaluate([a, ("half",) * 3 + ("double", "half", "half")])
        t = precision.Search("u", ev, 0.1, 5)
        t.evaluate([a])  # measured before: runs no more, costs this search one
        self.assertEqual((t.executions, len(calls)), (1, 2))
        self.assertEqual(t.curve, [(0, 1.0), (1, s.best.speedup)])

    def test_parallel_builds_then_runs(self):
        m = model()
        lock, log = threading.Lock(), []
        meet = threading.Barrier(2, timeout=30)  # two builds must be under way at once

        def prepare(vec):
            if vec in vecs[:2]:
                meet.wait()  # serial builds: BrokenBarrierError after 30 s, the vector fails
            with lock:
                log.append(("build", vec))
            if vec[3] == "half":
                raise TrialFailure("build failed (exit 1): w")

        def meas(vec, worker):
            log.append(("run", vec))
            return 0.5, 0.0
        ev = precision.Evaluations(m, meas, 1, prepare=prepare, build_workers=4)
        vecs = [("float",) * 6, ("half",) * 6, ("float",) * 5 + ("half",), ("half",) * 3 + ("double", "half", "half")]
        ms = ev.run(vecs)
        self.assertEqual([x.ok for x in ms], [True, False, True, True])  # the first two met in their builds
        self.assertEqual([k for k, _ in log], ["build"] * 4 + ["run"] * 3)  # runs after every build
        self.assertEqual(ms[1].reason, "build failed (exit 1): w")
        self.assertEqual(("run", vecs[1]) in log, False)

    def test_journal(self):
        m = model()
        with tempfile.TemporaryDirectory() as d:
            j = os.path.join(d, "j.jsonl")
            precision.Evaluations(m, measure_of(m, lambda v: 0.5), 2, j).run([("float",) * 6, ("half",) * 6])

            def boom(vec, worker):
                raise AssertionError("ran again")
            ev = precision.Evaluations(m, boom, 1, j)
            self.assertEqual(ev.run([("half",) * 6])[0].error, 0.5)

    def test_journal_key_follows_the_sources(self):
        # the journal is keyed like the binaries (bincache.build_stamp): an
        # edited source got fresh binaries but reused the old measurements
        import argparse
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "k.c")
            with open(src, "w") as f:
                f.write("int x;\n")
            build = "cc {set} %s -o {out}" % src
            args = argparse.Namespace(cmd=["prog"], build=build, input_set=None, metric="mape", output_format="text",
                                      time_from=None, error_from=None, reps=1)
            key = lambda: precision_cli.journal_key(args, model(), bincache.BinaryCache(build, d).stamp)  # noqa
            before = key()
            self.assertEqual(key(), before)
            with open(src, "a") as f:
                f.write("int y;\n")
            self.assertNotEqual(key(), before)

    def test_quantile_spearman(self):
        self.assertEqual(precision.quantile([4, 1, 3, 2], 0.5), 2.5)
        self.assertEqual(precision.quantile([1, 2, 3, 4, 5], 0.25), 2)
        self.assertAlmostEqual(precision.spearman([1, 2, 3, 4], [10, 20, 30, 40]), 1.0)
        self.assertAlmostEqual(precision.spearman([1, 2, 3, 4], [4, 3, 2, 1]), -1.0)
        self.assertAlmostEqual(precision.spearman([1, 2, 2, 3], [1, 3, 2, 4]), 0.9486832980505138)
        self.assertIsNone(precision.spearman([1, 1, 1], [1, 2, 3]))

    def test_random_thresholds(self):
        m = model()
        ev = precision.Evaluations(m, measure_of(m, lambda v: sum(EPS[t] for t in v)))
        q, ms = precision.random_thresholds(ev, 12, 1)
        errs = sorted(x.error for x in ms)
        self.assertEqual(len(ms), 12)
        self.assertAlmostEqual(q["q2"], (errs[5] + errs[6]) / 2)
        self.assertLessEqual(q["q1"], q["q2"])
        self.assertLessEqual(q["q2"], q["q3"])


if __name__ == "__main__":
    unittest.main()


class Targets(unittest.TestCase):
    """ampt_targets: AMPT-GA's best within 15 % of the naive GA's executions
    over the naive GA's best, per threshold, from the searches' curves."""

    class S:
        def __init__(self, name, curve, best, executions, efficiency):
            self.name, self.curve, self.executions, self.efficiency = name, curve, executions, efficiency
            self.best = type("M", (), {"speedup": best})()

    def test_fraction_at_fifteen_percent(self):
        S = self.S
        runs = [("q2", 1e-3, S("ampt", [(0, 1.0), (3, 1.12), (20, 1.3)], 1.3, 30, 0.04)),
                ("q2", 1e-3, S("naive", [(0, 1.0), (30, 1.174)], 1.174, 30, 0.039)),
                ("q2", 1e-3, S("dd", [(0, 1.0)], 1.1, 30, 0.0366)),
                ("bound", 1e-4, S("naive", [(0, 1.0)], 1.0, 5, 0.2))]  # no ampt: no row
        t = precision_cli.ampt_targets(runs)
        self.assertEqual(len(t), 1)
        self.assertEqual(t[0]["ampt_executions"], 4)  # 15 % of 30
        self.assertAlmostEqual(t[0]["fraction_of_naive"], 1.12 / 1.174)  # not the 1.3 at 20
        self.assertEqual(t[0]["dd_efficiency"], 0.0366)


class Retime(unittest.TestCase):
    """retime.py: the strategies' best vectors timed again side by side."""

    def test_round_orders_rotate(self):
        self.assertEqual(retime.round_orders(3, 4), [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]])

    def test_rounds_exact_first_and_shared_vectors(self):
        ex, a, b = ("double",), ("float",), ("half",)
        log = []
        # Round r: the exact program takes 10 + r; a 5, b 4 (b fails in round 1).
        rnd = [-1]

        def time_of(vec):
            if vec == ex:
                rnd[0] += 1
            log.append((rnd[0], vec))
            if vec == b and rnd[0] == 1:
                raise TrialFailure("crashed")
            return {ex: 10.0 + rnd[0], a: 5.0, b: 4.0}[vec]
        t = retime.retime({"naive": a, "ampt": b, "ampt@15%": a, "dd": ex}, ex, 3, time_of)
        # Each round: exact first, then a and b once each (a named twice, ex
        # is the baseline), b before a in round 1 (rotated).
        self.assertEqual(log, [(0, ex), (0, a), (0, b), (1, ex), (1, b), (1, a), (2, ex), (2, a), (2, b)])
        self.assertEqual(t["naive"]["speedups"], [2.0, 11 / 5, 12 / 5])
        self.assertEqual(t["ampt@15%"]["speedups"], t["naive"]["speedups"])
        self.assertEqual(t["ampt"]["speedups"], [2.5, 3.0])
        self.assertEqual(t["ampt"]["reasons"], ["crashed"])
        self.assertEqual((t["ampt"]["median"], t["ampt"]["min"], t["ampt"]["max"]), (2.75, 2.5, 3.0))
        self.assertEqual(t["dd"]["speedups"], [1.0, 1.0, 1.0])
        c = retime.compare(t, ampt_executions=5, dd_executions=2)
        self.assertAlmostEqual(c["fraction_of_naive"], 1.0)
        self.assertAlmostEqual(c["ampt_efficiency"], 2.75 / 5)
        self.assertAlmostEqual(c["dd_efficiency"], 0.5)

    def test_exact_failure_skips_round(self):
        ex, a = ("double",), ("float",)
        t = retime.retime({"naive": a}, ex, 2, lambda v: (_ for _ in ()).throw(TrialFailure("no gpu")))
        self.assertEqual(t["naive"]["speedups"], [])
        self.assertIsNone(t["naive"]["median"])
        self.assertEqual(len(t["naive"]["reasons"]), 2)
        self.assertIsNone(retime.compare(t, 3, 0)["fraction_of_naive"])

    def test_best_within(self):
        m = model()
        ev = precision.Evaluations(m, measure_of(m, lambda v: 0.0))
        s = precision.Search("t", ev, 0.1, 10)
        a, b = ("float",) * 6, ("half",) * 6
        s.evaluate([a])
        s.evaluate([b])
        # the static score as time: all float 1.95x, all half 3.90x faster
        self.assertGreater(ev.memo[b].speedup, ev.memo[a].speedup)
        self.assertGreater(ev.memo[a].speedup, 1)
        self.assertEqual(s.best_within(0).vec, m.declared())
        self.assertEqual(s.best_within(1).vec, a)
        self.assertEqual(s.best_within(2).vec, b)
        self.assertEqual(s.best.vec, b)
