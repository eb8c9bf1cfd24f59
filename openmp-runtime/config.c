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
 *   "late"        true | false: the label belongs to a shared library the
 *                 program opens later with dlopen, so it is not checked
 *                 against the program's labels at start-up (init.c warns
 *                 at exit if no library had it)
 * Integers may be written with a fraction or exponent as long as the value
 * is integral (2, 2.0 and 2e0 are all 2; 2.5 is rejected), because JSON has
 * a single number type and tools such as Python's json module write 2.0.
 * This file turns the document into __approx_cfg_entry records (one per
 * label, document order, hash = __approx_hash(label)) and rejects, with a
 * message naming the label and the field, everything else: syntax errors
 * (line:col and message from jansson, the JSON parser, linked statically
 * into libapproxrt), a non-object top level or label value, unknown or
 * duplicate fields, wrong types, bad kind / reconstruct strings (listing the
 * valid ones), values out of range, empty labels and labels with a NUL,
 * duplicate labels, labels that are not labels of the program (listing
 * the first known ones), and fields that apply to none of the label's
 * techniques (registered with each region's label: a memo knob on a perfo
 * region, "kind" on a memo region, any field of a sync, atomic or branch
 * region without if() or with a literal if(0), which is chosen at compile
 * time). The ranges are the
 * ones the plugin checks constant
 * pragma values against at compile time (ClauseParser.cpp) and approx.h
 * checks run-time values against: small/large 2..2^31-1, rates [0, 1),
 * chunk 1..2^53.
 */
#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "approxrt_internal.h"

/* jansson's load.c compares a stream with stdin; CMake renames that
 * reference to this variable, so the bundle links into libapproxrt.so
 * (openmp-runtime/CMakeLists.txt). The config is read from a buffer, never
 * from a stream, so the comparison never matters. */
__attribute__((visibility("hidden"))) void *__approxrt_jansson_stdin;

/* Largest N accepted for small/large: approx.h may hold it in an int. */
#define MAX_PERFO_N 2147483647.0
/* Largest chunk: every integer up to 2^53 is exact in a double. */
#define MAX_CHUNK 9007199254740992.0
/* Known labels listed in an unknown-label message. */
#define MAX_LISTED_LABELS 10

/* The kind and method names, from the one table the plugin and the
 * headers expand too (headers/approx_kinds.def). */
struct kind_row {
  const char *name;
  int value;
};
/* The canonical rows first (a value's name is its first row), then the
 * other spellings ("ini", "random"), accepted as "kind" too. */
