#!/usr/bin/env python3
"""Unit tests of the efficiency replay (grids.py, replay.py): a hand-made
run.sh CSV becomes a space of the harness's builds (perforation and data
variants) that holds exactly the measured points, its table holds times
relative to the CSV's accurate run, and the replay's hypervolume fraction
and its growth are the hand-computed ones."""
import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, HERE)
import replay as R  # noqa: E402  (makes Optuna importable: approxtune.deps)
import grids as G  # noqa: E402

HEAD = "benchmark,variant,config,kernel_ms,transfer_ms,e2e_ms,error,metric,mape,mre,wrong,status,wall_s,detail\n"


def row(var, cfg, e2e, err, status="ok"):
    return "median,%s,%s,0.1,0,%s,%s,mape,0,0,0,%s,0.5,\n" % (var, cfg, e2e, err, status)


CSV = HEAD + "".join([
    row("accurate", "exact", 10.0, 0),
    row("ours", "off", 10.0, 0), row("ours", "rows=large:2", 8.0, 0.5), row("ours", "rows=small:4", 12.0, 0.25),
    row("ours-half", "off", 11.0, 0), row("ours-half", "half=full", 2.0, 0.01),
    row("ours-in", "off", 4.0, 0), row("ours-in", "in=large:2", 5.0, 0.02),
    row("ours-in", "in=large:4", 4.0, 0.05, "timeout"),
    # a second CSV's point for a build the first has: the first wins
])
CSV2 = HEAD + "".join([row("accurate", "exact", 20.0, 0), row("ours-half", "half=full", 1.0, 0.01),
                       row("ours-rows", "rows=large:2", 5.0, 0.03)])


