// A realistic HPAC-annotated program, written as HPAC's benchmarks are
// annotated (#include <approx.h>, clauses in any order separated by
// blanks, every region's data declared with in/out, sections with
// expression bounds such as feat[i*NF:NF]), compiled unchanged and run on
// the host device:
// - Black-Scholes pricing offloaded, perforated with HPAC's 'fini': the
//   last floor(N*0.1) options are not priced (they keep the sentinel), the
//   others equal the exact prices;
// - a k-means assignment kernel whose inner distance loop, inside the
//   target region, is perforated with 'small:4': the memberships equal a
//   host computation that skips feature f when f % 4 == 3 (our 'small').
// RUN: %approx-clang %host-offload -O1 %s -o %t -lm 2> %t.warnings
// RUN: %run %t | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=WARN < %t.warnings

// CHECK: blackscholes priced 900 of 1000, skipped 100, max error of priced 0
// CHECK-NEXT: kmeans points 256, mismatches against the perforated reference 0

// The -Wapprox-hpac warnings (HPAC's dialect: on by default), at the kinds
// and clauses:
// WARN: blackscholes-kmeans.c:74:{{[0-9]+}}: warning: 'fini:R' drops the last floor(n*R) of n iterations
// WARN: blackscholes-kmeans.c:74:{{[0-9]+}}: warning: 'in' items without 'memo', 'reconstruct' or 'precision' only declare the region's data
// WARN: blackscholes-kmeans.c:74:{{[0-9]+}}: warning: 'out' items without 'memo', 'reconstruct' or 'precision' only declare the region's data
// WARN: blackscholes-kmeans.c:105:22: warning: 'small:N' skips the last iteration of every N
// WARN: blackscholes-kmeans.c:105:31: warning: 'in' items without
// WARN: blackscholes-kmeans.c:105:64: warning: 'out' items without
// WARN: 6 warnings generated.

#include <approx.h>
#include <math.h>
#include <stdio.h>

#define N 1000
#define NP 256
#define NC 5
#define NF 16

#pragma omp declare target
static float cndf(float x) {
  int neg = x < 0;
  if (neg)
    x = -x;
  float k = 1.0f / (1.0f + 0.2316419f * x);
  float poly = k * (0.319381530f +
                    k * (-0.356563782f + k * (1.781477937f + k * (-1.821255978f + k * 1.330274429f))));
  float r = 1.0f - 0.39894228f * expf(-0.5f * x * x) * poly;
  return neg ? 1.0f - r : r;
}
static float blkschls(float s, float k, float r, float v, float t, int put) {
  float sq = sqrtf(t);
  float d1 = (logf(s / k) + (r + 0.5f * v * v) * t) / (v * sq);
  float d2 = d1 - v * sq;
  float fk = k * expf(-r * t);
  return put ? fk * (1.0f - cndf(d2)) - s * (1.0f - cndf(d1)) : s * cndf(d1) - fk * cndf(d2);
}
#pragma omp end declare target

static float sptprice[N], strike[N], rate[N], volatility[N], otime[N], prices[N];
static int otype[N];
static float feat[NP * NF], cent[NC * NF];
static int member[NP];

int main(void) {
  for (int i = 0; i < N; ++i) {
    sptprice[i] = 40.0f + (float)(i % 37);
    strike[i] = 45.0f + (float)(i % 23);
    rate[i] = 0.01f + 0.001f * (float)(i % 7);
    volatility[i] = 0.1f + 0.01f * (float)(i % 11);
    otime[i] = 0.25f + 0.05f * (float)(i % 13);
    otype[i] = i % 2;
    prices[i] = -1.0f;
  }

#pragma approx label("BlkSchls") in(sptprice[0:N], strike[0:N], rate[0:N], volatility[0:N], otime[0:N], otype[0:N]) out(prices[0:N]) perfo(fini:0.1)
#pragma omp target teams distribute parallel for map(to: sptprice, strike, rate, volatility, otime, otype) map(tofrom: prices)
  for (int i = 0; i < N; i++)
    prices[i] = blkschls(sptprice[i], strike[i], rate[i], volatility[i], otime[i], otype[i]);

  int priced = 0, skipped = 0;
  float maxerr = 0;
  for (int i = 0; i < N; ++i) {
    if (prices[i] == -1.0f) {
      skipped += i >= N - N / 10; // only the last tenth may be skipped
      continue;
    }
    ++priced;
    float e = fabsf(prices[i] - blkschls(sptprice[i], strike[i], rate[i], volatility[i],
                                         otime[i], otype[i]));
    maxerr = e > maxerr ? e : maxerr;
  }
  printf("blackscholes priced %d of %d, skipped %d, max error of priced %g\n", priced, N, skipped,
         maxerr);

  for (int i = 0; i < NP * NF; ++i)
    feat[i] = (float)((i * 7919) % 101) / 10.0f;
  for (int i = 0; i < NC * NF; ++i)
    cent[i] = (float)((i * 104729) % 97) / 10.0f;

#pragma omp target teams distribute parallel for map(to: feat, cent) map(from: member)
  for (int i = 0; i < NP; i++) {
    float best = INFINITY;
    int bi = 0;
    for (int c = 0; c < NC; c++) {
      float d = 0;
#pragma approx perfo(small:4) in(feat[i*NF:NF], cent[c*NF:NF]) out(d) label("distance")
      for (int f = 0; f < NF; f++) {
        float t = feat[i * NF + f] - cent[c * NF + f];
        d += t * t;
      }
      if (d < best) {
        best = d;
        bi = c;
      }
    }
    member[i] = bi;
  }

  int mismatches = 0;
  for (int i = 0; i < NP; ++i) {
    float best = INFINITY;
    int bi = 0;
    for (int c = 0; c < NC; ++c) {
      float d = 0;
      for (int f = 0; f < NF; ++f) {
        if (f % 4 == 3)
          continue;
        float t = feat[i * NF + f] - cent[c * NF + f];
        d += t * t;
      }
      if (d < best) {
        best = d;
        bi = c;
      }
    }
    mismatches += member[i] != bi;
  }
  printf("kmeans points %d, mismatches against the perforated reference %d\n", NP, mismatches);
  return 0;
}
