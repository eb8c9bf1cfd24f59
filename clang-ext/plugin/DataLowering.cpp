//===- DataLowering.cpp - in/out items, reconstruction, precision ----------===//
//
// Lowers `#pragma approx` with in(...)/out(...)/reconstruct(...)/
// precision(...) (DESIGN 3.2-3.4, docs/data.md). The statement is wrapped:
//
//   { region scalars (enabled, perfo value/chunk, method, device); item
//     geometry, evaluated once; static assertions on the item types;
//     [precision: if (enabled) {] reduced copies of the items (converted
//     on the host), the statement renamed to use them
//       input perforation: host (plan over the item's rows, runtime packs
//         the kept rows, one transfer, associated device buffer, scatter +
//         reconstruction kernels) or device (reads through an accessor)
//       the statement: the perforated loop (PerfoLowering, with hooks that
//         wrap it in `target data` for the out-items and reconstruct the
//         skipped rows after it) or, for input perforation alone, as is
//       widen the out-items back, free
//     [} else { the exact statement }] }
//
// Reconstruction is generated code typed with __typeof__ of the item's
// element, so any arithmetic element type works; the formulas are the
// inline helpers of headers/approx_data.h shared by every path.
//
//===----------------------------------------------------------------------===//
#include "DataItems.h"
#include "Diag.h"
#include "Lowering.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

using namespace clang;

namespace approx {

namespace {

/// Builds lowered code from template text and token runs. Text pieces are
/// concatenated before they are lexed, so an identifier or a string literal
/// may be assembled from several pieces.
class Code {
public:
  /// Text and tokens at L; '#pragma omp' annotations at AnnotLoc: on
  /// another line than L, so that -E prints the code after a directive on
  /// a line of its own (-P keeps tokens of one source line together).
  Code(Preprocessor &PP, SourceLocation L, SourceLocation AnnotLoc = {})
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
  Code &ompBegin() { return annot(tok::annot_pragma_openmp); }
  Code &ompEnd() { return annot(tok::annot_pragma_openmp_end); }
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
  Code &annot(tok::TokenKind K) {
    flush();
    Token T;
    T.startToken();
    T.setKind(K);
    T.setLocation(L);
    B.append(T);
    return *this;
  }
  TokenBuilder B;
  SourceLocation L;
  std::string Text;
};

struct ItemInfo {
  DataItem It;
  std::string K;       // unique suffix: <region>_<index>
  Token Name;          // identifier the lowered statement uses (renamed when reduced)
  bool Reduced = false;
  bool HostPerf = false; // in: host perforation (runtime transfer)
  bool Acc = false;      // in: device perforation (accessor)
  bool OutRecon = false; // out: reconstruction after the loop
  std::optional<MapRef> Map;    // the construct's map of the original item
  std::optional<MapRef> NewMap; // ... after renaming

  std::string var(llvm::StringRef What) const { return "__approx_" + What.str() + K; }
};

bool startsWith(llvm::StringRef S, llvm::StringRef P) { return S.starts_with(P); }

/// The directive words of an OpenMP directive run, without its clauses.
std::string constructName(const Stmt &Dir) {
  std::string Name;
  const TokenVec &T = Dir.Toks;
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].isOneOf(tok::annot_pragma_openmp, tok::annot_pragma_openmp_end))
      continue;
    if (!T[I].getIdentifierInfo() || (I + 1 < T.size() && T[I + 1].is(tok::l_paren)))
      break;
    Name += (Name.empty() ? "" : " ") + T[I].getIdentifierInfo()->getName().str();
  }
  return Name;
}

bool isTargetConstruct(llvm::StringRef Name) {
  return startsWith(Name, "target") && !startsWith(Name, "target data") &&
         !isStandaloneDirective(Name);
}

class DataEmitter {
public:
  DataEmitter(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx)
      : PP(PP), D(D), S(S), Ctx(Ctx), N(std::to_string(Ctx.Id)), Label(D.label()) {
    std::string H;
    llvm::raw_string_ostream OS(H);
    OS << llvm::format_hex(labelHash(Label), 18) << "ULL";
    Hash = OS.str();
    LabelLit = "\"" + escapeString(Label) + "\"";
    CXX = PP.getLangOpts().CPlusPlus;
  }

  bool run(TokenVec &Out);

private:
  Code code() { return Code(PP, D.PragmaLoc, S.loc()); }
  Code codeAt(SourceLocation L) { return Code(PP, L); }
  TokenVec T(llvm::StringRef S) {
    Code C = code();
    C << S;
    return C.take();
  }
  std::string pv() const { return "__approx_p" + N; } // perfo's plan variable

  // Expressions of an item, over identifier Id (original or renamed).
  TokenVec elt(const ItemInfo &I, const Token &Id);   // an element (for types)
  TokenVec elem0(const ItemInfo &I, const Token &Id); // &element(row 0, col 0)
  TokenVec span0(const ItemInfo &I, const Token &Id); // first element of the span of rows
  TokenVec unqual(const TokenVec &Expr);              // its unqualified type
  std::string itemStr(const ItemInfo &I) { return "\"" + escapeString(I.It.name()) + "\""; }

  bool analyze();
  void transform();
  TokenVec geometry(ItemInfo &I);
  TokenVec precisionPrologue(ItemInfo &I);
  TokenVec precisionEpilogue(ItemInfo &I);
  TokenVec inPrologue(ItemInfo &I);
  TokenVec inEpilogue(ItemInfo &I);
  TokenVec reconStmt(const ItemInfo &I, const TokenVec &Unq, llvm::StringRef Base,
                     llvm::StringRef Plan, llvm::StringRef Bound);
  TokenVec outBefore(ItemInfo &I);
  TokenVec outAfter(ItemInfo &I);
  std::string hostReconDirective();
  void emitRemark();

