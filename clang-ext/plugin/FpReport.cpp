//===- FpReport.cpp - -fapprox-fp-report=<file.json> ----------------------===//
//
// Records the regions (FpReport.h), analyses them (FpGraph.h) and writes the
// JSON of docs/precision-tuning.md with llvm::json. The cost model written
// with every region is the H100's (SXM, non-tensor peak rates from NVIDIA's
// datasheet: FP64 33.5, FP32 66.9, FP16 and BF16 133.8 TFLOPS): the cost of
// one operation is the inverse of its throughput, relative to FP64, so
// 1 : 0.5 : 0.25 : 0.25. The report also carries score_declared, S(P) of
// the vector that keeps every variable's declared type, so that the tuner's
// implementation of S can be checked against this one.
//
//===----------------------------------------------------------------------===//
#include "FpReport.h"
#include "FpAccess.h"
#include "FpGraph.h"
#include "FpHoist.h"
#include "ItemTypes.h"
#include "Options.h"
#include "TokenScan.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <optional>

using namespace clang;

namespace approx {

namespace {

/// The static cost model (docs/precision-tuning.md says why these values).
struct FpModel {
  static double opCost(FpType T) {
    switch (T) {
    case FpType::Double:
      return 1.0; // 64 FP64 FMA / clock / SM on sm_90
    case FpType::Float:
      return 0.5; // 128 FP32
    case FpType::Half:
    case FpType::BF16:
      return 0.25; // 256 (as half2 / bf162 pairs)
    }
    return 1.0;
  }
  static unsigned bytes(FpType T) { return T == FpType::Double ? 8 : T == FpType::Float ? 4 : 2; }
  /// One conversion costs one FP64 operation.
  static constexpr double CastCost = 1.0;
  /// One byte loaded or stored: half an FP64 operation (L1: 128 bytes per
  /// clock per SM against 64 FP64 operations).
  static constexpr double ByteCost = 0.5;
  /// One byte read or written by the device conversion pass of a retyped
  /// mapped array: ten FP64 operations (H100 SXM: 33.5 TFLOPS FP64 against
  /// 3.35 TB/s of HBM3; the pass streams through DRAM).
  static constexpr double ConvertByteCost = 10.0;
};

constexpr FpType AllTypes[] = {FpType::Double, FpType::Float, FpType::Half, FpType::BF16};

std::vector<FpRegionSpan> &regions() {
  static std::vector<FpRegionSpan> R;
  return R;
}

/// S(P) for P = the declared types.
double declaredScore(const FpRegionGraph &G) {
  double S = 0;
  for (const FpVar &V : G.Vars) {
    S += V.Ops.total() * FpModel::opCost(V.Type);
    S += (V.Loads + V.Stores) * FpModel::bytes(V.Type) * FpModel::ByteCost;
  }
  for (const FpEdge &E : G.Edges)
    if (G.Vars[E.From].Type != G.Vars[E.To].Type)
      S += E.Count * FpModel::CastCost;
  return S;
}

void writeModel(llvm::json::OStream &J) {
  J.attributeObject("model", [&] {
    J.attributeObject("op_cost", [&] {
      for (FpType T : AllTypes)
        J.attribute(fpTypeName(T), FpModel::opCost(T));
    });
    J.attribute("cast_cost", FpModel::CastCost);
    J.attribute("byte_cost", FpModel::ByteCost);
    J.attribute("convert_byte_cost", FpModel::ConvertByteCost);
    J.attributeObject("bytes", [&] {
      for (FpType T : AllTypes)
        J.attribute(fpTypeName(T), static_cast<int64_t>(FpModel::bytes(T)));
    });
  });
}

/// Whether a precision list of region R may name V without an error: the
/// rules of VarPrecision*.cpp, read from the tokens as written. The report
/// test Bench/fp-report-retypable.test checks them against the compiler.
bool retypable(const FpVar &V, const FpRegionSpan &R) {
  if (R.DataSite)
    return false;
  switch (V.Kind) {
  case FpVarKind::Local: // declared with a floating-point keyword (not `T a`, not `auto`)
    return R.Declared.contains(V.Name);
  case FpVarKind::Array: // its own, or mapped as a section and used by element: a typed device copy
    return R.Declared.contains(V.Name) ||
           (R.MappedSections.contains(V.Name) && !R.PointerUses.contains(V.Name));
  case FpVarKind::Param: // read-only: a copy of the new type
    return !R.Assigned.contains(V.Name);
  }
  return false;
}

void writeRegion(llvm::json::OStream &J, ASTContext &Ctx, const FpRegionSpan &R) {
  const SourceManager &SM = Ctx.getSourceManager();
  FpRegionGraph G = analyzeRegion(Ctx, R);
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(R.PragmaLoc));
  J.object([&] {
    J.attribute("label", R.Label);
    J.attribute("file", P.isValid() ? llvm::sys::path::filename(P.getFilename()) : "");
    J.attribute("line", static_cast<int64_t>(P.isValid() ? P.getLine() : 0));
    J.attributeArray("variables", [&] {
      for (unsigned Id = 0; Id < G.Vars.size(); ++Id) {
        const FpVar &V = G.Vars[Id];
        J.object([&] {
          J.attribute("id", static_cast<int64_t>(Id));
          J.attribute("name", V.Name);
          J.attribute("type", fpTypeName(V.Type));
          J.attribute("line", static_cast<int64_t>(V.Line));
          if (V.MacroLine)
            J.attribute("macro_line", static_cast<int64_t>(V.MacroLine));
          J.attribute("kind", fpVarKindName(V.Kind));
          // What a precision list of this region may name without an error.
          J.attribute("retypable", retypable(V, R));
          J.attributeObject("ops", [&] {
            J.attribute("add", static_cast<int64_t>(V.Ops.Add));
            J.attribute("mul", static_cast<int64_t>(V.Ops.Mul));
            J.attribute("div", static_cast<int64_t>(V.Ops.Div));
            J.attribute("math", static_cast<int64_t>(V.Ops.Math));
          });
          J.attributeObject("mem", [&] {
            J.attribute("loads", static_cast<int64_t>(V.Loads));
            J.attribute("stores", static_cast<int64_t>(V.Stores));
          });
          if (V.Kind == FpVarKind::Array) {
            // What the device conversion term of the score needs: the map
            // type of a section the construct maps, and whether the kernel
            // streams through the array (FpStream.cpp).
            if (auto M = R.MappedSections.find(V.Name); M != R.MappedSections.end())
              J.attribute("map", M->second);
            J.attribute("streamed", V.Streamed);
            if (R.Hoisted.contains(V.Name)) // converted once per execution of the statement
              J.attribute("hoisted", true);
          }
        });
      }
    });
    // Floating-point state of the region that no list can name (FpMembers.cpp):
    // present when there is some, so that it is not silently left out.
    if (!G.NonCandidates.empty())
      J.attributeArray("not_candidates", [&] {
        for (const FpNonCandidate &N : G.NonCandidates)
          J.object([&] {
            J.attribute("name", N.Name);
            J.attribute("type", fpTypeName(N.Type));
            J.attribute("line", static_cast<int64_t>(N.Line));
            if (N.MacroLine)
              J.attribute("macro_line", static_cast<int64_t>(N.MacroLine));
            J.attribute("kind", "member");
            J.attribute("retypable", false);
            J.attribute("reason", N.Reason);
          });
      });
    J.attributeArray("edges", [&] {
      for (const FpEdge &E : G.Edges)
        J.object([&] {
          J.attribute("from", static_cast<int64_t>(E.From));
          J.attribute("to", static_cast<int64_t>(E.To));
          J.attribute("count", static_cast<int64_t>(E.Count));
          J.attribute("copy", E.Copy);
        });
    });
    J.attributeArray("groups", [&] {
      for (const std::vector<unsigned> &Grp : G.Groups)
        J.array([&] {
          for (unsigned Id : Grp)
            J.value(static_cast<int64_t>(Id));
        });
    });
    writeModel(J);
    J.attribute("score_declared", declaredScore(G));
  });
}

std::optional<FpType> keywordType(const Token &T) {
  switch (T.getKind()) {
  case tok::kw_double:
    return FpType::Double;
  case tok::kw_float:
    return FpType::Float;
  case tok::kw__Float16:
  case tok::kw_half:
    return FpType::Half;
  case tok::kw___bf16:
    return FpType::BF16;
  default:
    return std::nullopt;
  }
}

/// The declarators that follow a floating-point type keyword in Toks
/// (`double a = e, *p, w[3];`, `for (float x = 0; ...)`): name location ->
/// type. Casts, sizeof and template arguments have no declarator.
void scanWrittenTypes(llvm::ArrayRef<Token> Toks, llvm::DenseMap<SourceLocation, FpType> &Out,
                      llvm::StringSet<> &Names,
                      llvm::function_ref<std::optional<FpType>(const Token &)> TypeName) {
  for (size_t I = 0; I < Toks.size(); ++I) {
    std::optional<FpType> T = keywordType(Toks[I]);
    // A typedef name of a floating-point type before a declarator (`real x`).
    if (!T && Toks[I].is(tok::identifier) && I + 1 < Toks.size() &&
        Toks[I + 1].isOneOf(tok::identifier, tok::star, tok::kw_const) &&
        !(I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon)))
      T = TypeName(Toks[I]);
    if (!T || (I > 0 && Toks[I - 1].is(tok::kw_long)))
      continue;
    size_t J = I + 1;
    for (;;) {
      bool Pointer = false;
      while (J < Toks.size() &&
             Toks[J].isOneOf(tok::star, tok::kw_const, tok::kw_volatile, tok::kw_restrict))
        Pointer |= Toks[J++].is(tok::star);
      if (J >= Toks.size() || !Toks[J].is(tok::identifier))
        break;
      Out.try_emplace(Toks[J].getLocation(), *T);
      if (!Pointer) // a precision list may not name a pointer
        Names.insert(Toks[J].getIdentifierInfo()->getName());
      // To the next declarator (a top-level comma) or the end of the declaration.
      int Depth = 0;
      for (++J; J < Toks.size(); ++J) {
        if (Toks[J].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
          ++Depth;
        else if (Toks[J].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && --Depth < 0)
          break;
        else if (Depth == 0 && Toks[J].isOneOf(tok::comma, tok::semi))
          break;
      }
      if (J >= Toks.size() || !Toks[J].is(tok::comma))
        break;
      ++J;
    }
  }
}

/// The section bases of the map clauses of the target construct that
/// begins Toks (`#pragma omp target ... map(to: a[0:n], b[0:n])`); nothing
/// when the statement does not begin with a target construct.
void scanMappedSections(llvm::ArrayRef<Token> Toks, llvm::StringMap<std::string> &Out,
                        bool &DataSite) {
  if (Toks.empty() || !Toks[0].is(tok::annot_pragma_openmp))
    return;
  llvm::SmallVector<llvm::StringRef, 8> Words = directiveWords(Toks);
  if (Words.empty() || Words[0] != "target")
    return;
  if (Words.size() > 1 && llvm::is_contained({"data", "enter", "exit", "update"}, Words[1])) {
    DataSite = true;
    return;
  }
  const size_t End = directiveEnd(Toks, 0);
  for (size_t I = 1; I + 1 < End; ++I) {
    if (identName(Toks[I]) != "map" || !Toks[I + 1].is(tok::l_paren))
      continue;
    // The list's top-level names followed by '[' (not those in subscripts).
    const size_t Close = closingBracket(Toks, I + 1);
    // The map type, named before the top-level ':' (`map(always, to: ...)`).
    const size_t Colon = topLevelEnd(Toks, I + 2, {tok::colon}); // or the clause's ')'
    const bool Typed = Colon < Close && Toks[Colon].is(tok::colon);
    const std::string Type =
        mapTypeOf(Typed ? Toks.slice(I + 2, Colon - I - 2) : llvm::ArrayRef<Token>()).str();
    const size_t First = Typed ? Colon + 1 : I + 2;
    for (size_t J = First; J < Close; ++J) {
      if (Toks[J].is(tok::identifier) && J + 1 < Close && Toks[J + 1].is(tok::l_square))
        Out[identName(Toks[J++])] = Type; // J at the section's '['
      if (Toks[J].isOneOf(tok::l_paren, tok::l_square))
        J = closingBracket(Toks, J);
    }
    I = Close;
  }
}

/// The identifiers of Toks that are assigned (assignedAt, the reading the
/// precision clause's check of scalars declared outside uses).
void scanAssigned(llvm::ArrayRef<Token> Toks, llvm::StringSet<> &Out) {
  for (size_t I = 0; I < Toks.size(); ++I)
    if (Toks[I].is(tok::identifier) && !(I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow)) &&
        assignedAt(Toks, I))
      Out.insert(identName(Toks[I]));
}

