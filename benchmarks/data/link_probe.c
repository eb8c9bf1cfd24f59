/* link_probe.c - the physical limits the benchmark results are measured
 * against (docs/benchmarks.md, "Fair baseline and physical bound"): the
 * host<->device link with page-locked and with pageable host memory, and one
 * host pass over memory (memcpy), for a buffer of the apps' size (3072^2
 * floats, 36 MiB). Run by benchmarks/harness/run.sh before the sweep, in the
 * same session, so every results file carries the limits of its machine.
 * Prints one line, read by analysis.py from the CSV's .meta:
 *   LINK,<h2d pinned GB/s>,<d2h pinned>,<h2d pageable>,<d2h pageable>,<host memcpy GB/s>
 * (medians of 15 after 3 warm-ups; GB = 1e9 bytes).
 * Build: approx-clang -O3 -fopenmp --offload-arch=sm_90 link_probe.c -o link_probe
 * Usage: link_probe [bytes] */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probe.h"

#define MED(var, stmt)                                                                   \
  do {                                                                                       \
    double lo_, hi_;                                                                         \
    MEDIAN_MS(var, lo_, hi_, stmt);                                                          \
    (void)lo_, (void)hi_;                                                                    \
  } while (0)

int main(int argc, char **argv) {
  size_t bytes = argc > 1 ? strtoull(argv[1], 0, 10) : (size_t)3072 * 3072 * sizeof(float);
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  if (bytes == 0 || omp_get_num_devices() == 0) {
    fprintf(stderr, "link_probe: needs a byte count > 0 and an offload device\n");
    return 1;
  }
  char *pinned = llvm_omp_target_alloc_host(bytes, dev);
  char *pageable = malloc(bytes), *other = malloc(bytes);
  char *d = omp_target_alloc(bytes, dev);
  if (!pinned || !pageable || !other || !d) {
    fprintf(stderr, "link_probe: cannot allocate %zu bytes\n", bytes);
    return 1;
  }
  memset(pinned, 1, bytes);
  memset(pageable, 1, bytes);
  memset(other, 2, bytes);
  double h2dp, d2hp, h2dm, d2hm, host_ms;
  MED(h2dp, omp_target_memcpy(d, pinned, bytes, 0, 0, dev, host));
  MED(d2hp, omp_target_memcpy(pinned, d, bytes, 0, 0, host, dev));
  MED(h2dm, omp_target_memcpy(d, pageable, bytes, 0, 0, dev, host));
  MED(d2hm, omp_target_memcpy(pageable, d, bytes, 0, 0, host, dev));
  MED(host_ms, memcpy(other, pageable, bytes); __asm__ volatile("" : : "r"(other) : "memory"));
  double gb = bytes * 1e-9 * 1e3; /* GB per ms -> GB/s */
  printf("LINK,%.2f,%.2f,%.2f,%.2f,%.2f\n", gb / h2dp, gb / d2hp, gb / h2dm, gb / d2hm, gb / host_ms);
  return 0;
}
