/* A project's own approx.h (an HPAC-derived project, or a vendor library
 * found through -isystem): Driver/isystem-approx-h.c. */
#define VENDOR_APPROX_TOL 0.01
