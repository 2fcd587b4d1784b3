//! Source files and spans, and the map from preprocessed text back to them.
//!
//! lang-c gives byte offsets into the preprocessed text. gcc's line markers say
//! which file and line each preprocessed line comes from, but not the column:
//! gcc collapses runs of whitespace, drops comments and expands macros. We
//! recover columns by aligning the tokens of the preprocessed line with those of
//! the original line (longest common subsequence); tokens that came from a macro
//! expansion map to the macro's name. No crate does this for gcc's output.

use codespan_reporting::files::{Files, SimpleFiles};
use std::collections::HashMap;
use std::ops::{Range, RangeInclusive};
use std::sync::atomic::{AtomicU64, Ordering};

/// A byte range in one of the program's source files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// The file's id in the [`SourceMap`].
    pub file: u32,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// The byte range, for slicing the file's text.
    pub(crate) fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The smallest span covering both (same file; otherwise `self`).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// A 1-based line and column in a user's file (the column counts characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineCol {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, in characters.
    pub col: u32,
}

/// The files a program was read from, for spans and diagnostics.
#[derive(Clone)]
pub struct SourceMap {
    files: SimpleFiles<String, String>,
    by_name: HashMap<String, usize>,
    /// The file and line of the last offset located ([`LastLine`]).
    last_line: LastLine,
}

/// A file's id in the high 32 bits, a 0-based line in the low. Reports and the engines'
/// compilers locate statements in source order, so the next offset is mostly on that line
/// or the next: a binary search over a million lines missed the caches at every step. An
/// atomic, as the lints' thread locates spans beside the lowering: a lookup that finds
/// another thread's line searches as before.
#[derive(Default)]
struct LastLine(AtomicU64);

impl Clone for LastLine {
    fn clone(&self) -> Self {
        LastLine(AtomicU64::new(self.0.load(Ordering::Relaxed)))
    }
}

impl Default for SourceMap {
    fn default() -> Self {
        SourceMap {
            files: SimpleFiles::new(),
            by_name: HashMap::new(),
            last_line: LastLine::default(),
        }
    }
}

impl std::fmt::Debug for SourceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceMap")
            .field("files", &self.by_name.len())
            .finish()
    }
}

impl SourceMap {
    /// Adds a file and returns its id (ids count up from 0); a later file of the same
    /// name takes the name over for [`SourceMap::id_of`].
    pub(crate) fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> u32 {
        let name = name.into();
        let id = self.files.add(name.clone(), text.into());
        self.by_name.insert(name, id);
        id as u32
    }

