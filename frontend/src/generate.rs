//! Random kernels in the subset, for property tests and fuzzing.
//!
//! Same seed and configuration, same program. Every generated kernel
//! terminates for every thread (all loops and backward gotos are bounded by
//! counters declared before them) and records each convergent operation's
//! result in its thread's own slots of `out`, so the final buffer shows every
//! communicating set. A hand-written generator: it must know the subset's
//! termination invariants, which no grammar-driven crate does.

use std::fmt::Write;

/// Constructs the generator may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// Counted `for`/`while`/`do` loops (`loops`).
    pub loops: bool,
    /// `break` and `continue` inside loops (`break`).
    pub break_continue: bool,
    /// An early `return` from the kernel (`return`).
    pub early_return: bool,
    /// `switch` statements (`switch`).
    pub switch: bool,
    /// `case`s that fall through to the next one (`fallthrough`); needs `switch`.
    pub fallthrough: bool,
    /// A `goto` that skips forward over a block (`goto`).
    pub goto_forward: bool,
    /// Counter-bounded `goto`s back to an earlier label, overlapping ranges included
    /// (`backgoto`).
    pub goto_backward: bool,
    /// A `goto` from before a loop to a label inside its body (`gotoloop`).
    pub goto_into_loop: bool,
    /// Duff's device: a `switch` whose cases sit inside a `do`-`while` (`duff`).
    pub duff: bool,
    /// Calls to a convergent `__device__` helper and a `noconvergent` one (`calls`).
    pub calls: bool,
    /// The "elect one lane" loop: each pass of a `for (;;)`, the lowest active lane
    /// records and leaves (`elect`).
    pub elect: bool,
}

impl Features {
    /// Every construct.
    pub const ALL: Features = Features {
        loops: true,
        break_continue: true,
        early_return: true,
        switch: true,
        fallthrough: true,
        goto_forward: true,
        goto_backward: true,
        goto_into_loop: true,
        duff: true,
        calls: true,
        elect: true,
    };

    /// Structured control flow only: no goto, no fall-through, no case inside a loop.
    pub const STRUCTURED: Features = Features {
        fallthrough: false,
        goto_forward: false,
        goto_backward: false,
        goto_into_loop: false,
        duff: false,
        ..Features::ALL
    };

    /// The names [`Features::parse`] accepts, one per field in field order.
    const NAMES: &'static [&'static str] = &[
        "loops",
        "break",
        "return",
        "switch",
        "fallthrough",
        "goto",
        "backgoto",
        "gotoloop",
        "duff",
        "calls",
        "elect",
    ];

    /// Parses a comma-separated list of names: `structured`, `all`, or a field's name
    /// as its doc gives it (`loops`, `break`, `goto`, ...). Unknown names are an error
    /// that lists the known ones.
    pub fn parse(list: &str) -> Result<Features, String> {
        let mut f = Features {
            loops: false,
            break_continue: false,
            early_return: false,
            switch: false,
            fallthrough: false,
            goto_forward: false,
            goto_backward: false,
            goto_into_loop: false,
            duff: false,
            calls: false,
            elect: false,
        };
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "all" => f = Features::ALL,
                "structured" => f = Features::STRUCTURED,
                "loops" => f.loops = true,
                "break" => f.break_continue = true,
                "return" => f.early_return = true,
                "switch" => f.switch = true,
                "fallthrough" => f.fallthrough = true,
                "goto" => f.goto_forward = true,
                "backgoto" => f.goto_backward = true,
                "gotoloop" => f.goto_into_loop = true,
                "duff" => f.duff = true,
                "calls" => f.calls = true,
                "elect" => f.elect = true,
                other => {
                    return Err(format!(
                        "unknown feature `{other}` (known: all, structured, {})",
                        Features::NAMES.join(", ")
                    ))
                }
            }
        }
        Ok(f)
    }
}

/// What [`generate`] may produce and how large.
#[derive(Debug, Clone, Copy)]
pub struct Config {
    /// The constructs allowed.
    pub features: Features,
    /// Maximum statement nesting.
    pub max_depth: u32,
    /// Statements per block, at most.
    pub max_block: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            features: Features::ALL,
            max_depth: 4,
            max_block: 4,
        }
    }
}

/// Output slots per thread: `out[t * SLOTS + k]`.
pub const SLOTS: u32 = 64;

