"""workers.py - Runner: the study run by --workers N threads up to the
budget. Each worker asks the study for a trial (or creates one of the
planner's configuration, sampling.planner_for), runs it (runner.py, on its
device) and tells the result, until the study holds --budget evaluated
trials (trials.done_count; a few more when processes race at the end). A
configuration already evaluated in the study is not run again: its trial
gets the earlier values; nor is one another worker of this process is
running: its trial waits for that evaluation and gets its values (cached,
not counted in the budget). The same holds across processes sharing the
study (shared.py): a trial claims its configuration, then reuses another
process's result, waits for its running trial, or, when a trial numbered
after it claimed the configuration too, fails as a lost "duplicate"
(counted nowhere). A failed evaluation is told as a FAIL trial with user
attribute "fail_reason"; so is one that hits a bug (any exception,
SystemExit included, or values that are no pair of numbers: "internal
error: ..."), and the worker goes on. On SIGINT/SIGTERM (interrupt.py)
the running trials fail "interrupted", lost (trials.py).
"""
import datetime
import json
import math
import os
import sys
import threading
import time
import warnings

import optuna

from . import interrupt, shared, trials
from .runner import TrialFailure
from .trials import HOST, INTERRUPTED, LOST, done_count, lost


SKIPS_BEFORE_FILL = 10


