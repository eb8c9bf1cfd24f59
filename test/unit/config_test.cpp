// config_test.cpp - unit tests of the APPROX_CONFIG validator
// (openmp-runtime/config.c): a complete valid file, integral numbers written
// as reals, and the exact message of every schema error, label problem and
// file error.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "approxrt_internal.h"

namespace {

const char *const kLabels[] = {"blur", "tail", "sobel", "a\"b\\c\xc3\xa9",
                               "blur"};
// Their techniques, as the program's regions register them (blur twice).
const unsigned long long kRun = __APPROX_TECH_RUNTIME;
const unsigned long long kTechs[] = {__APPROX_TECH_PERFO | kRun, __APPROX_TECH_MEMO_IN | kRun,
                                     __APPROX_TECH_MEMO_OUT | kRun, __APPROX_TECH_PERFO | kRun,
                                     __APPROX_TECH_RECON | kRun};
// With a group, a sync region without if() and a label on both memo kinds.
const char *const kLabelsMore[] = {"blur", "tail", "sobel", "blur", "group", "bar", "mixed"};
const unsigned long long kTechsMore[] = {__APPROX_TECH_PERFO | kRun,
                                         __APPROX_TECH_MEMO_IN | kRun,
                                         __APPROX_TECH_MEMO_OUT | kRun,
                                         __APPROX_TECH_RECON | kRun,
                                         __APPROX_TECH_GROUP | kRun,
                                         __APPROX_TECH_SYNC,
                                         __APPROX_TECH_MEMO_IN | __APPROX_TECH_MEMO_OUT | kRun};

struct Result {
  int rc = -1;
  std::vector<__approx_cfg_entry> entries;
  std::string err;
};

Result parse(const std::string &text, const char *const *known = kLabels, int nknown = 5,
             const unsigned long long *techs = nullptr) {
  Result r;
  __approx_cfg_entry *e = reinterpret_cast<__approx_cfg_entry *>(1);
  int n = -7;
  char err[4096];
  r.rc = __approxrt_parse_config(text.data(), text.size(), known, techs, nknown, &e, &n, err,
                                 sizeof err);
  if (r.rc == 0) {
    r.entries.assign(e, e + n);
    if (n == 0)
      EXPECT_EQ(e, nullptr);
    free(e);
  } else {
    EXPECT_EQ(e, nullptr);
    EXPECT_EQ(n, 0);
    r.err = err;
  }
  return r;
}

std::string error(const std::string &text, const char *const *known = kLabels, int nknown = 5,
                  const unsigned long long *techs = nullptr) {
  Result r = parse(text, known, nknown, techs);
  EXPECT_NE(r.rc, 0) << "config accepted: " << text;
  return r.err;
}

double valueOf(const std::string &label, const std::string &fields) {
  Result r = parse("{\"" + label + "\": {" + fields + "}}");
  EXPECT_EQ(r.rc, 0) << r.err;
  if (r.entries.size() != 1)
    return -1;
  EXPECT_EQ(r.entries[0].__has_value, 1);
  return r.entries[0].__value;
}

TEST(Config, FullValidFile) {
  Result r = parse(R"({
    "blur": {"kind": "large", "value": 4, "chunk": 32, "enabled": true,
             "reconstruct": "lerp"},
    "tail": {"enabled": false},
    "sobel": {"reconstruct": "nn", "value": 0.25, "kind": "rate"},
    "a\"b\\c\u00e9": {"value": 3}
  })");
  ASSERT_EQ(r.rc, 0) << r.err;
  ASSERT_EQ(r.entries.size(), 4u);

  const __approx_cfg_entry &blur = r.entries[0];
  EXPECT_EQ(blur.__hash, __approx_hash("blur"));
  EXPECT_EQ(blur.__hash, 0x438d29afcd71f6aeULL); // FNV-1a 64 of "blur"
  EXPECT_EQ(blur.__has_kind, 1);
  EXPECT_EQ(blur.__kind, __APPROX_PERFO_LARGE);
  EXPECT_EQ(blur.__has_value, 1);
  EXPECT_EQ(blur.__value, 4.0);
  EXPECT_EQ(blur.__has_chunk, 1);
  EXPECT_EQ(blur.__chunk, 32);
  EXPECT_EQ(blur.__has_enabled, 1);
  EXPECT_EQ(blur.__enabled, 1);
  EXPECT_EQ(blur.__has_recon, 1);
  EXPECT_EQ(blur.__recon, __APPROX_RECON_LERP);

