/* bench.h - common harness of the approx-clang benchmark applications.
 *
 * Every application (benchmarks/apps/<app>.c) is an OpenMP offload program
 * with an accurate path (built with -fno-approx, or run with every region
 * disabled) and `#pragma approx` annotations with labels. It provides four
 * functions and calls bench_run():
 *
 *   data_in()        target enter data: inputs map(to:), outputs map(alloc:)
 *                    and zero-filled on the device (bench_dev_zero), so a
 *                    perforated (skipped) output element reads 0, not garbage
 *   compute(approx)  the kernels; every `#pragma approx` carries
 *                    `if(approx)`, so compute(0) is the exact computation in
 *                    the same binary (the reference for the error metric)
 *   data_out()       target exit data: outputs map(from:), inputs released
 *   host_ref(r)      sequential host implementation (self-check, -c)
 *
 * One process = one configuration point (APPROX_CONFIG is read at start-up):
 *   1. exact cycles data_in/compute(0)/data_out until -w ms have passed
 *      (GPU warm-up); the last one's output is the reference;
 *   2. kernel-only sampling: data_in, then compute(1) repeated for at least
 *      BENCH_KERNEL_MS (20 ms; at most 200 samples), data_out; its output is
 *      discarded (iterative apps evolve their state meanwhile);
 *   3. -r timed cycles with compute(1); per cycle: transfer = data_in +
 *      data_out, kernel = compute, end-to-end = the whole cycle; every cycle
 *      starts from the same host data, so iterative apps repeat the same work;
 *   4. error of the last cycle's output against the reference (MAPE, MRE,
 *      fraction of wrong elements, all as fractions, see bench_metrics);
 *   5. one line on stdout:
 *      RESULT,<kernel_ms>,<transfer_ms>,<e2e_ms>,<error>,<metric>,<mape>,<mre>,<wrong>,<link_bytes>
 *      (medians: kernel over the samples of 2 and 3, the others over the -r
 *      cycles; <error> is the app's primary metric).
 *
 * Data variants (-DBENCH_DATA_XFER, see docs/benchmarks.md): an app whose
 * region carries in/out items does not pre-map them in data_in()/data_out()
 * (the region transfers them itself: host perforation / reduced precision);
 * the clauses come in through the BENCH_DATA_<label> hooks, and the kernel
 * time then includes the transfers (compare end-to-end times).
 *
 * Options: -n N, -m M (sizes), -t T (steps/frames), -r reps, -w warm-up ms,
 * -i image (raw float32, named NAME.<W>x<H>.f32; scaled to N x M bilinearly),
 * -s seed, -c (self-check against host_ref, prints "check: PASS|FAIL"),
 * -o file (write the approximated output as raw float32), -v (verbose).
 */
#ifndef BENCH_H
#define BENCH_H

#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Clause hooks for later variants (data approximation, precision): each
 * pragma ends with BENCH_DATA_<label>; empty by default, e.g.
 *   -D'BENCH_DATA_blur=in(([n][m])in) reconstruct(lerp, host)' -DBENCH_DATA_XFER  */

#define BENCH_FN static __attribute__((unused))
#ifndef BENCH_KERNEL_MS
#define BENCH_KERNEL_MS 20.0 /* minimum time of the kernel-only sampling phase */
#endif

typedef struct {
  int n, m, t, reps, warmup_ms, check, verbose;
  const char *image, *dump;
  unsigned long long seed;
} bench_opts;

enum { BENCH_MAPE, BENCH_MRE, BENCH_WRONG };
static const char *const bench_metric_names[] = {"mape", "mre", "wrong"};

typedef struct {
  const char *name;
  int metric;          /* primary metric: BENCH_MAPE / BENCH_MRE / BENCH_WRONG */
  float *out;          /* host output buffer (what data_out() fills) */
  long out_len;        /* elements of out compared */
  double check_tol;    /* self-check: MRE(device exact, host_ref) bound */
  void (*data_in)(void);
  void (*compute)(int approx);
  void (*data_out)(void);
  void (*host_ref)(float *r); /* may be 0: no self-check */
  double link_bytes;          /* bytes an exact cycle moves over the link (both
                                 ways; 0: not stated): analysis.py's physical bound */
} bench_app;

