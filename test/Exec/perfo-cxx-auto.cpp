// C++ 'auto' loop variables are integer loop variables like any other.
// Regression test (fixed): the lowering re-declares the variable with a cast to its written
// type, 'auto i = (auto)(...)', which does not compile ("'auto' not
// allowed here"); the type should come from the initializer
// (__typeof__/decltype of the lower bound) when it is 'auto'.
// RUN: %approx-clangxx %host-offload %s -o %t && %run %t | %FileCheck %s

// CHECK: {{^}}auto 1101101101{{$}}
// CHECK-NEXT: {{^}}auto-long 1101101101{{$}}

#include <cstdio>
#include <cstring>

static char s[16];

int main() {
  const int n = 10;
  std::memset(s, '0', 10);
#pragma approx perfo(small:3)
  for (auto i = 0; i < n; ++i)
    s[i] = '1';
  std::printf("auto %s\n", s);
  std::memset(s, '0', 10);
#pragma approx perfo(small:3)
  for (auto i = 5L; i < 15L; ++i)
    s[i - 5] = '1';
  std::printf("auto-long %s\n", s);
  return 0;
}
