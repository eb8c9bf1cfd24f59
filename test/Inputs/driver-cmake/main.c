#include <stdio.h>
int kernel(int n);
int main(void) {
  int s = 0;
#pragma approx perfo(large:2) label("c-side")
  for (int i = 0; i < 10; ++i)
    s += i;
  printf("c=%d cxx=%d\n", s, kernel(12));
  return 0;
}
