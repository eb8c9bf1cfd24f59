"""descend.py - the monotone start-up (--startup descend): each build's
knob ladders walked from strong to mild, the budget given to the builds
by what their first trial showed, and configurations that a measured one
rules out by monotonicity skipped.

Approximation knobs are monotone in expectation: a stronger setting
(startup.severity: more work skipped) is faster and less accurate. The
fastest points of a build are then its strongest settings, and the best
point under the error bound is the strongest setting that still meets
it. The planner (one configuration at a time, from the trials so far):
  1. every build once with its knobs at their mildest (builds in an order
     shuffled by the seed): with several builds and a small budget, which
     build pays matters most, and a mild point is the likeliest to meet
     the bound;
  2. builds ranked by their fastest point so far; the first whose steps
     are not done gets: its strongest point (every knob at its strongest;
     with several knobs, then each knob alone at its strongest, since
     knobs need not add up), then, while its fastest point beats the best
     point found under the bound, a bisection step between its strongest
     point that meets the bound (at first: every knob off, the exact
     program) and its mildest point that misses it (ladder indices
     halfway; neighbours: each differing knob moved alone);
  3. then, fastest build first, the rest of the bisections and a walk one
     knob a step milder where every point measured meets the bound;
  4. when no build has a step left the sampler (TPE) takes over.
Dominance skip (dominated()): with monotone knobs, a configuration's
speedup is at most that of any measured stronger one of its build and
its error at least that of any measured milder one; a configuration whose
bounds some measured point beats on both (or whose speed bound is <= 1:
never faster than exact) is not run. Only knobs whose choices are
comparable are ordered: the same kind, chunk and reconstruct (or off, or
"as compiled" against off); other pairs are incomparable, so the skip
never rests on a guess across kinds.
The planner reads only the space's structure and the study's trials (a
shared study's trials from every process included), never a grid.
"""
import json
import random

from .space import VARIANT
from .startup import severity

SPEED_EPS = 1e-9


def _ladder(param):
    """Non-off keys of a Param from mildest to strongest."""
    on = [k for k in param.keys if k != "off"]
    return sorted(on, key=lambda k: (severity(param, k), param.keys.index(k)))


def _family(param, key):
    """What must agree for two choices of a knob to be ordered: off is
    below everything; a setting's (kind, chunk, reconstruct, set), or the
    whole choice for joint Params (ordered only by equality)."""
    ch = param.by_key[key]
    if ch is None:
        return None
    if param.joint:
        return ("joint", key)
    return tuple((f, str(ch.get(f))) for f in ("kind", "chunk", "reconstruct", "set", "enabled"))


def at_least(param, strong, mild):
    """True when choice key strong is known to skip at least the work of
    choice key mild (equal, mild off, or one family and higher value)."""
    if strong == mild or mild == "off":
        return True
    if strong == "off":
        return False
    fs, fm = _family(param, strong), _family(param, mild)
    if fs != fm or fs[0] == "joint":
        return False
    return severity(param, strong) >= severity(param, mild)


class Build:
    """One build's ladders and the configurations as index vectors
    (-1: off)."""

    def __init__(self, space, variant):
        self.space, self.variant = space, variant
        self.params = variant.params
        self.ladders = [_ladder(p) for p in self.params]
        # ge[i][x][y]: knob i's choice x (key) skips at least the work of y
        self.ge = [{x: {y: at_least(p, x, y) for y in p.keys} for x in p.keys} for p in self.params]

    def assign(self, vec):
        a = {p.name: ("off" if i < 0 else lad[i]) for p, lad, i in zip(self.params, self.ladders, vec)}
        if self.space.conditional:
            a[VARIANT] = self.variant.tag
        return a

    def vector(self, assign):
        return tuple(-1 if assign[p.name] == "off" else lad.index(assign[p.name])
                     for p, lad in zip(self.params, self.ladders))

    def top(self):
        return tuple(len(lad) - 1 for lad in self.ladders)

    def stronger_or_equal(self, a, b):
        """Every knob of assign a at least as strong as b's."""
        return all(g[a[p.name]][b[p.name]] for p, g in zip(self.params, self.ge))


def key(assign):
    return json.dumps(assign, sort_keys=True)


_BUILDS = {}


def build_of(space, tag):
    """The Build of a space's variant (cached: its tables are built once)."""
    k = (id(space), tag)
    if k not in _BUILDS or _BUILDS[k].space is not space:
        _BUILDS[k] = Build(space, space.by_tag[tag])
    return _BUILDS[k]


def dominated(space, assign, measured, error_bound=None):
    """Why assign need not run (a string), or None. measured: [(assign,
    (rel_time, error))] of successful trials."""
    tag = space.variant(assign).tag
    b = build_of(space, tag)
    speed_ub, err_lb = float("inf"), 0.0
    for a, (t, e) in measured:
        if space.variant(a).tag != tag or t <= 0:
            continue
        if b.stronger_or_equal(a, assign):
            speed_ub = min(speed_ub, 1.0 / t)
        if b.stronger_or_equal(assign, a):
            err_lb = max(err_lb, e)
    if speed_ub <= 1.0 + SPEED_EPS:
        return "a stronger measured configuration of its build is not faster than exact"
    if error_bound is not None and err_lb > error_bound:
        return "a milder measured configuration of its build misses the error bound"
    for a, (t, e) in measured:
        if t > 0 and e <= err_lb and 1.0 / t >= speed_ub and not (e == err_lb and 1.0 / t == speed_ub):
            return "dominated by a measured configuration"
    return None


