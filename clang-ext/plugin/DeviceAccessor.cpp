//===- DeviceAccessor.cpp - in-items read through a reconstructing accessor -===//
//
// Device input perforation (Maier et al.; docs/data.md): an in-item with
// 'reconstruct(..., device)', or one whose construct is not offloaded, is
// transferred whole and read through a reconstructing accessor. A row table
// built per execution (mapped to the construct) says where each logical row
// is read from; reads `p[e]` / `a[r][c]` in the statement are rewritten to
// go through it, so skipped rows are never loaded. Writes and unsubscripted
// uses of the item are errors at the use.
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

/// Reads become `(__extension__ ({ ... }))`: `__extension__` keeps -pedantic
/// quiet about the GNU statement expression, and clang warns
/// (-Wcompound-token-split-by-macro) when the '(' and '{' of a
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
      trackDirective(Tk, InAnnot);
      if (InAnnot || !Tk.is(tok::identifier) || Tk.getIdentifierInfo() != X ||
          (K > 0 && In[K - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon))) {
        Out.push_back(Tk);
        continue;
      }
      std::string Name = I.It.name();
      if (K + 1 >= In.size() || In[K + 1].isNot(tok::l_square)) {
        error(PP, Tk.getLocation(),
              "in-item '%0' is used without a subscript; device input "
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
        error(PP, Tk.getLocation(),
              "in-item '%0' is written or its address is taken in the "
              "statement; input perforation needs it to be read only")
            << Name;
        Failed = true;
        return In;
      }
      TokenBuilder B(PP, Tk.getLocation());
      TokenVec Xv{Tk};
      if (!TwoD)
        B.code("(__extension__ ({ const __approx_acc_src_t __approx_q = __approx_acc_flat_t(&" + A +
                   ", " + Tb +
                   ", @(long long)($0)); $1 __approx_v; if (__approx_q.__lerp) { const double "
                   "__approx_x = __approx_lerp(@(double)$2[__approx_q.__i0], "
                   "@(double)$2[__approx_q.__i1], __approx_q.__w); __approx_v = "
                   "@($1)(@($1)0.5 > 0 ? __approx_x : __approx_rhalf(__approx_x)); } else "
                   "__approx_v = $2[__approx_q.__i0]; __approx_v; }))",
               {Idx1, Unq, Xv});
      else
        B.code("(__extension__ ({ const __approx_acc_src_t __approx_q = __approx_acc_row_t(&" + A +
                   ", " + Tb +
                   ", @(long long)($0)); const long long __approx_cc = @(long long)($3); $1 "
                   "__approx_v; if (__approx_q.__lerp) { const double __approx_x = "
                   "__approx_lerp(@(double)$2[__approx_q.__i0][__approx_cc], "
                   "@(double)$2[__approx_q.__i1][__approx_cc], __approx_q.__w); __approx_v = "
                   "@($1)(@($1)0.5 > 0 ? __approx_x : __approx_rhalf(__approx_x)); } else "
                   "__approx_v = $2[__approx_q.__i0][__approx_cc]; __approx_v; }))",
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

/// Whether the directive has default(none).
bool defaultNone(llvm::ArrayRef<Token> Run) {
  for (size_t K = 0; K + 2 < Run.size(); ++K)
    if (identName(Run[K]) == "default" && Run[K + 1].is(tok::l_paren) &&
        identName(Run[K + 2]) == "none")
      return true;
  return false;
}

class DeviceAccessor : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  bool rewrite() override;
  bool prologue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Acc)
        itemPrologue(C, I);
    return true;
  }
  void epilogue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Acc) // lexed apart: spaced apart from the code before it
        C << R.T(R.Ctx.DeviceCompile
                     ? "__builtin_free(" + I.var("tb") + ");"
                     : "__approxrt_data_hbuf_put(" + I.var("tb") + ", " + I.var("ts") + ");");
  }
  bool recordRows(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Acc) {
        C << "if (__approxrt_reporting()) __approx_data_record_rows(" << R.LabelLit << ", &"
          << I.var("a") << ".__p);";
        return true;
      }
    return false;
  }
  std::string remark(const ItemInfo &I) const override {
    return I.Acc ? "in-item '" + I.It.name() + "' read through a reconstructing accessor" : "";
  }

private:
  void itemPrologue(Code &C, ItemInfo &I);
};

bool DeviceAccessor::rewrite() {
  bool Failed = false;
  for (ItemInfo &I : R.Items) {
    if (!I.Acc)
      continue;
    TokenVec Unq = R.unqual(R.elt(I, I.Name));
    Stmt *Body = R.Dirs.empty() ? &R.S : R.Dirs.back()->Body.get();
    if (Body)
      forEachRun(*Body, [&](TokenVec &Run) { rewriteReads(R.PP, Run, I, Unq, Failed); });
    // The accessor and its row table: firstprivate and mapped on the
    // target directive; listed on any directive with default(none), whose
    // region reads them (docs/language.md: the lowering lists its own
    // variables).
    for (Stmt *Dir : R.Dirs) {
      bool Target = Dir == R.TargetDir;
      bool NoDefault = defaultNone(Dir->Toks);
      std::string Add = Target ? "firstprivate(" + I.var("a") + ") map(to: " + I.var("tb") +
                                     "[0:" + I.var("R") + " * 2])"
                               : "";
      if (NoDefault)
        Add += (Target ? "" : "firstprivate(" + I.var("a") + ") ") + "shared(" + I.var("tb") + ")";
      if (Add.empty())
        continue;
      TokenVec Clauses = R.T(Add);
      Dir->Toks.insert(Dir->Toks.end() - 1, Clauses.begin(), Clauses.end());
    }
  }
  return !Failed;
}

void DeviceAccessor::itemPrologue(Code &C, ItemInfo &I) {
  C.scope(); // after the statements of the techniques and items before
  std::string Common = R.perfoArgs();
  TokenVec Lo = I.It.Kind == DataItem::Shaped ? R.T("0") : R.T(I.var("L"));
  C << "__approx_acc_t " << I.var("a") << " = __approx_acc_make(" << Common << ", " << I.var("R")
    << ", " << I.var("S") << ", " << Lo << ", __approx_m" << R.N << ");";
  // The row table the reads go through (mapped to the construct).
  std::string Tb = I.var("tb");
  if (R.Ctx.DeviceCompile)
    C << "long long *" << Tb << " = @(long long *)__builtin_malloc(@(unsigned long long)("
      << I.var("R") << " > 0 ? " << I.var("R") << " : 1) * 2 * sizeof(long long));";
  else
    C << "int " << I.var("ts") << "; long long *" << Tb << " = @(long long *)__approxrt_data_hbuf("
      << R.LabelLit << ", " << std::to_string(1000 + std::stoi(I.index())) << ", " << I.var("R")
      << " * 2 * @(long long)sizeof(long long), "
      << (R.Offloaded && R.NeedDevVar ? "__approx_dev" + R.N : std::string("-1")) << ", &"
      << I.var("ts") << ");";
  if (!R.Ctx.DeviceCompile)
    C << "__approx_data_check_kept(" << R.LabelLit << ", " << R.itemStr(I) << ", &" << I.var("a")
      << ".__p, " << I.var("R") << ");";
  C << "__approx_acc_fill(" << Tb << ", &" << I.var("a") << ");";
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeDeviceAccessor(DataRegion &R) {
  return std::make_unique<DeviceAccessor>(R);
}

} // namespace data
} // namespace approx
