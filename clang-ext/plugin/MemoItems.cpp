//===- MemoItems.cpp - the in/out/inout items of a memo region ------------===//
//
// Parses a memo pragma's item lists (an identifier followed by subscripts,
// the last of which may be a section `[lo:len]` of a constant length) and
// checks their types through Sema where it can see the declaration: every
// element must be arithmetic (the table holds doubles) and a written item
// must not be const. Anything else is one error at the item, naming its
// clause, before any code is generated.
//
//===----------------------------------------------------------------------===//
#include "MemoItems.h"
#include "ConstEval.h"
#include "Diag.h"
#include "ItemTypes.h"
#include "MemoStatement.h"
#include "TokenBuilder.h"
#include "TokenScan.h"
#include "approx_memo_defs.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {

TokenVec MemoItem::element(Preprocessor &PP, unsigned K) const {
  if (!Section)
    return Toks;
  TokenBuilder B(PP, Loc);
  if (Lo.empty())
    B.code("$0[" + std::to_string(K) + "]", {Prefix});
  else
    B.code("$0[($1) + " + std::to_string(K) + "]", {Prefix, Lo});
  return B.take();
}

namespace {

bool parseOne(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, SourceLocation ClauseLoc,
              const TokenVec &T, MemoItem::RoleTy Role, MemoItem &It) {
  It.Role = Role;
  It.Toks = T;
  It.Loc = T.empty() ? ClauseLoc : T[0].getLocation(); // empty: `out(b[j], )`
  const char *Clause = Role == MemoItem::In ? "in" : Role == MemoItem::Out ? "out" : "inout";
  auto Bad = [&](SourceLocation L) {
    error(PP, L,
          "'%0' item of 'memo' must be a variable, an array element 'a[i]' or a section "
          "'a[lo:len]' of constant length")
        << Clause;
    return false;
  };
  if (T.empty() || T[0].isNot(tok::identifier))
    return Bad(It.Loc);
  It.Base = T[0];
  size_t I = 1;
  while (I < T.size()) {
    if (T[I].isNot(tok::l_square))
      return Bad(T[I].getLocation());
    size_t Close = closingBracket(T, I);
    if (Close >= T.size())
      return Bad(T[I].getLocation());
    ++It.Subscripts;
    size_t Colon = topLevelEnd(T, I + 1, {tok::colon});
    if (Colon < Close) {
      size_t Stride = topLevelEnd(T, Colon + 1, {tok::colon});
      if (Stride < Close) {
        error(PP, T[Stride + 1 < Close ? Stride + 1 : Stride].getLocation(),
              "strides are not supported in 'memo' items: write a section 'a[lo:len]' of "
              "consecutive elements, or list the elements one by one ('a[i], a[i + 2]')");
        return false;
      }
      if (Close + 1 != T.size()) {
        error(PP, T[I].getLocation(),
              "a section '[lo:len]' must be the last subscript of a "
              "'memo' item");
        return false;
      }
      TokenVec Len(T.begin() + Colon + 1, T.begin() + Close);
      SourceLocation LenLoc = Len.empty() ? T[Colon].getLocation() : Len[0].getLocation();
      // The length sets how many values the table holds: it must be known
      // here (ConstEval.h), not only per instantiation of a template.
      ConstValue C = evalClauseConstant(PP, S, PragmaLoc, Len);
      if (C.Kind == ConstKind::Dependent) {
        error(PP, LenLoc,
              "the length of a section in a 'memo' item depends on a template parameter "
              "('%0'): it sets how many values the table holds, which the lowering fixes "
              "before the template is instantiated; write a length known in the template")
            << C.Name;
        return false;
      }
      std::optional<double> N;
      if (C.Kind == ConstKind::Known && !C.IsFloat)
        N = C.Value;
      if (!N || *N < 1 || *N > __APPROX_MEMO_MAX_VALUES) {
        error(PP, LenLoc,
              "the length of a section in a 'memo' item must be a constant integer in [1, %0]")
            << __APPROX_MEMO_MAX_VALUES;
        return false;
      }
      It.Section = true;
      It.Count = (unsigned)*N;
      It.Prefix.append(T.begin(), T.begin() + I);
      It.Lo.append(T.begin() + I + 1, T.begin() + Colon);
    }
    I = Close + 1;
  }
  return true;
}

std::string spell(Preprocessor &PP, const TokenVec &T) {
  std::string S;
  for (const Token &Tk : T)
    S += PP.getSpelling(Tk);
  return S;
}

} // namespace

bool parseMemoItems(Preprocessor &PP, Sema *S, const ApproxDirective &D,
                    std::vector<MemoItem> &Items) {
  struct List {
    const std::optional<DataClause> &C;
    MemoItem::RoleTy Role;
  } Lists[] = {{D.In, MemoItem::In}, {D.Inout, MemoItem::Inout}, {D.Out, MemoItem::Out}};
  unsigned Reads = 0, Writes = 0;
  for (const List &L : Lists) {
    if (!L.C)
      continue;
    for (const TokenVec &T : splitTopLevel(L.C->Toks, tok::comma)) {
      MemoItem It;
      if (!parseOne(PP, S, D.PragmaLoc, L.C->Loc, T, L.Role, It))
        return false;
      for (const MemoItem &Prev : Items)
        if (spell(PP, Prev.Toks) == spell(PP, It.Toks)) {
          error(PP, It.Loc,
                "'%0' is named by '%1' and '%2'; an item both read and written "
                "by the region belongs in 'inout'")
              << spell(PP, It.Toks) << Prev.roleName() << It.roleName();
          return false;
        }
      (It.reads() ? Reads : Writes) += It.Count;
      if (It.Role == MemoItem::Inout)
        Writes += It.Count;
      if (Reads > __APPROX_MEMO_MAX_VALUES || Writes > __APPROX_MEMO_MAX_VALUES) {
        error(PP, It.Loc, "a 'memo' region reads and writes at most %0 values each")
            << __APPROX_MEMO_MAX_VALUES;
        return false;
      }
      Items.push_back(std::move(It));
    }
  }
  return true;
}

