; ModuleID = 'samples/prefix_sum_hip.cu'
source_filename = "samples/prefix_sum_hip.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@block = external addrspace(3) global [0 x float], align 16
@threadIdx = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @block_prefix_sum(ptr %d_data, i32 %size, i32 %offset) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %d_data.addr = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %offset.addr = alloca i32, align 4
  %thread_id = alloca i32, align 4
  %block_id = alloca i32, align 4
  %block_size = alloca i32, align 4
  %x = alloca i32, align 4
  %tree_offset = alloca i32, align 4
  %tree_size = alloca i32, align 4
  %from = alloca i32, align 4
  %to = alloca i32, align 4
  %max_thread = alloca i32, align 4
  %tree_size1 = alloca i32, align 4
  %from2 = alloca i32, align 4
  %to3 = alloca i32, align 4
  store ptr %d_data, ptr %d_data.addr, align 8
  store i32 %size, ptr %size.addr, align 4
  store i32 %offset, ptr %offset.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %thread_id, align 4
  %1 = load i32, ptr @blockIdx, align 4
  store i32 %1, ptr %block_id, align 4
  %2 = load i32, ptr @blockDim, align 4
  store i32 %2, ptr %block_size, align 4
  %3 = load i32, ptr %offset.addr, align 4
  %4 = load i32, ptr %block_id, align 4
  %5 = load i32, ptr %block_size, align 4
  %mul = mul nsw i32 %4, %5
  %6 = load i32, ptr %thread_id, align 4
  %add = add nsw i32 %mul, %6
  %mul4 = mul nsw i32 2, %add
  %add5 = add nsw i32 %mul4, 1
  %mul6 = mul nsw i32 %3, %add5
  %sub = sub nsw i32 %mul6, 1
  store i32 %sub, ptr %x, align 4
  %7 = load i32, ptr %x, align 4
  %8 = load i32, ptr %size.addr, align 4
  %cmp = icmp slt i32 %7, %8
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %9 = load i32, ptr %thread_id, align 4
  %mul7 = mul nsw i32 2, %9
  %conv = sext i32 %mul7 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv
  %10 = load ptr, ptr %d_data.addr, align 8
  %11 = load i32, ptr %x, align 4
  %conv8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %10, i64 %conv8
  %12 = load float, ptr %arrayidx9, align 4
  store float %12, ptr %arrayidx, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %13 = load i32, ptr %x, align 4
  %14 = load i32, ptr %offset.addr, align 4
  %add12 = add nsw i32 %13, %14
  %15 = load i32, ptr %size.addr, align 4
  %cmp13 = icmp slt i32 %add12, %15
  br i1 %cmp13, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end
  %16 = load i32, ptr %thread_id, align 4
  %mul14 = mul nsw i32 2, %16
  %add15 = add nsw i32 %mul14, 1
  %conv16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv16
  %17 = load ptr, ptr %d_data.addr, align 8
  %18 = load i32, ptr %x, align 4
  %19 = load i32, ptr %offset.addr, align 4
  %add18 = add nsw i32 %18, %19
  %conv19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %17, i64 %conv19
  %20 = load float, ptr %arrayidx20, align 4
  store float %20, ptr %arrayidx17, align 4
  br label %if.end11

if.end11:                                         ; preds = %if.then10, %if.end
  store i32 1, ptr %tree_offset, align 4
  %21 = load i32, ptr %size.addr, align 4
  %shr = ashr i32 %21, 1
  store i32 %shr, ptr %tree_size, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end11
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %22 = load i32, ptr %tree_size, align 4
  %cmp21 = icmp sgt i32 %22, 0
  br i1 %cmp21, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  %23 = load i32, ptr %thread_id, align 4
  %24 = load i32, ptr %tree_size, align 4
  %cmp24 = icmp slt i32 %23, %24
  br i1 %cmp24, label %if.then22, label %if.end23

if.then22:                                        ; preds = %for.body
  %25 = load i32, ptr %tree_offset, align 4
  %26 = load i32, ptr %thread_id, align 4
  %mul25 = mul nsw i32 2, %26
  %add26 = add nsw i32 %mul25, 1
  %mul27 = mul nsw i32 %25, %add26
  %sub28 = sub nsw i32 %mul27, 1
  store i32 %sub28, ptr %from, align 4
  %27 = load i32, ptr %tree_offset, align 4
  %28 = load i32, ptr %thread_id, align 4
  %mul29 = mul nsw i32 2, %28
  %add30 = add nsw i32 %mul29, 2
  %mul31 = mul nsw i32 %27, %add30
  %sub32 = sub nsw i32 %mul31, 1
  store i32 %sub32, ptr %to, align 4
  %29 = load i32, ptr %to, align 4
  %conv33 = sext i32 %29 to i64
  %arrayidx34 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv33
  %30 = load i32, ptr %from, align 4
  %conv35 = sext i32 %30 to i64
  %arrayidx36 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv35
  %31 = load float, ptr %arrayidx36, align 4
  %32 = load float, ptr %arrayidx34, align 4
  %add37 = fadd float %32, %31
  store float %add37, ptr %arrayidx34, align 4
  br label %if.end23

