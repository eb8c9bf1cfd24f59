"""prior.py - a static model of what a configuration saves, read from the
space's structure (each build's clause text and the knobs' settings), and
the start-up that uses it (--startup prior).

A data variant is a build whose regions carry data clauses (variants.py:
"set" clauses, or the "clauses" a prebuilt binary was compiled with). The
clauses say how many bytes cross the link: per item of in(...) / out(...),
precision(half|bf16|unorm16) moves 1/2 of a float, precision(unorm8) 1/4;
an in-item of a perforating region with reconstruct(m) (host, the
default) moves only its kept rows, an out-item only with reconstruct(m,
host). The kept fraction is the label's setting in the configuration
(startup.severity_of: large:4 keeps 1/4), "as compiled" the clause's own
perfo(kind:N), off the whole item at full width (the region runs exactly).
Predicted time, relative to exact: half transfer, half work,
  time = 0.5 * bytes / exact bytes + 0.5 * prod(1 - work skipped per knob)
(the share is unknown to the tuner; a build without data clauses moves
exact bytes). Like ApproxTuner's predictive models this only orders
candidates before anything is measured; the measurements decide after.

PriorPlanner is descend.Planner with these changes, measured in
docs/results.md ("fourth pass"): the builds of step 1 ordered by their
predicted strongest point (fastest first, the seed's order among equals),
each tried at that point when the budget is smaller than the number of
builds (else at its mildest); the floor of a build's ladders keeps its
data labels on (each knob alone at its strongest, and the first
bisection, no longer switch off the data technique that the build exists
for); step 2 gives every ranked build its strongest point before any
build's single-knob points, and builds slower than exact at their mildest
are ranked last instead of left out; a knob that alone at its strongest
was slower than exact is left off in combinations (skip()); and when the
sampler proposes only skipped points, fill() runs the unmeasured point the
model predicts fastest (None: nothing is left, the Runner stops).
The fifth pass (guide.py, docs/results.md) adds three defaults: builds
that skip work and builds that only narrow data alternate in step 1
(interleave); a build whose only point missed the bound is retried at the
milder point a linear error model puts under it, before the next build
(retry); and two evaluations on the only build's one knob start from the
middle of its ladder and bisect up or down by the error (tiny). Label
groups of a joint knob (groups) stay off: measured, they did not help.
The seventh pass adds two: a point whose twin in another build (the same
perforating settings) missed the bound by SIBLING_MISS times or more is
skipped (twins, guide.sibling_miss; step 1 then moves to the next build),
and builds predicted equally fast go more precise first (precise: the
significant bits of the narrowest precision clause, BITS). On the clean
image grids they take sobel at 10 % from 0.40 to 0.99 and change no other
app (docs/results.md, "on re-measured image grids").
The eighth pass adds one (faster): in step 1 at each build's strongest
point, a build whose strongest point has a twin that met the bound in a
build the model predicts at least as fast (guide.sibling_faster: the point
is predicted dominated by its twin) gets the middle of its ladders
instead, below the twin's error (blur: `rows=large:4` after
`rows8=large:8`, 0.92 -> 0.98 at 10 %). Only the order changes: the
strongest point is not ruled out, so a budget of the whole grid still
measures it.
The ninth pass adds one (mildest): once every build is tried, a build
whose strongest points are measured and whose bound gives no bisection
step (every point met it) gets each perforating knob alone at its
mildest setting of known strength, contiguous kinds (init, fini) first
(guide.mildest_key), then each knob alone at the middle of its ladder:
the low-error end of the front, where a loose bound leaves descend only
its walk. fdtd2d at 10 % 0.49 -> 0.98, syrk 0.81 -> 0.84, tv 0.97 ->
1.00; leukocyte 0.99 -> 0.98 and jacobi2d at 20 % 0.89 -> 0.86 lower
(docs/results.md, "ninth pass").
The tenth pass adds two. (solo) A space of one build starts from its
strongest point: step 1's mildest points are there to rank builds, and
"as compiled", what the mildest point sets, has no known strength. And
(compose) before the mildest rule, a settled build gets the point that
compose.py's model predicts adds the most hypervolume: each knob's effect
measured alone or divided out of a combination, interpolated in severity,
the knobs multiplied, the coarser skip first among equals. syrk at 10 %
0.84 -> 0.95, jacobi2d 0.79 -> 1.00, no app lower at 10 %
(docs/results.md, "tenth pass").
"""
import re

