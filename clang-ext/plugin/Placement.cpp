//===- Placement.cpp - where a pragma stands relative to an OpenMP loop -----===//
//
// Implementation of placementOf() (see Placement.h). Two sources of truth
// are combined: the raw source text above the pragma (the nearest
// `#pragma omp` line, the `for` headers crossed on the way, its collapse(n))
// and Sema's scopes at the pragma (whether an OpenMP loop directive encloses
// it, through how many loops). Sema is robust to #ifdef, _Pragma and
// comments; the text, lexed and asked what TokenScan.h asks of an OpenMP
// annotation run, gives collapse(n) and the directive's words; lines in a
// conditional block the preprocessor skipped are passed over
// (SkippedText.h). Under -E there is no Sema and the text alone decides.
//
//===----------------------------------------------------------------------===//
#include "Placement.h"
#include "Diag.h"
#include "OmpHoist.h"
#include "PragmaMacro.h"
#include "SkippedText.h"
#include "StmtReader.h"
#include "TokenScan.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {
namespace {

/// The nearest '#pragma omp' above the pragma (or `_Pragma("omp ...")`,
/// written there or made by a macro use: PragmaMacro.h), looking back over
/// blank, comment and skipped lines and over the headers of enclosing `for`
/// loops (a collapsed nest). Fors is the number of `for` lines crossed; Text
/// is "" when another line comes first.
struct OmpAbove {
  std::string Text;
  unsigned Fors = 0;
  char LastChar = 0; // last character of the nearest significant line above
  // Last character of the nearest code line above the '#pragma omp' line;
  // 0 for a preprocessor line or when unknown.
  char BeforeDirective = 0;
};

/// Whether Line, a trimmed line of Buf (file FID), lies in a conditional
/// block the preprocessor skipped (SkippedText.h).
bool skippedLine(FileID FID, llvm::StringRef Buf, llvm::StringRef Line) {
  return !Line.empty() && inSkippedText(FID, unsigned(Line.data() - Buf.data()));
}

/// Whether a `for` header follows the macro use or `_Pragma(...)` that
/// starts Line (`PRAGMA(omp parallel for) for (...) {`).
bool forAfterUse(llvm::StringRef Line) {
  Line = Line.drop_while([](char C) { return isAsciiIdentifierContinue(C); });
  Line = Line.drop_front(afterParens(Line, 0)).ltrim();
  return Line.consume_front("for") && !Line.empty() && (Line[0] == '(' || isWhitespace(Line[0]));
}

/// The last character of the nearest code line ending before Pos (blank,
/// '//' and skipped lines passed over, a '//' comment cut off); 0 if that
/// is a preprocessor line, inside a block comment, or there is none.
char lastCodeCharBefore(FileID FID, llvm::StringRef Buf, size_t Pos) {
  while (Pos > 0) {
    size_t Begin = Buf.rfind('\n', Pos - 1);
    Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
    llvm::StringRef Line = Buf.slice(Begin, Pos).trim();
    if (skippedLine(FID, Buf, Line))
      Line = llvm::StringRef();
    size_t Comment = Line.find("//");
    if (Comment != llvm::StringRef::npos)
      Line = Line.take_front(Comment).rtrim();
    if (!Line.empty())
      return Line.starts_with("#") || Line.ends_with("*/") || Line.ends_with("\\") ? 0
                                                                                   : Line.back();
    if (Begin == 0)
      return 0;
    Pos = Begin - 1;
  }
  return 0;
}
OmpAbove precedingOmpPragma(Preprocessor &PP, SourceLocation Loc) {
  SourceManager &SM = PP.getSourceManager();
  if (!Loc.isFileID())
    return {};
  auto [FID, Off] = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid)
    return {};
  size_t LineStart = Buf.rfind('\n', Off);
  if (LineStart == llvm::StringRef::npos)
    return {};
  OmpAbove R;
  size_t End = LineStart; // position of the '\n' ending the previous line
  while (End != llvm::StringRef::npos && End > 0) {
    size_t Begin = Buf.rfind('\n', End - 1);
    Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
    // Join backslash continuations of the line above.
    while (Begin >= 2 && Buf[Begin - 2] == '\\') {
      size_t B2 = Buf.rfind('\n', Begin - 2);
      Begin = B2 == llvm::StringRef::npos ? 0 : B2 + 1;
    }
    // Join the lines of a parenthesis closed here and opened above (a `for`
    // header over several lines), up to 16 lines.
    for (int Up = 0; Up < 16 && Begin > 0 && !Buf.slice(Begin, End).trim().starts_with("#") &&
                     Buf.slice(Begin, End).count(')') > Buf.slice(Begin, End).count('(');
         ++Up) {
      size_t B2 = Buf.rfind('\n', Begin - 1);
      Begin = B2 == llvm::StringRef::npos ? 0 : B2 + 1;
    }
    llvm::StringRef Line = Buf.slice(Begin, End).trim();
    if (skippedLine(FID, Buf, Line)) { // not code: an #if left it out
      if (Begin == 0)
        return {};
      End = Begin - 1;
      continue;
    }
    if (Line.ends_with("*/") && !Line.contains("/*")) {
      // The end of a block comment: continue above its start.
      size_t Open = Buf.substr(0, Begin).rfind("/*");
      if (Open == llvm::StringRef::npos)
        return {};
      size_t B2 = Buf.rfind('\n', Open);
      Line = Buf.slice(B2 == llvm::StringRef::npos ? 0 : B2 + 1, Open).trim();
      Begin = B2 == llvm::StringRef::npos ? 0 : B2 + 1;
      if (!Line.empty() && !Line.starts_with("#pragma"))
        return {};
      if (Line.empty()) {
        if (Begin == 0)
          return {};
        End = Begin - 1;
        continue;
      }
    }
    bool Conditional = Line.starts_with("#if") || Line.starts_with("#else") ||
                       Line.starts_with("#elif") || Line.starts_with("#endif");
    if (Conditional || (Line.starts_with("/*") && Line.ends_with("*/"))) {
      if (Begin == 0)
        return {};
      End = Begin - 1;
      continue;
    }
    if (!R.LastChar && !Line.empty() && !Line.starts_with("//"))
      R.LastChar = Line.back();
    bool ForLine = Line.starts_with("for") && Line.size() > 3 &&
                   (Line[3] == ' ' || Line[3] == '(') && !Line.ends_with(";") &&
                   !Line.ends_with("}");
    if (Line.empty() || Line.starts_with("//") || Line == "{" || ForLine) {
      R.Fors += ForLine;
      if (Begin == 0)
        return {};
      End = Begin - 1;
      continue;
    }
    std::string Expanded; // a `_Pragma`, or a macro use that makes one
    if (Line.consume_front("#")) {
      Line = Line.ltrim();
      if (!Line.consume_front("pragma"))
        return R;
      Line = Line.ltrim();
    } else {
      llvm::StringRef Use = Buf.substr(Line.data() - Buf.data(), 4096);
      // A macro that expands to code besides its pragmas is a statement (a
      // whole construct, `KERNEL(o, n)`): no directive of a loop below.
      if (useExpandsToCode(PP, Use))
        return R;
      Expanded = pragmaTextAt(PP, Use);
      R.Fors += forAfterUse(Line);
      Line = Expanded;
      Line = Line.ltrim();
    }
    if (!Line.consume_front("omp") || (!Line.empty() && !isHorizontalWhitespace(Line[0])))
      return R;
    for (char C : Line)
      R.Text += (C == '\\' || C == '\n' || C == '\r') ? ' ' : C;
    R.BeforeDirective = Begin ? lastCodeCharBefore(FID, Buf, Begin - 1) : 0;
    return R;
  }
  return {};
}