class Planner:
    """The next start-up configuration from the study's trials, or None
    when every build's ladder is settled (the sampler's turn)."""

    def __init__(self, space, error_bound, seed=0):
        self.space, self.bound = space, error_bound
        order = list(space.variants)
        random.Random(seed).shuffle(order)
        self.builds = self._order([build_of(space, v.tag) for v in order if v.params])

    # Hooks of prior.PriorPlanner (--startup prior); here: the seed's order,
    # the mildest point first, every knob off as the floor, depth first.
    breadth = False

    def _order(self, builds):
        """The order of step 1 (the builds in the seed's shuffled order)."""
        return builds

    def _first(self, b):
        """A build's first point (step 1): every knob at its mildest."""
        return b.assign(tuple(0 for _ in b.params))

    def skip(self, assign, measured):
        """Why assign need not run (the Runner asks for the sampler's
        proposals too), or None: dominated()."""
        return dominated(self.space, assign, measured, self.bound)

    def fill(self, results, pending=()):
        """A configuration when the sampler proposes only skipped ones
        (None here: the Runner asks the sampler again)."""
        return None

    def _floor(self, b):
        """The vector below every ladder of a build (every knob off): the
        lower end of the first bisection and the rest of "each knob alone"."""
        return tuple(-1 for _ in b.params)

    @staticmethod
    def _progress(results, pending):
        """The keys of the configurations measured or in flight, and the
        measured (assign, value) pairs of results."""
        return {key(a) for a, _ in results} | set(pending), [(a, v) for a, v in results if v is not None]

    def _fresh(self, a, seen, measured):
        """Whether a is worth proposing: neither measured nor in flight, not
        the exact program, not skipped."""
        return key(a) not in seen and not self.space.is_exact(a) and not self.skip(a, measured)

    def _mine(self, build, results):
        tag = build.variant.tag
        return [(a, v) for a, v in results if self.space.variant(a).tag == tag]

    def _step(self, build, mine, measured, seen, walk):
        """The build's next point: a bisection step between its strongest
        point that meets the bound and its mildest one that misses it (or
        fails), or with walk, one knob a step milder than its mildest point
        (every point it measured meets the bound); None: nothing left."""
        ok = [build.vector(a) for a, v in mine if v is not None and v[1] <= self.bound]
        bad = [build.vector(a) for a, v in mine if v is None or v[1] > self.bound]
        lo = max(ok, key=sum, default=self._floor(build))
        cands = []
        if bad:
            hi = min(bad, key=sum)
            cands.append(tuple(lo_i + (hi_i - lo_i) // 2 if hi_i > lo_i else lo_i for lo_i, hi_i in zip(lo, hi)))
            for i, (lo_i, hi_i) in enumerate(zip(lo, hi)):  # neighbours: one knob at a time
                if hi_i > lo_i:
                    cands.append(tuple(lo_i + 1 if j == i else x for j, x in enumerate(lo)))
        elif ok and walk:
            low = min(ok, key=sum)
            for i, x in enumerate(low):
                if x >= 0:
                    cands.append(tuple(x - 1 if j == i else y for j, y in enumerate(low)))
        for vec in cands:
            a = build.assign(vec)
            if self._fresh(a, seen, measured):
                return a
        return None

    def _tops(self, b):
        """The build with every knob at its strongest, then (several knobs)
        each knob alone at its strongest."""
        out = [b.assign(b.top())]
        if len(b.params) > 1:
            floor = self._floor(b)
            out += [b.assign(tuple(len(lad) - 1 if j == i else floor[j] for j, lad in enumerate(b.ladders)))
                    for i in range(len(b.params))]
        return out

    def _ranked(self, results):
        """Builds by the speed of their fastest measured point, fastest
        first; builds never faster than exact are left out."""
        ranked = []
        for i, b in enumerate(self.builds):
            speeds = [1.0 / v[0] for _, v in self._mine(b, results) if v is not None and v[0] > 0]
            if speeds and max(speeds) > 1.0 + SPEED_EPS:
                ranked.append((-max(speeds), i, b))
        return [b for _, _, b in sorted(ranked, key=lambda r: r[:2])]

    def next(self, results, pending=()):
        """results: [(assign, (rel_time, error) or None for a failure)];
        pending: keys of configurations in flight."""
        seen, measured = self._progress(results, pending)
        tags = {self.space.variant(a).tag for a, _ in results} | \
            {self.space.variant(json.loads(k)).tag for k in pending}
        for b in self.builds:  # 1. every build once, every knob at its mildest
            if b.variant.tag not in tags:
                a = self._first(b)
                if self._fresh(a, seen, measured):  # (a skipped first point: the next build's)
                    return a
        best_ok = max([1.0 / v[0] for _, v in measured if v[1] <= self.bound and v[0] > 0], default=1.0)
        ranked = self._ranked(results)
        for b in ranked if self.breadth else ():  # 2a. breadth: every ranked build's strongest point first
            top = b.assign(b.top())
            if self._fresh(top, seen, measured):
                return top
        for b in ranked:  # 2. the fastest builds first: their strongest point, each knob alone at its
            for top in self._tops(b):  # strongest (knobs need not add up), then bisection
                if self._fresh(top, seen, measured):
                    return top
            mine = self._mine(b, results)
            # (prior.py ranks builds whose every trial failed too: no speed, no step)
            if max((1.0 / v[0] for _, v in mine if v is not None and v[0] > 0), default=0.0) > best_ok:
                a = self._step(b, mine, measured, seen, walk=False)
                if a is not None:
                    return a
        for b in ranked:  # 3. then settle and walk down, fastest build first
            a = self._step(b, self._mine(b, results), measured, seen, walk=True)
            if a is not None:
                return a
        return None
