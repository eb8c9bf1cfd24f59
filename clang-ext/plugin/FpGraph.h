//===- FpGraph.h - floating-point variables of a region and their graph ---===//
//
// The analysis behind -fapprox-fp-report (docs/precision-tuning.md): for one
// `#pragma approx` region, the floating-point variables a precision vector
// can name (locals declared in the region, scalars and arrays it reads from
// the enclosing function), the operations whose results define each of them,
// their array element accesses, the def-use edges between them (the value
// of one flows into a definition of another, with static counts), and the
// AMPT-GA groups (variables that must share a precision, or their copies
// and dominant flows would become casts). The lowering rewrites tokens, so
// the AST is of lowered code: a region is the set of its user tokens'
// locations (recorded by the pragma handler), and an AST node belongs to it
// when the token it is spelled at does; generated code (scratch tokens,
// __approx* names) never does, and code the lowering duplicates is counted
// once, by location.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPGRAPH_H
#define APPROX_FPGRAPH_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <string>
#include <vector>

namespace approx {

/// The precisions of the model, in the report's spelling, widest first.
enum class FpType { Double, Float, Half, BF16 };

/// The tokens of one region's statement as written (FpReport.h records it).
struct FpRegionSpan {
  std::string Label;
  clang::SourceLocation PragmaLoc;
  llvm::DenseSet<clang::SourceLocation> Tokens;
  /// The declared names of the statement as written, with their type
  /// keyword: `double a` stays double in the report when a precision clause
  /// of the pragma retypes its declaration in the lowered code.
  llvm::DenseMap<clang::SourceLocation, FpType> WrittenTypes;
  /// The arrays that the target construct the pragma stands on maps as
  /// sections (`map(to: a[0:n])`): only those get a typed device copy from
  /// a precision list (docs/language.md "Mixed precision"), so only those
  /// are retypable in the report. Name -> the map type (`to`, `from`,
  /// `tofrom`, `alloc`; `tofrom` when the clause names none).
  llvm::StringMap<std::string> MappedSections;
  /// Of those, the arrays of a statement that is not a target construct
  /// (a time loop) that its kernels map (FpHoist.h): one typed copy for the
  /// whole statement, converted once per execution of the statement, not per
  /// execution of its kernels ("hoisted" in the report).
  llvm::StringSet<> Hoisted;
  /// Of those, the sets whose pointers the host exchanges (a double buffer,
  /// FpExchange.h): a precision list retypes them together, with one type
  /// ("tied" in the report).
  std::vector<std::vector<std::string>> Tied;
  /// The statement is a data directive (`target data`, `target enter data`,
  /// `target exit data`, `target update`): its precision list names the
  /// transfer's items (docs/data.md "Data sites"), no variable is retyped.
  bool DataSite = false;
  /// The names the statement declares with a floating-point type keyword
  /// (its own arrays are retypable like its scalars).
  llvm::StringSet<> Declared;
  /// Where the statement lies (expansion locations, so that a region in a
  /// macro lies at the macro's use): file and offsets of its first and last
  /// token and of the pragma, to tell which regions enclose which.
  clang::FileID File;
  unsigned Begin = 0, End = 0, PragmaOffset = 0;
  bool encloses(const FpRegionSpan &In) const {
    return this != &In && File == In.File && Begin <= In.PragmaOffset && In.PragmaOffset <= End;
  }
  /// The names the statement assigns (`x =`, `x +=`, `++x`, ...): a scalar
  /// declared outside that the statement assigns gets no typed copy, so it
  /// is not retypable either.
  llvm::StringSet<> Assigned;
  /// The names the statement uses other than to reach one element (`a + k`
  /// kept, `f(a)`; TokenScan's isElementUse), outside its OpenMP directives: a typed copy of such
  /// an array would be read through a pointer of the old type, so the precision list refuses it
  /// (VarPrecisionChecks.cpp) and it is not retypable.
  llvm::StringSet<> PointerUses;
  bool contains(clang::SourceLocation L) const { return L.isValid() && Tokens.count(L); }
};

/// The regions recorded so far in this compile (FpRecord.cpp), in the
/// order the pragmas were handled.
std::vector<FpRegionSpan> &recordedFpRegions();

llvm::StringRef fpTypeName(FpType T);

enum class FpVarKind {
  Local, // declared in the region
  Param, // a scalar read from outside the region: parameter or enclosing local
  Array  // an array or pointer to floating point elements used in the region
};
llvm::StringRef fpVarKindName(FpVarKind K);

struct FpOps {
  unsigned Add = 0, Mul = 0, Div = 0, Math = 0; // Add counts subtractions too
  unsigned total() const { return Add + Mul + Div + Math; }
};

struct FpVar {
  std::string Name;
  FpType Type = FpType::Double; // the declared (element) type
  FpVarKind Kind = FpVarKind::Local;
  unsigned Line = 0;      // the declaration's line, after macro expansion
  unsigned MacroLine = 0; // its line in a macro definition, 0 outside macros
  FpOps Ops;
  unsigned Loads = 0, Stores = 0; // element accesses (arrays only)
  /// An array the region streams through: an access in an innermost loop
  /// whose index depends on every enclosing loop's variable (FpStream.cpp).
  bool Streamed = false;
  /// 1 + the index of the `for` init that declares it with other variables
  /// (`for (double s = 0, t = 1; ...)`), 0 otherwise: such declarators keep
  /// one type (docs/language.md), so they form one group (FpGroups.cpp).
  unsigned ForInit = 0;
};

struct FpEdge {
  unsigned From = 0, To = 0, Count = 0;
  bool Copy = false; // some flow is a plain copy (no arithmetic in between)
};

/// Floating-point state the region declares that no precision list can
/// name: a floating-point member (scalar or array) of a variable of struct,
/// union or class type, or of an array of them, declared in the region
/// (FpMembers.cpp). Listed apart from the candidates, with the reason.
struct FpNonCandidate {
  std::string Name;             // "s.x", "s.v[]" (an array member), "ps[].x" (an array of structs)
  FpType Type = FpType::Double; // the member's (element) type
  unsigned Line = 0, MacroLine = 0; // the variable's declaration, as FpVar's
  std::string Reason;
};

struct FpRegionGraph {
  std::vector<FpVar> Vars;                   // in source order; the index is the id
  std::vector<FpEdge> Edges;                 // sorted by (From, To)
  std::vector<std::vector<unsigned>> Groups; // a partition of the ids
  std::vector<FpNonCandidate> NonCandidates; // in source order, members in declaration order
};

/// Analyses the region R of the translation unit in Ctx.
FpRegionGraph analyzeRegion(clang::ASTContext &Ctx, const FpRegionSpan &R);

/// Fills G.Groups from G.Edges (the grouping rule, FpGroups.cpp).
void groupVariables(FpRegionGraph &G);

/// Appends to Out the floating-point members of VD, a variable of the
/// region, when its type is a struct, union or class (or an array of them)
/// that has some; nothing otherwise (FpMembers.cpp). Outside: VD is declared
/// outside the region, which uses it; then a pointer to structs counts too.
void listMembers(clang::ASTContext &Ctx, const clang::VarDecl *VD, std::vector<FpNonCandidate> &Out,
                 bool Outside = false);

/// Sets FpVar::Streamed of G's arrays (FpStream.cpp).
void markStreamed(clang::ASTContext &Ctx, const FpRegionSpan &R, FpRegionGraph &G);

} // namespace approx

#endif
