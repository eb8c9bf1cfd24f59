//===- Lowering.h - lowerings of #pragma approx ---------------------------===//
//
// The interface between the pragma handler and the lowerings: each takes the
// parsed directive and the statement that follows it, and produces the token
// stream that replaces them. Lowered code only calls headers/approx.h.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_LOWERING_H
#define APPROX_LOWERING_H

#include "Directive.h"
#include "StmtReader.h"

namespace clang {
class Sema;
}

namespace approx {

/// Data-approximation hook (DataLowering.cpp): tokens the perfo emitter
/// places, in its prologue form, inside the region's block right before the
/// loop (after the plan is declared) and right after it (before the time is
/// recorded): output reconstruction and its `target data` wrapper.
struct PerfoHooks {
  TokenVec BeforeLoop, AfterLoop;
};

struct LoweringContext {
  bool DeviceCompile = false;    // an OpenMP device cc1 job
  bool ContinueLowering = false; // -fapprox-perfo-lowering=continue
  bool Remarks = false;          // -Rapprox
  bool OmpFirst = false;         // an OpenMP loop directive (or its collapsed nest)
                                 // directly encloses the loop: inline form
  unsigned OmpFirstCollapse = 1; // its collapse(n)
  // Inline form, from the directive's text when it stands right above:
  bool OmpFirstHostCounted = true; // a target construct, or unknown: the
                                   // device does not count executions
  bool OmpFirstDistribute = false; // the loop is distributed over teams
  bool OmpFirstWorksharing = false; // ... over the threads of a parallel region
  bool OmpFirstIterCounted = false; // ... or counted at its first compacted
                                    // iteration (Placement.h)
  TokenVec OmpFirstDirective;       // its tokens, where known
  TokenVec *HeldDirective = nullptr; // inline form: the directive's run held back,
                                     // entered in front of the lowered loop (a
                                     // lowering may add a clause to it)
  bool InlineTimed = false;        // a statement may follow the construct:
                                   // the host times it (begin/end)
  unsigned Id = 0;               // unique per translation unit
  const PerfoHooks *Hooks = nullptr; // data approximation (prologue form only)
  clang::Sema *Sema = nullptr;       // the parser's Sema, standing at the pragma (null under -E and
                                     // inside another region's statement, read ahead)
  clang::Sema *ClassSema = nullptr;  // in a member function defined inside its class (Sema is
                                     // null): the parser's Sema, standing in the class being
                                     // defined, for the precision call checks alone
};

/// `perfo`: compacted (or HPAC-style) perforated loop.
/// Whether S (through its directives) is a 'for' loop perfo can apply to;
/// reports the error at the user's statement otherwise. Checked before any
/// lowering rewrites S.
bool perfoHasLoop(clang::Preprocessor &PP, const ApproxDirective &D, const Stmt &S);
bool lowerPerfo(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                const LoweringContext &Ctx, TokenVec &Out);

/// `sync`, `atomic`, `branch` (Öz's CUDA-aware approximations).
bool lowerCudaAware(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                    const LoweringContext &Ctx, TokenVec &Out);

/// `in`, `out`, `reconstruct`, `precision` (DataLowering.cpp); calls
/// lowerPerfo for the loop when it is perforated.
bool lowerData(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
               const LoweringContext &Ctx, TokenVec &Out);

/// `memo(in|out)` with in/out/inout items (MemoLowering.cpp).
bool lowerMemo(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
               const LoweringContext &Ctx, TokenVec &Out);

/// A group (only `label` and `if`; NestedRegions.cpp): the statement as
/// written when the group or every region in it is disabled.
bool lowerGroup(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                const LoweringContext &Ctx, TokenVec &Out);

} // namespace approx

#endif
