// data_test.cpp - unit tests of libapproxrt's data approximation pieces
// (openmp-runtime/data.c, data_convert.c): packing kept rows, host input
// perforation against a fake libomptarget (allocation, the one staging
// transfer, prefix/suffix copies, association, present data, host device,
// errors), and float <-> half / bf16 conversion against independent
// round-to-nearest-even references (bulk vectorised/threaded paths equal
// the scalar ones).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <atomic>
#include <map>
#include <mutex>
#include <thread>
#include <string>
#include <utility>
#include <algorithm>
#include <unistd.h>
#include <vector>

#include "ReportText.h"
#include "approx_data.h" // __approx_lerp: the formula the row kernels must match
#include "approx_data_rt.h"
#include "approxrt_internal.h"

using ::testing::ExitedWithCode;

// ---- a fake libomptarget: device d's memory is host memory ----------------
namespace fake {
int num_devices = 2;
long long fail_alloc_above = -1; // allocations larger than this fail
bool fail_copy = false;            // omp_target_memcpy reports an error
std::vector<void *> allocs;
struct Copy {
  void *dst;
  const void *src;
  size_t n;
  int dst_dev, src_dev;
};
std::vector<Copy> copies;
std::map<const void *, std::pair<void *, size_t>> assoc;
std::map<const void *, int> present;
// Host ranges of the program's own arrays: the runtime must never associate
// a device buffer with an address inside one (another thread's construct
// may map them); counted in user_assoc.
std::vector<std::pair<const void *, const void *>> user_ranges;
int user_assoc = 0;
// Calls of omp_target_associate_ptr / omp_target_disassociate_ptr, and
// the host pointers still associated with a buffer omp_target_free freed
// (data_assoc_test.cpp): each must be a retired key, never handed out
// again (no_key_names_freed_memory).
int n_associate = 0, n_disassociate = 0;
std::vector<const void *> freed_assoc;
std::mutex mu; // the runtime calls these from several threads at once
bool no_key_names_freed_memory() {
  for (const void *K : freed_assoc)
    if (__approxrt_key_cached(K))
      return false;
  return true;
}
void reset() {
  num_devices = 2;
  fail_alloc_above = -1;
  fail_copy = false;
  // Device memory is never freed here: the runtime caches staging buffers
  // across calls (and so across tests).
  allocs.clear();
  copies.clear();
  assoc.clear();
  present.clear();
  user_ranges.clear();
  user_assoc = 0;
  n_associate = n_disassociate = 0;
  freed_assoc.clear();
}
} // namespace fake

extern "C" {
int omp_get_initial_device(void) { return fake::num_devices; }
int omp_get_num_devices(void) { return fake::num_devices; }
void *omp_target_alloc(size_t n, int) {
  std::lock_guard<std::mutex> g(fake::mu);
  if (fake::fail_alloc_above >= 0 && (long long)n > fake::fail_alloc_above)
    return nullptr;
  void *p = malloc(n);
  fake::allocs.push_back(p);
  return p;
}
void omp_target_free(void *p, int) {
  {
    std::lock_guard<std::mutex> g(fake::mu);
    for (const auto &A : fake::assoc)
      if (A.second.first == p)
        fake::freed_assoc.push_back(A.first);
  }
  free(p);
}
int omp_target_memcpy(void *dst, const void *src, size_t n, size_t doff, size_t soff, int dd,
                      int sd) {
  std::lock_guard<std::mutex> g(fake::mu);
  if (fake::fail_copy)
    return 1;
  fake::copies.push_back({dst, src, n, dd, sd});
  memcpy((char *)dst + doff, (const char *)src + soff, n);
  return 0;
}
int omp_target_associate_ptr(const void *h, const void *d, size_t n, size_t, int) {
  std::lock_guard<std::mutex> g(fake::mu);
  ++fake::n_associate;
  for (const auto &R : fake::user_ranges)
    if ((const char *)h >= (const char *)R.first && (const char *)h < (const char *)R.second)
      ++fake::user_assoc;
  // Like libomptarget: a host pointer is associated with one device pointer.
  auto It = fake::assoc.find(h);
  if (It != fake::assoc.end() && It->second.first != d)
    return 1;
  fake::assoc[h] = {const_cast<void *>(d), n};
  return 0;
}
int omp_target_disassociate_ptr(const void *h, int) {
  std::lock_guard<std::mutex> g(fake::mu);
  ++fake::n_disassociate;
  return fake::assoc.erase(h) ? 0 : 1;
}
int omp_target_is_present(const void *h, int) {
  std::lock_guard<std::mutex> g(fake::mu);
  return fake::present.count(h) || fake::assoc.count(h);
}
}

namespace {

int keep_even(const void *, long long r) { return r % 2 == 0; }
int keep_all(const void *, long long) { return 1; }
int keep_mod(const void *ctx, long long r) { return r % *(const int *)ctx != 0; }

class Data : public ::testing::Test {
protected:
  void SetUp() override {
    __approxrt_reset_for_tests();
    fake::reset();
  }
  void TearDown() override {
    fake::reset();
    __approxrt_reset_for_tests();
  }
};

TEST_F(Data, PackKeepsRowsInOrderWithStride) {
  // 5 rows of 3 ints, 4 ints apart.
  int src[20];
  for (int i = 0; i < 20; ++i)
    src[i] = i;
  int dst[15] = {0};
  long long table[5];
  long long n = __approxrt_data_pack(dst, table, src, 5, 3 * sizeof(int), 4 * sizeof(int),
                                     keep_even, nullptr);
  ASSERT_EQ(n, 3);
  EXPECT_EQ(table[0], 0);
  EXPECT_EQ(table[1], 2);
  EXPECT_EQ(table[2], 4);
  int want[9] = {0, 1, 2, 8, 9, 10, 16, 17, 18};
  EXPECT_EQ(memcmp(dst, want, sizeof want), 0);
}

TEST_F(Data, PackLargeIsThreadedAndExact) {
  // > 4 MiB: several threads copy; the result is the same.
  const long long rows = 3000, cols = 1000;
  std::vector<float> src(rows * cols);
  for (size_t i = 0; i < src.size(); ++i)
    src[i] = (float)i;
  int three = 3;
  std::vector<float> dst(rows * cols);
  std::vector<long long> table(rows);
  long long n = __approxrt_data_pack(dst.data(), table.data(), src.data(), rows,
                                     cols * sizeof(float), cols * sizeof(float), keep_mod, &three);
  ASSERT_EQ(n, 2000);
  for (long long j = 0; j < n; ++j) {
    ASSERT_EQ(table[j] % 3 != 0, true);
    ASSERT_EQ(dst[j * cols + 7], src[table[j] * cols + 7]);
  }
}

TEST_F(Data, InBeginTransfersKeptRowsOnceAndAssociates) {
  __approxrt_set_recording(1);
  // Map range: 2 prefix floats, 6 rows of 4, 1 suffix float.
  std::vector<float> h(2 + 24 + 1);
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = (float)i;
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "r", "p", 0, h.data(), (long long)(h.size() * 4), h.data() + 2, 6,
                           16, 16, keep_even, nullptr, 1, nullptr, 0);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(st.__nkept, 3);
  EXPECT_EQ(st.__rows, 6);
  // One staging copy (table + rows), the prefix, the suffix.
  ASSERT_EQ(fake::copies.size(), 3u);
  EXPECT_EQ(fake::copies[0].n, 3 * 8 + 3 * 16u);
  EXPECT_EQ(fake::copies[1].n, 8u);
  EXPECT_EQ(fake::copies[2].n, 4u);
  const long long *table = st.__dtable;
  EXPECT_EQ(table[0], 0);
  EXPECT_EQ(table[1], 2);
  EXPECT_EQ(table[2], 4);
  const float *rows = (const float *)st.__drows;
  EXPECT_EQ(rows[0], 2.0f);  // row 0
  EXPECT_EQ(rows[4], 10.0f); // row 2
  EXPECT_EQ(rows[8], 18.0f); // row 4
  const float *d = (const float *)st.__dbuf;
  EXPECT_EQ(d[0], 0.0f);
  EXPECT_EQ(d[1], 1.0f);
  EXPECT_EQ(d[26], 26.0f);
  EXPECT_EQ(st.__ditem, (void *)(d + 2));
  // Associated with a private key, not with the user's range; the
  // construct maps the item shifted by __shift bytes.
  EXPECT_EQ(fake::assoc.count(h.data()), 0u);
  ASSERT_EQ(fake::assoc.count(st.__host), 1u);
  EXPECT_EQ(fake::assoc[st.__host].first, st.__dbuf);
  EXPECT_EQ(fake::assoc[st.__host].second, h.size() * 4);
  EXPECT_EQ((const char *)h.data() + st.__shift, (const char *)st.__host);
  __approxrt_data_in_end(&st);
  // The cached key stays associated for the next execution: libomptarget
  // 19's omp_target_disassociate_ptr writes into freed memory
  // (data_assoc_test.cpp). Still never at the user's range.
  EXPECT_EQ(fake::n_disassociate, 0);
  EXPECT_EQ(fake::assoc.count(h.data()), 0u);
  EXPECT_EQ(fake::assoc.size(), 1u);
  EXPECT_EQ(st.__active, 0);
  EXPECT_EQ(st.__shift, 0);
}

