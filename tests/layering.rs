//! The crates' dependency direction that ARCHITECTURE.md fixes: `frontend` ← `tangles` ←
//! `lowering`; `runtime` on `frontend` and `tangles` only; `driver` on all four. Read from
//! each crate's `[dependencies]` (dev-dependencies may reach further: tests compare stages).

const REPO: &str = env!("CARGO_MANIFEST_DIR");
const OURS: [&str; 5] = ["frontend", "tangles", "lowering", "runtime", "driver"];

/// The crates of this workspace that `crate`'s library depends on.
fn dependencies(krate: &str) -> Vec<String> {
    let manifest =
        std::fs::read_to_string(format!("{REPO}/{krate}/Cargo.toml")).expect("a manifest");
    let mut in_dependencies = false;
    let mut found = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        let name = line.split(['.', ' ', '=']).next().unwrap_or_default();
        if in_dependencies && OURS.contains(&name) {
            found.push(name.to_string());
        }
    }
    found
}

#[test]
fn each_crate_depends_only_on_the_stages_before_it() {
    for (krate, allowed) in [
        ("frontend", &[][..]),
        ("tangles", &["frontend"][..]),
        ("lowering", &["frontend", "tangles"][..]),
        ("runtime", &["frontend", "tangles"][..]),
        (
            "driver",
            &["frontend", "tangles", "lowering", "runtime"][..],
        ),
    ] {
        let found = dependencies(krate);
        assert_eq!(found, allowed, "{krate}/Cargo.toml [dependencies]");
    }
}
