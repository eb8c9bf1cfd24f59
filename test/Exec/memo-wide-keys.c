// memo(in) on integer inputs wider than a double's 53-bit mantissa: at
// threshold(0) only equal inputs hit, also where two keys round to the same
// double (2^53 and 2^53 + 1; 128-bit keys that differ only in bits 32-63 or
// 64-95); a threshold above 0 compares their doubles (2^53 + 1 reuses
// 2^53). Keys seen by Sema at the pragma, declared in the loop body (scalar
// keys), of a memoized statement, and (C++) of a template parameter's type;
// -save-temps compiles the -E text, where no type is known at the pragma.
// Each output is its iteration's number, so a hit shows whose it reused.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clangxx -x c++ %host-offload %s -o %t.cxx && %run %t.cxx | %FileCheck %s --check-prefixes=CHECK,CXX
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && %approx-clang %host-offload -save-temps %s -o %t.st && %run %t.st | %FileCheck %s

#include <stdio.h>

#define P53 9007199254740992LL /* 2^53 */

static void show(const char *name, int n, const int *who) {
  printf("%s", name);
  for (int i = 0; i < n; ++i)
    printf(" %d", who[i]);
  printf("\n");
}

#ifdef __cplusplus
template <typename T> void keyed(const T *k, int *who, int n) {
#pragma approx memo(in, threshold(0)) in(k[i]) out(who[i]) label("template")
  for (int i = 0; i < n; ++i)
    who[i] = i;
}
#endif

int main(void) {
  int who[4];
  // 2^53 + 1 rounds to 2^53 as a double; the third key is the first again.
  long long k[4] = {P53, P53 + 1, P53, -P53 - 1};
#pragma approx memo(in, threshold(0)) in(k[i]) out(who[i]) label("ll")
  for (int i = 0; i < 4; ++i)
    who[i] = i;
  // CHECK: ll 0 1 0 3
  show("ll", 4, who);

  unsigned long long u[4] = {18446744073709551615ULL, 18446744073709551614ULL,
                             18446744073709551615ULL, 18446744073709550592ULL};
#pragma approx memo(in, threshold(0), size(4)) in(u[i]) out(who[i]) label("ull")
  for (int i = 0; i < 4; ++i)
    who[i] = i;
  // CHECK-NEXT: ull 0 1 0 3
  show("ull", 4, who);

  // 2^120, 2^120 + 2^66 (one double: bits 64-95 differ), 2^100 + 2^40
  // (one double with 2^100: bits 32-63 differ), 2^100.
  __extension__ typedef __int128 i128;
  i128 w[4] = {(i128)1 << 120, ((i128)1 << 120) + ((i128)1 << 66),
               ((i128)1 << 100) + ((i128)1 << 40), (i128)1 << 100};
#pragma approx memo(in, threshold(0)) in(w[i]) out(who[i]) label("i128")
  for (int i = 0; i < 4; ++i)
    who[i] = i;
  // CHECK-NEXT: i128 0 1 2 3
  show("i128", 4, who);

  // A threshold above 0 compares the doubles: 2^53 + 1 reuses 2^53.
#pragma approx memo(in, threshold(1e-9)) in(k[i]) out(who[i]) label("near")
  for (int i = 0; i < 4; ++i)
    who[i] = i;
  // CHECK-NEXT: near 0 0 0 3
  show("near", 4, who);

  // A key declared in the body: the statement that writes the output.
  int body[4];
#pragma approx memo(in, threshold(0)) in(key) out(v) label("body")
  for (int i = 0; i < 4; ++i) {
    const long long key = k[i];
    int v;
    v = i + (int)(key & 0);
    body[i] = v;
  }
  // CHECK-NEXT: body 0 1 0 3
  show("body", 4, body);

  // A memoized statement: one table kept across its executions.
  for (int i = 0; i < 4; ++i) {
#pragma approx memo(in, threshold(0)) in(k[i]) out(who[i]) label("stmt")
    who[i] = i;
  }
  // CHECK-NEXT: stmt 0 1 0 3
  show("stmt", 4, who);

  // Several inputs, a section and a narrow one among them.
  long long pairs[8] = {P53, 1, P53 + 1, 1, P53, 1, P53, 2};
  float f[4] = {1, 1, 1, 1};
#pragma approx memo(in, threshold(0)) in(f[i], pairs[2 * i:2]) out(who[i]) label("section")
  for (int i = 0; i < 4; ++i)
    who[i] = i;
  // CHECK-NEXT: section 0 1 0 3
  show("section", 4, who);

#ifdef __cplusplus
  keyed(k, who, 4);
  // CXX-NEXT: template 0 1 0 3
  show("template", 4, who);
#endif
  return 0;
}
