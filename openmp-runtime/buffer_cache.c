/* buffer_cache.c - the runtime's cached buffers, host and device.
 *
 * Every data technique moves its bytes through buffers that are reused
 * from one execution of a region to the next: allocating and freeing tens
 * of MiB (and page-locking host memory) per execution costs about as much
 * as the transfer approximations save. Four caches live here, all under one
 * mutex: the page-locked host staging buffer and the device staging buffer
 * of each device (one per device, any region), the device buffers of whole
 * map ranges and the host buffers of reduced-precision copies (one per
 * region, item, purpose and device). A buffer is keyed by what it is for,
 * an __approxrt_buf_role, never by a number chosen not to collide with
 * another user's. A cached buffer in use is busy; a second user at that
 * moment gets a fresh allocation, released by the same put call (slot -1).
 * Every device buffer is freed through device_free, which first ends any
 * association a cached key (data_key.c) or a cached reduced copy of role
 * APPROXRT_BUF_PREC_PIPE (data_prec.c) still holds with it; such a copy's
 * association also ends before the copy itself is reallocated.
 */
#include <pthread.h>
#include <stdlib.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

#define MAX_DEVS 64
#define MAX_DBUF 64
#define MAX_HBUF 64

static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;

/* The host buffers (bottom of the file); a reduced copy of role
 * APPROXRT_BUF_PREC_PIPE remembers the device buffer it is associated with. */
static struct {
  const char *label;
  __approxrt_buf_role role;
  int index, dev, pinned, busy;
  void *p;
  size_t size;
  const void *adbuf; /* non-null: p is associated with [adbuf, +abytes) on adev */
  size_t abytes;
  int adev;
} g_hbuf[MAX_HBUF];

/* n bytes of host memory, page-locked for device dev when can_pin and the
 * offload runtime gives it, else malloc'ed; *pinned says which. */
static void *host_alloc(size_t n, int dev, int can_pin, int *pinned) {
  void *p = can_pin ? llvm_omp_target_alloc_host(n, dev) : NULL;
  *pinned = p != NULL;
  return p ? p : malloc(n);
}

static void host_release(void *p, int pinned, int dev) {
  if (!p)
    return;
  if (pinned)
    llvm_omp_target_free_host(p, dev);
  else
    free(p);
}

static void hbuf_dissociate(int i);

/* Frees a device buffer of the caches or a fresh one (g_mu held); a private
 * key or a cached reduced copy may still be associated with it (both keep
 * their associations between executions): those associations end first,
 * so no host address ever names freed device memory, nor memory a later
 * allocation hands to another site. */
static void device_free(void *p, int dev) {
  for (int i = 0; i < MAX_HBUF; ++i)
    if (g_hbuf[i].adbuf == p && g_hbuf[i].adev == dev)
      hbuf_dissociate(i);
  __approxrt_key_forget_dbuf(p, dev);
  omp_target_free(p, dev);
}

/* A device buffer outside the caches (all busy or full), or a stop naming
 * the region when the device has no memory left. */
static void *fresh_device(const char *label, long long n, int dev) {
  void *p = omp_target_alloc((size_t)n, dev);
  if (!p)
    __approxrt_data_fatal(label, "cannot allocate %lld bytes on device %d", n, dev);
  return p;
}

/* ---- page-locked host staging, one per device ---------------------------- */

static struct {
  void *p;
  size_t size;
  int busy, pinned;
} g_stage[MAX_DEVS];

void *__approxrt_stage_get(int dev, size_t n, int *slot) {
  *slot = -1;
  if (dev >= 0 && dev < MAX_DEVS) {
    pthread_mutex_lock(&g_mu);
    if (!g_stage[dev].busy) {
      if (g_stage[dev].size < n) {
        host_release(g_stage[dev].p, g_stage[dev].pinned, dev);
        size_t want = n + n / 4;
        void *p = host_alloc(want, dev, llvm_omp_target_alloc_host != NULL, &g_stage[dev].pinned);
        g_stage[dev].p = p;
        g_stage[dev].size = p ? want : 0;
      }
      if (g_stage[dev].p) {
        g_stage[dev].busy = 1;
        *slot = dev;
        void *p = g_stage[dev].p;
        pthread_mutex_unlock(&g_mu);
        return p;
      }
    }
    pthread_mutex_unlock(&g_mu);
  }
  return malloc(n);
}

void __approxrt_stage_put(void *p, int slot) {
  if (slot < 0) {
    free(p);
    return;
  }
  pthread_mutex_lock(&g_mu);
  g_stage[slot].busy = 0;
  pthread_mutex_unlock(&g_mu);
}

/* ---- device staging, one per device -------------------------------------- */

