"""guide.py - what --startup prior does with the error information and the
knob structure it has before and after each evaluation (the fifth pass,
docs/results.md): an error risk per build, a linear error model for a
milder retry of a build whose strongest point missed the bound, and the
label groups of a joint knob.

Error risk: a build whose strongest point skips work (some knob's setting
has a severity > 0, startup.severity) risks the error bound; a build that
only narrows data (precision, unorm: severity 0) rarely does. risky()
says which; interleave() alternates the two kinds in a build order, so
that a small budget does not go to the perforating builds alone.

Linear error model: within one knob family, the error of a setting is
taken as proportional to its severity (the fraction of work skipped). A
measured point with error e at severities s_i predicts e * s'/s for a
milder point s' (the largest ratio over the knobs); retry_point() is the
strongest milder point of the build that this model puts under the bound
(None: none, e.g. the error is many times the bound). The model is only
used to pick one point; the measurement decides after.

Twins (sibling_miss): a build's point is predicted from a measured point
of another build that sets the same labels to the same perforating entries
(`rows8` and `rows` at `large:8`); a twin that missed the bound by a wide
margin rules it out before it runs.

Joint knobs (a Param whose choices set several labels together, the
harness's combinations) mix label groups in one ladder: groups() lists the
label sets its choices touch (the smallest ones: a choice touching the
union of two groups is a combination of them), and group_mildest() the
mildest choice of each group, the joint analogue of "each knob alone".
Only the space's structure and the study's measured trials are read.
"""
from .descend import _family
from .startup import severity, severity_of


def sev(param, key):
    """Severity of one choice key of a Param, 0 at least for an on setting
    ("as compiled": 0), -1 for off."""
    return max(0.0, severity(param, key)) if key != "off" else -1.0


def risky(build):
    """True when the build's strongest point skips work (a knob whose
    strongest setting has severity > 0)."""
    return any(lad and severity(p, lad[-1]) > 0 for p, lad in zip(build.params, build.ladders))


def interleave(builds):
    """The builds in their order, risky and safe ones alternating (each kind
    keeps its own order; the first build stays first)."""
    if not builds:
        return builds
    first = risky(builds[0])
    a = [b for b in builds if risky(b) == first]
    b = [b for b in builds if risky(b) != first]
    out = []
    for i in range(max(len(a), len(b))):
        out += a[i:i + 1] + b[i:i + 1]
    return out


def predicted_error(build, measured_vec, error, vec):
    """The linear model's error of vec from one measured point (its vector
    and error): error times the largest severity ratio over the knobs (a
    knob off, or of another family than the measured setting: 0 or, when
    the measured knob was off, unknown -> inf)."""
    ratio = 0.0
    for p, lad, m, x in zip(build.params, build.ladders, measured_vec, vec):
        if x < 0:
            continue
        if m < 0:
            return float("inf")
        sm, sx = sev(p, lad[m]), sev(p, lad[x])
        if sx <= 0:
            continue
        if sm <= 0 or _family(p, lad[m]) != _family(p, lad[x]):
            return float("inf")
        ratio = max(ratio, sx / sm)
    return error * ratio


def retry_point(build, measured_vec, error, bound, floor):
    """The strongest vector milder than measured_vec (each knob at or below
    it, not below floor) whose predicted_error meets bound, the knobs moved
    together (each to the strongest setting of its family whose severity is
    at most bound/error of the measured one's); None when that vector
    still has a predicted error over the bound, is every knob off (the
    exact program) or is the measured vector itself."""
    r = bound / error if error > 0 else 1.0
    vec = []
    for p, lad, m, f in zip(build.params, build.ladders, measured_vec, floor):
        if m < 0:
            vec.append(m)
            continue
        target, fam = r * sev(p, lad[m]), _family(p, lad[m])
        pick = f
        for j in range(m, f, -1):
            if j >= 0 and _family(p, lad[j]) == fam and sev(p, lad[j]) <= target + 1e-12:
                pick = j
                break
        vec.append(pick)
    vec = tuple(vec)
    if vec == tuple(measured_vec) or all(x < 0 for x in vec) or predicted_error(build, measured_vec, error, vec) > bound:
        return None
    return vec


SIBLING_MISS = 3.0  # a twin's error over this many bounds predicts a miss


