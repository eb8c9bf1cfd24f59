// data_assoc_test.cpp - unit tests of the associations the private host
// keys keep between executions (openmp-runtime/data_key.c, buffer_cache.c),
// against data_test.cpp's fake libomptarget, which counts its
// omp_target_associate_ptr and omp_target_disassociate_ptr calls. LLVM 19's
// omp_target_disassociate_ptr writes into freed heap memory, so no path
// within the retirement budget calls it: a site executed N times associates
// once, two sites executed in turn keep their own keys, a site whose sizes
// alternate keeps one key per size, and a key of a device
// buffer the pool frees (grown, or a fresh one of a busy site) is retired
// before the free, never handed out again. Host input perforation (data.c) and typed copies of
// present arrays (data_prec_present.c) go through these keys; a reduced copy that data_prec.c moves
// keeps its association the same way when it comes from its own cache (__approxrt_data_hbuf_pipe).
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <mutex>
#include <sys/mman.h>
#include <thread>
#include <utility>
#include <vector>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

namespace fake { // data_test.cpp's fake libomptarget
extern std::map<const void *, std::pair<void *, size_t>> assoc;
extern int n_associate, n_disassociate;
extern std::vector<const void *> freed_assoc;
bool no_key_names_freed_memory();
extern std::mutex mu;
void reset();
} // namespace fake

namespace {

int keep_odd(const void *, long long r) { return r % 2 == 1; }

// One execution of host perforation of in-item `item` of region `label`:
// `rows` rows of 4 floats, every other row kept; the key and device buffer
// it used.
struct Used {
  const void *key;
  void *dbuf;
};
Used runOnce(const char *label, const char *item, std::vector<float> &h, long long rows) {
  if (h.size() < (size_t)rows * 4)
    h.resize(rows * 4);
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, label, item, 0, h.data(), rows * 16, h.data(), rows, 16, 16,
                           keep_odd, nullptr, 1, nullptr, 0);
  EXPECT_EQ(st.__active, 1);
  Used u{st.__host, st.__dbuf};
  {
    std::lock_guard<std::mutex> g(fake::mu);
    auto It = fake::assoc.find(u.key);
    EXPECT_TRUE(It != fake::assoc.end() && It->second.first == u.dbuf &&
                It->second.second == (size_t)rows * 16)
        << "the construct must find its buffer associated with the key";
  }
  __approxrt_data_in_end(&st);
  return u;
}

class DataAssoc : public ::testing::Test {
protected:
  void SetUp() override {
    __approxrt_reset_for_tests();
    fake::reset();
  }
  void TearDown() override {
    EXPECT_TRUE(fake::no_key_names_freed_memory());
    fake::reset();
    __approxrt_reset_for_tests();
  }
};

TEST_F(DataAssoc, SteadyLoopAssociatesOnceAndNeverDisassociates) {
  std::vector<float> h;
  Used first = runOnce("assoc-loop", "in", h, 64);
  for (int step = 1; step < 20; ++step) {
    Used u = runOnce("assoc-loop", "in", h, 64);
    EXPECT_EQ(u.key, first.key);
    EXPECT_EQ(u.dbuf, first.dbuf);
  }
  EXPECT_EQ(fake::n_associate, 1);
  EXPECT_EQ(fake::n_disassociate, 0);
  // The association outlives the execution, for the next one.
  ASSERT_EQ(fake::assoc.count(first.key), 1u);
  EXPECT_EQ(fake::assoc[first.key].first, first.dbuf);
}

TEST_F(DataAssoc, TwoSitesInTurnKeepTheirOwnKeys) {
  // Same size: a first-fit key cache would hand both sites the same key
  // and re-associate it at every execution.
  std::vector<float> a, b;
  Used ua = runOnce("assoc-turn", "a", a, 64), ub = runOnce("assoc-turn", "b", b, 64);
  EXPECT_NE(ua.key, ub.key);
  for (int step = 0; step < 10; ++step) {
    EXPECT_EQ(runOnce("assoc-turn", "a", a, 64).key, ua.key);
    EXPECT_EQ(runOnce("assoc-turn", "b", b, 64).key, ub.key);
  }
  EXPECT_EQ(fake::n_associate, 2);
  EXPECT_EQ(fake::n_disassociate, 0);
}

