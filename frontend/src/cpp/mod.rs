//! An in-process C preprocessor for the files it can handle exactly as gcc's does, so that
//! most compiles start no process: `cc1 -E` was about half of `tangle lower`'s time on a
//! small kernel, nearly all of it the process's start.
//!
//! It is written here because no well-kept Rust crate preprocesses C the way gcc does
//! (predefined macros, include search, line markers). It takes the common path only and
//! gives up, handing the file to gcc, on anything where gcc would print a message or where
//! its behaviour is subtle: a missing header, `#error`, a redefined macro, `__VA_OPT__`,
//! `_Pragma`, a directive inside macro arguments, `__has_attribute` deciding an `#if`.
//! What it produces has gcc's line markers and puts every token on the line gcc puts it
//! (a test compares the two on every sample), so the rest of the frontend reads it as
//! gcc's output.
//!
//! Macro expansion follows Prosser's algorithm with hide sets, as chibicc's preprocessor
//! (MIT licence, Rui Ueyama) implements it, with placemarkers for `##` (C11 6.10.3.3).

mod expr;
mod lex;

pub(crate) use lex::punctuator_len;
use lex::{HideSet, Kind, Spliced, Token};
use rustc_hash::{FxHashMap, FxHashSet};
use std::path::Path;
use std::rc::Rc;

/// What gcc's build on this machine says about itself (recorded by `build.rs`).
struct GccFacts {
    /// `#define` lines for its predefined macros.
    predefined: &'static str,
    /// Its `#include <...>` directories, in search order.
    system_dirs: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/gcc_facts.rs"));

/// Where the prelude is said to be in line markers (the resolver maps it back).
pub(crate) const PRELUDE_PATH: &str = "<tangle>/tangle.h";
/// The directory the compatibility headers are said to be in.
pub(crate) const COMPAT_DIR: &str = "<tangle>/include";

/// Why the in-process preprocessor handed a file to gcc.
#[derive(Debug)]
pub(crate) struct Unhandled(
    // Read by the tests, which list what goes to gcc.
    #[cfg_attr(not(test), allow(dead_code))] pub &'static str,
);

type Result<T> = std::result::Result<T, Unhandled>;

fn unhandled<T>(why: &'static str) -> Result<T> {
    Err(Unhandled(why))
}

/// The input as gcc is told about it.
pub(crate) struct Request<'a> {
    /// The main file's name in line markers: its path as given, or `<stdin>`.
    pub name: &'a str,
    pub text: &'a str,
    /// `-D` options.
    pub defines: &'a [String],
    /// `-I` options.
    pub include_dirs: &'a [std::path::PathBuf],
}

/// Preprocesses like `cc1 -E -std=gnu11 -D__TANGLE__ -include tangle.h -I <compat>`,
/// or says why it cannot.
pub(crate) fn preprocess(request: &Request) -> Result<String> {
    let mut cpp = started(request)?;
    let main = MAIN_FILE;
    let file = &mut cpp.files[main as usize];
    file.name = request.name.into();
    file.spliced = Spliced::new(request.text);
    file.dir = dir_of(request.name);
    cpp.main_name = request.name.into();
    cpp.push_file(main, Kind::Start)?;
    cpp.run()?;
    // The main file's first marker, which the prefix was read without.
    cpp.out
        .out
        .insert_str(0, &format!("# 0 {}\n", quote(request.name)));
    Ok(cpp.out.finish())
}

/// The main file's number: it is added first, as gcc numbers it.
const MAIN_FILE: u32 = 0;

thread_local! {
    /// The state [`preprocess`] starts the main file in: gcc's predefined macros, the
    /// `-D` options, `stdc-predef.h` and the prelude read. That is the same for every file
    /// compiled with the same options and was about 0.45 ms of each compile (most of an
    /// empty kernel's preprocessing), so a thread keeps the last one made, keyed by the
    /// options.
    static STARTED: std::cell::RefCell<Option<(StartKey, Cpp)>> = const { std::cell::RefCell::new(None) };
}

type StartKey = (Vec<String>, Vec<std::path::PathBuf>);

/// A copy of the started state for `request` (its main file still empty).
fn started(request: &Request) -> Result<Cpp> {
    let key = (request.defines.to_vec(), request.include_dirs.to_vec());
    let kept = STARTED.with(|s| match &*s.borrow() {
        Some((k, cpp)) if *k == key => Some(cpp.clone()),
        _ => None,
    });
    if let Some(cpp) = kept {
        return Ok(cpp);
    }
    let cpp = start(request)?;
    // A state that expanded the main file's name is this file's only.
    if !cpp.main_name_read {
        STARTED.with(|s| *s.borrow_mut() = Some((key, cpp.clone())));
    }
    Ok(cpp)
}

/// Reads everything gcc reads before the main file (see [`started`]). The main file is
/// added as file [`MAIN_FILE`], empty: its text and its first line marker come later.
fn start(request: &Request) -> Result<Cpp> {
    let Some(facts) = GCC_FACTS else {
        return unhandled("gcc's predefined macros were not recorded at build time");
    };
    let mut cpp = Cpp::new(request, facts.system_dirs);
    let mut command_line = String::from("#define __TANGLE__ 1\n");
    for d in request.defines {
        if d.contains('\n') {
            return unhandled("a -D option holds a newline");
        }
        match d.split_once('=') {
            Some((name, value)) => command_line.push_str(&format!("#define {name} {value}\n")),
            None => command_line.push_str(&format!("#define {d} 1\n")),
        }
    }
    let main = cpp.add_file(request.name, "", false, None);
    debug_assert_eq!(main, MAIN_FILE);
    let built_in = cpp.add_file("<built-in>", facts.predefined, false, None);
    cpp.files[built_in as usize].fixed = true;
    let command = cpp.add_file("<command-line>", &command_line, false, None);
    cpp.out.marker(0, "<built-in>", "", false);
    cpp.out.marker(0, "<command-line>", "", false);

    // The stack runs backwards: what is pushed last is read first. The main file is read
    // after all of it: `preprocess` pushes it once this has run.
    // The prelude, included by the command line (`push_included`, its tokens cached).
    cpp.pending.push(cpp.marker_token(Kind::Leave, command, 0));
    let prelude = cpp.add_file(PRELUDE_PATH, crate::PRELUDE, false, None);
    cpp.files[prelude as usize].fixed = true;
    cpp.push_file(prelude, Kind::Enter)?;
    if let Some((path, system, index)) = cpp.search("stdc-predef.h", true, false)? {
        let text = cpp.read(&path)?;
        cpp.push_included(command, 0, &path, &text, system, index)?;
    }
    cpp.push_tokens(command)?;
    cpp.push_tokens(built_in)?;
    cpp.run()?;
    Ok(cpp)
}

