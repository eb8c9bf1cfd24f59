/* approxrt_internal.h - interfaces between the files of libapproxrt.
 *
 * Not installed and not part of the ABI that lowered code uses (that is
 * headers/approx_rt.h). It exposes the pieces of the runtime that are pure
 * functions of their inputs - the JSON reader, the APPROX_CONFIG validator,
 * the APPROX_SEED parser and the report formatter - so the unit tests can call
 * them without environment variables and without exit(). Every symbol keeps
 * the reserved __approxrt_ prefix because the library is linked statically
 * into user programs.
 */
#ifndef APPROXRT_INTERNAL_H
#define APPROXRT_INTERNAL_H

#include <locale.h>
#include <stddef.h>
#include <stdio.h>

#include "approx_rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- trace.c: APPROX_TRACE, each step's share of a transfer ------------ */

/* Nonzero under APPROX_TRACE=1. */
extern int __approxrt_tracing;
/* Adds the time since this thread's previous mark to the step (previous
 * point -> point); point is a string literal (compared by address). */
void __approxrt_trace_mark(const char *point);
#define APPROXRT_TRACE(point)                                                                      \
  do {                                                                                             \
    if (__approxrt_tracing)                                                                        \
      __approxrt_trace_mark(point);                                                                \
  } while (0)
/* Reads APPROX_TRACE (init.c): unset, empty or 0 off, 1 on, else fatal. */
void __approxrt_trace_configure(const char *env);

/* ---- report.c: a "C" locale for numbers ---------------------------------- */

/* A "C" locale for uselocale() around printf of numbers, so the report is
 * written the same whatever setlocale() the program made; 0 if it could not
 * be created (then the current locale is used). */
locale_t __approxrt_c_locale(void);

/* ---- config.c: APPROX_CONFIG schema and validation ---------------------- */

/* Validates an APPROX_CONFIG document against the schema and against the
 * labels of the program. known_labels[0..nknown) are the program's labels
 * (duplicates allowed); nknown < 0 skips the unknown-label check and takes a
 * label whose value is no object as an empty one (init.c reads the file
 * again once the labels are known, and the message then lists the label's
 * fields).
 * known_techs, when not NULL, holds each known label's techniques
 * (__APPROX_TECH_*): a field that applies to none of them is an error
 * (__approxrt_cfg_check_techniques). On success
 * returns 0 and stores a malloc'ed array (free()) of one entry per label, in
 * document order, in *out and its length in *nout (NULL/0 for "{}"). On
 * failure returns nonzero, *out = NULL, *nout = 0 and err holds the message
 * without the "APPROX_CONFIG 'file': " prefix, e.g.
 *   "3:14: expected ',' or '}' after an object member, found ']'"
 *   "label 'blur': field 'value': must be an integer >= 2 for kind 'large'" */
int __approxrt_parse_config(const char *text, size_t len, const char *const *known_labels,
                            const unsigned long long *known_techs, int nknown,
                            __approx_cfg_entry **out, int *nout, char *err, size_t errlen);

/* Whether every field set in e (its __has_* flags) applies to a technique
 * in techs (__APPROX_TECH_*, the union over the label's regions): 0, or
 * nonzero with a message naming the label (qlabel, quoted), the field and
 * the label's techniques in err, e.g.
 *   "label 'in': field 'history': applies to memo(out), not to this
 *    label's memo(in) region (its fields: enabled, threshold, ...)" */
int __approxrt_cfg_check_techniques(const __approx_cfg_entry *e, const char *qlabel,
                                    unsigned long long techs, char *err, size_t errlen);

/* A library opened after start-up registered its labels (labels_dso.c):
 * APPROX_CONFIG's "late" labels that it has are checked against its
 * regions' techniques; stops the program on an error (init.c). */
void __approxrt_check_late_config(void);

/* The labels APPROX_CONFIG marked "late" that were not the program's when
 * it was checked (config.c); *out stays valid for the process. */
int __approxrt_late_labels(const char *const **out);

