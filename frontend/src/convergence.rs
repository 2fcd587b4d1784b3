//! Which functions are convergent, which calls are convergent operations, and
//! recursion through convergent calls (an error), on the call graph (petgraph).

use crate::diag::{codes, Diagnostic};
use crate::model::{Callee, ExprKind, FuncId, Program};
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::HashMap;

pub fn infer(program: &mut Program) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let mut graph: DiGraph<FuncId, ()> = DiGraph::new();
    let nodes: HashMap<FuncId, NodeIndex> = program
        .functions
        .iter()
        .map(|(id, _)| (id, graph.add_node(id)))
        .collect();
    let mut direct_convergent: HashMap<FuncId, bool> = HashMap::new();
    for (id, f) in program.functions.iter() {
        let mut direct = false;
        for (_, e) in f.exprs.iter() {
            if let ExprKind::Call { callee, .. } = &e.kind {
                match callee {
                    Callee::Builtin(b) => direct |= b.is_convergent(),
                    Callee::Function(g) => {
                        graph.update_edge(nodes[&id], nodes[g], ());
                    }
                    Callee::Math(_) | Callee::Printf => {}
                }
            }
        }
        direct_convergent.insert(id, direct);
        if f.declared_convergent && f.noconvergent {
            diags.push(
                Diagnostic::error(
                    codes::CONFLICTING_CONVERGENCE,
                    format!(
                        "`{}` is declared both `convergent` and `noconvergent`",
                        f.name
                    ),
                    f.span,
                )
                .with_label("conflicting attributes"),
            );
        }
    }

    // Least fixed point: convergent if declared so, or if it calls a
    // convergent operation (builtin or convergent function), unless `noconvergent`.
    let order: Vec<FuncId> = program.functions.iter().map(|(id, _)| id).collect();
    let mut convergent: HashMap<FuncId, bool> = order
        .iter()
        .map(|&id| {
            let f = &program.functions[id];
            (
                id,
                !f.noconvergent && (f.declared_convergent || direct_convergent[&id]),
            )
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &id in &order {
            if convergent[&id] || program.functions[id].noconvergent {
                continue;
            }
            let calls_convergent = graph.neighbors(nodes[&id]).any(|n| convergent[&graph[n]]);
            if calls_convergent {
                convergent.insert(id, true);
                changed = true;
            }
        }
    }
    for &id in &order {
        program.functions[id].convergent = convergent[&id];
    }
    // The same fixed point without the attributes.
    let mut may = direct_convergent;
    let mut changed = true;
    while changed {
        changed = false;
        for &id in &order {
            if !may[&id] && graph.neighbors(nodes[&id]).any(|n| may[&graph[n]]) {
                may.insert(id, true);
                changed = true;
            }
        }
    }
    for &id in &order {
        program.functions[id].may_converge = may[&id];
    }

    // Recursion through convergent calls: a cycle of the call graph whose
    // calls are convergent (the callee is convergent).
    for scc in petgraph::algo::tarjan_scc(&graph) {
        let cyclic = scc.len() > 1 || graph.contains_edge(scc[0], scc[0]);
        if !cyclic || !scc.iter().any(|n| convergent[&graph[*n]]) {
            continue;
        }
        let members: Vec<FuncId> = scc.iter().map(|n| graph[*n]).collect();
        let mut calls = Vec::new();
        for &caller in &members {
            let f = &program.functions[caller];
            for (_, e) in f.exprs.iter() {
                if let ExprKind::Call {
                    callee: Callee::Function(g),
                    ..
                } = &e.kind
                {
                    if members.contains(g) && convergent[g] {
                        calls.push((e.span, f.name.clone(), program.functions[*g].name.clone()));
                    }
                }
            }
        }
        calls.sort_by_key(|c| (c.0.file, c.0.start));
        let Some((first, rest)) = calls.split_first() else {
            continue;
        };
        let mut d = Diagnostic::error(
            codes::CONVERGENT_RECURSION,
            format!("recursion through convergent function `{}`", first.2),
            first.0,
        )
        .with_label(format!(
            "`{}` calls `{}`, which is convergent",
            first.1, first.2
        ));
        for (span, caller, callee) in rest {
            d = d.with_note(format!("`{caller}` calls `{callee}`"), *span);
        }
        diags.push(d.with_help(
            "a convergent call's tangle is its caller's: recursion would make it unbounded",
        ));
    }

    // Mark convergent call sites, in source order.
    let flags: HashMap<FuncId, bool> = convergent;
    for (_, f) in program.functions.iter_mut() {
        let mut calls: Vec<_> = f
            .exprs
            .iter()
            .filter(|(_, e)| match &e.kind {
                ExprKind::Call {
                    callee: Callee::Builtin(b),
                    ..
                } => b.is_convergent(),
                ExprKind::Call {
                    callee: Callee::Function(g),
                    ..
                } => flags[g],
                _ => false,
            })
            .map(|(id, e)| (e.span.file, e.span.start, id))
            .collect();
        calls.sort();
        f.convergent_calls = calls.into_iter().map(|c| c.2).collect();
    }
    diags
}
