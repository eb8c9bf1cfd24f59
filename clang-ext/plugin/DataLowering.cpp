//===- DataLowering.cpp - in/out items, reconstruction, precision ----------===//
//
// Lowers `#pragma approx` with in(...)/out(...)/reconstruct(...)/
// precision(...) (docs/data.md). The statement is wrapped:
//
//   { region scalars (enabled, perfo value/chunk, method, device); item
//     geometry, evaluated once; static assertions on the item types;
//     [precision: if (enabled) {] reduced copies of the items (converted
//     on the host), the statement renamed to use them
//       input perforation: host (plan over the item's rows, runtime packs
//         the kept rows, one transfer, associated device buffer, scatter +
//         reconstruction kernels) or device (reads through an accessor)
//       the statement: the perforated loop (PerfoLowering, with hooks that
//         wrap it in `target data` for the out-items and reconstruct the
//         skipped rows after it) or, for input perforation alone, as is
//       widen the out-items back, free
//     [} else { the exact statement }] }
//
// Reconstruction is generated code typed with __typeof__ of the item's
// element, so any arithmetic element type works; the formulas are the
// inline helpers of headers/approx_data.h shared by every path.
//
#include "DataEmitter.h"
#include "ItemTypes.h"
#include "Labels.h"

using namespace clang;

namespace approx {
namespace data {

TokenVec DataEmitter::elt(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  switch (I.It.Kind) {
  case DataItem::Scalar: C << "(" << X << ")"; break;
  case DataItem::Section2D: C << "(" << X << ")[0][0]"; break;
  default: C << "(" << X << ")[0]"; break;
  }
  return C.take();
}

TokenVec DataEmitter::elem0(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  switch (I.It.Kind) {
  case DataItem::Section1D: C << "&(" << X << ")[" << I.var("L") << "]"; break;
  case DataItem::Shaped: C << "&(" << X << ")[0]"; break;
  case DataItem::Section2D:
    C << "&(" << X << ")[" << I.var("L") << "][" << I.var("L2") << "]";
    break;
  default: C << "&(" << X << ")"; break;
  }
  return C.take();
}

TokenVec DataEmitter::span0(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  if (I.It.Kind == DataItem::Section2D)
    C << "&(" << X << ")[" << I.var("L") << "][0]";
  else
    return elem0(I, Id);
  return C.take();
}

TokenVec DataEmitter::unqual(const TokenVec &Expr) {
  Code C = code();
  if (CXX)
    C << "__remove_cv(__typeof__(" << Expr << "))";
  else
    C << "__typeof_unqual__(" << Expr << ")";
  return C.take();
}

bool DataEmitter::analyze() {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  unsigned K = 0;
  for (std::vector<DataItem> *It : {&In, &Out})
    for (DataItem &X : *It) {
      ItemInfo I;
      I.It = X;
      I.K = N + "_" + std::to_string(K++);
      I.Name = X.Base;
      Items.push_back(std::move(I));
    }

  // The construct: the chain of OpenMP directives and what they apply to.
  Stmt *Cur = &S;
  while (Cur->Kind == Stmt::Directive) {
    Dirs.push_back(Cur);
    if (isTargetConstruct(Cur->directiveName())) {
      Offloaded = true;
      if (!TargetDir)
        TargetDir = Cur;
    }
    if (!Cur->Body)
      break;
    Cur = Cur->Body.get();
  }

  // Directives that only move data: the clauses would approximate their
  // transfers (a later step); until then the lowering would approximate a
  // private copy the kernels never see, so refuse them here.
  if (!Dirs.empty()) {
    std::string Name = constructName(*Dirs.front());
    if (isDataOnlyConstruct(Name)) {
      error(PP, D.PragmaLoc, "data clauses of '#pragma approx' do not apply to '%0' yet; place "
                             "the pragma before the target construct whose 'map' clauses move "
                             "the items (docs/data.md, \"Arrays mapped by an enclosing target "
                             "data\")")
          << Name;
      return false;
    }
  }

  Recon = D.Reconstruct.has_value();
  WhereDevice = Recon && D.Reconstruct->Place == ReconPlace::Device;
  bool OutArray = false, InArray = false;
  for (ItemInfo &I : Items) {
    OutArray |= !I.It.In && I.It.isArray();
    InArray |= I.It.In && I.It.isArray();
  }
  LoopPerforated = D.Perfo && (!Recon || OutArray);
  for (ItemInfo &I : Items) {
    if (!Recon || !I.It.isArray())
      continue;
    if (I.It.In) {
      I.HostPerf = Offloaded && !WhereDevice;
      I.Acc = !I.HostPerf;
    } else {
      I.OutRecon = true;
      AnyOutRecon = true;
    }
  }
  (void)InArray;

  // precision(type [: list])
  if (D.Precision) {
    switch (D.Precision->Mode) {
    case PrecType::Half: PrecCType = "_Float16"; break;
    case PrecType::BF16: PrecCType = "__bf16"; break;
    case PrecType::Float: PrecCType = "float"; break;
    }
    PrecKind = abiName(D.Precision->Mode);
    if (D.Precision->Arg)
      for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma))
        PrecList.push_back(T[0].getIdentifierInfo());
    for (ItemInfo &I : Items)
      I.Reduced = !D.Precision->Arg || llvm::is_contained(PrecList, I.It.Base.getIdentifierInfo());
  }
  if (D.Unorm)
    for (const TokenVec &T : splitTopLevel(D.Unorm->Arg->Toks, tok::comma))
      for (ItemInfo &I : Items)
        if (I.It.In && I.It.Base.getIdentifierInfo() == T[0].getIdentifierInfo()) {
          I.Unorm = true;
          I.Reduced = false; // a listless float precision covers the other items
        }
  for (ItemInfo &I : Items) {
    AnyReduced |= I.Reduced;
    AnyUnorm |= I.Unorm;
  }

