//! Backward-goto shapes (issue 11): several gotos to one label, overlapping
//! goto ranges, a goto from after a loop back into its body (with and
//! without a `break`), a backward goto out of a loop, and nested goto
//! cycles. For each: what the tangle engine says (cycles, which calls are
//! implementation-defined and why), that tangle's token IR lowers (the
//! lowering verifies every module), that the source engine and the IR engine
//! on that IR see exactly the same groups at every convergent call, and that
//! the source engine under strict convergence finishes with groups that only
//! split maximal's.

mod common;
use common::*;
use runtime::launch::Launch;
use runtime::trace::RunOutput;
use tangles::ImplDefined;
use testkit::compile;

/// The implementation-defined facts of the kernel's calls, by source line.
fn impl_defined(src: &str) -> Vec<(u32, Option<ImplDefined>)> {
    let (unit, analysis) = compile(src);
    let (id, ft) = analysis.functions.iter().next().expect("one function");
    let f = &unit.program.functions[id];
    ft.calls
        .iter()
        .map(|c| {
            let line = unit.line_col(f.exprs[c.expr].span).line;
            (line, c.implementation_defined)
        })
        .collect()
}

/// `(kind, head line, reducible, nesting parent)` of each cycle.
fn cycles(src: &str) -> Vec<(&'static str, u32, bool, Option<usize>)> {
    let (unit, analysis) = compile(src);
    let (id, ft) = analysis.functions.iter().next().expect("one function");
    let f = &unit.program.functions[id];
    ft.cycles
        .list
        .iter()
        .map(|c| {
            let line = unit.line_col(f.stmts[c.head].span).line;
            (c.kind.name(), line, c.reducible, c.parent)
        })
        .collect()
}

/// Runs the source engine and the IR engine on tangle's token IR; asserts
/// both finish without errors and agree on every line's groups and on the
/// buffers; returns the source run.
fn both(src: &str, threads: u32, json: &str, lines: &[u32]) -> RunOutput {
    let (unit, analysis) = compile(src);
    let lowered = driver::lower_tangle(&unit, &analysis).expect("tangle lowers it");
    let l = launch(threads, 32);
    let a = args(json);
    let s = runtime::source::run(&unit, &analysis, None, &l, &a).expect("the run starts");
    let i = runtime::ir::run(&lowered.module, &unit.name, Some(&s.kernel), &l, &a)
        .expect("the run starts");
    assert!(s.errors.is_empty(), "{:?}", s.errors);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    for &line in lines {
        assert!(!groups(&s, line).is_empty(), "line {line} communicates");
        assert_eq!(
            sorted_groups(&s, line),
            sorted_groups(&i, line),
            "line {line}: source vs IR"
        );
    }
    assert_eq!(s.buffers, i.buffers, "final buffers");
    // Strict convergence (source engine only) runs the shape to the end too,
    // and only ever splits maximal's groups.
    let strict = Launch {
        convergence: tangles::Convergence::Strict,
        ..l
    };
    let t = runtime::source::run(&unit, &analysis, None, &strict, &a).expect("the run starts");
    assert!(t.errors.is_empty(), "strict: {:?}", t.errors);
    for &line in lines {
        let maximal = groups(&s, line);
        for g in groups(&t, line) {
            assert!(
                maximal.iter().any(|m| g.iter().all(|x| m.contains(x))),
                "line {line}: strict group {g:?} is inside no maximal group {maximal:?}"
            );
        }
    }
    s
}

const TRIPS: &str = "[3,1,2,0,4,1,1,2,3,0,0,1,2,3,1,1]";
const OTHER: &str = "[2,5,1,0,6,1,3,2,3,0,4,1,2,5,1,1]";

