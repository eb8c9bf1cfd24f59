/* data_device.c - where a construct runs, and whether a transfer
 * approximation saves anything there.
 *
 * Reduced-precision and fixed-point transfers (precision(half|bf16|float),
 * precision(unorm8|unorm16)) trade accuracy for fewer bytes over a link.
 * When the construct runs on the host (the initial device, an if() that is
 * false, OMP_TARGET_OFFLOAD=DISABLED, a program without offload images) or
 * on an offload device that computes in host memory (libomptarget's x86
 * plugin), no link is crossed: the conversions are pure overhead (a 1024^2
 * blur ran about 10x slower with precision(half) there). So the lowering
 * asks here, once per execution, and runs the region without those
 * transfers (its perforation still applies); APPROX_REPORT counts such
 * executions as "transfers_skipped". The device kind comes from a probe
 * target region in the lowered code (the plugin's declareDeviceKind:
 * compiled for a GPU or not, run on the initial device or not), cached here
 * per device number. APPROX_HOST_TRANSFERS=1 applies the transfers anyway (to study
 * their error without a GPU; the tests do). docs/data.md, "Where the
 * construct runs".
 */
#include <stdatomic.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"
#include "omp_weak.h"

/* `target update to/from(host[0:bytes]) device(dev)`, for the forced
 * header's declare target tables (approx_table.h): a directive there would
 * precede the user's `#pragma omp requires`, which clang refuses. */
void __approxrt_update_device(void *host, long long bytes, int dev, int to_device) {
  if (!__tgt_target_data_update_mapper)
    return;
  void *base[1] = {host}, *begin[1] = {host};
  long long size[1] = {bytes}, type[1] = {to_device ? 0x1 : 0x2}; /* OMP_TGT_MAPTYPE_TO/FROM */
  __tgt_target_data_update_mapper(0, dev, 1, base, begin, size, type, 0, 0);
}

/* Kind + 1 per device number (0: not probed yet). */
#define MAX_DEVS 64
static _Atomic int g_kind[MAX_DEVS];

int __approxrt_device_kind(int dev) {
  if (dev < 0 || dev >= MAX_DEVS)
    return -1;
  return atomic_load_explicit(&g_kind[dev], memory_order_acquire) - 1;
}

void __approxrt_set_device_kind(int dev, int kind) {
  if (dev < 0 || dev >= MAX_DEVS || kind < __APPROX_DEV_HOST || kind > __APPROX_DEV_GPU)
    return;
  atomic_store_explicit(&g_kind[dev], kind + 1, memory_order_release);
}

int __approxrt_runs_on_host(int dev) { return __approxrt_device_kind(dev) == __APPROX_DEV_HOST; }

static const __approxrt_num_spec flag_spec = {0, 0, 1, 1, "0 or 1"};

/* A 0-or-1 variable, read strictly once (unset or empty: dflt). */
static int env_flag(_Atomic int *cached, const char *name, unsigned long long dflt) {
  int v = atomic_load_explicit(cached, memory_order_relaxed);
  if (v >= 0)
    return v;
  unsigned long long x = dflt;
  __approxrt_env_number(name, &flag_spec, &x);
  v = (int)x;
  atomic_store_explicit(cached, v, memory_order_relaxed);
  return v;
}

int __approxrt_host_transfers(void) {
  static _Atomic int cached = -1;
  return env_flag(&cached, "APPROX_HOST_TRANSFERS", 0);
}

int __approxrt_zero_copy(void) {
  static _Atomic int cached = -1;
  return env_flag(&cached, "APPROX_ZERO_COPY", 1);
}

/* The program's `#pragma omp requires unified_shared_memory`, read where
 * clang 19 records it for libomptarget: an offload entry of the executable
 * whose flags say "requires" (OMP_REGISTER_REQUIRES, 0x10) and whose data
 * holds the clauses (OMP_REQ_UNIFIED_SHARED_MEMORY, 0x8). Under it every
 * map is zero-copy: no transfer exists to approximate, and no device copy
 * is in libomptarget's table for a data site to fill, so the transfer
 * approximations are skipped (and counted, as on the host). */
struct approxrt_offload_entry { /* __tgt_offload_entry of LLVM 19 */
  void *addr;
  char *name;
  unsigned long size;
  int flags, data;
};
extern const struct approxrt_offload_entry __start_omp_offloading_entries[] __attribute__((weak));
extern const struct approxrt_offload_entry __stop_omp_offloading_entries[] __attribute__((weak));

int __approxrt_usm(void) {
  static _Atomic int cached = -1;
  int v = atomic_load_explicit(&cached, memory_order_relaxed);
  if (v >= 0)
    return v;
  v = 0;
  if (__start_omp_offloading_entries && __stop_omp_offloading_entries)
    for (const struct approxrt_offload_entry *e = __start_omp_offloading_entries;
         e < __stop_omp_offloading_entries; ++e)
      if ((e->flags & 0x10) && (e->data & 0x8))
        v = 1;
  atomic_store_explicit(&cached, v, memory_order_relaxed);
  return v;
}

void __approxrt_check_usm_form(void) {
  if (!__approxrt_usm())
    return;
  __approxrt_fatal(
      "this program requires unified_shared_memory, but a file of it was compiled with the "
      "directive after approx.h's run-time table (it is in an included file, in a "
      "conditional block, or behind a macro approx-clang could not read): clang 19 "
      "then registers the table in two forms and libomptarget cannot load it on a "
      "GPU. Put '#pragma omp requires unified_shared_memory' in the main file outside "
      "#if, or compile every file with -fopenmp-force-usm");
}

int __approxrt_xfer_skip(const char *label, int kind) {
  if ((kind == __APPROX_DEV_GPU || __approxrt_host_transfers()) && !__approxrt_usm())
    return 0;
  if (__approxrt_reporting())
    __approxrt_record_xfer_skipped(label);
  return 1;
}
