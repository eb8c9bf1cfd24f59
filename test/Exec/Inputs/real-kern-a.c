/* The second translation unit of Exec/real-header-two-tus.c. */
#include "real-kern.h"
void fa(float *a, int n) {
  kern(a, n);
  KERNEL2(a, n)
}
