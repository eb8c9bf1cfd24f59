"""Unit tests of approxtune's pure parts: metrics (zero references
included, a non-finite reference an error), output readers, the Pareto front, the hypervolume, and space
building from report-like regions (hand-computed cases); a run whose
region fell back to exact fails its trial."""
import array
import json
import math
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
from approxtune import metrics as M, pareto as P, space as S, variants as V  # noqa: E402


class Metrics(unittest.TestCase):
    def test_basic(self):
        ref, apx = [1.0, 2.0, 4.0, 1.0], [1.0, 2.5, 3.0, 1.0]
        self.assertAlmostEqual(M.mape(apx, ref), 0.125)
        self.assertAlmostEqual(M.mre(apx, ref), 1.5 / 8)
        self.assertAlmostEqual(M.wrong_fraction(apx, ref), 0.5)
        self.assertAlmostEqual(M.rmse(apx, ref), math.sqrt((0.25 + 1) / 4))

    def test_zero_reference_uses_delta(self):
        # mean|r| = 1 -> delta = 1e-3; rel = 0.001 / 1e-3 = 1 (not "1 for any
        # nonzero" nor skipped: the old approx-tune gave the same 0.5 here
        # only by luck; with 0.0005 it gave 0.5, now 0.25)
        self.assertAlmostEqual(M.mape([0.001, 2.0], [0.0, 2.0]), 0.5)
        self.assertAlmostEqual(M.mape([0.0005, 2.0], [0.0, 2.0]), 0.25)
        self.assertEqual(M.mape([0.0, 2.0], [0.0, 2.0]), 0.0)
        # all-zero reference: delta = 1e-30, mre 1 if anything differs
        self.assertEqual(M.mre([0.0, 1e-9], [0.0, 0.0]), 1.0)
        self.assertEqual(M.mape([0.0, 0.0], [0.0, 0.0]), 0.0)

    def test_non_finite(self):
        self.assertAlmostEqual(M.mape([float("nan"), 1.0], [1.0, 1.0]), 0.5)
        self.assertEqual(M.rmse([float("inf")], [1.0]), math.inf)

    def test_non_finite_reference_is_an_error(self):
        # a nan/inf of the reference turned every metric into nonsense: mape
        # of [100, -50, 0, inf] against [1, 2, 3, inf] was 0.25 as if only one
        # element differed (delta = inf), and a nan made every rel 0
        inf, nan = float("inf"), float("nan")
        for metric in M.METRICS:
            for ref in ([1.0, 2.0, 3.0, inf], [1.0, nan]):
                with self.assertRaisesRegex(M.NonFiniteReference, "the reference has 1 non-finite value "
                                            r"\(the first is number %d of %d: %s\)" % (len(ref), len(ref), ref[-1])):
                    M.compute(metric, [100.0, -50.0, 0.0, inf][:len(ref)], ref)

    def test_digits(self):
        # rel 1e-3 -> 3 digits, exact -> 17: mean 10 -> 1e-10
        self.assertAlmostEqual(M.digits([1.001, 1.0], [1.0, 1.0]), 1e-10)
        self.assertAlmostEqual(M.compute("digits", [1.1], [1.0]), 0.1)

    def test_length_mismatch(self):
        with self.assertRaises(M.LengthMismatch):
            M.mape([1.0], [1.0, 2.0])

    def test_readers(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "o")
            with open(p, "w") as f:
                f.write("x=1.5, -2e3\n.25 nan 7\n")
            v = M.read_values(p)
            self.assertEqual(v[:3] + v[4:], [1.5, -2000.0, 0.25, 7.0])
            self.assertTrue(math.isnan(v[3]))
            # words holding "inf" or "nan" are no numbers (they were: an
            # output compared with itself had error 0.5 here)
            with open(p, "w") as f:
                f.write("# information: 1.5 (finite)\nbanana -nan Nancy inf\n")
            v = M.read_values(p)
            self.assertEqual([repr(x) for x in v], ["1.5", "nan", "inf"])
            for fmt, code in (("f32", "f"), ("f64", "d")):
                with open(p, "wb") as f:
                    f.write(array.array(code, [1.0, 0.5, -3.0]).tobytes())
                self.assertEqual(M.read_values(p, fmt), [1.0, 0.5, -3.0])
                # a trailing partial element is an error, not dropped (the
                # error was measured on the whole elements before it)
                with open(p, "ab") as f:
                    f.write(b"\x00")
                with self.assertRaisesRegex(M.PartialElement, "not a whole number of"):
                    M.read_values(p, fmt)