/* Reads the file at path and runs __approxrt_parse_config on it. err gets the
 * complete message, e.g. "APPROX_CONFIG 'cfg.json': label 'x': ..." or
 * "APPROX_CONFIG 'cfg.json': cannot read file: No such file or directory". */
int __approxrt_load_config_file(const char *path, const char *const *known_labels,
                                const unsigned long long *known_techs, int nknown,
                                __approx_cfg_entry **out, int *nout, char *err, size_t errlen);

/* ---- config_keys.c: positions of the keys, for messages ----------------- */

/* A key of the top-level object (depth 1, a label) or of one of its member
 * objects (depth 2, a field of label keys[label]); name is decoded (it may
 * hold NULs: length counts them). */
typedef struct {
  int depth, line, col, label;
  char *name;
  size_t length;
} __approxrt_cfg_key;
typedef struct {
  __approxrt_cfg_key *keys;
  size_t count, cap;
} __approxrt_cfg_keys;
/* Lists the keys of depth 1 and 2 of text[0..len) in document order
 * (text jansson accepted up to len). Free with __approxrt_cfg_keys_free. */
void __approxrt_cfg_keys_scan(const char *text, size_t len, __approxrt_cfg_keys *ks);
/* The index of the first key among keys[0..before) of this depth (and of
 * this label, at depth 2) named name[0..length), or -1. */
int __approxrt_cfg_keys_find(const __approxrt_cfg_keys *ks, int depth, int label, const char *name,
                             size_t length, size_t before);
void __approxrt_cfg_keys_free(__approxrt_cfg_keys *ks);
/* The message of a jansson error (json_error_t, declared as jansson.h does
 * so this header needs no jansson.h): for a duplicate key or a key holding
 * a NUL, the label (and field) it is, with positions; otherwise jansson's
 * line:column and text. text is the document as read, bom the length of the
 * byte-order mark stripped before jansson saw it. */
struct json_error_t;
void __approxrt_cfg_load_error(char *err, size_t errlen, const char *text, size_t bom,
                               const struct json_error_t *je);

/* ---- init.c: start-up; rt.c: state, numbers; base.c: labels ------------- */

/* Reads APPROX_SEED, APPROX_CONFIG and APPROX_REPORT once (a constructor;
 * also called by every entry point, so the order of constructors does not
 * matter). Exits through __approxrt_fatal on any problem. */
void __approxrt_init(void);

/* What __approxrt_init does, unconditionally: re-reads the environment and
 * replaces the configuration, seed and report destination. For tests. */
void __approxrt_init_from_env(void);

/* Numeric environment variables (APPROX_SEED, APPROX_PREC_CHUNK): one
 * strict parser for all. The whole string must be decimal digits (or, where
 * hex is allowed, 0x/0X and hex digits): no sign, no blanks, no trailing
 * junk, nothing above 2^64 - 1. */
enum { APPROXRT_NUM_OK, APPROXRT_NUM_SYNTAX, APPROXRT_NUM_RANGE };
int __approxrt_parse_u64(const char *s, int hex, unsigned long long *out);

/* What a variable accepts: [min, max], or 0 as well when zero_ok; expected
 * is the text the error message shows in parentheses. */
typedef struct {
  int hex;
  unsigned long long min, max;
  int zero_ok;
  const char *expected;
} __approxrt_num_spec;

/* Parses s as the value of variable `name`. Returns 0 with the value in
 * *out, or nonzero with a message naming the variable and the value in err:
 *   "APPROX_PREC_CHUNK=12x: not an unsigned integer (expected ...)"
 *   "APPROX_PREC_CHUNK=9223372036854775806: out of range (expected ...)" */
int __approxrt_check_number(const char *name, const char *s, const __approxrt_num_spec *spec,
                            unsigned long long *out, char *err, size_t errlen);

/* Reads variable `name`: 0 if unset or empty (*out untouched), 1 with the
 * value in *out, or stops the program with __approxrt_check_number's
 * message. */
int __approxrt_env_number(const char *name, const __approxrt_num_spec *spec,
                          unsigned long long *out);

/* APPROX_SEED's syntax (decimal or 0x-hex, 64 bits) through the parser
 * above. Returns 0 on success, nonzero if s is not such a number. */
