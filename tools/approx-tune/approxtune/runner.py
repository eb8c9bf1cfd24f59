"""runner.py - one evaluation: the program under one configuration.

An Evaluator runs the command once per input of the input set (--input-set,
one argument line per input; an argument `{input}` becomes the line's
words, `{input}` inside an argument the line, else the line's words are
appended), --reps times each, with
APPROX_CONFIG pointing at the worker's own config file and the worker's
device (CUDA_VISIBLE_DEVICES or OMP_DEFAULT_DEVICE). Each worker writes its
output into its own folder: the --output path, wherever it appears in the
command, is replaced by <out>/work/w<k>/<name>, so workers never read each
other's files (a path of its own: with --output a.txt, an argument
data.txt or --out=x/a.txt stays); the file is removed before each run.
Both paths, APPROX_CONFIG's and the output's, are absolute (a program
may change its directory before it reads or writes them).
The program's stdout and stderr are read as UTF-8 with replacement
characters (only numbers are parsed from them; a Latin-1 message made
every such trial fail with a UnicodeDecodeError).
  time   the program's `APPROX_TIME=<s>` (or --time-from REGEX, group 1),
         else the process wall time; median of the reps, summed over inputs.
         The exact run's first run fixes which: a later run measured the
         other way fails (units would mix), and a printed time that is
         not a positive finite number fails the run (nan and inf too)
  error  the program's `APPROX_ERROR=<v>` (or --error-from), else the
         metric (metrics.py) of the output against the exact run's on the
         same input; the maximum over inputs (a configuration meets a bound
         only if it does on every input), per-input errors kept; a
         negative printed error fails the run
The exact run's output is the reference: one with no number or with a
nan or an inf fails the exact run (every trial's error was 0, or the
metrics nonsense). A crash, a signal, a timeout (the whole process group is killed), a
missing output file, an output of another length (or a raw output
whose size is no whole number of elements), no error at all or an
error that is nan on any input raise TrialFailure with the reason; the study records it as a failed trial.
"""
import json
import math
import os
import re
import shlex
import signal
import statistics
import subprocess
import time

from . import interrupt, metrics

# nan and inf are matched (and rejected or kept), not skipped: a program
# printing APPROX_TIME=nan was measured by its wall time instead
_NONFINITE = r"(?i:[-+]?(?:nan|inf(?:inity)?))"
TIME_RE = r"APPROX_TIME=(%s|[0-9.eE+-]+)" % _NONFINITE
ERROR_RE = r"APPROX_ERROR=(%s|[0-9.eE+-]+)" % _NONFINITE


# The runtime's warning when a region runs exactly instead of as configured
# (openmp-runtime/data.c, __approxrt_data_not_applied).
NOT_APPLIED = "the region runs exactly"


class TrialFailure(Exception):
    """An evaluation that produced no point; str() is the reason."""


class Result:
    def __init__(self, times, errors):
        self.times = times      # per input, seconds
        self.errors = errors    # per input
        self.time = sum(times)
        self.error = max(errors) if errors else 0.0


def read_input_set(path):
    if path is None:
        return [None]
    with open(path) as f:
        lines = [shlex.split(l) for l in f if l.strip() and not l.lstrip().startswith("#")]
    if not lines:
        raise ValueError("--input-set %s: no input line" % path)
    return lines


def _number(regex, stdout, what, default):
    """The float of regex's group 1 in stdout, default without a match."""
    m = regex.search(stdout)
    if not m:
        return default
    try:
        return float(m.group(1))
    except (TypeError, ValueError):
        raise TrialFailure("the %s pattern '%s' matched '%s', not a number" % (what, regex.pattern, m.group(1)))