  const __approx_cfg_entry &tail = r.entries[1];
  EXPECT_EQ(tail.__hash, __approx_hash("tail"));
  EXPECT_EQ(tail.__has_kind, 0);
  EXPECT_EQ(tail.__has_value, 0);
  EXPECT_EQ(tail.__has_chunk, 0);
  EXPECT_EQ(tail.__has_recon, 0);
  EXPECT_EQ(tail.__has_enabled, 1);
  EXPECT_EQ(tail.__enabled, 0);

  const __approx_cfg_entry &sobel = r.entries[2];
  EXPECT_EQ(sobel.__hash, __approx_hash("sobel"));
  EXPECT_EQ(sobel.__kind, __APPROX_PERFO_RATE);
  EXPECT_EQ(sobel.__value, 0.25);
  EXPECT_EQ(sobel.__recon, __APPROX_RECON_NN);
  EXPECT_EQ(sobel.__has_enabled, 0);

  const __approx_cfg_entry &esc = r.entries[3];
  EXPECT_EQ(esc.__hash, __approx_hash("a\"b\\c\xc3\xa9"));
  EXPECT_NE(esc.__hash, __approx_hash("a\\\"b\\\\c\\u00e9"));
  EXPECT_EQ(esc.__has_kind, 0);
  EXPECT_EQ(esc.__value, 3.0);
}

TEST(Config, EmptyObject) {
  Result r = parse("{}");
  EXPECT_EQ(r.rc, 0);
  EXPECT_TRUE(r.entries.empty());
  r = parse(" {\n} ", nullptr, 0);
  EXPECT_EQ(r.rc, 0) << r.err;
}

TEST(Config, EveryKind) {
  struct {
    const char *name;
    int kind;
    const char *value;
  } kinds[] = {{"small", __APPROX_PERFO_SMALL, "2"},
               {"large", __APPROX_PERFO_LARGE, "3"},
               {"rate", __APPROX_PERFO_RATE, "0.5"},
               {"rand", __APPROX_PERFO_RAND, "0"},
               {"init", __APPROX_PERFO_INIT, "0.999"},
               {"fini", __APPROX_PERFO_FINI, "0.1"}};
  for (const auto &k : kinds) {
    Result r = parse(std::string("{\"blur\": {\"kind\": \"") + k.name +
                     "\", \"value\": " + k.value + "}}");
    ASSERT_EQ(r.rc, 0) << k.name << ": " << r.err;
    EXPECT_EQ(r.entries[0].__kind, k.kind) << k.name;
    EXPECT_EQ(r.entries[0].__value, std::stod(k.value)) << k.name;
    // A kind alone is fine too: the value comes from the source.
    r = parse(std::string("{\"blur\": {\"kind\": \"") + k.name + "\"}}");
    ASSERT_EQ(r.rc, 0) << r.err;
    EXPECT_EQ(r.entries[0].__has_value, 0);
  }
}

// Decision: JSON has one number type, so an integer field accepts any
// integral value however it is written (2, 2.0, 2e0, 20e-1); 2.5 is rejected.
TEST(Config, IntegralRealsAreIntegers) {
  EXPECT_EQ(valueOf("blur", "\"kind\": \"small\", \"value\": 2.0"), 2.0);
  EXPECT_EQ(valueOf("blur", "\"kind\": \"large\", \"value\": 2e0"), 2.0);
  EXPECT_EQ(valueOf("blur", "\"kind\": \"large\", \"value\": 20e-1"), 2.0);
  EXPECT_EQ(valueOf("blur", "\"kind\": \"large\", \"value\": 2147483647"),
            2147483647.0);
  EXPECT_EQ(valueOf("blur", "\"kind\": \"rand\", \"value\": 1e-1"), 0.1);
  EXPECT_EQ(valueOf("blur", "\"value\": 7.5"), 7.5); // no kind: only >= 0
  EXPECT_EQ(valueOf("blur", "\"value\": 0"), 0.0);
  double z = valueOf("blur", "\"kind\": \"rate\", \"value\": -0.0");
  EXPECT_EQ(z, 0.0);
  EXPECT_FALSE(std::signbit(z));
  Result r = parse("{\"blur\": {\"chunk\": 32.0}, \"tail\": {\"chunk\": 1}}");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.entries[0].__chunk, 32);
  EXPECT_EQ(r.entries[1].__chunk, 1);
  r = parse("{\"blur\": {\"chunk\": 9007199254740992}}");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.entries[0].__chunk, 9007199254740992LL);
}

