//===- DataEmitter.h - the data-approximation emitter ---------------------===//
//
// Shared by the data lowering's files: the Code builder (template text and
// token runs), the per-item state, and the DataEmitter class whose members
// are split by concern: DataLowering.cpp (analysis, the statement rewrite,
// assembly), DataTransfers.cpp (geometry, precision copies, input
// perforation, output reconstruction), DataRewrite.cpp (accessor reads).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DATAEMITTER_H
#define APPROX_DATAEMITTER_H

#include "DataItems.h"
#include "Diag.h"
#include "Labels.h"
#include "Lowering.h"
#include <functional>

namespace approx {
namespace data {

/// Builds lowered code from template text and token runs. Text pieces are
/// concatenated before they are lexed, so an identifier or a string literal
/// may be assembled from several pieces.
class Code {
public:
  /// Text and tokens at L; '#pragma omp' annotations at AnnotLoc: on
  /// another line than L, so that -E prints the code after a directive on
  /// a line of its own (-P keeps tokens of one source line together).
  Code(clang::Preprocessor &PP, clang::SourceLocation L, clang::SourceLocation AnnotLoc = {})
      : B(PP, L), L(AnnotLoc.isValid() ? AnnotLoc : L) {}
  Code &operator<<(llvm::StringRef S) {
    Text += S.str();
    return *this;
  }
  Code &operator<<(const std::string &S) { return *this << llvm::StringRef(S); }
  Code &operator<<(const char *S) { return *this << llvm::StringRef(S); }
  Code &operator<<(const TokenVec &T) {
    flush();
    B.append(T);
    return *this;
  }
  /// `#pragma omp` ... end, as the annotation tokens clang's parser reads.
  Code &ompBegin() { return annot(clang::tok::annot_pragma_openmp); }
  Code &ompEnd() { return annot(clang::tok::annot_pragma_openmp_end); }
  TokenVec take() {
    flush();
    return B.take();
  }

private:
  void flush() {
    if (!Text.empty())
      B.code(Text);
    Text.clear();
  }
  Code &annot(clang::tok::TokenKind K) {
    flush();
    clang::Token T;
    T.startToken();
    T.setKind(K);
    T.setLocation(L);
    B.append(T);
    return *this;
  }
  TokenBuilder B;
  clang::SourceLocation L;
  std::string Text;
};

struct ItemInfo {
  DataItem It;
  std::string K;       // unique suffix: <region>_<index>
  clang::Token Name;          // identifier the lowered statement uses (renamed when reduced)
  bool Reduced = false;
  bool Unorm = false;    // in: precision(unorm8|unorm16), transferred as fixed point
  bool HostPerf = false; // in: host perforation (runtime transfer)
  bool Acc = false;      // in: device perforation (accessor)
  bool OutRecon = false; // out: reconstruction after the loop
  bool Dependent = false; // its type depends on a template parameter (ItemTypes.h)
  std::optional<MapRef> Map;    // the construct's map of the original item
  std::optional<MapRef> NewMap; // ... after renaming

  std::string var(llvm::StringRef What) const { return "__approx_" + What.str() + K; }
  /// The item's index in its region (the runtime's key for its buffers).
  std::string index() const { return K.substr(K.find('_') + 1); }
};

inline bool startsWith(llvm::StringRef S, llvm::StringRef P) { return S.starts_with(P); }

/// Whether a construct (by constructName) only moves data: the data clauses
/// do not apply to it yet (docs/data.md).
inline bool isDataOnlyConstruct(llvm::StringRef Name) {
  return Name == "target data" || Name == "target enter data" || Name == "target exit data" ||
         Name == "target update";
}

/// The directive words of an OpenMP directive run, without its clauses.
inline std::string constructName(const Stmt &Dir) {
  std::string Name;
  const TokenVec &T = Dir.Toks;
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].isOneOf(clang::tok::annot_pragma_openmp, clang::tok::annot_pragma_openmp_end))
      continue;
    if (!T[I].getIdentifierInfo() || (I + 1 < T.size() && T[I + 1].is(clang::tok::l_paren)))
      break;
    Name += (Name.empty() ? "" : " ") + T[I].getIdentifierInfo()->getName().str();
  }
  return Name;
}

inline bool isTargetConstruct(llvm::StringRef Name) {
  return startsWith(Name, "target") && !startsWith(Name, "target data") &&
         !isStandaloneDirective(Name);
}

class DataEmitter {
public:
  DataEmitter(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx)
      : PP(PP), D(D), S(S), Ctx(Ctx), N(std::to_string(Ctx.Id)), Label(D.label()) {
    Hash = hashLiteral(labelHash(Label));
    LabelLit = "\"" + escapeString(Label) + "\"";
    CXX = PP.getLangOpts().CPlusPlus;
  }

