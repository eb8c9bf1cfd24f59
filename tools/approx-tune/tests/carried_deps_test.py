"""The carried dependency folder (carry-deps.sh -> tools/approx-tune/deps)
works in a Python that sees nothing else: `python -I -S` (no site module:
no site- or dist-packages; no PYTHONPATH) with only deps/ and numpy on its
path, as on the GPU machine. Skipped when deps/ has not been made here."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from approxtune import deps  # noqa: E402

PROBE = r"""
import sys
sys.path[:0] = sys.argv[1:3]
import optuna, sqlalchemy, alembic
assert optuna.__file__.startswith(sys.argv[1]), optuna.__file__
assert not any(p.endswith(("dist-packages", "site-packages")) for p in sys.path), sys.path
storage = "sqlite:///" + sys.argv[3]
s = optuna.create_study(directions=["minimize", "minimize"], storage=storage,
                        sampler=optuna.samplers.TPESampler(seed=1, multivariate=True))
optuna.logging.set_verbosity(optuna.logging.WARNING)
s.optimize(lambda t: (t.suggest_float("x", 0, 1), 1 - t.suggest_float("x", 0, 1)), n_trials=8)
print(optuna.__version__, sqlalchemy.__version__, len(s.trials))
"""


@unittest.skipUnless(os.path.isdir(deps.CARRIED), "no tools/approx-tune/deps (carry-deps.sh)")
class Carried(unittest.TestCase):
    def test_isolated_python(self):
        import numpy
        with tempfile.TemporaryDirectory() as d:
            only_numpy = os.path.join(d, "np")
            os.mkdir(only_numpy)
            os.symlink(os.path.dirname(numpy.__file__), os.path.join(only_numpy, "numpy"))
            r = subprocess.run([sys.executable, "-I", "-S", "-c", PROBE, deps.CARRIED, only_numpy,
                                os.path.join(d, "s.db")], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), ["3.1.0", "1.4.46", "8"])

    def test_no_compiled_extensions(self):
        so = [os.path.join(dp, f) for dp, _, fs in os.walk(deps.CARRIED) for f in fs if f.endswith(".so")]
        self.assertEqual(so, [])


if __name__ == "__main__":
    unittest.main()
