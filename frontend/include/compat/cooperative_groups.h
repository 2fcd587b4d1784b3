/* cooperative_groups.h for tangle. Cooperative groups are a C++ library (classes,
 * templates, namespaces) that tangle's C subset cannot express; including the header is
 * harmless, and each use is reported with its plain-CUDA equivalent
 * (`this_thread_block().sync()` is `__syncthreads()`, a 32-thread `tiled_partition`'s
 * `shfl_down` is `__shfl_down_sync(0xffffffff, ...)`). */
