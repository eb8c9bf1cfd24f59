/* approx.h - what code lowered by the approx-clang plugin calls.
 *
 * The plugin rewrites `#pragma approx perfo(...)` loops into loops over a
 * compacted iteration space [0, plan.kept) and maps each compacted index back
 * to a logical iteration with __approx_perfo_index(); data clauses call the
 * data helpers and libapproxrt. This header is the umbrella the driver
 * includes in every compile (-include approx.h): it includes one header per
 * concept (listed below, each including what it uses) between a save and a
 * restore of the user's macros named like the words of its pragmas.
 * Everything is `static __inline__` (C89 has no `inline`) and usable on the host and on offload
 * devices, so host and device agree bit for bit; nothing is declared that
 * user code sees except names with the reserved __approx prefix.
 */
#ifndef __APPROX_H
#define __APPROX_H
/* Nothing for preprocessed assembly (`approx-clang -c x.c y.S`: the
 * driver's -include reaches every input). */
#ifndef __ASSEMBLER__

/* For the plugin: read from here on the OpenMP loop directives that a
 * `#pragma approx` follows, so its plan is computed before the construct
 * (docs/design.md; under -E there is no earlier hook). */
#pragma approx __omp_hoist

/* The words of the pragmas below (`#pragma omp declare target`, `#pragma
 * clang fp contract(off)`, ...) are macro-expanded like any pragma
 * operands: a user's -Dtarget or -Ddevice would change them. They are
 * saved, undefined for these headers, and restored at the end. */
#pragma push_macro("omp")
#pragma push_macro("declare")
#pragma push_macro("target")
#pragma push_macro("end")
#pragma push_macro("update")
#pragma push_macro("from")
#pragma push_macro("to")
#pragma push_macro("device")
#pragma push_macro("barrier")
#pragma push_macro("atomic")
#pragma push_macro("clang")
#pragma push_macro("fp")
#pragma push_macro("contract")
#pragma push_macro("off")
#pragma push_macro("map")
#pragma push_macro("begin")
#pragma push_macro("variant")
#pragma push_macro("match")
#pragma push_macro("kind")
#pragma push_macro("host")
#pragma push_macro("nohost")
#pragma push_macro("teams")
#pragma push_macro("distribute")
#pragma push_macro("parallel")
#undef omp
#undef declare
#undef target
#undef end
#undef update
#undef from
#undef to
#undef device
#undef barrier
#undef atomic
#undef clang
#undef fp
#undef contract
#undef off
#undef map
#undef begin
#undef variant
#undef match
#undef kind
#undef host
#undef nohost
#undef teams
#undef distribute
#undef parallel

/* A system header (as the headers it includes): warnings that a user's
 * flags enable (-Wdeclaration-after-statement, -Wold-style-cast,
 * -Wmissing-variable-declarations, ...) are about this code, not theirs. */
#ifdef __clang__ /* the runtime's own C files may be built by gcc */
#pragma clang system_header
#endif

/* One concept per header; each includes what it uses. */
#include "approx_rt.h"     /* libapproxrt's host ABI, kind numbers */
#include "approx_omp.h"    /* the OpenMP routines called, without omp.h */
#include "approx_table.h"  /* the run-time table (APPROX_CONFIG, seed) */
#include "approx_plan.h"   /* the perforation plan and its index map */
#include "approx_blocks.h" /* the block form of a plan */
#include "approx_perfo.h"  /* recording variants for the report */
#include "approx_cuda.h"   /* CUDA-aware helpers (sync, branch, atomic) */
#include "approx_data.h"   /* data approximation (in/out, precision) */
#include "approx_sites.h"  /* approximate transfers at target data/update */
#include "approx_memo.h"   /* memo(in) and memo(out) tables */

/* The user's macros of the pragma words, as they were. */
#pragma pop_macro("parallel")
#pragma pop_macro("distribute")
#pragma pop_macro("teams")
#pragma pop_macro("nohost")
#pragma pop_macro("host")
#pragma pop_macro("kind")
#pragma pop_macro("match")
#pragma pop_macro("variant")
#pragma pop_macro("begin")
#pragma pop_macro("map")
#pragma pop_macro("off")
#pragma pop_macro("contract")
#pragma pop_macro("fp")
#pragma pop_macro("clang")
#pragma pop_macro("atomic")
#pragma pop_macro("barrier")
#pragma pop_macro("device")
#pragma pop_macro("to")
#pragma pop_macro("from")
#pragma pop_macro("update")
#pragma pop_macro("end")
#pragma pop_macro("target")
#pragma pop_macro("declare")
#pragma pop_macro("omp")

#endif /* !__ASSEMBLER__ */
#endif /* __APPROX_H */