// Wide rows get a row map in the same staging copy (data_rowmap.c): per
// row, the packed rows one device pass rebuilds it from, checked against a
// brute-force model (nearest kept rows on each side; one side: a copy);
// narrow rows (map > 1/16 of the packed rows) get none and move as before.
TEST_F(Data, InBeginSendsARowMapForWideRowsOnly) {
  const long long rows = 7, cols = 512, rb = cols * 4;
  for (int kind : {__APPROX_PERFO_LARGE, __APPROX_PERFO_SMALL})
    for (int lerp : {0, 1}) {
      __approx_plan_t p = __approx_perfo_plan_n("r", 0, kind, 3, 1, 1, rows);
      std::vector<float> h(rows * cols);
      for (size_t i = 0; i < h.size(); ++i)
        h[i] = (float)i;
      int mark[rows], packed[rows], n = 0;
      for (long long r = 0; r < rows; ++r) {
        mark[r] = __approx_perfo_keeps(&p, r);
        packed[r] = mark[r] ? n++ : -1;
      }
      ASSERT_GT(n, 0);
      ASSERT_LT(n, rows);
      fake::copies.clear();
      __approxrt_data_in st;
      int layout = lerp ? __APPROXRT_IN_MAP_LERP : __APPROXRT_IN_MAP_NN;
      __approxrt_data_in_begin(&st, "r", "m", 0, h.data(), rows * rb, h.data(), rows, rb, rb,
                               __approx_data_keeps_cb, &p, layout, nullptr, 0);
      ASSERT_EQ(st.__active, 1);
      ASSERT_EQ(fake::copies.size(), 1u);
      EXPECT_EQ(fake::copies[0].n, (size_t)(rows * 16 + n * rb));
      ASSERT_NE(st.__dmap, nullptr);
      EXPECT_EQ(st.__dtable, nullptr);
      EXPECT_EQ((const char *)st.__drows, (const char *)st.__dmap + rows * 16);
      for (long long r = 0; r < rows; ++r) {
        const __approxrt_rowmap &m = st.__dmap[r];
        if (mark[r]) {
          EXPECT_EQ(m.__lo, packed[r]);
          EXPECT_EQ(m.__hi, packed[r]);
          EXPECT_EQ(((const float *)st.__drows)[packed[r] * cols + 5], h[r * cols + 5]);
          continue;
        }
        long long lo = r - 1, hi = r + 1;
        while (lo >= 0 && !mark[lo])
          --lo;
        while (hi < rows && !mark[hi])
          ++hi;
        if (lo < 0 || hi >= rows || !lerp) {
          long long src = lo < 0 ? hi : hi >= rows ? lo : (r - lo <= hi - r ? lo : hi);
          EXPECT_EQ(m.__lo, packed[src]) << "row " << r;
          EXPECT_EQ(m.__hi, packed[src]) << "row " << r;
        } else {
          EXPECT_EQ(m.__lo, packed[lo]) << "row " << r;
          EXPECT_EQ(m.__hi, packed[hi]) << "row " << r;
          EXPECT_EQ(m.__w, (double)(r - lo) / (double)(hi - lo)) << "row " << r;
        }
      }
      __approxrt_data_in_end(&st);
      // Rows of 4 floats: a map would be larger than 1/16 of the rows.
      fake::copies.clear();
      __approxrt_data_in_begin(&st, "r", "m4", 0, h.data(), rows * 16, h.data(), rows, 16, 16,
                               __approx_data_keeps_cb, &p, layout, nullptr, 0);
      ASSERT_EQ(fake::copies.size(), 1u);
      EXPECT_EQ(fake::copies[0].n, (size_t)(n * 16));
      EXPECT_EQ(st.__dmap, nullptr);
      __approxrt_data_in_end(&st);
    }
}

// Kept rows of 2 MiB or more are packed by the pool in four chunks, each
// sent as soon as it is packed, after the row table (data_pack_pipe.c): the
// device gets the same bytes as from one copy, narrowed or not.
TEST_F(Data, InBeginLargeKeptRowsGoInChunksWithTheSameBytes) {
  const long long rows = 512, cols = 4096;
  std::vector<float> wide(rows * cols);
  for (size_t i = 0; i < wide.size(); ++i)
    wide[i] = (float)(i % 100003) * 0.37f - 77.0f;
  for (int narrow : {0, 1}) {
    long long esize = narrow ? 2 : 4, rb = cols * esize;
    std::vector<uint16_t> copy(rows * cols, 0xffff);
    void *item = narrow ? (void *)copy.data() : (void *)wide.data();
    fake::copies.clear();
    __approxrt_data_in st;
    __approxrt_data_in_begin(&st, "r", narrow ? "pn" : "pc", 0, item, rows * rb, item, rows, rb, rb,
                             keep_even, nullptr, 1, narrow ? wide.data() : nullptr,
                             narrow ? __APPROX_PREC_HALF : 0);
    ASSERT_EQ(st.__active, 1);
    ASSERT_EQ(st.__nkept, rows / 2);
    ASSERT_EQ(fake::copies.size(), 5u) << "the row table, then four chunks";
    EXPECT_EQ(fake::copies[0].n, (size_t)(rows / 2 * 8));
    size_t sent = 0;
    for (size_t k = 1; k < 5; ++k)
      sent += fake::copies[k].n;
    EXPECT_EQ(sent, (size_t)(rows / 2 * rb));
    for (long long k = 0; k < rows / 2; ++k) {
      ASSERT_EQ(st.__dtable[k], 2 * k);
      const char *got = (const char *)st.__drows + k * rb;
      for (long long c = 0; c < cols; c += 97) {
        float want = wide[2 * k * cols + c];
        if (narrow) {
          uint16_t h;
          memcpy(&h, got + c * 2, 2);
          ASSERT_EQ(h, __approxrt_f32_to_half(want)) << k << " " << c;
        } else {
          float f;
          memcpy(&f, got + c * 4, 4);
          ASSERT_EQ(memcmp(&f, &want, 4), 0) << k << " " << c;
        }
      }
    }
    __approxrt_data_in_end(&st);
  }
}

