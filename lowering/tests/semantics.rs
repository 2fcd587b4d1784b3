//! The lowered code computes what C says: programs run under `lli-22` and,
//! compiled natively by gcc with the prelude, must agree. Each program
//! folds its results into a 32-bit hash; `main` returns one byte of it
//! (selected by `-D PART=n`), so four runs compare all 32 bits.

mod common;

use frontend::{Input, Options};
use lowering::Emit;
use std::path::Path;
use std::process::Command;

const MAIN: &str = "
int main(void)
{
    unsigned int h = run();
    return (int)((h >> (8 * PART)) & 255u);
}
";

fn ours(src: &str, part: u32, dir: &Path) -> i32 {
    let unit = frontend::compile(
        &Input::Text {
            name: "prog.c".into(),
            text: src.into(),
        },
        &Options {
            defines: vec![format!("PART={part}")],
            ..Options::default()
        },
    );
    assert!(
        !unit.has_errors(),
        "{}",
        frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
    );
    let analysis = tangles::analyze(&unit.program).expect("analysis");
    let ir = lowering::lower_to_bytes(&unit, &analysis, &Default::default(), Emit::Llvm)
        .expect("lowering");
    let path = dir.join(format!("prog{part}.ll"));
    std::fs::write(&path, &ir).expect("write IR");
    common::opt_verify(&String::from_utf8(ir).expect("UTF-8")).expect("opt-22 verifies");
    let out = Command::new("lli-22")
        .arg(&path)
        .output()
        .expect("lli-22 runs");
    out.status.code().expect("lli-22 exits")
}

fn native(src: &str, part: u32, dir: &Path) -> i32 {
    let c = dir.join("prog.c");
    std::fs::write(&c, src).expect("write C");
    let exe = dir.join(format!("prog{part}"));
    let prelude = concat!(env!("CARGO_MANIFEST_DIR"), "/../frontend/include/tangle.h");
    let status = Command::new("gcc")
        .args(["-std=gnu11", "-w", "-O0", "-x", "c", "-include", prelude])
        .arg(format!("-DPART={part}"))
        .arg(&c)
        .arg("-o")
        .arg(&exe)
        .status()
        .expect("gcc runs");
    assert!(status.success(), "gcc compiles the program");
    let out = Command::new(&exe).output().expect("the program runs");
    out.status.code().expect("the program exits")
}

fn agree(program: &str) {
    let src = format!("{program}\n{MAIN}");
    let dir = tempfile::tempdir().expect("a temporary directory");
    for part in 0..4 {
        let (a, b) = (ours(&src, part, dir.path()), native(&src, part, dir.path()));
        assert_eq!(a, b, "byte {part} of the hash: lli-22 {a}, gcc {b}");
    }
}

#[test]
fn integer_and_floating_conversions() {
    agree(
        r#"
unsigned int h = 17;
void mix(unsigned int x) { h = h * 31u + x; }

unsigned int run(void)
{
    signed char sc = -7;
    unsigned char uc = 250;
    short s = -1234;
    unsigned short us = 65000;
    int i = -100000;
    unsigned int u = 4000000000u;
    long l = -5000000000L;
    unsigned long ul = 18000000000000000000UL;
    float f = -3.75f;
    double d = 1e10;
    _Bool b = 42;
    _Bool z = 0.0;

    uc += 10;                 /* wraps to 4 */
    mix(uc);
    mix((unsigned int)sc);    /* sign extension */
    mix((unsigned int)(unsigned char)sc);
    mix((unsigned int)s + us);
    mix((unsigned int)(i / 7) ^ (unsigned int)(i % 7));
    mix(u / 7u + u % 7u);
    mix((unsigned int)(l >> 3));
    mix((unsigned int)(ul >> 33));
    mix((unsigned int)(int)f);
    mix((unsigned int)(int)(f * 1000.0f));   /* negative floats convert to int only */
    mix((unsigned int)(long)(d / 3.0));
    mix((unsigned int)(unsigned long)d);
    mix(b + z * 2 + !b * 4 + !z * 8);
    mix((unsigned int)(float)u);
    mix((unsigned int)(i < u));        /* i converts to unsigned */
    mix((unsigned int)(i < (long)u));
    mix((unsigned int)(sc < uc));
    mix((unsigned int)(-i >> 2) + (unsigned int)(i >> 2));
    mix(u >> 31);
    mix((unsigned int)(1u << 31 >> 31));
    mix((unsigned int)(f < -3.0f) + 2 * (unsigned int)(d != d));
    mix((unsigned int)(~us));
    mix((unsigned int)(char)300);
    double e = f;
    float g = (float)d;
    mix((unsigned int)(int)(e * 4.0) + (unsigned int)(g / 1e6f));
    mix((unsigned int)(5.9 - 0.2) + (unsigned int)(-5.9 / -1.1));
    mix((unsigned int)(7.5 > 7) + (unsigned int)(2.0f == 2) * 2);
    return h;
}
"#,
    );
}

