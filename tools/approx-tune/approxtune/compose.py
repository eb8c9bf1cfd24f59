"""compose.py - the composition model of --startup prior (the tenth pass,
docs/results.md): once a build's strongest points are measured and its
bound gives no bisection step, which unmeasured configuration of it is
predicted to add the most hypervolume to the study's front.

Knobs that perforate different loops act independently: the outputs each
one leaves exact multiply, and so do the times. A knob's effect at one
setting, (error e_i, time t_i relative to the build's floor), is read from
the measured points: where the knob was moved alone (the others at the
floor), or from a combination whose other knobs' effects are known, by
dividing theirs out (1 - e_i = (1 - e) / prod(1 - e_j), t_i = t / prod
t_j). A setting with no known effect is interpolated linearly in severity
(startup.severity: the fraction of work skipped) between the knob's known
settings, the floor being error 0 at time 1; several known settings of one
severity count by their mean. A configuration is predicted at error
1 - prod(1 - e_i) and time prod(t_i) (times the floor's own point in a
data build, whose floor keeps its data labels on: the model waits until
that point is measured), and ranked() orders the configurations by how
much hypervolume (error <= the bound, speedup >= 1) their predicted point
adds to the measured points. Among equal predictions the coarser skip
goes first (block()): settings of equal severity differ in how their
skipped iterations lie, which severity does not see. Only the build's own
measured trials are read, never a grid.
"""
import itertools

from . import pareto
from .guide import CONTIGUOUS
from .startup import severity

LIMIT = 5000  # configurations of one build the model scores (each a hypervolume); larger ones: the mildest rule


def block(param, key):
    """How coarsely a setting skips, larger first among settings of equal
    severity: one block (init, fini) inf; a chunked small/large its chunk; a
    strided small/large 1; rate and rand 0. One block leaves the rest of
    the output exact (the ninth pass: the lowest error at equal severity in
    every kernel grid); a chunk of C consecutive iterations keeps C
    neighbouring threads on neighbouring data (coalesced loads on a GPU,
    exact runs between the holes); rate's index map takes a 64-bit
    division per kept iteration (approx_plan.h, __approx_muldiv) where
    large, init and fini take a shift and a multiply, and rand a hash."""
    ch = param.by_key.get(key) or {}
    if ch.get("kind") in CONTIGUOUS:
        return float("inf")
    if ch.get("kind") in ("rate", "rand"):
        return 0.0
    return float(ch.get("chunk") or 1)


def _sev(param, key):
    return max(0.0, severity(param, key))


def effects(build, floor, mine, infer=True):
    """[{ladder index: (error, time)}] per knob of build from its measured
    trials mine ([(assign, (time, error) or None)]): knobs moved alone from
    the floor, then (infer) knobs of combinations whose other moved knobs
    are known. None where the floor itself is not the exact program and
    was not measured (its effects would be relative to an unknown base)."""
    base = (0.0, 1.0) if all(f < 0 for f in floor) else None
    rows = []
    for a, v in mine:
        if v is None or v[0] <= 0:
            continue
        vec = build.vector(a)
        if vec == tuple(floor):
            base = (v[1], v[0])
        elif all(x >= f for x, f in zip(vec, floor)):
            rows.append((vec, [i for i, (x, f) in enumerate(zip(vec, floor)) if x != f], v))
    if base is None:
        return None
    keep0, t0 = 1.0 - base[0], base[1]
    known = [dict() for _ in build.params]
    for vec, moved, (t, e) in rows:
        if len(moved) == 1:
            known[moved[0]][vec[moved[0]]] = (1.0 - (1.0 - e) / max(keep0, 1e-12), t / t0)
    for _ in range(len(build.params) if infer else 0):
        for vec, moved, (t, e) in rows:
            for i in moved:
                others = [known[j].get(vec[j]) for j in moved if j != i]
                if len(moved) < 2 or vec[i] in known[i] or any(o is None for o in others):
                    continue
                keep, time = (1.0 - e) / max(keep0, 1e-12), t / t0
                for e_j, t_j in others:
                    keep, time = keep / max(1.0 - e_j, 1e-12), time / t_j
                known[i][vec[i]] = (min(1.0, max(0.0, 1.0 - keep)), time)
    return known, base


def _interpolate(param, ladder, known, x):
    """Knob effect at ladder index x: known, else linear in severity between
    the nearest known severities (the floor: error 0, time 1)."""
    if x in known:
        return known[x]
    by = {0.0: [(0.0, 1.0)]}
    for j, et in known.items():
        by.setdefault(_sev(param, ladder[j]), []).append(et)
    tab = sorted((s, tuple(sum(c) / len(c) for c in zip(*v))) for s, v in by.items())
    s = _sev(param, ladder[x])
    lo = max((r for r in tab if r[0] <= s), key=lambda r: r[0])
    hi = min((r for r in tab if r[0] >= s), key=lambda r: r[0], default=None)
    if hi is None or hi[0] == lo[0]:
        return lo[1]
    w = (s - lo[0]) / (hi[0] - lo[0])
    return tuple(a + w * (b - a) for a, b in zip(lo[1], hi[1]))


def predict(build, floor, model, vec):
    """(error, time relative to exact) the model gives configuration vec."""
    known, base = model
    keep, t = 1.0 - base[0], base[1]
    for i, (p, lad, x, f) in enumerate(zip(build.params, build.ladders, vec, floor)):
        if x == f:
            continue
        e_i, t_i = _interpolate(p, lad, known[i], x)
        keep, t = keep * (1.0 - e_i), t * t_i
    return 1.0 - keep, t


def ranked(build, floor, mine, measured, bound, infer=True, coarse=True):
    """The build's configurations (index vectors, every knob at the floor or
    at a setting of known strength) with a predicted hypervolume gain over
    the measured points, the largest gain first, the coarser skip first
    among equals ([] where the model does not apply: no base, or more than
    LIMIT configurations)."""
    model = effects(build, floor, mine, infer)
    choices = [[f] + [j for j, k in enumerate(lad) if j > f and _sev(p, k) > 0]
               for p, lad, f in zip(build.params, build.ladders, floor)]
    n = 1
    for c in choices:
        n *= len(c)
    if model is None or n > LIMIT:
        return []
    pts = [(v[1], 1.0 / v[0]) for _, v in measured if v[0] > 0]
    now = pareto.hypervolume(pts, bound)
    out = []
    for vec in itertools.product(*choices):
        if vec == tuple(floor):
            continue
        e, t = predict(build, floor, model, vec)
        gain = pareto.hypervolume(pts + [(e, 1.0 / t)], bound) - now if t > 0 else 0.0
        if gain > 1e-12:
            rank = tuple(-block(p, lad[x]) if coarse and x >= 0 else 0.0
                         for p, lad, x in zip(build.params, build.ladders, vec))
            out.append((-gain, rank, vec))
    return [vec for _, _, vec in sorted(out)]
