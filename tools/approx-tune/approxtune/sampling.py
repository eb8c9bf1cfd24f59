"""sampling.py - how the study proposes configurations: its sampler and
its first trials. Sampler (--sampler, make_sampler): grid when the whole
space fits in the budget (every configuration once, in an order Optuna
shares between processes; a conditional space, which GridSampler cannot
take, gets its grid enqueued by enqueue_start instead), else TPE
(multivariate, seeded; measured against NSGA-II and random sampling by
benchmarks/harness/tune_efficiency.py). First trials (--startup) of a
model-based sampler on a space larger than the budget: prior and descend
are planners (planner_for: prior.PriorPlanner, descend.Planner) that
workers.py's Runner asks before each trial; ladder enqueues startup.py's
seeds (enqueue_start, once per study); random leaves the start to the
sampler's own random trials (startup_trials).
"""
import warnings

import optuna

from . import descend as descend_mod
from . import prior as prior_mod
from . import startup as startup_mod

SAMPLERS = ("auto", "tpe", "nsga2", "random", "grid")


class _Grid(optuna.samplers.GridSampler):
    """GridSampler without its study.stop() once the grid is covered (that
    only works inside study.optimize; Runner stops by itself)."""

    def after_trial(self, study, trial, state, values):
        pass


def startup_trials(budget):
    """Random trials before TPE models the results."""
    return max(STARTUP_MIN, budget // STARTUP_DIV)


STARTUP_MIN, STARTUP_DIV = 4, 10
# TPE's own random start-up when descend.Planner picks the first trials:
# the fewest TPE accepts, since the planner's trials are the start-up
PLANNED_STARTUP = 2


def make_sampler(name, space, budget, seed, seeded=0):
    """seeded: start-up trials already enqueued (startup.py); TPE models
    right after them instead of after its own random start-up trials."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if name == "grid" or (name == "auto" and space.size() <= budget):
            if space.conditional:  # GridSampler needs one fixed search space: enqueue_grid
                return optuna.samplers.RandomSampler(seed=seed)
            return _Grid({p.name: p.keys for p in space.params}, seed=seed)
        if name == "nsga2":
            return optuna.samplers.NSGAIISampler(seed=seed, population_size=max(4, min(20, budget // 5)))
        if name == "random":
            return optuna.samplers.RandomSampler(seed=seed)
        return optuna.samplers.TPESampler(seed=seed, multivariate=True, group=space.conditional,
                                          n_startup_trials=max(2, seeded) if seeded else startup_trials(budget),
                                          constant_liar=True)


STARTUPS = ("descend", "prior", "ladder", "random")


def enqueue_start(study, space, sampler, budget, startup, seed, share=0.5):
    """Enqueues the first trials of a fresh study: a conditional grid's
    every configuration (shuffled by seed), or the ladder's seeds
    (startup.py, at most share x budget) before TPE/NSGA-II; returns how
    many. A study that has
    trials already (resumed, or started by another process) gets none:
    its first trials were enqueued once."""
    if study.trials:
        return 0
    if sampler == "grid" or (sampler == "auto" and space.size() <= budget):
        if not space.conditional:
            return 0
        import random
        pts = [a for a in space.grid() if not space.is_exact(a)]
        random.Random(seed).shuffle(pts)
    elif startup in ("descend", "prior"):
        return 0  # adaptive: Runner asks descend.Planner before each trial
    elif startup == "ladder" and sampler != "random":
        pts = startup_mod.seeds(space, budget, share, seed)
    else:
        return 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for a in pts:
            study.enqueue_trial(a, skip_if_exists=False)
    return len(pts)


def planner_for(space, sampler, budget, startup, seed, error_bound, **opts):
    """The planner of --startup descend (descend.Planner) or prior
    (prior.PriorPlanner, opts: its ablations) for a model-based sampler on
    a space larger than the budget, else None."""
    if startup not in ("descend", "prior") or sampler in ("random", "grid") or \
            (sampler == "auto" and space.size() <= budget):
        return None
    if startup == "prior":
        return prior_mod.PriorPlanner(space, error_bound, seed, budget, **opts)
    return descend_mod.Planner(space, error_bound, seed)
