; ModuleID = 'samples/match_sync.cu'
source_filename = "samples/match_sync.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@threadIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @MatchAllKernel0(ptr %data, ptr %p) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %threadid = alloca i32, align 4
  %pre = alloca i32, align 4
  %mask = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %add = add i32 %0, %mul
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %add3 = add i32 %add, %mul2
  %6 = load i32, ptr @blockIdx, align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul4 = mul i32 %6, %7
  %8 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul5 = mul i32 %mul4, %8
  %9 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 2), align 4
  %mul6 = mul i32 %mul5, %9
  %add7 = add i32 %add3, %mul6
  store i32 %add7, ptr %threadid, align 4
  store i32 0, ptr %pre, align 4
  store i32 1431655765, ptr %mask, align 4
  %10 = load i32, ptr %mask, align 4
  %call = call i32 @__match_all_sync(i32 %10, i32 0, ptr %pre) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 %call, ptr %r, align 4
  call void @__tangle_syncwarp() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  %11 = load ptr, ptr %p.addr, align 8
  %12 = load i32, ptr %threadid, align 4
  %conv = sext i32 %12 to i64
  %arrayidx = getelementptr inbounds i32, ptr %11, i64 %conv
  %13 = load i32, ptr %pre, align 4
  store i32 %13, ptr %arrayidx, align 4
  %14 = load ptr, ptr %data.addr, align 8
  %15 = load i32, ptr %threadid, align 4
  %conv8 = sext i32 %15 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %14, i64 %conv8
  %16 = load i32, ptr %r, align 4
  store i32 %16, ptr %arrayidx9, align 4
  ret void
}

; Function Attrs: convergent
define void @MatchAllKernel1(ptr %data, ptr %p) #0 !dbg !9 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %threadid = alloca i32, align 4
  %pre = alloca i32, align 4
  %mask = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %add = add i32 %0, %mul
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %add3 = add i32 %add, %mul2
  %6 = load i32, ptr @blockIdx, align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul4 = mul i32 %6, %7
  %8 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul5 = mul i32 %mul4, %8
  %9 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 2), align 4
  %mul6 = mul i32 %mul5, %9
  %add7 = add i32 %add3, %mul6
  store i32 %add7, ptr %threadid, align 4
  store i32 0, ptr %pre, align 4
  store i32 -1, ptr %mask, align 4
  %10 = load i32, ptr %mask, align 4
  %call = call i32 @__match_all_sync(i32 %10, i32 0, ptr %pre) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !10
  store i32 %call, ptr %r, align 4
  call void @__tangle_syncwarp() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  %11 = load ptr, ptr %p.addr, align 8
  %12 = load i32, ptr %threadid, align 4
  %conv = sext i32 %12 to i64
  %arrayidx = getelementptr inbounds i32, ptr %11, i64 %conv
  %13 = load i32, ptr %pre, align 4
  store i32 %13, ptr %arrayidx, align 4
  %14 = load ptr, ptr %data.addr, align 8
  %15 = load i32, ptr %threadid, align 4
  %conv8 = sext i32 %15 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %14, i64 %conv8
  %16 = load i32, ptr %r, align 4
  store i32 %16, ptr %arrayidx9, align 4
  ret void
}

; Function Attrs: convergent
define void @MatchAllKernel2(ptr %data, ptr %p) #0 !dbg !12 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %threadid = alloca i32, align 4
  %pre = alloca i32, align 4
  %mask = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %add = add i32 %0, %mul
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %add3 = add i32 %add, %mul2
  %6 = load i32, ptr @blockIdx, align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul4 = mul i32 %6, %7
  %8 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul5 = mul i32 %mul4, %8
  %9 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 2), align 4
  %mul6 = mul i32 %mul5, %9
  %add7 = add i32 %add3, %mul6
  store i32 %add7, ptr %threadid, align 4
  store i32 0, ptr %pre, align 4
  store i32 -1, ptr %mask, align 4
  %10 = load i32, ptr %mask, align 4
  %11 = load i32, ptr %threadid, align 4
  %call = call i32 @__match_all_sync(i32 %10, i32 %11, ptr %pre) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !13
  store i32 %call, ptr %r, align 4
  call void @__tangle_syncwarp() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !14
  %12 = load ptr, ptr %p.addr, align 8
  %13 = load i32, ptr %threadid, align 4
  %conv = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds i32, ptr %12, i64 %conv
  %14 = load i32, ptr %pre, align 4
  store i32 %14, ptr %arrayidx, align 4
  %15 = load ptr, ptr %data.addr, align 8
  %16 = load i32, ptr %threadid, align 4
  %conv8 = sext i32 %16 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %15, i64 %conv8
  %17 = load i32, ptr %r, align 4
  store i32 %17, ptr %arrayidx9, align 4
  ret void
}