  Preprocessor &PP;
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
  bool LoopPerforated = false, AnyReduced = false, AnyOutRecon = false;
  std::string OffIf; // " if(__approx_offN)" when the construct has an if clause
  bool NeedDevVar = false; // __approx_devN is declared
  std::string PrecType;
  int PrecKind = 0;
  std::vector<const IdentifierInfo *> PrecList; // precision(type : list)
  TokenVec Exact;                               // the statement as written
};

TokenVec DataEmitter::elt(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  switch (I.It.Kind) {
  case DataItem::Scalar: C << "(" << X << ")"; break;
  case DataItem::Section2D: C << "(" << X << ")[0][0]"; break;
  default: C << "(" << X << ")[0]"; break;
  }
  return C.take();
}

TokenVec DataEmitter::elem0(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  switch (I.It.Kind) {
  case DataItem::Section1D: C << "&(" << X << ")[" << I.var("L") << "]"; break;
  case DataItem::Shaped: C << "&(" << X << ")[0]"; break;
  case DataItem::Section2D:
    C << "&(" << X << ")[" << I.var("L") << "][" << I.var("L2") << "]";
    break;
  default: C << "&(" << X << ")"; break;
  }
  return C.take();
}

TokenVec DataEmitter::span0(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  if (I.It.Kind == DataItem::Section2D)
    C << "&(" << X << ")[" << I.var("L") << "][0]";
  else
    return elem0(I, Id);
  return C.take();
}

TokenVec DataEmitter::unqual(const TokenVec &Expr) {
  Code C = code();
  if (CXX)
    C << "__remove_cv(__typeof__(" << Expr << "))";
  else
    C << "__typeof_unqual__(" << Expr << ")";
  return C.take();
}

bool DataEmitter::analyze() {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  unsigned K = 0;
  for (std::vector<DataItem> *It : {&In, &Out})
    for (DataItem &X : *It) {
      ItemInfo I;
      I.It = X;
      I.K = N + "_" + std::to_string(K++);
      I.Name = X.Base;
      Items.push_back(std::move(I));
    }

  // The construct: the chain of OpenMP directives and what they apply to.
  Stmt *Cur = &S;
  while (Cur->Kind == Stmt::Directive) {
    Dirs.push_back(Cur);
    if (isTargetConstruct(Cur->directiveName())) {
      Offloaded = true;
      if (!TargetDir)
        TargetDir = Cur;
    }
    if (!Cur->Body)
      break;
    Cur = Cur->Body.get();
  }

  Recon = D.Reconstruct.has_value();
  WhereDevice = Recon && llvm::StringRef(D.Reconstruct->Mode).ends_with(",device");
  bool OutArray = false, InArray = false;
  for (ItemInfo &I : Items) {
    OutArray |= !I.It.In && I.It.isArray();
    InArray |= I.It.In && I.It.isArray();
  }
  LoopPerforated = D.Perfo && (!Recon || OutArray);
  for (ItemInfo &I : Items) {
    if (!Recon || !I.It.isArray())
      continue;
    if (I.It.In) {
      I.HostPerf = Offloaded && !WhereDevice;
      I.Acc = !I.HostPerf;
    } else {
      I.OutRecon = true;
      AnyOutRecon = true;
    }
  }
  (void)InArray;

  // precision(type [: list])
  if (D.Precision) {
    PrecType = D.Precision->Mode == "half"   ? "_Float16"
               : D.Precision->Mode == "bf16" ? "__bf16"
                                             : "float";
    PrecKind = D.Precision->Mode == "half" ? 1 : D.Precision->Mode == "bf16" ? 2 : 3;
    if (D.Precision->Arg)
      for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma))
        PrecList.push_back(T[0].getIdentifierInfo());
    for (ItemInfo &I : Items)
      I.Reduced = !D.Precision->Arg || llvm::is_contained(PrecList, I.It.Base.getIdentifierInfo());
  }
  for (ItemInfo &I : Items)
    AnyReduced |= I.Reduced;

  // Code around the loop needs the pragma before '#pragma omp'.
  if (Ctx.OmpFirst && (AnyReduced || (Recon && (InArray || OutArray)))) {
    error(PP, D.PragmaLoc, "'in', 'out' and 'precision' items need '#pragma approx' before the "
                           "'#pragma omp' directive of the loop (they add code around it)");
    return false;
  }
  if (Offloaded) {
    for (ItemInfo &I : Items) {
      I.Map = findMap(Dirs, I.It.Base.getIdentifierInfo());
      if (!I.It.isArray())
        continue; // scalars may be firstprivate
      if (!I.Map) {
        error(PP, I.It.Loc, "%0-item '%1' is not mapped by the construct; add it to a 'map' "
                            "clause of '#pragma omp %2'")
            << (I.It.In ? "in" : "out") << I.It.name() << constructName(*TargetDir);
        return false;
      }
      if ((I.OutRecon || I.HostPerf) && hasClause(Dirs, "nowait")) {
        error(PP, I.It.Loc, "%0 of '%1' cannot be combined with 'nowait' on the construct")
            << (I.OutRecon ? "output reconstruction" : "input perforation on the host")
            << I.It.name();
        return false;
      }
    }
  }
  return true;
}

/// Rewrites the reads of in-item I in Toks through the accessor (device
/// perforation); false after an error (a write, an unsubscripted use).
bool rewriteReads(Preprocessor &PP, TokenVec &Toks, const ItemInfo &I, const TokenVec &Unq,
                  bool &Failed);

