//===- ConstEval.cpp - constant clause values at pragma time --------------===//
//
// A precedence-climbing evaluator over the clause's tokens (see ConstEval.h).
// Integers are APSInt of the C type's width and signedness; floating values
// are APFloat in float or double semantics, so results are those of C.
//
//===----------------------------------------------------------------------===//
#include "ConstEval.h"
#include "ItemTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"

using namespace clang;

namespace approx {
namespace {

struct Value {
  bool IsFloat = false;
  bool IsSingle = false; // float, not double
  llvm::APSInt Int;
  llvm::APFloat Flt{0.0};
};

class Evaluator {
public:
  Evaluator(Preprocessor &PP, llvm::ArrayRef<Token> Toks, Sema *S = nullptr,
            SourceLocation PragmaLoc = SourceLocation())
      : PP(PP), Toks(Toks), S(S), PragmaLoc(PragmaLoc) {
    const TargetInfo &TI = PP.getTargetInfo();
    IntW = TI.getIntWidth();
    LongW = TI.getLongWidth();
    LongLongW = TI.getLongLongWidth();
  }

  std::optional<Value> run() {
    std::optional<Value> V = binary(0);
    if (!V || I != Toks.size())
      return std::nullopt;
    return V;
  }

  /// Why run() gave no value: a name that is not constant or depends on a
  /// template parameter (At), else Unknown.
  ConstKind Why = ConstKind::Unknown;
  SourceLocation WhyAt;
  std::string WhyName;

private:
  std::optional<Value> fail(ConstKind K, const Token &T) {
    Why = K;
    WhyAt = T.getLocation();
    WhyName = PP.getSpelling(T);
    return std::nullopt;
  }

  /// A name, as Sema finds it at the pragma (ConstEval.h).
  std::optional<Value> name(const Token &T) {
    // A call, a qualified or template name, a member: beyond these tokens.
    if (!S || (I < Toks.size() && Toks[I].isOneOf(tok::l_paren, tok::coloncolon, tok::less,
                                                  tok::period, tok::arrow, tok::l_square)))
      return std::nullopt;
    NameFacts F = lookUpName(PP, S, PragmaLoc, T.getIdentifierInfo());
    if (!F.Decl)
      return std::nullopt;
    ASTContext &Ctx = S->getASTContext();
    if (isa<NonTypeTemplateParmDecl>(F.Decl))
      return fail(ConstKind::Dependent, T);
    if (const auto *E = dyn_cast<EnumConstantDecl>(F.Decl)) {
      if (E->getInitExpr() && E->getInitExpr()->isValueDependent())
        return fail(ConstKind::Dependent, T);
      const llvm::APSInt &V = E->getInitVal();
      return makeInt(V, V.getBitWidth(), V.isUnsigned());
    }
    const auto *VD = dyn_cast<VarDecl>(F.Decl);
    if (!VD)
      return std::nullopt;
    const Expr *Init = VD->getAnyInitializer();
    if (VD->getType()->isDependentType() || (Init && Init->isValueDependent()))
      return fail(ConstKind::Dependent, T);
    if (!VD->isUsableInConstantExpressions(Ctx))
      return fail(ConstKind::NotConstant, T);
    const APValue *V = const_cast<VarDecl *>(VD)->evaluateValue();
    if (!V)
      return fail(ConstKind::NotConstant, T);
    QualType Ty = VD->getType().getCanonicalType();
    if (V->isInt())
      return makeInt(V->getInt(), V->getInt().getBitWidth(), V->getInt().isUnsigned());
    if (V->isFloat() && (Ty->isSpecificBuiltinType(BuiltinType::Float) ||
                         Ty->isSpecificBuiltinType(BuiltinType::Double)))
      return makeFloat(V->getFloat(), Ty->isSpecificBuiltinType(BuiltinType::Float));
    return std::nullopt;
  }

  bool is(tok::TokenKind K) const { return I < Toks.size() && Toks[I].is(K); }

  Value makeInt(const llvm::APInt &V, unsigned W, bool Unsigned) {
    Value R;
    R.Int = llvm::APSInt(V.zextOrTrunc(W), Unsigned);
    return R;
  }
  Value makeFloat(llvm::APFloat F, bool Single) {
    Value R;
    R.IsFloat = true;
    R.IsSingle = Single;
    bool Lost;
    F.convert(Single ? llvm::APFloat::IEEEsingle() : llvm::APFloat::IEEEdouble(),
              llvm::APFloat::rmNearestTiesToEven, &Lost);
    R.Flt = F;
    return R;
  }

