"""Unit tests of the data-variant dimension (space.Variant, variants.py),
the ladder start-up (startup.py, study.enqueue_start) and a live tuning
run whose space has a variant build (fakeprog.py behind a wrapper that
sets FAKE_SET, as a rebuilt binary would): hand-computed sizes, decoded
configurations, ladder order, and the build recorded per trial."""
import csv
import json
import os
import stat
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import optuna  # noqa: E402
from approxtune import space as S, startup as U, study as ST, variants as V  # noqa: E402

L2, L4, S4 = {"kind": "large", "value": 2}, {"kind": "large", "value": 4}, {"kind": "small", "value": 4}


def two_build_space():
    """base: a (off, L2, L4) x b (off, S4); half: a joint Param over d, a
    with the measured points {d on}, {d on, a L2}; its label g disabled."""
    base = [S.Param(["a"], [None, L2, L4]), S.Param(["b"], [None, S4])]
    half = S.Variant("half", [S.Param(["d", "a"], [None, {"d": {}}, {"d": {}, "a": L2}], joint=True,
                                      prefix="half/")], binary="/bin/half", off=["g"])
    return S.Space(base, [half])


class VariantSpace(unittest.TestCase):
    def test_sizes_and_grid(self):
        sp = two_build_space()
        self.assertTrue(sp.conditional)
        self.assertEqual(sp.size(), 3 * 2 + 3)
        self.assertEqual(sp.evaluable(), 5 + 2)  # one all-off configuration per build
        g = list(sp.grid())
        self.assertEqual(len(g), 9)
        self.assertEqual(g[0], {"a": "off", "b": "off", "variant": "base"})
        self.assertEqual(g[-1], {"half/d,a": json.dumps({"a": L2, "d": {}}, sort_keys=True), "variant": "half"})
        self.assertTrue(all(sp.valid(a) for a in g))
        self.assertFalse(sp.valid({"a": "off", "b": "off"}))  # no build named
        self.assertFalse(sp.valid({"a": "off", "variant": "half"}))

    def test_decode(self):
        sp = two_build_space()
        a = {"half/d,a": json.dumps({"d": {}}, sort_keys=True), "variant": "half"}
        cfg, sets = sp.decode(a)
        self.assertEqual(cfg, {"d": {}, "a": {"enabled": False}, "g": {"enabled": False}})
        self.assertEqual(sets, ())
        self.assertEqual(sp.binary(a), "/bin/half")
        self.assertIsNone(sp.binary({"a": "off", "b": "off", "variant": "base"}))
        self.assertTrue(sp.is_exact({"half/d,a": "off", "variant": "half"}))
        self.assertFalse(sp.is_exact(a))

    def test_set_variant_clauses(self):
        v = V.make("bf16", [("d", "data"), ("a", "perfo")], {"set": ["d:precision(bf16)"]})
        sp = S.Space([S.Param(["a"], [None, L2])], [v])
        self.assertEqual([p.name for p in v.params], ["bf16/d", "bf16/a"])
        cfg, sets = sp.decode({"bf16/d": "{}", "bf16/a": "off", "variant": "bf16"})
        self.assertEqual(cfg, {"d": {}, "a": {"enabled": False}})
        self.assertEqual(sets, ("d:precision(bf16)",))

    def test_no_variants_is_the_old_space(self):
        sp = S.build([("a", "perfo"), ("d", "data")])
        self.assertFalse(sp.conditional)
        self.assertEqual(next(sp.grid()), {"a": "off", "d": "off"})
        self.assertEqual(sp.evaluable(), sp.size() - 1)

    def test_automatic_and_load(self):
        self.assertEqual(V.automatic([("a", "perfo"), ("d", "data"), ("r", "data-perfo")]),
                         {"half": {"set": ["d:precision(half)", "r:precision(half)"]},
                          "bf16": {"set": ["d:precision(bf16)", "r:precision(bf16)"]}})
        self.assertEqual(V.automatic([("a", "perfo")]), {})
        with self.assertRaisesRegex(S.SpaceError, r"variant 'x': its space names labels the build does not "
                                                  r"have: \['zz'\] \(its labels: a\)"):
            V.make("x", [("a", "perfo")], {"binary": "b", "space": {"zz": [L2]}})
        # a binary's "clauses" describe it (prior.py's model); they are not rebuilt
        v = V.make("x", [("a", "perfo")], {"binary": "b", "clauses": ["a:in(x) precision(half)"]})
        self.assertEqual((v.clauses, v.sets), (("a:in(x) precision(half)",), ()))
        # --labels keeps the build's own labels; --space applies where the build has the label
        self.assertEqual(V.inherited([("a", "perfo"), ("b", "perfo"), ("new", "data")], ["a", "b"], ["a"],
                                     {"a": [L2], "q": [L4]}), (["a", "new"], {"a": [L2]}))
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "v.json")
            for doc, msg in (({"x": {}}, "variant 'x': give exactly one of"),
                             ({"base": {"binary": "b"}}, "'base' is not a usable tag"),
                             ({"x": {"set": ["nolabel"]}}, "is a list of \"label:clause\""),
                             ({"x": {"binary": "b", "clauses": "f:precision(half)"}},
                              "variant 'x': \"clauses\" is a list of \"label:clause\""),
                             ([], "expected")):
                with open(p, "w") as f:
                    json.dump(doc, f)
                with self.assertRaisesRegex(S.SpaceError, msg):
                    V.load(p)