TEST(Config, FieldOrderDoesNotMatter) {
  EXPECT_EQ(error("{\"blur\": {\"value\": 1, \"kind\": \"large\"}}"),
            "label 'blur': field 'value': must be an integer >= 2 for kind "
            "'large'");
}

TEST(Config, SyntaxErrorHasLineAndColumn) {
  EXPECT_EQ(error("{\n  \"blur\": {\"kind\": \"large\",}\n}"),
            "2:28: string or '}' expected near '}'");
  EXPECT_EQ(error("{\"blur\": {\"value\": 4}\n\"tail\": {}}"), "2:6: '}' expected near '\"tail\"'");
  EXPECT_EQ(error(""), "1:0: unexpected token near end of file");
}

TEST(Config, TopLevelMustBeObject) {
  EXPECT_EQ(error("[{\"blur\": {}}]"),
            "1:1: the top level must be an object keyed by region label, "
            "found array");
  EXPECT_EQ(error("\n  \"blur\""),
            "2:3: the top level must be an object keyed by region label, "
            "found string");
  EXPECT_EQ(error("null"), "1:1: the top level must be an object keyed by "
                           "region label, found null");
}

TEST(Config, LabelValueMustBeObject) {
  EXPECT_EQ(error("{\"blur\": 4}"),
            "label 'blur': must be an object of fields (kind, value, chunk, "
            "enabled, reconstruct, late; memo: threshold, size, tables, items, "
            "hierarchy, replace, history, predict), found number");
  EXPECT_EQ(error("{\"tail\": false}"),
            "label 'tail': must be an object of fields (kind, value, chunk, "
            "enabled, reconstruct, late; memo: threshold, size, tables, items, "
            "hierarchy, replace, history, predict), found boolean");
  EXPECT_EQ(error("{\"tail\": [\"kind\", \"small\"]}"),
            "label 'tail': must be an object of fields (kind, value, chunk, "
            "enabled, reconstruct, late; memo: threshold, size, tables, items, "
            "hierarchy, replace, history, predict), found array");
}

// With the labels' techniques known (the program's regions), the message
// lists the fields that apply to the label.
TEST(Config, LabelValueListsItsFields) {
  EXPECT_EQ(error("{\"blur\": null}", kLabels, 5, kTechs),
            "label 'blur': must be an object of fields (kind, value, chunk, "
            "enabled, reconstruct, late), found null");
  EXPECT_EQ(error("{\"tail\": null}", kLabels, 5, kTechs),
            "label 'tail': must be an object of fields (enabled, threshold, "
            "size, tables, items, hierarchy, replace, late), found null");
  EXPECT_EQ(error("{\"sobel\": 1}", kLabels, 5, kTechs),
            "label 'sobel': must be an object of fields (enabled, threshold, "
            "items, history, predict, late), found number");
}

