//===- ReducedPrecision.cpp - precision(half|bf16|float [: list]) ----------===//
//
// The reduced-precision technique (docs/data.md): each item it covers is
// held in a copy of the reduced type, converted on the host before the
// construct (narrowed in the runtime for float items, or moved by it when
// the construct maps the copy: data_prec.c) and widened back after it; the
// statement and its map clauses are renamed to use the copy. Precision
// lists and region-wide precision change the statement's variables
// (AMPT-GA's per-variable precision, VarPrecision.h). This file rewrites
// the statement: the variables retyped, each reduced item renamed to its
// copy once it is known that the copy can stand in for it (the statement
// reaches an array only through its elements; an in-item it writes must be
// an out-item too, or the writes would stay in the copy). The copies' code
// before and after the construct is ReducedPrecisionCopy.cpp's.
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

/// Whether the statement writes array II: an element assigned or
/// incremented, reached as `a[..]`, `*a` or `*(a + k)` (`a[i] = `,
/// `*(a + i) += `, `++*a`, `(a[i])--`); the maps do not count. Other uses
/// hand the pointer on, which onlyElementUses() refuses.
bool writesArray(Stmt &S, Preprocessor &PP, const IdentifierInfo *II) {
  bool Written = false;
  forEachUse(S, PP, II,
             [&](const TokenVec &Run, size_t I) { Written |= elementAssignedAt(Run, I); });
  return Written;
}

} // namespace

/// Whether an out-item of the pragma names I's array too (in(a) out(a)).
bool ReducedPrecision::outItemOf(const ItemInfo &I) const {
  return llvm::any_of(R.Items, [&](const ItemInfo &O) {
    return !O.It.In && O.It.Base.getIdentifierInfo() == I.It.Base.getIdentifierInfo();
  });
}

bool ReducedPrecision::rewrite() {
  // The variables' precision: lists, region-wide (VarPrecision.h).
  if (!R.D.Precisions.empty()) {
    llvm::SmallVector<ItemPrec, 4> ItemNames;
    for (ItemInfo &I : R.Items) {
      ItemPrec P{I.It.Base.getIdentifierInfo(), std::nullopt};
      if (I.Reduced && I.Listed)
        P.Reduced = fpKind(I.PrecMode);
      ItemNames.push_back(P);
    }
    if (!demoteVariables(R.PP, R.D, R.S, R.Ctx.Sema, R.Ctx.ClassSema, R.Ctx.Id, R.Ctx.OmpFirst,
                         ItemNames, R.Demotion))
      return false;
  }
  // Reduced items: the statement uses a copy of the reduced type.
  for (ItemInfo &I : R.Items) {
    if (!I.Reduced)
      continue;
    if (I.It.isArray() && !onlyElementUses(I))
      return false;
    if (R.presentTyped(I))
      I.Written = !I.It.In || writesArray(R.S, R.PP, I.It.Base.getIdentifierInfo());
    else if (I.It.In && I.It.isArray() && !outItemOf(I) &&
             writesArray(R.S, R.PP, I.It.Base.getIdentifierInfo())) {
      // Only out-items are widened back: the writes would stay in the copy.
      FpKind K = fpKind(I.PrecMode);
      error(R.PP, I.It.Loc,
            "the statement writes in-item '%0', which 'precision(%1)' holds in a %2 copy that "
            "is not copied back (only out-items are); make it an out-item, which a 'tofrom' map "
            "converts in and back")
          << I.It.name() << fpWord(K) << fpCType(K);
      return false;
    }
    std::string Copy = I.var("x");
    TokenVec Bare;
    if (I.It.isArray()) {
      Code C = R.codeAt(I.It.Loc);
      TokenVec X{I.It.Base};
      C << Copy << "[0:@(long long)(sizeof(__typeof__(" << X << ")) / sizeof((" << X << ")[0]))]";
      Bare = C.take();
    }
    forEachRun(R.S, [&](TokenVec &Run) {
      renameIdent(R.PP, Run, I.It.Base.getIdentifierInfo(), Copy, Bare);
    });
    I.Name = TokenBuilder(R.PP, I.It.Loc).code(Copy).take().front();
  }
  return true;
}

/// A typed copy is reached only through its elements: the array's pointer
/// value handed on (`const float *p = a + k`, `f(a)`) would read the new
/// elements as old ones, where C only warns (incompatible pointer types).
bool ReducedPrecision::onlyElementUses(const ItemInfo &I) {
  bool Ok = true;
  forEachUse(R.S, R.PP, I.It.Base.getIdentifierInfo(), [&](const TokenVec &T, size_t J) {
    if (!Ok || isElementUse(T, J))
      return;
    FpKind K = fpKind(I.PrecMode);
    error(R.PP, I.Listed ? I.ListLoc : I.It.Loc,
          "'%0' would become an array of %1 under 'precision(%2)', but the statement uses it "
          "as a pointer, not through its elements ('%0[...]'); %select{keep it at its "
          "type|remove it from the list}3")
        << I.It.Base.getIdentifierInfo()->getName() << fpCType(K) << fpWord(K) << I.Listed;
    note(R.PP, T[J].getLocation(), "used as a pointer here");
    Ok = false;
  });
  return Ok;
}

std::unique_ptr<TechniqueEmitter> makeReducedPrecision(DataRegion &R) {
  return std::make_unique<ReducedPrecision>(R);
}

} // namespace data
} // namespace approx
