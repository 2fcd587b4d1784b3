//! Helpers shared by the lowering's tests: compile and lower C source, run
//! `opt-22`'s verifier, and read printed LLVM IR (ours or clang-22's) back
//! into functions, blocks, convergence tokens and controlled calls.
#![allow(dead_code)]

use lowering::{Emit, LowerError};
use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};

/// Lowers C source to textual IR.
pub fn try_lower(src: &str) -> Result<String, LowerError> {
    let (unit, analysis) = testkit::compile(src);
    lowering::lower_to_bytes(&unit, &analysis, &lowering::Options::default(), Emit::Llvm)
        .map(|b| String::from_utf8(b).expect("UTF-8 IR"))
}

/// Lowers C source to textual IR that `opt-22` also verifies.
pub fn lower(src: &str) -> String {
    let ir = try_lower(src).unwrap_or_else(|e| panic!("lowering failed: {e}\nsource:\n{src}"));
    if let Err(e) = opt_verify(&ir) {
        panic!("opt-22 rejects the IR: {e}\n{ir}");
    }
    ir
}

/// `opt-22 -passes=verify -disable-output` on IR text.
pub fn opt_verify(ir: &str) -> Result<(), String> {
    let mut child = Command::new("opt-22")
        .args(["-passes=verify", "-disable-output", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("opt-22 runs (scripts/setup.sh installs llvm-22)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(ir.as_bytes())
        .expect("write IR");
    let out = child.wait_with_output().expect("opt-22 finishes");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    Entry,
    Anchor,
    Loop,
}

#[derive(Debug, Clone)]
pub struct TokenDef {
    pub name: String,
    pub kind: TokenKind,
    pub block: String,
    pub parent: Option<String>,
    /// Position of the instruction in its block.
    pub index: usize,
}

/// A call with a `"convergencectrl"` bundle (other than the token intrinsics).
#[derive(Debug, Clone)]
pub struct ControlledCall {
    pub callee: String,
    pub token: String,
    pub block: String,
    /// `!dbg` line and column, if any.
    pub location: Option<(u32, u32)>,
    pub convergent_attribute: bool,
}

#[derive(Debug, Clone)]
pub struct Block {
    pub name: String,
    pub instructions: Vec<String>,
    pub successors: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Function {
    pub name: String,
    pub convergent: bool,
    pub blocks: Vec<Block>,
    pub tokens: HashMap<String, TokenDef>,
    pub calls: Vec<ControlledCall>,
    /// Every call instruction's callee, in order.
    pub callees: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Module {
    pub functions: Vec<Function>,
    pub declarations: Vec<String>,
}

impl Module {
    pub fn function(&self, name: &str) -> &Function {
        self.functions
            .iter()
            .find(|f| f.name == name)
            .unwrap_or_else(|| panic!("no function `{name}`"))
    }
}

impl Function {
    pub fn block(&self, name: &str) -> &Block {
        self.blocks
            .iter()
            .find(|b| b.name == name)
            .unwrap_or_else(|| panic!("no block `{name}` in `{}`", self.name))
    }

    pub fn token(&self, name: &str) -> &TokenDef {
        self.tokens
            .get(name)
            .unwrap_or_else(|| panic!("no token `{name}` in `{}`", self.name))
    }

    /// Names of the blocks called `base` or `base` plus LLVM's uniquing number,
    /// in layout order.
    pub fn blocks_named(&self, base: &str) -> Vec<String> {
        self.blocks
            .iter()
            .filter(|b| {
                b.name
                    .strip_prefix(base)
                    .is_some_and(|rest| rest.chars().all(|c| c.is_ascii_digit()))
            })
            .map(|b| b.name.clone())
            .collect()
    }

    /// The token defined in `block` (its heart, or the entry block's token).
    pub fn token_in(&self, block: &str) -> &TokenDef {
        let mut found = self.tokens.values().filter(|t| t.block == block);
        let t = found
            .next()
            .unwrap_or_else(|| panic!("no token in block `{block}` of `{}`", self.name));
        assert!(found.next().is_none(), "two tokens in `{block}`");
        t
    }

    /// The kinds from a token up to the function's root token.
    pub fn chain(&self, token: &str) -> Vec<TokenKind> {
        let mut out = Vec::new();
        let mut t = Some(token.to_string());
        while let Some(name) = t {
            let def = self.token(&name);
            out.push(def.kind);
            t = def.parent.clone();
        }
        out
    }

    /// Number of hearts between a token and the root.
    pub fn loop_depth(&self, token: &str) -> usize {
        self.chain(token)
            .iter()
            .filter(|&&k| k == TokenKind::Loop)
            .count()
    }

    /// The controlled calls to `callee`, in layout order.
    pub fn calls_to(&self, callee: &str) -> Vec<&ControlledCall> {
        self.calls.iter().filter(|c| c.callee == callee).collect()
    }

    pub fn hearts(&self) -> Vec<&TokenDef> {
        let mut v: Vec<&TokenDef> = self
            .tokens
            .values()
            .filter(|t| t.kind == TokenKind::Loop)
            .collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v
    }

    pub fn predecessors(&self, block: &str) -> Vec<String> {
        self.blocks
            .iter()
            .filter(|b| b.successors.iter().any(|s| s == block))
            .map(|b| b.name.clone())
            .collect()
    }
}

/// Reads printed IR (ours or clang-22's).
pub fn parse(ir: &str) -> Module {
    let mut locations: HashMap<String, (u32, u32)> = HashMap::new();
    for line in ir.lines() {
        if let Some((id, rest)) = line.split_once(" = !DILocation(") {
            let num = |key: &str| {
                rest.split(key)
                    .nth(1)
                    .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0)
            };
            locations.insert(id.trim().to_string(), (num("line: "), num("column: ")));
        }
    }
    let mut attributes: HashMap<String, String> = HashMap::new();
    for line in ir.lines() {
        if let Some(rest) = line.strip_prefix("attributes ") {
            if let Some((id, body)) = rest.split_once(" = ") {
                attributes.insert(id.to_string(), body.to_string());
            }
        }
    }
    let mut functions = Vec::new();
    let mut declarations = Vec::new();
    let mut lines = ir.lines().peekable();
    while let Some(line) = lines.next() {
        if line.starts_with("declare ") {
            declarations.push(callee_name(line).unwrap_or_default());
            continue;
        }
        if !line.starts_with("define ") {
            continue;
        }
        let name = callee_name(line).expect("a function name");
        let convergent = line
            .split_whitespace()
            .filter(|w| w.starts_with('#'))
            .any(|a| attributes.get(a).is_some_and(|b| b.contains("convergent")));
        let mut body = Vec::new();
        for l in lines.by_ref() {
            if l == "}" {
                break;
            }
            body.push(l);
        }
        functions.push(parse_function(
            name,
            convergent,
            &body,
            &locations,
            &attributes,
        ));
    }
    Module {
        functions,
        declarations,
    }
}

/// `@name(` in a define, declare or call line.
fn callee_name(line: &str) -> Option<String> {
    let at = line.find('@')?;
    let rest = &line[at + 1..];
    let end = rest.find('(')?;
    Some(rest[..end].trim_matches('"').to_string())
}

fn parse_function(
    name: String,
    convergent: bool,
    body: &[&str],
    locations: &HashMap<String, (u32, u32)>,
    attributes: &HashMap<String, String>,
) -> Function {
    let mut blocks: Vec<Block> = Vec::new();
    let mut pending = String::new();
    for &line in body {
        if line.is_empty() {
            continue;
        }
        if !line.starts_with(' ') {
            let label = line.split(':').next().unwrap_or("").trim_matches('"');
            blocks.push(Block {
                name: label.to_string(),
                instructions: Vec::new(),
                successors: Vec::new(),
            });
            continue;
        }
        if blocks.is_empty() {
            // Clang leaves the entry block unnamed when it discards names.
            blocks.push(Block {
                name: "entry".into(),
                instructions: Vec::new(),
                successors: Vec::new(),
            });
        }
        // A switch spans several lines: join them.
        let text = line.trim();
        if !pending.is_empty() {
            pending.push(' ');
            pending.push_str(text);
            if text.starts_with(']') {
                let instr = std::mem::take(&mut pending);
                push_instruction(blocks.last_mut().expect("a block"), instr);
            }
            continue;
        }
        if text.starts_with("switch ") && !text.ends_with(']') {
            pending = text.to_string();
            continue;
        }
        push_instruction(blocks.last_mut().expect("a block"), text.to_string());
    }
    let mut tokens = HashMap::new();
    let mut calls = Vec::new();
    let mut callees = Vec::new();
    for b in &blocks {
        for (index, instr) in b.instructions.iter().enumerate() {
            if !instr.contains("call ") {
                continue;
            }
            let Some(callee) = callee_name(&instr[instr.find("call ").unwrap_or(0)..]) else {
                continue;
            };
            callees.push(callee.clone());
            let bundle = instr
                .split("\"convergencectrl\"(token ")
                .nth(1)
                .and_then(|r| r.split(')').next())
                .map(|t| t.to_string());
            let kind = match callee.as_str() {
                "llvm.experimental.convergence.entry" => Some(TokenKind::Entry),
                "llvm.experimental.convergence.anchor" => Some(TokenKind::Anchor),
                "llvm.experimental.convergence.loop" => Some(TokenKind::Loop),
                _ => None,
            };
            if let Some(kind) = kind {
                let def = instr.split(" = ").next().unwrap_or("").trim().to_string();
                tokens.insert(
                    def.clone(),
                    TokenDef {
                        name: def,
                        kind,
                        block: b.name.clone(),
                        parent: bundle,
                        index,
                    },
                );
            } else if let Some(token) = bundle {
                let location = instr
                    .split("!dbg ")
                    .nth(1)
                    .and_then(|r| r.split(|c: char| c == ',' || c.is_whitespace()).next())
                    .and_then(|id| locations.get(id).copied());
                let convergent_attribute = instr
                    .split_whitespace()
                    .filter(|w| w.starts_with('#'))
                    .any(|a| attributes.get(a).is_some_and(|b| b.contains("convergent")));
                calls.push(ControlledCall {
                    callee,
                    token,
                    block: b.name.clone(),
                    location,
                    convergent_attribute,
                });
            }
        }
    }
    Function {
        name,
        convergent,
        blocks,
        tokens,
        calls,
        callees,
    }
}

fn push_instruction(block: &mut Block, instr: String) {
    let targets = |s: &str| -> Vec<String> {
        s.split("label %")
            .skip(1)
            .map(|r| {
                r.split([',', ' ', ']'])
                    .next()
                    .unwrap_or("")
                    .trim_matches('"')
                    .to_string()
            })
            .collect()
    };
    if instr.starts_with("br ") || instr.starts_with("switch ") {
        block.successors.extend(targets(&instr));
    }
    block.instructions.push(instr);
}
