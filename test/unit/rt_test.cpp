// rt_test.cpp - unit tests of start-up and the rest of openmp-runtime/rt.c:
// APPROX_SEED syntax, the clock, the "approx_regions" section, and (as death
// tests, in a child process) what the environment variables do: fatal
// errors at start-up with their exact messages, the configuration table,
// and the report written at exit to a file or stderr.
#include <gtest/gtest.h>

#include <climits>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "approxrt_internal.h"

// This binary's own region labels, as the plugin emits them (one entry per
// region with its techniques, duplicates possible).
__attribute__((used, retain,
               section("approx_regions"))) static const __approx_label_t unit_label_1 = {
    "unit_blur", __APPROX_TECH_PERFO | __APPROX_TECH_RUNTIME};
__attribute__((used, retain,
               section("approx_regions"))) static const __approx_label_t unit_label_2 = {
    "unit_tail", __APPROX_TECH_PERFO | __APPROX_TECH_RUNTIME};
__attribute__((used, retain,
               section("approx_regions"))) static const __approx_label_t unit_label_3 = {
    "unit_blur", __APPROX_TECH_PRECISION | __APPROX_TECH_RUNTIME};

namespace {

using ::testing::ExitedWithCode;

TEST(Seed, Accepted) {
  struct {
    const char *text;
    unsigned long long value;
  } cases[] = {{"0", 0},
               {"42", 42},
               {"007", 7},
               {"0x2A", 42},
               {"0X2a", 42},
               {"0x0", 0},
               {"18446744073709551615", ULLONG_MAX},
               {"0xFFFFFFFFFFFFFFFF", ULLONG_MAX},
               {"0x00000000000000000001", 1}};
  for (const auto &c : cases) {
    unsigned long long v = 12345;
    EXPECT_EQ(__approxrt_parse_seed(c.text, &v), 0) << c.text;
    EXPECT_EQ(v, c.value) << c.text;
  }
}

TEST(Seed, Rejected) {
  for (const char *bad :
       {"", "abc", "-1", "+1", " 1", "1 ", "0x", "1.0", "0x1g", "1e3", "12a",
        "18446744073709551616", "99999999999999999999", "0x10000000000000000",
        "0b101"}) {
    unsigned long long v = 12345;
    EXPECT_NE(__approxrt_parse_seed(bad, &v), 0) << "'" << bad << "'";
    EXPECT_EQ(v, 12345u) << bad;
  }
  unsigned long long v;
  EXPECT_NE(__approxrt_parse_seed(nullptr, &v), 0);
}

// The one strict parser of numeric environment variables.
TEST(Number, Parse) {
  unsigned long long v = 7;
  EXPECT_EQ(__approxrt_parse_u64("65536", 0, &v), APPROXRT_NUM_OK);
  EXPECT_EQ(v, 65536u);
  EXPECT_EQ(__approxrt_parse_u64("18446744073709551615", 0, &v), APPROXRT_NUM_OK);
  EXPECT_EQ(v, ULLONG_MAX);
  EXPECT_EQ(__approxrt_parse_u64("0xFFff", 1, &v), APPROXRT_NUM_OK);
  EXPECT_EQ(v, 0xffffu);
  v = 7;
  for (const char *bad : {"", " 1", "1 ", "+1", "-1", "12x", "1e3", "0x10", "1.0", "\t1"})
    EXPECT_EQ(__approxrt_parse_u64(bad, 0, &v), APPROXRT_NUM_SYNTAX) << "'" << bad << "'";
  for (const char *bad : {"0x", "0x-1", "0x 1", "0x0x10", "0xg"})
    EXPECT_EQ(__approxrt_parse_u64(bad, 1, &v), APPROXRT_NUM_SYNTAX) << "'" << bad << "'";
  for (const char *big : {"18446744073709551616", "99999999999999999999999"})
    EXPECT_EQ(__approxrt_parse_u64(big, 0, &v), APPROXRT_NUM_RANGE) << big;
  EXPECT_EQ(__approxrt_parse_u64("0x10000000000000000", 1, &v), APPROXRT_NUM_RANGE);
  EXPECT_EQ(v, 7u);
}

TEST(Number, RangeAndMessages) {
  const __approxrt_num_spec spec = {0, 65536, 1ULL << 40, 1, "0, or 65536..2^40"};
  unsigned long long v = 7;
  char err[256];
  EXPECT_EQ(__approxrt_check_number("X", "0", &spec, &v, err, sizeof err), 0);
  EXPECT_EQ(v, 0u);
  EXPECT_EQ(__approxrt_check_number("X", "65536", &spec, &v, err, sizeof err), 0);
  EXPECT_EQ(v, 65536u);
  EXPECT_EQ(__approxrt_check_number("X", "1099511627776", &spec, &v, err, sizeof err), 0);
  EXPECT_EQ(v, 1ULL << 40);
  struct {
    const char *in, *msg;
  } bad[] = {
      {"65535", "X=65535: out of range (expected 0, or 65536..2^40)"},
      {"1099511627777", "X=1099511627777: out of range (expected 0, or 65536..2^40)"},
      {"9223372036854775806", "X=9223372036854775806: out of range (expected 0, or 65536..2^40)"},
      {"99999999999999999999999",
       "X=99999999999999999999999: out of range (expected 0, or 65536..2^40)"},
      {"65536x", "X=65536x: not an unsigned integer (expected 0, or 65536..2^40)"},
      {"-1", "X=-1: not an unsigned integer (expected 0, or 65536..2^40)"},
      {"1\n", "X=1\\x0a: not an unsigned integer (expected 0, or 65536..2^40)"},
  };
  for (const auto &b : bad) {
    v = 7;
    EXPECT_NE(__approxrt_check_number("X", b.in, &spec, &v, err, sizeof err), 0) << b.in;
    EXPECT_STREQ(err, b.msg);
    EXPECT_EQ(v, 7u);
  }
}

TEST(Clock, MonotonicSeconds) {
  double a = __approxrt_now();
  struct timespec ts = {0, 20 * 1000 * 1000};
  nanosleep(&ts, nullptr);
  double b = __approxrt_now();
  EXPECT_GE(b - a, 0.019);
  EXPECT_LT(b - a, 5.0);
  struct timespec mono;
  clock_gettime(CLOCK_MONOTONIC, &mono);
  EXPECT_NEAR(__approxrt_now(), mono.tv_sec + mono.tv_nsec * 1e-9, 1.0);
}

TEST(Labels, SectionIsReadAndDeduplicated) {
  const char **labels;
  unsigned long long *techs;
  int n = __approxrt_program_labels(&labels, &techs);
  ASSERT_EQ(n, 2);
  std::set<std::string> got(labels, labels + n);
  EXPECT_EQ(got, (std::set<std::string>{"unit_blur", "unit_tail"}));
  // A label shared by several regions has the union of their techniques.
  for (int i = 0; i < n; ++i)
    EXPECT_EQ(techs[i], __APPROX_TECH_PERFO | __APPROX_TECH_RUNTIME |
                            (strcmp(labels[i], "unit_blur") == 0 ? __APPROX_TECH_PRECISION : 0))
        << labels[i];
  free(labels);
  free(techs);
}

// A shared library's label section (registered by each of its translation
// units: approx_table.h) joins the program's, once, duplicates and null
// entries left out; the program's own code registers nothing (base.c reads
// its section). In a child: the registry is process-wide.
[[noreturn]] void addLibraryLabelsAndExit() {
  static const __approx_label_t Lib[] = {{"lib_a", __APPROX_TECH_PERFO},
                                         {"unit_blur", __APPROX_TECH_MEMO_IN},
                                         {nullptr, 0},
                                         {"lib_b", __APPROX_TECH_GROUP},
                                         {"lib_a", __APPROX_TECH_RECON}};
  __approxrt_add_labels_of(reinterpret_cast<const void *>(&__approxrt_program_labels));
  __approxrt_add_labels(Lib, Lib + 5);
  __approxrt_add_labels(Lib, Lib + 5); // a second TU of the library
  __approxrt_add_labels(Lib + 1, Lib + 1);
  const char **Labels;
  unsigned long long *Techs;
  int N = __approxrt_program_labels(&Labels, &Techs);
  std::set<std::string> Got(Labels, Labels + N);
  std::set<std::string> Want = {"unit_blur", "unit_tail", "lib_a", "lib_b"};
  bool Union = true;
  for (int I = 0; I < N; ++I)
    if (strcmp(Labels[I], "lib_a") == 0)
      Union &= Techs[I] == (__APPROX_TECH_PERFO | __APPROX_TECH_RECON);
    else if (strcmp(Labels[I], "unit_blur") == 0)
      Union &= Techs[I] == (__APPROX_TECH_PERFO | __APPROX_TECH_PRECISION | __APPROX_TECH_RUNTIME |
                            __APPROX_TECH_MEMO_IN);
  free(Labels);
  free(Techs);
  exit(N == 4 && Got == Want && Union ? 0 : 3);
}

TEST(Labels, LibrarySectionsJoinOnce) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(addLibraryLabelsAndExit(), ExitedWithCode(0), "");
}

