"""approxtune - the package behind tools/approx-tune/approx-tune.

approx-tune explores the speed/accuracy trade-off of a program built with
approx-clang by running it under generated APPROX_CONFIG files, searching
with an Optuna multi-objective study. The modules, one concept each:
  deps      finds Optuna (a carried folder or Debian's Python) before import
  metrics   output readers and error metrics (shared with benchmarks/harness)
  pareto    Pareto fronts and the 2-D hypervolume (shared with the harness)
  space     the search space: regions and knobs from the program's report
  bincache  compile-time knobs: rebuilds through -fapprox-set, cached
  runner    one evaluation: runs the program on every input, measures it
  study     the Optuna study: storage, sampler, workers, failed trials
  plots     matplotlib pictures (PNG and SVG)
  cli       the command line and the final report
"""
