/* approx_perfo.h - the calls of perforated loops that count for the report.
 *
 * Lowered code calls these variants of the plan (approx_plan.h) where an
 * execution of a region is to be recorded: on a device, atomic counts in
 * the run-time table's __approx_devcounts; on the host, records in
 * libapproxrt (APPROX_REPORT). Each comes with its twin for the other side
 * or for threads that must not count. Part of the approx.h umbrella.
 */
#ifndef __APPROX_PERFO_H
#define __APPROX_PERFO_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_rt.h"
#include "approx_omp.h"
#include "approx_plan.h"
#include "approx_table.h"


#ifdef _OPENMP
#pragma omp declare target
#endif

/* The device twin of __approx_perfo_note_rec: same arguments, no record. */
static __inline__ int __approx_perfo_note(const char *__label, unsigned long long __hash, int __kind,
                                      double __value, long long __chunk, int __enabled, long long __lb,
                                      long long __ub, long long __step, int __op) {
  (void)__label; (void)__hash; (void)__kind; (void)__value; (void)__chunk; (void)__enabled;
  (void)__lb; (void)__ub; (void)__step; (void)__op;
  return 0;
}

/* Device variant used by lowered code inside kernels: plan, and while
 * reporting, atomic counts in __approx_devcounts. */
static __inline__ __approx_plan_t __approx_perfo_plan_dev(const char *__label, unsigned long long __hash,
                                                      int __kind, double __value, long long __chunk,
                                                      int __enabled, long long __lb, long long __ub,
                                                      long long __step, int __op) {
  __approx_plan_t __p =
      __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  if (__approx_table.__reporting)
    __approx_devcount(__hash, __p.__n, __approx_plan_kept_exact(&__p));
  return __p;
}

/* The plan of a loop directive that does not start its own region inside a
 * kernel (the pragma before `#pragma omp for` in a parallel region, or
 * before `distribute [parallel for]` in a teams region): every thread
 * (where & 2) or every team (where & 1) runs the prologue for one shared
 * execution, which counts once while reporting: thread 0's, of team 0. */
static __inline__ __approx_plan_t __approx_perfo_plan_devws(int __where, const char *__label,
                                                        unsigned long long __hash, int __kind,
                                                        double __value, long long __chunk,
                                                        int __enabled, long long __lb, long long __ub,
                                                        long long __step, int __op) {
  __approx_plan_t __p =
      __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
#ifdef _OPENMP
  /* where & 4: `loop`, which binds to the teams region outside a parallel
   * region (one execution for all teams) and to the parallel region in it. */
  if (__where & 4)
    __where = omp_get_level() >= 1 ? 2 : 1;
  if (__approx_table.__reporting && (!(__where & 2) || omp_get_thread_num() == 0) &&
      (!(__where & 1) || omp_get_team_num() == 0))
    __approx_devcount(__hash, __p.__n, __approx_plan_kept_exact(&__p));
#else
  (void)__where;
  if (__approx_table.__reporting)
    __approx_devcount(__hash, __p.__n, __approx_plan_kept_exact(&__p));
#endif
  return __p;
}

/* The inline form inside a kernel (pragma after '#pragma omp parallel for'
 * or 'for' in a target region): threads evaluate the bound, some more than
 * once (a combined 'distribute parallel for' also outside its parallel
 * region, where every thread of an SPMD kernel reads as thread 0). One
 * evaluation counts the execution while reporting: thread 0's, in the
 * parallel region when the loop is a worksharing one (where & 2), of team
 * 0 when it is distributed over teams (where & 1). */
static __inline__ long long __approx_perfo_kept_devrec(int __where, const char *__label,
                                                   unsigned long long __hash, int __kind,
                                                   double __value, long long __chunk, int __enabled,
                                                   long long __lb, long long __ub, long long __step,
                                                   int __op) {
  __approx_plan_t __p = __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step,
                                          __op);
#ifdef _OPENMP
  if (__approx_table.__reporting && omp_get_thread_num() == 0 &&
      (!(__where & 1) || omp_get_team_num() == 0) && (!(__where & 2) || omp_get_level() >= 1))
    __approx_devcount(__hash, __p.__n, __approx_plan_kept_exact(&__p));
#else
  (void)__where;
#endif
  return __p.__kept;
}
/* The first compacted iteration of a teams-family or distributed loop in
 * a kernel counts its execution (one iteration per execution has index 0;
 * its bound is also evaluated by the host, to size the launch). */
static __inline__ void __approx_perfo_count_dev(unsigned long long __hash, const __approx_plan_t *__p) {
  if (__approx_table.__reporting)
    __approx_devcount(__hash, __p->__n, __approx_plan_kept_exact(__p));
}
/* A sequential loop whose body can leave it early (break, return, goto):
 * its plan records nothing; a cleanup counts what ran when the loop's
 * scope ends, whichever way it is left. __started kept iterations began,
 * the last at logical index __last; __done is set after a loop that ended
 * by its test. Counted: all of the loop (n, every kept one) when it ended
 * by its test, else the logical iterations up to the one it left at
 * (__last + 1, __started: a break in the last kept iteration does not
 * count the skipped ones after it). An exact plan runs the loop as
 * written, not counted per iteration: its whole range. */
typedef struct __approx_early_t {
  const __approx_plan_t *__p;
  const char *__label;
  unsigned long long __hash;
  double __t0;
  long long __started, __last;
  int __done;
} __approx_early_t;

