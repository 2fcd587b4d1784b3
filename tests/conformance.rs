//! The conformance suite: one kernel per example of the spec documents and per
//! shape of Clang's convergence tests (tests/conformance/*.cu). Each file names
//! the document section it encodes (`// conformance: ...`) and states facts:
//!
//! - `// expect op CALLEE@LINE key=value...`: every convergent call of CALLEE on
//!   LINE; keys `tangles=N`, `rule=NAME` (its tangle's rule), `token=entry|anchor|
//!   loop@LINE|goto@LINE`, `implementation_defined=BOOL`, `maximal=union|single`.
//! - `// expect stmt KIND@LINE tangles=N unrelated=BOOL`
//! - `// expect cycle loop|goto@LINE entries=N reducible=BOOL parent=KIND@LINE|none`
//! - `// expect reconverge KIND@LINE rule=1.1|1.2|2`
//!
//! Dynamic facts, where the document says which threads converge, run the kernel once
//! on both engines (the IR engine on tangle's lowering) and compare the groups that
//! communicate. They sit at the end of a file, so the lines above stay the document's.
//!
//! - `// run threads=N warp=W {ARGS}`: the launch, and the arguments as for `tangle run --input`.
//! - `// expect groups CALLEE@LINE [0-3] [4,6] ...`: the thread sets of every event of CALLEE
//!   on LINE, in any order (both engines).

use frontend::model::{ExprKind, Function, FunctionKind};
use frontend::{Input, Options, Unit};
use runtime::launch::Launch;
use runtime::trace::RunOutput;
use std::path::PathBuf;
use tangles::tangle::Rule;
use tangles::{FunctionTangles, ImplDefined, Reconvergence};

struct Checker<'a> {
    unit: &'a Unit,
    analysis: &'a tangles::Analysis,
    file: String,
}

fn split_at(s: &str) -> (&str, u32) {
    let (a, b) = s
        .split_once('@')
        .unwrap_or_else(|| panic!("`{s}` needs NAME@LINE"));
    (a, b.parse().unwrap_or_else(|_| panic!("bad line in `{s}`")))
}

impl Checker<'_> {
    fn functions(&self) -> impl Iterator<Item = (&Function, &FunctionTangles)> {
        self.unit
            .program
            .functions
            .iter()
            .filter_map(|(id, f)| self.analysis.functions.get(id).map(|ft| (f, ft)))
    }

    fn line(&self, span: frontend::Span) -> u32 {
        self.unit.line_col(span).line
    }

    fn cycle_name(&self, f: &Function, ft: &FunctionTangles, c: usize) -> String {
        let cy = &ft.cycles.list[c];
        format!("{}@{}", cy.kind.name(), self.line(f.stmts[cy.head].span))
    }

    fn check(&self, line: &str) {
        let mut words = line.split_whitespace();
        let what = words.next().expect("expect what");
        let (name, at) = split_at(words.next().expect("a NAME@LINE"));
        let keys: Vec<(&str, &str)> = words
            .map(|w| w.split_once('=').expect("key=value"))
            .collect();
        let ctx = format!("{}: `{line}`", self.file);
        let mut matched = 0;
        for (f, ft) in self.functions() {
            match what {
                "op" => {
                    for c in &ft.calls {
                        let e = &f.exprs[c.expr];
                        let ExprKind::Call { callee, .. } = &e.kind else {
                            continue;
                        };
                        if self.unit.program.callee_name(*callee) != name || self.line(e.span) != at
                        {
                            continue;
                        }
                        matched += 1;
                        for &(k, v) in &keys {
                            let got = match k {
                                "tangles" => c.tangles.len().to_string(),
                                "rule" => ft.tangles.get(c.tangles[0]).rule.name().to_string(),
                                "implementation_defined" => {
                                    c.implementation_defined.is_some().to_string()
                                }
                                "maximal" => if ft.tangles.get(c.maximal).rule == Rule::Union {
                                    "union"
                                } else {
                                    "single"
                                }
                                .to_string(),
                                "token" => match c.cycle {
                                    Some(cy) => self.cycle_name(f, ft, cy),
                                    None if f.noconvergent => "anchor".into(),
                                    None => "entry".into(),
                                },
                                other => panic!("{ctx}: unknown key `{other}`"),
                            };
                            assert_eq!(got, v, "{ctx}: `{k}`");
                        }
                    }
                }
                "stmt" => {
                    for &s in &ft.order.by_pos {
                        if f.stmts[s].kind.name() != name || self.line(f.stmts[s].span) != at {
                            continue;
                        }
                        matched += 1;
                        for &(k, v) in &keys {
                            let got = match k {
                                "tangles" => ft.stmt_tangles(s).len().to_string(),
                                "unrelated" => (ft.implementation_defined.get(s)
                                    == Some(&ImplDefined::Unrelated))
                                .to_string(),
                                other => panic!("{ctx}: unknown key `{other}`"),
                            };
                            assert_eq!(got, v, "{ctx}: `{k}`");
                        }
                        break;
                    }
                }
                "cycle" => {
                    for (i, cy) in ft.cycles.list.iter().enumerate() {
                        if cy.kind.name() != name || self.line(f.stmts[cy.head].span) != at {
                            continue;
                        }
                        matched += 1;
                        for &(k, v) in &keys {
                            let got = match k {
                                "entries" => cy.entries.len().to_string(),
                                "reducible" => cy.reducible.to_string(),
                                "parent" => cy
                                    .parent
                                    .map(|p| self.cycle_name(f, ft, p))
                                    .unwrap_or("none".into()),
                                other => panic!("{ctx}: unknown key `{other}`"),
                            };
                            assert_eq!(got, v, "{ctx}: `{k}` of cycle {i}");
                        }
                    }
                }
                "reconverge" => {
                    for &(s, rule) in &ft.reconvergence {
                        if f.stmts[s].kind.name() != name || self.line(f.stmts[s].span) != at {
                            continue;
                        }
                        matched += 1;
                        let got = match rule {
                            Reconvergence::CaseLabel => "1.1",
                            Reconvergence::Label => "1.2",
                            Reconvergence::CycleEntry => "2",
                        };
                        for &(k, v) in &keys {
                            assert_eq!(k, "rule", "{ctx}");
                            assert_eq!(got, v, "{ctx}");
                        }
                    }
                }
                other => panic!("{ctx}: unknown fact `{other}`"),
            }
        }
        assert!(matched > 0, "{ctx}: nothing matches");
    }
}

