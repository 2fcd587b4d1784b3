//! The shape of the lowered IR for each control-flow construct: where the
//! hearts are, which token each convergent call uses, and how blocks connect.
//! Every module here also passes `opt-22 -passes=verify`.

mod common;

use common::{lower, parse, TokenKind};

const SAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../samples/");

fn sample(name: &str) -> String {
    std::fs::read_to_string(format!("{SAMPLES}{name}")).expect("a sample")
}

/// The heart of a cycle is the first instruction of its header.
fn assert_first_in_block(f: &common::Function, token: &str, block: &str) {
    let t = f.token(token);
    assert_eq!(
        t.block, block,
        "`{token}` is in `{}`, not `{block}`",
        t.block
    );
    assert_eq!(
        t.index, 0,
        "`{token}` is not the first instruction of `{block}`"
    );
}

#[test]
fn while_for_and_do_with_break_and_continue() {
    let ir = lower(
        r#"
__global__ void k(int *a, int n)
{
    int i = 0;
    while (i < n) {
        if (a[i] < 0)
            break;
        if (a[i] == 0) {
            i++;
            continue;
        }
        a[i] = __ballot_sync(__activemask(), a[i] > 1);
        i++;
    }
    for (int j = 0; j < n; j++) {
        if (a[j] == 3)
            continue;
        if (a[j] == 4)
            break;
        a[j] += __shfl_sync(0xffffffffu, a[j], 0);
    }
    int k = 0;
    do {
        if (a[k] == 5) {
            k++;
            continue;
        }
        if (a[k] == 6)
            break;
        __syncwarp(0xffffffffu);
        k++;
    } while (k < n);
}
"#,
    );
    let m = parse(&ir);
    let f = m.function("k");
    assert!(f.convergent);
    assert_first_in_block(f, "%tok.entry", "entry");
    assert_first_in_block(f, "%tok.while", "while.cond");
    assert_first_in_block(f, "%tok.for", "for.cond");
    assert_first_in_block(f, "%tok.do", "do.body");
    for heart in ["%tok.while", "%tok.for", "%tok.do"] {
        assert_eq!(f.token(heart).parent.as_deref(), Some("%tok.entry"));
    }
    assert_eq!(f.calls_to("__ballot_sync")[0].token, "%tok.while");
    assert_eq!(f.calls_to("__activemask")[0].token, "%tok.while");
    assert_eq!(f.calls_to("__tangle_shfl_sync_i32")[0].token, "%tok.for");
    assert_eq!(f.calls_to("__syncwarp")[0].token, "%tok.do");
    assert!(f.calls.iter().all(|c| c.convergent_attribute));

    // continue: back to the condition (while), to the step (for), to the test (do).
    let while_preds = f.predecessors("while.cond");
    assert_eq!(
        while_preds.len(),
        3,
        "entry, continue, end of body: {while_preds:?}"
    );
    assert_eq!(
        f.predecessors("for.inc").len(),
        2,
        "continue and end of body"
    );
    assert_eq!(f.predecessors("for.cond").len(), 2, "entry and for.inc");
    assert_eq!(
        f.predecessors("do.cond").len(),
        2,
        "continue and end of body"
    );
    assert_eq!(f.block("do.cond").successors, ["do.body", "do.end"]);
    // break: straight to the loop's end.
    for end in ["while.end", "for.end", "do.end"] {
        assert_eq!(
            f.predecessors(end).len(),
            2,
            "{end}: the test and the break"
        );
    }
}

#[test]
fn nested_loops_nest_their_tokens() {
    let ir = lower(&sample("nested_continue.cu"));
    let f = parse(&ir).function("csr_row_sums").clone();
    let hearts = f.hearts();
    assert_eq!(hearts.len(), 2);
    let conds = f.blocks_named("for.cond");
    assert_eq!(conds.len(), 2);
    let outer = f.token_in(&conds[0]);
    let inner = f.token_in(&conds[1]);
    assert_eq!(outer.parent.as_deref(), Some("%tok.entry"));
    assert_eq!(inner.parent.as_deref(), Some(outer.name.as_str()));
    let ballots = f.calls_to("__ballot_sync");
    assert_eq!(ballots.len(), 2);
    assert_eq!(ballots[0].token, outer.name, "outer ballot");
    assert_eq!(ballots[1].token, inner.name, "inner ballot");
    assert_eq!(f.loop_depth(&ballots[1].token), 2);
    assert_eq!(
        ballots[1].location,
        Some((32, 22)),
        "line and column of the call"
    );
}

