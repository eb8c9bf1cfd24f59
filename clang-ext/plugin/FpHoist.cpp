//===- FpHoist.cpp - may a time loop's kernels share one typed copy? ------===//
//
// hoistUse() (FpHoist.h) in one walk over the statement's tokens. First
// the target constructs: each one's directive run and the extent of the
// statement it applies to (skipStatement), the kernel. Then every use of
// the name: in a target construct's directive, it must be a `map` naming
// a 1-D section, the same section in every map (the typed copy covers
// one), on a construct without `device` (which could run it on another
// device than the copy's; an `if` for target is recorded: the lowering
// runs the kernel over a host buffer when it is false, and refuses it
// with `nowait`); in a `target update`,
// a `to` or `from` item of an update without `nowait`, `depend` or
// `device` (the copy is converted around it, synchronously, on the
// default device); in a kernel, it must reach elements (the copy's
// elements have the new type; a pointer handed on would read them as the
// old one), and a target construct that uses it must map it; anywhere
// else it is a use on the host, of the host array's elements, which is
// right as long as the pointer itself is neither assigned nor handed on
// (an alias the kernels use would map the array itself, not the copy),
// except in pointer copies `P = Q;` / `T *P = Q;` (a double buffer's
// exchange), which the lowering mirrors on the copies and checks as a
// whole (VarPrecisionHoistUses.cpp). The first problem, in source order,
// is the one reported.
//
//===----------------------------------------------------------------------===//
#include "FpHoist.h"
#include "DataRegion.h"
#include "FpExchange.h"
#include "VarPrecision.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>

using namespace clang;

namespace approx {

std::string sectionText(Preprocessor &PP, const TokenVec &Lo, const TokenVec &Len) {
  std::string S;
  auto Add = [&](const TokenVec &T) {
    for (const Token &K : T) {
      if (!S.empty() && (K.hasLeadingSpace() || K.is(tok::identifier)) &&
          (std::isalnum(static_cast<unsigned char>(S.back())) || S.back() == '_'))
        S += ' ';
      S += PP.getSpelling(K);
    }
  };
  Add(Lo);
  S += ':';
  Add(Len);
  return S;
}

namespace {

struct Construct {
  size_t Begin, End;       // the directive run [Begin, End]
  size_t BodyEnd;          // its statement: (End, BodyEnd)
  bool Target;             // a target construct (a kernel)
  bool Maps = false;       // its map clauses name the array
  bool In = false, Out = false; // ... with a map type that copies in, out
  bool Uses = false;       // its statement uses the array
  bool Writes = false;     // ... assigning its elements
  SourceLocation TargetIf; // its 'if' clause that applies to 'target'
  /// Its clauses, in source order: the word and where it is ('nowait',
  /// 'if', 'map', ...); one scan serves kernels and updates.
  llvm::SmallVector<std::pair<llvm::StringRef, SourceLocation>, 4> Clauses;
  std::string Name; // its words before the clauses ("target update")

  /// The first of the clauses named, or none.
  const std::pair<llvm::StringRef, SourceLocation> *
  firstClause(std::initializer_list<llvm::StringRef> Words) const {
    for (const auto &C : Clauses)
      if (llvm::is_contained(Words, C.first))
        return &C;
    return nullptr;
  }
};

class HoistScan {
public:
  HoistScan(Preprocessor &PP, llvm::ArrayRef<Token> T, const IdentifierInfo *II)
      : PP(PP), T(T), II(II) {}

