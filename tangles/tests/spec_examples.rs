//! Every example of thread-convergence.rst (and the outcomes its "Divergent
//! Jumps" section states), as assertions on the engine's answer.

mod common;
use common::analyze;
use tangles::tangle::Rule;

/// Section "Examples", first example: X1 is the set of threads of S3 for which
/// `cond` is true; S4 the complementary set (those that did not return).
#[test]
fn early_return_splits_then_and_rest() {
    let c = analyze(
        "__device__ void foo(int cond, int *p) {\n\
           p[0] = 1;\n\
           p[1] = 2;\n\
           if (cond) {\n\
             p[2] = __activemask();\n\
             return;\n\
           }\n\
           p[3] = __activemask();\n\
         }\n",
    );
    let s3 = c.stmt("foo", 4, "if");
    let x1 = c.stmt("foo", 5, "expr");
    let s4 = c.stmt("foo", 8, "expr");
    let t3 = c.tangles("foo", s3);
    let (tx1, ts4) = (c.tangles("foo", x1), c.tangles("foo", s4));
    assert_eq!((t3.len(), tx1.len(), ts4.len()), (1, 1, 1));
    assert_eq!(c.rule("foo", tx1[0]), Rule::Then);
    assert_eq!(c.parent("foo", tx1[0]), t3[0]);
    assert_eq!(c.rule("foo", ts4[0]), Rule::After);
    assert_eq!(c.parent("foo", ts4[0]), t3[0]);
    // S1 and S2 execute with the body's tangle: sequential execution keeps it.
    assert_eq!(
        c.tangles("foo", c.stmt("foo", 2, "expr")),
        c.tangles("foo", c.stmt("foo", 3, "expr"))
    );
    assert!(!c.implementation_defined("foo", s4));
}

/// Second example: a goto from the then side of one `if` into the else side of
/// another. The candidate tangles of Target2 are S2's and S5's: unrelated.
#[test]
fn goto_across_if_sides_gives_unrelated_tangles() {
    let c = analyze(
        "__device__ void foo(int cond1, int cond2, int *p) {\n\
           if (cond1) {\n\
             p[0] = 1;\n\
             goto Target2;\n\
           }\n\
           if (cond2) {\n\
             p[1] = 2;\n\
           } else {\n\
           Target2:\n\
             p[2] = __activemask();\n\
           }\n\
           p[3] = 3;\n\
         }\n",
    );
    let s2 = c.tangles("foo", c.stmt("foo", 3, "expr"));
    let target = c.stmt("foo", 9, "label");
    let at_target = c.tangles("foo", target);
    assert_eq!(at_target.len(), 2);
    assert!(
        at_target.contains(&s2[0]),
        "the goto's tangle reaches the label"
    );
    let s5 = at_target.iter().copied().find(|t| *t != s2[0]).unwrap();
    assert_eq!(c.rule("foo", s5), Rule::Else);
    assert!(c.unrelated("foo", s2[0], s5));
    assert!(c.implementation_defined("foo", target));
    // The convergent call sees both; maximal convergence picks their union.
    let (_, ft) = c.func("foo");
    assert_eq!(ft.calls[0].tangles.len(), 2);
    assert_eq!(ft.tangles.get(ft.calls[0].maximal).rule, Rule::Union);
    // They stay distinct until the end of the smallest statement containing
    // both goto and label: the function body, so even its last statement
    // still has both.
    assert_eq!(c.tangles("foo", c.stmt("foo", 12, "expr")).len(), 2);
}

/// Third example: a goto into a `for` body. Target2's tangles form two
/// sequences (from S3's iterations and from S2), pairwise unrelated.
#[test]
fn goto_into_loop_gives_two_unrelated_sequences() {
    let c = analyze(
        "__device__ void foo(int cond1, int n, int *p) {\n\
           int i = 0;\n\
           if (cond1) {\n\
             p[0] = 1;\n\
             goto Target2;\n\
           }\n\
           for (i = 0; i < n; i++) {\n\
             p[1] = 1;\n\
           Target2:\n\
             p[2] = __activemask();\n\
           }\n\
         }\n",
    );
    let lp = c.stmt("foo", 7, "for");
    let (_, ft) = c.func("foo");
    let iterations: Vec<_> = ft.strict.at_cond[lp].iter().copied().collect();
    assert_eq!(iterations.len(), 2, "one iteration sequence per way in");
    assert!(c.unrelated("foo", iterations[0], iterations[1]));
    let target = c.stmt("foo", 9, "label");
    let at = c.tangles("foo", target);
    let from_s3: Vec<_> = at
        .iter()
        .copied()
        .filter(|&t| c.derives_from("foo", t, iterations[0]))
        .collect();
    let from_s2: Vec<_> = at
        .iter()
        .copied()
        .filter(|&t| !c.derives_from("foo", t, iterations[0]))
        .collect();
    assert!(!from_s3.is_empty() && !from_s2.is_empty());
    for &a in &from_s3 {
        for &b in &from_s2 {
            assert!(
                c.unrelated("foo", a, b),
                "tangles of the two sequences are unrelated"
            );
        }
    }
    // The cycle (the loop body) has two entries: irreducible.
    let cycle = &ft.cycles.list[ft.cycles.of_loop[lp]];
    assert_eq!(cycle.entries.len(), 2);
    assert!(!cycle.reducible);
    assert_eq!(cycle.entries[1], target);
}