def sibling_miss(space, assign, measured, bound):
    """Why a configuration need not run because a twin missed the bound, or
    None. A twin is a measured configuration of another build that sets the
    same labels to the same entries, at least one of which skips work
    (severity > 0: the perforation's error dominates what the builds' data
    clauses add; precision-only settings are not compared, their error is
    the build's own). When the twin's error is SIBLING_MISS times the bound
    or more, this one is predicted to miss too (sobel: `rows=large:8` after
    `rows8=large:8` missed with 19 times the bound)."""
    mine = space.entries(assign)
    if not any(severity_of(e) > 0 for e in mine.values()):
        return None
    tag = space.variant(assign).tag
    for a, (t, e) in measured:
        if space.variant(a).tag == tag or e < SIBLING_MISS * bound:
            continue
        if space.entries(a) == mine:
            return "a twin in build %s (the same settings) missed the error bound %.3g times over" % (
                space.variant(a).tag, e / bound)
    return None


def sibling_faster(space, assign, measured, predict, bound):
    """Why a configuration is predicted dominated by a twin (as
    sibling_miss) that met `bound` in a build the model predicts at least
    as fast at these settings, or None: the twin's error stands for this
    one's (the perforation's error dominates). Step 1 then starts the build
    at the middle of its ladder instead (prior.PriorPlanner._milder_than_twin;
    blur: `rows=large:8` after `rows8=large:8`, which moves a quarter of
    the bytes). predict: the model's time of a configuration."""
    mine = space.entries(assign)
    if not any(severity_of(e) > 0 for e in mine.values()):
        return None
    tag = space.variant(assign).tag
    for a, (_, e) in measured:
        if space.variant(a).tag == tag or space.entries(a) != mine or e > bound:
            continue
        if predict(a) <= predict(assign):
            return "a twin in build %s (the same settings), predicted as fast or faster, met the bound" % (
                space.variant(a).tag)
    return None


def _touched(choice):
    """The labels a joint choice sets (its entries that are not off)."""
    return frozenset(lab for lab, e in choice.items() if e is not None)


def groups(param):
    """The smallest label sets a joint Param's choices touch (choices that
    touch the union of smaller sets are combinations), in the Param's
    order; [] for a Param that is not joint or has one group."""
    if not param.joint:
        return []
    sets = []
    for c in param.choices:
        if c is None:
            continue
        s = _touched(c)
        if s and s not in sets:
            sets.append(s)
    small = [s for s in sets if not any(o < s for o in sets)]
    return small if len(small) > 1 else []


def group_mildest(param, ladder):
    """{group: the mildest key of the ladder whose choice touches exactly
    that group} for groups(param)."""
    out = {}
    for g in groups(param):
        for k in ladder:
            if _touched(param.by_key[k]) == g:
                out[g] = k
                break
    return out


def middle(param, ladder, lo=0.0, hi=float("inf"), speed_rank=None):
    """The ladder key at the median severity of the settings whose severity
    lies strictly between lo and hi (severity 0, "as compiled", has no
    known strength and is left out); among equals, the first by speed_rank
    (key -> number, lower first), then the ladder's order. None: nothing
    between."""
    inner = [k for k in ladder if lo < sev(param, k) < hi]
    if not inner:
        return None
    m = sorted(sev(param, k) for k in inner)[len(inner) // 2]
    ties = [k for k in inner if sev(param, k) == m]
    return min(ties, key=lambda k: (speed_rank(k) if speed_rank else 0, ladder.index(k)))


CONTIGUOUS = ("init", "fini")  # kinds that skip one block of iterations


def mildest_key(param, ladder):
    """The ladder key of the lowest severity above 0 (a setting of known
    strength; "as compiled" has none), a contiguous kind (CONTIGUOUS) first
    among equals, then the ladder's order; None when the knob has no such
    setting (joint knobs: their choices are not ordered). Measured on the
    eleven kernel grids of docs/tune: at the same fraction skipped, init
    or fini has the lowest error of the kinds in every app (blur 0.19
    against 0.23, sobel 0.22 against 0.24, jacobi2d 0.24 against 0.85,
    fdtd2d 0.27 against 0.99; equal elsewhere): one block skipped leaves
    the rest of the output exact, a strided skip reaches every
    neighbourhood of a stencil."""
    if param.joint:
        return None
    cands = [k for k in ladder if sev(param, k) > 0]
    if not cands:
        return None
    low = min(sev(param, k) for k in cands)
    ties = [k for k in cands if sev(param, k) == low]
    return min(ties, key=lambda k: ((param.by_key[k] or {}).get("kind") not in CONTIGUOUS, ladder.index(k)))
