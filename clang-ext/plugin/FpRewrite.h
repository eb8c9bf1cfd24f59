//===- FpRewrite.h - shared words of the precision token rewrites ---------===//
//
// What the token rewrites of VarPrecision.h share: the token classes a
// declaration's specifiers and an expression's extent are read by, the
// kind of a floating literal (FpKinds.cpp), and the half/bf16 meeting in
// float (FpFloatMeet.cpp) that the expression demotion (FpDemote.cpp) asks
// about. The declaration retyping is FpRetype.cpp. Internal to those files;
// the rest of the plugin includes VarPrecision.h.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPREWRITE_H
#define APPROX_FPREWRITE_H

#include "VarPrecision.h"

namespace approx {

/// A declaration specifier that is no type word (it stays where it stands).
inline bool isQualifier(const clang::Token &T) {
  return T.isOneOf(clang::tok::kw_const, clang::tok::kw_volatile, clang::tok::kw_register,
                   clang::tok::kw_static);
}
inline bool isFloatWord(const clang::Token &T) {
  return T.isOneOf(clang::tok::kw_float, clang::tok::kw_double, clang::tok::kw__Float16,
                   clang::tok::kw___bf16);
}
inline bool isIntWord(const clang::Token &T) {
  return T.isOneOf(clang::tok::kw_int, clang::tok::kw_short, clang::tok::kw_char,
                   clang::tok::kw_unsigned, clang::tok::kw_signed, clang::tok::kw__Bool,
                   clang::tok::kw_bool);
}
/// Whether T[I] names a member (after '.', '->' or '::').
inline bool isMember(const TokenVec &T, size_t I) {
  return I > 0 && T[I - 1].isOneOf(clang::tok::period, clang::tok::arrow, clang::tok::coloncolon);
}
/// Where a statement ends or begins: ';', '{', '}', an OpenMP directive.
inline bool isBoundary(const clang::Token &T) {
  return T.isOneOf(clang::tok::semi, clang::tok::l_brace, clang::tok::r_brace,
                   clang::tok::annot_pragma_openmp, clang::tok::annot_pragma_openmp_end);
}

/// Text lexed at the token At, in its place (its leading space and line
/// start kept).
inline TokenVec lexAt(clang::Preprocessor &PP, const clang::Token &At, llvm::StringRef Text) {
  TokenVec V = TokenBuilder(PP, At.getLocation()).code(Text).take();
  V.front().setFlagValue(clang::Token::LeadingSpace, At.hasLeadingSpace());
  V.front().setFlagValue(clang::Token::StartOfLine, At.isAtStartOfLine());
  return V;
}

/// The type of a floating literal (none: not a floating literal).
std::optional<FpKind> literalKind(clang::Preprocessor &PP, const clang::Token &T);

/// Whether the floating literal T is finite in type K: one beyond K's
/// range (`DBL_MAX` in float) stays in its own type, as C would convert it
/// (to infinity) where it meets K, without a `2e308f` that clang warns of.
bool fitsIn(clang::Preprocessor &PP, const clang::Token &T, FpKind K);

/// The statement around Toks[I] (between boundaries, parentheses included):
/// [B, E).
std::pair<size_t, size_t> statementAround(const TokenVec &T, size_t I);

/// Whether [B, E) names a half and a bf16 variable: C converts between
/// them directly, which clang 19's backends cannot lower ("Do not know how
/// to soft promote"), so there they meet in float.
bool mixesHalfAndBF16(const TokenVec &T, size_t B, size_t E, const FpVars &Vars);

/// For a half or bf16 variable read at Toks[I] in a statement that mixes
/// the two: the index of its operand's last token (`x`, `x[i][j]`), where
/// it is converted to float; none where it is written, its address taken,
/// called or declared.
std::optional<size_t> floatMeetOperand(const TokenVec &T, size_t I, const FpVars &Vars);

} // namespace approx

#endif