class Pareto(unittest.TestCase):
    PTS = [(0.1, 2.0), (0.2, 1.5), (0.05, 1.2), (0.3, 3.0), (0.1, 2.0)]

    def test_front(self):
        self.assertEqual(P.pareto_front(self.PTS), [(0.05, 1.2), (0.1, 2.0), (0.3, 3.0)])
        self.assertEqual(P.pareto_front([(0.1, 2.0, "a"), (0.1, 1.0, "b")]), [(0.1, 2.0, "a")])
        self.assertEqual(P.pareto_front([]), [])

    def test_hypervolume(self):
        self.assertAlmostEqual(P.hypervolume(self.PTS), 0.19 + 0.72 + 0.7)
        self.assertAlmostEqual(P.hypervolume(self.PTS, ref_error=0.5), 0.61)
        self.assertEqual(P.hypervolume([(2.0, 5.0), (0.1, 0.9)]), 0.0)  # outside the box
        self.assertEqual(P.hypervolume([(0.1, math.inf)]), 0.0)

    def test_best_subset(self):
        # front (0.05, 1.2), (0.1, 2.0), (0.3, 3.0): one point at most 2 x 0.7 = 1.4;
        # two: (0.1, 2.0) adds 1 x (0.3 - 0.1) = 0.2 below (0.3, 3.0); three: the whole 1.61
        self.assertAlmostEqual(P.best_subset_hypervolume(self.PTS, 1), 1.4)
        self.assertAlmostEqual(P.best_subset_hypervolume(self.PTS, 2), 1.6)
        self.assertAlmostEqual(P.best_subset_hypervolume(self.PTS, 3), 1.61)
        self.assertAlmostEqual(P.best_subset_hypervolume(self.PTS, 9), 1.61)
        self.assertEqual(P.best_subset_hypervolume(self.PTS, 0), 0.0)
        import itertools
        import random
        rnd = random.Random(1)
        pts = [(rnd.random(), 1 + 3 * rnd.random()) for _ in range(12)]
        for k in (1, 2, 3, 5):  # against every k-subset
            brute = max(P.hypervolume(list(c)) for c in itertools.combinations(pts, k))
            self.assertAlmostEqual(P.best_subset_hypervolume(pts, k), brute)

    def test_growth(self):
        g = P.hypervolume_growth([(0.5, 2.0), (0.6, 1.5), (0.0, 2.0)])
        self.assertEqual(g, [0.5, 0.5, 1.0])


REGIONS = [{"label": "a", "total_iterations": 10, "kept_iterations": 10, "bytes_transferred": 0},
           {"label": "d", "total_iterations": 10, "kept_iterations": 10, "bytes_transferred": 80},
           {"label": "g", "total_iterations": 4, "kept_iterations": 4, "bytes_saved": 0},
           {"label": "r", "total_iterations": 10, "kept_iterations": 10, "bytes_saved": 8}]
PROBE = [{"label": "a", "total_iterations": 10, "kept_iterations": 5},
         {"label": "d", "total_iterations": 10, "kept_iterations": 10},
         {"label": "g", "total_iterations": 4, "kept_iterations": 4},
         {"label": "r", "total_iterations": 10, "kept_iterations": 5}]


