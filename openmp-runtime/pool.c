/* pool.c - the runtime's persistent worker threads.
 *
 * The host-side work of a data approximation (narrowing an in-item, packing
 * kept rows, widening an out-item) is memory-bound and split over the
 * CPUs. Creating those threads for every call cost more than the work:
 * on the H100 machine's 16 cores, narrowing 36 MiB to half took 0.6-0.9 ms
 * with 15 fresh threads and 0.30 ms on threads that already run
 * (benchmarks/data/xfer_probe.c, 2026-11-22). So the workers are started
 * once, on first use, and kept: after a job they spin for POOL_SPIN_MS
 * (50 ms), yielding the CPU to any other runnable thread (like libomp's
 * KMP_BLOCKTIME, so back-to-back offloads find them awake), and then
 * sleep on a condition variable until the next job.
 *
 * Every thread, the caller's included, claims the next job not yet taken,
 * so a worker that is slow to wake delays nobody.
 *
 * One caller at a time owns the pool. A second caller - another host
 * thread, or a job that itself asks for threads - does not wait: it is
 * told there are no workers and runs its jobs itself. After fork() the
 * child starts a pool of its own when it needs one.
 */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "approxrt_internal.h"

/* How long an idle worker spins before it sleeps. On the H100 machine a
 * whole `precision(half)` round trip of 36 MiB took 1.25-1.43 ms with 50,
 * 1.31-6.0 ms with 5 and 1.7-4.0 ms with 0 (sleeping at once): waking a
 * sleeping worker there can take milliseconds (xfer_probe.c, 2026-11-22).
 * On a machine of one or two CPUs the workers sleep at once: spinning
 * there only takes the CPU from the program's own threads. */
#ifndef POOL_SPIN_MS
#define POOL_SPIN_MS 50
#endif
#define POOL_MAX_WORKERS (APPROXRT_MAX_THREADS - 1)

static pthread_mutex_t g_owner = PTHREAD_MUTEX_INITIALIZER; /* held by the caller using the pool */
static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;    /* guards sleeping */
static pthread_cond_t g_cv = PTHREAD_COND_INITIALIZER;
static int g_started, g_nworkers, g_spin_ms;
static atomic_ulong g_gen;   /* bumped once per posted batch */
static unsigned long g_gen0; /* g_gen when the workers were started */
/* The current batch: jobs are claimed one at a time, by any thread, through
 * g_next = generation (24 bits) | job count (20) | next job (20). A claim
 * is a compare-exchange, so it fails once the next batch is posted and a
 * worker that wakes late never runs a job of a finished batch; nobody
 * waits for a worker that has not woken up either: its jobs go to the
 * threads that run (when every worker had a job of its own, a descheduled
 * virtual CPU cost milliseconds). */
#define NEXT_BITS 20
#define NEXT_MASK ((1ULL << NEXT_BITS) - 1)
#define GEN_MASK ((1ULL << 24) - 1)
static atomic_ullong g_next;
static atomic_int g_done; /* jobs of the batch finished */
static void *(*g_fn)(void *);
static char *g_jobs;
static size_t g_size;
static int g_count;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* Runs jobs of batch gen until none is left unclaimed. */
static void claim_jobs(unsigned long gen) {
  for (;;) {
    unsigned long long v = atomic_load_explicit(&g_next, memory_order_acquire);
    unsigned long long idx = v & NEXT_MASK, count = (v >> NEXT_BITS) & NEXT_MASK;
    if ((v >> (2 * NEXT_BITS)) != (gen & GEN_MASK) || idx >= count)
      return;
    if (!atomic_compare_exchange_weak_explicit(&g_next, &v, v + 1, memory_order_acq_rel,
                                               memory_order_relaxed))
      continue;
    /* the batch cannot change while a job of it is unfinished */
    g_fn(g_jobs + (size_t)idx * g_size);
    atomic_fetch_add_explicit(&g_done, 1, memory_order_release);
  }
}

/* Waits until the generation differs from seen: spinning first (through
 * sched_yield, which gives way to any runnable thread and, unlike a pause
 * loop, does not look like a lock spin to a hypervisor), then asleep. */
static unsigned long next_batch(unsigned long seen) {
  double until = now_ms() + g_spin_ms;
  for (unsigned spins = 1; g_spin_ms > 0; ++spins) {
    unsigned long g = atomic_load_explicit(&g_gen, memory_order_acquire);
    if (g != seen)
      return g;
    sched_yield();
    if ((spins & 63) == 0 && now_ms() > until)
      break;
  }
  pthread_mutex_lock(&g_mu);
  unsigned long g;
  while ((g = atomic_load_explicit(&g_gen, memory_order_acquire)) == seen)
    pthread_cond_wait(&g_cv, &g_mu);
  pthread_mutex_unlock(&g_mu);
  return g;
}