/// The directory a file's quoted includes are searched in first, as gcc names it
/// (`""` for the current directory).
fn dir_of(path: &str) -> String {
    match path.rfind('/') {
        Some(0) => "/".into(),
        Some(i) => path[..i].into(),
        // `<stdin>`, `<built-in>` and a file named without a directory.
        None => String::new(),
    }
}

fn join(dir: &str, name: &str) -> String {
    match dir {
        "" => name.into(),
        d if d.ends_with('/') => format!("{d}{name}"),
        d => format!("{d}/{name}"),
    }
}

#[derive(Clone)]
struct File {
    name: Rc<str>,
    spliced: Spliced,
    system: bool,
    /// The directory its quoted includes search first.
    dir: String,
    /// Its directory's index in the search chain, where `#include_next` goes on from.
    found_in: Option<usize>,
    /// One of the texts every compile reads first (gcc's predefined macros, the
    /// prelude): its tokens are lexed once per thread ([`FIXED_TOKENS`]).
    fixed: bool,
}

/// Tokens by file number and name.
type TokenCache = FxHashMap<(u32, Rc<str>), Rc<[Token]>>;

thread_local! {
    /// The tokens of the [`File::fixed`] texts: lexing them was a third of the frontend's
    /// time on a generated kernel. Tokens hold `Rc`s, so the cache is the thread's;
    /// `crate::compile` keeps a thread per caller.
    static FIXED_TOKENS: std::cell::RefCell<TokenCache> = Default::default();
}

#[derive(Clone)]
enum SearchDir {
    /// The compatibility headers, in memory.
    Compat,
    Disk {
        path: String,
        system: bool,
    },
}

#[derive(Clone, Copy)]
enum Builtin {
    File,
    Line,
    BaseFile,
    /// A builtin whose value we do not reproduce (`__COUNTER__`, `__DATE__`, ...).
    Unhandled,
}

struct Macro {
    /// The name's id in hide sets.
    id: u32,
    /// `None`: object-like.
    params: Option<Vec<Rc<str>>>,
    /// The last parameter takes the variable arguments.
    variadic: bool,
    body: Vec<Token>,
    builtin: Option<Builtin>,
}

impl Macro {
    fn same_definition(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| a.text == b.text && (i == 0 || a.space == b.space))
    }

    fn param(&self, tok: &Token) -> Option<usize> {
        if tok.kind != Kind::Ident {
            return None;
        }
        self.params.as_ref()?.iter().position(|p| *p == tok.text)
    }
}

/// An `#if` group being read.
#[derive(Clone)]
struct Cond {
    /// One of its branches was taken: the rest are skipped.
    taken: bool,
    /// Its `#else` was read: another `#else` or `#elif` is gcc's error.
    in_else: bool,
}

/// A file being read, on the include stack.
#[derive(Clone)]
struct Frame {
    file: u32,
    /// How many conditionals were open when it was entered: it must close its own.
    conds: usize,
}

#[derive(Clone)]
struct Cpp {
    files: Vec<File>,
    /// The tokens still to read, the next one last.
    pending: Vec<Token>,
    /// Shared with the copies of the started state ([`started`]).
    macros: FxHashMap<Rc<str>, Rc<Macro>>,
    ids: FxHashMap<Rc<str>, u32>,
    conds: Vec<Cond>,
    stack: Vec<Frame>,
    once: FxHashSet<Rc<str>>,
    chain: Vec<SearchDir>,
    compat: Rc<FxHashMap<&'static str, String>>,
    main_name: Rc<str>,
    /// The main file's name was expanded (`__BASE_FILE__`, or `__FILE__` outside any file).
    main_name_read: bool,
    out: Printer,
    /// Tokens made by macro expansion so far (see [`EXPANSION_BUDGET`]).
    expanded: u64,
}

/// Tokens macro expansion may make before the file goes to gcc. Nested invocations
/// (`F(F(F(...)))`) copy their arguments at every level, which takes memory quadratic in
/// the depth, as in gcc; past this (about a hundred megabytes of tokens) gcc's own copies are the
/// smaller. A sample, with the prelude and the C library's headers, makes about 50,000.
const EXPANSION_BUDGET: u64 = 2_000_000;

impl Cpp {
    fn new(request: &Request, system_dirs: &[&str]) -> Cpp {
        let mut chain = vec![SearchDir::Compat];
        let mut seen: Vec<String> = Vec::new();
        for dir in request.include_dirs {
            let path = dir.display().to_string();
            // gcc ignores an empty `-I ""`, a directory given twice, and a system
            // directory given with `-I` (which stays a system directory, where it was).
            if path.is_empty() {
                continue;
            }
            let path = trim_slashes(&path);
            if seen.contains(&path) || system_dirs.contains(&path.as_str()) {
                continue;
            }
            seen.push(path.clone());
            chain.push(SearchDir::Disk {
                path,
                system: false,
            });
        }
        for dir in system_dirs {
            chain.push(SearchDir::Disk {
                path: dir.to_string(),
                system: true,
            });
        }
        let mut cpp = Cpp {
            files: Vec::new(),
            pending: Vec::new(),
            macros: FxHashMap::default(),
            ids: FxHashMap::default(),
            conds: Vec::new(),
            stack: Vec::new(),
            once: FxHashSet::default(),
            chain,
            compat: Rc::new(crate::headers::compat_headers().into_iter().collect()),
            main_name: request.name.into(),
            main_name_read: false,
            out: Printer::default(),
            expanded: 0,
        };
        for (name, builtin) in [
            ("__FILE__", Builtin::File),
            ("__LINE__", Builtin::Line),
            ("__BASE_FILE__", Builtin::BaseFile),
            ("__COUNTER__", Builtin::Unhandled),
            ("__INCLUDE_LEVEL__", Builtin::Unhandled),
            ("__DATE__", Builtin::Unhandled),
            ("__TIME__", Builtin::Unhandled),
            ("__TIMESTAMP__", Builtin::Unhandled),
            ("__FILE_NAME__", Builtin::Unhandled),
        ] {
            let id = cpp.id(name);
            cpp.macros.insert(
                name.into(),
                Rc::new(Macro {
                    id,
                    params: None,
                    variadic: false,
                    body: Vec::new(),
                    builtin: Some(builtin),
                }),
            );
        }
        cpp
    }