#[test]
fn operators_assignments_and_short_circuits() {
    agree(
        r#"
unsigned int h = 3;
int calls = 0;
void mix(unsigned int x) { h = (h ^ x) * 16777619u; }
int side(int v) { calls++; return v; }

unsigned int run(void)
{
    int a = 12, b = -5;
    unsigned int m = 0xf0f0u;
    char c = 100;
    short s = 7;
    _Bool flag = 0;
    float f = 1.5f;

    mix((unsigned int)(a + b * 3 - a / b + a % b));
    mix((m & 0xff00u) | (m ^ 0x0ff0u) | (m << 3) | (m >> 5));
    mix((unsigned int)(side(0) && side(1)) + 10u * (unsigned int)calls);
    mix((unsigned int)(side(2) || side(3)) + 10u * (unsigned int)calls);
    mix((unsigned int)(side(0) || side(0) || side(4)) + 10u * (unsigned int)calls);
    mix((unsigned int)(a > b ? a : b) + (unsigned int)(a < b ? 1 : 2));
    mix((unsigned int)(flag ? f : 2.5f));
    a += 5; mix((unsigned int)a);
    a -= b; mix((unsigned int)a);
    a *= 3; mix((unsigned int)a);
    a /= 4; mix((unsigned int)a);
    a %= 7; mix((unsigned int)a);
    a <<= 3; mix((unsigned int)a);
    a >>= 1; mix((unsigned int)a);
    a &= 0x1c; mix((unsigned int)a);
    a |= 0x100; mix((unsigned int)a);
    a ^= 0x5a; mix((unsigned int)a);
    c += 100;                 /* implementation-defined narrowing; gcc wraps */
    mix((unsigned int)c);
    c *= 2; mix((unsigned int)c);
    s <<= 13; mix((unsigned int)s);
    f *= a; mix((unsigned int)f);
    f += 0.25f; mix((unsigned int)(f * 4));
    mix((unsigned int)(a++)); mix((unsigned int)a);
    mix((unsigned int)(++a)); mix((unsigned int)a);
    mix((unsigned int)(a--)); mix((unsigned int)(--a));
    flag++; mix(flag);
    flag--; mix(flag);
    flag--; mix(flag);
    f++; mix((unsigned int)f);
    mix((unsigned int)(a = b = 9) + (unsigned int)a + (unsigned int)b);
    mix((unsigned int)((a = 3, b = 4), a * b));
    mix((unsigned int)(!a + !!b + -a + ~b));
    return h;
}
"#,
    );
}

