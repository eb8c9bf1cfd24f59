"""Unit tests of the clause model and its start-up (prior.py, --startup
prior): items, widths and kept rows read from clause text, the predicted
time of configurations, the planner's build order, first points and
floor, the overhead skip, the model-ranked fill, and a Runner that keeps
evaluating when the sampler proposes only skipped configurations."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import optuna  # noqa: E402
from approxtune import cli, descend as D, prior as P, space as S, study as ST  # noqa: E402

L2, L4, L8 = ({"kind": "large", "value": v} for v in (2, 4, 8))
R0 = {"kind": "rate", "value": 0}
K = lambda c: "off" if c is None else json.dumps(c, sort_keys=True)  # noqa: E731
IO = "in(([n][m])x) out(([n][m])o)"


def space():
    """base: f (off, L2, L4, L8); rows: f's kept rows cross in half both
    ways; half: f's items in half, nothing perforated."""
    rows = S.Variant("rows", [S.Param(["f"], [None, L2, L4], prefix="rows/")],
                     clauses=["f:" + IO + " reconstruct(lerp, host) precision(half)"])
    half = S.Variant("half", [S.Param(["f"], [None, R0], prefix="half/")], sets=["f:" + IO + " precision(half)"])
    return S.Space([S.Param(["f"], [None, L2, L4, L8])], [rows, half])


def cfg(tag, c):
    return {("" if tag == "base" else tag + "/") + "f": K(c), "variant": tag}


class Model(unittest.TestCase):
    def test_items(self):
        it = P.Items("perfo(large:4) " + IO + " reconstruct(lerp, host) precision(unorm8 : x) precision(half : o)")
        self.assertEqual(it.items, [("x", "in", 0.25, True), ("o", "out", 0.5, True)])
        self.assertEqual(it.perfo, {"kind": "large", "value": 4.0})
        # in-items move kept rows with any reconstruct (host is the default), out-items only with host
        it = P.Items("in(([NP][4])r, q[0:NP]) out(([NP][4])o) reconstruct(lerp) precision(bf16)")
        self.assertEqual(it.items, [("r", "in", 0.5, True), ("q", "in", 0.5, True), ("o", "out", 0.5, False)])
        self.assertIsNone(it.perfo)
        self.assertEqual(P.Items("out(o) reconstruct(nn, device)").items, [("o", "out", 1.0, False)])

    def test_predicted_time(self):
        sp = space()
        self.assertEqual(sp.by_tag["half"].clauses, sp.by_tag["half"].sets)  # a "set" build: its clauses
        # rows large:4: a quarter of the rows in half (1/8 of the bytes), a quarter of the work
        self.assertAlmostEqual(P.predicted_time(sp, cfg("rows", L4)), 0.5 * 0.125 + 0.5 * 0.25)
        self.assertAlmostEqual(P.predicted_time(sp, cfg("half", R0)), 0.5 * 0.5 + 0.5)
        self.assertAlmostEqual(P.predicted_time(sp, cfg("half", None)), 1.0)  # off: exact bytes, exact work
        self.assertAlmostEqual(P.predicted_time(sp, cfg("base", L4)), 0.5 + 0.5 * 0.25)