    /// Every file's id, in the order the files were added.
    pub fn ids(&self) -> impl Iterator<Item = u32> + '_ {
        (0u32..).map_while(|id| self.files.get(id as usize).ok().map(|_| id))
    }

    /// The id of the file last added under `name`.
    pub(crate) fn id_of(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).map(|&id| id as u32)
    }

    /// The files themselves, for codespan-reporting's renderer.
    pub(crate) fn files(&self) -> &SimpleFiles<String, String> {
        &self.files
    }

    /// The file's name as the preprocessor saw it (`<unknown>` for a bad id).
    pub fn name(&self, file: u32) -> &str {
        self.files
            .get(file as usize)
            .map(|f| f.name().as_str())
            .unwrap_or("<unknown>")
    }

    /// The file's whole text (empty for a bad id).
    pub fn text(&self, file: u32) -> &str {
        self.files
            .get(file as usize)
            .map(|f| f.source().as_str())
            .unwrap_or("")
    }

    /// The 1-based line where `span` starts (1 when out of range): [`Self::line_col`]
    /// without counting the column's characters.
    pub fn line(&self, span: Span) -> u32 {
        self.line_index(span.file, span.start as usize)
            .map_or(1, |line| line as u32 + 1)
    }

    /// The 0-based line of byte `offset` in `file`: the last line located or the next
    /// when it holds the offset, else a binary search.
    fn line_index(&self, file: u32, offset: usize) -> Option<usize> {
        let id = file as usize;
        let last = self.last_line.0.load(Ordering::Relaxed);
        let holds = |line: usize| {
            self.files
                .line_range(id, line)
                .is_ok_and(|r| r.contains(&offset))
        };
        let near = ((last >> 32) as u32 == file)
            .then_some(last as u32 as usize)
            .and_then(|line| [line, line + 1].into_iter().find(|&l| holds(l)));
        let line = match near {
            Some(line) => line,
            None => self.files.line_index(id, offset).ok()?,
        };
        let found = u64::from(file) << 32 | line as u64;
        if found != last {
            self.last_line.0.store(found, Ordering::Relaxed);
        }
        Some(line)
    }

    /// The 1-based line and column where `span` starts.
    pub fn line_col(&self, span: Span) -> LineCol {
        self.offset_line_col(span.file, span.start as usize)
    }

    /// The 1-based line and column of byte `offset` in `file` (1:1 when out of range).
    pub fn offset_line_col(&self, file: u32, offset: usize) -> LineCol {
        let files = &self.files;
        let id = file as usize;
        match self.line_index(file, offset) {
            Some(line) => {
                let start = files.line_range(id, line).map(|r| r.start).unwrap_or(0);
                // Columns count characters, as in the diagnostics' headers.
                let col = self
                    .text(file)
                    .get(start..offset)
                    .map(|s| s.chars().count())
                    .unwrap_or(offset.saturating_sub(start));
                LineCol {
                    line: line as u32 + 1,
                    col: col as u32 + 1,
                }
            }
            None => LineCol { line: 1, col: 1 },
        }
    }

    /// Byte offset of a 1-based line and column (clamped to the line).
    fn offset_of(&self, file: u32, line: u32, col: u32) -> Option<usize> {
        let range = self.line_range(file, line)?;
        Some((range.start + col.saturating_sub(1) as usize).min(range.end))
    }

    /// The byte range of a 1-based line, its line break included.
    fn line_range(&self, file: u32, line: u32) -> Option<Range<usize>> {
        self.files
            .line_range(file as usize, line.checked_sub(1)? as usize)
            .ok()
    }

    fn line_text(&self, file: u32, line: u32) -> Option<&str> {
        let range = self.line_range(file, line)?;
        let text = self.files.get(file as usize).ok()?.source();
        text.get(range).map(|l| l.trim_end_matches(['\n', '\r']))
    }
}

/// One line of preprocessed text and where it came from.
#[derive(Debug, Clone, Copy)]
struct PpLine {
    pp_start: usize,
    file: u32,
    line: u32,
}

/// Maps byte offsets in gcc's output back to spans in the source files.
pub struct LineMap {
    lines: Vec<PpLine>,
    /// Files gcc marked as system headers: their unsupported declarations are skipped silently.
    system_files: std::collections::HashSet<u32>,
    pp_text: String,
    /// Column alignment per preprocessed line index, computed on demand.
    columns: std::cell::RefCell<HashMap<usize, Vec<Aligned>>>,
    /// The line of the last offset located. The model is built in source order, so the
    /// next offset is almost always on that line or a few after it: a binary search over
    /// a million lines instead missed the caches at every step.
    last_line: std::cell::Cell<usize>,
    /// The last preprocessed line located, and the range of its original line when the
    /// two are the same text (most lines): then an offset maps by adding, without looking
    /// the original line up and comparing it again for each of the line's nodes.
    last_copy: std::cell::Cell<Option<(usize, Option<Range<usize>>)>>,
}

