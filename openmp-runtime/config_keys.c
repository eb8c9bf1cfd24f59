/* config_keys.c - where the keys of an APPROX_CONFIG document are.
 *
 * jansson (the JSON parser of config.c) gives the line and column of a
 * syntax error but keeps no positions in the tree it builds, and it stops
 * at a duplicate key or a key holding a NUL without saying which object the
 * key belongs to. For those messages, and only on those error paths, this
 * file walks the text jansson has already accepted and lists the keys of
 * the top-level object (labels, depth 1) and of its members (fields, depth
 * 2), each with its 1-based line and byte column and its name decoded by
 * jansson itself. It skips strings and counts brackets; everything else
 * (escapes, numbers, validity) is jansson's business. With it,
 * __approxrt_cfg_load_error words every jansson error of a config.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "approxrt_internal.h"

enum { MAX_NEST = 64 };

static void add_key(__approxrt_cfg_keys *ks, int depth, int line, int col, const char *tok,
                    size_t toklen) {
  if (ks->count == ks->cap) {
    size_t cap = ks->cap ? ks->cap * 2 : 16;
    __approxrt_cfg_key *k = realloc(ks->keys, cap * sizeof *k);
    if (!k)
      return; /* out of memory: the message will lack a position */
    ks->keys = k;
    ks->cap = cap;
  }
  __approxrt_cfg_key *k = &ks->keys[ks->count];
  memset(k, 0, sizeof *k);
  k->depth = depth;
  k->line = line;
  k->col = col;
  k->label = -1;
  for (size_t i = ks->count; depth == 2 && i-- > 0;)
    if (ks->keys[i].depth == 1) {
      k->label = (int)i;
      break;
    }
  json_t *s = json_loadb(tok, toklen, JSON_DECODE_ANY | JSON_ALLOW_NUL, NULL);
  if (s && json_is_string(s)) {
    k->length = json_string_length(s);
    k->name = malloc(k->length + 1);
    if (k->name)
      memcpy(k->name, json_string_value(s), k->length + 1);
  }
  json_decref(s);
  if (!k->name) {
    k->name = calloc(1, 1);
    k->length = 0;
  }
  ks->count++;
}

void __approxrt_cfg_keys_scan(const char *text, size_t len, __approxrt_cfg_keys *ks) {
  memset(ks, 0, sizeof *ks);
  char stack[MAX_NEST];
  int depth = 0, line = 1, expect_key = 0;
  size_t line_start = 0;
  for (size_t i = 0; i < len; ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      line_start = i + 1;
    } else if (c == '"') {
      size_t j = i + 1;
      while (j < len && text[j] != '"')
        j += text[j] == '\\' ? 2 : 1;
      if (j >= len)
        return; /* the text ends inside the string */
      if (expect_key && depth <= 2)
        add_key(ks, depth, line, (int)(i - line_start) + 1, text + i, j - i + 1);
      expect_key = 0;
      i = j;
    } else if (c == '{' || c == '[') {
      if (depth < MAX_NEST)
        stack[depth] = c;
      ++depth;
      expect_key = c == '{';
    } else if (c == '}' || c == ']') {
      if (depth > 0)
        --depth;
      expect_key = 0;
    } else if (c == ',') {
      expect_key = depth > 0 && depth <= MAX_NEST && stack[depth - 1] == '{';
    }
  }
}

int __approxrt_cfg_keys_find(const __approxrt_cfg_keys *ks, int depth, int label, const char *name,
                             size_t length, size_t before) {
  for (size_t i = 0; i < before && i < ks->count; ++i) {
    const __approxrt_cfg_key *k = &ks->keys[i];
    if (k->depth == depth && (depth == 1 || k->label == label) && k->length == length &&
        memcmp(k->name, name, length) == 0)
      return (int)i;
  }
  return -1;
}

void __approxrt_cfg_keys_free(__approxrt_cfg_keys *ks) {
  for (size_t i = 0; i < ks->count; ++i)
    free(ks->keys[i].name);
  free(ks->keys);
  memset(ks, 0, sizeof *ks);
}

/* A jansson error as the message gives it: for a duplicate key or a key
 * holding a NUL, the label (and field) it is, with positions from
 * config_keys.c, as for every other mistake in a label; otherwise jansson's
 * line:column and text. text is the document as read, bom the length of
 * the byte-order mark stripped before jansson saw it (positions count
 * bytes, the mark included). */
void __approxrt_cfg_load_error(char *err, size_t errlen, const char *text, size_t bom,
                               const json_error_t *je) {
  if (!err || !errlen)
    return;
  err[0] = 0;
  enum json_error_code code = json_error_code(je);
  int done = 0;
  if ((code == json_error_duplicate_key || code == json_error_null_byte_in_key) &&
      je->position > 0) {
    __approxrt_cfg_keys ks;
    __approxrt_cfg_keys_scan(text, bom + (size_t)je->position, &ks);
    size_t last = ks.count ? ks.count - 1 : 0;
    const __approxrt_cfg_key *k = ks.count ? &ks.keys[last] : NULL;
    char ql[256], qf[256];
    if (k && k->depth == 1) {
      __approxrt_quote(ql, sizeof ql, k->name, k->length);
      int first = __approxrt_cfg_keys_find(&ks, 1, -1, k->name, k->length, last);
      if (code == json_error_null_byte_in_key)
        snprintf(err, errlen, "label '%s': a label cannot contain a NUL character", ql);
      else if (first >= 0)
        snprintf(err, errlen, "label '%s': duplicate label (first at %d:%d, again at %d:%d)", ql,
                 ks.keys[first].line, ks.keys[first].col, k->line, k->col);
      done = code == json_error_null_byte_in_key || first >= 0;
    } else if (k && k->depth == 2 && k->label >= 0) {
      const __approxrt_cfg_key *l = &ks.keys[k->label];
      __approxrt_quote(ql, sizeof ql, l->name, l->length);
      __approxrt_quote(qf, sizeof qf, k->name, k->length);
      int first = __approxrt_cfg_keys_find(&ks, 2, k->label, k->name, k->length, last);
      if (code == json_error_null_byte_in_key)
        snprintf(err, errlen,
                 "label '%s': unknown field '%s' (valid fields: kind, value, chunk, enabled, "
                 "reconstruct; memo: threshold, size, tables, items, hierarchy, replace, "
                 "history, predict)",
                 ql, qf);
      else if (first >= 0)
        snprintf(err, errlen, "label '%s': field '%s': duplicate field (first at %d:%d)", ql, qf,
                 ks.keys[first].line, ks.keys[first].col);
      done = code == json_error_null_byte_in_key || first >= 0;
    }
    __approxrt_cfg_keys_free(&ks);
  }
  if (!done)
    snprintf(err, errlen, "%d:%d: %s", je->line, je->column + (je->line == 1 ? (int)bom : 0),
             je->text);
}
