/* perfo-order-check.h - the exec tests' check that a perforated loop ran
 * the iterations its kind keeps, in plain clang's order: the same loop
 * written without a pragma records its values with plain(), the
 * perforated one stores its values in got[m++], and check() compares
 * got[0..m) with iterations 0, stride, 2 * stride, ... of the plain run
 * (stride 2: small:2 keeps the even ones; 1: the region disabled or
 * -fno-approx keeps them all), printing "<name> n=<plain count>
 * kept=<m> ok" or "... WRONG". PERFO_CHECK_MAX (default 64) bounds the
 * recorded values. */
#ifndef PERFO_ORDER_CHECK_H
#define PERFO_ORDER_CHECK_H
#include <stdio.h>

#ifndef PERFO_CHECK_MAX
#define PERFO_CHECK_MAX 64
#endif
static long long seq[PERFO_CHECK_MAX], got[PERFO_CHECK_MAX];
static long n, m, stride;

static void plain(long long v) {
  if (n < PERFO_CHECK_MAX)
    seq[n++] = v;
}

static void check(const char *name) {
  long j = 0, bad = 0;
  for (long k = 0; k < n; k += stride)
    if (j >= m || got[j++] != seq[k])
      bad = 1;
  printf("%s n=%ld kept=%ld %s\n", name, n, m, bad || j != m ? "WRONG" : "ok");
  n = m = 0;
}
#endif
