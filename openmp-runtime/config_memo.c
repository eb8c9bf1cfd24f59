/* config_memo.c - the memo knobs of APPROX_CONFIG.
 *
 * A label's object in APPROX_CONFIG may set the knobs of its memo(in) or
 * memo(out) region (docs/language.md, "memo"): "threshold" (a number >= 0),
 * "size" (entries of a table, 1..32), "tables" (tables per warp, a power of
 * two in 1..32), "items" (iterations per thread, 1..2^20), "hierarchy"
 * ("thread" | "warp"), "replace" ("rr" | "lru"), "history" (1..32) and
 * "predict" (1..2^31-1). The limits are headers/approx_memo_defs.h's, the
 * ones the plugin checks constant pragma knobs against; the names of the
 * enum-like knobs come from headers/approx_kinds.def. config.c hands every
 * field it does not know itself to __approxrt_cfg_memo_field, so the reader
 * stays strict: a field neither knows is an error there.
 */
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "approx_memo_defs.h"
#include "approxrt_internal.h"

struct memo_word {
  const char *name;
  int value;
};
static const struct memo_word hier_words[] = {
#define __APPROX_KIND_MEMO_HIER(n, c, s, v) {s, v},
#include "approx_kinds.def"
};
static const struct memo_word replace_words[] = {
#define __APPROX_KIND_MEMO_REPLACE(n, c, s, v) {s, v},
#include "approx_kinds.def"
};
static const char hier_list[] = ""
#define __APPROX_KIND_MEMO_HIER(n, c, s, v) ", " s
#include "approx_kinds.def"
    ;
static const char replace_list[] = ""
#define __APPROX_KIND_MEMO_REPLACE(n, c, s, v) ", " s
#include "approx_kinds.def"
    ;

static int word_value(const struct memo_word *w, size_t n, const json_t *v) {
  for (size_t i = 0; i < n; ++i)
    if (json_string_length(v) == strlen(w[i].name) &&
        memcmp(json_string_value(v), w[i].name, strlen(w[i].name)) == 0)
      return w[i].value;
  return 0;
}

/* An integer in [lo, hi] (JSON's numbers are doubles: 4.0 is 4). */
static int int_field(const json_t *v, double lo, double hi, long long *out) {
  if (!json_is_number(v))
    return -1;
  double x = json_number_value(v);
  if (x != floor(x) || x < lo || x > hi)
    return -1;
  *out = (long long)x;
  return 0;
}

int __approxrt_cfg_memo_field(const char *key, const struct json_t *v, const char *qlabel,
                              __approx_cfg_entry *e, char *err, size_t errlen) {
  long long n = 0;
  if (strcmp(key, "threshold") == 0) {
    if (!json_is_number(v) || !isfinite(json_number_value(v)) || json_number_value(v) < 0) {
      snprintf(err, errlen, "label '%s': field 'threshold': must be a number >= 0", qlabel);
      return -1;
    }
    e->__has_threshold = 1;
    e->__threshold = json_number_value(v) == 0 ? 0.0 : json_number_value(v);
    return 1;
  }
  if (strcmp(key, "hierarchy") == 0 || strcmp(key, "replace") == 0) {
    int hier = key[0] == 'h';
    int w = json_is_string(v)
                ? (hier ? word_value(hier_words, 2, v) : word_value(replace_words, 2, v))
                : 0;
    if (!w) {
      snprintf(err, errlen, "label '%s': field '%s': must be one of %s", qlabel, key,
               (hier ? hier_list : replace_list) + 2);
      return -1;
    }
    if (hier) {
      e->__has_hier = 1;
      e->__hier = w;
    } else {
      e->__has_replace = 1;
      e->__replace = w;
    }
    return 1;
  }
  struct {
    const char *name;
    double hi;
  } ints[] = {{"size", __APPROX_MEMO_MAX_SIZE},
              {"tables", __APPROX_MEMO_MAX_TABLES},
              {"items", __APPROX_MEMO_MAX_ITEMS},
              {"history", __APPROX_MEMO_MAX_HISTORY},
              {"predict", __APPROX_MEMO_MAX_PREDICT}};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; ++i) {
    if (strcmp(key, ints[i].name) != 0)
      continue;
    if (int_field(v, 1, ints[i].hi, &n) != 0 || (i == 1 && (n & (n - 1)) != 0)) {
      snprintf(err, errlen, "label '%s': field '%s': must be %s in [1, %.0f]", qlabel, key,
               i == 1 ? "a power of two" : "an integer", ints[i].hi);
      return -1;
    }
    switch (i) {
    case 0:
      e->__has_size = 1;
      e->__size = (int)n;
      break;
    case 1:
      e->__has_tables = 1;
      e->__tables = (int)n;
      break;
    case 2:
      e->__has_items = 1;
      e->__items = n;
      break;
    case 3:
      e->__has_history = 1;
      e->__history = (int)n;
      break;
    default:
      e->__has_predict = 1;
      e->__predict = n;
      break;
    }
    return 1;
  }
  return 0;
}
