//===- DataRegion.h - one region of the data lowering, shared state -------===//
//
// The data lowering (docs/data.md) is cut by technique: one TechniqueEmitter
// per technique (TechniqueEmitter.h) and a thin coordinator
// (DataLowering.cpp). What they share is here: the Code builder (template
// text and token runs), the per-item state, and DataRegion, the region as
// the analysis (DataAnalysis.cpp) leaves it: its items and what each one
// gets, the construct, the region's scalars, and the expressions over an
// item that every technique needs (DataRegion.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DATAREGION_H
#define APPROX_DATAREGION_H

#include "DataItems.h"
#include "Diag.h"
#include "Labels.h"
#include "Lowering.h"
#include "VarPrecision.h"
#include <functional>

namespace approx {
namespace data {

/// Builds lowered code from template text and token runs. Text pieces are
/// concatenated before they are lexed, so an identifier or a string literal
/// may be assembled from several pieces, and a cast marker (`@(T)x`,
/// TokenBuilder.h) may hold token runs: `<< "@(long long)(" << E << ")"`
/// (parenthesized: a run may be any expression). Where declarations must
/// follow statements, scope() opens a block for them and the code after
/// them, which closeScopes() closes: C's -Wdeclaration-after-statement,
/// which -Werror projects may enable, never fires at the pragma. A Code
/// starts where declarations may stand (a block's start, or after
/// declarations only).
class Code {
public:
  /// Text and tokens at L; '#pragma omp' annotations at AnnotLoc: on
  /// another line than L, so that -E prints the code after a directive on
  /// a line of its own (-P keeps tokens of one source line together).
  Code(clang::Preprocessor &PP, clang::SourceLocation L, clang::SourceLocation AnnotLoc = {})
      : B(PP, L), L(AnnotLoc.isValid() ? AnnotLoc : L), CPlusPlus(PP.getLangOpts().CPlusPlus) {}
  Code &operator<<(llvm::StringRef S) {
    Text += S.str();
    Fresh &= S.trim().empty();
    return *this;
  }
  Code &operator<<(const std::string &S) { return *this << llvm::StringRef(S); }
  Code &operator<<(const char *S) { return *this << llvm::StringRef(S); }
  Code &operator<<(const TokenVec &T) {
    Text += CastRunMark + std::to_string(Runs.size()) + CastRunMark;
    Runs.push_back(T);
    Fresh &= T.empty();
    return *this;
  }
  /// Another Code's tokens, whose blocks (scope()) this one closes.
  Code &operator<<(Code &&Inner) {
    *this << Inner.take();
    Scopes += Inner.Scopes;
    Inner.Scopes = 0;
    return *this;
  }
  /// `#pragma omp` ... end, as the annotation tokens clang's parser reads.
  Code &ompBegin() { return annot(clang::tok::annot_pragma_openmp); }
  Code &ompEnd() { return annot(clang::tok::annot_pragma_openmp_end); }
  /// Opens a block for declarations after statements (the class comment);
  /// none where nothing was written since the start or the last one.
  Code &scope() {
    if (!Fresh) {
      Text += "{";
      ++Scopes;
      Fresh = true;
    }
    return *this;
  }
  Code &closeScopes() {
    Text.append(Scopes, '}');
    Scopes = 0;
    return *this;
  }
  TokenVec take() {
    flush();
    return B.take();
  }

private:
  void flush();
  Code &annot(clang::tok::TokenKind K) {
    clang::Token T;
    T.startToken();
    T.setKind(K);
    T.setLocation(L);
    return *this << TokenVec{T};
  }
  TokenBuilder B;
  clang::SourceLocation L;
  bool CPlusPlus;
  std::string Text;
  std::vector<TokenVec> Runs; // spliced where Text marks them
  unsigned Scopes = 0;        // blocks scope() opened
  bool Fresh = true;          // nothing written since the start or the last scope()
};

struct ItemInfo {
  DataItem It;
  std::string K;     // unique suffix: <region>_<index>
  clang::Token Name; // identifier the lowered statement uses (renamed when reduced)
  bool Reduced = false;
  bool Unorm = false;      // in: precision(unorm8|unorm16), transferred as fixed point
  bool HostPerf = false;   // in: host perforation (runtime transfer)
  bool Acc = false;        // in: device perforation (accessor)
  bool OutRecon = false;   // out: reconstruction after the loop
  bool RowsOut = false;    // out: ... on the host, only kept rows come back (reconstruct(m, host))
  bool RowsNarrow = false; // RowsOut under precision(): the rows travel reduced
  bool Dependent = false;  // its type depends on a template parameter (ItemTypes.h)
  bool Listed = false;     // named by a precision list (its type: PrecMode)
  clang::SourceLocation ListLoc; // Listed: its name in the list
  bool FromMap = false;    // a listed array the pragma does not name as an item: taken from its map
  bool Written = false;    // FromMap: the statement writes it (an out-item, or an element assigned)
  PrecType PrecMode = PrecType::Float; // Reduced: the copy's type ...
  std::string PrecCType;               // ... as C spells it
  llvm::StringRef PrecKind = "0";      // ... and its __APPROX_PREC_* name
  std::optional<MapRef> Map;    // the construct's map of the original item
  std::optional<MapRef> NewMap; // ... after renaming

