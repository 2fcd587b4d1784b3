//! Properties of the engine over generated programs (frontend::generate).
//! Bounded for CI: `PROPTEST_CASES` (default 64) programs per property.

use frontend::generate::{generate, Config, Features};
use frontend::{Input, Options, Unit};
use proptest::prelude::*;
use tangles::tangle::Rule;

fn compile(text: &str) -> Unit {
    let unit = frontend::compile(
        &Input::Text {
            name: "generated.cu".into(),
            text: text.into(),
        },
        &Options::default(),
    );
    assert!(
        !unit.has_errors(),
        "generated program does not compile:\n{text}\n{}",
        frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
    );
    unit
}

/// The statement tree's invariant (`Function::stmts`): ids in pre-order, and `parent`
/// links the children that `StmtKind::children` lists, each once, and nothing else.
fn check_statement_tree(unit: &Unit) -> Result<(), String> {
    for (_, f) in unit.program.functions.iter() {
        let Some(body) = f.body else { continue };
        let mut listed = std::collections::HashSet::new();
        for (s, st) in f.stmts.iter() {
            for c in st.kind.children() {
                if f.stmts[c].parent != Some(s) || c <= s || !listed.insert(c) {
                    return Err(format!("{}: child {c:?} of {s:?}", f.name));
                }
            }
            if (st.parent.is_none() && s != body) || (st.parent.is_some() && !listed.contains(&s)) {
                return Err(format!("{}: {s:?} is not in the tree", f.name));
            }
        }
    }
    Ok(())
}

#[test]
fn statements_of_every_sample_are_numbered_in_pre_order() {
    for path in testkit::sample_paths() {
        let (unit, _) = testkit::compile_sample(&path);
        if let Err(e) = check_statement_tree(&unit) {
            panic!("{}: {e}", path.display());
        }
    }
}

fn config(features: Features) -> Config {
    Config {
        features,
        max_depth: 4,
        max_block: 4,
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(64),
        ..ProptestConfig::default()
    })]

    /// Passes over statements in id order rely on it (uniformity).
    #[test]
    fn statements_are_numbered_in_pre_order(seed in any::<u64>()) {
        let text = generate(seed, &config(Features::ALL));
        let unit = compile(&text);
        prop_assert_eq!(check_statement_tree(&unit), Ok(()), "in\n{}", text);
    }

    /// Without goto, fall-through and case labels inside loops, every
    /// statement has exactly one tangle and nothing is implementation-defined.
    #[test]
    fn structured_programs_have_one_tangle_per_statement(seed in any::<u64>()) {
        let text = generate(seed, &config(Features::STRUCTURED));
        let unit = compile(&text);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        for (id, f) in unit.program.functions.iter() {
            let Some(ft) = analysis.functions.get(id) else { continue };
            for &s in &ft.order.by_pos {
                let n = ft.stmt_tangles(s).len();
                prop_assert!(n <= 1, "{} has {n} tangles at {:?} in\n{text}", f.name, unit.line_col(f.stmts[s].span));
                prop_assert!(ft.implementation_defined.get(s).is_none());
            }
            for c in &ft.calls {
                prop_assert!(c.tangles.len() <= 1);
                prop_assert!(c.implementation_defined != Some(tangles::ImplDefined::Unrelated));
            }
            prop_assert!(ft.cycles.list.iter().all(|c| c.reducible));
        }
    }

    /// Every statement's maximal tangle is one of its strict tangles or
    /// exactly their union, and every statement and call has one.
    #[test]
    fn maximal_tangle_is_one_or_the_union_of_the_strict_ones(seed in any::<u64>()) {
        let text = generate(seed, &config(Features::ALL));
        let unit = compile(&text);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        for (id, _) in unit.program.functions.iter() {
            let Some(ft) = analysis.functions.get(id) else { continue };
            for &s in &ft.order.by_pos {
                let strict = ft.stmt_tangles(s);
                let Some(&m) = ft.maximal.get(s) else {
                    prop_assert!(strict.is_empty(), "a reachable statement without a maximal tangle");
                    continue;
                };
                if strict.len() == 1 {
                    prop_assert_eq!(m, strict[0]);
                } else {
                    let t = ft.tangles.get(m);
                    prop_assert_eq!(t.rule, Rule::Union);
                    let mut parts = t.parents.to_vec();
                    parts.sort();
                    prop_assert_eq!(parts, strict);
                }
            }
            for c in &ft.calls {
                if c.tangles.len() > 1 {
                    prop_assert_eq!(ft.tangles.get(c.maximal).rule, Rule::Union);
                }
            }
        }
    }

    /// Unrelated tangles only arise from the unstructured constructs: a
    /// statement with unrelated tangles has a label, case or cycle with
    /// several entries where they meet.
    #[test]
    fn implementation_defined_points_have_a_meeting_point(seed in any::<u64>()) {
        let text = generate(seed, &config(Features::ALL));
        let unit = compile(&text);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        for (id, _) in unit.program.functions.iter() {
            let Some(ft) = analysis.functions.get(id) else { continue };
            let any_unrelated = ft.implementation_defined.iter().any(|(_, k)| *k == tangles::ImplDefined::Unrelated);
            prop_assert_eq!(any_unrelated, !ft.reconvergence.is_empty());
        }
    }

    /// The nesting links find the membership: the cycles containing a
    /// statement are among its innermost cycle and that cycle's ancestors,
    /// goto cycles included (`Cycles::containing`), so the runtime walks
    /// `parent` instead of testing every cycle.
    #[test]
    fn cycles_containing_a_statement_are_its_innermost_and_ancestors(seed in any::<u64>()) {
        let text = generate(seed, &config(Features::ALL));
        let unit = compile(&text);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        for (_, ft) in analysis.functions.iter() {
            for &s in &ft.order.by_pos {
                let mut chain = ft.cycles.containing(s, &ft.order);
                let mut members: Vec<usize> = (0..ft.cycles.list.len())
                    .filter(|&c| ft.cycles.contains(c, s, &ft.order))
                    .collect();
                chain.sort_unstable();
                members.sort_unstable();
                prop_assert_eq!(chain, members, "in\n{}", text);
            }
        }
    }
}

/// The properties above are only worth something if the generator produces
/// the shapes they are about: unrelated tangles, irreducible cycles, goto
/// cycles, and loops.
#[test]
fn generator_covers_the_unstructured_shapes() {
    let (mut unrelated, mut irreducible, mut goto_cycles, mut loops) = (0, 0, 0, 0);
    for seed in 0..40 {
        let unit = compile(&generate(seed, &config(Features::ALL)));
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        for (_, ft) in analysis.functions.iter() {
            unrelated += ft.implementation_defined.iter().count();
            for c in &ft.cycles.list {
                irreducible += usize::from(!c.reducible);
                goto_cycles += usize::from(c.kind == tangles::cycles::CycleKind::Goto);
                loops += usize::from(c.kind == tangles::cycles::CycleKind::Loop);
            }
        }
    }
    assert!(
        unrelated > 10,
        "{unrelated} implementation-defined statements"
    );
    assert!(irreducible > 3, "{irreducible} irreducible cycles");
    assert!(goto_cycles > 3, "{goto_cycles} goto cycles");
    assert!(loops > 10, "{loops} loops");
}
