// json_test.cpp - unit tests of the strict JSON reader (openmp-runtime/json.c):
// value trees with positions, every string escape, the number grammar, and
// the exact "line:col: message" of each kind of syntax error.
#include <gtest/gtest.h>

#include <string>

#include "approxrt_internal.h"

namespace {

struct Tree {
  __approxrt_json *v = nullptr;
  std::string err;
  explicit Tree(const std::string &text) {
    char buf[512];
    v = __approxrt_json_parse(text.data(), text.size(), buf, sizeof buf);
    err = v ? "" : buf;
  }
  ~Tree() { __approxrt_json_free(v); }
};

std::string parseError(const std::string &text) {
  Tree t(text);
  EXPECT_EQ(t.v, nullptr) << "input parsed: " << text;
  return t.err;
}

std::string str(const __approxrt_json &v) {
  return std::string(v.string, v.length);
}

TEST(Json, TreeShapeAndPositions) {
  Tree t("{\n  \"a\": [1, true, null],\n  \"b\": {\"c\": \"d\"},\n"
         "  \"e\": false\n}");
  ASSERT_NE(t.v, nullptr) << t.err;
  ASSERT_EQ(t.v->type, APPROXRT_JSON_OBJECT);
  EXPECT_EQ(t.v->line, 1);
  EXPECT_EQ(t.v->col, 1);
  ASSERT_EQ(t.v->count, 3u);
  EXPECT_EQ(str(t.v->keys[0]), "a");
  EXPECT_EQ(t.v->keys[0].line, 2);
  EXPECT_EQ(t.v->keys[0].col, 3);
  const __approxrt_json &a = t.v->items[0];
  ASSERT_EQ(a.type, APPROXRT_JSON_ARRAY);
  EXPECT_EQ(a.line, 2);
  EXPECT_EQ(a.col, 8);
  ASSERT_EQ(a.count, 3u);
  EXPECT_EQ(a.items[0].type, APPROXRT_JSON_NUMBER);
  EXPECT_EQ(a.items[0].number, 1.0);
  EXPECT_EQ(a.items[1].type, APPROXRT_JSON_BOOL);
  EXPECT_EQ(a.items[1].boolean, 1);
  EXPECT_EQ(a.items[2].type, APPROXRT_JSON_NULL);
  EXPECT_EQ(a.items[2].col, 18);
  const __approxrt_json &b = t.v->items[1];
  ASSERT_EQ(b.type, APPROXRT_JSON_OBJECT);
  ASSERT_EQ(b.count, 1u);
  EXPECT_EQ(str(b.keys[0]), "c");
  EXPECT_EQ(str(b.items[0]), "d");
  EXPECT_EQ(str(t.v->keys[2]), "e");
  EXPECT_EQ(t.v->items[2].type, APPROXRT_JSON_BOOL);
  EXPECT_EQ(t.v->items[2].boolean, 0);
  EXPECT_EQ(t.v->keys[2].line, 4);
}

TEST(Json, DuplicateKeysAreKeptInOrder) {
  Tree t("{\"x\": 1, \"x\": 2}");
  ASSERT_NE(t.v, nullptr);
  ASSERT_EQ(t.v->count, 2u);
  EXPECT_EQ(t.v->items[0].number, 1.0);
  EXPECT_EQ(t.v->items[1].number, 2.0);
}

TEST(Json, EmptyContainersAndWhitespace) {
  Tree t(" \t\r\n{ \"a\" : [ ] , \"b\" : { } } \n");
  ASSERT_NE(t.v, nullptr) << t.err;
  ASSERT_EQ(t.v->count, 2u);
  EXPECT_EQ(t.v->items[0].count, 0u);
  EXPECT_EQ(t.v->items[1].count, 0u);
  EXPECT_EQ(t.v->line, 2);
}

TEST(Json, StringEscapes) {
  Tree t(R"("q\"b\\s\/\b\f\n\r\t\u0041\u00e9\u20ac\ud83d\ude00")");
  ASSERT_NE(t.v, nullptr) << t.err;
  EXPECT_EQ(str(*t.v), "q\"b\\s/\b\f\n\r\tA\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
}

TEST(Json, EscapedNulKeepsLength) {
  Tree t(R"("a\u0000b")");
  ASSERT_NE(t.v, nullptr);
  EXPECT_EQ(t.v->length, 3u);
  EXPECT_EQ(str(*t.v), std::string("a\0b", 3));
}

TEST(Json, RawUtf8IsAccepted) {
  Tree t("\"gr\xc3\xbc\xc3\x9f \xe2\x82\xac \xf0\x9f\x98\x80\"");
  ASSERT_NE(t.v, nullptr) << t.err;
  EXPECT_EQ(str(*t.v), "gr\xc3\xbc\xc3\x9f \xe2\x82\xac \xf0\x9f\x98\x80");
}

TEST(Json, Numbers) {
  struct {
    const char *text;
    double value;
  } cases[] = {{"0", 0.0},        {"-0", -0.0},     {"2", 2.0},
               {"2.0", 2.0},      {"1e-1", 0.1},    {"1E+2", 100.0},
               {"-12.5e3", -12500.0}, {"0.25", 0.25}, {"123456789", 123456789.0},
               {"1e-400", 0.0}};
  for (const auto &c : cases) {
    Tree t(c.text);
    ASSERT_NE(t.v, nullptr) << c.text << ": " << t.err;
    EXPECT_EQ(t.v->type, APPROXRT_JSON_NUMBER) << c.text;
    EXPECT_EQ(t.v->number, c.value) << c.text;
  }
}

TEST(Json, ByteOrderMarkIsSkipped) {
  Tree t("\xEF\xBB\xBF{\"a\": 1}");
  ASSERT_NE(t.v, nullptr) << t.err;
  EXPECT_EQ(t.v->col, 1);
  EXPECT_EQ(parseError("\xEF\xBB\xBF{,}"),
            "1:2: expected a string key or '}', found ','");
}

TEST(Json, NestingLimit) {
  std::string ok = std::string(64, '[') + std::string(64, ']');
  Tree t(ok);
  EXPECT_NE(t.v, nullptr) << t.err;
  std::string deep = std::string(65, '[') + std::string(65, ']');
  EXPECT_EQ(parseError(deep), "1:65: nesting deeper than 64 levels");
}

TEST(Json, SyntaxErrorsNameLineAndColumn) {
  struct {
    std::string text, error;
  } cases[] = {
      {"", "1:1: expected a JSON value, found end of input"},
      {"  \n ", "2:2: expected a JSON value, found end of input"},
      {"{\"a\": 1,}", "1:9: expected a string key after ',', found '}' "
                      "(trailing commas are not allowed)"},
      {"{\n  \"a\": 1\n  \"b\": 2\n}",
       "3:3: expected ',' or '}' after an object member, found '\"'"},
      {"{\"a\" 1}", "1:6: expected ':' after the object key, found '1'"},
      {"{\"a\": }", "1:7: expected a JSON value, found '}'"},
      {"{\"a\": 1", "1:8: expected ',' or '}' after an object member, found "
                    "end of input"},
      {"{1: 2}", "1:2: expected a string key or '}', found '1'"},
      {"{'a': 1}", "1:2: expected a string key or '}', found '''"},
      {"[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"},
      {"[1,]", "1:4: expected a value after ',', found ']' (trailing commas "
               "are not allowed)"},
      {"[\n\n   x]", "3:4: unexpected word 'x' (strings must be in double "
                     "quotes; literals are true, false and null)"},
      {"tru", "1:1: unexpected word 'tru' (strings must be in double quotes; "
              "literals are true, false and null)"},
      {"nulll", "1:1: unexpected word 'nulll' (strings must be in double "
                "quotes; literals are true, false and null)"},
      {"'a'", "1:1: strings must be in double quotes, found \"'\""},
      {"// c\n{}", "1:1: comments are not allowed in JSON"},
      {"{} x", "1:4: unexpected 'x' after the top-level value"},
      {"{}{}", "1:3: unexpected '{' after the top-level value"},
      {std::string("{}\0", 3), "1:3: unexpected byte 0x00 after the "
                               "top-level value"},
      {"01", "1:1: invalid number: leading zeros are not allowed"},
      {"1.", "1:3: invalid number: expected a digit after '.', found end of "
             "input"},
      {".5", "1:1: expected a JSON value, found '.'"},
      {"-", "1:2: invalid number: expected a digit, found end of input"},
      {"-x", "1:2: invalid number: expected a digit, found 'x'"},
      {"+1", "1:1: expected a JSON value, found '+'"},
      {"1e", "1:3: invalid number: expected a digit in the exponent, found "
             "end of input"},
      {"1e+", "1:4: invalid number: expected a digit in the exponent, found "
              "end of input"},
      {"1e999", "1:1: number out of range"},
      {"-1e999", "1:1: number out of range"},
      {"\"abc", "1:1: unterminated string"},
      {"  \"ab\nc\"", "1:3: unterminated string (a raw line break is not "
                      "allowed in a string; write \\n)"},
      {"\"a\tb\"", "1:3: control character 0x09 in a string must be escaped"},
      {"\"\\q\"", "1:2: invalid escape sequence: backslash followed by 'q'"},
      {"\"\\", "1:1: unterminated string"},
      {"\"\\u12G4\"", "1:2: invalid \\u escape: expected 4 hex digits"},
      {"\"\\u12\"", "1:2: invalid \\u escape: expected 4 hex digits"},
      {"\"\\ud83d\"", "1:2: invalid \\u escape: unpaired high surrogate"},
      {"\"\\ud83d\\u0041\"", "1:2: invalid \\u escape: unpaired high "
                             "surrogate"},
      {"\"x\\ude00\"", "1:3: invalid \\u escape: unpaired low surrogate"},
      {"\"\xff\"", "1:2: invalid UTF-8 byte 0xff in a string"},
      {"\"a\xc3\"", "1:3: invalid UTF-8 byte 0xc3 in a string"},
      {"\"\xc0\xaf\"", "1:2: invalid UTF-8 byte 0xc0 in a string"},
      {"\"\xed\xa0\x80\"", "1:2: invalid UTF-8 byte 0xed in a string"},
      {"\x01", "1:1: expected a JSON value, found byte 0x01"},
  };
  for (const auto &c : cases)
    EXPECT_EQ(parseError(c.text), c.error) << "input: " << c.text;
}

TEST(Json, ErrorBufferIsTruncatedSafely) {
  char small[8];
  std::string text = "[1 2]";
  EXPECT_EQ(__approxrt_json_parse(text.data(), text.size(), small,
                                  sizeof small),
            nullptr);
  EXPECT_EQ(std::string(small), "1:4: ex");
  EXPECT_EQ(__approxrt_json_parse(text.data(), text.size(), nullptr, 0),
            nullptr);
}

TEST(Json, TypeNames) {
  EXPECT_STREQ(__approxrt_json_type_name(APPROXRT_JSON_NULL), "null");
  EXPECT_STREQ(__approxrt_json_type_name(APPROXRT_JSON_BOOL), "boolean");
  EXPECT_STREQ(__approxrt_json_type_name(APPROXRT_JSON_NUMBER), "number");
  EXPECT_STREQ(__approxrt_json_type_name(APPROXRT_JSON_STRING), "string");
  EXPECT_STREQ(__approxrt_json_type_name(APPROXRT_JSON_ARRAY), "array");
  EXPECT_STREQ(__approxrt_json_type_name(APPROXRT_JSON_OBJECT), "object");
}

} // namespace
