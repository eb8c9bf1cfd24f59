// ReportText.h - the APPROX_REPORT JSON as it stands, for the runtime's unit
// tests (one helper instead of a copy per test file).
#ifndef APPROX_TEST_REPORTTEXT_H
#define APPROX_TEST_REPORTTEXT_H

#include "approxrt_internal.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

inline std::string reportText() {
  char *buf = nullptr;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  EXPECT_NE(f, nullptr);
  EXPECT_EQ(__approxrt_write_report(f), 0);
  fclose(f);
  std::string r(buf, len);
  free(buf);
  return r;
}

#endif
