//! Helpers shared by the tangle engine's tests.
#![allow(dead_code)]

use frontend::model::{Function, StmtId, StmtKind};
use frontend::Unit;
use tangles::tangle::{Rule, TangleId};
use tangles::{Analysis, FunctionTangles};

pub struct Case {
    pub unit: Unit,
    pub analysis: Analysis,
}

/// Compiles and analyses C source; panics (failing the test) on errors.
pub fn analyze(src: &str) -> Case {
    analyze_named("test.cu", src)
}

/// The same, with the file name diagnostics show.
pub fn analyze_named(name: &str, src: &str) -> Case {
    let (unit, analysis) = testkit::compile_named(name, src);
    Case { unit, analysis }
}

impl Case {
    pub fn func(&self, name: &str) -> (&Function, &FunctionTangles) {
        let id = self
            .unit
            .program
            .function_by_name(name)
            .expect("function exists");
        (
            &self.unit.program.functions[id],
            &self.analysis.functions[id],
        )
    }

    /// The first statement of `kind` starting on `line` of function `name`.
    pub fn stmt(&self, name: &str, line: u32, kind: &str) -> StmtId {
        let (f, ft) = self.func(name);
        ft.order
            .by_pos
            .iter()
            .copied()
            .find(|&s| {
                f.stmts[s].kind.name() == kind && self.unit.line_col(f.stmts[s].span).line == line
            })
            .unwrap_or_else(|| panic!("no {kind} statement on line {line}"))
    }

    pub fn tangles(&self, name: &str, s: StmtId) -> Vec<TangleId> {
        self.func(name).1.stmt_tangles(s)
    }

    pub fn rule(&self, name: &str, t: TangleId) -> Rule {
        self.func(name).1.tangles.get(t).rule
    }

    pub fn parent(&self, name: &str, t: TangleId) -> TangleId {
        self.func(name).1.tangles.get(t).parents[0]
    }

    pub fn unrelated(&self, name: &str, a: TangleId, b: TangleId) -> bool {
        self.func(name).1.tangles.unrelated(a, b)
    }

    pub fn derives_from(&self, name: &str, a: TangleId, b: TangleId) -> bool {
        self.func(name).1.tangles.derives_from(a, b)
    }

    pub fn implementation_defined(&self, name: &str, s: StmtId) -> bool {
        self.func(name).1.implementation_defined.get(s).is_some()
    }
}

/// Whether a function body contains goto, case fall-through into a
/// non-empty case, or case labels inside loops (the unstructured constructs).
pub fn is_label(f: &Function, s: StmtId) -> bool {
    matches!(f.stmts[s].kind, StmtKind::Label { .. })
}
