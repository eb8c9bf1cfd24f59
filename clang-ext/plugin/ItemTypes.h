//===- ItemTypes.h - element types of in/out items, checked by Sema -------===//
//
// The data clauses need items of certain element types: reconstruction an
// arithmetic one, precision(half|bf16|float) a floating-point one,
// precision(unorm8|unorm16) float, and an out-item the lowering writes back
// must not be const (docs/data.md). The lowering is token-level, so a wrong
// type used to surface as errors inside the generated code (static
// assertions over __builtin_classify_type, then follow-on errors located in
// <scratch space>). The pragma handler runs while the parser stands at the
// pragma, so Sema can look each item's name up there: checkItemType()
// reports one error at the item, in the user's terms, naming the clause,
// and the region is then not lowered (the statement is parsed as written).
// A name Sema cannot settle (a type that depends on a template parameter, a
// declaration whose scope the parser has not left yet although its text has
// ended, -E) is left to the static assertions of the generated code.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_ITEMTYPES_H
#define APPROX_ITEMTYPES_H

#include "DataItems.h"
#include "clang/AST/Type.h"

namespace clang {
class NamedDecl;
class Sema;
class ValueDecl;
}

namespace approx {

/// What the lowering does with an item, hence the types it accepts.
struct ItemUse {
  bool Reconstruct = false;  // rows rebuilt: arithmetic elements
  std::optional<PrecType> Precision; // floating-point elements
  std::optional<UnormBits> Unorm;    // float elements
  bool WrittenBack = false;  // the lowering writes the item: not const
  bool OwnStorage = false;   // mapped alone around the construct: not an
                             // array inside *this (OutputReconstruction.cpp)
};

enum class ItemCheck {
  Ok,        // fine, or Sema cannot tell
  Bad,       // one error reported at the item
  Dependent, // the type depends on a template parameter: checked per instantiation
};

/// The variable an item's base identifier Base names, looked up at the
/// pragma; null either when Sema cannot tell (Result Ok) or after one error
/// at Base naming the item's Role ("in", "out", "inout") (Result Bad).
const clang::ValueDecl *itemDecl(clang::Preprocessor &PP, clang::Sema *S,
                                 clang::SourceLocation PragmaLoc, const clang::Token &Base,
                                 llvm::StringRef Role, ItemCheck &Result);

/// Checks item It (its name looked up at the pragma at PragmaLoc).
ItemCheck checkItemType(clang::Preprocessor &PP, clang::Sema *S, clang::SourceLocation PragmaLoc,
                   const DataItem &It, const ItemUse &Use);

/// What a name in a precision list or a called function is at the pragma
/// (VarPrecision.cpp); Unknown where Sema cannot tell (-E, macros).
struct NameFacts {
  enum KindTy { Unknown, None, FloatScalar, FloatArray, OtherVar, Function, Other } Kind = Unknown;
  std::string Type;       // its type, for diagnostics
  bool Variadic = false;  // Function: takes '...'
  bool Enclosing = false; // Function: the one the pragma stands in (a recursive call)
  clang::QualType VarType;  // a variable's type (references stripped)
  clang::QualType TypeName; // the type a type name (typedef, tag) names
  const clang::NamedDecl *Decl = nullptr; // what the name found (its underlying declaration)
};
NameFacts lookUpName(clang::Preprocessor &PP, clang::Sema *S, clang::SourceLocation PragmaLoc,
                     clang::IdentifierInfo *II);

} // namespace approx

#endif
