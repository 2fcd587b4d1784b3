; A ballot under `if (t & 1)` (hoist.cu, as `tangle lower` writes it).
source_filename = "hoist.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @k(ptr %out) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %out.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %v = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %t, align 4
  store i32 0, ptr %v, align 4
  %1 = load i32, ptr %t, align 4
  %and = and i32 %1, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  %2 = load i32, ptr %t, align 4
  %cmp = icmp sgt i32 %2, 8
  %conv = zext i1 %cmp to i32
  %call1 = call i32 @__ballot_sync(i32 %call, i32 %conv) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  store i32 %call1, ptr %v, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load ptr, ptr %out.addr, align 8
  %4 = load i32, ptr %t, align 4
  %conv2 = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %conv2
  %5 = load i32, ptr %v, align 4
  store i32 %5, ptr %arrayidx, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "hoist.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "k", linkageName: "k", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 5, column: 23, scope: !4)
!8 = !DILocation(line: 5, column: 9, scope: !4)
