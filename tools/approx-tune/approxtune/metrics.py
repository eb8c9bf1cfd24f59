"""metrics.py - reading a program's output and comparing it with the exact run.

One definition of every error metric, used by approx-tune and by
benchmarks/harness/analysis.py (the same formulas as bench_metrics() in
benchmarks/apps/bench.h, checked on the same cases by
benchmarks/harness/test_analysis.py and test/Tools/unit/test_metrics.py):
  delta   = 1e-3 * mean|r|  (1e-30 if that is 0): floor for near-zero r_i
  rel_i   = |a_i - r_i| / max(|r_i|, delta); a non-finite a_i counts 1
  mape    = mean_i rel_i                                      (SYprox)
  mre     = sum_i |a_i - r_i| / sum_i |r_i| (non-finite a_i as |r_i|;
            all-zero reference: 1 if anything differs, else 0)  (Maier)
  rmse    = sqrt(mean_i (a_i - r_i)^2) (a non-finite a_i: inf)
  wrong   = fraction of i with rel_i > 1e-2                   (Oz)
  digits  = 10^-D, D the mean over i of the correct decimal digits
            -log10(rel_i) clipped to [0, 17] (AMPT-GA's digits of
            precision, as an error: an --error-bound of 1e-3 asks for 3)
A zero reference element is thus compared against delta, not skipped and
not counted as a full error (approx-tune before 2026-11-24 counted 1 for
any a_i != 0 there, the harness used delta: now both use delta).
The reference must be finite: one nan or inf in it raises
NonFiniteReference (with an inf delta was inf and mape of [100, -50, 0,
inf] against [1, 2, 3, inf] 0.25, with a nan every rel was 0; approx-tune
rejects such an exact run before the study, runner.py). bench.h's
bench_metrics() compares against host references, finite by construction.
Outputs are text (every number in the file; nan, inf and infinity only as
words of their own), raw little-endian float32 or
float64. Lengths must match: a different length raises LengthMismatch. A
raw file whose size is not a whole number of elements (a write cut short,
the wrong --output-format) raises PartialElement: its trailing bytes were
dropped before, and the error was measured on a truncated output.
Speed: outputs reach tens of millions of values (cfd_euler's 18.9 M),
where the per-element loops took 8.8 s per trial for mre on the build
machine, longer than building and running the program. The sums run over
map() of builtins (abs, operator.sub), several times faster in CPython
(1.7 s); a non-finite sum sends the computation to the element-wise path,
so the result is the same, to the bit: the same terms are added in the
same order. sum |r_i| is taken once per call (_check returns it, for the
reference check, delta and mre's denominator). approx-tune takes no
numpy dependency.
"""
import array
import math
import operator
import re
import sys

METRICS = ("mape", "mre", "rmse", "wrong", "digits")
FORMATS = ("text", "f32", "f64")
WRONG_TOL = 1e-2
# nan/inf only as words of their own: not the "inf" of "info" or the "nan"
# of "banana" in a header (each was a non-finite value, error 1, in every run)
_NUMBER = re.compile(rb"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|(?<![a-z])[-+]?(?:nan|inf(?:inity)?)(?![a-z])",
                     re.I)


class LengthMismatch(ValueError):
    """The approximate output has another number of elements than the exact."""


class NonFiniteReference(ValueError):
    """The reference (the exact run's output) holds a nan or an inf: no
    metric above is defined against it (delta becomes inf or nan)."""


class PartialElement(ValueError):
    """A raw float32/float64 output whose size is no multiple of the element's."""


def read_values(path, fmt="text"):
    """The numbers of an output file as a list of floats."""
    with open(path, "rb") as f:
        data = f.read()
    if fmt in ("f32", "f64"):
        a = array.array("f" if fmt == "f32" else "d")
        if len(data) % a.itemsize:
            raise PartialElement("%d bytes, not a whole number of %d-byte %s elements (%d left over)" % (
                len(data), a.itemsize, "float32" if fmt == "f32" else "float64", len(data) % a.itemsize))
        a.frombytes(data)
        if sys.byteorder != "little":
            a.byteswap()
        return a.tolist()
    if fmt != "text":
        raise ValueError("unknown output format %r" % fmt)
    return [float(x) for x in _NUMBER.findall(data)]


