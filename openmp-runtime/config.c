/* config.c - the APPROX_CONFIG schema and its validation.
 *
 * APPROX_CONFIG names a JSON file whose top level is an object keyed by
 * region label; each value is an object with the optional fields
 *   "kind"        "small" | "large" | "rate" | "rand" | "init" | "fini"
 *   "value"       number: an integer >= 2 for small/large, a real in [0,1)
 *                 for the others; without "kind" only 0 <= value <= 2^31-1
 *                 is checked here (the kind comes from the source, approx.h
 *                 checks it)
 *   "chunk"       integer >= 1
 *   "enabled"     true | false (false: the region runs exactly)
 *   "reconstruct" "nn" | "lerp"
 * Integers may be written with a fraction or exponent as long as the value
 * is integral (2, 2.0 and 2e0 are all 2; 2.5 is rejected), because JSON has
 * a single number type and tools such as Python's json module write 2.0.
 * This file turns the document into __approx_cfg_entry records (one per
 * label, document order, hash = __approx_hash(label)) and rejects, with a
 * message naming the label and the field, everything else: syntax errors
 * (line:col from json.c), a non-object top level or label value, unknown or
 * duplicate fields, wrong types, bad kind / reconstruct strings (listing the
 * valid ones), values out of range, empty labels and labels with a NUL,
 * duplicate labels, and labels that are not labels of the program (listing
 * the first known ones). The ranges are the ones the plugin checks constant
 * pragma values against at compile time (ClauseParser.cpp) and approx.h
 * checks run-time values against: small/large 2..2^31-1, rates [0, 1),
 * chunk 1..2^53.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "approxrt_internal.h"

/* Largest N accepted for small/large: approx.h may hold it in an int. */
#define MAX_PERFO_N 2147483647.0
/* Largest chunk: every integer up to 2^53 is exact in a double. */
#define MAX_CHUNK 9007199254740992.0
/* Known labels listed in an unknown-label message. */
#define MAX_LISTED_LABELS 10

/* The kind and method names, from the one table the plugin and the
 * headers expand too (headers/approx_kinds.def). */
struct kind_row { const char *name; int value; };
static const struct kind_row perfo_kinds[] = {
#define __APPROX_KIND_PERFO(n, c, s, v) {s, v},
#include "approx_kinds.def"
};
static const struct kind_row recon_methods[] = {
#define __APPROX_KIND_RECON(n, c, s, v) {s, v},
#include "approx_kinds.def"
};
/* ", small, large, ...": the valid names for messages (skip the first 2). */
static const char perfo_kind_list[] = ""
#define __APPROX_KIND_PERFO(n, c, s, v) ", " s
#include "approx_kinds.def"
    ;
static const char recon_method_list[] = ""
#define __APPROX_KIND_RECON(n, c, s, v) ", " s
#include "approx_kinds.def"
    ;
#define NUM_ROWS(t) (sizeof(t) / sizeof(t)[0])

void __approxrt_quote(char *buf, size_t bufsize, const char *s, size_t len) {
  size_t o = 0;
  if (!bufsize)
    return;
  for (size_t i = 0; i < len; ++i) {
    unsigned char c = (unsigned char)s[i];
    char tmp[8];
    size_t n;
    if (c == '\\' || c == '\'') {
      tmp[0] = '\\';
      tmp[1] = (char)c;
      n = 2;
    } else if (c < 0x20 || c == 0x7f) {
      n = (size_t)snprintf(tmp, sizeof tmp, "\\x%02x", c);
    } else {
      tmp[0] = (char)c;
      n = 1;
    }
    if (o + n + 1 > bufsize) {
      /* Truncate with an ellipsis if there is room for one. */
      if (bufsize >= 4) {
        o = o + 4 <= bufsize ? o : bufsize - 4;
        memcpy(buf + o, "...", 3);
        o += 3;
      }
      break;
    }
    memcpy(buf + o, tmp, n);
    o += n;
  }
  buf[o] = 0;
}

/* A bounded message builder: appends with printf formatting, truncating. */
typedef struct {
  char *buf;
  size_t size, len;
} msg;