  std::optional<Value> literal(const Token &T) {
    std::optional<Value> R;
    parseNumericLiteral(PP, T, [&](NumericLiteralParser &Lit, llvm::StringRef Spelling) {
      R = literalValue(Lit, Spelling);
    });
    return R;
  }

  /// The C type of an integer literal: the first of int, long, long long
  /// (and their unsigned versions where allowed) that holds it.
  std::optional<Value> literalValue(NumericLiteralParser &Lit, llvm::StringRef Spelling) {
    if (Lit.hadError || Lit.isImaginary || Lit.isFixedPointLiteral() || Lit.hasUDSuffix())
      return std::nullopt;
    if (Lit.isFloatingLiteral()) {
      if (Lit.isLong || Lit.isHalf || Lit.isFloat16 || Lit.isFloat128)
        return std::nullopt;
      llvm::APFloat F(Lit.isFloat ? llvm::APFloat::IEEEsingle() : llvm::APFloat::IEEEdouble());
      // An overflowing literal is infinity in C (clang warns): out of every
      // kind's range, so the range check reports it.
      if (Lit.GetFloatValue(F, llvm::RoundingMode::NearestTiesToEven) &
          llvm::APFloat::opInvalidOp)
        return std::nullopt;
      return makeFloat(F, Lit.isFloat);
    }
    if (!Lit.isIntegerLiteral() || Lit.isBitInt || Lit.isSizeT)
      return std::nullopt;
    llvm::APInt V(128, 0);
    if (Lit.GetIntegerValue(V))
      return std::nullopt; // too large for any type
    bool Decimal = Spelling.size() < 2 || Spelling[0] != '0';
    struct Cand {
      unsigned W;
      bool Unsigned;
    };
    llvm::SmallVector<Cand, 6> Cands;
    auto Add = [&](unsigned W, bool MinLong, bool MinLongLong) {
      if ((MinLong && W < LongW) || (MinLongLong && W < LongLongW))
        return;
      if (!Lit.isUnsigned)
        Cands.push_back({W, false});
      if (Lit.isUnsigned || !Decimal)
        Cands.push_back({W, true});
    };
    if (!Lit.isLong && !Lit.isLongLong)
      Add(IntW, false, false);
    if (!Lit.isLongLong)
      Add(LongW, Lit.isLong, false);
    Add(LongLongW, Lit.isLong, Lit.isLongLong);
    for (const Cand &C : Cands)
      if (V.getActiveBits() <= (C.Unsigned ? C.W : C.W - 1))
        return makeInt(V, C.W, C.Unsigned);
    // A decimal literal too large for long long: clang takes it as unsigned
    // long long (with a warning), as C compilers commonly do.
    if (Decimal && V.getActiveBits() <= LongLongW)
      return makeInt(V, LongLongW, true);
    return std::nullopt;
  }

  /// A plain one-character constant ('a'): an int in C. Escapes and other
  /// forms are left to the run-time check (clang diagnoses bad ones).
  std::optional<Value> charLiteral(const Token &T) {
    llvm::SmallString<16> Buf;
    bool Invalid = false;
    llvm::StringRef Spelling = PP.getSpelling(T, Buf, &Invalid);
    if (Invalid || Spelling.size() != 3 || Spelling[0] != '\'' || Spelling[2] != '\'' ||
        Spelling[1] == '\\' || static_cast<unsigned char>(Spelling[1]) >= 0x80)
      return std::nullopt;
    llvm::APInt V(IntW, static_cast<uint64_t>(Spelling[1]));
    return makeInt(V, IntW, false);
  }

