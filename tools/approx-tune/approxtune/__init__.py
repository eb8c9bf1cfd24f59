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
  study     the Optuna study: its storage checked, the study opened
  sampling  the sampler and the study's first trials (--startup)
  workers   Runner: the worker threads, cached and failed trials
  trials    a trial's configuration, the budget's count, lost trials
  interrupt SIGINT/SIGTERM: the started programs killed, the study kept
  plots     matplotlib pictures (PNG and SVG)
  cli       the command line and the final report
approx-tune --precision (mixed precision, docs/language.md) on the same
runner, metrics and binary cache:
  fpmodel   the compiler's -fapprox-fp-report JSON and the static score
  precision measured vectors (memo, journal, parallel builds), a
            strategy's execution account, quartile thresholds, Spearman
  ga        AMPT-GA and the naive GA
  dd        Precimonious-style delta debugging
  confidence  the best vector on perturbed inputs
  precision_cli  the --precision run and its report
"""
