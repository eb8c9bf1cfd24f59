"""Unit tests of runner.Evaluator on small shell programs (no compiler, no
study): an error that is nan on one input of an --input-set fails the
evaluation (max() over the inputs dropped it when a number came first, and
best.json claimed the other input's error)."""
import argparse
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
from approxtune import runner  # noqa: E402


def evaluator(d, script, inputs=None, **opts):
    """An Evaluator of a /bin/sh script (its arguments in "$@")."""
    prog = os.path.join(d, "prog.sh")
    with open(prog, "w") as f:
        f.write("#!/bin/sh\n" + script)
    os.chmod(prog, 0o755)
    input_set = None
    if inputs:
        input_set = os.path.join(d, "inputs.txt")
        with open(input_set, "w") as f:
            f.write("\n".join(inputs) + "\n")
    cmd_args = opts.pop("cmd_args", [])
    args = dict(input_set=input_set, output=None, output_format="text", metric="mape", reps=1, timeout=10,
                time_from=None, error_from=None, devices=None, device_env="omp", workers=1)
    args.update(opts)
    return runner.Evaluator([prog] + cmd_args, argparse.Namespace(**args), os.path.join(d, "w"))


class NanError(unittest.TestCase):
    def test_nan_on_a_later_input_fails(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, 'echo APPROX_TIME=1; echo "APPROX_ERROR=$1"\n', inputs=["0.01", "nan"])
            ev.measure_exact({})
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.evaluate({}, 0)
            self.assertEqual(str(cm.exception), "the error is nan on input 2")
            ev = evaluator(d, 'echo APPROX_TIME=1; echo "APPROX_ERROR=$1"\n', inputs=["0.01", "0.02"])
            ev.measure_exact({})
            self.assertEqual(ev.evaluate({}, 0).error, 0.02)


if __name__ == "__main__":
    unittest.main()
