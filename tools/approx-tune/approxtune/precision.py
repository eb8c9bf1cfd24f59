"""precision.py - evaluating precision vectors, and one search's account.

The strategies of approx-tune --precision (ga.py, dd.py) see the program
through two objects:
  Evaluations  runs vectors: a measure function gives (time relative to the
               exact vector, error) or raises TrialFailure with the reason
               (precision_cli.py's builds the vector through the binary
               cache and runs it with the runner, like any trial; the unit
               tests pass a formula). Results are memoised, so a vector
               asked for by several strategies or thresholds runs once, and
               appended to a journal file, so a run started again does not
               execute them again. Batches run on --workers threads (the
               builds are what takes time: bincache builds in parallel);
               prebuild() builds vectors a sequential strategy may try
               next (dd.py), so its trials do not wait for one build each.
  Search       one strategy under one error threshold: counts its
               executions (distinct vectors it had evaluated, failed ones
               included; the exact vector is the known baseline and costs
               none; a vector the strategy already had costs nothing
               again), stops it at its budget, keeps its best speedup and
               the curve of best speedup against executions.
Also here: the thresholds AMPT-GA uses (quartiles of the errors of random
vectors) and Spearman's rank correlation.
"""
import json
import math
import os
import random
import threading
from concurrent.futures import ThreadPoolExecutor

from .runner import TrialFailure


class Measure:
    """One evaluated vector: rel (time / exact time) and error, or reason."""

    def __init__(self, vec, score, rel=None, error=None, reason=None, cached=False):
        self.vec, self.score, self.rel, self.error, self.reason = vec, score, rel, error, reason
        self.cached = cached

    @property
    def ok(self):
        return self.reason is None

    @property
    def speedup(self):
        return 1.0 / self.rel if self.ok and self.rel > 0 else (math.inf if self.ok else 0.0)


class Evaluations:
    def __init__(self, model, measure, workers=1, journal=None, on_done=None, prepare=None, build_workers=None):
        self.model, self.measure, self.workers = model, measure, max(1, workers)
        self.journal, self.on_done = journal, on_done
        self.prepare = prepare  # vec -> None, raises TrialFailure (the build)
        self.build_workers = max(1, build_workers or workers)
        self.memo = {}  # vector -> Measure
        self.prepared = set()  # vectors built (prebuild), not run yet
        self.build_failed = {}  # vector -> the TrialFailure of its build
        self.order = []  # vectors in the order they were first evaluated
        self.lock = threading.Lock()
        exact = model.declared()
        self.memo[exact] = Measure(exact, model.score(exact), 1.0, 0.0)
        if journal and os.path.exists(journal):
            with open(journal) as f:
                for line in f:
                    try:
                        d = json.loads(line)
                        vec = tuple(d["vec"])
                        model.check(vec)
                    except (ValueError, KeyError, TypeError):
                        continue  # a line cut short by an interrupted run
                    m = Measure(vec, model.score(vec), d.get("rel"), d.get("error"), d.get("reason"), cached=True)
                    if vec not in self.memo:
                        self.order.append(vec)
                    self.memo[vec] = m

    def _one(self, vec, worker, built=None):
        score = self.model.score(vec)
        try:
            if built is not None:  # the build's failure, from _build
                raise built
            rel, err = self.measure(vec, worker)
            m = Measure(vec, score, rel, err)
        except TrialFailure as e:
            m = Measure(vec, score, reason=str(e))
        except Exception as e:  # a bug must not end the search: the vector fails
            m = Measure(vec, score, reason="internal error: %s: %s" % (type(e).__name__, e))
        with self.lock:
            self.memo[vec] = m
            self.order.append(vec)
            if self.journal:
                with open(self.journal, "a") as f:
                    f.write(json.dumps({"vec": list(vec), "rel": m.rel, "error": m.error, "reason": m.reason}) + "\n")
        if self.on_done:
            self.on_done(m)
        return m

    def ready(self, vec):
        """True when running vec needs no build first."""
        return self.prepare is None or vec in self.memo or vec in self.prepared

    def prebuild(self, vecs):
        """Build vecs (those not built or measured yet) in parallel on
        --build-workers threads, and return when all are done; a build's
        failure is kept for the vector's run. A sequential strategy calls
        it with the vectors it may try next (dd.py): a build costs no
        execution."""
        todo = [v for v in dict.fromkeys(vecs) if not self.ready(v)]
        if not todo:
            return

        def build(v):
            try:
                self.prepare(v)
            except Exception as e:  # kept for _one: the vector fails with it
                self.build_failed[v] = e if isinstance(e, TrialFailure) else TrialFailure(
                    "internal error: %s: %s" % (type(e).__name__, e))
            self.prepared.add(v)
        with ThreadPoolExecutor(self.build_workers) as pool:
            list(pool.map(build, todo))

    def run(self, vecs):
        """Measures of vecs (in order), running those not known yet."""
        todo = []
        for v in vecs:
            if v not in self.memo and v not in todo:
                todo.append(v)
        if self.prepare and len(todo) > 1 and self.build_workers > 1:
            self.prebuild(todo)  # the builds first, in parallel; the runs then on --workers
        failed = self.build_failed
        if len(todo) == 1 or self.workers == 1:
            for v in todo:
                self._one(v, 0, failed.get(v))
        elif todo:
            slots = list(range(self.workers))
            slot_lock = threading.Lock()

            def job(v):
                with slot_lock:
                    w = slots.pop()
                try:
                    return self._one(v, w, failed.get(v))
                finally:
                    with slot_lock:
                        slots.append(w)
            with ThreadPoolExecutor(self.workers) as pool:
                list(pool.map(job, todo))
        return [self.memo[v] for v in vecs]

    def measured(self):
        """Every evaluated vector's Measure, the exact one first."""
        ex = self.model.declared()
        return [self.memo[ex]] + [self.memo[v] for v in self.order if v != ex]