impl LineMap {
    /// Reads gcc's line markers (`# 12 "file.cu" 1`). `resolve` turns a marker's
    /// file name into a file of `sources`, loading it if needed.
    pub fn new(pp_text: String, mut resolve: impl FnMut(&str) -> u32) -> LineMap {
        let mut lines = Vec::new();
        let mut file = resolve("<built-in>");
        let mut line = 1u32;
        let mut offset = 0usize;
        let mut system_files = std::collections::HashSet::new();
        // gcc also flags the user's own file as a system header around the expansion of
        // a system header's macro (`NULL`): a file is a system header only if every
        // marker for it says so.
        let mut user_files = std::collections::HashSet::new();
        for raw in pp_text.split_inclusive('\n') {
            if let Some((l, f, system)) = parse_line_marker(raw) {
                file = resolve(&f);
                if system {
                    system_files.insert(file);
                } else {
                    user_files.insert(file);
                }
                line = l;
            } else {
                lines.push(PpLine {
                    pp_start: offset,
                    file,
                    line,
                });
                line += 1;
            }
            offset += raw.len();
        }
        system_files.retain(|f| !user_files.contains(f));
        LineMap {
            lines,
            system_files,
            pp_text,
            columns: Default::default(),
            last_line: Default::default(),
            last_copy: Default::default(),
        }
    }

    pub fn system_files(&self) -> &std::collections::HashSet<u32> {
        &self.system_files
    }

    pub fn is_system_file(&self, file: u32) -> bool {
        self.system_files.contains(&file)
    }

    /// The offset of the first preprocessed line from a file other than `file`, after at
    /// least one line from `file`; `None` if `file` does not come first.
    pub fn end_of_leading(&self, file: u32) -> Option<usize> {
        let first = self.lines.first()?;
        if first.file != file {
            return None;
        }
        let after = self.lines.iter().find(|l| l.file != file)?;
        Some(after.pp_start)
    }

    pub fn pp_text(&self) -> &str {
        &self.pp_text
    }

    /// Overwrites `range` of the preprocessed text with spaces (newlines kept), so that
    /// every other offset keeps its meaning. `false` if there was nothing left to blank.
    pub fn blank(&mut self, range: std::ops::Range<usize>) -> bool {
        let Some(part) = self.pp_text.get(range.clone()) else {
            return false;
        };
        if part.trim().is_empty() {
            return false;
        }
        let blanked: String = part
            .chars()
            .flat_map(|c| {
                let fill = if c == '\n' { '\n' } else { ' ' };
                std::iter::repeat_n(fill, if c == '\n' { 1 } else { c.len_utf8() })
            })
            .collect();
        self.pp_text.replace_range(range, &blanked);
        self.columns.borrow_mut().clear();
        self.last_copy.set(None);
        true
    }

    /// The file and byte offset of preprocessed offset `pp`.
    pub fn locate(&self, sources: &SourceMap, pp: usize) -> (u32, usize) {
        self.locate_in_span(sources, pp, false)
    }

    fn locate_in_span(&self, sources: &SourceMap, pp: usize, end_of_span: bool) -> (u32, usize) {
        let Some(idx) = self.line_of(pp) else {
            return (self.lines.first().map(|l| l.file).unwrap_or(0), 0);
        };
        let pl = self.lines[idx];
        let pp_col = pp - pl.pp_start;
        if let Some(orig) = self.copied_line(sources, idx) {
            return (pl.file, (orig.start + pp_col).min(orig.end));
        }
        let col = self.column(sources, idx, pp_col, end_of_span);
        let offset = sources.offset_of(pl.file, pl.line, col).unwrap_or(0);
        (pl.file, offset)
    }

    /// The index of the preprocessed line holding offset `pp` (`None` before the first).
    fn line_of(&self, pp: usize) -> Option<usize> {
        const NEAR: usize = 8;
        let from = self.last_line.get();
        let starts_after = |i: usize| self.lines.get(i).is_none_or(|l| l.pp_start > pp);
        let near = self.lines.get(from).is_some_and(|l| l.pp_start <= pp);
        let hit = near.then(|| (from..from + NEAR).find(|&i| starts_after(i + 1)));
        let idx = match hit.flatten() {
            Some(i) => i,
            None => match self.lines.binary_search_by(|l| l.pp_start.cmp(&pp)) {
                Ok(i) => i,
                Err(0) => return None,
                Err(i) => i - 1,
            },
        };
        self.last_line.set(idx);
        Some(idx)
    }