/// The identifiers of Toks used other than to reach one element
/// (isElementUse) or as a member, outside OpenMP directives
/// (FpRegionSpan::PointerUses).
void scanPointerUses(llvm::ArrayRef<Token> Toks, llvm::StringSet<> &Out) {
  bool InDirective = false;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (Toks[I].isOneOf(tok::annot_pragma_openmp, tok::annot_pragma_openmp_end)) {
      InDirective = Toks[I].is(tok::annot_pragma_openmp);
      continue;
    }
    if (InDirective || Toks[I].isNot(tok::identifier) ||
        (I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow)) || isElementUse(Toks, I))
      continue;
    Out.insert(identName(Toks[I]));
  }
}

} // namespace

bool fpReportWanted(const Preprocessor &PP) {
  const LangOptions &LO = PP.getLangOpts();
  return !getOptions().FpReport.empty() && !PP.isPreprocessedOutput() &&
         !(LO.OpenMP && LO.OpenMPIsTargetDevice) && !LO.CUDAIsDevice;
}

void recordFpRegion(Preprocessor &PP, Sema *S, llvm::StringRef Label, SourceLocation PragmaLoc,
                    llvm::ArrayRef<Token> Statement) {
  if (!fpReportWanted(PP))
    return;
  FpRegionSpan R;
  R.Label = Label.str();
  R.PragmaLoc = PragmaLoc;
  const SourceManager &SM = PP.getSourceManager();
  std::pair<FileID, unsigned> P = SM.getDecomposedExpansionLoc(PragmaLoc);
  R.File = P.first;
  R.PragmaOffset = R.Begin = R.End = P.second;
  for (const Token &T : Statement) {
    if (T.isAnnotation())
      continue;
    R.Tokens.insert(T.getLocation());
    if (T.getLocation().isInvalid())
      continue;
    std::pair<FileID, unsigned> L = SM.getDecomposedExpansionLoc(T.getLocation());
    if (L.first != R.File)
      continue;
    R.Begin = std::min(R.Begin, L.second);
    R.End = std::max(R.End, L.second);
  }
  auto TypeName = [&](const Token &T) -> std::optional<FpType> {
    NameFacts F = lookUpName(PP, S, PragmaLoc, T.getIdentifierInfo());
    return F.TypeName.isNull() ? std::nullopt : scalarType(F.TypeName);
  };
  scanWrittenTypes(Statement, R.WrittenTypes, R.Declared, TypeName);
  scanMappedSections(Statement, R.MappedSections, R.DataSite);
  llvm::StringMap<std::string> Hoisted; // a time loop's kernels' arrays
  hoistableSections(PP, Statement, Hoisted);
  for (const auto &H : Hoisted) {
    R.MappedSections[H.getKey()] = H.getValue();
    R.Hoisted.insert(H.getKey());
  }
  scanAssigned(Statement, R.Assigned);
  scanPointerUses(Statement, R.PointerUses);
  regions().push_back(std::move(R));
}

