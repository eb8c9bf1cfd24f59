"""Unit tests of the tenth pass (docs/results.md): the composition model
(compose.py: each knob's effect measured alone or divided out of a
combination, interpolated in severity, the knobs multiplied; the coarser
skip first among equal predictions), PriorPlanner's use of it once a
build's strongest points are measured and its bound gives no bisection
step (compose), and the only build of a space starting from its
strongest point (solo). The planner tests fail without their rule."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from approxtune import compose as C, descend as D, prior as P, space as S  # noqa: E402

L2, L4, L8 = ({"kind": "large", "value": v} for v in (2, 4, 8))
L2C8 = {"kind": "large", "value": 2, "chunk": 8}
L4C32 = {"kind": "large", "value": 4, "chunk": 32}
R5C32 = {"kind": "rate", "value": 0.5, "chunk": 32}
I25 = {"kind": "init", "value": 0.25}
S4 = {"kind": "small", "value": 4}
K = lambda c: "off" if c is None else json.dumps(c, sort_keys=True)  # noqa: E731


def jacobi():
    """jacobi2d's shape: a time-step knob s whose strongest setting costs
    little error, and a stencil knob g whose strided skips ruin most of
    the output at any rate (0.8 at large:2) while one block (init) or
    chunks of 32 cost about their share."""
    s = S.Param(["s"], [None, {}, L2, L4])
    g = S.Param(["g"], [None, {}, S4, I25, L2, L2C8, L4, L4C32, L8])
    return S.Space([s, g])


def measure(assign):
    """(time, error) of a jacobi() configuration: independent knobs."""
    ts = {"off": (1.0, 0.0), K({}): (0.5, 0.001), K(L2): (0.5, 0.001), K(L4): (0.25, 0.15)}[assign["s"]]
    g = assign["g"]
    if g == "off":
        tg = (1.0, 0.0)
    else:
        c = json.loads(g) or L2
        sev = {"init": 0.25, "small": 0.25}.get(c["kind"], 1.0 - 1.0 / c.get("value", 2))
        err = 0.95 * sev if c["kind"] == "init" else (sev if c.get("chunk") == 32 else 0.6 + 0.4 * sev)
        tg = (1.0 - 0.6 * sev, err)
    return ts[0] * tg[0], 1.0 - (1.0 - ts[1]) * (1.0 - tg[1])


def drive(planner, n):
    results = []
    for _ in range(n):
        a = planner.next(results)
        if a is None:
            break
        results.append((a, measure(a)))
    return [a for a, _ in results]


class Block(unittest.TestCase):
    def test_coarser_skips_first(self):
        p = S.Param(["g"], [None, I25, {"kind": "fini", "value": 0.25}, L4C32, L2C8, L2, S4, R5C32,
                            {"kind": "rate", "value": 0.5}])
        blocks = [C.block(p, K(c)) for c in p.choices[1:]]
        self.assertEqual(blocks, [float("inf"), float("inf"), 32.0, 8.0, 1.0, 1.0, 0.0, 0.0])


class Model(unittest.TestCase):
    def test_effects_alone_and_divided_out(self):
        sp = jacobi()
        b = D.build_of(sp, "base")
        floor = (-1, -1)
        top = {"s": K(L4), "g": K(L8)}
        s4, g8 = {"s": K(L4), "g": "off"}, {"s": "off", "g": K(L8)}
        mixed = {"s": K(L4), "g": K(I25)}
        mine = [(a, measure(a)) for a in (top, s4, mixed)]
        known, base = C.effects(b, floor, mine)
        self.assertEqual(base, (0.0, 1.0))
        si, gi = b.ladders[0].index(K(L4)), b.ladders[1].index(K(I25))
        self.assertAlmostEqual(known[0][si][0], 0.15)  # alone
        self.assertAlmostEqual(known[0][si][1], 0.25)
        e, t = known[1][gi]  # divided out of s at L4: init's own error and time
        self.assertAlmostEqual(e, 0.95 * 0.25)
        self.assertAlmostEqual(t, 1.0 - 0.6 * 0.25)
        g8i = b.ladders[1].index(K(L8))
        self.assertAlmostEqual(known[1][g8i][0], 0.95)  # from the top, s at L4 divided out
        self.assertNotIn(g8i, C.effects(b, floor, mine, infer=False)[0][1])
        # a setting with no known effect: linear in severity from the floor (0, 1)
        # to the nearest known severity; the composition multiplies
        only = [(a, measure(a)) for a in (s4, g8)]
        e, t = C.predict(b, floor, C.effects(b, floor, only), (-1, b.ladders[1].index(K(L2))))
        self.assertAlmostEqual(e, 0.95 * 0.5 / 0.875)
        self.assertAlmostEqual(t, 1.0 - (1.0 - measure(g8)[0]) * 0.5 / 0.875)
        e, t = C.predict(b, floor, C.effects(b, floor, only), (si, g8i))
        self.assertAlmostEqual(e, 1.0 - 0.85 * 0.05)
        self.assertAlmostEqual(t, 0.25 * measure(g8)[0])

    def test_a_data_build_needs_its_floor(self):
        # a data build's floor keeps its data label on: its effects are
        # relative to that point, so the model waits until it is measured
        half = S.Variant("half", [S.Param(["f"], [None, {}, L2, L4], prefix="half/")], sets=["f:precision(half)"])
        sp = S.Space([S.Param(["f"], [None, L2])], [half])
        b = D.build_of(sp, "half")
        a = {"half/f": K(L4), "variant": "half"}
        self.assertEqual(C.ranked(b, (0,), [(a, (0.5, 0.01))], [(a, (0.5, 0.01))], 0.1), [])
        floor = {"half/f": K({}), "variant": "half"}
        mine = [(a, (0.5, 0.01)), (floor, (0.8, 0.001))]
        self.assertEqual(C.ranked(b, (0,), mine, mine, 0.1), [(1,)])  # L2, between the two


class Planner(unittest.TestCase):
    def test_compose_after_the_strongest_points(self):
        # after the three strongest points (solo: no mildest probe first) the
        # model's point: s at its strongest with g milder, the coarser of the
        # settings at the severity it predicts best (L2C8, not L2)
        seq = drive(P.PriorPlanner(jacobi(), 1.0, 0, budget=7), 7)
        self.assertEqual(seq[:3], [{"s": K(L4), "g": K(L8)}, {"s": K(L4), "g": "off"}, {"s": "off", "g": K(L8)}])
        self.assertEqual(seq[3], {"s": K(L4), "g": K(L2C8)})
        # L2C8 costs 0.8 error (strided): divided out, g at 0.5 is known
        # worse than the line the model drew, and the next points are init
        # and, at 0.75, the chunks of 32 with s at L4
        self.assertIn({"s": K(L4), "g": K(I25)}, seq[4:6])
        self.assertIn({"s": K(L4), "g": K(L4C32)}, seq[4:6])
        old = drive(P.PriorPlanner(jacobi(), 1.0, 0, budget=7, compose=False), 7)
        self.assertEqual(old[3], {"s": "off", "g": K(I25)})  # the ninth pass: each knob alone at its mildest
        self.assertNotIn({"s": K(L4), "g": K(L4C32)}, old)
        nocoarse = drive(P.PriorPlanner(jacobi(), 1.0, 0, budget=7, coarse=False), 4)
        self.assertEqual(nocoarse[3], {"s": K(L4), "g": K(L2)})  # the ladder's order among equals

    def test_solo_starts_from_the_strongest_point(self):
        sp = jacobi()
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=7).next([]), {"s": K(L4), "g": K(L8)})
        self.assertEqual(P.PriorPlanner(sp, 0.1, 0, budget=7, solo=False).next([]), {"s": K({}), "g": K({})})
        # several builds: step 1 still ranks them from their mildest points
        two = S.Space([S.Param(["s"], [None, L2, L4])], [S.Variant("v", [S.Param(["s"], [None, L2, L4],
                                                                                    prefix="v/")])])
        first = P.PriorPlanner(two, 0.1, 0, budget=7).next([])
        self.assertEqual(first[[k for k in first if k != "variant"][0]], K(L2))


if __name__ == "__main__":
    unittest.main()
