/* bc.c - betweenness centrality (Brandes) with relaxed team barriers.
 *
 * Each team computes the dependencies of one source at a time, with a
 * level-synchronous BFS over all vertices (Gardenia-style "scan the level")
 * and team barriers between the phases; teams run different sources and add
 * into bc[] with device-wide atomics. Two barriers are approximable:
 *   bc_fwd  between marking the next level's depths and accumulating the
 *           shortest-path counts (sigma) into them;
 *   bc_bwd  between consecutive levels of the backward dependency sweep.
 * The barriers that guard the loop control stay exact, so every thread of a
 * team agrees on the number of levels whatever the relaxation. A third
 * site, bc_sigma, makes the sigma additions team-scoped atomics: sigma[] is
 * private to the team, so this one is exact and only saves time.
 * Defaults: sync(warp) on bc_fwd/bc_bwd, atomic(team) on bc_sigma (override
 * with -fapprox-set=bc_fwd:..., make a site exact with
 * -fapprox-set=bc_fwd:if(0), everything exact: -fno-approx).
 *
 * Prints one CSV line:
 *   bc,scale,edgefactor,n,m,sources,teams,threads,median_ms,min_ms,wrong_frac,max_rel_err
 * wrong_frac: fraction of vertices whose bc differs from the exact host
 * reference by more than 1e-6 relative (1e-9 absolute).
 * Usage: bc [scale=10] [edgefactor=8] [sources=8] [reps=3] [teams=4] [threads=64]
 */
#include "graph.h"
#include <math.h>

#define MAXL 256 /* levels tracked per source */

static void bc_device(int n, const long *row, const int *col, int nsrc, const int *srcs,
                      int nteams, int nthreads, int *depth_all, double *sigma_all,
                      double *delta_all, int *cnt_all, double *bc) {
#pragma omp target teams num_teams(nteams) thread_limit(nthreads)                          \
    is_device_ptr(row, col, srcs, depth_all, sigma_all, delta_all, cnt_all, bc)
#pragma omp parallel num_threads(nthreads)
  {
    int team = omp_get_team_num(), tid = omp_get_thread_num(), nth = omp_get_num_threads();
    int *depth = depth_all + (long)team * n, *cnt = cnt_all + (long)team * MAXL;
    double *sigma = sigma_all + (long)team * n, *delta = delta_all + (long)team * n;
    for (int si = team; si < nsrc; si += omp_get_num_teams()) {
      int s = srcs[si];
      for (int v = tid; v < n; v += nth) {
        depth[v] = -1;
        sigma[v] = 0.0;
        delta[v] = 0.0;
      }
      for (int l = tid; l < MAXL; l += nth)
        cnt[l] = 0;
#pragma omp barrier
      if (tid == 0) {
        depth[s] = 0;
        sigma[s] = 1.0;
      }
#pragma omp barrier
      int level = 0;
      while (level + 1 < MAXL) {
        /* mark the next level (every writer stores the same value) */
        for (int v = tid; v < n; v += nth)
          if (depth[v] == level)
            for (long e = row[v]; e < row[v + 1]; ++e)
              if (depth[col[e]] < 0)
                depth[col[e]] = level + 1;
#pragma approx sync(warp) label("bc_fwd")
#pragma omp barrier
        /* shortest-path counts of the next level; count it */
        int found = 0;
        for (int v = tid; v < n; v += nth) {
          if (depth[v] == level) {
            double sv = sigma[v];
            for (long e = row[v]; e < row[v + 1]; ++e)
              if (depth[col[e]] == level + 1) {
#pragma approx atomic(team) label("bc_sigma")
#pragma omp atomic
                sigma[col[e]] += sv;
              }
          } else if (depth[v] == level + 1) {
            ++found;
          }
        }
        if (found) {
#pragma omp atomic
          cnt[level + 1] += found;
        }
#pragma omp barrier
        if (cnt[level + 1] == 0)
          break;
        ++level;
      }
      /* dependencies, deepest level first */
      for (int l = level - 1; l >= 0; --l) {
        for (int v = tid; v < n; v += nth)
          if (depth[v] == l) {
            double d = 0.0, sv = sigma[v];
            for (long e = row[v]; e < row[v + 1]; ++e) {
              int w = col[e];
              if (depth[w] == l + 1 && sigma[w] > 0.0)
                d += sv / sigma[w] * (1.0 + delta[w]);
            }
            delta[v] = d;
          }
#pragma approx sync(warp) label("bc_bwd")
#pragma omp barrier
      }
#pragma omp barrier
      for (int v = tid; v < n; v += nth)
        if (v != s && delta[v] != 0.0) {
#pragma omp atomic
          bc[v] += delta[v];
        }
#pragma omp barrier
    }
  }
}