fn json(out: usize, params: &[(&str, &str)]) -> String {
    let mut parts = vec![format!(r#""out": {{"type": "u32", "len": {out}}}"#)];
    for (name, data) in params {
        parts.push(format!(r#""{name}": {{"type": "i32", "data": {data}}}"#));
    }
    format!("{{{}}}", parts.join(", "))
}

#[test]
fn several_backward_gotos_to_one_label_are_unrelated_and_reconverge_at_it() {
    let src = "__global__ void k(unsigned int *out, const int *a, const int *b) {\n\
               int t = threadIdx.x;\n\
               int i = 0;\n\
               L:\n\
               out[t * 8 + i] = __activemask();\n\
               i++;\n\
               if (a[t] > i) goto L;\n\
               out[t * 8 + 4 + i] = __activemask();\n\
               if (b[t] > i) goto L;\n\
               }\n";
    // By the goto rule each goto hands the label its own tangle: the two
    // gotos' tangles are unrelated, so both calls are implementation-defined.
    assert_eq!(
        impl_defined(src),
        vec![
            (5, Some(ImplDefined::Unrelated)),
            (8, Some(ImplDefined::Unrelated))
        ]
    );
    let (unit, analysis) = compile(src);
    let ft = analysis.functions.iter().next().unwrap().1;
    let label = ft.reconvergence.first().expect("a reconvergence point").1;
    assert_eq!(label, tangles::Reconvergence::Label, "rule 1.2");
    drop(unit);
    // Maximal convergence reconverges them at the label: threads in the same
    // iteration meet whichever goto brought them back.
    let s = both(src, 16, &json(128, &[("a", TRIPS), ("b", OTHER)]), &[5, 8]);
    let second = &groups(&s, 5)[1];
    assert!(second.contains(&0) && second.contains(&1), "{second:?}");
}

#[test]
fn overlapping_goto_ranges_nest_as_the_cfg_does() {
    let src = "__global__ void k(unsigned int *out, const int *a, const int *b) {\n\
               int t = threadIdx.x;\n\
               int i = 0, j = 0;\n\
               A:\n\
               i++;\n\
               B:\n\
               j++;\n\
               out[t * 16 + j] = __activemask();\n\
               if (a[t] > i) goto A;\n\
               if (b[t] > j) goto B;\n\
               }\n";
    // A's cycle covers `goto B` (A dominates it and it reaches `goto A`), and
    // B's nests in it: both reducible.
    assert_eq!(
        cycles(src),
        vec![("goto", 4, true, None), ("goto", 6, true, Some(0))]
    );
    // By the letter, A's range (A to `goto A`) is re-entered at B.
    assert_eq!(impl_defined(src), vec![(8, Some(ImplDefined::Reentered))]);
    both(src, 16, &json(256, &[("a", TRIPS), ("b", OTHER)]), &[8]);
}

#[test]
fn a_goto_from_after_a_loop_back_into_its_body_continues_the_loop() {
    let src = "__global__ void k(unsigned int *out, int *a) {\n\
               int t = threadIdx.x;\n\
               int i = 0;\n\
               for (i = 0; i < 4; i++) {\n\
               L:\n\
               out[t * 8 + i] = __activemask();\n\
               }\n\
               if (a[t] > 0) { a[t]--; i = 1; goto L; }\n\
               }\n";
    // The loop's cycle reaches the goto; the label heads no cycle of its own
    // that LLVM could see, and the loop keeps one entry.
    let c = cycles(src);
    assert_eq!(c[0], ("loop", 4, true, None));
    assert_eq!(impl_defined(src), vec![(6, Some(ImplDefined::Unrelated))]);
    let s = both(src, 16, &json(128, &[("a", TRIPS)]), &[6]);
    // Threads that jump back keep their iteration count (5: the condition
    // failed on the fifth evaluation), and meet each other there.
    let jumped: Vec<u32> = (0..16)
        .filter(|&t| [3, 1, 2, 0, 4, 1, 1, 2, 3, 0, 0, 1, 2, 3, 1, 1][t as usize] > 0)
        .collect();
    assert_eq!(groups(&s, 6)[4], jumped);
    // Clang 22's token IR for it verifies, and its heart in the loop's
    // header counts the same way.
    let c = run_ir(src, &launch(16, 32), &json(128, &[("a", TRIPS)]));
    assert_eq!(sorted_groups(&c, 6), sorted_groups(&s, 6));
}

#[test]
fn a_goto_back_into_a_loop_that_threads_left_by_break_is_an_irreducible_cycle_inside_it() {
    let src = "__global__ void k(unsigned int *out, const int *a) {\n\
               int t = threadIdx.x;\n\
               int i, r = 0;\n\
               for (i = 0; i < 4; i++) {\n\
               L:\n\
               out[t * 16 + r * 4 + i] = __activemask();\n\
               if (i == t % 4) break;\n\
               }\n\
               r++;\n\
               if (a[t] > r) goto L;\n\
               }\n";
    // L..goto closes a path through `break` that avoids the loop's condition:
    // a cycle of its own, entered at L and after the loop, inside the loop's.
    assert_eq!(
        cycles(src),
        vec![("loop", 4, true, None), ("goto", 5, false, Some(0))]
    );
    both(src, 16, &json(256, &[("a", TRIPS)]), &[6]);
}

#[test]
fn a_backward_goto_out_of_a_loop_restarts_it() {
    let src = "__global__ void k(unsigned int *out, const int *a) {\n\
               int t = threadIdx.x;\n\
               int n = 0;\n\
               L:\n\
               n++;\n\
               for (int i = 0; i < 3; i++) {\n\
               out[t * 16 + n * 3 + i] = __activemask();\n\
               if (a[t] > n && i == t % 3) goto L;\n\
               }\n\
               }\n";
    assert_eq!(
        cycles(src),
        vec![("loop", 6, true, Some(1)), ("goto", 4, true, None)]
    );
    assert_eq!(impl_defined(src), vec![(7, None)]);
    both(src, 16, &json(256, &[("a", TRIPS)]), &[7]);
}

#[test]
fn nested_goto_cycles() {
    let src = "__global__ void k(unsigned int *out, const int *a, const int *b) {\n\
               int t = threadIdx.x;\n\
               int i = 0, j = 0;\n\
               A:\n\
               i++;\n\
               j = 0;\n\
               B:\n\
               j++;\n\
               out[t * 64 + i * 8 + j] = __activemask();\n\
               if (b[t] > j) goto B;\n\
               if (a[t] > i) goto A;\n\
               }\n";
    assert_eq!(
        cycles(src),
        vec![("goto", 4, true, None), ("goto", 7, true, Some(0))]
    );
    assert_eq!(impl_defined(src), vec![(9, None)]);
    both(src, 16, &json(1024, &[("a", TRIPS), ("b", OTHER)]), &[9]);
}
