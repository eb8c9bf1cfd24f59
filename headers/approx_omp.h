/* approx_omp.h - the OpenMP routines the forced headers and lowered code call.
 *
 * Declared as omp.h declares them rather than by including omp.h: its
 * parameter names (size, kind, value, ...) would break under a user's
 * -Dsize=7 even in a file that never includes it. Without -fopenmp only
 * __approx_default_device, which -fopenmp-simd's lowered code calls.
 * Part of the approx.h umbrella (include that, not this).
 */
#ifndef __APPROX_OMP_H
#define __APPROX_OMP_H
#ifdef __clang__
#pragma clang system_header
#endif


#ifdef _OPENMP
#ifdef __cplusplus
extern "C" {
#endif
int omp_get_num_devices(void);
int omp_get_default_device(void);
int omp_get_initial_device(void);
int omp_get_thread_num(void);
int omp_get_team_num(void);
int omp_get_level(void);
double omp_get_wtime(void);
#ifdef __cplusplus
}
#endif
#endif

/* The device a construct without a device() clause runs on, for the data
 * lowering. Under -fopenmp-simd clang parses the target constructs but
 * runs them on the host and defines no _OPENMP (nor links libomp): no
 * device, and nothing to call. */
static __inline__ int __approx_default_device(void) {
#ifdef _OPENMP
  return omp_get_default_device();
#else
  return 0;
#endif
}

#endif /* __APPROX_OMP_H */
