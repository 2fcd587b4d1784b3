; ModuleID = 'samples/dynamic_shared_transpose_hip.cu'
source_filename = "samples/dynamic_shared_transpose_hip.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@shared_matrix_memory = external addrspace(3) global [0 x float], align 16
@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @matrix_transpose_kernel(ptr %out, ptr %in, i32 %width) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %out.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %width.addr = alloca i32, align 4
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i32 %width, ptr %width.addr, align 4
  %0 = load i32, ptr @blockDim, align 4
  %1 = load i32, ptr @blockIdx, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %4 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add2 = add i32 %mul1, %5
  store i32 %add2, ptr %y, align 4
  %6 = load i32, ptr %y, align 4
  %7 = load i32, ptr %width.addr, align 4
  %mul3 = mul i32 %6, %7
  %8 = load i32, ptr %x, align 4
  %add4 = add i32 %mul3, %8
  %conv = zext i32 %add4 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared_matrix_memory to ptr), i64 %conv
  %9 = load ptr, ptr %in.addr, align 8
  %10 = load i32, ptr %x, align 4
  %11 = load i32, ptr %width.addr, align 4
  %mul5 = mul i32 %10, %11
  %12 = load i32, ptr %y, align 4
  %add6 = add i32 %mul5, %12
  %conv7 = zext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %9, i64 %conv7
  %13 = load float, ptr %arrayidx8, align 4
  store float %13, ptr %arrayidx, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  %14 = load ptr, ptr %out.addr, align 8
  %15 = load i32, ptr %y, align 4
  %16 = load i32, ptr %width.addr, align 4
  %mul9 = mul i32 %15, %16
  %17 = load i32, ptr %x, align 4
  %add10 = add i32 %mul9, %17
  %conv11 = zext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %14, i64 %conv11
  %18 = load i32, ptr %y, align 4
  %19 = load i32, ptr %width.addr, align 4
  %mul13 = mul i32 %18, %19
  %20 = load i32, ptr %x, align 4
  %add14 = add i32 %mul13, %20
  %conv15 = zext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared_matrix_memory to ptr), i64 %conv15
  %21 = load float, ptr %arrayidx16, align 4
  store float %21, ptr %arrayidx12, align 4
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
!1 = !DIFile(filename: "samples/dynamic_shared_transpose_hip.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "matrix_transpose_kernel", linkageName: "matrix_transpose_kernel", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 57, column: 5, scope: !4)
