//===- VarPrecisionCalls.h - the statement's calls, as Sema sees them -----===//
//
// Internal to the call checks of VarPrecision.h (checkCalls()). The pragma
// is handled before its statement is parsed, so a call is read from the
// tokens and what it calls is what Sema finds for its name at the pragma:
// VarPrecisionCallees.cpp finds the declarations a call may reach (every
// overload of `f` with those of argument-dependent lookup, `ns::f`, the
// methods of `obj.f`, `ptr->f`, `this->f` looked up in the object's class
// and its bases, the `operator()` of a class object `g`; or that they are
// not known at the pragma);
// VarPrecisionOverloads.cpp types the arguments, before and after the new
// types, and lets Sema's overload resolution choose among them;
// VarPrecisionCalls.cpp applies the rules (the errors of a call a changed
// variable cannot follow, the -Wapprox-precision-overload warning of a call
// whose overload may change).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_VARPRECISIONCALLS_H
#define APPROX_VARPRECISIONCALLS_H

#include "VarPrecision.h"
#include "clang/AST/Type.h"

namespace clang {
class FunctionDecl;
class NamedDecl;
} // namespace clang

namespace approx {

/// The class objects the statement declares, by name: `Acc a;`,
/// `const Acc &r = a;` (the class), `Acc *p = &a;` (a pointer to it), where
/// the type is one name, perhaps qualified, that Sema finds at the pragma
/// naming a class.
using ObjectTypes = llvm::DenseMap<const clang::IdentifierInfo *, clang::QualType>;
ObjectTypes statementObjects(clang::Preprocessor &PP, clang::Sema &Se,
                             clang::SourceLocation PragmaLoc, Stmt &S);

/// What a call's name may call.
struct CallSite {
  /// The declarations found (as found: a using declaration's shadow kept),
  /// functions and function templates only.
  llvm::SmallVector<clang::NamedDecl *, 4> Found;
  /// A member call: the object's class type (with its qualifiers), null
  /// for an implicit object whose class is not known.
  clang::QualType Object;
  bool Member = false; // `obj.f`, `ptr->f`, `this->f`, `obj(` (its `operator()`)
  std::string Name;    // for diagnostics: `f`, or `Acc::f` for a member
  /// Not No: the declarations it may call are not known at the pragma
  /// (Found is empty).
  Unchecked Why = Unchecked::No;
};

struct ArgType;
/// The call whose name is T[I] (followed by '('), or none when Sema finds
/// no function for it (a function pointer, a macro, `a[i].f`, an object
/// whose class is not known). Args: its arguments' types, for
/// argument-dependent lookup.
std::optional<CallSite> callSite(clang::Preprocessor &PP, clang::Sema &Se,
                                 clang::SourceLocation PragmaLoc, const ObjectTypes &Objects,
                                 const TokenVec &T, size_t I, llvm::ArrayRef<ArgType> Args);

/// Whether Sema stands in a class being defined: the pragma is in a member
/// function defined inside it, whose body the parser reads after the class
/// (its tokens, and the pragma, come before).
bool inClassBody(clang::Sema &Se);

/// The function or template F declares (a templated function's pattern).
const clang::FunctionDecl *functionOf(const clang::NamedDecl *F);

/// An argument's type before and after the new types (null: the tokens do
/// not tell), and whether it is an lvalue.
struct ArgType {
  clang::QualType Orig, New;
  bool LValue = false;
  bool Dependent = false; // a name whose type depends on a template parameter
  bool known() const { return !Orig.isNull(); }
};

/// The type of the argument A: a variable's name (the statement's
/// floating-point variables with their declared and new types, its integer
/// variables and class objects, else what Sema finds at the pragma), a
/// numeric literal, `true` or `false`.
ArgType argType(clang::Preprocessor &PP, clang::Sema &Se, clang::SourceLocation PragmaLoc,
                const FpVars &Vars, const OtherDecls &Others, const ObjectTypes &Objects,
                const TokenVec &A);

/// The function Sema's overload resolution chooses for call C with the
/// arguments Args (their new types when New), or null when it chooses none
/// (none viable, ambiguous). Args must all be known.
const clang::FunctionDecl *resolve(clang::Sema &Se, clang::SourceLocation At, const CallSite &C,
                                   llvm::ArrayRef<ArgType> Args, bool New);

/// The type of kind K in Sema's context.
clang::QualType fpType(clang::Sema &Se, FpKind K);

} // namespace approx

#endif
