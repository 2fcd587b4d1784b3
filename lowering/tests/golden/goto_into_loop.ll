; ModuleID = 'samples/goto_into_loop.cu'
source_filename = "samples/goto_into_loop.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @prefix_with_cache(ptr %rows, i32 %len, ptr %cached, ptr %cache, ptr %out, ptr %masks) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %rows.addr = alloca ptr, align 8
  %len.addr = alloca i32, align 4
  %cached.addr = alloca ptr, align 8
  %cache.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %masks.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %k = alloca i32, align 4
  %v = alloca i32, align 4
  %acc = alloca i32, align 4
  %m = alloca i32, align 4
  %for.guard = alloca i32, align 4
  store ptr %rows, ptr %rows.addr, align 8
  store i32 %len, ptr %len.addr, align 4
  store ptr %cached, ptr %cached.addr, align 8
  store ptr %cache, ptr %cache.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %masks, ptr %masks.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %t, align 4
  store i32 0, ptr %k, align 4
  store i32 0, ptr %v, align 4
  store i32 0, ptr %acc, align 4
  store i32 0, ptr %m, align 4
  %3 = load ptr, ptr %cached.addr, align 8
  %4 = load i32, ptr %t, align 4
  %conv = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %conv
  %5 = load i32, ptr %arrayidx, align 4
  %tobool = icmp ne i32 %5, 0
  br i1 %tobool, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %6 = load i32, ptr %len.addr, align 4
  %cmp = icmp sgt i32 %6, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %7 = load ptr, ptr %cache.addr, align 8
  %8 = load i32, ptr %t, align 4
  %conv1 = sext i32 %8 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %7, i64 %conv1
  %9 = load i32, ptr %arrayidx2, align 4
  store i32 %9, ptr %v, align 4
  store i32 1, ptr %for.guard, align 4
  br label %for.hub

if.end:                                           ; preds = %land.lhs.true, %entry
  store i32 0, ptr %k, align 4
  store i32 0, ptr %for.guard, align 4
  br label %for.hub

for.hub:                                          ; preds = %for.inc, %if.end, %if.then
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %guard = load i32, ptr %for.guard, align 4
  switch i32 %guard, label %for.cond [
    i32 1, label %label.have_value
  ]

for.cond:                                         ; preds = %for.hub
  %10 = load i32, ptr %k, align 4
  %11 = load i32, ptr %len.addr, align 4
  %cmp3 = icmp slt i32 %10, %11
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %12 = load ptr, ptr %rows.addr, align 8
  %13 = load i32, ptr %t, align 4
  %14 = load i32, ptr %len.addr, align 4
  %mul4 = mul nsw i32 %13, %14
  %15 = load i32, ptr %k, align 4
  %add5 = add nsw i32 %mul4, %15
  %conv6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %12, i64 %conv6
  %16 = load i32, ptr %arrayidx7, align 4
  store i32 %16, ptr %v, align 4
  br label %label.have_value

label.have_value:                                 ; preds = %for.hub, %for.body
  %17 = load i32, ptr %v, align 4
  %18 = load i32, ptr %acc, align 4
  %add8 = add nsw i32 %18, %17
  store i32 %add8, ptr %acc, align 4
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  %19 = load i32, ptr %acc, align 4
  %cmp9 = icmp sgt i32 %19, 0
  %conv10 = zext i1 %cmp9 to i32
  %call11 = call i32 @__ballot_sync(i32 %call, i32 %conv10) #0 [ "convergencectrl"(token %tok.for) ], !dbg !8
  store i32 %call11, ptr %m, align 4
  %20 = load ptr, ptr %out.addr, align 8
  %21 = load i32, ptr %t, align 4
  %22 = load i32, ptr %len.addr, align 4
  %mul12 = mul nsw i32 %21, %22
  %23 = load i32, ptr %k, align 4
  %add13 = add nsw i32 %mul12, %23
  %conv14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %20, i64 %conv14
  %24 = load i32, ptr %acc, align 4
  store i32 %24, ptr %arrayidx15, align 4
  br label %for.inc

for.inc:                                          ; preds = %label.have_value
  %25 = load i32, ptr %k, align 4
  %inc = add nsw i32 %25, 1
  store i32 %inc, ptr %k, align 4
  store i32 0, ptr %for.guard, align 4
  br label %for.hub

for.end:                                          ; preds = %for.cond
  %26 = load ptr, ptr %masks.addr, align 8
  %27 = load i32, ptr %t, align 4
  %conv17 = sext i32 %27 to i64
  %arrayidx18 = getelementptr inbounds i32, ptr %26, i64 %conv17
  %28 = load i32, ptr %m, align 4
  store i32 %28, ptr %arrayidx18, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/goto_into_loop.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "prefix_with_cache", linkageName: "prefix_with_cache", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 26, column: 27, scope: !4)
!8 = !DILocation(line: 26, column: 13, scope: !4)
