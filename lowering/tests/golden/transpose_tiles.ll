; ModuleID = 'samples/transpose_tiles.cu'
source_filename = "samples/transpose_tiles.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@TILE_DIM = global i32 32
@BLOCK_ROWS = global i32 8
@NUM_REPS = global i32 100
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@gridDim = external constant %struct.__tangle_uint3
@copySharedMem.tile = internal addrspace(3) global [1024 x float] poison
@transposeCoalesced.tile = internal addrspace(3) global [32 x [32 x float]] poison
@transposeNoBankConflicts.tile = internal addrspace(3) global [32 x [33 x float]] poison

define void @copy(ptr %odata, ptr %idata) {
entry:
  %odata.addr = alloca ptr, align 8
  %idata.addr = alloca ptr, align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %width = alloca i32, align 4
  %j = alloca i32, align 4
  store ptr %odata, ptr %odata.addr, align 8
  store ptr %idata, ptr %idata.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @TILE_DIM, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %4 = load i32, ptr @TILE_DIM, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add2 = add i32 %mul1, %5
  store i32 %add2, ptr %y, align 4
  %6 = load i32, ptr @gridDim, align 4
  %7 = load i32, ptr @TILE_DIM, align 4
  %mul3 = mul i32 %6, %7
  store i32 %mul3, ptr %width, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %8 = load i32, ptr %j, align 4
  %9 = load i32, ptr @TILE_DIM, align 4
  %cmp = icmp slt i32 %8, %9
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load ptr, ptr %odata.addr, align 8
  %11 = load i32, ptr %y, align 4
  %12 = load i32, ptr %j, align 4
  %add4 = add nsw i32 %11, %12
  %13 = load i32, ptr %width, align 4
  %mul5 = mul nsw i32 %add4, %13
  %14 = load i32, ptr %x, align 4
  %add6 = add nsw i32 %mul5, %14
  %conv = sext i32 %add6 to i64
  %arrayidx = getelementptr inbounds float, ptr %10, i64 %conv
  %15 = load ptr, ptr %idata.addr, align 8
  %16 = load i32, ptr %y, align 4
  %17 = load i32, ptr %j, align 4
  %add7 = add nsw i32 %16, %17
  %18 = load i32, ptr %width, align 4
  %mul8 = mul nsw i32 %add7, %18
  %19 = load i32, ptr %x, align 4
  %add9 = add nsw i32 %mul8, %19
  %conv10 = sext i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %15, i64 %conv10
  %20 = load float, ptr %arrayidx11, align 4
  store float %20, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %21 = load i32, ptr @BLOCK_ROWS, align 4
  %22 = load i32, ptr %j, align 4
  %add12 = add nsw i32 %22, %21
  store i32 %add12, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: convergent
define void @copySharedMem(ptr %odata, ptr %idata) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %odata.addr = alloca ptr, align 8
  %idata.addr = alloca ptr, align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %width = alloca i32, align 4
  %j = alloca i32, align 4
  %j1 = alloca i32, align 4
  store ptr %odata, ptr %odata.addr, align 8
  store ptr %idata, ptr %idata.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @TILE_DIM, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %4 = load i32, ptr @TILE_DIM, align 4
  %mul2 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add3 = add i32 %mul2, %5
  store i32 %add3, ptr %y, align 4
  %6 = load i32, ptr @gridDim, align 4
  %7 = load i32, ptr @TILE_DIM, align 4
  %mul4 = mul i32 %6, %7
  store i32 %mul4, ptr %width, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %8 = load i32, ptr %j, align 4
  %9 = load i32, ptr @TILE_DIM, align 4
  %cmp = icmp slt i32 %8, %9
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %11 = load i32, ptr %j, align 4
  %add5 = add i32 %10, %11
  %12 = load i32, ptr @TILE_DIM, align 4
  %mul6 = mul i32 %add5, %12
  %13 = load i32, ptr @threadIdx, align 4
  %add7 = add i32 %mul6, %13
  %conv = zext i32 %add7 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @copySharedMem.tile to ptr), i64 %conv
  %14 = load ptr, ptr %idata.addr, align 8
  %15 = load i32, ptr %y, align 4
  %16 = load i32, ptr %j, align 4
  %add8 = add nsw i32 %15, %16
  %17 = load i32, ptr %width, align 4
  %mul9 = mul nsw i32 %add8, %17
  %18 = load i32, ptr %x, align 4
  %add10 = add nsw i32 %mul9, %18
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %14, i64 %conv11
  %19 = load float, ptr %arrayidx12, align 4
  store float %19, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %20 = load i32, ptr @BLOCK_ROWS, align 4
  %21 = load i32, ptr %j, align 4
  %add13 = add nsw i32 %21, %20
  store i32 %add13, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 0, ptr %j1, align 4
  br label %for.cond14