class Runner:
    """Runs the study with N worker threads up to the budget."""

    def __init__(self, study, space, evaluate, budget, workers, on_done=None, planner=None,
                 abandon_after=math.inf):
        """planner: a descend.Planner (--startup descend): its configuration
        runs before the sampler is asked, and the sampler's proposals that
        it rules out by monotonicity are skipped (told as failed, cached,
        not counted). abandon_after: seconds after which another process's
        running trial is not waited for (fail_abandoned's max_age_s)."""
        self.study, self.space, self.evaluate = study, space, evaluate
        self.budget, self.workers, self.on_done = budget, workers, on_done
        self.planner = planner
        self.abandon_after = abandon_after
        self.skips_in_row = 0  # sampler proposals skipped in a row (planner.fill after SKIPS_BEFORE_FILL)
        self.exhausted = False  # planner.fill found no configuration left to run
        self.pending = set()  # config keys a worker of this process is running
        self.lock = threading.Lock()
        self.finished = threading.Condition(self.lock)  # notified when a key leaves pending
        self.inflight = 0
        self.asks = 0
        self.seen = {}  # config key -> (values or None, attrs) of finished trials
        for t in study.get_trials(deepcopy=False):
            if t.state == optuna.trial.TrialState.COMPLETE:
                self.seen[trials.assign_key(t.params)] = (t.values, dict(t.user_attrs))
            elif t.state == optuna.trial.TrialState.FAIL and not lost(t):
                self.seen[trials.assign_key(t.params)] = (None, dict(t.user_attrs))

    def _claim(self):
        with self.lock:
            if self.asks > 20 * self.budget + 100 or self.exhausted:  # all seen, or all left ruled out
                return False
            if interrupt.STOP.is_set():  # SIGINT/SIGTERM: no new trial
                return False
            done, distinct = done_count(self.study)
            if done + self.inflight >= self.budget or distinct >= self.space.size():
                return False
            self.inflight += 1
            self.asks += 1
            return True

    def _work(self, worker):
        while self._claim():
            try:
                self._one(worker)
            except Exception as e:  # outside any trial (the storage, the sampler): said, the worker goes on
                print("approx-tune: worker %d: internal error: %s: %s" % (worker, type(e).__name__, e),
                      file=sys.stderr, flush=True)
            finally:
                with self.lock:
                    self.inflight -= 1

    def _one(self, worker):
        with self.lock, warnings.catch_warnings():
            warnings.simplefilter("ignore")
            planned = self._plan()
            trial = self.study.ask() if planned is None else self._ask_fixed(planned)
        trial.set_user_attr("host", HOST)  # whose it is, while it runs (fail_abandoned)
        trial.set_user_attr("pid", os.getpid())
        told = []  # the trial's state, once told
        try:
            self._trial(trial, planned, worker, told)
        except BaseException as e:  # a bug anywhere in the trial (even SystemExit): it fails, the study goes on
            if isinstance(e, KeyboardInterrupt):
                raise
            if told:  # told already: the failure came after (on_done)
                print("approx-tune: worker %d: internal error after trial %d: %s: %s" % (
                    worker, trial.number, type(e).__name__, e), file=sys.stderr, flush=True)
                return
            key = trials.assign_key(trial.params) if trial.params else None
            self._fail(trial, worker, "internal error: %s: %s" % (type(e).__name__, e), told, key,
                       trial.params)

    def _fail(self, trial, worker, reason, told, key, assign):
        """Tells trial as failed with its reason, remembered under key (None:
        not), and reports it. Once approx-tune is stopping (interrupt.STOP),
        any failure is the signal's (its program was killed): the reason
        is "interrupted", and the configuration is not taken as failing."""
        if interrupt.STOP.is_set():
            reason, key = INTERRUPTED, None
            trial.set_user_attr(LOST, True)
        trial.set_user_attr("fail_reason", reason)
        trial.set_user_attr("worker", worker)
        with self.lock:
            self.study.tell(trial, state=optuna.trial.TrialState.FAIL)
            told.append(True)
            if key is not None:
                self.seen[key] = (None, {"fail_reason": reason})
        self._done(trial.number, assign, None, reason)

    def _done(self, number, assign, values, reason):
        """on_done, whose failure (a progress line) ends neither the trial nor the worker."""
        if not self.on_done:
            return
        try:
            self.on_done(number, assign, values, reason)
        except Exception as e:
            print("approx-tune: progress of trial %d: %s: %s" % (number, type(e).__name__, e),
                  file=sys.stderr, flush=True)

    def _trial(self, trial, planned, worker, told):
        """Runs (or answers from the cache) the asked trial and tells it;
        appends its state to told once the study has it."""
        with self.lock, warnings.catch_warnings():
            warnings.simplefilter("ignore")
            assign = trials.suggest(trial, self.space)
            k = trials.assign_key(assign)
            cached = self.seen.get(k)
            while cached is None and k in self.pending:  # another worker runs it: its result is ours
                self.finished.wait()
                cached = self.seen.get(k)
            if cached is None and self.planner is not None and not self.space.is_exact(assign):
                why = self.planner.skip(assign, self._measured())
                if why:
                    cached = (None, {"fail_reason": "skipped: " + why, "skipped": True})
                    self.seen[k] = cached
            if self.planner is not None:  # a skipped proposal, again or first: toward planner.fill
                skipped = planned is None and cached is not None and cached[1].get("skipped")
                self.skips_in_row = self.skips_in_row + 1 if skipped else 0
            if cached is None and not self.space.is_exact(assign):
                self.pending.add(k)  # to be run: removed once seen has its result
        if cached is not None or self.space.is_exact(assign):
            # nothing to run: the exact program or a configuration seen before
            self._tell_cached(trial, cached if cached is not None else ((1.0, 0.0), {"exact": True}), told)
            return
        try:
            if interrupt.STOP.is_set():  # stopping: asked, but not to be run
                self._fail(trial, worker, INTERRUPTED, told, None, assign)
                return
            found = self._elsewhere(trial, k)
            if found.kind == "done":  # another process's result (shared.py), not its process
                attrs = {a: v for a, v in found.attrs.items() if a not in ("host", "pid", shared.CLAIMED)}
                attrs["reused_trial"] = found.number
                with self.lock:
                    self.seen[k] = (found.values, attrs)
                self._tell_cached(trial, (found.values, attrs), told)
            elif found.kind == "duplicate":  # another process's trial runs it: counted nowhere
                trial.set_user_attr(LOST, True)
                self._fail(trial, worker, found.reason(), told, None, assign)
            elif found.kind == "stopped":
                self._fail(trial, worker, INTERRUPTED, told, None, assign)
            else:
                self._evaluate(trial, assign, k, worker, told)
        finally:  # after seen has the result: a trial waiting for k takes it
            with self.lock:
                self.pending.discard(k)
                self.finished.notify_all()

    def _tell_cached(self, trial, cached, told):
        """Tells trial the result (values or None: failed, attrs) of an
        evaluation it did not run, as a cached trial."""
        values, attrs = cached
        for a, v in attrs.items():
            trial.set_user_attr(a, v)
        trial.set_user_attr("cached", True)
        with self.lock:
            if values is None:
                self.study.tell(trial, state=optuna.trial.TrialState.FAIL)
            else:
                self.study.tell(trial, list(values))
            told.append(True)

    def _elsewhere(self, trial, k):
        """What the study's other processes did with configuration k
        (shared.elsewhere: claims the trial; may wait for a running one)."""
        def reusable(t):
            return not lost(t) and not t.user_attrs.get("skipped")

        def gone(t):
            return trials.abandoned_why(t, datetime.datetime.now(), self.abandon_after, trials.pid_alive) is not None
        return shared.elsewhere(self.study, trial, k, trials.assign_key, reusable, gone, interrupt.STOP.is_set)

    def _evaluate(self, trial, assign, k, worker, told):
        """Runs the configuration and tells the trial (failed with its
        reason when the evaluation raises); seen[k] gets the result."""
        t0 = time.time()
        try:
            values, attrs = self.evaluate(assign, worker)
            values = _objectives(values)
            attrs = dict(attrs, worker=worker, eval_s=round(time.time() - t0, 3))
            for a, v in attrs.items():
                trial.set_user_attr(a, v)
        except Exception as e:  # TrialFailure, or a bug: the trial fails, the study goes on
            if not isinstance(e, TrialFailure):
                e = "internal error: %s: %s" % (type(e).__name__, e)
            self._fail(trial, worker, str(e), told, k, assign)
            return
        with self.lock:
            self.study.tell(trial, list(values))
            told.append(True)
            self.seen[k] = (values, attrs)
        self._done(trial.number, assign, values, None)

    def _results(self):
        return [(json.loads(k), None if v is None else tuple(v)) for k, (v, a) in self.seen.items()
                if not a.get("skipped")]

    def _measured(self):
        return [(a, v) for a, v in self._results() if v is not None]

    def _plan(self):
        """The planner's next configuration (under the lock), or None."""
        if self.planner is None:
            return None
        running = self._sync()
        a = self.planner.next(self._results(), self.pending | running)
        if a is None and self.skips_in_row >= SKIPS_BEFORE_FILL:  # the sampler proposes only skipped points
            a = self.planner.fill(self._results(), self.pending | running)
            # a fill that scans the whole space and finds nothing: every configuration
            # not measured is ruled out (more measurements only rule out more), done
            self.exhausted = a is None and getattr(self.planner, "fills_whole_space", False)
        return a

    def _sync(self):
        """Takes in the trials other processes finished since (a shared
        study); returns the keys of the configurations running anywhere."""
        running = set()
        for t in self.study.get_trials(deepcopy=False):
            if t.state == optuna.trial.TrialState.RUNNING and t.params:
                running.add(trials.assign_key(t.params))
                continue
            if t.user_attrs.get("skipped") or lost(t):
                continue
            k = trials.assign_key(t.params)
            if k not in self.seen and t.state == optuna.trial.TrialState.COMPLETE:
                self.seen[k] = (t.values, dict(t.user_attrs))
            elif k not in self.seen and t.state == optuna.trial.TrialState.FAIL:
                self.seen[k] = (None, dict(t.user_attrs))
        return running

    def _ask_fixed(self, assign):
        """A trial of the planner's configuration, created running with its
        parameters in one storage call. Not enqueued and then asked for:
        ask() pops the oldest waiting trial of the whole study, another
        process's included, and on SQLite, which does not lock rows, two
        processes may pop the same one, whose parameters the second then
        fails to write (IntegrityError, a failed trial; test_study
        shared_sqlite, about once in ten runs)."""
        dists = trials.distributions(self.space, assign)
        frozen = optuna.trial.FrozenTrial(
            number=0, state=optuna.trial.TrialState.RUNNING, value=None, datetime_start=datetime.datetime.now(),
            datetime_complete=None, params={n: assign[n] for n in dists}, distributions=dists, user_attrs={},
            system_attrs={}, intermediate_values={}, trial_id=0)
        trial_id = self.study._storage.create_new_trial(self.study._study_id, template_trial=frozen)
        return optuna.trial.Trial(self.study, trial_id)

    def run(self):
        threads = [threading.Thread(target=self._work, args=(w,), daemon=True) for w in range(self.workers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()


def _objectives(values):
    """The evaluation's (relative time, error) as two floats, neither nan:
    anything else is a bug of the evaluation (Optuna would fail the trial
    without a reason, or take a string as a point)."""
    vals = tuple(float(v) for v in values)
    if len(vals) != 2 or any(math.isnan(v) for v in vals):
        raise ValueError("the evaluation returned %r, not (relative time, error)" % (values,))
    return vals
