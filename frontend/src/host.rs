//! Host code in CUDA and HIP files: what nvcc's device pass skips.
//!
//! A `.cu` file mixes device code with host code (`main`, `<<<...>>>` launches, C++ that the
//! C subset cannot parse). nvcc compiles the file twice and its device pass ignores every
//! function without `__global__` or `__device__`; tangle does the same before parsing, on
//! the preprocessed text: each top-level host function (and each host-only C++ declaration
//! such as `using namespace std;` or a template without device code) is overwritten with
//! spaces, newlines kept, so every offset of what remains, and so every span, is unchanged.
//! `extern "C"` linkage, C++ syntax that device code often carries, is blanked the same way.
//!
//! Written by hand: this needs only bracket depth and a few keywords at file scope, which a
//! token scan gives exactly, while a C++ parser would be a large dependency for one question.

use crate::syntax::pp_tokens;
use std::ops::Range;

/// What was skipped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skipped {
    /// A function definition without `__global__` or `__device__`: its name's offsets.
    Function { name: String, at: Range<usize> },
    /// A host-only C++ declaration (`using`, `namespace`, `template`, `class`): its first
    /// token's offsets.
    Declaration { keyword: String, at: Range<usize> },
}

/// The attributes the prelude turns `__global__` and `__device__` into.
const DEVICE_ATTRIBUTES: &[&str] = &["tangle_global", "tangle_device"];

/// Keywords that start a C++-only declaration: skipped when it holds no device code.
const CXX_DECLARATIONS: &[&str] = &["using", "namespace", "template", "class"];