int __approxrt_parse_seed(const char *s, unsigned long long *out);
/* APPROX_SEED from the environment into *out (untouched when unset), or
 * stops the program (init.c). */
void __approxrt_parse_seed_env(unsigned long long *out);
/* Replaces the seed and the configuration (cfg: malloc'ed, owned by rt.c
 * from now on; NULL and 0 for none). */
void __approxrt_set_config(unsigned long long seed, __approx_cfg_entry *cfg, int n);

/* The labels of this program, read from the "approx_regions" section the
 * plugin fills, with duplicates removed (first-occurrence order). Returns the
 * count; *out is a malloc'ed array (free() it; NULL when the count is 0).
 * When techniques is not NULL, *techniques gets a malloc'ed array of the
 * same count: each label's techniques (__APPROX_TECH_*, the union over its
 * regions). */
int __approxrt_program_labels(const char ***out, unsigned long long **techniques);
void __approxrt_add_labels(const __approx_label_t *begin, const __approx_label_t *end);
void __approxrt_add_labels_of(const void *code);

/* Clears every piece of runtime state (records, configuration, seed, report
 * destination) and leaves the runtime initialised with recording on, as if
 * started with APPROX_REPORT set but nowhere to write it. For tests. */
void __approxrt_reset_for_tests(void);

/* ---- base.c: the bottom layer (fatal errors, clock, labels) ------------- */

/* 1 once __approxrt_fatal has begun stopping the program. */
int __approxrt_stopping(void);
/* Writes s[0..len) into buf (always NUL-terminated) for use inside '...' in a
 * message: backslash, quote and non-printable ASCII bytes are escaped. */
void __approxrt_quote(char *buf, size_t bufsize, const char *s, size_t len);

/* ---- config_memo.c: memo knobs of APPROX_CONFIG ------------------------ */

/* Field `key` of label qlabel's object: 1 when it is a memo knob with a
 * valid value (stored in *e), -1 with a message in err when its value is
 * invalid, 0 when it is no memo knob. */
struct json_t;
int __approxrt_cfg_memo_field(const char *key, const struct json_t *v, const char *qlabel,
                              __approx_cfg_entry *e, char *err, size_t errlen);

/* ---- report.c: APPROX_REPORT --------------------------------------------- */

/* The records behind rt.c's entry points of the same names
 * (__approxrt_record_perfo, ...), which initialise the runtime first. */
int __approxrt_recording(void);
void __approxrt_rec_perfo(const char *label, long long total, long long kept);
void __approxrt_rec_time(const char *label, double seconds);
void __approxrt_rec_bytes(const char *label, long long transferred, long long saved);
void __approxrt_rec_perfo_hashes(const unsigned long long *hash, const long long *executions,
                                 const long long *total, const long long *kept,
                                 const long long *time_ns, int n);
void __approxrt_rec_memo(const char *label, int kind, long long lookups, long long hits);
void __approxrt_rec_memo_hashes(const unsigned long long *hash, const int *kind,
                                const long long *lookups, const long long *hits, int n);
void __approxrt_rec_inline_begin(unsigned long long hash);
void __approxrt_rec_inline_end(const char *label, unsigned long long hash);
/* APPROX_REPORT's value (NULL: unset): "1" or "stderr" for stderr, "0" or
 * empty for none, anything else a path, checked for writability now and
 * written by an atexit handler of this process; turns recording on when a
 * report is asked for, off otherwise. Stops the program on a bad path. */
void __approxrt_report_configure(const char *value);

/* Records are only kept while recording is on (APPROX_REPORT set). */
void __approxrt_set_recording(int on);
/* Drops all records. */
void __approxrt_clear_records(void);
/* Writes the report JSON (see report.c) to f. Returns 0, or nonzero if a
 * write to f failed. Thread-safe. */
int __approxrt_write_report(FILE *f);

/* ---- buffer_cache.c: buffers reused between executions ------------------ */

/* What a cached buffer is for: with the region's label, the item and an
 * index, the key of the caches below. */
