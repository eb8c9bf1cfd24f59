//===- VarPrecisionHoistUses.cpp - what else reaches a hoisted array ------===//
//
// A time loop's array held in one typed copy (VarPrecisionHoist.cpp) may
// be reached by more than its kernels, as in public offload codes (docs/
// language.md "Arrays of a time loop"):
// - `target update to/from` inside the loop: wrapDirectives() puts the
//   target loop that converts the present copy back before the update and,
//   for `to`, the one into the copy after it;
// - host code reading or writing its elements: on the host buffer (nothing
//   present), wrapDirectives() wraps each kernel in host loops that do what
//   its maps do, so host code sees what the exact program's per-launch
//   maps would give it;
// - a double buffer, `tmp = a; a = b; b = tmp;`: mirrorPointerCopies()
//   repeats each such host pointer copy on the copies' pointers, so every
//   kernel maps the copy of the array its pointer holds now.
// The conversions are the data path's (DataRegion.h presentPass); FpHoist.h
// says which uses are accepted.
//
//===----------------------------------------------------------------------===//
#include "DataRegion.h"
#include "Diag.h"
#include "FpExchange.h"
#include "FpHoist.h"
#include "VarDemoter.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace approx {

bool VarDemoter::wrapDirectives(const HoistedArray &H) {
  bool Wrapped = true;
  auto Find = [](llvm::ArrayRef<HoistUse::Directive> Ds, SourceLocation L) {
    for (const HoistUse::Directive &D : Ds)
      if (D.At == L)
        return &D;
    return static_cast<const HoistUse::Directive *>(nullptr);
  };
  auto Code = [&](const std::string &C, SourceLocation L) {
    return TokenBuilder(PP, L).code(C).take();
  };
  // What closes a wrapped kernel: the host buffer back (host code, active
  // 3), the fallback buffer back (an 'if', active 2), the block.
  auto Close = [&](TokenVec &New, const HoistUse::Directive &K, SourceLocation L) {
    if (H.U.HostUses && K.Out)
      New.append(H.HostBack.begin(), H.HostBack.end());
    if (K.If.isValid()) {
      const TokenVec &F = K.Out || K.Writes ? H.FallWrite : H.FallBack;
      New.append(F.begin(), F.end());
    }
    TokenVec R = Code("}", L);
    New.append(R.begin(), R.end());
  };
  forEachRun(S, [&](TokenVec &Run) {
    TokenVec New;
    llvm::SmallVector<std::pair<size_t, const HoistUse::Directive *>, 4> Ends; // kernels open
    for (size_t I = 0; I < Run.size(); ++I) {
      for (size_t E = 0; E < Ends.size();)
        if (Ends[E].first == I) {
          Close(New, *Ends[E].second, Run[I - 1].getLocation());
          Ends.erase(Ends.begin() + E);
        } else {
          ++E;
        }
      const Token &T = Run[I];
      if (T.isNot(tok::annot_pragma_openmp)) {
        New.push_back(T);
        continue;
      }
      size_t End = directiveEnd(Run, I);
      if (const HoistUse::Directive *D = Find(H.U.Updates, T.getLocation())) {
        New.append(H.Back.begin(), H.Back.end());
        New.append(Run.begin() + I, Run.begin() + End + 1);
        if (D->In)
          New.append(H.Into.begin(), H.Into.end());
        I = End;
        continue;
      }
      const HoistUse::Directive *K = Find(H.U.Kernels, T.getLocation());
      if (!K || (!H.U.HostUses && K->If.isInvalid())) {
        New.push_back(T);
        continue;
      }
      if (End + 1 >= Run.size()) { // the kernel's statement is another run
        Wrapped = false;
        New.push_back(T);
        continue;
      }
      TokenVec L = Code("{", T.getLocation());
      New.append(L.begin(), L.end());
      size_t If = I, Rp = I;
      if (K->If.isValid()) {
        // Its condition once, before the conversions: `int hi = !!(c);`.
        while (If < End && Run[If].getLocation() != K->If)
          ++If;
        Rp = closingBracket(Run, If + 1);
        size_t From =
            If + 2 + clauseModifier(llvm::ArrayRef<Token>(Run).slice(If + 2, Rp - If - 2));
        TokenVec D = Code("int " + H.IfVar + " = !!(", T.getLocation());
        D.append(Run.begin() + From, Run.begin() + Rp);
        TokenVec D2 = Code("); " + H.Ty + " *" + H.SaveVar + " = 0;", T.getLocation());
        D.append(D2.begin(), D2.end());
        D.append(H.FallInto.begin(), H.FallInto.end());
        New.append(D.begin(), D.end());
        If = From;
      }
      if (H.U.HostUses && K->In)
        New.append(H.HostInto.begin(), H.HostInto.end());
      Ends.push_back({skipStatement(Run, End + 1), K});
      if (K->If.isInvalid()) {
        New.push_back(T);
        continue;
      }
      // The directive with the condition replaced by its value.
      New.append(Run.begin() + I, Run.begin() + If);
      TokenVec V = Code(H.IfVar, Run[If].getLocation());
      New.append(V.begin(), V.end());
      I = Rp - 1;
    }
    for (auto &[At, K] : Ends) // a kernel that ends the run
      Close(New, *K, Run.back().getLocation());
    Run = std::move(New);
  });
  return Wrapped;
}

