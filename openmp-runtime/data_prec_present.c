/* data_prec_present.c - typed copies of listed arrays that are already on
 * the device.
 *
 * A precision list may name an array that the kernel's construct maps as a
 * section (`precision(float : a)`, docs/language.md "Mixed precision"). Real
 * programs map such arrays once, with an enclosing `target data` or
 * `target enter data`, around a loop of kernels: the array is then present
 * when the region starts and its values live in the device copy (the host
 * copy may be stale). The host path (data_prec.c: narrow on the host, send)
 * cannot apply there, so the typed copy is made on the device instead:
 * begin finds the present copy (omp_get_mapped_ptr), takes a device buffer
 * of the narrow type (cached per region, item and device by
 * buffer_cache.c, so repeated executions reuse it) and associates it with a
 * private host key (data_key.c) that the lowering renames the construct's
 * map to: the construct finds the buffer present and transfers nothing.
 * The conversions themselves are target loops of the lowered code (typed:
 * double or float to float, half or bf16, and back when the region writes
 * the array), between begin and the construct and between the construct
 * and end. Nothing of the array crosses the link. end counts the
 * conversions ("converted_on_device": how many, "device_converted_bytes":
 * the typed copy's bytes, once per conversion, in APPROX_REPORT) and
 * releases key and buffer; the key stays associated with the buffer for the
 * next execution (data_key.c).
 *
 * hoist_begin/hoist_end serve a statement that holds the kernels (a time
 * loop, clang-ext/plugin/VarPrecisionHoist.cpp): the same device copy when
 * the array is present, converted once for the whole statement, else a
 * host buffer the kernels map as they mapped the array (no enclosing
 * `target data`, no device, or offloading disabled: the values are the
 * same, each kernel moves the narrower copy). hoist_fallback gives a
 * kernel whose `if` is false, with the copy on the device, a host buffer
 * to run over instead.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

void *__approxrt_prec_present_begin(__approxrt_prec *st, const char *label, const char *item,
                                    int index, int dev, const void *first, long long n,
                                    long long esize, long long wesize) {
  memset(st, 0, sizeof *st);
  if (n <= 0)
    __approxrt_data_fatal(label, "precision item '%s': %lld elements", item, n);
  if (!(omp_get_mapped_ptr && omp_target_associate_ptr && omp_target_disassociate_ptr &&
        omp_target_is_present))
    __approxrt_data_fatal(label,
                          "precision item '%s': a typed copy of a present array needs "
                          "libomptarget's omp_get_mapped_ptr and omp_target_associate_ptr",
                          item);
  /* The whole section must lie in one present mapping: its last byte is
   * present and at the same distance from the first on the device. */
  const char *last = (const char *)first + n * wesize - 1;
  char *dsrc = (char *)omp_get_mapped_ptr(first, dev);
  char *dlast = omp_target_is_present(last, dev) ? (char *)omp_get_mapped_ptr(last, dev) : NULL;
  if (!dsrc || !dlast || (uintptr_t)(dlast - dsrc) != (uintptr_t)(n * wesize - 1))
    __approxrt_data_fatal(label,
                          "precision item '%s': only part of its %lld elements is present on "
                          "device %d (map the whole section with the enclosing 'target data')",
                          item, n, dev);
  int slot;
  void *dbuf =
      __approxrt_dbuf_get(label, item, APPROXRT_BUF_PREC_COPY, index, n * esize, dev, &slot);
  int kslot;
  void *key = __approxrt_data_key(label, item, n * esize, dbuf, dev, &kslot);
  st->__active = 2;
  st->__dev = dev;
  st->__slot = slot;
  st->__index = index;
  st->__label = label;
  st->__host = key;
  st->__dbuf = dbuf;
  st->__dsrc = dsrc;
  st->__kslot = kslot;
  st->__n = n;
  st->__esize = esize;
  return key;
}

void __approxrt_prec_present_end(__approxrt_prec *st, int written) {
  if (st->__active != 2)
    return;
  if (__approxrt_reporting()) { /* into the typed copy, and back when written */
    __approxrt_record_device_converted(st->__label, st->__n * st->__esize);
    if (written)
      __approxrt_record_device_converted(st->__label, st->__n * st->__esize);
  }
  __approxrt_key_put(st->__host, st->__n * st->__esize, st->__kslot, st->__dev);
  __approxrt_dbuf_put(st->__dbuf, st->__dev, st->__slot);
  st->__active = 0;
}

void *__approxrt_prec_hoist_begin(__approxrt_prec *st, const char *label, const char *item,
                                  int index, int dev, const void *first, long long n,
                                  long long esize, long long wesize) {
  if (n > 0 && __approxrt_data_present(first, dev))
    return __approxrt_prec_present_begin(st, label, item, index, dev, first, n, esize, wesize);
  memset(st, 0, sizeof *st);
  if (n < 0)
    __approxrt_data_fatal(label, "precision item '%s': %lld elements", item, n);
  void *buf = malloc((size_t)(n > 0 ? n : 1) * (size_t)esize);
  if (!buf)
    __approxrt_data_fatal(label, "precision item '%s': no host memory for its %lld elements", item,
                          n);
  st->__active = 3;
  st->__dev = dev;
  st->__label = label;
  st->__host = buf;
  st->__n = n;
  st->__esize = esize;
  return buf;
}

void __approxrt_prec_hoist_converted(__approxrt_prec *st) {
  if (st->__active == 2 && __approxrt_reporting())
    __approxrt_record_device_converted(st->__label, st->__n * st->__esize);
}

void *__approxrt_prec_hoist_fallback(__approxrt_prec *st) {
  if (!st->__fallback) {
    st->__fallback = malloc((size_t)(st->__n > 0 ? st->__n : 1) * (size_t)st->__esize);
    if (!st->__fallback)
      __approxrt_data_fatal(
          st->__label, "no host memory for the %lld elements of a kernel run on the host", st->__n);
  }
  return st->__fallback;
}

void __approxrt_prec_hoist_end(__approxrt_prec *st, int written) {
  if (st->__active == 2) {
    free(st->__fallback);
    st->__fallback = NULL;
    __approxrt_prec_present_end(st, written);
    return;
  }
  if (st->__active != 3)
    return;
  free(st->__host);
  st->__active = 0;
}
