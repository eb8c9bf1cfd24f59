"""Unit tests of runner.Evaluator on small shell programs (no compiler, no
study): an error that is nan on one input of an --input-set fails the
evaluation (max() over the inputs dropped it when a number came first, and
best.json claimed the other input's error); --time-from / --error-from
patterns without a group or matching no number are clear errors (they
were tracebacks); a raw float32 output with a partial element at its end
fails the trial (its trailing bytes were dropped); the --output path is replaced in the command only where
it is a path of its own (an input data.txt held a.txt and was mangled); an
argument {input} is the input line's words, not one argument; discovery
(space.run_report) kills the program's whole process group on --timeout
(a wrapper script's child kept running); an exact output with no number
or with a nan/inf is an error of the exact run (every trial had error 0,
or the metrics were nonsense)."""
import argparse
import contextlib
import io
import os
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
from approxtune import cli, runner, space  # noqa: E402


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
    workdir = opts.pop("workdir", os.path.join(d, "w"))
    args = dict(input_set=input_set, output=None, output_format="text", metric="mape", reps=1, timeout=10,
                time_from=None, error_from=None, devices=None, device_env="omp", workers=1)
    args.update(opts)
    return runner.Evaluator([prog] + cmd_args, argparse.Namespace(**args), workdir)


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


class RawOutput(unittest.TestCase):
    def test_partial_element_fails_the_trial(self):
        # float32 1.0 twice; every run after the first appends one byte: the
        # trial fails with the reason (it was compared on the whole elements
        # before, error 0, as if the output were complete)
        with tempfile.TemporaryDirectory() as d:
            seen = os.path.join(d, "seen")
            ev = evaluator(d, "echo APPROX_TIME=1; printf '\\000\\000\\200?\\000\\000\\200?' > \"$1\"\n"
                           "if [ -f %s ]; then printf x >> \"$1\"; fi; touch %s\n" % (seen, seen),
                           output="o.bin", output_format="f32", cmd_args=["o.bin"])
            ev.measure_exact({})
            self.assertEqual(ev.exact[0][2], [1.0, 1.0])
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.evaluate({}, 0)
            self.assertEqual(str(cm.exception), "output file %s: 9 bytes, not a whole number of 4-byte float32 "
                             "elements (1 left over)" % os.path.join(d, "w", "w0", "o.bin"))


class ExactOutput(unittest.TestCase):
    """The exact run's output is the reference of every metric: one with
    no number at all (every trial had error 0 and 'met' the bound) or with
    a nan/inf (the metrics were nonsense) is an error of the exact run."""

    def test_no_numbers(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, 'echo APPROX_TIME=1; echo PASSED > "$1"\n', output="o.txt", cmd_args=["o.txt"])
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.measure_exact({})
            self.assertEqual(str(cm.exception), "output file %s holds no number (--output-format text): "
                             "nothing to compare the trials' outputs with" % os.path.join(d, "w", "w0", "o.txt"))

    def test_non_finite_reference(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, 'echo APPROX_TIME=1; echo 1 2 nan 4 inf > "$1"\n', output="o.txt",
                           cmd_args=["o.txt"])
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.measure_exact({})
            self.assertEqual(str(cm.exception), "output file %s: the reference has 2 non-finite values "
                             "(the first is number 3 of 5: nan): the error metrics need a finite exact output "
                             "(or print APPROX_ERROR=<v>)" % os.path.join(d, "w", "w0", "o.txt"))

    def test_own_error_needs_no_output(self):
        # a program printing APPROX_ERROR is not held to its output file
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, 'echo APPROX_TIME=1 APPROX_ERROR=0; echo nan > "$1"\n', output="o.txt",
                           cmd_args=["o.txt"])
            ev.measure_exact({})
            self.assertEqual(ev.evaluate({}, 0).error, 0.0)