void writeFpReport(ASTContext &Ctx, DiagnosticsEngine &Diags) {
  const std::string &Path = getOptions().FpReport;
  const LangOptions &LO = Ctx.getLangOpts();
  if (Path.empty() || (LO.OpenMP && LO.OpenMPIsTargetDevice) || LO.CUDAIsDevice)
    return;
  if (Diags.hasErrorOccurred()) {
    // As for clang's own outputs: a failed compile leaves no report behind,
    // not even one of an earlier run.
    llvm::sys::fs::remove(Path);
    return;
  }
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    Diags.Report(Diags.getCustomDiagID(
        DiagnosticsEngine::Error, "approx plugin: cannot write -fapprox-fp-report file '%0': %1"))
        << Path << EC.message();
    return;
  }
  {
    llvm::json::OStream J(OS, 2);
    J.object([&] {
      J.attribute("version", 1);
      // Nested regions are recorded before the region around them.
      const SourceManager &SM = Ctx.getSourceManager();
      std::vector<FpRegionSpan> &Rs = regions();
      std::stable_sort(Rs.begin(), Rs.end(), [&](const FpRegionSpan &A, const FpRegionSpan &B) {
        return SM.isBeforeInTranslationUnit(A.PragmaLoc, B.PragmaLoc);
      });
      J.attributeArray("regions", [&] {
        for (const FpRegionSpan &R : Rs)
          writeRegion(J, Ctx, R);
      });
    });
  }
  OS << "\n";
  OS.close();
  if (OS.has_error()) {
    Diags.Report(Diags.getCustomDiagID(
        DiagnosticsEngine::Error, "approx plugin: cannot write -fapprox-fp-report file '%0': %1"))
        << Path << OS.error().message();
    OS.clear_error();
  }
}

} // namespace approx
