//! Helpers shared by the tangle engine's tests.

use frontend::Unit;
use tangles::Analysis;

pub struct Case {
    pub unit: Unit,
    pub analysis: Analysis,
}

/// Compiles and analyses C source; panics (failing the test) on errors.
#[allow(dead_code)] // not every test crate that includes this module calls it
pub fn analyze(src: &str) -> Case {
    analyze_named("test.cu", src)
}

/// The same, with the file name diagnostics show.
pub fn analyze_named(name: &str, src: &str) -> Case {
    let (unit, analysis) = testkit::compile_named(name, src);
    Case { unit, analysis }
}
