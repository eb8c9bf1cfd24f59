"""Runs one fuzz case through approx-clang and classifies the outcome.

The compiler is the staged driver of a build (<build>/stage/bin/approx-clang).
When that build's plugin is sanitized (APPROX_SANITIZE=ON writes the
sanitizer runtime's path to <stage>/lib/ApproxPlugin.sanitize), the runtime
is preloaded, since clang-19 itself is not instrumented, and freed memory is
filled with 0xbe, so a use-after-free inside clang's own (uninstrumented)
lexer reads a wild pointer and crashes instead of passing silently.

Outcomes: ok (exit 0), diagnosed (exit 1, every error at the user's file),
bad-location (an error in `<scratch space>` or at tokens "expanded from"
there, in the forced headers, naming an internal `__approx` or `__builtin_`
identifier, or exit 1 with no located error), crash
(signal, exit not in {0,1}, a sanitizer report, or clang's crash banner,
which the driver turns into exit 1), hang (the timeout ran out).
"""
import hashlib
import os
import re
import shlex
import subprocess

# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons new slabs and
# unpoisons what it hands out only when compiled with ASan. Its inline code in
# the sanitized plugin poisons slabs that uninstrumented libclang-cpp then
# hands out without unpoisoning (e.g. the identifier table), a false report.
ASAN_OPTIONS = ("detect_leaks=0:exitcode=86:max_free_fill_size=1048576:"
                "free_fill_byte=190:allocator_may_return_null=1:allow_user_poisoning=0")
UBSAN_OPTIONS = "halt_on_error=1:print_stacktrace=1:exitcode=87"
CRASH_MARKERS = ("ERROR: AddressSanitizer", "runtime error:", "ERROR: UndefinedBehaviorSanitizer",
                 "PLEASE submit a bug report", "Stack dump:", "frontend command failed",
                 "unable to execute command", "LLVM ERROR:", "Assertion `")
