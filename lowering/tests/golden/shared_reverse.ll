; ModuleID = 'samples/shared_reverse.cu'
source_filename = "samples/shared_reverse.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@s = external addrspace(3) global [0 x i32], align 16
@staticReverse.s = internal addrspace(3) global [64 x i32] poison
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @staticReverse(ptr %d, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %d.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %tr = alloca i32, align 4
  store ptr %d, ptr %d.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %t, align 4
  %1 = load i32, ptr %n.addr, align 4
  %2 = load i32, ptr %t, align 4
  %sub = sub nsw i32 %1, %2
  %sub1 = sub nsw i32 %sub, 1
  store i32 %sub1, ptr %tr, align 4
  %3 = load i32, ptr %t, align 4
  %conv = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @staticReverse.s to ptr), i64 %conv
  %4 = load ptr, ptr %d.addr, align 8
  %5 = load i32, ptr %t, align 4
  %conv2 = sext i32 %5 to i64
  %arrayidx3 = getelementptr inbounds i32, ptr %4, i64 %conv2
  %6 = load i32, ptr %arrayidx3, align 4
  store i32 %6, ptr %arrayidx, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  %7 = load ptr, ptr %d.addr, align 8
  %8 = load i32, ptr %t, align 4
  %conv4 = sext i32 %8 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %7, i64 %conv4
  %9 = load i32, ptr %tr, align 4
  %conv6 = sext i32 %9 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @staticReverse.s to ptr), i64 %conv6
  %10 = load i32, ptr %arrayidx7, align 4
  store i32 %10, ptr %arrayidx5, align 4
  ret void
}

; Function Attrs: convergent
define void @dynamicReverse(ptr %d, i32 %n) #0 !dbg !8 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %d.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %tr = alloca i32, align 4
  store ptr %d, ptr %d.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %t, align 4
  %1 = load i32, ptr %n.addr, align 4
  %2 = load i32, ptr %t, align 4
  %sub = sub nsw i32 %1, %2
  %sub1 = sub nsw i32 %sub, 1
  store i32 %sub1, ptr %tr, align 4
  %3 = load i32, ptr %t, align 4
  %conv = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %conv
  %4 = load ptr, ptr %d.addr, align 8
  %5 = load i32, ptr %t, align 4
  %conv2 = sext i32 %5 to i64
  %arrayidx3 = getelementptr inbounds i32, ptr %4, i64 %conv2
  %6 = load i32, ptr %arrayidx3, align 4
  store i32 %6, ptr %arrayidx, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %7 = load ptr, ptr %d.addr, align 8
  %8 = load i32, ptr %t, align 4
  %conv4 = sext i32 %8 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %7, i64 %conv4
  %9 = load i32, ptr %tr, align 4
  %conv6 = sext i32 %9 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %conv6
  %10 = load i32, ptr %arrayidx7, align 4
  store i32 %10, ptr %arrayidx5, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare void @__syncthreads() #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/shared_reverse.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "staticReverse", linkageName: "staticReverse", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 43, column: 3, scope: !4)
!8 = distinct !DISubprogram(name: "dynamicReverse", linkageName: "dynamicReverse", scope: !1, file: !1, line: 47, type: !5, scopeLine: 47, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 53, column: 3, scope: !8)
