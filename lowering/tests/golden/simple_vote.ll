; ModuleID = 'samples/simple_vote.cu'
source_filename = "samples/simple_vote.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @VoteAnyKernel1(ptr %input, ptr %result, i32 %size) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %input.addr = alloca ptr, align 8
  %result.addr = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %tx = alloca i32, align 4
  %mask = alloca i32, align 4
  store ptr %input, ptr %input.addr, align 8
  store ptr %result, ptr %result.addr, align 8
  store i32 %size, ptr %size.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %tx, align 4
  store i32 -1, ptr %mask, align 4
  %1 = load ptr, ptr %result.addr, align 8
  %2 = load i32, ptr %tx, align 4
  %conv = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 %conv
  %3 = load i32, ptr %mask, align 4
  %4 = load ptr, ptr %input.addr, align 8
  %5 = load i32, ptr %tx, align 4
  %conv1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %4, i64 %conv1
  %6 = load i32, ptr %arrayidx2, align 4
  %call = call i32 @__any_sync(i32 %3, i32 %6) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @VoteAllKernel2(ptr %input, ptr %result, i32 %size) #0 !dbg !8 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %input.addr = alloca ptr, align 8
  %result.addr = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %tx = alloca i32, align 4
  %mask = alloca i32, align 4
  store ptr %input, ptr %input.addr, align 8
  store ptr %result, ptr %result.addr, align 8
  store i32 %size, ptr %size.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %tx, align 4
  store i32 -1, ptr %mask, align 4
  %1 = load ptr, ptr %result.addr, align 8
  %2 = load i32, ptr %tx, align 4
  %conv = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 %conv
  %3 = load i32, ptr %mask, align 4
  %4 = load ptr, ptr %input.addr, align 8
  %5 = load i32, ptr %tx, align 4
  %conv1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %4, i64 %conv1
  %6 = load i32, ptr %arrayidx2, align 4
  %call = call i32 @__all_sync(i32 %3, i32 %6) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @VoteAnyKernel3(ptr %info, i32 %warp_size) #0 !dbg !10 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %info.addr = alloca ptr, align 8
  %warp_size.addr = alloca i32, align 4
  %tx = alloca i32, align 4
  %mask = alloca i32, align 4
  %offs = alloca ptr, align 8
  store ptr %info, ptr %info.addr, align 8
  store i32 %warp_size, ptr %warp_size.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %tx, align 4
  store i32 -1, ptr %mask, align 4
  %1 = load ptr, ptr %info.addr, align 8
  %2 = load i32, ptr %tx, align 4
  %mul = mul nsw i32 %2, 3
  %conv = sext i32 %mul to i64
  %add.ptr = getelementptr inbounds i8, ptr %1, i64 %conv
  store ptr %add.ptr, ptr %offs, align 8
  %3 = load ptr, ptr %offs, align 8
  %4 = load i32, ptr %mask, align 4
  %5 = load i32, ptr %tx, align 4
  %6 = load i32, ptr %warp_size.addr, align 4
  %mul1 = mul nsw i32 %6, 3
  %div = sdiv i32 %mul1, 2
  %cmp = icmp sge i32 %5, %div
  %conv2 = zext i1 %cmp to i32
  %call = call i32 @__any_sync(i32 %4, i32 %conv2) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  %tobool = icmp ne i32 %call, 0
  %storedv = zext i1 %tobool to i8
  store i8 %storedv, ptr %3, align 1
  %7 = load ptr, ptr %offs, align 8
  %add.ptr3 = getelementptr inbounds i8, ptr %7, i64 1
  %8 = load i32, ptr %tx, align 4
  %9 = load i32, ptr %warp_size.addr, align 4
  %mul4 = mul nsw i32 %9, 3
  %div5 = sdiv i32 %mul4, 2
  %cmp6 = icmp sge i32 %8, %div5
  br i1 %cmp6, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 1, %cond.true ], [ 0, %cond.false ]
  %tobool7 = icmp ne i32 %cond, 0
  %storedv8 = zext i1 %tobool7 to i8
  store i8 %storedv8, ptr %add.ptr3, align 1
  %10 = load i32, ptr %mask, align 4
  %11 = load i32, ptr %tx, align 4
  %12 = load i32, ptr %warp_size.addr, align 4
  %mul9 = mul nsw i32 %12, 3
  %div10 = sdiv i32 %mul9, 2
  %cmp11 = icmp sge i32 %11, %div10
  %conv12 = zext i1 %cmp11 to i32
  %call13 = call i32 @__all_sync(i32 %10, i32 %conv12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !12
  %tobool14 = icmp ne i32 %call13, 0
  br i1 %tobool14, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %13 = load ptr, ptr %offs, align 8
  %add.ptr15 = getelementptr inbounds i8, ptr %13, i64 2
  store i8 1, ptr %add.ptr15, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__any_sync(i32, i32) #0

; Function Attrs: convergent
declare i32 @__all_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/simple_vote.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "VoteAnyKernel1", linkageName: "VoteAnyKernel1", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 55, column: 18, scope: !4)
!8 = distinct !DISubprogram(name: "VoteAllKernel2", linkageName: "VoteAllKernel2", scope: !1, file: !1, line: 62, type: !5, scopeLine: 62, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 67, column: 18, scope: !8)
!10 = distinct !DISubprogram(name: "VoteAnyKernel3", linkageName: "VoteAnyKernel3", scope: !1, file: !1, line: 72, type: !5, scopeLine: 72, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 79, column: 13, scope: !10)
!12 = !DILocation(line: 85, column: 9, scope: !10)