std::string wideCount(llvm::StringRef E) {
  std::string X = E.str();
  return "((__builtin_classify_type(" + X + ") == 1) * ((sizeof(" + X + ") >= 8) + 2 * (sizeof(" +
         X + ") >= 16)))";
}

namespace {

/// The pieces of an integer of Width bits: none where a double holds it.
unsigned piecesOfWidth(uint64_t Width) { return Width <= 53 ? 0 : Width <= 64 ? 1 : 3; }

/// The pieces of a declaration's type words (`unsigned long long`), or
/// std::nullopt when they do not say (auto, typeof).
std::optional<unsigned> piecesOfWords(Preprocessor &PP, llvm::ArrayRef<Token> Words) {
  unsigned Longs = 0;
  bool Floating = false, Int128 = false, Integer = false;
  for (const Token &T : Words) {
    if (T.is(tok::kw_typeof))
      return std::nullopt;
    Longs += T.is(tok::kw_long);
    Floating |= T.isOneOf(tok::kw_float, tok::kw_double);
    Int128 |= T.is(tok::kw___int128);
    Integer |= T.isOneOf(tok::kw_int, tok::kw_short, tok::kw_char, tok::kw_signed, tok::kw_unsigned,
                         tok::kw__Bool, tok::kw_bool, tok::kw_long);
  }
  const TargetInfo &TI = PP.getTargetInfo();
  if (Floating)
    return 0;
  if (Int128)
    return 3;
  if (Longs)
    return piecesOfWidth(Longs > 1 ? TI.getLongLongWidth() : TI.getLongWidth());
  if (Integer)
    return 0;
  return std::nullopt;
}

} // namespace

void memoKeyPieces(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, llvm::ArrayRef<Token> Body,
                   std::vector<MemoItem> &Items) {
  for (MemoItem &It : Items) {
    if (!It.reads())
      continue;
    std::optional<unsigned> N;
    if (std::optional<TokenVec> Words = bodyDeclWords(Body, It.Base.getIdentifierInfo())) {
      // Declared in the body, out of sight where the table is declared.
      N = piecesOfWords(PP, *Words);
      It.KnownSlots = N.has_value();
      It.Slots = std::to_string(N.value_or(3));
      continue;
    }
    NameFacts F = lookUpName(PP, S, PragmaLoc, It.Base.getIdentifierInfo());
    QualType T = F.VarType;
    for (unsigned L = 0; L < It.Subscripts && !T.isNull(); ++L) {
      if (const auto *P = T->getAs<PointerType>())
        T = P->getPointeeType();
      else if (const ArrayType *A = S->getASTContext().getAsArrayType(T))
        T = A->getElementType();
      else
        T = QualType();
    }
    if (!T.isNull() && !T->isDependentType()) {
      It.KnownSlots = true;
      It.Slots = std::to_string(T->isIntegerType() && !T->isBooleanType()
                                    ? piecesOfWidth(S->getASTContext().getIntWidth(T))
                                    : 0);
      continue;
    }
    // Unknown here: the lowered code asks, of an element with every
    // subscript 0 (the loop variable is not declared where the table is).
    std::string Zero = PP.getSpelling(It.Base);
    for (unsigned L = 0; L < It.Subscripts; ++L)
      Zero += "[0]";
    It.KnownSlots = false;
    It.Slots = wideCount(Zero);
  }
}

bool checkMemoItemTypes(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc,
                        const std::vector<MemoItem> &Items) {
  for (const MemoItem &It : Items) {
    ItemCheck Found;
    const ValueDecl *VD = itemDecl(PP, S, PragmaLoc, It.Base, It.roleName(), Found);
    if (Found == ItemCheck::Bad)
      return false;
    if (!VD)
      continue;
    ASTContext &Ctx = S->getASTContext();
    QualType T = VD->getType().getNonReferenceType();
    bool Dependent = false;
    for (unsigned L = 0; L < It.Subscripts && !T.isNull(); ++L) {
      if (T->isDependentType()) {
        Dependent = true;
        break;
      }
      if (const auto *P = T->getAs<PointerType>())
        T = P->getPointeeType();
      else if (const ArrayType *A = Ctx.getAsArrayType(T))
        T = A->getElementType();
      else {
        error(PP, It.Base.getLocation(),
              "'%0' item '%1' of 'memo' has %2 subscript(s), but "
              "its type %3 is not an array or pointer at that depth")
            << It.roleName() << It.Base.getIdentifierInfo()->getName() << It.Subscripts
            << VD->getType();
        return false;
      }
    }
    if (Dependent || T.isNull() || T->isDependentType())
      continue;
    QualType C = T.getCanonicalType();
    bool Arith = C->isIntegerType() || C->isRealFloatingType();
    if (!Arith) {
      error(PP, It.Base.getLocation(),
            "'memo' needs items of arithmetic type; '%0' item '%1' "
            "has type %2")
          << It.roleName() << It.Base.getIdentifierInfo()->getName() << T;
      return false;
    }
    if (It.writes() && T.isConstQualified()) {
      error(PP, It.Base.getLocation(),
            "'%0' item '%1' of 'memo' is written by the region, but "
            "its type %2 is const")
          << It.roleName() << It.Base.getIdentifierInfo()->getName() << T;
      return false;
    }
  }
  return true;
}

} // namespace approx