typedef enum {
  APPROXRT_BUF_IN_ITEM,         /* device: the whole map range of a host-perforated in-item */
  APPROXRT_BUF_PREC_COPY,       /* device: reduced-precision copy `index` */
  APPROXRT_BUF_PREC_HOST,       /* host: reduced-precision copy `index` (lowered code) */
  APPROXRT_BUF_PREC_PIPE,       /* host: the same, of an item data_prec.c moves itself */
  APPROXRT_BUF_UNORM_PACKED,    /* device: the fixed-point values of unorm in-item `index` */
  APPROXRT_BUF_UNORM_FLOAT,     /* device: the float map range they are widened into */
  APPROXRT_BUF_UNORM_HOST,      /* host: the fixed-point values, before their transfer */
  APPROXRT_BUF_SITE_VALUES,     /* device: data site item `index`, its values (data_sites.c) */
  APPROXRT_BUF_SITE_TABLE,      /* device: data site item `index`, its row table */
  APPROXRT_BUF_SITE_HOST,       /* host: data site item `index`, its staged values */
  APPROXRT_BUF_SITE_HOST_TABLE, /* host: data site item `index`, its staged row table */
  APPROXRT_BUF_UNORM_IN_HOST,   /* host: the same codes, before their transfer (data_in_unorm.c) */
  APPROXRT_BUF_ROWS_OUT_ITEM,   /* device: the map range of an out-item with host rows */
  APPROXRT_BUF_ROWS_OUT_STAGE,  /* device: its packed kept rows (data_rows_out.c) */
  APPROXRT_BUF_ROWS_OUT_HOST    /* host: the packed kept rows, after their transfer */
} __approxrt_buf_role;

/* A device buffer of n bytes cached per (label, item, role, index, dev).
 * Falls back to a fresh allocation when the cached one is busy; stops the
 * program if the device is out of memory. Release with
 * __approxrt_dbuf_put(p, dev, *slot). */
void *__approxrt_dbuf_get(const char *label, const char *item, __approxrt_buf_role role, int index,
                          long long n, int dev, int *slot);
void __approxrt_dbuf_put(void *p, int dev, int slot);
/* A host buffer cached per (label, role, index), page-locked for device dev
 * when possible. Release with __approxrt_hbuf_put(p, *slot). */
void *__approxrt_hbuf_get(const char *label, __approxrt_buf_role role, int index, long long bytes,
                          int dev, int *slot);
void __approxrt_hbuf_put(void *p, int slot);
/* A reduced copy that data_prec.c moves itself (role APPROXRT_BUF_PREC_PIPE,
 * cached and in use) keeps its association with its device buffer between
 * executions, as the private keys do (data_key.c). Only such a copy is
 * ever associated; any other buffer (the cache entry busy in another
 * thread, code lowered by an older plugin) is mapped by the construct
 * itself. pipe_state, one lookup: -1 when host is not such a copy, 1 when
 * it is and is associated on dev, 0 when it is and is not. associate:
 * associates a cached copy with [dbuf, +bytes) on dev, calling nothing
 * when it is already (nonzero: not associated). */
int __approxrt_hbuf_pipe_state(const void *host, int dev);
int __approxrt_hbuf_associate(void *host, void *dbuf, long long bytes, int dev);
/* Ends the associations of every idle cached host copy (the unit tests). */
void __approxrt_hbuf_forget_all(void);
/* Whether the cached host buffer of slot is page-locked (0 for slot < 0). */
int __approxrt_hbuf_pinned(int slot);
/* APPROX_ZERO_COPY (0 or 1, default 1; data_device.c): whether a kernel may
 * write page-locked host memory directly instead of a device buffer and a
 * DMA (docs/data.md, "Output rows on the host"). */
int __approxrt_zero_copy(void);
/* 1 under `#pragma omp requires unified_shared_memory` (data_device.c). */
int __approxrt_usm(void);
/* Staging buffers, one per device (any region): a page-locked host buffer
 * of at least n bytes (malloc'ed when none can be had), and a device one. */
void *__approxrt_stage_get(int dev, size_t n, int *slot);
void __approxrt_stage_put(void *p, int slot);
void *__approxrt_dstage_get(const char *label, long long n, int dev, int *slot);
void __approxrt_dstage_put(void *p, int dev, int slot);

