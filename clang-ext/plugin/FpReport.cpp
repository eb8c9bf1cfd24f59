//===- FpReport.cpp - -fapprox-fp-report=<file.json> ----------------------===//
//
// Analyses the regions that FpRecord.cpp recorded (FpGraph.h) and writes
// the JSON of docs/precision-tuning.md with llvm::json. The cost model written
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
#include "Options.h"
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
  // A double buffer's arrays (R.Tied): offered as one "tied" set when they
  // are candidates of one type; else none of them is retypable, since the
  // compiler wants them listed together with one type.
  llvm::StringMap<unsigned> IdOf;
  for (unsigned Id = 0; Id < G.Vars.size(); ++Id)
    IdOf[G.Vars[Id].Name] = Id;
  std::vector<std::vector<unsigned>> Tied;
  llvm::StringSet<> Refused;
  for (const std::vector<std::string> &Set : R.Tied) {
    std::vector<unsigned> Ids;
    for (const std::string &N : Set)
      if (auto It = IdOf.find(N);
          It != IdOf.end() && (Ids.empty() || G.Vars[It->second].Type == G.Vars[Ids[0]].Type))
        Ids.push_back(It->second);
    if (Ids.size() == Set.size()) {
      Tied.push_back(std::move(Ids));
      continue;
    }
    for (const std::string &N : Set)
      Refused.insert(N);
  }
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
          J.attribute("retypable", retypable(V, R) && !Refused.contains(V.Name));
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
    if (!Tied.empty()) // each set: one type in every vector
      J.attributeArray("tied", [&] {
        for (const std::vector<unsigned> &Set : Tied)
          J.array([&] {
            for (unsigned Id : Set)
              J.value(static_cast<int64_t>(Id));
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

} // namespace

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
      std::vector<FpRegionSpan> &Rs = recordedFpRegions();
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
