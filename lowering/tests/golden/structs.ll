; ModuleID = 'lowering/tests/fixtures/structs.cu'
source_filename = "lowering/tests/fixtures/structs.cu"

%struct.particle = type { float, float, float, float }
%struct.span = type { ptr, i32, [4 x i8] }
%struct.__tangle_uint3 = type { i32, i32, i32 }
%union.bits = type { float }
%struct.float4 = type { float, float, float, float }

@origin = constant %struct.particle { float 5.000000e-01, float 1.500000e+00, float 0.000000e+00, float 0.000000e+00 }, align 4
@table = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]
@window = global %struct.span { ptr getelementptr (i8, ptr @table, i64 8), i32 4, [4 x i8] zeroinitializer }, align 8
@last = global ptr getelementptr (i8, ptr @table, i64 28)
@k.tile = internal addrspace(3) global [32 x %struct.particle] poison, align 4
@threadIdx = external constant %struct.__tangle_uint3

define %struct.particle @advance(%struct.particle %p, float %dt) {
entry:
  %p.addr = alloca %struct.particle, align 4
  %dt.addr = alloca float, align 4
  store %struct.particle %p, ptr %p.addr, align 4
  store float %dt, ptr %dt.addr, align 4
  %x = getelementptr inbounds nuw %struct.particle, ptr %p.addr, i32 0, i32 0
  %vx = getelementptr inbounds nuw %struct.particle, ptr %p.addr, i32 0, i32 2
  %0 = load float, ptr %vx, align 4
  %1 = load float, ptr %dt.addr, align 4
  %mul = fmul float %0, %1
  %2 = load float, ptr %x, align 4
  %add = fadd float %2, %mul
  store float %add, ptr %x, align 4
  %y = getelementptr inbounds nuw %struct.particle, ptr %p.addr, i32 0, i32 1
  %vy = getelementptr inbounds nuw %struct.particle, ptr %p.addr, i32 0, i32 3
  %3 = load float, ptr %vy, align 4
  %4 = load float, ptr %dt.addr, align 4
  %mul1 = fmul float %3, %4
  %5 = load float, ptr %y, align 4
  %add2 = fadd float %5, %mul1
  store float %add2, ptr %y, align 4
  %6 = load %struct.particle, ptr %p.addr, align 4
  ret %struct.particle %6
}

