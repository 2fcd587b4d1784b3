// Source: https://github.com/ROCm/HIP-Examples mini-nbody/cuda/nbody-orig.cu (commit cdf9d101acd9a3fc89ee750f73c1f1958cbd5cc3)
// License: Apache-2.0 (mini-nbody/LICENSE in ROCm/HIP-Examples; the LICENSE copyright line is the unfilled template "Copyright {yyyy} {name of copyright owner}"; code originates from github.com/harrism/mini-nbody by Mark Harris)
// (The source file itself carries no license header; see the repository LICENSE named above.)
// Features: N-body force: typedef struct {float x,y,z,vx,vy,vz;} Body array, member access through pointer indexing p[j].x, rsqrtf, #define SOFTENING 1e-9f
// Needs: struct (typedef struct, array-of-structs member access)
// Excerpt: includes, defines, Body typedef and kernel. Dropped "timer.h", randomizeBodies and main.
// Launch: <<<(n+255)/256, 256>>>. Reference: numpy O(n^2) force sum with invDist = 1/sqrt(d2+1e-9) (float32 tolerance).
// ---------------------------------------------------------------------------
// ---- original lines 1-3 ----
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
// ---- original lines 6-9 ----
#define BLOCK_SIZE 256
#define SOFTENING 1e-9f

typedef struct { float x, y, z, vx, vy, vz; } Body;
// ---- original lines 17-36 ----
__global__
void bodyForce(Body *p, float dt, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n) {
    float Fx = 0.0f; float Fy = 0.0f; float Fz = 0.0f;

    for (int j = 0; j < n; j++) {
      float dx = p[j].x - p[i].x;
      float dy = p[j].y - p[i].y;
      float dz = p[j].z - p[i].z;
      float distSqr = dx*dx + dy*dy + dz*dz + SOFTENING;
      float invDist = rsqrtf(distSqr);
      float invDist3 = invDist * invDist * invDist;

      Fx += dx * invDist3; Fy += dy * invDist3; Fz += dz * invDist3;
    }

    p[i].vx += dt*Fx; p[i].vy += dt*Fy; p[i].vz += dt*Fz;
  }
}
