//===- FpHoist.h - arrays a statement's kernels retype for its whole run --===//
//
// Real programs map their arrays once around a time loop of kernels
// (`target enter data`, then `for (t...) { kernels }`). A precision list on
// such a loop (a statement that is not itself a target construct) may name
// an array that the target constructs inside it map as a 1-D section: the
// array is then held in a copy of the new type on the device for the whole
// statement, converted once before it and, when a kernel writes it, once
// after (docs/language.md "Mixed precision", "Arrays of a time loop"). That
// is only right when the kernels reach the array through its elements,
// with one section, and what else reaches it can be served: host code
// (it reads and writes the host array, as in the exact program) and
// `target update to/from` (the copy is converted around it). hoistUse()
// reads the statement's tokens and says whether that holds, and where it
// does not. The lowering (VarPrecisionHoist.cpp) and
// the fp-report (FpReport.cpp, "retypable") both ask it, so the report
// offers approx-tune exactly the arrays the compiler accepts.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPHOIST_H
#define APPROX_FPHOIST_H

#include "TokenScan.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace approx {

/// How a statement reaches one array through the target constructs it holds.
struct HoistUse {
  enum Problem {
    Unmapped,       // no target construct of the statement maps it as a section
    None,           // it can be held in a typed copy for the whole statement
    HostUse,        // used outside the statement's target constructs
    PointerUse,     // used in a kernel other than through its elements
    Assigned,       // the pointer itself assigned
    OtherClause,    // named by another clause than a 1-D section in 'map'
    OtherDirective, // named by a directive that is not a target construct
    Sections,       // mapped with two different sections
    Placement,      // a construct mapping it has 'device'
    IfNowait,       // a construct mapping it has both an 'if' for target and 'nowait'
    Implicit,       // a target construct uses it without mapping it
    Inner,          // a region inside the statement reaches it on the host (its own lowering)
    UpdateClause,   // a 'target update' naming it has 'nowait', 'depend' or 'device'
    HostPointer,    // its pointer used on the host other than to reach an element
    KernelNowait,   // with host uses: a kernel that maps it has 'nowait'
  } Why = Unmapped;
  /// A directive of the statement that reaches the array: At is its
  /// annot_pragma_openmp token. Kernels (target constructs that map it):
  /// In for a map that copies in (to, tofrom), Out for one that copies out
  /// (from, tofrom). Updates: In for 'to', Out for 'from'. A kernel's
  /// If: its 'if' clause that decides where it runs (no modifier, or
  /// 'target'), whose false runs it on the host over the host array;
  /// Writes: it assigns elements.
  struct Directive {
    clang::SourceLocation At;
    bool In = false, Out = false;
    clang::SourceLocation If;
    bool Writes = false;
  };
  clang::SourceLocation At;    // the token the problem is at
  std::string Detail;          // the clause or directive ('Sections': the other section)
  TokenVec Lo, Len;            // the section of the first map
  clang::SourceLocation MapAt; // ... its name there
  bool Written = false;        // mapped from/tofrom, or an element assigned in a kernel
  bool HostUses = false;       // its elements reached outside the target constructs
  bool Nowait = false;         // a kernel that maps it has 'nowait'
  llvm::SmallVector<Directive, 4> Kernels, Updates;
  /// The names that stay the array's (host uses, 'target update' items);
  /// the lowering renames the others to the copy.
  llvm::SmallVector<clang::SourceLocation, 4> Kept;
  /// Host statements that pass its pointer to or from another pointer
  /// variable, `P = Q;` or `T *P = Q;` (a double buffer's swap): the
  /// lowering mirrors each on the copies (VarPrecisionHoist.cpp).
  struct PointerCopy {
    clang::SourceLocation Semi; // the statement's ';'
    const clang::IdentifierInfo *Lhs, *Rhs;
    bool Declares = false; // `T *P = Q;`
  };
  llvm::SmallVector<PointerCopy, 4> Copies;
};

/// The pointer copies `P = Q;` and `T *P = Q;` on the host of the statement
/// Toks (outside its OpenMP directives and target constructs) that name
/// II on either side.
void pointerCopies(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks,
                   const clang::IdentifierInfo *II,
                   llvm::SmallVectorImpl<HoistUse::PointerCopy> &Out);

/// How the statement Toks (flattened, annotation runs included) reaches
/// array II through its target constructs.
HoistUse hoistUse(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks,
                  const clang::IdentifierInfo *II);

/// For a statement that is not itself a target construct: every array its
/// target constructs map as a section that hoistUse() accepts, with the
/// map type the report gives it ("tofrom" when a kernel writes it, else
/// "to": the copy is converted back only then). Arrays whose pointers the
/// host exchanges (FpExchange.h) are in Out only when the whole exchange
/// can be retyped, and each such set is added to Tied: a precision list
/// must give them one type.
void hoistableSections(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks,
                       llvm::StringMap<std::string> &Out,
                       std::vector<std::vector<std::string>> *Tied = nullptr);

/// The section's tokens as one string ("0:n"), for messages.
std::string sectionText(clang::Preprocessor &PP, const TokenVec &Lo, const TokenVec &Len);

} // namespace approx

#endif