BENCH_FN void bench_usage(const char *prog) {
  fprintf(stderr, "usage: %s [-n N] [-m M] [-t T] [-r reps] [-w warmup_ms] [-i image.WxH.f32] "
                  "[-s seed] [-c] [-o out.f32] [-v]\n", prog);
  exit(2);
}

/* Defaults come in through o; arguments override them. */
BENCH_FN void bench_parse(bench_opts *o, int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (a[0] != '-' || !a[1] || a[2])
      bench_usage(argv[0]);
    char f = a[1];
    if (f == 'c') { o->check = 1; continue; }
    if (f == 'v') { o->verbose = 1; continue; }
    if (i + 1 >= argc)
      bench_usage(argv[0]);
    const char *v = argv[++i];
    switch (f) {
    case 'n': o->n = atoi(v); break;
    case 'm': o->m = atoi(v); break;
    case 't': o->t = atoi(v); break;
    case 'r': o->reps = atoi(v); break;
    case 'w': o->warmup_ms = atoi(v); break;
    case 's': o->seed = strtoull(v, 0, 0); break;
    case 'i': o->image = v; break;
    case 'o': o->dump = v; break;
    default: bench_usage(argv[0]);
    }
  }
  if (o->n <= 0 || o->m <= 0 || o->t < 0 || o->reps <= 0 || o->warmup_ms < 0) {
    fprintf(stderr, "%s: bad sizes/reps (n=%d m=%d t=%d r=%d)\n", argv[0], o->n, o->m, o->t,
            o->reps);
    exit(2);
  }
}

/* Host arrays. By default calloc'd (pageable: what users write). With
 * -DBENCH_PINNED they are page-locked through LLVM's
 * llvm_omp_target_alloc_host (the `exact-pinned` variant: what an expert
 * writes for fast exact transfers, the fair baseline of docs/benchmarks.md).
 * llvm_omp_target_lock_mem would pin nothing on NVIDIA with LLVM 19, and
 * clang 19's omp.h does not declare these functions. Every bench_alloc'd
 * block is released with bench_free. */
#ifdef BENCH_PINNED
void *llvm_omp_target_alloc_host(size_t bytes, int device);
void llvm_omp_target_free_host(void *p, int device);
#endif
BENCH_FN void *bench_alloc(size_t bytes) {
#ifdef BENCH_PINNED
  void *p = llvm_omp_target_alloc_host(bytes ? bytes : 1, omp_get_default_device());
  if (p)
    memset(p, 0, bytes);
#else
  void *p = calloc(1, bytes ? bytes : 1);
#endif
  if (!p) {
    fprintf(stderr, "bench: out of host memory (%zu bytes)\n", bytes);
    exit(1);
  }
  return p;
}

BENCH_FN void bench_free(void *p) {
#ifdef BENCH_PINNED
  llvm_omp_target_free_host(p, omp_get_default_device());
#else
  free(p);
#endif
}