static const struct kind_row perfo_kinds[] = {
#define __APPROX_KIND_PERFO(n, c, s, v) {s, v},
#define __APPROX_KIND_PERFO_ALIAS(n, c, s, v) {s, v},
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

/* jansson parses every number as a double (JSON_DECODE_INT_AS_REAL), as
 * JSON has one number type; strings may hold NULs (JSON_ALLOW_NUL). */
static int streq_node(const json_t *v, const char *s) {
  size_t n = strlen(s);
  return json_string_length(v) == n && memcmp(json_string_value(v), s, n) == 0;
}

static const char *type_name(const json_t *v) {
  switch (json_typeof(v)) {
  case JSON_OBJECT:
    return "object";
  case JSON_ARRAY:
    return "array";
  case JSON_STRING:
    return "string";
  case JSON_INTEGER:
  case JSON_REAL:
    return "number";
  case JSON_TRUE:
  case JSON_FALSE:
    return "boolean";
  default:
    return "null";
  }
}

/* The value of the row of `rows` named by string node v, or 0. */
static int kind_value(const struct kind_row *rows, size_t n, const json_t *v) {
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

static void field_type_error(msg *m, const char *qlabel, const char *field, const char *want,
                             const json_t *v) {
  msg_add(m, "label '%s': field '%s': must be %s, found %s", qlabel, field, want, type_name(v));
}

/* Validates one label's object into *e. Returns 0 or nonzero (message in m).*/
static int check_fields(const json_t *obj, const char *qlabel, __approx_cfg_entry *e, msg *m) {
  static const char *const fields[] = {"kind", "value", "chunk", "enabled", "reconstruct", "late"};
  const size_t nfields = sizeof fields / sizeof fields[0];
  const json_t *value_node = NULL;
  char q[256];
  const char *key;
  json_t *v;

  /* In document order; jansson has rejected duplicate fields already. */
  json_object_foreach((json_t *)obj, key, v) {
    size_t f = 0;
    while (f < nfields && strcmp(key, fields[f]) != 0)
      ++f;
    if (f == nfields) {
      char memo_err[512];
      int memo = __approxrt_cfg_memo_field(key, v, qlabel, e, memo_err, sizeof memo_err);
      if (memo < 0) {
        msg_add(m, "%s", memo_err);
        return -1;
      }
      if (memo > 0)
        continue;
      __approxrt_quote(q, sizeof q, key, strlen(key));
      msg_add(m,
              "label '%s': unknown field '%s' (valid fields: kind, value, "
              "chunk, enabled, reconstruct, late; memo: threshold, size, tables, items, "
              "hierarchy, replace, history, predict)",
              qlabel, q);
      return -1;
    }
    switch (f) {
    case 0: { /* kind */
      if (!json_is_string(v)) {
        field_type_error(m, qlabel, "kind", "a string", v);
        return -1;
      }
      int kind = kind_value(perfo_kinds, NUM_ROWS(perfo_kinds), v);
      if (kind == 0) {
        __approxrt_quote(q, sizeof q, json_string_value(v), json_string_length(v));
        msg_add(m,
                "label '%s': field 'kind': unknown kind '%s' (valid kinds: "
                "%s)",
                qlabel, q, perfo_kind_list + 2);
        return -1;
      }
      e->__has_kind = 1;
      e->__kind = kind;
      break;
    }
    case 1: /* value: range checked below, once the kind is known */
      if (!json_is_number(v)) {
        field_type_error(m, qlabel, "value", "a number", v);
        return -1;
      }
      value_node = v;
      break;
    case 2: /* chunk */
      if (!json_is_number(v)) {
        field_type_error(m, qlabel, "chunk", "an integer", v);
        return -1;
      }
      if (!is_integral(json_number_value(v)) || json_number_value(v) < 1) {
        msg_add(m, "label '%s': field 'chunk': must be an integer >= 1",
                qlabel);
        return -1;
      }
      if (json_number_value(v) > MAX_CHUNK) {
        msg_add(m, "label '%s': field 'chunk': must be an integer <= %.0f",
                qlabel, MAX_CHUNK);
        return -1;
      }
      e->__has_chunk = 1;
      e->__chunk = (long long)json_number_value(v);
      break;
    case 3: /* enabled */
      if (!json_is_boolean(v)) {
        field_type_error(m, qlabel, "enabled", "true or false", v);
        return -1;
      }
      e->__has_enabled = 1;
      e->__enabled = json_is_true(v);
      break;
    case 4: /* reconstruct */
      if (!json_is_string(v)) {
        field_type_error(m, qlabel, "reconstruct", "a string", v);
        return -1;
      }
      e->__recon = kind_value(recon_methods, NUM_ROWS(recon_methods), v);
      if (e->__recon == 0) {
        __approxrt_quote(q, sizeof q, json_string_value(v), json_string_length(v));
        msg_add(m,
                "label '%s': field 'reconstruct': unknown method '%s' "
                "(valid methods: %s)",
                qlabel, q, recon_method_list + 2);
        return -1;
      }
      e->__has_recon = 1;
      break;
    case 5: /* late: read by the label check of __approxrt_parse_config */
      if (!json_is_boolean(v)) {
        field_type_error(m, qlabel, "late", "true or false", v);
        return -1;
      }
      break;
    }
  }

  if (value_node) {
    double x = json_number_value(value_node);
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
        msg_add(m,
                "label '%s': field 'value': must be an integer >= 2 for "
                "kind '%s'",
                qlabel, kind_name(e->__kind));
        return -1;
      }
      if (x > MAX_PERFO_N) {
        msg_add(m,
                "label '%s': field 'value': must be an integer <= %.0f "
                "for kind '%s'",
                qlabel, MAX_PERFO_N, kind_name(e->__kind));
        return -1;
      }
    } else if (!(x >= 0 && x < 1)) {
      msg_add(m,
              "label '%s': field 'value': must be a number in [0, 1) for "
              "kind '%s'",
              qlabel, kind_name(e->__kind));
      return -1;
    }
    e->__has_value = 1;
    e->__value = x == 0 ? 0.0 : x; /* normalise -0 */
  }
  return 0;
}