    /// A span from preprocessed offsets `[start, end)`. Whitespace at either
    /// end is left out (lang-c's spans of some nodes include the whitespace
    /// after them).
    pub fn span(&self, sources: &SourceMap, start: usize, end: usize) -> Span {
        let (start, end) = self.trim(start, end);
        let (file, s) = self.locate(sources, start);
        let e = if end > start {
            let (efile, e) = self.locate_in_span(sources, end - 1, true);
            if efile == file && e >= s {
                e + 1
            } else {
                s + 1
            }
        } else {
            s
        };
        Span {
            file,
            start: s as u32,
            end: e as u32,
        }
    }

    /// `[start, end)` without leading and trailing whitespace (unchanged if
    /// it is all whitespace or not a valid range).
    fn trim(&self, start: usize, end: usize) -> (usize, usize) {
        let Some(text) = self.pp_text.get(start..end) else {
            return (start, end);
        };
        let trimmed = text.trim_start();
        if trimmed.is_empty() {
            return (start, end);
        }
        let start = start + (text.len() - trimmed.len());
        (start, start + trimmed.trim_end().len())
    }

    /// Preprocessed line `idx`, without its line break.
    fn pp_line(&self, idx: usize) -> &str {
        let start = self.lines[idx].pp_start;
        let end = self
            .lines
            .get(idx + 1)
            .map(|l| l.pp_start)
            .unwrap_or(self.pp_text.len());
        self.pp_text[start..end].trim_end_matches(['\n', '\r'])
    }

    /// The byte range of preprocessed line `idx`'s original line, if the two are the same
    /// text.
    fn copied_line(&self, sources: &SourceMap, idx: usize) -> Option<Range<usize>> {
        if let Some((i, orig)) = self.last_copy.take() {
            if i == idx {
                self.last_copy.set(Some((i, orig.clone())));
                return orig;
            }
        }
        let pl = self.lines[idx];
        let pp_line = self.pp_line(idx);
        let orig = sources
            .line_range(pl.file, pl.line)
            .filter(|_| sources.line_text(pl.file, pl.line) == Some(pp_line));
        self.last_copy.set(Some((idx, orig.clone())));
        orig
    }

    /// 1-based column in the original line for byte `pp_col` of preprocessed line `idx`,
    /// which is not a copy of its original line ([`Self::copied_line`] maps those).
    fn column(&self, sources: &SourceMap, idx: usize, pp_col: usize, end_of_span: bool) -> u32 {
        let pl = self.lines[idx];
        let pp_line = self.pp_line(idx);
        let Some(orig) = sources.line_text(pl.file, pl.line) else {
            return pp_col as u32 + 1;
        };
        let mut cache = self.columns.borrow_mut();
        let map = cache
            .entry(idx)
            .or_insert_with(|| align_columns(pp_line, orig));
        // The token containing pp_col, or the nearest one before it. Within a token the
        // column advances; a token from an expansion stands for its macro's name: its
        // first byte at the name's start, the last of a span at the name's end.
        let i = match map.binary_search_by(|&(start, ..)| start.cmp(&pp_col)) {
            Ok(i) => i,
            Err(0) => return map.first().map(|m| m.1).unwrap_or(pp_col as u32 + 1),
            Err(i) => i - 1,
        };
        let (start, col, width, matched) = map[i];
        if matched {
            col + (pp_col - start) as u32
        } else if end_of_span {
            col + width.saturating_sub(1)
        } else {
            col
        }
    }
}

/// A line marker `# LINE "FILE" FLAGS...`: the line, the file, and whether
/// flag 3 (a system header) is set.
fn parse_line_marker(raw: &str) -> Option<(u32, String, bool)> {
    let rest = raw.strip_prefix("# ")?;
    let (num, rest) = rest.split_once(' ')?;
    let line: u32 = num.parse().ok()?;
    let rest = rest.trim_end().strip_prefix('"')?;
    let name_end = rest.rfind('"')?;
    let system = rest[name_end + 1..].split_whitespace().any(|f| f == "3");
    Some((line, rest[..name_end].replace("\\\\", "\\"), system))
}