for.cond14:                                       ; preds = %for.inc28, %for.end
  %tok.for30 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %22 = load i32, ptr %j1, align 4
  %23 = load i32, ptr @TILE_DIM, align 4
  %cmp17 = icmp slt i32 %22, %23
  br i1 %cmp17, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %24 = load ptr, ptr %odata.addr, align 8
  %25 = load i32, ptr %y, align 4
  %26 = load i32, ptr %j1, align 4
  %add18 = add nsw i32 %25, %26
  %27 = load i32, ptr %width, align 4
  %mul19 = mul nsw i32 %add18, %27
  %28 = load i32, ptr %x, align 4
  %add20 = add nsw i32 %mul19, %28
  %conv21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %24, i64 %conv21
  %29 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %30 = load i32, ptr %j1, align 4
  %add23 = add i32 %29, %30
  %31 = load i32, ptr @TILE_DIM, align 4
  %mul24 = mul i32 %add23, %31
  %32 = load i32, ptr @threadIdx, align 4
  %add25 = add i32 %mul24, %32
  %conv26 = zext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @copySharedMem.tile to ptr), i64 %conv26
  %33 = load float, ptr %arrayidx27, align 4
  store float %33, ptr %arrayidx22, align 4
  br label %for.inc28

for.inc28:                                        ; preds = %for.body15
  %34 = load i32, ptr @BLOCK_ROWS, align 4
  %35 = load i32, ptr %j1, align 4
  %add29 = add nsw i32 %35, %34
  store i32 %add29, ptr %j1, align 4
  br label %for.cond14

for.end16:                                        ; preds = %for.cond14
  ret void
}

define void @transposeNaive(ptr %odata, ptr %idata) {
entry:
  %odata.addr = alloca ptr, align 8
  %idata.addr = alloca ptr, align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %width = alloca i32, align 4
  %j = alloca i32, align 4
  store ptr %odata, ptr %odata.addr, align 8
  store ptr %idata, ptr %idata.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @TILE_DIM, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %4 = load i32, ptr @TILE_DIM, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add2 = add i32 %mul1, %5
  store i32 %add2, ptr %y, align 4
  %6 = load i32, ptr @gridDim, align 4
  %7 = load i32, ptr @TILE_DIM, align 4
  %mul3 = mul i32 %6, %7
  store i32 %mul3, ptr %width, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %8 = load i32, ptr %j, align 4
  %9 = load i32, ptr @TILE_DIM, align 4
  %cmp = icmp slt i32 %8, %9
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load ptr, ptr %odata.addr, align 8
  %11 = load i32, ptr %x, align 4
  %12 = load i32, ptr %width, align 4
  %mul4 = mul nsw i32 %11, %12
  %13 = load i32, ptr %y, align 4
  %14 = load i32, ptr %j, align 4
  %add5 = add nsw i32 %13, %14
  %add6 = add nsw i32 %mul4, %add5
  %conv = sext i32 %add6 to i64
  %arrayidx = getelementptr inbounds float, ptr %10, i64 %conv
  %15 = load ptr, ptr %idata.addr, align 8
  %16 = load i32, ptr %y, align 4
  %17 = load i32, ptr %j, align 4
  %add7 = add nsw i32 %16, %17
  %18 = load i32, ptr %width, align 4
  %mul8 = mul nsw i32 %add7, %18
  %19 = load i32, ptr %x, align 4
  %add9 = add nsw i32 %mul8, %19
  %conv10 = sext i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %15, i64 %conv10
  %20 = load float, ptr %arrayidx11, align 4
  store float %20, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %21 = load i32, ptr @BLOCK_ROWS, align 4
  %22 = load i32, ptr %j, align 4
  %add12 = add nsw i32 %22, %21
  store i32 %add12, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: convergent
define void @transposeCoalesced(ptr %odata, ptr %idata) #0 !dbg !8 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %odata.addr = alloca ptr, align 8
  %idata.addr = alloca ptr, align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %width = alloca i32, align 4
  %j = alloca i32, align 4
  %j1 = alloca i32, align 4
  store ptr %odata, ptr %odata.addr, align 8
  store ptr %idata, ptr %idata.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @TILE_DIM, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %4 = load i32, ptr @TILE_DIM, align 4
  %mul2 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add3 = add i32 %mul2, %5
  store i32 %add3, ptr %y, align 4
  %6 = load i32, ptr @gridDim, align 4
  %7 = load i32, ptr @TILE_DIM, align 4
  %mul4 = mul i32 %6, %7
  store i32 %mul4, ptr %width, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %8 = load i32, ptr %j, align 4
  %9 = load i32, ptr @TILE_DIM, align 4
  %cmp = icmp slt i32 %8, %9
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %11 = load i32, ptr %j, align 4
  %add5 = add i32 %10, %11
  %conv = zext i32 %add5 to i64
  %arrayidx = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @transposeCoalesced.tile to ptr), i64 %conv
  %12 = load i32, ptr @threadIdx, align 4
  %conv6 = zext i32 %12 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %arrayidx, i64 %conv6
  %13 = load ptr, ptr %idata.addr, align 8
  %14 = load i32, ptr %y, align 4
  %15 = load i32, ptr %j, align 4
  %add8 = add nsw i32 %14, %15
  %16 = load i32, ptr %width, align 4
  %mul9 = mul nsw i32 %add8, %16
  %17 = load i32, ptr %x, align 4
  %add10 = add nsw i32 %mul9, %17
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %13, i64 %conv11
  %18 = load float, ptr %arrayidx12, align 4
  store float %18, ptr %arrayidx7, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %19 = load i32, ptr @BLOCK_ROWS, align 4
  %20 = load i32, ptr %j, align 4
  %add13 = add nsw i32 %20, %19
  store i32 %add13, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %21 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %22 = load i32, ptr @TILE_DIM, align 4
  %mul14 = mul i32 %21, %22
  %23 = load i32, ptr @threadIdx, align 4
  %add15 = add i32 %mul14, %23
  store i32 %add15, ptr %x, align 4
  %24 = load i32, ptr @blockIdx, align 4
  %25 = load i32, ptr @TILE_DIM, align 4
  %mul16 = mul i32 %24, %25
  %26 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add17 = add i32 %mul16, %26
  store i32 %add17, ptr %y, align 4
  store i32 0, ptr %j1, align 4
  br label %for.cond18