// A field that applies to none of the label's techniques stops the program,
// naming the label, the field and what the label is; a label shared by
// regions of several techniques takes the fields of each (blur: perfo, and
// reconstruct through its second entry).
TEST(Config, FieldOfAnotherTechnique) {
  EXPECT_EQ(error("{\"tail\": {\"history\": 1}}", kLabels, 5, kTechs),
            "label 'tail': field 'history': only memo(out) regions take it, and "
            "label 'tail' is memo(in) (its fields: enabled, threshold, size, "
            "tables, items, hierarchy, replace, late)");
  EXPECT_EQ(error("{\"sobel\": {\"size\": 1}}", kLabels, 5, kTechs),
            "label 'sobel': field 'size': only memo(in) regions take it, and "
            "label 'sobel' is memo(out) (its fields: enabled, threshold, items, "
            "history, predict, late)");
  EXPECT_EQ(error("{\"tail\": {\"kind\": \"small\", \"value\": 2}}", kLabels, 5, kTechs),
            "label 'tail': field 'kind': only perfo regions take it, and label "
            "'tail' is memo(in) (its fields: enabled, threshold, size, tables, "
            "items, hierarchy, replace, late)");
  EXPECT_EQ(error("{\"blur\": {\"threshold\": 0.5, \"predict\": 3}}", kLabels, 5, kTechs),
            "label 'blur': field 'threshold': only memo regions take it, and "
            "label 'blur' is perfo + reconstruct (its fields: kind, value, chunk, "
            "enabled, reconstruct, late)");
  EXPECT_EQ(error("{\"group\": {\"value\": 2}}", kLabelsMore, 7, kTechsMore),
            "label 'group': field 'value': only perfo regions take it, and "
            "label 'group' is a group (its fields: enabled, late)");
  // What applies is accepted, the knobs of both memo kinds' "threshold"
  // and "items" included.
  Result r = parse("{\"blur\": {\"kind\": \"large\", \"value\": 2, \"chunk\": 4, "
                   "\"reconstruct\": \"nn\", \"enabled\": true, \"late\": false},"
                   " \"tail\": {\"threshold\": 0.5, \"size\": 2, \"tables\": 1, \"items\": 4,"
                   " \"hierarchy\": \"warp\", \"replace\": \"lru\", \"enabled\": false},"
                   " \"sobel\": {\"threshold\": 0, \"items\": 2, \"history\": 2, \"predict\": 2},"
                   " \"group\": {\"enabled\": false}}",
                   kLabelsMore, 7, kTechsMore);
  EXPECT_EQ(r.rc, 0) << r.err;
  // Without the techniques (nknown < 0, or no techs), every field is taken.
  EXPECT_EQ(parse("{\"tail\": {\"kind\": \"small\", \"value\": 2}}").rc, 0);
}

// A sync, atomic or branch region without if() is chosen at compile time:
// any field of its label is an error that says so.
TEST(Config, CompileTimeOnlyLabel) {
  EXPECT_EQ(error("{\"bar\": {\"enabled\": false}}", kLabelsMore, 7, kTechsMore),
            "label 'bar': field 'enabled': label 'bar' is sync without if(): "
            "it is chosen at compile time; give its pragma an if(...) clause (or "
            "build with -fapprox-set=bar:if(1)) to switch it at run time");
  EXPECT_EQ(parse("{\"bar\": {}}", kLabelsMore, 7, kTechsMore).rc, 0);
}

// One whose literal if(0) folded it away is chosen at compile time too, and
// compiled exact: the error says so; a label it shares with a region
// switchable at run time takes that region's fields.
TEST(Config, FoldedIf0Label) {
  const char *const Labels[] = {"off", "both", "both"};
  const unsigned long long Techs[] = {__APPROX_TECH_ATOMIC | __APPROX_TECH_IF0,
                                      __APPROX_TECH_BRANCH | __APPROX_TECH_IF0,
                                      __APPROX_TECH_BRANCH | kRun};
  EXPECT_EQ(error("{\"off\": {\"enabled\": true}}", Labels, 3, Techs),
            "label 'off': field 'enabled': label 'off' is atomic with if(0): it is "
            "compiled exact, chosen at compile time; give its pragma an if(...) clause "
            "that is not a literal 0 (or build with -fapprox-set=off:if(1)) to switch "
            "it at run time");
  EXPECT_EQ(parse("{\"off\": {}, \"both\": {\"enabled\": false}}", Labels, 3, Techs).rc, 0);
}

// One label on a memo(in) and a memo(out) region (of different files: one
// file refuses it at compile time) is refused when APPROX_CONFIG names it.
TEST(Config, MixedMemoKinds) {
  EXPECT_EQ(error("{\"mixed\": {\"enabled\": false}}", kLabelsMore, 7, kTechsMore),
            "label 'mixed': names a memo(in) and a memo(out) region, whose knobs "
            "and counts differ; give each its own label");
}

