//===- FpExchange.cpp - the pointers a time loop's double buffers exchange ===//
//
// pointerExchange() (FpExchange.h): from the seed copies, every pointer
// they name is visited once, and its copies (pointerCopies) join the walk,
// each copy once. A temporary must be named only in such copies (each copy
// names it once: its uses equal its sides), and its first copy in source
// order must assign it (`tmp = a;`): one read first (`a = next;`) would
// hand a kernel an array no typed copy stands for.
//
//===----------------------------------------------------------------------===//
#include "FpExchange.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace approx {

PointerExchange
pointerExchange(Preprocessor &PP, llvm::ArrayRef<Token> Toks,
                llvm::ArrayRef<HoistUse::PointerCopy> Seeds,
                llvm::function_ref<const IdentifierInfo *(const IdentifierInfo *)> Canon) {
  PointerExchange X;
  llvm::SmallVector<HoistUse::PointerCopy, 8> Work(Seeds.begin(), Seeds.end());
  llvm::SmallPtrSet<const void *, 8> Seen;
  llvm::SmallPtrSet<const IdentifierInfo *, 8> Named;
  for (size_t K = 0; K < Work.size(); ++K) {
    HoistUse::PointerCopy C = Work[K];
    C.Lhs = Canon(C.Lhs);
    C.Rhs = Canon(C.Rhs);
    if (Seen.insert(C.Semi.getPtrEncoding()).second)
      X.Copies.push_back(C);
    for (const IdentifierInfo *N : {C.Lhs, C.Rhs}) {
      if (!Named.insert(N).second)
        continue;
      HoistUse NU = hoistUse(PP, Toks, N);
      if (NU.Why == HoistUse::Unmapped) {
        X.Temps.push_back(N);
      } else {
        X.Arrays.push_back(N);
        X.ArrayUses.push_back(std::move(NU));
      }
      pointerCopies(PP, Toks, N, Work); // a rotation of three reaches c only from b
    }
  }
  for (const IdentifierInfo *N : X.Temps) {
    unsigned Sides = 0, Uses = 0;
    const HoistUse::PointerCopy *First = nullptr;
    for (const HoistUse::PointerCopy &C : X.Copies) {
      unsigned Here = (C.Lhs == N) + (C.Rhs == N);
      Sides += Here;
      if (Here && (!First || PP.getSourceManager().isBeforeInTranslationUnit(C.Semi, First->Semi)))
        First = &C;
    }
    for (size_t I = 0; I < Toks.size(); ++I)
      Uses += Toks[I].is(tok::identifier) && Toks[I].getIdentifierInfo() == N &&
              !(I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon));
    if (Uses != Sides || First->Lhs != N) {
      X.Why = Uses != Sides ? PointerExchange::OtherUse : PointerExchange::FromOutside;
      X.Bad = N;
      return X;
    }
  }
  return X;
}

} // namespace approx
