// blocks_test.cpp - the block form of perforated sequential loops
// (headers/approx.h) against the plan it stands for: for every kind, trip
// count, chunk and value, __approx_perfo_blocks_n (computed without a plan,
// the kernel path) equals __approx_perfo_blocks of __approx_perfo_plan_n
// (the host path), the blocks enumerate exactly the iterations the plan's
// compacted index map keeps, and __approx_blocks_kept counts them.
#include <gtest/gtest.h>

#include <vector>

#include "approx.h"

namespace {

std::vector<long long> fromPlan(const __approx_plan_t &P) {
  std::vector<long long> K;
  for (long long J = 0; J < P.__kept; ++J) {
    long long I = __approx_perfo_index(&P, J);
    if (!__approx_perfo_skip(&P, I))
      K.push_back(I);
  }
  return K;
}

std::vector<long long> fromBlocks(const __approx_blocks_t &B) {
  std::vector<long long> K;
  for (long long Q = 0; Q < B.__n; ++Q) {
    if (__approx_block_skip(&B, Q))
      continue;
    long long S = __approx_block_start(&B, Q), E = __approx_block_end(&B, S);
    for (long long I = S; I < E; ++I)
      K.push_back(I);
  }
  return K;
}

void expectSame(const __approx_blocks_t &A, const __approx_blocks_t &B) {
  EXPECT_EQ(A.__n, B.__n);
  EXPECT_EQ(A.__lim, B.__lim);
  EXPECT_EQ(A.__mix, B.__mix);
  EXPECT_EQ(A.__thresh, B.__thresh);
}

TEST(Blocks, EveryKindMatchesThePlan) {
  const double Values[][3] = {{0, 0, 0},         {2, 3, 5},         {2, 3, 4},
                              {0.25, 0.5, 0.75}, {0.1, 0.5, 0.9},   {0.0, 0.3, 0.6},
                              {0.2, 0.5, 0.99}};
  int Cases = 0;
  for (int Kind = __APPROX_PERFO_SMALL; Kind <= __APPROX_PERFO_FINI; ++Kind)
    for (double V : Values[Kind])
      for (long long C = 1; C <= 5; ++C)
        for (long long N = 0; N <= 41; ++N)
          for (int Enabled = 0; Enabled <= 1; ++Enabled) {
            SCOPED_TRACE(testing::Message() << "kind " << Kind << " value " << V << " chunk "
                                            << C << " n " << N << " enabled " << Enabled);
            __approx_plan_t P = __approx_perfo_plan_n("t", 77, Kind, V, C, Enabled, N);
            __approx_blocks_t FromPlan = __approx_perfo_blocks(&P);
            __approx_blocks_t Direct = __approx_perfo_blocks_n("t", 77, Kind, V, C, Enabled, N);
            std::vector<long long> Want = fromPlan(P);
            EXPECT_EQ(fromBlocks(FromPlan), Want);
            EXPECT_EQ(fromBlocks(Direct), Want);
            expectSame(Direct, FromPlan);
            EXPECT_EQ(__approx_blocks_kept(&Direct), (long long)Want.size());
            EXPECT_EQ(__approx_plan_kept_exact(&P), (long long)Want.size());
            ++Cases;
          }
  EXPECT_EQ(Cases, 6 * 3 * 5 * 42 * 2);
}

TEST(Blocks, IntCheckAllowsTheLastStep) {
  __approx_blocks_t B = __approx_perfo_blocks_n("t", 1, __APPROX_PERFO_LARGE, 2, 1, 1, 2147483647LL);
  __approx_blocks_int(&B, "t"); // index 2147483646, plus one, fits in an int
  B.__lim = 2147483648LL;
  EXPECT_DEATH(__approx_blocks_int(&B, "t"), "region 't': an int loop inside a kernel");
}

} // namespace
