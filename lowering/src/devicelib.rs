//! The device libraries: LLVM IR definitions, for one GPU target, of every
//! function the generic lowering calls by the prelude's name (`__ballot_sync`,
//! `__tangle_shfl_sync_f64`, `atomicAdd`, ...) and of the launch variables
//! (`__tangle_threadIdx_x`, ...), written with the target's intrinsics, and
//! the math functions of [`crate::devicemath`].
//!
//! [`crate::target`] links the library into the lowered module and inlines it
//! (`alwaysinline`, at every `-O` level), the way Clang links libdevice or
//! the ROCm device libraries. Convergent definitions start with
//! `llvm.experimental.convergence.entry` and pass that token to every
//! convergent intrinsic they call, so inlining a call that carries
//! `"convergencectrl"(token %t)` puts `%t` on the intrinsics: every
//! convergent operation of the final module keeps the token the tangle
//! engine chose for its call.
//!
//! The text is generated rather than written out because each shuffle exists
//! for six value types and four (NVPTX) or five (AMDGPU) directions; the
//! golden tests of `lowering/tests/golden/` show the result.

use frontend::builtins::{atomic_types, Builtin};
use frontend::model::Type;
use std::fmt::Write;

/// The GPU a library is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gpu {
    /// NVIDIA, PTX: `sm` is the compute capability times ten (70 for sm_70).
    Nvptx { sm: u32 },
    /// AMD, HSA code objects: the wavefront size (32 or 64 lanes).
    Amdgpu { wave: u32 },
}

impl Gpu {
    /// Lanes per warp (wavefront): `warpSize`, and a shuffle's default width.
    pub fn warp_size(self) -> u32 {
        match self {
            Gpu::Nvptx { .. } => 32,
            Gpu::Amdgpu { wave } => wave,
        }
    }
}

/// Attribute groups: `#0` convergent, `#1` not.
pub(crate) const ATTRIBUTES: &str = "attributes #0 = { convergent alwaysinline nounwind }\n\
                          attributes #1 = { alwaysinline nounwind }\n";

/// The shuffled value types: the suffix of `__tangle_shfl_sync_<suffix>`, the
/// LLVM type, and how a value of it travels through 32-bit lanes.
const SHUFFLE_TYPES: [(&str, &str); 6] = [
    ("i32", "i32"),
    ("u32", "i32"),
    ("i64", "i64"),
    ("u64", "i64"),
    ("f32", "float"),
    ("f64", "double"),
];

/// The complete library for `gpu`, as LLVM assembly (no triple: the caller
/// gives it the module's).
pub(crate) fn library(gpu: Gpu) -> String {
    let mut s = String::new();
    common(&mut s);
    match gpu {
        Gpu::Nvptx { sm } => nvptx(&mut s, sm),
        Gpu::Amdgpu { wave } => amdgpu(&mut s, wave),
    }
    crate::devicemath::library(&mut s, matches!(gpu, Gpu::Nvptx { .. }));
    results_through_pointers(&mut s);
    s.push_str(ATTRIBUTES);
    s
}