  /// `(type)` of arithmetic type keywords: the width/signedness or float
  /// kind, or nothing when the parenthesis does not hold a type.
  bool castType(unsigned &W, bool &Unsigned, bool &IsFloat, bool &Single) {
    size_t J = I + 1;
    int Longs = 0, Shorts = 0, Chars = 0, Ints = 0, Signs = 0, Floats = 0, Doubles = 0;
    Unsigned = false;
    for (; J < Toks.size() && !Toks[J].is(tok::r_paren); ++J) {
      switch (Toks[J].getKind()) {
      case tok::kw_long: ++Longs; break;
      case tok::kw_short: ++Shorts; break;
      case tok::kw_char: ++Chars; break;
      case tok::kw_int: ++Ints; break;
      case tok::kw_signed: ++Signs; break;
      case tok::kw_unsigned: ++Signs; Unsigned = true; break;
      case tok::kw_float: ++Floats; break;
      case tok::kw_double: ++Doubles; break;
      case tok::kw_const: break;
      default: return false;
      }
    }
    if (J == I + 1 || J == Toks.size() || Signs > 1 || Ints > 1)
      return false;
    IsFloat = Floats || Doubles;
    if (IsFloat) {
      if (Signs || Ints || Shorts || Chars || Longs || Floats + Doubles > 1)
        return false; // long double and nonsense: not evaluated
      Single = Floats;
    } else {
      if (Longs > 2 || (Longs && (Shorts || Chars)) || (Shorts && Chars) || (Chars && Ints))
        return false;
      const TargetInfo &TI = PP.getTargetInfo();
      W = Chars ? TI.getCharWidth() : Shorts ? TI.getShortWidth() : Longs == 2 ? LongLongW
          : Longs ? LongW : IntW;
      if (Chars && !Signs)
        Unsigned = !PP.getLangOpts().CharIsSigned;
    }
    I = J + 1;
    return true;
  }

  std::optional<Value> convert(const Value &V, bool ToFloat, bool Single, unsigned W,
                               bool Unsigned) {
    if (ToFloat) {
      if (V.IsFloat)
        return makeFloat(V.Flt, Single);
      llvm::APFloat F(Single ? llvm::APFloat::IEEEsingle() : llvm::APFloat::IEEEdouble());
      F.convertFromAPInt(V.Int, V.Int.isSigned(), llvm::APFloat::rmNearestTiesToEven);
      return makeFloat(F, Single);
    }
    if (V.IsFloat) {
      llvm::APSInt R(W, Unsigned);
      bool Exact;
      if (V.Flt.convertToInteger(R, llvm::APFloat::rmTowardZero, &Exact) &
          llvm::APFloat::opInvalidOp)
        return std::nullopt; // out of the type's range: undefined in C
      Value Out;
      Out.Int = R;
      return Out;
    }
    Value Out;
    Out.Int = V.Int.extOrTrunc(W); // C's conversion: modulo 2^W
    Out.Int.setIsUnsigned(Unsigned);
    return Out;
  }

  /// The integer promotions, then nothing narrower than int.
  Value promote(const Value &V) {
    if (V.IsFloat || V.Int.getBitWidth() >= IntW)
      return V;
    Value R = V;
    R.Int = V.Int.extend(IntW);
    R.Int.setIsSigned(true);
    return R;
  }

  /// The usual arithmetic conversions of L and R to their common type.
  bool common(Value &L, Value &R) {
    if (L.IsFloat || R.IsFloat) {
      bool Single = (!L.IsFloat || L.IsSingle) && (!R.IsFloat || R.IsSingle);
      L = *convert(L, true, Single, 0, false);
      R = *convert(R, true, Single, 0, false);
      return true;
    }
    L = promote(L);
    R = promote(R);
    unsigned LW = L.Int.getBitWidth(), RW = R.Int.getBitWidth();
    bool LU = L.Int.isUnsigned(), RU = R.Int.isUnsigned();
    unsigned W = std::max(LW, RW);
    bool U;
    if (LU == RU)
      U = LU;
    else if ((LU && LW >= RW) || (RU && RW >= LW))
      U = true;
    else
      U = false; // the signed type is wider and holds every unsigned value
    L = *convert(L, false, false, W, U);
    R = *convert(R, false, false, W, U);
    return true;
  }

  bool truth(const Value &V) { return V.IsFloat ? !V.Flt.isZero() : !!V.Int; }
  Value boolean(bool B) { return makeInt(llvm::APInt(IntW, B), IntW, false); }