#[test]
fn a_ballot_on_a_break_path_uses_its_loop_token() {
    let ir = lower(&sample("break_ballot.cu"));
    let f = parse(&ir).function("first_above").clone();
    let ballot = f.calls_to("__ballot_sync")[0];
    assert_eq!(ballot.token, "%tok.while");
    // Its block leaves the loop: it is outside the CFG cycle, yet per iteration.
    assert_eq!(ballot.block, "if.then");
    assert_eq!(f.block("if.then").successors, ["while.end"]);
    assert_eq!(ballot.location, Some((19, 17)));
}

#[test]
fn switch_fall_through_stays_with_the_entry_token() {
    let ir = lower(&sample("switch_fallthrough.cu"));
    let f = parse(&ir).function("step_ops").clone();
    assert!(f.hearts().is_empty(), "a switch is not a cycle");
    assert!(f.calls.iter().all(|c| c.token == "%tok.entry"));
    // case 0 falls into case 1; the stacked 2/3 labels are two blocks in a row.
    assert_eq!(f.block("sw.bb").successors, ["sw.bb1"]);
    assert_eq!(f.block("sw.bb2").successors, ["sw.bb3"]);
    let switch = f
        .blocks
        .iter()
        .find(|b| {
            b.instructions
                .last()
                .is_some_and(|i| i.starts_with("switch "))
        })
        .expect("a switch");
    assert_eq!(
        switch.successors,
        ["sw.default", "sw.bb", "sw.bb1", "sw.bb2", "sw.bb3"]
    );
    for case in ["sw.bb1", "sw.bb3", "sw.default"] {
        assert!(
            f.block(case).successors.contains(&"sw.epilog".to_string()) || case == "sw.default"
        );
    }
}

#[test]
fn a_forward_goto_jumps_to_its_label_block() {
    let ir = lower(&sample("goto_cleanup.cu"));
    let f = parse(&ir).function("parse_records").clone();
    assert!(f.hearts().is_empty(), "forward gotos make no cycle");
    let preds = f.predecessors("label.cleanup");
    assert_eq!(
        preds.len(),
        4,
        "three gotos and the fall-through: {preds:?}"
    );
    let ballot = f.calls_to("__ballot_sync")[0];
    assert_eq!(ballot.block, "label.cleanup");
    assert_eq!(ballot.token, "%tok.entry");
}

#[test]
fn a_backward_goto_cycle_has_its_heart_in_the_label_block() {
    let ir = lower(&sample("goto_retry.cu"));
    let f = parse(&ir).function("sample_bins").clone();
    assert_first_in_block(&f, "%tok.retry", "label.retry");
    assert_eq!(f.token("%tok.retry").parent.as_deref(), Some("%tok.entry"));
    assert_eq!(f.calls_to("__ballot_sync")[0].token, "%tok.retry");
    // The backward goto is the back edge.
    let preds = f.predecessors("label.retry");
    assert_eq!(preds.len(), 2);
    assert!(preds.contains(&"if.then".to_string()));
}

#[test]
fn a_goto_into_a_loop_goes_through_a_hub_with_the_heart() {
    let ir = lower(&sample("goto_into_loop.cu"));
    let f = parse(&ir).function("prefix_with_cache").clone();
    assert_first_in_block(&f, "%tok.for", "for.hub");
    assert!(
        f.block("for.cond").instructions[0].contains("load"),
        "no heart in the condition: the hub counts iterations"
    );
    assert_eq!(
        f.block("for.hub").successors,
        ["for.cond", "label.have_value"]
    );
    let preds = f.predecessors("for.hub");
    assert_eq!(
        preds.len(),
        3,
        "the goto, the loop entry and the step: {preds:?}"
    );
    assert!(f.predecessors("for.cond") == ["for.hub"]);
    assert_eq!(
        f.predecessors("label.have_value"),
        ["for.hub", "for.body"],
        "entered from outside only through the hub"
    );
    // Every edge into the hub says where it goes: 0 = the head, 1 = the label.
    let guard_stores: Vec<&String> = preds
        .iter()
        .map(|p| {
            f.block(p)
                .instructions
                .iter()
                .rev()
                .nth(1)
                .expect("a store")
        })
        .collect();
    assert!(guard_stores.iter().all(|s| s.contains("ptr %for.guard")));
    assert_eq!(
        guard_stores
            .iter()
            .filter(|s| s.starts_with("store i32 1,"))
            .count(),
        1
    );
    for call in &f.calls {
        assert_eq!(call.token, "%tok.for");
    }
}