; Function Attrs: convergent
define void @k(ptr %ps, ptr %vs, ptr %out) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %ps.addr = alloca ptr, align 8
  %vs.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %mine = alloca %struct.particle, align 4
  %b = alloca %union.bits, align 4
  %v = alloca %struct.float4, align 16
  %make_float4.tmp = alloca %struct.float4, align 16
  %agg.tmp = alloca %struct.particle, align 4
  store ptr %ps, ptr %ps.addr, align 8
  store ptr %vs, ptr %vs.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %t, align 4
  %1 = load i32, ptr %t, align 4
  %conv = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.particle, ptr addrspacecast (ptr addrspace(3) @k.tile to ptr), i64 %conv
  %2 = load ptr, ptr %ps.addr, align 8
  %3 = load i32, ptr %t, align 4
  %conv1 = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds %struct.particle, ptr %2, i64 %conv1
  %4 = load %struct.particle, ptr %arrayidx2, align 4
  %call = call %struct.particle @advance(%struct.particle %4, float 5.000000e-01), !dbg !7
  store %struct.particle %call, ptr %arrayidx, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  %5 = load i32, ptr %t, align 4
  %sub = sub nsw i32 31, %5
  %conv3 = sext i32 %sub to i64
  %arrayidx4 = getelementptr inbounds %struct.particle, ptr addrspacecast (ptr addrspace(3) @k.tile to ptr), i64 %conv3
  %6 = load %struct.particle, ptr %arrayidx4, align 4
  store %struct.particle %6, ptr %mine, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %b, i8 0, i64 4, i1 false)
  %x = getelementptr inbounds nuw %struct.particle, ptr %mine, i32 0, i32 0
  %7 = load float, ptr %x, align 4
  %init = getelementptr inbounds i8, ptr %b, i64 0
  store float %7, ptr %init, align 4
  %8 = load ptr, ptr %vs.addr, align 8
  %9 = load i32, ptr %t, align 4
  %conv5 = sext i32 %9 to i64
  %arrayidx6 = getelementptr inbounds %struct.float4, ptr %8, i64 %conv5
  %10 = load %struct.float4, ptr %arrayidx6, align 16
  store %struct.float4 %10, ptr %v, align 16
  %11 = load ptr, ptr %vs.addr, align 8
  %12 = load i32, ptr %t, align 4
  %conv7 = sext i32 %12 to i64
  %arrayidx8 = getelementptr inbounds %struct.float4, ptr %11, i64 %conv7
  %x9 = getelementptr inbounds nuw %struct.float4, ptr %make_float4.tmp, i32 0, i32 0
  %y = getelementptr inbounds nuw %struct.float4, ptr %v, i32 0, i32 1
  %13 = load float, ptr %y, align 4
  %14 = load float, ptr @origin, align 4
  %add = fadd float %13, %14
  store float %add, ptr %x9, align 4
  %y10 = getelementptr inbounds nuw %struct.float4, ptr %make_float4.tmp, i32 0, i32 1
  %15 = load %struct.particle, ptr %mine, align 4
  %call11 = call %struct.particle @advance(%struct.particle %15, float 1.000000e+00), !dbg !9
  store %struct.particle %call11, ptr %agg.tmp, align 4
  %y12 = getelementptr inbounds nuw %struct.particle, ptr %agg.tmp, i32 0, i32 1
  %16 = load float, ptr %y12, align 4
  %x13 = getelementptr inbounds nuw %struct.float4, ptr %v, i32 0, i32 0
  %17 = load float, ptr %x13, align 4
  %add14 = fadd float %16, %17
  store float %add14, ptr %y10, align 4
  %z = getelementptr inbounds nuw %struct.float4, ptr %make_float4.tmp, i32 0, i32 2
  %w = getelementptr inbounds nuw %struct.float4, ptr %v, i32 0, i32 3
  %18 = load float, ptr %w, align 4
  store float %18, ptr %z, align 4
  %w15 = getelementptr inbounds nuw %struct.float4, ptr %make_float4.tmp, i32 0, i32 3
  %z16 = getelementptr inbounds nuw %struct.float4, ptr %v, i32 0, i32 2
  %19 = load float, ptr %z16, align 4
  store float %19, ptr %w15, align 4
  %20 = load %struct.float4, ptr %make_float4.tmp, align 16
  store %struct.float4 %20, ptr %arrayidx8, align 16
  %21 = load ptr, ptr %out.addr, align 8
  %22 = load i32, ptr %t, align 4
  %conv17 = sext i32 %22 to i64
  %arrayidx18 = getelementptr inbounds i32, ptr %21, i64 %conv17
  %23 = load i32, ptr %b, align 4
  %24 = load ptr, ptr @window, align 8
  %25 = load i32, ptr %t, align 4
  %26 = load i32, ptr getelementptr inbounds nuw (%struct.span, ptr @window, i32 0, i32 1), align 4
  %rem = srem i32 %25, %26
  %conv19 = sext i32 %rem to i64
  %arrayidx20 = getelementptr inbounds i32, ptr %24, i64 %conv19
  %27 = load i32, ptr %arrayidx20, align 4
  %add21 = add i32 %23, %27
  %28 = load ptr, ptr @last, align 8
  %29 = load i32, ptr %28, align 4
  %add22 = add i32 %add21, %29
  store i32 %add22, ptr %arrayidx18, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "lowering/tests/fixtures/structs.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "k", linkageName: "k", scope: !1, file: !1, line: 20, type: !5, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 23, column: 13, scope: !4)
!8 = !DILocation(line: 24, column: 3, scope: !4)
!9 = !DILocation(line: 28, column: 39, scope: !4)
