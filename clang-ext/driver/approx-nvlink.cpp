//===- approx-nvlink.cpp - nvlink shim for LLVM 19 offloading on CUDA 13 --===//
//
// Installed as <prefix>/lib/approx-cuda/bin/nvlink, inside the CUDA mirror
// that approx-clang passes as --cuda-path. clang-19's offload link runs
// clang-linker-wrapper -> clang --target=nvptx64 -> clang-nvlink-wrapper ->
// <cuda-path>/bin/nvlink, so this program produces every OpenMP device image.
//
// It runs the real nvlink with the same arguments. When that succeeds, it
// rewrites the ELF header of the output cubin (-o FILE) from the ABI-8 layout
// that CUDA >= 12.8 writes (e_ident[EI_ABIVERSION] = 8, SM number in bits
// 8..15 of e_flags) to the ABI-7 layout LLVM 19's libomptarget reads:
//   e_ident[EI_OSABI] = 0x33, e_ident[EI_ABIVERSION] = 7,
//   e_flags = SM | 0x500 | (SM << 16).
// Anything else (not ELF64 little-endian, not EM_CUDA, not an executable
// image, already ABI 7) is left unchanged.
//
// Env: APPROX_REAL_NVLINK overrides the nvlink that is run (tests);
//      APPROX_NVLINK_NO_FIX=1 runs nvlink without touching its output.
// Usage for a file alone: approx-nvlink --approx-fix-header FILE
//===----------------------------------------------------------------------===//

#include "ApproxDriverConfig.h"

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

const char *const Tool = "approx-nvlink";

constexpr unsigned EI_OSABI = 7;
constexpr unsigned EI_ABIVERSION = 8;
constexpr uint16_t EM_CUDA = 190;
constexpr uint16_t ET_EXEC = 2;
constexpr unsigned ELF64HeaderSize = 64;
constexpr unsigned OffType = 16, OffMachine = 18, OffFlags = 48;

uint16_t get16(const unsigned char *P) { return P[0] | (P[1] << 8); }
uint32_t get32(const unsigned char *P) {
  return uint32_t(P[0]) | uint32_t(P[1]) << 8 | uint32_t(P[2]) << 16 |
         uint32_t(P[3]) << 24;
}
void put32(unsigned char *P, uint32_t V) {
  for (int I = 0; I < 4; ++I)
    P[I] = (V >> (8 * I)) & 0xff;
}

bool readFull(int Fd, unsigned char *Buf, size_t N, size_t &Got) {
  Got = 0;
  while (Got < N) {
    ssize_t R = ::pread(Fd, Buf + Got, N - Got, Got);
    if (R < 0 && errno == EINTR)
      continue;
    if (R < 0)
      return false;
    if (R == 0)
      break;
    Got += size_t(R);
  }
  return true;
}

// Returns 0 on success (rewritten or left alone), 1 with a message on error.
int fixHeader(const std::string &Path, bool Verbose) {
  int Fd = ::open(Path.c_str(), O_RDWR);
  if (Fd < 0) {
    std::fprintf(stderr, "%s: error: cannot open output '%s': %s\n", Tool,
                 Path.c_str(), std::strerror(errno));
    return 1;
  }
  unsigned char H[ELF64HeaderSize];
  size_t Got = 0;
  if (!readFull(Fd, H, sizeof(H), Got)) {
    std::fprintf(stderr, "%s: error: cannot read '%s': %s\n", Tool,
                 Path.c_str(), std::strerror(errno));
    ::close(Fd);
    return 1;
  }
  // Only an ELF64 little-endian CUDA executable image in the ABI-8 form.
  bool Candidate = Got == sizeof(H) && std::memcmp(H, "\x7f" "ELF", 4) == 0 &&
                   H[4] == 2 /*ELFCLASS64*/ && H[5] == 1 /*ELFDATA2LSB*/ &&
                   get16(H + OffMachine) == EM_CUDA &&
                   get16(H + OffType) == ET_EXEC && H[EI_ABIVERSION] == 8;
  if (!Candidate) {
    ::close(Fd);
    return 0;
  }
  uint32_t Flags = get32(H + OffFlags);
  uint32_t SM = (Flags >> 8) & 0xff;
  if (SM == 0) {
    std::fprintf(stderr,
                 "%s: error: '%s': ABI-8 CUDA image with no SM number in "
                 "e_flags 0x%x; cannot convert it for LLVM 19's libomptarget\n",
                 Tool, Path.c_str(), unsigned(Flags));
    ::close(Fd);
    return 1;
  }
  uint32_t NewFlags = SM | 0x500 | (SM << 16);
  unsigned char Patch[ELF64HeaderSize];
  std::memcpy(Patch, H, sizeof(H));
  Patch[EI_OSABI] = 0x33;
  Patch[EI_ABIVERSION] = 7;
  put32(Patch + OffFlags, NewFlags);
  ssize_t W;
  do
    W = ::pwrite(Fd, Patch, sizeof(Patch), 0);
  while (W < 0 && errno == EINTR);
  if (W != ssize_t(sizeof(Patch)) || ::close(Fd) != 0) {
    std::fprintf(stderr, "%s: error: cannot rewrite the ELF header of '%s': %s\n",
                 Tool, Path.c_str(), std::strerror(errno));
    return 1;
  }
  if (Verbose)
    std::fprintf(stderr,
                 "%s: rewrote '%s': OSABI 0x%x->0x33, ABIVERSION 8->7, "
                 "e_flags 0x%x->0x%x (sm_%u)\n",
                 Tool, Path.c_str(), unsigned(H[EI_OSABI]), unsigned(Flags),
                 unsigned(NewFlags), unsigned(SM));
  return 0;
}