void DataEmitter::transform() {
  S.flatten(Exact);
  // precision(type : list): declarations in the statement.
  if (!PrecList.empty()) {
    llvm::SmallPtrSet<const IdentifierInfo *, 8> Found;
    forEachRun(S, [&](TokenVec &R) {
      retypeDeclarations(PP, R, PrecList, PrecType, Found);
    });
    for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma)) {
      const IdentifierInfo *II = T[0].getIdentifierInfo();
      bool Item = false;
      for (ItemInfo &I : Items)
        Item |= I.It.Base.getIdentifierInfo() == II;
      if (!Item && !Found.count(II))
        error(PP, T[0].getLocation(),
              "'precision' list names '%0', which is neither an 'in'/'out' item nor declared "
              "in the statement with a floating-point type (float, double, _Float16, __bf16)")
            << II->getName();
    }
  }
  // Reduced items: the statement uses a copy of the reduced type.
  for (ItemInfo &I : Items) {
    if (!I.Reduced)
      continue;
    std::string R = I.var("x");
    TokenVec Bare;
    if (I.It.isArray()) {
      Code C = codeAt(I.It.Loc);
      TokenVec X{I.It.Base};
      C << R << "[0:(long long)(sizeof(__typeof__(" << X << ")) / sizeof((" << X << ")[0]))]";
      Bare = C.take();
    }
    forEachRun(S, [&](TokenVec &Run) {
      renameIdent(PP, Run, I.It.Base.getIdentifierInfo(), R, Bare);
    });
    I.Name = TokenBuilder(PP, I.It.Loc).code(R).take().front();
  }
  if (Offloaded)
    for (ItemInfo &I : Items)
      if (I.Map)
        I.NewMap = findMap(Dirs, I.Name.getIdentifierInfo());
}

TokenVec DataEmitter::geometry(ItemInfo &I) {
  Code C = codeAt(I.It.Loc);
  TokenVec X{I.It.Base};
  const DataItem &It = I.It;
  auto Decl = [&](llvm::StringRef V, const TokenVec &E) {
    C << "const long long " << I.var(V) << " = (long long)(" << E << ");";
  };
  TokenVec Zero = T("0"), One = T("1");
  switch (It.Kind) {
  case DataItem::Section1D:
    Decl("R", It.Len);
    Decl("C", One);
    Decl("S", One);
    Decl("L", It.Lo.empty() ? Zero : It.Lo);
    Decl("L2", Zero);
    break;
  case DataItem::Shaped:
    Decl("R", It.Rows);
    Decl("C", It.Cols);
    C << "const long long " << I.var("S") << " = " << I.var("C") << ";";
    Decl("L", Zero);
    Decl("L2", Zero);
    break;
  case DataItem::Section2D: {
    Decl("R", It.Len);
    Decl("C", It.Len2);
    Code St = codeAt(It.Loc);
    St << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    Decl("S", St.take());
    Decl("L", It.Lo.empty() ? Zero : It.Lo);
    Decl("L2", It.Lo2.empty() ? Zero : It.Lo2);
    break;
  }
  default:
    break;
  }
  std::string Q = CXX ? "static_assert(" : "_Static_assert(";
  TokenVec E = elt(I, I.It.Base);
  std::string Cl = "__builtin_classify_type(";
  if (I.Reduced)
    C << Q << Cl << E << ") == 8, \"precision(" << D.Precision->Mode << "): item '" << It.name()
      << "' must have a floating-point element type\");";
  if ((I.OutRecon || I.HostPerf || I.Acc)) {
    C << Q << Cl << E << ") == 1 || " << Cl << E << ") == 2 || " << Cl << E << ") == 3 || " << Cl
      << E << ") == 4 || " << Cl << E << ") == 8, \"reconstruct: item '" << It.name()
      << "' must have an arithmetic element type\");";
  }
  if (I.Reduced && It.isArray() && I.Map) {
    // A bare `map(x)` of a reduced item becomes x[0:sizeof x / sizeof x[0]]:
    // only right for arrays.
    bool Bare = I.Map->Item.size() == 1;
    if (Bare) {
      if (CXX)
        C << Q << "__is_array(__typeof__(" << X << ")), \"precision: map the item '" << It.name()
          << "' as an array section ('" << It.name() << "[lo:len]'), not as a pointer\");";
      else
        C << Q << "!__builtin_types_compatible_p(__typeof__(" << X << "), __typeof__(&(" << X
          << ")[0])), \"precision: map the item '" << It.name() << "' as an array section ('"
          << It.name() << "[lo:len]'), not as a pointer\");";
    }
  }
  if (!Ctx.DeviceCompile && It.isArray() && (I.OutRecon || I.HostPerf || I.Acc || I.Reduced))
    C << "__approx_data_check_item(" << LabelLit << ", " << itemStr(I) << ", (const void *)("
      << elem0(I, I.It.Base) << "), " << I.var("R") << ", " << I.var("C") << ");";
  return C.take();
}