TEST(Config, UnknownField) {
  EXPECT_EQ(error("{\"blur\": {\"kind\": \"large\", \"vale\": 4}}"),
            "label 'blur': unknown field 'vale' (valid fields: kind, value, "
            "chunk, enabled, reconstruct, late; memo: threshold, size, tables, items, hierarchy, "
            "replace, history, predict)");
  EXPECT_EQ(error("{\"blur\": {\"Kind\": \"large\"}}"),
            "label 'blur': unknown field 'Kind' (valid fields: kind, value, "
            "chunk, enabled, reconstruct, late; memo: threshold, size, tables, items, hierarchy, "
            "replace, history, predict)");
  EXPECT_EQ(
      error("{\"blur\": {\"ki\\nd\": 1}}"),
      "label 'blur': unknown field 'ki\\x0ad' (valid fields: kind, "
      "value, chunk, enabled, reconstruct, late; memo: threshold, size, tables, items, hierarchy, "
      "replace, history, predict)");
}

TEST(Config, DuplicateField) {
  EXPECT_EQ(error("{\"blur\": {\"value\": 4,\n \"value\": 8}}"),
            "label 'blur': field 'value': duplicate field (first at 1:11)");
}

TEST(Config, WrongTypes) {
  struct {
    const char *fields, *error;
  } cases[] = {
      {"\"kind\": 2", "label 'sobel': field 'kind': must be a string, found "
                      "number"},
      {"\"value\": \"4\"", "label 'sobel': field 'value': must be a number, "
                           "found string"},
      {"\"value\": null", "label 'sobel': field 'value': must be a number, "
                          "found null"},
      {"\"chunk\": \"32\"", "label 'sobel': field 'chunk': must be an "
                            "integer, found string"},
      {"\"chunk\": [32]", "label 'sobel': field 'chunk': must be an "
                          "integer, found array"},
      {"\"enabled\": 0", "label 'sobel': field 'enabled': must be true or "
                         "false, found number"},
      {"\"enabled\": \"false\"", "label 'sobel': field 'enabled': must be "
                                 "true or false, found string"},
      {"\"reconstruct\": {}", "label 'sobel': field 'reconstruct': must be a "
                              "string, found object"},
  };
  for (const auto &c : cases)
    EXPECT_EQ(error(std::string("{\"sobel\": {") + c.fields + "}}"), c.error)
        << c.fields;
}

TEST(Config, BadKindListsValidKinds) {
  const char *msg = "label 'blur': field 'kind': unknown kind '%s' (valid "
                    "kinds: small, large, rate, rand, init, fini)";
  for (const char *bad : {"big", "none", "Small", "", "rate "}) {
    char want[256];
    snprintf(want, sizeof want, msg, bad);
    EXPECT_EQ(error(std::string("{\"blur\": {\"kind\": \"") + bad + "\"}}"),
              want);
  }
}

TEST(Config, BadReconstructListsValidMethods) {
  EXPECT_EQ(error("{\"blur\": {\"reconstruct\": \"linear\"}}"),
            "label 'blur': field 'reconstruct': unknown method 'linear' "
            "(valid methods: nn, lerp)");
}

TEST(Config, ValueOutOfRangeForKind) {
  struct {
    const char *kind, *value, *error;
  } cases[] = {
      {"large", "1", "must be an integer >= 2 for kind 'large'"},
      {"small", "0", "must be an integer >= 2 for kind 'small'"},
      {"small", "-3", "must be an integer >= 2 for kind 'small'"},
      {"large", "2.5", "must be an integer >= 2 for kind 'large'"},
      {"small", "1.9999", "must be an integer >= 2 for kind 'small'"},
      {"large", "2147483648", "must be an integer <= 2147483647 for kind "
                              "'large'"},
      {"rate", "1", "must be a number in [0, 1) for kind 'rate'"},
      {"rand", "1.5", "must be a number in [0, 1) for kind 'rand'"},
      {"init", "-0.1", "must be a number in [0, 1) for kind 'init'"},
      {"fini", "4", "must be a number in [0, 1) for kind 'fini'"},
  };
  for (const auto &c : cases)
    EXPECT_EQ(error(std::string("{\"blur\": {\"kind\": \"") + c.kind +
                    "\", \"value\": " + c.value + "}}"),
              std::string("label 'blur': field 'value': ") + c.error)
        << c.kind << " " << c.value;
  EXPECT_EQ(error("{\"blur\": {\"value\": -1}}"),
            "label 'blur': field 'value': must be >= 0");
  EXPECT_EQ(error("{\"blur\": {\"value\": -1e-300}}"),
            "label 'blur': field 'value': must be >= 0");
}