static void msg_add(msg *m, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void msg_add(msg *m, const char *fmt, ...) {
  if (!m->buf || m->size == 0 || m->len + 1 >= m->size)
    return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(m->buf + m->len, m->size - m->len, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  m->len += (size_t)n;
  if (m->len >= m->size)
    m->len = m->size - 1;
}

static int streq_node(const __approxrt_json *k, const char *s) {
  size_t n = strlen(s);
  return k->length == n && memcmp(k->string, s, n) == 0;
}

/* The value of the row of `rows` named by string node v, or 0. */
static int kind_value(const struct kind_row *rows, size_t n,
                      const __approxrt_json *v) {
  for (size_t i = 0; i < n; ++i)
    if (streq_node(v, rows[i].name))
      return rows[i].value;
  return 0;
}

/* The name of perforation kind `kind` (a value of the table). */
static const char *kind_name(int kind) {
  for (size_t i = 0; i < NUM_ROWS(perfo_kinds); ++i)
    if (perfo_kinds[i].value == kind)
      return perfo_kinds[i].name;
  return "none";
}

static int is_integral(double v) { return v == floor(v); }

static void field_type_error(msg *m, const char *qlabel, const char *field,
                             const char *want, const __approxrt_json *v) {
  msg_add(m, "label '%s': field '%s': must be %s, found %s", qlabel, field,
          want, __approxrt_json_type_name(v->type));
}

/* Validates one label's object into *e. Returns 0 or nonzero (message in m).*/
static int check_fields(const __approxrt_json *obj, const char *qlabel,
                        __approx_cfg_entry *e, msg *m) {
  static const char *const fields[] = {"kind", "value", "chunk", "enabled",
                                       "reconstruct"};
  const size_t nfields = sizeof fields / sizeof fields[0];
  const __approxrt_json *value_node = NULL;
  char q[256];

  for (size_t i = 0; i < obj->count; ++i) {
    const __approxrt_json *k = &obj->keys[i], *v = &obj->items[i];
    size_t f = 0;
    while (f < nfields && !streq_node(k, fields[f]))
      ++f;
    if (f == nfields) {
      __approxrt_quote(q, sizeof q, k->string, k->length);
      msg_add(m, "label '%s': unknown field '%s' (valid fields: kind, value, "
                 "chunk, enabled, reconstruct)", qlabel, q);
      return -1;
    }
    for (size_t j = 0; j < i; ++j)
      if (streq_node(&obj->keys[j], fields[f])) {
        msg_add(m, "label '%s': field '%s': duplicate field (first at %d:%d)",
                qlabel, fields[f], obj->keys[j].line, obj->keys[j].col);
        return -1;
      }
    switch (f) {
    case 0: { /* kind */
      if (v->type != APPROXRT_JSON_STRING) {
        field_type_error(m, qlabel, "kind", "a string", v);
        return -1;
      }
      int kind = kind_value(perfo_kinds, NUM_ROWS(perfo_kinds), v);
      if (kind == 0) {
        __approxrt_quote(q, sizeof q, v->string, v->length);
        msg_add(m, "label '%s': field 'kind': unknown kind '%s' (valid kinds: "
                   "%s)", qlabel, q, perfo_kind_list + 2);
        return -1;
      }
      e->__has_kind = 1;
      e->__kind = kind;
      break;
    }
    case 1: /* value: range checked below, once the kind is known */
      if (v->type != APPROXRT_JSON_NUMBER) {
        field_type_error(m, qlabel, "value", "a number", v);
        return -1;
      }
      value_node = v;
      break;
    case 2: /* chunk */
      if (v->type != APPROXRT_JSON_NUMBER) {
        field_type_error(m, qlabel, "chunk", "an integer", v);
        return -1;
      }
      if (!is_integral(v->number) || v->number < 1) {
        msg_add(m, "label '%s': field 'chunk': must be an integer >= 1",
                qlabel);
        return -1;
      }
      if (v->number > MAX_CHUNK) {
        msg_add(m, "label '%s': field 'chunk': must be an integer <= %.0f",
                qlabel, MAX_CHUNK);
        return -1;
      }
      e->__has_chunk = 1;
      e->__chunk = (long long)v->number;
      break;
    case 3: /* enabled */
      if (v->type != APPROXRT_JSON_BOOL) {
        field_type_error(m, qlabel, "enabled", "true or false", v);
        return -1;
      }
      e->__has_enabled = 1;
      e->__enabled = v->boolean;
      break;
    case 4: /* reconstruct */
      if (v->type != APPROXRT_JSON_STRING) {
        field_type_error(m, qlabel, "reconstruct", "a string", v);
        return -1;
      }
      e->__recon = kind_value(recon_methods, NUM_ROWS(recon_methods), v);
      if (e->__recon == 0) {
        __approxrt_quote(q, sizeof q, v->string, v->length);
        msg_add(m, "label '%s': field 'reconstruct': unknown method '%s' "
                   "(valid methods: %s)", qlabel, q, recon_method_list + 2);
        return -1;
      }
      e->__has_recon = 1;
      break;
    }
  }

  if (value_node) {
    double x = value_node->number;
    if (!e->__has_kind) {
      if (!(x >= 0)) {
        msg_add(m, "label '%s': field 'value': must be >= 0", qlabel);
        return -1;
      }
      if (x > MAX_PERFO_N) { /* more than any kind takes */
        msg_add(m, "label '%s': field 'value': must be <= %.0f", qlabel, MAX_PERFO_N);
        return -1;
      }
    } else if (e->__kind == __APPROX_PERFO_SMALL || e->__kind == __APPROX_PERFO_LARGE) {
      if (!is_integral(x) || x < 2) {
        msg_add(m, "label '%s': field 'value': must be an integer >= 2 for "
                   "kind '%s'", qlabel, kind_name(e->__kind));
        return -1;
      }
      if (x > MAX_PERFO_N) {
        msg_add(m, "label '%s': field 'value': must be an integer <= %.0f "
                   "for kind '%s'", qlabel, MAX_PERFO_N, kind_name(e->__kind));
        return -1;
      }
    } else if (!(x >= 0 && x < 1)) {
      msg_add(m, "label '%s': field 'value': must be a number in [0, 1) for "
                 "kind '%s'", qlabel, kind_name(e->__kind));
      return -1;
    }
    e->__has_value = 1;
    e->__value = x == 0 ? 0.0 : x; /* normalise -0 */
  }
  return 0;
}

static void unknown_label_error(msg *m, const char *qlabel,
                                const char *const *known, int nknown) {
  char q[256];
  msg_add(m, "label '%s': not a label of this program", qlabel);
  /* The same label may appear several times in the section; list each once.*/
  int listed = 0, distinct = 0;
  for (int i = 0; i < nknown; ++i) {
    int seen = 0;
    for (int j = 0; j < i && !seen; ++j)
      seen = strcmp(known[i], known[j]) == 0;
    if (seen)
      continue;
    ++distinct;
    if (listed < MAX_LISTED_LABELS) {
      __approxrt_quote(q, sizeof q, known[i], strlen(known[i]));
      msg_add(m, "%s'%s'", listed ? ", " : " (known labels: ", q);
      ++listed;
    }
  }
  if (distinct == 0)
    msg_add(m, " (it has no #pragma approx regions)");
  else if (distinct > listed)
    msg_add(m, ", and %d more)", distinct - listed);
  else
    msg_add(m, ")");
}

int __approxrt_parse_config(const char *text, size_t len,
                            const char *const *known_labels, int nknown,
                            __approx_cfg_entry **out, int *nout, char *err,
                            size_t errlen) {
  msg m = {err, errlen, 0};
  char qlabel[256];
  __approx_cfg_entry *entries = NULL;
  int rc = -1;

  *out = NULL;
  *nout = 0;
  if (err && errlen)
    err[0] = 0;

  __approxrt_json *root = __approxrt_json_parse(text, len, err, errlen);
  if (!root)
    return -1;
  if (root->type != APPROXRT_JSON_OBJECT) {
    msg_add(&m, "%d:%d: the top level must be an object keyed by region "
                "label, found %s", root->line, root->col,
            __approxrt_json_type_name(root->type));
    goto done;
  }
  if (root->count > 0) {
    entries = calloc(root->count, sizeof *entries);
    if (!entries) {
      msg_add(&m, "out of memory");
      goto done;
    }
  }
  for (size_t i = 0; i < root->count; ++i) {
    const __approxrt_json *k = &root->keys[i], *v = &root->items[i];
    __approxrt_quote(qlabel, sizeof qlabel, k->string, k->length);
    if (k->length == 0) {
      msg_add(&m, "%d:%d: label '': a label cannot be empty (every region has "
                  "a name: its label(\"...\") or file:line)", k->line, k->col);
      goto done;
    }
    if (strlen(k->string) != k->length) {
      msg_add(&m, "label '%s': a label cannot contain a NUL character",
              qlabel);
      goto done;
    }
    for (size_t j = 0; j < i; ++j)
      if (root->keys[j].length == k->length &&
          memcmp(root->keys[j].string, k->string, k->length) == 0) {
        msg_add(&m, "label '%s': duplicate label (first at %d:%d, again at "
                    "%d:%d)", qlabel, root->keys[j].line, root->keys[j].col,
                k->line, k->col);
        goto done;
      }
    unsigned long long h = __approx_hash(k->string);
    if (nknown >= 0) {
      int found = 0;
      for (int j = 0; j < nknown; ++j) {
        if (strcmp(known_labels[j], k->string) == 0) {
          found = 1;
        } else if (__approx_hash(known_labels[j]) == h) {
          char q2[256];
          __approxrt_quote(q2, sizeof q2, known_labels[j],
                           strlen(known_labels[j]));
          msg_add(&m, "label '%s': its hash collides with label '%s' of this "
                      "program; rename one of them", qlabel, q2);
          goto done;
        }
      }
      if (!found) {
        unknown_label_error(&m, qlabel, known_labels, nknown);
        goto done;
      }
    }
    if (v->type != APPROXRT_JSON_OBJECT) {
      msg_add(&m, "label '%s': must be an object of fields (kind, value, "
                  "chunk, enabled, reconstruct), found %s", qlabel,
              __approxrt_json_type_name(v->type));
      goto done;
    }
    entries[i].__hash = h;
    if (check_fields(v, qlabel, &entries[i], &m))
      goto done;
  }
  *out = entries;
  *nout = (int)root->count;
  entries = NULL;
  rc = 0;
done:
  free(entries);
  __approxrt_json_free(root);
  return rc;
}

int __approxrt_load_config_file(const char *path,
                                const char *const *known_labels, int nknown,
                                __approx_cfg_entry **out, int *nout, char *err,
                                size_t errlen) {
  *out = NULL;
  *nout = 0;
  FILE *f = fopen(path, "rb");
  char *text = NULL;
  size_t len = 0, cap = 0;
  int rd_errno = 0;
  if (!f) {
    snprintf(err, errlen, "APPROX_CONFIG '%s': cannot open file: %s", path,
             strerror(errno));
    return -1;
  }
  for (;;) {
    if (len == cap) {
      size_t nc = cap ? cap * 2 : 4096;
      char *t = realloc(text, nc);
      if (!t) {
        rd_errno = ENOMEM;
        break;
      }
      text = t;
      cap = nc;
    }
    size_t n = fread(text + len, 1, cap - len, f);
    len += n;
    if (n == 0) {
      if (ferror(f))
        rd_errno = errno ? errno : EIO;
      break;
    }
  }
  fclose(f);
  if (rd_errno) {
    free(text);
    snprintf(err, errlen, "APPROX_CONFIG '%s': cannot read file: %s", path,
             strerror(rd_errno));
    return -1;
  }
  size_t plen = strlen(path);
  int pre = snprintf(err, errlen, "APPROX_CONFIG '%s': ", path);
  int rc;
  if (pre < 0 || (size_t)pre >= errlen || plen >= errlen) {
    /* No room for the prefix: report the bare message. */
    rc = __approxrt_parse_config(text ? text : "", len, known_labels, nknown,
                                 out, nout, err, errlen);
  } else {
    rc = __approxrt_parse_config(text ? text : "", len, known_labels, nknown,
                                 out, nout, err + pre, errlen - (size_t)pre);
  }
  free(text);
  return rc;
}