class Ladder(unittest.TestCase):
    def test_severity(self):
        self.assertEqual(U.severity_of(S4), 0.25)
        self.assertEqual(U.severity_of(L4), 0.75)
        self.assertEqual(U.severity_of({"kind": "rate", "value": 0.5}), 0.5)
        self.assertEqual(U.severity_of({}), 0.0)
        self.assertEqual(U.severity_of({"enabled": False}), -1.0)

    def test_ladder_order(self):
        sp = S.Space([S.Param(["a"], [None, L4, S4, L2]), S.Param(["b"], [None, S4])])
        lad = U.ladder(sp)
        self.assertEqual(lad, [
            {"a": json.dumps(S4, sort_keys=True), "b": json.dumps(S4, sort_keys=True)},  # 0: together, mildest
            {"a": json.dumps(S4, sort_keys=True), "b": "off"},  # 1: each alone, mildest
            {"a": "off", "b": json.dumps(S4, sort_keys=True)},
            {"a": json.dumps(L4, sort_keys=True), "b": "off"},  # 2: each alone, strongest
            {"a": json.dumps(L4, sort_keys=True), "b": json.dumps(S4, sort_keys=True)}])  # 3: together
        self.assertEqual(U.seeds(sp, 4), lad[:2])  # half the budget
        self.assertEqual(U.seeds(sp, 1), lad[:1])  # at least one

    def test_every_build_first(self):
        sp = two_build_space()
        for seed in range(4):
            lad = U.ladder(sp, seed)
            self.assertEqual({a["variant"] for a in lad[:2]}, {"base", "half"})
            self.assertFalse(any(sp.is_exact(a) for a in lad))
            self.assertEqual(len({json.dumps(a, sort_keys=True) for a in lad}), len(lad))
            # every build once even where that is more than half the budget
            self.assertEqual({a["variant"] for a in U.seeds(sp, 2, seed=seed)}, {"base", "half"})
        self.assertEqual(len(U.seeds(sp, 1)), 1)

    def test_enqueued_first_then_sampler(self):
        sp = two_build_space()
        seen = []

        def evaluate(assign, worker):
            seen.append(assign)
            return (1.0 - 0.1 * len(seen), 0.01), {}
        st = ST.open_study(optuna.storages.InMemoryStorage(), "t", None)
        n = ST.enqueue_start(st, sp, "tpe", 6, "ladder", 3)
        self.assertEqual(n, 3)
        st.sampler = ST.make_sampler("tpe", sp, 6, 3, n)
        ST.Runner(st, sp, evaluate, 6, 1).run()
        self.assertEqual(seen[:3], U.seeds(sp, 6, seed=3))
        self.assertEqual(len(seen), 6)
        self.assertTrue(all(sp.valid(a) for a in seen))
        # a study with trials gets no second ladder (resumed or shared)
        self.assertEqual(ST.enqueue_start(st, sp, "tpe", 6, "ladder", 3), 0)
        # random sampling stays random: nothing enqueued
        st2 = ST.open_study(optuna.storages.InMemoryStorage(), "t2", None)
        self.assertEqual(ST.enqueue_start(st2, sp, "random", 6, "ladder", 3), 0)

    def test_conditional_grid_is_enqueued_whole(self):
        sp = two_build_space()
        st = ST.open_study(optuna.storages.InMemoryStorage(), "g", None)
        self.assertEqual(ST.enqueue_start(st, sp, "auto", 100, "ladder", 0), sp.evaluable())