TEST(Config, ChunkMustBePositiveInteger) {
  for (const char *c : {"0", "-1", "1.5", "0.999"})
    EXPECT_EQ(error(std::string("{\"tail\": {\"chunk\": ") + c + "}}"),
              "label 'tail': field 'chunk': must be an integer >= 1")
        << c;
  EXPECT_EQ(error("{\"tail\": {\"chunk\": 1e300}}"),
            "label 'tail': field 'chunk': must be an integer <= "
            "9007199254740992");
}

TEST(Config, DuplicateLabel) {
  EXPECT_EQ(error("{\"blur\": {\"value\": 2},\n  \"tail\": {},\n"
                  "  \"blur\": {\"value\": 3}}"),
            "label 'blur': duplicate label (first at 1:2, again at 3:3)");
}

TEST(Config, UnknownLabelListsKnownLabels) {
  // kLabels holds "blur" twice: it is listed once.
  EXPECT_EQ(error("{\"blur\": {}, \"blr\": {\"value\": 2}}"),
            "label 'blr': not a label of this program (known labels: 'blur', "
            "'tail', 'sobel', 'a\"b\\\\c\xc3\xa9')"
            "; a label of a library the program opens with dlopen needs \"late\": true");
  // Label match is exact: no case folding, no trimming.
  EXPECT_EQ(error("{\"Blur\": {}}"),
            "label 'Blur': not a label of this program (known labels: 'blur', "
            "'tail', 'sobel', 'a\"b\\\\c\xc3\xa9')"
            "; a label of a library the program opens with dlopen needs \"late\": true");
}

TEST(Config, UnknownLabelListsAtMostTen) {
  std::vector<std::string> names;
  for (int i = 0; i < 13; ++i)
    names.push_back("r" + std::to_string(i));
  std::vector<const char *> known;
  for (auto &n : names)
    known.push_back(n.c_str());
  known.push_back("r0"); // duplicates do not count
  EXPECT_EQ(error("{\"x\": {}}", known.data(), (int)known.size()),
            "label 'x': not a label of this program (known labels: 'r0', "
            "'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', and 3 "
            "more); a label of a library the program opens with dlopen needs \"late\": true");
}

// "late": a label of a library the program opens later with dlopen is not
// checked against the program's labels; its settings are kept (by hash) for
// the library's regions, and its name for the check at exit (init.c).
TEST(Config, LateLabelIsNotCheckedButKept) {
  Result r = parse("{\"plugin_k\": {\"value\": 4, \"late\": true}, \"blur\": {\"late\": true}}");
  ASSERT_EQ(r.rc, 0) << r.err;
  ASSERT_EQ(r.entries.size(), 2u);
  EXPECT_EQ(r.entries[0].__hash, __approx_hash("plugin_k"));
  EXPECT_EQ(r.entries[0].__value, 4.0);
  const char *const *late;
  int n = __approxrt_late_labels(&late);
  ASSERT_GE(n, 1);
  bool plugin = false, blur = false;
  for (int i = 0; i < n; ++i) {
    plugin |= std::string(late[i]) == "plugin_k";
    blur |= std::string(late[i]) == "blur";
  }
  EXPECT_TRUE(plugin);
  EXPECT_FALSE(blur); // a label of the program: nothing to look for at exit
  // false (or no "late") keeps the check; "late" must be a boolean
  EXPECT_EQ(error("{\"plugin_x\": {\"late\": false}}")
                .rfind("label 'plugin_x': not a label of this program", 0),
            0u);
  EXPECT_EQ(error("{\"blur\": {\"late\": \"yes\"}}"),
            "label 'blur': field 'late': must be true or false, found string");
}

TEST(Config, ProgramWithoutRegions) {
  EXPECT_EQ(error("{\"blur\": {}}", nullptr, 0),
            "label 'blur': not a label of this program (it has no "
            "#pragma approx regions); a label of a library the program opens with dlopen needs "
            "\"late\": true");
}

TEST(Config, NegativeCountSkipsLabelCheck) {
  Result r = parse("{\"anything\": {\"kind\": \"rand\"}}", nullptr, -1);
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.entries[0].__hash, __approx_hash("anything"));
}

