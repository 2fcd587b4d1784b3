; ModuleID = 'samples/warp_reduce_sync.cu'
source_filename = "samples/warp_reduce_sync.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@threadIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @reduce_add_sync(ptr %data) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %thread_id = alloca i32, align 4
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
  store i32 %add7, ptr %thread_id, align 4
  %10 = load ptr, ptr %data.addr, align 8
  %11 = load i32, ptr %thread_id, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %thread_id, align 4
  %call = call i32 @__reduce_add_sync(i32 65535, i32 %12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @reduce_min_sync(ptr %data) #0 !dbg !8 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %thread_id = alloca i32, align 4
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
  store i32 %add7, ptr %thread_id, align 4
  %10 = load ptr, ptr %data.addr, align 8
  %11 = load i32, ptr %thread_id, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %thread_id, align 4
  %call = call i32 @__reduce_min_sync(i32 65535, i32 %12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @reduce_max_sync(ptr %data) #0 !dbg !10 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %thread_id = alloca i32, align 4
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
  store i32 %add7, ptr %thread_id, align 4
  %10 = load ptr, ptr %data.addr, align 8
  %11 = load i32, ptr %thread_id, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %thread_id, align 4
  %call = call i32 @__reduce_max_sync(i32 65535, i32 %12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @reduce_and_sync(ptr %data) #0 !dbg !12 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %thread_id = alloca i32, align 4
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
  store i32 %add7, ptr %thread_id, align 4
  %10 = load ptr, ptr %data.addr, align 8
  %11 = load i32, ptr %thread_id, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %thread_id, align 4
  %call = call i32 @__reduce_and_sync(i32 65535, i32 %12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !13
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @reduce_or_sync(ptr %data) #0 !dbg !14 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %thread_id = alloca i32, align 4
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
  store i32 %add7, ptr %thread_id, align 4
  %10 = load ptr, ptr %data.addr, align 8
  %11 = load i32, ptr %thread_id, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %thread_id, align 4
  %call = call i32 @__reduce_or_sync(i32 65535, i32 %12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !15
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent
define void @reduce_xor_sync(ptr %data) #0 !dbg !16 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %thread_id = alloca i32, align 4
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
  store i32 %add7, ptr %thread_id, align 4
  %10 = load ptr, ptr %data.addr, align 8
  %11 = load i32, ptr %thread_id, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %thread_id, align 4
  %call = call i32 @__reduce_xor_sync(i32 65535, i32 %12) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !17
  store i32 %call, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__reduce_add_sync(i32, i32) #0

; Function Attrs: convergent
declare i32 @__reduce_min_sync(i32, i32) #0

; Function Attrs: convergent
declare i32 @__reduce_max_sync(i32, i32) #0

; Function Attrs: convergent
declare i32 @__reduce_and_sync(i32, i32) #0

; Function Attrs: convergent
declare i32 @__reduce_or_sync(i32, i32) #0

; Function Attrs: convergent
declare i32 @__reduce_xor_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/warp_reduce_sync.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "reduce_add_sync", linkageName: "reduce_add_sync", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 27, column: 21, scope: !4)
!8 = distinct !DISubprogram(name: "reduce_min_sync", linkageName: "reduce_min_sync", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 34, column: 21, scope: !8)
!10 = distinct !DISubprogram(name: "reduce_max_sync", linkageName: "reduce_max_sync", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 41, column: 21, scope: !10)
!12 = distinct !DISubprogram(name: "reduce_and_sync", linkageName: "reduce_and_sync", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DILocation(line: 48, column: 21, scope: !12)
!14 = distinct !DISubprogram(name: "reduce_or_sync", linkageName: "reduce_or_sync", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DILocation(line: 55, column: 21, scope: !14)
!16 = distinct !DISubprogram(name: "reduce_xor_sync", linkageName: "reduce_xor_sync", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 62, column: 21, scope: !16)
