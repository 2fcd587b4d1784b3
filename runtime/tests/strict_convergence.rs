//! `--convergence strict`: the source engine keeps unrelated tangles apart
//! (threads that arrived by different jumps meet only after the statement
//! holding the jump and its target), where maximal convergence merges them.
//! Where nothing is implementation-defined the two choices are the same run.

mod common;
use testkit::inputs;

use common::*;
use runtime::launch::Launch;
use runtime::trace::RunOutput;
use tangles::Convergence;
use testkit::{compile, compile_sample};

fn run_with(src: &str, threads: u32, json: &str, convergence: Convergence) -> RunOutput {
    let (unit, analysis) = compile(src);
    let launch = Launch {
        convergence,
        ..launch(threads, 32)
    };
    let out =
        runtime::source::run(&unit, &analysis, None, &launch, &args(json)).expect("the run starts");
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    out
}

#[test]
fn threads_that_jump_into_a_loop_never_meet_the_others_in_it() {
    let src = "__global__ void k(const int *jump, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               int i = 0;\n\
               if (jump[t])\n\
                   goto inside;\n\
               for (i = 0; i < 2; i++) {\n\
                   out[t] = 0;\n\
               inside:\n\
                   out[8 * (i + 1) + t] = __activemask();\n\
               }\n\
               out[t] = __activemask();\n\
               }\n";
    let json = r#"{"jump": {"type": "i32", "data": [1, 0, 1, 0, 0, 0, 0, 0]}, "out": {"type": "u32", "len": 24}}"#;
    let maximal = run_with(src, 8, json, Convergence::Maximal);
    assert_eq!(groups(&maximal, 9), vec![range(0, 8), range(0, 8)]);
    let strict = run_with(src, 8, json, Convergence::Strict);
    assert_eq!(
        sorted_groups(&strict, 9),
        vec![
            vec![0, 2],
            vec![0, 2],
            vec![1, 3, 4, 5, 6, 7],
            vec![1, 3, 4, 5, 6, 7]
        ]
    );
    // The goto's tangle stays distinct to the end of the function body.
    assert_eq!(
        sorted_groups(&strict, 11),
        vec![vec![0, 2], vec![1, 3, 4, 5, 6, 7]]
    );
}

#[test]
fn fall_through_stays_apart_until_the_end_of_the_switch() {
    let src = "__global__ void k(const int *op, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               switch (op[t]) {\n\
               case 0:\n\
                   out[t] = 1;\n\
               case 1:\n\
                   out[8 + t] = __activemask();\n\
                   break;\n\
               default:\n\
                   break;\n\
               }\n\
               out[t] = __activemask();\n\
               }\n";
    let json = r#"{"op": {"type": "i32", "data": [0, 1, 2, 0, 1, 2, 0, 1]}, "out": {"type": "u32", "len": 16}}"#;
    let strict = run_with(src, 8, json, Convergence::Strict);
    assert_eq!(
        sorted_groups(&strict, 7),
        vec![vec![0, 3, 6], vec![1, 4, 7]]
    );
    assert_eq!(groups(&strict, 12), vec![range(0, 8)], "after the switch");
}

#[test]
fn threads_that_came_back_by_different_gotos_stay_apart() {
    let src = "__global__ void k(unsigned int *out, const int *a) {\n\
               int t = threadIdx.x;\n\
               int i = 0;\n\
               L:\n\
               out[t * 8 + i] = __activemask();\n\
               i++;\n\
               if (i < 2 && a[t]) goto L;\n\
               if (i < 2) goto L;\n\
               }\n";
    let json = r#"{"a": {"type": "i32", "data": [1, 0, 1, 0, 1, 0, 1, 0]}, "out": {"type": "u32", "len": 64}}"#;
    let maximal = run_with(src, 8, json, Convergence::Maximal);
    assert_eq!(groups(&maximal, 5), vec![range(0, 8), range(0, 8)]);
    let strict = run_with(src, 8, json, Convergence::Strict);
    assert_eq!(
        sorted_groups(&strict, 5),
        vec![range(0, 8), vec![0, 2, 4, 6], vec![1, 3, 5, 7]]
    );
}

