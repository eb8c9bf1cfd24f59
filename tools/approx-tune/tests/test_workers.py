"""Unit tests of the Runner's worker threads (study.py) with a fake
evaluation, no program: an evaluation that raises anything (a bug's
exception, SystemExit) or returns values that are no pair of numbers
becomes a failed trial whose fail_reason carries the message, and the
workers go on to the budget; a progress callback that raises ends
neither the trial nor the worker. Before, SystemExit killed its worker
and left its trial RUNNING (the study stopped short of its budget), a
string value was told to Optuna as a trial failed without a reason, and
a raising progress line killed the worker after its trial."""
import contextlib
import io
import json
import os
import sys
import threading
import time
import unittest
import warnings

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import optuna  # noqa: E402
from approxtune import space as S, study as ST  # noqa: E402

L2, L4, L8 = ({"kind": "large", "value": v} for v in (2, 4, 8))
K = lambda c: "off" if c is None else json.dumps(c, sort_keys=True)  # noqa: E731


def run(evaluate, budget, workers, on_done=None):
    """The study after a Runner over a (off, L2, L4, L8) x b (off, L2, L4,
    L8), with a deadline: a hang fails the test instead of blocking it."""
    sp = S.Space([S.Param(["a"], [None, L2, L4, L8]), S.Param(["b"], [None, L2, L4, L8])], [])
    st = ST.open_study(optuna.storages.InMemoryStorage(), "w", None)
    st.sampler = ST.make_sampler("grid", sp, budget, 0)
    r = ST.Runner(st, sp, evaluate, budget, workers, on_done)
    t = threading.Thread(target=r.run, daemon=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t.start()
        t.join(60)
    if t.is_alive():
        raise AssertionError("the Runner hangs")
    return st


class Guard(unittest.TestCase):
    def test_any_exception_is_a_failed_trial(self):
        def evaluate(assign, worker):
            if assign["a"] == K(L2):
                raise KeyError("no such table")
            if assign["a"] == K(L4):
                raise SystemExit(3)
            if assign["a"] == K(L8) and assign["b"] == K(L2):
                return ("fast", 0.1), {}
            return (0.5, 0.01), {}
        st = run(evaluate, 15, 2)
        states = [t.state for t in st.trials]
        self.assertNotIn(optuna.trial.TrialState.RUNNING, states)
        self.assertEqual(ST.done_count(st)[0], 15)  # the whole budget: every configuration but the exact
        failed = {(json.loads(t.params["a"])["value"], t.params["b"]): t.user_attrs.get("fail_reason")
                  for t in st.trials if t.state == optuna.trial.TrialState.FAIL}
        self.assertEqual(len(failed), 9)
        self.assertEqual(failed[(2, "off")], "internal error: KeyError: 'no such table'")
        self.assertEqual(failed[(4, "off")], "internal error: SystemExit: 3")
        self.assertEqual(failed[(8, K(L2))], "internal error: ValueError: could not convert string to float: "
                                             "'fast'")

    def test_wrong_number_of_values(self):
        st = run(lambda a, w: ((0.5,), {}), 3, 1)
        reasons = {t.user_attrs.get("fail_reason") for t in st.trials if not t.user_attrs.get("exact")}
        self.assertEqual(reasons, {"internal error: ValueError: the evaluation returned (0.5,), "
                                   "not (relative time, error)"})

    def test_raising_progress_ends_nothing(self):
        def on_done(number, assign, values, reason):
            raise RuntimeError("no terminal")
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            st = run(lambda a, w: ((0.5, 0.01), {}), 6, 2, on_done)
        self.assertIn("approx-tune: progress of trial 1: RuntimeError: no terminal\n", err.getvalue())
        self.assertEqual(ST.done_count(st)[0], 6)
        self.assertTrue(all(t.state == optuna.trial.TrialState.COMPLETE for t in st.trials))


class Duplicates(unittest.TestCase):
    """A configuration another worker is running is not run again: the
    trial waits for that evaluation and takes its values (cached, not
    counted in the budget). Before, Runner._trial checked only the finished
    configurations (seen), not the running ones (pending): with 4 workers
    and a budget of 3 on a space of 3 evaluable points one ran twice and
    another never (approx-tune --seed 1 --workers 4 --budget 3)."""

    def test_running_configuration_is_not_run_twice(self):
        sp = S.Space([S.Param(["a"], [None, L2]), S.Param(["b"], [None, L2])], [])
        for seed in range(4):
            st = ST.open_study(optuna.storages.InMemoryStorage(), "d", None)
            st.sampler = optuna.samplers.RandomSampler(seed=seed)
            ran, lock = [], threading.Lock()

            def evaluate(assign, worker):
                with lock:
                    ran.append(json.dumps(assign, sort_keys=True))
                time.sleep(0.3)  # every worker asks while the first ones run
                return (0.5, 0.01), {}
            r = ST.Runner(st, sp, evaluate, 3, 4)
            t = threading.Thread(target=r.run, daemon=True)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                t.start()
                t.join(60)
            self.assertFalse(t.is_alive(), "the Runner hangs")
            self.assertEqual(len(ran), len(set(ran)), "seed %d: a configuration ran twice: %s" % (seed, ran))
            self.assertEqual(len(ran), 3, "seed %d: not every configuration ran: %s" % (seed, ran))
            self.assertEqual(ST.done_count(st)[0], 3)


class PlannedTrial(unittest.TestCase):
    """The planner's configuration is the trial's, whatever else waits in a
    shared study: before, _ask_fixed enqueued it and asked, and ask() pops
    the study's oldest waiting trial, here one another process left, so the
    trial ran that configuration instead (and on SQLite two processes could
    pop one trial: test_study's shared_sqlite failed about once in ten)."""

    def test_planned_configuration_is_the_trials(self):
        sp = S.Space([S.Param(["a"], [None, L2, L4, L8]), S.Param(["b"], [None, L2, L4, L8])], [])
        st = ST.open_study(optuna.storages.InMemoryStorage(), "p", None)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            st.enqueue_trial({"a": K(L8), "b": K(L8)})  # another process's, not popped yet
            r = ST.Runner(st, sp, lambda a, w: ((0.5, 0.01), {}), 4, 1)
            trial = r._ask_fixed({"a": K(L2), "b": "off"})
            self.assertEqual(ST._suggest(trial, sp), {"a": K(L2), "b": "off"})
        self.assertEqual([t.state for t in st.trials],
                         [optuna.trial.TrialState.WAITING, optuna.trial.TrialState.RUNNING])

    def test_planned_build_of_a_conditional_space(self):
        half = S.Variant("half", [S.Param(["d"], [None, {}], prefix="half/")], binary="/bin/half")
        sp = S.Space([S.Param(["a"], [None, L2])], [half])
        st = ST.open_study(optuna.storages.InMemoryStorage(), "c", None)
        r = ST.Runner(st, sp, lambda a, w: ((0.5, 0.01), {}), 4, 1)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            trial = r._ask_fixed({"variant": "half", "half/d": "{}"})
            self.assertEqual(ST._suggest(trial, sp), {"variant": "half", "half/d": "{}"})


class SharedPop(unittest.TestCase):
    """Two processes' storages on one SQLite study pop one waiting trial:
    exactly one gets it. Process B reads the trial WAITING and, before it
    writes RUNNING, process A pops it; without study.open_storage's
    IMMEDIATE transactions both pops succeed (the driver had no transaction
    open for B's read), and the trial ran twice and failed."""

    def pop_both(self, open_storage):
        import tempfile
        from optuna.storages._rdb import models
        url = "sqlite:///" + os.path.join(tempfile.mkdtemp(), "s.db")
        sa, sb = open_storage(url), open_storage(url)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            a = optuna.create_study(storage=sa, study_name="s")
            a.enqueue_trial({"x": "p"})
        tid = a.trials[0]._trial_id
        find = models.TrialModel.find_or_raise_by_id.__func__
        read, a_done, got = threading.Event(), threading.Event(), {}

        def find_then_wait(cls, trial_id, session, for_update=False):
            t = find(cls, trial_id, session, for_update)
            if threading.current_thread().name == "B" and for_update:
                read.set()  # B has read the trial: A pops now
                a_done.wait(1.0)  # with the fix A waits on B's lock instead
            return t

        def pop_b():
            got["b"] = sb.set_trial_state_values(tid, optuna.trial.TrialState.RUNNING)
        models.TrialModel.find_or_raise_by_id = classmethod(find_then_wait)
        try:
            tb = threading.Thread(target=pop_b, name="B")
            tb.start()
            read.wait(5)
            got["a"] = sa.set_trial_state_values(tid, optuna.trial.TrialState.RUNNING)
            a_done.set()
            tb.join(10)
        finally:
            models.TrialModel.find_or_raise_by_id = classmethod(find)
        return got

    def test_one_process_pops_a_waiting_trial(self):
        got = self.pop_both(ST.open_storage)
        self.assertEqual(sorted(got.values()), [False, True], got)

    def test_the_race_without_immediate_transactions(self):
        # what the test above guards against: plain RDBStorage pops it twice
        got = self.pop_both(optuna.storages.RDBStorage)
        self.assertEqual(got, {"a": True, "b": True})


class SharedProcesses(unittest.TestCase):
    """Two processes sharing one study (--storage) evaluate a configuration
    once: one that draws a configuration the other has evaluated takes its
    values (a cached trial, not counted in the budget), one that draws it
    while the other runs it waits for that result, or, when the other drew
    it after it (a lower trial number claimed later), fails its own trial
    as a lost "duplicate" (counted nowhere). Every trial is told. Before,
    a Runner knew only its own process's results and running trials
    (seen, pending): both processes, proposing the same configurations,
    ran each of them."""

    def shared(self, url_of):
        import subprocess
        import tempfile
        d = tempfile.mkdtemp()
        url, log, bar = url_of(d), os.path.join(d, "runs.log"), os.path.join(d, "barrier")
        os.mkdir(bar)
        with warnings.catch_warnings():  # created once, before the processes open it
            warnings.simplefilter("ignore")
            ST.open_study(ST.open_storage(url), "shared", None)
        worker = os.path.join(HERE, "sharedworker.py")
        procs = [subprocess.Popen([sys.executable, worker, url, log, bar, name, "2", "5"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for name in ("A", "B")]
        for p in procs:
            _, err = p.communicate(timeout=120)
            self.assertEqual(p.returncode, 0, err)
            self.assertEqual(err, "")
        with open(log) as f:
            ran = [json.dumps(json.loads(line)[1], sort_keys=True) for line in f]
        self.assertEqual(len(ran), len(set(ran)), "a configuration ran twice: %s" % ran)
        self.assertEqual(len(ran), 5)  # the budget: every configuration but the exact one
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            st = optuna.load_study(study_name="shared", storage=ST.open_storage(url))
        self.assertNotIn(optuna.trial.TrialState.RUNNING, [t.state for t in st.trials])
        self.assertEqual(ST.done_count(st), (5, 6))
        for t in st.trials:
            if t.state == optuna.trial.TrialState.FAIL:  # only duplicates: nothing failed
                self.assertTrue(ST.lost(t), t)
                self.assertRegex(t.user_attrs["fail_reason"],
                                 r"^duplicate: trial \d+ \(pid \d+ on .+\) claimed this configuration "
                                 r"too and runs it$")
            elif t.user_attrs.get("reused_trial") is not None:  # another process's result
                self.assertTrue(t.user_attrs.get("cached"))
                self.assertEqual(t.values, [0.5, 0.01])

    def test_journal(self):
        self.shared(lambda d: "journal:" + os.path.join(d, "study.log"))

    def test_sqlite(self):
        self.shared(lambda d: "sqlite:///" + os.path.join(d, "study.db"))


if __name__ == "__main__":
    unittest.main()
