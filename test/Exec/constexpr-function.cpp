// A '#pragma approx' in a constexpr or consteval function (free, in-class
// member, template) is ignored with a warning at the pragma and its
// statement runs as written, as with plain clang: the lowered code (a
// static label, runtime calls) is no constant expression, so clang refused
// such a function below C++23 ("constexpr function never produces a
// constant expression") and any constant evaluation of it in every mode.
// Other functions' regions are still lowered.
// RUN: %approx-clangxx -std=c++17 -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -std=c++20 -fsyntax-only -Xclang -verify -DCONSTEVAL %s
// RUN: %approx-clangxx -std=c++23 -fsyntax-only -Xclang -verify -DCONSTEVAL %s
// RUN: %approx-clangxx -std=c++17 -w %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: 6 45 45 45 20

#include <cstdio>

constexpr long csum(int n) {
  long s = 0;
#pragma approx perfo(large:2) label("free") // expected-warning {{'#pragma approx' in a constexpr function is ignored: the region's lowered code cannot run in a constant expression; the statement runs as written}}
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}

struct B {
  constexpr long m(int n) const {
    long s = 0;
#pragma approx perfo(large:2) label("member") // expected-warning {{in a constexpr function is ignored}}
    for (int i = 0; i < n; ++i)
      s += i;
    return s;
  }
  template <class T> constexpr T t(T n) const {
    T s = 0;
#pragma approx perfo(large:2) label("template") // expected-warning {{in a constexpr function is ignored}}
    for (T i = 0; i < n; ++i)
      s += i;
    return s;
  }
  long plain(int n) const {
    long s = 0;
#pragma approx perfo(large:2) label("plain")
    for (int i = 0; i < n; ++i)
      s += i;
    return s;
  }
};

#ifdef CONSTEVAL
consteval long cev(int n) {
  long s = 0;
#pragma approx perfo(large:2) label("consteval") // expected-warning {{'#pragma approx' in a consteval function is ignored}}
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}
static_assert(cev(4) == 6, "");
#endif

static_assert(csum(4) == 6, "");
static_assert(B{}.m(4) == 6, "");
static_assert(B{}.t(4L) == 6, "");

int main() {
  constexpr long k = csum(4);
  B b;
  std::printf("%ld %ld %ld %ld %ld\n", k, csum(10), b.m(10), b.t(10L), b.plain(10));
  return 0;
}
