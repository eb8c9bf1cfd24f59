//===- VarPrecisionHoist.cpp - a time loop's arrays in a typed copy -------===//
//
// A precision list on a statement that holds target constructs without
// being one (a time loop of kernels) may name an array those constructs
// map as a 1-D section (FpHoist.h says when that is sound). The array is
// then held in a copy of the new type for the whole statement, converted
// once before it and, when a kernel writes it, once after, where
// per-kernel typed copies would convert it at every launch (docs/language.md
// "Mixed precision", "Arrays of a time loop"):
//
//   T *hb = __approxrt_prec_hoist_begin(&hp, ...);  // present on the device:
//                     // a cached T buffer there, associated with a private
//                     // key (data_prec_present.c); else a host buffer
//   T *ha = hb - lo;  // the kernels and their maps renamed to ha
//   if (hp active 2) { target loop: buffer[i] = (T)present[i] }
//   else             { host loop: hb[i] = (T)a[lo + i] }
//   <the statement: each kernel finds the buffer present, or maps the host
//    buffer as it mapped the array>
//   if written: the same loops back; __approxrt_prec_hoist_end(&hp, written)
//
// Host code, `target update` and a double buffer's pointer exchanges in
// the statement: VarPrecisionHoistUses.cpp.
//
// A hydro proxy's 13 arrays, converted per kernel launch, cost more than
// their narrower loads save; converted once per time loop they do not.
//
//===----------------------------------------------------------------------===//
#include "DataRegion.h"
#include "Diag.h"
#include "FpHoist.h"
#include "VarDemoter.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace approx {

std::optional<HoistUse> VarDemoter::hoistable(const IdentifierInfo *II) {
  if (S.Kind == Stmt::Directive && data::isTargetConstruct(S.directiveName()))
    return std::nullopt; // the construct's own maps: the data path's items
  TokenVec Flat;
  S.flatten(Flat);
  HoistUse U = hoistUse(PP, Flat, II);
  if (U.Why == HoistUse::Unmapped)
    return std::nullopt;
  return U;
}

