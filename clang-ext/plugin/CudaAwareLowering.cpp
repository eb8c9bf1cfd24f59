//===- CudaAwareLowering.cpp - sync / atomic / branch ----------------------===//
//
// Öz's CUDA-aware approximations (docs/cuda-aware.md):
//   sync(mode)   every `#pragma omp barrier` and ompx_sync_block*() call in
//                the statement becomes __approx_sync_<mode>() (or nothing;
//                CudaAwareSync.cpp);
//   atomic(s)    every `#pragma omp atomic` update in the statement becomes a
//                scoped helper call or a plain update (CudaAwareAtomic.cpp);
//   branch(mode) the `if` statement tests a warp vote of its condition.
// The same tokens are produced for the host and every device compile; the
// helpers in headers/approx_cuda.h differ per target. With if(expr) each
// site keeps its exact original as the else-side of a run-time test of
// `expr && the label is not disabled in APPROX_CONFIG`, evaluated once before
// the statement (or per site right after an OpenMP loop directive, where
// nothing may precede the loop).
//
//===----------------------------------------------------------------------===//
#include "CudaAware.h"
#include "Diag.h"
#include "Labels.h"
#include "StmtReader.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace approx {
namespace cuda {

namespace {
llvm::DenseSet<SourceLocation::UIntTy> &fallbacks() {
  static llvm::DenseSet<SourceLocation::UIntTy> S;
  return S;
}

} // namespace

bool isExactFallback(const Token &T) {
  return fallbacks().contains(T.getLocation().getRawEncoding());
}

SiteEmitter::SiteEmitter(Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx)
    : PP(PP), D(D), Ctx(Ctx) {
  if (!D.If)
    return;
  Hoisted = !Ctx.OmpFirst || D.Branch;
  EnableVar = "__approx_e" + std::to_string(Ctx.Id);
  Enable = Hoisted ? code(D.PragmaLoc, EnableVar)
                   : code(D.PragmaLoc, "((($0)) && __approx_region_on(" +
                                           hashLiteral(labelHash(D.label())) + "))",
                          {D.If->Toks});
}

TokenVec SiteEmitter::code(SourceLocation Loc, llvm::StringRef Text,
                           llvm::ArrayRef<TokenVec> Args) const {
  TokenBuilder B(PP, Loc);
  B.code(Text, Args);
  return B.take();
}

static void markFallback(llvm::ArrayRef<Token> Exact) {
  for (const Token &T : Exact)
    if (T.is(tok::annot_pragma_openmp))
      fallbacks().insert(T.getLocation().getRawEncoding());
}

TokenVec labelStatic(const SiteEmitter &E) {
  return E.code(E.D.PragmaLoc, labelRegistration(E.D, E.Ctx));
}

/// The report's count of one execution of a region with if() (the device
/// or the host twin of approx_cuda.h's __approx_site_count).
static TokenVec siteCount(const SiteEmitter &E) {
  return E.code(E.D.PragmaLoc,
                E.Ctx.DeviceCompile
                    ? "__approx_site_count_dev(" + hashLiteral(labelHash(E.D.label())) + ");"
                    : "__approx_site_count_host(\"" + escapeString(E.D.label()) + "\");");
}

void SiteEmitter::stmtSite(TokenVec &Out, SourceLocation Loc, const TokenVec &Approx,
                           llvm::ArrayRef<Token> Exact) const {
  size_t First = Out.size();
  stmtSiteImpl(Out, Loc, Approx, Exact);
  // -E: one line per site (a fallback's '#pragma omp' line needs the line
  // change for itself, so only without one).
  if (First < Out.size() && Enable.empty())
    Out[First].setFlag(Token::StartOfLine);
}

void SiteEmitter::stmtSiteImpl(TokenVec &Out, SourceLocation Loc, const TokenVec &Approx,
                               llvm::ArrayRef<Token> Exact) const {
  if (Enable.empty()) {
    Out.append(Approx.begin(), Approx.end());
    return;
  }
  markFallback(Exact);
  TokenVec X(Exact.begin(), Exact.end());
  TokenVec S = code(Loc, "if ($0) { $1 } else { $2", {Enable, Approx, X});
  // Under -E a token on the line of the fallback's '#pragma omp' would be
  // printed on that pragma line: give the brace the pragma's location.
  TokenVec Close = code(D.PragmaLoc, "}");
  Out.append(S.begin(), S.end());
  Out.append(Close.begin(), Close.end());
}

void SiteEmitter::exprSite(TokenVec &Out, SourceLocation Loc, const TokenVec &Approx,
                           llvm::ArrayRef<Token> Exact) const {
  if (Enable.empty()) {
    Out.append(Approx.begin(), Approx.end());
    return;
  }
  TokenVec X(Exact.begin(), Exact.end());
  TokenVec S = code(Loc, "(($0) ? ($1) : ($2))", {Enable, Approx, X});
  Out.append(S.begin(), S.end());
}

void SiteEmitter::copyDirective(llvm::ArrayRef<Token> Run, TokenVec &Out) const {
  const SiteEmitter &E = *this;
  std::string Name = directiveName(Run);
  llvm::StringRef W(Name);
  bool Construct = (W.starts_with("target") && !isStandaloneDirective(W) &&
                    !W.starts_with("target data")) ||
                   W.starts_with("parallel") || W.starts_with("teams") ||
                   W.starts_with("task");
  bool Default = false;
  for (const Token &T : Run)
    Default |= identName(T) == "default" || identName(T) == "defaultmap";
  if (!E.Hoisted || !Construct || !Default) {
    Out.append(Run.begin(), Run.end());
    return;
  }
  Out.append(Run.begin(), Run.end() - 1);
  TokenVec FP = E.code(Run.front().getLocation(), "firstprivate(" + E.EnableVar + ")");
  Out.append(FP.begin(), FP.end());
  Out.push_back(Run.back());
}

namespace {

/// Whether D's if() is a literal 0 (`if(0)`, `if(0u)`, `if(false)`): a
/// site folded away.
bool constantFalse(Preprocessor &PP, const ApproxDirective &D) {
  if (!D.If || D.If->Toks.size() != 1)
    return false;
  const Token &T = D.If->Toks.front();
  if (T.is(tok::kw_false))
    return true;
  if (!T.is(tok::numeric_constant))
    return false;
  std::string Spelling = PP.getSpelling(T);
  llvm::StringRef Digits = llvm::StringRef(Spelling).rtrim("uUlL");
  unsigned long long V = 1;
  return !Digits.getAsInteger(0, V) && V == 0;
}

} // namespace
} // namespace cuda