  bool run(TokenVec &Out);

private:
  Code code() { return Code(PP, D.PragmaLoc, S.loc()); }
  Code codeAt(clang::SourceLocation L) { return Code(PP, L); }
  TokenVec T(llvm::StringRef S) {
    Code C = code();
    C << S;
    return C.take();
  }
  std::string pv() const { return "__approx_p" + N; } // perfo's plan variable
  /// Elements in the span of an array item's rows (gaps of 2-D sections
  /// included), over its geometry variables.
  static std::string spanElems(const ItemInfo &I) {
    switch (I.It.Kind) {
    case DataItem::Shaped: return I.var("R") + " * " + I.var("C");
    case DataItem::Section2D: return I.var("R") + " * " + I.var("S");
    default: return I.var("R");
    }
  }

  // Expressions of an item, over identifier Id (original or renamed).
  TokenVec elt(const ItemInfo &I, const clang::Token &Id);   // an element (for types)
  TokenVec elem0(const ItemInfo &I, const clang::Token &Id); // &element(row 0, col 0)
  TokenVec span0(const ItemInfo &I, const clang::Token &Id); // first element of the span of rows
  TokenVec unqual(const TokenVec &Expr);              // its unqualified type
  std::string itemStr(const ItemInfo &I) { return "\"" + escapeString(I.It.name()) + "\""; }

  bool analyze();
  void transform();
  TokenVec geometry(ItemInfo &I);
  /// Does the runtime move this reduced copy itself (data_prec.c)?
  bool pipelined(const ItemInfo &I) const;
  /// Does the runtime narrow this reduced copy (only its kept rows)?
  bool narrowedByRuntime(const ItemInfo &I) const;
  /// `(sizeof(elt) == 4 && elt is floating)` of the original item.
  TokenVec isFloatItem(const ItemInfo &I);
  TokenVec precisionPrologue(ItemInfo &I);
  TokenVec precisionEpilogue(ItemInfo &I);
  TokenVec unormPrologue(ItemInfo &I); // DataUnorm.cpp
  TokenVec unormEpilogue(ItemInfo &I);
  TokenVec inPrologue(ItemInfo &I);
  /// `T *__approx_kp<K> = item shifted to the private key` (state St).
  TokenVec keyDecl(const ItemInfo &I, llvm::StringRef St);
  TokenVec inEpilogue(ItemInfo &I);
  TokenVec reconStmt(const ItemInfo &I, const TokenVec &Unq, llvm::StringRef Base,
                     llvm::StringRef Plan, llvm::StringRef Bound);
  TokenVec outBefore(ItemInfo &I);
  TokenVec outAfter(ItemInfo &I);
  std::string hostReconDirective();
  /// Runs the region exactly when an item it would transfer approximately
  /// is already present on the device.
  TokenVec presentCheck();
  void emitRemark();
  /// C++ templates: `if constexpr (<every dependent item's type fits>)`
  /// around the lowering, else one static assertion per item at the item
  /// and the statement as written (empty when no item is dependent).
  bool typeGuard(TokenVec &Cond, TokenVec &Asserts);

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  Stmt &S;
  const LoweringContext &Ctx;
  std::string N, Label, Hash, LabelLit;
  bool CXX;

  std::vector<ItemInfo> Items;
  llvm::SmallVector<Stmt *, 4> Dirs;
  Stmt *TargetDir = nullptr;
  bool Offloaded = false;
  bool Recon = false, WhereDevice = false;
  bool LoopPerforated = false, AnyReduced = false, AnyUnorm = false, AnyOutRecon = false;
  std::string OffIf; // " if(__approx_offN)" when the construct has an if clause
  bool NeedDevVar = false; // __approx_devN is declared
  std::string PrecCType;           // C type of precision(T) elements
  llvm::StringRef PrecKind = "0";  // its __APPROX_PREC_* name
  std::vector<const clang::IdentifierInfo *> PrecList; // precision(type : list)
  TokenVec Exact;                               // the statement as written
  /// The statement as written, for the variant without transfer
  /// approximations (restVariant).
  std::unique_ptr<Stmt> Pristine;
  /// The region without its precision/unorm transfers (perforation and
  /// reconstruction kept): what runs where they save nothing. Empty when
  /// that is the exact statement. False after an error.
  bool restVariant(TokenVec &Out, bool &Lowered);
};

/// Spells each '(' '{' / '}' ')' pair of synthesized tokens in one scratch
/// string (clang warns when they come from different expansions).
void fuseCompound(clang::Preprocessor &PP, TokenVec &R, clang::SourceLocation Loc);

/// Rewrites the reads of in-item I in Toks through the accessor (device
/// perforation); false after an error (a write, an unsubscripted use).
bool rewriteReads(clang::Preprocessor &PP, TokenVec &Toks, const ItemInfo &I, const TokenVec &Unq,
                  bool &Failed);

} // namespace data
} // namespace approx

#endif
