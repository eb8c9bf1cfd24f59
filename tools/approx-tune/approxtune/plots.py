"""plots.py - the pictures, with matplotlib (PNG and SVG of each).

The one plotting path of the repository: approx-tune's pictures and
benchmarks/harness (analysis.py's per-benchmark fronts, tune_efficiency.py's
hypervolume curves) all draw through these functions. Headless (Agg).
  fronts()   speedup vs error: every point of each series, its Pareto
             front as a step line, the error bound as a dashed line
  curves()   y against x for several series (hypervolume vs evaluations)
Each writes <base>.png and <base>.svg and returns the two paths.
"""
import math

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["svg.fonttype"] = "none"  # text stays text in the SVGs (searchable, testable)
import matplotlib.pyplot as plt  # noqa: E402

from .pareto import pareto_front  # noqa: E402

COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf")


def _save(fig, base):
    paths = [base + ".png", base + ".svg"]
    fig.savefig(paths[0], dpi=120)
    fig.savefig(paths[1])
    plt.close(fig)
    return paths


def _note(ax, note):
    """note written across the middle of empty axes (no point to draw)."""
    if note:
        ax.text(0.5, 0.5, note, transform=ax.transAxes, ha="center", va="center", color="grey")


def fronts(base, series, title, error_bound=None, log_error=True, xlabel="error", note=None):
    """series: {legend label: [(error, speedup, ...)]}; note: a text for
    the middle of the picture (approx-tune: no trial succeeded)."""
    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    _note(ax, note)
    for i, (name, pts) in enumerate(series.items()):
        pts = [p for p in pts if math.isfinite(p[0]) and math.isfinite(p[1])]
        if not pts:
            continue
        c = COLORS[i % len(COLORS)]
        floor = min([p[0] for p in pts if p[0] > 0] or [1e-9]) / 10 if log_error else 0.0
        xs = [max(p[0], floor) for p in pts]
        ax.scatter(xs, [p[1] for p in pts], s=14, color=c, alpha=0.45, label=name)
        fr = pareto_front(pts)
        ax.step([max(p[0], floor) for p in fr], [p[1] for p in fr], where="post", color=c, lw=1.6)
    if error_bound is not None:
        ax.axvline(error_bound, color="grey", ls="--", lw=1, label="error bound %g" % error_bound)
    ax.axhline(1.0, color="black", lw=0.6)
    if log_error:
        ax.set_xscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("speedup over exact")
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return _save(fig, base)


def curves(base, series, title, xlabel, ylabel, hline=None, note=None):
    """series: {name: ([x...], [y...])}; note as for fronts()."""
    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    _note(ax, note)
    for i, (name, (xs, ys)) in enumerate(series.items()):
        ax.plot(xs, ys, marker="o" if len(xs) < 12 else None, ms=4, color=COLORS[i % len(COLORS)], label=name)
    if hline is not None:
        ax.axhline(hline, color="grey", ls="--", lw=1)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return _save(fig, base)
