; ModuleID = 'lowering/tests/fixtures/launch_3d_shared.cu'
source_filename = "lowering/tests/fixtures/launch_3d_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external addrspace(3) global [0 x float], align 16
@raw = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent norecurse nounwind
define ptx_kernel void @stencil(ptr %in, ptr %out, ptr %counts) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %counts.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %b = alloca i32, align 4
  %n = alloca i32, align 4
  %words = alloca ptr, align 8
  store ptr %in, ptr %in.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %counts, ptr %counts.addr, align 8
  %r.i35 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r.i42 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %r.i36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %r.i44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %r.i37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %mul = mul i32 %r.i44, %r.i37
  %add = add i32 %r.i36, %mul
  %mul1 = mul i32 %r.i42, %add
  %add2 = add i32 %r.i35, %mul1
  store i32 %add2, ptr %t, align 4
  %r.i39 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %r.i47 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %r.i40 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %r.i48 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %r.i41 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %mul3 = mul i32 %r.i48, %r.i41
  %add4 = add i32 %r.i40, %mul3
  %mul5 = mul i32 %r.i47, %add4
  %add6 = add i32 %r.i39, %mul5
  store i32 %add6, ptr %b, align 4
  %r.i43 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %r.i45 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul7 = mul i32 %r.i43, %r.i45
  %r.i46 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul8 = mul i32 %mul7, %r.i46
  store i32 %mul8, ptr %n, align 4
  %0 = load i32, ptr %t, align 4
  %conv = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %conv
  %1 = load ptr, ptr %in.addr, align 8
  %2 = load i32, ptr %b, align 4
  %3 = load i32, ptr %n, align 4
  %mul9 = mul nsw i32 %2, %3
  %4 = load i32, ptr %t, align 4
  %add10 = add nsw i32 %mul9, %4
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %1, i64 %conv11
  %5 = load float, ptr %arrayidx12, align 4
  store float %5, ptr %arrayidx, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store ptr addrspacecast (ptr addrspace(3) @raw to ptr), ptr %words, align 8
  %6 = load ptr, ptr %counts.addr, align 8
  %7 = load i32, ptr %b, align 4
  %8 = load i32, ptr %n, align 4
  %mul13 = mul nsw i32 %7, %8
  %9 = load i32, ptr %t, align 4
  %add14 = add nsw i32 %mul13, %9
  %conv15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds i32, ptr %6, i64 %conv15
  %10 = load ptr, ptr %words, align 8
  %11 = load i32, ptr %t, align 4
  %add17 = add nsw i32 %11, 1
  %12 = load i32, ptr %n, align 4
  %rem = srem i32 %add17, %12
  %conv18 = sext i32 %rem to i64
  %arrayidx19 = getelementptr inbounds i32, ptr %10, i64 %conv18
  %13 = load i32, ptr %arrayidx19, align 4
  %r.i49 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !8
  %r.i38 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %cmp = icmp ugt i32 %r.i38, 0
  %conv20 = zext i1 %cmp to i32
  %r.i50 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %r.i49, i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %r.i = call i32 @llvm.ctpop.i32(i32 %r.i50), !dbg !10
  %add23 = add nsw i32 %13, %r.i
  store i32 %add23, ptr %arrayidx16, align 4
  %14 = load ptr, ptr %out.addr, align 8
  %15 = load i32, ptr %b, align 4
  %16 = load i32, ptr %n, align 4
  %mul24 = mul nsw i32 %15, %16
  %17 = load i32, ptr %t, align 4
  %add25 = add nsw i32 %mul24, %17
  %conv26 = sext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr %14, i64 %conv26
  %18 = load i32, ptr %t, align 4
  %add28 = add nsw i32 %18, 1
  %19 = load i32, ptr %n, align 4
  %rem29 = srem i32 %add28, %19
  %conv30 = sext i32 %rem29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %conv30
  %20 = load float, ptr %arrayidx31, align 4
  %21 = load i32, ptr %t, align 4
  %conv32 = sext i32 %21 to i64
  %arrayidx33 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %conv32
  %22 = load float, ptr %arrayidx33, align 4
  %add34 = fadd float %20, %22
  store float %add34, ptr %arrayidx27, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

attributes #0 = { convergent norecurse nounwind }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "lowering/tests/fixtures/launch_3d_shared.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "stencil", linkageName: "stencil", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 11, column: 3, scope: !4)
!8 = !DILocation(line: 13, column: 65, scope: !4)
!9 = !DILocation(line: 13, column: 51, scope: !4)
!10 = !DILocation(line: 13, column: 44, scope: !4)
