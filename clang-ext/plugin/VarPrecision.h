//===- VarPrecision.h - mixed precision of a region's variables -----------===//
//
// AMPT-GA's per-variable precision and region-wide demotion (issue 19;
// docs/language.md, "Mixed precision"). The lowering is token-level like
// every other: `precision(T : list)` gives the listed variables declared in
// the statement type T, `precision(T)` without a list or items gives it to
// every floating-point variable declared there, `precision(double : list)`
// keeps the listed ones exact, and a listed scalar declared outside (a
// parameter) becomes a T copy. Then the expressions follow: a floating
// literal, or a math call's argument, whose expression (the innermost
// parentheses, or the statement) names a changed variable and no variable
// kept wider takes the narrow type (`2.0` -> `2.0f` or `((_Float16)2.0)`,
// `exp` -> `expf` or `((__bf16)expf(...))`), so arithmetic on demoted
// values stays narrow and casts remain only where they meet wider ones.
// FpKinds.cpp holds the types' ranks and spellings; FpRetype.cpp and
// FpDemote.cpp (with FpFloatMeet.cpp) the two token rewrites;
// VarPrecision.cpp the lists, VarPrecisionOuter.cpp the copies of names
// declared outside, VarPrecisionChecks.cpp and VarPrecisionCalls.cpp (with
// VarPrecisionCallees.cpp and VarPrecisionOverloads.cpp) the checks of bad
// input.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_VARPRECISION_H
#define APPROX_VARPRECISION_H

#include "DataItems.h"
#include "llvm/ADT/DenseMap.h"

namespace clang {
class FunctionDecl;
class Sema;
} // namespace clang

