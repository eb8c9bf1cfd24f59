#!/usr/bin/env python3
"""CUDA ELF header helper for the approx-clang driver tests.

  cuda-elf.py scan FILE          print the header of every CUDA ELF image
                                 (ELF64, e_machine EM_CUDA=190) found in FILE:
                                 a cubin, or an executable that embeds one
  cuda-elf.py check FILE --arch sm_NN
                                 exit 1 unless FILE holds at least one CUDA
                                 image and every one is in the ABI-7 form LLVM
                                 19's libomptarget loads: OSABI 0x33,
                                 ABIVERSION 7, e_flags = SM | 0x500 | SM << 16
  cuda-elf.py make OUT [--abi 8|7] [--sm N] [--machine M] [--class 32|64]
                   [--type exec|rel] [--flags F]
                                 write a synthetic image: an ELF header in the
                                 ABI-8 form CUDA >= 12.8 nvlink writes (OSABI
                                 0x41, ABIVERSION 8, SM in bits 8..15 of
                                 e_flags) or the ABI-7 form, plus a payload
"""
import argparse
import struct
import sys

EM_CUDA = 190


def headers(data):
    """Yields (offset, dict) for every ELF64 LSB CUDA header in data."""
    pos = data.find(b"\x7fELF")
    while pos >= 0:
        h = data[pos:pos + 64]
        if len(h) == 64 and h[4] == 2 and h[5] == 1:
            e_type, e_machine, e_version = struct.unpack_from("<HHI", h, 16)
            if e_machine == EM_CUDA and e_version == 1:
                (e_flags,) = struct.unpack_from("<I", h, 48)
                yield pos, {"type": e_type, "osabi": h[7], "abiversion": h[8],
                            "flags": e_flags}
        pos = data.find(b"\x7fELF", pos + 1)


def fmt(off, h):
    return ("cuda-elf at 0x%x: type=%d osabi=0x%x abiversion=%d flags=0x%x"
            % (off, h["type"], h["osabi"], h["abiversion"], h["flags"]))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("scan")
    p.add_argument("file")
    p = sub.add_parser("check")
    p.add_argument("file")
    p.add_argument("--arch", required=True)
    p = sub.add_parser("make")
    p.add_argument("out")
    p.add_argument("--abi", type=int, default=8)
    p.add_argument("--sm", type=int, default=90)
    p.add_argument("--machine", type=int, default=EM_CUDA)
    p.add_argument("--class", dest="elfclass", type=int, default=64)
    p.add_argument("--type", default="exec", choices=["exec", "rel"])
    p.add_argument("--flags", type=lambda s: int(s, 0), default=None)
    a = ap.parse_args()

    if a.cmd == "make":
        if a.abi == 8:
            osabi, flags = 0x41, 0x6000004 | (a.sm << 8)
        else:
            osabi, flags = 0x33, a.sm | 0x500 | (a.sm << 16)
        if a.flags is not None:
            flags = a.flags
        ident = b"\x7fELF" + bytes([2 if a.elfclass == 64 else 1, 1, 1, osabi,
                                    a.abi]) + bytes(7)
        e_type = 2 if a.type == "exec" else 1
        if a.elfclass == 64:
            hdr = ident + struct.pack("<HHIQQQIHHHHHH", e_type, a.machine, 1,
                                      0, 0, 0, flags, 64, 56, 0, 64, 0, 0)
        else:
            hdr = ident + struct.pack("<HHIIIIIHHHHHH", e_type, a.machine, 1,
                                      0, 0, 0, flags, 52, 32, 0, 40, 0, 0)
            hdr += bytes(64 - len(hdr))
        payload = bytes(range(256)) * 4
        with open(a.out, "wb") as f:
            f.write(hdr + payload)
        return 0

    with open(a.file, "rb") as f:
        data = f.read()
    found = list(headers(data))
    if a.cmd == "scan":
        for off, h in found:
            print(fmt(off, h))
        if not found:
            print("no CUDA ELF image in %s" % a.file)
        return 0

    sm = int(a.arch.split("_", 1)[1].rstrip("a"))
    want = sm | 0x500 | (sm << 16)
    if not found:
        print("error: no CUDA ELF image (e_machine 190) in %s" % a.file)
        return 1
    bad = 0
    for off, h in found:
        ok = (h["osabi"] == 0x33 and h["abiversion"] == 7
              and h["flags"] == want)
        print(("ok   " if ok else "BAD  ") + fmt(off, h)
              + ("" if ok else " (want osabi=0x33 abiversion=7 flags=0x%x)" % want))
        bad += not ok
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
