"""interrupt.py - Ctrl-C and SIGTERM: stop the programs, keep the study.

Every program approx-tune starts (runner.py's trials, space.py's
discovery runs, bincache.py's builds) runs in a session of its own, so
that a timeout kills its whole process group; that also keeps it out of
the terminal's Ctrl-C. Before, SIGINT or SIGTERM ended approx-tune with a
traceback while the program kept running, and the trial stayed RUNNING in
the study forever (missing from points.csv). Now each started program is
tracked here, and a signal:
  - kills the process group of every tracked program (and of any started
    after it: track() checks), and sets STOP;
  - in the study (deferred()), lets the workers wind down: a trial whose
    program was killed, or that had not started it yet, is told failed
    with reason "interrupted" (workers.py), no new trial starts, and cli.py
    writes the reports of what the study holds and exits with 128 + the
    signal (130 for SIGINT, 143 for SIGTERM) and one line;
  - anywhere else (discovery, the exact run, the report), or the second
    signal, raises Interrupted (a KeyboardInterrupt) in the main thread,
    which cli.py turns into the same line and exit status.
"""
import os
import signal
import subprocess
import threading

STOP = threading.Event()  # set by the first signal: no new program, no new trial
_lock = threading.RLock()  # reentrant: the handler may run while the main thread holds it
_children = set()
_state = {"signum": None, "deferred": False}


class Interrupted(KeyboardInterrupt):
    """Raised in the main thread by a signal approx-tune stops on."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


def signum():
    """The signal that stopped approx-tune, or None."""
    return _state["signum"]


def name(num):
    return signal.Signals(num).name


def _kill(p):
    try:
        os.killpg(p.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def track(p):
    """Registers a started program (a Popen in a session of its own); one
    started after the signal is killed at once."""
    with _lock:
        _children.add(p)
    if STOP.is_set():
        _kill(p)


def untrack(p):
    with _lock:
        _children.discard(p)


def run(cmd, timeout, env=None):
    """Runs cmd in a session of its own, tracked while it runs (a signal
    kills its process group), with stdin closed; returns (exit status,
    stdout, stderr) as text. On timeout the whole group is killed and
    subprocess.TimeoutExpired raised; an OSError from starting cmd passes
    through. The one way runner.py, space.py, bincache.py and
    buildinputs.py start programs."""
    p = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, encoding="utf-8", errors="replace",
                         start_new_session=True)
    track(p)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill(p)
        p.communicate()
        raise
    finally:
        untrack(p)
    return p.returncode, out, err


def kill_all():
    with _lock:
        running = list(_children)
    for p in running:
        _kill(p)


def _handler(num, frame):
    first = not STOP.is_set()
    if first:
        _state["signum"] = num
    STOP.set()
    kill_all()
    if not first or not _state["deferred"]:
        raise Interrupted(_state["signum"])


def install():
    """SIGINT and SIGTERM stop approx-tune as the docstring says (main
    thread only)."""
    for num in (signal.SIGINT, signal.SIGTERM):
        signal.signal(num, _handler)


class deferred:
    """While the study runs: the first signal only stops (the workers fail
    their trials "interrupted" and return); a second one raises."""

    def __enter__(self):
        _state["deferred"] = True
        return self

    def __exit__(self, *exc):
        _state["deferred"] = False
        return False
