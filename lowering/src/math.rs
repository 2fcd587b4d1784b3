//! Math functions and `printf`.
//!
//! Math: LLVM intrinsics where LLVM has one (`llvm.sqrt`, `llvm.exp`,
//! `llvm.pow`, ..., as Clang emits them without `-fmath-errno`), `frem` for
//! `fmod`, `fdiv` for `__fdividef`/`__frcp_rn`/`rsqrt`, the classifications as
//! compares (Clang's `isinf` sequence), and a call to the C library's name for
//! the rest (`cbrtf`, `expm1`, `log1pf`, `hypot`, `erff`). CUDA's fast
//! intrinsics lower as their precise functions on the host. With a GPU, what
//! its code generator cannot turn into instructions (the transcendental
//! functions) calls the device library's `__tangle_<C name>`, and the fast
//! intrinsics (`__expf`, `__fdividef`, ...) call its definitions of them on
//! the hardware's approximations (`crate::devicemath`, `docs/builtins.md`).
//!
//! `printf`: the host IR calls the C `printf` (variadic, arguments already
//! promoted by the frontend), which the runtime's IR engine runs. NVPTX uses
//! CUDA's `vprintf(format, buffer)` exactly as Clang lowers it: the arguments
//! stored in a local struct of their types (natural alignment: doubles and
//! 64-bit values 8-byte aligned), a null buffer when there are none. AMDGPU's
//! printf needs the ROCm device libraries' hostcall or buffer runtime
//! (`__ockl_printf_*`, `__printf_alloc`), which tangle does not have: an
//! `Unsupported` error naming the call.

use crate::devicelib::Gpu;
use crate::function::FnLowerer;
use crate::{LowerError, R};
use frontend::math::{MathFn, MathOp, Prec};
use frontend::model::ExprId;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue, IntValue, PointerValue};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};