TEST_F(Data, InBeginNarrowsOnlyKeptRowsOfAReducedCopy) {
  // A half copy (6 rows of 4) of float rows, not narrowed yet: the kept
  // rows are narrowed straight into the one staging copy; the host copy
  // itself stays as it was.
  std::vector<float> wide(24);
  for (int i = 0; i < 24; ++i)
    wide[i] = (float)i + 0.5f;
  std::vector<uint16_t> copy(24, 0xffff);
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "r", "w", 0, copy.data(), 48, copy.data(), 6, 8, 8, keep_even,
                           nullptr, 0, wide.data(), __APPROX_PREC_HALF);
  ASSERT_EQ(st.__active, 1);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].n, 3 * 8u);
  const uint16_t *rows = (const uint16_t *)st.__drows;
  for (int k = 0; k < 3; ++k)
    for (int c = 0; c < 4; ++c)
      EXPECT_EQ(rows[k * 4 + c], __approxrt_f32_to_half(wide[k * 8 + c])) << k << " " << c;
  EXPECT_EQ(copy, std::vector<uint16_t>(24, 0xffff));
  __approxrt_data_in_end(&st);
  // Nothing skipped, or no device: the whole copy is narrowed (and sent).
  std::vector<uint16_t> want(24);
  for (int i = 0; i < 24; ++i)
    want[i] = __approxrt_f32_to_half(wide[i]);
  fake::copies.clear();
  __approxrt_data_in_begin(&st, "r", "w", 0, copy.data(), 48, copy.data(), 6, 8, 8, keep_all,
                           nullptr, 0, wide.data(), __APPROX_PREC_HALF);
  EXPECT_EQ(copy, want);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(memcmp(fake::copies[0].dst, want.data(), 48), 0);
  __approxrt_data_in_end(&st);
  std::fill(copy.begin(), copy.end(), 0xffff);
  __approxrt_data_in_begin(&st, "r", "w", omp_get_initial_device(), copy.data(), 48, copy.data(),
                           6, 8, 8, keep_even, nullptr, 0, wide.data(), __APPROX_PREC_HALF);
  EXPECT_EQ(st.__active, 0);
  EXPECT_EQ(copy, want);
  // A map range wider than the item: the rest of the copy goes too, so all
  // of it is narrowed first.
  std::vector<uint16_t> big(26, 0xffff);
  fake::copies.clear();
  __approxrt_data_in_begin(&st, "r", "w2", 0, big.data(), 52, big.data() + 1, 6, 8, 8,
                           keep_even, nullptr, 0, wide.data(), __APPROX_PREC_HALF);
  EXPECT_TRUE(std::equal(want.begin(), want.end(), big.begin() + 1));
  __approxrt_data_in_end(&st);
}

TEST_F(Data, InBeginNothingSkippedIsOnePlainCopy) {
  std::vector<double> h(40, 1.5);
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "r", "p", 1, h.data(), 320, h.data(), 10, 32, 32, keep_all,
                           nullptr, 1, nullptr, 0);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(st.__nkept, 10);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].n, 320u);
  EXPECT_EQ(fake::copies[0].src, h.data()); // small: straight from the user's memory
  EXPECT_EQ(st.__dstage, nullptr);
  __approxrt_data_in_end(&st);
}

TEST_F(Data, InBeginNothingSkippedLargeGoesThroughTheStagingBuffer) {
  // 2,121,000 bytes (not a multiple of the 64 KiB copy rows): one DMA from
  // the page-locked staging buffer, whose bytes are the user's.
  const long long rows = 1000, rowbytes = 2121;
  std::vector<char> h(rows * rowbytes);
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = (char)(i * 7 + i / 4096);
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "r", "big", 1, h.data(), (long long)h.size(), h.data(), rows,
                           rowbytes, rowbytes, keep_all, nullptr, 1, nullptr, 0);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(st.__nkept, rows);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].n, h.size());
  EXPECT_NE(fake::copies[0].src, (const void *)h.data());
  EXPECT_EQ(memcmp(fake::copies[0].dst, h.data(), h.size()), 0);
  EXPECT_EQ(fake::assoc.count(st.__host), 1u);
  __approxrt_data_in_end(&st);
}

TEST_F(Data, InBeginPresentOrHostDeviceDoesNothing) {
  std::vector<float> h(8);
  fake::present[h.data()] = 1;
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "r", "p", 0, h.data(), 32, h.data(), 8, 4, 4, keep_even, nullptr, 1, nullptr, 0);
  EXPECT_EQ(st.__active, 0);
  EXPECT_EQ(st.__shift, 0); // the construct maps the user's range (the present copy)
  EXPECT_TRUE(fake::copies.empty());
  fake::present.clear();
  __approxrt_data_in_begin(&st, "r", "p", fake::num_devices, h.data(), 32, h.data(), 8, 4, 4,
                           keep_even, nullptr, 1, nullptr, 0);
  EXPECT_EQ(st.__active, 0);
  __approxrt_data_in_begin(&st, "r", "p", 0, h.data(), 0, h.data(), 0, 4, 4, keep_even, nullptr, 1, nullptr, 0);
  EXPECT_EQ(st.__active, 0);
  EXPECT_TRUE(fake::allocs.empty());
  __approxrt_data_in_end(&st); // no-op
}

TEST_F(Data, InBeginErrorsNameRegionAndItem) {
  std::vector<float> h(64);
  fake::fail_alloc_above = 100;
  __approxrt_data_in st;
  EXPECT_EXIT(__approxrt_data_in_begin(&st, "blur", "img", 1, h.data(), 256, h.data(), 16, 16, 16,
                                       keep_even, nullptr, 1, nullptr, 0),
              ExitedWithCode(1),
              "approx: error: region 'blur': cannot allocate 256 bytes on device 1\n");
  fake::fail_alloc_above = -1;
  EXPECT_EXIT(__approxrt_data_in_begin(&st, "blur", "img", 0, h.data(), 64, h.data(), 16, 16, 16,
                                       keep_even, nullptr, 1, nullptr, 0),
              ExitedWithCode(1),
              "approx: error: region 'blur': in-item 'img' \\(16 rows, 256 bytes from .*\\) lies "
              "outside what the construct maps of it \\(64 bytes from .*\\)");
  EXPECT_EXIT(__approxrt_data_in_begin(&st, "blur", "img", 0, nullptr, 64, nullptr, 4, 16, 16,
                                       keep_even, nullptr, 1, nullptr, 0),
              ExitedWithCode(1), "approx: error: region 'blur': in-item 'img' is a null pointer");
  EXPECT_EXIT(__approxrt_data_in_begin(&st, "blur", "img", 0, h.data(), 256, h.data(), -1, 16, 16,
                                       keep_even, nullptr, 1, nullptr, 0),
              ExitedWithCode(1), "approx: error: region 'blur': in-item 'img' has a negative size");
  EXPECT_EXIT(__approxrt_data_alloc("blur", "img", -5), ExitedWithCode(1),
              "approx: error: region 'blur': item 'img': negative size \\(-5 bytes\\)");
}

TEST_F(Data, InBeginRecordsBytes) {
  __approxrt_set_recording(1);
  std::vector<float> h(40);
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "bytes", "p", 0, h.data(), 160, h.data(), 10, 16, 16, keep_even,
                           nullptr, 1, nullptr, 0);
  __approxrt_data_in_end(&st);
  // Without the row numbers (the device computes them from the plan).
  __approxrt_data_in_begin(&st, "plain", "p", 0, h.data(), 160, h.data(), 10, 16, 16, keep_even,
                           nullptr, 0, nullptr, 0);
  EXPECT_EQ(st.__dtable, nullptr);
  EXPECT_EQ(((const float *)st.__drows)[4], h[8]);
  __approxrt_data_in_end(&st);
  std::string r = reportText();
  // 5 kept rows of 16 bytes + a 5-entry table = 120 moved of 160.
  EXPECT_NE(r.find("\"bytes_transferred\": 120, \"bytes_saved\": 40"), std::string::npos) << r;
  EXPECT_NE(r.find("\"bytes_transferred\": 80, \"bytes_saved\": 80"), std::string::npos) << r;
}

TEST_F(Data, StagingAndPrecisionBuffersAreReused) {
  std::vector<float> h(64);
  __approxrt_data_in a, b;
  __approxrt_data_in_begin(&a, "r", "p", 1, h.data(), 256, h.data(), 16, 16, 16, keep_even,
                           nullptr, 0, nullptr, 0);
  void *stage = a.__dstage;
  ASSERT_NE(stage, nullptr);
  // While a holds the cached staging buffer, b gets one of its own.
  __approxrt_data_in_begin(&b, "r", "q", 1, h.data() + 0, 0, h.data(), 0, 16, 16, keep_even,
                           nullptr, 0, nullptr, 0);
  std::vector<float> h2(64);
  __approxrt_data_in_begin(&b, "r", "q", 1, h2.data(), 256, h2.data(), 16, 16, 16, keep_even,
                           nullptr, 0, nullptr, 0);
  EXPECT_NE(b.__dstage, stage);
  __approxrt_data_in_end(&b);
  __approxrt_data_in_end(&a);
  size_t allocs = fake::allocs.size();
  void *dbuf = a.__dbuf;
  __approxrt_data_in_begin(&a, "r", "p", 1, h.data(), 256, h.data(), 16, 16, 16, keep_even,
                           nullptr, 0, nullptr, 0);
  EXPECT_EQ(a.__dstage, stage); // the staging and the range's buffers are reused
  EXPECT_EQ(a.__dbuf, dbuf);
  EXPECT_EQ(fake::allocs.size(), allocs);
  __approxrt_data_in_end(&a);

  static const char label[] = "prec";
  int s1, s2, s3;
  void *p1 = __approxrt_data_hbuf(label, 0, 100, -1, &s1);
  void *p2 = __approxrt_data_hbuf(label, 0, 100, -1, &s2); // busy: a fresh one
  EXPECT_NE(p1, p2);
  EXPECT_LT(s2, 0);
  __approxrt_data_hbuf_put(p2, s2);
  __approxrt_data_hbuf_put(p1, s1);
  void *p3 = __approxrt_data_hbuf(label, 0, 80, -1, &s3);
  EXPECT_EQ(p3, p1);
  __approxrt_data_hbuf_put(p3, s3);
}