TEST(Fatal, MessageAndExitCode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(__approxrt_fatal("x %d '%s'", 5, "y"), ExitedWithCode(1),
              "^approx: error: x 5 'y'\n$");
}

// A per-run temporary path. Threadsafe death tests re-execute this binary,
// so the run id is passed to those children through the environment.
std::string tempPath(const std::string &name) {
  const char *id = getenv("APPROXRT_UNITTEST_RUN");
  if (!id) {
    setenv("APPROXRT_UNITTEST_RUN", std::to_string(getpid()).c_str(), 1);
    id = getenv("APPROXRT_UNITTEST_RUN");
  }
  return ::testing::TempDir() + "approxrt_" + id + "_" + name;
}

std::string slurp(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool exists(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

// Start-up from the environment. Each case changes the environment and
// re-runs initialisation; the fatal ones do it in a death-test child.
class Env : public ::testing::Test {
protected:
  std::string cfg;
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    cfg = tempPath("cfg.json");
    clear();
  }
  void TearDown() override {
    clear();
    unlink(cfg.c_str());
    __approxrt_reset_for_tests();
  }
  static void clear() {
    unsetenv("APPROX_CONFIG");
    unsetenv("APPROX_REPORT");
    unsetenv("APPROX_SEED");
  }
  void writeCfg(const std::string &text) {
    std::ofstream(cfg, std::ios::binary) << text;
  }
  static void initWith(const char *var, const char *value) {
    setenv(var, value, 1);
    __approxrt_init_from_env();
  }
};

TEST_F(Env, NothingSet) {
  __approxrt_init_from_env();
  EXPECT_EQ(__approxrt_seed(), 0u);
  EXPECT_EQ(__approxrt_config_count(), 0);
  EXPECT_EQ(__approxrt_config_entries(), nullptr);
}

TEST_F(Env, EmptyVariablesCountAsUnset) {
  setenv("APPROX_SEED", "", 1);
  setenv("APPROX_CONFIG", "", 1);
  setenv("APPROX_REPORT", "", 1);
  __approxrt_init_from_env();
  EXPECT_EQ(__approxrt_seed(), 0u);
  EXPECT_EQ(__approxrt_config_count(), 0);
}

TEST_F(Env, Seed) {
  initWith("APPROX_SEED", "0xdeadBEEF");
  EXPECT_EQ(__approxrt_seed(), 0xdeadbeefULL);
  initWith("APPROX_SEED", "123");
  EXPECT_EQ(__approxrt_seed(), 123u);
}

TEST_F(Env, BadSeedIsFatal) {
  EXPECT_EXIT(initWith("APPROX_SEED", "abc"), ExitedWithCode(1),
              "^approx: error: APPROX_SEED=abc: not an unsigned integer "
              "\\(expected decimal or 0x-hex, 0..18446744073709551615\\)\n$");
  EXPECT_EXIT(initWith("APPROX_SEED", "-5"), ExitedWithCode(1),
              "APPROX_SEED=-5: not an unsigned integer");
  EXPECT_EXIT(initWith("APPROX_SEED", "18446744073709551616"), ExitedWithCode(1),
              "APPROX_SEED=18446744073709551616: out of range");
}

TEST_F(Env, ValidConfig) {
  writeCfg("{\"unit_blur\": {\"kind\": \"small\", \"value\": 3},\n"
           " \"unit_tail\": {\"enabled\": false}}");
  initWith("APPROX_CONFIG", cfg.c_str());
  ASSERT_EQ(__approxrt_config_count(), 2);
  const __approx_cfg_entry *e = __approxrt_config_entries();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e[0].__hash, __approx_hash("unit_blur"));
  EXPECT_EQ(e[0].__kind, __APPROX_PERFO_SMALL);
  EXPECT_EQ(e[0].__value, 3.0);
  EXPECT_EQ(e[1].__hash, __approx_hash("unit_tail"));
  EXPECT_EQ(e[1].__has_enabled, 1);
  EXPECT_EQ(e[1].__enabled, 0);
  // Unsetting it and initialising again drops the table.
  unsetenv("APPROX_CONFIG");
  __approxrt_init_from_env();
  EXPECT_EQ(__approxrt_config_count(), 0);
}