/* The fields, in the order messages list them, and the techniques each
 * applies to (0: every region the table reaches; "late" is read by
 * __approxrt_parse_config itself and applies to every label). */
enum { ANY_TECH = 0 };
static const struct field_row {
  const char *name;
  unsigned long long techs;
  const char *owner; /* the techniques it applies to, for messages */
} field_rows[] = {
    {"kind", __APPROX_TECH_PERFO, "perfo"},
    {"value", __APPROX_TECH_PERFO, "perfo"},
    {"chunk", __APPROX_TECH_PERFO, "perfo"},
    {"enabled", ANY_TECH, ""},
    {"reconstruct", __APPROX_TECH_RECON, "reconstruct"},
    {"threshold", __APPROX_TECH_MEMO_IN | __APPROX_TECH_MEMO_OUT, "memo"},
    {"size", __APPROX_TECH_MEMO_IN, "memo(in)"},
    {"tables", __APPROX_TECH_MEMO_IN, "memo(in)"},
    {"items", __APPROX_TECH_MEMO_IN | __APPROX_TECH_MEMO_OUT, "memo"},
    {"hierarchy", __APPROX_TECH_MEMO_IN, "memo(in)"},
    {"replace", __APPROX_TECH_MEMO_IN, "memo(in)"},
    {"history", __APPROX_TECH_MEMO_OUT, "memo(out)"},
    {"predict", __APPROX_TECH_MEMO_OUT, "memo(out)"},
};

/* Whether e sets field row f. */
static int entry_sets(const __approx_cfg_entry *e, size_t f) {
  const int has[] = {e->__has_kind,   e->__has_value,     e->__has_chunk,   e->__has_enabled,
                     e->__has_recon,  e->__has_threshold, e->__has_size,    e->__has_tables,
                     e->__has_items,  e->__has_hier,      e->__has_replace, e->__has_history,
                     e->__has_predict};
  return f < NUM_ROWS(has) && has[f];
}

/* The technique names of a label, in the order of their bits. */
static const struct {
  unsigned long long bit;
  const char *name;
} tech_names[] = {
    {__APPROX_TECH_PERFO, "perfo"},         {__APPROX_TECH_RECON, "reconstruct"},
    {__APPROX_TECH_MEMO_IN, "memo(in)"},    {__APPROX_TECH_MEMO_OUT, "memo(out)"},
    {__APPROX_TECH_PRECISION, "precision"}, {__APPROX_TECH_SYNC, "sync"},
    {__APPROX_TECH_ATOMIC, "atomic"},       {__APPROX_TECH_BRANCH, "branch"},
    {__APPROX_TECH_GROUP, "a group"},
};

/* "memo(in)", "perfo + reconstruct": what a label with techs is. */
static void add_techs(msg *m, unsigned long long techs) {
  int n = 0;
  for (size_t i = 0; i < NUM_ROWS(tech_names); ++i)
    if (techs & tech_names[i].bit)
      msg_add(m, "%s%s", n++ ? " + " : "", tech_names[i].name);
  if (!n)
    msg_add(m, "a region");
}

/* "kind, value, chunk, enabled, late": the fields a label with techs takes
 * (every field when techs is unknown). */
