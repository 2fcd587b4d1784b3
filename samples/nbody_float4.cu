// Source: https://github.com/ROCm/HIP-Examples mini-nbody/cuda/nbody-block.cu (commit cdf9d101acd9a3fc89ee750f73c1f1958cbd5cc3)
// License: Apache-2.0 (mini-nbody/LICENSE in ROCm/HIP-Examples; the LICENSE copyright line is the unfilled template "Copyright {yyyy} {name of copyright owner}"; code originates from github.com/harrism/mini-nbody by Mark Harris)
// (The source file itself carries no license header; see the repository LICENSE named above.)
// Features: tiled N-body: float4 loads, __shared__ float3 spos[BLOCK_SIZE] declared inside a loop, make_float3, rsqrtf, gridDim.x tile loop, __syncthreads; struct typedef of float4 pointers
// Needs: float4/float3 vector types, make_float3, struct typedef (BodySystem, host-only)
// Excerpt: includes, defines, typedef and kernel. Dropped "timer.h", randomizeBodies and main.
// Launch: <<<(n+255)/256, 256>>> with n a multiple of 256 (kernel reads p[tile*blockDim+tid] unguarded).
// Reference: numpy O(n^2) forces added to v.xyz * dt.
// ---------------------------------------------------------------------------
// ---- original lines 1-3 ----
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
// ---- original lines 6-9 ----
#define BLOCK_SIZE 256
#define SOFTENING 1e-9f

typedef struct { float4 *pos, *vel; } BodySystem;
// ---- original lines 17-44 ----
__global__
void bodyForce(float4 *p, float4 *v, float dt, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n) {
    float Fx = 0.0f; float Fy = 0.0f; float Fz = 0.0f;

    for (int tile = 0; tile < gridDim.x; tile++) {
      __shared__ float3 spos[BLOCK_SIZE];
      float4 tpos = p[tile * blockDim.x + threadIdx.x];
      spos[threadIdx.x] = make_float3(tpos.x, tpos.y, tpos.z);
      __syncthreads();

      for (int j = 0; j < BLOCK_SIZE; j++) {
        float dx = spos[j].x - p[i].x;
        float dy = spos[j].y - p[i].y;
        float dz = spos[j].z - p[i].z;
        float distSqr = dx*dx + dy*dy + dz*dz + SOFTENING;
        float invDist = rsqrtf(distSqr);
        float invDist3 = invDist * invDist * invDist;

        Fx += dx * invDist3; Fy += dy * invDist3; Fz += dz * invDist3;
      }
      __syncthreads();
    }

    v[i].x += dt*Fx; v[i].y += dt*Fy; v[i].z += dt*Fz;
  }
}