/// The C library's functions with a result through a pointer, in both precisions:
/// `sincos` (the device library's `sin` and `cos`), `frexp` (from the bits, subnormals
/// scaled first) and `remquo`: `n = rint(x / y)`, the remainder `fma(-n, y, x)` (exact, as
/// the remainder is representable), moved into `[-|y|/2, |y|/2]` when the division rounded
/// `n` the wrong way, and `n`'s sign and low 3 bits. The float one divides in double; the
/// quotient bits are exact while `|x / y|` stays below 2^53 (float) or 2^52 (double).
pub(crate) fn results_through_pointers(s: &mut String) {
    for (
        t,
        i,
        suffix,
        bits,
        abs_mask,
        inf,
        min_normal,
        scale,
        scaled_bias,
        bias,
        mant_mask,
        half,
    ) in [
        (
            "float",
            "i32",
            "f",
            23,
            "2147483647",
            "2139095040",
            "8388608",
            "0x4180000000000000",
            151,
            126,
            "-2139095041",
            "1056964608",
        ),
        (
            "double",
            "i64",
            "",
            52,
            "9223372036854775807",
            "9218868437227405312",
            "4503599627370496",
            "0x4350000000000000",
            1076,
            1022,
            "-9218868437227405313",
            "4602678819172646912",
        ),
    ] {
        let exp_field = if t == "float" { "255" } else { "2047" };
        // The exponent as C's `int`.
        let (exp, narrow) = if t == "float" {
            ("%exp", "")
        } else {
            ("%exp32", "\n  %exp32 = trunc i64 %exp to i32")
        };
        let _ = writeln!(
            s,
            "define void @sincos{suffix}({t} %x, ptr %s, ptr %c) #1 {{\n\
             \x20 %sin = call {t} @__tangle_sin{suffix}({t} %x)\n\
             \x20 %cos = call {t} @__tangle_cos{suffix}({t} %x)\n\
             \x20 store {t} %sin, ptr %s\n\
             \x20 store {t} %cos, ptr %c\n\
             \x20 ret void\n}}\n\
             define {t} @frexp{suffix}({t} %x, ptr %e) #1 {{\n\
             \x20 %b = bitcast {t} %x to {i}\n\
             \x20 %a = and {i} %b, {abs_mask}\n\
             \x20 %zero = icmp eq {i} %a, 0\n\
             \x20 %nonfinite = icmp uge {i} %a, {inf}\n\
             \x20 %special = or i1 %zero, %nonfinite\n\
             \x20 %subnormal = icmp ult {i} %a, {min_normal}\n\
             \x20 %xs = fmul {t} %x, {scale}\n\
             \x20 %y = select i1 %subnormal, {t} %xs, {t} %x\n\
             \x20 %yb = bitcast {t} %y to {i}\n\
             \x20 %ye = lshr {i} %yb, {bits}\n\
             \x20 %yex = and {i} %ye, {exp_field}\n\
             \x20 %bias = select i1 %subnormal, {i} {scaled_bias}, {i} {bias}\n\
             \x20 %exp = sub {i} %yex, %bias{narrow}\n\
             \x20 %mant = and {i} %yb, {mant_mask}\n\
             \x20 %mb = or {i} %mant, {half}\n\
             \x20 %m = bitcast {i} %mb to {t}\n\
             \x20 %r = select i1 %special, {t} %x, {t} %m\n\
             \x20 %er = select i1 %special, i32 0, i32 {exp}\n\
             \x20 store i32 %er, ptr %e\n\
             \x20 ret {t} %r\n}}"
        );
        // remquo, in double for the float one.
        let (xd, yd, mut body) = if t == "float" {
            let widen = "  %xd = fpext float %x to double\n  %yd = fpext float %y to double\n";
            ("%xd", "%yd", widen.to_string())
        } else {
            ("%x", "%y", String::new())
        };
        let _ = write!(
            body,
            "  %q = fdiv double {xd}, {yd}\n\
             \x20 %n0 = call double @llvm.rint.f64(double %q)\n\
             \x20 %nn0 = fneg double %n0\n\
             \x20 %r0 = call double @llvm.fma.f64(double %nn0, double {yd}, double {xd})\n\
             \x20 %ay = call double @llvm.fabs.f64(double {yd})\n\
             \x20 %hy = fmul double %ay, 0.5\n\
             \x20 %ar = call double @llvm.fabs.f64(double %r0)\n\
             \x20 %over = fcmp ogt double %ar, %hy\n\
             \x20 %step = call double @llvm.copysign.f64(double 1.0, double %r0)\n\
             \x20 %sq = fdiv double {yd}, %ay\n\
             \x20 %stepq = fmul double %step, %sq\n\
             \x20 %n1 = fadd double %n0, %stepq\n\
             \x20 %n = select i1 %over, double %n1, double %n0\n\
             \x20 %nn = fneg double %n\n\
             \x20 %r1 = call double @llvm.fma.f64(double %nn, double {yd}, double {xd})\n\
             \x20 %rzero = fcmp oeq double %r1, 0.0\n\
             \x20 %rsigned = call double @llvm.copysign.f64(double %r1, double {xd})\n\
             \x20 %r2 = select i1 %rzero, double %rsigned, double %r1\n\
             \x20 %ax = call double @llvm.fabs.f64(double {xd})\n\
             \x20 %xfinite = fcmp olt double %ax, 0x7FF0000000000000\n\
             \x20 %yinf = fcmp oeq double %ay, 0x7FF0000000000000\n\
             \x20 %keepx = and i1 %xfinite, %yinf\n\
             \x20 %r3 = select i1 %keepx, double {xd}, double %r2\n\
             \x20 %low = frem double %n, 8.0\n\
             \x20 %qi = fptosi double %low to i32\n\
             \x20 %quo = select i1 %keepx, i32 0, i32 %qi\n\
             \x20 store i32 %quo, ptr %quo.p\n"
        );
        let ret = if t == "float" {
            "  %rf = fptrunc double %r3 to float\n  ret float %rf\n"
        } else {
            "  ret double %r3\n"
        };
        let _ = writeln!(
            s,
            "define {t} @remquo{suffix}({t} %x, {t} %y, ptr %quo.p) #1 {{\n{body}{ret}}}"
        );
    }
}

/// Every shuffle entry point the lowering calls (`__tangle_shfl_sync_f64`,
/// HIP's maskless `__tangle_shfl_up_i32`, ...), for every value type, built on the
/// 32-bit shuffles the target defines as
/// `@__tangle_lane32_<dir>(i32 mask, i32 value, i32 arg, i32 width)`.
fn shuffles(s: &mut String) {
    for (op, dir) in [
        ("shfl_sync", "shfl"),
        ("shfl_xor_sync", "shfl_xor"),
        ("shfl_up_sync", "shfl_up"),
        ("shfl_down_sync", "shfl_down"),
        ("shfl", "shfl"),
        ("shfl_xor", "shfl_xor"),
        ("shfl_up", "shfl_up"),
        ("shfl_down", "shfl_down"),
    ] {
        for (suffix, ty) in SHUFFLE_TYPES {
            // HIP's maskless `__shfl*` run over the active lanes.
            let (params, mask) = if !op.ends_with("_sync") {
                (
                    format!("{ty} %v, i32 %arg, i32 %width"),
                    "  %mask = call i32 @__activemask() #0 [ \"convergencectrl\"(token %t) ]\n",
                )
            } else {
                (format!("i32 %mask, {ty} %v, i32 %arg, i32 %width"), "")
            };
            let _ = write!(
                s,
                "define {ty} @__tangle_{op}_{suffix}({params}) #0 {{\n\
                 \x20 %t = call token @llvm.experimental.convergence.entry()\n{mask}"
            );
            let call = |s: &mut String, out: &str, value: &str| {
                let _ = writeln!(
                    s,
                    "  {out} = call i32 @__tangle_lane32_{dir}(i32 %mask, i32 {value}, i32 %arg, i32 %width) #0 [ \"convergencectrl\"(token %t) ]"
                );
            };
            match ty {
                "i32" => {
                    call(s, "%r", "%v");
                    s.push_str("  ret i32 %r\n}\n");
                }
                "float" => {
                    s.push_str("  %b = bitcast float %v to i32\n");
                    call(s, "%r", "%b");
                    s.push_str("  %f = bitcast i32 %r to float\n  ret float %f\n}\n");
                }
                _ => {
                    // 64-bit values travel as two 32-bit halves, as CUDA's headers do.
                    let whole = if ty == "double" {
                        s.push_str("  %w = bitcast double %v to i64\n");
                        "%w"
                    } else {
                        "%v"
                    };
                    let _ = writeln!(
                        s,
                        "  %lo = trunc i64 {whole} to i32\n  %hi.w = lshr i64 {whole}, 32\n  %hi = trunc i64 %hi.w to i32"
                    );
                    call(s, "%rlo", "%lo");
                    call(s, "%rhi", "%hi");
                    s.push_str(
                        "  %zlo = zext i32 %rlo to i64\n  %zhi = zext i32 %rhi to i64\n  %shi = shl i64 %zhi, 32\n  %r = or i64 %shi, %zlo\n",
                    );
                    if ty == "double" {
                        s.push_str("  %d = bitcast i64 %r to double\n  ret double %d\n}\n");
                    } else {
                        s.push_str("  ret i64 %r\n}\n");
                    }
                }
            }
        }
    }
}

