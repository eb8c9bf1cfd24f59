#!/usr/bin/env python3
"""Unit tests of analysis.py with hand-computed cases (python3 -m unittest,
or run this file). The metric cases are the same as test/Bench/metrics.c,
which checks bench.h's C implementation."""
import math
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "approx-tune"))
from approxtune import deps  # noqa: E402

deps.ensure(("matplotlib",))  # re-executes with Debian's python3 where that one has it
import analysis as A  # noqa: E402


class Metrics(unittest.TestCase):
    def test_basic(self):
        # mean|r| = 2 -> delta = 0.002; rel = 0, .25, .25, 0
        ref, apx = [1.0, 2.0, 4.0, 1.0], [1.0, 2.5, 3.0, 1.0]
        self.assertAlmostEqual(A.mape(apx, ref), 0.125)
        self.assertAlmostEqual(A.mre(apx, ref), 1.5 / 8)
        self.assertAlmostEqual(A.wrong_fraction(apx, ref), 0.5)

    def test_zero_reference_uses_delta(self):
        # mean|r| = 1 -> delta = 1e-3; rel = 0.001 / 1e-3 = 1, 0
        ref, apx = [0.0, 2.0], [0.001, 2.0]
        self.assertAlmostEqual(A.mape(apx, ref), 0.5)
        self.assertAlmostEqual(A.mre(apx, ref), 0.0005)
        self.assertAlmostEqual(A.wrong_fraction(apx, ref), 0.5)

    def test_non_finite_counts_as_full_error(self):
        ref, apx = [1.0, 1.0], [float("nan"), 1.0]
        self.assertAlmostEqual(A.mape(apx, ref), 0.5)
        self.assertAlmostEqual(A.mre(apx, ref), 0.5)
        self.assertAlmostEqual(A.wrong_fraction(apx, ref), 0.5)

    def test_exact_and_empty(self):
        self.assertEqual(A.mape([0.0, 0.0], [0.0, 0.0]), 0.0)
        self.assertEqual(A.mre([0.0, 0.0], [0.0, 0.0]), 0.0)
        self.assertEqual(A.wrong_fraction([3.0], [3.0]), 0.0)
        self.assertEqual(A.mape([], []), 0.0)

    def test_wrong_threshold(self):
        # rel = 2^-7 (< 1e-2) is not wrong, 2^-6 (> 1e-2) is; tol is a parameter
        apx, ref = [1.0 + 2 ** -7, 1.0 + 2 ** -6], [1.0, 1.0]
        self.assertAlmostEqual(A.wrong_fraction(apx, ref), 0.5)
        self.assertAlmostEqual(A.wrong_fraction(apx, ref, tol=2 ** -8), 1.0)

    def test_median(self):
        self.assertEqual(A.median([3, 1, 2]), 2)
        self.assertEqual(A.median([4, 1, 3, 2]), 2.5)
        with self.assertRaises(ValueError):
            A.median([])


