"""dd.py - Precimonious-style delta debugging over precision vectors.

The baseline of approx-tune --precision that is not a GA: put as many
variables as possible at the lowest precision, bisecting the sets of
variables whose lowering breaks the bound. For each target type from the
narrowest to the widest lower one (half, then float), with the variables
that may still be lowered to it as the change set:
  try the accepted vector with the whole set lowered to the target;
  it is accepted when it meets the threshold and is not slower than the
  accepted vector (Precimonious keeps a change only if it pays);
  otherwise the set is split in two halves and each is tried in turn
  (first half first); a single variable that fails stays where it is.
With an error that grows when more variables are lowered (monotone), the
result is 1-minimal: lowering any one kept variable further breaks the
bound (a variable that failed with fewer lowered ones fails with more).
The number of executions is at most 2k - 1 per target type for k
variables, fewer when whole halves pass.

The search is sequential (each trial depends on the last one's outcome),
so its builds would run one at a time while the build machine idles. Each
trial has two outcomes, accepted or not, and the vectors that follow
either are known in advance: before a trial whose binary is not built,
the vectors of the next LOOKAHEAD trials along every outcome path (at most
2^LOOKAHEAD - 1) are built together (Evaluations.prebuild, on
--build-workers threads), never while a timed run is going, and none past
the search's budget. Builds cost no
executions; the trials, their order and their count are unchanged.
"""
from .fpmodel import TYPE_ORDER
from .precision import Exhausted

LOOKAHEAD = 4  # trials built ahead (this one included): 15 builds at most, one round on 16 cores


class _State:
    """Where delta debugging stands: the accepted vector, the target types
    left (narrowest first) and the change sets queued for the current one."""

    def __init__(self, cur, targets, work):
        self.cur, self.targets, self.work = cur, targets, work


class DeltaDebug:
    def __init__(self, model, search):
        self.model, self.search = model, search

    def _lowerable(self, vec, t):
        rank = TYPE_ORDER.index(t)
        return [i for i, v in enumerate(self.model.vars) if t in v.allowed and TYPE_ORDER.index(vec[i]) < rank]

    def _next(self, st):
        """(the next trial's vector, its change set, the state to continue
        from), or None when delta debugging is done."""
        cur, targets, work = st.cur, list(st.targets), list(st.work or [])
        started = st.work is not None  # None: the first target's set is not made yet
        while True:
            while work:
                part = work.pop(0)
                if not part:
                    continue
                vec = list(cur)
                for i in part:
                    vec[i] = targets[0]
                return tuple(vec), part, _State(cur, targets, work)
            if started:
                targets = targets[1:]
            if not targets:
                return None
            work = [self._lowerable(cur, targets[0])]
            started = True

    @staticmethod
    def _after(st, vec, part, accepted):
        """The state after the trial of vec (change set part)."""
        if accepted:
            return _State(vec, st.targets, st.work)
        if len(part) > 1:
            h = len(part) // 2
            return _State(st.cur, st.targets, [part[:h], part[h:]] + st.work)
        return st

    def _ahead(self, st, depth):
        """The vectors of the next `depth` trials along every outcome path."""
        out, frontier = [], [st]
        for _ in range(depth):
            nxt = []
            for s in frontier:
                step = self._next(s)
                if step is None:
                    continue
                vec, part, rest = step
                out.append(vec)
                nxt += [self._after(rest, vec, part, True), self._after(rest, vec, part, False)]
            frontier = nxt
        return out

    def run(self):
        s = self.search
        cur = s.evals.memo[self.model.declared()]
        targets = sorted({t for v in self.model.vars for t in v.allowed}, key=TYPE_ORDER.index, reverse=True)
        st = _State(cur.vec, targets, None)  # work None: start at the first target
        try:
            while True:
                step = self._next(st)
                if step is None:
                    break
                vec, part, rest = step
                left = s.budget - s.executions  # trials past the budget never run: no build for them
                if left > 0 and not s.evals.ready(vec):
                    s.evals.prebuild(self._ahead(st, min(LOOKAHEAD, left)))  # vec first
                m = s.evaluate_one(vec)
                accepted = s.meets(m) and m.rel <= cur.rel
                if accepted:
                    cur = m
                st = self._after(rest, vec, part, accepted)
        except Exhausted:
            pass
        return cur