/// Every sample whose calls are all well-defined runs identically under both
/// choices; the others run to the end under strict too, with at least as
/// many groups (strict only ever splits unrelated tangles).
#[test]
fn without_implementation_defined_points_strict_is_maximal() {
    let mut compared = 0;
    for path in testkit::sample_paths() {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let (unit, analysis) = compile_sample(&path);
        let defined = !analysis.has_implementation_defined();
        for run in inputs::sample_runs(&name, &[(64, 32)]) {
            let k = run.kernel.as_deref();
            let go = |convergence| {
                let launch = Launch {
                    convergence,
                    ..run.launch
                };
                runtime::source::run(&unit, &analysis, k, &launch, &run.args).unwrap()
            };
            let (m, s) = (go(Convergence::Maximal), go(Convergence::Strict));
            assert!(s.errors.is_empty(), "{name}: {:?}", s.errors);
            if !defined {
                assert!(s.events.len() >= m.events.len(), "{name}");
                continue;
            }
            assert_eq!(m.events.len(), s.events.len(), "{name}");
            for (a, b) in m.events.iter().zip(&s.events) {
                assert_eq!((a.site, &a.threads), (b.site, &b.threads), "{name}");
            }
            assert_eq!(m.buffers, s.buffers, "{name}");
            compared += 1;
        }
    }
    assert!(compared >= 10, "only {compared} samples compared");
}

/// `check` accepts a peer that shows strict convergence where the program
/// is implementation-defined, and says so. The peer here is tangle's IR with
/// the label's block duplicated into the goto's path (what tail duplication
/// does): the two copies of the call are different operations, so threads
/// that jumped never meet the others, as under strict convergence.
#[test]
fn check_accepts_a_peer_that_keeps_unrelated_tangles_apart() {
    let src = "__global__ void k(const int *jump, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               if (jump[t])\n\
                   goto L;\n\
               out[8 + t] = 1;\n\
               L:\n\
               out[t] = __activemask();\n\
               }\n";
    let (unit, analysis) = compile(src);
    let options = lowering::Options {
        debug: true,
        ..Default::default()
    };
    let ir = lowering::lower_to_bytes(&unit, &analysis, &options, lowering::Emit::Llvm).unwrap();
    let ir = String::from_utf8(ir).unwrap();
    let start = ir.find("label.L:").expect("the label's block");
    let end = start + ir[start..].find("\n}\n").expect("the function's end");
    let copy = ["%6", "%7", "%conv3", "%arrayidx4", "%call"].iter().fold(
        ir[start..end].replace("label.L:", "label.L.copy:"),
        // Numbered values cannot take a suffix: `%6` becomes `%copy6`.
        |b, v| b.replace(v, &format!("%copy{}", &v[1..])),
    );
    let then = ir.find("if.then:").expect("the goto's block");
    let jump = then + ir[then..].find("br label %label.L,").expect("the goto");
    let mut peer = ir.clone();
    peer.insert_str(end, &format!("\n\n{copy}"));
    peer.replace_range(
        jump..jump + "br label %label.L,".len(),
        "br label %label.L.copy,",
    );
    let module = runtime::ir::read::read(&unit.name, peer.as_bytes()).expect("valid IR");
    let lowered = driver::Lowered {
        module,
        via: "tail-duplicated IR".into(),
    };
    let json = r#"{"jump": {"type": "i32", "data": [1, 0, 1, 0, 0, 0, 0, 0]}, "out": {"type": "u32", "len": 16}}"#;
    let check = |either| {
        driver::check(
            &unit,
            &analysis,
            &driver::Peer::Ir(&lowered),
            None,
            &launch(8, 8),
            either,
            &[8.into()],
            &[8],
            &args(json),
        )
        .unwrap()
        .remove(0)
    };
    let only_maximal = check(false);
    assert_eq!(only_maximal.convergence, Convergence::Maximal);
    assert!(!only_maximal.diffs.is_empty(), "the peer is not maximal");
    let either = check(true);
    assert_eq!(either.convergence, Convergence::Strict);
    assert!(either.diffs.is_empty(), "{:?}", either.diffs);
    let text = driver::text(&unit.name, &driver::Peer::Ir(&lowered), &[either]);
    assert!(
        text.contains("the IR engine showed strict convergence"),
        "{text}"
    );
}