class Grids(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        paths = []
        for i, text in enumerate((CSV, CSV2)):
            paths.append(os.path.join(self.tmp.name, "s%d.csv" % i))
            with open(paths[-1], "w") as f:
                f.write(text)
        self.builds = G.read_sweep(paths)["median"]
        self.sp, self.table = G.sweep_grid(self.builds)

    def tearDown(self):
        self.tmp.cleanup()

    def test_builds_carry_their_clauses(self):
        """with_clauses: each data build gets the clauses build.sh compiled
        it with (sweep.py), the base build none."""
        sp, _ = R.with_clauses("median", (self.sp, self.table))
        self.assertEqual(sp.by_tag["half"].clauses, ("median:in(([n][m])in) out(([n][m])o) precision(half)",))
        self.assertEqual(sp.by_tag["base"].clauses, ())

    def test_space_is_the_measured_grid(self):
        sp = self.sp
        self.assertEqual([v.tag for v in sp.variants], ["base", "half", "in", "rows"])
        # base: median off/large:2/small:4; half: off/full; in: off/large:2/large:4; rows: off/large:2
        self.assertEqual(sp.size(), 3 + 2 + 3 + 2)
        self.assertEqual(sp.evaluable(), 2 + 1 + 2 + 1)
        # every evaluable point; no build's all-off point (the exact program: the
        # replay never evaluates it, so it must not count in the grid's hypervolume)
        self.assertEqual(len(self.table), sp.evaluable())
        self.assertFalse(any(sp.is_exact(json.loads(k)) for k in self.table))

    def test_table_values(self):
        half = {"half/median": G.S.key({"chunk": 1, "kind": "rate", "value": 0}), "variant": "half"}
        self.assertEqual(self.table[G.akey(half)], (0.2, 0.01))  # 2 ms of 10, not the second CSV's 1 of 20
        got = [k for k in self.table if '"rows"' in k and "large" in k]
        self.assertEqual(len(got), 1)
        self.assertEqual(self.table[got[0]], (0.25, 0.03))  # relative to the second CSV's accurate run
        failed = [v for v in self.table.values() if isinstance(v, str)]
        self.assertEqual(failed, ["timeout: "])

    def test_grid_hypervolume_has_no_exact_point(self):
        # ours-in's off run (4 ms of 10: 2.5x at error 0) is the exact program in
        # another build; counted, it would make a front no method can reach
        pts = R.points(v for v in self.table.values() if not isinstance(v, str))
        self.assertAlmostEqual(R.pareto.hypervolume(pts, 0.1), 0.36)

    def test_hv_fraction_and_growth(self):
        # points (error, speedup): half (0.01, 5), in (0.02, 2), rows (0.03, 4), base large:2 (0.5, 1.25);
        # ref error 0.1: front half alone dominates rows and in: HV = 0.09 * 4 = 0.36
        vals = [(0.8, 0.5), (0.25, 0.03), None, (0.2, 0.01)]
        self.assertAlmostEqual(R.hv_fraction(vals, 0.36, 0.1), 1.0)
        g = R.growth(vals, 0.36, 0.1)
        self.assertAlmostEqual(g[0], 0.0)
        self.assertAlmostEqual(g[1], 0.07 * 3 / 0.36)
        self.assertAlmostEqual(g[2], g[1])
        self.assertAlmostEqual(g[3], 1.0)
        self.assertIsNone(R.hv_fraction(vals, 0.0, 0.1))

    def test_replay_whole_grid_and_ladder(self):
        n = self.sp.evaluable()
        for method in R.METHODS:
            vals = R.replay(self.sp, self.table, method, n, 0)
            self.assertEqual(len(vals), n, method)  # every configuration once, the failed one included
            self.assertAlmostEqual(R.hv_fraction(vals, 0.36, 0.1), 1.0)
        # the ladder tries every build first: with 4 evaluations (one per build) it finds the front
        vals = R.replay(self.sp, self.table, "tpe-all", 4, 0)
        self.assertAlmostEqual(R.hv_fraction(vals, 0.36, 0.1), 1.0)

    def test_oracle(self):
        # the front is half (0.01, 5x) alone: one evaluation can reach all of it
        self.assertAlmostEqual(R.oracle(self.table, 1, 0.1), 1.0)
        self.assertAlmostEqual(R.oracle(self.table, 0, 0.1), 0.0)
        # without it the front is in (0.02, 2x), rows (0.03, 4x): HV 0.08 + 0.14;
        # one evaluation reaches at most rows' 0.07 x 3, two the whole
        no_half = {k: v for k, v in self.table.items() if '"half"' not in k}
        self.assertAlmostEqual(R.oracle(no_half, 1, 0.1), 0.21 / 0.22)
        self.assertAlmostEqual(R.oracle(no_half, 2, 0.1), 1.0)
        self.assertIsNone(R.oracle({k: v for k, v in self.table.items() if isinstance(v, str)}, 1, 0.1))

    def test_descend_finds_the_front_with_one_per_build(self):
        # every build's mildest point first: 4 evaluations, 4 builds, the front
        vals = R.replay(self.sp, self.table, "tpe-desc", 4, 0)
        self.assertEqual(len(vals), 4)
        self.assertAlmostEqual(R.hv_fraction(vals, 0.36, 0.1), 1.0)

    def test_space_file_round_trip(self):
        p = os.path.join(self.tmp.name, "space.json")
        G.save_space(self.sp, p)
        sp = G.load_space(p)
        self.assertEqual(list(sp.grid()), list(self.sp.grid()))
        self.assertEqual([p.joint for v in sp.variants for p in v.params],
                         [p.joint for v in self.sp.variants for p in v.params])

    def test_full_grids_come_first(self):
        # a full_grid.sh folder (a space with builds) wins over the CSVs; one of
        # perforation only does not (the CSVs have the data variants)
        full, flat = os.path.join(self.tmp.name, "full-x"), os.path.join(self.tmp.name, "full-y")
        for d, sp in ((full, self.sp), (flat, G.S.Space(self.sp.params))):
            os.makedirs(d)
            G.save_space(sp, os.path.join(d, "space-median.json"))
            with open(os.path.join(d, "grid-median.csv"), "w") as f:
                f.write("app,config,rel_time,speedup,error,status,assign\n")
        csvs = [os.path.join(self.tmp.name, "s0.csv")]
        self.assertEqual(R.find_grids(["median"], [], csvs, "e2e", [full])["median"][2], os.path.relpath(full, R.ROOT))
        self.assertEqual(R.find_grids(["median"], [], csvs, "e2e", [flat])["median"][2], "s0")


if __name__ == "__main__":
    unittest.main()