/// splitmix64: small, fast, and good enough to pick program shapes.
#[derive(Debug, Clone)]
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform-enough in `0..n` (`0` when `n` is 0).
    fn below(&mut self, n: u32) -> u32 {
        (self.next_u64() % n.max(1) as u64) as u32
    }

    /// True `percent` times in 100.
    fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
}

struct Gen {
    rng: Rng,
    cfg: Config,
    /// Fresh-name counter.
    next: u32,
    uses_helper: bool,
    uses_free_helper: bool,
}

/// A kernel `kernel(int *out, int n)` (and possibly device helpers) in the subset.
pub fn generate(seed: u64, cfg: &Config) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        cfg: *cfg,
        next: 0,
        uses_helper: false,
        uses_free_helper: false,
    };
    let mut body = String::new();
    g.block(&mut body, 1, Ctx::default());
    let mut text = format!("/* generated by tangle: seed {seed} */\n");
    if g.uses_helper {
        text.push_str(
            "__device__ int helper(int *out, int base, int x) {\n\
             \x20 out[base] = __ballot_sync(__activemask(), x & 1);\n\
             \x20 return x + __popc(__activemask());\n\
             }\n",
        );
    }
    if g.uses_free_helper {
        text.push_str(
            "__device__ __attribute__((noconvergent)) int free_helper(int *out, int base, int x) {\n\
             \x20 out[base] = __activemask();\n\
             \x20 return x + 1;\n\
             }\n",
        );
    }
    let _ = write!(
        text,
        "__global__ void kernel(int *out, int n) {{\n\
         \x20 int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);\n\
         \x20 int lane = t % warpSize;\n\
         \x20 int slot = t * {SLOTS};\n\
         \x20 int end = slot + {SLOTS} - 1;\n\
         {body}}}\n"
    );
    text
}