/// How a function lowers.
enum Via {
    /// `llvm.<name>.<f32|f64>`.
    Intrinsic(&'static str),
    /// The C library's function, by its C name.
    Library,
    /// Inline instructions.
    Inline,
}

fn via(op: MathOp) -> Via {
    use MathOp::*;
    match op {
        Sqrt => Via::Intrinsic("sqrt"),
        Exp => Via::Intrinsic("exp"),
        Exp2 => Via::Intrinsic("exp2"),
        Exp10 => Via::Intrinsic("exp10"),
        Log => Via::Intrinsic("log"),
        Log2 => Via::Intrinsic("log2"),
        Log10 => Via::Intrinsic("log10"),
        Pow => Via::Intrinsic("pow"),
        Sin => Via::Intrinsic("sin"),
        Cos => Via::Intrinsic("cos"),
        Tan => Via::Intrinsic("tan"),
        Asin => Via::Intrinsic("asin"),
        Acos => Via::Intrinsic("acos"),
        Atan => Via::Intrinsic("atan"),
        Atan2 => Via::Intrinsic("atan2"),
        Sinh => Via::Intrinsic("sinh"),
        Cosh => Via::Intrinsic("cosh"),
        Tanh => Via::Intrinsic("tanh"),
        Fabs => Via::Intrinsic("fabs"),
        Floor => Via::Intrinsic("floor"),
        Ceil => Via::Intrinsic("ceil"),
        Round => Via::Intrinsic("round"),
        Trunc => Via::Intrinsic("trunc"),
        Rint => Via::Intrinsic("rint"),
        Fmax => Via::Intrinsic("maxnum"),
        Fmin => Via::Intrinsic("minnum"),
        Fma => Via::Intrinsic("fma"),
        Copysign => Via::Intrinsic("copysign"),
        Cbrt | Expm1 | Log1p | Hypot | Erf | Acosh => Via::Library,
        Rsqrt | Fmod | Div | Rcp | Saturate | IsNan | IsInf | IsInfSign | IsFinite | SignBit => {
            Via::Inline
        }
    }
}

/// The device library's function for `m` on a GPU (`crate::devicemath`):
/// CUDA's fast intrinsics by their own names (`__expf`, `__fdividef`), the
/// precise functions the GPUs cannot lower as `__tangle_<C name>`; `None`
/// for what the code generators lower to instructions.
fn device_library_name(m: MathFn) -> Option<String> {
    use MathOp::*;
    let fast = matches!(
        m.op,
        Exp | Exp10 | Log | Log2 | Log10 | Pow | Sin | Cos | Tan | Div
    );
    if m.intrinsic && fast {
        Some(m.name())
    } else if native_on_gpu(m.op) {
        None
    } else {
        Some(format!("__tangle_{}", m.name()))
    }
}

/// Whether a GPU's code generator lowers the operation to instructions
/// itself; the others come from the device library.
fn native_on_gpu(op: MathOp) -> bool {
    use MathOp::*;
    matches!(
        op,
        Sqrt | Rsqrt
            | Fabs
            | Floor
            | Ceil
            | Round
            | Trunc
            | Rint
            | Fmax
            | Fmin
            | Fma
            | Copysign
            | Fmod
            | Div
            | Rcp
            | Saturate
            | IsNan
            | IsInf
            | IsInfSign
            | IsFinite
            | SignBit
    )
}

impl<'ctx> FnLowerer<'_, 'ctx> {
    pub(crate) fn math(
        &mut self,
        e: ExprId,
        m: MathFn,
        args: &[BasicValueEnum<'ctx>],
    ) -> R<BasicValueEnum<'ctx>> {
        let ft = match m.prec {
            Prec::F32 => self.m.context.f32_type(),
            Prec::F64 => self.m.context.f64_type(),
        };
        let x = |i: usize| -> R<FloatValue<'ctx>> {
            match args.get(i) {
                Some(BasicValueEnum::FloatValue(v)) => Ok(*v),
                _ => Err(LowerError::Internal(format!(
                    "`{}` without its floating argument {i}",
                    m.name()
                ))),
            }
        };
        if self.m.gpu.is_some() {
            if let Some(name) = device_library_name(m) {
                return self.call_named(e, &name, ft.into(), args);
            }
        }
        let suffix = match m.prec {
            Prec::F32 => "f32",
            Prec::F64 => "f64",
        };
        match via(m.op) {
            Via::Intrinsic(name) => {
                self.call_named(e, &format!("llvm.{name}.{suffix}"), ft.into(), args)
            }
            Via::Library => {
                let precise = MathFn {
                    intrinsic: false,
                    ..m
                };
                self.call_named(e, &precise.name(), ft.into(), args)
            }
            Via::Inline => {
                use MathOp::*;
                let one = ft.const_float(1.0);
                let inf = ft.const_float(f64::INFINITY);
                let i32t = self.m.context.i32_type();
                let flag = |s: &mut Self, c: IntValue<'ctx>| -> R<BasicValueEnum<'ctx>> {
                    Ok(s.b.build_int_z_extend(c, i32t, "conv")?.into())
                };
                match m.op {
                    Rsqrt => {
                        let r = self.call_named(
                            e,
                            &format!("llvm.sqrt.{suffix}"),
                            ft.into(),
                            &args[..1],
                        )?;
                        Ok(self
                            .b
                            .build_float_div(one, r.into_float_value(), "rsqrt")?
                            .into())
                    }
                    Rcp => Ok(self.b.build_float_div(one, x(0)?, "rcp")?.into()),
                    Div => Ok(self.b.build_float_div(x(0)?, x(1)?, "div")?.into()),
                    Fmod => Ok(self.b.build_float_rem(x(0)?, x(1)?, "fmod")?.into()),
                    Saturate => {
                        // maxnum(NaN, 0) is 0: CUDA's __saturatef(NaN).
                        let lo = self.call_named(
                            e,
                            &format!("llvm.maxnum.{suffix}"),
                            ft.into(),
                            &[x(0)?.into(), ft.const_zero().into()],
                        )?;
                        self.call_named(
                            e,
                            &format!("llvm.minnum.{suffix}"),
                            ft.into(),
                            &[lo, one.into()],
                        )
                    }
                    IsNan => {
                        let v = x(0)?;
                        let c = self
                            .b
                            .build_float_compare(FloatPredicate::UNO, v, v, "isnan")?;
                        flag(self, c)
                    }
                    IsInf | IsFinite | IsInfSign => {
                        let abs = self.call_named(
                            e,
                            &format!("llvm.fabs.{suffix}"),
                            ft.into(),
                            &args[..1],
                        )?;
                        let pred = if m.op == IsFinite {
                            FloatPredicate::ONE
                        } else {
                            FloatPredicate::OEQ
                        };
                        let c = self.b.build_float_compare(
                            pred,
                            abs.into_float_value(),
                            inf,
                            "isinf",
                        )?;
                        if m.op != IsInfSign {
                            return flag(self, c);
                        }
                        let neg = self.sign_bit(x(0)?)?;
                        let sign = self.b.build_select(
                            neg,
                            i32t.const_all_ones(),
                            i32t.const_int(1, false),
                            "sign",
                        )?;
                        Ok(self
                            .b
                            .build_select(c, sign, i32t.const_zero().into(), "isinf")?)
                    }
                    SignBit => {
                        let c = self.sign_bit(x(0)?)?;
                        flag(self, c)
                    }
                    _ => Err(LowerError::Internal(format!(
                        "`{}` has no inline lowering",
                        m.name()
                    ))),
                }
            }
        }
    }

    /// An alloca in the entry block, so that a `printf` (or a region's mask under
    /// --reconverge explicit) in a loop reuses one slot (NVPTX's allocas are
    /// generic pointers already).
    pub(crate) fn entry_alloca(
        &mut self,
        ty: BasicTypeEnum<'ctx>,
        name: &str,
    ) -> R<PointerValue<'ctx>> {
        let entry = self
            .func
            .get_first_basic_block()
            .ok_or_else(|| LowerError::Internal("a function without an entry block".into()))?;
        let b = self.m.context.create_builder();
        match entry.get_terminator() {
            Some(t) => b.position_before(&t),
            None => b.position_at_end(entry),
        }
        self.m.alloca(&b, ty, name)
    }

    fn sign_bit(&mut self, v: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        let it = if v.get_type() == self.m.context.f32_type() {
            self.m.context.i32_type()
        } else {
            self.m.context.i64_type()
        };
        let bits = self.b.build_bit_cast(v, it, "bits")?.into_int_value();
        Ok(self
            .b
            .build_int_compare(IntPredicate::SLT, bits, it.const_zero(), "signbit")?)
    }

    /// A call to a function declared (on first use) with the arguments' types.
    fn call_named(
        &mut self,
        e: ExprId,
        name: &str,
        ret: BasicTypeEnum<'ctx>,
        args: &[BasicValueEnum<'ctx>],
    ) -> R<BasicValueEnum<'ctx>> {
        let params: Vec<BasicMetadataTypeEnum<'ctx>> =
            args.iter().map(|a| a.get_type().into()).collect();
        let fn_type = ret.fn_type(&params, false);
        let function = match self.m.module.get_function(name) {
            Some(f) if f.get_type() == fn_type => f,
            Some(_) => {
                return Err(LowerError::Unsupported(format!(
                    "`{name}` is declared with a type that differs from the math function's"
                )))
            }
            None => self.m.module.add_function(name, fn_type, None),
        };
        let args: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        self.call_location(self.f.exprs[e].span);
        let site = self.b.build_direct_call(function, &args, "call")?;
        self.end_call_location();
        site.try_as_basic_value()
            .basic()
            .ok_or_else(|| LowerError::Internal(format!("`{name}` returned nothing")))
    }

    /// `printf(format, args...)`; see the module comment.
    pub(crate) fn printf(
        &mut self,
        e: ExprId,
        args: &[BasicValueEnum<'ctx>],
    ) -> R<BasicValueEnum<'ctx>> {
        let c = self.m.context;
        let ptr = c.ptr_type(AddressSpace::default());
        let i32t = c.i32_type();
        let span = self.f.exprs[e].span;
        let (function, call_args): (_, Vec<BasicMetadataValueEnum<'ctx>>) = match self.m.gpu {
            None => {
                let fn_type = i32t.fn_type(&[ptr.into()], true);
                let f = match self.m.module.get_function("printf") {
                    Some(f) => f,
                    None => self.m.module.add_function("printf", fn_type, None),
                };
                (f, args.iter().map(|&a| a.into()).collect())
            }
            Some(Gpu::Nvptx { .. }) => {
                let fn_type = i32t.fn_type(&[ptr.into(), ptr.into()], false);
                let f = match self.m.module.get_function("vprintf") {
                    Some(f) => f,
                    None => self.m.module.add_function("vprintf", fn_type, None),
                };
                let rest = &args[1..];
                let buffer = if rest.is_empty() {
                    ptr.const_null()
                } else {
                    let fields: Vec<BasicTypeEnum<'ctx>> =
                        rest.iter().map(|a| a.get_type()).collect();
                    let st = c.struct_type(&fields, false);
                    let slot = self.entry_alloca(st.into(), "printf_args")?;
                    for (i, v) in rest.iter().enumerate() {
                        let field = self.b.build_struct_gep(st, slot, i as u32, "")?;
                        self.b.build_store(field, *v)?;
                    }
                    slot
                };
                (f, vec![args[0].into(), buffer.into()])
            }
            Some(Gpu::Amdgpu { .. }) => {
                return Err(LowerError::Unsupported(format!(
                    "{}: `printf` on AMDGPU needs the ROCm device libraries' printf runtime, \
                     which tangle does not link",
                    crate::cycles::at(self.m.unit, span)
                )))
            }
        };
        self.call_location(span);
        let site = self.b.build_direct_call(function, &call_args, "call")?;
        self.end_call_location();
        site.try_as_basic_value()
            .basic()
            .ok_or_else(|| LowerError::Internal("`printf` returned nothing".into()))
    }
}