void VarDemoter::refuseHoisted(const HoistedArray &H, const std::string &Why) {
  error(PP, Listed[H.II].Loc,
        "'%0' would be held as %1 on the device for the whole statement, and the host %2")
      << H.II->getName() << H.Ty << Why;
}

bool VarDemoter::mirrorPointerCopies() {
  llvm::SmallVector<HoistUse::PointerCopy, 4> Copies;
  for (const HoistedArray &H : HoistRenames)
    Copies.append(H.U.Copies.begin(), H.U.Copies.end());
  if (Copies.empty())
    return true;
  auto ArrayOf = [&](const IdentifierInfo *X) -> HoistedArray * {
    for (HoistedArray &H : HoistRenames)
      if (H.II == X)
        return &H;
    return nullptr;
  };
  const HoistedArray *F = ArrayOf(Copies.front().Lhs); // one side is the array that saw it
  const HoistedArray &First = F ? *F : *ArrayOf(Copies.front().Rhs);
  // Every pointer the copies reach (FpExchange.h). Until finishHoisted, the
  // arrays' host names are their Kept names.
  TokenVec Flat;
  S.flatten(Flat);
  llvm::DenseMap<const IdentifierInfo *, const IdentifierInfo *> Host;
  for (const HoistedArray &H : HoistRenames)
    Host[PP.getIdentifierInfo(H.Kept)] = H.II;
  PointerExchange X = pointerExchange(PP, Flat, Copies, [&](const IdentifierInfo *N) {
    auto It = Host.find(N);
    return It == Host.end() ? N : It->second;
  });
  if (X.Why != PointerExchange::None) {
    const std::string Nm = X.Bad->getName().str();
    refuseHoisted(First, X.Why == PointerExchange::OtherUse
                             ? "exchanges its pointer through '" + Nm +
                                   "', which the statement also uses otherwise than in such "
                                   "copies ('P = Q;'), where it would not follow the typed copy"
                             : "gives it the pointer '" + Nm +
                                   "', which holds none of the listed arrays there: only pointers "
                                   "exchanged among listed arrays have typed copies");
    return false;
  }
  llvm::DenseMap<const IdentifierInfo *, std::string> Shadow;
  for (const IdentifierInfo *A : X.Arrays) {
    const HoistedArray *H = ArrayOf(A);
    if (!H) {
      const std::string Nm = A->getName().str();
      refuseHoisted(First, "exchanges its pointer with '" + Nm +
                               "', an array of the statement's kernels that the list does not "
                               "retype: list '" +
                               Nm + "' too, as " + First.Ty);
      return false;
    }
    if (H->Ty != First.Ty || !sameSpelling(PP, H->U.Lo, First.U.Lo) ||
        !sameSpelling(PP, H->U.Len, First.U.Len)) {
      error(PP, Listed[A].Loc,
            "'%0' and '%1' exchange their pointers on the host, so their typed copies must "
            "have one type and one section ('%2' as %3, '%4' as %5)")
          << First.II->getName() << A->getName() << sectionText(PP, First.U.Lo, First.U.Len)
          << First.Ty << sectionText(PP, H->U.Lo, H->U.Len) << H->Ty;
      return false;
    }
    Shadow[A] = H->Use;
  }
  for (const IdentifierInfo *T : X.Temps)
    Shadow[T] = "__approx_hs" + std::to_string(Id) + "_" + T->getName().str();
  Copies.assign(X.Copies.begin(), X.Copies.end());
  llvm::DenseMap<const IdentifierInfo *, bool> Declared; // temporaries: declared in it
  for (const HoistUse::PointerCopy &C : Copies)
    if (!ArrayOf(C.Lhs))
      Declared[C.Lhs] |= C.Declares;
  for (auto &[X, InStatement] : Declared)
    if (!InStatement) { // a temporary declared before the statement
      data::Code D(PP, Listed[First.II].Loc);
      D << First.Ty << " *" << Shadow[X] << " = 0;";
      TokenVec T = D.take();
      Out.Prologue.append(T.begin(), T.end());
    }
  // An update of one of them may name any of the arrays: each converts
  // around the updates of all.
  llvm::SmallVector<HoistUse::Directive, 4> Updates;
  for (const HoistedArray &H : HoistRenames)
    if (Shadow.count(H.II))
      Updates.append(H.U.Updates.begin(), H.U.Updates.end());
  // Likewise host code that reads one reads what the others' kernels wrote.
  bool HostUses = false;
  for (const HoistedArray &H : HoistRenames)
    HostUses |= Shadow.count(H.II) && H.U.HostUses;
  for (HoistedArray &H : HoistRenames)
    if (Shadow.count(H.II)) {
      H.U.Updates = Updates;
      H.U.HostUses = HostUses;
    }
  forEachRun(S, [&](TokenVec &Run) {
    TokenVec New;
    for (const Token &T : Run) {
      New.push_back(T);
      if (T.isNot(tok::semi))
        continue;
      for (const HoistUse::PointerCopy &C : Copies)
        if (C.Semi == T.getLocation()) {
          data::Code M(PP, T.getLocation());
          M << (C.Declares ? First.Ty + " *" : std::string()) << Shadow[C.Lhs] << " = "
            << Shadow[C.Rhs] << ";";
          TokenVec MT = M.take();
          New.append(MT.begin(), MT.end());
        }
    }
    Run = std::move(New);
  });
  return true;
}

} // namespace approx