from . import compose, guide
from .descend import SPEED_EPS, Planner, build_of, key
from .startup import severity_of

TINY = (2, 3)  # budgets that start from the ladder's middle (PriorPlanner._is_tiny)
NARROW = {"half": 0.5, "bf16": 0.5, "unorm16": 0.5, "unorm8": 0.25, "float": 1.0}
# significant bits of a narrowed value (half: 11, bf16: 8, unorm: its width):
# among builds predicted equally fast, the one that keeps more goes first
BITS = {"half": 11, "bf16": 8, "unorm16": 16, "unorm8": 8, "float": 24}
TRANSFER_SHARE = 0.5


def _clauses(text):
    """[(name, argument text)] of one pragma's clauses (balanced parens)."""
    out, i = [], 0
    while i < len(text):
        m = re.compile(r"\s*([A-Za-z_]\w*)\s*\(").match(text, i)
        if not m:
            i += 1
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        out.append((m.group(1), text[m.end():j - 1]))
        i = j
    return out


def _split(args):
    """Top-level comma-separated parts of a clause's argument text."""
    parts, depth, cur = [], 0, ""
    for ch in args:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return parts + ([cur.strip()] if cur.strip() else [])


def _item_name(item):
    """The variable of an item: ([n][m])in -> in, q[0:NP] -> q."""
    item = re.sub(r"^\(.*?\)\)?", "", item.strip()) if item.strip().startswith("(") else item.strip()
    m = re.match(r"\s*([A-Za-z_]\w*)", item)
    return m.group(1) if m else item


class Items:
    """A label's data items from its clause text: [(name, "in"|"out",
    width fraction, kept rows only?)] and its compiled perfo entry."""

    def __init__(self, text):
        cl = _clauses(text)
        self.perfo = None
        self.bits = BITS["float"]  # of the narrowest precision clause
        recon = [_split(a) for n, a in cl if n == "reconstruct"]
        host_out = any(len(r) > 1 and r[1] == "host" for r in recon)
        host_in = bool(recon) and not any(len(r) > 1 and r[1] == "device" for r in recon)
        items = []
        for n, a in cl:
            if n in ("in", "out", "inout"):
                for it in _split(a):
                    for d in (("in", "out") if n == "inout" else (n,)):
                        items.append([_item_name(it), d, 1.0, host_in if d == "in" else host_out])
            elif n == "perfo" and ":" in a:
                kind, _, val = a.partition(":")
                try:
                    self.perfo = {"kind": kind.strip(), "value": float(val)}
                except ValueError:
                    pass
        for n, a in cl:
            if n == "precision":
                typ, _, names = a.partition(":")
                w = NARROW.get(typ.strip(), 1.0)
                self.bits = min(self.bits, BITS.get(typ.strip(), BITS["float"]))
                which = {x.strip() for x in names.split(",")} if names.strip() else None
                for it in items:
                    if which is None or it[0] in which:
                        it[2] = w
        self.items = [tuple(it) for it in items]


def model_of(variant):
    """{label: Items} of a build's clause text ("label:clauses" strings)."""
    if not hasattr(variant, "_prior_items"):
        out = {}
        for s in getattr(variant, "clauses", None) or variant.sets:
            lab, _, text = s.partition(":")
            out[lab.strip()] = Items(text)
        variant._prior_items = out
    return variant._prior_items


def _kept(entry):
    """Fraction of the rows a setting keeps (1: none skipped)."""
    sev = severity_of(entry)
    return 1.0 - sev if sev > 0 else 1.0


def kept_bits(variant):
    """Significant bits the build's narrowest precision clause keeps (24 when
    it narrows nothing)."""
    return min((it.bits for it in model_of(variant).values()), default=BITS["float"])


