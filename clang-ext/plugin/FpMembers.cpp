//===- FpMembers.cpp - floating-point members of a region's struct variables ===//
//
// listMembers() (FpGraph.h). A variable of struct, union or class type (or
// an array of them) that a region declares or uses (declared outside it:
// a parameter, a global, or a pointer to such structs) holds floating-point state that
// no precision list can name: a list changes the type words of a
// variable's declaration, and a member has the type its struct's
// declaration gives it, for every variable of that type (the precision
// clause refuses such a name: VarPrecisionRecords.cpp). The report lists
// these members apart from the candidates ("not_candidates",
// docs/language.md), so that neither the tuner nor the user reads a
// region's candidates as all of its floating-point state. A member is
// named by its path from the variable: "s.x", "s.pos.x" through a nested
// struct, "s.v[]" for an array member, "ps[].x" in an array of structs;
// members of base classes come first, as in the layout; "p[].x" through a
// pointer declared outside the region. Pointer members
// hold no floating-point value of their own and are left out, as are the
// captures of a lambda (its closure class is no state the user declared).
//
//===----------------------------------------------------------------------===//
#include "FpAccess.h"
#include "FpGraph.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace approx {

namespace {

/// The struct, union or class of T or of T's (innermost) elements; Array:
/// T is an array.
const RecordDecl *recordOf(QualType T, bool &Array) {
  const Type *Ty = T.getCanonicalType().getTypePtr();
  Array = Ty->isArrayType();
  while (Ty->isArrayType())
    Ty = Ty->getArrayElementTypeNoTypeQual();
  const RecordDecl *RD = Ty->getAsRecordDecl();
  if (!RD || !(RD = RD->getDefinition()))
    return nullptr;
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD); CXX && CXX->isLambda())
    return nullptr;
  return RD;
}

/// Appends the floating-point members of RD, named Path.member, with
/// Proto's line and reason.
void addFields(const RecordDecl *RD, const std::string &Path, const FpNonCandidate &Proto,
               std::vector<FpNonCandidate> &Out) {
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CXX->bases()) {
      bool Array = false;
      if (const RecordDecl *Base = recordOf(B.getType(), Array))
        addFields(Base, Path, Proto, Out);
    }
  for (const FieldDecl *F : RD->fields()) {
    QualType T = F->getType();
    // An anonymous struct or union: its members are the enclosing one's.
    const std::string Name = F->isAnonymousStructOrUnion() ? Path : Path + "." + F->getName().str();
    if (!F->isAnonymousStructOrUnion() && !F->getIdentifier())
      continue; // an unnamed bit-field
    FpNonCandidate M = Proto;
    M.Name = Name;
    if (std::optional<FpType> S = scalarType(T)) {
      M.Type = *S;
      Out.push_back(std::move(M));
    } else if (std::optional<FpType> E = T->isArrayType() ? elementType(T) : std::nullopt) {
      M.Type = *E;
      M.Name += "[]";
      Out.push_back(std::move(M));
    } else {
      bool Array = false;
      if (const RecordDecl *Inner = recordOf(T, Array))
        addFields(Inner, Array ? Name + "[]" : Name, Proto, Out);
    }
  }
}

} // namespace

void listMembers(ASTContext &Ctx, const VarDecl *VD, std::vector<FpNonCandidate> &Out,
                 bool Outside) {
  QualType T = VD->getType();
  if (T->isDependentType())
    return; // a template's pattern: its instantiations are read instead
  bool Array = false;
  // Declared outside the region, a pointer to structs is how the region
  // reaches them (`p->dt`, `p[i].x`): their members, as for an array.
  const bool Pointer = Outside && T->isPointerType();
  const RecordDecl *RD = recordOf(Pointer ? T->getPointeeType() : T, Array);
  Array |= Pointer;
  if (!RD)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  const std::string Name = VD->getName().str();
  FpNonCandidate Proto;
  Proto.Line = SM.getPresumedLineNumber(SM.getExpansionLoc(VD->getLocation()));
  if (VD->getLocation().isMacroID()) {
    unsigned Spelled = SM.getPresumedLineNumber(SM.getSpellingLoc(VD->getLocation()));
    if (Spelled != Proto.Line)
      Proto.MacroLine = Spelled;
  }
  Proto.Reason = "a member of '" + Name + "', of type '" + T.getAsString(Ctx.getPrintingPolicy()) +
                 "': a precision list names whole floating-point variables, and a member "
                 "has the type its struct's declaration gives it";
  addFields(RD, Array ? Name + "[]" : Name, Proto, Out);
}

} // namespace approx