/// Blanks host code in preprocessed `text` when the unit has device code (a file without
/// any `__global__` or `__device__` is plain C and kept whole). Returns what was skipped.
pub fn skip_host_code(text: &mut String) -> Vec<Skipped> {
    let items = scan(text);
    let mut blank: Vec<Range<usize>> = items.linkage.clone();
    let mut skipped = Vec::new();
    if items.items.iter().any(|i| i.device) {
        for item in &items.items {
            if item.device {
                continue;
            }
            let what = if let Some(name) = &item.function_name {
                Skipped::Function {
                    name: text[name.clone()].to_string(),
                    at: name.clone(),
                }
            } else if CXX_DECLARATIONS.contains(&&text[item.first.clone()]) {
                Skipped::Declaration {
                    keyword: text[item.first.clone()].to_string(),
                    at: item.first.clone(),
                }
            } else {
                continue;
            };
            blank.push(item.range.clone());
            skipped.push(what);
        }
    }
    // Overwrite byte by byte: spaces are ASCII, so the text stays UTF-8 whatever the
    // blanked bytes were, and newlines stay so that line markers keep their lines.
    let mut bytes = std::mem::take(text).into_bytes();
    for range in blank {
        for b in &mut bytes[range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    *text = String::from_utf8(bytes).expect("only ASCII bytes were written into UTF-8 text");
    skipped
}

/// The top-level declaration or function definition at preprocessed offset `offset` (or
/// the last one before it): what a syntax error there spoils, so that parsing can go on
/// without it.
pub fn item_at(text: &str, offset: usize) -> Option<Range<usize>> {
    scan(text)
        .items
        .into_iter()
        .rev()
        .find(|item| item.range.start <= offset)
        .map(|item| item.range)
}

/// One top-level declaration or function definition.
#[derive(Debug)]
struct Item {
    range: Range<usize>,
    first: Range<usize>,
    /// Set for a function definition: its name.
    function_name: Option<Range<usize>>,
    /// `__global__` or `__device__` appears in it (for a C++ block: anywhere inside).
    device: bool,
}

struct Scan {
    items: Vec<Item>,
    /// `extern "C"` and the braces of `extern "C" { ... }` blocks.
    linkage: Vec<Range<usize>>,
}

/// Splits `text` into top-level items by bracket depth.
fn scan(text: &str) -> Scan {
    let mut items = Vec::new();
    let mut linkage = Vec::new();
    // Open `extern "C" {` blocks: their contents are at file scope.
    let mut linkage_blocks = 0usize;
    let mut depth = 0usize;
    let mut current: Option<Current> = None;
    // `extern`, then its string: the next `{` opens a linkage block.
    let mut last_extern: Option<Range<usize>> = None;
    let mut linkage_brace_next = false;
    for (start, token) in pp_tokens(text) {
        let range = start..start + token.len();
        if depth == 0 {
            if std::mem::take(&mut linkage_brace_next) && token == "{" {
                linkage.push(range);
                linkage_blocks += 1;
                continue;
            }
            // `extern "C"` / `extern "C++"`, then either a declaration or a block.
            if let Some(ext) = last_extern.take() {
                if token.starts_with('"') {
                    linkage.push(ext.start..range.end);
                    if current.as_ref().is_some_and(|c| c.first == ext) {
                        current = None;
                    }
                    linkage_brace_next = true;
                    continue;
                }
            }
            if token == "extern" {
                last_extern = Some(range.clone());
            }
            if token == "}" && current.is_none() && linkage_blocks > 0 {
                linkage.push(range);
                linkage_blocks -= 1;
                continue;
            }
        }

        let cur = current.get_or_insert_with(|| Current::new(range.clone()));
        if DEVICE_ATTRIBUTES.contains(&token) {
            cur.device = true;
        }
        match token {
            "(" | "[" | "{" => {
                if depth == 0 && token == "(" && cur.name.is_none() {
                    if let Some(prev) = &cur.prev {
                        if is_identifier(&text[prev.clone()])
                            && &text[prev.clone()] != "__attribute__"
                        {
                            cur.name = Some(prev.clone());
                        }
                    }
                }
                if depth == 0 && token == "{" {
                    let prev = cur.prev.as_ref().map(|p| &text[p.clone()]).unwrap_or("");
                    let after_declarator =
                        prev == ")" || matches!(prev, "const" | "noexcept" | "override");
                    if after_declarator && !cur.saw_assign && cur.name.is_some() {
                        cur.body = true;
                    }
                }
                depth += 1;
            }
            ")" | "]" | "}" => {
                depth = depth.saturating_sub(1);
                if depth == 0 && token == "}" {
                    let first = &text[cur.first.clone()];
                    if cur.body || first == "namespace" {
                        let done = current.take().expect("an item is open");
                        items.push(done.finish(range.end));
                        continue;
                    }
                }
            }
            ";" if depth == 0 => {
                let done = current.take().expect("an item is open");
                items.push(done.finish(range.end));
                continue;
            }
            "=" if depth == 0 => cur.saw_assign = true,
            _ => {}
        }
        if depth == 0 || (depth == 1 && token == "{") {
            cur.prev = Some(range);
        }
    }
    if let Some(cur) = current {
        items.push(cur.finish(text.len()));
    }
    Scan { items, linkage }
}

/// An item being scanned.
struct Current {
    first: Range<usize>,
    /// The previous token at depth 0.
    prev: Option<Range<usize>>,
    /// The identifier before the first `(` at depth 0 (not `__attribute__`'s).
    name: Option<Range<usize>>,
    saw_assign: bool,
    /// A `{` at depth 0 opened a function body.
    body: bool,
    device: bool,
}

impl Current {
    fn new(first: Range<usize>) -> Current {
        Current {
            first,
            prev: None,
            name: None,
            saw_assign: false,
            body: false,
            device: false,
        }
    }

    fn finish(self, end: usize) -> Item {
        Item {
            range: self.first.start..end,
            function_name: if self.body { self.name } else { None },
            first: self.first,
            device: self.device,
        }
    }
}

fn is_identifier(token: &str) -> bool {
    token
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skipped(text: &str) -> (String, Vec<Skipped>) {
        let mut text = text.to_string();
        let skipped = skip_host_code(&mut text);
        (text, skipped)
    }

    const KERNEL: &str = "__attribute__((tangle_global)) void k(int *a) { a[0] = 1; }\n";

    #[test]
    fn host_functions_are_blanked_in_place() {
        let src = format!(
            "{KERNEL}int main(int c, char **v) {{\n  k<<<1, 32>>>(0);\n  return 0;\n}}\nint x;\n"
        );
        let (text, skipped) = skipped(&src);
        assert_eq!(text.len(), src.len());
        assert!(text.starts_with(KERNEL));
        assert_eq!(text[KERNEL.len()..].trim(), "int x;");
        assert_eq!(text.matches('\n').count(), src.matches('\n').count());
        let at = src.find("main").unwrap();
        assert_eq!(
            skipped,
            vec![Skipped::Function {
                name: "main".into(),
                at: at..at + 4
            }]
        );
    }

    #[test]
    fn device_functions_structs_and_initializers_stay() {
        let src = format!(
            "struct S {{ int a; }};\nint t[2] = {{1, 2}};\n\
             __attribute__((tangle_device)) __attribute__((tangle_host)) int f(int x) {{ return x; }}\n\
             int (g)(int y);\n{KERNEL}"
        );
        let (text, skipped) = skipped(&src);
        assert_eq!(text, src);
        assert!(skipped.is_empty());
    }

    #[test]
    fn plain_c_files_are_kept_whole() {
        let src = "int helper(int x) { return x; }\nint main(void) { return helper(1); }\n";
        assert_eq!(skipped(src), (src.to_string(), vec![]));
    }

    #[test]
    fn extern_c_is_blanked_and_its_block_opened() {
        let src = format!("extern \"C\" {{\n{KERNEL}}}\nextern \"C\" {KERNEL}extern int e;\n");
        let (text, skipped) = skipped(&src);
        assert!(skipped.is_empty());
        assert_eq!(text.len(), src.len());
        let kept: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(kept.iter().filter(|t| **t == "void").count(), 2);
        assert!(!text.contains("\"C\""));
        assert!(!text.contains('}') || text.matches('}').count() == 2);
        assert!(text.contains("extern int e;"));
    }

    #[test]
    fn host_cxx_declarations_are_skipped_unless_they_hold_device_code() {
        let src = format!(
            "using namespace std;\ntemplate <typename T> T twice(T x) {{ return 2 * x; }}\n\
             namespace host {{ int f() {{ return 1; }} }}\n\
             template <typename T> __attribute__((tangle_global)) void tk(T *p) {{ }}\n{KERNEL}"
        );
        let (text, skipped) = skipped(&src);
        let kinds: Vec<String> = skipped
            .iter()
            .map(|s| match s {
                Skipped::Function { name, .. } => format!("fn {name}"),
                Skipped::Declaration { keyword, .. } => keyword.clone(),
            })
            .collect();
        assert_eq!(kinds, ["using", "fn twice", "namespace"]);
        assert!(text.contains("template <typename T> __attribute__((tangle_global)) void tk"));
    }
}
