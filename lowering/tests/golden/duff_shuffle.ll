; ModuleID = 'samples/duff_shuffle.cu'
source_filename = "samples/duff_shuffle.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32

; Function Attrs: convergent
define void @pair_swap_copy(ptr %src, ptr %dst, ptr %counts, i32 %stride) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %src.addr = alloca ptr, align 8
  %dst.addr = alloca ptr, align 8
  %counts.addr = alloca ptr, align 8
  %stride.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %partner = alloca i32, align 4
  %count = alloca i32, align 4
  %from = alloca ptr, align 8
  %to = alloca ptr, align 8
  %rounds = alloca i32, align 4
  %v = alloca i32, align 4
  %do.guard = alloca i32, align 4
  store ptr %src, ptr %src.addr, align 8
  store ptr %dst, ptr %dst.addr, align 8
  store ptr %counts, ptr %counts.addr, align 8
  store i32 %stride, ptr %stride.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %t, align 4
  %3 = load i32, ptr @threadIdx, align 4
  %4 = load i32, ptr @warpSize, align 4
  %rem = urem i32 %3, %4
  %xor = xor i32 %rem, 1
  store i32 %xor, ptr %partner, align 4
  %5 = load ptr, ptr %counts.addr, align 8
  %6 = load i32, ptr %t, align 4
  %conv = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds i32, ptr %5, i64 %conv
  %7 = load i32, ptr %arrayidx, align 4
  %8 = load i32, ptr %stride.addr, align 4
  %call = call i32 @min(i32 %7, i32 %8), !dbg !7
  store i32 %call, ptr %count, align 4
  %9 = load ptr, ptr %src.addr, align 8
  %10 = load i32, ptr %t, align 4
  %11 = load i32, ptr %stride.addr, align 4
  %mul4 = mul nsw i32 %10, %11
  %conv5 = sext i32 %mul4 to i64
  %add.ptr = getelementptr inbounds i32, ptr %9, i64 %conv5
  store ptr %add.ptr, ptr %from, align 8
  %12 = load ptr, ptr %dst.addr, align 8
  %13 = load i32, ptr %t, align 4
  %14 = load i32, ptr %stride.addr, align 4
  %mul6 = mul nsw i32 %13, %14
  %conv7 = sext i32 %mul6 to i64
  %add.ptr8 = getelementptr inbounds i32, ptr %12, i64 %conv7
  store ptr %add.ptr8, ptr %to, align 8
  %15 = load i32, ptr %count, align 4
  %add9 = add nsw i32 %15, 3
  %div = sdiv i32 %add9, 4
  store i32 %div, ptr %rounds, align 4
  store i32 0, ptr %v, align 4
  %16 = load i32, ptr %count, align 4
  %cmp = icmp sgt i32 %16, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %17 = load i32, ptr %count, align 4
  %rem10 = srem i32 %17, 4
  switch i32 %rem10, label %sw.epilog [
    i32 0, label %sw.bb
    i32 3, label %do.to.hub
    i32 2, label %do.to.hub11
    i32 1, label %do.to.hub12
  ]

do.to.hub:                                        ; preds = %if.then
  store i32 1, ptr %do.guard, align 4
  br label %do.hub

do.to.hub11:                                      ; preds = %if.then
  store i32 2, ptr %do.guard, align 4
  br label %do.hub

do.to.hub12:                                      ; preds = %if.then
  store i32 3, ptr %do.guard, align 4
  br label %do.hub

sw.bb:                                            ; preds = %if.then
  store i32 0, ptr %do.guard, align 4
  br label %do.hub

do.hub:                                           ; preds = %do.to.hub28, %sw.bb, %do.to.hub12, %do.to.hub11, %do.to.hub
  %tok.do = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %guard = load i32, ptr %do.guard, align 4
  switch i32 %guard, label %do.body [
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
  ]

do.body:                                          ; preds = %do.hub
  %18 = load ptr, ptr %from, align 8
  %incdec.ptr = getelementptr inbounds i32, ptr %18, i64 1
  store ptr %incdec.ptr, ptr %from, align 8
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %v, align 4
  %20 = load ptr, ptr %to, align 8
  %incdec.ptr13 = getelementptr inbounds i32, ptr %20, i64 1
  store ptr %incdec.ptr13, ptr %to, align 8
  %call14 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.do) ], !dbg !8
  %21 = load i32, ptr %v, align 4
  %22 = load i32, ptr %partner, align 4
  %call15 = call i32 (i32, i32, i32, ...) @__tangle_shfl_sync_i32(i32 %call14, i32 %21, i32 %22) #0 [ "convergencectrl"(token %tok.do) ], !dbg !9
  store i32 %call15, ptr %20, align 4
  br label %sw.bb1

