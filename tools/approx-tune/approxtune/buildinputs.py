"""buildinputs.py - the files a --build command reads, for the binary
cache's key (bincache.build_stamp).

The command's own words name the source and the compiler, not the headers
the source includes: a header edited alone reused the binaries built from
the old one. found() learns the real inputs in one of two ways:
  compiler  when the command names a C, C++ or CUDA source file, it is run
            once (at start-up, in the working directory) without its
            {set} flags and its output (-o {out}, -MD/-MF/... dropped) and
            with -M: the compiler lists every file the preprocessor reads,
            the sources, their headers, approx-clang's own headers and the
            system's (make syntax on stdout; one rule per source, all
            read). Works for approx-clang/clang, gcc and nvcc.
  directory otherwise (an opaque command: make, a script), or when that run
            fails: the source-like files (C/C++/CUDA/Fortran sources and
            headers, .def/.inc, makefiles, CMake files) under the working
            directory and under each directory the command names (make -C
            DIR), hidden folders and the excluded ones (approx-tune's
            --out) left out, MAX_WALK files at most.
Each file found is stamped [path, size, mtime_ns], like the words that name
files: editing any of them changes the key. A header an opaque build reads
from outside those directories is not seen.
"""
import os
import re
import subprocess

from . import interrupt

SOURCE_EXT = (".c", ".cc", ".cp", ".cpp", ".cxx", ".c++", ".C", ".cu", ".i", ".ii")
WALK_EXT = SOURCE_EXT + (".h", ".hh", ".hpp", ".hxx", ".h++", ".H", ".cuh", ".inc", ".def", ".tcc",
                         ".ipp", ".f", ".f90", ".F90", ".mk", ".cmake")
WALK_NAMES = ("Makefile", "makefile", "GNUmakefile", "CMakeLists.txt")
MAX_WALK = 20000
DEPS_TIMEOUT = 300  # seconds the -M run may take
# The compiler's own dependency-output options (with their argument when
# they take one): dropped, so that -M writes to stdout.
DEP_FLAGS = ("-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-MV")
DEP_FLAGS_ARG = ("-MF", "-MT", "-MQ", "-MJ")


def found(template, exclude=()):
    """(how, files): how is "compiler" or "directory", files the sorted
    absolute paths of the build's inputs."""
    if any(w.endswith(SOURCE_EXT) and "{" not in w and os.path.isfile(w) for w in template):
        deps = compiler_deps(template)
        if deps is not None:
            return "compiler", deps
    return "directory", walk(template, exclude)


def deps_command(template):
    """The build command without {set}, its output and its own dependency
    options, with -M: the compiler prints the files it reads."""
    cmd, skip = [], False
    for w in template:
        if skip:
            skip = False
            continue
        if w == "{set}" or w in DEP_FLAGS:
            continue
        if w == "-o" or w in DEP_FLAGS_ARG:
            skip = True
            continue
        if w.startswith(DEP_FLAGS_ARG) or "{out}" in w:
            continue
        cmd.append(w)
    return cmd + ["-M"]


def compiler_deps(template):
    """The files the -M run lists, or None when it fails."""
    try:
        code, out = _run(deps_command(template), DEPS_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if code != 0:
        return None
    files = set()
    for rule in re.sub(r"\\\n", " ", out).splitlines():
        if ":" not in rule:
            continue
        deps = rule.split(":", 1)[1]
        for w in re.split(r"(?<!\\) +", deps.strip()):
            w = w.replace("\\ ", " ").replace("$$", "$")
            if w and os.path.isfile(w):
                files.add(os.path.abspath(w))
    return sorted(files) if files else None


def walk(template, exclude=()):
    """The source-like files under the working directory and the
    directories the command names."""
    roots = [os.getcwd()] + [os.path.abspath(w) for w in template if "{" not in w and os.path.isdir(w)]
    skip = {os.path.abspath(e) for e in exclude}
    files = set()
    for root in roots:
        for d, subdirs, names in os.walk(root):
            subdirs[:] = sorted(s for s in subdirs
                                if not s.startswith(".") and os.path.join(d, s) not in skip)
            for n in names:
                if not n.startswith(".") and (n.endswith(WALK_EXT) or n in WALK_NAMES):
                    files.add(os.path.join(d, n))
            if len(files) >= MAX_WALK:
                return sorted(files)[:MAX_WALK]
    return sorted(files)


def _run(cmd, timeout):
    """(exit status, stdout) of cmd (interrupt.run: a session of its own,
    killed whole on timeout or by a signal)."""
    code, out, _ = interrupt.run(cmd, timeout)
    return code, out