static void add_fields(msg *m, const unsigned long long *techs) {
  if (!techs) {
    msg_add(m, "kind, value, chunk, enabled, reconstruct, late; memo: threshold, size, tables, "
               "items, hierarchy, replace, history, predict");
    return;
  }
  for (size_t f = 0; f < NUM_ROWS(field_rows); ++f)
    if (field_rows[f].techs == ANY_TECH || (field_rows[f].techs & *techs))
      msg_add(m, "%s, ", field_rows[f].name);
  msg_add(m, "late");
}

int __approxrt_cfg_check_techniques(const __approx_cfg_entry *e, const char *qlabel,
                                    unsigned long long techs, char *err, size_t errlen) {
  msg m = {err, errlen, 0};
  if (err && errlen)
    err[0] = 0;
  if ((techs & __APPROX_TECH_MEMO_IN) && (techs & __APPROX_TECH_MEMO_OUT)) {
    /* Regions of different files (one file refuses it at compile time). */
    msg_add(&m,
            "label '%s': names a memo(in) and a memo(out) region, whose knobs and counts "
            "differ; give each its own label",
            qlabel);
    return -1;
  }
  for (size_t f = 0; f < NUM_ROWS(field_rows); ++f) {
    if (!entry_sets(e, f))
      continue;
    if (!(techs & __APPROX_TECH_RUNTIME)) {
      /* sync, atomic or branch without if(), or folded away by a literal
       * if(0): no run-time switch to set. */
      msg_add(&m, "label '%s': field '%s': label '%s' is ", qlabel, field_rows[f].name, qlabel);
      add_techs(&m, techs);
      if (techs & __APPROX_TECH_IF0)
        msg_add(&m,
                " with if(0): it is compiled exact, chosen at compile time; give its pragma "
                "an if(...) clause that is not a literal 0 (or build with "
                "-fapprox-set=%s:if(1)) to switch it at run time",
                qlabel);
      else
        msg_add(&m,
                " without if(): it is chosen at compile time; give its pragma an if(...) "
                "clause (or build with -fapprox-set=%s:if(1)) to switch it at run time",
                qlabel);
      return -1;
    }
    if (field_rows[f].techs == ANY_TECH || (field_rows[f].techs & techs))
      continue;
    msg_add(&m, "label '%s': field '%s': only %s regions take it, and label '%s' is ", qlabel,
            field_rows[f].name, field_rows[f].owner, qlabel);
    add_techs(&m, techs);
    msg_add(&m, " (its fields: ");
    add_fields(&m, &techs);
    msg_add(&m, ")");
    return -1;
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
  msg_add(m, "; a label of a library the program opens with dlopen needs \"late\": true");
}

/* Labels accepted as "late" while the program's labels were known (the
 * check of init.c at exit looks for them in the libraries opened since). */
static char **g_late;
static int g_nlate;

static void note_late(const char *label) {
  for (int i = 0; i < g_nlate; ++i)
    if (strcmp(g_late[i], label) == 0)
      return;
  char **grown = realloc(g_late, (size_t)(g_nlate + 1) * sizeof *grown);
  char *copy = strdup(label);
  if (!grown || !copy) {
    free(copy);
    if (grown)
      g_late = grown;
    return;
  }
  g_late = grown;
  g_late[g_nlate++] = copy;
}

int __approxrt_late_labels(const char *const **out) {
  *out = (const char *const *)g_late;
  return g_nlate;
}

/* Line and column of the first byte that is not JSON whitespace. */
static void first_value_pos(const char *text, size_t len, size_t from, int *line, int *col) {
  size_t line_start = 0;
  *line = 1;
  for (; from < len; ++from) {
    if (text[from] == '\n') {
      ++*line;
      line_start = from + 1;
    } else if (text[from] != ' ' && text[from] != '\t' && text[from] != '\r') {
      break;
    }
  }
  *col = (int)(from - line_start) + 1;
}

int __approxrt_parse_config(const char *text, size_t len, const char *const *known_labels,
                            const unsigned long long *known_techs, int nknown,
                            __approx_cfg_entry **out, int *nout, char *err, size_t errlen) {
  msg m = {err, errlen, 0};
  char qlabel[256];
  __approx_cfg_entry *entries = NULL;
  int rc = -1;

  *out = NULL;
  *nout = 0;
  if (err && errlen)
    err[0] = 0;

  const size_t bom = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  json_error_t je;
  json_t *root = json_loadb(
      text + bom, len - bom,
      JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_DECODE_INT_AS_REAL | JSON_ALLOW_NUL, &je);
  if (!root) {
    __approxrt_cfg_load_error(err, errlen, text, bom, &je);
    return -1;
  }
  if (!json_is_object(root)) {
    int line, col;
    first_value_pos(text, len, bom, &line, &col);
    msg_add(&m,
            "%d:%d: the top level must be an object keyed by region "
            "label, found %s",
            line, col, type_name(root));
    goto done;
  }
  size_t count = json_object_size(root);
  if (count > 0) {
    entries = calloc(count, sizeof *entries);
    if (!entries) {
      msg_add(&m, "out of memory");
      goto done;
    }
  }
  /* Labels in document order; jansson has rejected duplicates and NULs. */
  const char *key;
  json_t *v;
  size_t i = 0;
  json_object_foreach(root, key, v) {
    __approxrt_quote(qlabel, sizeof qlabel, key, strlen(key));
    if (!*key) {
      __approxrt_cfg_keys ks;
      __approxrt_cfg_keys_scan(text, len, &ks);
      int at = __approxrt_cfg_keys_find(&ks, 1, -1, "", 0, ks.count);
      msg_add(&m,
              "%d:%d: label '': a label cannot be empty (every region has "
              "a name: its label(\"...\") or file:line)",
              at >= 0 ? ks.keys[at].line : 0, at >= 0 ? ks.keys[at].col : 0);
      __approxrt_cfg_keys_free(&ks);
      goto done;
    }
    unsigned long long h = __approx_hash(key);
    /* The label's techniques: the union over its regions, when known. */
    unsigned long long techs = 0;
    int found = 0;
    if (nknown >= 0) {
      for (int j = 0; j < nknown; ++j) {
        if (strcmp(known_labels[j], key) == 0) {
          found = 1;
          if (known_techs)
            techs |= known_techs[j];
        } else if (__approx_hash(known_labels[j]) == h) {
          char q2[256];
          __approxrt_quote(q2, sizeof q2, known_labels[j],
                           strlen(known_labels[j]));
          msg_add(&m, "label '%s': its hash collides with label '%s' of this "
                      "program; rename one of them", qlabel, q2);
          goto done;
        }
      }
      if (!found && json_is_object(v) && json_is_true(json_object_get(v, "late"))) {
        note_late(key);
      } else if (!found) {
        unknown_label_error(&m, qlabel, known_labels, nknown);
        goto done;
      }
    }
    const int with_techs = found && known_techs;
    if (!json_is_object(v) && nknown < 0) {
      /* Refused once the labels are known (init.c reads the file again
       * then), where the message lists the fields that apply to the label. */
      entries[i++].__hash = h;
      continue;
    }
    if (!json_is_object(v)) {
      msg_add(&m, "label '%s': must be an object of fields (", qlabel);
      add_fields(&m, with_techs ? &techs : NULL);
      msg_add(&m, "), found %s", type_name(v));
      goto done;
    }
    entries[i].__hash = h;
    if (check_fields(v, qlabel, &entries[i], &m))
      goto done;
    if (with_techs && __approxrt_cfg_check_techniques(&entries[i], qlabel, techs, err, errlen))
      goto done;
    ++i;
  }
  *out = entries;
  *nout = (int)count;
  entries = NULL;
  rc = 0;
done:
  free(entries);
  json_decref(root);
  return rc;
}