/// What every GPU defines the same way: bit counts, min/max, atomics (the
/// scope differs and is filled in by the target) and `__reduce_add_sync`'s
/// shape.
fn common(s: &mut String) {
    s.push_str(
        r#"define void @__trap() #1 {
  call void @llvm.trap()
  unreachable
}
define i32 @__ffs(i32 %x) #1 {
  %tz = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %n = add i32 %tz, 1
  %z = icmp eq i32 %x, 0
  %r = select i1 %z, i32 0, i32 %n
  ret i32 %r
}
define i32 @__popc(i32 %x) #1 {
  %r = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %r
}
define i32 @__popcll(i64 %x) #1 {
  %p = call i64 @llvm.ctpop.i64(i64 %x)
  %r = trunc i64 %p to i32
  ret i32 %r
}
define i32 @__clz(i32 %x) #1 {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i32 @__ffsll(i64 %x) #1 {
  %tz = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  %tz32 = trunc i64 %tz to i32
  %n = add i32 %tz32, 1
  %z = icmp eq i64 %x, 0
  %r = select i1 %z, i32 0, i32 %n
  ret i32 %r
}
define i32 @__clzll(i64 %x) #1 {
  %n = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  %r = trunc i64 %n to i32
  ret i32 %r
}
define i32 @__brev(i32 %x) #1 {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}
define i64 @__brevll(i64 %x) #1 {
  %r = call i64 @llvm.bitreverse.i64(i64 %x)
  ret i64 %r
}
"#,
    );
    for (name, from, to) in [
        ("__float_as_int", "float", "i32"),
        ("__float_as_uint", "float", "i32"),
        ("__int_as_float", "i32", "float"),
        ("__uint_as_float", "i32", "float"),
        ("__double_as_longlong", "double", "i64"),
        ("__longlong_as_double", "i64", "double"),
    ] {
        let _ = writeln!(
            s,
            "define {to} @{name}({from} %x) #1 {{\n\
             \x20 %r = bitcast {from} %x to {to}\n\
             \x20 ret {to} %r\n}}"
        );
    }
    for (name, op) in [("min", "min"), ("max", "max")] {
        for (suffix, ty, intrinsic) in [
            ("", "i32", format!("s{op}.i32")),
            ("_u32", "i32", format!("u{op}.i32")),
            ("_i64", "i64", format!("s{op}.i64")),
            ("_u64", "i64", format!("u{op}.i64")),
            ("_f32", "float", format!("{op}num.f32")),
            ("_f64", "double", format!("{op}num.f64")),
        ] {
            let fname = if suffix.is_empty() {
                name.to_string()
            } else {
                format!("__tangle_{name}{suffix}")
            };
            let _ = writeln!(
                s,
                "define {ty} @{fname}({ty} %a, {ty} %b) #1 {{\n\
                 \x20 %r = call {ty} @llvm.{intrinsic}({ty} %a, {ty} %b)\n\
                 \x20 ret {ty} %r\n}}"
            );
        }
    }
}