  // Code around the loop needs the pragma before '#pragma omp'.
  if (Ctx.OmpFirst && (AnyReduced || AnyUnorm || (Recon && (InArray || OutArray)))) {
    error(PP, D.PragmaLoc, "'in', 'out' and 'precision' items need '#pragma approx' before the "
                           "'#pragma omp' directive of the loop (they add code around it)");
    return false;
  }
  for (ItemInfo &I : Items) {
    if (!I.Unorm)
      continue;
    if (!Offloaded) {
      error(PP, I.It.Loc, "'precision(%1)' narrows the transfer of '%0' to the device, but the "
                          "statement is not a target construct")
          << I.It.name() << spelling(D.Unorm->Mode);
      return false;
    }
    if (I.HostPerf || I.Acc) {
      error(PP, I.It.Loc, "in-item '%0' is perforated ('reconstruct'); 'precision(%1)' applies "
                          "to an in-item transferred whole")
          << I.It.name() << spelling(D.Unorm->Mode);
      return false;
    }
  }
  // Element types, where Sema can tell (ItemTypes.h): one error at the item.
  for (ItemInfo &I : Items) {
    ItemUse Use;
    Use.Reconstruct = I.OutRecon || I.HostPerf || I.Acc;
    if (I.Reduced)
      Use.Precision = D.Precision->Mode;
    if (I.Unorm)
      Use.Unorm = D.Unorm->Mode;
    Use.WrittenBack = !I.It.In && (I.OutRecon || I.Reduced);
    ItemCheck R = checkItemType(PP, Ctx.Sema, D.PragmaLoc, I.It, Use);
    if (R == ItemCheck::Bad)
      return false;
    I.Dependent = R == ItemCheck::Dependent;
  }
  if (Offloaded) {
    for (ItemInfo &I : Items) {
      I.Map = findMap(Dirs, I.It.Base.getIdentifierInfo());
      if (!I.It.isArray())
        continue; // scalars may be firstprivate
      if (!I.Map) {
        error(PP, I.It.Loc, "%0-item '%1' is not mapped by the construct; add it to a 'map' "
                            "clause of '#pragma omp %2'")
            << (I.It.In ? "in" : "out") << I.It.name() << constructName(*TargetDir);
        return false;
      }
      if (I.Unorm && I.Map->Type != "to") {
        error(PP, I.Map->Loc, "'precision(%2)' item '%0' must be mapped 'to' (its device "
                              "copy is not copied back), not '%1'")
            << I.It.name() << I.Map->Type << spelling(D.Unorm->Mode);
        return false;
      }
      // 'always' would copy the host data over the copy the runtime built
      // (and read the private key it is associated with).
      if (I.HostPerf || I.Unorm)
        for (const Token &T : I.Map->Prefix)
          if (T.is(tok::identifier) && T.getIdentifierInfo()->getName() == "always") {
            error(PP, T.getLocation(), "'always' in the map of in-item '%0' would copy it over "
                                       "the device copy that %1 builds; remove 'always'")
                << I.It.name()
                << (I.Unorm ? "precision(" + spelling(D.Unorm->Mode).str() + ")"
                            : std::string("input perforation on the host"));
            return false;
          }
      if ((I.OutRecon || I.HostPerf || I.Unorm) && hasClause(Dirs, "nowait")) {
        std::string What = I.OutRecon ? "output reconstruction"
                           : I.Unorm  ? "precision(" + spelling(D.Unorm->Mode).str() + ")"
                                      : "input perforation on the host";
        error(PP, I.It.Loc, "%0 of '%1' cannot be combined with 'nowait' on the construct")
            << What << I.It.name();
        return false;
      }
    }
  }
  return true;
}

