; ModuleID = 'samples/nbody_float4.cu'
source_filename = "samples/nbody_float4.cu"

%struct.float3 = type { float, float, float }
%struct.__tangle_uint3 = type { i32, i32, i32 }
%struct.float4 = type { float, float, float, float }

@bodyForce.spos = internal addrspace(3) global [256 x %struct.float3] poison, align 4
@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@gridDim = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @bodyForce(ptr %p, ptr %v, float %dt, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %p.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  %dt.addr = alloca float, align 4
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %Fx = alloca float, align 4
  %Fy = alloca float, align 4
  %Fz = alloca float, align 4
  %tile = alloca i32, align 4
  %tpos = alloca %struct.float4, align 16
  %make_float3.tmp = alloca %struct.float3, align 4
  %j = alloca i32, align 4
  %dx = alloca float, align 4
  %dy = alloca float, align 4
  %dz = alloca float, align 4
  %distSqr = alloca float, align 4
  %invDist = alloca float, align 4
  %invDist3 = alloca float, align 4
  store ptr %p, ptr %p.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  store float %dt, ptr %dt.addr, align 4
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @blockDim, align 4
  %1 = load i32, ptr @blockIdx, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %i, align 4
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store float 0.000000e+00, ptr %Fx, align 4
  store float 0.000000e+00, ptr %Fy, align 4
  store float 0.000000e+00, ptr %Fz, align 4
  store i32 0, ptr %tile, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc48, %if.then
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %5 = load i32, ptr %tile, align 4
  %6 = load i32, ptr @gridDim, align 4
  %cmp1 = icmp ult i32 %5, %6
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %p.addr, align 8
  %8 = load i32, ptr %tile, align 4
  %9 = load i32, ptr @blockDim, align 4
  %mul2 = mul i32 %8, %9
  %10 = load i32, ptr @threadIdx, align 4
  %add3 = add i32 %mul2, %10
  %conv = zext i32 %add3 to i64
  %arrayidx = getelementptr inbounds %struct.float4, ptr %7, i64 %conv
  %11 = load %struct.float4, ptr %arrayidx, align 16
  store %struct.float4 %11, ptr %tpos, align 16
  %12 = load i32, ptr @threadIdx, align 4
  %conv4 = zext i32 %12 to i64
  %arrayidx5 = getelementptr inbounds %struct.float3, ptr addrspacecast (ptr addrspace(3) @bodyForce.spos to ptr), i64 %conv4
  %x = getelementptr inbounds nuw %struct.float3, ptr %make_float3.tmp, i32 0, i32 0
  %x6 = getelementptr inbounds nuw %struct.float4, ptr %tpos, i32 0, i32 0
  %13 = load float, ptr %x6, align 4
  store float %13, ptr %x, align 4
  %y = getelementptr inbounds nuw %struct.float3, ptr %make_float3.tmp, i32 0, i32 1
  %y7 = getelementptr inbounds nuw %struct.float4, ptr %tpos, i32 0, i32 1
  %14 = load float, ptr %y7, align 4
  store float %14, ptr %y, align 4
  %z = getelementptr inbounds nuw %struct.float3, ptr %make_float3.tmp, i32 0, i32 2
  %z8 = getelementptr inbounds nuw %struct.float4, ptr %tpos, i32 0, i32 2
  %15 = load float, ptr %z8, align 4
  store float %15, ptr %z, align 4
  %16 = load %struct.float3, ptr %make_float3.tmp, align 4
  store %struct.float3 %16, ptr %arrayidx5, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  store i32 0, ptr %j, align 4
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc, %for.body
  %tok.for66 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.for) ]
  %17 = load i32, ptr %j, align 4
  %cmp12 = icmp slt i32 %17, 256
  br i1 %cmp12, label %for.body10, label %for.end11