for.cond18:                                       ; preds = %for.inc32, %for.end
  %tok.for34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %27 = load i32, ptr %j1, align 4
  %28 = load i32, ptr @TILE_DIM, align 4
  %cmp21 = icmp slt i32 %27, %28
  br i1 %cmp21, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %29 = load ptr, ptr %odata.addr, align 8
  %30 = load i32, ptr %y, align 4
  %31 = load i32, ptr %j1, align 4
  %add22 = add nsw i32 %30, %31
  %32 = load i32, ptr %width, align 4
  %mul23 = mul nsw i32 %add22, %32
  %33 = load i32, ptr %x, align 4
  %add24 = add nsw i32 %mul23, %33
  %conv25 = sext i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds float, ptr %29, i64 %conv25
  %34 = load i32, ptr @threadIdx, align 4
  %conv27 = zext i32 %34 to i64
  %arrayidx28 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @transposeCoalesced.tile to ptr), i64 %conv27
  %35 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %36 = load i32, ptr %j1, align 4
  %add29 = add i32 %35, %36
  %conv30 = zext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr %arrayidx28, i64 %conv30
  %37 = load float, ptr %arrayidx31, align 4
  store float %37, ptr %arrayidx26, align 4
  br label %for.inc32

for.inc32:                                        ; preds = %for.body19
  %38 = load i32, ptr @BLOCK_ROWS, align 4
  %39 = load i32, ptr %j1, align 4
  %add33 = add nsw i32 %39, %38
  store i32 %add33, ptr %j1, align 4
  br label %for.cond18

for.end20:                                        ; preds = %for.cond18
  ret void
}

