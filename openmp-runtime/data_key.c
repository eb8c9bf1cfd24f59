/* data_key.c - private host keys for the device copies of host perforation
 * and fixed-point transfers.
 *
 * Host input perforation and precision(unorm8|unorm16) build the device
 * copy of an in-item themselves and let the construct find it present
 * through omp_target_associate_ptr. The host address the copy is associated
 * with must be one that no other construct can map: associating the user's
 * own array made a concurrent plain `map(to: in[...])` on another thread
 * either collide with the association (libomptarget refuses to re-associate)
 * or read our perforated copy. So every execution associates its copy with
 * a key: a range of reserved address space (mmap PROT_NONE, no memory
 * behind it) of the map range's size, owned by the runtime and used by one
 * execution at a time. The lowering renames the item in the construct (its
 * map clause and the statement) to the key, shifted to the item's base, so
 * only that construct sees the copy (docs/data.md, "Several host threads").
 * Nothing reads or writes a key's bytes: a construct that maps it finds the
 * association (infinite reference count: no transfer in or out). Keys are
 * cached and reused between executions; one in use is never handed out.
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE */
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#define MAX_KEYS 64
static pthread_mutex_t g_key_mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
  void *p;
  size_t size;
  int busy;
} g_key[MAX_KEYS];

static size_t page_round(long long bytes) {
  size_t pg = (size_t)sysconf(_SC_PAGESIZE);
  size_t n = bytes > 0 ? (size_t)bytes : 1;
  return (n + pg - 1) / pg * pg;
}

static void *reserve(const char *label, const char *item, size_t n) {
  void *p = mmap(NULL, n, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    __approxrt_data_fatal(label, "in-item '%s': cannot reserve %zu bytes of address space for "
                                 "the key of its device copy",
                          item, n);
  return p;
}

void *__approxrt_key_get(const char *label, const char *item, long long bytes, int *slot) {
  size_t n = page_round(bytes);
  *slot = -1;
  pthread_mutex_lock(&g_key_mu);
  int f = -1, grow = -1, empty = -1;
  for (int i = 0; i < MAX_KEYS && f < 0; ++i) {
    if (g_key[i].busy)
      continue;
    if (!g_key[i].p) {
      if (empty < 0)
        empty = i;
    } else if (g_key[i].size >= n) {
      f = i;
    } else if (grow < 0) {
      grow = i;
    }
  }
  if (f < 0 && (f = empty >= 0 ? empty : grow) >= 0) {
    if (g_key[f].p)
      munmap(g_key[f].p, g_key[f].size);
    g_key[f].p = NULL;
    g_key[f].size = 0;
    void *p = reserve(label, item, n); /* stops the program on failure */
    g_key[f].p = p;
    g_key[f].size = n;
  }
  if (f >= 0) {
    g_key[f].busy = 1;
    *slot = f;
    void *p = g_key[f].p;
    pthread_mutex_unlock(&g_key_mu);
    return p;
  }
  pthread_mutex_unlock(&g_key_mu);
  return reserve(label, item, n); /* every cached key in use: one of its own */
}

void __approxrt_key_put(void *key, long long bytes, int slot) {
  if (!key)
    return;
  if (slot < 0) {
    munmap(key, page_round(bytes));
    return;
  }
  pthread_mutex_lock(&g_key_mu);
  g_key[slot].busy = 0;
  pthread_mutex_unlock(&g_key_mu);
}