class Times(unittest.TestCase):
    """The exact run fixes where times come from: a trial without
    APPROX_TIME was timed by the wall clock against the exact run's
    APPROX_TIME (mixed units), and the reverse. A printed time that is nan
    (matched nothing: the wall time was used), inf, 0 or negative, and a
    negative APPROX_ERROR, were taken as measurements (time 0: an
    'infx' speedup and a ZeroDivisionError in the progress line)."""

    TRIAL = 'if grep -q a "$APPROX_CONFIG"; then %s; else %s; fi\n'

    def trial_fails(self, d, exact, trial):
        ev = evaluator(d, self.TRIAL % (trial, exact))
        ev.measure_exact({})
        with self.assertRaises(runner.TrialFailure) as cm:
            ev.evaluate({"a": {}}, 0)
        return str(cm.exception)

    def test_one_time_source(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertEqual(self.trial_fails(d, "echo APPROX_TIME=1 APPROX_ERROR=0", "echo APPROX_ERROR=0"),
                             "the program printed no time (APPROX_TIME) but the exact run did: its wall time "
                             "would mix units with the exact run's")
            self.assertEqual(self.trial_fails(d, "echo APPROX_ERROR=0", "echo APPROX_TIME=1 APPROX_ERROR=0"),
                             "the program printed a time (APPROX_TIME) but the exact run did not (it is timed "
                             "by the wall clock): the times would mix units")
            ev = evaluator(d, "echo APPROX_ERROR=0\n")  # the wall clock throughout
            ev.measure_exact({})
            self.assertGreater(ev.evaluate({"a": {}}, 0).time, 0)

    def test_bad_times_and_errors(self):
        with tempfile.TemporaryDirectory() as d:
            for text, shown in (("nan", "nan"), ("inf", "inf"), ("1e999", "inf"), ("0", "0"), ("-1", "-1"),
                                ("-inf", "-inf")):
                ev = evaluator(d, "echo APPROX_TIME=%s APPROX_ERROR=0\n" % text)
                with self.assertRaises(runner.TrialFailure) as cm:
                    ev.measure_exact({})
                self.assertEqual(str(cm.exception), "the program's time (APPROX_TIME) is %s: not a positive "
                                 "finite number" % shown)
                self.assertEqual(self.trial_fails(d, "echo APPROX_TIME=1 APPROX_ERROR=0",
                                                  "echo APPROX_TIME=%s APPROX_ERROR=0" % text), str(cm.exception))
            self.assertEqual(self.trial_fails(d, "echo APPROX_TIME=1 APPROX_ERROR=0",
                                              "echo APPROX_TIME=1 APPROX_ERROR=-1"),
                             "the error (APPROX_ERROR) is -1: negative")
            ev = evaluator(d, "echo took 0s APPROX_ERROR=0\n", time_from=r"took (\S+)s")
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.measure_exact({})
            self.assertEqual(str(cm.exception), "the program's time (--time-from 'took (\\S+)s') is 0: not a "
                             "positive finite number")

    def test_progress_of_a_zero_time(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            p = cli.Progress(study_with([]), 2, 0.1)
            p(0, {}, (0.0, 0.01), None)
        self.assertIn("trial 0 speedup    infx error 0.01", err.getvalue())


def study_with(values):
    """An in-memory study whose trials are told values (None: failed)."""
    import optuna
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    st = optuna.create_study(directions=["minimize", "minimize"])
    for v in values:
        t = st.ask()
        t.suggest_categorical("a", ["x"])
        st.tell(t, v, state=optuna.trial.TrialState.FAIL if v is None else None)
    return st


class Progress(unittest.TestCase):
    """The progress line counts the study's evaluations, not this process's
    only: a resumed study (or one shared with other processes) showed 1/7
    after 3 of 7 were in the study, an ETA for 6 more and no best point
    from the trials before."""

    def test_resumed_study(self):
        st = study_with([(0.5, 0.01), None, (0.8, 0.2)])  # 3 evaluations before this process
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            p = cli.Progress(st, 7, 0.05)
            t = st.ask()
            t.suggest_categorical("a", ["x"])
            st.tell(t, [0.9, 0.0])
            p(t.number, {}, (0.9, 0.0), None)
        line = err.getvalue().strip()
        self.assertRegex(line, r"^\[#{11} +\] 4/7 eta \d+m\d\ds best 2.00x@0.01 \| trial 3 speedup")


class Patterns(unittest.TestCase):
    def test_bad_pattern_is_an_option_error(self):
        for opt, pattern, msg in (("--time-from", "T=(\\S+", "missing ), unterminated subpattern"),
                                  ("--error-from", "E=\\S+", "no group: group 1 must match the number")):
            err = io.StringIO()
            with self.assertRaises(SystemExit), contextlib.redirect_stderr(err):
                cli.parse([opt, pattern, "--", "./p"])
            self.assertIn("approx-tune: error: %s '%s': %s" % (opt, pattern, msg), err.getvalue())

    def test_match_that_is_no_number_fails_the_trial(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, "echo 'took 1.5s'; echo APPROX_ERROR=0\n", time_from=r"took (\S+)")
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.measure_exact({})
            self.assertEqual(str(cm.exception), "the time pattern 'took (\\S+)' matched '1.5s', not a number")


class Options(unittest.TestCase):
    """Numeric options that make no sense, and an empty --labels, are
    option errors: --timeout inf/nan was a traceback, --error-bound -1/nan
    and --hv-error nan were taken (--precision then crashed at its report),
    --labels "" tuned every region silently."""

    def error(self, *opts):
        err = io.StringIO()
        with self.assertRaises(SystemExit), contextlib.redirect_stderr(err):
            cli.parse(list(opts) + ["--", "./p"])
        return err.getvalue().strip().splitlines()[-1]

    def test_numbers(self):
        for opt, value, msg in (("--timeout", "inf", "a finite number of seconds > 0"),
                                ("--timeout", "nan", "a finite number of seconds > 0"),
                                ("--timeout", "0", "a finite number of seconds > 0"),
                                ("--error-bound", "-1", "a number >= 0"),
                                ("--error-bound", "nan", "a number >= 0"),
                                ("--hv-error", "nan", "a finite number > 0"),
                                ("--hv-error", "0", "a finite number > 0"),
                                ("--hv-error", "inf", "a finite number > 0")):
            self.assertEqual(self.error(opt, value), "approx-tune: error: %s must be %s, not %s" % (opt, msg, value))
        self.assertEqual(self.error("--precision", "--build", "cc {set} -o {out}", "--error-bound", "nan"),
                         "approx-tune: error: --error-bound must be a number >= 0, not nan")
        args = cli.parse(["--error-bound", "0", "--timeout", "0.5", "--", "./p"])
        self.assertEqual((args.error_bound, args.timeout), (0, 0.5))

    def test_labels(self):
        for labels, msg in (("", "--labels is empty: name the regions to tune, or leave it out to tune every one"),
                            ("a,,b", "--labels 'a,,b': an empty label"),
                            ("a,b,a", "--labels 'a,b,a': label 'a' twice")):
            self.assertEqual(self.error("--labels", labels), "approx-tune: error: " + msg)

    def test_precision_best_within(self):
        from approxtune import precision, precision_cli
        ms = [precision.Measure((0,), 1.0, 1.0, 0.0), precision.Measure((1,), 1.0, 0.5, 0.02),
              precision.Measure((2,), 1.0, 0.4, 0.2)]
        self.assertIs(precision_cli.best_within(ms, 0.05), ms[1])
        self.assertIsNone(precision_cli.best_within(ms, -1))  # was max() of nothing at the report's end


class OutputPath(unittest.TestCase):
    def test_only_the_path_itself_is_replaced(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, "", output="a.txt",
                           cmd_args=["data.txt", "a.txt", "--out=a.txt", "x/a.txt", "a.txt.bak", "a.txt,b"])
            cmd, out = ev.command(None, 1)
            mine = os.path.join(d, "w", "w1", "a.txt")
            self.assertEqual(out, mine)
            self.assertEqual(cmd[1:], ["data.txt", mine, "--out=" + mine, "x/a.txt", "a.txt.bak", mine + ",b"])


class AbsolutePaths(unittest.TestCase):
    """APPROX_CONFIG and the worker's output path are absolute: with a
    relative --out they were relative, and a program that changes its
    directory (cd in a wrapper) found neither."""

    def test_program_that_changes_directory(self):
        here = os.getcwd()
        with tempfile.TemporaryDirectory() as d:
            os.chdir(d)
            try:
                ev = evaluator(d, 'cd / && cat "$APPROX_CONFIG" > /dev/null && echo 1 2 > "$1" && echo APPROX_TIME=1\n',
                               output="o.txt", cmd_args=["o.txt"], workdir="rel-out/work")  # --out rel-out
                ev.measure_exact({})
                self.assertEqual(ev.evaluate({"a": {}}, 1).error, 0.0)
                cmd, out = ev.command(None, 1)
                self.assertEqual(out, os.path.join(d, "rel-out", "work", "w1", "o.txt"))
                self.assertEqual(cmd[1], out)
            finally:
                os.chdir(here)


class NotUtf8(unittest.TestCase):
    """A program whose output is not UTF-8 (a Latin-1 message) is read with
    replacement characters where only numbers matter: region discovery was
    a UnicodeDecodeError traceback, and every such trial failed."""

    LATIN1 = "printf 'r\\351sultat\\n'; printf 'erreur: r\\351sultat\\n' >&2\n"

    def test_trials_and_reasons(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, self.LATIN1 + 'echo APPROX_TIME=1; echo 1 2 > "$1"\n'
                           'if grep -q a "$APPROX_CONFIG"; then exit 3; fi\n', output="o.txt", cmd_args=["o.txt"])
            ev.measure_exact({})
            self.assertEqual(ev.evaluate({"b": {}}, 0).error, 0.0)
            with self.assertRaises(runner.TrialFailure) as cm:
                ev.evaluate({"a": {}}, 0)
            self.assertEqual(str(cm.exception), "exit 3: erreur: r\ufffdsultat")

    def test_discovery(self):
        with tempfile.TemporaryDirectory() as d:
            prog = os.path.join(d, "p.sh")
            with open(prog, "w") as f:
                f.write("#!/bin/sh\n" + self.LATIN1 + "echo '{\"regions\": []}' > \"$APPROX_REPORT\"\n")
            os.chmod(prog, 0o755)
            self.assertEqual(space.run_report([prog], None, timeout=10), [])
            with open(prog, "a") as f:
                f.write("exit 4\n")
            with self.assertRaisesRegex(space.SpaceError, "exit 4.*erreur: r\ufffdsultat"):
                space.run_report([prog], None, timeout=10)


class InputLine(unittest.TestCase):
    def test_input_argument_is_the_lines_words(self):
        with tempfile.TemporaryDirectory() as d:
            ev = evaluator(d, "", cmd_args=["{input}", "--in={input}"])
            cmd, _ = ev.command(["-s", "my file", "3"], 0)
            self.assertEqual(cmd[1:], ["-s", "my file", "3", "--in=-s my file 3"])
            self.assertEqual(ev.command(["x"], 0)[0][1:], ["x", "--in=x"])


class AsCompiled(unittest.TestCase):
    """Region discovery runs the program as compiled, not exactly: its
    failure blamed 'the exact run' (a crash of the compiled-in
    approximation sent users looking at the exact program)."""

    def test_failures_say_as_compiled(self):
        for script, msg in (("exit 3", "exit 3: oops"), ("kill -SEGV $$", "killed by SIGSEGV: oops"),
                            ("exit 0", "exit 0 but wrote no APPROX_REPORT (is it built with approx-clang?)")):
            with self.assertRaises(space.SpaceError) as cm:
                space.run_report(["/bin/sh", "-c", "echo oops >&2; " + script], None, timeout=10)
            self.assertEqual(str(cm.exception), "the program as compiled (the APPROX_REPORT run that finds its "
                                                "regions) failed: " + msg)


def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


class Discovery(unittest.TestCase):
    def test_timeout_kills_the_wrapped_program(self):
        with tempfile.TemporaryDirectory() as d:
            pidfile = os.path.join(d, "pid")
            with self.assertRaises(space.SpaceError) as cm:
                space.run_report(["/bin/sh", "-c", 'sleep 30 & echo $! > "$0"; wait', pidfile], None, timeout=0.5)
            self.assertEqual(str(cm.exception), "the program as compiled (the APPROX_REPORT run that finds its "
                                                "regions) timed out after 0.5s")
            with open(pidfile) as f:
                pid = int(f.read())
            for _ in range(50):  # SIGKILL is not instant
                if not alive(pid):
                    break
                time.sleep(0.1)
            survived = alive(pid)
            if survived:
                os.kill(pid, 9)
            self.assertFalse(survived, "the program's child outlived the timeout")


if __name__ == "__main__":
    unittest.main()