/// Every atomic on every type the frontend accepts, relaxed at device scope
/// as CUDA's and HIP's are (`scope` is the target's name for it), and the
/// three fences (CUDA's are sequentially consistent at block, device and
/// system scope; `block` is the target's name for the block). `metadata`
/// goes on each `atomicrmw` (AMDGPU: HIP's promise that the memory is not
/// fine-grained or remote, without which flat atomics become CAS loops).
fn atomics(s: &mut String, scope: &str, block: &str, metadata: &str) {
    for &b in Builtin::ALL.iter().filter(|b| b.is_atomic()) {
        for elem in atomic_types(b) {
            let (ty, suffix) = match elem {
                Type::Float => ("float", "f32"),
                Type::Double => ("double", "f64"),
                Type::Int(i) => (
                    if i.bits == 64 { "i64" } else { "i32" },
                    match (i.bits, i.signed) {
                        (32, true) => "i32",
                        (32, false) => "u32",
                        (_, true) => "i64",
                        _ => "u64",
                    },
                ),
                _ => continue,
            };
            let fname = if *elem == Type::INT {
                b.name().to_string()
            } else {
                format!("__tangle_{}_{suffix}", b.name())
            };
            let unsigned = suffix.starts_with('u');
            let op = match b {
                Builtin::AtomicAdd if elem.is_float() => "fadd",
                Builtin::AtomicAdd => "add",
                Builtin::AtomicSub => "sub",
                Builtin::AtomicExch => "xchg",
                Builtin::AtomicMin if unsigned => "umin",
                Builtin::AtomicMin => "min",
                Builtin::AtomicMax if unsigned => "umax",
                Builtin::AtomicMax => "max",
                // LLVM's wrapping increment and decrement are CUDA's.
                Builtin::AtomicInc => "uinc_wrap",
                Builtin::AtomicDec => "udec_wrap",
                Builtin::AtomicAnd => "and",
                Builtin::AtomicOr => "or",
                Builtin::AtomicXor => "xor",
                _ => {
                    let _ = writeln!(
                        s,
                        "define {ty} @{fname}(ptr %p, {ty} %c, {ty} %v) #1 {{\n\
                         \x20 %x = cmpxchg ptr %p, {ty} %c, {ty} %v syncscope(\"{scope}\") monotonic monotonic\n\
                         \x20 %r = extractvalue {{ {ty}, i1 }} %x, 0\n\
                         \x20 ret {ty} %r\n}}"
                    );
                    continue;
                }
            };
            let _ = writeln!(
                s,
                "define {ty} @{fname}(ptr %p, {ty} %v) #1 {{\n\
                 \x20 %r = atomicrmw {op} ptr %p, {ty} %v syncscope(\"{scope}\") monotonic{metadata}\n\
                 \x20 ret {ty} %r\n}}"
            );
        }
    }
    for (name, scope) in [
        ("__threadfence_block", format!("syncscope(\"{block}\") ")),
        ("__threadfence", format!("syncscope(\"{scope}\") ")),
        ("__threadfence_system", String::new()),
    ] {
        let _ = writeln!(
            s,
            "define void @{name}() #1 {{\n  fence {scope}seq_cst\n  ret void\n}}"
        );
    }
}

/// The `__reduce_*_sync` reductions: the operation on `%acc` and `%x` giving
/// `%acc.next` (an instruction or an intrinsic), and its identity.
const REDUCTIONS: [(&str, &str, &str); 8] = [
    ("__reduce_add_sync", "add i32 %acc, %x", "0"),
    (
        "__reduce_min_sync",
        "call i32 @llvm.smin.i32(i32 %acc, i32 %x)",
        "2147483647",
    ),
    (
        "__tangle_reduce_min_sync_u32",
        "call i32 @llvm.umin.i32(i32 %acc, i32 %x)",
        "-1",
    ),
    (
        "__reduce_max_sync",
        "call i32 @llvm.smax.i32(i32 %acc, i32 %x)",
        "-2147483648",
    ),
    (
        "__tangle_reduce_max_sync_u32",
        "call i32 @llvm.umax.i32(i32 %acc, i32 %x)",
        "0",
    ),
    ("__reduce_and_sync", "and i32 %acc, %x", "-1"),
    ("__reduce_or_sync", "or i32 %acc, %x", "0"),
    ("__reduce_xor_sync", "xor i32 %acc, %x", "0"),
];

/// A reduction without a reduction instruction: every lane of the mask reads each member's value in turn
/// (`read` names the target's 32-bit read of lane `%l`), so all members
/// compute the same result. The mask is the same on every member (CUDA
/// requires it), so all iterate together: the loop's heart makes that
/// explicit.
fn reduce_by_lanes(s: &mut String, name: &str, op: &str, identity: &str, read: &str) {
    let _ = writeln!(
        s,
        r#"define i32 @{name}(i32 %mask, i32 %v) #0 {{
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %none = icmp eq i32 %mask, 0
  br i1 %none, label %done, label %loop
loop:
  %rest = phi i32 [ %mask, %entry ], [ %rest.next, %loop ]
  %acc = phi i32 [ {identity}, %entry ], [ %acc.next, %loop ]
  %tok.lanes = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %l = call i32 @llvm.cttz.i32(i32 %rest, i1 true)
{read}
  %acc.next = {op}
  %rest.less = sub i32 %rest, 1
  %rest.next = and i32 %rest, %rest.less
  %more = icmp ne i32 %rest.next, 0
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %r
}}"#
    );
}

/// Every reduction: `redux` is the target's instruction for each (NVPTX on
/// sm_80 and later: `redux.sync.<op>`), else `read` builds it from lane reads.
fn reductions(s: &mut String, redux: Option<&dyn Fn(&str) -> String>, read: &str) {
    for (name, op, identity) in REDUCTIONS {
        match redux.map(|r| r(name)) {
            Some(intrinsic) => {
                let _ = writeln!(
                    s,
                    "define i32 @{name}(i32 %mask, i32 %v) #0 {{\n\
                     \x20 %t = call token @llvm.experimental.convergence.entry()\n\
                     \x20 %r = call i32 @{intrinsic}(i32 %v, i32 %mask) [ \"convergencectrl\"(token %t) ]\n\
                     \x20 ret i32 %r\n}}"
                );
            }
            None => reduce_by_lanes(s, name, op, identity, read),
        }
    }
}

