extern "C" int kernel(int n) {
  int s = 0;
#pragma approx perfo(small:3) label("cxx-side")
#pragma omp target teams distribute parallel for map(tofrom: s) reduction(+: s)
  for (int i = 0; i < n; ++i)
    s += 1;
  return s;
}
