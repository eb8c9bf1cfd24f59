// pool_test.cpp - unit tests of libapproxrt's persistent worker pool
// (openmp-runtime/pool.c): every job runs exactly once per call, whoever
// runs it; a second caller (another thread, or a job asking for threads
// itself) runs its jobs on its own thread instead of waiting; acquire /
// post / wait / release let the caller work while the workers do; a forked
// child gets a pool of its own.
#include <gtest/gtest.h>

#include <atomic>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "approxrt_internal.h"

namespace {

struct CountJob {
  std::atomic<int> *runs;
  std::atomic<int> *nested; // when set: the job calls run_jobs itself
};

void *count(void *arg) {
  CountJob *j = static_cast<CountJob *>(arg);
  if (j->nested) {
    std::atomic<int> inner[4] = {};
    CountJob jobs[4];
    for (int t = 0; t < 4; ++t)
      jobs[t] = {&inner[t], nullptr};
    __approxrt_run_jobs(4, count, jobs, sizeof jobs[0]);
    for (int t = 0; t < 4; ++t)
      if (inner[t] == 1)
        ++*j->nested;
  }
  ++*j->runs;
  return nullptr;
}

// Runs nt jobs `calls` times and checks each ran exactly `calls` times.
void expectEveryJobOnce(int nt, int calls) {
  std::vector<std::atomic<int>> runs(nt);
  std::vector<CountJob> jobs(nt);
  for (int t = 0; t < nt; ++t)
    jobs[t] = {&runs[t], nullptr};
  for (int c = 0; c < calls; ++c)
    __approxrt_run_jobs(nt, count, jobs.data(), sizeof jobs[0]);
  for (int t = 0; t < nt; ++t)
    EXPECT_EQ(runs[t].load(), calls) << "job " << t << " of " << nt;
}

} // namespace

TEST(Pool, EveryJobRunsOncePerCall) {
  for (int nt : {1, 2, 3, APPROXRT_MAX_THREADS})
    expectEveryJobOnce(nt, 200);
}

TEST(Pool, ConcurrentCallersBothFinish) {
  // Two threads call at once: one gets the pool, the other runs its jobs
  // itself; neither waits for the other or loses a job.
  std::thread a([] { expectEveryJobOnce(APPROXRT_MAX_THREADS, 300); });
  std::thread b([] { expectEveryJobOnce(APPROXRT_MAX_THREADS, 300); });
  a.join();
  b.join();
}

TEST(Pool, JobsMayAskForThreadsThemselves) {
  const int nt = 6;
  std::atomic<int> runs[nt] = {}, nested[nt] = {};
  CountJob jobs[nt];
  for (int t = 0; t < nt; ++t)
    jobs[t] = {&runs[t], &nested[t]};
  __approxrt_run_jobs(nt, count, jobs, sizeof jobs[0]);
  for (int t = 0; t < nt; ++t) {
    EXPECT_EQ(runs[t].load(), 1);
    EXPECT_EQ(nested[t].load(), 4); // each inner job ran once
  }
}

TEST(Pool, CallerWorksWhileWorkersDo) {
  if (sysconf(_SC_NPROCESSORS_ONLN) < 2)
    GTEST_SKIP() << "one CPU: the pool has no workers";
  int workers = __approxrt_pool_acquire();
  ASSERT_GT(workers, 0);
  ASSERT_LE(workers, APPROXRT_MAX_THREADS - 1);
  EXPECT_EQ(__approxrt_pool_acquire(), 0); // owned: a second caller gets none
  std::vector<std::atomic<int>> runs(workers);
  std::vector<CountJob> jobs(workers);
  for (int t = 0; t < workers; ++t)
    jobs[t] = {&runs[t], nullptr};
  __approxrt_pool_post(count, jobs.data(), sizeof jobs[0], workers);
  __approxrt_pool_wait();
  for (int t = 0; t < workers; ++t)
    EXPECT_EQ(runs[t].load(), 1);
  __approxrt_pool_post(count, jobs.data(), sizeof jobs[0], 1); // fewer jobs than workers
  __approxrt_pool_wait();
  EXPECT_EQ(runs[0].load(), 2);
  if (workers > 1)
    EXPECT_EQ(runs[1].load(), 1);
  __approxrt_pool_release();
  EXPECT_EQ(__approxrt_pool_acquire(), workers);
  __approxrt_pool_release();
}

TEST(Pool, ForkedChildHasItsOwn) {
  expectEveryJobOnce(APPROXRT_MAX_THREADS, 10); // the parent's pool runs
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    std::atomic<int> runs[APPROXRT_MAX_THREADS] = {};
    CountJob jobs[APPROXRT_MAX_THREADS];
    for (int t = 0; t < APPROXRT_MAX_THREADS; ++t)
      jobs[t] = {&runs[t], nullptr};
    for (int c = 0; c < 50; ++c)
      __approxrt_run_jobs(APPROXRT_MAX_THREADS, count, jobs, sizeof jobs[0]);
    int ok = 1;
    for (int t = 0; t < APPROXRT_MAX_THREADS; ++t)
      ok &= runs[t] == 50;
    _exit(ok ? 0 : 3);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
}
