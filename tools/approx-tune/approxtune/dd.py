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
"""
from .fpmodel import TYPE_ORDER
from .precision import Exhausted


class DeltaDebug:
    def __init__(self, model, search):
        self.model, self.search = model, search

    def _lowerable(self, vec, t):
        rank = TYPE_ORDER.index(t)
        return [i for i, v in enumerate(self.model.vars) if t in v.allowed and TYPE_ORDER.index(vec[i]) < rank]

    def run(self):
        s = self.search
        cur = s.evals.memo[self.model.declared()]
        targets = sorted({t for v in self.model.vars for t in v.allowed}, key=TYPE_ORDER.index, reverse=True)
        try:
            for t in targets:
                work = [self._lowerable(cur.vec, t)]
                while work:
                    part = work.pop(0)
                    if not part:
                        continue
                    vec = list(cur.vec)
                    for i in part:
                        vec[i] = t
                    m = s.evaluate_one(tuple(vec))
                    if s.meets(m) and m.rel <= cur.rel:
                        cur = m
                    elif len(part) > 1:
                        h = len(part) // 2
                        work[:0] = [part[:h], part[h:]]
        except Exhausted:
            pass
        return cur