void DataEmitter::transform() {
  S.flatten(Exact);
  // precision(type : list): declarations in the statement.
  if (!PrecList.empty()) {
    llvm::SmallPtrSet<const IdentifierInfo *, 8> Found;
    forEachRun(S, [&](TokenVec &R) {
      retypeDeclarations(PP, R, PrecList, PrecCType, Found);
    });
    for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma)) {
      const IdentifierInfo *II = T[0].getIdentifierInfo();
      bool Item = false;
      for (ItemInfo &I : Items)
        Item |= I.It.Base.getIdentifierInfo() == II;
      if (!Item && !Found.count(II))
        error(PP, T[0].getLocation(),
              "'precision' list names '%0', which is neither an 'in'/'out' item nor declared "
              "in the statement with a floating-point type (float, double, _Float16, __bf16)")
            << II->getName();
    }
  }
  // Reduced items: the statement uses a copy of the reduced type.
  for (ItemInfo &I : Items) {
    if (!I.Reduced)
      continue;
    std::string R = I.var("x");
    TokenVec Bare;
    if (I.It.isArray()) {
      Code C = codeAt(I.It.Loc);
      TokenVec X{I.It.Base};
      C << R << "[0:(long long)(sizeof(__typeof__(" << X << ")) / sizeof((" << X << ")[0]))]";
      Bare = C.take();
    }
    forEachRun(S, [&](TokenVec &Run) {
      renameIdent(PP, Run, I.It.Base.getIdentifierInfo(), R, Bare);
    });
    I.Name = TokenBuilder(PP, I.It.Loc).code(R).take().front();
  }
  if (Offloaded)
    for (ItemInfo &I : Items)
      if (I.Map)
        I.NewMap = findMap(Dirs, I.Name.getIdentifierInfo());
  // Host perforation and fixed-point transfers associate their device copy
  // with a private host key (openmp-runtime/data_key.c), never with the
  // user's array, which another thread's construct may map at the same
  // time: the construct maps and uses the item at the key (keyDecl; the
  // item itself when nothing is associated). NewMap keeps the item's own
  // range, which the runtime copies from.
  for (ItemInfo &I : Items) {
    if (!(Offloaded && I.Map && I.It.isArray() && (I.HostPerf || I.Unorm)))
      continue;
    std::string K = I.var("kp");
    Code C = codeAt(I.It.Loc);
    TokenVec X{I.Name};
    C << K << "[0:(long long)(sizeof(__typeof__(" << X << ")) / sizeof((" << X << ")[0]))]";
    TokenVec Bare = C.take();
    forEachRun(S, [&](TokenVec &Run) {
      renameIdent(PP, Run, I.Name.getIdentifierInfo(), K, Bare);
    });
  }
}


