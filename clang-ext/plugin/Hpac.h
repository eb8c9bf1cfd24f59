//===- Hpac.h - source compatibility with HPAC's #pragma approx -----------===//
//
// Programs annotated for HPAC (LLNL's approximation compiler) compile here
// unchanged with the meaning HPAC gives them (docs/language.md, "HPAC
// compatibility"). The kind names HPAC's README uses ("ini", "random") are
// aliases in headers/approx_kinds.def. This file does the rest: `in(...)`,
// `out(...)` and `inout(...)` items on a pragma with no technique for them (no `memo`,
// `reconstruct` or `precision`), and the `in` items of `memo(out)` (TAF reads
// none), are HPAC's declarations of the region's data, written in
// HPAC's item grammar (any addressable lvalue, sections `a[lo:len]`,
// `a[lo:]`, `a[:len]`, `a[:]`, strided `a[lo:len:stride]`, any number of
// dimensions). They are taken out of the directive, so no data technique
// applies, and become unevaluated checks (`__typeof__(a[lo]) *p = 0;`) placed
// where HPAC's Sema sees them, so a misspelt item is still an error at its
// tokens. The -Wapprox-hpac warnings say, at the user's token, where our
// meaning differs from HPAC's.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_HPAC_H
#define APPROX_HPAC_H

#include "Directive.h"
#include "StmtReader.h"

namespace approx {

/// The data declarations taken from a directive.
struct HpacDecls {
  std::optional<DataClause> In, Out, Inout; // the clauses as written
  TokenVec Checks;                          // one unevaluated check per item, and its bounds
  bool any() const { return In || Out || Inout; }
};

/// When D has `in`/`out`/`inout` items and no technique for them (`memo`,
/// `reconstruct`, `precision`), or is `memo(out)` with `in` items, moves
/// those items into Decls after checking them against HPAC's item grammar.
/// False after an error at the offending item.
bool takeDeclarationItems(clang::Preprocessor &PP, ApproxDirective &D, HpacDecls &Decls);

/// The -Wapprox-hpac warnings for D. NoTechnique: D runs its statement
/// exactly (only data declarations, no region inside to group).
void warnHpacDifferences(clang::Preprocessor &PP, const ApproxDirective &D, const HpacDecls &Decls,
                         bool NoTechnique);

/// Puts Decls' checks where the items' names are in scope: inside the
/// loop's body for the inline form (S is the loop of an OpenMP directive,
/// nothing may stand before it), else nowhere (see wrapChecks).
void checksIntoLoopBody(clang::Preprocessor &PP, const HpacDecls &Decls, Stmt &S);

/// `{ checks lowered }`: the checks before the lowered statement.
void wrapChecks(clang::Preprocessor &PP, clang::SourceLocation Loc, const HpacDecls &Decls,
                TokenVec &Lowered);

/// The init of the loop S (under its directives): the tokens of its head
/// before the first ';' (none when S is no loop).
TokenVec loopInitOf(const Stmt &S);

/// `{ if (0) for (Init;;) { checks } lowered }`: memo(out)'s 'in'
/// declarations name an iteration's data (the loop variable), so they are
/// checked in the scope of the loop's init; once (the lowering copies the
/// body), never run.
void wrapChecksInLoopScope(clang::Preprocessor &PP, clang::SourceLocation Loc,
                           const HpacDecls &Decls, llvm::ArrayRef<clang::Token> Init,
                           TokenVec &Lowered);

} // namespace approx

#endif