def predicted_time(space, assign):
    """Predicted time of a configuration relative to exact (the model of
    the module's doc)."""
    v = space.variant(assign)
    entries = space.entries(assign)
    work = 1.0
    for lab, e in entries.items():
        if e.get("enabled") is not False and lab not in model_of(v):
            work *= _kept(e)
    moved = total = 0.0
    for lab, items in model_of(v).items():
        e = entries.get(lab, {})
        on = e.get("enabled") is not False
        kept = _kept(e if e.get("kind") is not None or items.perfo is None else items.perfo) if on else 1.0
        if on and any(d == "out" for _, d, _, _ in items.items):
            work *= kept  # output rows skipped: the loop skips them (input perforation runs it in full)
        for _, _, width, rows in items.items:
            total += 1.0
            moved += (width if on else 1.0) * (kept if on and rows else 1.0)
    data = moved / total if total else 1.0
    return TRANSFER_SHARE * data + (1 - TRANSFER_SHARE) * work


class PriorPlanner(Planner):
    """descend.Planner ordered and floored by the clause model; the
    keywords switch each change off (replay.py's ablations) or start each
    build from its strongest point (first="strong")."""

    def __init__(self, space, error_bound, seed=0, budget=None, order=True, floor=True, breadth=True,
                 first="auto", overhead=True, interleave=True, retry=True, groups=False, tiny=True,
                 twins=True, precise=True, faster=True, mildest=True, solo=True, compose=True, infer=True,
                 coarse=True):
        self.use_order, self.use_floor, self.breadth, self.overhead = order, floor, breadth, overhead
        self.twins, self.precise, self.faster, self.mildest = twins, precise, faster, mildest
        self.interleave, self.retry, self.groups = interleave, retry, groups
        self.use_compose, self.infer, self.coarse = compose, infer, coarse
        super().__init__(space, error_bound, seed)
        # tiny: one build, one knob, two evaluations: the middle of its ladder, then a bisection step
        self.tiny = tiny and len(self.builds) == 1 and budget is not None and TINY[0] <= budget < TINY[1]
        # auto: with fewer evaluations than builds a build gets one trial,
        # its predicted fastest point (strongest); else its mildest first.
        # (solo) The only build (not tiny) starts from its strongest point:
        # step 1's mildest points rank builds, and there is none to rank
        self.first = first if first != "auto" else \
            ("strong" if budget is not None and budget < len(self.builds) or
             solo and len(self.builds) == 1 and not self.tiny else "mild")

    def _ranked(self, results):
        """descend's ranking (builds faster than exact, fastest first), then
        the builds measured only slower than exact: their strongest point
        may still be fast (the mildest of every knob together often costs
        more than it skips)."""
        fast = super()._ranked(results)
        tried = {self.space.variant(a).tag for a, _ in results}
        return fast + [b for b in self.builds if b not in fast and b.variant.tag in tried]

    def _order(self, builds):
        if not self.use_order:
            return guide.interleave(builds) if self.interleave else builds
        out = sorted(builds, key=lambda b: (predicted_time(self.space, b.assign(b.top())),
                                            -kept_bits(b.variant) if self.precise else 0))
        return guide.interleave(out) if self.interleave else out

    def _first(self, b):
        if self.first == "strong":
            return b.assign(b.top())
        if self._is_tiny(b):
            return self._middle(b, 0.0, float("inf")) or super()._first(b)
        marks = self._group_points(b)
        return marks[0] if marks else super()._first(b)

    def _is_tiny(self, b):
        """(tiny) The only build, of one knob, with fewer evaluations than
        descend's mildest, strongest and one bisection step but enough for a
        point and a step (TINY; with one evaluation the mildest point, the
        likeliest to meet the bound, stays)."""
        return self.tiny and self.first != "strong" and len(b.params) == 1

    def _middle(self, b, lo, hi):
        p, lad = b.params[0], b.ladders[0]
        k = guide.middle(p, lad, lo, hi, lambda k: predicted_time(self.space, b.assign((lad.index(k),))))
        return None if k is None else b.assign((lad.index(k),))

    def _group_points(self, b):
        """(groups) A build of one joint knob: each label group's mildest
        choice, predicted fastest first (guide.groups); else []."""
        if not self.groups or len(b.params) != 1:
            return []
        pts = [b.assign((b.ladders[0].index(k),)) for k in guide.group_mildest(b.params[0], b.ladders[0]).values()]
        return sorted(pts, key=lambda a: predicted_time(self.space, a))

    def next(self, results, pending=()):
        """descend's next(), with (retry) a milder point of a build whose
        only measured point missed the bound, where the linear error model
        puts one under it (guide.retry_point), before the builds not yet
        tried; (tiny) the bisection step from the middle point of a tiny
        build (up if it met the bound, else down); and (groups) each label
        group's mildest point of a tried joint-knob build before step 2."""
        seen, measured = self._progress(results, pending)
        tags = {self.space.variant(a).tag for a, _ in results}
        fresh = lambda a: self._fresh(a, seen, measured)  # noqa: E731
        for b in self.builds if self.retry else ():
            mine = self._mine(b, results)
            if len(mine) != 1 or mine[0][1] is None or mine[0][1][1] <= self.bound:
                continue
            vec = guide.retry_point(b, b.vector(mine[0][0]), mine[0][1][1], self.bound, self._floor(b))
            if vec is not None and fresh(b.assign(vec)):
                return b.assign(vec)
        for b in self.builds:  # (tiny) bisection from the middle point: up if it met the bound, else down
            mine = self._mine(b, results)
            if self._is_tiny(b) and len(mine) == 1:
                p, lad = b.params[0], b.ladders[0]
                s = guide.sev(p, mine[0][0][p.name])
                ok = mine[0][1] is not None and mine[0][1][1] <= self.bound
                a = self._middle(b, s, float("inf")) if ok else self._middle(b, 0.0, s)
                if a is not None and fresh(a):
                    return a
        if all(b.variant.tag in tags for b in self.builds):
            for b in self.builds:
                for a in self._group_points(b):
                    if fresh(a):
                        return a
        a = self._milder_than_twin(tags, seen, measured)
        if a is not None:
            return a
        if all(b.variant.tag in tags for b in self.builds):  # (compose, mildest) after step 1
            a = self._mildest_alone(results, seen, measured)
            if a is not None:
                return a
        return super().next(results, pending)

    def _settled(self, results, seen, measured):
        """The ranked builds in order, up to the first whose strongest points
        (descend's tops) are not all measured or whose bound still gives a
        bisection step (descend's step 2 goes on there first)."""
        for b in self._ranked(results):
            if any(self._fresh(t, seen, measured) for t in self._tops(b)):
                return
            if self._step(b, self._mine(b, results), measured, seen, walk=False) is not None:
                return
            yield b

    def _composed(self, b, results, seen, measured):
        """(compose) The unmeasured configuration of build b that the
        composition model predicts adds the most hypervolume to the measured
        points (compose.ranked: each knob's measured or inferred effect,
        interpolated in severity, the knobs multiplied; the coarser skip
        first among equals). None: none is predicted to gain, or the model
        does not apply."""
        if not self.use_compose:
            return None
        for vec in compose.ranked(b, self._floor(b), self._mine(b, results), measured, self.bound,
                                  self.infer, self.coarse):
            a = b.assign(vec)
            if self._fresh(a, seen, measured):
                return a
        return None

    def _mildest_alone(self, results, seen, measured):
        """(compose, mildest) For a settled build (every point met the bound,
        or the bisection is done; _settled): the composition model's point
        (_composed), and where it has none each perforating knob alone at
        its mildest setting of known strength, contiguous kinds first
        (guide.mildest_key), the mildest knob first, then each knob alone at
        the middle of its ladder (guide.middle, the model's fastest among
        equals): the low-error end of the front and its middle, as the tops
        are its fast end. None: nothing left."""
        for b in self._settled(results, seen, measured):
            a = self._composed(b, results, seen, measured)
            if a is not None:
                return a
            if not self.mildest:
                continue
            picks = sorted((guide.sev(p, k), i, k) for i, (p, lad) in enumerate(zip(b.params, b.ladders))
                           for k in [guide.mildest_key(p, lad)] if k is not None)
            for _, i, k in picks:
                a = self._alone(b, i, k)
                if self._fresh(a, seen, measured):
                    return a
            for i, (p, lad) in enumerate(zip(b.params, b.ladders)):
                if p.joint:
                    continue
                k = guide.middle(p, lad, 0.0, float("inf"),
                                 lambda key, i=i: predicted_time(self.space, self._alone(b, i, key)))
                if k is not None and self._fresh(self._alone(b, i, k), seen, measured):
                    return self._alone(b, i, k)
        return None

    def _alone(self, b, i, key):
        """Build b's configuration with knob i at choice key and the other
        knobs at the floor."""
        return b.assign(tuple(b.ladders[i].index(key) if j == i else f for j, f in enumerate(self._floor(b))))

    def _milder_than_twin(self, tags, seen, measured):
        """(faster) In step 1 with each build at its strongest point, the
        first build not yet tried whose strongest point a measured twin in
        a faster build stands for (guide.sibling_faster) gets the middle of
        its ladders instead: a milder point than the twin's, lower in error
        and so not predicted dominated. None where step 1 goes on as
        before (the first untried build's strongest point has no such
        twin, or its middle was measured)."""
        if not self.faster or self.first != "strong":
            return None
        for b in self.builds:
            if b.variant.tag in tags:
                continue
            top = b.assign(b.top())
            if not self._fresh(top, seen, measured):
                continue  # step 1 moves on to the next build
            if not guide.sibling_faster(self.space, top, measured, lambda a: predicted_time(self.space, a),
                                        self.bound):
                return None
            mid = b.assign(tuple((len(lad) - 1) // 2 for lad in b.ladders))
            return mid if self._fresh(mid, seen, measured) else None
        return None

    def _floor(self, b):
        if not self.use_floor:
            return super()._floor(b)
        labs = model_of(b.variant)
        return tuple(0 if any(lab in labs for lab in p.labels) else -1 for p in b.params)

    def skip(self, assign, measured):
        """dominated(), and (overhead) a combination with a knob that
        alone at its strongest (the others at the floor) was measured
        slower than exact: a knob that costs more than it skips (e.g. a
        perforated reduction whose bookkeeping outweighs it) is left off
        in combinations too. Its milder settings alone the dominance skip
        rules out already."""
        why = super().skip(assign, measured)
        if not why and self.twins:
            why = guide.sibling_miss(self.space, assign, measured, self.bound)
        if why or not self.overhead:
            return why
        tag = self.space.variant(assign).tag
        b = build_of(self.space, tag)
        vec, floor, top = b.vector(assign), self._floor(b), b.top()
        moved = [i for i, (x, f) in enumerate(zip(vec, floor)) if x != f]
        if len(moved) < 2:
            return None
        speed = {key(a): 1.0 / v[0] for a, v in measured if v[0] > 0 and self.space.variant(a).tag == tag}
        for i in moved:
            alone = b.assign(tuple(top[i] if j == i else f for j, f in enumerate(floor)))
            if speed.get(key(alone), float("inf")) < 1.0 - SPEED_EPS:
                return "knob %s alone at its strongest is slower than exact" % b.params[i].name
        return None

    fills_whole_space = True  # fill() scans every configuration: None means none is left

    def fill(self, results, pending=()):
        """The configuration with the lowest predicted time that is not
        measured, running or skipped (the sampler proposes only skipped
        ones: a knob left off narrows the space under its feet)."""
        seen, measured = self._progress(results, pending)
        cands = [a for a in self.space.grid() if key(a) not in seen and not self.space.is_exact(a)]
        for a in sorted(cands, key=lambda a: predicted_time(self.space, a)):
            if not self.skip(a, measured):
                return a
        return None
