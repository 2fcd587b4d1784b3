; ModuleID = 'samples/nbody_struct.cu'
source_filename = "samples/nbody_struct.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }
%struct.Body = type { float, float, float, float, float, float }

@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @bodyForce(ptr %p, float %dt, i32 %n) !dbg !4 {
entry:
  %p.addr = alloca ptr, align 8
  %dt.addr = alloca float, align 4
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %Fx = alloca float, align 4
  %Fy = alloca float, align 4
  %Fz = alloca float, align 4
  %j = alloca i32, align 4
  %dx = alloca float, align 4
  %dy = alloca float, align 4
  %dz = alloca float, align 4
  %distSqr = alloca float, align 4
  %invDist = alloca float, align 4
  %invDist3 = alloca float, align 4
  store ptr %p, ptr %p.addr, align 8
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
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.then
  %5 = load i32, ptr %j, align 4
  %6 = load i32, ptr %n.addr, align 4
  %cmp1 = icmp slt i32 %5, %6
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %p.addr, align 8
  %8 = load i32, ptr %j, align 4
  %conv = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds %struct.Body, ptr %7, i64 %conv
  %x = getelementptr inbounds nuw %struct.Body, ptr %arrayidx, i32 0, i32 0
  %9 = load float, ptr %x, align 4
  %10 = load ptr, ptr %p.addr, align 8
  %11 = load i32, ptr %i, align 4
  %conv2 = sext i32 %11 to i64
  %arrayidx3 = getelementptr inbounds %struct.Body, ptr %10, i64 %conv2
  %x4 = getelementptr inbounds nuw %struct.Body, ptr %arrayidx3, i32 0, i32 0
  %12 = load float, ptr %x4, align 4
  %sub = fsub float %9, %12
  store float %sub, ptr %dx, align 4
  %13 = load ptr, ptr %p.addr, align 8
  %14 = load i32, ptr %j, align 4
  %conv5 = sext i32 %14 to i64
  %arrayidx6 = getelementptr inbounds %struct.Body, ptr %13, i64 %conv5
  %y = getelementptr inbounds nuw %struct.Body, ptr %arrayidx6, i32 0, i32 1
  %15 = load float, ptr %y, align 4
  %16 = load ptr, ptr %p.addr, align 8
  %17 = load i32, ptr %i, align 4
  %conv7 = sext i32 %17 to i64
  %arrayidx8 = getelementptr inbounds %struct.Body, ptr %16, i64 %conv7
  %y9 = getelementptr inbounds nuw %struct.Body, ptr %arrayidx8, i32 0, i32 1
  %18 = load float, ptr %y9, align 4
  %sub10 = fsub float %15, %18
  store float %sub10, ptr %dy, align 4
  %19 = load ptr, ptr %p.addr, align 8
  %20 = load i32, ptr %j, align 4
  %conv11 = sext i32 %20 to i64
  %arrayidx12 = getelementptr inbounds %struct.Body, ptr %19, i64 %conv11
  %z = getelementptr inbounds nuw %struct.Body, ptr %arrayidx12, i32 0, i32 2
  %21 = load float, ptr %z, align 4
  %22 = load ptr, ptr %p.addr, align 8
  %23 = load i32, ptr %i, align 4
  %conv13 = sext i32 %23 to i64
  %arrayidx14 = getelementptr inbounds %struct.Body, ptr %22, i64 %conv13
  %z15 = getelementptr inbounds nuw %struct.Body, ptr %arrayidx14, i32 0, i32 2
  %24 = load float, ptr %z15, align 4
  %sub16 = fsub float %21, %24
  store float %sub16, ptr %dz, align 4
  %25 = load float, ptr %dx, align 4
  %26 = load float, ptr %dx, align 4
  %mul17 = fmul float %25, %26
  %27 = load float, ptr %dy, align 4
  %28 = load float, ptr %dy, align 4
  %mul18 = fmul float %27, %28
  %add19 = fadd float %mul17, %mul18
  %29 = load float, ptr %dz, align 4
  %30 = load float, ptr %dz, align 4
  %mul20 = fmul float %29, %30
  %add21 = fadd float %add19, %mul20
  %add22 = fadd float %add21, 0x3E112E0BE0000000
  store float %add22, ptr %distSqr, align 4
  %31 = load float, ptr %distSqr, align 4
  %call = call float @llvm.sqrt.f32(float %31), !dbg !7
  %rsqrt = fdiv float 1.000000e+00, %call
  store float %rsqrt, ptr %invDist, align 4
  %32 = load float, ptr %invDist, align 4
  %33 = load float, ptr %invDist, align 4
  %mul23 = fmul float %32, %33
  %34 = load float, ptr %invDist, align 4
  %mul24 = fmul float %mul23, %34
  store float %mul24, ptr %invDist3, align 4
  %35 = load float, ptr %dx, align 4
  %36 = load float, ptr %invDist3, align 4
  %mul25 = fmul float %35, %36
  %37 = load float, ptr %Fx, align 4
  %add26 = fadd float %37, %mul25
  store float %add26, ptr %Fx, align 4
  %38 = load float, ptr %dy, align 4
  %39 = load float, ptr %invDist3, align 4
  %mul27 = fmul float %38, %39
  %40 = load float, ptr %Fy, align 4
  %add28 = fadd float %40, %mul27
  store float %add28, ptr %Fy, align 4
  %41 = load float, ptr %dz, align 4
  %42 = load float, ptr %invDist3, align 4
  %mul29 = fmul float %41, %42
  %43 = load float, ptr %Fz, align 4
  %add30 = fadd float %43, %mul29
  store float %add30, ptr %Fz, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %44 = load i32, ptr %j, align 4
  %inc = add nsw i32 %44, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %45 = load ptr, ptr %p.addr, align 8
  %46 = load i32, ptr %i, align 4
  %conv32 = sext i32 %46 to i64
  %arrayidx33 = getelementptr inbounds %struct.Body, ptr %45, i64 %conv32
  %vx = getelementptr inbounds nuw %struct.Body, ptr %arrayidx33, i32 0, i32 3
  %47 = load float, ptr %dt.addr, align 4
  %48 = load float, ptr %Fx, align 4
  %mul34 = fmul float %47, %48
  %49 = load float, ptr %vx, align 4
  %add35 = fadd float %49, %mul34
  store float %add35, ptr %vx, align 4
  %50 = load ptr, ptr %p.addr, align 8
  %51 = load i32, ptr %i, align 4
  %conv36 = sext i32 %51 to i64
  %arrayidx37 = getelementptr inbounds %struct.Body, ptr %50, i64 %conv36
  %vy = getelementptr inbounds nuw %struct.Body, ptr %arrayidx37, i32 0, i32 4
  %52 = load float, ptr %dt.addr, align 4
  %53 = load float, ptr %Fy, align 4
  %mul38 = fmul float %52, %53
  %54 = load float, ptr %vy, align 4
  %add39 = fadd float %54, %mul38
  store float %add39, ptr %vy, align 4
  %55 = load ptr, ptr %p.addr, align 8
  %56 = load i32, ptr %i, align 4
  %conv40 = sext i32 %56 to i64
  %arrayidx41 = getelementptr inbounds %struct.Body, ptr %55, i64 %conv40
  %vz = getelementptr inbounds nuw %struct.Body, ptr %arrayidx41, i32 0, i32 5
  %57 = load float, ptr %dt.addr, align 4
  %58 = load float, ptr %Fz, align 4
  %mul42 = fmul float %57, %58
  %59 = load float, ptr %vz, align 4
  %add43 = fadd float %59, %mul42
  store float %add43, ptr %vz, align 4
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/nbody_struct.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "bodyForce", linkageName: "bodyForce", scope: !1, file: !1, line: 20, type: !5, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 30, column: 23, scope: !4)
