//===- MemoLastprivate.cpp - lastprivate of a memoized worksharing loop ---===//
//
// A memoized worksharing loop becomes a loop over groups (MemoLowering.cpp)
// that gives a `lastprivate` variable back itself instead of through the
// clause: the variable is taken out of the clause, the groups' loop body
// declares a copy of its own and uses it for the variable (the user's
// statements and the memo's outputs assign that copy: renamed, since a
// copy under the same name would draw -Wshadow), and the sequentially
// last group, which runs the last iteration, assigns the original
// variable once, at its end.
//
// Why not the clause: on NVPTX and AMDGPU, clang compiles a combined
// `teams distribute parallel for` as an SPMD kernel where every thread of
// a team runs the `distribute` part with a copy of the variable of its
// own; the `for` part's copy-out fills only the copy of the thread that ran
// the last iteration, and then every thread of the last team stores its
// copy to the original variable (the distribute's is-last flag does not
// depend on the thread), most of them never written: the value that lands
// is any thread's, on an H100 0 (plain clang 19 code, memoized or not).
// One write, by the group that runs the last iteration, is right there and
// on the host and the x86 offload device alike.
//
// The variable stays visible in the construct: a combined `target`
// directive that listed it gets map(tofrom: v) (what lastprivate implied)
// unless a map clause lists it, and a directive with default(none) gets
// shared(v). A variable that is also firstprivate is an error.
//
//===----------------------------------------------------------------------===//
#include "MemoLastprivate.h"
#include "DataItems.h"
#include "Diag.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {
namespace {

/// Appends a clause (Text, $0 the variable) before the end of a
/// directive's run.
void addClause(Preprocessor &PP, TokenVec &Run, const char *Text, const Token &Var) {
  TokenVec C = TokenBuilder(PP, Run.front().getLocation()).code(Text, {TokenVec{Var}}).take();
  Run.insert(Run.end() - 1, C.begin(), C.end());
}

bool hasDefaultNone(const TokenVec &Run) {
  for (size_t I = 0; I + 2 < Run.size(); ++I)
    if (identName(Run[I]) == "default" && Run[I + 1].is(tok::l_paren) &&
        identName(Run[I + 2]) == "none")
      return true;
  return false;
}

} // namespace

void renameVariable(Preprocessor &PP, TokenVec &Toks, size_t From, const Token &Var,
                    const std::string &Name) {
  const IdentifierInfo *Id = Var.getIdentifierInfo();
  IdentifierInfo *New = PP.getIdentifierInfo(Name);
  for (size_t I = From; I < Toks.size(); ++I) {
    if (Toks[I].getIdentifierInfo() != Id || !Toks[I].is(tok::identifier))
      continue;
    if (I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon))
      continue;                     // a member or a qualified name
    Toks[I].setIdentifierInfo(New); // where the variable stood
  }
}

bool takeLastprivates(Preprocessor &PP, std::vector<TokenVec> &Runs, std::vector<Token> &Vars) {
  for (TokenVec &Run : Runs) {
    std::vector<Token> Taken;
    for (size_t I = 0; I + 1 < Run.size();) {
      if (identName(Run[I]) != "lastprivate" || Run[I + 1].isNot(tok::l_paren)) {
        ++I;
        continue;
      }
      size_t E = closingBracket(Run, I + 1);
      if (E == Run.size())
        break;
      // Only a plain list (lastprivate(conditional: ...) is an error
      // before this); items that are not a name stay with OpenMP.
      TokenVec Kept;
      for (TokenVec &It :
           splitTopLevel(llvm::ArrayRef<Token>(Run).slice(I + 2, E - I - 2), tok::comma)) {
        if (It.size() == 1 && It[0].is(tok::identifier)) {
          Taken.push_back(It[0]);
          continue;
        }
        if (!Kept.empty())
          Kept.append(TokenBuilder(PP, It.front().getLocation()).code(",").take());
        Kept.append(It.begin(), It.end());
      }
      TokenVec Clause;
      if (!Kept.empty())
        Clause = TokenBuilder(PP, Run[I].getLocation()).code("lastprivate($0)", {Kept}).take();
      Run.erase(Run.begin() + I, Run.begin() + E + 1);
      Run.insert(Run.begin() + I, Clause.begin(), Clause.end());
      I += Clause.size(); // past what stands in the clause's place
    }
    bool Target = llvm::StringRef(directiveName(Run)).starts_with("target");
    for (const Token &V : Taken) {
      const IdentifierInfo *Id = V.getIdentifierInfo();
      if (llvm::any_of(Runs,
                       [&](const TokenVec &R) { return clauseLists(R, "firstprivate", Id); })) {
        error(PP, V.getLocation(),
              "a variable both 'firstprivate' and 'lastprivate' on a memoized loop is not "
              "supported: the loop over groups gives the last iteration's value back itself; "
              "copy the variable's initial value into another variable before the loop");
        return false;
      }
      if (Target && !clauseLists(Run, "map", Id))
        addClause(PP, Run, "map(tofrom: $0)", V);
      if (hasDefaultNone(Run))
        addClause(PP, Run, "shared($0)", V);
      if (llvm::none_of(Vars, [&](const Token &T) { return T.getIdentifierInfo() == Id; }))
        Vars.push_back(V);
    }
  }
  return true;
}

} // namespace approx