    fn id(&mut self, name: &str) -> u32 {
        let next = self.ids.len() as u32;
        *self.ids.entry(name.into()).or_insert(next)
    }

    fn add_file(&mut self, name: &str, text: &str, system: bool, found_in: Option<usize>) -> u32 {
        self.files.push(File {
            name: name.into(),
            spliced: Spliced::new(text),
            system,
            dir: dir_of(name),
            found_in,
            fixed: false,
        });
        (self.files.len() - 1) as u32
    }

    /// Pushes a file's tokens.
    fn push_tokens(&mut self, file: u32) -> Result<()> {
        let f = &self.files[file as usize];
        if f.fixed {
            let key = (file, f.name.clone());
            let cached = FIXED_TOKENS.with(|c| c.borrow().get(&key).cloned());
            let tokens = match cached {
                Some(tokens) => tokens,
                None => {
                    let tokens: Rc<[Token]> = self.lex(file)?.into();
                    FIXED_TOKENS.with(|c| c.borrow_mut().insert(key, tokens.clone()));
                    tokens
                }
            };
            self.pending.extend(tokens.iter().rev().cloned());
            return Ok(());
        }
        let tokens = self.lex(file)?;
        if self.pending.is_empty() {
            // The main file, pushed first: its tokens become the stack without a copy.
            let mut tokens = tokens;
            tokens.reverse();
            self.pending = tokens;
        } else {
            self.pending.extend(tokens.into_iter().rev());
        }
        Ok(())
    }

    fn lex(&self, file: u32) -> Result<Vec<Token>> {
        let spliced = &self.files[file as usize].spliced;
        if warned_text(&spliced.text) {
            return unhandled("a trigraph or a backslash gcc warns about");
        }
        match lex::tokenize(file, spliced) {
            Some(tokens) => Ok(tokens),
            None => unhandled("an unterminated comment"),
        }
    }

    /// Pushes a file between its entry (`Kind::Enter` or `Kind::Start`) and nothing after.
    fn push_file(&mut self, file: u32, entry: Kind) -> Result<()> {
        self.push_tokens(file)?;
        self.pending.push(self.marker_token(entry, file, 1));
        Ok(())
    }

    /// Pushes an included file: its entry, its tokens, and the return to `parent` at
    /// `back_line` (0 for the command line).
    fn push_included(
        &mut self,
        parent: u32,
        back_line: u32,
        name: &str,
        text: &str,
        system: bool,
        found_in: Option<usize>,
    ) -> Result<()> {
        let back = self.marker_token(Kind::Leave, parent, back_line);
        self.pending.push(back);
        let file = self.add_file(name, text, system, found_in);
        self.push_file(file, Kind::Enter)
    }

    fn marker_token(&self, kind: Kind, file: u32, line: u32) -> Token {
        Token {
            kind,
            text: "".into(),
            file,
            line,
            col: 1,
            pos: 0,
            bol: false,
            space: false,
            original: true,
            multiline: false,
            paste: false,
            hideset: None,
        }
    }

    fn current_file(&self) -> u32 {
        self.stack.last().map(|f| f.file).unwrap_or(0)
    }

    fn run(&mut self) -> Result<()> {
        while let Some(tok) = self.pending.pop() {
            match tok.kind {
                Kind::Start => {
                    self.stack.push(Frame {
                        file: tok.file,
                        conds: self.conds.len(),
                    });
                    let name = self.files[tok.file as usize].name.clone();
                    self.out.marker(1, &name, "", false);
                    continue;
                }
                Kind::Enter => {
                    self.stack.push(Frame {
                        file: tok.file,
                        conds: self.conds.len(),
                    });
                    let file = &self.files[tok.file as usize];
                    let (name, system) = (file.name.clone(), file.system);
                    self.out.marker(1, &name, " 1", system);
                    continue;
                }
                Kind::Leave => {
                    let frame = self.stack.pop();
                    if frame.is_none_or(|f| f.conds != self.conds.len()) {
                        return unhandled("an #if without #endif in an included file");
                    }
                    let file = &self.files[tok.file as usize];
                    let (name, system) = (file.name.clone(), file.system);
                    self.out.marker(tok.line, &name, " 2", system);
                    continue;
                }
                _ => {}
            }
            if tok.original && tok.bol {
                if tok.is("#") {
                    self.directive(&tok)?;
                    continue;
                }
                self.out.line_change(tok.line);
            }
            if tok.kind == Kind::Padding {
                self.out.avoid_paste = true;
                continue;
            }
            match self.expand(tok)? {
                None => self.out.avoid_paste = true,
                Some(tok) => match tok.kind {
                    Kind::Unusual => return unhandled("a token gcc warns about"),
                    Kind::Ident if &*tok.text == "_Pragma" => return unhandled("_Pragma"),
                    _ => self.out.token(&tok),
                },
            }
        }
        if !self.conds.is_empty() {
            return unhandled("an #if without #endif");
        }
        Ok(())
    }

    /// The rest of a directive's line.
    fn take_line(&mut self) -> Vec<Token> {
        let mut line = Vec::new();
        while let Some(t) = self.pending.last() {
            if t.bol || !t.original || matches!(t.kind, Kind::Enter | Kind::Leave | Kind::Start) {
                break;
            }
            line.extend(self.pending.pop());
        }
        line
    }

