// data_present_test.cpp - unit tests of the typed device copies of listed
// arrays that are already present on the device
// (openmp-runtime/data_prec_present.c), against data_test.cpp's fake
// libomptarget (device memory is host memory) and an omp_get_mapped_ptr
// of this file: begin finds the present copy, associates a cached buffer of
// the narrow type with a private key (never with the user's array), which
// keeps it for the next execution; end counts the conversions in the
// report; a section only partly present stops the program naming region
// and item.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "ReportText.h"
#include "approx_data_rt.h"
#include "approxrt_internal.h"

using ::testing::ExitedWithCode;

namespace fake { // data_test.cpp's fake libomptarget
extern std::vector<void *> allocs;
extern std::map<const void *, std::pair<void *, size_t>> assoc;
extern std::map<const void *, int> present;
extern int n_associate, n_disassociate;
extern std::mutex mu;
void reset();
} // namespace fake

namespace {
// Host range [begin, end) present at device address dev.
struct Mapping {
  const char *begin, *end;
  char *dev;
};
std::vector<Mapping> mappings;

// Maps host range [h, h + n) at device memory of its own; its first and
// last bytes count as present (the runtime checks those two).
char *mapRange(const void *h, size_t n) {
  char *d = static_cast<char *>(malloc(n));
  mappings.push_back({static_cast<const char *>(h), static_cast<const char *>(h) + n, d});
  fake::present[h] = 1;
  fake::present[static_cast<const char *>(h) + n - 1] = 1;
  return d;
}
} // namespace

extern "C" void *omp_get_mapped_ptr(const void *h, int) {
  std::lock_guard<std::mutex> g(fake::mu);
  const char *p = static_cast<const char *>(h);
  for (const Mapping &M : mappings)
    if (p >= M.begin && p < M.end)
      return M.dev + (p - M.begin);
  return nullptr;
}

namespace {

class DataPresent : public ::testing::Test {
protected:
  void SetUp() override {
    __approxrt_reset_for_tests();
    fake::reset();
  }
  void TearDown() override {
    for (Mapping &M : mappings)
      free(M.dev);
    mappings.clear();
    fake::reset();
    __approxrt_reset_for_tests();
  }
};

TEST_F(DataPresent, BeginAssociatesATypedBufferWithAKey) {
  __approxrt_set_recording(1);
  std::vector<double> a(16);
  char *dev = mapRange(&a[4], 8 * sizeof(double)); // a[4:8] present
  __approxrt_prec st;
  void *key =
      __approxrt_prec_present_begin(&st, "k", "a", 0, 0, &a[4], 8, sizeof(float), sizeof(double));
  EXPECT_EQ(st.__active, 2);
  EXPECT_EQ(st.__dsrc, dev);
  EXPECT_EQ(st.__host, key);
  // The key is not the user's memory, and it holds the typed buffer.
  EXPECT_TRUE((char *)key + 32 <= (char *)a.data() || (char *)key >= (char *)(a.data() + 16));
  ASSERT_EQ(fake::assoc.count(key), 1u);
  EXPECT_EQ(fake::assoc[key].first, st.__dbuf);
  EXPECT_EQ(fake::assoc[key].second, 8 * sizeof(float));
  void *dbuf = st.__dbuf;
  __approxrt_prec_present_end(&st, 1);
  EXPECT_EQ(st.__active, 0);
  // The key stays associated (libomptarget 19's disassociate writes into
  // freed memory): the next execution gets key and buffer again and calls
  // neither associate nor disassociate.
  EXPECT_EQ(fake::assoc.count(key), 1u);
  __approxrt_prec_present_begin(&st, "k", "a", 0, 0, &a[4], 8, sizeof(float), sizeof(double));
  EXPECT_EQ(st.__dbuf, dbuf);
  EXPECT_EQ(st.__host, key);
  __approxrt_prec_present_end(&st, 0);
  EXPECT_EQ(fake::n_associate, 1);
  EXPECT_EQ(fake::n_disassociate, 0);
  // Written: in and back (2 x 32 bytes); read-only: in (32).
  EXPECT_NE(reportText().find("\"label\": \"k\", \"executions\": 0, \"total_iterations\": 0, "
                              "\"kept_iterations\": 0, \"time_s\": null, \"bytes_transferred\": "
                              "0, \"bytes_saved\": 0, \"converted_on_device\": 3, "
                              "\"device_converted_bytes\": 96}"),
            std::string::npos)
      << reportText();
}

TEST_F(DataPresent, PartlyPresentSectionStopsTheProgram) {
  std::vector<double> a(16);
  mapRange(&a[0], 4 * sizeof(double)); // only a[0:4]
  __approxrt_prec st;
  EXPECT_EXIT(
      __approxrt_prec_present_begin(&st, "k", "a", 0, 0, &a[0], 8, sizeof(float), sizeof(double)),
      ExitedWithCode(1),
      "approx: error: region 'k': precision item 'a': only part of its 8 elements is "
      "present on device 0 \\(map the whole section with the enclosing 'target data'\\)");
}

} // namespace
