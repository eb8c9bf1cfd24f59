#include <stdio.h>
#include "vec.h"

int main(void) {
  float x[64], y[64];
  for (int i = 0; i < 64; ++i) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  saxpy(64, 2.0f, x, y);
  int bad = 0;
  for (int i = 0; i < 64; ++i)
    bad += y[i] != 2.0f * i + 1.0f;
  printf("on_device=%d bad=%d y[63]=%g\n", on_device(), bad, y[63]);
  return bad != 0;
}
