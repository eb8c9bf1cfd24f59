/* json.c - a small strict JSON reader for APPROX_CONFIG.
 *
 * A recursive-descent parser for RFC 8259 JSON: objects, arrays, strings
 * (every escape, \uXXXX with surrogate pairs, UTF-8 validated), numbers in
 * the exact JSON grammar (no leading zeros, no "1.", no hex, no NaN/Infinity),
 * true/false/null, nothing else (no comments, no trailing commas). It builds
 * a small tree (__approxrt_json) that keeps the line:column of every value
 * and object key, so the config validator can point at the problem. Syntax
 * errors come back as "LINE:COL: message" with 1-based byte columns, naming
 * what was expected and what was found. Numbers are converted in the "C"
 * locale even if the program called setlocale(). Nesting is limited to 64
 * levels so a hostile file cannot overflow the stack.
 */
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "approxrt_internal.h"

#define JSON_MAX_DEPTH 64

typedef struct {
  const char *p, *end;
  const char *line_start;
  int line;
  int depth;
  char *err;
  size_t errlen;
  int failed;
} parser;

static int col_of(const parser *ps, const char *at) {
  return (int)(at - ps->line_start) + 1;
}

/* Records the first error only, at position `at` (on the current line). */
static void fail_at(parser *ps, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fail_at(parser *ps, const char *at, const char *fmt, ...) {
  if (ps->failed)
    return;
  ps->failed = 1;
  if (!ps->err || ps->errlen == 0)
    return;
  int n = snprintf(ps->err, ps->errlen, "%d:%d: ", ps->line, col_of(ps, at));
  if (n < 0 || (size_t)n >= ps->errlen)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(ps->err + n, ps->errlen - (size_t)n, fmt, ap);
  va_end(ap);
}

/* Describes the byte at p for a message ("'x'", "byte 0x07", ...). */
static const char *describe(const parser *ps, const char *p, char buf[32]) {
  if (p >= ps->end)
    return "end of input";
  unsigned char c = (unsigned char)*p;
  if (c == '\n')
    return "end of line";
  if (c >= 0x21 && c < 0x7f)
    snprintf(buf, 32, "'%c'", c);
  else
    snprintf(buf, 32, "byte 0x%02x", c);
  return buf;
}

static void skip_ws(parser *ps) {
  while (ps->p < ps->end) {
    char c = *ps->p;
    if (c == '\n') {
      ps->p++;
      ps->line++;
      ps->line_start = ps->p;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ps->p++;
    } else {
      break;
    }
  }
}

const char *__approxrt_json_type_name(int type) {
  switch (type) {
  case APPROXRT_JSON_NULL: return "null";
  case APPROXRT_JSON_BOOL: return "boolean";
  case APPROXRT_JSON_NUMBER: return "number";
  case APPROXRT_JSON_STRING: return "string";
  case APPROXRT_JSON_ARRAY: return "array";
  case APPROXRT_JSON_OBJECT: return "object";
  }
  return "?";
}

static void free_node(__approxrt_json *v) {
  if (!v)
    return;
  free(v->string);
  if (v->items)
    for (size_t i = 0; i < v->count; ++i)
      free_node(&v->items[i]);
  if (v->keys)
    for (size_t i = 0; i < v->count; ++i)
      free_node(&v->keys[i]);
  free(v->items);
  free(v->keys);
  memset(v, 0, sizeof *v);
}

void __approxrt_json_free(__approxrt_json *v) {
  free_node(v);
  free(v);
}

/* ---- strings ---------------------------------------------------------- */

typedef struct {
  char *data;
  size_t len, cap;
} sbuf;

static int sb_put(sbuf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 32;
    while (cap < b->len + n + 1)
      cap *= 2;
    char *d = realloc(b->data, cap);
    if (!d)
      return -1;
    b->data = d;
    b->cap = cap;
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
  return 0;
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Reads 4 hex digits at p (after "\u"); -1 if they are not there. */
static long read_hex4(const parser *ps, const char *p) {
  if (ps->end - p < 4)
    return -1;
  long v = 0;
  for (int i = 0; i < 4; ++i) {
    int h = hexval(p[i]);
    if (h < 0)
      return -1;
    v = v * 16 + h;
  }
  return v;
}

static size_t utf8_encode(unsigned long cp, char out[4]) {
  if (cp < 0x80) {
    out[0] = (char)cp;
    return 1;
  }
  if (cp < 0x800) {
    out[0] = (char)(0xC0 | (cp >> 6));
    out[1] = (char)(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = (char)(0xE0 | (cp >> 12));
    out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[2] = (char)(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | (cp >> 18));
  out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
  out[3] = (char)(0x80 | (cp & 0x3F));
  return 4;
}

/* Length of the valid UTF-8 sequence starting at p (lead byte >= 0x80), or 0
 * if it is not valid (overlong forms, surrogates and > U+10FFFF rejected). */
static size_t utf8_valid_len(const unsigned char *p, const unsigned char *end) {
  unsigned char c = p[0];
  size_t n;
  unsigned long cp;
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
    cp = c & 0x1F;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    cp = c & 0x0F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    cp = c & 0x07;
  } else {
    return 0;
  }
  if ((size_t)(end - p) < n)
    return 0;
  for (size_t i = 1; i < n; ++i) {
    if ((p[i] & 0xC0) != 0x80)
      return 0;
    cp = (cp << 6) | (p[i] & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
      (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return n;
}

/* ps->p is at the opening quote. */
static int parse_string(parser *ps, __approxrt_json *out) {
  const char *start = ps->p;
  out->type = APPROXRT_JSON_STRING;
  out->line = ps->line;
  out->col = col_of(ps, start);
  sbuf b = {0};
  if (sb_put(&b, "", 0))
    goto oom;
  ps->p++;
  for (;;) {
    if (ps->p >= ps->end) {
      fail_at(ps, start, "unterminated string");
      goto bad;
    }
    unsigned char c = (unsigned char)*ps->p;
    if (c == '"') {
      ps->p++;
      break;
    }
    if (c < 0x20) {
      if (c == '\n')
        fail_at(ps, start, "unterminated string (a raw line break is not "
                           "allowed in a string; write \\n)");
      else
        fail_at(ps, ps->p, "control character 0x%02x in a string must be "
                           "escaped", c);
      goto bad;
    }
    if (c == '\\') {
      const char *esc = ps->p;
      if (ps->p + 1 >= ps->end) {
        fail_at(ps, start, "unterminated string");
        goto bad;
      }
      char e = ps->p[1];
      const char *rep = NULL;
      switch (e) {
      case '"': rep = "\""; break;
      case '\\': rep = "\\"; break;
      case '/': rep = "/"; break;
      case 'b': rep = "\b"; break;
      case 'f': rep = "\f"; break;
      case 'n': rep = "\n"; break;
      case 'r': rep = "\r"; break;
      case 't': rep = "\t"; break;
      case 'u': break;
      default: {
        char d[32];
        fail_at(ps, esc, "invalid escape sequence: backslash followed by %s",
                describe(ps, ps->p + 1, d));
        goto bad;
      }
      }
      if (rep) {
        if (sb_put(&b, rep, 1))
          goto oom;
        ps->p += 2;
        continue;
      }
      long cp = read_hex4(ps, ps->p + 2);
      if (cp < 0) {
        fail_at(ps, esc, "invalid \\u escape: expected 4 hex digits");
        goto bad;
      }
      ps->p += 6;
      if (cp >= 0xDC00 && cp <= 0xDFFF) {
        fail_at(ps, esc, "invalid \\u escape: unpaired low surrogate");
        goto bad;
      }
      if (cp >= 0xD800 && cp <= 0xDBFF) {
        long lo = -1;
        if (ps->end - ps->p >= 2 && ps->p[0] == '\\' && ps->p[1] == 'u')
          lo = read_hex4(ps, ps->p + 2);
        if (lo < 0xDC00 || lo > 0xDFFF) {
          fail_at(ps, esc, "invalid \\u escape: unpaired high surrogate");
          goto bad;
        }
        ps->p += 6;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
      }
      char u[4];
      if (sb_put(&b, u, utf8_encode((unsigned long)cp, u)))
        goto oom;
      continue;
    }
    if (c >= 0x80) {
      size_t n = utf8_valid_len((const unsigned char *)ps->p,
                                (const unsigned char *)ps->end);
      if (!n) {
        fail_at(ps, ps->p, "invalid UTF-8 byte 0x%02x in a string", c);
        goto bad;
      }
      if (sb_put(&b, ps->p, n))
        goto oom;
      ps->p += n;
      continue;
    }
    /* Copy a run of plain ASCII at once. */
    const char *run = ps->p;
    while (ps->p < ps->end) {
      unsigned char d = (unsigned char)*ps->p;
      if (d == '"' || d == '\\' || d < 0x20 || d >= 0x80)
        break;
      ps->p++;
    }
    if (sb_put(&b, run, (size_t)(ps->p - run)))
      goto oom;
  }
  out->string = b.data;
  out->length = b.len;
  return 0;
oom:
  fail_at(ps, start, "out of memory");
bad:
  free(b.data);
  return -1;
}

/* ---- numbers ---------------------------------------------------------- */

static locale_t g_c_locale = (locale_t)0;
static pthread_once_t g_c_locale_once = PTHREAD_ONCE_INIT;
static void make_c_locale(void) {
  g_c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
}

/* A "C" locale object for uselocale(), or 0 if none could be made. */
locale_t __approxrt_c_locale(void) {
  pthread_once(&g_c_locale_once, make_c_locale);
  return g_c_locale;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int parse_number(parser *ps, __approxrt_json *out) {
  const char *start = ps->p, *q = ps->p;
  char d[32];
  out->type = APPROXRT_JSON_NUMBER;
  out->line = ps->line;
  out->col = col_of(ps, start);
  if (q < ps->end && *q == '-')
    q++;
  if (q >= ps->end || !is_digit(*q)) {
    fail_at(ps, q, "invalid number: expected a digit, found %s",
            describe(ps, q, d));
    return -1;
  }
  if (*q == '0') {
    q++;
    if (q < ps->end && is_digit(*q)) {
      fail_at(ps, start, "invalid number: leading zeros are not allowed");
      return -1;
    }
  } else {
    while (q < ps->end && is_digit(*q))
      q++;
  }
  if (q < ps->end && *q == '.') {
    q++;
    if (q >= ps->end || !is_digit(*q)) {
      fail_at(ps, q, "invalid number: expected a digit after '.', found %s",
              describe(ps, q, d));
      return -1;
    }
    while (q < ps->end && is_digit(*q))
      q++;
  }
  if (q < ps->end && (*q == 'e' || *q == 'E')) {
    q++;
    if (q < ps->end && (*q == '+' || *q == '-'))
      q++;
    if (q >= ps->end || !is_digit(*q)) {
      fail_at(ps, q, "invalid number: expected a digit in the exponent, "
                     "found %s", describe(ps, q, d));
      return -1;
    }
    while (q < ps->end && is_digit(*q))
      q++;
  }
  size_t n = (size_t)(q - start);
  char small[64];
  char *tmp = n < sizeof small ? small : malloc(n + 1);
  if (!tmp) {
    fail_at(ps, start, "out of memory");
    return -1;
  }
  memcpy(tmp, start, n);
  tmp[n] = 0;
  locale_t loc = __approxrt_c_locale();
  locale_t old = loc ? uselocale(loc) : (locale_t)0;
  double v = strtod(tmp, NULL);
  if (loc)
    uselocale(old);
  if (tmp != small)
    free(tmp);
  if (!isfinite(v)) {
    fail_at(ps, start, "number out of range");
    return -1;
  }
  out->number = v;
  ps->p = q;
  return 0;
}

/* ---- values ----------------------------------------------------------- */

static int parse_value(parser *ps, __approxrt_json *out);

static int push(__approxrt_json **arr, size_t *cap, size_t count,
                const __approxrt_json *v) {
  if (count == *cap) {
    size_t nc = *cap ? *cap * 2 : 4;
    __approxrt_json *a = realloc(*arr, nc * sizeof **arr);
    if (!a)
      return -1;
    *arr = a;
    *cap = nc;
  }
  (*arr)[count] = *v;
  return 0;
}

static int parse_array(parser *ps, __approxrt_json *out) {
  const char *open = ps->p;
  char d[32];
  size_t cap = 0;
  out->type = APPROXRT_JSON_ARRAY;
  out->line = ps->line;
  out->col = col_of(ps, open);
  ps->p++;
  skip_ws(ps);
  if (ps->p < ps->end && *ps->p == ']') {
    ps->p++;
    return 0;
  }
  for (;;) {
    if (ps->p < ps->end && *ps->p == ']') {
      fail_at(ps, ps->p, "expected a value after ',', found ']' (trailing "
                         "commas are not allowed)");
      return -1;
    }
    __approxrt_json item = {0};
    if (parse_value(ps, &item))
      return -1;
    if (push(&out->items, &cap, out->count, &item)) {
      free_node(&item);
      fail_at(ps, open, "out of memory");
      return -1;
    }
    out->count++;
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == ',') {
      ps->p++;
      skip_ws(ps);
      continue;
    }
    if (ps->p < ps->end && *ps->p == ']') {
      ps->p++;
      return 0;
    }
    fail_at(ps, ps->p, "expected ',' or ']' after an array element, found %s",
            describe(ps, ps->p, d));
    return -1;
  }
}

static int parse_object(parser *ps, __approxrt_json *out) {
  const char *open = ps->p;
  char d[32];
  size_t kcap = 0, vcap = 0;
  out->type = APPROXRT_JSON_OBJECT;
  out->line = ps->line;
  out->col = col_of(ps, open);
  ps->p++;
  skip_ws(ps);
  if (ps->p < ps->end && *ps->p == '}') {
    ps->p++;
    return 0;
  }
  for (;;) {
    if (ps->p >= ps->end || *ps->p != '"') {
      if (out->count > 0 && ps->p < ps->end && *ps->p == '}')
        fail_at(ps, ps->p, "expected a string key after ',', found '}' "
                           "(trailing commas are not allowed)");
      else
        fail_at(ps, ps->p, "expected a string key%s, found %s",
                out->count ? "" : " or '}'", describe(ps, ps->p, d));
      return -1;
    }
    __approxrt_json key = {0}, val = {0};
    if (parse_string(ps, &key))
      return -1;
    /* Push the key before parsing the value so it is freed on any error;
     * keys and items grow in lock-step (items[count] is pushed below). */
    if (push(&out->keys, &kcap, out->count, &key)) {
      free_node(&key);
      fail_at(ps, open, "out of memory");
      return -1;
    }
    skip_ws(ps);
    if (ps->p >= ps->end || *ps->p != ':') {
      free_node(&out->keys[out->count]);
      fail_at(ps, ps->p, "expected ':' after the object key, found %s",
              describe(ps, ps->p, d));
      return -1;
    }
    ps->p++;
    skip_ws(ps);
    if (parse_value(ps, &val) ||
        push(&out->items, &vcap, out->count, &val)) {
      free_node(&val);
      free_node(&out->keys[out->count]);
      fail_at(ps, open, "out of memory"); /* no-op after a syntax error */
      return -1;
    }
    out->count++;
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == ',') {
      ps->p++;
      skip_ws(ps);
      continue;
    }
    if (ps->p < ps->end && *ps->p == '}') {
      ps->p++;
      return 0;
    }
    fail_at(ps, ps->p, "expected ',' or '}' after an object member, found %s",
            describe(ps, ps->p, d));
    return -1;
  }
}

static int match_word(parser *ps, const char *w) {
  size_t n = strlen(w);
  if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, w, n) != 0)
    return 0;
  const char *after = ps->p + n;
  if (after < ps->end &&
      ((*after >= 'a' && *after <= 'z') || (*after >= 'A' && *after <= 'Z') ||
       is_digit(*after) || *after == '_'))
    return 0;
  return 1;
}

static int parse_value(parser *ps, __approxrt_json *out) {
  char d[32];
  skip_ws(ps);
  const char *at = ps->p;
  if (at >= ps->end) {
    fail_at(ps, at, "expected a JSON value, found end of input");
    return -1;
  }
  char c = *at;
  if (c == '{' || c == '[') {
    if (++ps->depth > JSON_MAX_DEPTH) {
      fail_at(ps, at, "nesting deeper than %d levels", JSON_MAX_DEPTH);
      return -1;
    }
    int rc = c == '{' ? parse_object(ps, out) : parse_array(ps, out);
    ps->depth--;
    if (rc)
      free_node(out);
    return rc;
  }
  if (c == '"')
    return parse_string(ps, out);
  if (c == '-' || is_digit(c))
    return parse_number(ps, out);
  out->line = ps->line;
  out->col = col_of(ps, at);
  if (match_word(ps, "true") || match_word(ps, "false")) {
    out->type = APPROXRT_JSON_BOOL;
    out->boolean = c == 't';
    ps->p += c == 't' ? 4 : 5;
    return 0;
  }
  if (match_word(ps, "null")) {
    out->type = APPROXRT_JSON_NULL;
    ps->p += 4;
    return 0;
  }
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') {
    const char *q = at;
    while (q < ps->end && q - at < 40 &&
           ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
            is_digit(*q) || *q == '_'))
      q++;
    fail_at(ps, at, "unexpected word '%.*s' (strings must be in double "
                    "quotes; literals are true, false and null)",
            (int)(q - at), at);
    return -1;
  }
  if (c == '\'') {
    fail_at(ps, at, "strings must be in double quotes, found \"'\"");
    return -1;
  }
  if (c == '/') {
    fail_at(ps, at, "comments are not allowed in JSON");
    return -1;
  }
  fail_at(ps, at, "expected a JSON value, found %s", describe(ps, at, d));
  return -1;
}

__approxrt_json *__approxrt_json_parse(const char *text, size_t len, char *err,
                                       size_t errlen) {
  parser ps;
  memset(&ps, 0, sizeof ps);
  ps.p = text;
  ps.end = text + len;
  ps.line_start = text;
  ps.line = 1;
  ps.err = err;
  ps.errlen = errlen;
  if (err && errlen)
    err[0] = 0;
  if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
    ps.p += 3; /* skip a UTF-8 byte-order mark */
    ps.line_start = ps.p;
  }
  __approxrt_json *root = calloc(1, sizeof *root);
  if (!root) {
    fail_at(&ps, ps.p, "out of memory");
    return NULL;
  }
  if (parse_value(&ps, root)) {
    __approxrt_json_free(root);
    return NULL;
  }
  skip_ws(&ps);
  if (ps.p < ps.end) {
    char d[32];
    fail_at(&ps, ps.p, "unexpected %s after the top-level value",
            describe(&ps, ps.p, d));
    __approxrt_json_free(root);
    return NULL;
  }
  return root;
}
