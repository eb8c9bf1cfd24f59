//===- CudaAwareLowering.cpp - sync / atomic / branch ----------------------===//
//
// Öz's CUDA-aware approximations. Not implemented yet: checkDirective()
// rejects these clauses with "not supported yet" before we get here.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "Lowering.h"

using namespace clang;

namespace approx {

bool lowerCudaAware(Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                    const LoweringContext &Ctx, TokenVec &Out) {
  error(PP, D.PragmaLoc, "clauses 'sync', 'atomic' and 'branch' are not supported yet");
  return false;
}

} // namespace approx
namespace approx {
bool lowerData(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
               const LoweringContext &Ctx, TokenVec &Out) { return lowerPerfo(PP, D, S, Ctx, Out); }
bool checkDataDirective(clang::Preprocessor &PP, const ApproxDirective &D) { return true; }
}
