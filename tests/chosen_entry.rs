//! The tangle engine decides where maximal convergence reconverges a cycle entered in more
//! than one place (`Cycle::chosen_entry`), and nothing downstream decides it again: choose
//! another entry, and the lowering (the hub's back edges, so the heart) and the source engine
//! (where iterations are counted) both follow, so the two engines still agree exactly, and
//! the threads that communicate change.

use runtime::launch::Launch;
use runtime::trace::RunOutput;

/// Even lanes enter the loop at its top, odd lanes jump to `mid` inside it: a cycle with
/// two entries.
const KERNEL: &str = "__global__ void k(unsigned *out, int n) {
  int t = threadIdx.x;
  int i = 0;
  if (t & 1)
    goto mid;
  while (i < n) {
    out[64 + t] += 1;
  mid:
    out[t * 4 + i] = __activemask();
    i++;
  }
}
";

/// The line of the `__activemask()` at `mid`.
const MID_LINE: u32 = 9;

fn args() -> runtime::launch::Args {
    runtime::launch::collect(Some(r#"{"out": {"type": "u32", "len": 128}, "n": 2}"#), &[])
        .expect("valid arguments")
}

/// The `__activemask()` groups at `mid`, in order of release.
fn groups_at_mid(run: &RunOutput) -> Vec<Vec<u32>> {
    run.events
        .iter()
        .filter(|e| run.sites[e.site as usize].line == Some(MID_LINE))
        .map(|e| e.threads.to_vec())
        .collect()
}

/// Runs the kernel under `analysis` on the source engine and, lowered by tangle, on the IR
/// engine; they must agree exactly (no difference at all, allowed or not). Returns the
/// source run and the lowered IR's text.
fn run_both(unit: &frontend::Unit, analysis: &tangles::Analysis) -> (RunOutput, String) {
    let lowered = driver::lower_tangle(unit, analysis).expect("it lowers");
    let launch = Launch::default();
    let results = driver::check(
        unit,
        analysis,
        &driver::Peer::Ir(&lowered),
        None,
        &launch,
        false,
        &[launch.threads],
        &[launch.warp_size],
        &args(),
    )
    .expect("both engines run");
    let r = &results[0];
    assert!(r.diffs.is_empty(), "the engines differ: {:?}", r.diffs);
    assert!(r.source.errors.is_empty(), "{:?}", r.source.errors);
    let ir = lowering::lower_to_bytes(
        unit,
        analysis,
        &lowering::Options::default(),
        lowering::Emit::Llvm,
    )
    .expect("it lowers");
    (r.source.clone(), String::from_utf8(ir).expect("UTF-8 IR"))
}

fn evens() -> Vec<u32> {
    (0..32).step_by(2).collect()
}

fn odds() -> Vec<u32> {
    (1..32).step_by(2).collect()
}

#[test]
fn lowering_and_runtime_follow_the_chosen_entry() {
    let (unit, mut analysis) = testkit::compile(KERNEL);
    let (id, _) = unit
        .program
        .functions
        .iter()
        .find(|(_, f)| f.name == "k")
        .expect("the kernel");
    let ft = &analysis.functions[id];
    let c = ft
        .cycles
        .list
        .iter()
        .position(|c| c.entries.len() == 2)
        .expect("a cycle with two entries");
    let (first, mid) = (ft.cycles.list[c].entries[0], ft.cycles.list[c].entries[1]);
    assert_eq!(
        ft.cycles.list[c].chosen_entry, first,
        "the engine's own choice"
    );

    // The first statement: odd lanes that jumped to `mid` join the even lanes' first
    // iteration there, so all 32 meet at every visit.
    let (run, first_ir) = run_both(&unit, &analysis);
    let all: Vec<u32> = (0..32).collect();
    assert_eq!(groups_at_mid(&run), [all.clone(), all.clone()]);
    // The body falls into `mid` directly; only entering and the back edge pass the hub.
    assert_eq!(preds(&first_ir, "label.mid"), "%while.hub, %while.body");

    // `mid`: iterations now start there. Odd lanes start their first at `mid`; even lanes
    // entered at the top (their first iteration) and start their second at `mid`, together
    // with the odd lanes' second.
    let cycle = &mut analysis.functions[id].cycles.list[c];
    cycle.choose_entry(mid).expect("`mid` is an entry");
    assert_eq!(cycle.count_at(), tangles::cfg::Point::Stmt(mid));
    let (run, mid_ir) = run_both(&unit, &analysis);
    assert_eq!(groups_at_mid(&run), [odds(), all, evens()]);
    // Every arrival at `mid` now passes the hub (its heart), the body's included, and the
    // back edge goes straight to the condition.
    assert_eq!(preds(&mid_ir, "label.mid"), "%while.hub");
    assert_eq!(preds(&mid_ir, "while.cond"), "%while.hub, %label.mid");

    // Only entries can be chosen.
    let body_statement = analysis.functions[id].cycles.list[c].stmts[1];
    assert!(analysis.functions[id].cycles.list[c]
        .choose_entry(body_statement)
        .is_err());
}

/// The predecessors LLVM lists for block `name` of the IR.
fn preds(ir: &str, name: &str) -> String {
    let header = format!("{name}:");
    let line = ir
        .lines()
        .find(|l| l.starts_with(&header))
        .unwrap_or_else(|| panic!("no block {name} in\n{ir}"));
    line.split("; preds = ")
        .nth(1)
        .unwrap_or_default()
        .trim()
        .to_string()
}