TEST_F(DataAssoc, AlternatingSizesKeepOneKeyEach) {
  // Fewer rows: the pool keeps the larger buffer; the site's key, bound to
  // the other size, stays bound and a second key is bound to the new one;
  // from then on each size finds its own key bound (nothing called, nothing
  // retired).
  std::vector<float> h;
  const unsigned r0 = __approxrt_keys_retired();
  Used big = runOnce("assoc-shrink", "in", h, 64);
  Used small = runOnce("assoc-shrink", "in", h, 32);
  EXPECT_NE(small.key, big.key);
  EXPECT_EQ(small.dbuf, big.dbuf);
  for (int step = 0; step < 3; ++step) {
    EXPECT_EQ(runOnce("assoc-shrink", "in", h, 64).key, big.key);
    EXPECT_EQ(runOnce("assoc-shrink", "in", h, 32).key, small.key);
  }
  EXPECT_EQ(fake::n_associate, 2);
  EXPECT_EQ(fake::n_disassociate, 0);
  EXPECT_EQ(__approxrt_keys_retired(), r0);
  EXPECT_EQ(fake::assoc[small.key].second, 32u * 16);
  EXPECT_EQ(fake::assoc[big.key].second, 64u * 16);
}

TEST_F(DataAssoc, GrownBufferRetiresItsKeyBeforeThePoolFreesIt) {
  std::vector<float> h;
  const unsigned r0 = __approxrt_keys_retired();
  Used old = runOnce("assoc-grow", "in", h, 16);
  // 4x the rows: the pool frees the cached buffer and allocates a larger
  // one; the key that held the old one is retired first (TearDown: no key
  // that may be handed out names freed memory).
  Used u = runOnce("assoc-grow", "in", h, 64);
  EXPECT_NE(u.key, old.key);
  EXPECT_EQ(fake::freed_assoc.size(), 1u);
  EXPECT_EQ(fake::n_disassociate, 0);
  EXPECT_EQ(fake::n_associate, 2);
  for (int step = 0; step < 3; ++step)
    EXPECT_EQ(runOnce("assoc-grow", "in", h, 64).key, u.key);
  EXPECT_EQ(fake::n_associate, 2);
  EXPECT_EQ(fake::n_disassociate, 0);
  EXPECT_EQ(__approxrt_keys_retired(), r0 + 1);
}

TEST_F(DataAssoc, FreshBufferOfABusySiteRetiresItsKeyBeforeItsFree) {
  std::vector<float> h(64 * 4);
  __approxrt_data_in s1, s2;
  __approxrt_data_in_begin(&s1, "assoc-busy", "in", 0, h.data(), 64 * 16, h.data(), 64, 16, 16,
                           keep_odd, nullptr, 1, nullptr, 0);
  // The same site again while the first execution holds its buffer: a
  // fresh buffer, freed by end.
  __approxrt_data_in_begin(&s2, "assoc-busy", "in", 0, h.data(), 64 * 16, h.data(), 64, 16, 16,
                           keep_odd, nullptr, 1, nullptr, 0);
  ASSERT_EQ(s1.__active, 1);
  ASSERT_EQ(s2.__active, 1);
  EXPECT_NE(s1.__dbuf, s2.__dbuf);
  EXPECT_NE(s1.__host, s2.__host);
  EXPECT_EQ(fake::n_associate, 2);
  __approxrt_data_in_end(&s2);
  EXPECT_EQ(fake::n_disassociate, 0);
  EXPECT_FALSE(__approxrt_key_cached(s2.__host)) << "retired with the freed buffer";
  __approxrt_data_in_end(&s1);
  // The cached pair is still associated: the next execution calls nothing.
  std::vector<float> h2;
  EXPECT_EQ(runOnce("assoc-busy", "in", h2, 64).key, s1.__host);
  EXPECT_EQ(fake::n_associate, 2);
  EXPECT_EQ(fake::n_disassociate, 0);
}

TEST_F(DataAssoc, ThreadsNeverLeaveAnAssociationWithFreedMemory) {
  // Four threads run two sites at once: collisions take fresh buffers and
  // keys (the rare path). Every disassociation must match an association,
  // none may be repeated, and no buffer is freed while associated
  // (TearDown).
  std::vector<std::thread> ts;
  for (int t = 0; t < 4; ++t)
    ts.emplace_back([t] {
      std::vector<float> h;
      for (int step = 0; step < 100; ++step)
        runOnce("assoc-threads", t % 2 ? "a" : "b", h, 32 + 16 * ((t + step) % 2));
    });
  for (std::thread &T : ts)
    T.join();
  std::lock_guard<std::mutex> g(fake::mu);
  EXPECT_EQ(fake::n_associate - fake::n_disassociate, (int)fake::assoc.size());
  EXPECT_EQ(fake::n_disassociate, 0);
}