TokenVec DataEmitter::presentCheck() {
  // A transfer approximation (host perforation, a reduced or fixed-point
  // copy the construct maps) of an item that an enclosing `target data`
  // already maps cannot apply: the construct must use that device copy, so
  // the region runs exactly, with a warning and a report that say so
  // (docs/data.md, "Arrays mapped by an enclosing target data").
  Code C = code();
  if (Ctx.DeviceCompile || !Offloaded)
    return C.take();
  for (ItemInfo &I : Items) {
    std::string W;
    if (I.HostPerf)
      W = "host perforation";
    else if (I.Unorm)
      W = "precision(" + spelling(D.Unorm->Mode).str() + ")";
    else if (I.Reduced && I.It.isArray() && I.Map)
      W = "precision(" + spelling(D.Precision->Mode).str() + ")";
    else
      continue;
    C << "if (__approx_en" << N << " && " << (OffIf.empty() ? "1" : "__approx_off" + N)
      << " && __approxrt_data_present((const void *)(" << elem0(I, I.It.Base)
      << "), __approx_dev" << N << ")) { static int __approx_once = 0; "
      << "__approxrt_data_not_applied(" << LabelLit << ", " << itemStr(I) << ", \"" << W
      << "\", __approx_dev" << N << ", &__approx_once); __approx_en" << N << " = 0; }";
  }
  return C.take();
}

void DataEmitter::emitRemark() {
  std::string What;
  auto Add = [&](const std::string &S) { What += (What.empty() ? "" : "; ") + S; };
  if (LoopPerforated)
    Add("loop perforated (compacted iteration space)");
  for (ItemInfo &I : Items) {
    std::string Nm = "'" + I.It.name() + "'";
    if (I.OutRecon)
      Add("out-item " + Nm + " reconstructed (" + spelling(D.Reconstruct->Mode).str() + ") " +
          (Offloaded ? "on the device before copy-back" : "on the host"));
    if (I.HostPerf)
      Add("in-item " + Nm + " perforated on the host (kept rows transferred)");
    if (I.Acc)
      Add("in-item " + Nm + " read through a reconstructing accessor");
    if (I.Reduced)
      Add("item " + Nm + " held in " + PrecCType);
    if (I.Unorm)
      Add("in-item " + Nm + " sent as " + spelling(D.Unorm->Mode).str() + " (" +
          std::to_string(static_cast<int>(D.Unorm->Mode)) +
          "-bit fixed point over [0, 1]), widened on the device");
  }
  if (!PrecList.empty())
    Add("listed variables declared as " + PrecCType);
  remark(PP, D.PragmaLoc, "approx region '%0': %1") << Label << What;
}

/// Ids of the variant without transfers: apart from every region's own.
static constexpr unsigned RestIdOffset = 1u << 24;

bool DataEmitter::restVariant(TokenVec &Out, bool &Lowered) {
  // Same clauses minus precision/unorm; in/out only matter with
  // reconstruct. Its own ids, so its variables do not shadow ours (it
  // reads our __approx_en/v/ch, evaluated once).
  Lowered = false;
  ApproxDirective D2 = D;
  D2.Precision.reset();
  D2.Unorm.reset();
  if (!D2.Reconstruct) {
    D2.In.reset();
    D2.Out.reset();
  }
  if (!D2.Perfo && !D2.In && !D2.Out)
    return true;
  D2.If = ExprToks{T("__approx_en" + N), D.PragmaLoc};
  if (D2.Perfo) {
    D2.Perfo->Value.Toks = T("__approx_v" + N);
    D2.Perfo->Chunk = ExprToks{T("__approx_ch" + N), D.PragmaLoc};
  }
  LoweringContext Ctx2 = Ctx;
  Ctx2.Id = Ctx.Id + RestIdOffset;
  Ctx2.Remarks = false;
  Lowered = true;
  if (D2.In || D2.Out)
    return lowerData(PP, D2, *Pristine, Ctx2, Out);
  return lowerPerfo(PP, D2, *Pristine, Ctx2, Out);
}