static __inline__ void __approx_early_counts(const __approx_early_t *__e, long long *__total,
                                             long long *__kept) {
  const __approx_plan_t *__p = __e->__p;
  long long __all = __approx_plan_kept_exact(__p);
  if (__p->__kind == __APPROX_PERFO_NONE || __e->__done) {
    *__total = __p->__n;
    *__kept = __all;
    return;
  }
  *__total = __e->__last + 1;
  *__kept = __e->__started;
}

/* The cleanup in a kernel: counts and time, as __approx_perfo_plan_dev and
 * the epilogue's __approx_dev_time would. */
static __inline__ void __approx_perfo_early_end_dev(__approx_early_t *__e) {
  if (!__approx_table.__reporting)
    return;
  long long __total, __kept;
  __approx_early_counts(__e, &__total, &__kept);
  __approx_devcount(__e->__hash, __total, __kept);
  __approx_dev_time(__e->__hash, __e->__t0);
}

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* ---- host side: recording --------------------------------------------- */

/* Host variant used by lowered code: plan + report record. Each call is
 * one execution of the region: a host loop, a kernel launch, or a
 * sequential loop run by every thread of a parallel loop's body. */
static __inline__ __approx_plan_t __approx_perfo_plan_rec(const char *__label, unsigned long long __hash,
                                                      int __kind, double __value, long long __chunk,
                                                      int __enabled, long long __lb, long long __ub,
                                                      long long __step, int __op) {
  __approx_plan_t __p =
      __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  if (__approxrt_reporting())
    __approxrt_record_perfo(__label, __p.__n, __approx_plan_kept_exact(&__p)); /* rand: counted */
  return __p;
}

/* A plan that several threads or teams of the host compute for one shared
 * execution, which counts once, as __approx_perfo_plan_devws does on a
 * device: where & 2, the threads of a worksharing loop (`omp for` in a
 * parallel region, or an OpenMP loop bound in the inline form; thread 0
 * counts); where & 1, the teams before a `distribute [parallel for]` (a
 * kernel's host fallback; team 0 counts); where & 4, a `loop`, bound to
 * the parallel region inside one and to the teams outside. */
static __inline__ __approx_plan_t __approx_perfo_plan_hostws(int __where, const char *__label,
                                                         unsigned long long __hash, int __kind,
                                                         double __value, long long __chunk,
                                                         int __enabled, long long __lb, long long __ub,
                                                         long long __step, int __op) {
#ifdef _OPENMP
  if (__where & 4)
    __where = omp_get_level() < 1 ? 1 : 2;
  if (omp_get_thread_num() != 0 || ((__where & 1) && omp_get_team_num() != 0))
    return __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
#else
  (void)__where;
#endif
  return __approx_perfo_plan_rec(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
}

static __inline__ long long __approx_perfo_kept_rec(const char *__label, unsigned long long __hash,
                                                int __kind, double __value, long long __chunk,
                                                int __enabled, long long __lb, long long __ub,
                                                long long __step, int __op) {
  return __approx_perfo_plan_hostws(2, __label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op).__kept;
}

/* The inline form after a `distribute` directive run on the host (a
 * kernel's host fallback): the bound is evaluated by every team, and with
 * `parallel for` (where & 2) also outside the parallel region; the
 * evaluation by thread 0 of team 0 inside it counts, as on a device. */
static __inline__ long long __approx_perfo_kept_distrec(int __where, const char *__label,
                                                    unsigned long long __hash, int __kind,
                                                    double __value, long long __chunk, int __enabled,
                                                    long long __lb, long long __ub, long long __step,
                                                    int __op) {
#ifdef _OPENMP
  if (omp_get_thread_num() != 0 || omp_get_team_num() != 0 ||
      ((__where & 2) && omp_get_level() < 1))
    return __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op).__kept;
#else
  (void)__where;
#endif
  return __approx_perfo_plan_rec(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op).__kept;
}

/* __approx_perfo_early_end_dev's twin on the host: the record of
 * __approx_perfo_plan_rec and the epilogue's time. */
static __inline__ void __approx_perfo_early_end(__approx_early_t *__e) {
  if (__approxrt_reporting()) {
    long long __total, __kept;
    __approx_early_counts(__e, &__total, &__kept);
    __approxrt_record_perfo(__e->__label, __total, __kept);
  }
  __approxrt_record_time(__e->__label, __approxrt_now() - __e->__t0);
}

/* __approx_perfo_count_dev's twin on the host (host teams, a target
 * region's host fallback). */
static __inline__ void __approx_perfo_count_host(const char *__label, const __approx_plan_t *__p) {
  if (__approxrt_reporting())
    __approxrt_record_perfo(__label, __p->__n, __approx_plan_kept_exact(__p)); /* rand: counted */
}

/* Starts the host timer of an inline-form region (thread 0 of a team: the
 * thread that counts it) and returns v: wraps the loop bound. */
static __inline__ long long __approx_inline_begin(unsigned long long __hash, long long __v) {
#ifdef _OPENMP
  if (omp_get_thread_num() != 0)
    return __v;
#endif
  if (__approxrt_reporting())
    __approxrt_inline_begin(__hash);
  return __v;
}


/* Records an execution and returns 0: added to a loop bound by the
 * continue lowering of an inline-form region. */
static __inline__ int __approx_perfo_note_rec(const char *__label, unsigned long long __hash, int __kind,
                                          double __value, long long __chunk, int __enabled,
                                          long long __lb, long long __ub, long long __step, int __op) {
  (void)__approx_perfo_plan_hostws(2, __label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  return 0;
}

#endif /* __APPROX_PERFO_H */
