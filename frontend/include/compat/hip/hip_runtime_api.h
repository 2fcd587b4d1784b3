/* hip/hip_runtime_api.h for tangle: see hip_runtime.h. */
#include <hip/hip_runtime.h>
