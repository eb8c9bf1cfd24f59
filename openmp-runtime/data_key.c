/* data_key.c - private host keys for the device copies of host perforation
 * and fixed-point transfers, and their associations.
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
 * A cached key stays associated after its execution: LLVM 19's
 * omp_target_disassociate_ptr writes into freed heap memory (its map entry
 * is erased while a lock guard on it is still alive), so the steady state
 * must not call it. Each slot remembers the (device, buffer, bytes) it is
 * associated with; an execution whose device buffer (buffer_cache.c, cached
 * per site) is the one its key already holds calls nothing, and key_get
 * hands out that key first; a new (buffer, bytes) takes an idle unbound or
 * empty slot before a bound one, so a site whose sizes alternate keeps one
 * key per size. Where a bound key must go (64 bindings in use, a key of
 * its own because every cached one is busy, a buffer the pool frees) the
 * key is retired instead of disassociated: its reserved range and its association
 * stay for the rest of the program, nothing maps it again, and the slot
 * takes a fresh key. A retired key costs one mapping of address space and
 * one libomptarget map entry (no memory, no device call); past 4096 of them
 * or 16 TiB of address space (vm.max_map_count is 65530 by default) the
 * runtime disassociates as before. So no program of the test suite calls
 * omp_target_disassociate_ptr for a key (test/Exec/data-assoc-valgrind.test).
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE */
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

#define MAX_KEYS 64
/* Guards the slots, their associations included. Taken after
 * buffer_cache.c's mutex (the pool forgets a buffer under its own), never
 * before it. */
static pthread_mutex_t g_key_mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
  void *p;
  size_t size;
  int busy;
  const void *dbuf; /* non-null: p is associated with [dbuf, +bytes) on dev */
  size_t bytes;
  int dev;
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

/* Retired keys: their number and reserved bytes (g_key_mu held). */
enum { RETIRE_MAX_KEYS = 4096 };
static const unsigned long long RetireMaxBytes = 1ULL << 44;
static unsigned g_retired;
static unsigned long long g_retired_bytes;

/* Keeps the associated key [p, +size) out of use for good, if the budget
 * allows (g_key_mu held): 1 when retired. */
static int retire(size_t size) {
  if (g_retired >= RETIRE_MAX_KEYS || g_retired_bytes + size > RetireMaxBytes)
    return 0;
  ++g_retired;
  g_retired_bytes += size;
  return 1;
}

/* Ends slot i's association, the library's way (g_key_mu held). */
static void unbind(int i) {
  if (g_key[i].dbuf && omp_target_disassociate_ptr)
    omp_target_disassociate_ptr(g_key[i].p, g_key[i].dev);
  g_key[i].dbuf = NULL;
  g_key[i].bytes = 0;
}

/* The rare path (g_key_mu held): slot i's key is retired, and the slot
 * left empty, when associated and within the budget; else unbound. */
static void dissociate(int i) {
  if (g_key[i].dbuf && retire(g_key[i].size)) {
    g_key[i].p = NULL;
    g_key[i].size = 0;
    g_key[i].dbuf = NULL;
    g_key[i].bytes = 0;
    return;
  }
  unbind(i);
}

static int bound_to(int i, const void *dbuf, size_t bytes, int dev) {
  return g_key[i].dbuf && g_key[i].dbuf == dbuf && g_key[i].bytes == bytes && g_key[i].dev == dev;
}

/* The free slot to hand out for n bytes of key bound to (dbuf, bytes, dev),
 * best first: the one already associated with exactly that (the steady
 * state: no libomptarget call), one large enough and associated with
 * nothing, an empty one (a key reserved), one too small and associated
 * with nothing (reserved again), and only then one associated with
 * something else, whose key is retired: so a site whose sizes alternate
 * keeps one key per size and retires none; -1 when every slot is busy. */