if.end23:                                         ; preds = %if.then22, %for.body
  %33 = load i32, ptr %tree_offset, align 4
  %shl = shl i32 %33, 1
  store i32 %shl, ptr %tree_offset, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end23
  %34 = load i32, ptr %tree_size, align 4
  %shr38 = ashr i32 %34, 1
  store i32 %shr38, ptr %tree_size, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %35 = load i32, ptr %size.addr, align 4
  %cmp41 = icmp sgt i32 %35, 2
  br i1 %cmp41, label %if.then39, label %if.end40

if.then39:                                        ; preds = %for.end
  %36 = load i32, ptr %tree_offset, align 4
  %37 = load i32, ptr %size.addr, align 4
  %cmp44 = icmp slt i32 %36, %37
  br i1 %cmp44, label %if.then42, label %if.end43

if.then42:                                        ; preds = %if.then39
  %38 = load i32, ptr %tree_offset, align 4
  %shl45 = shl i32 %38, 1
  store i32 %shl45, ptr %tree_offset, align 4
  br label %if.end43

if.end43:                                         ; preds = %if.then42, %if.then39
  %39 = load i32, ptr %tree_offset, align 4
  %shr46 = ashr i32 %39, 1
  store i32 %shr46, ptr %max_thread, align 4
  store i32 0, ptr %tree_size1, align 4
  br label %for.cond47

for.cond47:                                       ; preds = %for.inc67, %if.end43
  %tok.for53 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %40 = load i32, ptr %tree_size1, align 4
  %41 = load i32, ptr %max_thread, align 4
  %cmp50 = icmp slt i32 %40, %41
  br i1 %cmp50, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %42 = load i32, ptr %tree_size1, align 4
  %add51 = add nsw i32 %42, 1
  store i32 %add51, ptr %tree_size1, align 4
  %43 = load i32, ptr %tree_offset, align 4
  %shr52 = ashr i32 %43, 1
  store i32 %shr52, ptr %tree_offset, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for53) ], !dbg !8
  %44 = load i32, ptr %thread_id, align 4
  %45 = load i32, ptr %tree_size1, align 4
  %cmp56 = icmp slt i32 %44, %45
  br i1 %cmp56, label %if.then54, label %if.end55

if.then54:                                        ; preds = %for.body48
  %46 = load i32, ptr %tree_offset, align 4
  %47 = load i32, ptr %thread_id, align 4
  %add57 = add nsw i32 %47, 1
  %mul58 = mul nsw i32 %46, %add57
  %sub59 = sub nsw i32 %mul58, 1
  store i32 %sub59, ptr %from2, align 4
  %48 = load i32, ptr %from2, align 4
  %49 = load i32, ptr %tree_offset, align 4
  %shr60 = ashr i32 %49, 1
  %add61 = add nsw i32 %48, %shr60
  store i32 %add61, ptr %to3, align 4
  %50 = load i32, ptr %to3, align 4
  %conv62 = sext i32 %50 to i64
  %arrayidx63 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv62
  %51 = load i32, ptr %from2, align 4
  %conv64 = sext i32 %51 to i64
  %arrayidx65 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv64
  %52 = load float, ptr %arrayidx65, align 4
  %53 = load float, ptr %arrayidx63, align 4
  %add66 = fadd float %53, %52
  store float %add66, ptr %arrayidx63, align 4
  br label %if.end55

if.end55:                                         ; preds = %if.then54, %for.body48
  br label %for.inc67

for.inc67:                                        ; preds = %if.end55
  %54 = load i32, ptr %tree_size1, align 4
  %shl68 = shl i32 %54, 1
  store i32 %shl68, ptr %tree_size1, align 4
  br label %for.cond47

for.end49:                                        ; preds = %for.cond47
  br label %if.end40

if.end40:                                         ; preds = %for.end49, %for.end
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %55 = load i32, ptr %x, align 4
  %56 = load i32, ptr %size.addr, align 4
  %cmp71 = icmp slt i32 %55, %56
  br i1 %cmp71, label %if.then69, label %if.end70

if.then69:                                        ; preds = %if.end40
  %57 = load ptr, ptr %d_data.addr, align 8
  %58 = load i32, ptr %x, align 4
  %conv72 = sext i32 %58 to i64
  %arrayidx73 = getelementptr inbounds float, ptr %57, i64 %conv72
  %59 = load i32, ptr %thread_id, align 4
  %mul74 = mul nsw i32 2, %59
  %conv75 = sext i32 %mul74 to i64
  %arrayidx76 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv75
  %60 = load float, ptr %arrayidx76, align 4
  store float %60, ptr %arrayidx73, align 4
  br label %if.end70

