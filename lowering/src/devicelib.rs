//! The device libraries: LLVM IR definitions, for one GPU target, of every
//! function the generic lowering calls by the prelude's name (`__ballot_sync`,
//! `__tangle_shfl_sync_f64`, `atomicAdd`, ...) and of the launch variables
//! (`__tangle_threadIdx_x`, ...), written with the target's intrinsics.
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
const ATTRIBUTES: &str = "attributes #0 = { convergent alwaysinline nounwind }\n\
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
    s.push_str(ATTRIBUTES);
    s
}

/// Every shuffle entry point the lowering calls (`__tangle_shfl_sync_f64`,
/// HIP's maskless `__tangle_shfl_i32`, ...), for every value type, built on the
/// 32-bit shuffles the target defines as
/// `@__tangle_lane32_<dir>(i32 mask, i32 value, i32 arg, i32 width)`.
fn shuffles(s: &mut String) {
    for (op, dir) in [
        ("shfl_sync", "shfl"),
        ("shfl_xor_sync", "shfl_xor"),
        ("shfl_up_sync", "shfl_up"),
        ("shfl_down_sync", "shfl_down"),
        ("shfl", "shfl"),
    ] {
        for (suffix, ty) in SHUFFLE_TYPES {
            // HIP's maskless `__shfl` runs over the active lanes.
            let (params, mask) = if op == "shfl" {
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
        r#"define i32 @__ffs(i32 %x) #1 {
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
"#,
    );
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

/// `atomicAdd` on every type the frontend accepts, relaxed at device scope
/// (CUDA's and HIP's `atomicAdd`); `scope` is the target's name for it.
fn atomics(s: &mut String, scope: &str) {
    for (fname, ty, op) in [
        ("atomicAdd", "i32", "add"),
        ("__tangle_atomicAdd_u32", "i32", "add"),
        ("__tangle_atomicAdd_i64", "i64", "add"),
        ("__tangle_atomicAdd_u64", "i64", "add"),
        ("__tangle_atomicAdd_f32", "float", "fadd"),
        ("__tangle_atomicAdd_f64", "double", "fadd"),
    ] {
        let _ = writeln!(
            s,
            "define {ty} @{fname}(ptr %p, {ty} %v) #1 {{\n\
             \x20 %r = atomicrmw {op} ptr %p, {ty} %v syncscope(\"{scope}\") monotonic\n\
             \x20 ret {ty} %r\n}}"
        );
    }
}

/// `__reduce_add_sync` without a reduction instruction: every lane of the
/// mask reads each member's value in turn (`read` names the target's 32-bit
/// read of lane `%l`), so all members compute the same sum. The mask is the
/// same on every member (CUDA requires it), so all iterate together: the
/// loop's heart makes that explicit.
fn reduce_add_by_lanes(s: &mut String, read: &str) {
    let _ = writeln!(
        s,
        r#"define i32 @__reduce_add_sync(i32 %mask, i32 %v) #0 {{
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %none = icmp eq i32 %mask, 0
  br i1 %none, label %done, label %loop
loop:
  %rest = phi i32 [ %mask, %entry ], [ %rest.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %tok.lanes = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %l = call i32 @llvm.cttz.i32(i32 %rest, i1 true)
{read}
  %sum.next = add i32 %sum, %x
  %rest.less = sub i32 %rest, 1
  %rest.next = and i32 %rest, %rest.less
  %more = icmp ne i32 %rest.next, 0
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  ret i32 %r
}}"#
    );
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
    if sm >= 80 {
        s.push_str(
            r#"define i32 @__reduce_add_sync(i32 %mask, i32 %v) #0 {
  %t = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %mask) [ "convergencectrl"(token %t) ]
  ret i32 %r
}
"#,
        );
    } else {
        reduce_add_by_lanes(
            s,
            "  %x = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %v, i32 %l, i32 31) [ \"convergencectrl\"(token %tok.lanes) ]",
        );
    }
    atomics(s, "device");
}

/// AMDGPU: the intrinsics HIP's headers and the ROCm device libraries use,
/// code object v5 (the launch sizes are read from the implicit kernel
/// arguments).
fn amdgpu(s: &mut String, wave: u32) {
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
    reduce_add_by_lanes(
        s,
        "  %x = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %l) [ \"convergencectrl\"(token %tok.lanes) ]",
    );
    atomics(s, "agent");
}