static int pick(size_t n, const void *dbuf, size_t bytes, int dev) {
  int best = -1, rank = 6;
  for (int i = 0; i < MAX_KEYS && rank > 0; ++i) {
    if (g_key[i].busy)
      continue;
    int r;
    if (!g_key[i].p)
      r = 2;
    else if (g_key[i].dbuf)
      r = bound_to(i, dbuf, bytes, dev) && g_key[i].size >= n ? 0 : g_key[i].size >= n ? 4 : 5;
    else
      r = g_key[i].size >= n ? 1 : 3;
    if (r < rank) {
      rank = r;
      best = i;
    }
  }
  return best;
}

void *__approxrt_key_get(const char *label, const char *item, long long bytes, const void *dbuf,
                         int dev, int *slot) {
  size_t n = page_round(bytes);
  *slot = -1;
  pthread_mutex_lock(&g_key_mu);
  int f = pick(n, dbuf, (size_t)bytes, dev);
  if (f >= 0 && g_key[f].dbuf && !bound_to(f, dbuf, (size_t)bytes, dev))
    dissociate(f); /* bound elsewhere: retired (an empty slot) or unbound */
  if (f >= 0 && (!g_key[f].p || g_key[f].size < n)) { /* reserve (again): f is unbound here */
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

int __approxrt_key_associate(const void *key, int slot, void *dbuf, long long bytes, int dev) {
  if (slot < 0) /* a key of its own: associated for this execution only */
    return omp_target_associate_ptr(key, dbuf, (size_t)bytes, 0, dev);
  pthread_mutex_lock(&g_key_mu);
  int rc = 0;
  if (!bound_to(slot, dbuf, (size_t)bytes, dev)) {
    unbind(slot); /* key_get left it unbound unless the caller changed the buffer */
    rc = omp_target_associate_ptr(key, dbuf, (size_t)bytes, 0, dev);
    if (rc == 0) {
      g_key[slot].dbuf = dbuf;
      g_key[slot].bytes = (size_t)bytes;
      g_key[slot].dev = dev;
    }
  }
  pthread_mutex_unlock(&g_key_mu);
  return rc;
}

void __approxrt_key_put(void *key, long long bytes, int slot, int dev) {
  if (!key)
    return;
  if (slot < 0) { /* a key of its own: retired, or disassociated and unmapped */
    pthread_mutex_lock(&g_key_mu);
    int kept = dev >= 0 && retire(page_round(bytes));
    pthread_mutex_unlock(&g_key_mu);
    if (kept)
      return;
    if (dev >= 0 && omp_target_disassociate_ptr)
      omp_target_disassociate_ptr(key, dev);
    munmap(key, page_round(bytes));
    return;
  }
  pthread_mutex_lock(&g_key_mu);
  g_key[slot].busy = 0; /* its association stays, for the next execution */
  pthread_mutex_unlock(&g_key_mu);
}

void __approxrt_key_forget_dbuf(const void *dbuf, int dev) {
  if (!dbuf)
    return;
  pthread_mutex_lock(&g_key_mu);
  for (int i = 0; i < MAX_KEYS; ++i)
    if (g_key[i].dbuf == dbuf && g_key[i].dev == dev)
      dissociate(i);
  pthread_mutex_unlock(&g_key_mu);
}

void __approxrt_key_forget_all(void) {
  pthread_mutex_lock(&g_key_mu);
  for (int i = 0; i < MAX_KEYS; ++i)
    if (!g_key[i].busy)
      unbind(i);
  pthread_mutex_unlock(&g_key_mu);
}

int __approxrt_key_cached(const void *key) {
  pthread_mutex_lock(&g_key_mu);
  int found = 0;
  for (int i = 0; i < MAX_KEYS && !found; ++i)
    found = key && g_key[i].p == key;
  pthread_mutex_unlock(&g_key_mu);
  return found;
}

unsigned __approxrt_keys_retired(void) {
  pthread_mutex_lock(&g_key_mu);
  unsigned n = g_retired;
  pthread_mutex_unlock(&g_key_mu);
  return n;
}
