//! The trace's memory bound: past `--max-events` events are counted per site,
//! on both engines, and `check` still compares every event.

mod common;

use common::args;
use driver::{compare, DiffKind, SiteFacts};
use runtime::launch::Launch;
use runtime::trace::{ErrorKind, RunOutput};
use testkit::compile;

const RUNAWAY: &str = "__global__ void k(int *out) {
  int t = threadIdx.x;
  int x = 0;
  while (t >= 0) { x += __ballot_sync(0xffffffff, t & 1); }
  out[t] = x;
}
";

/// 64 threads: two warps, so two distinct thread sets.
fn launch(max_steps: u64, max_events: u64) -> Launch {
    Launch {
        threads: 64.into(),
        max_steps,
        max_events,
        ..Launch::default()
    }
}

const OUT: &str = r#"{"out": {"type": "i32", "len": 64}}"#;

/// Both engines on tangle's own lowering.
fn both(src: &str, launch: &Launch, json: &str) -> (RunOutput, RunOutput) {
    let (unit, analysis) = compile(src);
    let source =
        runtime::source::run(&unit, &analysis, None, launch, &args(json)).expect("the run starts");
    let lowered = driver::lower_tangle(&unit, &analysis).expect("lowers");
    let ir = runtime::ir::run(&lowered.module, "test.cu", None, launch, &args(json))
        .expect("the run starts");
    (source, ir)
}

#[test]
fn a_runaway_loop_is_counted_past_the_limit_and_still_names_its_site() {
    let (source, ir) = both(RUNAWAY, &launch(20_000, 10), OUT);
    for run in [&source, &ir] {
        let engine = run.engine;
        assert_eq!(run.errors.len(), 1, "{engine}");
        assert_eq!(run.errors[0].kind, ErrorKind::StepLimit, "{engine}");
        assert_eq!(run.events.len(), 10, "{engine}: only the first 10 listed");
        assert!(run.summarised(), "{engine}");
        let counted: Vec<_> = run.tallies.iter().filter(|t| t.events > 0).collect();
        assert_eq!(counted.len(), 1, "{engine}: one site");
        let t = counted[0];
        let site = &run.sites[run.tallies.iter().position(|x| x.events > 0).unwrap()];
        assert_eq!((site.line, site.col), (Some(4), Some(25)), "{engine}");
        assert_eq!(t.listed, 10, "{engine}");
        assert!(t.events > 100, "{engine}: {} events", t.events);
        assert_eq!(t.events, run.events_total(), "{engine}");
        assert_eq!(t.executions, 32 * t.events, "{engine}: whole warps");
        assert_eq!(t.distinct, 2, "{engine}: each warp is one thread set");
        // The last event shows how far the loop got: each warp's events alternate.
        let last = t.last.as_ref().expect("a last event");
        assert_eq!(u64::from(last.instance), t.events / 2, "{engine}");
        let text = run.text();
        assert!(
            text.contains(&format!(
                "{} events at 1 site; the first 10 are listed, the rest counted per site",
                t.events
            )),
            "{engine}: {text}"
        );
        assert!(
            text.contains(&format!(
                "... {} more, not listed; the last: ",
                t.events - 10
            )),
            "{engine}: {text}"
        );
        let json = serde_json::to_value(run.json()).expect("JSON");
        assert_eq!(json["events_total"], t.events, "{engine}");
        assert_eq!(json["summary"][0]["distinct_groups"], 2, "{engine}");
        assert_eq!(json["summary"][0]["listed"], 10, "{engine}");
    }
}

#[test]
fn a_trace_within_the_limit_is_not_summarised() {
    let (source, ir) = both(RUNAWAY, &launch(20_000, 1_000_000), OUT);
    for run in [&source, &ir] {
        assert!(!run.summarised(), "{}", run.engine);
        assert_eq!(run.events.len() as u64, run.events_total());
        assert!(serde_json::to_value(run.json())
            .expect("JSON")
            .get("summary")
            .is_none());
    }
}

/// Within the limit each site's last event is its last listed one; a run that
/// leaves contexts undescribed (the fuzzer's) differs from a described one in
/// nothing else.
#[test]
fn undescribed_contexts_change_nothing_else_and_the_last_event_is_the_last_listed() {
    let described = launch(Launch::default().max_steps, 1_000_000);
    let json = r#"{"out": {"type": "i32", "len": 64}, "d": 0}"#;
    let (source, ir) = both(PARITY, &described, json);
    let (bare_source, bare_ir) = both(
        PARITY,
        &Launch {
            describe_contexts: false,
            ..described
        },
        json,
    );
    for (run, bare) in [(&source, &bare_source), (&ir, &bare_ir)] {
        let engine = run.engine;
        assert_eq!(run.events.len(), 400, "{engine}");
        assert!(run.events.iter().all(|e| !e.context.is_empty()), "{engine}");
        let (site, tally) = run
            .tallies
            .iter()
            .enumerate()
            .find(|(_, t)| t.events > 0)
            .expect("a site with events");
        let last = run.events.iter().rfind(|e| e.site as usize == site);
        assert_eq!(tally.last.as_ref(), last, "{engine}");
        assert!(bare.events.iter().all(|e| e.context.is_empty()), "{engine}");
        let mut blanked = run.clone();
        for e in blanked
            .events
            .iter_mut()
            .chain(blanked.tallies.iter_mut().filter_map(|t| t.last.as_mut()))
        {
            e.context.clear();
        }
        assert_eq!(blanked.events, bare.events, "{engine}");
        assert_eq!(blanked.tallies, bare.tallies, "{engine}");
        assert_eq!(run.buffers, bare.buffers, "{engine}");
    }
}

