// C++: perforated loops in function templates (instantiated for several
// integer types), in lambdas (capturing by reference), in a member
// function, and offloaded from a template. small:3 keeps 1101101101 of 10;
// large:4 1000100010; rate:0.5 1010101010.
// RUN: %approx-clangxx %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clangxx %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}tmpl<int> 1101101101{{$}}
// CHECK-NEXT: {{^}}tmpl<long> 1101101101{{$}}
// CHECK-NEXT: {{^}}tmpl<unsigned short> 1101101101{{$}}
// CHECK-NEXT: {{^}}tmpl-target<int> 1000100010{{$}}
// CHECK-NEXT: {{^}}tmpl-target<long long> 1000100010{{$}}
// CHECK-NEXT: {{^}}lambda 1010101010{{$}}
// CHECK-NEXT: {{^}}lambda-parallel 1101101101{{$}}
// CHECK-NEXT: {{^}}member 1000100010{{$}}

#include <cstdio>
#include <cstring>

static char s[65];
static void reset(int n) { std::memset(s, '0', n); s[n] = 0; }

template <typename T> void tmpl(T n) {
#pragma approx perfo(small:3)
  for (T i = 0; i < n; ++i)
    s[i] = '1';
}

template <typename T, int F> void tmpl_target(T n) {
  char *p = s;
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
#pragma approx perfo(large:F)
  for (T i = 0; i < n; ++i)
    p[i] = '1';
}

struct Filler {
  int n;
  void run() {
#pragma approx perfo(large:4)
#pragma omp parallel for
    for (int i = 0; i < n; ++i)
      s[i] = '1';
  }
};

int main() {
  reset(10); tmpl<int>(10); std::printf("tmpl<int> %s\n", s);
  reset(10); tmpl<long>(10); std::printf("tmpl<long> %s\n", s);
  reset(10); tmpl<unsigned short>(10); std::printf("tmpl<unsigned short> %s\n", s);
  reset(10); tmpl_target<int, 4>(10); std::printf("tmpl-target<int> %s\n", s);
  reset(10); tmpl_target<long long, 4>(10); std::printf("tmpl-target<long long> %s\n", s);

  double rate = 0.5;
  auto fill = [&](int n) {
#pragma approx perfo(rate : rate)
    for (int i = 0; i < n; ++i)
      s[i] = '1';
  };
  reset(10); fill(10); std::printf("lambda %s\n", s);

  auto pfill = [](int n) {
#pragma omp parallel for
#pragma approx perfo(small : 3)
    for (int i = 0; i < n; ++i)
      s[i] = '1';
  };
  reset(10); pfill(10); std::printf("lambda-parallel %s\n", s);

  reset(10); Filler{10}.run(); std::printf("member %s\n", s);

  return 0;
}