def _delta(ref, abs_sum):
    """delta of ref, whose sum |r_i| is abs_sum (from _check)."""
    n = len(ref)
    d = 1e-3 * (abs_sum / n) if n else 0.0
    return d if d > 0 else 1e-30


def _abs_diffs(approx, ref):
    """|a_i - r_i| for every i, lazily."""
    return map(abs, map(operator.sub, approx, ref))


def _rel(a, r, delta):
    """(|a - r|, rel) of one element; a non-finite a counts (|r|, 1)."""
    if not math.isfinite(a):
        return abs(r), 1.0
    d = abs(a - r)
    return d, d / max(abs(r), delta)


def check_reference(ref):
    """Raises NonFiniteReference when ref holds a nan or an inf; returns
    sum |r_i|."""
    abs_sum = sum(map(abs, ref))
    if math.isfinite(abs_sum):  # else a nan, an inf, or a sum past the largest double
        return abs_sum
    bad = [i for i, r in enumerate(ref) if not math.isfinite(r)]
    if bad:
        raise NonFiniteReference("the reference has %d non-finite value%s (the first is number %d of %d: %r)" % (
            len(bad), "" if len(bad) == 1 else "s", bad[0] + 1, len(ref), ref[bad[0]]))
    return abs_sum


def _check(approx, ref):
    """sum |r_i|, once the lengths match and ref is finite."""
    if len(approx) != len(ref):
        raise LengthMismatch("output has %d values, the exact run's %d" % (len(approx), len(ref)))
    return check_reference(ref)


def mape(approx, ref):
    """Mean absolute percentage error, as a fraction."""
    abs_sum = _check(approx, ref)
    if not ref:
        return 0.0
    delta = _delta(ref, abs_sum)
    tot = sum(map(operator.truediv, _abs_diffs(approx, ref), (max(abs(r), delta) for r in ref)))
    if not math.isfinite(tot):  # a non-finite a_i counts 1
        tot = sum(_rel(a, r, delta)[1] for a, r in zip(approx, ref))
    return tot / len(ref)


def mre(approx, ref):
    """Mean relative error: sum |a - r| / sum |r|."""
    sr = _check(approx, ref)
    if not ref:
        return 0.0
    sa = sum(_abs_diffs(approx, ref))
    if not math.isfinite(sa):  # a non-finite a_i counts |r_i|
        delta = _delta(ref, sr)
        sa = sum(_rel(a, r, delta)[0] for a, r in zip(approx, ref))
    return sa / sr if sr > 0 else (1.0 if sa > 0 else 0.0)


def rmse(approx, ref):
    """Root mean square error (absolute, in the output's unit)."""
    _check(approx, ref)
    if not ref:
        return 0.0
    if not all(math.isfinite(a) for a in approx):
        return math.inf
    return math.sqrt(sum((a - r) ** 2 for a, r in zip(approx, ref)) / len(ref))


def wrong_fraction(approx, ref, tol=WRONG_TOL):
    """Fraction of elements whose relative error exceeds tol."""
    abs_sum = _check(approx, ref)
    if not ref:
        return 0.0
    delta = _delta(ref, abs_sum)
    return sum(1 for a, r in zip(approx, ref) if _rel(a, r, delta)[1] > tol) / len(ref)


def digits(approx, ref):
    """10^-(mean correct decimal digits): lower is better, like the others."""
    abs_sum = _check(approx, ref)
    if not ref:
        return 0.0
    delta = _delta(ref, abs_sum)
    tot = 0.0
    for a, r in zip(approx, ref):
        rel = _rel(a, r, delta)[1]
        tot += 17.0 if rel <= 1e-17 else min(17.0, max(0.0, -math.log10(rel)))
    return 10.0 ** (-tot / len(ref))


_FUNCS = {"mape": mape, "mre": mre, "rmse": rmse, "wrong": wrong_fraction, "digits": digits}


def compute(metric, approx, ref):
    """The named metric (one of METRICS) of approx against ref."""
    return _FUNCS[metric](approx, ref)
