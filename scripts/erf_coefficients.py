#!/usr/bin/env python3
"""Chebyshev coefficients of erfcx(x) = erfc(x) * exp(x^2) for the device
library's erf (lowering/src/devicemath.rs), which evaluates erf(x) for
1 <= |x| < end as 1 - exp(-x^2) * erfcx(|x|), erfcx by Clenshaw's recurrence
on u = (2|x| - (a + b)) / (b - a). Needs mpmath (pip install mpmath).
Prints each interval's coefficients and the interpolant's largest relative
error on a fine grid."""
import mpmath as mp

mp.mp.dps = 50


def erfcx(x):
    return mp.erfc(x) * mp.exp(x * x)


def cheb(a, b, n):
    nodes = [mp.cos(mp.pi * (k + mp.mpf(1) / 2) / n) for k in range(n)]
    values = [erfcx((b - a) / 2 * u + (a + b) / 2) for u in nodes]
    c = [2 * mp.fsum(values[k] * mp.cos(mp.pi * j * (k + mp.mpf(1) / 2) / n) for k in range(n)) / n
         for j in range(n)]
    c[0] /= 2
    return c


def clenshaw(c, u):
    b1 = b2 = mp.mpf(0)
    for cj in reversed(c[1:]):
        b1, b2 = 2 * u * b1 - b2 + cj, b1
    return u * b1 - b2 + c[0]


for name, a, b, n in [("f32", 1, 4, 14), ("f64 low", 1, mp.mpf(5) / 2, 20), ("f64 high", mp.mpf(5) / 2, 6, 22)]:
    c = cheb(mp.mpf(a), mp.mpf(b), n)
    worst = max(abs(clenshaw(c, mp.mpf(k) / 500 - 1) / erfcx((b - a) / 2 * (mp.mpf(k) / 500 - 1) + (a + b) / 2) - 1)
                for k in range(1001))
    print(f"{name} [{a}, {b}] {n} terms, relative error {mp.nstr(worst, 3)}:")
    print("  [" + ", ".join(repr(float(x)) for x in c) + "]")