/// NVPTX: the NVVM intrinsics CUDA's own headers use.
fn nvptx(s: &mut String, sm: u32) {
    for (var, sreg) in [
        ("threadIdx", "tid"),
        ("blockIdx", "ctaid"),
        ("blockDim", "ntid"),
        ("gridDim", "nctaid"),
    ] {
        for d in ["x", "y", "z"] {
            let _ = writeln!(
                s,
                "define i32 @__tangle_{var}_{d}() #1 {{\n\
                 \x20 %r = call i32 @llvm.nvvm.read.ptx.sreg.{sreg}.{d}()\n\
                 \x20 ret i32 %r\n}}"
            );
        }
    }
    s.push_str(
        r#"define void @__syncthreads() #0 {
  %t = call token @llvm.experimental.convergence.entry()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %t) ]
  ret void
}
define void @__syncwarp(i32 %mask) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  call void @llvm.nvvm.bar.warp.sync(i32 %mask) [ "convergencectrl"(token %t) ]
  ret void
}
define i32 @__activemask() #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %t) ]
  ret i32 %r
}
define i32 @__ballot_sync(i32 %mask, i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %p, 0
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %c) [ "convergencectrl"(token %t) ]
  ret i32 %r
}
define i32 @__any_sync(i32 %mask, i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %p, 0
  %b = call i1 @llvm.nvvm.vote.any.sync(i32 %mask, i1 %c) [ "convergencectrl"(token %t) ]
  %r = zext i1 %b to i32
  ret i32 %r
}
define i32 @__all_sync(i32 %mask, i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %p, 0
  %b = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %c) [ "convergencectrl"(token %t) ]
  %r = zext i1 %b to i32
  ret i32 %r
}
define i64 @__ballot(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %m = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %t) ]
  %c = icmp ne i32 %p, 0
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %c) [ "convergencectrl"(token %t) ]
  %r = zext i32 %b to i64
  ret i64 %r
}
define i32 @__any(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %m = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %t) ]
  %r = call i32 @__any_sync(i32 %m, i32 %p) #0 [ "convergencectrl"(token %t) ]
  ret i32 %r
}
define i32 @__all(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %m = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %t) ]
  %r = call i32 @__all_sync(i32 %m, i32 %p) #0 [ "convergencectrl"(token %t) ]
  ret i32 %r
}
"#,
    );
    // shfl.sync's `c` operand packs the segment mask ((32 - width) << 8) and,
    // except for `up`, the clamp (31), as CUDA's headers compute it.
    for (dir, intrinsic, clamp) in [
        ("shfl", "idx", "31"),
        ("shfl_xor", "bfly", "31"),
        ("shfl_up", "up", "0"),
        ("shfl_down", "down", "31"),
    ] {
        let _ = writeln!(
            s,
            "define i32 @__tangle_lane32_{dir}(i32 %mask, i32 %v, i32 %arg, i32 %width) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %seg.n = sub i32 32, %width\n\
             \x20 %seg = shl i32 %seg.n, 8\n\
             \x20 %c = or i32 %seg, {clamp}\n\
             \x20 %r = call i32 @llvm.nvvm.shfl.sync.{intrinsic}.i32(i32 %mask, i32 %v, i32 %arg, i32 %c) [ \"convergencectrl\"(token %t) ]\n\
             \x20 ret i32 %r\n}}"
        );
    }
    shuffles(s);
    // sm_80 has `redux.sync` for every reduction.
    let redux = |name: &str| {
        let op = match name {
            "__reduce_add_sync" => "add",
            "__reduce_min_sync" => "min",
            "__tangle_reduce_min_sync_u32" => "umin",
            "__reduce_max_sync" => "max",
            "__tangle_reduce_max_sync_u32" => "umax",
            "__reduce_and_sync" => "and",
            "__reduce_or_sync" => "or",
            _ => "xor",
        };
        format!("llvm.nvvm.redux.sync.{op}")
    };
    reductions(
        s,
        (sm >= 80).then_some(&redux as &dyn Fn(&str) -> String),
        "  %x = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %v, i32 %l, i32 31) [ \"convergencectrl\"(token %tok.lanes) ]",
    );
    // `bar.red`: the barrier that also counts, ands or ors a predicate.
    for (name, op, ty) in [
        ("__syncthreads_count", "popc", "i32"),
        ("__syncthreads_and", "and", "i1"),
        ("__syncthreads_or", "or", "i1"),
    ] {
        let widen = if ty == "i1" {
            "  %r = zext i1 %b to i32\n"
        } else {
            "  %r = add i32 %b, 0\n"
        };
        let _ = writeln!(
            s,
            "define i32 @{name}(i32 %p) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %c = icmp ne i32 %p, 0\n\
             \x20 %b = call {ty} @llvm.nvvm.barrier.cta.red.{op}.aligned.all(i32 0, i1 %c) [ \"convergencectrl\"(token %t) ]\n\
             {widen}  ret i32 %r\n}}"
        );
    }
    // `match.sync` (sm_70): 32- and 64-bit values, floats by their bits.
    for (suffix, ty, bits) in [
        ("", "i32", "i32"),
        ("_u32", "i32", "i32"),
        ("_i64", "i64", "i64"),
        ("_u64", "i64", "i64"),
        ("_f32", "float", "i32"),
        ("_f64", "double", "i64"),
    ] {
        let (any, all) = if suffix.is_empty() {
            (
                "__match_any_sync".to_string(),
                "__match_all_sync".to_string(),
            )
        } else {
            (
                format!("__tangle_match_any_sync{suffix}"),
                format!("__tangle_match_all_sync{suffix}"),
            )
        };
        let _ = writeln!(
            s,
            "define i32 @{any}(i32 %mask, {ty} %v) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %b = bitcast {ty} %v to {bits}\n\
             \x20 %r = call i32 @llvm.nvvm.match.any.sync.{bits}(i32 %mask, {bits} %b) [ \"convergencectrl\"(token %t) ]\n\
             \x20 ret i32 %r\n}}\n\
             define i32 @{all}(i32 %mask, {ty} %v, ptr %pred) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %b = bitcast {ty} %v to {bits}\n\
             \x20 %m = call {{ i32, i1 }} @llvm.nvvm.match.all.sync.{bits}p(i32 %mask, {bits} %b) [ \"convergencectrl\"(token %t) ]\n\
             \x20 %r = extractvalue {{ i32, i1 }} %m, 0\n\
             \x20 %same = extractvalue {{ i32, i1 }} %m, 1\n\
             \x20 %p = zext i1 %same to i32\n\
             \x20 store i32 %p, ptr %pred, align 4\n\
             \x20 ret i32 %r\n}}"
        );
    }
    for (name, sreg) in [
        ("__lanemask_lt", "lanemask.lt"),
        ("__lanemask_le", "lanemask.le"),
        ("__lanemask_eq", "lanemask.eq"),
        ("__lanemask_gt", "lanemask.gt"),
        ("__lanemask_ge", "lanemask.ge"),
        ("__laneid", "laneid"),
    ] {
        let _ = writeln!(
            s,
            "define i32 @{name}() #1 {{\n\
             \x20 %r = call i32 @llvm.nvvm.read.ptx.sreg.{sreg}()\n\
             \x20 ret i32 %r\n}}"
        );
    }
    s.push_str(
        r#"define i64 @clock() #1 {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %r = sext i32 %c to i64
  ret i64 %r
}
define i64 @clock64() #1 {
  %r = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  ret i64 %r
}
define i32 @__mul24(i32 %a, i32 %b) #1 {
  %r = call i32 @llvm.nvvm.mul24.i(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @__umul24(i32 %a, i32 %b) #1 {
  %r = call i32 @llvm.nvvm.mul24.ui(i32 %a, i32 %b)
  ret i32 %r
}
"#,
    );
    atomics(s, "device", "block", "");
}

