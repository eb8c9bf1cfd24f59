//===- PerfoChecks.cpp - what a perforated loop's OpenMP code may use ------===//
//
// Implementation of PerfoChecks.h: the directives' clauses and names are
// read from their tokens; the loop variable's type is asked of Sema at the
// pragma (where there is none, -E or a region read ahead, the generated
// code is left to clang).
//
//===----------------------------------------------------------------------===//
#include "PerfoChecks.h"
#include "Diag.h"
#include "ItemTypes.h"
#include "TokenScan.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace approx {
namespace {

/// Loc where it is the user's text; the pragma otherwise (a directive's
/// text lexed again into a buffer of its own by placementOf()).
SourceLocation userLoc(Preprocessor &PP, const ApproxDirective &D, SourceLocation Loc) {
  SourceManager &SM = PP.getSourceManager();
  if (Loc.isInvalid())
    return D.PragmaLoc;
  FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  return SM.getFileEntryRefForID(FID) ? Loc : D.PragmaLoc;
}

/// Calls F(name token index, argument tokens) for every `name(...)` of Run.
template <typename Fn> void forEachClause(llvm::ArrayRef<Token> Run, Fn F) {
  for (size_t I = 0; I + 1 < Run.size(); ++I) {
    if (!Run[I].is(tok::identifier) || Run[I + 1].isNot(tok::l_paren))
      continue;
    size_t E = closingBracket(Run, I + 1);
    if (E == Run.size())
      return;
    F(I, Run.slice(I + 2, E - I - 2));
    I = E;
  }
}

/// One directive's run: the first construct it uses that the lowering
/// cannot keep, reported.
bool directiveSupported(Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
                        llvm::ArrayRef<Token> Run) {
  // The directive's name word: the first identifier (after the annotation).
  for (const Token &T : Run) {
    if (T.is(tok::annot_pragma_openmp))
      continue;
    llvm::StringRef Kind = identName(T);
    // Under the continue lowering the loop stays the user's, so a whole
    // loop can still be unrolled; a tiled nest gains a statement.
    if (Kind == "tile" || (Kind == "unroll" && !Ctx.ContinueLowering)) {
      error(PP, userLoc(PP, D, T.getLocation()),
            "'#pragma omp %0' on a perforated loop is not supported yet: 'perfo' replaces the "
            "loop that the directive transforms; drop one of the two")
          << Kind;
      return false;
    }
    break;
  }
  bool Ok = true;
  forEachClause(Run, [&](size_t I, llvm::ArrayRef<Token> Args) {
    if (!Ok)
      return;
    llvm::StringRef Name = identName(Run[I]);
    SourceLocation Loc = userLoc(PP, D, Run[I].getLocation());
    if (Name == "linear" && !Ctx.ContinueLowering) {
      error(PP, Loc,
            "'linear' on a perforated loop is not supported yet: the compacted loop would "
            "step the variable once per kept iteration, not once per iteration; compute it "
            "from the loop variable instead (or lower with -fapprox-perfo-lowering=continue)");
      Ok = false;
    } else if (Name == "ordered" && !Args.empty()) {
      error(PP, Loc,
            "'ordered(n)' (doacross dependences) on a perforated loop is not supported yet: "
            "'depend(sink: ...)' names iterations of the loop as written, and a skipped "
            "iteration never reaches its 'depend(source)'; drop 'perfo' or the doacross "
            "ordering");
      Ok = false;
    } else if (Name == "reduction" &&
               llvm::any_of(splitTopLevel(Args, tok::colon).front(),
                            [](const Token &T) { return identName(T) == "inscan"; })) {
      for (const Token &T : Args)
        if (identName(T) == "inscan") {
          Loc = userLoc(PP, D, T.getLocation());
          break;
        }
      error(PP, Loc,
            "'reduction(inscan, ...)' on a perforated loop is not supported yet: the "
            "lowering wraps the loop body, so its '#pragma omp scan' would no longer stand "
            "directly in the loop; drop 'perfo' or the scan");
      Ok = false;
    }
  });
  return Ok;
}

bool integerLike(QualType T) {
  return T->isIntegralOrEnumerationType() && !T->isScopedEnumeralType();
}

const char *const Iterators[] = {"begin", "cbegin", "rbegin", "crbegin",
                                 "end",   "cend",   "rend",   "crend"};

/// The call of a container's begin/end family that LB is as a whole
/// (`v.begin()`, `p->cend()`, `std::begin(v)`), or null.
const Token *iteratorCall(llvm::ArrayRef<Token> LB) {
  if (LB.size() < 3 || LB.back().isNot(tok::r_paren))
    return nullptr;
  size_t Open = 0;
  for (size_t I = 0; I < LB.size(); ++I)
    if (LB[I].is(tok::l_paren) && closingBracket(LB, I) == LB.size() - 1) {
      Open = I;
      break;
    }
  if (Open == 0 || !llvm::is_contained(Iterators, identName(LB[Open - 1])))
    return nullptr;
  // Before the name only a postfix chain: names, '.', '->', '::' and
  // bracketed groups (no operator: `v.end() - v.begin()` is an integer).
  for (size_t I = 0; I + 1 < Open; ++I) {
    if (LB[I].isOneOf(tok::l_paren, tok::l_square)) {
      I = closingBracket(LB, I);
      continue;
    }
    if (!LB[I].isOneOf(tok::identifier, tok::period, tok::arrow, tok::coloncolon))
      return nullptr;
  }
  return &LB[Open - 1];
}

} // namespace

