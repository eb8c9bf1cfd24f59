/* omp_weak.h - the libomptarget entry points the data runtime calls, as
 * weak references.
 *
 * libapproxrt is also linked into programs without offloading (and into
 * the unit tests, which define fakes of these): a missing entry point is a
 * null function pointer that the caller turns into a clear error, not an
 * undefined symbol. Included by the data*.c files only.
 */
#ifndef APPROXRT_OMP_WEAK_H
#define APPROXRT_OMP_WEAK_H

#include <stddef.h>

extern void *omp_target_alloc(size_t size, int dev) __attribute__((weak));
extern void omp_target_free(void *p, int dev) __attribute__((weak));
extern int omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_off,
                             size_t src_off, int dst_dev, int src_dev) __attribute__((weak));
extern int omp_target_associate_ptr(const void *host, const void *dev_ptr, size_t size,
                                    size_t dev_off, int dev) __attribute__((weak));
extern int omp_target_disassociate_ptr(const void *host, int dev) __attribute__((weak));
extern int omp_target_is_present(const void *host, int dev) __attribute__((weak));
extern void *omp_get_mapped_ptr(const void *host, int dev) __attribute__((weak));
extern int omp_get_initial_device(void) __attribute__((weak));
extern int omp_get_num_devices(void) __attribute__((weak));
/* What `#pragma omp target update` calls (clang's offload ABI): loads the
 * device's image when needed, unlike omp_get_mapped_ptr. */
extern void __tgt_target_data_update_mapper(void *loc, long long dev, int n, void **bases,
                                            void **begins, long long *sizes, long long *types,
                                            void *names, void **mappers) __attribute__((weak));
extern void *llvm_omp_target_alloc_host(size_t size, int dev) __attribute__((weak));
extern void llvm_omp_target_free_host(void *p, int dev) __attribute__((weak));

#endif /* APPROXRT_OMP_WEAK_H */