#[derive(Clone, Copy, Default)]
struct Ctx {
    in_loop: bool,
    /// Inside a switch (a bare `break` would leave the switch, not a loop).
    in_switch: bool,
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("{prefix}{}", self.next)
    }

    fn indent(depth: u32) -> String {
        "  ".repeat(depth as usize + 1)
    }

    /// A condition: lane-dependent or uniform.
    fn cond(&mut self) -> String {
        match self.rng.below(7) {
            0 => format!("t % {} == {}", 2 + self.rng.below(3), self.rng.below(2)),
            1 => format!("lane < {}", 1 + self.rng.below(31)),
            2 => format!("(t & {}) != 0", 1 << self.rng.below(4)),
            3 => format!("n > {}", self.rng.below(4)),
            4 => "t < n".to_string(),
            5 => format!("lane % {} == 0", 2 + self.rng.below(4)),
            _ => format!("(t ^ n) % 3 == {}", self.rng.below(3)),
        }
    }

    /// A trip count: uniform or lane-dependent, possibly zero.
    fn bound(&mut self) -> String {
        match self.rng.below(4) {
            0 => format!("{}", self.rng.below(4)),
            1 => format!("t % {}", 1 + self.rng.below(4)),
            2 => "n % 4".to_string(),
            _ => format!("lane % {}", 2 + self.rng.below(3)),
        }
    }

    /// Records a convergent operation's result in the thread's next slot.
    fn record(&mut self, out: &mut String, depth: u32) {
        let ind = Self::indent(depth);
        let op = match self.rng.below(6) {
            0 | 1 => "__activemask()".to_string(),
            2 => format!("__ballot_sync(__activemask(), {})", self.cond()),
            // The tangle's lowest lane: a source lane outside the mask is undefined in CUDA
            // (hardware returns 0 or a stale register; the engines the caller's value).
            3 => "__shfl_sync(__activemask(), t, __ffs(__activemask()) - 1)".to_string(),
            4 => "(int)__reduce_add_sync(__activemask(), 1)".to_string(),
            _ => format!("__any_sync(__activemask(), {})", self.cond()),
        };
        let _ = writeln!(out, "{ind}if (slot < end) out[slot++] = {op};");
    }

    fn block(&mut self, out: &mut String, depth: u32, ctx: Ctx) {
        let n = 1 + self.rng.below(self.cfg.max_block);
        for _ in 0..n {
            self.stmt(out, depth, ctx);
        }
        // Every block ends by recording: where threads reconverge matters most.
        self.record(out, depth);
    }

    fn stmt(&mut self, out: &mut String, depth: u32, ctx: Ctx) {
        let f = self.cfg.features;
        let ind = Self::indent(depth);
        let deep = depth >= self.cfg.max_depth;
        let choice = self.rng.below(if deep { 3 } else { 16 });
        match choice {
            0 | 1 => self.record(out, depth),
            2 => {
                let _ = writeln!(out, "{ind}n = n + (t & 1);");
            }
            3 | 4 => {
                let _ = writeln!(out, "{ind}if ({}) {{", self.cond());
                self.block(out, depth + 1, ctx);
                if self.rng.chance(50) {
                    let _ = writeln!(out, "{ind}}} else {{");
                    self.block(out, depth + 1, ctx);
                }
                let _ = writeln!(out, "{ind}}}");
            }
            5 | 6 if f.loops => self.loop_stmt(out, depth, ctx),
            7 if f.break_continue && ctx.in_loop && !ctx.in_switch => {
                let kw = if self.rng.chance(50) {
                    "break"
                } else {
                    "continue"
                };
                let _ = writeln!(out, "{ind}if ({}) {{", self.cond());
                self.record(out, depth + 1);
                let _ = writeln!(out, "{ind}  {kw};");
                let _ = writeln!(out, "{ind}}}");
            }
            8 if f.early_return => {
                let _ = writeln!(out, "{ind}if ({}) return;", self.cond());
            }
            9 if f.switch => self.switch_stmt(out, depth, ctx),
            10 if f.goto_forward => {
                let label = self.fresh("skip");
                let _ = writeln!(out, "{ind}if ({}) goto {label};", self.cond());
                self.block(out, depth, ctx);
                let _ = writeln!(out, "{ind}{label}:");
                self.record(out, depth);
            }
            11 if f.goto_backward => {
                let label = self.fresh("again");
                let counter = self.fresh("r");
                let no_jumps_out = Ctx {
                    in_loop: false,
                    ..ctx
                };
                let _ = writeln!(out, "{ind}int {counter} = 0;");
                let _ = writeln!(out, "{ind}{label}:");
                let _ = writeln!(out, "{ind}{counter}++;");
                self.block(out, depth, no_jumps_out);
                // Backward-goto shapes beyond one goto per label: a second
                // goto to the same label, or a second label inside the range
                // that a goto after it targets (overlapping ranges). Every
                // jump back counts up a counter, so each stays bounded.
                match self.rng.below(4) {
                    0 => {
                        let _ = writeln!(
                            out,
                            "{ind}if ({counter} < {} && ({})) goto {label};",
                            1 + self.rng.below(3),
                            self.cond()
                        );
                        self.block(out, depth, no_jumps_out);
                    }
                    1 => {
                        let inner = self.fresh("again");
                        let inner_counter = self.fresh("r");
                        let _ = writeln!(out, "{ind}int {inner_counter} = 0;");
                        let _ = writeln!(out, "{ind}{inner}:");
                        let _ = writeln!(out, "{ind}{inner_counter}++;");
                        self.block(out, depth, no_jumps_out);
                        let _ = writeln!(
                            out,
                            "{ind}if ({counter} < {}) goto {label};",
                            1 + self.rng.below(3)
                        );
                        let _ = writeln!(
                            out,
                            "{ind}if ({inner_counter} < {} && ({})) goto {inner};",
                            2 + self.rng.below(3),
                            self.cond()
                        );
                        return;
                    }
                    _ => {}
                }
                let _ = writeln!(
                    out,
                    "{ind}if ({counter} < {}) goto {label};",
                    1 + self.rng.below(3)
                );
            }
            12 if f.goto_into_loop => {
                let label = self.fresh("inside");
                let i = self.fresh("i");
                // Sometimes also back into the body from after the loop (its
                // counter declared first, so jumping back does not reset it).
                let back = (f.goto_backward && self.rng.chance(30)).then(|| self.fresh("r"));
                if let Some(again) = &back {
                    let _ = writeln!(out, "{ind}int {again} = 0;");
                }
                let _ = writeln!(out, "{ind}int {i} = 0;");
                let _ = writeln!(out, "{ind}if ({}) goto {label};", self.cond());
                let _ = writeln!(out, "{ind}for ({i} = 0; {i} < {}; {i}++) {{", self.bound());
                self.block(
                    out,
                    depth + 1,
                    Ctx {
                        in_loop: true,
                        in_switch: false,
                    },
                );
                let _ = writeln!(out, "{ind}{label}:");
                self.record(out, depth + 1);
                let _ = writeln!(out, "{ind}}}");
                if let Some(again) = back {
                    let _ = writeln!(
                        out,
                        "{ind}if ({again}++ < {} && ({})) goto {label};",
                        1 + self.rng.below(2),
                        self.cond()
                    );
                }
            }
            13 if f.duff => {
                let count = self.fresh("c");
                let _ = writeln!(out, "{ind}int {count} = 1 + {};", self.bound());
                let _ = writeln!(out, "{ind}switch (t % 3) {{");
                let _ = writeln!(out, "{ind}case 0: do {{");
                self.record(out, depth + 1);
                let _ = writeln!(out, "{ind}case 2:");
                self.record(out, depth + 1);
                let _ = writeln!(out, "{ind}case 1:");
                self.record(out, depth + 1);
                let _ = writeln!(out, "{ind}  }} while (--{count} > 0);");
                let _ = writeln!(out, "{ind}}}");
            }
            14 if f.calls => {
                if self.rng.chance(50) {
                    self.uses_helper = true;
                    let _ = writeln!(
                        out,
                        "{ind}if (slot < end) {{ n = helper(out, slot, n); slot++; }}"
                    );
                } else {
                    self.uses_free_helper = true;
                    let _ = writeln!(
                        out,
                        "{ind}if (slot < end) {{ n = free_helper(out, slot, n); slot++; }}"
                    );
                }
            }
            15 if f.elect => {
                let _ = writeln!(out, "{ind}for (;;) {{");
                let _ = writeln!(out, "{ind}  if (lane == __ffs(__activemask()) - 1) {{");
                self.record(out, depth + 2);
                let _ = writeln!(out, "{ind}    break;");
                let _ = writeln!(out, "{ind}  }}");
                let _ = writeln!(out, "{ind}}}");
            }
            _ => self.record(out, depth),
        }
    }

    fn loop_stmt(&mut self, out: &mut String, depth: u32, ctx: Ctx) {
        let ind = Self::indent(depth);
        let i = self.fresh("i");
        let inner = Ctx {
            in_loop: true,
            in_switch: false,
        };
        let _ = ctx;
        match self.rng.below(3) {
            0 => {
                let _ = writeln!(
                    out,
                    "{ind}for (int {i} = 0; {i} < {}; {i}++) {{",
                    self.bound()
                );
                self.block(out, depth + 1, inner);
                let _ = writeln!(out, "{ind}}}");
            }
            1 => {
                let _ = writeln!(out, "{ind}int {i} = {};", self.bound());
                let _ = writeln!(out, "{ind}while ({i} > 0) {{");
                let _ = writeln!(out, "{ind}  {i}--;");
                self.block(out, depth + 1, inner);
                let _ = writeln!(out, "{ind}}}");
            }
            _ => {
                let _ = writeln!(out, "{ind}int {i} = {};", self.bound());
                let _ = writeln!(out, "{ind}do {{");
                self.block(out, depth + 1, inner);
                let _ = writeln!(out, "{ind}}} while ({i}-- > 0);");
            }
        }
    }

    fn switch_stmt(&mut self, out: &mut String, depth: u32, ctx: Ctx) {
        let ind = Self::indent(depth);
        let cases = 2 + self.rng.below(3);
        let _ = writeln!(out, "{ind}switch (t % {}) {{", cases + 1);
        let inner = Ctx {
            in_switch: true,
            ..ctx
        };
        // Braces keep declarations from following a label directly.
        for k in 0..cases {
            let _ = writeln!(out, "{ind}case {k}: {{");
            self.block(out, depth + 1, inner);
            if !(self.cfg.features.fallthrough && self.rng.chance(40)) {
                let _ = writeln!(out, "{ind}  break;");
            }
            let _ = writeln!(out, "{ind}}}");
        }
        if self.rng.chance(60) {
            let _ = writeln!(out, "{ind}default: {{");
            self.block(out, depth + 1, inner);
            let _ = writeln!(out, "{ind}}}");
        }
        let _ = writeln!(out, "{ind}}}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_program() {
        let cfg = Config::default();
        assert_eq!(generate(7, &cfg), generate(7, &cfg));
        assert_ne!(generate(7, &cfg), generate(8, &cfg));
    }

    #[test]
    fn feature_lists_parse() {
        assert_eq!(Features::parse("structured").unwrap(), Features::STRUCTURED);
        let f = Features::parse("loops,goto").unwrap();
        assert!(f.loops && f.goto_forward && !f.switch);
        assert!(Features::parse("loops,bogus").is_err());
    }
}