  HoistUse run() {
    findConstructs();
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].isNot(tok::identifier) || T[I].getIdentifierInfo() != II ||
          (I > 0 && T[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon)))
        continue;
      if (Construct *C = directiveAt(I))
        inDirective(*C, I);
      else if (Construct *K = kernelAt(I))
        inKernel(*K, I);
      else if (isGenerated(PP, T[I])) // an inner region's lowering (its own copy of it)
        fail(HoistUse::Inner, I, "");
      else
        onHost(I);
    }
    for (const Construct &C : Cs) {
      if (!C.Target)
        continue;
      if (C.Maps)
        U.Kernels.push_back({T[C.Begin].getLocation(), C.In, C.Out, C.TargetIf, C.Writes});
      const auto *Nowait = C.firstClause({"nowait"});
      U.Nowait |= C.Maps && Nowait;
      if (C.Uses && !C.Maps)
        fail(HoistUse::Implicit, C.Begin, "");
      else if (const auto *P = C.Maps ? C.firstClause({"device"}) : nullptr)
        failAt(HoistUse::Placement, P->second, P->first.str());
      else if (C.Maps && C.TargetIf.isValid() &&
               Nowait) // its host fallback would not be waited for
        failAt(HoistUse::IfNowait, C.TargetIf, "");
      else if (C.Maps && U.HostUses && Nowait) // its host loops would not wait
        failAt(HoistUse::KernelNowait, Nowait->second, "");
    }
    // Not mapped as a section by any kernel: not a case of this at all.
    if (U.MapAt.isInvalid())
      U.Why = HoistUse::Unmapped;
    else if (!Done)
      U.Why = HoistUse::None;
    return U;
  }

