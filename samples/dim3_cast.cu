// Source: https://github.com/CHIP-SPV/chipStar tests/compiler/TestDim3Cast.hip (commit edd7ad21246965632cf66717fe2e4e9163bbe643)
// License: MIT (the repository's LICENSE; the file has no header of its own): Copyright (c) 2020-2023 Tampere University, Parform Oy (Parmance),
// Pagan Lc, Georgia Tech, Argonne National Laboratory, Intel Corporation. Full text: samples/LICENSES.md.
// The source file follows unchanged.
#include <hip/hip_runtime.h>
#include <iostream>

__global__ void errorKernel() {
    dim3 myDim3 = blockIdx; // This line will cause the error
}

int main() {
    errorKernel<<<1, 1>>>();
    hipDeviceSynchronize();
    
    std::cout << "If you see this, the error wasn't caught at runtime." << std::endl;
    
    return 0;
}
