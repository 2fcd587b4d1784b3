//! The source engine: runs the program model under the tangle rules with the
//! same maximal-convergence choices as `tangles` (ARCHITECTURE.md).

pub(crate) mod compile;
pub(crate) mod exec;

use crate::launch::{self, ElemTy, Launch, Param, ParamKind};
use crate::sched::{self, Shape};
use crate::trace::{RunOutput, Site};
use crate::value::Ty;
use crate::Failure;
use frontend::model::{FunctionKind, Type};
use frontend::Unit;
use std::cell::{OnceCell, RefCell};
use std::sync::Arc;
use tangles::{Analysis, Convergence};

/// The kernel to run: the one named, or the only one in the file.
pub fn pick_kernel(unit: &Unit, name: Option<&str>) -> Result<frontend::model::FuncId, Failure> {
    let kernels: Vec<_> = unit
        .program
        .functions
        .iter()
        .filter(|(_, f)| f.kind == FunctionKind::Kernel && f.body.is_some())
        .collect();
    let names = || {
        kernels
            .iter()
            .map(|(_, f)| format!("`{}`", f.name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match name {
        Some(n) => kernels
            .iter()
            .find(|(_, f)| f.name == n)
            .map(|(id, _)| *id)
            .ok_or_else(|| {
                Failure::Input(format!(
                    "no kernel `{n}` in {} (kernels: {})",
                    unit.name,
                    if kernels.is_empty() {
                        "none".into()
                    } else {
                        names()
                    }
                ))
            }),
        None => match kernels.as_slice() {
            [(id, _)] => Ok(*id),
            [] => Err(Failure::Input(format!(
                "no `__global__` kernel in {}",
                unit.name
            ))),
            _ => Err(Failure::Input(format!(
                "{} has {} kernels ({}): choose one with --kernel",
                unit.name,
                kernels.len(),
                names()
            ))),
        },
    }
}

/// The kernel's parameters as the launch binds them.
pub fn params(unit: &Unit, kernel: frontend::model::FuncId) -> Result<Vec<Param>, Failure> {
    let f = &unit.program.functions[kernel];
    f.params
        .iter()
        .map(|&p| {
            let l = &f.locals[p];
            let kind = match &l.ty {
                Type::Pointer(t) => ParamKind::Buffer(Ty::of(t).and_then(ElemTy::of)),
                t => ParamKind::Scalar(Ty::of(t).ok_or_else(|| {
                    Failure::Input(format!(
                        "parameter `{}` has type `{t}`, which a launch cannot pass",
                        l.name
                    ))
                })?),
            };
            Ok(Param {
                name: l.name.clone(),
                declared: l.ty.to_string(),
                kind,
            })
        })
        .collect()
}

/// `printf` output by global thread id, each thread's calls in order.
pub(crate) fn by_thread(mut printed: Vec<crate::library::Printed>) -> Vec<crate::library::Printed> {
    printed.sort_by_key(|p| p.thread);
    printed
}

/// Runs `kernel` (or the file's only kernel) on the source engine
/// ([`Program`] runs one program under several launches).
///
/// ```
/// let unit = frontend::compile(
///     &frontend::Input::Text {
///         name: "k.cu".into(),
///         text: "__global__ void k(unsigned *o) { if (threadIdx.x < 16) o[threadIdx.x] = __ballot_sync(0xffff, threadIdx.x & 1); }".into(),
///     },
///     &frontend::Options::default(),
/// );
/// assert!(!unit.has_errors());
/// let analysis = tangles::analyze(&unit.program).expect("no internal error");
/// let args = [("o".to_string(), serde_json::json!({"type": "u32", "len": 32}))]
///     .into_iter()
///     .collect();
/// let launch = runtime::launch::Launch::default(); // one block of 32 threads
/// let out = runtime::source::run(&unit, &analysis, None, &launch, &args).expect("it starts");
/// assert!(out.errors.is_empty());
/// // Threads 0-15 took part in the ballot; the odd ones voted.
/// assert_eq!(out.events.len(), 1);
/// let o = &out.buffers[0].1.values();
/// assert_eq!(o[0], serde_json::json!(0xaaaa));
/// ```
pub fn run(
    unit: &Unit,
    analysis: &Analysis,
    kernel: Option<&str>,
    launch: &Launch,
    args: &launch::Args,
) -> Result<RunOutput, Failure> {
    Program::new(unit, analysis).run(kernel, launch, args)
}

/// A program compiled for one convergence policy.
struct Compilation {
    code: compile::Compiled,
    plans: exec::Plans,
    /// `code`'s sites, shared by every run's output: a fuzzed program's runs each copied
    /// hundreds of names.
    sites: Arc<[Site]>,
}

/// A program to run under several launches: compiled once per convergence
/// policy, on its first run under it.
pub struct Program<'a> {
    unit: &'a Unit,
    analysis: &'a Analysis,
    /// Per convergence policy: the compiled program, its kernels' lockstep plans and its
    /// sites for the runs' outputs.
    maximal: OnceCell<Compilation>,
    strict: OnceCell<Compilation>,
    /// What the scheduler keeps between runs ([`sched::Scratch`]), with the contexts
    /// of the last run by its kernel and policy.
    scratch: RefCell<sched::Scratch<(u32, Convergence), exec::Contexts>>,
}

impl<'a> Program<'a> {
    /// `unit` with its analysis, compiled when it first runs.
    pub fn new(unit: &'a Unit, analysis: &'a Analysis) -> Program<'a> {
        Program {
            unit,
            analysis,
            maximal: OnceCell::new(),
            strict: OnceCell::new(),
            scratch: RefCell::default(),
        }
    }

    fn compiled(&self, convergence: Convergence) -> Result<&Compilation, Failure> {
        let cell = match convergence {
            Convergence::Maximal => &self.maximal,
            Convergence::Strict => &self.strict,
        };
        if let Some(c) = cell.get() {
            return Ok(c);
        }
        let code =
            compile::compile(self.unit, self.analysis, convergence).map_err(Failure::Internal)?;
        let plans = exec::Plans::new(&code);
        let sites = code.sites.as_slice().into();
        Ok(cell.get_or_init(|| Compilation { code, plans, sites }))
    }

    /// Runs `kernel` (or the file's only kernel) under `launch`.
    pub fn run(
        &self,
        kernel: Option<&str>,
        launch: &Launch,
        args: &launch::Args,
    ) -> Result<RunOutput, Failure> {
        let unit = self.unit;
        launch.validate().map_err(Failure::Input)?;
        let k = pick_kernel(unit, kernel)?;
        let params = params(unit, k)?;
        let bound = launch::bind(&params, args)?;
        let Compilation {
            code: compiled,
            plans,
            sites,
        } = self.compiled(launch.convergence)?;
        let shape = Shape::of(launch);
        let mut m = exec::SourceMachine::new(
            compiled,
            plans,
            compile::func_index(k),
            &params,
            &bound,
            shape,
            launch.max_steps,
        )
        .map_err(Failure::Input)?;
        if launch.racecheck {
            m.check_races(&params);
        }
        if !launch.lockstep {
            m.one_at_a_time();
        }
        let reach = exec::site_reach(compiled, compile::func_index(k));
        let run = (compile::func_index(k), launch.convergence);
        let mut scratch = self.scratch.borrow_mut();
        if let Some(contexts) = scratch.carried(run) {
            m.carry_contexts(contexts);
        }
        let outcome = sched::run(&mut m, shape, launch, &mut scratch, reach);
        scratch.keep(run, m.take_contexts());
        let buffers = launch::read_back(&m.mem, &params, &bound, &m.buffers);
        Ok(RunOutput {
            file: unit.name.clone(),
            kernel: unit.program.functions[k].name.clone(),
            engine: "source",
            shape,
            buffers,
            sites: sites.clone(),
            events: outcome.events,
            tallies: outcome.tallies,
            errors: outcome.errors,
            warnings: outcome.warnings,
            notes: Vec::new(),
            steps: m.total_steps(),
            printed: by_thread(std::mem::take(&mut m.printed.kept)),
            printf_dropped: m.printed.dropped,
            lockstep_steps: m.lockstep_steps,
            run_time: outcome.run_time,
            races: m.race.take().map(crate::race::Detector::finish),
        })
    }
}

#[cfg(test)]
impl Program<'_> {
    /// The reachability answers the scheduler holds for the next run.
    pub(crate) fn answers_held(&self) -> usize {
        self.scratch.borrow().answers_held()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Threads split by a branch in a long loop wait at two sites in a fresh context each
    /// iteration, so each round asks new questions: the answers table starts afresh past
    /// [`sched::ANSWERS_KEPT`] instead of keeping every dead context's answer.
    #[test]
    fn the_answers_table_stays_bounded_through_a_long_launch() {
        let src = "__global__ void k(int *out, int n) {\n\
                   \x20 int t = threadIdx.x;\n\
                   \x20 int acc = 0;\n\
                   \x20 for (int i = 0; i < n; i++) {\n\
                   \x20   if (t % 2 == 0) acc += __ballot_sync(__activemask(), i & 1);\n\
                   \x20   else acc -= __ballot_sync(__activemask(), t & 2);\n\
                   \x20 }\n\
                   \x20 out[t] = acc;\n\
                   }\n";
        let (unit, analysis) = testkit::compile(src);
        let program = Program::new(&unit, &analysis);
        let launch = Launch {
            threads: crate::launch::Dim3 { x: 32, y: 1, z: 1 },
            warp_size: 32,
            lockstep: false,
            ..Default::default()
        };
        let args: launch::Args = [
            (
                "out".to_string(),
                serde_json::json!({ "type": "i32", "len": 32 }),
            ),
            ("n".to_string(), serde_json::json!(3000)),
        ]
        .into_iter()
        .collect();
        let run = program.run(Some("k"), &launch, &args).expect("run");
        assert!(run.errors.is_empty(), "{:?}", run.errors);
        // A round adds at most one answer per group and thread asked: 32 × 32 here.
        let held = program.answers_held();
        assert!(held <= sched::ANSWERS_KEPT + 32 * 32, "{held} answers held");
    }
}