#[test]
fn pointers_arrays_globals_and_calls() {
    agree(
        r#"
unsigned int h = 7;
int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
const double weights[3] = {0.5, 0.25};
int counter;
void mix(unsigned int x) { h = h * 33u + x; }

int sum(const int *p, int n)
{
    int s = 0;
    while (n-- > 0)
        s += *p++;
    return s;
}

void fill(int *p, int n, int v)
{
    for (int i = 0; i < n; i++)
        p[i] = v + i;
}

int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

unsigned int run(void)
{
    int local[6] = {10, 20};
    int grid[3][4];
    int *p = &local[1];
    int *q = local + 5;
    _Bool bits[4] = {1, 0, 1};

    mix((unsigned int)sum(table, 8));
    fill(local + 2, 4, 100);
    mix((unsigned int)sum(local, 6));
    mix((unsigned int)(q - p));
    mix((unsigned int)*(p + 2) + (unsigned int)p[3]);
    *p = 77;
    p++;
    p -= 1;
    p += 2;
    mix((unsigned int)*p + (unsigned int)local[1]);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 4; c++)
            grid[r][c] = r * 10 + c;
    mix((unsigned int)grid[2][3] + (unsigned int)grid[1][0] * 100u);
    mix((unsigned int)sum(grid[1], 4));
    mix((unsigned int)(weights[0] * 8 + weights[1] * 4 + weights[2]));
    counter += fib(12);
    mix((unsigned int)counter);
    mix((unsigned int)(bits[0] + bits[1] * 2 + bits[2] * 4 + bits[3] * 8));
    mix((unsigned int)(p != 0) + (unsigned int)(p == &local[3]) * 2u);
    int *null = 0;
    mix((unsigned int)(null == 0) + (unsigned int)(!null) * 2u);
    return h;
}
"#,
    );
}

#[test]
fn loops_switches_and_gotos() {
    agree(
        r#"
unsigned int h = 11;
void mix(unsigned int x) { h = (h << 5) + h + x; }

int classify(int x)
{
    int r = 0;
    switch (x % 5) {
    case 0:
        r += 1;
    case 1:
        r += 10;
        break;
    case 2:
    case 3:
        r += 100;
        break;
    default:
        r = -1;
    }
    return r;
}

int duff(int *dst, const int *src, int count)
{
    int n = (count + 3) / 4;
    int copied = 0;
    if (count <= 0)
        return 0;
    switch (count % 4) {
    case 0: do { *dst++ = *src++; copied++;
    case 3:      *dst++ = *src++; copied++;
    case 2:      *dst++ = *src++; copied++;
    case 1:      *dst++ = *src++; copied++;
            } while (--n > 0);
    }
    return copied;
}

unsigned int run(void)
{
    int src[13], dst[13];
    int i, j, k = 0;
    for (i = 0; i < 13; i++)
        src[i] = i * i;
    for (i = 0; i < 13; i++) {
        dst[i] = 0;
    }
    for (i = -3; i < 9; i++)
        mix((unsigned int)classify(i < 0 ? -i : i));
    mix((unsigned int)duff(dst, src, 13));
    for (i = 0; i < 13; i++)
        mix((unsigned int)dst[i]);
    mix((unsigned int)duff(dst, src, 4));

    i = 0;
    while (1) {
        i++;
        if (i % 3 == 0)
            continue;
        if (i > 20)
            break;
        k += i;
    }
    mix((unsigned int)k);
    do {
        k -= 7;
        if (k % 2)
            continue;
        mix((unsigned int)k);
    } while (k > 0);

    for (i = 0; i < 5; i++)
        for (j = 0; j < 5; j++) {
            if (j == i)
                break;
            if ((i + j) % 2)
                continue;
            mix((unsigned int)(i * 5 + j));
        }

    /* A backward goto cycle, and a goto into a loop body. */
    i = 0;
again:
    i += 3;
    if (i < 20)
        goto again;
    mix((unsigned int)i);
    k = 0;
    if (i > 5)
        goto inside;
    for (j = 0; j < 4; j++) {
        k += 100;
inside:
        k += j;
    }
    mix((unsigned int)k + (unsigned int)j * 1000u);
    return h;
}
"#,
    );
}
