//===- TokenBuilder.h - build lowered token streams -----------------------===//
//
// Lowered code is written as C source templates with `$N` placeholders that
// splice original token runs. Template text is lexed once and every
// synthesized token gets its spelling from the preprocessor's scratch buffer
// and an expansion location at the pragma, so `-E` prints readable code and
// diagnostics inside lowered code point at the `#pragma approx` line.
// Original tokens keep their own locations. A cast in template text is
// written `@(T)x` (or `@r(T)x` for a pointer reinterpretation): C's `(T)x`
// in C, `static_cast<T>(x)` (`reinterpret_cast`) in C++, which would
// report C's form at the pragma line under -Wold-style-cast.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_TOKENBUILDER_H
#define APPROX_TOKENBUILDER_H

#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <vector>

namespace approx {

using TokenVec = llvm::SmallVector<clang::Token, 16>;

class TokenBuilder {
public:
  TokenBuilder(clang::Preprocessor &PP, clang::SourceLocation Loc) : PP(PP), Loc(Loc) {}

  /// Appends template text; `$0`..`$9` splice Args[i] (original tokens);
  /// `@(T)x` and `@r(T)x` are casts (the header above). The operand x is
  /// another such cast, or a parenthesized group, a name (`$N` too) or a
  /// number, with the calls, subscripts and members that follow and the
  /// unary - ~ & * before it (what C's cast applies to); a type may hold
  /// casts and `$N` too.
  TokenBuilder &code(llvm::StringRef Text, llvm::ArrayRef<TokenVec> Args = {});
  /// Appends original tokens unchanged.
  TokenBuilder &append(llvm::ArrayRef<clang::Token> Toks);
  TokenBuilder &append(const clang::Token &T);
  /// Appends a string literal token with the given (unescaped) contents.
  TokenBuilder &str(llvm::StringRef S);

  TokenVec take() { return std::move(Out); }
  TokenVec &tokens() { return Out; }

  /// Lexes free-standing text (e.g. a -fapprox-set clause) into tokens that
  /// live in a named memory buffer, so diagnostics can point into it; End,
  /// if given, gets the location of the buffer's end (where a diagnostic
  /// about something missing at the end of the text points).
  static TokenVec lexBuffer(clang::Preprocessor &PP, llvm::StringRef Text,
                            llvm::StringRef BufferName, clang::SourceLocation *End = nullptr);

private:
  void lexInto(llvm::StringRef Text);
  clang::Preprocessor &PP;
  clang::SourceLocation Loc;
  TokenVec Out;
};

/// Prefix of a generated declaration that some lowerings leave unused, so
/// clang's -Wunused-variable does not fire on warning-free user code built
/// with -Wall (-Werror).
constexpr const char *MaybeUnused = "__attribute__((unused)) ";

/// Opens a generated static assertion: `_Static_assert` is a keyword in
/// every C and C++ mode clang has (C99's and C++03's included, where
/// `static_assert` is not), and `__extension__` keeps -pedantic quiet about
/// it being a C11 feature there.
constexpr const char *StaticAssert = "__extension__ _Static_assert(";

/// Expands the cast markers `@(T)x` and `@r(T)x` of template text outside
/// string and character literals (TokenBuilder::code calls it). A name in
/// an operand may contain CastRunMark: data::Code stands for the token runs
/// it splices later by CastRunMark, the run's index, CastRunMark
/// (DataRegion.h).
std::string expandCasts(llvm::StringRef Text, bool CPlusPlus);
constexpr char CastRunMark = '\x01';

/// Escapes a string for a C string literal body.
std::string escapeString(llvm::StringRef S);

} // namespace approx

#endif