bool DataEmitter::run(TokenVec &Out) {
  if ((D.Precision || D.Unorm) && !Ctx.OmpFirst)
    Pristine = S.clone();
  if (!analyze())
    return false;
  unsigned Errors = PP.getDiagnostics().getNumErrors();
  transform();
  if (Ctx.OmpFirst) {
    // Right after '#pragma omp' (only precision lists get here): nothing
    // may stand around the loop; the declarations are retyped in place.
    if (PP.getDiagnostics().getNumErrors() != Errors)
      return false;
    if (D.Perfo)
      return lowerPerfo(PP, D, S, Ctx, Out);
    S.flatten(Out);
    if (Ctx.Remarks)
      emitRemark();
    return true;
  }
  // Accessor rewrites of the reads (device perforation).
  bool Failed = false;
  for (ItemInfo &I : Items) {
    if (!I.Acc)
      continue;
    TokenVec Unq = unqual(elt(I, I.Name));
    Stmt *Body = Dirs.empty() ? &S : Dirs.back()->Body.get();
    if (Body)
      forEachRun(*Body, [&](TokenVec &R) { rewriteReads(PP, R, I, Unq, Failed); });
    if (TargetDir) {
      TokenVec FP = T("firstprivate(" + I.var("a") + ") map(to: " + I.var("tb") + "[0:" +
                      I.var("R") + " * 2])");
      TargetDir->Toks.insert(TargetDir->Toks.end() - 1, FP.begin(), FP.end());
    }
  }
  if (Failed || PP.getDiagnostics().getNumErrors() != Errors)
    return false;

  Code C = code();
  C << "{";
  if (!LoopPerforated)
    C << labelRegistration(D, Ctx);
  TokenVec If = D.If ? D.If->Toks : T("1");
  C << "int __approx_en" << N << " = __approx_data_enabled(" << Hash << ", (" << If
    << ") ? 1 : 0);";
  if (D.Perfo)
    C << "const double __approx_v" << N << " = (double)(" << D.Perfo->Value.Toks
      << "); const long long __approx_ch" << N << " = (long long)("
      << (D.Perfo->Chunk ? D.Perfo->Chunk->Toks : T("1")) << ");";
  if (Recon)
    C << "const int __approx_m" << N << " = __approx_data_method(" << Hash << ", "
      << abiName(D.Reconstruct->Mode) << ");";
  bool NeedDev = false;
  for (ItemInfo &I : Items)
    NeedDev |= Offloaded && (I.OutRecon || I.HostPerf || I.Acc || I.Unorm || I.Reduced);
  NeedDevVar = NeedDev;
  if (NeedDev) {
    // The construct's if(): when false it runs on the host, and so must
    // the data work around it (no target data, host-side reconstruction,
    // no host perforation).
    if (std::optional<TokenVec> IfArg = findClauseArg(Dirs, "if")) {
      std::vector<TokenVec> Parts = splitTopLevel(*IfArg, tok::colon);
      TokenVec Cond = *IfArg;
      if (Parts.size() == 2) {
        bool Names = !Parts[0].empty();
        for (const Token &T : Parts[0])
          Names &= T.is(tok::identifier);
        if (Names)
          Cond = Parts[1];
      }
      C << "const int __approx_off" << N << " = (" << Cond << ") ? 1 : 0;";
      OffIf = " if(__approx_off" + N + ")";
    }
    if (std::optional<TokenVec> Dev = findClauseArg(Dirs, "device"))
      C << "const int __approx_dev" << N << " = (int)(" << *Dev << ");";
    else
      C << "const int __approx_dev" << N << " = omp_get_default_device();";
    // Where the construct runs (probed once per device; the runtime's
    // transfers consult it: nothing is moved for a construct that falls
    // back to the host).
    C << "const int __approx_k" << N << " = __approx_device_kind(__approx_dev" << N << ", "
      << (OffIf.empty() ? "1" : "__approx_off" + N) << ");";
  }
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << "const double __approx_t" << N << " = __approxrt_now();";
  for (ItemInfo &I : Items)
    C << geometry(I);
  C << presentCheck();

  // The approximated statement.
  Code A = code();
  for (ItemInfo &I : Items)
    if (I.Reduced)
      A << precisionPrologue(I);
  for (ItemInfo &I : Items)
    if (I.Unorm) {
      TokenVec P = unormPrologue(I);
      if (P.empty())
        return false;
      A << P;
    }
  for (ItemInfo &I : Items)
    if (I.HostPerf || I.Acc) {
      TokenVec P = inPrologue(I);
      if (P.empty())
        return false;
      A << P;
    }
  if (LoopPerforated) {
    PerfoHooks Hooks;
    bool Wrap = false;
    Code Bf = code(), Af = code();
    for (ItemInfo &I : Items)
      if (I.OutRecon) {
        Bf << outBefore(I);
        Wrap |= Offloaded;
      }
    if (Wrap) {
      Bf.ompBegin() << "target data";
      for (ItemInfo &I : Items)
        if (I.OutRecon)
          Bf << " map(" << I.NewMap->Prefix << " " << I.NewMap->Item << ")";
      Bf << " device(__approx_dev" << N << ")" << OffIf;
      Bf.ompEnd() << "{";
    }
    for (ItemInfo &I : Items)
      if (I.OutRecon)
        Af << outAfter(I);
    if (Wrap)
      Af << "}";
    Hooks.BeforeLoop = Bf.take();
    Hooks.AfterLoop = Af.take();
    LoweringContext PCtx = Ctx;
    PCtx.Hooks = &Hooks;
    PCtx.Remarks = false;
    ApproxDirective D2 = D;
    D2.If = ExprToks{T("__approx_en" + N), D.PragmaLoc};
    D2.Perfo->Value.Toks = T("__approx_v" + N);
    D2.Perfo->Chunk = ExprToks{T("__approx_ch" + N), D.PragmaLoc};
    TokenVec Loop;
    if (!lowerPerfo(PP, D2, S, PCtx, Loop))
      return false;
    A << Loop;
  } else {
    TokenVec Flat;
    S.flatten(Flat);
    A << Flat;
  }
  // Executions and rows of a region whose loop runs in full (a perforated
  // loop records its own), before the in-items' end (which resets them).
  std::string NoRows =
      "if (__approxrt_reporting()) __approxrt_record_perfo(" + LabelLit + ", 0, 0);";
  if (!LoopPerforated && !Ctx.DeviceCompile) {
    const ItemInfo *First = nullptr;
    for (ItemInfo &I : Items)
      if (!First && (I.HostPerf || I.Acc))
        First = &I;
    // Host perforation that did not happen (no device, or the item
    // already present) kept every row.
    if (First && First->HostPerf)
      A << "if (__approxrt_reporting()) { if (" << First->var("h") << ".__active == 1) "
        << "__approx_data_record_rows(" << LabelLit << ", &" << First->var("q")
        << "); else __approxrt_record_perfo(" << LabelLit << ", " << First->var("q") << ".__n, "
        << First->var("q") << ".__n); }";
    else if (First)
      A << "if (__approxrt_reporting()) __approx_data_record_rows(" << LabelLit << ", &"
        << First->var("a") << ".__p);";
    else
      A << NoRows;
  }

  for (ItemInfo &I : Items)
    if (I.HostPerf || I.Acc)
      A << inEpilogue(I);
  for (ItemInfo &I : Items)
    if (I.Reduced)
      A << precisionEpilogue(I);
  for (ItemInfo &I : Items)
    if (I.Unorm)
      A << unormEpilogue(I);
  bool RestTimed = false;
  if (AnyReduced || AnyUnorm) {
    // Where the transfers save nothing (the construct runs on the host or
    // on a device in host memory: docs/data.md, "Where the construct
    // runs"), the region runs without them: perforation and reconstruction
    // still apply.
    TokenVec Rest;
    bool RestLowered = false;
    if (!Pristine || !restVariant(Rest, RestLowered))
      return false;
    RestTimed = RestLowered;
    std::string Kind = NeedDevVar ? "__approx_k" + N : "__APPROX_DEV_HOST";
    C << "const int __approx_sk" << N << " = __approx_en" << N
      << " && __approxrt_xfer_skip(" << LabelLit << ", " << Kind << ");";
    C << "if (__approx_en" << N << " && !__approx_sk" << N << ") {" << A.take()
      << "} else if (__approx_sk" << N << ") {";
    if (RestLowered) {
      C << Rest;
    } else {
      C << Exact;
      if (!LoopPerforated && !Ctx.DeviceCompile)
        C << NoRows;
    }
    C << "} else {" << Exact;
    if (!LoopPerforated && !Ctx.DeviceCompile)
      C << NoRows;
    C << "}";
  } else {
    C << A.take();
  }
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << (RestTimed ? "if (!__approx_sk" + N + ") " : std::string()) << "__approxrt_record_time("
      << LabelLit << ", __approxrt_now() - __approx_t" << N << ");";
  C << "}";
  Out = C.take();
  TokenVec Cond, Asserts;
  if (typeGuard(Cond, Asserts)) {
    Code G = code();
    G << "if constexpr (" << Cond << ") " << Out << " else {" << Asserts << Exact << "}";
    Out = G.take();
  }
  if (Ctx.Remarks)
    emitRemark();
  return true;
}

