/* first.c - the README's first example: a perforated offloaded loop.
 *
 * `perfo(large:4)` runs one of every four iterations of the offloaded loop;
 * the other outputs keep their initial value. Try:
 *   APPROX_REPORT=1 ./first                      # what ran
 *   echo '{"scale": {"value": 2}}' > c.json
 *   APPROX_CONFIG=c.json ./first                 # one of every two, no rebuild
 */
#include <stdio.h>

int main(void) {
  enum { N = 16 };
  float x[N], y[N];
  for (int i = 0; i < N; ++i) {
    x[i] = (float)i;
    y[i] = -1.0f;
  }
#pragma approx perfo(large:4) label("scale")
#pragma omp target teams distribute parallel for map(to : x) map(tofrom : y)
  for (int i = 0; i < N; ++i)
    y[i] = 2.0f * x[i];
  for (int i = 0; i < N; ++i)
    printf("%g ", y[i]);
  printf("\n");
  return 0;
}
