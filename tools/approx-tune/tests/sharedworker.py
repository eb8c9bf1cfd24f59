#!/usr/bin/env python3
"""sharedworker.py - one of the processes of test_workers.SharedProcesses:
a Runner (one worker) on the study "shared" of the storage URL given,
over a (off, large:2, large:4) x b (off, large:2), with a RandomSampler
seeded 0, so that every process proposes the same configurations in the
same order. It waits until every process named in the barrier folder has
opened the study, then each evaluation appends [process name,
configuration] to the log and takes 0.4 s (the processes overlap).
Usage: sharedworker.py URL LOG BARRIER NAME PROCESSES BUDGET"""
import json
import os
import sys
import time
import warnings

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from approxtune import deps  # noqa: E402

deps.ensure()
import optuna  # noqa: E402
from approxtune import space as S, study as ST  # noqa: E402

L2, L4 = {"kind": "large", "value": 2}, {"kind": "large", "value": 4}


def main():
    url, log, barrier, name, procs, budget = sys.argv[1:7]
    warnings.simplefilter("ignore")
    sp = S.Space([S.Param(["a"], [None, L2, L4]), S.Param(["b"], [None, L2])], [])
    st = ST.open_study(ST.open_storage(url), "shared", None)
    st.sampler = optuna.samplers.RandomSampler(seed=0)
    open(os.path.join(barrier, name), "w").close()
    t0 = time.time()
    while len(os.listdir(barrier)) < int(procs) and time.time() - t0 < 60:
        time.sleep(0.02)

    def evaluate(assign, worker):
        with open(log, "a") as f:
            f.write(json.dumps([name, assign], sort_keys=True) + "\n")
        time.sleep(0.4)
        return (0.5, 0.01), {}
    ST.Runner(st, sp, evaluate, int(budget), 1).run()


if __name__ == "__main__":
    main()
