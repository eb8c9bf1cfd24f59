"""shared.py - a configuration that another process sharing the study has
evaluated or is evaluating (several approx-tune processes on one
--storage, study.py).

A Runner (workers.py) knows its own process's results (seen) and running
configurations (pending); the study also holds the other processes'.
Before a worker runs a configuration it claims its trial (the user
attribute "claimed", written once the trial has its parameters) and then
reads the study's trials of that configuration (elsewhere()):
  - one finished, complete or failed by its own evaluation (not lost,
    not a planner's skip): its result is reused, as a cached trial;
  - one claimed and running with a lower trial number: the worker waits
    for it (polling the storage) and reads again;
  - one claimed and running with a higher number only: that trial may
    have read the study before this claim and be evaluating, so this
    trial is a duplicate, failed as lost ("duplicate: trial N ... claimed
    this configuration too and runs it"), counted nowhere;
  - none: the worker evaluates it.
As each trial claims before it reads, of two trials of one configuration
the one that claims second sees the other's claim: never do both
evaluate (on a storage whose reads see every write before them, as
Optuna's RDB and journal storages do). Waiting goes only to lower
numbers, so no two trials wait for each other; when both see the other
the lower one is the duplicate and the higher one, once the lower is
failed, evaluates. A running trial whose process is gone (gone(): trials.py's
rule for abandoned trials) is not waited for.
"""
import time

import optuna

CLAIMED = "claimed"
POLL_S = 0.2


class Found:
    """What elsewhere() found: kind "run" (nothing: evaluate it), "done"
    (values, None for a failure, and attrs of trial number), "duplicate"
    (trial number claimed first) or "stopped" (stop() became true)."""

    def __init__(self, kind, number=None, values=None, attrs=None, owner=""):
        self.kind, self.number, self.values, self.attrs, self.owner = kind, number, values, attrs, owner

    def reason(self):
        return "duplicate: trial %d (%s) claimed this configuration too and runs it" % (
            self.number, self.owner)


def _owner(t):
    return "pid %s on %s" % (t.user_attrs.get("pid", "?"), t.user_attrs.get("host", "?"))


def elsewhere(study, trial, key, key_of, reusable, gone, stop, poll=POLL_S):
    """Claims trial (of the configuration whose key is key: key_of(params))
    and returns a Found. reusable(t): a finished trial whose result stands
    for its configuration; gone(t): a running trial no process will tell;
    stop(): stop waiting (a signal)."""
    trial.set_user_attr(CLAIMED, True)
    while True:
        if stop():
            return Found("stopped")
        lower, higher = [], []
        for t in study.get_trials(deepcopy=False):
            if t.number == trial.number or not t.params or key_of(t.params) != key:
                continue
            if t.state in (optuna.trial.TrialState.COMPLETE, optuna.trial.TrialState.FAIL):
                if reusable(t):
                    values = t.values if t.state == optuna.trial.TrialState.COMPLETE else None
                    return Found("done", t.number, values, dict(t.user_attrs), _owner(t))
            elif t.state == optuna.trial.TrialState.RUNNING and t.user_attrs.get(CLAIMED) and not gone(t):
                (lower if t.number < trial.number else higher).append(t)
        if lower:
            time.sleep(poll)
            continue
        if higher:
            first = min(higher, key=lambda t: t.number)
            return Found("duplicate", first.number, owner=_owner(first))
        return Found("run")