/* ---- data*.c: shared between the data techniques ----------------------- */

/* 1 when the runtime moves a range starting at host to device dev itself
 * and associates it: libomptarget's entry points are linked, dev is a
 * device other than the host, and the range is not on it already. Else
 * the construct maps (or reads) the host data as OpenMP says. */
int __approxrt_data_moves_to(int dev, const void *host);
/* The same without the presence check (the caller checked it). */
int __approxrt_data_can_move(int dev);
/* A private host key of at least `bytes` bytes (data_key.c): reserved
 * address space that nothing else maps, to associate a device copy of ours
 * with in place of the user's range. Cached; one in use by an execution is
 * never handed out again before __approxrt_key_put(key, bytes, *slot, dev).
 * The key already associated with [dbuf, +bytes) on dev comes first. */
void *__approxrt_key_get(const char *label, const char *item, long long bytes, const void *dbuf,
                         int dev, int *slot);
/* Associates key (of slot) with [dbuf, +bytes) on dev, calling nothing when
 * it is already; libomptarget's result (0: associated). */
int __approxrt_key_associate(const void *key, int slot, void *dbuf, long long bytes, int dev);
/* Releases a key; a cached one stays associated, a key of its own (slot < 0)
 * is retired (data_key.c) or, past the budget, disassociated on dev (when
 * dev >= 0) and unmapped. */
void __approxrt_key_put(void *key, long long bytes, int slot, int dev);
/* Retires (or disassociates) every cached key associated with dbuf on dev:
 * called before the device buffer is freed, so no key handed out again
 * names freed memory. */
void __approxrt_key_forget_dbuf(const void *dbuf, int dev);
/* Disassociates every idle cached key (the unit tests, between tests). */
void __approxrt_key_forget_all(void);
/* Keys retired so far: associated for good, never handed out again. */
unsigned __approxrt_keys_retired(void);
/* 1 when key is a cached key that may be handed out again (the tests: a
 * key associated with freed device memory must not be). */
int __approxrt_key_cached(const void *key);
/* Counts one conversion, on the device, between an array present there and
 * its typed copy (data_prec_present.c): `bytes` written by it. */
void __approxrt_record_device_converted(const char *label, long long bytes);
/* Counts an execution of region label whose data technique did not apply. */
void __approxrt_record_not_applied(const char *label);
/* One execution whose transfer approximations were skipped: the construct
 * ran where they save nothing (data_device.c). */
void __approxrt_record_xfer_skipped(const char *label);
/* The probe said device dev runs constructs on the host (data_device.c). */
int __approxrt_runs_on_host(int dev);
/* A private host key for the device buffer dbuf of item `item` (a data or
 * precision item of region `label`): __approxrt_key_get, then
 * __approxrt_key_associate on [dbuf, +map_bytes) on device dev, or the
 * program stops with both names. The key's slot goes to *kslot, for
 * __approxrt_key_put. Every technique that redirects a construct's map to a
 * buffer of its own takes its key here. */
void *__approxrt_data_key(const char *label, const char *item, long long map_bytes, void *dbuf,
                          int dev, int *kslot);
/* ---- data_unorm.c -------------------------------------------------------- */

/* Narrows src[0..n) to bits-bit fixed point at dst on the calling thread;
 * returns the index of the first element outside [0, 1], or -1. */
long long __approxrt_unorm_span(void *dst, int bits, const float *src, long long n);

/* ---- pool.c: persistent worker threads ---------------------------------- */

/* Runs fn on jobs[0..nt) (each job_size bytes): job 0 on the caller's
 * thread, jobs 1.. on the pool's workers; jobs without a free worker (the
 * pool busy with another caller, or too few CPUs) run on the caller's
 * thread too. nt <= APPROXRT_MAX_THREADS. */