// ---- reduced-precision transfers (data_prec.c) ----------------------------

// n > 2 chunks (1 Mi elements each), not a multiple of 8: pipelined, with
// tails; values exact in half and bf16, so widening restores them.
std::vector<float> prec_values(long long n) {
  std::vector<float> v((size_t)n);
  for (long long i = 0; i < n; ++i)
    v[(size_t)i] = (float)(i % 251) * 0.5f - 60.0f; // exact in bf16 too
  return v;
}

// The copies the runtime made: in order, from `from` to `to`, chunks that
// tile [0, bytes) of the copy exactly.
void expect_tiled(const void *to, const void *from, long long bytes, size_t min_chunks) {
  ASSERT_GE(fake::copies.size(), min_chunks);
  long long off = 0;
  for (const fake::Copy &c : fake::copies) {
    EXPECT_EQ((const char *)c.dst, (const char *)to + off);
    EXPECT_EQ((const char *)c.src, (const char *)from + off);
    off += (long long)c.n;
  }
  EXPECT_EQ(off, bytes);
}

// APPROX_PREC_CHUNK: the overlapped path's chunk (elements); unset: four
// chunks from 8 MiB on, one piece below.
struct ChunkEnv {
  explicit ChunkEnv(const char *v) { setenv("APPROX_PREC_CHUNK", v, 1); }
  ~ChunkEnv() { unsetenv("APPROX_PREC_CHUNK"); }
};

// A reduced host copy from the runtime's own cache entry
// (__approxrt_data_hbuf_pipe), as lowered code takes it: only such a copy
// is moved by the runtime; any other buffer is mapped by the construct.
class PipeCopy {
public:
  explicit PipeCopy(long long n) : N(n) {
    P = (uint16_t *)__approxrt_data_hbuf_pipe("unit-pipe", 0, 2 * n, -1, &Slot);
  }
  ~PipeCopy() { __approxrt_data_hbuf_put(P, Slot); }
  PipeCopy(const PipeCopy &) = delete;
  PipeCopy &operator=(const PipeCopy &) = delete;
  uint16_t *data() { return P; }
  std::vector<uint16_t> vec() const { return std::vector<uint16_t>(P, P + N); }
  void fill(uint16_t v) { std::fill(P, P + N, v); }

private:
  long long N;
  uint16_t *P;
  int Slot = -1;
};

TEST_F(Data, PrecisionCopyOutsideTheCacheIsMappedByTheConstruct) {
  // A copy that is not the runtime's cache entry (another thread holds it,
  // or code lowered by an older plugin): narrowed in place, nothing moved
  // or associated, so nothing has to be disassociated (LLVM 19's
  // omp_target_disassociate_ptr writes into freed memory).
  const long long n = 1000;
  std::vector<float> src = prec_values(n), dst((size_t)n);
  std::vector<uint16_t> host((size_t)n), want((size_t)n);
  __approxrt_data_narrow_f32(want.data(), __APPROX_PREC_HALF, src.data(), n);
  __approxrt_prec st;
  __approxrt_prec_begin(&st, "p", 4, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  EXPECT_EQ(st.__active, 0);
  EXPECT_EQ(host, want);
  EXPECT_TRUE(fake::copies.empty());
  EXPECT_TRUE(fake::assoc.empty());
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, dst.data(), 1);
  EXPECT_EQ(dst, src);
  EXPECT_EQ(fake::n_disassociate, 0);
}

TEST_F(Data, PrecisionInSendsChunksAndAssociates) {
  const long long n = 3 * (1LL << 20) + 5;
  std::vector<float> src = prec_values(n);
  PipeCopy host(n);
  std::vector<uint16_t> want((size_t)n);
  __approxrt_data_narrow_f32(want.data(), __APPROX_PREC_HALF, src.data(), n);
  __approxrt_prec st;
  // By default, below 8 MiB: narrowed, then sent in one copy.
  __approxrt_prec_begin(&st, "p", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  EXPECT_EQ(host.vec(), want);
  expect_tiled(st.__dbuf, host.data(), 2 * n, 1);
  EXPECT_EQ(fake::copies.size(), 1u);
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, nullptr, 0);
  fake::copies.clear();
  host.fill(0);
  ChunkEnv chunks("1048576");
  __approxrt_prec_begin(&st, "p", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(host.vec(), want); // the host copy is the narrowed item
  // Four chunks, in order, host -> device 1, into the associated buffer.
  expect_tiled(st.__dbuf, host.data(), 2 * n, 4);
  for (const fake::Copy &c : fake::copies) {
    EXPECT_EQ(c.dst_dev, 1);
    EXPECT_EQ(c.src_dev, omp_get_initial_device());
  }
  ASSERT_EQ(fake::assoc.count(host.data()), 1u);
  EXPECT_EQ(fake::assoc[host.data()].first, st.__dbuf);
  EXPECT_EQ(fake::assoc[host.data()].second, (size_t)(2 * n));
  EXPECT_EQ(memcmp(st.__dbuf, want.data(), 2 * n), 0);
  void *dbuf = st.__dbuf;
  fake::copies.clear();
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, nullptr, 0); // an in-item: nothing comes back
  EXPECT_TRUE(fake::copies.empty());
  EXPECT_EQ(fake::assoc.count(host.data()), 1u); // kept for the next execution
  // The next execution reuses the device buffer.
  size_t allocs = fake::allocs.size();
  __approxrt_prec_begin(&st, "p", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  EXPECT_EQ(st.__dbuf, dbuf);
  EXPECT_EQ(fake::allocs.size(), allocs);
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, nullptr, 0);
}

TEST_F(Data, PrecisionLargeItemGoesInFourChunksByDefault) {
  if (sysconf(_SC_NPROCESSORS_ONLN) < 2)
    GTEST_SKIP() << "one CPU: no workers to overlap with";
  // 8 MiB of half and more: four chunks each way, without APPROX_PREC_CHUNK
  // (chunk = ceil(n / 4) rounded up to 8 elements).
  const long long n = 4 * (1LL << 20) + 3;
  std::vector<float> src = prec_values(n), dst((size_t)n);
  PipeCopy host(n);
  std::vector<uint16_t> want((size_t)n);
  __approxrt_data_narrow_f32(want.data(), __APPROX_PREC_HALF, src.data(), n);
  __approxrt_prec st;
  __approxrt_prec_begin(&st, "p", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(host.vec(), want);
  ASSERT_EQ(fake::copies.size(), 4u);
  EXPECT_EQ(fake::copies[0].n, 2u * 1048584);
  EXPECT_EQ(fake::copies[3].n, 2u * (n - 3 * 1048584));
  expect_tiled(st.__dbuf, host.data(), 2 * n, 4);
  fake::copies.clear();
  void *dbuf = st.__dbuf;
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, dst.data(), 1); // tofrom
  expect_tiled(host.data(), dbuf, 2 * n, 4);
  EXPECT_EQ(dst, src);
  // APPROX_PREC_CHUNK=0: one piece each way.
  ChunkEnv none("0");
  fake::copies.clear();
  __approxrt_prec_begin(&st, "p", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  EXPECT_EQ(fake::copies.size(), 1u);
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, nullptr, 0);
}

