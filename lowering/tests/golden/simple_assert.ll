; ModuleID = 'samples/simple_assert.cu'
source_filename = "samples/simple_assert.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [9 x i8] c"gtid < N\00"
@.str.1 = private unnamed_addr constant [8 x i8] c"<stdin>\00"
@.str.2 = private unnamed_addr constant [11 x i8] c"testKernel\00"
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @testKernel(i32 %N) !dbg !4 {
entry:
  %N.addr = alloca i32, align 4
  %gtid = alloca i32, align 4
  store i32 %N, ptr %N.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %gtid, align 4
  %3 = load i32, ptr %gtid, align 4
  %4 = load i32, ptr %N.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  call void @__assertfail(ptr @.str, ptr @.str.1, i32 41, ptr @.str.2, i64 1), !dbg !7
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  ret void
}

declare void @__assertfail(ptr, ptr, i32, ptr, i64)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/simple_assert.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "testKernel", linkageName: "testKernel", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 41, column: 5, scope: !4)