def discover_with(rows_of):
    """(the configs run_report was called with, S.discover's result) with
    run_report faked: rows_of(config) is the APPROX_REPORT of each run."""
    calls = []

    def fake_report(cmd, config, env_extra=None, timeout=None):
        calls.append(config)
        return rows_of(config)
    orig, S.run_report = S.run_report, fake_report
    try:
        return calls, S.discover(["prog"])
    finally:
        S.run_report = orig


class Space(unittest.TestCase):
    def test_classify(self):
        self.assertEqual(S.classify(REGIONS, PROBE), {"a": "perfo", "d": "data", "g": "other", "r": "data-perfo"})
        # without a probe: only what the compiled run shows
        self.assertEqual(S.classify(REGIONS, None)["a"], "other")
        # a memo region's hits are no perforation: its knobs are not perfo's
        memo = [{"label": "m", "total_iterations": 10, "kept_iterations": 4, "memo_lookups": 10}]
        self.assertEqual(S.classify(memo, None), {"m": "other"})

    def test_probe_only_where_kind_applies(self):
        # The runtime refuses "kind" on a memo, data-only or sync region:
        # the probe leaves them out (else it failed and every class came
        # from the compiled run alone).
        calls, found = discover_with(lambda config: [
            {"label": "p", "total_iterations": 10, "kept_iterations": 10 if config is None else 5},
            {"label": "m", "total_iterations": 10, "kept_iterations": 3, "memo_lookups": 10},
            {"label": "s", "total_iterations": 0, "kept_iterations": 0}])
        self.assertEqual(calls, [None, {"p": S.PROBE}])
        self.assertEqual(found, [("p", "perfo"), ("m", "other"), ("s", "other")])

    def test_compile_time_regions_are_not_tuned(self):
        # A sync/atomic/branch region folded away by a literal if(0) is
        # listed as {"executions": null, "compile_time": "exact"}: APPROX_CONFIG
        # cannot switch it (the runtime refuses any field of its label), so
        # it is neither probed nor tuned nor disabled in the exact run.
        calls, found = discover_with(lambda config: [
            {"label": "p", "total_iterations": 10, "kept_iterations": 10 if config is None else 5},
            {"label": "z", "executions": None, "compile_time": "exact"}])
        self.assertEqual(calls, [None, {"p": S.PROBE}])
        self.assertEqual(found, [("p", "perfo")])
        self.assertEqual(S.build(found).exact_config(), {"p": {"enabled": False}})

    def test_build_defaults(self):
        sp = S.build(list(S.classify(REGIONS, PROBE).items()))
        self.assertEqual([p.name for p in sp.params], ["a", "d", "g", "r"])
        self.assertEqual(len(sp.params[0].choices), 2 + len(S.PERFO) + len(S.CHUNKED))
        self.assertEqual(sp.params[1].keys, ["off", "{}"])
        self.assertIn('{"kind": "large", "reconstruct": "nn", "value": 2}', sp.params[3].keys)
        self.assertEqual(sp.size(), 15 * 2 * 2 * 12)

    def test_space_file_groups_and_sets(self):
        found = [("a", "perfo"), ("b", "perfo"), ("t", "other")]
        sp = S.build(found, None, {"a,b": [{"kind": "small", "value": 2}], "t": [{"set": "sync(skip)"}]})
        self.assertEqual([p.name for p in sp.params], ["a,b", "t"])
        self.assertEqual(sp.size(), 4)
        cfg, sets = sp.decode({"a,b": '{"kind": "small", "value": 2}', "t": '{"set": "sync(skip)"}'})
        self.assertEqual(cfg, {"a": {"kind": "small", "value": 2}, "b": {"kind": "small", "value": 2}, "t": {}})
        self.assertEqual(sets, ("t:sync(skip)",))
        self.assertTrue(sp.is_exact({"a,b": "off", "t": "off"}))
        self.assertEqual(len(list(sp.grid())), 4)

    def test_label_in_two_keys(self):
        # {"a": [...], "a,b": [...]} made two Params set a (the later one won
        # in each configuration, silently): an error before anything runs
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "s.json")
            for doc, msg in (({"a": [{"kind": "large", "value": 2}], "a,b": [{"kind": "small", "value": 2}]},
                              "label 'a' is in two keys, 'a' and 'a,b'"),
                             ({"a,b,a": []}, "label 'a' is named twice in key 'a,b,a'"),
                             ({"a,": []}, "key 'a,' names an empty label")):
                with open(p, "w") as f:
                    json.dump(doc, f)
                with self.assertRaises(S.SpaceError) as cm:
                    S.load_space_file(p)
                self.assertEqual(str(cm.exception), "--space %s: %s" % (p, msg))
            with self.assertRaisesRegex(S.SpaceError, "variant 'h': \"space\": label 'd' is in two keys, 'd' "
                                        "and 'd,e'"):
                with open(p, "w") as f:
                    json.dump({"h": {"binary": "/bin/true", "space": {"d": [], "d,e": []}}}, f)
                V.load(p)

    def test_labels_not_tuned_are_off(self):
        # the reference is exact and the trials keep what --labels (or an
        # empty --space list) leaves out disabled
        off = {"enabled": False}
        sp = S.build([("a", "perfo"), ("b", "perfo"), ("t", "other")], ["a", "t"], {"t": []})
        self.assertEqual([p.name for p in sp.params], ["a"])
        self.assertEqual(sp.exact_config(), {"a": off, "b": off, "t": off})
        self.assertEqual(sp.decode({"a": '{"kind": "large", "value": 2}'})[0],
                         {"a": {"kind": "large", "value": 2}, "b": off, "t": off})

    def test_errors(self):
        found = [("a", "perfo"), ("b", "perfo")]
        with self.assertRaisesRegex(S.SpaceError, r"--labels names labels the program does not have: "
                                                  r"\['x'\] \(its labels: a, b\)"):
            S.build(found, ["a", "x"])
        with self.assertRaisesRegex(S.SpaceError, r"--space names labels the program does not have: \['y'\]"):
            S.build(found, None, {"a,y": []})
        with self.assertRaisesRegex(S.SpaceError, "the search space is empty"):
            S.build(found, ["a"], {"a": []})
        with self.assertRaisesRegex(S.SpaceError, "no approx region"):
            S.build([], None)


