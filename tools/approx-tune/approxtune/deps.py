"""deps.py - makes Optuna importable before approx-tune imports it.

The same for matplotlib (benchmarks/harness, ensure(("matplotlib",))).
Order: the folder tools/approx-tune/deps (carry-deps.sh: Debian's
pure-Python packages, for machines without Optuna and without a registry,
such as the GPU machine) is put on sys.path first; then Optuna is imported
from wherever this Python finds it. If that fails and this is not Debian's
own /usr/bin/python3 (where setup.sh installs python3-optuna), approx-tune
re-executes itself with /usr/bin/python3 (a pyenv or venv python3 on PATH
does not see /usr/lib/python3/dist-packages). Otherwise it stops with a
message saying how to get Optuna.
"""
import os
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CARRIED = os.path.join(HERE, "deps")
SYSTEM_PYTHON = "/usr/bin/python3"
REEXEC_MARK = "APPROX_TUNE_REEXEC"


def ensure(modules=("optuna", "sqlalchemy"), argv=None):
    """Returns once the modules import; else re-executes or exits."""
    if os.path.isdir(CARRIED) and CARRIED not in sys.path:
        sys.path.insert(0, CARRIED)
    try:
        for m in modules:
            __import__(m)
        return
    except ImportError as e:
        err = e
    me = os.path.realpath(sys.executable or "")
    if os.path.exists(SYSTEM_PYTHON) and os.path.realpath(SYSTEM_PYTHON) != me and \
            not os.environ.get(REEXEC_MARK):
        os.environ[REEXEC_MARK] = "1"
        argv = argv if argv is not None else sys.argv
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + argv)
    sys.exit("%s: cannot import %s (%s): install python3-optuna python3-matplotlib (./setup.sh), or "
             "run tools/approx-tune/carry-deps.sh on a machine that has apt and carry tools/approx-tune/deps"
             % (os.path.basename(sys.argv[0]), ", ".join(modules), err))
