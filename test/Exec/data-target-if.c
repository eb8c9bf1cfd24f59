// The construct's own if() clause: when false the construct runs on the
// host, and so does the data work around it - output reconstruction then
// rebuilds the host result (not a stale device copy), host input
// perforation is skipped (the loop reads the host input as is).
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// CHECK: out dev: 0 2 4 10 16 26 36
// CHECK-NEXT: out host: 0 2 4 10 16 26 36
// CHECK-NEXT: in dev: 0 0 4 4 16 16 36
// CHECK-NEXT: in host: 0 1 4 9 16 25 36
#include <stdio.h>

static void out(int dev) {
  float v[7] = {0};
#pragma approx perfo(large:2) out(v[0:7]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:7]) if(target: dev)
  for (int i = 0; i < 7; ++i) v[i] = i * i;
  printf("out %s:", dev ? "dev" : "host");
  for (int i = 0; i < 7; ++i) printf(" %g", v[i]);
  printf("\n");
}

static void in(int dev) {
  float a[7], o[7];
  for (int i = 0; i < 7; ++i) a[i] = i * i;
#pragma approx perfo(large:2) in(a[0:7]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: a[0:7]) map(from: o[0:7]) if(dev)
  for (int i = 0; i < 7; ++i) o[i] = a[i];
  printf("in %s:", dev ? "dev" : "host");
  for (int i = 0; i < 7; ++i) printf(" %g", o[i]);
  printf("\n");
}

#ifdef CLEAR_STACK
// For data-target-if-valgrind.test: zeroes the stack below main's frame,
// so that whatever out(0) leaves unwritten there is 0 whatever the
// environment.
static void __attribute__((noinline)) clear_stack(void) {
  volatile char buf[1 << 16];
  for (unsigned i = 0; i < sizeof buf; ++i) buf[i] = 0;
}
#endif

int main(void) {
  out(1);
#ifdef CLEAR_STACK
  clear_stack();
#endif
  out(0);
  in(1);
  in(0);
  return 0;
}