if.end70:                                         ; preds = %if.then69, %if.end40
  %61 = load i32, ptr %x, align 4
  %62 = load i32, ptr %offset.addr, align 4
  %add79 = add nsw i32 %61, %62
  %63 = load i32, ptr %size.addr, align 4
  %cmp80 = icmp slt i32 %add79, %63
  br i1 %cmp80, label %if.then77, label %if.end78

if.then77:                                        ; preds = %if.end70
  %64 = load ptr, ptr %d_data.addr, align 8
  %65 = load i32, ptr %x, align 4
  %66 = load i32, ptr %offset.addr, align 4
  %add81 = add nsw i32 %65, %66
  %conv82 = sext i32 %add81 to i64
  %arrayidx83 = getelementptr inbounds float, ptr %64, i64 %conv82
  %67 = load i32, ptr %thread_id, align 4
  %mul84 = mul nsw i32 2, %67
  %add85 = add nsw i32 %mul84, 1
  %conv86 = sext i32 %add85 to i64
  %arrayidx87 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @block to ptr), i64 %conv86
  %68 = load float, ptr %arrayidx87, align 4
  store float %68, ptr %arrayidx83, align 4
  br label %if.end78

if.end78:                                         ; preds = %if.then77, %if.end70
  ret void
}

define void @device_prefix_sum(ptr %buffer, i32 %size, i32 %offset) {
entry:
  %buffer.addr = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %offset.addr = alloca i32, align 4
  %thread_id = alloca i32, align 4
  %block_size = alloca i32, align 4
  %block_id = alloca i32, align 4
  %sorted_blocks = alloca i32, align 4
  %unsorted_block_id = alloca i32, align 4
  %x = alloca i32, align 4
  store ptr %buffer, ptr %buffer.addr, align 8
  store i32 %size, ptr %size.addr, align 4
  store i32 %offset, ptr %offset.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %thread_id, align 4
  %1 = load i32, ptr @blockDim, align 4
  store i32 %1, ptr %block_size, align 4
  %2 = load i32, ptr @blockIdx, align 4
  store i32 %2, ptr %block_id, align 4
  %3 = load i32, ptr %offset.addr, align 4
  %4 = load i32, ptr %block_size, align 4
  %div = sdiv i32 %3, %4
  store i32 %div, ptr %sorted_blocks, align 4
  %5 = load i32, ptr %block_id, align 4
  %6 = load i32, ptr %block_id, align 4
  %7 = load i32, ptr %offset.addr, align 4
  %shl = shl i32 %7, 1
  %8 = load i32, ptr %sorted_blocks, align 4
  %sub = sub nsw i32 %shl, %8
  %div1 = sdiv i32 %6, %sub
  %add = add nsw i32 %div1, 1
  %9 = load i32, ptr %sorted_blocks, align 4
  %mul = mul nsw i32 %add, %9
  %add2 = add nsw i32 %5, %mul
  store i32 %add2, ptr %unsorted_block_id, align 4
  %10 = load i32, ptr %unsorted_block_id, align 4
  %11 = load i32, ptr %block_size, align 4
  %mul3 = mul nsw i32 %10, %11
  %12 = load i32, ptr %thread_id, align 4
  %add4 = add nsw i32 %mul3, %12
  store i32 %add4, ptr %x, align 4
  %13 = load i32, ptr %x, align 4
  %add5 = add nsw i32 %13, 1
  %14 = load i32, ptr %offset.addr, align 4
  %rem = srem i32 %add5, %14
  %cmp = icmp ne i32 %rem, 0
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %15 = load i32, ptr %x, align 4
  %16 = load i32, ptr %size.addr, align 4
  %cmp6 = icmp slt i32 %15, %16
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %17 = load ptr, ptr %buffer.addr, align 8
  %18 = load i32, ptr %x, align 4
  %conv = sext i32 %18 to i64
  %arrayidx = getelementptr inbounds float, ptr %17, i64 %conv
  %19 = load ptr, ptr %buffer.addr, align 8
  %20 = load i32, ptr %x, align 4
  %21 = load i32, ptr %x, align 4
  %22 = load i32, ptr %offset.addr, align 4
  %rem7 = srem i32 %21, %22
  %add8 = add nsw i32 %rem7, 1
  %sub9 = sub nsw i32 %20, %add8
  %conv10 = sext i32 %sub9 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %19, i64 %conv10
  %23 = load float, ptr %arrayidx11, align 4
  %24 = load float, ptr %arrayidx, align 4
  %add12 = fadd float %24, %23
  store float %add12, ptr %arrayidx, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
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
!1 = !DIFile(filename: "samples/prefix_sum_hip.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "block_prefix_sum", linkageName: "block_prefix_sum", scope: !1, file: !1, line: 35, type: !5, scopeLine: 35, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 58, column: 9, scope: !4)
!8 = !DILocation(line: 81, column: 13, scope: !4)
!9 = !DILocation(line: 91, column: 5, scope: !4)