// One execution of a precision(half) item of n floats that the runtime
// moves itself (data_prec.c), in and back, with its host copy from the
// given cache entry point; the copy and the device buffer it used.
Used precOnce(void *(*hbuf)(const char *, int, long long, int, int *), int on,
              const std::vector<float> &src, std::vector<float> &dst) {
  long long n = (long long)src.size();
  int hs;
  void *h = hbuf("assoc-prec", 0, 2 * n, 1, &hs);
  __approxrt_prec st;
  __approxrt_prec_begin(&st, "assoc-prec", 0, 1, on, h, 2, __APPROX_PREC_HALF, src.data(), n, 1);
  EXPECT_EQ(st.__active, on);
  Used u{h, st.__dbuf};
  if (on) {
    std::lock_guard<std::mutex> g(fake::mu);
    auto It = fake::assoc.find(h);
    EXPECT_TRUE(It != fake::assoc.end() && It->second.first == u.dbuf &&
                It->second.second == (size_t)(2 * n));
  } else {
    EXPECT_EQ(st.__dbuf, nullptr) << "the construct runs on the host";
  }
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, dst.data(), 1);
  __approxrt_data_hbuf_put(h, hs);
  return u;
}

TEST_F(DataAssoc, PrecisionCopyOfItsOwnCacheStaysAssociated) {
  std::vector<float> src(1000), dst(1000);
  for (int i = 0; i < 1000; ++i)
    src[i] = (float)i / 8;
  Used first = precOnce(__approxrt_data_hbuf_pipe, 1, src, dst);
  EXPECT_EQ(dst, src);
  for (int step = 0; step < 10; ++step) {
    Used u = precOnce(__approxrt_data_hbuf_pipe, 1, src, dst);
    EXPECT_EQ(u.key, first.key);
    EXPECT_EQ(u.dbuf, first.dbuf);
    EXPECT_EQ(dst, src);
  }
  EXPECT_EQ(fake::n_associate, 1);
  EXPECT_EQ(fake::n_disassociate, 0);
  // if(false): the construct runs on the host and maps nothing, so the
  // association stays (unused) for the next execution on the device.
  precOnce(__approxrt_data_hbuf_pipe, 0, src, dst);
  EXPECT_EQ(dst, src);
  precOnce(__approxrt_data_hbuf_pipe, 1, src, dst);
  precOnce(__approxrt_data_hbuf_pipe, 1, src, dst);
  EXPECT_EQ(fake::n_associate, 1);
  EXPECT_EQ(fake::n_disassociate, 0);
  // A larger item: copy and buffer are reallocated, the association ends
  // (once) before either is freed: the one rare path left.
  std::vector<float> big(4000), bigdst(4000);
  precOnce(__approxrt_data_hbuf_pipe, 1, big, bigdst);
  EXPECT_EQ(fake::n_disassociate, 1);
  EXPECT_EQ(fake::n_associate, 2);
}

TEST_F(DataAssoc, PrecisionCopyOfTheSharedCacheIsMappedByTheConstruct) {
  // __approxrt_data_hbuf (code lowered by an older plugin): the runtime
  // narrows it in place and the construct maps it; nothing is associated,
  // so nothing has to be disassociated.
  std::vector<float> src(1000, 0.5f), dst(1000);
  for (int step = 0; step < 3; ++step) {
    int hs;
    void *h = __approxrt_data_hbuf("assoc-shared", 0, 2000, 1, &hs);
    __approxrt_prec st;
    __approxrt_prec_begin(&st, "assoc-shared", 0, 1, 1, h, 2, __APPROX_PREC_HALF, src.data(), 1000,
                          1);
    EXPECT_EQ(st.__active, 0);
    __approxrt_prec_end(&st, __APPROX_PREC_HALF, dst.data(), 1);
    __approxrt_data_hbuf_put(h, hs);
    EXPECT_EQ(dst, src);
  }
  EXPECT_EQ(fake::n_associate, 0);
  EXPECT_EQ(fake::n_disassociate, 0);
}

} // namespace

TEST_F(DataAssoc, RetirementIsBudgeted) {
  // Past 4096 retired keys the runtime disassociates and unmaps again, so
  // a program whose sizes change at every execution cannot exhaust the
  // process's mappings (vm.max_map_count). In a child process: the budget
  // is the program's.
  EXPECT_EXIT(
      {
        const unsigned r0 = __approxrt_keys_retired();
        int own = 0;
        for (int i = 0; i < 4100; ++i) {
          void *k = mmap(nullptr, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
          __approxrt_key_put(k, 4096, -1, 0);
          own += fake::n_disassociate > 0;
        }
        const bool ok =
            __approxrt_keys_retired() == 4096 && fake::n_disassociate == (int)(4100 - 4096 + r0);
        std::exit(ok && own > 0 ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}
