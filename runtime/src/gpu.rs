//! The GPU engine: a kernel's PTX run on an NVIDIA GPU through the CUDA
//! driver API, with the same arguments as the other engines.
//!
//! The driver (`libcuda.so`) is loaded at run time, so tangle builds and
//! runs everywhere else; without it [`Device::open`] is an input error. What
//! hardware does cannot be watched thread by thread: a run reports the
//! buffers read back after the launch and no events.

use crate::launch::{Bound, Launch, Param, ParamKind};
use crate::sched::Shape;
use crate::trace::{Buffer, ErrorKind, RunError, RunOutput};
use crate::Failure;
use cudarc::driver::{result, sys, DriverError};
use std::ffi::{c_void, CString};
use std::mem::MaybeUninit;

/// The note every GPU run carries, and what `check` compares instead.
pub const NO_EVENTS: &str = "events cannot be observed on hardware: compare buffers";

/// The first CUDA device, with the driver initialised.
pub struct Device {
    device: sys::CUdevice,
    name: String,
    /// Compute capability (major, minor), e.g. (9, 0) for `sm_90`.
    capability: (i32, i32),
    /// The optimisation level of the driver's PTX compiler, 0 to 4.
    jit_opt_level: u32,
}

/// The driver's JIT level by default. Measured on an H100 (`scripts/gpu-check`):
/// at 0 (ptxas -O0) tangle's PTX keeps the spec's tangles on 194 of 300
/// generated structured kernels and on `samples/break_ballot.cu`; at CUDA's
/// own default, 4, on 172 and not that sample (ptxas then runs a divergent
/// break path's iterations together).
pub(crate) const DEFAULT_JIT_OPT_LEVEL: u32 = 0;

impl Device {
    /// Loads the driver and picks device 0 (`CUDA_VISIBLE_DEVICES` chooses
    /// which one that is).
    pub fn open() -> Result<Device, Failure> {
        probe().map_err(|e| {
            Failure::Input(format!(
                "--engine gpu needs an NVIDIA driver (libcuda.so could not be loaded): {e}"
            ))
        })?;
        let driver = |what: &str, e: DriverError| {
            Failure::Input(format!("--engine gpu: {what}: {}", message(e)))
        };
        result::init().map_err(|e| driver("the CUDA driver does not start", e))?;
        let device = result::device::get(0).map_err(|e| driver("no CUDA device", e))?;
        let name = result::device::get_name(device).map_err(|e| driver("the device", e))?;
        let attribute = |a| {
            // SAFETY: `device` came from cuDeviceGet.
            unsafe { result::device::get_attribute(device, a) }
                .map_err(|e| driver("the device's compute capability", e))
        };
        let capability = (
            attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        );
        Ok(Device {
            device,
            name,
            capability,
            jit_opt_level: DEFAULT_JIT_OPT_LEVEL,
        })
    }

    /// Sets the optimisation level (0 to 4) at which the driver compiles PTX.
    pub fn set_jit_opt_level(&mut self, level: u32) -> Result<(), Failure> {
        if level > 4 {
            return Err(Failure::Input(format!(
                "--jit-opt-level {level}: the driver's levels are 0 to 4"
            )));
        }
        self.jit_opt_level = level;
        Ok(())
    }

    /// The device's compute capability, (major, minor): (9, 0) for `sm_90`.
    pub fn compute_capability(&self) -> (i32, i32) {
        self.capability
    }

    /// For reports: "NVIDIA H100 80GB HBM3 (sm_90, JIT -O0)".
    pub fn describe(&self) -> String {
        let (major, minor) = self.capability;
        format!(
            "{} (sm_{major}{minor}, JIT -O{})",
            self.name, self.jit_opt_level
        )
    }

