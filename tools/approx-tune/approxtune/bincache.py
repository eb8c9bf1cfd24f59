"""bincache.py - compile-time knobs: binaries rebuilt with -fapprox-set, cached.

sync/atomic/branch modes are chosen at compile time (docs/cuda-aware.md);
only their on/off is switchable at run time (if() + APPROX_CONFIG). A
choice {"set": "sync(skip)"} asks for the binary built with
-fapprox-set=<label>:sync(skip). --build gives the command, with {set}
(replaced by the -fapprox-set flags, one word each) and {out} (the binary
to write), e.g.
  --build 'approx-clang -O2 -fopenmp --offload-arch=sm_90 {set} k.c -o {out}'
Binaries are kept in <cache>/<key>/prog, built once per key however many
workers, processes or resumed runs ask for it (an flock on <key>.lock; a
failed build is remembered in <key>/failed so that it is not retried, and
its trials fail with the compiler's message). The key is a SHA-1 of the
sorted clauses and of what the build depends on (build_stamp, taken once
at start-up): the --build command's words, the working directory, each
word that names an existing file (the source, the compiler, found on PATH
when it is a bare name) and each input of the build that
buildinputs.found() learns (the headers the compiler reads, from a run
with -M; for an opaque command such as make, the source-like files under
the working directory), each with its size and modification time. So a
changed command, source, header or compiler gets fresh binaries (the key
was the clauses alone, then the command's words: an edited header reused
the old binaries).
Why a rebuild and not both forms compiled in: the relaxed forms only pay
off when no exact code is compiled in (docs/cuda-aware.md: "without if the
approximation is unconditional ... cost nothing at run time"), so a
run-time switch would measure a slower binary than the one shipped.
"""
import fcntl
import hashlib
import json
import os
import shlex
import shutil
import subprocess

from . import buildinputs
from . import interrupt
from .runner import TrialFailure


BUILD_TIMEOUT = 600  # seconds a build may take


class BinaryCache:
    def __init__(self, template, cache_dir, timeout=BUILD_TIMEOUT, build_plain=False, exclude=()):
        """exclude: folders whose files are no input of the build (approx-tune's
        --out; the cache folder is always left out)."""
        self.template = shlex.split(template) if template else None
        # build_plain: no clauses is the --build command without -fapprox-set
        # too (approx-tune --precision: the program given is only "prog"),
        # not the program as given
        self.build_plain = build_plain
        self.cache_dir = os.path.abspath(cache_dir)  # {out}: for a build command that changes directory
        self.timeout = timeout
        if self.template and not any("{out}" in a for a in self.template):
            raise ValueError("--build needs {out} (where the binary goes)")
        self.stamp = build_stamp(self.template, (self.cache_dir,) + tuple(exclude)) if self.template else None

    def binary(self, clauses):
        """Path of the binary for these -fapprox-set clauses (None: the
        program as given)."""
        if not clauses and not self.build_plain:
            return None
        if not self.template:
            raise TrialFailure("compile-time choices %s need --build" % ", ".join(clauses))
        key = hashlib.sha1(json.dumps([self.stamp, sorted(clauses)]).encode()).hexdigest()[:16]
        d = os.path.join(self.cache_dir, key)
        out, failed = os.path.join(d, "prog"), os.path.join(d, "failed")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(self.cache_dir, key + ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if os.path.exists(out):
                return out
            if os.path.exists(failed):
                with open(failed) as f:
                    raise TrialFailure(f.read())
            flags = ["-fapprox-set=" + c for c in sorted(clauses)]
            cmd = []
            for a in self.template:
                if a == "{set}":
                    cmd += flags
                else:
                    cmd.append(a.replace("{out}", out + ".tmp"))
            if interrupt.STOP.is_set():  # approx-tune is stopping: no new build (and no 'failed' mark)
                raise TrialFailure("interrupted")
            try:
                code, err = build(cmd, self.timeout)
                msg = None if code == 0 else "build failed (exit %d): %s" % (code, compiler_message(err))
            except (OSError, subprocess.TimeoutExpired) as e:
                msg = "build failed: %s" % e
            if msg and interrupt.STOP.is_set():  # killed by the signal: not the clauses' fault
                raise TrialFailure("interrupted")
            if msg:
                with open(failed, "w") as f:
                    f.write(msg)
                raise TrialFailure(msg)
            os.replace(out + ".tmp", out)
            with open(os.path.join(d, "clauses"), "w") as f:
                f.write("\n".join(sorted(clauses)) + "\n")
            return out


def build(cmd, timeout):
    """(exit status, stderr) of the build command, run in a session of its
    own (killed whole on timeout, or by a signal: interrupt.py)."""
    code, _, err = interrupt.run(cmd, timeout)
    return code, err


def build_stamp(template, exclude=()):
    """What a build depends on besides its clauses, as a JSON string: the
    command's words, the working directory, [path, size, mtime] of each
    word naming an existing file (a bare first word: on PATH), and how the
    build's inputs were found with the same for each of them
    (buildinputs.found; exclude: folders left out of a directory walk)."""
    files = []
    for k, a in enumerate(template):
        path = shutil.which(a) if k == 0 and os.sep not in a else a
        if path and "{" not in a and os.path.isfile(path):
            files.append(_stamp(path))
    how, inputs = buildinputs.found(template, exclude)
    return json.dumps([template, os.getcwd(), files, how, [_stamp(p) for p in inputs if os.path.isfile(p)]])


def _stamp(path):
    st = os.stat(path)
    return [os.path.abspath(path), st.st_size, st.st_mtime_ns]


def compiler_message(stderr, limit=400):
    """The part of a failed build's stderr a trial keeps: from the first
    line with 'error:' (the first diagnostic says what is wrong; the lines
    after it are context), else the end."""
    lines = stderr.strip().splitlines()
    for k, line in enumerate(lines):
        if "error:" in line:
            return "\n".join(lines[k:])[:limit]
    return stderr.strip()[-limit:]