for.body10:                                       ; preds = %for.cond9
  %18 = load i32, ptr %j, align 4
  %conv13 = sext i32 %18 to i64
  %arrayidx14 = getelementptr inbounds %struct.float3, ptr addrspacecast (ptr addrspace(3) @bodyForce.spos to ptr), i64 %conv13
  %x15 = getelementptr inbounds nuw %struct.float3, ptr %arrayidx14, i32 0, i32 0
  %19 = load float, ptr %x15, align 4
  %20 = load ptr, ptr %p.addr, align 8
  %21 = load i32, ptr %i, align 4
  %conv16 = sext i32 %21 to i64
  %arrayidx17 = getelementptr inbounds %struct.float4, ptr %20, i64 %conv16
  %x18 = getelementptr inbounds nuw %struct.float4, ptr %arrayidx17, i32 0, i32 0
  %22 = load float, ptr %x18, align 4
  %sub = fsub float %19, %22
  store float %sub, ptr %dx, align 4
  %23 = load i32, ptr %j, align 4
  %conv19 = sext i32 %23 to i64
  %arrayidx20 = getelementptr inbounds %struct.float3, ptr addrspacecast (ptr addrspace(3) @bodyForce.spos to ptr), i64 %conv19
  %y21 = getelementptr inbounds nuw %struct.float3, ptr %arrayidx20, i32 0, i32 1
  %24 = load float, ptr %y21, align 4
  %25 = load ptr, ptr %p.addr, align 8
  %26 = load i32, ptr %i, align 4
  %conv22 = sext i32 %26 to i64
  %arrayidx23 = getelementptr inbounds %struct.float4, ptr %25, i64 %conv22
  %y24 = getelementptr inbounds nuw %struct.float4, ptr %arrayidx23, i32 0, i32 1
  %27 = load float, ptr %y24, align 4
  %sub25 = fsub float %24, %27
  store float %sub25, ptr %dy, align 4
  %28 = load i32, ptr %j, align 4
  %conv26 = sext i32 %28 to i64
  %arrayidx27 = getelementptr inbounds %struct.float3, ptr addrspacecast (ptr addrspace(3) @bodyForce.spos to ptr), i64 %conv26
  %z28 = getelementptr inbounds nuw %struct.float3, ptr %arrayidx27, i32 0, i32 2
  %29 = load float, ptr %z28, align 4
  %30 = load ptr, ptr %p.addr, align 8
  %31 = load i32, ptr %i, align 4
  %conv29 = sext i32 %31 to i64
  %arrayidx30 = getelementptr inbounds %struct.float4, ptr %30, i64 %conv29
  %z31 = getelementptr inbounds nuw %struct.float4, ptr %arrayidx30, i32 0, i32 2
  %32 = load float, ptr %z31, align 4
  %sub32 = fsub float %29, %32
  store float %sub32, ptr %dz, align 4
  %33 = load float, ptr %dx, align 4
  %34 = load float, ptr %dx, align 4
  %mul33 = fmul float %33, %34
  %35 = load float, ptr %dy, align 4
  %36 = load float, ptr %dy, align 4
  %mul34 = fmul float %35, %36
  %add35 = fadd float %mul33, %mul34
  %37 = load float, ptr %dz, align 4
  %38 = load float, ptr %dz, align 4
  %mul36 = fmul float %37, %38
  %add37 = fadd float %add35, %mul36
  %add38 = fadd float %add37, 0x3E112E0BE0000000
  store float %add38, ptr %distSqr, align 4
  %39 = load float, ptr %distSqr, align 4
  %call = call float @llvm.sqrt.f32(float %39), !dbg !8
  %rsqrt = fdiv float 1.000000e+00, %call
  store float %rsqrt, ptr %invDist, align 4
  %40 = load float, ptr %invDist, align 4
  %41 = load float, ptr %invDist, align 4
  %mul39 = fmul float %40, %41
  %42 = load float, ptr %invDist, align 4
  %mul40 = fmul float %mul39, %42
  store float %mul40, ptr %invDist3, align 4
  %43 = load float, ptr %dx, align 4
  %44 = load float, ptr %invDist3, align 4
  %mul41 = fmul float %43, %44
  %45 = load float, ptr %Fx, align 4
  %add42 = fadd float %45, %mul41
  store float %add42, ptr %Fx, align 4
  %46 = load float, ptr %dy, align 4
  %47 = load float, ptr %invDist3, align 4
  %mul43 = fmul float %46, %47
  %48 = load float, ptr %Fy, align 4
  %add44 = fadd float %48, %mul43
  store float %add44, ptr %Fy, align 4
  %49 = load float, ptr %dz, align 4
  %50 = load float, ptr %invDist3, align 4
  %mul45 = fmul float %49, %50
  %51 = load float, ptr %Fz, align 4
  %add46 = fadd float %51, %mul45
  store float %add46, ptr %Fz, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body10
  %52 = load i32, ptr %j, align 4
  %inc = add nsw i32 %52, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond9

for.end11:                                        ; preds = %for.cond9
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !9
  br label %for.inc48

for.inc48:                                        ; preds = %for.end11
  %53 = load i32, ptr %tile, align 4
  %inc50 = add nsw i32 %53, 1
  store i32 %inc50, ptr %tile, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %54 = load ptr, ptr %v.addr, align 8
  %55 = load i32, ptr %i, align 4
  %conv51 = sext i32 %55 to i64
  %arrayidx52 = getelementptr inbounds %struct.float4, ptr %54, i64 %conv51
  %x53 = getelementptr inbounds nuw %struct.float4, ptr %arrayidx52, i32 0, i32 0
  %56 = load float, ptr %dt.addr, align 4
  %57 = load float, ptr %Fx, align 4
  %mul54 = fmul float %56, %57
  %58 = load float, ptr %x53, align 4
  %add55 = fadd float %58, %mul54
  store float %add55, ptr %x53, align 4
  %59 = load ptr, ptr %v.addr, align 8
  %60 = load i32, ptr %i, align 4
  %conv56 = sext i32 %60 to i64
  %arrayidx57 = getelementptr inbounds %struct.float4, ptr %59, i64 %conv56
  %y58 = getelementptr inbounds nuw %struct.float4, ptr %arrayidx57, i32 0, i32 1
  %61 = load float, ptr %dt.addr, align 4
  %62 = load float, ptr %Fy, align 4
  %mul59 = fmul float %61, %62
  %63 = load float, ptr %y58, align 4
  %add60 = fadd float %63, %mul59
  store float %add60, ptr %y58, align 4
  %64 = load ptr, ptr %v.addr, align 8
  %65 = load i32, ptr %i, align 4
  %conv61 = sext i32 %65 to i64
  %arrayidx62 = getelementptr inbounds %struct.float4, ptr %64, i64 %conv61
  %z63 = getelementptr inbounds nuw %struct.float4, ptr %arrayidx62, i32 0, i32 2
  %66 = load float, ptr %dt.addr, align 4
  %67 = load float, ptr %Fz, align 4
  %mul64 = fmul float %66, %67
  %68 = load float, ptr %z63, align 4
  %add65 = fadd float %68, %mul64
  store float %add65, ptr %z63, align 4
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/nbody_float4.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "bodyForce", linkageName: "bodyForce", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 30, column: 7, scope: !4)
!8 = !DILocation(line: 37, column: 25, scope: !4)
!9 = !DILocation(line: 42, column: 7, scope: !4)
