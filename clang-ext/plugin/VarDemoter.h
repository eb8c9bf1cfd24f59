//===- VarDemoter.h - one pragma's precision lists as they apply ----------===//
//
// The state that demoteVariables() (VarPrecision.h) builds for one pragma:
// the type each listed name is to get, the region-wide type, and the
// statement's variables with their declared and new types. Its steps live
// in three files, so that the rewriting and the checks of bad input read
// apart: VarPrecision.cpp reads the lists and drives the rewrites,
// VarPrecisionOuter.cpp settles the listed names declared outside the
// statement (checked, then copied), VarPrecisionRecords.cpp refuses a
// listed variable of struct type, and VarPrecisionChecks.cpp rejects the
// declarations and uses that the new types would break. Internal to them.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_VARDEMOTER_H
#define APPROX_VARDEMOTER_H

#include "FpHoist.h"
#include "VarPrecision.h"

namespace approx {

class VarDemoter {
public:
  VarDemoter(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S, clang::Sema *Se,
             clang::Sema *ClassSema, unsigned Id, bool Inline, llvm::ArrayRef<ItemPrec> Items,
             VarDemotion &Out)
      : PP(PP), D(D), S(S), Se(Se), ClassSema(ClassSema), Id(Id), Inline(Inline), Items(Items),
        Out(Out) {}

  bool run();

private:
  struct Listing {
    FpKind Kind;
    clang::SourceLocation Loc; // the name in the list
  };

  /// Where an error about II is reported: its name in the list, else the
  /// region-wide clause.
  clang::SourceLocation at(const clang::IdentifierInfo *II) const {
    auto It = Listed.find(II);
    return It != Listed.end() ? It->second.Loc : WideLoc;
  }
  std::string clauseOf(const clang::IdentifierInfo *II) const {
    auto It = Listed.find(II);
    FpKind K = It != Listed.end() ? It->second.Kind : *Wide;
    return "precision(" + fpWord(K).str() + ")";
  }
  /// User tokens of the statement naming II (not after '.', '->').
  void uses(const clang::IdentifierInfo *II, llvm::function_ref<void(const TokenVec &, size_t)> F) {
    forEachUse(S, PP, II, F);
  }

  // VarPrecisionOuter.cpp
  bool outerName(const clang::IdentifierInfo *II);
  void copyOuterScalars();
  // VarPrecisionHoist.cpp
  /// How the target constructs inside the statement (not one itself) reach
  /// listed array II, declared outside; none when none maps it.
  std::optional<HoistUse> hoistable(const clang::IdentifierInfo *II);
  /// Holds it in a typed device copy for the whole statement, or reports
  /// why U says it cannot be (false).
  bool hoistArray(const clang::IdentifierInfo *II, const HoistUse &U, FpKind K, FpKind Declared);
  /// Renames the hoisted arrays and puts their conversions after the
  /// prologue's declarations.
  void finishHoisted();
  unsigned Hoisted = 0; // arrays hoisted so far
  TokenVec HoistInto;   // their conversions into the copies
  /// A hoisted array: its copy's name, the names of it that stay the
  /// array's (renamed to Kept until the expressions are demoted), and the
  /// conversions put around its 'target update' directives and, for a
  /// statement that reads it on the host, around its kernels.
  struct HoistedArray {
    const clang::IdentifierInfo *II = nullptr;
    std::string Use, Kept;
    HoistUse U;
    TokenVec Back, Into, HostInto, HostBack;
    /// Around a kernel with an 'if' for target (IfVar its value, SaveVar
    /// Use before it): the host fallback buffer in, and out (FallWrite:
    /// converted back, for a kernel that writes the array).
    TokenVec FallInto, FallBack, FallWrite;
    std::string Ty; // the copy's element type
    std::string IfVar, SaveVar;
  };
  llvm::SmallVector<HoistedArray, 2> HoistRenames;
  /// Puts the conversions around H's updates and, with host code, its
  /// kernels, and the host fallback around kernels with an 'if'; false
  /// when a kernel to wrap is not in the run of its directive (the whole
  /// body of a loop).
  bool wrapDirectives(const HoistedArray &H);
  /// Mirrors the host's pointer copies among hoisted arrays (a double
  /// buffer's swap) on their copies; false after an error.
  bool mirrorPointerCopies();
  /// The error at H's name that its copy cannot serve what the host does
  /// ("'a' would be held as float ..., and the host " + Why).
  void refuseHoisted(const HoistedArray &H, const std::string &Why);
  // VarPrecisionRecords.cpp
  std::string recordDeclared(const TokenVec &T, size_t I);
  bool checkRecordName(const clang::IdentifierInfo *II);
  // VarPrecisionChecks.cpp
  bool checkForInits();
  bool checkUses();
  /// The level of the -Wapprox-precision-overload warning.
  clang::DiagnosticsEngine::Level overloadWarningLevel() const;
  /// How the error about the changed variable II is mended.
  std::string remedy(const clang::IdentifierInfo *II) const;

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  Stmt &S;
  clang::Sema *Se;
  clang::Sema *ClassSema; // in a member function defined inside its class: the call checks'
  unsigned Id;
  bool Inline;
  llvm::ArrayRef<ItemPrec> Items;
  VarDemotion &Out;

  llvm::DenseMap<const clang::IdentifierInfo *, Listing> Listed;
  llvm::SmallVector<const clang::IdentifierInfo *, 8> Order; // listed names, in order
  std::optional<FpKind> Wide;                                // region-wide type
  clang::SourceLocation WideLoc;
  FpVars Vars;
  OtherDecls Others;
};

} // namespace approx

#endif