#[test]
fn duffs_device_enters_its_loop_through_the_hub() {
    let ir = lower(&sample("duff_shuffle.cu"));
    let f = parse(&ir).function("pair_swap_copy").clone();
    assert_first_in_block(&f, "%tok.do", "do.hub");
    let hub = f.block("do.hub");
    assert_eq!(hub.successors, ["do.body", "sw.bb1", "sw.bb2", "sw.bb3"]);
    // The switch reaches case 0 (outside the loop) directly and cases 3, 2, 1
    // (inside it) through blocks that set the guard and enter the hub.
    let switch = f
        .blocks
        .iter()
        .find(|b| {
            b.instructions
                .last()
                .is_some_and(|i| i.starts_with("switch i32 %rem"))
        })
        .expect("the switch");
    for target in &switch.successors[2..] {
        assert_eq!(f.block(target).successors, ["do.hub"], "{target}");
    }
    // The back edge also goes to the hub.
    let back = &f.block("do.cond").successors[0];
    assert_eq!(f.block(back).successors, ["do.hub"]);
    let shuffles = f.calls_to("__tangle_shfl_sync_i32");
    assert_eq!(shuffles.len(), 4);
    assert!(shuffles.iter().all(|c| c.token == "%tok.do"));
}

#[test]
fn an_early_return_leaves_the_barrier_with_the_entry_token() {
    let ir = lower(&sample("histogram_early_return.cu"));
    let f = parse(&ir).function("histogram").clone();
    let returns: Vec<&common::Block> = f
        .blocks
        .iter()
        .filter(|b| b.instructions.last().is_some_and(|i| i == "ret void"))
        .collect();
    assert_eq!(returns.len(), 2, "the early return and the end");
    assert_eq!(returns[0].name, "if.then");
    let barriers = f.calls_to("__syncthreads");
    assert_eq!(barriers.len(), 2);
    assert!(barriers.iter().all(|c| c.token == "%tok.entry"));
    assert_eq!(
        f.hearts().len(),
        2,
        "both loops get hearts without convergent calls"
    );
}

#[test]
fn a_noconvergent_helper_uses_an_anchor_and_its_calls_are_plain() {
    let ir = lower(&sample("append_buffer.cu"));
    let m = parse(&ir);
    let helper = m.function("append_slot");
    assert!(!helper.convergent);
    assert_first_in_block(helper, "%tok.anchor", "entry");
    assert_eq!(helper.token("%tok.anchor").kind, TokenKind::Anchor);
    assert_eq!(
        helper.calls.len(),
        3,
        "__activemask, __ballot_sync, __shfl_sync"
    );
    assert!(helper.calls.iter().all(|c| c.token == "%tok.anchor"));
    let kernel = m.function("filter_append");
    assert!(!kernel.convergent, "it only calls a noconvergent function");
    assert!(kernel.tokens.is_empty());
    assert!(kernel.calls.is_empty(), "the call has no bundle");
    let call = kernel
        .blocks
        .iter()
        .flat_map(|b| &b.instructions)
        .find(|i| i.contains("@append_slot("))
        .expect("the call");
    assert!(!call.contains(" #"), "the call is not convergent: {call}");
}

#[test]
fn a_convergent_device_call_in_a_loop_takes_the_loop_token() {
    let ir = lower(&sample("convergent_device_call.cu"));
    let m = parse(&ir);
    let kernel = m.function("tiled_warp_scan");
    let call = &kernel.calls_to("warp_inclusive_scan")[0];
    assert_eq!(call.token, "%tok.for");
    assert!(call.convergent_attribute);
    assert_eq!(kernel.calls_to("__reduce_add_sync")[0].token, "%tok.for");
    let callee = m.function("warp_inclusive_scan");
    assert!(callee.convergent);
    assert_first_in_block(callee, "%tok.entry", "entry");
    assert_eq!(callee.token("%tok.entry").kind, TokenKind::Entry);
    assert_eq!(
        callee.calls_to("__tangle_shfl_up_sync_i32")[0].token,
        "%tok.for"
    );
}