class LiveVariant(unittest.TestCase):
    def test_tune_with_a_variant_binary(self):
        with tempfile.TemporaryDirectory() as d:
            wrap = os.path.join(d, "skip-build")
            with open(wrap, "w") as f:  # the "rebuilt" program: sync(skip) saves 0.2 of the time
                f.write('#!/bin/sh\nFAKE_SET="sync(skip)" exec %s "$@"\n' % sys.executable)
            os.chmod(wrap, os.stat(wrap).st_mode | stat.S_IXUSR)
            vfile, out, values = os.path.join(d, "v.json"), os.path.join(d, "out"), os.path.join(d, "values")
            with open(vfile, "w") as f:
                json.dump({"skip": {"binary": wrap, "space": {"a": [L2], "b": [L2]}}}, f)
            with open(os.path.join(d, "s.json"), "w") as f:
                json.dump({"a": [L2], "b": [L2]}, f)
            cmd = [sys.executable, os.path.join(os.path.dirname(HERE), "approx-tune"), "--reps", "1",
                   "--no-plots", "--out", out, "--space", os.path.join(d, "s.json"), "--labels", "a,b",
                   "--variants", vfile, "--budget", "100", "--output", values, "--",
                   sys.executable, os.path.join(HERE, "fakeprog.py"), values]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn("approx-tune: 2 builds (base 4, skip 4)", r.stderr)
            with open(os.path.join(out, "points.csv")) as f:
                rows = [x for x in csv.DictReader(f) if x["status"] == "ok"]
            # base 3 + skip 3 (+ skip's all-off: exact, not run); d and g of the variant are disabled
            self.assertEqual(sorted(x["build"] for x in rows), ["base"] * 3 + ["skip"] * 3)
            skip = {x["config"]: float(x["time"]) for x in rows if x["build"] == "skip"}
            cfg = json.dumps({"a": L2, "b": {"enabled": False}, "d": {"enabled": False}, "g": {"enabled": False}},
                             sort_keys=True)
            self.assertAlmostEqual(skip[cfg], 1 - 0.15 - 0.2)  # a large:2 keeps half: 0.15, skip 0.2
            # the base build keeps d and g (not in --labels) disabled too, as its exact run does
            self.assertIn(cfg, {x["config"] for x in rows if x["build"] == "base"})
            # the best point and the front name the prebuilt binary (they showed its configuration
            # alone, as if the program given ran it); best.json stays an APPROX_CONFIG
            self.assertIn("best under error 0.05: 1.538x 0.015 %s (build skip: %s)\n" % (cfg, wrap), r.stdout)
            self.assertIn("  1.538x 0.015 %s (build skip: %s)\n" % (cfg, wrap), r.stdout)
            with open(os.path.join(out, "best.json")) as f:
                self.assertEqual(json.load(f), json.loads(cfg))
            with open(os.path.join(out, "best-build.json")) as f:
                self.assertEqual(json.load(f), {"build": "skip", "binary": wrap})

    def tune(self, d, *opts):
        out, values = os.path.join(d, "out"), os.path.join(d, "values")
        with open(os.path.join(d, "s.json"), "w") as f:
            json.dump({"a": [L2], "d": [{}]}, f)
        cmd = [sys.executable, os.path.join(os.path.dirname(HERE), "approx-tune"), "--reps", "1",
               "--no-plots", "--out", out, "--space", os.path.join(d, "s.json"), "--output", values] + \
            list(opts) + ["--", os.path.join(HERE, "fakeprog.py"), values]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, FAKE_BUILD_LOG=os.path.join(d, "builds.log")))
        return r, out

    def test_auto_variants_rebuilt(self):
        with tempfile.TemporaryDirectory() as d:
            build = "%s %s {set} -o {out}" % (sys.executable, os.path.join(HERE, "fakecc.py"))
            r, out = self.tune(d, "--labels", "a,d", "--variants", "auto", "--build", build, "--budget", "100")
            self.assertEqual(r.returncode, 0, r.stderr)
            # d moves data: half and bf16, each built once; each build tunes a and d as --space says
            self.assertIn("approx-tune: 3 builds (base 4, half 4, bf16 4)", r.stderr)
            with open(os.path.join(d, "builds.log")) as f:
                self.assertEqual(sorted(f.read().splitlines()),
                                 ["-fapprox-set=d:precision(bf16)", "-fapprox-set=d:precision(half)"])
            with open(os.path.join(out, "points.csv")) as f:
                rows = [x for x in csv.DictReader(f) if x["status"] == "ok"]
            self.assertEqual(sorted(x["build"] for x in rows), ["base"] * 3 + ["bf16"] * 3 + ["half"] * 3)

    def test_auto_variants_need_build(self):
        with tempfile.TemporaryDirectory() as d:
            r, out = self.tune(d, "--variants", "auto")
            self.assertEqual(r.returncode, 1)
            self.assertIn("approx-tune: --variants auto needs --build (the variants are rebuilds)", r.stderr)
            self.assertFalse(os.path.exists(os.path.join(out, "points.csv")))


if __name__ == "__main__":
    unittest.main()
