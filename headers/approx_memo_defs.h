/* approx_memo_defs.h - the limits and defaults of memo's knobs.
 *
 * memo(in) and memo(out) (docs/language.md, "memo") have numeric knobs
 * whose ranges the plugin checks on constant pragma values
 * (clang-ext/plugin/MemoClause.cpp), the runtime's APPROX_CONFIG reader on
 * configured ones (openmp-runtime/config_memo.c), and whose defaults the
 * lowered code falls back to (approx_memo.h). They are written once, here.
 * Plain macros of numbers: C and C++ (the plugin) include this file.
 */
#ifndef __APPROX_MEMO_DEFS_H
#define __APPROX_MEMO_DEFS_H
#ifdef __clang__
#pragma clang system_header
#endif

/* memo(in): entries of one table, 1..32. A table lives in registers or
 * local memory: every table is allocated at this capacity. */
#define __APPROX_MEMO_MAX_SIZE 32
#define __APPROX_MEMO_DEF_SIZE 8
/* The capacity a table is allocated at when the pragma's size is at most
 * this (the default): its lookups are unrolled over this many entries, so
 * it lives in registers on a GPU. APPROX_CONFIG may lower the size, and a
 * larger configured size is clamped to it; a pragma size above it gets
 * __APPROX_MEMO_MAX_SIZE entries (registers or local memory, as the
 * compiler finds room). The same for memo(out)'s history. */
#define __APPROX_MEMO_REG_SIZE 8
#define __APPROX_MEMO_REG_HISTORY 8
/* memo(in), hierarchy(warp): tables per warp, a power of two in 1..32 (a
 * table is shared by 32/tables lanes, one entry per lane). */
#define __APPROX_MEMO_MAX_TABLES 32
#define __APPROX_MEMO_DEF_TABLES 1
/* Iterations of a worksharing loop one thread runs in a row with one
 * table (memo(in)) or history (memo(out)): 1..2^20. */
#define __APPROX_MEMO_MAX_ITEMS 1048576
#define __APPROX_MEMO_DEF_ITEMS 32
/* memo(out): computed outputs the stability test looks at, 1..32, and
 * predictions made once they are stable, 1..2^31-1. */
#define __APPROX_MEMO_MAX_HISTORY 32
#define __APPROX_MEMO_DEF_HISTORY 4
#define __APPROX_MEMO_MAX_PREDICT 2147483647
#define __APPROX_MEMO_DEF_PREDICT 4
/* threshold: a finite real >= 0 (memo(in): mean relative input distance;
 * memo(out): relative standard deviation of the outputs). */
#define __APPROX_MEMO_DEF_THRESHOLD 0.01
/* Values an iteration of a memo region reads (in + inout) or writes
 * (out + inout), counted in elements: at most 64 each. */
#define __APPROX_MEMO_MAX_VALUES 64

#endif /* __APPROX_MEMO_DEFS_H */