/// A token of a line: its byte offset and text.
fn tokens(line: &str, skip_comments: bool) -> Vec<(usize, &str)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if skip_comments && line[i..].starts_with("//") {
            break;
        } else if skip_comments && line[i..].starts_with("/*") {
            i = line[i + 2..]
                .find("*/")
                .map(|p| i + 2 + p + 2)
                .unwrap_or(bytes.len());
        } else if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.')
            {
                i += 1;
            }
            out.push((start, &line[start..i]));
        } else if c == b'"' || c == b'\'' {
            let start = i;
            i += 1;
            while i < bytes.len() && bytes[i] != c {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            out.push((start, &line[start..i]));
        } else {
            let start = i;
            i += 1;
            while i < bytes.len() && !line.is_char_boundary(i) {
                i += 1;
            }
            out.push((start, &line[start..i]));
        }
    }
    out
}

/// A token of a preprocessed line: its byte offset, the 1-based column in the original line
/// it maps to, the width of the original token there, and whether it is that token (or
/// comes from a macro's expansion).
type Aligned = (usize, u32, u32, bool);

/// For each token of the preprocessed line: (its byte offset, its 1-based
/// column in the original line, the original token's width). Unmatched tokens (macro
/// expansions) take the first unmatched original token in the same gap (the macro
/// name), or the name of the function-like macro whose invocation holds the gap.
fn align_columns(pp_line: &str, orig: &str) -> Vec<Aligned> {
    let a = tokens(pp_line, false);
    let b = tokens(orig, true);
    // Lines are short; guard against pathological ones by a plain cap.
    if a.len() * b.len() > 4_000_000 {
        return a
            .iter()
            .map(|&(s, t)| (s, s as u32 + 1, t.len() as u32, true))
            .collect();
    }
    let mut blocked = vec![false; b.len()];
    let (map, matched) = align(&a, &b, &blocked, orig.len());
    // An identifier of the original line that is missing from the output was
    // expanded: it names a macro. If it is a function-like macro, its
    // parentheses and commas are gone too, but the alignment may have paired
    // them with parentheses of the expansion, which then map into the
    // arguments instead of to the macro's name. Align again without them.
    let mut any = false;
    // Function-like invocations: (name's token index, closing parenthesis's index).
    let mut invocations = Vec::new();
    for j in 0..b.len() {
        let ident = b[j]
            .1
            .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        if matched[j] || !ident || b.get(j + 1).map(|t| t.1) != Some("(") {
            continue;
        }
        let mut depth = 0usize;
        for k in j + 1..b.len() {
            match b[k].1 {
                "(" => {
                    depth += 1;
                    blocked[k] |= depth == 1;
                }
                ")" => {
                    depth -= 1;
                    if depth == 0 {
                        blocked[k] = true;
                        invocations.push((j, k));
                        break;
                    }
                }
                "," if depth == 1 => blocked[k] = true,
                _ => {}
            }
        }
        any = true;
    }
    if !any {
        return map;
    }
    let (mut map, _) = align(&a, &b, &blocked, orig.len());
    for entry in &mut map {
        let (_, col, _, matched) = *entry;
        if matched {
            continue;
        }
        // The innermost invocation holding the gap: a macro invoked in another's
        // argument stands for its own expansion, as Clang's locations say.
        let holder = invocations
            .iter()
            .filter(|&&(name, close)| (b[name].0 as u32 + 1..=b[close].0 as u32 + 1).contains(&col))
            .max_by_key(|&&(name, _)| name);
        if let Some(&(name, _)) = holder {
            entry.1 = b[name].0 as u32 + 1;
            entry.2 = b[name].1.len() as u32;
        }
    }
    copy_arguments(&a, &b, &invocations, &mut map);
    map
}