/// 200 iterations, each with an `__activemask` of the threads whose parity matches.
const PARITY: &str = "__global__ void k(int *out, int d) {
  int t = threadIdx.x;
  int x = 0;
  for (int i = 0; i < 200; i++) {
    if (((t >> d) + i) % 2 == 0) x += __activemask();
  }
  out[t] = x;
}
";

#[test]
fn check_compares_every_event_when_traces_are_summarised() {
    let json = |d: u32| format!(r#"{{"out": {{"type": "i32", "len": 64}}, "d": {d}}}"#);
    let l = launch(Launch::default().max_steps, 7);
    let (source, ir) = both(PARITY, &l, &json(0));
    assert!(source.summarised() && ir.summarised());
    assert_eq!(source.events_total(), 400);
    assert_eq!(compare(&source, &ir, &SiteFacts::default()), []);
    // The same counts, other groups: the digests tell them apart.
    let (other, _) = both(PARITY, &l, &json(1));
    let diffs = compare(&source, &other, &SiteFacts::default());
    assert!(
        diffs[0].what.starts_with(
            "`__activemask` at 5:39: counted past --max-events: 400 events (6400 thread \
             executions, 4 distinct thread sets) in both runs, but not the same groups"
        ),
        "{diffs:?}"
    );
    assert_eq!(diffs[0].kind, DiffKind::Failure);
    // Different counts are shown per engine.
    let mut fewer = other.clone();
    fewer.tallies.iter_mut().for_each(|t| {
        if t.events > 0 {
            t.events -= 1;
        }
    });
    let diffs = compare(&source, &fewer, &SiteFacts::default());
    assert!(
        diffs[0]
            .what
            .contains("the source engine: 400 events (6400 thread executions, 4 distinct thread sets); the IR engine: 399 events"),
        "{diffs:?}"
    );
}

/// A partial `__syncthreads` in a runaway loop: warnings are counted past the first few.
#[test]
fn partial_barrier_warnings_are_bounded() {
    let src = "__global__ void k(int *out) {
  int t = threadIdx.x;
  if (t < 32) return;
  while (t >= 0) { __syncthreads(); }
}
";
    let (source, ir) = both(src, &launch(5_000, 10), OUT);
    for run in [&source, &ir] {
        assert_eq!(run.warnings.len(), 11, "{}: {:?}", run.engine, run.warnings);
        let last = &run.warnings[10].message;
        assert!(
            last.ends_with("more partial barriers at this site (the first 10 are listed)"),
            "{last}"
        );
    }
}

/// `printf` in a runaway loop: output past CUDA's default buffer (1 MiB) is dropped and
/// counted, the same on both engines.
#[test]
fn printf_output_is_bounded() {
    let src = "__global__ void k(int *out) {
  int t = threadIdx.x;
  while (t >= 0) { printf(\"thread %d says hello again\\n\", t); }
}
";
    let l = Launch {
        threads: 32.into(),
        max_steps: 1_000_000,
        ..Launch::default()
    };
    let (source, ir) = both(src, &l, r#"{"out": {"type": "i32", "len": 32}}"#);
    for run in [&source, &ir] {
        let bytes: usize = run.printed.iter().map(|p| p.text.len()).sum();
        assert!(bytes <= runtime::library::PRINTF_BYTES, "{}", run.engine);
        assert!(
            bytes > runtime::library::PRINTF_BYTES - 64,
            "{}",
            run.engine
        );
        assert!(run.printf_dropped > 0, "{}", run.engine);
        assert!(run.text().contains("later printf calls dropped"));
        assert_eq!(
            serde_json::to_value(run.json()).expect("JSON")["printf_dropped"],
            run.printf_dropped
        );
    }
}

/// Thousands of iterations make thousands of contexts (per iteration of nested loops,
/// per call of a convergent function): the engines sweep the ones no thread holds and
/// reuse their ids, which must change nothing that threads observe.
#[test]
fn swept_contexts_change_no_grouping() {
    let src = "__device__ int g(int v) { return __reduce_add_sync(__activemask(), v); }
__global__ void k(int *out, int n) {
  int t = threadIdx.x;
  int x = 0;
  for (int i = 0; i < n + t; i++) {
    for (int j = 0; j < 2; j++) {
      x += __popc(__ballot_sync(__activemask(), (i + j + t) & 1));
    }
    if (i % 7 == t % 3) x += g(i);
  }
  out[t] = x;
}
";
    let n = 5000i64;
    let threads = 8i64;
    let expected: Vec<i64> = (0..threads)
        .map(|t| {
            let mut x = 0i32;
            for i in 0..n + t {
                let active: Vec<i64> = (0..threads).filter(|&u| i < n + u).collect();
                for j in 0..2 {
                    x += active.iter().filter(|&&u| (i + j + u) & 1 == 1).count() as i32;
                }
                if i % 7 == t % 3 {
                    let with = active.iter().filter(|&&u| i % 7 == u % 3).count() as i32;
                    x = x.wrapping_add(i as i32 * with);
                }
            }
            i64::from(x)
        })
        .collect();
    let l = Launch {
        threads: 8.into(),
        max_events: 10,
        ..Launch::default()
    };
    let (source, ir) = both(src, &l, r#"{"out": {"type": "i32", "len": 8}, "n": 5000}"#);
    for run in [&source, &ir] {
        assert_eq!(run.errors, [], "{}", run.engine);
        let out: Vec<i64> = run.buffers[0]
            .1
            .values()
            .iter()
            .filter_map(|v| v.as_i64())
            .collect();
        assert_eq!(out, expected, "{}", run.engine);
        assert!(run.events_total() > 20_000, "{}", run.events_total());
    }
    assert_eq!(compare(&source, &ir, &SiteFacts::default()), []);
}
