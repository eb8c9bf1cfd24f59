//===- CudaAware.h - shared pieces of the sync/atomic/branch lowering -----===//
//
// sync and atomic rewrite "sites" (a barrier, an ompx_sync_block call, an
// OpenMP atomic) found anywhere in the statement after the pragma; branch
// rewrites one `if`. A SiteEmitter writes each site's approximate form and,
// when the pragma has an if() clause, chooses between it and the exact
// original at run time. Helpers called by the lowered code live in
// headers/approx_cuda.h.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_CUDAAWARE_H
#define APPROX_CUDAAWARE_H

#include "Lowering.h"

namespace approx {
namespace cuda {

class SiteEmitter {
public:
  SiteEmitter(clang::Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx);

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  const LoweringContext &Ctx;
  /// The run-time switch: empty without if(), else `__approx_eN` (hoisted
  /// before the statement) or the whole test (inline, per site).
  TokenVec Enable;
  bool Hoisted = false;
  std::string EnableVar;

  TokenVec code(clang::SourceLocation Loc, llvm::StringRef Text,
                llvm::ArrayRef<TokenVec> Args = {}) const;
  /// Appends a statement site: Approx, or `if (on) {Approx} else {Exact}`.
  void stmtSite(TokenVec &Out, clang::SourceLocation Loc, const TokenVec &Approx,
                llvm::ArrayRef<clang::Token> Exact) const;
  /// Copies an OpenMP directive run; with a hoisted switch, a data-sharing
  /// construct with default(...)/defaultmap(...) gets firstprivate(switch).
  void copyDirective(llvm::ArrayRef<clang::Token> Run, TokenVec &Out) const;
  void stmtSiteImpl(TokenVec &Out, clang::SourceLocation Loc, const TokenVec &Approx,
                    llvm::ArrayRef<clang::Token> Exact) const;
  /// Appends an expression site: Approx, or `((on) ? (Approx) : (Exact))`.
  void exprSite(TokenVec &Out, clang::SourceLocation Loc, const TokenVec &Approx,
                llvm::ArrayRef<clang::Token> Exact) const;
};

/// Whether an OpenMP annotation token starts an exact fallback that an
/// enclosing pragma must leave alone (it was written by an inner one).
bool isExactFallback(const clang::Token &AnnotBegin);


/// The static that registers the region's label (host compiles only).
TokenVec labelStatic(const SiteEmitter &E);

/// Rewrites every `#pragma omp barrier` and ompx_sync_block*() call in In
/// (sync clause, CudaAwareSync.cpp); Count is the number of sites.
bool rewriteSync(const SiteEmitter &E, llvm::ArrayRef<clang::Token> In, TokenVec &Out,
                 unsigned &Count);

/// Rewrites the `if` statement S (branch clause); false after an error.
bool lowerBranch(const SiteEmitter &E, Stmt &S, TokenVec &Out);

/// An OpenMP atomic update: `x = x Op E` (an `r` Op: `x = E op x`).
struct AtomicUpdate {
  TokenVec X, E;
  std::string Op; // add sub mul div and or xor shl shr rem, or r + a non-commutative one
};

/// Splits S, the statement after `#pragma omp atomic` without its ';', into
/// U; false after an error, which names the form (CudaAwareAtomicForm.cpp).
bool parseAtomicUpdate(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> S, AtomicUpdate &U);

/// Rewrites every `#pragma omp atomic` in In (atomic clause); false after an
/// error. Count is the number of sites.
bool rewriteAtomics(const SiteEmitter &E, llvm::ArrayRef<clang::Token> In, TokenVec &Out,
                    unsigned &Count);

} // namespace cuda
} // namespace approx

#endif
