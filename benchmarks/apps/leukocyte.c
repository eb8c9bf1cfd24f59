/* leukocyte.c - leukocyte-like cell detection and tracking (after Rodinia
 * Leukocyte, SYprox set). Rodinia's input is an intravital microscopy video
 * that is not available here; it is substituted by a seeded synthetic video:
 * T frames of N x N pixels with K cells (bright discs with a dark rim, radii
 * 9..13 px) drifting a few pixels per frame over a textured, noisy
 * background. Per frame, as in Rodinia's detection stage:
 *   1. gradient kernel (central differences),
 *   2. GICOV kernel: for each pixel and each of NR circle radii, the
 *      gradient along the outward normal at NS sample points; score =
 *      mean / std dev; GICOV = max over radii,
 *   3. dilation kernel: 7x7 maximum of the GICOV map,
 * then tracking on the host: every cell moves to the argmax of the dilated
 * map within +-8 px of its previous position.
 * Approximation: "gicov_points" perforates the sample-point loop inside the
 * GICOV kernel (intra-kernel; mean and variance use the kept samples),
 * "gicov_rows" the GICOV kernel's rows, "dilate_rows" the dilation kernel's
 * rows. BENCH_MEMO (the harness's ours-memo build) runs the GICOV kernel
 * with one thread per column and run of 32 rows, the run a sequential loop
 * under "gicov_memo": memo(out), TAF, down the column, whose scores change
 * slowly: once `history` scores are stable, the next `predict` pixels take
 * the last one (threads of a warp hold neighbouring columns: coalesced). Error: MAPE of the dilated GICOV maps of all frames; -v also prints
 * the mean tracking displacement from the exact track.
 * Usage: leukocyte [-n N] [-t frames] [-m cells] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_gicov_rows
#define BENCH_DATA_gicov_rows
#endif
#ifndef BENCH_DATA_dilate_rows
#define BENCH_DATA_dilate_rows
#endif

#define NR 5  /* radii 9..13 */
#define NS 64 /* sample points per circle */
#define R0 9
static bench_opts O = {.n = 2048, .m = 48, .t = 3, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *video, *out, *gx, *gy, *gicov;
static float *cosv, *sinv;
static long L, LF;             /* pixels per frame, all frames */
static float *cells;           /* true centre x,y per cell (frame 0) */

/* BENCH_DATA_XFER (data variants): video and out are not pre-mapped; each
 * frame is uploaded by the gradient kernel, region "leuk_grad"
 * (BENCH_DATA_leuk_grad, e.g. perfo(large:2) in(([n][n])img)
 * reconstruct(lerp, host) precision(half)), and its dilated map downloaded
 * by the dilation kernel, region "dilate_rows" (BENCH_DATA_dilate_rows, e.g.
 * out(([n][n])d) precision(half)). */
static void data_in(void) {
#ifdef BENCH_DATA_XFER
#pragma omp target enter data map(to : cosv[0:NS], sinv[0:NS]) map(alloc : gx[0:L], gy[0:L], gicov[0:L])
#else
#pragma omp target enter data map(to : video[0:LF], cosv[0:NS], sinv[0:NS]) map(alloc : out[0:LF], gx[0:L], gy[0:L], gicov[0:L])
  bench_dev_zero(out, LF);
#endif
  bench_dev_zero(gicov, L);
}
static void data_out(void) {
#ifdef BENCH_DATA_XFER
#pragma omp target exit data map(delete : cosv[0:NS], sinv[0:NS], gx[0:L], gy[0:L], gicov[0:L])
#else
#pragma omp target exit data map(from : out[0:LF]) map(delete : video[0:LF], cosv[0:NS], sinv[0:NS], gx[0:L], gy[0:L], gicov[0:L])
#endif
}

static void track_frame(int f, const float *d, float *prev, float *next) {
  const int n = O.n;
  for (int c = 0; c < O.m; ++c) {
    int px = (int)prev[2 * c], py = (int)prev[2 * c + 1], bx = px, by = py;
    float best = -1e30f;
    for (int y = py - 8; y <= py + 8; ++y)
      for (int x = px - 8; x <= px + 8; ++x)
        if (y >= 0 && x >= 0 && y < n && x < n && d[(long)y * n + x] > best) {
          best = d[(long)y * n + x];
          bx = x;
          by = y;
        }
    next[2 * c] = (float)bx;
    next[2 * c + 1] = (float)by;
  }
  (void)f;
}

/* BENCH_MEMO: rows of a column one GPU thread runs under "gicov_memo". */
enum { MEMO_RUN = 32 };

/* GICOV of pixel (i, j), stored at g[X]: the best score over the radii. */
#define POINTS_PRAGMA _Pragma("approx perfo(small:2) label(\"gicov_points\") if(approx)")
#define GICOV_BODY(X, PTS_PRAGMA)                                                                  \
  float best = 0.0f;                                                                               \
  if (i >= M && j >= M && i < n - M && j < n - M) {                                                \
    for (int r = 0; r < NR; ++r) {                                                                 \
      float s = 0.0f, s2 = 0.0f;                                                                   \
      int cnt = 0;                                                                                 \
      PTS_PRAGMA                                                                                   \
      for (int k = 0; k < NS; ++k) {                                                               \
        int y = i + (int)lrintf((R0 + r) * sn[k]), x = j + (int)lrintf((R0 + r) * cs[k]);          \
        long p = (long)y * n + x;                                                                  \
        float v = -(gxx[p] * cs[k] + gyy[p] * sn[k]); /* inward: rim is dark */                    \
        s += v;                                                                                    \
        s2 += v * v;                                                                               \
        ++cnt;                                                                                     \
      }                                                                                            \
      float mean = s / cnt, var = s2 / cnt - mean * mean;                                          \
      float score = mean / sqrtf(fmaxf(var, 1e-8f));                                               \
      best = fmaxf(best, score);                                                                   \
    }                                                                                              \
  }                                                                                                \
  g[X] = best;

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, M = R0 + NR + 1;
  float *gxx = gx, *gyy = gy, *g = gicov, *cs = cosv, *sn = sinv;
  for (int f = 0; f < O.t; ++f) {
    const float *img = video + (long)f * L;
    float *d = out + (long)f * L;
#ifdef BENCH_DATA_leuk_grad
#pragma approx label("leuk_grad") if(approx) BENCH_DATA_leuk_grad
#endif
#pragma omp target teams distribute parallel for collapse(2) map(to : img[0:L]) map(from : gxx[0:L], gyy[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        long x = (long)i * n + j;
        gxx[x] = 0.5f * (img[x + (j + 1 < n)] - img[x - (j > 0)]);
        gyy[x] = 0.5f * (img[x + (i + 1 < n ? n : 0)] - img[x - (i > 0 ? n : 0)]);
      }
#ifdef BENCH_MEMO
    /* One thread per column and run of MEMO_RUN rows: neighbouring threads
     * read and write neighbouring pixels (coalesced), and each walks down
     * its column, whose scores change slowly, with one history in
     * registers. */
#pragma omp target teams distribute parallel for collapse(2) map(to : gxx[0:L], gyy[0:L], cs[0:NS], sn[0:NS]) map(from : g[0:L])
    for (int c = 0; c < (n + MEMO_RUN - 1) / MEMO_RUN; ++c)
      for (int j = 0; j < n; ++j) {
#pragma approx memo(out, history(2), predict(2), threshold(0.05)) out(g[(long)i * n + j]) label("gicov_memo") if(approx)
        for (int i = c * MEMO_RUN; i < n && i < (c + 1) * MEMO_RUN; ++i) {
          GICOV_BODY((long)i * n + j, )
        }
      }
#else
#pragma approx perfo(small:2) label("gicov_rows") if(approx) BENCH_DATA_gicov_rows
#pragma omp target teams distribute parallel for collapse(2) map(to : gxx[0:L], gyy[0:L], cs[0:NS], sn[0:NS]) map(from : g[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        GICOV_BODY((long)i * n + j, POINTS_PRAGMA)
      }
