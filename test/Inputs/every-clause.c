/* every-clause.c - one use of every kind of #pragma approx clause, for
 * test/Driver/macro-clean.test: every perforation kind (host loop, target
 * loop, and a sequential loop inside a kernel), in/out/reconstruct, host
 * and device input perforation, precision half/bf16/unorm16/unorm8, sync,
 * atomic, branch, memo(in) and memo(out) with inout, label, if. Every identifier of its own starts with `ec`
 * (or `EC`), so the test may -D any other name; it prints checksums so a
 * build with such -D's can be compared with one without. */
#include <omp.h>
#include <stdio.h>

#define EC_N 64
#define EC_R 8

static float ec_in[EC_N], ec_out[EC_N], ec_img[EC_R][EC_R], ec_res[EC_R][EC_R];
static double ec_d[EC_N];

static double ec_sum(const float *ec_v, int ec_len) {
  double ec_s = 0;
  for (int ec_i = 0; ec_i < ec_len; ++ec_i)
    ec_s += ec_v[ec_i] * (ec_i % 7 + 1);
  return ec_s;
}

static void ec_reset(void) {
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) {
    ec_in[ec_i] = (float)(ec_i % 10) / 10.0f;
    ec_out[ec_i] = -1;
    ec_d[ec_i] = ec_i / 3.0;
  }
  for (int ec_i = 0; ec_i < EC_R; ++ec_i)
    for (int ec_j = 0; ec_j < EC_R; ++ec_j) {
      ec_img[ec_i][ec_j] = (float)(ec_i + ec_j) / 16.0f;
      ec_res[ec_i][ec_j] = -1;
    }
}

#define EC_SHOW(ec_name, ec_v, ec_len) printf("%s %.4f\n", ec_name, ec_sum(ec_v, ec_len))

int main(void) {
  volatile int ec_on = 1;
  int ec_n = EC_N;
  float *ec_pimg = &ec_img[0][0];

  ec_reset();
#pragma approx perfo(small:2) label("ec_small")
  for (int ec_i = 0; ec_i < ec_n; ++ec_i) ec_out[ec_i] = ec_in[ec_i];
  EC_SHOW("small host", ec_out, EC_N);
  ec_reset();
#pragma approx perfo(large, chunk(2):3) if(ec_on)
#pragma omp target teams distribute parallel for map(to: ec_in) map(tofrom: ec_out)
  for (int ec_i = 0; ec_i < ec_n; ++ec_i) ec_out[ec_i] = ec_in[ec_i];
  EC_SHOW("large target", ec_out, EC_N);
  ec_reset();
#pragma approx perfo(rate:0.25)
#pragma omp parallel for
  for (int ec_i = 0; ec_i < ec_n; ec_i += 1) ec_out[ec_i] = ec_in[ec_i];
  EC_SHOW("rate parallel", ec_out, EC_N);
  ec_reset();
#pragma approx perfo(rand:0.5) label("ec_rand")
#pragma omp target teams distribute parallel for map(to: ec_in) map(tofrom: ec_out)
  for (int ec_i = ec_n - 1; ec_i >= 0; --ec_i) ec_out[ec_i] = ec_in[ec_i];
  EC_SHOW("rand target", ec_out, EC_N);
  ec_reset();
#pragma omp target teams num_teams(1) map(to: ec_in) map(tofrom: ec_out)
  {
#pragma approx perfo(init:0.25)
    for (int ec_i = 0; ec_i < ec_n; ++ec_i) ec_out[ec_i] = ec_in[ec_i];
  }
  EC_SHOW("init kernel", ec_out, EC_N);
  ec_reset();
#pragma approx perfo(fini:0.5) out(ec_out[0:EC_N]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(tofrom: ec_out[0:EC_N])
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) ec_out[ec_i] = 3 * ec_i + 1;
  EC_SHOW("fini out lerp", ec_out, EC_N);

  /* Input perforation: host (the construct's map) and device (accessor). */
  ec_reset();
#pragma approx perfo(large:2) in(([EC_R][EC_R])ec_pimg) reconstruct(lerp) label("ec_blur")
#pragma omp target teams distribute parallel for map(to: ec_pimg[0:EC_R * EC_R]) map(from: ec_res)
  for (int ec_i = 0; ec_i < EC_R; ++ec_i)
    for (int ec_j = 0; ec_j < EC_R; ++ec_j) ec_res[ec_i][ec_j] = 2 * ec_pimg[ec_i * EC_R + ec_j];
  EC_SHOW("in host", &ec_res[0][0], EC_R * EC_R);
  ec_reset();
