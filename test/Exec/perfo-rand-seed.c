// perfo(rand): a stateless hash of (APPROX_SEED, label, chunk): the host loop,
// the offloaded loop (both pragma orders) and a loop inside a target region
// keep exactly the same iterations; the seed changes the set; an unset seed is
// seed 0; hex and decimal seeds are the same seed. Exact strings from
// docs/language.md's perfo(rand) hash (splitmix64, FNV-1a label hash), n = 48.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=SEED0
// RUN: %run env APPROX_SEED=0 %t | %FileCheck %s --check-prefix=SEED0
// RUN: %run env APPROX_SEED=1 %t | %FileCheck %s --check-prefix=SEED1
// RUN: %run env APPROX_SEED=2 %t | %FileCheck %s --check-prefix=SEED2
// RUN: %run env APPROX_SEED=12345 %t > %t.dec
// RUN: %run env APPROX_SEED=0x3039 %t > %t.hex
// RUN: %FileCheck %s --check-prefix=SEED12345 < %t.dec
// RUN: cmp %t.dec %t.hex
// RUN: %run env APPROX_SEED=12346 %t > %t.other
// RUN: not cmp -s %t.dec %t.other
// Continue lowering keeps the same iterations.
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont
// RUN: %run env APPROX_SEED=12345 %t.cont | %FileCheck %s --check-prefix=SEED12345

// SEED0: {{^}}host        111001010111111110000111001111100101111001001000{{$}}
// SEED0-NEXT: {{^}}target-pre  111001010111111110000111001111100101111001001000{{$}}
// SEED0-NEXT: {{^}}target-post 111001010111111110000111001111100101111001001000{{$}}
// SEED0-NEXT: {{^}}intra       111001010111111110000111001111100101111001001000{{$}}
// SEED0-NEXT: {{^}}chunk4      111111111111000000001111000011110000111111111111{{$}}
// SEED0-NEXT: {{^}}r2          011111111101101101001111111111001001010111111010{{$}}
// SEED1: {{^}}host        010100110000100110101101110010000001011101000100{{$}}
// SEED1-NEXT: {{^}}target-pre  010100110000100110101101110010000001011101000100{{$}}
// SEED1-NEXT: {{^}}target-post 010100110000100110101101110010000001011101000100{{$}}
// SEED1-NEXT: {{^}}intra       010100110000100110101101110010000001011101000100{{$}}
// SEED1-NEXT: {{^}}chunk4      000011110000111100000000111111110000000000000000{{$}}
// SEED1-NEXT: {{^}}r2          111111101001001101010111100011111111011111011111{{$}}
// SEED2: {{^}}host        011000011101000011100010110111110011000011000101{{$}}
// SEED2-NEXT: {{^}}target-pre  011000011101000011100010110111110011000011000101{{$}}
// SEED2-NEXT: {{^}}target-post 011000011101000011100010110111110011000011000101{{$}}
// SEED2-NEXT: {{^}}intra       011000011101000011100010110111110011000011000101{{$}}
// SEED2-NEXT: {{^}}chunk4      000011111111000000000000000011111111111100001111{{$}}
// SEED2-NEXT: {{^}}r2          111010101011111111100111111111110111101011111110{{$}}
// SEED12345: {{^}}host        011111000111000001000101111100110110101101001001{{$}}
// SEED12345-NEXT: {{^}}target-pre  011111000111000001000101111100110110101101001001{{$}}
// SEED12345-NEXT: {{^}}target-post 011111000111000001000101111100110110101101001001{{$}}
// SEED12345-NEXT: {{^}}intra       011111000111000001000101111100110110101101001001{{$}}
// SEED12345-NEXT: {{^}}chunk4      000011111111111111111111000000000000111111111111{{$}}
// SEED12345-NEXT: {{^}}r2          111101101010110000111111011010101000111011111111{{$}}

#include <stdio.h>
#include <string.h>

#define N 48
static char s[N + 1];
static void reset(void) { memset(s, '0', N); }

int main(void) {
  int n = N;
  reset();
#pragma approx perfo(rand : 0.5) label("r")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("host        %s\n", s);

  reset();
#pragma approx perfo(rand : 0.5) label("r")
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("target-pre  %s\n", s);

  reset();
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(rand : 0.5) label("r")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("target-post %s\n", s);

  reset();
#pragma omp target map(tofrom: s)
  {
#pragma approx perfo(rand : 0.5) label("r")
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  printf("intra       %s\n", s);

  reset();
#pragma approx perfo(rand, chunk(4) : 0.5) label("r")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("chunk4      %s\n", s);

  reset();
#pragma approx perfo(rand : 0.25) label("r2")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("r2          %s\n", s);
  return 0;
}