    /// Runs `kernel` of `ptx` with the launch's grid and block shapes and its
    /// dynamic shared memory. Driver errors while loading or running the kernel are run-time
    /// errors of the output; the launch's shape and memory are input errors.
    pub fn run(
        &self,
        file: &str,
        ptx: &[u8],
        kernel: &str,
        params: &[Param],
        bound: &[Bound],
        launch: &Launch,
    ) -> Result<RunOutput, Failure> {
        launch.validate().map_err(Failure::Input)?;
        if launch.warp_size != 32 {
            return Err(Failure::Input(format!(
                "--warp-size {}: the GPU's warps have 32 lanes",
                launch.warp_size
            )));
        }
        let shape = Shape::of(launch);
        let mut out = RunOutput {
            file: file.to_string(),
            kernel: kernel.to_string(),
            engine: "gpu",
            shape,
            buffers: Vec::new(),
            sites: Vec::new().into(),
            events: Vec::new(),
            tallies: Vec::new(),
            errors: Vec::new(),
            warnings: Vec::new(),
            notes: vec![format!("device {}", self.describe()), NO_EVENTS.into()],
            steps: 0,
            printed: Vec::new(),
            printf_dropped: 0,
            lockstep_steps: 0,
            run_time: std::time::Duration::ZERO,
            races: None,
        };
        match self.execute(ptx, kernel, params, bound, launch)? {
            Ok(buffers) => out.buffers = buffers,
            Err(e) => {
                out.errors.push(e);
                out.notes
                    .push("buffers are not read back after a driver error".into());
            }
        }
        Ok(out)
    }

    /// The launch itself: `Err` for what the user must fix, `Ok(Err)` for
    /// what the driver reported about the kernel.
    fn execute(
        &self,
        ptx: &[u8],
        kernel: &str,
        params: &[Param],
        bound: &[Bound],
        launch: &Launch,
    ) -> Result<Result<Vec<(String, Buffer)>, RunError>, Failure> {
        let input =
            |what: String, e: DriverError| Failure::Input(format!("{what}: {}", message(e)));
        // Each run gets a fresh primary context (the last release destroys
        // it), so a kernel that faults does not poison the next launch.
        let _context =
            Context::retain(self.device).map_err(|e| input("a CUDA context".into(), e))?;
        let module = match Module::load(ptx, self.jit_opt_level)? {
            Ok(m) => m,
            Err(e) => return Ok(Err(e)),
        };
        let name = CString::new(kernel)
            .map_err(|_| Failure::Input(format!("kernel name `{kernel}` contains a NUL byte")))?;
        // SAFETY: the module is loaded until `module` drops.
        let function = match unsafe { result::module::get_function(module.0, name) } {
            Ok(f) => f,
            Err(e) => {
                return Ok(Err(RunError::new(
                    ErrorKind::Unsupported,
                    format!("the PTX has no kernel entry `{kernel}`: {}", message(e)),
                )))
            }
        };
        let mut memory = Allocations(Vec::new());
        for (p, b) in params.iter().zip(bound) {
            if let Bound::Buffer { bytes, .. } = b {
                // An empty buffer is a null pointer: cuMemAlloc refuses 0 bytes.
                if bytes.is_empty() {
                    memory.0.push(0);
                    continue;
                }
                let what = || format!("buffer `{}` ({} bytes) on the GPU", p.name, bytes.len());
                // SAFETY: the allocation is filled from `bytes` before use.
                let d =
                    unsafe { result::malloc_sync(bytes.len()) }.map_err(|e| input(what(), e))?;
                memory.0.push(d);
                // SAFETY: `d` holds `bytes.len()` bytes.
                unsafe { result::memcpy_htod_sync(d, bytes) }.map_err(|e| input(what(), e))?;
            }
        }
        let mut slots = marshal(params, bound, &memory.0).map_err(Failure::Internal)?;
        let mut pointers: Vec<*mut c_void> =
            slots.iter_mut().map(|s| s.as_mut_ptr().cast()).collect();
        let fault = |what: &str, e: DriverError| {
            let kind = match e.0 {
                sys::CUresult::CUDA_ERROR_ILLEGAL_ADDRESS
                | sys::CUresult::CUDA_ERROR_MISALIGNED_ADDRESS
                | sys::CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE => ErrorKind::Memory,
                // A failed device `assert`, and `__trap()`'s `trap` instruction.
                sys::CUresult::CUDA_ERROR_ASSERT
                | sys::CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION => ErrorKind::Trap,
                _ => ErrorKind::Unsupported,
            };
            RunError::new(kind, format!("{what}: {}", message(e)))
        };
        let (g, b) = (launch.blocks, launch.threads);
        // Above 48 KiB, dynamic shared memory must be opted into per function.
        let opt_in = if launch.shared_bytes > 48 << 10 {
            // SAFETY: `function` is from the loaded module.
            unsafe {
                result::function::set_function_attribute(
                    function,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    launch.shared_bytes as i32,
                )
            }
        } else {
            Ok(())
        };
        if let Err(e) = opt_in {
            return Ok(Err(fault(
                &format!("--shared-bytes {}", launch.shared_bytes),
                e,
            )));
        }
        // SAFETY: `function` is from the loaded module; `pointers` holds one
        // pointer per kernel parameter, to a value of that parameter's size,
        // and the buffers it names stay allocated until after the
        // synchronisation.
        let launched = unsafe {
            result::launch_kernel(
                function,
                (g.x, g.y, g.z),
                (b.x, b.y, b.z),
                launch.shared_bytes,
                result::stream::null(),
                &mut pointers,
            )
        };
        if let Err(e) = launched.and_then(|()| result::ctx::synchronize()) {
            return Ok(Err(fault("the kernel failed", e)));
        }
        let mut buffers = Vec::new();
        let mut addresses = memory.0.iter();
        for (p, b) in params.iter().zip(bound) {
            let Bound::Buffer { elem, bytes } = b else {
                continue;
            };
            let &d = addresses
                .next()
                .ok_or_else(|| Failure::Internal("a buffer without an allocation".into()))?;
            let mut back = vec![0u8; bytes.len()];
            if !back.is_empty() {
                // SAFETY: `d` holds `back.len()` bytes.
                if let Err(e) = unsafe { result::memcpy_dtoh_sync(&mut back, d) } {
                    return Ok(Err(fault(&format!("reading back `{}`", p.name), e)));
                }
            }
            buffers.push((
                p.name.clone(),
                Buffer {
                    elem: *elem,
                    bytes: back,
                },
            ));
        }
        Ok(Ok(buffers))
    }
}