bool perfoDirectivesSupported(Preprocessor &PP, const ApproxDirective &D,
                              const LoweringContext &Ctx, llvm::ArrayRef<Stmt *> Dirs) {
  for (const Stmt *Dir : Dirs)
    if (!directiveSupported(PP, D, Ctx, Dir->Toks))
      return false;
  return !Ctx.OmpFirst || directiveSupported(PP, D, Ctx, Ctx.OmpFirstDirective);
}

bool perfoLoopVarInteger(Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
                         const LoopForm &F) {
  llvm::StringRef Var = identName(F.Var);
  auto Refuse = [&](SourceLocation Loc, llvm::StringRef What) {
    error(PP, Loc,
          "'perfo' supports integer loop variables only; '%0' is %1: write the loop over an "
          "integer index")
        << Var << What;
    return false;
  };
  auto Check = [&](SourceLocation Loc, IdentifierInfo *II) {
    NameFacts N = lookUpName(PP, Ctx.Sema, D.PragmaLoc, II);
    if (N.VarType.isNull() || N.VarType->isDependentType() || integerLike(N.VarType))
      return true;
    return Refuse(Loc, N.VarType->isPointerType() ? "a pointer ('" + N.Type + "')"
                                                  : "of type '" + N.Type + "'");
  };
  if (F.Type.empty()) // declared before the loop
    return Check(F.Var.getLocation(), F.Var.getIdentifierInfo());
  bool Auto = llvm::any_of(F.Type, [](const Token &T) {
    return T.isOneOf(tok::kw_auto, tok::kw_decltype, tok::kw___auto_type);
  });
  if (Auto) {
    if (const Token *Call = iteratorCall(F.LB))
      return Refuse(F.Var.getLocation(),
                    ("initialized with an iterator ('" + identName(*Call) + "()')").str());
    if (F.LB.size() == 1 && F.LB[0].is(tok::identifier)) // auto it = first;
      return Check(F.LB[0].getLocation(), F.LB[0].getIdentifierInfo());
    return true;
  }
  // A type name: an iterator type by its name, else as Sema knows it.
  const Token &Last = F.Type.back();
  if (identName(Last).ends_with("iterator"))
    return Refuse(Last.getLocation(), ("an iterator ('" + identName(Last) + "')").str());
  if (F.Type.size() == 1 && Last.is(tok::identifier)) {
    NameFacts N = lookUpName(PP, Ctx.Sema, D.PragmaLoc, Last.getIdentifierInfo());
    if (!N.TypeName.isNull() && !N.TypeName->isDependentType() && !integerLike(N.TypeName))
      return Refuse(Last.getLocation(), "of type '" + N.TypeName.getAsString() + "'");
  }
  return true;
}