sw.bb1:                                           ; preds = %do.hub, %do.body
  %23 = load ptr, ptr %from, align 8
  %incdec.ptr16 = getelementptr inbounds i32, ptr %23, i64 1
  store ptr %incdec.ptr16, ptr %from, align 8
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %v, align 4
  %25 = load ptr, ptr %to, align 8
  %incdec.ptr17 = getelementptr inbounds i32, ptr %25, i64 1
  store ptr %incdec.ptr17, ptr %to, align 8
  %call18 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.do) ], !dbg !10
  %26 = load i32, ptr %v, align 4
  %27 = load i32, ptr %partner, align 4
  %call19 = call i32 (i32, i32, i32, ...) @__tangle_shfl_sync_i32(i32 %call18, i32 %26, i32 %27) #0 [ "convergencectrl"(token %tok.do) ], !dbg !11
  store i32 %call19, ptr %25, align 4
  br label %sw.bb2

sw.bb2:                                           ; preds = %do.hub, %sw.bb1
  %28 = load ptr, ptr %from, align 8
  %incdec.ptr20 = getelementptr inbounds i32, ptr %28, i64 1
  store ptr %incdec.ptr20, ptr %from, align 8
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %v, align 4
  %30 = load ptr, ptr %to, align 8
  %incdec.ptr21 = getelementptr inbounds i32, ptr %30, i64 1
  store ptr %incdec.ptr21, ptr %to, align 8
  %call22 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.do) ], !dbg !12
  %31 = load i32, ptr %v, align 4
  %32 = load i32, ptr %partner, align 4
  %call23 = call i32 (i32, i32, i32, ...) @__tangle_shfl_sync_i32(i32 %call22, i32 %31, i32 %32) #0 [ "convergencectrl"(token %tok.do) ], !dbg !13
  store i32 %call23, ptr %30, align 4
  br label %sw.bb3

sw.bb3:                                           ; preds = %do.hub, %sw.bb2
  %33 = load ptr, ptr %from, align 8
  %incdec.ptr24 = getelementptr inbounds i32, ptr %33, i64 1
  store ptr %incdec.ptr24, ptr %from, align 8
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %v, align 4
  %35 = load ptr, ptr %to, align 8
  %incdec.ptr25 = getelementptr inbounds i32, ptr %35, i64 1
  store ptr %incdec.ptr25, ptr %to, align 8
  %call26 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.do) ], !dbg !14
  %36 = load i32, ptr %v, align 4
  %37 = load i32, ptr %partner, align 4
  %call27 = call i32 (i32, i32, i32, ...) @__tangle_shfl_sync_i32(i32 %call26, i32 %36, i32 %37) #0 [ "convergencectrl"(token %tok.do) ], !dbg !15
  store i32 %call27, ptr %35, align 4
  br label %do.cond

do.cond:                                          ; preds = %sw.bb3
  %38 = load i32, ptr %rounds, align 4
  %dec = sub nsw i32 %38, 1
  store i32 %dec, ptr %rounds, align 4
  %cmp29 = icmp sgt i32 %dec, 0
  br i1 %cmp29, label %do.to.hub28, label %do.end

do.to.hub28:                                      ; preds = %do.cond
  store i32 0, ptr %do.guard, align 4
  br label %do.hub

do.end:                                           ; preds = %do.cond
  br label %sw.epilog

sw.epilog:                                        ; preds = %do.end, %if.then
  br label %if.end

if.end:                                           ; preds = %sw.epilog, %entry
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

declare i32 @min(i32, i32)

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent
declare i32 @__tangle_shfl_sync_i32(i32, i32, i32, ...) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/duff_shuffle.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "pair_swap_copy", linkageName: "pair_swap_copy", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 13, column: 17, scope: !4)
!8 = !DILocation(line: 21, column: 55, scope: !4)
!9 = !DILocation(line: 21, column: 43, scope: !4)
!10 = !DILocation(line: 22, column: 55, scope: !4)
!11 = !DILocation(line: 22, column: 43, scope: !4)
!12 = !DILocation(line: 23, column: 55, scope: !4)
!13 = !DILocation(line: 23, column: 43, scope: !4)
!14 = !DILocation(line: 24, column: 55, scope: !4)
!15 = !DILocation(line: 24, column: 43, scope: !4)
