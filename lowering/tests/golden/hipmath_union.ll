; ModuleID = 'samples/hipmath_union.cu'
source_filename = "samples/hipmath_union.cu"

%union.anon = type { float }
%union.anon.0 = type { float }

define i32 @bitcast_u(float %j) {
entry:
  %j.addr = alloca float, align 4
  %a = alloca %union.anon, align 4
  store float %j, ptr %j.addr, align 4
  %f = getelementptr inbounds nuw %union.anon, ptr %a, i32 0, i32 0
  %0 = load float, ptr %j.addr, align 4
  store float %0, ptr %f, align 4
  %1 = load i32, ptr %a, align 4
  ret i32 %1
}

define float @bitcast_f(i32 %j) {
entry:
  %j.addr = alloca i32, align 4
  %a = alloca %union.anon.0, align 4
  store i32 %j, ptr %j.addr, align 4
  %0 = load i32, ptr %j.addr, align 4
  store i32 %0, ptr %a, align 4
  %f = getelementptr inbounds nuw %union.anon.0, ptr %a, i32 0, i32 0
  %1 = load float, ptr %f, align 4
  ret float %1
}

define void @floatMath(ptr %In, ptr %Buf1Out, ptr %Buf2Out) !dbg !4 {
entry:
  %In.addr = alloca ptr, align 8
  %Buf1Out.addr = alloca ptr, align 8
  %Buf2Out.addr = alloca ptr, align 8
  %i = alloca i64, align 8
  store ptr %In, ptr %In.addr, align 8
  store ptr %Buf1Out, ptr %Buf1Out.addr, align 8
  store ptr %Buf2Out, ptr %Buf2Out.addr, align 8
  store i64 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i64, ptr %i, align 4
  %cmp = icmp ult i64 %0, 32
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %In.addr, align 8
  %2 = load i64, ptr %i, align 4
  %arrayidx = getelementptr inbounds float, ptr %1, i64 %2
  %3 = load float, ptr %arrayidx, align 4
  %4 = load ptr, ptr %Buf1Out.addr, align 8
  %5 = load i64, ptr %i, align 4
  %add.ptr = getelementptr inbounds float, ptr %4, i64 %5
  %6 = load ptr, ptr %Buf2Out.addr, align 8
  %7 = load i64, ptr %i, align 4
  %add.ptr1 = getelementptr inbounds float, ptr %6, i64 %7
  call void @sincosf(float %3, ptr %add.ptr, ptr %add.ptr1), !dbg !7
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i64, ptr %i, align 4
  %inc = add i64 %8, 1
  store i64 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %9 = load ptr, ptr %Buf1Out.addr, align 8
  %add.ptr2 = getelementptr inbounds float, ptr %9, i64 32
  store ptr %add.ptr2, ptr %Buf1Out.addr, align 8
  %10 = load ptr, ptr %Buf2Out.addr, align 8
  %add.ptr3 = getelementptr inbounds float, ptr %10, i64 32
  store ptr %add.ptr3, ptr %Buf2Out.addr, align 8
  %11 = load ptr, ptr %In.addr, align 8
  %add.ptr4 = getelementptr inbounds float, ptr %11, i64 32
  store ptr %add.ptr4, ptr %In.addr, align 8
  %12 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx5 = getelementptr inbounds float, ptr %12, i64 0
  %13 = load ptr, ptr %In.addr, align 8
  %arrayidx6 = getelementptr inbounds float, ptr %13, i64 0
  %14 = load float, ptr %arrayidx6, align 4
  %15 = load ptr, ptr %Buf1Out.addr, align 8
  %call = call float @frexpf(float %14, ptr %15), !dbg !8
  store float %call, ptr %arrayidx5, align 4
  %16 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx7 = getelementptr inbounds float, ptr %16, i64 1
  %17 = load ptr, ptr %In.addr, align 8
  %arrayidx8 = getelementptr inbounds float, ptr %17, i64 1
  %18 = load float, ptr %arrayidx8, align 4
  %19 = load ptr, ptr %Buf1Out.addr, align 8
  %add.ptr9 = getelementptr inbounds float, ptr %19, i64 1
  %call10 = call float @remquof(float %18, float 2.000000e+00, ptr %add.ptr9), !dbg !9
  store float %call10, ptr %arrayidx7, align 4
  %20 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx11 = getelementptr inbounds float, ptr %20, i64 2
  %21 = load ptr, ptr %In.addr, align 8
  %add.ptr12 = getelementptr inbounds float, ptr %21, i64 2
  %call13 = call i32 @atomicAdd(ptr %add.ptr12, i32 8192), !dbg !10
  %conv = sitofp i32 %call13 to float
  store float %conv, ptr %arrayidx11, align 4
  %22 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx14 = getelementptr inbounds float, ptr %22, i64 3
  %23 = load ptr, ptr %In.addr, align 8
  %add.ptr15 = getelementptr inbounds float, ptr %23, i64 3
  %call16 = call i32 @atomicSub(ptr %add.ptr15, i32 8192), !dbg !11
  %conv17 = sitofp i32 %call16 to float
  store float %conv17, ptr %arrayidx14, align 4
  %24 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx18 = getelementptr inbounds float, ptr %24, i64 4
  %25 = load ptr, ptr %In.addr, align 8
  %add.ptr19 = getelementptr inbounds float, ptr %25, i64 4
  %call20 = call i32 @atomicMin(ptr %add.ptr19, i32 1923), !dbg !12
  %conv21 = sitofp i32 %call20 to float
  store float %conv21, ptr %arrayidx18, align 4
  %26 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx22 = getelementptr inbounds float, ptr %26, i64 5
  %27 = load ptr, ptr %In.addr, align 8
  %add.ptr23 = getelementptr inbounds float, ptr %27, i64 5
  %call24 = call i32 @atomicMax(ptr %add.ptr23, i32 1923), !dbg !13
  %conv25 = sitofp i32 %call24 to float
  store float %conv25, ptr %arrayidx22, align 4
  %28 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx26 = getelementptr inbounds float, ptr %28, i64 6
  %29 = load ptr, ptr %In.addr, align 8
  %arrayidx27 = getelementptr inbounds float, ptr %29, i64 6
  %30 = load float, ptr %arrayidx27, align 4
  %call28 = call float @llvm.acos.f32(float %30), !dbg !14
  store float %call28, ptr %arrayidx26, align 4
  %31 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx29 = getelementptr inbounds float, ptr %31, i64 7
  %32 = load ptr, ptr %In.addr, align 8
  %arrayidx30 = getelementptr inbounds float, ptr %32, i64 7
  %33 = load float, ptr %arrayidx30, align 4
  %call31 = call float @acoshf(float %33), !dbg !15
  store float %call31, ptr %arrayidx29, align 4
  %34 = load ptr, ptr %Buf2Out.addr, align 8
  %arrayidx32 = getelementptr inbounds float, ptr %34, i64 8
  %35 = load ptr, ptr %In.addr, align 8
  %arrayidx33 = getelementptr inbounds float, ptr %35, i64 8
  %36 = load float, ptr %arrayidx33, align 4
  %call34 = call i32 @bitcast_u(float %36), !dbg !16
  %call35 = call i32 @__brev(i32 %call34), !dbg !17
  %call36 = call float @bitcast_f(i32 %call35), !dbg !18
  store float %call36, ptr %arrayidx32, align 4
  ret void
}