private:
  void findConstructs() {
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].isNot(tok::annot_pragma_openmp))
        continue;
      Construct C;
      C.Begin = I;
      C.End = directiveEnd(T, I);
      C.Name = data::constructName(T.slice(I));
      C.Target = data::isTargetConstruct(C.Name);
      C.BodyEnd = isStandaloneDirective(C.Name) ? C.End + 1 : skipStatement(T, C.End + 1);
      // The clauses: words at the directive's top level; a parenthesized
      // argument is skipped whole (a 'nowait' inside 'if(...)' is none).
      for (size_t J = I + 1; J < C.End; ++J) {
        llvm::StringRef W = identName(T[J]);
        if (W.empty())
          continue;
        bool Args = T[J + 1].is(tok::l_paren);
        if (Args || W == "nowait")
          C.Clauses.push_back({W, T[J].getLocation()});
        if (!Args)
          continue;
        size_t Close = closingBracket(T, J + 1);
        if (W == "if" && C.Target) {
          std::string Mod;
          clauseModifier(T.slice(J + 2, Close - J - 2), &Mod);
          if (ifForTarget(Mod))
            C.TargetIf = T[J].getLocation();
        }
        J = Close;
      }
      Cs.push_back(C);
    }
  }
  Construct *directiveAt(size_t I) {
    for (Construct &C : Cs)
      if (C.Begin < I && I < C.End)
        return &C;
    return nullptr;
  }
  /// The outermost target construct whose statement holds T[I].
  Construct *kernelAt(size_t I) {
    for (Construct &C : Cs)
      if (C.Target && C.End < I && I < C.BodyEnd)
        return &C;
    return nullptr;
  }
  /// Records the first problem; the walk goes on to find the maps.
  void failAt(HoistUse::Problem P, SourceLocation L, std::string Detail) {
    if (Done)
      return;
    U.Why = P;
    U.At = L;
    U.Detail = std::move(Detail);
    Done = true;
  }
  void fail(HoistUse::Problem P, size_t I, std::string Detail) {
    failAt(P, T[I].getLocation(), std::move(Detail));
  }

  void inDirective(Construct &C, size_t I) {
    // The clause around the use: the last `word (` opened before it.
    size_t Open = 0;
    llvm::StringRef Clause;
    for (size_t J = C.Begin + 1; J < I; ++J)
      if (T[J].is(tok::identifier) && J + 1 < C.End && T[J + 1].is(tok::l_paren)) {
        size_t Close = closingBracket(T, J + 1);
        if (Close > I) {
          Open = J + 1;
          Clause = identName(T[J]);
          break;
        }
        J = Close;
      }
    if (C.Name == "target update") {
      inUpdate(C, I, Clause);
      return;
    }
    if (!C.Target) {
      fail(HoistUse::OtherDirective, I, C.Name);
      return;
    }
    if (Clause != "map") {
      fail(HoistUse::OtherClause, I, Clause.empty() ? "the directive" : Clause.str());
      return;
    }
    // A list item `a[lo:len]` (after the map type's ':', if any).
    size_t Close = closingBracket(T, Open);
    size_t Colon = topLevelEnd(T, Open + 1, {tok::colon});
    bool Typed = Colon < Close && T[Colon].is(tok::colon);
    llvm::StringRef Type =
        mapTypeOf(Typed ? T.slice(Open + 1, Colon - Open - 1) : llvm::ArrayRef<Token>());
    size_t Sq = I + 1, SqEnd = Sq < Close && T[Sq].is(tok::l_square) ? closingBracket(T, Sq) : Sq;
    size_t In = Sq < SqEnd ? topLevelEnd(T, Sq + 1, {tok::colon}) : SqEnd;
    bool Section = Sq < SqEnd && In < SqEnd && T[In].is(tok::colon) && In > Sq + 1 &&
                   SqEnd > In + 1 && SqEnd + 1 < T.size() && SqEnd + 1 <= Close &&
                   T[SqEnd + 1].isOneOf(tok::comma, tok::r_paren) &&
                   T[I - 1].isOneOf(tok::l_paren, tok::colon, tok::comma);
    if (!Section) {
      fail(HoistUse::OtherClause, I, "map");
      return;
    }
    TokenVec Lo(T.begin() + Sq + 1, T.begin() + In), Len(T.begin() + In + 1, T.begin() + SqEnd);
    C.Maps = true;
    C.In |= Type == "to" || Type == "tofrom";
    C.Out |= Type == "from" || Type == "tofrom";
    U.Written |= Type == "from" || Type == "tofrom";
    if (U.MapAt.isInvalid()) {
      U.Lo = Lo;
      U.Len = Len;
      U.MapAt = T[I].getLocation();
    } else if (!sameSpelling(PP, Lo, U.Lo) || !sameSpelling(PP, Len, U.Len)) {
      fail(HoistUse::Sections, I, sectionText(PP, Lo, Len));
    }
  }

  /// A 'target update' item: the lowering converts the copy back before
  /// the update and, for 'to', into the copy again after it.
  void inUpdate(const Construct &C, size_t I, llvm::StringRef Clause) {
    if (Clause != "to" && Clause != "from") {
      fail(HoistUse::OtherClause, I, Clause.empty() ? "the directive" : Clause.str());
      return;
    }
    if (const auto *W = C.firstClause({"nowait", "depend", "device"})) {
      failAt(HoistUse::UpdateClause, W->second, W->first.str());
      return;
    }
    U.Kept.push_back(T[I].getLocation());
    SourceLocation At = T[C.Begin].getLocation();
    if (U.Updates.empty() || U.Updates.back().At != At)
      U.Updates.push_back({At});
    (Clause == "to" ? U.Updates.back().In : U.Updates.back().Out) = true;
  }

  /// `P = Q;` or `T *P = Q;` with the name at I on one side, if it is one.
  std::optional<HoistUse::PointerCopy> pointerCopyAt(size_t I) const {
    auto Ident = [&](size_t J) { return J < T.size() && T[J].is(tok::identifier); };
    auto Begins = [&](size_t J) { // a statement starts at T[J]
      return J == 0 ||
             T[J - 1].isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::annot_pragma_openmp_end);
    };
    if (I + 3 < T.size() && T[I + 1].is(tok::equal) && Ident(I + 2) && T[I + 3].is(tok::semi) &&
        Begins(I))
      return HoistUse::PointerCopy{T[I + 3].getLocation(), II, T[I + 2].getIdentifierInfo(), false};
    if (I >= 2 && I + 1 < T.size() && T[I - 1].is(tok::equal) && Ident(I - 2) &&
        T[I + 1].is(tok::semi)) {
      bool Declares = I >= 3 && T[I - 3].is(tok::star);
      if (Declares || Begins(I - 2))
        return HoistUse::PointerCopy{T[I + 1].getLocation(), T[I - 2].getIdentifierInfo(), II,
                                     Declares};
    }
    return std::nullopt;
  }

public:
  void copies(llvm::SmallVectorImpl<HoistUse::PointerCopy> &Out) {
    findConstructs();
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].isNot(tok::identifier) || T[I].getIdentifierInfo() != II || directiveAt(I) ||
          kernelAt(I))
        continue;
      if (std::optional<HoistUse::PointerCopy> C = pointerCopyAt(I))
        Out.push_back(*C);
    }
  }