/// `[0-3,6]` -> `[0, 1, 2, 3, 6]`.
fn parse_group(word: &str, ctx: &str) -> Vec<u32> {
    let inner = word
        .strip_prefix('[')
        .and_then(|w| w.strip_suffix(']'))
        .unwrap_or_else(|| panic!("{ctx}: `{word}` is not a [group]"));
    let num = |n: &str| -> u32 { n.parse().unwrap_or_else(|_| panic!("{ctx}: `{n}`")) };
    let mut out = Vec::new();
    for part in inner.split(',') {
        match part.split_once('-') {
            Some((a, b)) => out.extend(num(a)..=num(b)),
            None => out.push(num(part)),
        }
    }
    out.sort_unstable();
    out
}

fn groups_at(out: &RunOutput, callee: &str, line: u32) -> Vec<Vec<u32>> {
    let mut groups: Vec<Vec<u32>> = out
        .events
        .iter()
        .filter(|e| {
            let site = &out.sites[e.site as usize];
            site.callee == callee && site.line == Some(line)
        })
        .map(|e| e.threads.clone())
        .collect();
    groups.sort();
    groups
}

/// Runs the `// run` launch on both engines and checks every `// expect groups`.
fn check_dynamic(file: &str, text: &str, unit: &Unit, analysis: &tangles::Analysis) -> usize {
    let facts: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("// expect groups "))
        .collect();
    let Some(run) = text.lines().find_map(|l| l.strip_prefix("// run ")) else {
        assert!(
            facts.is_empty(),
            "{file}: `expect groups` without a `// run` line"
        );
        return 0;
    };
    assert!(!facts.is_empty(), "{file}: a `// run` line without facts");
    let mut words = run.splitn(3, ' ');
    let mut shape = |key: &str| -> u32 {
        let w = words.next().unwrap_or_default();
        w.strip_prefix(key)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{file}: `// run {key}N ...`, not `{w}`"))
    };
    let launch = Launch {
        threads: shape("threads=").into(),
        warp_size: shape("warp="),
        ..Launch::default()
    };
    let args = runtime::launch::collect(words.next(), &[])
        .unwrap_or_else(|e| panic!("{file}: run arguments: {e}"));
    let source = runtime::source::run(unit, analysis, None, &launch, &args)
        .unwrap_or_else(|e| panic!("{file}: source engine: {e}"));
    let lowered =
        driver::lower_tangle(unit, analysis).unwrap_or_else(|e| panic!("{file}: lowering: {e}"));
    let ir = runtime::ir::run(&lowered.module, &unit.name, None, &launch, &args)
        .unwrap_or_else(|e| panic!("{file}: IR engine: {e}"));
    for out in [&source, &ir] {
        assert!(out.errors.is_empty(), "{file}: {:?}", out.errors);
    }
    for fact in &facts {
        let ctx = format!("{file}: `{fact}`");
        let mut words = fact.split_whitespace();
        let (callee, line) = split_at(words.next().expect("CALLEE@LINE"));
        let mut expected: Vec<Vec<u32>> = words.map(|w| parse_group(w, &ctx)).collect();
        expected.sort();
        assert_eq!(
            groups_at(&source, callee, line),
            expected,
            "{ctx}: source engine"
        );
        assert_eq!(groups_at(&ir, callee, line), expected, "{ctx}: IR engine");
    }
    facts.len()
}

#[test]
fn conformance_suite() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/conformance")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "{} conformance kernels", files.len());
    let (mut facts, mut dynamic) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        assert!(
            text.lines().any(|l| l.starts_with("// conformance: ")),
            "{file} does not say which document section it encodes"
        );
        let unit = frontend::compile(
            &Input::Text {
                name: file.clone(),
                text: text.clone(),
            },
            &Options::default(),
        );
        assert!(
            !unit.has_errors(),
            "{file}: {}",
            frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
        );
        assert!(unit
            .program
            .functions
            .iter()
            .any(|(_, f)| f.kind == FunctionKind::Kernel || f.noconvergent));
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let checker = Checker {
            unit: &unit,
            analysis: &analysis,
            file: file.clone(),
        };
        let expectations: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("// expect "))
            .collect();
        assert!(!expectations.is_empty(), "{file} states no facts");
        for e in expectations {
            if !e.starts_with("groups ") {
                checker.check(e);
                facts += 1;
            }
        }
        dynamic += check_dynamic(&file, &text, &unit, &analysis);
    }
    assert!(facts >= 40, "{facts} facts");
    assert!(dynamic >= 15, "{dynamic} dynamic facts");
}
