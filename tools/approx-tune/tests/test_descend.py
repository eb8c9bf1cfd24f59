"""Unit tests of the monotone start-up (descend.py, --startup descend):
the knob order across kinds (which choices are comparable), the
dominance skip's three rules, the planner's order on a hand-made
monotone table (every build once at its mildest, then the fastest
build's strongest point, then a bisection toward the error bound), and
a Runner that skips a sampler proposal the measured points rule out."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import optuna  # noqa: E402
from approxtune import descend as D, space as S, study as ST  # noqa: E402

L2, L4, L8 = ({"kind": "large", "value": v} for v in (2, 4, 8))
S2, R5 = {"kind": "small", "value": 2}, {"kind": "rate", "value": 0.5}
K = lambda c: "off" if c is None else json.dumps(c, sort_keys=True)  # noqa: E731


def space():
    """base: a (off, L4, L2, L8, S2); fast: one build, a (off, L2, L4, L8)."""
    base = [S.Param(["a"], [None, L4, L2, L8, S2])]
    fast = S.Variant("fast", [S.Param(["a"], [None, L2, L4, L8], prefix="fast/")])
    return S.Space(base, [fast])


def cfg(tag, c):
    return {("" if tag == "base" else tag + "/") + "a": K(c), "variant": tag}


class Order(unittest.TestCase):
    def test_comparable_choices(self):
        p = space().params[0]
        self.assertTrue(D.at_least(p, K(L8), K(L2)))
        self.assertFalse(D.at_least(p, K(L2), K(L8)))
        self.assertTrue(D.at_least(p, K(L2), "off"))
        self.assertFalse(D.at_least(p, "off", K(L2)))
        # small:2 and large:2 skip as much, but are not one ladder: never ordered
        self.assertFalse(D.at_least(p, K(L4), K(S2)))
        self.assertFalse(D.at_least(p, K(S2), K(L2)))
        self.assertEqual(D._ladder(p), [K(L2), K(S2), K(L4), K(L8)])  # by severity, ties in space order

    def test_dominance_skip(self):
        sp = space()
        m = [(cfg("fast", L4), (0.9, 0.02))]  # large:4 only 1.11x
        self.assertIsNone(D.dominated(sp, cfg("fast", L2), m, 0.1))  # milder: may be more accurate
        m = [(cfg("fast", L4), (1.0, 0.02))]  # large:4 no faster than exact: large:2 cannot be
        self.assertIn("not faster than exact", D.dominated(sp, cfg("fast", L2), m, 0.1))
        self.assertIsNone(D.dominated(sp, cfg("fast", L8), m, 0.1))
        m = [(cfg("fast", L2), (0.5, 0.2))]  # large:2 misses the bound: large:4 and 8 too
        self.assertIn("misses the error bound", D.dominated(sp, cfg("fast", L8), m, 0.1))
        self.assertIsNone(D.dominated(sp, cfg("fast", L8), m, 0.3))
        # fast large:4 is at most 2x (large:8 measured) with error >= 0.05 (large:2):
        # base's 3x at 0.01 beats both bounds
        m = [(cfg("fast", L8), (0.5, 0.09)), (cfg("fast", L2), (0.8, 0.05)), (cfg("base", L8), (1 / 3, 0.01))]
        self.assertIn("dominated by a measured", D.dominated(sp, cfg("fast", L4), m, 0.1))
        # the same in another build: nothing is known of base's large:4 (no skip across builds)
        self.assertIsNone(D.dominated(sp, cfg("base", L4), m[:2], 0.1))


# a monotone table: fast's large:v is faster and less accurate with v; base is slow
TABLE = {K(cfg("fast", L2)): (0.5, 0.01), K(cfg("fast", L4)): (0.3, 0.05), K(cfg("fast", L8)): (0.2, 0.4),
         K(cfg("base", S2)): (0.95, 0.3), K(cfg("base", L2)): (0.9, 0.3), K(cfg("base", L4)): (0.8, 0.5),
         K(cfg("base", L8)): (0.7, 0.9)}


class Planner(unittest.TestCase):
    def walk(self, n, seed=0):
        pl, res = D.Planner(space(), 0.1, seed), []
        for _ in range(n):
            a = pl.next(res)
            if a is None:
                break
            res.append((a, TABLE[K(a)]))
        return [a for a, _ in res]

    def test_order(self):
        got = self.walk(5)
        # 1. each build at its mildest (seed 0 order)
        self.assertEqual({a["variant"] for a in got[:2]}, {"base", "fast"})
        self.assertIn(cfg("fast", L2), got[:2])
        self.assertIn(cfg("base", L2), got[:2])
        # 2. the fastest build (fast, 2x) at its strongest: large:8, which misses 0.1
        self.assertEqual(got[2], cfg("fast", L8))
        # 3. bisection between large:2 (meets) and large:8 (misses): large:4, the best point
        self.assertEqual(got[3], cfg("fast", L4))
        # then base, whose mildest misses the bound: its stronger points are skipped
        # (small:2 is no step of base's large ladder: not planned either)
        self.assertNotIn(cfg("base", L8), got)
        self.assertEqual(len(got), 4)  # nothing left for the planner: the sampler's turn

    def test_pending_is_not_planned_twice(self):
        pl = D.Planner(space(), 0.1, 0)
        first = pl.next([])
        self.assertNotEqual(pl.next([], {D.key(first)})["variant"], first["variant"])


class RunnerSkip(unittest.TestCase):
    def test_descend_in_a_study(self):
        sp, seen = space(), []

        def evaluate(assign, worker):
            seen.append(assign)
            return TABLE[K(assign)], {}
        st = ST.open_study(optuna.storages.InMemoryStorage(), "d", None)
        self.assertEqual(ST.enqueue_start(st, sp, "tpe", 6, "descend", 0), 0)
        pl = ST.planner_for(sp, "tpe", 6, "descend", 0, 0.1)
        self.assertIsNotNone(pl)
        self.assertIsNone(ST.planner_for(sp, "random", 6, "descend", 0, 0.1))
        self.assertIsNone(ST.planner_for(sp, "auto", 100, "descend", 0, 0.1))  # the whole grid fits
        st.sampler = ST.make_sampler("tpe", sp, 6, 0, 2)
        ST.Runner(st, sp, evaluate, 6, 1, planner=pl).run()
        self.assertEqual(seen[:4], Planner().walk(4))
        self.assertNotIn(cfg("base", L8), seen)  # ruled out: never run
        self.assertNotIn(cfg("base", L4), seen)
        skipped = [t for t in st.trials if t.user_attrs.get("skipped")]
        self.assertTrue(all(t.state == optuna.trial.TrialState.FAIL and t.user_attrs.get("cached") for t in skipped))
        self.assertEqual(ST.done_count(st)[0], len(seen))


if __name__ == "__main__":
    unittest.main()
