"""trials.py - what a trial of the study stands for and what it counts
for. Its configuration: suggest() asks the trial for it (the build first
in a conditional space, then that build's parameters) and assign_key() is
its canonical string, the key under which workers.py caches results. The
budget counts evaluated trials (done_count: complete or failed, not
cached, not lost). Lost trials failed for want of a process, not by their
configuration: on SIGINT/SIGTERM (interrupt.py) the running trials fail
"interrupted" (workers.py); a trial left RUNNING by a process that died
(SIGKILL) is failed "abandoned" by the next process on the study
(fail_abandoned: its process ran on this host and is gone, or it is older
than any trial can run). Neither counts in the budget nor as the
configuration's result: requeue_lost enqueues the configuration again.
"""
import datetime
import json
import os
import socket
import warnings

import optuna

from .space import VARIANT


def suggest(trial, space):
    """The trial's configuration: the build first in a conditional space
    (variant), then that build's parameters."""
    if not space.conditional:
        return {p.name: trial.suggest_categorical(p.name, p.keys) for p in space.params}
    tag = trial.suggest_categorical(VARIANT, [v.tag for v in space.variants])
    out = {p.name: trial.suggest_categorical(p.name, p.keys) for p in space.by_tag[tag].params}
    out[VARIANT] = tag
    return out


def distributions(space, assign):
    """The distributions suggest() gives the parameters of assign's build."""
    cat = optuna.distributions.CategoricalDistribution
    if not space.conditional:
        return {p.name: cat(p.keys) for p in space.params}
    dists = {VARIANT: cat([v.tag for v in space.variants])}
    dists.update({p.name: cat(p.keys) for p in space.by_tag[assign[VARIANT]].params})
    return dists


def done_count(study):
    """(evaluated trials in the study: complete or failed, not cached;
    distinct configurations seen, the exact one included)."""
    n, keys = 0, set()
    for t in study.get_trials(deepcopy=False):
        if t.state not in (optuna.trial.TrialState.FAIL, optuna.trial.TrialState.COMPLETE) or lost(t):
            continue
        keys.add(assign_key(t.params))
        if not t.user_attrs.get("cached"):
            n += 1
    return n, len(keys)

# Trials that failed for want of a process, not by their configuration:
# "interrupted" (SIGINT/SIGTERM, interrupt.py) or "abandoned: ..."
# (fail_abandoned). They carry the user attribute LOST and count nowhere:
# not in the budget, not as a configuration seen (requeue_lost runs them
# again), only in points.csv with their reason.
INTERRUPTED = "interrupted"
LOST = "lost"
HOST = socket.gethostname()


def lost(t):
    return bool(t.user_attrs.get(LOST))


def fail_abandoned(study, max_age_s, now=None, alive=None):
    """Fails the RUNNING trials that no process will tell any more, with
    reason "abandoned: ..." (they stayed RUNNING forever after a SIGKILL,
    a crash or a power cut; Optuna has no heartbeat for ask/tell on every
    storage). Safe for processes sharing the study: a trial is abandoned
    when its process (user attributes host, pid) ran on this host and is
    gone, or when it started more than max_age_s ago, longer than any trial
    of this command can take (cli.py: twice --reps x inputs x --timeout,
    plus the build's timeout, plus a minute). Returns how many."""
    now = now or datetime.datetime.now()
    alive = alive or pid_alive
    n = 0
    for t in study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.RUNNING,)):
        why = abandoned_why(t, now, max_age_s, alive)
        if why is None:
            continue
        try:
            study._storage.set_trial_user_attr(t._trial_id, "fail_reason", "abandoned: " + why)
            study._storage.set_trial_user_attr(t._trial_id, LOST, True)
            study._storage.set_trial_state_values(t._trial_id, optuna.trial.TrialState.FAIL)
            n += 1
        except Exception:  # told meanwhile by its process: not abandoned after all
            pass
    return n


def abandoned_why(t, now, max_age_s, alive):
    """Why RUNNING trial t will never be told (fail_abandoned's rules), or None."""
    host, pid = t.user_attrs.get("host"), t.user_attrs.get("pid")
    if host == HOST and isinstance(pid, int) and pid != os.getpid() and not alive(pid):
        return "its process (pid %d on this host) is gone" % pid
    age = (now - t.datetime_start).total_seconds() if t.datetime_start else 0
    if age > max_age_s:
        return "running for %ds, longer than any trial of this command can (%ds)" % (age, max_age_s)
    return None


def pid_alive(pid):
    """Whether process pid of this host still runs."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def requeue_lost(study, space):
    """Enqueues again each configuration whose every trial was lost
    (interrupted or abandoned) and that none waits for or runs: a resumed
    run measures it (a grid sampler would never propose it again: Optuna
    takes a failed grid point as visited). Returns how many."""
    by_key, lost_ones = {}, {}
    for t in study.get_trials(deepcopy=False):
        params = t.params or t.system_attrs.get("fixed_params")  # a waiting trial: its enqueued params
        if not params or not space.valid(params):
            continue
        k = assign_key(params)
        if lost(t):
            lost_ones.setdefault(k, params)
        else:
            by_key[k] = True
    todo = [p for k, p in lost_ones.items() if k not in by_key]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for params in todo:
            study.enqueue_trial(params, skip_if_exists=False)
    return len(todo)


def assign_key(assign):
    return json.dumps(assign, sort_keys=True)