; Function Attrs: convergent
define void @MatchAnyKernel1(ptr %data) #0 !dbg !15 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %threadid = alloca i32, align 4
  %mask = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %add = add i32 %0, %mul
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %add3 = add i32 %add, %mul2
  %6 = load i32, ptr @blockIdx, align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul4 = mul i32 %6, %7
  %8 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul5 = mul i32 %mul4, %8
  %9 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 2), align 4
  %mul6 = mul i32 %mul5, %9
  %add7 = add i32 %add3, %mul6
  store i32 %add7, ptr %threadid, align 4
  store i32 -1, ptr %mask, align 4
  %10 = load i32, ptr %mask, align 4
  %11 = load i32, ptr %threadid, align 4
  %call = call i32 @__match_any_sync(i32 %10, i32 %11) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !16
  store i32 %call, ptr %r, align 4
  call void @__tangle_syncwarp() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !17
  %12 = load ptr, ptr %data.addr, align 8
  %13 = load i32, ptr %threadid, align 4
  %conv = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds i32, ptr %12, i64 %conv
  %14 = load i32, ptr %r, align 4
  store i32 %14, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @MatchAnyKernel2(ptr %data) #0 !dbg !18 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %threadid = alloca i32, align 4
  %mask = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %add = add i32 %0, %mul
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %add3 = add i32 %add, %mul2
  %6 = load i32, ptr @blockIdx, align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul4 = mul i32 %6, %7
  %8 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul5 = mul i32 %mul4, %8
  %9 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 2), align 4
  %mul6 = mul i32 %mul5, %9
  %add7 = add i32 %add3, %mul6
  store i32 %add7, ptr %threadid, align 4
  store i32 -1, ptr %mask, align 4
  %10 = load i32, ptr %mask, align 4
  %11 = load i32, ptr %threadid, align 4
  %rem = srem i32 %11, 4
  %call = call i32 @__match_any_sync(i32 %10, i32 %rem) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !19
  store i32 %call, ptr %r, align 4
  call void @__tangle_syncwarp() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %12 = load ptr, ptr %data.addr, align 8
  %13 = load i32, ptr %threadid, align 4
  %conv = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds i32, ptr %12, i64 %conv
  %14 = load i32, ptr %r, align 4
  store i32 %14, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @MatchAnyKernel3(ptr %data) #0 !dbg !21 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %threadid = alloca i32, align 4
  %mask = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %add = add i32 %0, %mul
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %add3 = add i32 %add, %mul2
  %6 = load i32, ptr @blockIdx, align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul4 = mul i32 %6, %7
  %8 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul5 = mul i32 %mul4, %8
  %9 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 2), align 4
  %mul6 = mul i32 %mul5, %9
  %add7 = add i32 %add3, %mul6
  store i32 %add7, ptr %threadid, align 4
  store i32 1431655765, ptr %mask, align 4
  %10 = load i32, ptr %mask, align 4
  %11 = load i32, ptr %threadid, align 4
  %rem = srem i32 %11, 4
  %call = call i32 @__match_any_sync(i32 %10, i32 %rem) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !22
  store i32 %call, ptr %r, align 4
  call void @__tangle_syncwarp() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %12 = load ptr, ptr %data.addr, align 8
  %13 = load i32, ptr %threadid, align 4
  %conv = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds i32, ptr %12, i64 %conv
  %14 = load i32, ptr %r, align 4
  store i32 %14, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__match_all_sync(i32, i32, ptr) #0

; Function Attrs: convergent
declare void @__tangle_syncwarp() #0

; Function Attrs: convergent
declare i32 @__match_any_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/match_sync.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "MatchAllKernel0", linkageName: "MatchAllKernel0", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 28, column: 20, scope: !4)
!8 = !DILocation(line: 29, column: 3, scope: !4)
!9 = distinct !DISubprogram(name: "MatchAllKernel1", linkageName: "MatchAllKernel1", scope: !1, file: !1, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 38, column: 20, scope: !9)
!11 = !DILocation(line: 39, column: 3, scope: !9)
!12 = distinct !DISubprogram(name: "MatchAllKernel2", linkageName: "MatchAllKernel2", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DILocation(line: 48, column: 22, scope: !12)
!14 = !DILocation(line: 49, column: 5, scope: !12)
!15 = distinct !DISubprogram(name: "MatchAnyKernel1", linkageName: "MatchAnyKernel1", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 57, column: 22, scope: !15)
!17 = !DILocation(line: 58, column: 5, scope: !15)
!18 = distinct !DISubprogram(name: "MatchAnyKernel2", linkageName: "MatchAnyKernel2", scope: !1, file: !1, line: 62, type: !5, scopeLine: 62, spFlags: DISPFlagDefinition, unit: !0)
!19 = !DILocation(line: 65, column: 22, scope: !18)
!20 = !DILocation(line: 66, column: 5, scope: !18)
!21 = distinct !DISubprogram(name: "MatchAnyKernel3", linkageName: "MatchAnyKernel3", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition, unit: !0)
!22 = !DILocation(line: 73, column: 22, scope: !21)
!23 = !DILocation(line: 74, column: 5, scope: !21)