class Pareto(unittest.TestCase):
    PTS = [(0.1, 2.0), (0.2, 1.5), (0.05, 1.2), (0.3, 3.0), (0.1, 2.0)]

    def test_dominates(self):
        self.assertTrue(A.dominates((0.1, 2.0), (0.2, 1.5)))
        self.assertTrue(A.dominates((0.1, 2.0), (0.1, 1.5)))
        self.assertFalse(A.dominates((0.1, 2.0), (0.1, 2.0)))
        self.assertFalse(A.dominates((0.05, 1.2), (0.1, 2.0)))

    def test_front(self):
        self.assertEqual(A.pareto_front(self.PTS), [(0.05, 1.2), (0.1, 2.0), (0.3, 3.0)])
        self.assertEqual(A.pareto_front([]), [])

    def test_front_keeps_tags(self):
        f = A.pareto_front([(0.1, 2.0, "a"), (0.2, 1.0, "b")])
        self.assertEqual(f, [(0.1, 2.0, "a")])

    def test_hypervolume(self):
        # (1-.05)(1.2-1) + (1-.1)(2-1.2) + (1-.3)(3-2) = .19 + .72 + .7
        self.assertAlmostEqual(A.hypervolume(self.PTS), 1.61)
        # reference error 0.5: .45*.2 + .4*.8 + .2*1
        self.assertAlmostEqual(A.hypervolume(self.PTS, ref_error=0.5), 0.61)
        self.assertAlmostEqual(A.hypervolume([(0.0, 2.0)]), 1.0)

    def test_hypervolume_clips(self):
        # too wrong, and slower than accurate: nothing counts
        self.assertEqual(A.hypervolume([(1.5, 5.0), (0.5, 0.8), (0.2, 1.0)]), 0.0)
        self.assertEqual(A.hypervolume([]), 0.0)

    def test_hypervolume_order_independent(self):
        self.assertAlmostEqual(A.hypervolume(list(reversed(self.PTS))), 1.61)

    def test_best_speedup(self):
        self.assertEqual(A.best_speedup(self.PTS, 0.1), 2.0)
        self.assertIsNone(A.best_speedup(self.PTS, 0.01))


class Analyse(unittest.TestCase):
    HEAD = "benchmark,variant,config,kernel_ms,transfer_ms,e2e_ms,error,metric,mape,mre,wrong,status,wall_s,detail\n"

    def test_speedups_fronts_and_failures(self):
        rows = [
            "b,accurate,exact,10,5,20,0,mape,0,0,0,ok,1,",
            "b,accurate,exact,12,5,22,0,mape,0,0,0,ok,1,",  # median base: k=11 e=21
            "b,ours,off,11,5,21,0,mape,0,0,0,ok,1,",
            "b,ours,rows=large:2,5.5,5,10.5,0.1,mape,0.1,0.1,0.1,ok,1,",
            "b,hpac,rows=large:2,11,5,21,0.1,mape,0.1,0.1,0.1,ok,1,",
            "b,hpac,rows=small:2,,,,,,,,,failed,1,rc=1",
            "c,ours,x,,,,,,,,,missing,0,no binary",
        ]
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "r.csv")
            with open(p, "w") as f:
                f.write(self.HEAD + "\n".join(rows) + "\n")
            res = A.analyse(A.read_rows([p]))
            md = A.tables(res, 1.0)
            paths = A.plot("b", res["b"], "kernel", os.path.join(d, "b"), 1.0)
            with open(os.path.join(d, "b.svg")) as f:
                svg = f.read()
            with open(os.path.join(d, "b.png"), "rb") as f:
                png = f.read(8)
        b = res["b"]
        self.assertEqual((b["base_k"], b["base_e"]), (11, 21))
        self.assertEqual(b["off"]["ours"][:3], (0.0, 1.0, 1.0))
        ours = sorted(b["points"]["ours"])
        self.assertEqual(ours[1][:3], (0.1, 2.0, 2.0))
        # ours: (0, 1), (0.1, 2): HV = (1 - 0.1) * (2 - 1)
        self.assertAlmostEqual(A.hypervolume([(p[0], p[1]) for p in b["points"]["ours"]]), 0.9)
        self.assertAlmostEqual(A.hypervolume([(p[0], p[1]) for p in b["points"]["hpac"]]), 0.0)
        self.assertEqual(len(b["failed"]), 1)
        self.assertIsNone(res["c"]["base_k"])
        self.assertIn("| b | mape | 11.000 |", md)
        self.assertIn("Runs not ok: 2", md)
        self.assertIn("<svg", svg)
        self.assertIn("ours (HV 0.900)", svg)
        self.assertEqual(paths, [os.path.join(d, "b.png"), os.path.join(d, "b.svg")])
        self.assertEqual(png, b"\x89PNG\r\n\x1a\n")