static void *worker_main(void *arg) {
  (void)arg;
  /* the generation when the pool started, not now: a batch may already be
   * posted by the time this thread runs */
  unsigned long seen = g_gen0;
  for (;;) {
    seen = next_batch(seen);
    claim_jobs(seen);
  }
  return NULL;
}

static void after_fork_child(void) {
  /* the workers are the parent's: this process has none yet */
  pthread_mutex_init(&g_owner, NULL);
  pthread_mutex_init(&g_mu, NULL);
  pthread_cond_init(&g_cv, NULL);
  g_started = 0;
  g_nworkers = 0;
}

/* The CPUs this process may run on (its affinity mask: under `taskset -c
 * 0-7` on 16 CPUs, 15 workers on 8 CPUs made `precision(half)` 1.3x slower
 * on the H100 machine, docs/results.md "Stability"), capped by
 * APPROX_THREADS (1..APPROXRT_MAX_THREADS, the threads of host work, the
 * caller's included). Asked once. */
static const __approxrt_num_spec threads_spec = {0, 1, APPROXRT_MAX_THREADS, 0,
                                                 "1..16 threads, the caller's included"};
static const __approxrt_num_spec spin_spec = {0, 0, 1000, 1, "0..1000 milliseconds"};

int __approxrt_cpu_count(void) {
  static int cached;
  if (cached)
    return cached;
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    n = CPU_COUNT(&set);
  unsigned long long cap;
  if (__approxrt_env_number("APPROX_THREADS", &threads_spec, &cap) && (long)cap < n)
    n = (long)cap;
  cached = n < 1 ? 1 : (int)n;
  return cached;
}

static void start_workers(void) {
  static int registered;
  if (!registered)
    registered = pthread_atfork(NULL, NULL, after_fork_child) == 0;
  g_started = 1;
  g_gen0 = atomic_load(&g_gen);
  int ncpu = __approxrt_cpu_count();
  int want = ncpu - 1 > POOL_MAX_WORKERS ? POOL_MAX_WORKERS : ncpu > 1 ? ncpu - 1 : 0;
  unsigned long long spin = POOL_SPIN_MS;
  __approxrt_env_number("APPROX_POOL_SPIN_MS", &spin_spec, &spin);
  g_spin_ms = ncpu > 2 ? (int)spin : 0;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  for (; g_nworkers < want; ++g_nworkers) {
    pthread_t th;
    if (pthread_create(&th, &attr, worker_main, NULL) != 0)
      break;
  }
  pthread_attr_destroy(&attr);
}

int __approxrt_pool_acquire(void) {
  if (pthread_mutex_trylock(&g_owner) != 0)
    return 0;
  if (!g_started)
    start_workers();
  if (g_nworkers == 0) {
    pthread_mutex_unlock(&g_owner);
    return 0;
  }
  return g_nworkers;
}

void __approxrt_pool_post(void *(*fn)(void *), void *jobs, size_t job_size, int n) {
  if (n < 0 || (unsigned long long)n > NEXT_MASK)
    __approxrt_fatal("internal error: %d jobs for the worker pool", n);
  g_fn = fn;
  g_jobs = (char *)jobs;
  g_size = job_size;
  g_count = n;
  atomic_store_explicit(&g_done, 0, memory_order_relaxed);
  unsigned long gen = atomic_load_explicit(&g_gen, memory_order_relaxed) + 1;
  atomic_store_explicit(&g_next,
                        ((gen & GEN_MASK) << (2 * NEXT_BITS)) | ((unsigned long long)n << NEXT_BITS),
                        memory_order_release);
  atomic_store_explicit(&g_gen, gen, memory_order_release);
  /* wake sleepers; a worker checks the generation under g_mu before it
   * sleeps, so none misses this batch */
  pthread_mutex_lock(&g_mu);
  pthread_cond_broadcast(&g_cv);
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_pool_wait(void) {
  while (atomic_load_explicit(&g_done, memory_order_acquire) < g_count)
    sched_yield();
}

void __approxrt_pool_release(void) { pthread_mutex_unlock(&g_owner); }

void __approxrt_run_jobs(int nt, void *(*fn)(void *), void *jobs, size_t job_size) {
  int workers = nt > 1 ? __approxrt_pool_acquire() : 0;
  if (workers == 0) {
    for (int t = 0; t < nt; ++t)
      fn((char *)jobs + (size_t)t * job_size);
    return;
  }
  __approxrt_pool_post(fn, jobs, job_size, nt);
  claim_jobs(atomic_load_explicit(&g_gen, memory_order_relaxed)); /* the caller works too */
  __approxrt_pool_wait();
  __approxrt_pool_release();
}