    fn directive(&mut self, hash: &Token) -> Result<()> {
        let line = self.take_line();
        let Some(name) = line.first() else {
            return Ok(());
        };
        let args = &line[1..];
        match &*name.text {
            "define" => self.define(args),
            "undef" => self.undef(args),
            "include" => self.include(hash, args, false),
            "include_next" => self.include(hash, args, true),
            "if" => {
                let taken = self.eval_if(args)?;
                self.open(taken)
            }
            "ifdef" | "ifndef" => {
                let [word] = args else {
                    return unhandled("#ifdef without exactly one name");
                };
                if word.kind != Kind::Ident {
                    return unhandled("#ifdef of a non-name");
                }
                let defined = self.is_defined(&word.text);
                self.open(defined == (&*name.text == "ifdef"))
            }
            "elif" | "else" => {
                if self.conds.len() <= self.stack.last().map_or(0, |f| f.conds) {
                    return unhandled("#else without #if");
                }
                if &*name.text == "else" && !args.is_empty() {
                    return unhandled("tokens after #else");
                }
                let cond = self.conds.last_mut().expect("checked above");
                if cond.in_else {
                    return unhandled("#else or #elif after #else");
                }
                cond.in_else = &*name.text == "else";
                // A live group ended: the rest of this conditional is skipped.
                self.skip_group()
            }
            "endif" => {
                if !args.is_empty() {
                    return unhandled("tokens after #endif");
                }
                if self.conds.len() <= self.stack.last().map_or(0, |f| f.conds) {
                    return unhandled("#endif without #if");
                }
                self.conds.pop();
                Ok(())
            }
            "pragma" => self.pragma(hash, args),
            _ => unhandled("a directive the in-process preprocessor does not handle"),
        }
    }

    fn is_defined(&self, name: &str) -> bool {
        self.macros.contains_key(name)
            || matches!(
                name,
                "__has_include"
                    | "__has_include_next"
                    | "__has_attribute"
                    | "__has_cpp_attribute"
                    | "__has_c_attribute"
                    | "__has_builtin"
            )
    }

    /// Opens a conditional whose first group is live or not.
    fn open(&mut self, live: bool) -> Result<()> {
        self.conds.push(Cond {
            taken: live,
            in_else: false,
        });
        if live {
            Ok(())
        } else {
            self.skip_group()
        }
    }

