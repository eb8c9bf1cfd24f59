//===- VarPrecisionRecords.cpp - a listed variable of struct type ---------===//
//
// A precision list changes the type words of a variable's declaration, so
// it cannot reach the floating-point members of a struct, union or class:
// they have the types the struct's declaration gives them, for every
// variable of that type. The report lists such members apart from the
// candidates (FpMembers.cpp); a list that names the variable itself gets an
// error at the name here, with the type the statement declares it with,
// where it used to read as a name the statement does not declare. The
// declaration is read from the tokens as written (the pragma is handled
// before the statement is parsed): `struct P s`, `union U u[4]`, a type
// name that Sema knows as a struct (`P s` in C++, a typedef), or
// `struct { ... } s`. A list naming a member (`s.x`) is refused by the
// list's own check (DirectiveChecks.cpp).
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "FpRewrite.h"
#include "ItemTypes.h"
#include "TokenScan.h"
#include "VarDemoter.h"

using namespace clang;

namespace approx {

namespace {

bool isTagKeyword(const Token &T) {
  return T.isOneOf(tok::kw_struct, tok::kw_union, tok::kw_class);
}

} // namespace

/// The struct type that the declaration of the use T[I] gives it, as
/// written ("struct P"), or "" when T[I] is not declared there with one.
std::string VarDemoter::recordDeclared(const TokenVec &T, size_t I) {
  if (I == 0 || I + 1 >= T.size() ||
      !T[I + 1].isOneOf(tok::semi, tok::equal, tok::comma, tok::l_square, tok::l_brace,
                        tok::l_paren))
    return "";
  size_t J = I - 1;
  while (J > 0 && isQualifier(T[J]))
    --J;
  if (T[J].is(tok::r_brace)) { // struct [P] { ... } s
    int Depth = 0;
    for (; J > 0; --J) {
      Depth += T[J].is(tok::r_brace) - T[J].is(tok::l_brace);
      if (Depth == 0)
        break;
    }
    if (J > 0 && isTagKeyword(T[J - 1]))
      return PP.getSpelling(T[J - 1]);
    if (J > 1 && T[J - 1].is(tok::identifier) && isTagKeyword(T[J - 2]))
      return PP.getSpelling(T[J - 2]) + " " + PP.getSpelling(T[J - 1]);
    return "";
  }
  if (T[J].isNot(tok::identifier))
    return "";
  if (J > 0 && isTagKeyword(T[J - 1])) // struct P s
    return PP.getSpelling(T[J - 1]) + " " + PP.getSpelling(T[J]);
  if (J > 0 && !isBoundary(T[J - 1]) && !isQualifier(T[J - 1]) && T[J - 1].isNot(tok::l_paren))
    return "";
  // P s, with P a type name of a struct (Sema; none under -E).
  NameFacts F = lookUpName(PP, Se, D.PragmaLoc, T[J].getIdentifierInfo());
  if (F.TypeName.isNull())
    return "";
  const clang::Type *Ty = F.TypeName.getCanonicalType().getTypePtr();
  while (Ty->isArrayType())
    Ty = Ty->getArrayElementTypeNoTypeQual();
  return Ty->isRecordType() ? PP.getSpelling(T[J]) : "";
}

/// A listed name that the statement declares with a struct type: an error
/// at the name.
bool VarDemoter::checkRecordName(const IdentifierInfo *II) {
  std::string Type;
  bool Array = false;
  uses(II, [&](const TokenVec &T, size_t I) {
    if (!Type.empty())
      return;
    Type = recordDeclared(T, I);
    Array = I + 1 < T.size() && T[I + 1].is(tok::l_square);
  });
  if (Type.empty())
    return true;
  error(PP, Listed[II].Loc,
        "'precision' list names '%0', which the statement declares as %select{|an array "
        "of }1'%2', not as a floating-point variable; a list cannot change the type of a "
        "struct's members, which keep the types its declaration gives them")
      << II->getName() << Array << Type;
  return false;
}

} // namespace approx