TokenVec DataEmitter::precisionPrologue(ItemInfo &I) {
  Code C = code();
  TokenVec X{I.It.Base};
  std::string R = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  TokenVec E = elt(I, I.It.Base);
  if (!I.It.isArray()) {
    C << PrecType << " " << R << " = (" << PrecType << ")(" << X << ");";
    if (!Ctx.DeviceCompile && Offloaded && I.Map) {
      const std::string &Ty = I.Map->Type;
      int Dirs = (Ty == "to" || Ty == "tofrom") + (Ty == "from" || Ty == "tofrom");
      C << "__approx_data_record_prec(" << LabelLit << ", 1, (long long)sizeof(" << X
        << "), (long long)sizeof(" << PrecType << "), " << std::to_string(Dirs) << ", "
        << std::to_string(Dirs) << ");";
    }
    return C.take();
  }
  C << "const long long " << Cnt << " = ";
  switch (I.It.Kind) {
  case DataItem::Shaped: C << I.var("R") << " * " << I.var("C") << ";"; break;
  case DataItem::Section2D: C << I.var("R") << " * " << I.var("S") << ";"; break;
  default: C << I.var("R") << ";"; break;
  }
  if (Ctx.DeviceCompile)
    C << PrecType << " *" << Buf << " = (" << PrecType << " *)__builtin_malloc((" << Cnt
      << " > 0 ? " << Cnt << " : 1) * sizeof(" << PrecType << "));";
  else
    C << "int " << I.var("xs") << "; " << PrecType << " *" << Buf << " = (" << PrecType
      << " *)__approxrt_data_hbuf(" << LabelLit << ", " << I.K.substr(I.K.find('_') + 1) << ", "
      << Cnt << " * (long long)sizeof(" << PrecType << "), "
      << (Offloaded ? "__approx_dev" + N : std::string("-1")) << ", &" << I.var("xs") << ");";
  // Convert unless the construct only writes the item (an out-item mapped
  // 'from' or 'alloc').
  bool WriteOnly = !I.It.In && I.Map && (I.Map->Type == "from" || I.Map->Type == "alloc");
  if (!WriteOnly) {
    TokenVec S0 = span0(I, I.It.Base);
    TokenVec Loop = (code() << "for (long long __approx_i = 0; __approx_i < " << Cnt
                            << "; ++__approx_i) " << Buf << "[__approx_i] = (" << PrecType
                            << ")(" << S0 << ")[__approx_i];")
                        .take();
    if (Ctx.DeviceCompile)
      C << Loop;
    else
      C << "if (sizeof(" << E << ") == 4 && __builtin_classify_type(" << E
        << ") == 8) __approxrt_data_narrow_f32(" << Buf << ", " << std::to_string(PrecKind)
        << ", (const float *)(" << S0 << "), " << Cnt << "); else { " << Loop << " }";
  }
  switch (I.It.Kind) {
  case DataItem::Section1D:
    C << PrecType << " *" << R << " = " << Buf << " - " << I.var("L") << ";";
    break;
  case DataItem::Shaped: C << PrecType << " *" << R << " = " << Buf << ";"; break;
  default: { // 2-D: a pointer to rows of the same length
    Code SN = code();
    SN << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    TokenVec Sn = SN.take();
    C << PrecType << " (*" << R << ")[" << Sn << "] = (" << PrecType << " (*)[" << Sn << "])"
      << Buf << " - " << I.var("L") << ";";
  }
  }
  if (!Ctx.DeviceCompile && Offloaded && I.Map) {
    const std::string &Ty = I.Map->Type;
    int To = Ty == "to" || Ty == "tofrom", From = Ty == "from" || Ty == "tofrom";
    int Perf = I.HostPerf ? 1 : 0;
    C << "__approx_data_record_prec(" << LabelLit << ", " << Cnt << ", (long long)sizeof(" << E
      << "), (long long)sizeof(" << PrecType << "), " << std::to_string(To + From - Perf) << ", "
      << std::to_string(To + From) << ");";
  }
  return C.take();
}

TokenVec DataEmitter::precisionEpilogue(ItemInfo &I) {
  Code C = code();
  TokenVec X{I.It.Base};
  std::string R = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  if (!I.It.isArray()) {
    if (!I.It.In)
      C << X << " = (__typeof__(" << X << "))" << R << ";";
    return C.take();
  }
  TokenVec E = elt(I, I.It.Base), Unq = unqual(E), S0 = span0(I, I.It.Base);
  if (!I.It.In) {
    TokenVec Loop;
    if (I.It.Kind == DataItem::Section2D)
      Loop = (code() << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
                     << "; ++__approx_r) for (long long __approx_c = " << I.var("L2")
                     << "; __approx_c < " << I.var("L2") << " + " << I.var("C")
                     << "; ++__approx_c) (" << S0 << ")[__approx_r * " << I.var("S")
                     << " + __approx_c] = (" << Unq << ")" << Buf << "[__approx_r * "
                     << I.var("S") << " + __approx_c];")
                 .take();
    else
      Loop = (code() << "for (long long __approx_i = 0; __approx_i < " << Cnt
                     << "; ++__approx_i) (" << S0 << ")[__approx_i] = (" << Unq << ")" << Buf
                     << "[__approx_i];")
                 .take();
    if (Ctx.DeviceCompile) {
      C << Loop;
    } else {
      C << "if (sizeof(" << E << ") == 4 && __builtin_classify_type(" << E << ") == 8";
      if (I.It.Kind == DataItem::Section2D)
        C << " && " << I.var("C") << " == " << I.var("S");
      C << ") __approxrt_data_widen_f32((float *)(" << S0 << "), " << std::to_string(PrecKind)
        << ", " << Buf << ", " << Cnt << "); else { " << Loop << " }";
    }
  }
  if (Ctx.DeviceCompile)
    C << "__builtin_free(" << Buf << ");";
  else
    C << "__approxrt_data_hbuf_put(" << Buf << ", " << I.var("xs") << ");";
  return C.take();
}

TokenVec DataEmitter::reconStmt(const ItemInfo &I, const TokenVec &Unq, llvm::StringRef Base,
                                llvm::StringRef Plan, llvm::StringRef Bound) {
  Code C = code();
  std::string St = I.var("S");
  std::string At = Base.str() + "[__approx_r * " + St + " + __approx_c]";
  std::string Lo = Base.str() + "[__approx_lo * " + St + " + __approx_c]";
  std::string Hi = Base.str() + "[__approx_hi * " + St + " + __approx_c]";
  C << "{ long long __approx_lo = 0, __approx_hi = 0; double __approx_w = 0; const int "
       "__approx_s = __approx_data_src(&"
    << Plan << ", __approx_r, " << Bound << ", __approx_m" << N
    << ", &__approx_lo, &__approx_hi, &__approx_w); if (__approx_s == 1) " << At << " = " << Lo
    << "; else if (__approx_s == 2) { const double __approx_x = __approx_lerp((double)" << Lo
    << ", (double)" << Hi << ", __approx_w); " << At << " = (" << Unq << ")((" << Unq
    << ")0.5 != 0 ? __approx_x : __approx_rhalf(__approx_x)); } }";
  return C.take();
}

