#!/usr/bin/env python3
"""Unit tests of live_check.py (issue 18's live check): a grid's space
becomes the `approx-tune --space` document of the same choices ("off" is
the tuner's own), a space with builds or joint knobs is refused, and a live
folder is scored three ways with the hand-computed fractions: its
configurations valued by the stored grid, by the session's grid, and by
its own times over its own exact run; a configuration no grid has stops
the scoring instead of counting as nothing."""
import csv
import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, HERE)
import live_check as L  # noqa: E402

A2 = {"a": {"kind": "large", "value": 2}}
A4 = {"a": {"kind": "large", "value": 4}}
A8 = {"a": {"kind": "large", "value": 8}}


def write_grid(path, rows):
    """rows: (config, rel_time, error[, status]) as tune_efficiency.py writes them."""
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["app", "config", "rel_time", "speedup", "error", "status", "assign"])
        for r in rows:
            status = r[3] if len(r) > 3 else "ok"
            ok = status == "ok"
            w.writerow(["x", json.dumps(r[0]), r[1] if ok else "", 1 / r[1] if ok else "", r[2] if ok else "",
                        status, "{}"])


def write_live(folder, t_exact, rows):
    """rows: (config, time, error) of an approx-tune points.csv."""
    os.makedirs(folder)
    with open(os.path.join(folder, "points.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["time", "speedup", "error", "config", "status", "trial"])
        w.writerow([t_exact, 1, 0, "exact", "exact", ""])
        for cfg, t, e in rows:
            # key order differs from the grid's: the same configuration
            w.writerow([t, t_exact / t, e, json.dumps(cfg, sort_keys=False), "ok", 0])
        w.writerow(["", "", "", json.dumps(A8), "failed", 9])


class Space(unittest.TestCase):
    def test_params_become_space_doc(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "space.json")
            with open(p, "w") as f:
                json.dump({"params": [[["a"], ["off", "{}", json.dumps(A2["a"])]], [["b", "c"], ["off", "{}"]]]}, f)
            self.assertEqual(L.space_doc(p), {"a": [{}, A2["a"]], "b,c": [{}]})

    def test_builds_and_joint_refused(self):
        with tempfile.TemporaryDirectory() as d:
            for doc in ({"params": [], "variants": [{"tag": "half"}]}, {"params": [[["a"], ["off"], True]]}):
                p = os.path.join(d, "space.json")
                with open(p, "w") as f:
                    json.dump(doc, f)
                with self.assertRaises(SystemExit):
                    L.space_doc(p)


class Score(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        d = self.tmp.name
        # stored grid: A2 speedup 2 at error 0.5, A4 speedup 1.5 at 0.2, A8 speedup 4 at 0.9
        # HV (error <= 1, speedup >= 1): 0.3 x 0.5 + 0.4 x 1 + 0.1 x 3 = 0.85
        self.stored, self.session = os.path.join(d, "stored"), os.path.join(d, "session")
        os.makedirs(self.stored)
        os.makedirs(self.session)
        write_grid(os.path.join(self.stored, "grid-x.csv"), [(A2, 0.5, 0.5), (A4, 1 / 1.5, 0.2), (A8, 0.25, 0.9)])
        # session grid: A2 alone measured (A4/A8 slower than exact): HV 0.5
        write_grid(os.path.join(self.session, "grid-x.csv"), [(A2, 0.5, 0.5), (A4, 1.25, 0.2), (A8, 2.0, 0.9),
                                                              ({"a": {"kind": "small", "value": 2}}, 0, 0, "timeout")])
        self.live = os.path.join(d, "live", "x-b2-s0")
        # live: A2 measured at speedup 2.5 (10 ms over exact 25 ms), A4 at 20 ms (1.25x)
        write_live(self.live, 25.0, [(A2, 10.0, 0.5), (A4, 20.0, 0.2)])

    def tearDown(self):
        self.tmp.cleanup()

    def test_three_fractions(self):
        r = L.score_one(self.live, L.read_grid(os.path.join(self.stored, "grid-x.csv")),
                        L.read_grid(os.path.join(self.session, "grid-x.csv")), 1.0)
        self.assertEqual((r["evaluated"], r["failed"]), (2, 1))
        self.assertAlmostEqual(r["hv_stored"], 0.85)
        self.assertAlmostEqual(r["hv_session"], 0.5)
        self.assertAlmostEqual(r["grid_scored"], 0.65 / 0.85)   # A2 and A4 of the stored grid
        self.assertAlmostEqual(r["same_session"], 1.0)          # the session's A4 adds nothing
        # live: A2 (0.5, 2.5) -> 0.75, A4 (0.2, 1.25) adds 0.3 * 0.25 -> 0.825, over 0.5
        self.assertAlmostEqual(r["live_measured"], 0.825 / 0.5)

    def test_unknown_configuration_stops(self):
        other = os.path.join(self.tmp.name, "live", "x-b1-s0")
        write_live(other, 25.0, [({"a": {"kind": "rate", "value": 0.5}}, 10.0, 0.1)])
        with self.assertRaises(SystemExit):
            L.score_one(other, L.read_grid(os.path.join(self.stored, "grid-x.csv")),
                        L.read_grid(os.path.join(self.session, "grid-x.csv")), 1.0)

    def test_summary_rows(self):
        out = os.path.join(self.tmp.name, "out")
        L.main(["score", "--stored", os.path.join(self.tmp.name, "none"), "--stored", self.stored,
                "--session", self.session, "--out", out, self.live])
        with open(os.path.join(out, "summary.md")) as f:
            text = f.read()
        self.assertIn("| x | 2 | 1 | 0.76 [0.76–0.76] | 1.00 [1.00–1.00] | 1.65 [1.65–1.65] |", text)


if __name__ == "__main__":
    unittest.main()