declare void @sincosf(float, ptr, ptr)

declare float @frexpf(float, ptr)

declare float @remquof(float, float, ptr)

declare i32 @atomicAdd(ptr, i32)

declare i32 @atomicSub(ptr, i32)

declare i32 @atomicMin(ptr, i32)

declare i32 @atomicMax(ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.acos.f32(float) #0

declare float @acoshf(float)

declare i32 @__brev(i32)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/hipmath_union.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "floatMath", linkageName: "floatMath", scope: !1, file: !1, line: 75, type: !5, scopeLine: 75, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 77, column: 5, scope: !4)
!8 = !DILocation(line: 83, column: 16, scope: !4)
!9 = !DILocation(line: 84, column: 16, scope: !4)
!10 = !DILocation(line: 85, column: 23, scope: !4)
!11 = !DILocation(line: 86, column: 23, scope: !4)
!12 = !DILocation(line: 87, column: 23, scope: !4)
!13 = !DILocation(line: 88, column: 23, scope: !4)
!14 = !DILocation(line: 89, column: 16, scope: !4)
!15 = !DILocation(line: 90, column: 16, scope: !4)
!16 = !DILocation(line: 91, column: 33, scope: !4)
!17 = !DILocation(line: 91, column: 26, scope: !4)
!18 = !DILocation(line: 91, column: 16, scope: !4)
