/* approx_cuda.h - device helpers for sync/atomic/branch (in progress). */
#ifndef APPROX_CUDA_H
#define APPROX_CUDA_H
#endif
