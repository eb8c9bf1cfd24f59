"""retime.py - the strategies' best vectors timed again, side by side.

A search measures each vector once (--reps runs), so its best speedup is
the largest of its noisy draws: the naive GA keeps the luckiest of 30, an
AMPT-GA run that the filter holds to 7 executions the luckiest of 7. On the
H100 backprop's timings vary enough for that to decide the comparison
(DD's best was 1.27x in one call and 1.62x in another; docs/results.md).
--retime R times, for each threshold, the best vector of every strategy
and AMPT-GA's best within 15 % of the naive GA's executions (the issue's
comparison) again, in R rounds: each round runs the exact program first,
then every distinct vector once, in an order rotated from round to round,
so that all of them see the same machine; a vector's speedup in a round is
that round's exact time over its own. The binaries come from the cache:
nothing is rebuilt. A run that fails records its reason and no speedup.
"""
import statistics

from .runner import TrialFailure


def round_orders(n, rounds):
    """The order of n vectors in each round: rotated by one per round."""
    return [[(r + k) % n for k in range(n)] for r in range(rounds)]


def retime(candidates, exact_vec, rounds, time_of):
    """candidates: name -> vector. time_of(vec) -> seconds (raises
    TrialFailure). Returns name -> {"vector", "speedups", "median", "min",
    "max", "reasons"}; the vectors named twice are timed once a round."""
    vecs = list(dict.fromkeys(candidates.values()))
    speedups = {v: [] for v in vecs}
    reasons = {v: [] for v in vecs}
    for order in round_orders(len(vecs), rounds):
        try:
            t_exact = time_of(exact_vec)
        except TrialFailure as e:
            for v in vecs:
                reasons[v].append("the exact program failed: %s" % e)
            continue
        for k in order:
            v = vecs[k]
            if v == exact_vec:
                speedups[v].append(1.0)
                continue
            try:
                t = time_of(v)
            except TrialFailure as e:
                reasons[v].append(str(e))
                continue
            if t > 0:
                speedups[v].append(t_exact / t)
    out = {}
    for name, v in candidates.items():
        xs = speedups[v]
        out[name] = {"vector": v, "speedups": xs, "reasons": reasons[v],
                     "median": statistics.median(xs) if xs else None,
                     "min": min(xs) if xs else None, "max": max(xs) if xs else None}
    return out


def compare(timed, ampt_executions, dd_executions):
    """The issue's two comparisons on re-timed medians: AMPT-GA's best
    within 15 % of the naive GA's executions over the naive GA's best, and
    each search's efficiency (median speedup per execution)."""
    def med(name):
        return timed[name]["median"] if name in timed else None
    a15, n = med("ampt@15%"), med("naive")
    res = {"fraction_of_naive": a15 / n if a15 and n else None,
           "ampt_efficiency": med("ampt") / ampt_executions if med("ampt") and ampt_executions else None,
           "dd_efficiency": med("dd") / dd_executions if med("dd") and dd_executions else None}
    return res