/// Where the parser stands relative to an enclosing OpenMP loop directive:
/// Under is set when the scopes between the pragma and that directive are
/// only loops (counted in Fors) and blocks, i.e. the pragma's loop may belong
/// to the directive's loop nest.
struct OmpNest {
  bool Known = false; // whether Sema (or the statement reader) could tell
  bool Under = false;
  unsigned Fors = 0;
  llvm::ArrayRef<Token> Directive; // the directive's tokens, from the reader
};

/// The nest around a pragma read ahead inside another region's statement,
/// where Sema stands at the outer pragma: from the tokens the readers
/// consumed before it, back over blocks just opened, 'for' headers and
/// other statement pragmas to an OpenMP directive's annotation run. Not
/// known when they run out first (the pragma then leads the outermost
/// region's statement; the text above decides).
OmpNest nestReadAhead() {
  OmpNest R;
  for (llvm::ArrayRef<Token> T : StmtReader::readSoFar()) {
    size_t I = T.size();
    while (I > 0) {
      const Token &Tk = T[I - 1];
      if (Tk.is(tok::r_paren)) { // a 'for' header?
        int Depth = 0;
        size_t Open = I;
        while (Open > 0) {
          --Open;
          Depth += T[Open].is(tok::r_paren) ? 1 : T[Open].is(tok::l_paren) ? -1 : 0;
          if (Depth == 0)
            break;
        }
        R.Known = true;
        if (Depth != 0 || Open == 0 || T[Open - 1].isNot(tok::kw_for))
          return R;
        ++R.Fors;
        I = Open - 1;
        continue;
      }
      if (Tk.is(tok::annot_pragma_openmp_end)) {
        size_t Begin = I - 1;
        while (Begin > 0 && T[Begin].isNot(tok::annot_pragma_openmp))
          --Begin;
        R.Known = true;
        if (T[Begin].is(tok::annot_pragma_openmp)) {
          R.Directive = T.slice(Begin, I - Begin);
          R.Under = isLoopDirective(R.Directive);
        }
        return R;
      }
      if (Tk.is(tok::l_brace) || Tk.isAnnotation()) { // a block just opened, a loop hint
        --I;
        continue;
      }
      R.Known = true; // a statement or declaration before it: not a nest
      return R;
    }
  }
  return R;
}