/// Duff's device "can be analyzed in the same way": case labels inside the
/// do-while enter the loop in several places.
#[test]
fn duffs_device_is_an_irreducible_cycle() {
    let c = analyze(
        "__device__ void copy(int *to, int *from, int count) {\n\
           int n = (count + 3) / 4;\n\
           switch (count % 4) {\n\
           case 0: do { *to = *from++;\n\
           case 3:      *to = *from++;\n\
           case 2:      *to = *from++;\n\
           case 1:      *to = __activemask();\n\
                   } while (--n > 0);\n\
           }\n\
         }\n",
    );
    let lp = c.stmt("copy", 4, "do");
    let (_, ft) = c.func("copy");
    let cycle = &ft.cycles.list[ft.cycles.of_loop[lp]];
    assert_eq!(cycle.entries.len(), 4, "the body plus cases 3, 2, 1");
    let last = c.stmt("copy", 7, "case");
    let at = c.tangles("copy", last);
    assert!(at.len() >= 2);
    assert!(c.implementation_defined("copy", last));
    assert!(ft.calls[0].implementation_defined.is_some());
}

/// Fourth example: a goto out of a `for` loop to a label after it. Target1's
/// tangles: from the goto (each iteration) and from the loop's exit: unrelated.
#[test]
fn goto_out_of_loop_gives_unrelated_tangles_at_target() {
    let c = analyze(
        "__device__ void foo(int cond, int n, int *p) {\n\
           for (int i = 0; i < n; i++) {\n\
             p[0] = 1;\n\
             if (cond)\n\
               goto Target1;\n\
             p[1] = 2;\n\
           }\n\
           p[2] = 3;\n\
         Target1:\n\
           p[3] = __activemask();\n\
         }\n",
    );
    let target = c.stmt("foo", 9, "label");
    let at = c.tangles("foo", target);
    assert_eq!(at.len(), 2);
    assert!(c.unrelated("foo", at[0], at[1]));
    let lp = c.stmt("foo", 2, "for");
    let (_, ft) = c.func("foo");
    let iteration = *ft.strict.at_cond[lp].iter().next().unwrap();
    let via_goto = at
        .iter()
        .copied()
        .find(|&t| c.derives_from("foo", t, iteration))
        .unwrap();
    let via_exit = at.iter().copied().find(|&t| t != via_goto).unwrap();
    assert_eq!(
        c.rule("foo", via_exit),
        Rule::After,
        "threads that left the loop normally"
    );
    assert_eq!(c.rule("foo", via_goto), Rule::Then);
}

/// Divergent Jumps: a tangle that exits by `break` reconverges at the end of
/// the loop; iterations are derived from each other (never unrelated).
#[test]
fn break_reconverges_at_the_end_of_the_loop() {
    let c = analyze(
        "__global__ void k(int *p, int n) {\n\
           int t = threadIdx.x;\n\
           for (int i = 0; i < n; i++) {\n\
             if (t == i) {\n\
               p[t] = __activemask();\n\
               break;\n\
             }\n\
             p[t] += __activemask();\n\
           }\n\
           p[t] += __activemask();\n\
         }\n",
    );
    let lp = c.stmt("k", 3, "for");
    let after = c.stmt("k", 10, "expr");
    assert_eq!(
        c.tangles("k", after),
        c.tangles("k", lp),
        "all threads that entered the loop reconverge after it"
    );
    let (_, ft) = c.func("k");
    assert!(ft.implementation_defined.iter().next().is_none());
    // The break path's ballot is per iteration: derived from the loop body.
    let brk = ft.calls[0].tangles[0];
    assert_eq!(c.rule("k", brk), Rule::Then);
    assert_eq!(ft.calls[0].cycle, Some(ft.cycles.of_loop[lp]));
}

