/* data_rowmap.c - the row map of host input perforation: one device pass.
 *
 * A host-perforated in-item arrives on the device as its packed kept rows.
 * Lowered code used to scatter them into place with one kernel and rebuild
 * the skipped rows with a second that evaluated the plan for every element
 * (__approx_data_src in double): on the H100 the two took 0.34 ms for a
 * 3072x3072 half image at large:4, against 0.08 ms for the filter itself
 * (APPROX_TRACE, 2026-11-24). With a row map the host evaluates the plan
 * once per row, and one kernel writes every row of the device copy from
 * the packed rows: row r is packed row lo (lo == hi: a copy) or
 * __approx_lerp(packed lo, packed hi, w), the values the two kernels wrote
 * (bit for bit). The map travels in the same DMA as the rows (16 bytes a
 * row: 48 KiB for 3072 rows, 1 % of the rows it rebuilds at large:4); it
 * is sent only when it is at most 1/16 of the packed rows, so small items
 * (a few short rows) keep the two kernels and move no more than before.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas"
#include "approx.h"
#include "approxrt_internal.h"

#include <stdlib.h>

/* A map larger than this fraction of the packed rows it rebuilds from
 * costs more link time than the second kernel it saves (small items). */
#define MAP_MAX_SHARE 16

long long __approxrt_in_map_bytes(int layout, long long rows, long long packed_bytes) {
  long long bytes = rows * (long long)sizeof(__approxrt_rowmap);
  if (!(layout & (__APPROXRT_IN_MAP_NN | __APPROXRT_IN_MAP_LERP)) || rows > 0x7fffffffLL ||
      bytes * MAP_MAX_SHARE > packed_bytes)
    return 0;
  return bytes;
}

void __approxrt_in_map_fill(const char *label, const char *item, __approxrt_rowmap *m,
                            const void *plan, long long rows, const long long *table, long long n,
                            int layout) {
  const __approx_plan_t *p = (const __approx_plan_t *)plan;
  const int method = layout & __APPROXRT_IN_MAP_LERP ? __APPROX_RECON_LERP : __APPROX_RECON_NN;
  long long *pos = (long long *)malloc((size_t)(rows > 0 ? rows : 1) * sizeof(long long));
  if (!pos)
    __approxrt_data_fatal(label, "in-item '%s': out of host memory", item);
  for (long long r = 0; r < rows; ++r)
    pos[r] = -1;
  for (long long k = 0; k < n; ++k)
    pos[table[k]] = k;
  for (long long r = 0; r < rows; ++r) {
    m[r].__w = 0;
    if (pos[r] >= 0) { /* kept */
      m[r].__lo = m[r].__hi = (int)pos[r];
      continue;
    }
    long long lo = 0, hi = 0;
    double w = 0;
    int s = __approx_data_src(p, r, rows, method, &lo, &hi, &w);
    m[r].__lo = s == 0 ? -1 : (int)pos[lo]; /* 0: no kept row at all, left alone */
    m[r].__hi = s == 2 ? (int)pos[hi] : m[r].__lo;
    m[r].__w = s == 2 ? w : 0;
  }
  free(pos);
}