bool lowerCudaAware(Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                    const LoweringContext &Ctx, TokenVec &Out) {
  using namespace cuda;
  if (!D.Sync && !D.Atomic && !D.Branch) {
    error(PP, D.PragmaLoc, "'#pragma approx' without 'perfo' needs 'sync', 'atomic' or "
                           "'branch' in this approx-clang");
    return false;
  }
  // The clause's location and its mode as written (for the remark).
  SourceLocation ClauseLoc = D.Sync ? D.Sync->Loc : D.Atomic ? D.Atomic->Loc : D.Branch->Loc;
  std::string Mode = D.Sync     ? spelling(D.Sync->Mode).str()
                     : D.Atomic ? spelling(D.Atomic->Mode).str()
                                : spelling(D.Branch->Mode).str();
  if (D.Sync && D.Sync->Arg)
    Mode += "(" +
            (D.Sync->Arg->Value ? std::to_string((long long)*D.Sync->Arg->Value)
                                : PP.getSpelling(D.Sync->Arg->Toks.front())) +
            ")";
  SiteEmitter E(PP, D, Ctx);
  TokenVec Body;
  unsigned Count = 0;
  // Right after an OpenMP loop directive (with if(): unless the switch is
  // hoisted), nothing may stand before the loop: the label (and with if()
  // the count) goes into its body.
  bool Split = false;
  if (D.Branch) {
    if (!lowerBranch(E, S, Body))
      return false;
    Count = 1;
  } else {
    Split = S.Kind == Stmt::For && (D.If ? !E.Hoisted : Ctx.OmpFirst);
    TokenVec In;
    if (Split)
      S.Body->flatten(In);
    else
      S.flatten(In);
    bool Ok = D.Sync ? rewriteSync(E, In, Body, Count) : rewriteAtomics(E, In, Body, Count);
    if (!Ok)
      return false;
    if (Count == 0 && !PP.getLangOpts().OpenMP) {
      S.flatten(Out); // without -fopenmp there are no OpenMP barriers or atomics
      return true;
    }
    if (Count == 0) {
      if (D.Sync)
        error(PP, ClauseLoc, "'sync' found no '#pragma omp barrier' or 'ompx_sync_block' call "
                          "in the statement that follows");
      else
        error(PP, ClauseLoc, "'atomic' found no '#pragma omp atomic' in the statement that "
                          "follows");
      return false;
    }
    if (Split) {
      TokenVec Head;
      Head.push_back(S.ForTok);
      Head.push_back(S.LParen);
      Head.append(S.Head.begin(), S.Head.end());
      Head.push_back(S.RParen);
      TokenBuilder B(PP, D.PragmaLoc);
      B.append(Head).code("{");
      B.append(labelStatic(E));
      if (D.If)
        B.append(siteCount(E));
      B.append(Body).code("}");
      Body = B.take();
    }
  }
  TokenBuilder B(PP, D.PragmaLoc);
  if (constantFalse(PP, D)) {
    // if(0): the statement as written, nothing of the approximation or
    // its switch reaches the code (the kernel is -fno-approx's). The host
    // registers the label all the same, as exact and chosen at compile
    // time (APPROX_REPORT lists it, APPROX_CONFIG naming it says so), in
    // the loop's body right after an OpenMP loop directive.
    if (Ctx.DeviceCompile) {
      S.flatten(Out);
      return true;
    }
    TokenVec Reg = E.code(D.PragmaLoc, labelRegistration(D, Ctx, /*FoldedIf0=*/true));
    TokenVec Written;
    if (S.Kind == Stmt::For && Ctx.OmpFirst) {
      S.Body->flatten(Written);
      B.append(S.ForTok).append(S.LParen).append(S.Head).append(S.RParen);
    } else {
      S.flatten(Written);
    }
    B.code("{").append(Reg).append(Written).code("}");
    Out = B.take();
    return true;
  }
  if (E.Hoisted) {
    B.code("{");
    B.append(labelStatic(E));
    B.code("const int " + E.EnableVar + " = ($0) ? __approx_region_on(" +
               hashLiteral(labelHash(D.label())) + ") : 0;",
           {D.If->Toks});
    B.append(siteCount(E)).append(Body).code("}");
  } else if (!D.If && !Split && !Ctx.DeviceCompile) {
    // Without if() the region is chosen at compile time, but its label is
    // registered all the same: APPROX_CONFIG naming it then says so
    // (config.c) instead of "not a label of this program".
    B.code("{").append(labelStatic(E)).append(Body).code("}");
  } else {
    B.append(Body);
  }
  Out = B.take();
  if (Ctx.Remarks) {
    const char *Clause = D.Sync ? "sync" : D.Atomic ? "atomic" : "branch";
    const char *What = D.Sync     ? "barrier(s)"
                       : D.Atomic ? "atomic update(s)"
                                  : "'if' statement (warp vote of the condition)";
    remark(PP, D.PragmaLoc, "approx region '%0': %1(%2) applied to %3 %4%5")
        << D.label() << Clause << Mode << Count << What
        << (D.If ? ", switchable at run time (if clause)" : "");
  }
  return true;
}

} // namespace approx