/// An argument that the expansion repeats (`TWICE(e)` is `((e) + (e))`) is aligned once;
/// every other copy gets the columns of the aligned one, since Clang locates each copy's
/// tokens where the argument is written. Only arguments of two or more tokens are
/// copied: a lone token may as well come from the macro's body.
fn copy_arguments(
    a: &[(usize, &str)],
    b: &[(usize, &str)],
    invocations: &[(usize, usize)],
    map: &mut [Aligned],
) {
    for &(name, close) in invocations {
        let mut depth = 0usize;
        let mut start = name + 2;
        for k in name + 1..=close {
            match b[k].1 {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth = depth.saturating_sub(1),
                _ => {}
            }
            let ends = (b[k].1 == "," && depth == 1) || k == close;
            if !ends {
                continue;
            }
            if k >= start + 2 {
                let (first, last) = (b[start].0 as u32 + 1, b[k - 1].0 as u32 + 1);
                copy_argument(a, map, first..=last);
            }
            start = k + 1;
        }
    }
}

/// Finds the run of preprocessed tokens aligned into the columns `span` (one copy of an
/// argument) and gives its columns to each later, unaligned run of the same tokens.
fn copy_argument(a: &[(usize, &str)], map: &mut [Aligned], span: RangeInclusive<u32>) {
    let inside = |m: &Aligned| span.contains(&m.1);
    let Some(from) = map.iter().position(|m| m.3 && inside(m)) else {
        return;
    };
    let len = map[from..].iter().take_while(|m| inside(m)).count();
    let copy: Vec<&str> = a[from..from + len].iter().map(|t| t.1).collect();
    let mut i = from + len;
    while i + len <= a.len() {
        let same = a[i..i + len].iter().map(|t| t.1).eq(copy.iter().copied());
        if same && map[i..i + len].iter().all(|m| !m.3) {
            for q in 0..len {
                let (at, ..) = map[i + q];
                map[i + q] = (at, map[from + q].1, map[from + q].2, map[from + q].3);
            }
            i += len;
        } else {
            i += 1;
        }
    }
}