/// Divergent Jumps: a case label's tangle stays distinct until the end of the
/// switch; fall-through does not reconverge (strictly), maximal convergence
/// reconverges at the label (rule 1.1).
#[test]
fn fall_through_stays_distinct_until_the_end_of_the_switch() {
    let c = analyze(
        "__global__ void k(int *p) {\n\
           int t = threadIdx.x;\n\
           switch (t % 3) {\n\
           case 0:\n\
             p[t] = 1;\n\
           case 1:\n\
             p[t] = __activemask();\n\
             break;\n\
           default:\n\
             p[t] = 2;\n\
           }\n\
           p[t] += __activemask();\n\
         }\n",
    );
    let c1 = c.stmt("k", 6, "case");
    let at = c.tangles("k", c1);
    assert_eq!(at.len(), 2);
    assert!(c.unrelated("k", at[0], at[1]));
    let (_, ft) = c.func("k");
    let rule = ft.reconvergence.iter().find(|r| r.0 == c1).map(|r| r.1);
    assert_eq!(rule, Some(tangles::Reconvergence::CaseLabel));
    let sw = c.stmt("k", 3, "switch");
    assert_eq!(c.tangles("k", c.stmt("k", 12, "expr")), c.tangles("k", sw));
}

/// A backward goto makes a cycle whose iterations are derived from each other:
/// no implementation-defined convergence unless it is entered twice.
#[test]
fn backward_goto_cycle_iterations_are_related() {
    let c = analyze(
        "__global__ void k(int *p) {\n\
           int t = threadIdx.x;\n\
           int n = 0;\n\
         retry:\n\
           n++;\n\
           p[t] = __ballot_sync(__activemask(), n);\n\
           if (n < t % 4)\n\
             goto retry;\n\
           p[t] += 1;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    assert_eq!(ft.cycles.list.len(), 1);
    let cy = &ft.cycles.list[0];
    assert_eq!(cy.kind, tangles::cycles::CycleKind::Goto);
    assert!(cy.reducible);
    assert!(ft.implementation_defined.iter().next().is_none());
    let label = c.stmt("k", 4, "label");
    let at = c.tangles("k", label);
    assert_eq!(at.len(), 1);
    assert_eq!(c.rule("k", at[0]), Rule::GotoIteration);
}

/// A goto into a backward-goto range makes that cycle irreducible.
#[test]
fn goto_into_goto_cycle_is_irreducible() {
    let c = analyze(
        "__global__ void k(int *p) {\n\
           int t = threadIdx.x;\n\
           int n = 0;\n\
           if (t & 1)\n\
             goto middle;\n\
         top:\n\
           n++;\n\
         middle:\n\
           p[t] = __activemask();\n\
           if (n < 3)\n\
             goto top;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let cy = &ft.cycles.list[0];
    assert_eq!(cy.entries.len(), 2);
    assert!(!cy.reducible);
    let middle = c.stmt("k", 8, "label");
    assert!(c.implementation_defined("k", middle));
}

/// Expressions: the right operand of `&&` and the arms of `?:` are evaluated
/// by subsets of the statement's tangle.
#[test]
fn short_circuit_operands_get_subsets() {
    let c = analyze(
        "__global__ void k(int *p) {\n\
           int t = threadIdx.x;\n\
           p[t] = (t & 1) && __any_sync(__activemask(), t);\n\
           p[t] = (t & 2) ? __activemask() : 0;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let rules: Vec<Rule> = ft
        .calls
        .iter()
        .map(|call| ft.tangles.get(call.tangles[0]).rule)
        .collect();
    assert_eq!(
        rules,
        vec![Rule::LogicalRhs, Rule::LogicalRhs, Rule::CondThen]
    );
}

/// Entries the spec's definition ("the first statement, or a label targeted
/// from outside") leaves out, found by the lowering: they are entries in the
/// control-flow graph, so the engine reports them (and the cycle irreducible).
#[test]
fn falling_into_a_goto_range_is_an_entry() {
    let c = analyze(
        "__global__ void k(int *a, int n) {\n\
           if (n) { L: a[n] = 1; }\n\
           a[0] = __ballot_sync(~0u, n);\n\
           if (n < 9) { n++; goto L; }\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let cy = &ft.cycles.list[0];
    assert_eq!(
        cy.entries,
        vec![c.stmt("k", 2, "label"), c.stmt("k", 3, "expr")]
    );
    assert!(!cy.reducible);
    // The tangles at the ballot are related (the goto's threads derive from
    // the sequential ones, as a loop's iterations do): irreducible, but not
    // implementation-defined by the spec's definition.
    assert_eq!(ft.calls[0].tangles.len(), 2);
    assert!(ft.calls[0].implementation_defined.is_none());
}

#[test]
fn a_loop_body_that_is_a_targeted_label_is_a_second_entry() {
    let c = analyze(
        "__global__ void k(int *a, int n) {\n\
           if (n > 3) goto L;\n\
           while (n < 10) L: { n++; a[n] = __ballot_sync(~0u, n); }\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let label = c.stmt("k", 3, "label");
    assert_eq!(
        ft.cycles.list[0].entries,
        vec![label, label],
        "via the condition, and via the goto"
    );
    assert!(!ft.cycles.list[0].reducible);
}

#[test]
fn falling_out_of_an_unreachable_label_into_a_goto_range_is_an_entry() {
    let c = analyze(
        "__global__ void k(int *a, int n) {\n\
           unsigned int m;\n\
           R0: { m = __ballot_sync(~0u, n); if (n > 3) goto L0; }\n\
           if (n < 7) goto R0;\n\
           R1: { switch (n & 7) { L0: n++; } }\n\
           if (n < 7) goto R1;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let r1 = ft.cycles.of_label[c.stmt("k", 5, "label")];
    assert_eq!(
        ft.cycles.list[r1].entries,
        vec![c.stmt("k", 5, "label"), c.stmt("k", 6, "if")]
    );
}

/// A switch inside a loop inside a goto range: the switch's body block is
/// never reached (control enters at the cases), so it is no way into the goto
/// cycle, and the case is no entry (found by the lowering's generated kernels).
#[test]
fn a_case_in_a_loop_in_a_goto_range_is_no_entry() {
    let c = analyze(
        "__global__ void k(int *a, int n) {\n\
           R0: {\n\
             while (n < 10 && __all_sync(__activemask(), n > 0)) {\n\
               switch (n & 7) { case 0: n -= 0; }\n\
             }\n\
           }\n\
           if (n < 7) goto R0;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let r0 = ft.cycles.of_label[c.stmt("k", 2, "label")];
    assert_eq!(ft.cycles.list[r0].entries, vec![c.stmt("k", 2, "label")]);
    assert!(ft.cycles.list[r0].reducible);
}

/// A goto range around a loop whose body has switches: the goto cycle leaves
/// the switches' body blocks out (control enters at the cases), the loop
/// cycle does not, so the goto cycle counts no more statements than the loop;
/// the loop still nests in it (found by fuzzing through the lowering).
#[test]
fn a_loop_in_a_goto_range_nests_in_it_whatever_their_statement_counts() {
    let c = analyze(
        "__global__ void k(int *a, int n) {\n\
           int r = 0;\n\
         again:\n\
           do {\n\
             switch (n % 2) { }\n\
             switch (n % 3) { }\n\
             switch (n % 4) { }\n\
             switch (n % 5) { }\n\
             a[n] = __activemask();\n\
           } while (n-- > 0);\n\
           if (r++ < 2) goto again;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let outer = ft.cycles.of_label[c.stmt("k", 3, "label")];
    let inner = ft.cycles.of_loop[c.stmt("k", 4, "do")];
    assert!(ft.cycles.list[outer].stmts.len() <= ft.cycles.list[inner].stmts.len());
    assert_eq!(ft.cycles.list[inner].parent, Some(outer));
    assert_eq!(ft.calls[0].cycle, Some(inner));
    let body = c.stmt("k", 4, "block");
    assert_eq!(ft.cycles.innermost.get(body), Some(&inner));
}

/// A goto cycle inside another: its parent is the outer cycle (found by the
/// runtime: without it, threads of different outer iterations looked alike).
#[test]
fn nested_goto_cycles_nest() {
    let c = analyze(
        "__global__ void k(int *p) {\n\
           int a = 0, b = 0;\n\
         L1: a++;\n\
         L2: b++;\n\
           p[threadIdx.x] = __activemask();\n\
           if (b < 2) goto L2;\n\
           if (a < 2) goto L1;\n\
         }\n",
    );
    let (_, ft) = c.func("k");
    let outer = ft.cycles.of_label[c.stmt("k", 3, "label")];
    let inner = ft.cycles.of_label[c.stmt("k", 4, "label")];
    assert_eq!(ft.cycles.list[inner].parent, Some(outer));
    assert_eq!(ft.cycles.list[outer].parent, None);
    assert_eq!(ft.calls[0].cycle, Some(inner));
}

/// Past `flow::MAX_TANGLES` strict tangles the analysis takes all threads at a
/// statement as one tangle; what derives from it is reported as
/// implementation-defined rather than silently as one tangle.
#[test]
fn saturation_keeps_calls_implementation_defined() {
    let mut src = String::from("__global__ void k(int *p, int n) {\n  int t = threadIdx.x;\n");
    for i in 0..7 {
        src.push_str(&format!(
            "  if (t % {} == 0) goto l{i};\n  p[t] += {i};\nl{i}:\n  p[t] += 1;\n",
            i + 2
        ));
    }
    src.push_str("  p[t] = __activemask();\n}\n");
    let c = analyze(&src);
    let (_, ft) = c.func("k");
    assert!(
        !ft.strict.saturated.iter().collect::<Vec<_>>().is_empty(),
        "2^7 tangles saturate"
    );
    assert!(ft.calls[0].implementation_defined.is_some());
}
