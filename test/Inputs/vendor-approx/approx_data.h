/* A project header sharing the name of one of ours. */
#define VENDOR_APPROX_DATA 7