std::string DataEmitter::hostReconDirective() {
  // Mimic the construct's parallelism for a loop that is not offloaded.
  if (Dirs.empty())
    return "";
  std::string Name = Dirs.front()->directiveName();
  llvm::StringRef W(Name);
  if (W.contains("teams"))
    return "teams distribute parallel for";
  if (W.contains("distribute"))
    return "distribute parallel for";
  if (W.contains("parallel"))
    return "parallel for";
  if (startsWith(W, "for"))
    return "for";
  return "";
}

TokenVec DataEmitter::outBefore(ItemInfo &I) {
  Code C = code();
  C << "const long long " << I.var("B") << " = " << I.var("R") << " < " << pv() << ".n ? "
    << I.var("R") << " : " << pv() << ".n;";
  if (!Ctx.DeviceCompile)
    C << "__approx_data_check_kept(" << LabelLit << ", " << itemStr(I) << ", &" << pv() << ", "
      << I.var("B") << ");";
  return C.take();
}

TokenVec DataEmitter::outAfter(ItemInfo &I) {
  Code C = code();
  TokenVec E = elt(I, I.Name), Unq = unqual(E);
  C << "if (" << pv() << ".kind != 0) {";
  if (Offloaded) {
    C.ompBegin() << "target teams distribute parallel for collapse(2) map(alloc: "
                 << I.NewMap->Item << ") firstprivate(" << pv() << ") device(__approx_dev" << N
                 << ")" << OffIf;
    C.ompEnd();
  } else if (std::string Dir = hostReconDirective(); !Dir.empty()) {
    C.ompBegin() << Dir << " collapse(2)";
    C.ompEnd();
  }
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("B")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = (" << Unq << " *)(" << elem0(I, I.Name)
    << ");" << reconStmt(I, Unq, "__approx_b", pv(), I.var("B")) << "} }";
  return C.take();
}

TokenVec DataEmitter::inPrologue(ItemInfo &I) {
  Code C = code();
  TokenVec E = elt(I, I.Name), Unq = unqual(E);
  std::string Common = LabelLit + ", " + Hash + ", " + std::to_string((int)D.Perfo->Kind) +
                       ", __approx_v" + N + ", __approx_ch" + N + ", __approx_en" + N;
  if (I.Acc) {
    TokenVec Lo = I.It.Kind == DataItem::Shaped ? T("0") : T(I.var("L"));
    C << "__approx_acc_t " << I.var("a") << " = __approx_acc_make(" << Common << ", "
      << I.var("R") << ", " << I.var("S") << ", " << Lo << ", __approx_m" << N << ");";
    if (!Ctx.DeviceCompile)
      C << "__approx_data_check_kept(" << LabelLit << ", " << itemStr(I) << ", &" << I.var("a")
        << ".p, " << I.var("R") << ");";
    // The row table the reads go through (mapped to the construct).
    std::string Tb = I.var("tb");
    if (Ctx.DeviceCompile)
      C << "long long *" << Tb << " = (long long *)__builtin_malloc((" << I.var("R")
        << " > 0 ? " << I.var("R") << " : 1) * 2 * sizeof(long long));";
    else
      C << "int " << I.var("ts") << "; long long *" << Tb
        << " = (long long *)__approxrt_data_hbuf(" << LabelLit << ", "
        << std::to_string(1000 + std::stoi(I.K.substr(I.K.find('_') + 1))) << ", "
        << I.var("R") << " * 2 * (long long)sizeof(long long), "
        << (Offloaded && NeedDevVar ? "__approx_dev" + N : std::string("-1")) << ", &"
        << I.var("ts") << ");";
    C << "__approx_acc_fill(" << Tb << ", &" << I.var("a") << ");";
    return C.take();
  }
  // Host perforation.
  std::string Q = I.var("q"), H = I.var("h"), Dv = I.var("d"), Sv = I.var("s"),
              Tb = I.var("t"), Kv = I.var("k");
  C << "const __approx_plan_t " << Q << " = __approx_perfo_plan_n(" << Common << ", "
    << I.var("R") << ");";
  C << "__approxrt_data_in " << H << " = {0};";
  if (!Ctx.DeviceCompile) {
    TokenVec Start, Bytes;
    if (!mapRange(PP, I.NewMap->Loc, I.NewMap->Item, I.It.name(), Start, Bytes))
      return {};
    C << "__approx_data_check_kept(" << LabelLit << ", " << itemStr(I) << ", &" << Q << ", "
      << I.var("R") << ");";
    if (!OffIf.empty())
      C << "if (__approx_off" << N << ") ";
    C << "__approxrt_data_in_begin(&" << H << ", " << LabelLit << ", " << itemStr(I)
      << ", __approx_dev" << N << ", " << Start << ", " << Bytes << ", (const void *)("
      << elem0(I, I.Name) << "), " << I.var("R") << ", " << I.var("C") << " * (long long)sizeof("
      << E << "), " << I.var("S") << " * (long long)sizeof(" << E
      << "), __approx_data_keeps_cb, &" << Q << ", " << Q << ".kind == APPROX_PERFO_RAND);";
  }
  C << "if (" << H << ".active && " << H << ".nkept < " << I.var("R") << ") {";
  C << Unq << " *" << Dv << " = (" << Unq << " *)" << H << ".ditem; const " << Unq << " *" << Sv
    << " = (const " << Unq << " *)" << H << ".drows; const long long *" << Tb << " = " << H
    << ".dtable; const long long " << Kv << " = " << H << ".nkept;";
  // Scatter: packed row j is row table[j] (rand) or the plan's j-th kept row.
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv << ", "
               << Sv << ", " << Tb << ") firstprivate(" << Q << ") device(__approx_dev" << N
               << ")";
  C.ompEnd();
  C << "for (long long __approx_j = 0; __approx_j < " << Kv
    << "; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) " << Dv << "[(" << Tb << " ? " << Tb << "[__approx_j] : "
    << "__approx_perfo_index(&" << Q << ", __approx_j)) * " << I.var("S") << " + __approx_c] = "
    << Sv << "[__approx_j * " << I.var("C") << " + __approx_c];";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv
               << ") firstprivate(" << Q << ") device(__approx_dev" << N << ")";
  C.ompEnd();
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = " << Dv << ";"
    << reconStmt(I, Unq, "__approx_b", Q, I.var("R")) << "} }";
  return C.take();
}

TokenVec DataEmitter::inEpilogue(ItemInfo &I) {
  Code C = code();
  if (I.Acc)
    C << (Ctx.DeviceCompile ? "__builtin_free(" + I.var("tb") + ");"
                            : "__approxrt_data_hbuf_put(" + I.var("tb") + ", " + I.var("ts") +
                                  ");");
  if (I.HostPerf && !Ctx.DeviceCompile)
    C << "__approxrt_data_in_end(&" << I.var("h") << ");";
  return C.take();
}

void DataEmitter::emitRemark() {
  std::string What;
  auto Add = [&](const std::string &S) { What += (What.empty() ? "" : "; ") + S; };
  if (LoopPerforated)
    Add("loop perforated (compacted iteration space)");
  for (ItemInfo &I : Items) {
    std::string Nm = "'" + I.It.name() + "'";
    if (I.OutRecon)
      Add("out-item " + Nm + " reconstructed (" + D.Reconstruct->Mode.substr(0, 4) + ") " +
          (Offloaded ? "on the device before copy-back" : "on the host"));
    if (I.HostPerf)
      Add("in-item " + Nm + " perforated on the host (kept rows transferred)");
    if (I.Acc)
      Add("in-item " + Nm + " read through a reconstructing accessor");
    if (I.Reduced)
      Add("item " + Nm + " held in " + PrecType);
  }
  if (!PrecList.empty())
    Add("listed variables declared as " + PrecType);
  remark(PP, D.PragmaLoc, "approx region '%0': %1") << Label << What;
}

bool DataEmitter::run(TokenVec &Out) {
  if (!analyze())
    return false;
  unsigned Errors = PP.getDiagnostics().getNumErrors();
  transform();
  if (Ctx.OmpFirst) {
    // Right after '#pragma omp' (only precision lists get here): nothing
    // may stand around the loop; the declarations are retyped in place.
    if (PP.getDiagnostics().getNumErrors() != Errors)
      return false;
    if (D.Perfo)
      return lowerPerfo(PP, D, S, Ctx, Out);
    S.flatten(Out);
    if (Ctx.Remarks)
      emitRemark();
    return true;
  }
  // Accessor rewrites of the reads (device perforation).
  bool Failed = false;
  for (ItemInfo &I : Items) {
    if (!I.Acc)
      continue;
    TokenVec Unq = unqual(elt(I, I.Name));
    Stmt *Body = Dirs.empty() ? &S : Dirs.back()->Body.get();
    if (Body)
      forEachRun(*Body, [&](TokenVec &R) { rewriteReads(PP, R, I, Unq, Failed); });
    if (TargetDir) {
      TokenVec FP = T("firstprivate(" + I.var("a") + ") map(to: " + I.var("tb") + "[0:" +
                      I.var("R") + " * 2])");
      TargetDir->Toks.insert(TargetDir->Toks.end() - 1, FP.begin(), FP.end());
    }
  }
  if (Failed || PP.getDiagnostics().getNumErrors() != Errors)
    return false;

  Code C = code();
  C << "{";
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << "static const char *const __approx_l" << N
      << " __attribute__((used, retain, section(\"approx_labels\"))) = " << LabelLit << ";";
  TokenVec If = D.If ? D.If->Toks : T("1");
  C << "const int __approx_en" << N << " = __approx_data_enabled(" << Hash << ", (" << If
    << ") ? 1 : 0);";
  if (D.Perfo)
    C << "const double __approx_v" << N << " = (double)(" << D.Perfo->Value.Toks
      << "); const long long __approx_ch" << N << " = (long long)("
      << (D.Perfo->Chunk ? D.Perfo->Chunk->Toks : T("1")) << ");";
  if (Recon)
    C << "const int __approx_m" << N << " = __approx_data_method(" << Hash << ", "
      << (startsWith(D.Reconstruct->Mode, "lerp") ? "2" : "1") << ");";
  bool NeedDev = false;
  for (ItemInfo &I : Items)
    NeedDev |= Offloaded && (I.OutRecon || I.HostPerf || I.Acc || (I.Reduced && I.It.isArray()));
  NeedDevVar = NeedDev;
  if (NeedDev) {
    // The construct's if(): when false it runs on the host, and so must
    // the data work around it (no target data, host-side reconstruction,
    // no host perforation).
    if (std::optional<TokenVec> IfArg = findClauseArg(Dirs, "if")) {
      std::vector<TokenVec> Parts = splitTopLevel(*IfArg, tok::colon);
      TokenVec Cond = *IfArg;
      if (Parts.size() == 2) {
        bool Names = !Parts[0].empty();
        for (const Token &T : Parts[0])
          Names &= T.is(tok::identifier);
        if (Names)
          Cond = Parts[1];
      }
      C << "const int __approx_off" << N << " = (" << Cond << ") ? 1 : 0;";
      OffIf = " if(__approx_off" + N + ")";
    }
    if (std::optional<TokenVec> Dev = findClauseArg(Dirs, "device"))
      C << "const int __approx_dev" << N << " = (int)(" << *Dev << ");";
    else
      C << "const int __approx_dev" << N << " = omp_get_default_device();";
  }
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << "const double __approx_t" << N << " = __approxrt_now();";
  for (ItemInfo &I : Items)
    C << geometry(I);

  // The approximated statement.
  Code A = code();
  for (ItemInfo &I : Items)
    if (I.Reduced)
      A << precisionPrologue(I);
  for (ItemInfo &I : Items)
    if (I.HostPerf || I.Acc) {
      TokenVec P = inPrologue(I);
      if (P.empty())
        return false;
      A << P;
    }
  if (LoopPerforated) {
    PerfoHooks Hooks;
    bool Wrap = false;
    Code Bf = code(), Af = code();
    for (ItemInfo &I : Items)
      if (I.OutRecon) {
        Bf << outBefore(I);
        Wrap |= Offloaded;
      }
    if (Wrap) {
      Bf.ompBegin() << "target data";
      for (ItemInfo &I : Items)
        if (I.OutRecon)
          Bf << " map(" << I.NewMap->Prefix << " " << I.NewMap->Item << ")";
      Bf << " device(__approx_dev" << N << ")" << OffIf;
      Bf.ompEnd() << "{";
    }
    for (ItemInfo &I : Items)
      if (I.OutRecon)
        Af << outAfter(I);
    if (Wrap)
      Af << "}";
    Hooks.BeforeLoop = Bf.take();
    Hooks.AfterLoop = Af.take();
    LoweringContext PCtx = Ctx;
    PCtx.Hooks = &Hooks;
    PCtx.Remarks = false;
    ApproxDirective D2 = D;
    D2.If = ExprToks{T("__approx_en" + N), D.PragmaLoc};
    D2.Perfo->Value.Toks = T("__approx_v" + N);
    D2.Perfo->Chunk = ExprToks{T("__approx_ch" + N), D.PragmaLoc};
    TokenVec Loop;
    if (!lowerPerfo(PP, D2, S, PCtx, Loop))
      return false;
    A << Loop;
  } else {
    TokenVec Flat;
    S.flatten(Flat);
    A << Flat;
  }
  for (ItemInfo &I : Items)
    if (I.HostPerf || I.Acc)
      A << inEpilogue(I);
  for (ItemInfo &I : Items)
    if (I.Reduced)
      A << precisionEpilogue(I);
  // Executions and rows of a region whose loop runs in full (a perforated
  // loop records its own).
  std::string NoRows =
      "if (__approxrt_reporting()) __approxrt_record_perfo(" + LabelLit + ", 0, 0);";
  if (!LoopPerforated && !Ctx.DeviceCompile) {
    const ItemInfo *First = nullptr;
    for (ItemInfo &I : Items)
      if (!First && (I.HostPerf || I.Acc))
        First = &I;
    if (First)
      A << "if (__approxrt_reporting()) __approx_data_record_rows(" << LabelLit << ", &"
        << (First->Acc ? First->var("a") + ".p" : First->var("q")) << ");";
    else
      A << NoRows;
  }

  if (AnyReduced) {
    C << "if (__approx_en" << N << ") {" << A.take() << "} else {" << Exact;
    if (!LoopPerforated && !Ctx.DeviceCompile)
      C << NoRows;
    C << "}";
  } else {
    C << A.take();
  }
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << "__approxrt_record_time(" << LabelLit << ", __approxrt_now() - __approx_t" << N << ");";
  C << "}";
  Out = C.take();
  if (Ctx.Remarks)
    emitRemark();
  return true;
}

/// Clang warns (-Wcompound-token-split-by-macro) when the '(' and '{' of a
/// statement expression come from different expansions, as two synthesized
/// tokens do: spell each such pair in one scratch string.
void fuseCompound(Preprocessor &PP, TokenVec &R, SourceLocation Loc) {
  for (size_t I = 0; I + 1 < R.size(); ++I) {
    bool Open = R[I].is(tok::l_paren) && R[I + 1].is(tok::l_brace);
    bool Close = R[I].is(tok::r_brace) && R[I + 1].is(tok::r_paren);
    if (!Open && !Close)
      continue;
    Token A = R[I], B = R[I + 1];
    PP.CreateString(Open ? "({" : "})", A, Loc, Loc);
    A.setLength(1);
    B.setLocation(A.getLocation().getLocWithOffset(1));
    B.setFlagValue(Token::LeadingSpace, false);
    R[I] = A;
    R[I + 1] = B;
    ++I;
  }
}

bool isAssignOp(const Token &T) {
  return T.isOneOf(tok::equal, tok::plusequal, tok::minusequal, tok::starequal, tok::slashequal,
                   tok::percentequal, tok::lesslessequal, tok::greatergreaterequal,
                   tok::ampequal, tok::caretequal, tok::pipeequal) ||
         T.isOneOf(tok::plusplus, tok::minusminus);
}

/// Rewrites reads `p[e]` (`a[e1][e2]` for 2-D items) of I in Toks into
/// accessor reads; nested OpenMP directive runs are left alone.
bool rewriteReads(Preprocessor &PP, TokenVec &Toks, const ItemInfo &I, const TokenVec &Unq,
                  bool &Failed) {
  const IdentifierInfo *X = I.Name.getIdentifierInfo();
  bool TwoD = I.It.Kind == DataItem::Section2D;
  std::string A = I.var("a"), Tb = I.var("tb");
  std::function<TokenVec(const TokenVec &)> Rewrite = [&](const TokenVec &In) -> TokenVec {
    TokenVec Out;
    bool InAnnot = false;
    for (size_t K = 0; K < In.size(); ++K) {
      const Token &Tk = In[K];
      if (Tk.is(tok::annot_pragma_openmp))
        InAnnot = true;
      else if (Tk.is(tok::annot_pragma_openmp_end))
        InAnnot = false;
      if (InAnnot || !Tk.is(tok::identifier) || Tk.getIdentifierInfo() != X ||
          (K > 0 && In[K - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon))) {
        Out.push_back(Tk);
        continue;
      }
      std::string Name = I.It.name();
      if (K + 1 >= In.size() || In[K + 1].isNot(tok::l_square)) {
        error(PP, Tk.getLocation(), "in-item '%0' is used without a subscript; device input "
                                    "perforation reads it only through '%0[...]'%1")
            << Name << (TwoD ? "[...]" : "");
        Failed = true;
        return In;
      }
      size_t E1 = closingBracket(In, K + 1);
      TokenVec Idx1 = Rewrite(TokenVec(In.begin() + K + 2, In.begin() + E1));
      size_t End = E1;
      TokenVec Idx2;
      if (TwoD) {
        if (E1 + 1 >= In.size() || In[E1 + 1].isNot(tok::l_square)) {
          error(PP, Tk.getLocation(), "in-item '%0' is a 2-D section: read it as '%0[row][col]'")
              << Name;
          Failed = true;
          return In;
        }
        End = closingBracket(In, E1 + 1);
        Idx2 = Rewrite(TokenVec(In.begin() + E1 + 2, In.begin() + End));
      }
      bool Write = (End + 1 < In.size() && isAssignOp(In[End + 1])) ||
                   (K > 0 && In[K - 1].isOneOf(tok::plusplus, tok::minusminus)) ||
                   (K > 0 && In[K - 1].is(tok::amp) &&
                    (K == 1 || !In[K - 2].isOneOf(tok::identifier, tok::r_paren, tok::r_square,
                                                  tok::numeric_constant)));
      if (Write) {
        error(PP, Tk.getLocation(), "in-item '%0' is written or its address is taken in the "
                                    "statement; input perforation needs it to be read only")
            << Name;
        Failed = true;
        return In;
      }
      TokenBuilder B(PP, Tk.getLocation());
      TokenVec Xv{Tk};
      if (!TwoD)
        B.code("({ const __approx_acc_src_t __approx_q = __approx_acc_flat_t(&" + A + ", " +
                   Tb + ", (long long)($0)); $1 __approx_v; if (__approx_q.lerp) { const double "
                   "__approx_x = __approx_lerp((double)$2[__approx_q.i0], "
                   "(double)$2[__approx_q.i1], __approx_q.w); __approx_v = ($1)(($1)0.5 != 0 ? "
                   "__approx_x : __approx_rhalf(__approx_x)); } else __approx_v = "
                   "$2[__approx_q.i0]; __approx_v; })",
               {Idx1, Unq, Xv});
      else
        B.code("({ const __approx_acc_src_t __approx_q = __approx_acc_row_t(&" + A + ", " +
                   Tb + ", (long long)($0)); const long long __approx_cc = (long long)($3); $1 "
                   "__approx_v; if (__approx_q.lerp) { const double __approx_x = "
                   "__approx_lerp((double)$2[__approx_q.i0][__approx_cc], "
                   "(double)$2[__approx_q.i1][__approx_cc], __approx_q.w); __approx_v = ($1)(($1)"
                   "0.5 != 0 ? __approx_x : __approx_rhalf(__approx_x)); } else __approx_v = "
                   "$2[__approx_q.i0][__approx_cc]; __approx_v; })",
               {Idx1, Unq, Xv, Idx2});
      TokenVec R = B.take();
      fuseCompound(PP, R, Tk.getLocation());
      R.front().setFlagValue(Token::LeadingSpace, Tk.hasLeadingSpace());
      Out.append(R.begin(), R.end());
      K = End;
    }
    return Out;
  };
  TokenVec R = Rewrite(Toks);
  if (!Failed)
    Toks = std::move(R);
  return !Failed;
}

} // namespace