#endif

#pragma approx perfo(small:2) label("dilate_rows") if(approx) BENCH_DATA_dilate_rows
#pragma omp target teams distribute parallel for collapse(2) map(to : g[0:L]) map(from : d[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float mx = 0.0f;
        for (int di = -3; di <= 3; ++di)
          for (int dj = -3; dj <= 3; ++dj) {
            int y = i + di, x = j + dj;
            if (y >= 0 && x >= 0 && y < n && x < n)
              mx = fmaxf(mx, g[(long)y * n + x]);
          }
        d[(long)i * n + j] = mx;
      }
  }
}

static void host_ref(float *o) {
  const int n = O.n, M = R0 + NR + 1;
  for (int f = 0; f < O.t; ++f) {
    const float *img = video + (long)f * L;
    float *d = o + (long)f * L;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        long x = (long)i * n + j;
        gx[x] = 0.5f * (img[x + (j + 1 < n)] - img[x - (j > 0)]);
        gy[x] = 0.5f * (img[x + (i + 1 < n ? n : 0)] - img[x - (i > 0 ? n : 0)]);
      }
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float best = 0.0f;
        if (i >= M && j >= M && i < n - M && j < n - M)
          for (int r = 0; r < NR; ++r) {
            float s = 0.0f, s2 = 0.0f;
            for (int k = 0; k < NS; ++k) {
              int y = i + (int)lrintf((R0 + r) * sinv[k]), x = j + (int)lrintf((R0 + r) * cosv[k]);
              long p = (long)y * n + x;
              float v = -(gx[p] * cosv[k] + gy[p] * sinv[k]);
              s += v;
              s2 += v * v;
            }
            float mean = s / NS, var = s2 / NS - mean * mean;
            best = fmaxf(best, mean / sqrtf(fmaxf(var, 1e-8f)));
          }
        gicov[(long)i * n + j] = best;
      }
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float mx = 0.0f;
        for (int di = -3; di <= 3; ++di)
          for (int dj = -3; dj <= 3; ++dj) {
            int y = i + di, x = j + dj;
            if (y >= 0 && x >= 0 && y < n && x < n)
              mx = fmaxf(mx, gicov[(long)y * n + x]);
          }
        d[(long)i * n + j] = mx;
      }
  }
}