  std::string var(llvm::StringRef What) const { return "__approx_" + What.str() + K; }
  /// The item's index in its region (the runtime's key for its buffers).
  std::string index() const { return K.substr(K.find('_') + 1); }
};

inline bool startsWith(llvm::StringRef S, llvm::StringRef P) { return S.starts_with(P); }

/// Whether a construct (by constructName) only moves data: the data clauses
/// approximate its transfers (DataSites.h, docs/data.md "Data sites").
inline bool isDataOnlyConstruct(llvm::StringRef Name) {
  return Name == "target data" || Name == "target enter data" || Name == "target exit data" ||
         Name == "target update";
}

/// The directive words of the OpenMP directive run that T starts with,
/// without its clauses (the run may go on past the directive's end).
inline std::string constructName(llvm::ArrayRef<clang::Token> T) {
  std::string Name;
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].is(clang::tok::annot_pragma_openmp))
      continue;
    if (T[I].is(clang::tok::annot_pragma_openmp_end) || !T[I].getIdentifierInfo() ||
        (I + 1 < T.size() && T[I + 1].is(clang::tok::l_paren)))
      break;
    Name += (Name.empty() ? "" : " ") + T[I].getIdentifierInfo()->getName().str();
  }
  return Name;
}
inline std::string constructName(const Stmt &Dir) { return constructName(Dir.Toks); }

inline bool isTargetConstruct(llvm::StringRef Name) {
  return startsWith(Name, "target") && !startsWith(Name, "target data") &&
         !isStandaloneDirective(Name);
}

/// A null pointer argument of the runtime calls: `nullptr` in C++11 and
/// later, where `0` draws -Wzero-as-null-pointer-constant; `0` elsewhere.
inline const char *nullPointer(const clang::Preprocessor &PP) {
  return PP.getLangOpts().CPlusPlus11 ? "nullptr" : "0";
}

/// The device pass between a present array and its typed copy
/// (openmp-runtime/data_prec_present.c), run when the runtime's state St is
/// active 2: `Ty *Typed` and `Wide *Src` from its buffers, and a target loop
/// (is_device_ptr, on device Dev) over Cnt elements that converts Src into
/// Typed, or back. One definition for a construct's listed arrays
/// (ReducedPrecisionCopy.cpp) and a time loop's (VarPrecisionHoist.cpp).
struct PresentPass {
  std::string St, Ty, Cnt, Typed, Src, Dev;
  TokenVec Wide; // the array's unqualified element type
};
void presentPass(Code &C, const PresentPass &P, bool Back);

/// The geometry of item It as `const long long` variables named by Var: R
/// rows, C columns, S row stride (elements), L and L2 first row and column.
/// One definition for the construct lowering and the data sites.
void declareGeometry(clang::Preprocessor &PP, Code &C, const DataItem &It,
                     llvm::function_ref<std::string(llvm::StringRef)> Var, const TokenVec &Zero,
                     const TokenVec &One);

/// A region with data clauses: its directive, statement and items, and the
/// facts the analysis derives from them. The techniques' emitters read it
/// (and write the items' identifiers when they rename them).
class DataRegion {
public:
  DataRegion(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx)
      : PP(PP), D(D), S(S), Ctx(Ctx), N(std::to_string(Ctx.Id)), Label(D.label()) {
    Hash = hashLiteral(labelHash(Label));
    LabelLit = "\"" + escapeString(Label) + "\"";
    CXX = PP.getLangOpts().CPlusPlus;
  }

  /// Classifies the items by technique and checks them against the
  /// construct (its maps, 'nowait', the element types Sema knows); false
  /// after an error (DataAnalysis.cpp).
  bool analyze();