bool DataEmitter::typeGuard(TokenVec &Cond, TokenVec &Asserts) {
  if (!CXX || !PP.getLangOpts().CPlusPlus17)
    return false; // C has no templates; before C++17 the static assertions alone
  Code CC = code(), AC = code();
  bool Any = false;
  for (ItemInfo &I : Items) {
    if (!I.Dependent)
      continue;
    Code One = code();
    TokenVec E = elt(I, I.It.Base), U = unqual(E);
    std::string Msg;
    One << "(true";
    if (I.OutRecon || I.HostPerf || I.Acc) {
      One << " && (__is_integral(" << U << ") || __is_floating_point(" << U << ") || (__is_enum("
          << U << ") && !__is_scoped_enum(" << U << ")))";
      Msg = "'reconstruct' needs items of arithmetic element type";
    }
    if (I.Reduced) {
      One << " && __is_floating_point(" << U << ")";
      Msg += (Msg.empty() ? "" : "; ") + ("'precision(" + spelling(D.Precision->Mode).str() +
                                          ")' needs items of floating-point element type");
    }
    if (I.Unorm) {
      One << " && __is_same(" << U << ", float)";
      Msg += (Msg.empty() ? "" : "; ") + ("'precision(" + spelling(D.Unorm->Mode).str() +
                                          ")' needs items of element type 'float'");
    }
    if (!I.It.In && (I.OutRecon || I.Reduced)) {
      One << " && !__is_const(__typeof__(" << E << "))";
      Msg += (Msg.empty() ? "" : "; ") + std::string("an out-item it writes needs a non-const element type");
    }
    One << ")";
    if (Msg.empty())
      continue;
    TokenVec OneT = One.take();
    CC << (Any ? " && " : "") << OneT;
    Any = true;
    // The assertion's condition starts at the item, so that the error is
    // reported there (not in generated code).
    Code A = code();
    A << "static_assert(__builtin_choose_expr(" << OneT << ", 1, 0), \"" << escapeString(Msg)
      << "; '" << I.It.name() << "' has another element type in this instantiation\");";
    TokenVec AT = A.take();
    AT[2].setLocation(I.It.Base.getLocation());
    AC << AT;
  }
  if (!Any)
    return false;
  Cond = CC.take();
  Asserts = AC.take();
  return true;
}

} // namespace data