/// Whether the name at T[I] is declared there: it follows a type word
/// (`int i`, `size_t i`, `auto i`, `T *i`), so the body shadows the loop's
/// variable and its writes of that name may be the other variable's.
static bool declaredAt(llvm::ArrayRef<Token> T, size_t I) {
  auto TypeWord = [](const Token &W) {
    return W.isOneOf(tok::identifier, tok::kw_int, tok::kw_long, tok::kw_short, tok::kw_char,
                     tok::kw_unsigned, tok::kw_signed, tok::kw_auto, tok::kw__Bool, tok::kw_bool,
                     tok::kw_float, tok::kw_double, tok::kw_const, tok::kw_volatile,
                     tok::kw___int128) ||
           W.isOneOf(tok::kw_register, tok::kw_static);
  };
  size_t J = I;
  while (J > 0 && T[J - 1].isOneOf(tok::star, tok::amp, tok::ampamp))
    --J;
  return J > 0 && TypeWord(T[J - 1]);
}

bool perfoBodyKeepsLoop(Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
                        llvm::ArrayRef<Stmt *> Dirs, const LoopForm &F, const Stmt &For) {
  // The continue lowering keeps the user's loop; an OpenMP loop computes its
  // trip count once and resets the variable per iteration, as we do.
  if (Ctx.ContinueLowering || Ctx.OmpFirst || !For.Body ||
      llvm::any_of(Dirs, [](const Stmt *S) { return isLoopDirective(S->Toks); }))
    return true;
  TokenVec Body;
  For.Body->flatten(Body);
  auto Bare = [](llvm::ArrayRef<Token> T, size_t I) {
    return I == 0 || !T[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon);
  };
  // The names the bound and step read: variables, not called functions or
  // members (`v.size()`, `s.n` are left to the user).
  llvm::SmallVector<llvm::StringRef, 4> Names{identName(F.Var)};
  for (const TokenVec *Part : {&F.UB, &F.Step})
    for (size_t I = 0; I < Part->size(); ++I)
      if ((*Part)[I].is(tok::identifier) && Bare(*Part, I) &&
          (I + 1 == Part->size() || (*Part)[I + 1].isNot(tok::l_paren)))
        Names.push_back(identName((*Part)[I]));
  for (size_t N = 0; N < Names.size(); ++N) {
    llvm::StringRef Name = Names[N];
    if (llvm::is_contained(llvm::ArrayRef(Names).take_front(N), Name))
      continue;
    bool Shadowed = false;
    for (size_t I = 0; I < Body.size() && !Shadowed; ++I)
      Shadowed = identName(Body[I]) == Name && Bare(Body, I) && declaredAt(Body, I);
    if (Shadowed)
      continue;
    for (size_t I = 0; I < Body.size(); ++I) {
      if (identName(Body[I]) != Name || !Bare(Body, I) || !assignedAt(Body, I))
        continue;
      SourceLocation Loc = userLoc(PP, D, Body[I].getLocation());
      if (N == 0)
        error(PP, Loc,
              "the body of a perforated loop must not modify its loop variable '%0': the "
              "lowered loop gives it each kept iteration's value, so the write would not "
              "change which iterations run (also with the region disabled); lower with "
              "-fapprox-perfo-lowering=continue to keep the loop as written")
            << Name;
      else
        error(PP, Loc,
              "the body of a perforated loop must not modify '%0', which its loop %1 reads: "
              "the trip count is computed once, before the loop (also with the region "
              "disabled); lower with -fapprox-perfo-lowering=continue to keep the loop as "
              "written")
            << Name
            << (llvm::any_of(F.UB, [&](const Token &T) { return identName(T) == Name; }) ? "bound"
                                                                                         : "step");
      note(PP, D.PragmaLoc, "perforation requested here");
      return false;
    }
  }
  return true;
}

} // namespace approx
