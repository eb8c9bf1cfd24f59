// report_test.cpp - unit tests of the region records and the APPROX_REPORT
// writer (openmp-runtime/report.c): aggregation, exact JSON output, label
// escaping, content-based label matching, locale independence, and a
// multi-threaded smoke test with exact totals.
#include <gtest/gtest.h>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <time.h>
#include <vector>

#include "ReportText.h"
#include "approxrt_internal.h"

#include <jansson.h>

namespace {

class Report : public ::testing::Test {
protected:
  void SetUp() override { __approxrt_reset_for_tests(); }
  void TearDown() override { __approxrt_reset_for_tests(); }
};

TEST_F(Report, Empty) { EXPECT_EQ(reportText(), "{\"regions\": []}\n"); }

TEST_F(Report, TwoRegionsExactOutput) {
  __approxrt_record_perfo("blur", 100, 50);
  __approxrt_record_time("blur", 0.5);
  __approxrt_record_perfo("tail", 10, 9);
  __approxrt_record_perfo("blur", 100, 50);
  __approxrt_record_time("blur", 0.25);
  __approxrt_record_bytes("blur", 4096, 1024);
  __approxrt_record_perfo("blur", 100, 50);
  __approxrt_record_bytes("blur", 4, 1);
  __approxrt_record_time("tail", 0.0123);
  EXPECT_EQ(reportText(), "{\"regions\": [\n"
                          "  {\"label\": \"blur\", \"executions\": 3, \"total_iterations\": "
                          "300, \"kept_iterations\": 150, \"time_s\": 0.75, "
                          "\"bytes_transferred\": 4100, \"bytes_saved\": 1025},\n"
                          "  {\"label\": \"tail\", \"executions\": 1, \"total_iterations\": "
                          "10, \"kept_iterations\": 9, \"time_s\": 0.0123, "
                          "\"bytes_transferred\": 0, \"bytes_saved\": 0}\n"
                          "]}\n");
}

TEST_F(Report, TimeOnlyAndBytesOnlyRegionsAppearInFirstRecordedOrder) {
  __approxrt_record_time("t", 1.5);
  __approxrt_record_bytes("b", 8, 2);
  __approxrt_record_perfo("p", 1, 1);
  EXPECT_EQ(reportText(), "{\"regions\": [\n"
                          "  {\"label\": \"t\", \"executions\": 0, \"total_iterations\": 0, "
                          "\"kept_iterations\": 0, \"time_s\": 1.5, \"bytes_transferred\": "
                          "0, \"bytes_saved\": 0},\n"
                          "  {\"label\": \"b\", \"executions\": 0, \"total_iterations\": 0, "
                          "\"kept_iterations\": 0, \"time_s\": null, \"bytes_transferred\": 8, "
                          "\"bytes_saved\": 2},\n"
                          "  {\"label\": \"p\", \"executions\": 1, \"total_iterations\": 1, "
                          "\"kept_iterations\": 1, \"time_s\": null, \"bytes_transferred\": 0, "
                          "\"bytes_saved\": 0}\n"
                          "]}\n");
}

// time_s is null for a region no execution of which was timed (was 0,
// which claims a measurement), and 0 when one was timed at 0.
TEST_F(Report, UntimedIsNullTimedZeroIsZero) {
  __approxrt_record_perfo("untimed", 4, 2);
  __approxrt_record_perfo("zero", 4, 2);
  __approxrt_record_time("zero", 0.0);
  std::string r = reportText();
  EXPECT_NE(r.find("\"label\": \"untimed\", \"executions\": 1, \"total_iterations\": 4, "
                   "\"kept_iterations\": 2, \"time_s\": null,"),
            std::string::npos)
      << r;
  EXPECT_NE(r.find("\"label\": \"zero\", \"executions\": 1, \"total_iterations\": 4, "
                   "\"kept_iterations\": 2, \"time_s\": 0,"),
            std::string::npos)
      << r;
}

// The inline form's begin/end pair: the time between them on one thread;
// an end without a pending begin records nothing.
TEST_F(Report, InlineBeginEnd) {
  unsigned long long h = __approx_hash("inl");
  __approxrt_inline_end("inl", h);
  EXPECT_EQ(reportText(), "{\"regions\": []}\n");
  __approxrt_inline_begin(h);
  struct timespec ts = {0, 3 * 1000 * 1000};
  nanosleep(&ts, nullptr);
  __approxrt_inline_end("inl", h);
  __approxrt_inline_end("inl", h); // no longer pending
  std::string r = reportText();
  size_t at = r.find("\"time_s\": ");
  ASSERT_NE(at, std::string::npos) << r;
  double t = atof(r.c_str() + at + 10);
  EXPECT_GE(t, 0.0029) << r;
  EXPECT_LT(t, 1.0) << r;
  // Another thread's pending begin is not this thread's.
  std::thread([h] { __approxrt_inline_begin(h); }).join();
  __approxrt_inline_end("inl", h);
  EXPECT_EQ(reportText(), r);
}

// Device counts come back with their summed times in ns (-1: none timed).
// Only labels of the program count: this binary's are in rt_test.cpp.
TEST_F(Report, DeviceHashesWithTimes) {
  unsigned long long h[] = {__approx_hash("unit_tail"), __approx_hash("unit_blur")};
  long long e[] = {2, 3}, t[] = {20, 30}, k[] = {10, 15}, ns[] = {1500000000, -1};
  __approxrt_record_perfo_hashes(h, e, t, k, ns, 2);
  EXPECT_EQ(reportText(),
            "{\"regions\": [\n"
            "  {\"label\": \"unit_blur\", \"executions\": 3, \"total_iterations\": 30, "
            "\"kept_iterations\": 15, \"time_s\": null, \"bytes_transferred\": 0, "
            "\"bytes_saved\": 0},\n"
            "  {\"label\": \"unit_tail\", \"executions\": 2, \"total_iterations\": 20, "
            "\"kept_iterations\": 10, \"time_s\": 1.5, \"bytes_transferred\": 0, "
            "\"bytes_saved\": 0}\n"
            "]}\n");
}

TEST_F(Report, LabelsAreComparedByContent) {
  char a[] = "region:12", b[] = "region:12";
  ASSERT_NE((void *)a, (void *)b);
  __approxrt_record_perfo(a, 4, 2);
  __approxrt_record_perfo(b, 6, 3);
  a[0] = 'X'; // the runtime keeps its own copy
  std::string r = reportText();
  EXPECT_NE(r.find("{\"label\": \"region:12\", \"executions\": 2, "
                   "\"total_iterations\": 10, \"kept_iterations\": 5,"),
            std::string::npos)
      << r;
  EXPECT_EQ(r.find("Xegion"), std::string::npos);
}

TEST_F(Report, LabelsAreJsonEscaped) {
  __approxrt_record_perfo("q\"b\\s\n\t\x01\x7f \xc3\xa9/", 1, 1);
  std::string r = reportText();
  EXPECT_NE(r.find("{\"label\": \"q\\\"b\\\\s\\n\\t\\u0001\\u007f "
                   "\xc3\xa9/\", "),
            std::string::npos)
      << r;
  // And the whole report is valid JSON that reads back to the same label.
  json_error_t err;
  json_t *v = json_loadb(r.data(), r.size(), 0, &err);
  ASSERT_NE(v, nullptr) << err.text;
  ASSERT_EQ(json_object_size(v), 1u);
  json_t *regions = json_object_get(v, "regions");
  ASSERT_TRUE(json_is_array(regions));
  ASSERT_EQ(json_array_size(regions), 1u);
  EXPECT_EQ(std::string(json_string_value(json_object_get(json_array_get(regions, 0), "label"))),
            "q\"b\\s\n\t\x01\x7f \xc3\xa9/");
  json_decref(v);
}

TEST_F(Report, ManyRegionsKeepOrderAndTotals) {
  for (int round = 0; round < 3; ++round)
    for (int i = 0; i < 1000; ++i)
      __approxrt_record_perfo(("r" + std::to_string(i)).c_str(), i, i / 2);
  std::string r = reportText();
  json_error_t err;
  json_t *v = json_loadb(r.data(), r.size(), 0, &err);
  ASSERT_NE(v, nullptr) << err.text;
  json_t *regions = json_object_get(v, "regions");
  ASSERT_EQ(json_array_size(regions), 1000u);
  for (int i = 0; i < 1000; ++i) {
    json_t *o = json_array_get(regions, i);
    ASSERT_EQ(json_object_size(o), 7u);
    EXPECT_EQ(std::string(json_object_iter_key(json_object_iter(o))), "label");
    EXPECT_EQ(std::string(json_string_value(json_object_get(o, "label"))), "r" + std::to_string(i));
    EXPECT_EQ(json_number_value(json_object_get(o, "executions")), 3.0);
    EXPECT_EQ(json_number_value(json_object_get(o, "total_iterations")), 3.0 * i);
    EXPECT_EQ(json_number_value(json_object_get(o, "kept_iterations")), 3.0 * (i / 2));
  }
  json_decref(v);
}

TEST_F(Report, NothingIsRecordedWhileRecordingIsOff) {
  __approxrt_set_recording(0);
  __approxrt_record_perfo("blur", 1, 1);
  __approxrt_record_time("blur", 1);
  __approxrt_record_bytes("blur", 1, 1);
  EXPECT_EQ(reportText(), "{\"regions\": []}\n");
  __approxrt_set_recording(1);
  __approxrt_record_perfo("blur", 1, 1);
  EXPECT_NE(reportText(), "{\"regions\": []}\n");
}

TEST_F(Report, ClearRecords) {
  __approxrt_record_perfo("blur", 1, 1);
  __approxrt_clear_records();
  EXPECT_EQ(reportText(), "{\"regions\": []}\n");
  __approxrt_record_perfo("tail", 2, 1);
  EXPECT_NE(reportText().find("\"tail\", \"executions\": 1"), std::string::npos);
}

TEST_F(Report, NumbersIgnoreTheProgramLocale) {
  const char *locales[] = {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8",
                           "fr_FR.utf8"};
  std::string old = setlocale(LC_NUMERIC, nullptr);
  const char *got = nullptr;
  for (const char *l : locales)
    if ((got = setlocale(LC_NUMERIC, l)))
      break;
  if (!got) {
    // None installed: compile one into a private directory (glibc reads
    // LOCPATH on every setlocale call).
    std::string dir = ::testing::TempDir() + "approxrt_locale";
    std::string cmd = "localedef -i de_DE -f UTF-8 " + dir +
                      "/de_DE.UTF-8 >/dev/null 2>&1";
    if (system(("mkdir -p " + dir).c_str()) == 0 && system(cmd.c_str()) == 0) {
      setenv("LOCPATH", dir.c_str(), 1);
      got = setlocale(LC_NUMERIC, "de_DE.UTF-8");
      unsetenv("LOCPATH");
    }
  }
  if (!got)
    GTEST_SKIP() << "no locale with a decimal comma is available";
  char probe[16];
  snprintf(probe, sizeof probe, "%.1f", 0.5);
  __approxrt_record_time("blur", 0.5);
  std::string r = reportText();
  const char *text = "{\"x\": {\"value\": 0.25}}";
  __approx_cfg_entry *e;
  int n;
  char err[256];
  int rc =
      __approxrt_parse_config(text, strlen(text), nullptr, nullptr, -1, &e, &n, err, sizeof err);
  setlocale(LC_NUMERIC, old.c_str());
  EXPECT_STREQ(probe, "0,5"); // the locale really is in effect
  EXPECT_NE(r.find("\"time_s\": 0.5,"), std::string::npos) << r;
  ASSERT_EQ(rc, 0) << err;
  EXPECT_EQ(e[0].__value, 0.25);
  free(e);
}

TEST_F(Report, ThreadsRecordExactTotals) {
  const int kThreads = 8, kIters = 20000;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([t] {
      // Own copies of the labels: matching must go by content.
      std::string shared = "shared", mine = "thread" + std::to_string(t % 4);
      for (int i = 0; i < kIters; ++i) {
        __approxrt_record_perfo(shared.c_str(), 10, 7);
        __approxrt_record_time(shared.c_str(), 0.25);
        __approxrt_record_bytes(shared.c_str(), 3, 1);
        __approxrt_record_perfo(mine.c_str(), 1, 1);
      }
    });
  for (auto &th : threads)
    th.join();
  std::string r = reportText();
  const long long n = (long long)kThreads * kIters;
  char want[512];
  snprintf(want, sizeof want,
           "{\"label\": \"shared\", \"executions\": %lld, "
           "\"total_iterations\": %lld, \"kept_iterations\": %lld, "
           "\"time_s\": %lld, \"bytes_transferred\": %lld, "
           "\"bytes_saved\": %lld}",
           n, 10 * n, 7 * n, n / 4, 3 * n, n);
  EXPECT_NE(r.find(want), std::string::npos) << r;
  for (int t = 0; t < 4; ++t) {
    snprintf(want, sizeof want,
             "{\"label\": \"thread%d\", \"executions\": %lld, "
             "\"total_iterations\": %lld, \"kept_iterations\": %lld, ",
             t, 2LL * kIters, 2LL * kIters, 2LL * kIters);
    EXPECT_NE(r.find(want), std::string::npos) << want << "\n" << r;
  }
  json_error_t err;
  json_t *v = json_loadb(r.data(), r.size(), 0, &err);
  ASSERT_NE(v, nullptr) << err.text;
  EXPECT_EQ(json_array_size(json_object_get(v, "regions")), 5u);
  json_decref(v);
}

} // namespace
