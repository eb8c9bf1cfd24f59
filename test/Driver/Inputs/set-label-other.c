// The other file of Driver/fapprox-set-unknown-label.c: its one region is
// labelled 'other_loop'; it returns how many of n iterations ran.
int other(int n) {
  int kept = 0;
#pragma approx perfo(small:2) label("other_loop")
  for (int i = 0; i < n; ++i)
    ++kept;
  return kept;
}