TEST_F(Data, PrecisionOutBringsChunksBackAndWidens) {
  const long long n = 2 * (1LL << 20) + 13;
  std::vector<float> vals = prec_values(n), dst((size_t)n, -1.0f);
  PipeCopy host(n);
  __approxrt_prec st;
  ChunkEnv chunks("1048576");
  // An out-item mapped 'from': nothing narrowed, nothing sent.
  __approxrt_prec_begin(&st, "p", 1, 1, 1, host.data(), 2, __APPROX_PREC_BF16, nullptr, n, 0);
  ASSERT_EQ(st.__active, 1);
  EXPECT_TRUE(fake::copies.empty());
  // "The construct" writes the device buffer.
  __approxrt_data_narrow_f32(st.__dbuf, __APPROX_PREC_BF16, vals.data(), n);
  void *dbuf = st.__dbuf;
  __approxrt_prec_end(&st, __APPROX_PREC_BF16, dst.data(), 1);
  expect_tiled(host.data(), dbuf, 2 * n, 3);
  EXPECT_EQ(dst, vals);
  EXPECT_EQ(fake::assoc.count(host.data()), 1u); // kept for the next execution
}

TEST_F(Data, PrecisionSmallItemIsOneCopyEachWay) {
  std::vector<float> src = prec_values(1000), dst(1000);
  PipeCopy host(1000);
  __approxrt_prec st;
  __approxrt_prec_begin(&st, "p", 2, 0, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), 1000, 1);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].n, 2000u);
  fake::copies.clear();
  // tofrom: the same copy comes back and is widened.
  __approxrt_prec_end(&st, __APPROX_PREC_HALF, dst.data(), 1);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].dst, host.data());
  EXPECT_EQ(dst, src);
}

TEST_F(Data, PrecisionOnTheHostOnlyConverts) {
  const long long n = 3 * (1LL << 20);
  std::vector<float> src = prec_values(n), dst((size_t)n);
  PipeCopy host(n);
  __approxrt_prec st;
  // if(false) on the construct, the host as device, no such device, and a
  // copy already present: no transfer, no association; the construct
  // maps (or reads) the host copy itself.
  for (std::pair<int, int> on_dev : {std::pair<int, int>{0, 1}, {1, 2}, {1, 7}, {1, -3}}) {
    __approxrt_prec_begin(&st, "p", 3, on_dev.second, on_dev.first, host.data(), 2, __APPROX_PREC_HALF,
                          src.data(), n, 1);
    EXPECT_EQ(st.__active, 0);
    EXPECT_TRUE(fake::copies.empty());
    EXPECT_TRUE(fake::assoc.empty());
    std::fill(dst.begin(), dst.end(), 0.0f);
    __approxrt_prec_end(&st, __APPROX_PREC_HALF, dst.data(), 1);
    EXPECT_EQ(dst, src);
  }
  fake::present[host.data()] = 1;
  __approxrt_prec_begin(&st, "p", 3, 1, 1, host.data(), 2, __APPROX_PREC_HALF, src.data(), n, 1);
  EXPECT_EQ(st.__active, 0);
  EXPECT_TRUE(fake::copies.empty());
}

TEST_F(Data, PrecisionTransferErrorsNameRegionAndItem) {
  const long long n = 3 * (1LL << 20);
  std::vector<float> src = prec_values(n);
  PipeCopy host(n);
  __approxrt_prec st;
  ChunkEnv chunks("1048576");
  fake::fail_copy = true;
  EXPECT_EXIT(__approxrt_prec_begin(&st, "blur", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF,
                                    src.data(), n, 1),
              ExitedWithCode(1),
              "region 'blur': precision item 0: copying 2097152 bytes to device 1 failed");
  EXPECT_EXIT(__approxrt_prec_begin(&st, "blur", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF,
                                    src.data(), 100, 1),
              ExitedWithCode(1), "region 'blur': precision item 0: copying 200 bytes to device 1");
  fake::fail_copy = false;
  for (std::pair<const char *, const char *> bad :
       {std::pair<const char *, const char *>{"1000", "out of range"},
        {"9223372036854775806", "out of range"},
        {"1099511627777", "out of range"},
        {"99999999999999999999", "out of range"},
        {"12x", "not an unsigned integer"},
        {"-5", "not an unsigned integer"}}) {
    ChunkEnv env(bad.first);
    EXPECT_EXIT(__approxrt_prec_begin(&st, "blur", 0, 1, 1, host.data(), 2, __APPROX_PREC_HALF,
                                      src.data(), n, 1),
                ExitedWithCode(1),
                std::string("APPROX_PREC_CHUNK=") + bad.first + ": " + bad.second +
                    " \\(expected 0 for no overlap, or 65536..1099511627776 elements\\)");
  }
  fake::fail_alloc_above = 100;
  EXPECT_EXIT(__approxrt_prec_begin(&st, "blur", 5, 1, 1, host.data(), 2, __APPROX_PREC_HALF,
                                    src.data(), 100, 1),
              ExitedWithCode(1), "region 'blur': cannot allocate 200 bytes on device 1");
}

// ---- conversions -----------------------------------------------------------

float bits(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
uint32_t ubits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

// Exact value of a finite half bit pattern (independent of the runtime).
double half_value(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? std::ldexp((double)m, -24) : std::ldexp(1024.0 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}

// Round-to-nearest-even to half by search over the positive half values.
uint16_t ref_half(float f) {
  if (std::isnan(f))
    return 0x7e00;
  uint16_t sign = std::signbit(f) ? 0x8000 : 0;
  double a = std::fabs((double)f);
  if (a >= 65520.0)
    return sign | 0x7c00;
  uint16_t lo = 0, hi = 0x7bff; // largest finite half <= a
  while (lo < hi) {
    uint16_t mid = (uint16_t)((lo + hi + 1) / 2);
    if (half_value(mid) <= a)
      lo = mid;
    else
      hi = mid - 1;
  }
  if (half_value(lo) == a)
    return sign | lo;
  uint16_t up = lo + 1; // 0x7c00 (inf) when lo is the largest finite
  double dl = a - half_value(lo), du = (up == 0x7c00 ? 65536.0 : half_value(up)) - a;
  if (dl < du || (dl == du && (lo & 1) == 0))
    return sign | lo;
  return sign | up;
}

uint16_t ref_bf16(float f) {
  uint32_t u = ubits(f);
  if (std::isinf(f))
    return (uint16_t)(u >> 16);
  uint32_t t = u & 0xffff0000u;
  double a = (double)f, l = (double)bits(t), h = (double)bits(t + 0x10000u);
  double dl = std::fabs(a - l), dh = std::fabs(h - a);
  if (std::isinf(h) && !std::isinf(a))
    dh = std::fabs(std::ldexp(1.0, 128) - std::fabs(a)); // overflow to inf rounds like 2^128
  if (dl < dh || (dl == dh && ((t >> 16) & 1) == 0))
    return (uint16_t)(t >> 16);
  return (uint16_t)((t + 0x10000u) >> 16);
}

std::vector<float> samples() {
  std::vector<float> v = {0.0f,         -0.0f,       1.0f,         -1.0f,       65504.0f,
                          65519.99f,    65520.0f,    65536.0f,     1e30f,       -1e30f,
                          5.960464e-8f, 2.980232e-8f, 2.9802326e-8f, 6.1035156e-5f, 6.1e-5f,
                          1.0f / 3,     3.14159265f, 1e-45f,       INFINITY,    -INFINITY};
  for (uint32_t u = 0; u < 0x7f800000u; u += 0x1234f) // all binades, many mantissas
    v.push_back(bits(u)), v.push_back(-bits(u));
  for (uint32_t u = 0x33000000u; u < 0x38900000u; u += 0x1ff) // half subnormals densely
    v.push_back(bits(u));
  for (uint32_t k = 0; k < 2048; ++k) { // exact ties of half and bf16
    v.push_back(bits(0x3f800000u | (k << 13) | 0x1000u));
    v.push_back(bits(0x3f800000u | (k << 16) | 0x8000u));
  }
  return v;
}

TEST(DataConvert, HalfScalarIsRoundToNearestEven) {
  for (float f : samples())
    ASSERT_EQ(__approxrt_f32_to_half(f), ref_half(f)) << "f=" << f << " bits=" << std::hex
                                                       << ubits(f);
}

TEST(DataConvert, Bf16ScalarIsRoundToNearestEven) {
  for (float f : samples())
    ASSERT_EQ(__approxrt_f32_to_bf16(f), ref_bf16(f)) << "f=" << f << " bits=" << std::hex
                                                       << ubits(f);
}

// double -> bf16, rounded once (no double rounding through float).
uint16_t ref_bf16_d(double d) {
  if (std::isnan(d))
    return 0x7fc0;
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  double a = std::fabs(d);
  if (a == 0)
    return sign;
  int e = std::ilogb(a);
  double ulp = std::ldexp(1.0, (e < -126 ? -126 : e) - 7);
  double lo = std::floor(a / ulp) * ulp, hi = lo + ulp;
  double r = (a - lo < hi - a || (a - lo == hi - a && std::fmod(lo / ulp, 2) == 0)) ? lo : hi;
  if (r >= std::ldexp(1.0, 128))
    return sign | 0x7f80;
  return sign | (uint16_t)(ubits((float)r) >> 16);
}

TEST(DataConvert, Bf16FromDoubleRoundsOnce) {
  std::vector<double> v = {0.0, -0.0, 1.0, 3.0e38, 3.4e38, 1e300, -1e300, 1e-40, 1e-45, 1e-300};
  // 1 + 2^-8 + 2^-30 rounds up directly, but to even (down) through float.
  v.push_back(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30));
  v.push_back(1.0 + std::ldexp(1.0, -8));
  v.push_back(1.0 + std::ldexp(1.0, -8) - std::ldexp(1.0, -40));
  for (int i = 0; i < 200000; ++i)
    v.push_back(std::ldexp(1.0 + i * 1.37e-6, (i % 300) - 150) * ((i & 1) ? -1 : 1));
  for (double d : v)
    ASSERT_EQ(__approxrt_f64_to_bf16(d), ref_bf16_d(d)) << "d=" << d;
  EXPECT_NE(__approxrt_f64_to_bf16(v[10]), __approxrt_f32_to_bf16((float)v[10]));
}

TEST(DataConvert, WidenIsExactForEveryPattern) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    uint16_t x = (uint16_t)h;
    float w = __approxrt_half_to_f32(x);
    if (((x >> 10) & 31) == 31) {
      ASSERT_TRUE((x & 1023) ? std::isnan(w) : std::isinf(w));
      continue;
    }
    ASSERT_EQ((double)w, half_value(x)) << std::hex << h;
    ASSERT_EQ(__approxrt_f32_to_half(w), x); // round trip
    ASSERT_EQ(ubits(__approxrt_bf16_to_f32(x)), (uint32_t)h << 16);
  }
}