/// AMDGPU: the intrinsics HIP's headers and the ROCm device libraries use,
/// code object v5 (the launch sizes are read from the implicit kernel
/// arguments).
fn amdgpu(s: &mut String, wave: u32) {
    // ROCm's `__assert_fail` prints through the hostcall library, which tangle does not
    // link (its `printf` is refused for the same reason): the kernel stops without it.
    s.push_str(
        "define void @__assertfail(ptr %message, ptr %file, i32 %line, ptr %function, i64 %size) #1 {\n\
         \x20 call void @llvm.trap()\n\
         \x20 unreachable\n}\n",
    );
    let mask_ty = if wave == 64 { "i64" } else { "i32" };
    for (var, intrinsic) in [("threadIdx", "workitem.id"), ("blockIdx", "workgroup.id")] {
        for d in ["x", "y", "z"] {
            let _ = writeln!(
                s,
                "define i32 @__tangle_{var}_{d}() #1 {{\n\
                 \x20 %r = call i32 @llvm.amdgcn.{intrinsic}.{d}()\n\
                 \x20 ret i32 %r\n}}"
            );
        }
    }
    // Code object v5's hidden arguments: block counts (i32) at 0, 4, 8;
    // work-group sizes (i16) at 12, 14, 16.
    for (i, d) in ["x", "y", "z"].iter().enumerate() {
        let _ = writeln!(
            s,
            "define i32 @__tangle_gridDim_{d}() #1 {{\n\
             \x20 %args = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n\
             \x20 %p = getelementptr inbounds i8, ptr addrspace(4) %args, i64 {}\n\
             \x20 %r = load i32, ptr addrspace(4) %p, align 4, !invariant.load !0\n\
             \x20 ret i32 %r\n}}\n\
             define i32 @__tangle_blockDim_{d}() #1 {{\n\
             \x20 %args = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n\
             \x20 %p = getelementptr inbounds i8, ptr addrspace(4) %args, i64 {}\n\
             \x20 %h = load i16, ptr addrspace(4) %p, align 2, !invariant.load !0\n\
             \x20 %r = zext i16 %h to i32\n\
             \x20 ret i32 %r\n}}",
            4 * i,
            12 + 2 * i
        );
    }
    s.push_str("!0 = !{}\n");
    let lane_id = if wave == 64 {
        "  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n  %r = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)\n"
    } else {
        "  %r = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n"
    };
    let _ = writeln!(
        s,
        "define i32 @__tangle_lane_id() #1 {{\n{lane_id}  ret i32 %r\n}}"
    );
    // A ballot of the wave, as 32 bits (CUDA's masks) and 64 (HIP's `__ballot`).
    let widen = if wave == 64 {
        "  %r = add i64 %b, 0\n"
    } else {
        "  %r = zext i32 %b to i64\n"
    };
    let _ = writeln!(
        s,
        r#"define i64 @__ballot(i32 %p) #0 {{
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %p, 0
  %b = call {mask_ty} @llvm.amdgcn.ballot.{mask_ty}(i1 %c) [ "convergencectrl"(token %t) ]
{widen}  ret i64 %r
}}"#
    );
    s.push_str(
        r#"define i32 @__activemask() #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @__ballot(i32 1) #0 [ "convergencectrl"(token %t) ]
  %r = trunc i64 %b to i32
  ret i32 %r
}
define void @__syncthreads() #0 {
  %t = call token @llvm.experimental.convergence.entry()
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %t) ]
  fence syncscope("workgroup") acquire
  ret void
}
define void @__syncwarp(i32 %mask) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  fence syncscope("wavefront") release
  call void @llvm.amdgcn.wave.barrier() [ "convergencectrl"(token %t) ]
  fence syncscope("wavefront") acquire
  ret void
}
define i32 @__ballot_sync(i32 %mask, i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @__ballot(i32 %p) #0 [ "convergencectrl"(token %t) ]
  %b32 = trunc i64 %b to i32
  %r = and i32 %b32, %mask
  ret i32 %r
}
define i32 @__any_sync(i32 %mask, i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i32 @__ballot_sync(i32 %mask, i32 %p) #0 [ "convergencectrl"(token %t) ]
  %c = icmp ne i32 %b, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @__all_sync(i32 %mask, i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i32 @__ballot_sync(i32 %mask, i32 %p) #0 [ "convergencectrl"(token %t) ]
  %a = call i32 @__ballot_sync(i32 %mask, i32 1) #0 [ "convergencectrl"(token %t) ]
  %c = icmp eq i32 %b, %a
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @__any(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @__ballot(i32 %p) #0 [ "convergencectrl"(token %t) ]
  %c = icmp ne i64 %b, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @__all(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @__ballot(i32 %p) #0 [ "convergencectrl"(token %t) ]
  %a = call i64 @__ballot(i32 1) #0 [ "convergencectrl"(token %t) ]
  %c = icmp eq i64 %b, %a
  %r = zext i1 %c to i32
  ret i32 %r
}
"#,
    );
    // ds_bpermute reads lane `index` (its byte address / 4); each direction
    // computes the source lane within the width-sized segment as CUDA defines
    // it, or the caller's own lane when the source falls outside the segment.
    let lane32 = |s: &mut String, dir: &str, body: &str| {
        let _ = writeln!(
            s,
            "define i32 @__tangle_lane32_{dir}(i32 %mask, i32 %v, i32 %arg, i32 %width) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %self = call i32 @__tangle_lane_id()\n\
             \x20 %wm1 = sub i32 %width, 1\n\
             \x20 %seg.mask = xor i32 %wm1, -1\n\
             \x20 %base = and i32 %self, %seg.mask\n{body}\
             \x20 %addr = shl i32 %index, 2\n\
             \x20 %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v) [ \"convergencectrl\"(token %t) ]\n\
             \x20 ret i32 %r\n}}"
        );
    };
    lane32(
        s,
        "shfl",
        "  %in = and i32 %arg, %wm1\n  %index = add i32 %base, %in\n",
    );
    lane32(
        s,
        "shfl_xor",
        "  %x = xor i32 %self, %arg\n  %end.w = add i32 %self, %width\n  %end = and i32 %end.w, %seg.mask\n  %out = icmp uge i32 %x, %end\n  %index = select i1 %out, i32 %self, i32 %x\n",
    );
    lane32(
        s,
        "shfl_up",
        "  %x = sub i32 %self, %arg\n  %out = icmp slt i32 %x, %base\n  %index = select i1 %out, i32 %self, i32 %x\n",
    );
    lane32(
        s,
        "shfl_down",
        "  %x = add i32 %self, %arg\n  %pos = and i32 %self, %wm1\n  %far = add i32 %pos, %arg\n  %out = icmp uge i32 %far, %width\n  %index = select i1 %out, i32 %self, i32 %x\n",
    );
    shuffles(s);
    reductions(
        s,
        None,
        "  %x = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %l) [ \"convergencectrl\"(token %tok.lanes) ]",
    );
    // The block's barriers that count: a counter in LDS, zeroed, added to
    // and read between barriers (the last keeps the next call's zeroing
    // from overtaking a read), as HIP does it.
    s.push_str(
        r#"@__tangle_block_count = internal addrspace(3) global i32 poison, align 4
define i32 @__tangle_count_in_block(i32 %c) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %t) ]
  %old = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %c syncscope("workgroup") monotonic
  call void @__syncthreads() #0 [ "convergencectrl"(token %t) ]
  %r = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %t) ]
  ret i32 %r
}
define i32 @__syncthreads_count(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %p, 0
  %n = zext i1 %c to i32
  %r = call i32 @__tangle_count_in_block(i32 %n) #0 [ "convergencectrl"(token %t) ]
  ret i32 %r
}
define i32 @__syncthreads_and(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp eq i32 %p, 0
  %n = zext i1 %c to i32
  %false = call i32 @__tangle_count_in_block(i32 %n) #0 [ "convergencectrl"(token %t) ]
  %none = icmp eq i32 %false, 0
  %r = zext i1 %none to i32
  ret i32 %r
}
define i32 @__syncthreads_or(i32 %p) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %p, 0
  %n = zext i1 %c to i32
  %true = call i32 @__tangle_count_in_block(i32 %n) #0 [ "convergencectrl"(token %t) ]
  %some = icmp ne i32 %true, 0
  %r = zext i1 %some to i32
  ret i32 %r
}
"#,
    );
    // No `match` instruction: the lanes of the mask are grouped by a loop
    // that reads its first remaining lane's value and ballots the lanes
    // holding the same (the leader always leaves, so it ends).
    for bits in ["i32", "i64"] {
        let _ = writeln!(
            s,
            r#"define i32 @__tangle_match_any_{bits}(i32 %mask, {bits} %v) #0 {{
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %none = icmp eq i32 %mask, 0
  br i1 %none, label %done, label %loop
loop:
  %rest = phi i32 [ %mask, %entry ], [ %rest.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %tok.lanes = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %l = call i32 @llvm.cttz.i32(i32 %rest, i1 true)
  %lv = call {bits} @llvm.amdgcn.readlane.{bits}({bits} %v, i32 %l) [ "convergencectrl"(token %tok.lanes) ]
  %same = icmp eq {bits} %v, %lv
  %same.i = zext i1 %same to i32
  %b = call i64 @__ballot(i32 %same.i) #0 [ "convergencectrl"(token %tok.lanes) ]
  %b32 = trunc i64 %b to i32
  %group = and i32 %b32, %rest
  %acc.next = select i1 %same, i32 %group, i32 %acc
  %leader = shl i32 1, %l
  %gone = or i32 %group, %leader
  %keep = xor i32 %gone, -1
  %rest.next = and i32 %rest, %keep
  %more = icmp ne i32 %rest.next, 0
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %r
}}
define i32 @__tangle_match_all_{bits}(i32 %mask, {bits} %v, ptr %pred) #0 {{
  %t = call token @llvm.experimental.convergence.entry()
  %l = call i32 @llvm.cttz.i32(i32 %mask, i1 false)
  %lv = call {bits} @llvm.amdgcn.readlane.{bits}({bits} %v, i32 %l) [ "convergencectrl"(token %t) ]
  %same = icmp eq {bits} %v, %lv
  %same.i = zext i1 %same to i32
  %b = call i64 @__ballot(i32 %same.i) #0 [ "convergencectrl"(token %t) ]
  %b32 = trunc i64 %b to i32
  %eq = and i32 %b32, %mask
  %all = icmp eq i32 %eq, %mask
  %r = select i1 %all, i32 %mask, i32 0
  %p = zext i1 %all to i32
  store i32 %p, ptr %pred, align 4
  ret i32 %r
}}"#
        );
    }
    for (suffix, ty, bits) in [
        ("", "i32", "i32"),
        ("_u32", "i32", "i32"),
        ("_i64", "i64", "i64"),
        ("_u64", "i64", "i64"),
        ("_f32", "float", "i32"),
        ("_f64", "double", "i64"),
    ] {
        let prefix = if suffix.is_empty() { "_" } else { "__tangle" };
        let _ = writeln!(
            s,
            "define i32 @{prefix}_match_any_sync{suffix}(i32 %mask, {ty} %v) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %b = bitcast {ty} %v to {bits}\n\
             \x20 %r = call i32 @__tangle_match_any_{bits}(i32 %mask, {bits} %b) #0 [ \"convergencectrl\"(token %t) ]\n\
             \x20 ret i32 %r\n}}\n\
             define i32 @{prefix}_match_all_sync{suffix}(i32 %mask, {ty} %v, ptr %pred) #0 {{\n\
             \x20 %t = call token @llvm.experimental.convergence.entry()\n\
             \x20 %b = bitcast {ty} %v to {bits}\n\
             \x20 %r = call i32 @__tangle_match_all_{bits}(i32 %mask, {bits} %b, ptr %pred) #0 [ \"convergencectrl\"(token %t) ]\n\
             \x20 ret i32 %r\n}}"
        );
    }
    // Lane masks from the lane's index, in 64 bits cut to CUDA's 32.
    for (name, mask) in [
        ("lt", "  %r64 = sub i64 %bit, 1\n"),
        ("le", "  %lt = sub i64 %bit, 1\n  %r64 = or i64 %lt, %bit\n"),
        ("eq", "  %r64 = add i64 %bit, 0\n"),
        (
            "gt",
            "  %lt = sub i64 %bit, 1\n  %le = or i64 %lt, %bit\n  %r64 = xor i64 %le, -1\n",
        ),
        ("ge", "  %lt = sub i64 %bit, 1\n  %r64 = xor i64 %lt, -1\n"),
    ] {
        let _ = writeln!(
            s,
            "define i32 @__lanemask_{name}() #1 {{\n\
             \x20 %l = call i32 @__tangle_lane_id()\n\
             \x20 %l64 = zext i32 %l to i64\n\
             \x20 %bit = shl i64 1, %l64\n{mask}\
             \x20 %r = trunc i64 %r64 to i32\n\
             \x20 ret i32 %r\n}}"
        );
    }
    s.push_str(
        r#"define i32 @__laneid() #1 {
  %r = call i32 @__tangle_lane_id()
  ret i32 %r
}
define i64 @clock() #1 {
  %r = call i64 @llvm.readcyclecounter()
  ret i64 %r
}
define i64 @clock64() #1 {
  %r = call i64 @llvm.readcyclecounter()
  ret i64 %r
}
define i32 @__mul24(i32 %a, i32 %b) #1 {
  %r = call i32 @llvm.amdgcn.mul.i24.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @__umul24(i32 %a, i32 %b) #1 {
  %r = call i32 @llvm.amdgcn.mul.u24.i32(i32 %a, i32 %b)
  ret i32 %r
}
"#,
    );
    atomics(
        s,
        "agent",
        "workgroup",
        ", !amdgpu.no.fine.grained.memory !0, !amdgpu.no.remote.memory !0",
    );
}