#[test]
fn hip_votes_and_the_maskless_shuffle() {
    let ir = lower(&sample("hip_wave_vote.cu"));
    let f = parse(&ir).function("wave_flags").clone();
    let shfl = f.calls_to("__tangle_shfl_i32")[0];
    assert_eq!(shfl.token, "%tok.entry");
    assert!(ir.contains("declare i32 @__tangle_shfl_i32(i32, i32, ...)"));
    assert!(ir.contains("declare i64 @__ballot(i32)"));
}

#[test]
fn shared_arrays_are_internal_globals_in_address_space_3() {
    let ir = lower(&sample("block_reduce.cu"));
    assert!(ir.contains("@block_sum.partial = internal addrspace(3) global [1024 x i32] poison"));
    assert!(ir.contains("addrspacecast (ptr addrspace(3) @block_sum.partial to ptr)"));
    assert!(ir.contains("@threadIdx = external constant %struct.__tangle_uint3"));
}

#[test]
fn a_goto_into_a_backward_goto_range_goes_through_its_hub() {
    let ir = lower(
        r#"
__global__ void k(int *a, int n)
{
    int i = 0;
    if (n > 4)
        goto middle;
again:
    i++;
middle:
    a[i] = __ballot_sync(__activemask(), i < n);
    if (i < n)
        goto again;
}
"#,
    );
    let f = parse(&ir).function("k").clone();
    assert_first_in_block(&f, "%tok.again", "label.again.hub");
    assert_eq!(
        f.block("label.again.hub").successors,
        ["label.again", "label.middle"]
    );
    assert_eq!(
        f.predecessors("label.middle"),
        ["label.again.hub", "label.again"]
    );
    assert!(f.calls.iter().all(|c| c.token == "%tok.again"));
}

#[test]
fn a_goto_into_a_nested_loop_enters_both_hubs() {
    let ir = lower(
        r#"
__global__ void k(int *a, int n)
{
    int i = 0, j = 0;
    if (n > 4)
        goto inside;
    while (i < n) {
        j = 0;
        while (j < n) {
inside:
            a[j] += __shfl_xor_sync(0xffffffffu, a[j], 1);
            j++;
        }
        i++;
    }
}
"#,
    );
    let f = parse(&ir).function("k").clone();
    let hubs = f.blocks_named("while.hub");
    assert_eq!(hubs.len(), 2);
    let outer = f.token_in(&hubs[0]);
    let inner = f.token_in(&hubs[1]);
    assert_eq!(inner.parent.as_deref(), Some(outer.name.as_str()));
    // The outer hub sends the goto's threads on to the inner hub.
    let via = &f.block(&hubs[0]).successors[1];
    assert_eq!(f.block(via).successors, [hubs[1].clone()]);
    let inner_succ = &f.block(&hubs[1]).successors;
    assert!(inner_succ[0].starts_with("while.cond"));
    assert_eq!(inner_succ[1], "label.inside");
    assert_eq!(
        f.calls_to("__tangle_shfl_xor_sync_i32")[0].token,
        inner.name
    );
}

/// The range `L..goto L` starts inside the `if`: when `n` is 0, control falls
/// from the `if` into the middle of the range. The tangle engine lists that
/// statement as a second entry; it gets its own block, reached from inside the
/// cycle directly and from the `if` through the hub (no shared `if.end`).
#[test]
fn falling_into_a_goto_range_enters_through_the_hub() {
    let ir = lower(
        "__global__ void k(int *a, int n)\n{\n\
         if (n) { L: a[n] = 1; }\n\
         a[0] = __ballot_sync(~0u, n);\n\
         if (n < 9) { n++; goto L; }\n}\n",
    );
    let f = parse(&ir).function("k").clone();
    assert_first_in_block(&f, "%tok.L", "label.L.hub");
    assert_eq!(
        f.block("label.L.hub").successors,
        ["label.L", "label.L.entry"]
    );
    assert_eq!(f.predecessors("label.L.entry"), ["label.L.hub", "label.L"]);
    let ballot = f.calls_to("__ballot_sync")[0];
    assert_eq!(
        (ballot.block.as_str(), ballot.token.as_str()),
        ("label.L.entry", "%tok.L")
    );
    assert_eq!(f.block("entry").successors, ["if.then", "label.L.to.hub"]);
}

