//===- PrintKinds.h - approx-clang --approx-print-kinds -------------------===//
//
// The driver's view of headers/approx_kinds.def: printApproxKinds() writes
// every clause kind and mode name of #pragma approx as JSON on stdout, for
// tools such as approx-tune (PrintKinds.cpp says the shape).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PRINTKINDS_H
#define APPROX_PRINTKINDS_H

void printApproxKinds();

#endif
