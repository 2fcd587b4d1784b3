/* <assert.h> for tangle: CUDA's device `assert`, which calls `__assertfail` as nvcc's
 * does (the CUDA driver prints the message and stops the kernel). Like the C library's,
 * it has no include guard: each inclusion reads NDEBUG again. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __func__, sizeof(char)))
#endif
