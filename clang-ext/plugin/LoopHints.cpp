//===- LoopHints.cpp - `#pragma clang loop` hints on a lowered loop --------===//
//
// Builds the annotation tokens of LoopHints.h: per option, the pragma's
// name (`loop`), the option and its value tokens ended by `eof`, in the
// preprocessor's allocator (they live as long as the tokens that point to
// them).
//
//===----------------------------------------------------------------------===//
#include "LoopHints.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace approx {

namespace {
Token identifier(Preprocessor &PP, llvm::StringRef Name, SourceLocation Loc) {
  Token T;
  T.startToken();
  T.setKind(tok::identifier);
  T.setIdentifierInfo(PP.getIdentifierInfo(Name));
  T.setLocation(Loc);
  T.setLength(Name.size());
  return T;
}
} // namespace

TokenVec noVectorizeHints(Preprocessor &PP, SourceLocation Loc) {
  TokenVec Out;
  for (llvm::StringRef Option : {"vectorize", "interleave"}) {
    Token Eof;
    Eof.startToken();
    Eof.setKind(tok::eof);
    Eof.setLocation(Loc);
    Token Value[] = {identifier(PP, "disable", Loc), Eof};
    auto *Info = new (PP.getPreprocessorAllocator()) PragmaLoopHintInfo;
    Info->PragmaName = identifier(PP, "loop", Loc);
    Info->Option = identifier(PP, Option, Loc);
    Info->Toks = llvm::ArrayRef<Token>(Value).copy(PP.getPreprocessorAllocator());
    Token A;
    A.startToken();
    A.setKind(tok::annot_pragma_loop_hint);
    A.setLocation(Loc);
    A.setAnnotationEndLoc(Loc);
    A.setAnnotationValue(Info);
    Out.push_back(A);
  }
  return Out;
}

std::string loopHintText(Preprocessor &PP, const Token &Annot) {
  const auto *Info = static_cast<const PragmaLoopHintInfo *>(Annot.getAnnotationValue());
  std::string Text = Info->Option.getIdentifierInfo()->getName().str() + "(";
  for (const Token &T : Info->Toks)
    if (T.isNot(tok::eof))
      Text += T.getIdentifierInfo() ? T.getIdentifierInfo()->getName().str() : PP.getSpelling(T);
  return Text + ")";
}

} // namespace approx
