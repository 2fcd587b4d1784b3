//! Precision and recall of the lints on the corpus of kernels taken from public code
//! (`docs/lint-corpus.tsv`): `tangle report` must give exactly the warnings judged there,
//! every sample taken from public code must be in the corpus, and the README's table must
//! state the figures the judgements give.

mod common;

use common::{tangle, text, REPO};
use std::collections::BTreeSet;

/// One warning: sample, line, code.
type Warning = (String, u32, String);

struct Corpus {
    samples: Vec<String>,
    /// Each judged warning, and whether it is a true positive.
    judged: Vec<(Warning, bool)>,
    /// Bugs no lint reports.
    missed: usize,
}

fn corpus() -> Corpus {
    let text = std::fs::read_to_string(format!("{REPO}/docs/lint-corpus.tsv")).expect("the corpus");
    let mut corpus = Corpus {
        samples: Vec::new(),
        judged: Vec::new(),
        missed: 0,
    };
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        match fields.as_slice() {
            ["sample", name] => corpus.samples.push(name.to_string()),
            ["warning", name, line, code, verdict, _why] => {
                assert!(matches!(*verdict, "TP" | "FP"), "{line}");
                let at = line.parse().expect("a line number");
                let warning = (name.to_string(), at, code.to_string());
                corpus.judged.push((warning, *verdict == "TP"));
            }
            ["missed", _name, _line, _what, _found_by] => corpus.missed += 1,
            _ => panic!("docs/lint-corpus.tsv: cannot read `{line}`"),
        }
    }
    corpus
}

/// The warnings `tangle report` gives on a sample, by line and code.
fn warnings(name: &str) -> BTreeSet<Warning> {
    let file = format!("samples/{name}.cu");
    let out = tangle(&["report", &file, "--diagnostic-format", "short"], "");
    assert_eq!(out.status.code(), Some(0), "{name}: {}", text(&out.stderr));
    text(&out.stderr)
        .lines()
        .filter(|l| l.contains(": warning: "))
        .map(|l| {
            let mut parts = l.splitn(3, ':');
            let (_file, line) = (parts.next(), parts.next().expect("a line"));
            let code = l.rsplit('[').next().expect("a code").trim_end_matches(']');
            (
                name.to_string(),
                line.parse().expect("a line number"),
                code.to_string(),
            )
        })
        .collect()
}

#[test]
fn the_lints_give_exactly_the_judged_warnings_and_the_readme_their_figures() {
    let corpus = corpus();
    // The samples the license table names, from the first cell of its rows.
    let licenses = std::fs::read_to_string(format!("{REPO}/samples/LICENSES.md")).unwrap();
    let public: BTreeSet<String> = licenses
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .flat_map(|l| l.split(" |").next().unwrap_or_default().split(", "))
        .map(|n| n.trim_matches('`').to_string())
        .collect();
    let listed: BTreeSet<String> = corpus.samples.iter().cloned().collect();
    assert_eq!(
        listed, public,
        "the corpus is every sample taken from public code"
    );
    let mut given = BTreeSet::new();
    for name in &corpus.samples {
        given.extend(warnings(name));
    }
    let judged: BTreeSet<Warning> = corpus.judged.iter().map(|(w, _)| w.clone()).collect();
    assert_eq!(
        given, judged,
        "judge the new warnings in docs/lint-corpus.tsv"
    );
    let tp = corpus.judged.iter().filter(|(_, tp)| *tp).count();
    let fp = corpus.judged.len() - tp;
    let percent = |a: usize, b: usize| (a * 100 + b / 2) / b.max(1);
    let row = format!(
        "| {} files, {} warnings | {tp} | {fp} | {} | {}% | {}% |",
        corpus.samples.len(),
        corpus.judged.len(),
        corpus.missed,
        percent(tp, tp + fp),
        percent(tp, tp + corpus.missed),
    );
    let readme = std::fs::read_to_string(format!("{REPO}/README.md")).unwrap();
    assert!(
        readme.contains(&row),
        "the README's lint table should read:\n{row}"
    );
}
