"""Unit tests of guide.py and the PriorPlanner changes of the fifth pass:
error risk and the interleaved build order, the linear error model and
the milder retry of a build whose strongest point missed the bound, and
the label groups of a joint knob."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from approxtune import descend as D, guide as G, prior as P, space as S  # noqa: E402

# the space, its configurations and the clause constants of test_prior.py
from test_prior import IO, K, L2, L4, L8, R0, cfg, space  # noqa: E402,F401

F25 = {"kind": "fini", "value": 0.25}
S4 = {"kind": "small", "value": 4}


class Risk(unittest.TestCase):
    def test_risky_and_interleave(self):
        sp = space()
        b = {v.tag: D.build_of(sp, v.tag) for v in sp.variants}
        self.assertTrue(G.risky(b["rows"]))
        self.assertTrue(G.risky(b["base"]))
        self.assertFalse(G.risky(b["half"]))  # precision only: no work skipped
        order = G.interleave([b["rows"], b["base"], b["half"]])
        self.assertEqual([x.variant.tag for x in order], ["rows", "half", "base"])
        self.assertEqual([x.variant.tag for x in G.interleave([b["half"], b["rows"], b["base"]])],
                         ["half", "rows", "base"])
        self.assertEqual(G.interleave([]), [])


class LinearError(unittest.TestCase):
    def test_predicted_error_and_retry_point(self):
        sp = space()
        base = D.build_of(sp, "base")  # ladder L2 (0.5), L4 (0.75), L8 (0.875)
        self.assertAlmostEqual(G.predicted_error(base, (2,), 0.35, (0,)), 0.35 * 0.5 / 0.875)
        self.assertEqual(G.predicted_error(base, (2,), 0.35, (-1,)), 0.0)
        self.assertEqual(G.predicted_error(base, (-1,), 0.35, (0,)), float("inf"))  # measured off: unknown
        # 0.35 at L8, bound 0.2: severity at most 0.875 * 0.2 / 0.35 = 0.5 -> L2, predicted 0.2
        self.assertEqual(G.retry_point(base, (2,), 0.35, 0.2, (-1,)), (0,))
        # 0.9 at L8: nothing on the ladder is mild enough; every knob off is the exact program
        self.assertIsNone(G.retry_point(base, (2,), 0.9, 0.2, (-1,)))
        rows = D.build_of(sp, "rows")  # a data build's floor keeps the label on: its mildest, still predicted over
        self.assertIsNone(G.retry_point(rows, (1,), 0.9, 0.1, (0,)))
        self.assertEqual(G.retry_point(rows, (1,), 0.15, 0.1, (0,)), (0,))
        self.assertIsNone(G.retry_point(rows, (0,), 0.15, 0.1, (0,)))  # already at its mildest

    def test_other_family_is_not_predicted(self):
        p = S.Param(["g"], [None, F25, L2, L8])
        b = D.build_of(S.Space([p]), "base")  # ladder: fini 0.25, large:2, large:8
        self.assertEqual(G.predicted_error(b, (2,), 0.5, (0,)), float("inf"))
        self.assertEqual(G.retry_point(b, (2,), 0.35, 0.2, (-1,)), (1,))  # large:2, not fini


class PlannerRetry(unittest.TestCase):
    def test_retry_before_the_next_build(self):
        sp = space()
        pl = P.PriorPlanner(sp, 0.1, 0, budget=2)  # strongest first: rows at L4
        self.assertEqual(pl.next([]), cfg("rows", L4))
        near = [(cfg("rows", L4), (0.2, 0.15))]  # 1.5x the bound: L2 is predicted 0.1
        self.assertEqual(pl.next(near), cfg("rows", L2))
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=2, retry=False).next(near), cfg("half", R0))
        far = [(cfg("rows", L4), (0.2, 0.9))]  # 9x the bound: no milder point is predicted under it
        self.assertEqual(pl.next(far), cfg("half", R0))
        tried = near + [(cfg("rows", L2), (0.3, 0.12))]  # retried once only
        self.assertEqual(pl.next(tried), cfg("half", R0))


class Tiny(unittest.TestCase):
    def test_middle(self):
        p = S.Param(["g"], [None, {}, L2, L4, L8])  # "as compiled" ({}): severity 0, no known strength
        lad = D.build_of(S.Space([p]), "base").ladders[0]
        self.assertEqual(G.middle(p, lad), K(L4))
        self.assertEqual(G.middle(p, lad, lo=0.75), K(L8))
        self.assertEqual(G.middle(p, lad, hi=0.75), K(L2))
        self.assertIsNone(G.middle(p, lad, lo=0.875))
        q = S.Param(["g"], [None, L2, F25, {"kind": "rate", "value": 0.5}, L8])  # L2 and rate 0.5: both 0.5
        lq = D.build_of(S.Space([q]), "base").ladders[0]
        self.assertEqual(G.middle(q, lq), K(L2))  # the ladder's order among equals
        rank = {K({"kind": "rate", "value": 0.5}): 0}
        self.assertEqual(G.middle(q, lq, speed_rank=lambda k: rank.get(k, 1)), K({"kind": "rate", "value": 0.5}))

    def test_two_evaluations_start_from_the_middle(self):
        sp = S.Space([S.Param(["g"], [None, L2, L4, L8])])
        pl = P.PriorPlanner(sp, 0.1, 0, budget=2)
        self.assertEqual(pl.next([]), {"g": K(L4)})
        self.assertEqual(pl.next([({"g": K(L4)}, (0.5, 0.05))]), {"g": K(L8)})  # met the bound: up
        self.assertEqual(pl.next([({"g": K(L4)}, (0.5, 0.5))]), {"g": K(L2)})  # missed: down
        for budget, opts in ((1, {}), (3, {}), (2, {"tiny": False})):  # otherwise descend's mildest first,
            self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=budget, solo=False, **opts).next([]), {"g": K(L2)})
            # or since the tenth pass (solo) the only build's strongest point
            self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=budget, **opts).next([]), {"g": K(L8)})
        two = S.Space([S.Param(["g"], [None, L2, L4, L8]), S.Param(["h"], [None, L2, L4])])
        self.assertEqual(P.PriorPlanner(two, 0.1, 0, budget=2, solo=False).next([]),
                         {"g": K(L2), "h": K(L2)})  # two knobs


class Groups(unittest.TestCase):
    def test_groups_of_a_joint_knob(self):
        p = S.Param(["a", "b", "s"], [None, {"a": L2, "b": L2}, {"a": F25, "b": F25}, {"s": S4}, {"s": L4},
                                      {"a": L2, "b": L2, "s": L2}], joint=True)
        self.assertEqual(G.groups(p), [frozenset("ab"), frozenset("s")])
        self.assertEqual(G.groups(S.Param(["a"], [None, L2])), [])
        b = D.build_of(S.Space([p]), "base")
        mild = G.group_mildest(p, b.ladders[0])
        self.assertEqual(mild[frozenset("s")], K({"s": S4}))
        self.assertEqual(mild[frozenset("ab")], K({"a": F25, "b": F25}))
        pl = P.PriorPlanner(S.Space([p]), 0.1, 0, budget=2, groups=True, tiny=False, solo=False)
        first = pl.next([])
        self.assertIn(first[p.name], mild.values())
        second = pl.next([(first, (0.5, 0.01))])
        self.assertIn(second[p.name], mild.values())
        self.assertNotEqual(first, second)


if __name__ == "__main__":
    unittest.main()


class Twins(unittest.TestCase):
    """The seventh pass (docs/results.md): a twin's gross miss rules a point
    out, a first point ruled out hands step 1 to the next build, and equally
    fast builds go more precise first; the eighth: a twin that met the bound
    in a build predicted faster sends the point's build, in step 1, to the
    middle of its ladder."""

    def test_sibling_miss(self):
        sp = space()
        far = [(cfg("base", L4), (0.2, 0.5))]  # 5x the bound at L4
        why = G.sibling_miss(sp, cfg("rows", L4), far, 0.1)
        self.assertIn("twin in build base", why)
        self.assertIsNone(G.sibling_miss(sp, cfg("rows", L2), far, 0.1))  # another setting
        self.assertIsNone(G.sibling_miss(sp, cfg("rows", L4), [(cfg("base", L4), (0.2, 0.2))], 0.1))  # 2x
        self.assertIsNone(G.sibling_miss(sp, cfg("base", L4), far, 0.1))  # its own build: dominance's job
        # precision only (severity 0): the builds' own data clauses make the error
        self.assertIsNone(G.sibling_miss(sp, cfg("half", R0), [(cfg("rows", R0), (0.2, 0.9))], 0.1))

    def test_a_skipped_first_point_hands_over_to_the_next_build(self):
        sp = space()
        far = [(cfg("base", L4), (0.2, 0.5))]  # no retry: nothing on base's ladder is predicted under 0.1
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=2).next(far), cfg("half", R0))
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=2, twins=False).next(far), cfg("rows", L4))

    def test_sibling_faster(self):
        sp = space()
        met = [(cfg("rows", L4), (0.2, 0.05))]  # rows moves its kept rows in half: predicted faster than base
        predict = lambda a: P.predicted_time(sp, a)  # noqa: E731
        self.assertIn("twin in build rows", G.sibling_faster(sp, cfg("base", L4), met, predict, 0.1))
        self.assertIsNone(G.sibling_faster(sp, cfg("base", L2), met, predict, 0.1))  # another setting
        base = [(cfg("base", L4), (0.2, 0.05))]
        self.assertIsNone(G.sibling_faster(sp, cfg("rows", L4), base, predict, 0.1))  # predicted faster itself
        missed = [(cfg("rows", L4), (0.2, 0.5))]
        self.assertIsNone(G.sibling_faster(sp, cfg("base", L4), missed, predict, 0.1))  # only twins that met it

    def test_a_twin_in_a_faster_build_sends_step_1_milder(self):
        # base and rows with the same ladder: rows' strongest point met the
        # bound, so base's (the same settings, predicted slower) would be
        # dominated by it; base gets the middle of its ladder instead
        rows = S.Variant("rows", [S.Param(["f"], [None, L2, L4], prefix="rows/")],
                         clauses=["f:" + IO + " reconstruct(lerp, host) precision(half)"])
        sp = S.Space([S.Param(["f"], [None, L2, L4])], [rows])
        met = [(cfg("rows", L4), (0.2, 0.05))]
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=1).next([]), cfg("rows", L4))
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=1).next(met), cfg("base", L2))
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=1, faster=False).next(met), cfg("base", L4))
        # a twin that missed (2.5x: no retry, no sibling_miss) says nothing of base's L4 being dominated
        missed = [(cfg("rows", L4), (0.2, 0.25))]
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=1).next(missed), cfg("base", L4))
        # only the order changes: base's L4 is not ruled out, the whole grid is still measured
        self.assertIsNone(P.PriorPlanner(sp, 0.1, 0, budget=1).skip(cfg("base", L4), met))

    def test_equally_fast_builds_more_precise_first(self):
        half = S.Variant("half", [S.Param(["f"], [None, R0], prefix="half/")], sets=["f:" + IO + " precision(half)"])
        u16 = S.Variant("u16", [S.Param(["f"], [None, R0], prefix="u16/")], sets=["f:" + IO + " precision(unorm16)"])
        bf16 = S.Variant("bf16", [S.Param(["f"], [None, R0], prefix="bf16/")], sets=["f:" + IO + " precision(bf16)"])
        sp = S.Space([S.Param(["f"], [None, L2])], [half, bf16, u16])
        self.assertEqual([P.kept_bits(v) for v in (half, u16, bf16)], [11, 16, 8])
        for seed in range(4):
            tags = [b.variant.tag for b in P.PriorPlanner(sp, 0.1, seed, budget=2).builds]
            safe = [t for t in tags if t != "base"]
            self.assertEqual(safe, ["u16", "half", "bf16"], seed)


I25 = {"kind": "init", "value": 0.25}
R25 = {"kind": "rate", "value": 0.25}


class Mildest(unittest.TestCase):
    def test_mildest_key(self):
        # as compiled ({}) has no known strength; among the 0.25 settings init goes first
        p = S.Param(["g"], [None, {}, S4, R25, I25, F25, L2, L8])
        lad = D.build_of(S.Space([p]), "base").ladders[0]
        self.assertEqual(G.mildest_key(p, lad), K(I25))
        q = S.Param(["g"], [None, {}, S4, R25, L2])  # no contiguous kind: the ladder's order
        self.assertEqual(G.mildest_key(q, D.build_of(S.Space([q]), "base").ladders[0]), K(S4))
        r = S.Param(["g"], [None, {}])
        self.assertIsNone(G.mildest_key(r, D.build_of(S.Space([r]), "base").ladders[0]))

    @staticmethod
    def _drive(planner, n=12):
        """The planner's points in order, each measured at half the time and
        an error of 0.5 (every point meets a bound of 1), until it hands
        over to the sampler."""
        results = []
        for _ in range(n):
            a = planner.next(results)
            if a is None:
                break
            results.append((a, (0.5, 0.5)))
        return [r[0] for r in results]

    def test_each_knob_alone_at_its_mildest_when_the_bound_gives_no_step(self):
        # fdtd2d's shape: a time-step knob and a region knob whose init:0.25
        # alone is the low-error end of the front; every point meets the
        # bound, so descend has no bisection step to take
        steps = S.Param(["steps"], [None, {}, L2, L4])
        g = S.Param(["g"], [None, {}, S4, R25, I25, F25, L2, L8])
        sp = S.Space([steps, g])
        alone = {"steps": "off", "g": K(I25)}
        ninth = {"solo": False, "compose": False}  # the ninth pass's planner (test_compose.py: the tenth's)
        seq = self._drive(P.PriorPlanner(sp, 1.0, 0, budget=7, **ninth))
        self.assertIn(alone, seq)
        # after descend's first point and the strongest points (tops), before the walk
        self.assertEqual(seq.index(alone), 4)
        self.assertEqual(seq[5], {"steps": K(L2), "g": "off"})  # the other knob's mildest alone
        self.assertNotIn(alone, self._drive(P.PriorPlanner(sp, 1.0, 0, budget=7, mildest=False, **ninth)))

    def test_not_before_every_build_is_tried(self):
        # step 1 first: with one evaluation per build (strongest points),
        # rows' mildest point waits until base and half have had theirs
        seq = self._drive(P.PriorPlanner(space(), 1.0, 0, budget=1))
        self.assertEqual([a["variant"] for a in seq[:3]], ["rows", "half", "base"])
        self.assertEqual(seq[3], cfg("rows", L2))