/// cudarc panics when it cannot load the driver's library, so the library
/// is looked for here first, by the same names in the same order, to make
/// its absence an error with the loader's reason.
fn probe() -> Result<(), String> {
    let mut first = None;
    for name in ["cuda", "nvcuda"]
        .into_iter()
        .flat_map(cudarc::get_lib_name_candidates)
    {
        // SAFETY: loading the driver runs only its initialisers; cudarc
        // loads the same library right after.
        match unsafe { libloading::Library::new(&name) } {
            Ok(_) => return Ok(()),
            Err(e) => {
                // libloading's own text is only "dlopen failed"; the loader's
                // reason is its source.
                first.get_or_insert_with(|| match std::error::Error::source(&e) {
                    Some(why) => why.to_string(),
                    None => e.to_string(),
                });
            }
        }
    }
    Err(first.unwrap_or_else(|| "no library names to try".into()))
}

/// A driver error as `CUDA_ERROR_NAME (the driver's description)`.
fn message(e: DriverError) -> String {
    let name = e
        .error_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|_| format!("CUresult {}", e.0 as u32));
    match e.error_string() {
        Ok(s) => format!("{name} ({})", s.to_string_lossy()),
        Err(_) => name,
    }
}

/// Each parameter's value as `cuLaunchKernel` reads it through its pointer:
/// a scalar's bytes in its C type (little-endian, as on every CUDA host), a
/// buffer's 64-bit device address (`addresses`: one per buffer, in order).
fn marshal(params: &[Param], bound: &[Bound], addresses: &[u64]) -> Result<Vec<Vec<u8>>, String> {
    let mut next = addresses.iter();
    params
        .iter()
        .zip(bound)
        .map(|(p, b)| match (&p.kind, b) {
            (ParamKind::Scalar(ty), Bound::Scalar(v)) => {
                Ok(v.to_le_bytes()[..ty.size() as usize].to_vec())
            }
            (ParamKind::Int(bits), Bound::Scalar(v)) => {
                Ok(v.to_le_bytes()[..bits.div_ceil(8) as usize].to_vec())
            }
            (ParamKind::Buffer(_), Bound::Buffer { .. }) => next
                .next()
                .map(|a| a.to_le_bytes().to_vec())
                .ok_or_else(|| format!("no device address for `{}`", p.name)),
            _ => Err(format!("`{}` is bound to the wrong kind of value", p.name)),
        })
        .collect()
}

/// The device's primary context, current on this thread while held.
struct Context(sys::CUdevice);

impl Context {
    fn retain(device: sys::CUdevice) -> Result<Context, DriverError> {
        // SAFETY: `device` came from cuDeviceGet.
        let ctx = unsafe { result::primary_ctx::retain(device) }?;
        let held = Context(device);
        // SAFETY: `ctx` was just retained.
        unsafe { result::ctx::set_current(ctx) }?;
        Ok(held)
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: retained in `retain`. An error here (after a fault) leaves
        // nothing to undo.
        let _ = unsafe { result::primary_ctx::release(self.0) };
    }
}