TEST_F(Env, BadValueIsFatal) {
  writeCfg("{\"unit_blur\": {\"kind\": \"large\", \"value\": 1}}");
  EXPECT_EXIT(initWith("APPROX_CONFIG", cfg.c_str()), ExitedWithCode(1),
              "^approx: error: APPROX_CONFIG '" + cfg +
                  "': label 'unit_blur': field 'value': must be an integer "
                  ">= 2 for kind 'large'\n$");
}

TEST_F(Env, UnknownLabelIsFatalAndListsTheProgramLabels) {
  writeCfg("{\"unit_blr\": {}}");
  EXPECT_EXIT(initWith("APPROX_CONFIG", cfg.c_str()), ExitedWithCode(1),
              "^approx: error: APPROX_CONFIG '" + cfg +
                  "': label 'unit_blr': not a label of this program \\(known "
                  "labels: 'unit_(blur|tail)', 'unit_(blur|tail)'\\); a label of a library the "
                  "program opens with "
                  "dlopen needs \"late\": true\n$");
}

TEST_F(Env, SyntaxErrorIsFatal) {
  writeCfg("{\n  \"unit_blur\": {\"chunk\": 32,,}\n}");
  EXPECT_EXIT(initWith("APPROX_CONFIG", cfg.c_str()), ExitedWithCode(1),
              "^approx: error: APPROX_CONFIG '" + cfg +
                  "': 2:29: string or '}' expected near ','\n$");
}