#define APPROXRT_MAX_THREADS 16
void __approxrt_run_jobs(int nt, void *(*fn)(void *), void *jobs, size_t job_size);
/* The pool by hand, for a caller that works while the workers do (the
 * overlapped transfers): acquire returns the number of workers, or 0 when
 * there are none for this caller (then run everything yourself and do not
 * release); post hands jobs[0..n) (n < 2^20) to the workers, which claim
 * them in order, one at a time, and returns; wait returns when all are
 * done; release gives the pool back. */
int __approxrt_pool_acquire(void);
void __approxrt_pool_post(void *(*fn)(void *), void *jobs, size_t job_size, int n);
void __approxrt_pool_wait(void);
void __approxrt_pool_release(void);
/* Threads for a job of `bytes`: 1 below min_bytes or on one CPU, else one
 * per CPU up to APPROXRT_MAX_THREADS, and never more than units. */
int __approxrt_threads_for(long long bytes, long long min_bytes, long long units);
/* CPUs for host work: the affinity mask's count, capped by APPROX_THREADS
 * (pool.c). */
int __approxrt_cpu_count(void);
/* The x86 features the bulk conversions use, asked once (0 elsewhere). */
#define APPROXRT_CPU_AVX 1u
#define APPROXRT_CPU_F16C 2u
unsigned __approxrt_cpu_features(void);
/* Converts elements [begin, end) between float (wide) and kind, like
 * __approxrt_data_narrow_f32 / widen_f32 but on the calling thread only;
 * stream: non-temporal stores (large arrays written once). */
void __approxrt_convert_span(void *dst, const void *src, int kind, int widen, long long begin,
                             long long end, int stream);

/* ---- data.c: packing kept rows ------------------------------------------ */

/* Rows [begin, end) of a pack: dst row i is src's row table[i] (row i
 * without a table) copied, or, when wide != NULL, wide's float row
 * table[i] narrowed to kind; rowbytes and rowstride are those of the
 * packed copy. One definition for the threaded and the chunked packing. */
typedef struct {
  char *dst;
  const char *src;
  const float *wide;
  const long long *table;
  long long begin, end, rowbytes, rowstride;
  int kind;
} __approxrt_pack_span;
void __approxrt_pack_range(const __approxrt_pack_span *span);

/* ---- data_pack_pipe.c: kept rows packed and sent in chunks ------------- */

/* Packs rows table[0..n) of the item (copies of src's rows, or wide's float
 * rows narrowed to kind; rowbytes/rowstride of the packed copy) after the
 * `head` bytes already in stage (row table, row map), and sends stage to
 * dstage, the workers packing one chunk while this thread sends the one
 * before. Returns 0, having done nothing, when the rows are too few or the
 * pool has no workers for this caller. */
int __approxrt_pack_send_chunked(const char *label, const char *item, int dev, char *stage,
                                 char *dstage, long long head, const char *src, const float *wide,
                                 int kind, const long long *table, long long n, long long rowbytes,
                                 long long rowstride);

/* ---- data_rowmap.c: host input perforation's row map -------------------- */

struct __approxrt_rowmap; /* approx_data_rt.h */

/* Bytes of the row map that `layout` (__APPROXRT_IN_*) asks for, for
 * packed rows of packed_bytes: 0 where none is sent. */
long long __approxrt_in_map_bytes(int layout, long long rows, long long packed_bytes);
/* Fills m[0..rows) for the plan (ctx of the in_begin calls) whose kept rows
 * are table[0..n). */
void __approxrt_in_map_fill(const char *label, const char *item, struct __approxrt_rowmap *m,
                            const void *plan, long long rows, const long long *table, long long n,
                            int layout);

/* ---- row_kernels.c: the float loops of the host passes ------------------ */

/* out[c] = (float)__approx_lerp(a[c], b[c], w) for c < n, bit for bit the
 * generated reconstruction's value; stream: non-temporal stores (then call
 * __approxrt_row_fence before the rows are handed on). */
void __approxrt_row_lerp_f32(float *out, const float *a, const float *b, double w, long long n,
                             int stream);
/* memcpy of n floats, non-temporal when stream. */
void __approxrt_row_copy_f32(float *out, const float *in, long long n, int stream);
void __approxrt_row_fence(void);

#ifdef __cplusplus
}
#endif

#endif /* APPROXRT_INTERNAL_H */