static struct {
  void *p;
  size_t size;
  int busy;
} g_dstage[MAX_DEVS];

void *__approxrt_dstage_get(const char *label, long long n, int dev, int *slot) {
  *slot = -1;
  if (dev >= 0 && dev < MAX_DEVS) {
    pthread_mutex_lock(&g_mu);
    if (!g_dstage[dev].busy) {
      if (g_dstage[dev].size < (size_t)n) {
        if (g_dstage[dev].p)
          device_free(g_dstage[dev].p, dev);
        size_t want = (size_t)n + (size_t)n / 4;
        g_dstage[dev].p = omp_target_alloc(want, dev);
        g_dstage[dev].size = g_dstage[dev].p ? want : 0;
      }
      if (g_dstage[dev].p) {
        g_dstage[dev].busy = 1;
        *slot = dev;
        void *p = g_dstage[dev].p;
        pthread_mutex_unlock(&g_mu);
        return p;
      }
    }
    pthread_mutex_unlock(&g_mu);
  }
  return fresh_device(label, n, dev);
}

void __approxrt_dstage_put(void *p, int dev, int slot) {
  pthread_mutex_lock(&g_mu);
  if (slot < 0) {
    device_free(p, dev);
    pthread_mutex_unlock(&g_mu);
    return;
  }
  g_dstage[slot].busy = 0;
  pthread_mutex_unlock(&g_mu);
}

/* ---- device buffers, per (region, item, role, index, device) ------------- */

static struct {
  const char *label, *item;
  __approxrt_buf_role role;
  int index, dev, busy;
  void *p;
  size_t size;
} g_dbuf[MAX_DBUF];

void *__approxrt_dbuf_get(const char *label, const char *item, __approxrt_buf_role role, int index,
                          long long n, int dev, int *slot) {
  *slot = -1;
  pthread_mutex_lock(&g_mu);
  int f = -1;
  for (int i = 0; i < MAX_DBUF && f < 0; ++i)
    if (g_dbuf[i].label == label && g_dbuf[i].item == item && g_dbuf[i].role == role &&
        g_dbuf[i].index == index && g_dbuf[i].dev == dev)
      f = i;
  for (int i = 0; i < MAX_DBUF && f < 0; ++i)
    if (!g_dbuf[i].label) {
      f = i;
      g_dbuf[i].label = label;
      g_dbuf[i].item = item;
      g_dbuf[i].role = role;
      g_dbuf[i].index = index;
      g_dbuf[i].dev = dev;
    }
  if (f >= 0 && !g_dbuf[f].busy) {
    if (g_dbuf[f].size < (size_t)n) {
      if (g_dbuf[f].p)
        device_free(g_dbuf[f].p, dev);
      g_dbuf[f].p = omp_target_alloc((size_t)n, dev);
      g_dbuf[f].size = g_dbuf[f].p ? (size_t)n : 0;
    }
    if (g_dbuf[f].p) {
      g_dbuf[f].busy = 1;
      *slot = f;
      void *p = g_dbuf[f].p;
      pthread_mutex_unlock(&g_mu);
      return p;
    }
  }
  pthread_mutex_unlock(&g_mu);
  return fresh_device(label, n, dev);
}

void __approxrt_dbuf_put(void *p, int dev, int slot) {
  pthread_mutex_lock(&g_mu);
  if (slot < 0) {
    device_free(p, dev);
    pthread_mutex_unlock(&g_mu);
    return;
  }
  g_dbuf[slot].busy = 0;
  pthread_mutex_unlock(&g_mu);
}

/* ---- host buffers, per (region, role, index): page-locked when possible -- */

void *__approxrt_hbuf_get(const char *label, __approxrt_buf_role role, int index, long long bytes,
                          int dev, int *slot) {
  *slot = -1;
  if (bytes < 0)
    __approxrt_data_fatal(label, "item %d: negative size (%lld bytes)", index, bytes);
  size_t n = bytes > 0 ? (size_t)bytes : 1;
  pthread_mutex_lock(&g_mu);
  int f = -1;
  for (int i = 0; i < MAX_HBUF && f < 0; ++i)
    if (g_hbuf[i].label == label && g_hbuf[i].role == role && g_hbuf[i].index == index)
      f = i;
  for (int i = 0; i < MAX_HBUF && f < 0; ++i)
    if (!g_hbuf[i].label) {
      f = i;
      g_hbuf[i].label = label;
      g_hbuf[i].role = role;
      g_hbuf[i].index = index;
    }
  if (f >= 0 && !g_hbuf[f].busy) {
    if (g_hbuf[f].size < n || g_hbuf[f].dev != dev) {
      hbuf_dissociate(f);
      host_release(g_hbuf[f].p, g_hbuf[f].pinned, g_hbuf[f].dev);
      const int can_pin = dev >= 0 && llvm_omp_target_alloc_host && omp_get_num_devices &&
                          dev < omp_get_num_devices();
      void *p = host_alloc(n, dev, can_pin, &g_hbuf[f].pinned);
      g_hbuf[f].p = p;
      g_hbuf[f].size = p ? n : 0;
      g_hbuf[f].dev = dev;
    }
    if (g_hbuf[f].p) {
      g_hbuf[f].busy = 1;
      *slot = f;
      void *p = g_hbuf[f].p;
      pthread_mutex_unlock(&g_mu);
      return p;
    }
  }
  pthread_mutex_unlock(&g_mu);
  void *p = malloc(n);
  if (!p)
    __approxrt_data_fatal(label, "cannot allocate %lld bytes on the host", bytes);
  return p;
}

