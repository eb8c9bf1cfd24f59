"""startup.py - the informative first trials of a study (--startup ladder).

A sampler that starts from random points spends a small budget on chance:
in a space of 30-400 configurations, 10 % of it is 3-40 evaluations. The
ladder instead starts from points that say what each technique is worth:
  0. every build (space.Variant: the program, each data variant) once,
     its parameters together at their mildest setting: which build pays;
  1. every parameter alone at its mildest setting (the others off),
     round-robin over the builds;
  2. every parameter alone at its strongest setting;
  3. every build with all its parameters at their strongest (with 0, the
     combinations of the harness's COMBOS, benchmarks/harness/sweep.py).
The exact program (every region off) is never a trial: the study knows it
already (workers.Runner). Mild and strong are ordered by severity(): the
fraction of the work a setting skips (small:k 1/k, large:k 1 - 1/k, rate,
rand, init and fini their value), a data-only "as compiled" setting 0.
The sampler (TPE or NSGA-II) takes over after the ladder; seeds() caps the
ladder at a share of the budget so that the model always gets its turn.
"""
from .space import VARIANT

KEEP_FRACTION = {"small": lambda v: 1.0 / v, "large": lambda v: 1.0 - 1.0 / v}


def severity_of(entry):
    """Fraction of work skipped by one APPROX_CONFIG entry (-1: off)."""
    if entry is None or entry.get("enabled") is False:
        return -1.0
    kind, value = entry.get("kind"), entry.get("value")
    if kind is None or value is None:
        return 0.0  # as compiled: the data technique (or perforation) of the pragma
    value = float(value)
    if kind in KEEP_FRACTION:
        return KEEP_FRACTION[kind](value) if value > 0 else 0.0
    return value  # rate, rand, init, fini: the fraction skipped


def severity(param, key):
    """Severity of one choice of a Param (a joint choice: the sum)."""
    choice = param.by_key[key]
    if choice is None:
        return -1.0
    if param.joint:
        return sum(max(0.0, severity_of(e)) for e in choice.values() if e is not None)
    return severity_of(choice)


def _extremes(param):
    """(mildest, strongest) keys of a Param's non-off choices."""
    on = [k for k in param.keys if k != "off"]
    if not on:
        return None, None
    order = sorted(on, key=lambda k: (severity(param, k), param.keys.index(k)))
    return order[0], order[-1]


def ladder(space, seed=0):
    """Every start-up configuration in order (without duplicates, without
    the exact one). The builds take turns in an order shuffled by seed, so
    that studies with other seeds start from other builds when the budget
    allows fewer trials than there are builds."""
    import random
    out, seen = [], set()

    def add(variant, values):
        a = {p.name: values.get(p.name, "off") for p in variant.params}
        if space.conditional:
            a[VARIANT] = variant.tag
        k = tuple(sorted(a.items()))
        if k in seen or space.is_exact(a):
            return
        seen.add(k)
        out.append(a)

    builds = list(space.variants)
    random.Random(seed).shuffle(builds)
    ext = {v.tag: [(p, _extremes(p)) for p in v.params] for v in builds}
    for v in builds:  # 0. every build once: its parameters at their mildest together
        add(v, {p.name: pair[0] for p, pair in ext[v.tag] if pair[0] is not None})
    for which in (0, 1):  # 1-2. mildest, then strongest, each parameter alone
        width = max(len(e) for e in ext.values())
        for i in range(width):  # round-robin over the builds
            for v in builds:
                if i < len(ext[v.tag]) and ext[v.tag][i][1][which] is not None:
                    p, pair = ext[v.tag][i]
                    add(v, {p.name: pair[which]})
    for v in builds:  # 3. everything at its strongest
        add(v, {p.name: pair[1] for p, pair in ext[v.tag] if pair[1] is not None})
    return out


def seeds(space, budget, share=0.5, seed=0):
    """The ladder's first points: every build once (as many as the budget
    allows), then the rest of the ladder up to share x budget, so that the
    sampler has the rest."""
    cap = min(budget, max(1, len(space.variants), int(budget * share)))
    return ladder(space, seed)[:cap]