TEST_F(Env, MissingConfigIsFatal) {
  EXPECT_EXIT(initWith("APPROX_CONFIG", "/nonexistent/c.json"),
              ExitedWithCode(1),
              "^approx: error: APPROX_CONFIG '/nonexistent/c.json': cannot "
              "open file: No such file or directory\n$");
}

TEST_F(Env, UnwritableReportIsFatalAtStartup) {
  EXPECT_EXIT(initWith("APPROX_REPORT", "/nonexistent/r.json"),
              ExitedWithCode(1),
              "^approx: error: APPROX_REPORT '/nonexistent/r.json': cannot "
              "open for writing: No such file or directory\n$");
}

TEST_F(Env, ReportPathCheckLeavesNoFile) {
  std::string rep = tempPath("nofile.json");
  unlink(rep.c_str());
  initWith("APPROX_REPORT", rep.c_str());
  EXPECT_FALSE(exists(rep));
  __approxrt_reset_for_tests(); // so this process writes nothing at exit
}

TEST_F(Env, ReportWrittenToFileAtExit) {
  std::string rep = tempPath("report.json");
  unlink(rep.c_str());
  EXPECT_EXIT(
      {
        initWith("APPROX_REPORT", rep.c_str());
        __approxrt_record_perfo("unit_blur", 64, 16);
        __approxrt_record_perfo("unit_blur", 64, 16);
        __approxrt_record_time("unit_tail", 0.125);
        exit(0);
      },
      ExitedWithCode(0), "^$");
  EXPECT_EQ(slurp(rep),
            "{\"regions\": [\n"
            "  {\"label\": \"unit_blur\", \"executions\": 2, "
            "\"total_iterations\": 128, \"kept_iterations\": 32, "
            "\"time_s\": null, \"bytes_transferred\": 0, \"bytes_saved\": 0},\n"
            "  {\"label\": \"unit_tail\", \"executions\": 0, "
            "\"total_iterations\": 0, \"kept_iterations\": 0, "
            "\"time_s\": 0.125, \"bytes_transferred\": 0, "
            "\"bytes_saved\": 0}\n"
            "]}\n");
  unlink(rep.c_str());
}

TEST_F(Env, ReportToStderrAtExit) {
  for (const char *v : {"1", "stderr"})
    EXPECT_EXIT(
        {
          initWith("APPROX_REPORT", v);
          __approxrt_record_perfo("unit_blur", 8, 4);
          exit(0);
        },
        ExitedWithCode(0),
        "^\\{\"regions\": \\[\n  \\{\"label\": \"unit_blur\", "
        "\"executions\": 1, \"total_iterations\": 8, \"kept_iterations\": 4, "
        "\"time_s\": null, \"bytes_transferred\": 0, \"bytes_saved\": 0\\}\n"
        "\\]\\}\n$")
        << v;
}

TEST_F(Env, NoReportWithoutTheVariableOrWithZero) {
  for (const char *v : {(const char *)"0", (const char *)nullptr})
    EXPECT_EXIT(
        {
          if (v)
            setenv("APPROX_REPORT", v, 1);
          __approxrt_init_from_env();
          __approxrt_record_perfo("unit_blur", 8, 4);
          exit(0);
        },
        ExitedWithCode(0), "^$");
}

TEST_F(Env, ReportFileThatVanishesIsAnErrorAtExit) {
  std::string dir = tempPath("dir");
  mkdir(dir.c_str(), 0700);
  std::string rep = dir + "/r.json";
  EXPECT_EXIT(
      {
        initWith("APPROX_REPORT", rep.c_str());
        rmdir(dir.c_str());
        exit(0);
      },
      ExitedWithCode(1),
      "^approx: error: APPROX_REPORT '" + rep +
          "': cannot write the report: No such file or directory\n$");
  rmdir(dir.c_str());
}

} // namespace
