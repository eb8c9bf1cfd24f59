//===- CudaAwareSync.cpp - sync(skip|warp|tile(K)|active) -----------------===//
//
// The sync clause (docs/cuda-aware.md): every `#pragma omp barrier` and
// every ompx_sync_block*() call (ompx::sync_block*() in C++) in the
// statement after the pragma becomes __approx_sync_<mode>(),
// __approx_sync_tile(K) or, for skip, nothing; a call keeps its arguments'
// side effects. Each one is a site of the SiteEmitter (CudaAware.h), so with
// if() the barrier or call as written stays as the else-side; a barrier
// that an inner pragma kept as its exact fallback is left as it is. The
// helpers are in headers/approx_cuda.h.
//
//===----------------------------------------------------------------------===//
#include "CudaAware.h"

using namespace clang;

namespace approx {
namespace cuda {

namespace {

bool isSyncBlockName(llvm::StringRef N, bool Cxx) {
  if (Cxx)
    return N == "sync_block" || N == "sync_block_acq_rel" || N == "sync_block_divergent";
  return N == "ompx_sync_block" || N == "ompx_sync_block_acq_rel" ||
         N == "ompx_sync_block_divergent";
}

/// `__approx_sync_<mode>(...)`, or "" for skip.
std::string syncCall(const SiteEmitter &E) {
  SyncMode M = E.D.Sync->Mode;
  if (M == SyncMode::Skip)
    return "";
  if (M == SyncMode::Tile)
    return "__approx_sync_tile($0)";
  return "__approx_sync_" + spelling(M).str() + "()";
}

} // namespace

bool rewriteSync(const SiteEmitter &E, llvm::ArrayRef<Token> In, TokenVec &Out, unsigned &Count) {
  std::string Call = syncCall(E);
  TokenVec K = E.D.Sync->Arg ? E.D.Sync->Arg->Toks : TokenVec();
  for (size_t I = 0; I < In.size();) {
    const Token &T = In[I];
    if (T.is(tok::annot_pragma_openmp)) {
      size_t J = std::min(directiveEnd(In, I) + 1, In.size());
      if (directiveKind(In.slice(I)) == "barrier" && !isExactFallback(T)) {
        TokenVec A = E.code(T.getLocation(), Call.empty() ? ";" : Call + ";", {K});
        E.stmtSite(Out, T.getLocation(), A, In.slice(I, J - I));
        ++Count;
      } else {
        E.copyDirective(In.slice(I, J - I), Out);
      }
      I = J;
      continue;
    }
    // ompx_sync_block*(args) and ompx::sync_block*(args)
    size_t NameAt = I;
    bool Cxx = identName(T) == "ompx" && I + 2 < In.size() && In[I + 1].is(tok::coloncolon);
    if (Cxx)
      NameAt = I + 2;
    bool Member = I > 0 && In[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon);
    if (!Member && NameAt + 1 < In.size() && isSyncBlockName(identName(In[NameAt]), Cxx) &&
        In[NameAt + 1].is(tok::l_paren)) {
      size_t Close = pastBracket(In, NameAt + 1);
      TokenVec Args(In.begin() + NameAt + 2, In.begin() + Close - 1);
      std::string Text = Call.empty()
                             ? (Args.empty() ? "((void)0)" : "((void)($1))")
                             : (Args.empty() ? "(" + Call + ")" : "((void)($1), " + Call + ")");
      TokenVec A = E.code(T.getLocation(), Text, {K, Args});
      E.exprSite(Out, T.getLocation(), A, In.slice(I, Close - I));
      ++Count;
      I = Close;
      continue;
    }
    Out.push_back(T);
    ++I;
  }
  return true;
}

} // namespace cuda
} // namespace approx
