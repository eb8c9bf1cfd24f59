"""pareto.py - Pareto fronts and the hypervolume of (error, speedup) points.

Shared by approx-tune (its front and the front's growth over evaluations)
and benchmarks/harness (analysis.py, tune_efficiency.py), so that a
hypervolume means the same in docs/results.md and in a tuning run.
A point is a tuple (error, speedup, ...): error is minimised, speedup
maximised. The hypervolume is the area dominated by the points inside
[error <= ref_error] x [speedup >= ref_speedup]: only points at least as
fast as the exact program and with error <= ref_error count.
"""
import math


def dominates(p, q):
    """p is no worse than q in both and better in one."""
    return p[0] <= q[0] and p[1] >= q[1] and (p[0] < q[0] or p[1] > q[1])


def pareto_front(points):
    """Non-dominated points (duplicates kept once), sorted by error ascending
    (so speedup ascends too). O(n log n)."""
    best = []
    for p in sorted(points, key=lambda p: (p[0], -p[1])):
        if best and p[1] <= best[-1][1]:
            continue
        best.append(p)
    return best


def hypervolume(points, ref_error=1.0, ref_speedup=1.0):
    """Area dominated by the points inside the reference box."""
    pts = [p for p in points if p[0] <= ref_error and math.isfinite(p[1]) and p[1] > ref_speedup]
    area, prev_s = 0.0, ref_speedup
    for p in pareto_front(pts):
        area += (ref_error - p[0]) * (p[1] - prev_s)
        prev_s = p[1]
    return area


def hypervolume_growth(points, ref_error=1.0, ref_speedup=1.0):
    """Hypervolume after each of the points, in evaluation order."""
    out, seen = [], []
    for p in points:
        seen.append(p)
        out.append(hypervolume(seen, ref_error, ref_speedup))
    return out


def best_subset_hypervolume(points, k, ref_error=1.0, ref_speedup=1.0):
    """The largest hypervolume any k of the points reach (an upper bound
    for every search that evaluates k configurations), exactly: over the
    front sorted by error, f[i][c] = best area of c points of which i has
    the lowest error; point i holds its speedup from its error to the
    next chosen point's (the last one: to ref_error). O(n^2 k)."""
    pts = [p for p in points if p[0] <= ref_error and math.isfinite(p[1]) and p[1] > ref_speedup]
    front = pareto_front(pts)
    n = len(front)
    if k <= 0 or n == 0:
        return 0.0
    if k >= n:
        return hypervolume(front, ref_error, ref_speedup)
    gain = [p[1] - ref_speedup for p in front]
    f = [[0.0] * (k + 1) for _ in range(n)]
    for i in range(n - 1, -1, -1):
        f[i][1] = gain[i] * (ref_error - front[i][0])
        for c in range(2, k + 1):
            f[i][c] = max([f[i][c - 1]] + [gain[i] * (front[j][0] - front[i][0]) + f[j][c - 1]
                                           for j in range(i + 1, n)])
    return max(f[i][k] for i in range(n))
