//===- DataScalars.h - the scalars a data region or data site starts with -===//
//
// A data region (DataLowering.cpp) and a data site (DataSites.cpp) open
// their lowered code with the same scalars, each evaluated once and named
// with the region's id N: whether the region is approximated
// (`__approx_en<N>`), the perforation's value and chunk, the reconstruction
// method (`__approx_m<N>`), and where the construct runs: its if()
// (`__approx_off<N>`), its device (`__approx_dev<N>`) and that device's kind
// (`__approx_dk<N>`, docs/data.md "Where the construct runs"). One
// definition of each, so that the two lowerings declare them alike.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DATASCALARS_H
#define APPROX_DATASCALARS_H

#include "DataRegion.h"

namespace approx {
namespace data {

/// `int __approx_en<N>`: the pragma's if() as the runtime sees it (the
/// label's hash selects its APPROX_CONFIG entry); with perfo, its value
/// `__approx_v<N>` and chunk `__approx_ch<N>`. One: the tokens `1` (the
/// default of both).
void declareEnabled(Code &C, const ApproxDirective &D, const std::string &N, llvm::StringRef Hash,
                    const TokenVec &One);

/// `const int __approx_m<N>`: D's reconstruction method (APPROX_CONFIG may
/// change it).
void declareMethod(Code &C, const ApproxDirective &D, const std::string &N, llvm::StringRef Hash);

/// Where the construct of Dirs runs: `__approx_off<N>`, the condition of
/// the if() that applies to its target directive (no modifier, or a
/// `target...` one), only when it has one; `__approx_dev<N>`, its device()
/// (after a `device_num:` modifier) or the default device; and
/// `__approx_dk<N>`, that device's kind as far as the runtime knows it.
/// Declarations only: probeDeviceKind follows them. Returns the if()
/// scalar's name, "" when the construct has no such if(); nullopt after an
/// error (`device(ancestor: ...)`).
std::optional<std::string> declareDevice(clang::Preprocessor &PP, Code &C,
                                         llvm::ArrayRef<Stmt *> Dirs, const std::string &N);

/// The statement after declareDevice's declarations (and any others of the
/// block: C's -Wdeclaration-after-statement) that sets `__approx_dk<N>`
/// where the runtime has not seen the device yet: a one-iteration SPMD
/// target region written here, in the user's code, asks it (one in the
/// forced approx.h would come before a `#pragma omp requires`, which
/// OpenMP and clang forbid).
void probeDeviceKind(Code &C, const std::string &N);

/// After declareDevice: the construct's device() and target if() name
/// `__approx_dev<N>` and `__approx_off<N>` instead of their expressions,
/// which are evaluated once (`device(next++ % ndev)` must not advance
/// twice, and the construct must run where the data work went). T makes
/// tokens of a name.
void bindDeviceClauses(llvm::ArrayRef<Stmt *> Dirs, const std::string &N,
                       llvm::function_ref<TokenVec(llvm::StringRef)> T);

} // namespace data
} // namespace approx

#endif