/// A loop whose body is a label targeted from outside: the goto enters the
/// loop without its condition, through the hub.
#[test]
fn a_goto_to_a_loop_body_label_enters_through_the_hub() {
    let ir = lower(
        "__global__ void k(int *a, int n)\n{\n\
         if (n > 3) goto L;\n\
         while (n < 10) L: { n++; a[n] = __ballot_sync(~0u, n); }\n}\n",
    );
    let f = parse(&ir).function("k").clone();
    assert_first_in_block(&f, "%tok.while", "while.hub");
    assert_eq!(f.block("while.hub").successors, ["while.cond", "label.L"]);
    assert_eq!(f.block("while.body").successors, ["label.L"]);
    assert_eq!(f.calls_to("__ballot_sync")[0].token, "%tok.while");
}

/// `L0` sits in a switch body before any case, inside the range of `goto R1`:
/// only `goto L0` reaches it, and from there control falls into the range at
/// its last statement, a second entry.
#[test]
fn an_unreachable_label_falling_into_a_goto_range_enters_through_the_hub() {
    let ir = lower(
        "__global__ void k(int *a, int n)\n{\nunsigned int m;\n\
         R0: { m = __ballot_sync(~0u, n); if (n > 3) goto L0; }\n\
         if (n < 7) goto R0;\n\
         R1: { switch (n & 7) { L0: n++; } }\n\
         if (n < 7) goto R1;\n}\n",
    );
    let f = parse(&ir).function("k").clone();
    assert_first_in_block(&f, "%tok.R1", "label.R1.hub");
    assert_eq!(
        f.block("label.R1.hub").successors,
        ["label.R1", "label.R1.entry"]
    );
    assert_eq!(f.block("label.L0").successors, ["label.R1.hub"]);
    assert_eq!(f.token("%tok.R0").block, "label.R0");
}

#[test]
fn conditions_and_steps_use_their_loop_token() {
    let ir = lower(
        r#"
__global__ void k(int *a, int n)
{
    for (int i = 0; __any_sync(0xffffffffu, i < n); i += __popc(__activemask()))
        a[i] = 1;
}
"#,
    );
    let f = parse(&ir).function("k").clone();
    let any = f.calls_to("__any_sync")[0];
    assert_eq!(
        (any.block.as_str(), any.token.as_str()),
        ("for.cond", "%tok.for")
    );
    let active = f.calls_to("__activemask")[0];
    assert_eq!(
        (active.block.as_str(), active.token.as_str()),
        ("for.inc", "%tok.for")
    );
}

#[test]
fn functions_without_convergent_operations_have_no_tokens() {
    let ir = lower(
        r#"
__device__ int sum(const int *a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}
"#,
    );
    let f = parse(&ir).function("sum").clone();
    assert!(f.tokens.is_empty());
    assert!(!f.convergent);
}

/// `few_names` (for a module read in memory) names parameters and allocas (here the
/// local variables), which the IR engine reads, and nothing else; the module is the
/// same otherwise.
#[test]
fn few_names_keep_only_parameters_and_locals() {
    let (unit, analysis) = testkit::compile(
        "__global__ void k(int *out, int n) {\n\
         int i = 0;\n\
         while (i < n) { if (out[i] > 0) out[i] = __ballot_sync(~0u, i & 1); i++; }\n\
         }\n",
    );
    let print = |few_names| {
        let options = lowering::Options {
            few_names,
            ..Default::default()
        };
        lowering::lower_then(&unit, &analysis, &options, |m| {
            m.print_to_string().to_string()
        })
        .expect("it lowers")
    };
    let (named, few) = (print(false), print(true));
    common::opt_verify(&few).expect("opt-22 verifies it");
    for kept in ["ptr %out, i32 %n", "%out.addr = alloca", "%i = alloca"] {
        assert!(few.contains(kept), "`{kept}` in\n{few}");
    }
    for dropped in ["while.cond:", "if.then:", "%cmp"] {
        assert!(named.contains(dropped), "`{dropped}` in\n{named}");
        assert!(!few.contains(dropped), "`{dropped}` in\n{few}");
    }
    // The same instructions, calls and tokens, in the same order.
    let shape = |ir: &str| -> Vec<String> {
        ir.lines()
            .filter(|l| l.starts_with("  ") && !l.trim_start().starts_with('#'))
            .map(|l| {
                let op = l.split_once(" = ").map_or(l, |(_, op)| op);
                op.split_whitespace().next().unwrap_or_default().to_string()
            })
            .collect()
    };
    assert_eq!(shape(&named), shape(&few));
    assert_eq!(
        named.matches("convergence.").count(),
        few.matches("convergence.").count()
    );
}