/// The list of a precision clause holds variable names only.
template <typename E>
static bool checkNameList(Preprocessor &PP, const ModeClause<E> &M) {
  for (const TokenVec &T : splitTopLevel(M.Arg->Toks, tok::comma))
    if (T.size() != 1 || T[0].isNot(tok::identifier)) {
      error(PP, T.empty() ? M.Arg->Loc : T[0].getLocation(),
            "expected a variable name in the list of 'precision'");
      return false;
    }
  return true;
}

/// precision(unorm8|unorm16 : list): every name is a contiguous in-item array
/// ('a[lo:len]' or '([rows][cols])p') named by no other precision clause.
static bool checkUnorm(Preprocessor &PP, const ApproxDirective &D,
                       const std::vector<DataItem> &In, const std::vector<DataItem> &Out) {
  const ModeClause<UnormBits> &U = *D.Unorm;
  if (!U.Arg) {
    error(PP, U.Loc, "'precision(%0)' needs the list of its in-items, e.g. "
                     "'precision(%0 : a)'")
        << spelling(U.Mode);
    return false;
  }
  std::vector<TokenVec> FloatList;
  if (D.Precision && D.Precision->Arg)
    FloatList = splitTopLevel(D.Precision->Arg->Toks, tok::comma);
  if (!checkNameList(PP, U))
    return false;
  for (const TokenVec &T : splitTopLevel(U.Arg->Toks, tok::comma)) {
    const IdentifierInfo *II = T[0].getIdentifierInfo();
    auto Named = [&](const DataItem &X) { return X.Base.getIdentifierInfo() == II; };
    auto It = llvm::find_if(In, Named);
    if (It == In.end()) {
      bool IsOut = llvm::any_of(Out, Named);
      error(PP, T[0].getLocation(), "'precision(%2)' applies to in-items (the transfer to the "
                                    "device); '%0' is %1")
          << II->getName() << (IsOut ? "an out-item" : "not an in-item") << spelling(U.Mode);
      return false;
    }
    if (It->Kind != DataItem::Section1D && It->Kind != DataItem::Shaped) {
      error(PP, T[0].getLocation(), "'precision(%2)' needs a contiguous array item "
                                    "('%0[lo:len]' or '([rows][cols])%0'), not '%1'")
          << II->getName() << It->spelling(PP) << spelling(U.Mode);
      return false;
    }
    for (const TokenVec &F : FloatList)
      if (F.size() == 1 && F[0].getIdentifierInfo() == II) {
        error(PP, F[0].getLocation(), "'%0' is named by two 'precision' clauses")
            << II->getName();
        return false;
      }
  }
  return true;
}