#pragma approx perfo(small:3) in(ec_in[0:EC_N]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: ec_in) map(from: ec_out)
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) ec_out[ec_i] = ec_in[ec_i] + ec_in[EC_N - 1 - ec_i];
  EC_SHOW("in device", ec_out, EC_N);

  /* Precision. */
  ec_reset();
#pragma approx precision(half) in(ec_in[0:EC_N]) out(ec_out[0:EC_N]) label("ec_half")
#pragma omp target teams distribute parallel for map(to: ec_in[0:EC_N]) map(from: ec_out[0:EC_N])
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) ec_out[ec_i] = ec_in[ec_i] / 3;
  EC_SHOW("half", ec_out, EC_N);
  ec_reset();
#pragma approx precision(bf16) in(ec_in[0:EC_N]) out(ec_out[0:EC_N]) if(ec_on)
#pragma omp target teams distribute parallel for map(to: ec_in[0:EC_N]) map(from: ec_out[0:EC_N])
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) ec_out[ec_i] = ec_in[ec_i] / 3;
  EC_SHOW("bf16", ec_out, EC_N);
  ec_reset();
#pragma approx precision(unorm16 : ec_in) in(ec_in[0:EC_N]) label("ec_u16")
#pragma omp target teams distribute parallel for map(to: ec_in[0:EC_N]) map(from: ec_out[0:EC_N])
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) ec_out[ec_i] = ec_in[ec_i] / 3;
  EC_SHOW("unorm16", ec_out, EC_N);
  ec_reset();
#pragma approx precision(unorm8 : ec_pimg) in(([EC_R][EC_R])ec_pimg)
#pragma omp target teams distribute parallel for map(to: ec_pimg[0:EC_R * EC_R]) map(from: ec_res)
  for (int ec_i = 0; ec_i < EC_R; ++ec_i)
    for (int ec_j = 0; ec_j < EC_R; ++ec_j) ec_res[ec_i][ec_j] = ec_pimg[ec_i * EC_R + ec_j];
  EC_SHOW("unorm8", &ec_res[0][0], EC_R * EC_R);
  ec_reset();
#pragma approx precision(float) in(ec_d[0:EC_N]) out(ec_out[0:EC_N])
#pragma omp target teams distribute parallel for map(to: ec_d[0:EC_N]) map(from: ec_out[0:EC_N])
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) ec_out[ec_i] = (float)ec_d[ec_i];
  EC_SHOW("float", ec_out, EC_N);

  /* CUDA-aware clauses inside a kernel. */
  int ec_cnt[4] = {0, 0, 0, 0};
  double ec_f = 0;
#pragma omp target teams num_teams(1) map(tofrom: ec_cnt, ec_f)
#pragma omp parallel num_threads(4)
  {
#pragma approx sync(warp) label("ec_sync") if(ec_on)
#pragma omp barrier
#pragma approx atomic(team)
    {
#pragma omp atomic
      ec_cnt[0] += 2;
#pragma omp atomic
      ec_f += 0.5;
#pragma omp atomic
      ec_cnt[1] |= 1 << omp_get_thread_num();
    }
#pragma approx atomic(warp)
#pragma omp atomic
    ec_cnt[2] -= 1;
  }
#pragma omp target teams distribute parallel for map(tofrom: ec_out)
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) {
#pragma approx branch(majority)
    if (ec_i % 3 == 0)
      ec_out[ec_i] = 1;
    else
      ec_out[ec_i] = 2;
  }
  printf("atomic %d %d %d %.1f\n", ec_cnt[0], ec_cnt[1], ec_cnt[2], ec_f);
  EC_SHOW("branch", ec_out, EC_N);
  /* memo(in) on an offloaded loop with an inout item, memo(out) on a
   * sequential loop inside a kernel. */
#pragma approx memo(in, hierarchy(warp), replace(lru), size(4), tables(2), items(8), threshold(0.01)) in(ec_in[ec_i]) inout(ec_d[ec_i]) out(ec_out[ec_i]) label("ec_memo")
#pragma omp target teams distribute parallel for map(to: ec_in) map(tofrom: ec_out, ec_d)
  for (int ec_i = 0; ec_i < EC_N; ++ec_i) {
    ec_out[ec_i] = ec_in[ec_i] * 2;
    ec_d[ec_i] = ec_d[ec_i] + ec_in[ec_i];
  }
  EC_SHOW("memo-in", ec_out, EC_N);
#pragma omp target map(tofrom: ec_out)
  {
#pragma approx memo(out, history(2), predict(2), threshold(0.5)) out(ec_out[ec_i]) label("ec_taf")
    for (int ec_i = 0; ec_i < EC_N; ++ec_i)
      ec_out[ec_i] = ec_out[ec_i] + 1;
  }
  EC_SHOW("memo-out", ec_out, EC_N);
  return 0;
}