/// One longest-common-subsequence alignment of token lists `a` (output) and
/// `b` (original), where `blocked` tokens of `b` never match: the column of
/// each token of `a`, and which tokens of `b` were matched.
fn align(
    a: &[(usize, &str)],
    b: &[(usize, &str)],
    blocked: &[bool],
    orig_len: usize,
) -> (Vec<Aligned>, Vec<bool>) {
    let (n, m) = (a.len(), b.len());
    let eq = |i: usize, j: usize| !blocked[j] && a[i].1 == b[j].1;
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if eq(i, j) {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let mut out = Vec::with_capacity(n);
    let mut matched = vec![false; m];
    let (mut i, mut j) = (0, 0);
    // The first original token skipped since the last match: (column, width).
    let mut gap: Option<(u32, u32)> = None;
    while i < n {
        if j < m && eq(i, j) {
            out.push((a[i].0, b[j].0 as u32 + 1, b[j].1.len() as u32, true));
            matched[j] = true;
            gap = None;
            i += 1;
            j += 1;
        } else if j < m && lcs[at(i, j + 1)] >= lcs[at(i + 1, j)] {
            gap.get_or_insert((b[j].0 as u32 + 1, b[j].1.len() as u32));
            j += 1;
        } else {
            let (col, width) = gap
                .or_else(|| b.get(j).map(|t| (t.0 as u32 + 1, t.1.len() as u32)))
                .unwrap_or((orig_len as u32 + 1, 1));
            out.push((a[i].0, col, width, false));
            i += 1;
        }
    }
    (out, matched)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Offsets located in any order (forward, backward, far jumps, the same twice) land on
    /// the line a plain search finds: the remembered line is only a starting point.
    #[test]
    fn offsets_are_located_on_their_line_in_any_order() {
        let text: String = (0..200)
            .map(|i| match i % 50 {
                0 => format!("# {} \"f.cu\"\n", i + 1),
                7 => "\n".to_string(),
                _ => format!("{}\n", "x".repeat(i % 13)),
            })
            .collect();
        let map = LineMap::new(text.clone(), |_| 0);
        let expected = |pp: usize| map.lines.iter().rposition(|l| l.pp_start <= pp);
        let len = text.len();
        let mut offsets: Vec<usize> = (0..len).collect();
        offsets.extend((0..len).rev());
        offsets.extend((0..len).map(|i| i * 7919 % len));
        for pp in offsets {
            assert_eq!(map.line_of(pp), expected(pp), "offset {pp}");
        }
    }

    /// The same for a source file's lines and columns ([`SourceMap::offset_line_col`]), across
    /// two files whose lookups interleave, and past a file's end.
    #[test]
    fn source_offsets_are_located_on_their_line_in_any_order() {
        let mut sources = SourceMap::default();
        let texts: Vec<String> = (0..2)
            .map(|f| {
                (0..120)
                    .map(|i| format!("{}é\n", "y".repeat((i + f) % 9)))
                    .collect()
            })
            .collect();
        let ids: Vec<u32> = texts
            .iter()
            .enumerate()
            .map(|(f, t)| sources.add(format!("f{f}.cu"), t.clone()))
            .collect();
        let expected = |f: usize, offset: usize| {
            let before = &texts[f][..offset.min(texts[f].len())];
            let line = before.matches('\n').count();
            let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count());
            LineCol {
                line: line as u32 + 1,
                col: col as u32 + 1,
            }
        };
        let len = texts[0].len();
        let mut offsets: Vec<usize> = (0..len).collect();
        offsets.extend((0..len).rev());
        offsets.extend((0..len).map(|i| i * 7919 % len));
        for (k, &offset) in offsets.iter().enumerate() {
            let f = k % 2;
            if !texts[f].is_char_boundary(offset) {
                continue;
            }
            assert_eq!(
                sources.offset_line_col(ids[f], offset),
                expected(f, offset),
                "file {f}, offset {offset}"
            );
        }
        // Past the end: the last line, as a plain search gives.
        let end = sources
            .files()
            .line_index(ids[0] as usize, len + 5)
            .unwrap() as u32
            + 1;
        assert_eq!(
            sources.line(Span {
                file: ids[0],
                start: len as u32 + 5,
                end: 0
            }),
            end
        );
    }

    #[test]
    fn collapsed_whitespace_and_comments_align() {
        let map = align_columns("int a = 4 ; int b;", "\tint  a =   N ;   /* c */  int b;");
        let cols: Vec<u32> = map.iter().map(|m| m.1).collect();
        assert_eq!(cols, vec![2, 7, 9, 13, 15, 28, 32, 33]);
    }

    #[test]
    fn macro_expansion_maps_to_macro_name() {
        let pp = "__attribute__((tangle_global)) void k(int *p) { }";
        let orig = "__global__ void k(int *p) { }";
        let map = align_columns(pp, orig);
        // Every token of the expansion maps to column 1, `void` to 12.
        assert!(map.iter().take(6).all(|m| m.1 == 1), "{map:?}");
        assert_eq!(map[6].1, 12);
    }

    #[test]
    fn function_like_macro_maps_to_its_name() {
        // `SQ(a)` expands to `((a) * (a))`: the expansion's parentheses must
        // not pair with the invocation's, so the expression starts at `SQ`; the
        // argument keeps its column once, every other token is the macro's.
        let map = align_columns("    int b = ((a) * (a));", "    int b = SQ(a);");
        let cols: Vec<u32> = map.iter().map(|m| m.1).collect();
        assert_eq!(
            cols,
            vec![5, 9, 11, 13, 13, 16, 13, 13, 13, 13, 13, 13, 18],
            "{map:?}"
        );
    }

    #[test]
    fn macro_arguments_keep_their_columns() {
        let map = align_columns("x = g(1 + y);", "x = CALL(g, 1 + y);");
        let cols: Vec<u32> = map.iter().map(|m| m.1).collect();
        // x = g ( 1 + y ) ; -- the expansion's parentheses are the macro's.
        assert_eq!(cols, vec![1, 3, 10, 5, 13, 15, 17, 5, 19], "{map:?}");
    }

    /// The column each occurrence of `name` in the preprocessed line maps to.
    fn columns_of(pp: &str, orig: &str, name: &str) -> Vec<u32> {
        let map = align_columns(pp, orig);
        tokens(pp, false)
            .iter()
            .zip(&map)
            .filter(|((_, t), _)| *t == name)
            .map(|(_, m)| m.1)
            .collect()
    }

    #[test]
    fn a_call_in_a_macro_argument_is_where_the_argument_is_written_in_every_copy() {
        // Clang's `!dbg` for a token from a macro argument is the argument's spelling
        // (SourceManager::getFileLoc), for each copy the expansion makes.
        let orig = "  int b = TWICE(__ballot_sync(FULL, t > 2));";
        let pp =
            "  int b = ((__ballot_sync(0xffffffff, t > 2)) + (__ballot_sync(0xffffffff, t > 2)));";
        assert_eq!(columns_of(pp, orig, "__ballot_sync"), [17, 17]);
        let orig = "  int b = MAX(__ballot_sync(0xffffffff, t & 1), 3);";
        let pp = "  int b = ((__ballot_sync(0xffffffff, t & 1)) > (3) ? (__ballot_sync(0xffffffff, t & 1)) : (3));";
        assert_eq!(columns_of(pp, orig, "__ballot_sync"), [15, 15]);
        // Through two macros: the argument as written.
        let orig = "  int c = A2(__any_sync(FULL, t > 3)) + 1;";
        let pp = "  int c = __any_sync(0xffffffff, t > 3) + 1;";
        assert_eq!(columns_of(pp, orig, "__any_sync"), [14]);
        // A call from the body of a macro whose argument holds a call: the name, and the argument.
        let orig = "  int e = BALLOT(__popc(__ballot_sync(FULL, t > 9)));";
        let pp = "  int e = __ballot_sync(0xffffffff, (__popc(__ballot_sync(0xffffffff, t > 9))));";
        assert_eq!(columns_of(pp, orig, "__ballot_sync"), [11, 25]);
    }

    #[test]
    fn line_markers_parse() {
        assert_eq!(
            parse_line_marker("# 12 \"a b.cu\" 1 3\n"),
            Some((12, "a b.cu".to_string(), true))
        );
        assert_eq!(parse_line_marker("#pragma once\n"), None);
    }

    #[test]
    fn copied_and_expanded_lines_locate_their_offsets() {
        let mut sources = SourceMap::default();
        let file = sources.add("k.cu", "int a = 1;\nint b = N;\nint c = 3;\n");
        let pp = "# 1 \"k.cu\"\nint a = 1;\nint b = 42;\nint c = 3;\n";
        let mut map = LineMap::new(pp.to_string(), |_| file);
        let at = |map: &LineMap, needle: &str| map.locate(&sources, pp.find(needle).unwrap());
        // A copied line maps by adding; an expansion maps to its macro's name; each twice,
        // the second time from the last line's memo.
        for _ in 0..2 {
            assert_eq!(at(&map, "1;"), (file, 8));
            assert_eq!(at(&map, "42"), (file, 19));
            assert_eq!(at(&map, "3;"), (file, 30));
            assert_eq!(at(&map, "c ="), (file, 26));
        }
        // Blanking a copied line makes it differ from its original: `c` stays in place.
        assert!(map.blank(pp.find("int c").unwrap()..pp.find("c =").unwrap()));
        assert_eq!(at(&map, "c ="), (file, 26));
        assert_eq!(at(&map, "3;"), (file, 30));
    }
}