  Code code() { return Code(PP, D.PragmaLoc, S.loc()); }
  /// Code whose diagnostics point at L; its directives still print on lines
  /// of their own under -E (and -save-temps recompiles that text).
  Code codeAt(clang::SourceLocation L) { return Code(PP, L, S.loc()); }
  TokenVec T(llvm::StringRef Text) {
    Code C = code();
    C << Text;
    return C.take();
  }
  std::string pv() const { return "__approx_p" + N; } // perfo's plan variable
  /// Elements in the span of an array item's rows (gaps of 2-D sections
  /// included), over its geometry variables.
  static std::string spanElems(const ItemInfo &I) {
    switch (I.It.Kind) {
    case DataItem::Shaped:
      return I.var("R") + " * " + I.var("C");
    case DataItem::Section2D:
      return I.var("R") + " * " + I.var("S");
    default:
      return I.var("R");
    }
  }
  /// The plan arguments of input perforation: label, hash, kind, and the
  /// region's value, chunk and enabled scalars.
  std::string perfoArgs() const {
    return LabelLit + ", " + Hash + ", " + abiName(D.Perfo->Kind).str() + ", __approx_v" + N +
           ", __approx_ch" + N + ", __approx_en" + N;
  }
  std::string itemStr(const ItemInfo &I) { return "\"" + escapeString(I.It.name()) + "\""; }

  // Expressions of an item, over identifier Id (original or renamed).
  TokenVec elt(const ItemInfo &I, const clang::Token &Id);   // an element (for types)
  TokenVec elem0(const ItemInfo &I, const clang::Token &Id); // &element(row 0, col 0)
  TokenVec span0(const ItemInfo &I, const clang::Token &Id); // first element of the span of rows
  TokenVec unqual(const TokenVec &Expr);                     // its unqualified type
  /// `(sizeof(elt) == 4 && elt is floating)` of the original item.
  TokenVec isFloatItem(const ItemInfo &I);
  /// Zero initializer of a runtime state struct: C++'s `{}` (its `{0}`
  /// draws -Wmissing-field-initializers), C's `{0}`.
  const char *zeroInit() const { return CXX ? " = {};" : " = {0};"; }
  /// The item's geometry scalars (rows, columns, stride, bounds; evaluated
  /// once) and the static assertions on its element type: declarations.
  TokenVec geometry(ItemInfo &I);
  /// The runtime's check of the item (empty where it has none).
  TokenVec checkItem(ItemInfo &I);
  /// Does the runtime move this reduced copy itself (data_prec.c)?
  bool pipelined(const ItemInfo &I) const;
  /// A listed array of its own (FromMap, a 1-D section) whose typed copy is
  /// made on the device when an enclosing `target data` has it present
  /// (openmp-runtime/data_prec_present.c; both compiles: the conversion
  /// loops are target regions).
  bool presentTyped(const ItemInfo &I) const;
  /// Does the runtime narrow this reduced copy (only its kept rows)?
  bool narrowedByRuntime(const ItemInfo &I) const;
  /// Makes the construct map and use item I at its private key
  /// (__approx_kp<K>), where the runtime associates the copy it transfers.
  void useAtKey(ItemInfo &I);
  /// `T *__approx_kp<K> = item shifted to the private key` (state St).
  TokenVec keyDecl(const ItemInfo &I, llvm::StringRef St);
  /// Row __approx_r, column __approx_c of the rows at Base rebuilt from the
  /// kept rows of Plan (output reconstruction, host input perforation).
  TokenVec reconStmt(const ItemInfo &I, const TokenVec &Unq, llvm::StringRef Base,
                     llvm::StringRef Plan, llvm::StringRef Bound);

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  Stmt &S;
  const LoweringContext &Ctx;
  std::string N, Label, Hash, LabelLit;
  bool CXX;

  std::vector<ItemInfo> Items;
  llvm::SmallVector<Stmt *, 4> Dirs; // the construct's OpenMP directives
  Stmt *TargetDir = nullptr;
  bool Offloaded = false;
  bool Recon = false, WhereDevice = false;
  bool LoopPerforated = false, AnyReduced = false, AnyUnorm = false, AnyOutRecon = false;
  std::string OffIf;              // " if(__approx_offN)" when the construct has an if clause
  bool NeedDevVar = false;        // __approx_devN is declared
  std::string PrecCType;          // C type of precision(T) elements
  llvm::StringRef PrecKind = "0"; // its __APPROX_PREC_* name
  std::vector<clang::Token> PrecList;                  // precision(type : list): the names
  VarDemotion Demotion;                                // the variables' precision (VarPrecision.h)
};

} // namespace data
} // namespace approx

#endif