private:
  /// A use on the host: of the host array's elements. A pointer handed on
  /// there (`const double *p = a + k;`, `f(a)`) could reach a kernel under
  /// another name, which would then map the array itself, not the copy.
  void onHost(size_t I) {
    if (std::optional<HoistUse::PointerCopy> C = pointerCopyAt(I)) { // mirrored on the copies
      U.Copies.push_back(*C);
      U.Kept.push_back(T[I].getLocation());
      return;
    }
    if (assignedAt(T, I)) {
      fail(HoistUse::Assigned, I, "");
      return;
    }
    if (!isElementUse(T, I)) { // `p = a + k`, `f(a)`: a pointer the kernels could reach
      fail(HoistUse::HostPointer, I, "");
      return;
    }
    U.HostUses = true;
    U.Kept.push_back(T[I].getLocation());
  }

  void inKernel(Construct &K, size_t I) {
    K.Uses = true;
    if (assignedAt(T, I)) {
      fail(HoistUse::Assigned, I, "");
      return;
    }
    if (!isElementUse(T, I)) {
      fail(HoistUse::PointerUse, I, "");
      return;
    }
    bool Writes = elementAssignedAt(T, I);
    U.Written |= Writes;
    K.Writes |= Writes;
  }

  Preprocessor &PP;
  llvm::ArrayRef<Token> T;
  const IdentifierInfo *II;
  std::vector<Construct> Cs;
  HoistUse U;
  bool Done = false;
};

} // namespace

HoistUse hoistUse(Preprocessor &PP, llvm::ArrayRef<Token> Toks, const IdentifierInfo *II) {
  return HoistScan(PP, Toks, II).run();
}

void pointerCopies(Preprocessor &PP, llvm::ArrayRef<Token> Toks, const IdentifierInfo *II,
                   llvm::SmallVectorImpl<HoistUse::PointerCopy> &Out) {
  HoistScan(PP, Toks, II).copies(Out);
}

void hoistableSections(Preprocessor &PP, llvm::ArrayRef<Token> Toks,
                       llvm::StringMap<std::string> &Out,
                       std::vector<std::vector<std::string>> *Tied) {
  if (!Toks.empty() && Toks[0].is(tok::annot_pragma_openmp) &&
      data::isTargetConstruct(data::constructName(Toks)))
    return; // the construct's own maps (FpReport.cpp)
  // The names followed by '[' in target constructs' directives; hoistUse
  // keeps those that only a map's 1-D section names there.
  llvm::SmallPtrSet<const IdentifierInfo *, 8> Names;
  bool Target = false;
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (Toks[I].is(tok::annot_pragma_openmp))
      Target = data::isTargetConstruct(data::constructName(Toks.slice(I)));
    else if (Toks[I].is(tok::annot_pragma_openmp_end))
      Target = false;
    else if (Target && Toks[I].is(tok::identifier) && Toks[I + 1].is(tok::l_square))
      Names.insert(Toks[I].getIdentifierInfo());
  }
  llvm::SmallPtrSet<const IdentifierInfo *, 8> InTie;
  for (const IdentifierInfo *II : Names) {
    HoistUse U = hoistUse(PP, Toks, II);
    if (U.Why != HoistUse::None)
      continue;
    if (U.Copies.empty()) {
      Out[II->getName()] = U.Written ? "tofrom" : "to";
      continue;
    }
    // A pointer the host exchanges with others (a double buffer): retyped
    // only with all of them, listed with one type and one section.
    if (InTie.count(II))
      continue;
    PointerExchange X =
        pointerExchange(PP, Toks, U.Copies, [](const IdentifierInfo *N) { return N; });
    bool Ok = X.Why == PointerExchange::None;
    for (const HoistUse &V : X.ArrayUses)
      Ok &=
          V.Why == HoistUse::None && sameSpelling(PP, V.Lo, U.Lo) && sameSpelling(PP, V.Len, U.Len);
    std::vector<std::string> Tie;
    for (const IdentifierInfo *A : X.Arrays) {
      InTie.insert(A);
      if (Ok) // converted back at the end: a pointer may hold a written array
        Out[A->getName()] = "tofrom";
      Tie.push_back(A->getName().str());
    }
    if (Ok && Tied)
      Tied->push_back(std::move(Tie));
  }
}

} // namespace approx