class Evaluator:
    def __init__(self, cmd, args, workdir):
        self.cmd = list(cmd)
        self.inputs = read_input_set(args.input_set)
        self.output = args.output
        self.fmt = args.output_format
        self.metric = args.metric
        self.reps = args.reps
        self.timeout = args.timeout
        self.time_re = re.compile(args.time_from or TIME_RE, re.M)
        self.error_re = re.compile(args.error_from or ERROR_RE, re.M)
        self.time_name = "APPROX_TIME" if not args.time_from else "--time-from '%s'" % args.time_from
        self.error_name = "APPROX_ERROR" if not args.error_from else "--error-from '%s'" % args.error_from
        self.time_source = None  # "program" or "wall": what the exact run's first run measured
        self.devices = args.devices
        self.device_env = args.device_env
        # absolute: APPROX_CONFIG and the output path reach a program that may change directory
        self.workdir = os.path.abspath(workdir)
        self.exact = None  # per input: (time, error or None, values or None)
        self.output_re = re.compile(r"(?<![\w./-])%s(?![\w./-])" % re.escape(self.output)) if self.output else None
        if self.output and args.workers > 1 and not any(self.output_re.search(a) for a in self.cmd):
            raise ValueError("with --workers > 1 the --output path must appear in the command "
                             "(each worker gets its own copy)")

    def _worker_dir(self, worker):
        d = os.path.join(self.workdir, "w%d" % worker)
        os.makedirs(d, exist_ok=True)
        return d

    def command(self, inp, worker, binary=None):
        """(argv, output path) for one input and worker."""
        cmd = list(self.cmd)
        if binary:
            cmd[0] = binary
        if inp is not None:
            if any("{input}" in a for a in cmd):  # an argument "{input}" is the line's words
                cmd = [w for a in cmd for w in (inp if a == "{input}" else [a.replace("{input}", " ".join(inp))])]
            else:
                cmd += inp
        out = self.output
        if out and any(self.output_re.search(a) for a in cmd):
            mine = os.path.join(self._worker_dir(worker), os.path.basename(out))
            cmd = [self.output_re.sub(lambda m: mine, a) for a in cmd]
            out = mine
        return cmd, out

    def env(self, worker, config_path):
        env = dict(os.environ)
        env.pop("APPROX_REPORT", None)
        env["APPROX_CONFIG"] = config_path
        if self.devices:
            dev = self.devices[worker % len(self.devices)]
            env["CUDA_VISIBLE_DEVICES" if self.device_env == "cuda" else "OMP_DEFAULT_DEVICE"] = dev
        return env

    def _once(self, cmd, env, out):
        if out and os.path.exists(out):
            os.remove(out)
        if interrupt.STOP.is_set():  # approx-tune is stopping: no new run
            raise TrialFailure("interrupted")
        t0 = time.perf_counter()
        try:  # a process group of its own, killed whole on timeout or by a signal
            code, so, se = interrupt.run(cmd, self.timeout, env=env)
        except OSError as e:
            raise TrialFailure("cannot run %s: %s" % (cmd[0], e.strerror))
        except subprocess.TimeoutExpired:
            raise TrialFailure("timed out after %gs" % self.timeout)
        wall = time.perf_counter() - t0
        if code < 0:
            raise TrialFailure("killed by %s: %s" % (signal.Signals(-code).name, se.strip()[-300:]))
        if code != 0:
            raise TrialFailure("exit %d: %s" % (code, se.strip()[-300:]))
        # The runtime fell back to the exact region (e.g. a precision list
        # names an array an enclosing 'target data' already maps): what
        # this trial measured is not the configuration it stands for.
        exact = next((ln for ln in se.splitlines() if NOT_APPLIED in ln), None)
        if exact:
            raise TrialFailure("approximation not applied: %s" % exact.strip()[:300])
        t = self._time(so, wall)
        err = _number(self.error_re, so, "error", None)
        if err is not None and err < 0:
            raise TrialFailure("the error (%s) is %g: negative" % (self.error_name, err))
        values = None
        if err is None and out:
            if not os.path.exists(out):
                raise TrialFailure("no output file %s" % out)
            try:
                values = metrics.read_values(out, self.fmt)
            except metrics.PartialElement as e:
                raise TrialFailure("output file %s: %s" % (out, e))
        return t, err, values

    def _time(self, stdout, wall):
        """The run's time: the program's (APPROX_TIME or --time-from), a
        positive finite number, else the wall time. The exact run's first
        run fixes which (time_source): a run measured the other way would
        mix units (the wall time of a trial against the program's time of
        the exact run), so it fails."""
        t = _number(self.time_re, stdout, "time", None)
        if t is not None and not (math.isfinite(t) and t > 0):
            raise TrialFailure("the program's time (%s) is %g: not a positive finite number" % (self.time_name, t))
        source = "wall" if t is None else "program"
        if self.time_source is None:
            self.time_source = source
        elif source != self.time_source and t is None:
            raise TrialFailure("the program printed no time (%s) but the exact run did: its wall time would mix "
                               "units with the exact run's" % self.time_name)
        elif source != self.time_source:
            raise TrialFailure("the program printed a time (%s) but the exact run did not (it is timed by the "
                               "wall clock): the times would mix units" % self.time_name)
        return wall if t is None else t

    def _input(self, inp, worker, config_path, binary, reps=None):
        cmd, out = self.command(inp, worker, binary)
        env = self.env(worker, config_path)
        times, err, values = [], None, None
        for _ in range(reps or self.reps):
            t, err, values = self._once(cmd, env, out)
            times.append(t)
        return statistics.median(times), err, values

    def write_config(self, worker, config):
        path = os.path.join(self._worker_dir(worker), "config.json")
        with open(path, "w") as f:
            json.dump(config, f, sort_keys=True)
        return path

    def measure_exact(self, config, binary=None, reps=None):
        """The exact run on every input (worker 0; binary: the program
        built exactly, for approx-tune --precision; reps: its runs per
        input, default --reps); raises TrialFailure, also when an output it
        wrote cannot be a reference (check_reference)."""
        path = self.write_config(0, config)
        self.exact, self.time_source = [], None
        for inp in self.inputs:
            t, err, values = self._input(inp, 0, path, binary, reps)
            if values is not None:
                self.check_reference(values, self.command(inp, 0, binary)[1])
            self.exact.append((t, err, values))
        return self.exact

    def check_reference(self, values, out):
        """The exact output must hold numbers, all finite: an empty one gave
        every trial error 0, a nan or inf made every metric nonsense."""
        if not values:
            raise TrialFailure("output file %s holds no number (--output-format %s): nothing to compare the "
                               "trials' outputs with" % (out, self.fmt))
        try:
            metrics.check_reference(values)
        except metrics.NonFiniteReference as e:
            raise TrialFailure("output file %s: %s: the error metrics need a finite exact output (or print "
                               "APPROX_ERROR=<v>)" % (out, e))

    def evaluate(self, config, worker, binary=None):
        """Result of one configuration; raises TrialFailure."""
        path = self.write_config(worker, config)
        times, errors = [], []
        for inp, ex in zip(self.inputs, self.exact):
            t, err, values = self._input(inp, worker, path, binary)
            if err is None:
                if values is None:
                    raise TrialFailure("no error metric: give --output or print APPROX_ERROR=<v>")
                if ex[2] is None:
                    raise TrialFailure("the exact run printed APPROX_ERROR but this one did not")
                try:
                    err = metrics.compute(self.metric, values, ex[2])
                except metrics.LengthMismatch as e:
                    raise TrialFailure("wrong output length: %s" % e)
            if math.isnan(err):  # no order: max() over inputs would drop it after a number
                raise TrialFailure("the error is nan on input %d" % (len(errors) + 1))
            times.append(t)
            errors.append(err)
        return Result(times, errors)

    def exact_time(self):
        return sum(e[0] for e in self.exact)
