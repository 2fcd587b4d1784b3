; ModuleID = 'samples/warp_shuffle_transpose_hip.cu'
source_filename = "samples/warp_shuffle_transpose_hip.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

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
  %val = alloca float, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i32 %width, ptr %width.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %x, align 4
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  store i32 %1, ptr %y, align 4
  %2 = load i32, ptr %x, align 4
  %3 = load i32, ptr %width.addr, align 4
  %cmp = icmp ult i32 %2, %3
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %4 = load i32, ptr %y, align 4
  %5 = load i32, ptr %width.addr, align 4
  %cmp1 = icmp ult i32 %4, %5
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %6 = load ptr, ptr %in.addr, align 8
  %7 = load i32, ptr %y, align 4
  %8 = load i32, ptr %width.addr, align 4
  %mul = mul i32 %7, %8
  %9 = load i32, ptr %x, align 4
  %add = add i32 %mul, %9
  %conv = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %conv
  %10 = load float, ptr %arrayidx, align 4
  store float %10, ptr %val, align 4
  %11 = load ptr, ptr %out.addr, align 8
  %12 = load i32, ptr %x, align 4
  %13 = load i32, ptr %width.addr, align 4
  %mul2 = mul i32 %12, %13
  %14 = load i32, ptr %y, align 4
  %add3 = add i32 %mul2, %14
  %conv4 = zext i32 %add3 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %11, i64 %conv4
  %15 = load float, ptr %val, align 4
  %16 = load i32, ptr %y, align 4
  %17 = load i32, ptr %width.addr, align 4
  %mul6 = mul i32 %16, %17
  %18 = load i32, ptr %x, align 4
  %add7 = add i32 %mul6, %18
  %call = call float (float, i32, ...) @__tangle_shfl_f32(float %15, i32 %add7) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store float %call, ptr %arrayidx5, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare float @__tangle_shfl_f32(float, i32, ...) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/warp_shuffle_transpose_hip.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "matrix_transpose_kernel", linkageName: "matrix_transpose_kernel", scope: !1, file: !1, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 53, column: 30, scope: !4)