    /// Skips tokens up to the conditional's next group that is taken, or its `#endif`.
    fn skip_group(&mut self) -> Result<()> {
        let mut depth = 0usize;
        while let Some(tok) = self.pending.pop() {
            if matches!(tok.kind, Kind::Enter | Kind::Leave | Kind::Start) {
                return unhandled("an #if without #endif");
            }
            if unterminated(&tok) {
                return unhandled("an unterminated literal, which gcc warns about when skipping");
            }
            if !(tok.bol && tok.is("#")) {
                continue;
            }
            let line = self.take_line();
            if line.iter().any(unterminated) {
                return unhandled("an unterminated literal, which gcc warns about when skipping");
            }
            let Some(name) = line.first() else { continue };
            match &*name.text {
                "if" | "ifdef" | "ifndef" => depth += 1,
                "endif" if depth > 0 => depth -= 1,
                "endif" => {
                    if line.len() > 1 {
                        return unhandled("tokens after #endif");
                    }
                    self.conds.pop();
                    return Ok(());
                }
                "else" if depth == 0 => {
                    if line.len() > 1 {
                        return unhandled("tokens after #else");
                    }
                    let cond = self
                        .conds
                        .last_mut()
                        .expect("skipping inside a conditional");
                    if cond.in_else {
                        return unhandled("#else after #else");
                    }
                    cond.in_else = true;
                    if !cond.taken {
                        cond.taken = true;
                        return Ok(());
                    }
                }
                "elif" if depth == 0 => {
                    if self.conds.last().is_some_and(|c| c.in_else) {
                        return unhandled("#elif after #else");
                    }
                    let taken = self.conds.last().is_some_and(|c| c.taken);
                    if !taken && self.eval_if(&line[1..])? {
                        self.conds.last_mut().expect("inside a conditional").taken = true;
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
        unhandled("an #if without #endif")
    }

    fn define(&mut self, args: &[Token]) -> Result<()> {
        let Some(name) = args.first().filter(|t| t.kind == Kind::Ident) else {
            return unhandled("#define without a name");
        };
        if &*name.text == "defined" {
            return unhandled("#define defined");
        }
        let mut rest = &args[1..];
        let mut params = None;
        let mut variadic = false;
        if rest.first().is_some_and(|t| t.is("(") && !t.space) {
            let mut list = Vec::new();
            let mut i = 1;
            loop {
                let Some(t) = rest.get(i) else {
                    return unhandled("an unterminated macro parameter list");
                };
                if t.is(")") && list.is_empty() {
                    i += 1;
                    break;
                }
                if t.is("...") {
                    list.push(Rc::from("__VA_ARGS__"));
                    variadic = true;
                    i += 1;
                } else if t.kind == Kind::Ident && &*t.text != "__VA_ARGS__" {
                    list.push(t.text.clone());
                    i += 1;
                    if rest.get(i).is_some_and(|t| t.is("...")) {
                        variadic = true;
                        i += 1;
                    }
                } else {
                    return unhandled("a malformed macro parameter list");
                }
                match rest.get(i) {
                    Some(t) if t.is(")") => {
                        i += 1;
                        break;
                    }
                    Some(t) if t.is(",") && !variadic => i += 1,
                    _ => return unhandled("a malformed macro parameter list"),
                }
            }
            rest = &rest[i..];
            params = Some(list);
        }
        if params.is_none() && rest.first().is_some_and(|t| !t.space) {
            return unhandled("no whitespace after a macro's name, which gcc warns about");
        }
        let mut body: Vec<Token> = rest.to_vec();
        for (i, t) in body.iter_mut().enumerate() {
            t.bol = false;
            t.original = false;
            t.paste = t.is("##");
            if i == 0 {
                t.space = false;
            }
        }
        if body.first().is_some_and(|t| t.paste) || body.last().is_some_and(|t| t.paste) {
            return unhandled("## at either end of a macro");
        }
        let mut def = Macro {
            id: 0,
            params,
            variadic,
            body,
            builtin: None,
        };
        for (i, t) in def.body.iter().enumerate() {
            if t.kind == Kind::Ident
                && matches!(&*t.text, "__VA_OPT__" | "__VA_ARGS__")
                && !def.variadic
            {
                return unhandled("__VA_OPT__ or __VA_ARGS__ outside a variadic macro");
            }
            if def.params.is_some()
                && t.is("#")
                && def.body.get(i + 1).and_then(|n| def.param(n)).is_none()
            {
                return unhandled("# not before a macro parameter");
            }
        }
        def.id = self.id(&name.text);
        if let Some(old) = self.macros.get(&name.text) {
            if old.builtin.is_some() || !old.same_definition(&def) {
                return unhandled("a macro redefined differently");
            }
            return Ok(());
        }
        self.macros.insert(name.text.clone(), Rc::new(def));
        Ok(())
    }

    fn undef(&mut self, args: &[Token]) -> Result<()> {
        let [name] = args else {
            return unhandled("#undef without exactly one name");
        };
        if name.kind != Kind::Ident {
            return unhandled("#undef of a non-name");
        }
        if self
            .macros
            .get(&name.text)
            .is_some_and(|m| m.builtin.is_some())
        {
            return unhandled("#undef of a builtin macro");
        }
        self.macros.remove(&name.text);
        Ok(())
    }

    fn pragma(&mut self, hash: &Token, args: &[Token]) -> Result<()> {
        let words: Vec<&str> = args.iter().take(2).map(|t| &*t.text).collect();
        match words.as_slice() {
            ["once"] if self.stack.len() <= 1 => {
                return unhandled("#pragma once in the main file, which gcc warns about")
            }
            ["once"] => {
                let name = self.files[self.current_file() as usize].name.clone();
                self.once.insert(name);
                return Ok(());
            }
            ["GCC", "system_header" | "poison" | "warning" | "error" | "dependency"]
            | ["push_macro" | "pop_macro", ..]
            | ["once", ..] => return unhandled("a #pragma that changes what gcc does"),
            _ => {}
        }
        let mut text = String::from("#pragma");
        for t in args {
            text.push(' ');
            text.push_str(&t.text);
        }
        self.out.line_change(hash.line);
        self.out.directive_line(&text);
        Ok(())
    }

    fn include(&mut self, hash: &Token, args: &[Token], next: bool) -> Result<()> {
        let (name, angled) = self.header_name(args, true)?;
        let Some((path, system, index)) = self.search(&name, angled, next)? else {
            return unhandled("a header that is not found");
        };
        if self.once.contains(path.as_str()) {
            return Ok(());
        }
        if self.stack.len() > 200 {
            return unhandled("#include nested too deeply");
        }
        let text = self.read(&path)?;
        let back_line = args.last().map_or(hash.line, |t| t.line) + 1;
        self.push_included(self.current_file(), back_line, &path, &text, system, index)
    }

    /// The header an `#include` or `__has_include` names, and whether in angle brackets.
    /// `whole`: the tokens must end with the name.
    fn header_name(&mut self, args: &[Token], whole: bool) -> Result<(String, bool)> {
        let Some(first) = args.first() else {
            return unhandled("#include without a header");
        };
        let (name, angled, used) = if first.kind == Kind::Str && first.text.starts_with('"') {
            (first.text[1..first.text.len() - 1].to_string(), false, 1)
        } else if first.is("<") && first.original {
            // A header name is read raw: `<a//b.h>` holds no comment.
            let text = &self.files[first.file as usize].spliced.text;
            let start = first.pos as usize + 1;
            let Some(len) = text[start..]
                .find(['>', '\n'])
                .filter(|&n| text.as_bytes()[start + n] == b'>')
            else {
                return unhandled("an unterminated <header>");
            };
            let end = (start + len) as u32;
            let used = args.iter().take_while(|t| t.pos <= end).count();
            (text[start..start + len].to_string(), true, used)
        } else {
            let expanded = self.expand_isolated(args.to_vec())?;
            return match expanded.first() {
                Some(t)
                    if t.kind == Kind::Str
                        && t.text.starts_with('"')
                        && (expanded.len() == 1 || !whole) =>
                {
                    Ok((t.text[1..t.text.len() - 1].to_string(), false))
                }
                _ => unhandled("a computed #include"),
            };
        };
        if whole && used != args.len() {
            return unhandled("tokens after an #include's header");
        }
        if name.is_empty() || name.split('/').any(|p| p == "..") {
            return unhandled("an empty header name, or one that goes up with ..");
        }
        Ok((name, angled))
    }

    /// Finds a header: its path as gcc names it, whether it is a system header, and its
    /// directory's index in the search chain (`None`: the includer's directory).
    fn search(
        &self,
        name: &str,
        angled: bool,
        next: bool,
    ) -> Result<Option<(String, bool, Option<usize>)>> {
        if name.starts_with('/') {
            return unhandled("an absolute #include");
        }
        let current = &self.files[self.current_file() as usize];
        let mut start = 0;
        if next {
            let Some(found) = current.found_in else {
                return unhandled("#include_next from a file not found in the search path");
            };
            start = found + 1;
        } else if !angled {
            let path = join(&current.dir, name);
            let in_compat = path
                .strip_prefix(COMPAT_DIR)
                .and_then(|p| p.strip_prefix('/'))
                .is_some_and(|p| self.compat.contains_key(p));
            if in_compat || Path::new(&path).is_file() {
                return Ok(Some((path, current.system, None)));
            }
        }
        for (i, dir) in self.chain.iter().enumerate().skip(start) {
            match dir {
                SearchDir::Compat => {
                    if self.compat.contains_key(name) {
                        return Ok(Some((join(COMPAT_DIR, name), false, Some(i))));
                    }
                }
                SearchDir::Disk { path, system } => {
                    let path = join(path, name);
                    if Path::new(&path).is_file() {
                        return Ok(Some((path, *system, Some(i))));
                    }
                }
            }
        }
        Ok(None)
    }

    /// A header's text, from memory (the compatibility headers) or from disk.
    fn read(&self, path: &str) -> Result<String> {
        if let Some(name) = path
            .strip_prefix(COMPAT_DIR)
            .and_then(|p| p.strip_prefix('/'))
        {
            if let Some(text) = self.compat.get(name) {
                return Ok(text.clone());
            }
        }
        match std::fs::read_to_string(path) {
            Ok(text) => Ok(text),
            Err(_) => unhandled("a header that cannot be read as UTF-8 text"),
        }
    }

    /// Expands `tok` if it names a macro that applies here: the expansion is pushed to be
    /// read next and `None` returned. Otherwise `tok` comes back.
    fn expand(&mut self, tok: Token) -> Result<Option<Token>> {
        if tok.kind != Kind::Ident {
            return Ok(Some(tok));
        }
        let Some(m) = self.macros.get(&tok.text) else {
            return Ok(Some(tok));
        };
        if hidden(&tok.hideset, m.id) {
            return Ok(Some(tok));
        }
        if let Some(builtin) = m.builtin {
            return self.builtin(builtin, &tok).map(Some);
        }
        let id = m.id;
        if m.params.is_none() {
            let hideset = with(&tok.hideset, id);
            let body = m.body.clone();
            self.push_expansion(&tok, body, &hideset, tok.multiline)?;
            return Ok(None);
        }
        // A function-like macro's name without `(` after it is an ordinary name.
        let next = self.pending.iter().rev().find(|t| t.kind != Kind::Padding);
        if !next.is_some_and(|t| t.is("(")) {
            return Ok(Some(tok));
        }
        while self.pending.last().is_some_and(|t| t.kind == Kind::Padding) {
            self.pending.pop();
        }
        let (args, rparen) = self.collect_args(&tok)?;
        let multiline = tok.multiline || rparen.line != tok.line || rparen.file != tok.file;
        let hideset = with(&intersect(&tok.hideset, &rparen.hideset), id);
        let body = self.substitute(&tok.text, args, multiline)?;
        self.push_expansion(&tok, body, &hideset, multiline)?;
        Ok(None)
    }

    fn push_expansion(
        &mut self,
        name: &Token,
        body: Vec<Token>,
        hideset: &HideSet,
        multiline: bool,
    ) -> Result<()> {
        self.spend(body.len())?;
        let mut padding = Token::made(Kind::Padding, "", name);
        padding.hideset = None;
        self.pending.push(padding);
        let start = self.pending.len();
        for (i, mut t) in body.into_iter().enumerate() {
            if t.kind == Kind::Placemarker {
                continue;
            }
            t.hideset = union(&t.hideset, hideset);
            t.original = false;
            t.bol = false;
            t.multiline |= multiline;
            t.file = name.file;
            t.line = name.line;
            if i == 0 {
                t.space = name.space;
            }
            self.pending.push(t);
        }
        self.pending[start..].reverse();
        Ok(())
    }

    /// Counts `n` tokens made by expansion against [`EXPANSION_BUDGET`].
    fn spend(&mut self, n: usize) -> Result<()> {
        self.expanded += n as u64;
        if self.expanded > EXPANSION_BUDGET {
            return unhandled("macro expansion past the in-process budget");
        }
        Ok(())
    }

    /// Reads a function-like macro's arguments, `(` to `)`.
    fn collect_args(&mut self, name: &Token) -> Result<(Vec<Vec<Token>>, Token)> {
        let m = &self.macros[&name.text];
        let params = m.params.as_ref().map_or(0, Vec::len);
        let variadic = m.variadic;
        self.pending.pop();
        let mut args = vec![Vec::new()];
        let mut depth = 0usize;
        loop {
            let Some(t) = self.pending.pop() else {
                return unhandled("an unterminated macro invocation");
            };
            match t.kind {
                Kind::Enter | Kind::Leave | Kind::Start => {
                    return unhandled("a macro invocation across the end of a file")
                }
                Kind::Padding => continue,
                _ => {}
            }
            if t.original && t.bol && t.is("#") {
                return unhandled("a directive inside macro arguments");
            }
            if depth == 0 && t.is(")") {
                let mut args = args;
                if params == 0 && args.len() == 1 && args[0].is_empty() {
                    args.clear();
                }
                if variadic && args.len() + 1 == params {
                    args.push(Vec::new());
                }
                if args.len() != params {
                    return unhandled("a macro invoked with the wrong number of arguments");
                }
                return Ok((args, t));
            }
            if depth == 0 && t.is(",") && !(variadic && args.len() == params) {
                args.push(Vec::new());
                continue;
            }
            if t.is("(") {
                depth += 1;
            } else if t.is(")") {
                depth -= 1;
            }
            args.last_mut().expect("one argument at least").push(t);
        }
    }

    /// A function-like macro's body with its parameters replaced (C11 6.10.3.1-3).
    fn substitute(
        &mut self,
        name: &str,
        args: Vec<Vec<Token>>,
        multiline: bool,
    ) -> Result<Vec<Token>> {
        let m = &self.macros[name];
        let variadic = m
            .variadic
            .then(|| m.params.as_ref().map_or(0, Vec::len) - 1);
        let mut body = m.body.clone();
        if let Some(va) = variadic {
            if body
                .iter()
                .any(|t| t.kind == Kind::Ident && &*t.text == "__VA_OPT__")
            {
                let present = !args[va].is_empty();
                if present && self.expand_isolated(args[va].clone())?.is_empty() {
                    return unhandled("__VA_OPT__ with arguments that expand to nothing");
                }
                body = va_opt(body, present)?;
            }
        }
        let m = &self.macros[name];
        let params: Vec<Option<usize>> = body.iter().map(|t| m.param(t)).collect();
        let mut args = args;
        for arg in &mut args {
            for t in arg.iter_mut() {
                t.multiline |= multiline;
            }
        }
        let mut expanded: Vec<Option<Vec<Token>>> = vec![None; args.len()];
        let mut out: Vec<Token> = Vec::with_capacity(body.len());
        let mut i = 0;
        while i < body.len() {
            let t = &body[i];
            if t.is("#") {
                let p = params[i + 1].expect("checked when defined");
                out.push(stringize(&args[p], t));
                i += 2;
                continue;
            }
            // GNU: `, ## __VA_ARGS__` drops the comma when there are no variable arguments.
            let gnu_comma = variadic.filter(|&va| {
                t.is(",")
                    && body.get(i + 1).is_some_and(|n| n.paste)
                    && params.get(i + 2).copied().flatten() == Some(va)
            });
            if let Some(va) = gnu_comma {
                let va = &args[va];
                if !va.is_empty() {
                    out.push(t.clone());
                    let mut copy = va.clone();
                    copy[0].space = body[i + 2].space;
                    out.extend(copy);
                }
                i += 3;
                continue;
            }
            let Some(p) = params[i] else {
                out.push(t.clone());
                i += 1;
                continue;
            };
            let beside_paste =
                body.get(i + 1).is_some_and(|n| n.paste) || (i > 0 && body[i - 1].paste);
            let mut tokens = if beside_paste {
                if args[p].is_empty() {
                    vec![Token::made(Kind::Placemarker, "", t)]
                } else {
                    args[p].clone()
                }
            } else {
                if expanded[p].is_none() {
                    expanded[p] = Some(self.expand_isolated(args[p].clone())?);
                }
                expanded[p].clone().expect("just expanded")
            };
            if let Some(first) = tokens.first_mut() {
                first.space = t.space;
            }
            out.append(&mut tokens);
            i += 1;
        }
        // Pasting, left to right, with operands that are placemarkers for empty arguments.
        let mut pasted: Vec<Token> = Vec::with_capacity(out.len());
        let mut iter = out.into_iter();
        while let Some(t) = iter.next() {
            if !t.paste {
                pasted.push(t);
                continue;
            }
            let (Some(lhs), Some(rhs)) = (pasted.pop(), iter.next()) else {
                return unhandled("## without an operand");
            };
            pasted.push(paste(lhs, rhs)?);
        }
        Ok(pasted)
    }

    /// Fully expands a token list on its own (a macro argument, an `#if` or `#include` line).
    fn expand_isolated(&mut self, tokens: Vec<Token>) -> Result<Vec<Token>> {
        self.spend(tokens.len())?;
        let outer = std::mem::replace(&mut self.pending, tokens.into_iter().rev().collect());
        let mut out = Vec::new();
        while let Some(t) = self.pending.pop() {
            if t.kind == Kind::Padding {
                continue;
            }
            if let Some(t) = self.expand(t)? {
                out.push(t);
            }
        }
        self.pending = outer;
        Ok(out)
    }

    fn builtin(&mut self, builtin: Builtin, at: &Token) -> Result<Token> {
        let (kind, text) = match builtin {
            Builtin::Line if at.multiline => {
                return unhandled("__LINE__ in a macro invocation written across lines")
            }
            Builtin::Line => (Kind::Number, at.line.to_string()),
            Builtin::File => {
                let file = self.current_file();
                self.main_name_read |= file == MAIN_FILE;
                (Kind::Str, quote(&self.files[file as usize].name))
            }
            Builtin::BaseFile => {
                self.main_name_read = true;
                (Kind::Str, quote(&self.main_name))
            }
            Builtin::Unhandled => return unhandled("a builtin macro we do not reproduce"),
        };
        let mut t = Token::made(kind, &text, at);
        t.hideset = at.hideset.clone();
        Ok(t)
    }
}

/// Text gcc warns about wherever it is: a trigraph (ignored in GNU C, with a warning), a
/// backslash separated from its newline by spaces, a backslash at the end of the file.
/// (Splices are already removed: a backslash left before a newline had spaces between.)
fn warned_text(text: &str) -> bool {
    let bytes = text.as_bytes();
    // Each test first finds its rare leading byte by `str::find`'s fast search: a test of
    // every byte's window was a fifth of lexing a file.
    let mut from = 0;
    let trigraph = loop {
        // Overlapping: `???=` holds the trigraph `??=` at its second `?`.
        let Some(k) = text[from..].find("??") else {
            break false;
        };
        if bytes
            .get(from + k + 2)
            .is_some_and(|c| b"=/'()!<>-".contains(c))
        {
            break true;
        }
        from += k + 1;
    };
    let spaced_backslash = text.contains('\\')
        && bytes.iter().enumerate().any(|(i, &b)| {
            b == b'\\' && {
                let rest = &bytes[i + 1..];
                let blank = rest
                    .iter()
                    .take_while(|&&c| c == b' ' || c == b'\t' || c == b'\r')
                    .count();
                blank > 0 && rest.get(blank).is_none_or(|&c| c == b'\n')
            }
        });
    trigraph || spaced_backslash || text.trim_end_matches('\n').ends_with('\\')
}

fn trim_slashes(path: &str) -> String {
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        "/".into()
    } else {
        trimmed.into()
    }
}

/// A string literal holding `text`, escaped as gcc escapes file names.
fn quote(text: &str) -> String {
    let mut s = String::from("\"");
    escape_into(&mut s, text);
    s.push('"');
    s
}

/// `text` with `"` and `\` escaped, as inside a string literal.
fn escape_into(s: &mut String, text: &str) {
    for c in text.chars() {
        if c == '"' || c == '\\' {
            s.push('\\');
        }
        s.push(c);
    }
}

/// Replaces each `__VA_OPT__(content)` by its content when the variable arguments are
/// `present`, else by a placemarker (C2x 6.10.4.1).
fn va_opt(body: Vec<Token>, present: bool) -> Result<Vec<Token>> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let t = &body[i];
        if !(t.kind == Kind::Ident && &*t.text == "__VA_OPT__") {
            out.push(t.clone());
            i += 1;
            continue;
        }
        if !body.get(i + 1).is_some_and(|t| t.is("("))
            || out.last().is_some_and(|p: &Token| p.is("#"))
        {
            return unhandled("a __VA_OPT__ that is not followed by ( or is stringized");
        }
        let mut depth = 0usize;
        let mut end = None;
        for (j, u) in body.iter().enumerate().skip(i + 1) {
            if u.is("(") {
                depth += 1;
            } else if u.is(")") {
                depth -= 1;
                if depth == 0 {
                    end = Some(j);
                    break;
                }
            }
        }
        let Some(end) = end else {
            return unhandled("an unterminated __VA_OPT__");
        };
        let content = &body[i + 2..end];
        if content
            .iter()
            .any(|u| u.kind == Kind::Ident && &*u.text == "__VA_OPT__")
        {
            return unhandled("a nested __VA_OPT__");
        }
        if present && !content.is_empty() {
            let start = out.len();
            out.extend_from_slice(content);
            out[start].space = t.space;
        } else {
            out.push(Token::made(Kind::Placemarker, "", t));
        }
        i = end + 1;
    }
    Ok(out)
}

/// `#param`: the argument's spelling, one space wherever it had whitespace (C11 6.10.3.2).
fn stringize(arg: &[Token], at: &Token) -> Token {
    let mut s = String::from("\"");
    for (i, t) in arg.iter().enumerate() {
        if i > 0 && t.space {
            s.push(' ');
        }
        if matches!(t.kind, Kind::Str | Kind::Char) {
            escape_into(&mut s, &t.text);
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    let mut t = Token::made(Kind::Str, &s, at);
    t.space = at.space;
    t
}

/// `lhs ## rhs`: one token, or gcc's error.
fn paste(lhs: Token, rhs: Token) -> Result<Token> {
    if rhs.kind == Kind::Placemarker {
        return Ok(lhs);
    }
    if lhs.kind == Kind::Placemarker {
        let mut rhs = rhs;
        rhs.space = lhs.space;
        return Ok(rhs);
    }
    let joined = format!("{}{}", lhs.text, rhs.text);
    let mut end = 0;
    let kind = lex::lex_one(joined.as_bytes(), &mut end);
    if end != joined.len() || joined.starts_with("//") || joined.starts_with("/*") {
        return unhandled("## that does not make one token");
    }
    let mut t = Token::made(kind, &joined, &lhs);
    t.space = lhs.space;
    t.hideset = lhs.hideset.clone();
    t.multiline = lhs.multiline || rhs.multiline;
    Ok(t)
}

/// An unterminated character constant or string literal (`Kind::Unusual` is also a
/// digraph or a non-ASCII character, which gcc skips without a word).
fn unterminated(tok: &Token) -> bool {
    tok.kind == Kind::Unusual && tok.text.contains(['\'', '"'])
}

fn hidden(hideset: &HideSet, id: u32) -> bool {
    hideset
        .as_ref()
        .is_some_and(|h| h.binary_search(&id).is_ok())
}

fn with(hideset: &HideSet, id: u32) -> HideSet {
    let mut ids: Vec<u32> = hideset.as_deref().unwrap_or_default().to_vec();
    if let Err(at) = ids.binary_search(&id) {
        ids.insert(at, id);
    }
    Some(ids.into())
}

fn union(a: &HideSet, b: &HideSet) -> HideSet {
    match (a, b) {
        (None, _) => b.clone(),
        (_, None) => a.clone(),
        // Shared rather than copied: nested expansions give every token the same sets.
        (Some(x), Some(y)) if x.iter().all(|i| y.binary_search(i).is_ok()) => b.clone(),
        (Some(x), Some(y)) if y.iter().all(|i| x.binary_search(i).is_ok()) => a.clone(),
        (Some(x), Some(y)) => {
            let mut ids: Vec<u32> = x.iter().chain(y.iter()).copied().collect();
            ids.sort_unstable();
            ids.dedup();
            Some(ids.into())
        }
    }
}

fn intersect(a: &HideSet, b: &HideSet) -> HideSet {
    let (Some(x), Some(y)) = (a, b) else {
        return None;
    };
    let ids: Vec<u32> = x
        .iter()
        .copied()
        .filter(|i| y.binary_search(i).is_ok())
        .collect();
    (!ids.is_empty()).then(|| ids.into())
}

/// Writes tokens and line markers the way `cc1 -E` lays them out: each token on the line
/// it was read on (a macro's expansion on the line of its name), blank lines for short gaps
/// and a line marker for long ones.
#[derive(Default, Clone)]
struct Printer {
    out: String,
    /// The file and source line the output's current line stands for.
    file: String,
    system: bool,
    line: u32,
    at_line_start: bool,
    /// The last token printed on the current line.
    prev: Option<Rc<str>>,
    /// A macro expansion began or ended right before the next token.
    avoid_paste: bool,
}

impl Printer {
    /// A line marker; `flag` is "" (the main file), " 1" (entering a header) or " 2"
    /// (returning to its includer).
    fn marker(&mut self, line: u32, name: &str, flag: &str, system: bool) {
        self.end_line();
        let system_flags = if system { " 3 4" } else { "" };
        self.out
            .push_str(&format!("# {line} {}{flag}{system_flags}\n", quote(name)));
        self.file = name.into();
        self.system = system;
        self.line = line;
        self.at_line_start = true;
    }

    fn end_line(&mut self) {
        if !self.at_line_start && !self.out.is_empty() {
            self.out.push('\n');
            self.line += 1;
        }
        self.at_line_start = true;
        self.prev = None;
    }

    /// The lexer started source line `line` (outside macro arguments).
    fn line_change(&mut self, line: u32) {
        self.end_line();
        if line >= self.line && line - self.line < 8 {
            for _ in self.line..line {
                self.out.push('\n');
            }
            self.line = line;
        } else if line != self.line {
            let system_flags = if self.system { " 3 4" } else { "" };
            self.out
                .push_str(&format!("# {line} {}{system_flags}\n", quote(&self.file)));
            self.line = line;
        }
    }

    fn directive_line(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push('\n');
        self.line += 1;
        self.at_line_start = true;
        self.prev = None;
    }

    fn token(&mut self, tok: &Token) {
        // gcc moves a token to its own line (a token from an expansion to the line of the
        // macro's name) when whitespace or an expansion's edge comes before it.
        if (tok.space || self.avoid_paste) && tok.line != self.line {
            self.line_change(tok.line);
        }
        self.avoid_paste = false;
        if self.at_line_start {
            if tok.original {
                for _ in 1..tok.col {
                    self.out.push(' ');
                }
            }
        } else if tok.space
            || self
                .prev
                .as_deref()
                .is_some_and(|p| lex::would_paste(p, &tok.text))
        {
            self.out.push(' ');
        }
        self.out.push_str(&tok.text);
        self.at_line_start = false;
        self.prev = Some(tok.text.clone());
    }

    fn finish(mut self) -> String {
        self.end_line();
        self.out
    }
}

#[cfg(test)]
mod tests;