bool checkDataDirective(Preprocessor &PP, const ApproxDirective &D) {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  for (const DataItem &I : In)
    for (const DataItem &O : Out)
      if (I.Base.getIdentifierInfo() == O.Base.getIdentifierInfo()) {
        error(PP, O.Loc, "'%0' is both an 'in' and an 'out' item; an item is either perforated "
                         "on input or reconstructed on output")
            << O.name();
        return false;
      }
  if (D.Precision) {
    if (!D.Precision->Arg && In.empty() && Out.empty()) {
      error(PP, D.Precision->Loc, "clause 'precision' is not supported yet by this approx-clang "
                                  "without 'in'/'out' items or a variable list (region-wide "
                                  "demotion)");
      return false;
    }
    if (D.Precision->Arg)
      for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma))
        if (T.size() != 1 || T[0].isNot(tok::identifier)) {
          error(PP, T.empty() ? D.Precision->Arg->Loc : T[0].getLocation(),
                "expected a variable name in the list of 'precision'");
          return false;
        }
  }
  bool Arrays = false;
  for (const std::vector<DataItem> *V : {&In, &Out})
    for (const DataItem &I : *V)
      Arrays |= I.isArray();
  if (!D.Reconstruct && !D.Precision) {
    const DataClause &C = D.In ? *D.In : *D.Out;
    error(PP, C.Loc, "'%0' items need 'perfo' with 'reconstruct(nn|lerp)', or 'precision(...)'")
        << (D.In ? "in" : "out");
    return false;
  }
  if (D.Reconstruct && !Arrays) {
    error(PP, D.Reconstruct->Loc, "'reconstruct' needs an array item ('a[lo:len]', "
                                  "'a[lo:len][lo:len]' or '([rows][cols])p') in 'in' or 'out'");
    return false;
  }
  if (D.Reconstruct && llvm::StringRef(D.Reconstruct->Mode).contains(',')) {
    bool InArray = false;
    for (const DataItem &I : In)
      InArray |= I.isArray();
    if (!InArray) {
      error(PP, D.Reconstruct->Loc, "'reconstruct(%0)': 'host'/'device' choose where input "
                                    "perforation happens and need an 'in' array item")
          << llvm::StringRef(D.Reconstruct->Mode).split(',').first.str() + ", " +
                 llvm::StringRef(D.Reconstruct->Mode).split(',').second.str();
      return false;
    }
  }
  return true;
}

bool lowerData(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
               TokenVec &Out) {
  DataEmitter E(PP, D, S, Ctx);
  return E.run(Out);
}

} // namespace approx