/* Exact Brandes on the host, one source per thread. */
static void bc_host(const graph_t *g, int nsrc, const int *srcs, double *bc) {
  int n = g->n;
  memset(bc, 0, sizeof(double) * n);
#pragma omp parallel
  {
    int *depth = malloc(sizeof(int) * n), *queue = malloc(sizeof(int) * n);
    double *sigma = malloc(sizeof(double) * n), *delta = malloc(sizeof(double) * n);
    double *mine = calloc((size_t)n, sizeof(double));
#pragma omp for schedule(dynamic, 1)
    for (int si = 0; si < nsrc; ++si) {
      int s = srcs[si], head = 0, tail = 0;
      for (int v = 0; v < n; ++v)
        depth[v] = -1, sigma[v] = 0.0, delta[v] = 0.0;
      depth[s] = 0, sigma[s] = 1.0, queue[tail++] = s;
      while (head < tail) {
        int v = queue[head++];
        for (long e = g->row[v]; e < g->row[v + 1]; ++e) {
          int w = g->col[e];
          if (depth[w] < 0)
            depth[w] = depth[v] + 1, queue[tail++] = w;
          if (depth[w] == depth[v] + 1)
            sigma[w] += sigma[v];
        }
      }
      for (int i = tail - 1; i >= 0; --i) {
        int v = queue[i];
        for (long e = g->row[v]; e < g->row[v + 1]; ++e) {
          int w = g->col[e];
          if (depth[w] == depth[v] + 1)
            delta[v] += sigma[v] / sigma[w] * (1.0 + delta[w]);
        }
        if (v != s)
          mine[v] += delta[v];
      }
    }
#pragma omp critical
    for (int v = 0; v < n; ++v)
      bc[v] += mine[v];
    free(depth), free(queue), free(sigma), free(delta), free(mine);
  }
}

int main(int argc, char **argv) {
  int scale = arg_int(argc, argv, 1, 10), ef = arg_int(argc, argv, 2, 8);
  int nsrc = arg_int(argc, argv, 3, 8), reps = arg_int(argc, argv, 4, 3);
  int nteams = arg_int(argc, argv, 5, 4), nthreads = arg_int(argc, argv, 6, 64);
  graph_t g = rmat_graph_cached(scale, ef, 20240607ULL);
  int n = g.n, dev = omp_get_default_device(), host = omp_get_initial_device();
  /* sources: the first nsrc vertices with an edge, spread over the id range */
  int *srcs = malloc(sizeof(int) * nsrc), found = 0;
  for (long k = 0; found < nsrc && k < (long)n * 8; ++k) {
    int v = (int)((k * 40503L + 17) % n);
    if (g.row[v + 1] > g.row[v])
      srcs[found++] = v;
  }
  nsrc = found;

  long *d_row = omp_target_alloc(sizeof(long) * (n + 1), dev);
  int *d_col = omp_target_alloc(sizeof(int) * (g.m ? g.m : 1), dev);
  int *d_src = omp_target_alloc(sizeof(int) * (nsrc ? nsrc : 1), dev);
  int *d_depth = omp_target_alloc(sizeof(int) * (size_t)n * nteams, dev);
  double *d_sigma = omp_target_alloc(sizeof(double) * (size_t)n * nteams, dev);
  double *d_delta = omp_target_alloc(sizeof(double) * (size_t)n * nteams, dev);
  int *d_cnt = omp_target_alloc(sizeof(int) * (size_t)MAXL * nteams, dev);
  double *d_bc = omp_target_alloc(sizeof(double) * n, dev);
  if (!d_row || !d_col || !d_src || !d_depth || !d_sigma || !d_delta || !d_cnt || !d_bc) {
    fprintf(stderr, "bc: device allocation failed\n");
    return 1;
  }
  omp_target_memcpy(d_row, g.row, sizeof(long) * (n + 1), 0, 0, dev, host);
  omp_target_memcpy(d_col, g.col, sizeof(int) * g.m, 0, 0, dev, host);
  omp_target_memcpy(d_src, srcs, sizeof(int) * nsrc, 0, 0, dev, host);

  double *bc = malloc(sizeof(double) * n), *ref = malloc(sizeof(double) * n);
  double *t = malloc(sizeof(double) * (reps > 0 ? reps : 1));
  for (int r = -1; r < reps; ++r) { /* r = -1: warm-up */
#pragma omp target teams distribute parallel for is_device_ptr(d_bc)
    for (int v = 0; v < n; ++v)
      d_bc[v] = 0.0;
    double t0 = omp_get_wtime();
    bc_device(n, d_row, d_col, nsrc, d_src, nteams, nthreads, d_depth, d_sigma, d_delta,
              d_cnt, d_bc);
    double t1 = omp_get_wtime();
    if (r >= 0)
      t[r] = (t1 - t0) * 1e3;
  }
  omp_target_memcpy(bc, d_bc, sizeof(double) * n, 0, 0, host, dev);
  char key[256];
  snprintf(key, sizeof key, "bc-%d-%d-%d", scale, ef, nsrc);
  if (!ref_load(key, ref, sizeof(double) * n)) {
    bc_host(&g, nsrc, srcs, ref);
    ref_store(key, ref, sizeof(double) * n);
  }
  long wrong = 0;
  double maxrel = 0.0;
  for (int v = 0; v < n; ++v) {
    double err = fabs(bc[v] - ref[v]), rel = err / fmax(fabs(ref[v]), 1e-300);
    if (err > 1e-9 && rel > 1e-6)
      ++wrong;
    if (err > 1e-9 && rel > maxrel)
      maxrel = rel;
  }
  printf("bc,%d,%d,%d,%ld,%d,%d,%d,%.3f,%.3f,%.6f,%.3g\n", scale, ef, n, g.m, nsrc, nteams,
         nthreads, reps > 0 ? median(t, reps) : 0.0, reps > 0 ? minimum(t, reps) : 0.0,
         (double)wrong / n, maxrel);
  return 0;
}