ERROR_RE = re.compile(r"^(?P<loc>[^\n]*?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$", re.M)
ANY_ERROR_RE = re.compile(r"^(?P<pre>.*?)error: (?P<msg>.*)$", re.M)
FRAME_RE = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ (?:in )?(?P<fn>[^\s(]+)", re.M)
SKIP_FRAMES = ("PrintStackTrace", "RunSignalHandlers", "__interceptor", "__sanitizer",
               "__asan", "__ubsan", "libc.so", "SignalHandler", "0x")


class Compiler:
    def __init__(self, cc):
        self.cc = os.path.abspath(cc)
        stage = os.path.dirname(os.path.dirname(os.path.realpath(self.cc)))
        self.include = os.path.join(stage, "include", "approx")
        self.env = dict(os.environ)
        for var in ("APPROX_CLANG_ECHO", "APPROX_CONFIG", "APPROX_PLUGIN_ARGS", "LD_PRELOAD"):
            self.env.pop(var, None)
        self.sanitized = False
        marker = os.path.join(stage, "lib", "ApproxPlugin.sanitize")
        if os.path.exists(marker):
            with open(marker) as f:
                rt = f.read().strip()
            self.env.update(LD_PRELOAD=rt, ASAN_OPTIONS=ASAN_OPTIONS, UBSAN_OPTIONS=UBSAN_OPTIONS)
            self.sanitized = True

    def env_prefix(self):
        if not self.sanitized:
            return ""
        return " ".join("%s=%s" % (k, shlex.quote(self.env[k]))
                        for k in ("LD_PRELOAD", "ASAN_OPTIONS", "UBSAN_OPTIONS")) + " "


def command(comp, main, flags):
    return [comp.cc] + flags + ["-fno-crash-diagnostics", "-fsyntax-only", main]


def run(comp, workdir, main, flags, timeout):
    cmd = command(comp, main, flags)
    try:
        p = subprocess.run(cmd, cwd=workdir, env=comp.env, capture_output=True,
                           timeout=timeout, errors="replace", start_new_session=True)
    except subprocess.TimeoutExpired as e:
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        return None, err
    return p.returncode, p.stderr


def _norm(msg):
    msg = re.sub(r"'[^']*'", "'_'", msg)
    return re.sub(r"\d+", "N", msg)[:120]


def crash_signature(stderr):
    """First meaningful frames of the report, else the first marker line."""
    fns = []
    for m in FRAME_RE.finditer(stderr):
        fn = m.group("fn")
        if any(s in fn for s in SKIP_FRAMES) or fn.startswith("/"):
            continue
        fns.append(fn)
        if len(fns) == 3:
            break
    kind = "crash"
    for marker in ("AddressSanitizer: ", "runtime error: "):
        i = stderr.find(marker)
        if i >= 0:
            kind = _norm(stderr[i + len(marker):].split("\n")[0].split(" on ")[0])
            break
    if kind == "SEGV":
        kind = "crash"  # the same fault, caught by ASan instead of clang
    if not fns:
        m = ERROR_RE.search(stderr)
        fns = [_norm(m.group("msg"))] if m else []
    return kind + " @ " + " < ".join(fns)


def classify(rc, stderr, user_files, include_dir, pragma_operator=False):
    """(outcome, signature) for one compiler run. With pragma_operator (the
    case uses _Pragma, whose tokens clang itself keeps in <scratch space>),
    notes "expanded from" there do not count."""
    if rc is None:
        return "hang", "timeout"
    if rc < 0 or rc not in (0, 1) or any(m in stderr for m in CRASH_MARKERS):
        return "crash", crash_signature(stderr)
    bad = None
    located = False
    for m in ANY_ERROR_RE.finditer(stderr):
        msg = m.group("msg")
        loc = ERROR_RE.match(m.group(0))
        path = loc.group("loc") if loc else None
        if path is None:
            bad = bad or "no location: " + _norm(msg)
        elif path == "<scratch space>" or path.startswith("<"):
            bad = bad or "in %s: %s" % (path, _norm(msg))
        elif os.path.basename(path) not in user_files or path.startswith(include_dir):
            bad = bad or "in %s: %s" % (os.path.basename(path), _norm(msg))
        elif "__approx" in msg or "__builtin_" in msg:
            bad = bad or "internal name: " + _norm(msg)
        else:
            located = True
    # An error whose tokens clang says were "expanded from" <scratch space>
    # points at code the lowering generated, not at the user's.
    note = re.search(r"^<scratch space>:\d+:\d+: note: expanded from here", stderr, re.M)
    if not bad and not pragma_operator and note:
        errs = [m for m in ERROR_RE.finditer(stderr, 0, note.start())]
        if errs:
            bad = "at generated tokens: " + _norm(errs[-1].group("msg"))
    if bad:
        return "bad-location", bad
    if rc == 0:
        return "ok", ""
    if not located:
        return "bad-location", "exit 1 without an error"
    first = ERROR_RE.search(stderr)
    return "diagnosed", _norm(first.group("msg"))


def sig_id(outcome, sig):
    return outcome + "-" + hashlib.sha1(sig.encode()).hexdigest()[:10]


def save(outdir, outcome, sig, files, main, flags, comp, stderr, case_id):
    """Writes the case and a reproducer; returns the directory."""
    d = os.path.join(outdir, sig_id(outcome, sig))
    if os.path.exists(d):
        return d
    os.makedirs(d)
    for name, text in files.items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    cmd = " ".join(shlex.quote(a) for a in command(comp, main, flags))
    with open(os.path.join(d, "repro.sh"), "w") as f:
        f.write("#!/bin/sh\n# %s %s (case %s)\n# %s\ncd \"$(dirname \"$0\")\" && %s%s\n"
                % (outcome, sig_id(outcome, sig), case_id, sig.replace("\n", " "),
                   comp.env_prefix(), cmd))
    os.chmod(os.path.join(d, "repro.sh"), 0o755)
    with open(os.path.join(d, "stderr.txt"), "w") as f:
        f.write(stderr[-20000:])
    return d