  std::optional<Value> unary() {
    if (I >= Toks.size())
      return std::nullopt;
    const Token &T = Toks[I];
    if (T.isOneOf(tok::plus, tok::minus, tok::tilde, tok::exclaim)) {
      ++I;
      std::optional<Value> V = unary();
      if (!V)
        return std::nullopt;
      if (T.is(tok::exclaim))
        return boolean(!truth(*V));
      Value P = promote(*V);
      if (T.is(tok::plus))
        return P;
      if (T.is(tok::tilde)) {
        if (P.IsFloat)
          return std::nullopt;
        P.Int = ~P.Int;
        return P;
      }
      if (P.IsFloat) {
        P.Flt.changeSign();
        return P;
      }
      if (P.Int.isSigned() && P.Int.isMinSignedValue())
        return std::nullopt; // overflow
      P.Int = -P.Int;
      return P;
    }
    if (T.is(tok::numeric_constant)) {
      ++I;
      return literal(T);
    }
    if (T.is(tok::char_constant)) {
      ++I;
      return charLiteral(T);
    }
    if (T.isOneOf(tok::kw_true, tok::kw_false)) {
      ++I;
      return boolean(T.is(tok::kw_true));
    }
    if (T.is(tok::identifier)) {
      ++I;
      return name(T);
    }
    if (T.is(tok::l_paren)) {
      unsigned W = 0;
      bool Unsigned = false, IsFloat = false, Single = false;
      if (castType(W, Unsigned, IsFloat, Single)) {
        std::optional<Value> V = unary();
        if (!V)
          return std::nullopt;
        return convert(*V, IsFloat, Single, W, Unsigned);
      }
      ++I;
      std::optional<Value> V = binary(0);
      if (!V || !is(tok::r_paren))
        return std::nullopt;
      ++I;
      return V;
    }
    return std::nullopt;
  }

  static int precedence(tok::TokenKind K) {
    switch (K) {
    case tok::pipepipe: return 1;
    case tok::ampamp: return 2;
    case tok::pipe: return 3;
    case tok::caret: return 4;
    case tok::amp: return 5;
    case tok::equalequal: case tok::exclaimequal: return 6;
    case tok::less: case tok::greater: case tok::lessequal: case tok::greaterequal: return 7;
    case tok::lessless: case tok::greatergreater: return 8;
    case tok::plus: case tok::minus: return 9;
    case tok::star: case tok::slash: case tok::percent: return 10;
    default: return 0;
    }
  }

  std::optional<Value> binary(int MinPrec) {
    std::optional<Value> L = unary();
    while (L && I < Toks.size()) {
      tok::TokenKind K = Toks[I].getKind();
      int P = precedence(K);
      if (P == 0 || P <= MinPrec)
        break;
      ++I;
      std::optional<Value> R = binary(P);
      if (!R)
        return std::nullopt;
      L = apply(K, *L, *R);
    }
    return L;
  }

  std::optional<Value> apply(tok::TokenKind K, Value L, Value R) {
    if (K == tok::ampamp)
      return boolean(truth(L) && truth(R));
    if (K == tok::pipepipe)
      return boolean(truth(L) || truth(R));
    if (K == tok::lessless || K == tok::greatergreater) {
      L = promote(L);
      R = promote(R);
      if (L.IsFloat || R.IsFloat || R.Int.isNegative() ||
          R.Int.getZExtValue() >= L.Int.getBitWidth())
        return std::nullopt;
      unsigned S = (unsigned)R.Int.getZExtValue();
      if (K == tok::greatergreater) {
        L.Int = L.Int >> S; // APSInt: arithmetic for signed, logical for unsigned
        return L;
      }
      if (L.Int.isSigned() && (L.Int.isNegative() || L.Int.countl_zero() <= S))
        return std::nullopt; // signed overflow (or a negative operand): undefined
      L.Int = L.Int << S;
      return L;
    }
    common(L, R);
    if (L.IsFloat) {
      llvm::APFloat::opStatus St = llvm::APFloat::opOK;
      llvm::APFloat F = L.Flt;
      auto RM = llvm::APFloat::rmNearestTiesToEven;
      switch (K) {
      case tok::plus: St = F.add(R.Flt, RM); break;
      case tok::minus: St = F.subtract(R.Flt, RM); break;
      case tok::star: St = F.multiply(R.Flt, RM); break;
      case tok::slash: St = F.divide(R.Flt, RM); break;
      case tok::less: return boolean(L.Flt < R.Flt);
      case tok::greater: return boolean(L.Flt > R.Flt);
      case tok::lessequal: return boolean(L.Flt <= R.Flt);
      case tok::greaterequal: return boolean(L.Flt >= R.Flt);
      case tok::equalequal: return boolean(L.Flt == R.Flt);
      case tok::exclaimequal: return boolean(L.Flt != R.Flt);
      default: return std::nullopt; // %, bitwise: not for floating operands
      }
      if (St & (llvm::APFloat::opOverflow | llvm::APFloat::opInvalidOp |
                llvm::APFloat::opDivByZero))
        return std::nullopt;
      return makeFloat(F, L.IsSingle);
    }
    const llvm::APSInt &A = L.Int, &B = R.Int;
    bool Signed = A.isSigned(), Ov = false;
    Value Out = L;
    switch (K) {
    case tok::plus: Out.Int = llvm::APSInt(Signed ? A.sadd_ov(B, Ov) : A + B, !Signed); break;
    case tok::minus: Out.Int = llvm::APSInt(Signed ? A.ssub_ov(B, Ov) : A - B, !Signed); break;
    case tok::star: Out.Int = llvm::APSInt(Signed ? A.smul_ov(B, Ov) : A * B, !Signed); break;
    case tok::slash:
    case tok::percent:
      if (!B)
        return std::nullopt;
      if (Signed && A.isMinSignedValue() && B.isAllOnes())
        return std::nullopt;
      Out.Int = K == tok::slash ? A / B : A % B;
      break;
    case tok::amp: Out.Int = A & B; break;
    case tok::pipe: Out.Int = A | B; break;
    case tok::caret: Out.Int = A ^ B; break;
    case tok::less: return boolean(A < B);
    case tok::greater: return boolean(A > B);
    case tok::lessequal: return boolean(A <= B);
    case tok::greaterequal: return boolean(A >= B);
    case tok::equalequal: return boolean(A == B);
    case tok::exclaimequal: return boolean(A != B);
    default: return std::nullopt;
    }
    if (Ov)
      return std::nullopt;
    return Out;
  }

