//! Debug locations: `!dbg` line and column in the user's file, so the runtime
//! (and any LLVM tool) can map instructions back to the source.
//!
//! With `-g` every instruction carries its statement's or expression's
//! location. Without it only calls do: the runtime needs them on convergent
//! calls, and LLVM's verifier requires a location on every call between two
//! functions that have debug info, so all calls get one. Only locations are
//! emitted (no variables or types), so the compile unit is line-tables-only.
//! File names are as the user gave them (`samples/k.cu`), with no directory,
//! so IR consumers name sites as the frontend does and output is reproducible.

use frontend::model::Function;
use frontend::{Span, Unit};
use inkwell::context::Context;
use inkwell::debug_info::{
    AsDIScope, DIFile, DIFlags, DIFlagsConstants, DILocation, DISubprogram, DWARFEmissionKind,
    DWARFSourceLanguage, DebugInfoBuilder,
};
use inkwell::module::{FlagBehavior, Module};
use std::cell::RefCell;
use std::collections::HashMap;

pub(crate) struct Debug<'ctx> {
    builder: DebugInfoBuilder<'ctx>,
    files: RefCell<HashMap<u32, DIFile<'ctx>>>,
    /// `-g`: locations on every instruction, not only on calls.
    pub full: bool,
}

impl<'ctx> Debug<'ctx> {
    pub fn new(context: &'ctx Context, module: &Module<'ctx>, unit: &Unit, full: bool) -> Self {
        let (builder, _compile_unit) = module.create_debug_info_builder(
            true,
            DWARFSourceLanguage::C11,
            &unit.name,
            "",
            concat!("tangle ", env!("CARGO_PKG_VERSION")),
            false,
            "",
            0,
            "",
            DWARFEmissionKind::LineTablesOnly,
            0,
            false,
            false,
            "",
            "",
        );
        let i32_type = context.i32_type();
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32_type.const_int(inkwell::debug_info::debug_metadata_version() as u64, false),
        );
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Warning,
            i32_type.const_int(5, false),
        );
        Debug {
            builder,
            files: RefCell::new(HashMap::new()),
            full,
        }
    }

    fn file(&self, unit: &Unit, file: u32) -> DIFile<'ctx> {
        *self
            .files
            .borrow_mut()
            .entry(file)
            .or_insert_with(|| self.builder.create_file(unit.sources.name(file), ""))
    }

    pub fn subprogram(&self, unit: &Unit, f: &Function) -> DISubprogram<'ctx> {
        let file = self.file(unit, f.span.file);
        let line = unit.line(f.span);
        let ty = self
            .builder
            .create_subroutine_type(file, None, &[], DIFlags::ZERO);
        self.builder.create_function(
            file.as_debug_info_scope(),
            &f.name,
            None,
            file,
            line,
            ty,
            false,
            true,
            line,
            DIFlags::ZERO,
            false,
        )
    }

    pub fn location(
        &self,
        context: &'ctx Context,
        unit: &Unit,
        scope: DISubprogram<'ctx>,
        span: Span,
    ) -> DILocation<'ctx> {
        let lc = unit.line_col(span);
        self.builder.create_debug_location(
            context,
            lc.line,
            lc.col,
            scope.as_debug_info_scope(),
            None,
        )
    }

    pub fn finalize(&self) {
        self.builder.finalize();
    }
}
