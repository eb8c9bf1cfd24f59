# lit configuration for approx-clang. Substitutions:
#   %approx-clang / %approx-clangxx  the driver under test (staged build)
#   %clang / %clangxx                plain clang-19, for side-by-side checks
#   %llvm-lib                        its lib folder (rpath of plain-clang OpenMP links)
#   %plugin                          ApproxPlugin.so (for -cc1 / -fplugin tests)
#   %approx-include                  staged include dir (approx.h)
#   %host-offload                    flags offloading to the x86_64 host device
#   %gpu-offload                     flags offloading to the GPU arch under test
#   %run                             runs a binary with offloading MANDATORY
#   %FileCheck                       FileCheck that also rejects stray "error:"
#   %squeeze                         sed that drops the blanks around punctuation
#                                    (and at line ends), so lowering tests check
#                                    -E output independently of clang's spacing
# Features: cuda-gpu (an NVIDIA GPU answers), cuda-toolkit (ptxas/nvlink),
#   asan-plugin (this build's plugin has ASan+UBSan: cmake -DAPPROX_SANITIZE=ON),
#   valgrind (valgrind is installed: memory-error tests of the cc1 job),
#   git-clang-format (git and git clang-format: tools/check-format.sh).
import os
import shutil
import subprocess
import sys

import lit.formats

config.name = "approx-clang"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".c", ".cpp", ".test", ".json"]
config.excludes = ["Inputs", "unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.approx_obj_root, "test")

stage = config.approx_stage
llvm_bin = config.llvm_bin
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(stage, "bin"), llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ["HOME", "TMPDIR", "LD_LIBRARY_PATH"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Tests set these themselves; never inherit them from the caller.
for var in ["APPROX_CONFIG", "APPROX_REPORT", "APPROX_SEED", "APPROX_CLANG_ECHO"]:
    config.environment.pop(var, None)

driver = os.path.join(stage, "bin", "approx-clang")
prebuilt = lit_config.params.get("approx_prebuilt")
if prebuilt:
    # GPU machine without a compiler (tools/gpu-tests/prebuild.py): the
    # binaries were compiled on the build machine; hand them out by name.
    cc = "python3 " + os.path.join(config.approx_src_root, "test", "Inputs", "prebuilt-cc.py") + \
        " " + os.path.abspath(prebuilt)
    config.substitutions.append(("%approx-clangxx", cc))
    config.substitutions.append(("%approx-clang", cc))
else:
    config.substitutions.append(("%approx-clangxx", driver + "++"))
    config.substitutions.append(("%approx-clang", driver))
config.substitutions.append(("%clangxx", os.path.join(llvm_bin, "clang++")))
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang")))
config.substitutions.append(("%llvm-lib", os.path.normpath(os.path.join(llvm_bin, "..", "lib"))))
config.substitutions.append(("%plugin", os.path.join(stage, "lib", "ApproxPlugin.so")))
config.substitutions.append(("%approx-include", os.path.join(stage, "include", "approx")))
config.substitutions.append(("%host-offload", "-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu"))
config.substitutions.append(("%gpu-offload", "-fopenmp --offload-arch=" + config.offload_arch))
config.substitutions.append(("%offload-arch", config.offload_arch))
config.substitutions.append(("%run", "env OMP_TARGET_OFFLOAD=MANDATORY"))
config.substitutions.append(("%FileCheck", "FileCheck --implicit-check-not=error:"))
config.substitutions.append(("%src-root", config.approx_src_root))
config.substitutions.append(("%python", sys.executable))
# lit applies substitutions with re.sub: the backslash of \1 is escaped.
squeeze = r"""sed -E -e 's/ *([][(){};,=<>+*&!?:/^%|-]) */\1/g' -e 's/^ +//' -e 's/ +$//'"""
config.substitutions.append(("%squeeze", squeeze.replace("\\", "\\\\")))

# git clang-format (clang-format-19): tools/check-format.sh's test runs.
if shutil.which("git") and (shutil.which("git-clang-format-19") or shutil.which("git-clang-format")):
    config.available_features.add("git-clang-format")

if os.path.exists(os.path.join(config.cuda_path, "bin", "ptxas")):
    config.available_features.add("cuda-toolkit")


def have_cuda_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


if shutil.which("valgrind"):
    config.available_features.add("valgrind")
if shutil.which("taskset"):
    config.available_features.add("taskset")
if os.path.isdir(os.path.join(config.approx_src_root, "tools", "approx-tune", "deps")):
    config.available_features.add("approx-tune-deps")

# An ASan+UBSan plugin (docs/fuzzing.md) names the sanitizer runtime that
# must be preloaded into clang-19; tools/fuzz/fuzz-pragmas does that itself.
if os.path.exists(os.path.join(stage, "lib", "ApproxPlugin.sanitize")):
    config.available_features.add("asan-plugin")

if have_cuda_gpu():
    config.available_features.add("cuda-gpu")