class Planner(unittest.TestCase):
    def test_order_first_and_floor(self):
        sp = space()
        pl = P.PriorPlanner(sp, 0.1, 0, budget=2, interleave=False)  # fewer evaluations than builds: strongest first
        self.assertEqual([b.variant.tag for b in pl.builds], ["rows", "base", "half"])
        self.assertEqual(pl.next([]), cfg("rows", L4))
        self.assertEqual(pl._floor(pl.builds[0]), (0,))  # a data label stays on
        self.assertEqual(pl._floor(pl.builds[1]), (-1,))
        # the default interleaves the builds that skip work and those that only narrow data
        self.assertEqual([b.variant.tag for b in P.PriorPlanner(sp, 0.1, 0, budget=2).builds], ["rows", "half", "base"])
        pl = P.PriorPlanner(sp, 0.1, 0, budget=10)
        self.assertEqual(pl.next([]), cfg("rows", L2))  # enough for every build: mildest first
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=10, order=False).builds[0].variant.tag,
                         D.Planner(sp, 0.1, 0).builds[0].variant.tag)

    def test_overhead_skip_and_fill(self):
        a, b = S.Param(["a"], [None, L2, L4]), S.Param(["b"], [None, L2, L8])
        sp = S.Space([a, b])
        pl = P.PriorPlanner(sp, 0.5, 0, budget=4)
        both = {"a": K(L2), "b": K(L2)}
        m = [({"a": "off", "b": K(L8)}, (1.25, 0.1))]  # b alone at its strongest: slower than exact
        self.assertIn("knob b alone at its strongest is slower", pl.skip(both, m))
        self.assertIsNone(pl.skip({"a": K(L2), "b": "off"}, m))
        self.assertIsNone(P.PriorPlanner(sp, 0.5, 0, budget=4, overhead=False).skip(both, m))
        # fill: the unmeasured, unskipped configuration predicted fastest (a alone at large:4)
        self.assertEqual(pl.fill(m), {"a": K(L4), "b": "off"})
        self.assertIsNone(D.Planner(sp, 0.5, 0).fill(m))  # descend has none: the sampler's turn

    def test_a_build_whose_trials_all_failed(self):
        # prior ranks a tried build even when it has no measured point: next()
        # took the max of its (no) speeds and raised, killing the worker thread
        sp = S.Space([S.Param(["a"], [None, L2, L4, L8])])
        pl = P.PriorPlanner(sp, 0.05, 0, budget=6)
        res = [({"a": K(L2)}, None), ({"a": K(L8)}, None)]
        self.assertIn(pl.next(res), [{"a": K(L4)}, None])


class Default(unittest.TestCase):
    def test_prior_is_the_default_and_descend_stays(self):
        self.assertEqual(cli.parse(["--", "./p"]).startup, "prior")
        self.assertEqual(cli.parse(["--startup", "descend", "--", "./p"]).startup, "descend")


class RunnerFill(unittest.TestCase):
    def test_budget_spent_when_the_sampler_proposes_skipped_points(self):
        """b costs more than it skips: every combination with it is skipped,
        and the fill keeps the study going until the budget is spent."""
        a = S.Param(["a"], [None] + [{"kind": "large", "value": v} for v in range(2, 10)])
        b = S.Param(["b"], [None, L2, L4, L8])
        sp = S.Space([a, b])

        def evaluate(assign, worker):
            ka = json.loads(assign["a"]) if assign["a"] != "off" else None
            t = (1.0 / ka["value"] if ka else 1.0) * (1.5 if assign["b"] != "off" else 1.0)
            return (t, 0.01 * (ka["value"] if ka else 0)), {}
        st = ST.open_study(optuna.storages.InMemoryStorage(), "p", None)
        pl = ST.planner_for(sp, "tpe", 9, "prior", 0, 0.5)
        self.assertIsInstance(pl, P.PriorPlanner)
        st.sampler = ST.make_sampler("tpe", sp, 9, 0, ST.PLANNED_STARTUP)
        ST.Runner(st, sp, evaluate, 9, 1, planner=pl).run()
        self.assertEqual(ST.done_count(st)[0], 9)
        ran = [t.params for t in st.trials if not t.user_attrs.get("cached")]
        # the top only: the only build starts there (solo); before, its mildest point was the other
        self.assertEqual(sum(1 for p in ran if p["a"] != "off" and p["b"] != "off"), 1)

    def test_stops_when_everything_left_is_ruled_out(self):
        """Every configuration not measured is skipped: the Runner stops
        after a fill finds none instead of asking the sampler until its
        ask limit (20 x budget + 100)."""
        sp = S.Space([S.Param(["a"], [None, L2, L4, L8]), S.Param(["b"], [None, L2, L4, L8])])

        def evaluate(assign, worker):
            return (2.0, 0.0), {}  # everything slower than exact
        st = ST.open_study(optuna.storages.InMemoryStorage(), "x", None)
        pl = ST.planner_for(sp, "tpe", 12, "prior", 0, 0.5)
        st.sampler = ST.make_sampler("tpe", sp, 12, 0, ST.PLANNED_STARTUP)
        r = ST.Runner(st, sp, evaluate, 12, 1, planner=pl)
        r.run()
        self.assertTrue(r.exhausted)
        self.assertLess(r.asks, 100)


if __name__ == "__main__":
    unittest.main()