TEST(DataConvert, NaNStaysNaN) {
  EXPECT_TRUE(std::isnan(__approxrt_half_to_f32(__approxrt_f32_to_half(NAN))));
  EXPECT_TRUE(std::isnan(__approxrt_bf16_to_f32(__approxrt_f32_to_bf16(NAN))));
}

TEST(DataConvert, BulkEqualsScalarBothWays) {
  std::vector<float> s = samples();
  s.resize(3 * 1000003, 0.0f); // > 1M elements: threaded; odd length: tails
  for (size_t i = 100000; i < s.size(); ++i)
    s[i] = (float)(i % 9973) * 0.37f - 1000.0f;
  for (int kind : {__APPROX_PREC_HALF, __APPROX_PREC_BF16, __APPROX_PREC_FLOAT}) {
    size_t w = kind == __APPROX_PREC_FLOAT ? 4 : 2;
    std::vector<unsigned char> d(s.size() * w);
    __approxrt_data_narrow_f32(d.data(), kind, s.data(), (long long)s.size());
    std::vector<float> back(s.size());
    __approxrt_data_widen_f32(back.data(), kind, d.data(), (long long)s.size());
    for (size_t i = 0; i < s.size(); ++i) {
      uint16_t r;
      memcpy(&r, &d[i * w], 2);
      if (kind == __APPROX_PREC_FLOAT) {
        ASSERT_EQ(ubits(back[i]), ubits(s[i]));
        continue;
      }
      uint16_t want = kind == __APPROX_PREC_HALF ? __approxrt_f32_to_half(s[i])
                                               : __approxrt_f32_to_bf16(s[i]);
      if (std::isnan(s[i]))
        continue;
      ASSERT_EQ(r, want) << "kind " << kind << " i " << i << " f " << s[i];
      float wb = kind == __APPROX_PREC_HALF ? __approxrt_half_to_f32(r) : __approxrt_bf16_to_f32(r);
      ASSERT_EQ(ubits(back[i]), ubits(wb));
    }
  }
}

// ---- row_kernels.c --------------------------------------------------------

// The vectorised lerp of the output-rows host pass equals the generated
// reconstruction's (float)__approx_lerp(a, b, w) bit for bit, streamed or
// not, at every alignment of the output and with tails of every length.
TEST(RowKernels, LerpEqualsTheScalarFormulaBitForBit) {
  std::vector<float> a = samples(), b = samples();
  std::reverse(b.begin(), b.end());
  a.resize(4099, 3.0f);
  b.resize(4099, -7.25f);
  for (size_t i = 1000; i < a.size(); ++i) {
    a[i] = (float)(i % 977) * 0.013f - 5.0f;
    b[i] = (float)(i % 613) * -0.021f + 2.0f;
  }
  std::vector<float> out(a.size() + 16);
  for (double w : {0.25, 0.5, 0.75, 1.0 / 3.0, 0.999})
    for (int stream : {0, 1})
      for (size_t off : {0, 1, 3, 7})
        for (long long n : {0LL, 5LL, 8LL, 33LL, (long long)a.size() - 8}) {
          __approxrt_row_lerp_f32(out.data() + off, a.data(), b.data(), w, n, stream);
          __approxrt_row_fence();
          for (long long c = 0; c < n; ++c) {
            float want = (float)__approx_lerp((double)a[c], (double)b[c], w);
            if (std::isnan(want))
              ASSERT_TRUE(std::isnan(out[off + c]));
            else
              ASSERT_EQ(ubits(out[off + c]), ubits(want))
                  << "w " << w << " stream " << stream << " off " << off << " c " << c;
          }
        }
}

TEST(RowKernels, StreamedCopyEqualsMemcpy) {
  std::vector<float> in(1031), out(1040, 0.0f);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = (float)i * 1.5f - 3.0f;
  for (size_t off : {0, 1, 5})
    for (int stream : {0, 1}) {
      std::fill(out.begin(), out.end(), 0.0f);
      __approxrt_row_copy_f32(out.data() + off, in.data(), (long long)in.size(), stream);
      __approxrt_row_fence();
      ASSERT_EQ(memcmp(out.data() + off, in.data(), in.size() * sizeof(float)), 0);
      ASSERT_EQ(out[off + in.size()], 0.0f); // nothing past the row
    }
}

// ---- precision(unorm16) (data_unorm.c) ------------------------------------

// The definition: the float product rounded to nearest even.
static uint16_t unorm_ref(float x) { return (uint16_t)std::nearbyint(x * 65535.0f); }

TEST(DataUnorm, NarrowRoundsToNearestCodeAndChecksTheRange) {
  std::vector<float> s;
  for (int q = 0; q <= 65535; ++q) // every code, and the midpoints around it
    for (float f : {(float)q / 65535.0f, ((float)q + 0.49f) / 65535.0f,
                    ((float)q - 0.49f) / 65535.0f, ((float)q + 0.5f) / 65535.0f,
                    std::nextafter(((float)q + 0.5f) / 65535.0f, 0.0f),
                    std::nextafter(((float)q + 0.5f) / 65535.0f, 1.0f)})
      if (f >= 0.0f && f <= 1.0f)
        s.push_back(f);
  s.push_back(-0.0f);
  s.resize(s.size() + 1000003, 0.25f); // > 1M elements: threaded, tails
  std::vector<unsigned short> d(s.size());
  ASSERT_EQ(__approxrt_data_narrow_unorm(d.data(), 16, s.data(), (long long)s.size()), -1);
  for (size_t i = 0; i < s.size(); ++i) {
    ASSERT_EQ(d[i], unorm_ref(s[i])) << "i " << i << " f " << s[i];
    // Independently: within 0.5 + 2^-8 code steps of the exact product.
    ASSERT_LE(std::fabs(d[i] - (double)s[i] * 65535.0), 0.5 + 1.0 / 256) << "i " << i;
  }
  EXPECT_EQ(d[0], 0);
  EXPECT_EQ(__approx_unorm16_to_f32(65535), 1.0f);
  EXPECT_EQ(__approx_unorm16_to_f32(0), 0.0f);
  // Every code comes back within half a step of what it encodes.
  for (int q = 0; q <= 65535; ++q)
    ASSERT_NEAR(__approx_unorm16_to_f32((unsigned short)q), q / 65535.0, 1e-7);
  // The first element outside [0, 1] is reported, whichever thread has it;
  // it and later ones are clamped.
  size_t late = s.size() - 5;
  s[late] = 1.0001f;
  s[late + 2] = -3.0f;
  EXPECT_EQ(__approxrt_data_narrow_unorm(d.data(), 16, s.data(), (long long)s.size()),
            (long long)late);
  EXPECT_EQ(d[late], 65535);
  EXPECT_EQ(d[late + 2], 0);
  s[17] = std::nanf("");
  EXPECT_EQ(__approxrt_data_narrow_unorm(d.data(), 16, s.data(), (long long)s.size()), 17);
  EXPECT_EQ(__approxrt_data_narrow_unorm(d.data(), 16, s.data(), 0), -1);
}

