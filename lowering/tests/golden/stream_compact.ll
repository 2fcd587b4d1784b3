; ModuleID = 'samples/stream_compact.cu'
source_filename = "samples/stream_compact.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32

; Function Attrs: convergent
define void @compact_positive(ptr %in, ptr %out, ptr %warp_counts, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %warp_counts.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %lane = alloca i32, align 4
  %warps_per_block = alloca i32, align 4
  %warp = alloca i32, align 4
  %v = alloca i32, align 4
  %keep = alloca i32, align 4
  %kept = alloca i32, align 4
  %lanes_below = alloca i32, align 4
  %rank = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %warp_counts, ptr %warp_counts.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %i, align 4
  %3 = load i32, ptr @threadIdx, align 4
  %4 = load i32, ptr @warpSize, align 4
  %rem = urem i32 %3, %4
  store i32 %rem, ptr %lane, align 4
  %5 = load i32, ptr @blockDim, align 4
  %6 = load i32, ptr @warpSize, align 4
  %add1 = add i32 %5, %6
  %sub = sub i32 %add1, 1
  %7 = load i32, ptr @warpSize, align 4
  %div = udiv i32 %sub, %7
  store i32 %div, ptr %warps_per_block, align 4
  %8 = load i32, ptr @blockIdx, align 4
  %9 = load i32, ptr %warps_per_block, align 4
  %mul2 = mul i32 %8, %9
  %10 = load i32, ptr @threadIdx, align 4
  %11 = load i32, ptr @warpSize, align 4
  %div3 = udiv i32 %10, %11
  %add4 = add i32 %mul2, %div3
  store i32 %add4, ptr %warp, align 4
  %12 = load i32, ptr %i, align 4
  %13 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %12, %13
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %14 = load ptr, ptr %in.addr, align 8
  %15 = load i32, ptr %i, align 4
  %conv = sext i32 %15 to i64
  %arrayidx = getelementptr inbounds i32, ptr %14, i64 %conv
  %16 = load i32, ptr %arrayidx, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %16, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, ptr %v, align 4
  %17 = load i32, ptr %i, align 4
  %18 = load i32, ptr %n.addr, align 4
  %cmp5 = icmp slt i32 %17, %18
  br i1 %cmp5, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %cond.end
  %19 = load i32, ptr %v, align 4
  %cmp6 = icmp sgt i32 %19, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %cond.end
  %20 = phi i1 [ false, %cond.end ], [ %cmp6, %land.rhs ]
  %land.ext = zext i1 %20 to i32
  store i32 %land.ext, ptr %keep, align 4
  %21 = load i32, ptr %keep, align 4
  %call = call i32 @__ballot_sync(i32 -1, i32 %21) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 %call, ptr %kept, align 4
  %22 = load i32, ptr %lane, align 4
  %shl = shl i32 1, %22
  %sub7 = sub i32 %shl, 1
  store i32 %sub7, ptr %lanes_below, align 4
  %23 = load i32, ptr %kept, align 4
  %24 = load i32, ptr %lanes_below, align 4
  %and = and i32 %23, %24
  %call8 = call i32 @__popc(i32 %and), !dbg !8
  store i32 %call8, ptr %rank, align 4
  %25 = load i32, ptr %keep, align 4
  %tobool = icmp ne i32 %25, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %land.end
  %26 = load ptr, ptr %out.addr, align 8
  %27 = load i32, ptr %warp, align 4
  %28 = load i32, ptr @warpSize, align 4
  %mul9 = mul nsw i32 %27, %28
  %29 = load i32, ptr %rank, align 4
  %add10 = add nsw i32 %mul9, %29
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds i32, ptr %26, i64 %conv11
  %30 = load i32, ptr %v, align 4
  store i32 %30, ptr %arrayidx12, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.end
  %31 = load i32, ptr %lane, align 4
  %cmp15 = icmp eq i32 %31, 0
  br i1 %cmp15, label %if.then13, label %if.end14

if.then13:                                        ; preds = %if.end
  %32 = load ptr, ptr %warp_counts.addr, align 8
  %33 = load i32, ptr %warp, align 4
  %conv16 = sext i32 %33 to i64
  %arrayidx17 = getelementptr inbounds i32, ptr %32, i64 %conv16
  %34 = load i32, ptr %kept, align 4
  %call18 = call i32 @__popc(i32 %34), !dbg !9
  store i32 %call18, ptr %arrayidx17, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.end
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

declare i32 @__popc(i32)

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/stream_compact.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "compact_positive", linkageName: "compact_positive", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 18, column: 25, scope: !4)
!8 = !DILocation(line: 20, column: 16, scope: !4)
!9 = !DILocation(line: 25, column: 29, scope: !4)
