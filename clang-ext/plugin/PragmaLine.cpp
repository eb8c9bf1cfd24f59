//===- PragmaLine.cpp - the tokens of a pragma's line ----------------------===//
//
// Implements PragmaLine.h: the builtin macros `_Pragma` and `__pragma` are
// disabled (as the preprocessor disables a macro inside its own expansion)
// while the line is lexed, and enabled again after it.
//
//===----------------------------------------------------------------------===//
#include "PragmaLine.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace approx {

TokenVec lexPragmaLine(Preprocessor &PP, Token &End) {
  llvm::SmallVector<MacroInfo *, 2> Off;
  for (const char *Name : {"_Pragma", "__pragma"}) {
    MacroInfo *MI = PP.getMacroInfo(PP.getIdentifierInfo(Name));
    if (MI && MI->isEnabled()) {
      MI->DisableMacro();
      Off.push_back(MI);
    }
  }
  TokenVec Line;
  PP.Lex(End);
  while (End.isNot(tok::eod) && End.isNot(tok::eof)) {
    Line.push_back(End);
    PP.Lex(End);
  }
  for (MacroInfo *MI : Off)
    MI->EnableMacro();
  return Line;
}

} // namespace approx