TEST(DataUnorm, Narrow8RoundsToNearestCodeAndChecksTheRange) {
  std::vector<float> s;
  for (int q = 0; q <= 255; ++q)
    for (float f : {(float)q / 255.0f, ((float)q + 0.49f) / 255.0f, ((float)q - 0.49f) / 255.0f,
                    ((float)q + 0.5f) / 255.0f})
      if (f >= 0.0f && f <= 1.0f)
        s.push_back(f);
  for (int k = 0; k < 1000003; ++k) // > 1M elements: threaded; odd length: tails
    s.push_back((float)(k % 1001) / 1000.0f);
  for (size_t off : {0, 1, 7, 9}) { // every alignment of the 16-byte stores
    std::vector<unsigned char> d(s.size() + off, 0xab);
    ASSERT_EQ(__approxrt_data_narrow_unorm(d.data() + off, 8, s.data(), (long long)s.size()), -1);
    for (size_t i = 0; i < s.size(); ++i) {
      ASSERT_EQ(d[off + i], (unsigned char)std::nearbyint(s[i] * 255.0f)) << "i " << i;
      ASSERT_LE(std::fabs(d[off + i] - (double)s[i] * 255.0), 0.5 + 1.0 / 256) << "i " << i;
    }
    for (size_t i = 0; i < off; ++i)
      ASSERT_EQ(d[i], 0xab); // nothing written before dst
  }
  EXPECT_EQ(__approx_unorm8_to_f32(255), 1.0f);
  EXPECT_EQ(__approx_unorm8_to_f32(0), 0.0f);
  std::vector<unsigned char> d(s.size());
  s[s.size() - 3] = -0.5f;
  EXPECT_EQ(__approxrt_data_narrow_unorm(d.data(), 8, s.data(), (long long)s.size()),
            (long long)s.size() - 3);
  EXPECT_EQ(d[s.size() - 3], 0);
  EXPECT_EXIT(__approxrt_data_narrow_unorm(d.data(), 12, s.data(), 4), ExitedWithCode(1),
              "unorm conversion of 12 bits: expected 8 or 16");
}

TEST_F(Data, Unorm8BeginSendsOneBytePerElement) {
  __approxrt_set_recording(1);
  std::vector<float> h(40);
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = (float)i / 39.0f;
  __approxrt_unorm st;
  __approxrt_unorm_begin(&st, "u8", "img", 1, 8, 1, 1, h.data(), 160, h.data(), 40);
  ASSERT_EQ(st.__active, 1);
  ASSERT_EQ(fake::copies.size(), 1u);
  EXPECT_EQ(fake::copies[0].n, 40u);
  for (int i = 0; i < 40; ++i)
    EXPECT_EQ(((unsigned char *)st.__dsrc)[i], (unsigned char)std::nearbyint(h[i] * 255.0f));
  EXPECT_EQ(st.__dwide, (float *)fake::assoc[st.__host].first);
  __approxrt_unorm_end(&st);
  std::string r = reportText();
  EXPECT_NE(r.find("\"bytes_transferred\": 40, \"bytes_saved\": 120"), std::string::npos) << r;
}

TEST_F(Data, UnormBeginSendsCodesAndAssociatesTheFloatRange) {
  __approxrt_set_recording(1);
  // Map range: 3 prefix floats, 10 item floats, 2 suffix floats.
  std::vector<float> h(15);
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = (float)i / 20.0f;
  __approxrt_unorm st;
  __approxrt_unorm_begin(&st, "u", "img", 0, 16, 1, 1, h.data(), 60, h.data() + 3, 10);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(fake::assoc.count(h.data()), 0u); // a private key, not the user's range
  ASSERT_EQ(fake::assoc.count(st.__host), 1u);
  EXPECT_EQ((const char *)h.data() + st.__shift, (const char *)st.__host);
  EXPECT_EQ(fake::assoc[st.__host].second, 60u);
  float *dbuf = (float *)fake::assoc[st.__host].first;
  EXPECT_EQ(st.__dbuf, dbuf);
  EXPECT_EQ(st.__dwide, dbuf + 3);
  EXPECT_EQ(st.__n, 10);
  // One copy of the codes (20 bytes), prefix and suffix as they are.
  ASSERT_EQ(fake::copies.size(), 3u);
  EXPECT_EQ(fake::copies[0].n, 20u);
  EXPECT_EQ(fake::copies[0].dst, st.__dsrc);
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(((unsigned short *)st.__dsrc)[i], unorm_ref(h[3 + i]));
  EXPECT_EQ(fake::copies[1].n, 12u);
  EXPECT_EQ(fake::copies[2].n, 8u);
  for (int i : {0, 1, 2, 13, 14})
    EXPECT_EQ(dbuf[i], h[i]);
  __approxrt_unorm_end(&st);
  EXPECT_EQ(st.__active, 0);
  EXPECT_EQ(fake::n_disassociate, 0); // the key stays associated, for the next execution
  EXPECT_EQ(fake::assoc.count(h.data()), 0u);
  // 20 bytes of codes + 20 of prefix/suffix moved, 20 saved
  std::string r = reportText();
  EXPECT_NE(r.find("\"bytes_transferred\": 40, \"bytes_saved\": 20"), std::string::npos) << r;
}

TEST_F(Data, UnormBeginOffPresentOrHostDeviceDoesNothing) {
  std::vector<float> h(8, 0.5f);
  __approxrt_unorm st;
  __approxrt_unorm_begin(&st, "u", "p", 0, 16, 0, 0, h.data(), 32, h.data(), 8); // if(false)
  EXPECT_EQ(st.__active, 0);
  fake::present[h.data()] = 1;
  __approxrt_unorm_begin(&st, "u", "p", 0, 16, 0, 1, h.data(), 32, h.data(), 8);
  EXPECT_EQ(st.__active, 0);
  fake::present.clear();
  __approxrt_unorm_begin(&st, "u", "p", 0, 16, fake::num_devices, 1, h.data(), 32, h.data(), 8);
  EXPECT_EQ(st.__active, 0);
  EXPECT_TRUE(fake::copies.empty());
  EXPECT_TRUE(fake::allocs.empty());
  __approxrt_unorm_end(&st); // no-op
}

TEST_F(Data, UnormBeginErrorsNameRegionItemAndValue) {
  std::vector<float> h(64, 0.5f);
  h[41] = 2.5f;
  __approxrt_unorm st;
  EXPECT_EXIT(__approxrt_unorm_begin(&st, "sobel", "in", 0, 16, 0, 1, h.data(), 256, h.data(), 64),
              ExitedWithCode(1),
              "approx: error: region 'sobel': precision\\(unorm16\\) in-item 'in': element 41 is "
              "2.5, outside \\[0, 1\\]\n");
  h[41] = 0.5f;
  EXPECT_EXIT(__approxrt_unorm_begin(&st, "sobel", "in", 0, 16, 0, 1, h.data(), 128, h.data(), 64),
              ExitedWithCode(1),
              "approx: error: region 'sobel': in-item 'in' \\(256 bytes from .*\\) lies outside "
              "what the construct maps of it \\(128 bytes from .*\\)");
  fake::fail_alloc_above = 64;
  EXPECT_EXIT(__approxrt_unorm_begin(&st, "sobel", "in", 0, 16, 0, 1, h.data(), 256, h.data(), 64),
              ExitedWithCode(1), "approx: error: region 'sobel': cannot allocate .* bytes on "
                                 "device 0\n");
  fake::fail_alloc_above = -1;
  fake::fail_copy = true;
  EXPECT_EXIT(__approxrt_unorm_begin(&st, "sobel", "in", 0, 16, 0, 1, h.data(), 256, h.data(), 64),
              ExitedWithCode(1), "approx: error: region 'sobel': precision\\(unorm16\\) in-item "
                                 "'in': copying 128 bytes to device 0 failed\n");
}

} // namespace