// jansson stops at a duplicate key or a key holding a NUL without saying
// whose key it is; config_keys.c finds the label, the field and their
// positions (bytes, a byte-order mark included; escapes decoded).
TEST(Config, DuplicateKeysAreLocated) {
  EXPECT_EQ(error("\xEF\xBB\xBF{\n \"a\\\"b\": {},\n \"a\\\"b\": {}}", nullptr, -1),
            "label 'a\"b': duplicate label (first at 2:2, again at 3:2)");
  EXPECT_EQ(error("{\"a\": {\"value\": 1}, \"b\": {\"chunk\": 2, \"chunk\": 3}}", nullptr, -1),
            "label 'b': field 'chunk': duplicate field (first at 1:27)");
  EXPECT_EQ(
      error("{\"a\": {\"v\\u0000\": 1}}", nullptr, -1),
      "label 'a': unknown field 'v\\x00' (valid fields: kind, value, chunk, enabled, "
      "reconstruct; memo: threshold, size, tables, items, hierarchy, replace, history, predict)");
  EXPECT_EQ(error("\xEF\xBB\xBF\n  [1]", nullptr, -1),
            "2:3: the top level must be an object keyed by region label, found array");
}

TEST(Config, LabelWithNul) {
  EXPECT_EQ(error("{\"a\\u0000b\": {}}"),
            "label 'a\\x00b': a label cannot contain a NUL character");
}

TEST(Config, EmptyLabelOrNulOnly) {
  // Was "not a label of this program": say what is wrong with it.
  for (bool check : {true, false}) {
    const char *const *known = check ? kLabels : nullptr;
    int n = check ? 5 : -1;
    EXPECT_EQ(error("{\"blur\": {},\n \"\": {\"enabled\": false}}", known, n),
              "2:2: label '': a label cannot be empty (every region has a name: its "
              "label(\"...\") or file:line)");
    EXPECT_EQ(error("{\"\\u0000\": {}}", known, n),
              "label '\\x00': a label cannot contain a NUL character");
    EXPECT_EQ(error("{\"\\u0000x\": {}}", known, n),
              "label '\\x00x': a label cannot contain a NUL character");
  }
}

TEST(Config, ValueWithoutKindAtMostIntMax) {
  EXPECT_EQ(error("{\"blur\": {\"value\": 2147483648}}"),
            "label 'blur': field 'value': must be <= 2147483647");
  Result r = parse("{\"blur\": {\"value\": 2147483647}}");
  EXPECT_EQ(r.rc, 0) << r.err;
}

TEST(Config, LabelIsCheckedBeforeItsFields) {
  EXPECT_EQ(error("{\"nope\": {\"kind\": \"bad\"}}"),
            "label 'nope': not a label of this program (known labels: "
            "'blur', 'tail', 'sobel', 'a\"b\\\\c\xc3\xa9')"
            "; a label of a library the program opens with dlopen needs \"late\": true");
}

TEST(Config, FirstErrorInDocumentOrderWins) {
  EXPECT_EQ(error("{\"tail\": {\"chunk\": 0}, \"blur\": {\"kind\": \"x\"}}"),
            "label 'tail': field 'chunk': must be an integer >= 1");
}

TEST(Config, QuoteEscapesForMessages) {
  char buf[64];
  std::string s = std::string("it's\\\n\x7f\0z", 9);
  __approxrt_quote(buf, sizeof buf, s.data(), s.size());
  EXPECT_STREQ(buf, "it\\'s\\\\\\x0a\\x7f\\x00z");
  char tiny[8];
  __approxrt_quote(tiny, sizeof tiny, "abcdefghij", 10);
  EXPECT_STREQ(tiny, "abcd...");
}

class ConfigFile : public ::testing::Test {
protected:
  std::string path;
  void SetUp() override {
    path = ::testing::TempDir() + "approxrt_cfg_" + std::to_string(getpid()) +
           ".json";
  }
  void TearDown() override { unlink(path.c_str()); }
  void write(const std::string &text) {
    std::ofstream(path, std::ios::binary) << text;
  }
  Result load(const char *p) {
    Result r;
    __approx_cfg_entry *e;
    int n;
    char err[4096];
    r.rc = __approxrt_load_config_file(p, kLabels, nullptr, 5, &e, &n, err, sizeof err);
    if (r.rc == 0) {
      r.entries.assign(e, e + n);
      free(e);
    } else {
      r.err = err;
    }
    return r;
  }
};