namespace approx {

/// The floating-point types, by width: half and bf16 rank 1, float 2,
/// double 3, long double 4.
enum class FpKind { Half, BF16, Float, Double, LongDouble };
int fpRank(FpKind K);
llvm::StringRef fpCType(FpKind K);
/// Its word in a precision clause (half, bf16, float, double).
llvm::StringRef fpWord(FpKind K);
/// The type two kinds meet in (half and bf16 meet in float).
FpKind fpJoin(FpKind A, FpKind B);
FpKind fpKind(std::optional<PrecType> T); // none: double
/// The floating-point type in a type's spelling (double when none).
FpKind fpKindOfType(llvm::StringRef Type);

/// A floating-point variable of a region: its declared and its new type.
struct FpVar {
  FpKind Declared = FpKind::Double, Final = FpKind::Double;
  bool Outer = false; // declared outside the statement: a copy
  bool Item = false;  // ... made by the data path (an in/out item, a listed array)
  bool Array = false; // declared in the statement as an array (`double w[3]`)
  /// An array declared outside that the statement's target constructs map:
  /// held in a typed device copy for the whole statement (Item too; FpHoist.h).
  bool Hoisted = false;
  /// The type it was to get, which a 'for' init declaring it beside a wider
  /// one did not give it (one declaration, one type), and that type's token.
  std::optional<FpKind> Blocked;
  clang::SourceLocation BlockedAt;
  bool changed() const { return Declared != Final; }
};
using FpVars = llvm::DenseMap<const clang::IdentifierInfo *, FpVar>;
/// Names declared in the statement with another type, and that type.
using OtherDecls = llvm::DenseMap<const clang::IdentifierInfo *, std::string>;

/// Gives each floating-point declarator N of the user's declarations in
/// Toks the type Target(N) when that is narrower than its declared one
/// (splitting a declaration whose declarators differ; a 'for' init keeps
/// one type, the widest), and records the declared names in Vars
/// (floating-point) and Others. TypeName(T): the floating-point type that
/// the typedef name T stands for (none: not one, or not known).
void retypeFpDeclarations(
    clang::Preprocessor &PP, TokenVec &Toks,
    llvm::function_ref<std::optional<FpKind>(const clang::IdentifierInfo *)> Target,
    llvm::function_ref<std::optional<FpKind>(const clang::IdentifierInfo *)> TypeName, FpVars &Vars,
    OtherDecls &Others);

/// Makes the user's floating literals and math calls in Toks whose
/// expression names a changed variable of Vars, and none kept wider, take
/// the narrow type.
void demoteExpressions(clang::Preprocessor &PP, TokenVec &Toks, const FpVars &Vars);

/// Tokens written by a lowering (spelled in the scratch buffer).
bool isGenerated(clang::Preprocessor &PP, const clang::Token &T);

/// Calls F(Run, I) for every use of II in the statement's token runs: the
/// identifier itself, outside OpenMP directives, not a member name (after
/// `.` or `->`), not written by a lowering.
void forEachUse(Stmt &S, clang::Preprocessor &PP, const clang::IdentifierInfo *II,
                llvm::function_ref<void(const TokenVec &, size_t)> F);

/// A call the statement makes that a changed variable cannot follow in C++
/// (VarPrecisionCalls.cpp): Var handed at At to the function Callee by
/// non-const reference, or (Template) to a function template beside a
/// wider argument, so that the deduction conflicts.
struct CallFault {
  const clang::IdentifierInfo *Var;
  clang::SourceLocation At;
  bool Template;
  std::string Callee;
};
/// Why a call's overload cannot be checked at the pragma.
enum class Unchecked {
  No,
  Dependent, // its object, qualifier or an argument depends on a template parameter
  InClass,   // a member function defined inside its class: parsed after the class
};

/// A call whose overload the new types may change: Var, a whole argument
/// (its Arg-th) of the call of Callee at At, would let Other be chosen,
/// which takes it as ParamType; Chosen: Sema's overload resolution chooses
/// Other with the new types (else Other is a candidate that takes the new
/// type, and the arguments' types were not all known). Other null: the
/// functions the call may reach are not known at the pragma (Why says why),
/// so its overload is not checked and may change.
struct OverloadShift {
  const clang::IdentifierInfo *Var;
  clang::SourceLocation At;
  std::string Callee;
  const clang::FunctionDecl *Other;
  unsigned Arg;
  std::string ParamType;
  bool Chosen;
  Unchecked Why;
};
struct CallChecks {
  std::optional<CallFault> Fault; // the first one
  llvm::SmallVector<OverloadShift, 2> Shifts;
};
/// The calls of S that the new types of Vars break or may re-resolve;
/// Others: the statement's other declarations. Nothing without Sema (-E)
/// or outside C++.
CallChecks checkCalls(clang::Preprocessor &PP, clang::Sema *Se, clang::SourceLocation PragmaLoc,
                      Stmt &S, const FpVars &Vars, const OtherDecls &Others);

/// An in/out item of the region (the data path copies it), and for a
/// listed one the type of its reduced copy.
struct ItemPrec {
  const clang::IdentifierInfo *Name;
  std::optional<FpKind> Reduced;
};

struct VarDemotion {
  TokenVec Prologue;    // the T copies of listed variables declared outside (without
                        // Sema, after static assertions of their types), and the
                        // typed copies of a time loop's arrays (VarPrecisionHoist.cpp)
  TokenVec Epilogue;    // ... those arrays converted back and released
  unsigned Changed = 0; // variables whose type changed
  std::string Summary;  // "a, b as float; c as half", for -Rapprox
};

/// D's floating-point precision clauses without the names IsItem accepts
/// (a list left empty is dropped): the precision of the variables alone.
llvm::SmallVector<PrecClause, 2>
withoutItems(const ApproxDirective &D,
             llvm::function_ref<bool(const clang::IdentifierInfo *)> IsItem);

/// Applies D's floating-point precision clauses to the variables of S.
/// Items: the in/out items and the listed arrays the construct maps (the
/// data path reduces them; ReducedPrecision.cpp); Inline: the
/// pragma stands inside an OpenMP loop directive (no code around S);
/// ClassSema: Sema standing in the class being defined, for a region in a
/// member function defined inside it (Sema null), used by the call checks
/// alone. False after an error, reported at the pragma's clause or list
/// name.
bool demoteVariables(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S, clang::Sema *Sema,
                     clang::Sema *ClassSema, unsigned Id, bool Inline,
                     llvm::ArrayRef<ItemPrec> Items, VarDemotion &Out);

} // namespace approx

#endif
