/* perfo-kinds.h - what the three perfo-kinds exec tests share.
 *
 * test/Exec/perfo-kinds-{host,parallel,target}.c each define, for every
 * perforation kind K and placement O, a function K_O(n, v, c) that runs a
 * perforated loop of n iterations marking s[i] = '1' for the iterations it
 * keeps. This header holds the rest: the string, the driver of one row
 * (RUN: "K O v=V c=C:" and the kept strings for n = 0, 1, 10, 11, 13) and
 * the rows every test prints (RUN_KINDS), in the order of the expected
 * strings in perfo-kinds.check.
 */
#include <stdio.h>
#include <string.h>

static char s[65];

/* s becomes n '0's; the loop under test marks what it keeps. */
static void perfo_kinds_clear(int n) {
  memset(s, '0', n);
  s[n] = 0;
}

#define RUN(K, O, V, C)                                                        \
  do {                                                                         \
    static const int ns[5] = {0, 1, 10, 11, 13};                               \
    printf("%s %s v=%g c=%d:", #K, #O, (double)(V), C);                        \
    for (int k = 0; k < 5; ++k) {                                              \
      K##_##O(ns[k], V, C);                                                    \
      printf(" [%s]", s);                                                      \
    }                                                                          \
    printf("\n");                                                              \
  } while (0)

/* Chunks 1 and 3, and 4 as well when C4 (the C4 lines of the .check). */
#define RUN_CHUNKS(K, O, V, C4)                                                \
  do {                                                                         \
    RUN(K, O, V, 1);                                                           \
    RUN(K, O, V, 3);                                                           \
    if (C4)                                                                    \
      RUN(K, O, V, 4);                                                         \
  } while (0)

#define RUN_KINDS(O, C4)                                                       \
  do {                                                                         \
    RUN_CHUNKS(small, O, 2, C4);                                               \
    RUN_CHUNKS(small, O, 3, C4);                                               \
    RUN_CHUNKS(large, O, 2, C4);                                               \
    RUN_CHUNKS(large, O, 4, C4);                                               \
    RUN_CHUNKS(rate, O, 0.25, C4);                                             \
    RUN_CHUNKS(rate, O, 0.5, C4);                                              \
    RUN_CHUNKS(rand, O, 0.5, C4);                                              \
    RUN_CHUNKS(init, O, 0.25, C4);                                             \
    RUN_CHUNKS(init, O, 0.5, C4);                                              \
    RUN_CHUNKS(fini, O, 0.25, C4);                                             \
    RUN_CHUNKS(fini, O, 0.5, C4);                                              \
  } while (0)