TEST_F(ConfigFile, Valid) {
  write("{\"blur\": {\"kind\": \"large\", \"value\": 4, \"chunk\": 32},\n"
        " \"tail\": {\"enabled\": false}}\n");
  Result r = load(path.c_str());
  ASSERT_EQ(r.rc, 0) << r.err;
  ASSERT_EQ(r.entries.size(), 2u);
  EXPECT_EQ(r.entries[0].__chunk, 32);
  EXPECT_EQ(r.entries[1].__enabled, 0);
}

TEST_F(ConfigFile, ErrorsNameTheFile) {
  write("{\"blur\": {\"kind\": \"large\", \"value\": 1}}");
  EXPECT_EQ(load(path.c_str()).err,
            "APPROX_CONFIG '" + path + "': label 'blur': field 'value': must "
            "be an integer >= 2 for kind 'large'");
  write("{\n\"blur\": {\"kind\": \"large\" \"value\": 1}}");
  EXPECT_EQ(load(path.c_str()).err,
            "APPROX_CONFIG '" + path + "': 2:32: '}' expected near '\"value\"'");
  write("");
  EXPECT_EQ(load(path.c_str()).err,
            "APPROX_CONFIG '" + path + "': 1:0: unexpected token near end of file");
}

TEST_F(ConfigFile, Unreadable) {
  EXPECT_EQ(load("/nonexistent/dir/cfg.json").err,
            "APPROX_CONFIG '/nonexistent/dir/cfg.json': cannot open file: No "
            "such file or directory");
  EXPECT_EQ(load("/").err,
            "APPROX_CONFIG '/': cannot read file: Is a directory");
}

} // namespace

TEST(Config, MemoKnobs) {
  Result r = parse(R"({"blur": {"threshold": 0.02, "size": 16, "tables": 4, "items": 64,
                                "hierarchy": "warp", "replace": "lru", "history": 3,
                                "predict": 5.0}})");
  ASSERT_EQ(r.rc, 0) << r.err;
  const __approx_cfg_entry &e = r.entries[0];
  EXPECT_EQ(e.__has_threshold, 1);
  EXPECT_EQ(e.__threshold, 0.02);
  EXPECT_EQ(e.__size, 16);
  EXPECT_EQ(e.__tables, 4);
  EXPECT_EQ(e.__items, 64);
  EXPECT_EQ(e.__hier, __APPROX_MEMO_HIER_WARP);
  EXPECT_EQ(e.__replace, __APPROX_MEMO_REPLACE_LRU);
  EXPECT_EQ(e.__history, 3);
  EXPECT_EQ(e.__predict, 5);
  EXPECT_EQ(e.__has_kind, 0);
}

TEST(Config, MemoKnobErrors) {
  EXPECT_EQ(error(R"({"blur": {"threshold": -0.1}})"),
            "label 'blur': field 'threshold': must be a number >= 0");
  EXPECT_EQ(error(R"({"blur": {"threshold": "0.1"}})"),
            "label 'blur': field 'threshold': must be a number >= 0");
  EXPECT_EQ(error(R"({"blur": {"size": 0}})"),
            "label 'blur': field 'size': must be an integer in [1, 32]");
  EXPECT_EQ(error(R"({"blur": {"size": 33}})"),
            "label 'blur': field 'size': must be an integer in [1, 32]");
  EXPECT_EQ(error(R"({"blur": {"tables": 6}})"),
            "label 'blur': field 'tables': must be a power of two in [1, 32]");
  EXPECT_EQ(error(R"({"blur": {"items": 1048577}})"),
            "label 'blur': field 'items': must be an integer in [1, 1048576]");
  EXPECT_EQ(error(R"({"blur": {"history": 1.5}})"),
            "label 'blur': field 'history': must be an integer in [1, 32]");
  EXPECT_EQ(error(R"({"blur": {"hierarchy": "block"}})"),
            "label 'blur': field 'hierarchy': must be one of thread, warp");
  EXPECT_EQ(error(R"({"blur": {"replace": 1}})"),
            "label 'blur': field 'replace': must be one of rr, lru");
}