OmpNest enclosingOmpLoop(Sema *S) {
  OmpNest R;
  if (!S && StmtReader::insideStatement())
    return nestReadAhead();
  if (!S || !S->getCurScope())
    return R;
  R.Known = true;
  for (Scope *Sc = S->getCurScope(); Sc; Sc = Sc->getParent()) {
    unsigned F = Sc->getFlags();
    if (F & Scope::OpenMPDirectiveScope) {
      R.Under = (F & Scope::OpenMPLoopDirectiveScope) != 0;
      return R;
    }
    if ((F & Scope::ControlScope) && (F & Scope::ContinueScope)) {
      ++R.Fors;
      continue;
    }
    // A block that already declared something holds more than the next
    // loop of a perfect nest: the pragma is in the body, not the nest.
    if ((F & Scope::CompoundStmtScope) && !Sc->decl_empty())
      return R;
    if (F & (Scope::ControlScope | Scope::FnScope | Scope::BlockScope))
      return R; // an if/switch, a function or a block: not a loop nest
  }
  return R;
}

} // namespace

std::optional<Placement> placementOf(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc,
                                     llvm::ArrayRef<Token> Held) {
  Placement P;
  // Sema's scopes say whether an OpenMP loop directive encloses the pragma
  // (robust to #ifdef, _Pragma and comments); the directive's source text,
  // when it can be found above, gives its collapse(n). Under -E there is no
  // Sema and the source text alone decides.
  OmpAbove Prev = precedingOmpPragma(PP, PragmaLoc);
  OmpNest Nest = enclosingOmpLoop(S);
  // The directive's tokens (held, or from the reader), or its text lexed
  // below, to ask TokenScan.h what it asks of an annotation run.
  TokenVec PrevToks(Held.begin(), Held.end());
  if (!Held.empty()) {
    // The directive right above is not parsed yet: Sema's scopes are those
    // around it, and its tokens are at hand.
    Nest = OmpNest();
    Prev.Fors = 0;
  } else if (Nest.Under && !Nest.Directive.empty()) {
    // The reader has the enclosing directive's tokens: its collapse(n) is
    // known, whatever the text above shows (a _Pragma, a macro).
    Prev = OmpAbove();
    Prev.Fors = Nest.Fors;
    PrevToks.assign(Nest.Directive.begin(), Nest.Directive.end());
  }
  // The parser runs this handler while it peeks at the token after the
  // previous statement, so after a ';' or '}' its scopes may still be those
  // of a directive whose statement just ended: the pragma cannot be that
  // directive's loop then.
  if (Prev.Text.empty() && (Prev.LastChar == ';' || Prev.LastChar == '}'))
    Nest.Under = false;
  if (PrevToks.empty() && !Prev.Text.empty())
    PrevToks = TokenBuilder::lexBuffer(PP, Prev.Text, "<#pragma omp>");
  if (Nest.Under) {
    // Sema says an OpenMP loop directive encloses the pragma with only
    // loops and blocks between. A directive the text found is that one (a
    // statement between would have ended the walk up); where the text is
    // out of sight (a macro or _Pragma on the line above the loop), it is
    // the last loop directive the preprocessor read, as nothing else was
    // read since. Sema counts the loops, which the text may miss
    // (`PRAGMA(omp for) for (...) {` on one line, a macro that makes the
    // loop).
    if (PrevToks.empty()) {
      llvm::ArrayRef<Token> Last = lastLoopDirective();
      PrevToks.assign(Last.begin(), Last.end());
    }
    Prev.Fors = Nest.Fors;
  }
  bool TextLoop = isLoopDirective(PrevToks);
  SourceLocation CollapseAt;
  std::optional<unsigned> Collapse = TextLoop ? collapseCount(PP, PrevToks, CollapseAt) : 1;
  if (!Collapse) {
    error(PP, PragmaLoc,
          "'#pragma approx' inside or after '#pragma omp ... "
          "collapse(n)' needs n to be an integer literal");
    return std::nullopt;
  }
  if (Nest.Known) {
    if (Nest.Under && !TextLoop) {
      // No loop directive in sight, nor read (Prev.Fors is Sema's count
      // above): assume the whole perfect nest below may be collapsed.
      P.OmpFirst = true;
      P.Collapse = ~0u;
    } else if (Nest.Under && Nest.Fors < *Collapse) {
      P.OmpFirst = true;
      P.Collapse = *Collapse - Nest.Fors;
    }
  } else if (TextLoop && Prev.Fors < *Collapse) {
    P.OmpFirst = true;
    P.Collapse = *Collapse - Prev.Fors;
  }

  // The inline form right under a loop directive whose text is known: who
  // counts its executions, and whether a statement may follow the construct
  // to time it (not when the construct is the unbraced body of an if, else,
  // loop or do, or another directive's statement).
  if (P.OmpFirst && TextLoop && Prev.Fors == 0 && (!Nest.Known || Nest.Fors == 0)) {
    llvm::SmallVector<llvm::StringRef, 8> Words = directiveWords(PrevToks);
    P.HostCounted = !Words.empty() && Words.front().starts_with("target");
    P.Distribute = llvm::is_contained(Words, "distribute");
    P.Worksharing = llvm::is_contained(Words, "for");
    P.FirstIterCounted =
        !P.HostCounted && (P.Distribute || (!Words.empty() && Words.front() == "teams"));
    // Not after a teams construct, which may be the one a target region
    // holds, where nothing may follow it.
    P.InlineTimed = Prev.BeforeDirective &&
                    llvm::StringRef(";{}:").contains(Prev.BeforeDirective) &&
                    (Words.empty() || Words.front() != "teams");
  }
  // The pragma on an inner loop of the nest the directive collapses: the
  // directive evaluates that loop's bound as it likes (per thread, per
  // team, on the host to size a launch), but each run of the loop (one per
  // value of the outer loops' variables) has one first compacted
  // iteration, which counts it, as a sequential inner loop counts per run.
  if (P.OmpFirst && TextLoop && (Prev.Fors > 0 || (Nest.Known && Nest.Fors > 0))) {
    P.HostCounted = false;
    P.FirstIterCounted = true;
  }
  if (P.OmpFirst && TextLoop)
    P.Directive = PrevToks;
  if (Prev.Fors < transformedLoops(PrevToks))
    P.Transform = directiveKind(PrevToks);
  return P;
}

} // namespace approx