struct Module(sys::CUmodule);

impl Module {
    /// Loads PTX (JIT-compiled by the driver for the device); a rejection
    /// is a run-time error carrying the JIT's log.
    fn load(ptx: &[u8], opt_level: u32) -> Result<Result<Module, RunError>, Failure> {
        let image =
            CString::new(ptx).map_err(|_| Failure::Input("the PTX contains a NUL byte".into()))?;
        let mut log = vec![0u8; 16 << 10];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            sys::CUjit_option::CU_JIT_OPTIMIZATION_LEVEL,
        ];
        // The driver takes an integer option's value in the pointer itself.
        let mut values: [*mut c_void; 3] = [
            log.as_mut_ptr().cast(),
            std::ptr::without_provenance_mut(log.len()),
            std::ptr::without_provenance_mut(opt_level as usize),
        ];
        let mut module = MaybeUninit::uninit();
        // SAFETY: `image` is NUL-terminated; `options` and `values` pair up,
        // and the log buffer is as long as its size option says.
        let loaded = unsafe {
            sys::cuModuleLoadDataEx(
                module.as_mut_ptr(),
                image.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        }
        .result();
        match loaded {
            // SAFETY: cuModuleLoadDataEx succeeded, so it wrote the module.
            Ok(()) => Ok(Ok(Module(unsafe { module.assume_init() }))),
            Err(e) => {
                let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
                let jit = String::from_utf8_lossy(&log[..end]);
                let jit = jit.trim();
                Ok(Err(RunError::new(
                    ErrorKind::Unsupported,
                    format!(
                        "the driver cannot load the PTX: {}{}{jit}",
                        message(e),
                        if jit.is_empty() { "" } else { ": " }
                    ),
                )))
            }
        }
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: loaded in `load`; nothing to undo if unloading fails.
        let _ = unsafe { result::module::unload(self.0) };
    }
}

/// Device buffers (0: an empty buffer, never allocated), freed on drop.
struct Allocations(Vec<sys::CUdeviceptr>);

impl Drop for Allocations {
    fn drop(&mut self) {
        for &d in self.0.iter().filter(|&&d| d != 0) {
            // SAFETY: allocated by cuMemAlloc and freed only here.
            let _ = unsafe { result::free_sync(d) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::{bind, collect, ElemTy};
    use crate::value::Ty;

    fn param(name: &str, kind: ParamKind) -> Param {
        Param {
            name: name.into(),
            declared: String::new(),
            kind,
        }
    }

    #[test]
    fn arguments_become_c_sized_values_and_device_addresses() {
        let params = [
            param("out", ParamKind::Buffer(Some(ElemTy::U32))),
            param("n", ParamKind::Scalar(Ty::I32)),
            param(
                "c",
                ParamKind::Scalar(Ty::I {
                    bits: 8,
                    signed: true,
                }),
            ),
            param("x", ParamKind::Scalar(Ty::F32)),
            param("d", ParamKind::Scalar(Ty::F64)),
            param("in", ParamKind::Buffer(None)),
            param("w", ParamKind::Int(16)),
        ];
        let args = collect(
            Some(
                r#"{"out": {"type": "u32", "len": 4}, "n": -2, "c": -1, "x": 1.5, "d": -2,
                    "in": {"type": "i8", "data": [1]}, "w": 65535}"#,
            ),
            &[],
        )
        .unwrap();
        let bound = bind(&params, &args).unwrap();
        let slots = marshal(&params, &bound, &[0x7f00_0000_1000, 0x7f00_0000_2000]).unwrap();
        assert_eq!(
            slots,
            vec![
                vec![0x00, 0x10, 0, 0, 0x00, 0x7f, 0, 0],
                vec![0xfe, 0xff, 0xff, 0xff],
                vec![0xff],
                1.5f32.to_le_bytes().to_vec(),
                (-2.0f64).to_le_bytes().to_vec(),
                vec![0x00, 0x20, 0, 0, 0x00, 0x7f, 0, 0],
                vec![0xff, 0xff],
            ]
        );
        // A scalar where a buffer was declared is a bug, not a panic.
        assert_eq!(
            marshal(&params[..1], &[Bound::Scalar(0)], &[]).unwrap_err(),
            "`out` is bound to the wrong kind of value"
        );
    }
}