if __name__ == "__main__":
    unittest.main()


class NotApplied(unittest.TestCase):
    """A run whose region fell back to exact (the runtime's warning on
    stderr) is a failed trial with that warning, not a measurement of the
    configuration: a program printing the warning fails, the same program
    without it passes."""

    def _runner(self, d, script):
        import argparse
        from approxtune import runner
        prog = os.path.join(d, "prog.sh")
        with open(prog, "w") as f:
            f.write("#!/bin/sh\n" + script)
        os.chmod(prog, 0o755)
        args = argparse.Namespace(input_set=None, output=None, output_format="text", metric="mape", reps=1,
                                  timeout=10, time_from=None, error_from=None, devices=None, device_env="omp")
        return runner, runner.Evaluator([prog], args, d)

    def test_warning_fails_the_trial(self):
        with tempfile.TemporaryDirectory() as d:
            warn = ("echo \"approx: warning: region 'k': item 'o' is already present on device 0 (an enclosing "
                    "'target data', or another thread's construct, maps it): precision(half) cannot apply to its "
                    "transfer; the region runs exactly on the device copy (warned once)\" >&2\n")
            runner, r = self._runner(d, warn + "echo APPROX_ERROR=0\n")
            with self.assertRaises(runner.TrialFailure) as cm:
                r._once(r.cmd, dict(os.environ), None)
            self.assertIn("approximation not applied", str(cm.exception))
            self.assertIn("item 'o' is already present", str(cm.exception))
            runner, r = self._runner(d, "echo APPROX_ERROR=0.5\n")
            self.assertEqual(r._once(r.cmd, dict(os.environ), None)[1], 0.5)