  Preprocessor &PP;
  llvm::ArrayRef<Token> Toks;
  Sema *S;
  SourceLocation PragmaLoc;
  size_t I = 0;
  unsigned IntW, LongW, LongLongW;
};

double toDouble(const Value &V) {
  if (V.IsFloat) {
    bool Lost;
    llvm::APFloat F = V.Flt;
    F.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven, &Lost);
    return F.convertToDouble();
  }
  llvm::APFloat F(llvm::APFloat::IEEEdouble());
  F.convertFromAPInt(V.Int, V.Int.isSigned(), llvm::APFloat::rmNearestTiesToEven);
  return F.convertToDouble();
}

} // namespace

bool parseNumericLiteral(Preprocessor &PP, const Token &T,
                         llvm::function_ref<void(NumericLiteralParser &, llvm::StringRef)> F) {
  llvm::SmallString<32> Buf;
  bool Invalid = false;
  llvm::StringRef Spelling = PP.getSpelling(T, Buf, &Invalid);
  if (Invalid)
    return false;
  DiagnosticsEngine &DE = PP.getDiagnostics();
  IgnoringDiagConsumer Ignore;
  DiagnosticsEngine Quiet(DE.getDiagnosticIDs(), &DE.getDiagnosticOptions(), &Ignore,
                          /*ShouldOwnClient=*/false);
  NumericLiteralParser Lit(Spelling, T.getLocation(), PP.getSourceManager(), PP.getLangOpts(),
                           PP.getTargetInfo(), Quiet);
  F(Lit, Spelling);
  return true;
}

std::optional<double> evalConstant(Preprocessor &PP, llvm::ArrayRef<Token> Toks) {
  std::optional<Value> V = Evaluator(PP, Toks).run();
  if (!V)
    return std::nullopt;
  return toDouble(*V);
}

ConstValue evalClauseConstant(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc,
                              llvm::ArrayRef<Token> Toks) {
  Evaluator E(PP, Toks, S, PragmaLoc);
  std::optional<Value> V = E.run();
  ConstValue C;
  if (!V) {
    C.Kind = E.Why;
    C.At = E.WhyAt;
    C.Name = E.WhyName;
    return C;
  }
  C.Kind = ConstKind::Known;
  C.IsFloat = V->IsFloat;
  C.Value = toDouble(*V);
  if (!V->IsFloat)
    C.Int = V->Int;
  return C;
}

std::optional<llvm::APSInt> evalIntegerConstant(Preprocessor &PP, llvm::ArrayRef<Token> Toks) {
  std::optional<Value> V = Evaluator(PP, Toks).run();
  if (!V || V->IsFloat)
    return std::nullopt;
  return V->Int;
}

} // namespace approx
