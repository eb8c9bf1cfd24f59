"""Unit tests of approx-tune's study, end to end on fakeprog.py: results
and the exact-run baseline, failed trials (crash, timeout, missing output,
wrong length) recorded with their reason, resuming from the storage
without re-running, two processes sharing one study (SQLite and journal
storage), and the errors that must come before anything runs (bad
--storage, unknown --labels, empty space)."""
import csv
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
TOOL = os.path.join(os.path.dirname(HERE), "approx-tune")
FAKE = os.path.join(HERE, "fakeprog.py")
sys.path.insert(0, os.path.dirname(HERE))
import optuna  # noqa: E402
from test_runner import alive  # noqa: E402  (a pid that is neither gone nor a zombie)

optuna.logging.set_verbosity(optuna.logging.WARNING)


class Base(unittest.TestCase):
    """A temporary folder, approx-tune on fakeprog.py in it, its runs."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.d = self.tmp.name
        self.log = os.path.join(self.d, "runs.log")
        self.out = os.path.join(self.d, "out")
        self.values = os.path.join(self.d, "values.txt")

    def tearDown(self):
        self.tmp.cleanup()

    def space(self, doc):
        p = os.path.join(self.d, "space.json")
        with open(p, "w") as f:
            json.dump(doc, f)
        return p

    def tune(self, *opts, wait=True, out=None, prog=(sys.executable, FAKE), env_extra=None, plots=False):
        cmd = [sys.executable, TOOL, "--reps", "1", "--out", self.out if out is None else out] + \
            ([] if plots else ["--no-plots"]) + list(opts) + \
            ["--output", self.values, "--"] + list(prog) + [self.values]
        env = dict(os.environ, FAKE_LOG=self.log, **(env_extra or {}))
        p = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if not wait:
            return p
        so, se = p.communicate(timeout=300)
        return p.returncode, so, se

    def runs(self, devices=False):
        if not os.path.exists(self.log):
            return []
        with open(self.log) as f:
            return [json.loads(l) if devices else json.loads(l)[0] for l in f]

    def rows(self, out=None):
        with open(os.path.join(out or self.out, "points.csv")) as f:
            return list(csv.DictReader(f))


class Tune(Base):
    def test_front_and_best(self):
        sp = self.space({"a": [{"kind": "large", "value": 2}], "b": [{"kind": "large", "value": 2}]})
        rc, so, se = self.tune("--space", sp, "--labels", "a,b")
        self.assertEqual(rc, 0, se)
        self.assertIn("exact: 1\n", so)
        off = '"d": {"enabled": false}, "g": {"enabled": false}'  # not in --labels: off throughout
        self.assertIn('  1.429x 0.255 {"a": {"kind": "large", "value": 2}, "b": {"kind": "large", "value": 2}, %s}'
                      % off, so)
        self.assertIn('best under error 0.05: 1.176x 0.005 {"a": {"kind": "large", "value": 2}, '
                      '"b": {"enabled": false}, %s}' % off, so)
        # discovery (report + probe) + exact + 3 configurations, the all-off one not re-run
        self.assertEqual(len(self.runs()), 2 + 1 + 3)
        self.assertEqual(len([r for r in self.rows() if r["status"] == "ok"]), 3)

    def test_failed_trials(self):
        bad = [{"kind": "small", "value": 2}, {"kind": "small", "value": 4}, {"kind": "large", "value": 8},
               {"kind": "rate", "value": 0.75}]
        sp = self.space({"b": bad + [{"kind": "large", "value": 2}]})
        rc, so, se = self.tune("--space", sp, "--labels", "b", "--timeout", "2")
        self.assertEqual(rc, 0, se)
        reasons = {json.loads(r["config"])["b"].get("value"): r["reason"]
                   for r in self.rows() if r["status"] == "failed"}
        self.assertEqual(reasons[2], "exit 3: ")
        self.assertEqual(reasons[4], "timed out after 2s")
        self.assertRegex(reasons[8], r"^no output file .*/work/w0/values.txt$")
        self.assertEqual(reasons[0.75], "wrong output length: output has 11 values, the exact run's 10")
        self.assertIn("failed trials: 4", so)
        self.assertIn('best under error 0.05: none', so)
        self.assertEqual(len([r for r in self.rows() if r["status"] == "ok"]), 1)

    def test_labels_reference_is_exact(self):
        # --labels a: the reference runs every region off (b, d and g ran as
        # compiled there and in every trial), and the trials keep them off
        off = {"enabled": False}
        rc, _, se = self.tune("--labels", "a", "--space", self.space({"a": [{"kind": "large", "value": 2}]}))
        self.assertEqual(rc, 0, se)
        runs = self.runs()
        self.assertEqual(runs[2], {lab: off for lab in "abdg"})  # after discovery's report and probe
        self.assertEqual(runs[3:], [{"a": {"kind": "large", "value": 2}, "b": off, "d": off, "g": off}])

    def test_no_stale_results(self):
        # a run that finds no best removes the best.json (and best-flags.txt)
        # an earlier run left in --out, and draws its pictures with a note
        # even when every trial failed (the old ones stayed, from another run)
        sp = self.space({"a": [{"kind": "large", "value": 2}]})
        rc, _, se = self.tune("--space", sp, "--labels", "a", plots=True)
        self.assertEqual(rc, 0, se)
        with open(os.path.join(self.out, "best-flags.txt"), "w") as f:
            f.write("-fapprox-set=a:perfo(large:4)\n")  # as a --build run leaves it
        names = ("best.json", "front.png", "front.svg", "growth.png", "growth.svg")
        self.assertTrue(all(os.path.exists(os.path.join(self.out, n)) for n in names))
        sp = self.space({"b": [{"kind": "small", "value": 2}]})  # crashes: every trial fails
        rc, so, se = self.tune("--space", sp, "--labels", "b", plots=True)
        self.assertEqual(rc, 0, se)
        self.assertIn("best under error 0.05: none (the exact program)", so)
        self.assertFalse(os.path.exists(os.path.join(self.out, "best.json")))
        self.assertFalse(os.path.exists(os.path.join(self.out, "best-flags.txt")))
        with open(os.path.join(self.out, "front.svg")) as f:
            self.assertIn("no trial succeeded (1 failed)", f.read())
        with open(os.path.join(self.out, "growth.svg")) as f:
            self.assertIn("no trial succeeded (1 failed)", f.read())
        rc, so, se = self.tune("--space", sp, "--labels", "b")  # --no-plots: the old pictures go
        self.assertEqual(rc, 0, se)
        self.assertFalse(any(os.path.exists(os.path.join(self.out, n)) for n in names))

    def test_resume(self):
        rc, _, se = self.tune("--labels", "a", "--budget", "3", "--seed", "5")
        self.assertEqual(rc, 0, se)
        first = self.runs()
        self.assertEqual(len(first), 2 + 1 + 3)
        rc, _, se = self.tune("--labels", "a", "--budget", "7", "--seed", "5")
        self.assertEqual(rc, 0, se)
        again = self.runs()[len(first):]
        self.assertEqual(len(again), 2 + 1 + 4)  # only the 4 new evaluations run
        tried = [json.dumps(r, sort_keys=True) for r in (first[3:] + again[3:])]
        self.assertEqual(len(set(tried)), 7)
        self.assertEqual(len([r for r in self.rows() if r["status"] == "ok"]), 7)

    def test_resume_after_rebuild_warns(self):
        # the study name comes from the command, not the binary: a rebuilt
        # program resumes the old study, whose trials it would not
        # reproduce; approx-tune says so (the digest of the program file)
        prog = os.path.join(self.d, "prog.py")
        shutil.copy(FAKE, prog)
        os.chmod(prog, 0o755)
        rc, _, se = self.tune("--labels", "a", "--budget", "3", prog=(prog,))
        self.assertEqual(rc, 0, se)
        self.assertNotIn("warning", se)
        rc, _, se = self.tune("--labels", "a", "--budget", "3", prog=(prog,))
        self.assertEqual(rc, 0, se)
        self.assertNotIn("warning", se)  # the same program: nothing to say
        with open(prog, "a") as f:
            f.write("# rebuilt\n")
        rc, _, se = self.tune("--labels", "a", "--budget", "3", prog=(prog,))
        self.assertEqual(rc, 0, se)
        self.assertRegex(se, r"approx-tune: warning: the program changed since this study's \d+ trials ran "
                             r"\(sha256 [0-9a-f]{12}\.\.\., now [0-9a-f]{12}\.\.\.\); their results are reused")

    def shared(self, storage):
        # both processes' runs wait for each other once, then take 0.1 s
        # each, so both evaluate trials even on a loaded machine (one
        # process alone once finished all 16 before the other started)
        bar = {"FAKE_BARRIER": os.path.join(self.d, "barrier"), "FAKE_DELAY": "0.1"}
        procs = [self.tune("--labels", "a,d", "--budget", "16", "--seed", str(s), "--storage", storage,
                           "--workers", "2", wait=False, out=os.path.join(self.d, "out%d" % s), env_extra=bar)
                 for s in (1, 2)]
        for p in procs:
            so, se = p.communicate(timeout=300)
            self.assertEqual(p.returncode, 0, se)
        study = optuna.load_study(study_name=optuna.get_all_study_summaries(self.storage_obj(storage))[0].study_name,
                                  storage=self.storage_obj(storage))
        evaluated = [t for t in study.trials if t.state == optuna.trial.TrialState.COMPLETE
                     and not t.user_attrs.get("cached")]
        # No evaluation failed. A configuration the planner rules out from
        # what either process measured is a failed trial marked "skipped"
        # (descend.py), and one both processes claimed at once is a lost
        # "duplicate" trial of one of them (shared.py): whether one comes up
        # depends on how the two processes interleave, so they are not
        # counted here (the skips failed this test about once in 16 runs).
        failed = [t for t in study.trials
                  if t.state == optuna.trial.TrialState.FAIL and not t.user_attrs.get("skipped")
                  and not t.user_attrs.get("fail_reason", "").startswith("duplicate: ")]
        self.assertEqual(failed, [])
        # each configuration was evaluated once, by one process
        keys = [json.dumps(t.params, sort_keys=True) for t in study.trials
                if t.state == optuna.trial.TrialState.COMPLETE and not t.user_attrs.get("cached")]
        self.assertEqual(len(keys), len(set(keys)))
        self.assertGreaterEqual(len(evaluated), 16)
        self.assertLessEqual(len(evaluated), 16 + 3)  # the processes may race at the end
        self.assertEqual(len({t.user_attrs["pid"] for t in evaluated}), 2)
        # the process that ends last reports every trial of the study (+ the exact row)
        distinct = {json.dumps(t.params, sort_keys=True) for t in evaluated}
        # as one "ok" row each; a configuration only skipped is a failed row
        # saying so (points.csv lists every trial)
        last = max((self.rows(os.path.join(self.d, "out%d" % s)) for s in (1, 2)), key=len)
        self.assertEqual(len([r for r in last if r["status"] == "ok"]), len(distinct))
        self.assertEqual([r["status"] for r in last].count("exact"), 1)
        for r in last:
            if r["status"] == "failed":
                self.assertTrue(r["reason"].startswith("skipped: "), r)

    def storage_obj(self, url):
        if url.startswith("journal:"):
            return optuna.storages.JournalStorage(optuna.storages.JournalFileStorage(url[8:]))
        return url

    def test_shared_sqlite(self):
        self.shared("sqlite:///" + os.path.join(self.d, "shared.db"))

    def test_shared_journal(self):
        self.shared("journal:" + os.path.join(self.d, "shared.log"))

    def test_rebuild_cache(self):
        sp = self.space({"a": [{"kind": "large", "value": 2}],
                         "g": [{"set": "sync(skip)"}, {"set": "bad"}]})
        blog = os.path.join(self.d, "builds.log")
        os.environ["FAKE_BUILD_LOG"] = blog
        build = "%s %s {set} -o {out}" % (sys.executable, os.path.join(HERE, "fakecc.py"))
        try:
            rc, so, se = self.tune("--space", sp, "--labels", "a,g", "--build", build, "--workers", "2",
                                   prog=[FAKE])
        finally:
            del os.environ["FAKE_BUILD_LOG"]
        self.assertEqual(rc, 0, se)
        with open(blog) as f:
            self.assertEqual(f.read(), "-fapprox-set=g:sync(skip)\n")  # once for its two configurations
        rows = self.rows()
        failed = [r["reason"] for r in rows if r["status"] == "failed"]
        self.assertEqual(failed, ["build failed (exit 1): fakecc: error: unknown clause 'bad'"] * 2)
        # each row names its compile-time clauses (the config column shows {"g": {}} for both)
        g = [(r["status"], json.loads(r["config"])["g"], r["set"]) for r in rows if r["status"] != "exact"]
        self.assertEqual(sorted((st, c) for st, entry, c in g if entry == {}),
                         [("failed", "g:bad"), ("failed", "g:bad"), ("ok", "g:sync(skip)"), ("ok", "g:sync(skip)")])
        self.assertEqual({c for st, entry, c in g if entry != {}}, {""})
        # b and d (not in --labels) off, as in the exact run: a large:2 and skip save 0.15 + 0.2
        self.assertIn('  1.538x 0.015 {"a": {"kind": "large", "value": 2}, "b": {"enabled": false}, '
                      '"d": {"enabled": false}, "g": {}} -fapprox-set=g:sync(skip)\n', so)
        with open(os.path.join(self.out, "best-flags.txt")) as f:
            self.assertEqual(f.read(), "-fapprox-set=g:sync(skip)\n")
        self.assertEqual(len(os.listdir(os.path.join(self.out, "bin-cache"))), 4)  # 2 keys, 2 locks

    def test_input_set(self):
        inputs = os.path.join(self.d, "inputs.txt")
        with open(inputs, "w") as f:
            f.write("# n\n10\n20\n")
        sp = self.space({"a": [{"kind": "large", "value": 2}]})
        rc, so, se = self.tune("--space", sp, "--labels", "a", "--input-set", inputs, "--error-bound", "0.005")
        self.assertEqual(rc, 0, se)
        # b, d and g (not tuned) are off in the exact run and the trials: 1 per input
        self.assertIn("exact: 2\n", so)
        self.assertIn('  1.176x 0.01 {"a": {"kind": "large", "value": 2}, "b": {"enabled": false}, "d": {"enabled": '
                      'false}, "g": {"enabled": false}} per input [0.005, 0.01]', so)
        # meets 0.005 on the first input only: not the best
        self.assertIn("best under error 0.005: none", so)
        self.assertEqual([r["input_errors"] for r in self.rows() if r["status"] == "ok"], ["0.005;0.01"])

    def test_devices(self):
        for env, idx in (("cuda", 1), ("omp", 2)):
            os.remove(self.log) if os.path.exists(self.log) else None
            rc, _, se = self.tune("--labels", "a", "--budget", "8", "--workers", "3", "--devices", "4,7",
                                  "--device-env", env, out=os.path.join(self.d, env))
            self.assertEqual(rc, 0, se)
            trials = self.runs(devices=True)[3:]  # after discovery and the exact run (worker 0)
            self.assertEqual(len(trials), 8)
            other = 3 - idx
            self.assertEqual({r[other] for r in trials}, {None})
            self.assertEqual({r[idx] for r in trials}, {"4", "7"})  # workers 0, 2 on 4; 1 on 7

    def test_bad_out(self):
        # an --out that cannot be a folder was a traceback (FileExistsError, ...)
        afile = os.path.join(self.d, "afile")
        open(afile, "w").close()
        for out, rc_msg in ((afile, (1, "approx-tune: --out '%s': exists and is not a folder" % afile)),
                            ("/proc/nope", (1, "approx-tune: --out '/proc/nope': cannot create the folder: "
                                               "No such file or directory")),
                            ("", (2, "approx-tune: error: --out is empty"))):
            rc, _, se = self.tune(out=out)
            self.assertEqual((rc, se.strip().splitlines()[-1]), rc_msg)
            self.assertEqual(self.runs(), [])

    def test_storage_that_cannot_keep_the_study(self):
        # in-memory or read-only SQLite failed only after the program had run
        ro = os.path.join(self.d, "ro.db")
        optuna.storages.RDBStorage("sqlite:///" + ro)  # an existing database, opened read-only below
        ro_url = "sqlite:///file:%s?mode=ro&uri=true" % ro
        for url, msg in (("sqlite://", "an in-memory SQLite database does not outlive this process (and "
                                       "is not shared with its threads): give a file, sqlite:///FILE.db"),
                         ("sqlite:///:memory:", "an in-memory SQLite database does not outlive this process (and "
                                                "is not shared with its threads): give a file, sqlite:///FILE.db"),
                         (ro_url, "cannot write to it: attempt to write a readonly database")):
            rc, so, se = self.tune("--storage", url)
            self.assertEqual(rc, 1, se)
            self.assertIn("approx-tune: --storage '%s': %s" % (url, msg), se)
            self.assertEqual(self.runs(), [])  # the program never ran

    def test_errors_before_anything_runs(self):
        for storage, msg in (("nonsense", "--storage 'nonsense': not a storage URL"),
                             ("sqlite:////nonexistent/dir/x.db", "--storage 'sqlite:////nonexistent/dir/x.db': "),
                             ("journal:", "--storage 'journal:': journal: needs a file name")):
            rc, so, se = self.tune("--storage", storage)
            self.assertEqual(rc, 1)
            self.assertIn("approx-tune: " + msg, se)
            self.assertEqual(self.runs(), [])  # the program never ran
        rc, _, se = self.tune("--labels", "a,zz")
        self.assertEqual(rc, 1)
        self.assertIn("approx-tune: --labels names labels the program does not have: ['zz'] "
                      "(its labels: a, b, d, g)", se)
        rc, _, se = self.tune("--labels", "a", "--space", self.space({"a": []}))
        self.assertIn("approx-tune: the search space is empty", se)
        self.assertEqual(len(self.runs()), 4)  # only the two discovery runs of each
        self.assertFalse(os.path.exists(os.path.join(self.out, "points.csv")))


class Interrupt(Base):
    """SIGINT/SIGTERM while a trial runs: before, a traceback, the program
    (a session of its own) kept running, and the trial stayed RUNNING in
    the study forever, missing from points.csv. Now the program's group is
    killed, the trial fails "interrupted", the reports are written and
    approx-tune exits with 128 + the signal and one line. A trial left
    RUNNING by a process killed outright (SIGKILL) is failed "abandoned"
    when the next process on the study starts, and its configuration runs
    again."""

    HANG = {"b": [{"kind": "small", "value": 4}]}  # fakeprog sleeps 60 s

    def start_hanging(self, *opts):
        p = self.tune("--space", self.space(self.HANG), "--labels", "b", "--timeout", "100", *opts, wait=False)
        for _ in range(300):  # discovery (2 runs), the exact run, then the trial's program
            if len(self.runs()) >= 4:
                return p, self.runs(devices=True)[3][3]
            time.sleep(0.1)
        p.kill()
        self.fail("the trial never started: %s" % p.communicate())

    def study_trials(self):
        st = optuna.load_study(study_name=None, storage="sqlite:///" + os.path.join(self.out, "study.db"))
        return [(t.state, t.user_attrs.get("fail_reason")) for t in st.trials]

    def test_signals(self):
        for sig, rc in ((signal.SIGINT, 130), (signal.SIGTERM, 143)):
            shutil.rmtree(self.out, ignore_errors=True)
            os.remove(self.log) if os.path.exists(self.log) else None
            p, prog = self.start_hanging()
            time.sleep(0.3)
            p.send_signal(sig)
            so, se = p.communicate(timeout=60)
            self.assertEqual(p.returncode, rc, se)
            self.assertNotIn("Traceback", se)
            self.assertEqual(se.strip().splitlines()[-1], "approx-tune: interrupted by %s: the running programs "
                             "were killed, 1 trials failed as 'interrupted'; the results so far are in %s"
                             % (sig.name, self.out))
            self.assertFalse(alive(prog), "the program outlived approx-tune")
            self.assertEqual(self.study_trials(), [(optuna.trial.TrialState.FAIL, "interrupted")])
            self.assertEqual([(r["status"], r["reason"]) for r in self.rows()],
                             [("exact", ""), ("failed", "interrupted")])

    def test_abandoned_trial_runs_again(self):
        p, prog = self.start_hanging()
        p.kill()  # SIGKILL: nothing of approx-tune's runs
        p.communicate()
        os.killpg(prog, signal.SIGKILL)  # its program, in a session of its own
        self.assertEqual(self.study_trials(), [(optuna.trial.TrialState.RUNNING, None)])
        rc, so, se = self.tune("--space", self.space(self.HANG), "--labels", "b", "--timeout", "1")
        self.assertEqual(rc, 0, se)
        self.assertIn("approx-tune: 1 abandoned trials failed, 1 configurations of lost trials enqueued again", se)
        reasons = [r for _, r in self.study_trials()]
        self.assertEqual(reasons, ["abandoned: its process (pid %d on this host) is gone" % p.pid,
                                   "timed out after 1s"])
        self.assertEqual([(r["status"], r["reason"]) for r in self.rows()],
                         [("exact", ""), ("failed", "timed out after 1s")])

    def test_abandoned_rules(self):
        import datetime
        from approxtune import study as ST
        st = optuna.create_study(storage=optuna.storages.InMemoryStorage())
        mine = {"host": ST.HOST}
        for attrs in (dict(mine, pid=4242), dict(mine, pid=4343), {"host": "elsewhere", "pid": 4242}, {}):
            t = st.ask()
            for k, v in attrs.items():
                t.set_user_attr(k, v)
        now = datetime.datetime.now()
        # pid 4242 is gone, 4343 runs; the trials of other hosts or of no owner are abandoned by age alone
        self.assertEqual(ST.fail_abandoned(st, 600, now=now, alive=lambda pid: pid == 4343), 1)
        self.assertEqual(ST.fail_abandoned(st, 600, now=now + datetime.timedelta(seconds=601),
                                           alive=lambda pid: True), 3)
        self.assertEqual([t.user_attrs.get("fail_reason", "")[:40] for t in st.trials],
                         ["abandoned: its process (pid 4242 on this", "abandoned: running for 601s, longer than",
                          "abandoned: running for 601s, longer than", "abandoned: running for 601s, longer than"])
        self.assertTrue(all(t.user_attrs["lost"] for t in st.trials))


class CacheKey(unittest.TestCase):
    """bincache keys a binary on the --build command and the files it names,
    not only on the clauses: a changed command or source reused the binary
    built from the old one (a stale binary measured as the new program)."""

    def test_command_and_sources_are_in_the_key(self):
        from approxtune import bincache
        with tempfile.TemporaryDirectory() as d:
            src, blog = os.path.join(d, "k.c"), os.path.join(d, "builds.log")
            with open(src, "w") as f:
                f.write("int main() { return 0; }\n")
            cc = "%s %s" % (sys.executable, os.path.join(HERE, "fakecc.py"))
            os.environ["FAKE_BUILD_LOG"] = blog
            try:
                def build(template):
                    return bincache.BinaryCache(template, os.path.join(d, "cache")).binary(("g:sync(skip)",))
                first = build(cc + " -O2 {set} %s -o {out}" % src)
                self.assertEqual(build(cc + " -O2 {set} %s -o {out}" % src), first)  # cached
                other = build(cc + " -O3 {set} %s -o {out}" % src)
                self.assertNotEqual(other, first)
                with open(src, "a") as f:  # the source changed: its size and time
                    f.write("/* edited */\n")
                edited = build(cc + " -O2 {set} %s -o {out}" % src)
                self.assertNotIn(edited, (first, other))
            finally:
                del os.environ["FAKE_BUILD_LOG"]
            with open(blog) as f:
                self.assertEqual(len(f.read().splitlines()), 3)


class BuildInputs(unittest.TestCase):
    """The key covers the files the build reads, not only those its command
    names: a header edited alone reused the binaries built with the old one
    (a stale binary measured as the new program). A compiler command is
    asked with -M (buildinputs.py); an opaque one (a script, make) has the
    source-like files of its directories stamped."""

    def setUp(self):
        from approxtune import bincache
        self.bincache = bincache
        self.tmp = tempfile.TemporaryDirectory()
        self.d = os.path.realpath(self.tmp.name)
        self.blog = os.path.join(self.d, "builds.log")
        os.environ["FAKE_BUILD_LOG"] = self.blog
        self.cwd = os.getcwd()
        os.chdir(self.d)
        self.write("k.h", "#define K 1\n")
        self.write("k.c", '#include "k.h"\nint main(void) { return K - 1; }\n')

    def tearDown(self):
        os.chdir(self.cwd)
        del os.environ["FAKE_BUILD_LOG"]
        self.tmp.cleanup()

    def write(self, name, text, mode="w"):
        os.makedirs(os.path.dirname(os.path.join(self.d, name)), exist_ok=True)
        with open(os.path.join(self.d, name), mode) as f:
            f.write(text)

    def build(self, template, clauses=("g:sync(skip)",), **kw):
        cache = self.bincache.BinaryCache(template, os.path.join(self.d, "out", "bin-cache"), **kw)
        stamp = json.loads(cache.stamp)
        return cache.binary(clauses), stamp[3] if len(stamp) > 3 else None

    def builds(self):
        with open(self.blog) as f:
            return len(f.read().splitlines())

    def test_header_a_compiler_reads(self):
        cc = "%s %s" % (sys.executable, os.path.join(HERE, "fakecc.py"))
        first, how = self.build(cc + " -O2 {set} k.c -o {out}")
        self.assertEqual(self.build(cc + " -O2 {set} k.c -o {out}")[0], first)  # cached
        self.write("k.h", "#define K 2\n")
        edited, _ = self.build(cc + " -O2 {set} k.c -o {out}")
        self.assertNotEqual(edited, first)
        self.assertEqual(self.builds(), 2)
        self.assertEqual(how, "compiler")

    def test_header_an_opaque_build_reads(self):
        # a script that compiles: no source in its command, its folder is walked
        self.write("build.sh", '%s %s "$@" k.c\n' % (sys.executable, os.path.join(HERE, "fakecc.py")))
        template = "sh build.sh {set} -o {out}"
        out = {"exclude": (os.path.join(self.d, "out"),)}  # approx-tune's --out
        first, how = self.build(template, **out)
        self.write("notes.txt", "not a source\n")  # neither these nor approx-tune's --out,
        self.write(".git/HEAD", "hidden\n")  # nor hidden folders, are inputs
        self.write("out/work/out.h", "an output\n")
        self.assertEqual(self.build(template, **out)[0], first)
        self.write("include/k2.h", "#define K2 1\n")  # a header anywhere under it is
        second, _ = self.build(template, **out)
        self.assertNotEqual(second, first)
        self.write("k.h", "#define K 2\n")
        self.assertNotIn(self.build(template, **out)[0], (first, second))
        self.assertEqual(self.builds(), 3)
        self.assertEqual(how, "directory")

    def test_deps_command(self):
        from approxtune import buildinputs
        self.assertEqual(buildinputs.deps_command(
            ["approx-clang", "-O2", "{set}", "k.c", "-o", "{out}", "-MD", "-MF", "k.d", "-MTx", "-lm"]),
            ["approx-clang", "-O2", "k.c", "-lm", "-M"])

    @unittest.skipUnless(shutil.which("cc"), "no C compiler")
    def test_header_a_real_compiler_reads(self):
        first, how = self.build("cc -O0 k.c -o {out}", (), build_plain=True)
        self.assertEqual(subprocess.call([first]), 0)
        self.write("k.h", "#define K 2\n")
        edited, _ = self.build("cc -O0 k.c -o {out}", (), build_plain=True)
        self.assertNotEqual(edited, first)
        self.assertEqual(subprocess.call([edited]), 1)  # built from the new header
        self.assertEqual(how, "compiler")


if __name__ == "__main__":
    unittest.main()