bool VarDemoter::hoistArray(const IdentifierInfo *II, const HoistUse &U, FpKind K,
                            FpKind Declared) {
  SourceLocation L = Listed[II].Loc;
  llvm::StringRef N = II->getName();
  if (U.Why != HoistUse::None) {
    std::string Why;
    switch (U.Why) {
    case HoistUse::PointerUse:
      Why = "a kernel uses it as a pointer, not through its elements ('" + N.str() + "[...]')";
      break;
    case HoistUse::Assigned:
      Why = "the statement assigns the pointer itself";
      break;
    case HoistUse::HostPointer:
      Why = "the statement uses its pointer outside those constructs, where a copy of it would "
            "reach the array, not the typed copy (reach its elements there, '" +
            N.str() + "[...]')";
      break;
    case HoistUse::KernelNowait:
      Why = "the statement reaches its elements on the host, and a target construct that maps "
            "it has a 'nowait' clause, which the copies made for the host would not wait for "
            "(not supported yet)";
      break;
    case HoistUse::UpdateClause:
      Why = "a '#pragma omp target update' that names it has a '" + U.Detail +
            "' clause (not supported yet: the copy is converted around the update, at once, on "
            "the default device)";
      break;
    case HoistUse::OtherClause:
      Why = "its '" + U.Detail +
            "' clause names it other than as a 1-D section ('map(to: " + N.str() +
            "[lo:len])', or from, tofrom, alloc)";
      break;
    case HoistUse::OtherDirective:
      Why = "'#pragma omp " + U.Detail + "' names it (not supported yet)";
      break;
    case HoistUse::Sections:
      Why = "its maps name two sections, '" + sectionText(PP, U.Lo, U.Len) + "' first and '" +
            U.Detail + "' here (its copy covers one)";
      break;
    case HoistUse::Placement:
      Why = "a target construct that maps it has a '" + U.Detail +
            "' clause, which may run it on another device than the copy's (not supported yet)";
      break;
    case HoistUse::IfNowait:
      Why = "a target construct that maps it has both an 'if' clause and 'nowait', and its "
            "host fallback would run over a host copy released before it ends (not supported "
            "yet)";
      break;
    case HoistUse::Inner:
      Why = "a region inside the statement also approximates it (not supported yet)";
      break;
    default: // Implicit
      Why = "a target construct uses it without mapping it (map it as a section, '" + N.str() +
            "[lo:len]')";
    }
    error(PP, L,
          "'%0' would be held as %1 on the device for the whole statement under '%2', since "
          "its target constructs map it, but %3")
        << N << fpCType(K) << clauseOf(II) << Why;
    note(PP, U.At, "here");
    return false;
  }
  if (Inline) {
    error(PP, L,
          "'precision' list names the array '%0', declared outside the statement: its typed "
          "copy needs '#pragma approx' before the '#pragma omp' directive of the loop")
        << N;
    return false;
  }
  FpVar V;
  V.Outer = V.Item = V.Hoisted = true;
  V.Declared = Declared;
  V.Final = fpRank(K) < fpRank(Declared) ? K : Declared;
  Vars[II] = V;
  if (!V.changed())
    return true;

  std::string Sfx = std::to_string(Id) + "_" + std::to_string(Hoisted);
  std::string Lo = "__approx_hl" + Sfx, Cnt = "__approx_hn" + Sfx, St = "__approx_hp" + Sfx,
              Buf = "__approx_hb" + Sfx, Use = "__approx_ha" + Sfx;
  std::string Ty = fpCType(V.Final).str(), Elt = "(" + N.str() + ")[0]";
  std::string Wide = PP.getLangOpts().CPlusPlus ? "__remove_cv(__typeof__(" + Elt + "))"
                                                : "__typeof_unqual__(" + Elt + ")";
  std::string First = "@(const void *)&(" + N.str() + ")[" + Lo + "]";
  // Declarations (the prologue may only declare before its statements).
  data::Code Decl(PP, L, S.loc());
  Decl << "const long long " << Lo << " = @(long long)(" << U.Lo << "); const long long " << Cnt
       << " = @(long long)(" << U.Len << "); __approxrt_prec " << St << "; " << Ty << " *" << Buf
       << " = @(" << Ty << " *)__approxrt_prec_hoist_begin(&" << St << ", \""
       << escapeString(D.label()) << "\", \"" << N << "\", " << std::to_string(1000 + Hoisted)
       << ", __approx_default_device(), " << First << ", " << Cnt << ", @(long long)sizeof(" << Ty
       << "), @(long long)sizeof(" << Elt << ")); " << Ty << " *" << Use << " = " << Buf << " - "
       << Lo << ";";
  // A pointer the statement swaps: its array is the one it held here.
  std::string Orig = U.Copies.empty() ? N.str() : "__approx_ho" + Sfx;
  if (!U.Copies.empty())
    Decl << "__typeof__(" << N << ") " << Orig << " = " << N << ";";
  data::PresentPass Pass{St,
                         Ty,
                         Cnt,
                         "__approx_hd" + Sfx,
                         "__approx_hw" + Sfx,
                         St + ".__dev",
                         TokenBuilder(PP, L).code(Wide).take()};
  // Into the host buffer and back: at the statement's ends the array it
  // was made from; around a kernel (wrapDirectives) the array the pointer
  // holds now and the copy its mirror holds (they move together).
  auto HostLoop = [&](data::Code &C, bool Back, bool Now = false) {
    std::string A = Now ? N.str() : Orig;
    std::string B = Now ? Use + "[" + Lo + " + __approx_i]" : Buf + "[__approx_i]";
    C << "for (long long __approx_i = 0; __approx_i < " << Cnt << "; ++__approx_i) ";
    if (Back)
      C << "(" << A << ")[" << Lo << " + __approx_i] = @(" << Wide << ")" << B << ";";
    else
      C << B << " = @(" << Ty << ")(" << A << ")[" << Lo << " + __approx_i];";
  };
  // With host code in the statement, the host buffer is kept current at
  // every kernel (wrapDirectives), so the end does not convert it back.
  auto Loops = [&](data::Code &C, bool Back) {
    data::presentPass(C, Pass, Back);
    if (Back && U.HostUses)
      return;
    C << " else ";
    HostLoop(C, Back);
  };
  data::Code Into(PP, L, S.loc()), Back(PP, L, S.loc());
  Loops(Into, /*Back=*/false);
  // A 'nowait' kernel may still run when the statement ends: the copy is
  // read (converted back) and released only after it.
  if (U.Nowait) {
    Back.ompBegin() << "taskwait";
    Back.ompEnd();
  }
  // A pointer the host exchanges may hold a written array in some steps.
  const bool Written = U.Written || !U.Copies.empty();
  if (Written)
    Loops(Back, /*Back=*/true);
  Back << "__approxrt_prec_hoist_end(&" << St << ", " << (Written ? "1" : "0") << ");";
  // The declarations now; the conversions after every declaration of the
  // prologue (finishHoisted), the last array converted back first.
  TokenVec D0 = Decl.take(), I0 = Into.take(), B0 = Back.take();
  Out.Prologue.append(D0.begin(), D0.end());
  HoistInto.append(I0.begin(), I0.end());
  Out.Epilogue.insert(Out.Epilogue.begin(), B0.begin(), B0.end());

  HoistedArray H;
  H.II = II;
  H.Use = Use;
  H.Kept = "__approx_hk" + Sfx;
  H.U = U;
  H.Ty = Ty;
  H.IfVar = "__approx_hi" + Sfx;
  H.SaveVar = "__approx_hv" + Sfx;
  data::Code UB(PP, L, S.loc()), UI(PP, L, S.loc()), KI(PP, L, S.loc()), KB(PP, L, S.loc());
  data::presentPass(UB, Pass, /*Back=*/true);
  data::presentPass(UI, Pass, /*Back=*/false);
  UB << "__approxrt_prec_hoist_converted(&" << St << ");";
  UI << "__approxrt_prec_hoist_converted(&" << St << ");";
  KI << "if (" << St << ".__active == 3) ";
  HostLoop(KI, /*Back=*/false, /*Now=*/true);
  KB << "if (" << St << ".__active == 3) ";
  HostLoop(KB, /*Back=*/true, /*Now=*/true);
  // A kernel whose 'if' is false runs on the host, over the host array (the
  // exact program's maps do nothing there): with the typed copy on the
  // device, Use points at a host fallback buffer meanwhile, converted from
  // the array its pointer holds now and, when the kernel writes it, back.
  data::Code FI(PP, L, S.loc()), FB(PP, L, S.loc()), FW(PP, L, S.loc());
  const std::string Fall = "if (!" + H.IfVar + " && " + St + ".__active == 2) {";
  FI << Fall << H.SaveVar << " = " << Use << "; " << Use << " = @(" << Ty
     << " *)__approxrt_prec_hoist_fallback(&" << St << ") - " << Lo << ";";
  HostLoop(FI, /*Back=*/false, /*Now=*/true);
  FI << "}";
  FB << Fall << Use << " = " << H.SaveVar << ";}";
  FW << Fall;
  HostLoop(FW, /*Back=*/true, /*Now=*/true);
  FW << Use << " = " << H.SaveVar << ";}";
  H.Back = UB.take();
  H.Into = UI.take();
  H.HostInto = KI.take();
  H.HostBack = KB.take();
  H.FallInto = FI.take();
  H.FallBack = FB.take();
  H.FallWrite = FW.take();
  // Until the expressions are demoted, the names that stay the array's
  // are another name, so that host code is not demoted with the kernels.
  llvm::SmallPtrSet<const void *, 8> KeptAt;
  for (SourceLocation K : U.Kept)
    KeptAt.insert(K.getPtrEncoding());
  forEachRun(S, [&](TokenVec &Run) {
    renameIdent(PP, Run, II, H.Kept, {},
                [&](const Token &T) { return !KeptAt.count(T.getLocation().getPtrEncoding()); });
  });
  HoistRenames.push_back(std::move(H));
  ++Hoisted;
  return true;
}

void VarDemoter::finishHoisted() {
  // After the expressions are demoted (they know the array by its name).
  if (!mirrorPointerCopies())
    return;
  for (const HoistedArray &H : HoistRenames) {
    forEachRun(S, [&](TokenVec &Run) { renameIdent(PP, Run, H.II, H.Use, {}); });
    const bool Wrapped = wrapDirectives(H);
    if (!Wrapped && H.U.HostUses)
      refuseHoisted(H, "reaches its elements while a kernel is the loop's whole body (not "
                       "supported yet: put the body in braces)");
    else if (!Wrapped)
      error(PP, Listed[H.II].Loc,
            "'%0' would be held as %1 on the device for the whole statement, and a kernel "
            "that maps it with an 'if' clause is the loop's whole body, where its host "
            "fallback cannot be put around it (not supported yet: put the body in braces)")
          << H.II->getName() << H.Ty;
    const IdentifierInfo *Kept = PP.getIdentifierInfo(H.Kept);
    forEachRun(S, [&](TokenVec &Run) { renameIdent(PP, Run, Kept, H.II->getName(), {}); });
  }
  Out.Prologue.append(HoistInto.begin(), HoistInto.end());
}

} // namespace approx