int __approxrt_hbuf_pinned(int slot) {
  if (slot < 0 || slot >= MAX_HBUF)
    return 0;
  pthread_mutex_lock(&g_mu);
  int pinned = g_hbuf[slot].pinned;
  pthread_mutex_unlock(&g_mu);
  return pinned;
}

void __approxrt_hbuf_put(void *p, int slot) {
  if (slot < 0) {
    free(p);
    return;
  }
  pthread_mutex_lock(&g_mu);
  g_hbuf[slot].busy = 0;
  pthread_mutex_unlock(&g_mu);
}

/* ---- associations of reduced copies (data_prec.c), g_mu held ----------- */

static void hbuf_dissociate(int i) {
  if (g_hbuf[i].adbuf && omp_target_disassociate_ptr)
    omp_target_disassociate_ptr(g_hbuf[i].p, g_hbuf[i].adev);
  g_hbuf[i].adbuf = NULL;
  g_hbuf[i].abytes = 0;
}

/* The cached copy of role PREC_PIPE at host, in use by the caller; -1 for
 * any other buffer. */
static int pipe_slot(const void *host) {
  for (int i = 0; i < MAX_HBUF; ++i)
    if (g_hbuf[i].p == host && g_hbuf[i].busy && g_hbuf[i].role == APPROXRT_BUF_PREC_PIPE)
      return i;
  return -1;
}

int __approxrt_hbuf_pipe_state(const void *host, int dev) {
  pthread_mutex_lock(&g_mu);
  int i = pipe_slot(host);
  int r = i < 0 ? -1 : g_hbuf[i].adbuf && g_hbuf[i].adev == dev;
  pthread_mutex_unlock(&g_mu);
  return r;
}

int __approxrt_hbuf_associate(void *host, void *dbuf, long long bytes, int dev) {
  pthread_mutex_lock(&g_mu);
  int i = pipe_slot(host), rc = 0;
  if (i < 0) {
    rc = 1; /* not a cached copy: prec_begin lets the construct map it */
  } else if (!(g_hbuf[i].adbuf == dbuf && g_hbuf[i].abytes == (size_t)bytes &&
               g_hbuf[i].adev == dev)) {
    hbuf_dissociate(i); /* another buffer, size or device: the rare path */
    rc = omp_target_associate_ptr(host, dbuf, (size_t)bytes, 0, dev);
    if (rc == 0) {
      g_hbuf[i].adbuf = dbuf;
      g_hbuf[i].abytes = (size_t)bytes;
      g_hbuf[i].adev = dev;
    }
  }
  pthread_mutex_unlock(&g_mu);
  return rc;
}

void __approxrt_hbuf_forget_all(void) {
  pthread_mutex_lock(&g_mu);
  for (int i = 0; i < MAX_HBUF; ++i)
    if (!g_hbuf[i].busy)
      hbuf_dissociate(i);
  pthread_mutex_unlock(&g_mu);
}

/* The ABI entry points of lowered code: reduced-precision copy `item`. */
void *__approxrt_data_hbuf(const char *label, int item, long long bytes, int dev, int *slot) {
  APPROXRT_TRACE("prec.hbuf");
  void *p = __approxrt_hbuf_get(label, APPROXRT_BUF_PREC_HOST, item, bytes, dev, slot);
  APPROXRT_TRACE("prec.hbuf.got");
  return p;
}

/* The same for an item the runtime moves itself (prec_begin follows): its
 * own cache entries, so only code that goes through prec_begin ever gets a
 * copy that may still be associated. */
void *__approxrt_data_hbuf_pipe(const char *label, int item, long long bytes, int dev, int *slot) {
  return __approxrt_hbuf_get(label, APPROXRT_BUF_PREC_PIPE, item, bytes, dev, slot);
}

void __approxrt_data_hbuf_put(void *p, int slot) { __approxrt_hbuf_put(p, slot); }