/* Mean distance between the tracks on the exact and the approximate maps. */
static double track_error(const float *exact, const float *approx_maps) {
  int K = O.m;
  float *a = bench_alloc(sizeof(float) * 2 * K), *b = bench_alloc(sizeof(float) * 2 * K);
  memcpy(a, cells, sizeof(float) * 2 * K);
  memcpy(b, cells, sizeof(float) * 2 * K);
  for (int f = 0; f < O.t; ++f) {
    track_frame(f, exact + (long)f * L, a, a);
    track_frame(f, approx_maps + (long)f * L, b, b);
  }
  double s = 0;
  for (int c = 0; c < K; ++c)
    s += hypot(a[2 * c] - b[2 * c], a[2 * c + 1] - b[2 * c + 1]);
  bench_free(a);
  bench_free(b);
  return s / K;
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  const int n = O.n, K = O.m;
  L = (long)n * n;
  LF = L * O.t;
  video = bench_alloc(sizeof(float) * LF);
  out = bench_alloc(sizeof(float) * LF);
  gx = bench_alloc(sizeof(float) * L);
  gy = bench_alloc(sizeof(float) * L);
  gicov = bench_alloc(sizeof(float) * L);
  cosv = bench_alloc(sizeof(float) * NS);
  sinv = bench_alloc(sizeof(float) * NS);
  cells = bench_alloc(sizeof(float) * 2 * K);
  for (int k = 0; k < NS; ++k) {
    cosv[k] = (float)cos(6.283185307179586 * k / NS);
    sinv[k] = (float)sin(6.283185307179586 * k / NS);
  }
  bench_srand(O.seed + 505);
  float *rad = bench_alloc(sizeof(float) * K), *vel = bench_alloc(sizeof(float) * 2 * K);
  for (int c = 0; c < K; ++c) {
    cells[2 * c] = (float)(24 + (n - 48) * bench_rand01());
    cells[2 * c + 1] = (float)(24 + (n - 48) * bench_rand01());
    rad[c] = (float)(R0 + (NR - 1) * bench_rand01());
    vel[2 * c] = (float)(4 * bench_rand01() - 2);
    vel[2 * c + 1] = (float)(4 * bench_rand01() - 2);
  }
  for (int f = 0; f < O.t; ++f) {
    float *img = video + (long)f * L;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        img[(long)i * n + j] = (float)(0.45 + 0.1 * sin(0.05 * i + 0.3 * f) * cos(0.07 * j) +
                                       0.04 * bench_randn());
    for (int c = 0; c < K; ++c) {
      float cx = cells[2 * c] + f * vel[2 * c], cy = cells[2 * c + 1] + f * vel[2 * c + 1];
      for (int y = (int)cy - 16; y <= (int)cy + 16; ++y)
        for (int x = (int)cx - 16; x <= (int)cx + 16; ++x) {
          if (y < 0 || x < 0 || y >= n || x >= n)
            continue;
          float d = hypotf(x - cx, y - cy);
          if (d <= rad[c] - 1.5f)
            img[(long)y * n + x] += 0.25f; /* bright body */
          else if (d <= rad[c] + 1.5f)
            img[(long)y * n + x] -= 0.3f; /* dark rim */
        }
    }
  }
  bench_free(rad);
  bench_free(vel);
  bench_app a = {"leukocyte", BENCH_MAPE, out, LF, 1e-5, data_in, compute, data_out, host_ref};
  a.link_bytes = 2.0 * sizeof(float) * LF + 2.0 * sizeof(float) * NS; /* in + out of data_in/data_out */
  int rc = bench_run(&O, &a);
  if (O.verbose) {
    float *exact = bench_alloc(sizeof(float) * LF), *appr = bench_alloc(sizeof(float) * LF);
    memcpy(appr, out, sizeof(float) * LF);
    data_in();
    compute(0);
    data_out();
    memcpy(exact, out, sizeof(float) * LF);
    fprintf(stderr, "leukocyte: mean track displacement %.3f px over %d cells\n",
            track_error(exact, appr), K);
  }
  return rc;
}