std::string outputOf(int argc, char **argv) {
  std::string Out;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if ((A == "-o" || A == "--output-file") && I + 1 < argc)
      Out = argv[++I];
    else if (A.compare(0, 14, "--output-file=") == 0)
      Out = A.substr(14);
    else if (A.size() > 2 && A.compare(0, 2, "-o") == 0 && A[2] != '-')
      Out = A.substr(2);
  }
  return Out;
}

} // namespace

int main(int argc, char **argv) {
  if (argc == 3 && std::strcmp(argv[1], "--approx-fix-header") == 0)
    return fixHeader(argv[2], /*Verbose=*/true);

  const char *Env = std::getenv("APPROX_REAL_NVLINK");
  std::string Real = Env && *Env ? Env : APPROX_REAL_NVLINK;
  bool Verbose = false;
  for (int I = 1; I < argc; ++I)
    Verbose |= std::strcmp(argv[I], "-v") == 0 ||
               std::strcmp(argv[I], "--verbose") == 0;
  if (Verbose)
    std::fprintf(stderr, "%s: running %s\n", Tool, Real.c_str());

  std::vector<char *> Args;
  Args.push_back(const_cast<char *>(Real.c_str()));
  for (int I = 1; I < argc; ++I)
    Args.push_back(argv[I]);
  Args.push_back(nullptr);

  std::fflush(nullptr);
  pid_t Pid = ::fork();
  if (Pid < 0) {
    std::fprintf(stderr, "%s: error: fork failed: %s\n", Tool,
                 std::strerror(errno));
    return 1;
  }
  if (Pid == 0) {
    ::execv(Real.c_str(), Args.data());
    std::fprintf(stderr, "%s: error: cannot run the real nvlink '%s': %s\n",
                 Tool, Real.c_str(), std::strerror(errno));
    // Not 127: LLVM's process launcher (clang-nvlink-wrapper) reads that as
    // "program not found" and would blame the shim itself.
    ::_exit(1);
  }
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0) {
    if (errno != EINTR) {
      std::fprintf(stderr, "%s: error: waiting for nvlink: %s\n", Tool,
                   std::strerror(errno));
      return 1;
    }
  }
  if (WIFSIGNALED(Status)) {
    int Sig = WTERMSIG(Status);
    std::signal(Sig, SIG_DFL);
    ::raise(Sig);
    return 128 + Sig;
  }
  int RC = WIFEXITED(Status) ? WEXITSTATUS(Status) : 1;
  if (RC != 0)
    return RC;

  const char *NoFix = std::getenv("APPROX_NVLINK_NO_FIX");
  if (NoFix && *NoFix && std::strcmp(NoFix, "0") != 0)
    return 0;
  std::string Out = outputOf(argc, argv);
  if (Out.empty() || Out == "-")
    return 0;
  return fixHeader(Out, Verbose);
}