class Exhausted(Exception):
    """The search used its whole budget."""


class Search:
    def __init__(self, name, evals, threshold, budget):
        self.name, self.evals, self.threshold, self.budget = name, evals, threshold, budget
        self.asked = set()  # vectors this search had evaluated
        self.executions = 0
        self.filtered = 0   # candidates the execution filter skipped
        exact = evals.memo[evals.model.declared()]
        self.best = exact   # the exact program meets any threshold
        self.curve = [(0, 1.0)]
        self.bests = [(0, exact)]  # (executions, the new best) at each improvement

    def meets(self, m):
        return m.ok and m.error is not None and m.error <= self.threshold

    def fitness(self, m):
        """Speedup if m meets the threshold, else 0 (AMPT-GA's fitness)."""
        return m.speedup if self.meets(m) else 0.0

    def evaluate(self, vecs):
        """Measures of the vectors that fit in the budget, in order; raises
        Exhausted (after running what fits) when some did not fit."""
        exact = self.evals.model.declared()
        take, new = [], []
        for v in vecs:
            fresh = v not in self.asked and v != exact and v not in new
            if fresh and self.executions + len(new) >= self.budget:
                break
            if fresh:
                new.append(v)
            take.append(v)
        ms = self.evals.run(take)
        for v, m in zip(take, ms):
            if v in new and v not in self.asked:
                self.asked.add(v)
                self.executions += 1
                if self.meets(m) and m.speedup > self.best.speedup:
                    self.best = m
                    self.bests.append((self.executions, m))
                self.curve.append((self.executions, self.best.speedup))
        if len(take) < len(vecs):
            raise Exhausted()
        return ms

    def best_within(self, executions):
        """The best measure found with at most `executions` executions."""
        return [m for n, m in self.bests if n <= executions][-1]

    def evaluate_one(self, vec):
        return self.evaluate([vec])[0]

    @property
    def efficiency(self):
        return self.best.speedup / self.executions if self.executions else 0.0


def random_vector(model, rng):
    return tuple(rng.choice(v.allowed) for v in model.vars)


def quantile(xs, q):
    """The q-quantile of xs with linear interpolation (numpy's default)."""
    s = sorted(xs)
    if not s:
        raise ValueError("no values")
    pos = q * (len(s) - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def random_thresholds(evals, count, seed):
    """AMPT-GA's thresholds: the quartiles (25, 50, 75 %) of the errors of
    `count` random vectors (finite errors of successful runs). Returns
    ({"q1": e, "q2": e, "q3": e}, the measures)."""
    rng = random.Random(seed)
    vecs, tries = [], 0
    while len(vecs) < count and tries < 50 * count:
        tries += 1
        v = random_vector(evals.model, rng)
        if v != evals.model.declared() and v not in vecs:
            vecs.append(v)
    ms = evals.run(vecs)
    errs = [m.error for m in ms if m.ok and m.error is not None and math.isfinite(m.error)]
    if len(errs) < 4:
        raise ValueError("quartile thresholds need 4 random vectors with a finite error, %d of %d had one" % (
            len(errs), len(ms)))
    return {"q1": quantile(errs, 0.25), "q2": quantile(errs, 0.5), "q3": quantile(errs, 0.75)}, ms


def _ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):  # ties share their mean rank
            r[order[k]] = (i + j) / 2.0 + 1
        i = j + 1
    return r


def spearman(xs, ys):
    """Spearman's rank correlation of two equally long lists (None when it
    is undefined: fewer than 3 pairs or a constant list)."""
    if len(xs) != len(ys) or len(xs) < 3:
        return None
    a, b = _ranks(xs), _ranks(ys)
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va, vb = sum((x - ma) ** 2 for x in a), sum((y - mb) ** 2 for y in b)
    if va == 0 or vb == 0:
        return None
    return cov / math.sqrt(va * vb)