; Function Attrs: convergent
define void @transposeNoBankConflicts(ptr %odata, ptr %idata) #0 !dbg !10 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %odata.addr = alloca ptr, align 8
  %idata.addr = alloca ptr, align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %width = alloca i32, align 4
  %j = alloca i32, align 4
  %j1 = alloca i32, align 4
  store ptr %odata, ptr %odata.addr, align 8
  store ptr %idata, ptr %idata.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @TILE_DIM, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %x, align 4
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %4 = load i32, ptr @TILE_DIM, align 4
  %mul2 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add3 = add i32 %mul2, %5
  store i32 %add3, ptr %y, align 4
  %6 = load i32, ptr @gridDim, align 4
  %7 = load i32, ptr @TILE_DIM, align 4
  %mul4 = mul i32 %6, %7
  store i32 %mul4, ptr %width, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %8 = load i32, ptr %j, align 4
  %9 = load i32, ptr @TILE_DIM, align 4
  %cmp = icmp slt i32 %8, %9
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %11 = load i32, ptr %j, align 4
  %add5 = add i32 %10, %11
  %conv = zext i32 %add5 to i64
  %arrayidx = getelementptr inbounds [33 x float], ptr addrspacecast (ptr addrspace(3) @transposeNoBankConflicts.tile to ptr), i64 %conv
  %12 = load i32, ptr @threadIdx, align 4
  %conv6 = zext i32 %12 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %arrayidx, i64 %conv6
  %13 = load ptr, ptr %idata.addr, align 8
  %14 = load i32, ptr %y, align 4
  %15 = load i32, ptr %j, align 4
  %add8 = add nsw i32 %14, %15
  %16 = load i32, ptr %width, align 4
  %mul9 = mul nsw i32 %add8, %16
  %17 = load i32, ptr %x, align 4
  %add10 = add nsw i32 %mul9, %17
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %13, i64 %conv11
  %18 = load float, ptr %arrayidx12, align 4
  store float %18, ptr %arrayidx7, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %19 = load i32, ptr @BLOCK_ROWS, align 4
  %20 = load i32, ptr %j, align 4
  %add13 = add nsw i32 %20, %19
  store i32 %add13, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  %21 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %22 = load i32, ptr @TILE_DIM, align 4
  %mul14 = mul i32 %21, %22
  %23 = load i32, ptr @threadIdx, align 4
  %add15 = add i32 %mul14, %23
  store i32 %add15, ptr %x, align 4
  %24 = load i32, ptr @blockIdx, align 4
  %25 = load i32, ptr @TILE_DIM, align 4
  %mul16 = mul i32 %24, %25
  %26 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %add17 = add i32 %mul16, %26
  store i32 %add17, ptr %y, align 4
  store i32 0, ptr %j1, align 4
  br label %for.cond18

for.cond18:                                       ; preds = %for.inc32, %for.end
  %tok.for34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %27 = load i32, ptr %j1, align 4
  %28 = load i32, ptr @TILE_DIM, align 4
  %cmp21 = icmp slt i32 %27, %28
  br i1 %cmp21, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %29 = load ptr, ptr %odata.addr, align 8
  %30 = load i32, ptr %y, align 4
  %31 = load i32, ptr %j1, align 4
  %add22 = add nsw i32 %30, %31
  %32 = load i32, ptr %width, align 4
  %mul23 = mul nsw i32 %add22, %32
  %33 = load i32, ptr %x, align 4
  %add24 = add nsw i32 %mul23, %33
  %conv25 = sext i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds float, ptr %29, i64 %conv25
  %34 = load i32, ptr @threadIdx, align 4
  %conv27 = zext i32 %34 to i64
  %arrayidx28 = getelementptr inbounds [33 x float], ptr addrspacecast (ptr addrspace(3) @transposeNoBankConflicts.tile to ptr), i64 %conv27
  %35 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %36 = load i32, ptr %j1, align 4
  %add29 = add i32 %35, %36
  %conv30 = zext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr %arrayidx28, i64 %conv30
  %37 = load float, ptr %arrayidx31, align 4
  store float %37, ptr %arrayidx26, align 4
  br label %for.inc32

for.inc32:                                        ; preds = %for.body19
  %38 = load i32, ptr @BLOCK_ROWS, align 4
  %39 = load i32, ptr %j1, align 4
  %add33 = add nsw i32 %39, %38
  store i32 %add33, ptr %j1, align 4
  br label %for.cond18

for.end20:                                        ; preds = %for.cond18
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/transpose_tiles.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "copySharedMem", linkageName: "copySharedMem", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 98, column: 3, scope: !4)
!8 = distinct !DISubprogram(name: "transposeCoalesced", linkageName: "transposeCoalesced", scope: !1, file: !1, line: 120, type: !5, scopeLine: 120, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 131, column: 3, scope: !8)
!10 = distinct !DISubprogram(name: "transposeNoBankConflicts", linkageName: "transposeNoBankConflicts", scope: !1, file: !1, line: 144, type: !5, scopeLine: 144, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 155, column: 3, scope: !10)