class Targets(unittest.TestCase):
    def row(self, b, v, c, e2e, err, status="ok", rnd=0, k=None, lb=None):
        r = {"benchmark": b, "variant": v, "config": c, "e2e_ms": str(e2e), "error": str(err),
             "status": status, "_round": rnd}
        if k is not None:
            r["kernel_ms"] = str(k)
        if lb is not None:
            r["link_bytes"] = str(lb)
        return r

    def test_medians_over_rounds_and_error_bound(self):
        R = self.row
        rows = [R("a", "accurate", "exact", 9.0, 0, rnd=0), R("a", "accurate", "exact", 12.0, 0, rnd=1),
                R("a", "accurate", "exact", 10.0, 0, rnd=2),
                # the fair baseline: per round 4, 6, 5 ms; kernel 0.5 ms; 3e7 bytes
                R("a", "exact-pinned", "exact", 4.0, 0, rnd=0, k=0.5, lb=3e7),
                R("a", "exact-pinned", "exact", 6.0, 0, rnd=1, k=0.5, lb=3e7),
                R("a", "exact-pinned", "exact", 5.0, 0, rnd=2, k=0.5, lb=3e7),
                R("a", "plain", "exact", 8.0, 0), R("a", "plain", "exact", 11.0, 0),
                R("a", "plain", "exact", 9.0, 0),
                # fastest by median: 2.0 (rounds 2.0, 1.0, 5.0): worst round 5/5 = 1.0x pinned
                R("a", "ours-half", "half=full", 2.0, 0.01, rnd=0),
                R("a", "ours-half", "half=full", 1.0, 0.01, rnd=1),
                R("a", "ours-half", "half=full", 5.0, 0.01, rnd=2),
                # one fast outlier does not make it best: median 3.0
                R("a", "ours", "rows=large:2", 0.5, 0.02), R("a", "ours", "rows=large:2", 3.0, 0.02),
                R("a", "ours", "rows=large:2", 3.5, 0.02),
                # faster, but over the error bound
                R("a", "ours", "rows=large:8", 0.4, 0.2), R("a", "ours", "rows=large:8", 0.4, 0.2),
                # failed everywhere: not a candidate
                R("a", "ours-in", "in=large:2", 0.1, 0.0, "fail"),
                R("b", "accurate", "exact", 4.0, 0), R("b", "ours", "x", 5.0, 0.5)]
        t = A.targets(rows, 0.05, gbs=50.0)
        self.assertEqual(t["a"]["acc"], 10.0)
        self.assertEqual(t["a"]["pinned"], 5.0)
        self.assertEqual(t["a"]["plain"], 9.0)
        self.assertEqual(t["a"]["rounds"], 3)
        self.assertEqual(t["a"]["best"], ("ours-half", "half=full", 2.0, 0.01))
        self.assertEqual(t["a"]["worst"], 1.0)
        self.assertAlmostEqual(t["a"]["bound"], 0.6 + 0.5)  # 3e7 B at 50 GB/s + kernel
        self.assertIsNone(t["b"]["best"])
        self.assertIsNone(t["b"]["bound"])
        md = A.targets_table(t, 0.05)
        self.assertIn("| a | 3 | 10.00 | 5.00 | 9.00 | 1.10 | ours-half half=full | 2.000 | 0.0100 "
                      "| 5.00 | 2.50 (1.00) | 22 % | 55 % | no |", md)
        self.assertIn("| b | 1 | 4.00 | - | - | - | none | - | - | - | - (-) | - | - | no |", md)

    def test_link_bandwidth_from_meta(self):
        import tempfile
        d = tempfile.mkdtemp()
        paths = []
        for k, line in enumerate(["LINK,50,54,10,9,12", "LINK,40,44,10,9,12", "date=x"]):
            p = os.path.join(d, "r%d.csv" % k)
            with open(p + ".meta", "w") as f:
                f.write("date=today\n" + line + "\n")
            paths.append(p)
        self.assertEqual(A.link_gbs(paths), 47.0)  # median of 52 and 42
        self.assertIsNone(A.link_gbs([os.path.join(d, "none.csv")]))


if __name__ == "__main__":
    unittest.main()
