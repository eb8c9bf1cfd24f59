//===- PragmaPlace.cpp - where a #pragma approx stands ---------------------===//
//
// Implementation of pragmaPlace() (see the header): Sema's scope chain and
// a brace count from each enclosing function's or class's start to the
// pragma.
//
//===----------------------------------------------------------------------===//
#include "PragmaPlace.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {
namespace {

/// Brace depth at To counted from From (comments, literals and directive
/// lines skipped). To is first mapped to the #include line, in From's file,
/// that leads to it: 0 when none does (To is outside the braces that begin
/// after From); -1 when the source cannot tell (macros). *Min, when given,
/// gets the lowest depth on the way.
int braceDepth(SourceManager &SM, SourceLocation From, SourceLocation To, int *Min = nullptr) {
  // In a macro expansion the braces are out of the text's sight.
  if (From.isInvalid() || !From.isFileID() || !To.isFileID())
    return -1;
  auto [FID, Begin] = SM.getDecomposedLoc(From);
  while (To.isValid() && SM.getFileID(To) != FID)
    To = SM.getIncludeLoc(SM.getFileID(To));
  if (To.isInvalid())
    return 0;
  unsigned End = SM.getFileOffset(To);
  if (End < Begin)
    return -1;
  bool Invalid = false;
  llvm::StringRef B = SM.getBufferData(FID, &Invalid);
  if (Invalid)
    return -1;
  int Depth = 0;
  bool LineStart = false;
  for (size_t I = Begin; I < End; ++I) {
    char C = B[I];
    if (C == '\n') {
      LineStart = true;
      continue;
    }
    if (isHorizontalWhitespace(C))
      continue;
    bool AtStart = LineStart;
    LineStart = false;
    if ((C == '#' && AtStart) || (C == '/' && B.substr(I).starts_with("//"))) {
      while (I + 1 < End && !(B[I + 1] == '\n' && B[I] != '\\'))
        ++I;
    } else if (C == '/' && B.substr(I).starts_with("/*")) {
      size_t Close = B.find("*/", I + 2);
      if (Close == llvm::StringRef::npos || Close >= End)
        return -1;
      I = Close + 1;
    } else if (C == '"' || C == '\'') {
      for (++I; I < End && B[I] != C && B[I] != '\n'; ++I)
        I += B[I] == '\\';
    } else if (C == '{') {
      ++Depth;
    } else if (C == '}') {
      --Depth;
      if (Min)
        *Min = std::min(*Min, Depth);
    }
  }
  return Depth;
}

} // namespace

bool sameBlockOrInner(SourceManager &SM, SourceLocation From, SourceLocation To, bool Opened) {
  if (!From.isFileID() || !To.isFileID() || SM.getFileID(From) != SM.getFileID(To) ||
      SM.getFileOffset(From) > SM.getFileOffset(To))
    return false;
  int Min = 0;
  int Depth = braceDepth(SM, From, To, &Min);
  return Depth >= (Opened ? 1 : 0) && Min >= 0;
}

PragmaPlace pragmaPlace(Preprocessor &PP, Sema *S, SourceLocation Loc) {
  if (!S || !S->getCurScope())
    return PragmaPlace::Unknown;
  SourceManager &SM = PP.getSourceManager();
  // Each enclosing function or class scope: does its brace still enclose
  // the pragma? (The parser may still be in the scope whose closing brace
  // it just consumed, or, for an inline member function body, in none.)
  for (Scope *Sc = S->getCurScope(); Sc; Sc = Sc->getParent()) {
    unsigned F = Sc->getFlags();
    bool Fn = F & (Scope::FnScope | Scope::BlockScope);
    if (!Fn && !(F & Scope::ClassScope))
      continue;
    const Decl *D = llvm::dyn_cast_or_null<Decl>(Sc->getEntity());
    if (!D && Fn)
      return PragmaPlace::Function;
    if (!D)
      return PragmaPlace::Unknown;
    int Depth = braceDepth(SM, D->getBeginLoc(), Loc);
    if (Depth < 0)
      return Fn ? PragmaPlace::Function : PragmaPlace::Unknown;
    if (Fn && Depth >= 1)
      return PragmaPlace::Function;
    if (Depth >= 2)
      return PragmaPlace::MemberBody;
    if (Depth == 1)
      return PragmaPlace::Record;
    // Past the closing brace: the enclosing scopes decide.
  }
  return PragmaPlace::FileScope;
}

} // namespace approx
