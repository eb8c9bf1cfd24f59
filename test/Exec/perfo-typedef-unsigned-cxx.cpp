// A C++ loop variable of type 'auto' deduced as size_t, or of an alias of size_t, runs the unsigned count-down idiom as C does, and disabled runs it whole (the program stopped: "the loop step does not move the variable towards its bound").
// RUN: %approx-clangxx -Wall -Wextra -pedantic -Werror %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: echo '{"auto": {"enabled": false}, "alias": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT

// APPROX: auto 97531
// APPROX-NEXT: alias 97531
// EXACT: auto 9876543210
// EXACT-NEXT: alias 9876543210

#include <cstddef>
#include <cstdio>
#include <vector>

using idx_t = std::size_t;

int main() {
  std::vector<int> v(10, 0);
  long s = 0;
#pragma approx perfo(large:2) label("auto")
  for (auto i = v.size() - 1; i < v.size(); --i)
    s = s * 10 + static_cast<long>(i);
  std::printf("auto %ld\n", s);
  s = 0;
#pragma approx perfo(large:2) label("alias")
  for (idx_t i = 9; i < 10; --i)
    s = s * 10 + static_cast<long>(i);
  std::printf("alias %ld\n", s);
  return 0;
}
