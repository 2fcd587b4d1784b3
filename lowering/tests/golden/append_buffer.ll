; ModuleID = 'samples/append_buffer.cu'
source_filename = "samples/append_buffer.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3

define i32 @append_slot(ptr %counter) !dbg !4 {
entry:
  %tok.anchor = call token @llvm.experimental.convergence.anchor()
  %counter.addr = alloca ptr, align 8
  %mask = alloca i32, align 4
  %lane = alloca i32, align 4
  %leader = alloca i32, align 4
  %base = alloca i32, align 4
  store ptr %counter, ptr %counter.addr, align 8
  %call = call i32 @__activemask() #1 [ "convergencectrl"(token %tok.anchor) ], !dbg !7
  %call1 = call i32 @__ballot_sync(i32 %call, i32 1) #1 [ "convergencectrl"(token %tok.anchor) ], !dbg !8
  store i32 %call1, ptr %mask, align 4
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr @warpSize, align 4
  %rem = urem i32 %0, %1
  store i32 %rem, ptr %lane, align 4
  %2 = load i32, ptr %mask, align 4
  %call2 = call i32 @__ffs(i32 %2), !dbg !9
  %sub = sub nsw i32 %call2, 1
  store i32 %sub, ptr %leader, align 4
  store i32 0, ptr %base, align 4
  %3 = load i32, ptr %lane, align 4
  %4 = load i32, ptr %leader, align 4
  %cmp = icmp eq i32 %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %counter.addr, align 8
  %6 = load i32, ptr %mask, align 4
  %call3 = call i32 @__popc(i32 %6), !dbg !10
  %call4 = call i32 @atomicAdd(ptr %5, i32 %call3), !dbg !11
  store i32 %call4, ptr %base, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %7 = load i32, ptr %mask, align 4
  %8 = load i32, ptr %base, align 4
  %9 = load i32, ptr %leader, align 4
  %call5 = call i32 (i32, i32, i32, ...) @__tangle_shfl_sync_i32(i32 %7, i32 %8, i32 %9) #1 [ "convergencectrl"(token %tok.anchor) ], !dbg !12
  store i32 %call5, ptr %base, align 4
  %10 = load i32, ptr %base, align 4
  %11 = load i32, ptr %mask, align 4
  %12 = load i32, ptr %lane, align 4
  %shl = shl i32 1, %12
  %sub6 = sub i32 %shl, 1
  %and = and i32 %11, %sub6
  %call7 = call i32 @__popc(i32 %and), !dbg !13
  %add = add nsw i32 %10, %call7
  ret i32 %add
}

define void @filter_append(ptr %in, ptr %out, ptr %counter, i32 %n, i32 %threshold) !dbg !14 {
entry:
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %counter.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %threshold.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %slot = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %counter, ptr %counter.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 %threshold, ptr %threshold.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %i, align 4
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %5 = load ptr, ptr %in.addr, align 8
  %6 = load i32, ptr %i, align 4
  %conv = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds i32, ptr %5, i64 %conv
  %7 = load i32, ptr %arrayidx, align 4
  %8 = load i32, ptr %threshold.addr, align 4
  %cmp1 = icmp sgt i32 %7, %8
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %9 = load ptr, ptr %counter.addr, align 8
  %call = call i32 @append_slot(ptr %9), !dbg !15
  store i32 %call, ptr %slot, align 4
  %10 = load ptr, ptr %out.addr, align 8
  %11 = load i32, ptr %slot, align 4
  %conv2 = sext i32 %11 to i64
  %arrayidx3 = getelementptr inbounds i32, ptr %10, i64 %conv2
  %12 = load ptr, ptr %in.addr, align 8
  %13 = load i32, ptr %i, align 4
  %conv4 = sext i32 %13 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %12, i64 %conv4
  %14 = load i32, ptr %arrayidx5, align 4
  store i32 %14, ptr %arrayidx3, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #0

; Function Attrs: convergent
declare i32 @__activemask() #1

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #1

declare i32 @__ffs(i32)

declare i32 @__popc(i32)

declare i32 @atomicAdd(ptr, i32)

; Function Attrs: convergent
declare i32 @__tangle_shfl_sync_i32(i32, i32, i32, ...) #1

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/append_buffer.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "append_slot", linkageName: "append_slot", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 11, column: 39, scope: !4)
!8 = !DILocation(line: 11, column: 25, scope: !4)
!9 = !DILocation(line: 13, column: 18, scope: !4)
!10 = !DILocation(line: 17, column: 35, scope: !4)
!11 = !DILocation(line: 17, column: 16, scope: !4)
!12 = !DILocation(line: 18, column: 12, scope: !4)
!13 = !DILocation(line: 19, column: 19, scope: !4)
!14 = distinct !DISubprogram(name: "filter_append", linkageName: "filter_append", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DILocation(line: 27, column: 20, scope: !14)