bool checkDataDirective(Preprocessor &PP, const ApproxDirective &D) {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  for (const DataItem &I : In)
    for (const DataItem &O : Out)
      if (I.Base.getIdentifierInfo() == O.Base.getIdentifierInfo()) {
        error(PP, O.Loc, "'%0' is both an 'in' and an 'out' item; an item is either perforated "
                         "on input or reconstructed on output")
            << O.name();
        return false;
      }
  if (D.Precision) {
    if (!D.Precision->Arg && In.empty() && Out.empty()) {
      error(PP, D.Precision->Loc, "clause 'precision' is not supported yet by this approx-clang "
                                  "without 'in'/'out' items or a variable list (region-wide "
                                  "demotion)");
      return false;
    }
    if (D.Precision->Arg && !checkNameList(PP, *D.Precision))
      return false;
  }
  if (D.Unorm && !checkUnorm(PP, D, In, Out))
    return false;
  bool Arrays = false;
  for (const std::vector<DataItem> *V : {&In, &Out})
    for (const DataItem &I : *V)
      Arrays |= I.isArray();
  if (!D.Reconstruct && !D.Precision && !D.Unorm) {
    const DataClause &C = D.In ? *D.In : *D.Out;
    error(PP, C.Loc, "'%0' items need 'perfo' with 'reconstruct(nn|lerp)', or 'precision(...)'")
        << (D.In ? "in" : "out");
    return false;
  }
  if (D.Reconstruct && !Arrays) {
    error(PP, D.Reconstruct->Loc, "'reconstruct' needs an array item ('a[lo:len]', "
                                  "'a[lo:len][lo:len]' or '([rows][cols])p') in 'in' or 'out'");
    return false;
  }
  if (D.Reconstruct && D.Reconstruct->Place) {
    bool InArray = false;
    for (const DataItem &I : In)
      InArray |= I.isArray();
    if (!InArray) {
      error(PP, D.Reconstruct->Loc, "'reconstruct(%0)': 'host'/'device' choose where input "
                                    "perforation happens and need an 'in' array item")
          << (spelling(D.Reconstruct->Mode) + ", " + spelling(*D.Reconstruct->Place)).str();
      return false;
    }
  }
  return true;
}

bool lowerData(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
               TokenVec &Out) {
  // A data-only directive gets the emitter's own error (it names the
  // directive); anything else must be a loop before items are rewritten.
  const bool DataOnly =
      S.Kind == Stmt::Directive && data::isDataOnlyConstruct(data::constructName(S));
  if (D.Perfo && !DataOnly && !perfoHasLoop(PP, D, S))
    return false;
  data::DataEmitter E(PP, D, S, Ctx);
  return E.run(Out);
}

} // namespace approx
