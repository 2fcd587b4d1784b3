//! Golden tests: the model of every sample kernel, as text and as JSON,
//! compared with the files in `tests/golden/` (`UPDATE_EXPECT=1` rewrites them;
//! review the diff like code).

use expect_test::expect_file;
use frontend::{compile, Input, Options, Unit};
use std::path::{Path, PathBuf};

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples")
}

/// Compiles `samples/<name>.cu`, which must succeed without errors or warnings
/// (samples taken from public code keep their host code: notes say it is skipped).
fn compile_sample(name: &str) -> Unit {
    // Relative to the package (cargo's working directory for tests), so that `__FILE__` and
    // the headers' names in the dumps do not depend on where the checkout is.
    let path = Path::new("../samples").join(format!("{name}.cu"));
    let mut unit = compile(&Input::File(path), &Options::default());
    assert!(
        unit.diagnostics
            .iter()
            .all(|d| d.severity == frontend::diag::Severity::Note),
        "{name}.cu has diagnostics:\n{}",
        frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
    );
    // The dumps show the name the user gave; keep it independent of the checkout.
    unit.name = format!("samples/{name}.cu");
    unit
}

fn check(name: &str) {
    let unit = compile_sample(name);
    expect_file![format!("golden/{name}.model.txt")].assert_eq(&frontend::dump::text(&unit));
    let mut json = serde_json::to_string_pretty(&frontend::dump::json(&unit)).expect("JSON");
    json.push('\n');
    expect_file![format!("golden/{name}.model.json")].assert_eq(&json);
}

macro_rules! goldens {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check(stringify!($name));
            }
        )*

        /// Every sample has a golden test, and every golden file a sample.
        #[test]
        fn every_sample_is_covered() {
            let tested: std::collections::BTreeSet<String> =
                [$(stringify!($name)),*].iter().map(|s| s.to_string()).collect();
            let on_disk: std::collections::BTreeSet<String> = std::fs::read_dir(samples_dir())
                .expect("samples/")
                .filter_map(|e| {
                    let p = e.ok()?.path();
                    (p.extension()? == "cu").then(|| p.file_stem()?.to_str().map(String::from))?
                })
                .collect();
            assert_eq!(tested, on_disk, "add the new sample to `goldens!` in tests/golden.rs");
            let golden_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
            for entry in std::fs::read_dir(golden_dir).expect("tests/golden/") {
                let file = entry.expect("a directory entry").file_name().into_string().expect("UTF-8");
                let stem = file.split('.').next().unwrap_or_default();
                assert!(tested.contains(stem), "tests/golden/{file} belongs to no sample");
            }
        }
    };
}

goldens!(
    append_buffer,
    atomic_intrinsics_test,
    bitonic_sort_hip,
    block_reduce,
    break_ballot,
    constant_nested_init,
    convergent_device_call,
    dim3_cast,
    duff_shuffle,
    dynamic_shared_transpose_hip,
    elect_loop,
    encoder_backward_atomic_float,
    goto_cleanup,
    goto_into_loop,
    goto_retry,
    hello_world_printf_hip,
    hip_syncthreads_count,
    hip_wave_vote,
    hipmath_union,
    histogram256_hip,
    histogram_early_return,
    layernorm_forward,
    match_sync,
    nbody_float4,
    nbody_struct,
    nested_continue,
    prefix_sum_hip,
    shared_reverse,
    simple_assert,
    simple_atomic_intrinsics,
    simple_printf,
    simple_vote,
    softmax_forward,
    stream_compact,
    switch_fallthrough,
    symbol_init_address,
    transpose_tiles,
    warp_reduce,
    warp_reduce_sync,
    warp_shuffle_transpose_hip,
);