/* Fixed-seed generator: splitmix64. bench_rand01() is uniform in [0, 1). */
static unsigned long long bench_rng_state = 0x5eed;
BENCH_FN void bench_srand(unsigned long long s) { bench_rng_state = s * 0x9E3779B97F4A7C15ull + 1; }
BENCH_FN unsigned long long bench_rand64(void) {
  unsigned long long z = (bench_rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
BENCH_FN double bench_rand01(void) { return (bench_rand64() >> 11) * (1.0 / 9007199254740992.0); }
BENCH_FN double bench_randn(void) { /* Box-Muller */
  double u = bench_rand01(), v = bench_rand01();
  return sqrt(-2.0 * log(u + 1e-300)) * cos(6.283185307179586 * v);
}

/* Image input: raw little-endian float32, row-major, grey levels in [0,1],
 * named NAME.<W>x<H>.f32 (benchmarks/harness/prepare_inputs.sh writes them).
 * Scaled bilinearly to rows x cols. Without -i, a seeded synthetic image. */
BENCH_FN void bench_image(const bench_opts *o, float *dst, int rows, int cols) {
  if (!o->image) {
    bench_srand(o->seed);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < cols; ++j) {
        double x = (double)j / cols, y = (double)i / rows;
        double v = 0.5 + 0.25 * sin(12.0 * x + 3.0 * sin(7.0 * y)) * cos(9.0 * y) +
                   ((i / 37 + j / 53) % 2 ? 0.15 : -0.15) + 0.05 * bench_randn();
        dst[(long)i * cols + j] = (float)(v < 0 ? 0 : v > 1 ? 1 : v);
      }
    return;
  }
  const char *s = strrchr(o->image, '/');
  s = s ? s + 1 : o->image;
  int w = 0, h = 0;
  const char *d = strchr(s, '.');
  if (!d || sscanf(d, ".%dx%d.f32", &w, &h) != 2 || w <= 0 || h <= 0) {
    fprintf(stderr, "bench: image '%s' is not named NAME.<W>x<H>.f32\n", o->image);
    exit(2);
  }
  FILE *f = fopen(o->image, "rb");
  float *src = bench_alloc(sizeof(float) * (size_t)w * h);
  if (!f || fread(src, sizeof(float), (size_t)w * h, f) != (size_t)w * h) {
    fprintf(stderr, "bench: cannot read %dx%d floats from '%s'\n", w, h, o->image);
    exit(2);
  }
  fclose(f);
  for (int i = 0; i < rows; ++i) {
    double y = rows > 1 ? (double)i * (h - 1) / (rows - 1) : 0;
    int y0 = (int)y, y1 = y0 + 1 < h ? y0 + 1 : y0;
    double fy = y - y0;
    for (int j = 0; j < cols; ++j) {
      double x = cols > 1 ? (double)j * (w - 1) / (cols - 1) : 0;
      int x0 = (int)x, x1 = x0 + 1 < w ? x0 + 1 : x0;
      double fx = x - x0;
      double v = (1 - fy) * ((1 - fx) * src[(long)y0 * w + x0] + fx * src[(long)y0 * w + x1]) +
                 fy * ((1 - fx) * src[(long)y1 * w + x0] + fx * src[(long)y1 * w + x1]);
      dst[(long)i * cols + j] = (float)v;
    }
  }
  bench_free(src);
}

/* Zero-fills n floats of a mapped array on the device (outputs in data_in). */
BENCH_FN void bench_dev_zero(float *p, long n) {
#pragma omp target teams distribute parallel for map(alloc : p[0:n])
  for (long x = 0; x < n; ++x)
    p[x] = 0.0f;
}

/* Error metrics of approximate output a against reference r, as fractions.
 *   delta   = 1e-3 * mean|r|     (floor for near-zero reference elements)
 *   rel_i   = |a_i - r_i| / max(|r_i|, delta); a non-finite a_i counts rel_i = 1
 *   MAPE    = mean_i rel_i                                         (SYprox)
 *   MRE     = sum_i |a_i - r_i| / sum_i |r_i|, non-finite a_i as |r_i|  (Maier)
 *   WRONG   = fraction of i with rel_i > 1e-2                      (Oz)
 * benchmarks/harness/analysis.py has the same definitions (unit-tested on
 * the same cases as test/Bench/metrics.c). */
typedef struct { double mape, mre, wrong; } bench_err;

BENCH_FN bench_err bench_metrics(const float *a, const float *r, long n) {
  bench_err e = {0, 0, 0};
  if (n <= 0)
    return e;
  double sr = 0;
  for (long i = 0; i < n; ++i)
    sr += fabs((double)r[i]);
  double delta = 1e-3 * (sr / n);
  if (delta <= 0)
    delta = 1e-30;
  double sa = 0, srel = 0;
  long wrong = 0;
  for (long i = 0; i < n; ++i) {
    double ri = r[i], ai = a[i], d, rel;
    if (!isfinite(ai)) {
      d = fabs(ri);
      rel = 1.0;
    } else {
      d = fabs(ai - ri);
      rel = d / fmax(fabs(ri), delta);
    }
    sa += d;
    srel += rel;
    wrong += rel > 1e-2;
  }
  e.mape = srel / n;
  e.mre = sr > 0 ? sa / sr : (sa > 0 ? 1.0 : 0.0);
  e.wrong = (double)wrong / n;
  return e;
}

BENCH_FN double bench_now_ms(void) { return omp_get_wtime() * 1e3; }

BENCH_FN int bench_cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
BENCH_FN double bench_median(double *v, int n) {
  qsort(v, n, sizeof(double), bench_cmpd);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

BENCH_FN int bench_run(const bench_opts *o, const bench_app *a) {
  long len = a->out_len;
  float *ref = bench_alloc(sizeof(float) * len);
  int warm = 0;
  double w0 = bench_now_ms();
  do { /* exact cycles: warm-up, and the reference */
    a->data_in();
    a->compute(0);
    a->data_out();
    ++warm;
  } while (bench_now_ms() - w0 < o->warmup_ms);
  memcpy(ref, a->out, sizeof(float) * len);

  int ok = 1;
  if (o->check && a->host_ref) {
    float *h = bench_alloc(sizeof(float) * len);
    a->host_ref(h);
    bench_err he = bench_metrics(ref, h, len);
    int pass = he.mre <= a->check_tol && isfinite(he.mre);
    double sum = 0;
    for (long i = 0; i < len; ++i)
      sum += h[i];
    printf("check: %s %s (device exact vs host: mre=%.3e tol=%.1e, host sum=%.6e)\n",
           pass ? "PASS" : "FAIL", a->name, he.mre, a->check_tol, sum);
    ok &= pass;
    bench_free(h);
  }

  int reps = o->reps, nk = 0;
  enum { KMAX = 200 };
  double *tk = bench_alloc(sizeof(double) * (reps + KMAX)), *tt = bench_alloc(sizeof(double) * reps),
         *te = bench_alloc(sizeof(double) * reps);
  /* Kernel-only samples, data present, for at least BENCH_KERNEL_MS (short
   * kernels get many samples; the state they leave is discarded). */
  a->data_in();
  double k0 = bench_now_ms();
  while (nk < KMAX && bench_now_ms() - k0 < BENCH_KERNEL_MS) {
    double t0 = bench_now_ms();
    a->compute(1);
    tk[reps + nk++] = bench_now_ms() - t0;
  }
  a->data_out();
  for (int r = 0; r < reps; ++r) {
    double t0 = bench_now_ms();
    a->data_in();
    double t1 = bench_now_ms();
    a->compute(1);
    double t2 = bench_now_ms();
    a->data_out();
    double t3 = bench_now_ms();
    tk[r] = t2 - t1;
    tt[r] = (t1 - t0) + (t3 - t2);
    te[r] = t3 - t0;
  }
  /* BENCH_TIMES=1: every repeat's end-to-end time, in order (the
   * stability measurements of docs/results.md read max/min from it). */
  if (getenv("BENCH_TIMES")) {
    printf("TIMES");
    for (int r = 0; r < reps; ++r)
      printf(",%.4f", te[r]);
    printf("\n");
  }
  bench_err e = bench_metrics(a->out, ref, len);
  double err = a->metric == BENCH_MAPE ? e.mape : a->metric == BENCH_MRE ? e.mre : e.wrong;
  if (o->verbose)
    fprintf(stderr, "%s: %d warm-up cycles, %d reps, %d extra kernel samples\n", a->name, warm,
            reps, nk);
  if (o->check) {
    int finite = 1;
    for (long i = 0; i < len; ++i)
      finite &= isfinite(a->out[i]) != 0;
    printf("approx-output: %s\n", finite ? "finite" : "NON-FINITE");
    printf("approx-error: %s\n", err > 0 ? "nonzero" : "zero");
  }
  if (o->dump) {
    FILE *f = fopen(o->dump, "wb");
    if (!f || fwrite(a->out, sizeof(float), len, f) != (size_t)len) {
      fprintf(stderr, "bench: cannot write '%s'\n", o->dump);
      ok = 0;
    }
    if (f)
      fclose(f);
  }
  printf("RESULT,%.4f,%.4f,%.4f,%.6e,%s,%.6e,%.6e,%.6e,%.0f\n", bench_median(tk, reps + nk),
         bench_median(tt, reps), bench_median(te, reps), err, bench_metric_names[a->metric],
         e.mape, e.mre, e.wrong, a->link_bytes);
  bench_free(tk);
  bench_free(tt);
  bench_free(te);
  bench_free(ref);
  return ok ? 0 : 1;
}

#endif