// ---- several threads over one range (issue 15, defect 3) ------------------

TEST_F(Data, ExecutionsOverOneRangeHaveTheirOwnKeys) {
  // Two executions over the same input at once: each has its own device
  // copy at its own private key, complete on its own (before, the second
  // waited for and shared the first one's copy through a registry of the
  // user's ranges).
  std::vector<float> h(6 * 4, 1.0f);
  fake::user_ranges.push_back({h.data(), h.data() + h.size()});
  __approxrt_data_in a, b;
  __approxrt_data_in_begin(&a, "r", "p", 0, h.data(), (long long)(h.size() * 4), h.data(), 6, 16,
                           16, keep_even, nullptr, 0, nullptr, 0);
  __approxrt_data_in_begin(&b, "r2", "q", 0, h.data(), (long long)(h.size() * 4), h.data(), 6,
                           16, 16, keep_even, nullptr, 0, nullptr, 0);
  ASSERT_EQ(a.__active, 1);
  ASSERT_EQ(b.__active, 1);
  EXPECT_NE(a.__host, b.__host);
  EXPECT_NE(a.__dbuf, b.__dbuf);
  EXPECT_EQ(b.__nkept, 3);
  EXPECT_EQ(fake::assoc.size(), 2u);
  EXPECT_EQ(fake::user_assoc, 0);
  __approxrt_data_in_end(&a);
  EXPECT_EQ(fake::assoc.count(b.__host), 1u);
  __approxrt_data_in_end(&b);
  // Both keys keep their buffers (cached per region and item) for the
  // next executions; none was ever disassociated.
  EXPECT_EQ(fake::assoc.size(), 2u);
  EXPECT_EQ(fake::n_disassociate, 0);
  EXPECT_EQ(fake::user_assoc, 0);
}

TEST_F(Data, ManyThreadsBesideAPlainConstructOverTheSameRange) {
  // 8 threads x 200 executions of host perforation and unorm16 over one
  // input, while another thread maps that input again and again like a
  // plain `map(to: in[...])` (present, then not). No association is ever
  // refused, none is made at the user's range, and an execution that
  // finds the range present does nothing (the construct uses that copy).
  std::vector<float> shared(8 * 4, 0.5f);
  fake::user_ranges.push_back({shared.data(), shared.data() + shared.size()});
  const unsigned retired0 = __approxrt_keys_retired();
  std::atomic<bool> stop{false};
  std::thread plain([&] {
    while (!stop) {
      {
        std::lock_guard<std::mutex> g(fake::mu);
        fake::present[shared.data()] = 1;
      }
      usleep(50);
      {
        std::lock_guard<std::mutex> g(fake::mu);
        fake::present.erase(shared.data());
      }
      usleep(50);
    }
  });
  std::vector<std::thread> ts;
  std::atomic<int> active{0}, inactive{0}, bad{0};
  for (int t = 0; t < 8; ++t)
    ts.emplace_back([&, t] {
      float *h = shared.data();
      // 200 each, and on until both cases (present or not) were seen.
      for (int k = 0; k < 200 || ((!active || !inactive) && k < 1000000); ++k) {
        int a;
        if (t % 2) {
          __approxrt_unorm u;
          __approxrt_unorm_begin(&u, "u", "in", 0, 16, 0, 1, h, 8 * 4 * 4, h, 8 * 4);
          a = u.__active;
          bad += !u.__active && u.__shift != 0;
          __approxrt_unorm_end(&u);
        } else {
          __approxrt_data_in st;
          __approxrt_data_in_begin(&st, "r", "p", 0, h, 8 * 4 * 4, h, 8, 16, 16, keep_even,
                                   nullptr, 0, nullptr, 0);
          a = st.__active;
          bad += st.__active ? st.__nkept != 4 : st.__shift != 0;
          __approxrt_data_in_end(&st);
        }
        (a ? active : inactive) += 1;
      }
    });
  for (std::thread &t : ts)
    t.join();
  stop = true;
  plain.join();
  EXPECT_EQ(bad.load(), 0);
  EXPECT_GT(active.load(), 0);
  EXPECT_GT(inactive.load(), 0);
  EXPECT_EQ(fake::user_assoc, 0);
  // What is left associated is the cached keys' (at most 64), each with a
  // live buffer, and the retired ones; every disassociation ended an
  // association.
  EXPECT_TRUE(fake::no_key_names_freed_memory());
  EXPECT_LE(fake::assoc.size(), 64u + __approxrt_keys_retired() - retired0);
  EXPECT_EQ(fake::n_associate - fake::n_disassociate, (int)fake::assoc.size());
}

TEST_F(Data, KeysArePrivateReservedAndReused) {
  int s1, s2, s3;
  void *k1 = __approxrt_key_get("r", "p", 100, nullptr, -1, &s1);
  void *k2 = __approxrt_key_get("r", "p", 100, nullptr, -1, &s2);
  EXPECT_NE(k1, k2); // in use: never handed out twice
  __approxrt_key_put(k1, 100, s1, -1);
  void *k3 = __approxrt_key_get("r", "p", 50, nullptr, -1, &s3);
  EXPECT_EQ(k3, k1); // reused once free
  __approxrt_key_put(k3, 50, s3, -1);
  __approxrt_key_put(k2, 100, s2, -1);
  // Address space only: a key of 64 GiB costs no memory, and nothing may
  // read it (a host fallback that read the key would stop, not compute).
  int sb;
  void *big = __approxrt_key_get("r", "big", 64LL << 30, nullptr, -1, &sb);
  ASSERT_NE(big, nullptr);
  EXPECT_DEATH((void)*(volatile char *)big, "");
  __approxrt_key_put(big, 64LL << 30, sb, -1);
  // More keys in use than the cache holds: the others are one-shot.
  std::vector<std::pair<void *, int>> many;
  for (int i = 0; i < 80; ++i) {
    int sl;
    many.push_back({__approxrt_key_get("r", "m", 4096, nullptr, -1, &sl), sl});
  }
  std::sort(many.begin(), many.end());
  for (size_t i = 1; i < many.size(); ++i)
    EXPECT_NE(many[i].first, many[i - 1].first);
  for (auto &K : many)
    __approxrt_key_put(K.first, 4096, K.second, -1);
}

TEST_F(Data, PresentMeansMappedByTheProgramNotByUs) {
  std::vector<float> h(16), u(16);
  fake::present[u.data()] = 1; // an enclosing target data
  EXPECT_EQ(__approxrt_data_present(u.data(), 0), 1);
  EXPECT_EQ(__approxrt_data_present(h.data(), 0), 0);
  EXPECT_EQ(__approxrt_data_present(u.data(), fake::num_devices), 0); // the host itself
  __approxrt_data_in st;
  __approxrt_data_in_begin(&st, "r", "p", 0, h.data(), 64, h.data(), 4, 16, 16, keep_even,
                           nullptr, 0, nullptr, 0);
  ASSERT_EQ(st.__active, 1);
  EXPECT_EQ(__approxrt_data_present(h.data(), 0), 0); // ours is at a private key
  __approxrt_data_in_end(&st);
}

TEST_F(Data, NotAppliedWarnsOncePerSiteAndCounts) {
  __approxrt_set_recording(1);
  int once = 0;
  testing::internal::CaptureStderr();
  __approxrt_data_not_applied("r", "o", "precision(half)", 0, &once);
  __approxrt_data_not_applied("r", "o", "precision(half)", 0, &once);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(err, "approx: warning: region 'r': item 'o' is already present on device 0 (an "
                 "enclosing 'target data', or another thread's construct, maps it): "
                 "precision(half) cannot apply to its transfer; the region runs exactly on the "
                 "device copy (warned once)\n");
  EXPECT_NE(reportText().find("\"data_not_applied\": 2"), std::string::npos) << reportText();
}
