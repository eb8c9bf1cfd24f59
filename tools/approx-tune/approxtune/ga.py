"""ga.py - the genetic algorithms of approx-tune --precision.

One GA, two settings (GAConfig):
  AMPT-GA (ampt)  after Kwon, Laguna and Bagchi's AMPT-GA: the first
                  generation is pre-populated (every variable at each lower
                  type, then each group lowered alone, largest predicted
                  gain first, then random vectors); crossover takes whole
                  groups from either parent; a child's mutation changes a
                  whole group to one type with probability G (0.25), else
                  one variable; and the execution filter skips every
                  offspring whose static score (fpmodel.py) is not lower
                  than the best vector's found so far (the exact program
                  at first), so the candidates the model predicts slower
                  are never built or run. The pre-populated seeds are not
                  filtered: they are the GA's start, and on the H100 the
                  static score ranks measured times poorly (Spearman 0.04
                  to 0.17 on the four benchmarks, docs/results.md), so a
                  filtered start ran nothing at all on backprop.
  naive GA        the same loop with none of the three: a random first
                  generation, crossover and mutation per variable, no
                  filter (the issue's baseline).
The loop: fitness = speedup when the error meets the search's threshold,
else 0; the fittest vector survives (elitism); parents are chosen by
binary tournament; a child is crossed over with probability 0.9, then
mutated once. A generation is evaluated as one batch (parallel builds).
The GA stops at its execution budget (precision.Search), or after
STALE_LIMIT generations that asked for no new vector, or (AMPT-GA, its
`patience`) after that many generations in a row after the first that
did not improve its best vector. Efficiency is speedup per execution, and
a GA that runs its whole budget spends it after its best is found: on the
four H100 searches of docs/results.md ("AMPT-GA stops when a generation
brings nothing"), truncated after one such generation, AMPT-GA keeps
every best it found and uses 8 to 18 executions of 30. The naive GA
(the baseline of the issue's targets) runs to its budget.
"""
import random

from .fpmodel import TYPE_ORDER
from .precision import Exhausted

STALE_LIMIT = 8
CROSSOVER = 0.9


class GAConfig:
    def __init__(self, population=8, groups=True, group_prob=0.25, filter=True, prepopulate=True, patience=0):
        self.population, self.groups, self.group_prob = population, groups, group_prob
        self.filter, self.prepopulate = filter, prepopulate
        self.patience = patience  # generations without a better vector before stopping; 0: never


AMPT = dict(groups=True, filter=True, prepopulate=True, patience=1)
NAIVE = dict(groups=False, filter=False, prepopulate=False, patience=0)


def _common(model, group):
    """Types every variable of group may take, widest first."""
    ts = set(model.vars[group[0]].allowed)
    for i in group[1:]:
        ts &= set(model.vars[i].allowed)
    return [t for t in TYPE_ORDER if t in ts]


def uniform_vector(model, t):
    """Every variable at type t where it may be, else its declared type."""
    return tuple(t if t in v.allowed else v.declared for v in model.vars)


def prepopulated(model):
    """AMPT-GA's seeds: uniform vectors at each type below the widest, then
    each group (of more than nothing to gain) lowered one step alone, the
    largest predicted gain first."""
    exact = model.declared()
    seeds = []
    for t in model.types[1:]:
        v = uniform_vector(model, t)
        if v != exact and v not in seeds:
            seeds.append(v)
    singles = []
    for g in model.groups():
        common = _common(model, g)
        lower = [t for t in common if all(TYPE_ORDER.index(t) > TYPE_ORDER.index(model.vars[i].declared)
                                          for i in g)]
        if lower:
            v = list(exact)
            for i in g:
                v[i] = lower[0]
            singles.append(tuple(v))
    singles.sort(key=model.score)
    return seeds + [v for v in singles if v not in seeds]


def mutate(model, vec, rng, group_prob, groups=True):
    """vec with one group of several variables (probability group_prob,
    when groups) or one variable changed to another type it may take."""
    v = list(vec)
    if groups and rng.random() < group_prob:
        cands = [g for g in model.groups() if len(g) > 1 and len(_common(model, g)) > 1]
        if cands:
            g = rng.choice(cands)
            common = _common(model, g)
            now = {v[i] for i in g}
            options = [t for t in common if not (len(now) == 1 and t in now)]
            t = rng.choice(options)
            for i in g:
                v[i] = t
            return tuple(v)
    free = [i for i, var in enumerate(model.vars) if len(var.allowed) > 1]
    if free:
        i = rng.choice(free)
        v[i] = rng.choice([t for t in model.vars[i].allowed if t != v[i]])
    return tuple(v)


def crossover(model, a, b, rng, groups=True):
    """Uniform crossover: each group (groups) or variable from a or b."""
    units = model.groups() if groups else [[i] for i in range(len(a))]
    c = list(a)
    for u in units:
        if rng.random() < 0.5:
            for i in u:
                c[i] = b[i]
    return tuple(c)


def _tournament(pop, fit, rng):
    a, b = rng.randrange(len(pop)), rng.randrange(len(pop))
    return pop[a] if fit[a] >= fit[b] else pop[b]


class GA:
    def __init__(self, model, search, cfg, seed):
        self.model, self.search, self.cfg = model, search, cfg
        self.rng = random.Random(seed)

    def passes_filter(self, vec):
        """The execution filter: vec's static score must beat the best
        vector's found so far."""
        if not self.cfg.filter:
            return True
        return self.model.score(vec) < self.model.score(self.search.best.vec)

    def _admit(self, vec, gen, seed=False):
        if vec == self.model.declared() or vec in gen:
            return False
        if not seed and not self.passes_filter(vec):
            self.search.filtered += 1
            return False
        return True

    def first_generation(self):
        gen = []
        if self.cfg.prepopulate:
            for v in prepopulated(self.model):
                if len(gen) < self.cfg.population and self._admit(v, gen, seed=True):
                    gen.append(v)
        tries = 0
        while len(gen) < self.cfg.population and tries < 50 * self.cfg.population:
            tries += 1
            v = tuple(self.rng.choice(var.allowed) for var in self.model.vars)
            if self._admit(v, gen):
                gen.append(v)
        return gen

    def next_generation(self, pop, fit):
        best = max(range(len(pop)), key=lambda i: fit[i])
        gen = [pop[best]] if fit[best] > 0 else []
        tries = 0
        while len(gen) < self.cfg.population and tries < 50 * self.cfg.population:
            tries += 1
            a, b = _tournament(pop, fit, self.rng), _tournament(pop, fit, self.rng)
            c = crossover(self.model, a, b, self.rng, self.cfg.groups) if self.rng.random() < CROSSOVER else a
            c = mutate(self.model, c, self.rng, self.cfg.group_prob, self.cfg.groups)
            if self._admit(c, gen):
                gen.append(c)
        return gen

    def run(self):
        s = self.search
        try:
            pop = self.first_generation()
            stale = flat = 0
            first = True
            while pop:
                before, best = s.executions, s.best
                ms = s.evaluate(pop)
                stale = stale + 1 if s.executions == before else 0
                flat = 0 if first or s.best is not best else flat + 1
                first = False
                if stale >= STALE_LIMIT or (self.cfg.patience and flat >= self.cfg.patience):
                    return
                fit = [s.fitness(m) for m in ms]
                pop = self.next_generation(pop, fit)
        except Exhausted:
            return
