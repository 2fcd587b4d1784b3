; ModuleID = 'lowering/tests/fixtures/launch_3d_shared.cu'
source_filename = "lowering/tests/fixtures/launch_3d_shared.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tile = external addrspace(3) global [0 x float], align 16
@raw = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @stencil(ptr %in, ptr %out, ptr %counts) #0 !dbg !5 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8, addrspace(5)
  %in.addr.ascast = addrspacecast ptr addrspace(5) %in.addr to ptr
  %out.addr = alloca ptr, align 8, addrspace(5)
  %out.addr.ascast = addrspacecast ptr addrspace(5) %out.addr to ptr
  %counts.addr = alloca ptr, align 8, addrspace(5)
  %counts.addr.ascast = addrspacecast ptr addrspace(5) %counts.addr to ptr
  %t = alloca i32, align 4, addrspace(5)
  %t.ascast = addrspacecast ptr addrspace(5) %t to ptr
  %b = alloca i32, align 4, addrspace(5)
  %b.ascast = addrspacecast ptr addrspace(5) %b to ptr
  %n = alloca i32, align 4, addrspace(5)
  %n.ascast = addrspacecast ptr addrspace(5) %n to ptr
  %words = alloca ptr, align 8, addrspace(5)
  %words.ascast = addrspacecast ptr addrspace(5) %words to ptr
  store ptr %in, ptr %in.addr.ascast, align 8
  store ptr %out, ptr %out.addr.ascast, align 8
  store ptr %counts, ptr %counts.addr.ascast, align 8
  %r.i35 = call i32 @llvm.amdgcn.workitem.id.x()
  %args.i43 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i = getelementptr inbounds i8, ptr addrspace(4) %args.i43, i64 12
  %h.i = load i16, ptr addrspace(4) %p.i, align 2, !invariant.load !8
  %r.i44 = zext i16 %h.i to i32
  %r.i36 = call i32 @llvm.amdgcn.workitem.id.y()
  %args.i52 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i53 = getelementptr inbounds i8, ptr addrspace(4) %args.i52, i64 14
  %h.i54 = load i16, ptr addrspace(4) %p.i53, align 2, !invariant.load !8
  %r.i55 = zext i16 %h.i54 to i32
  %r.i37 = call i32 @llvm.amdgcn.workitem.id.z()
  %mul = mul i32 %r.i55, %r.i37
  %add = add i32 %r.i36, %mul
  %mul1 = mul i32 %r.i44, %add
  %add2 = add i32 %r.i35, %mul1
  store i32 %add2, ptr %t.ascast, align 4
  %r.i39 = call i32 @llvm.amdgcn.workgroup.id.x()
  %args.i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %r.i42 = load i32, ptr addrspace(4) %args.i, align 4, !invariant.load !8
  %r.i40 = call i32 @llvm.amdgcn.workgroup.id.y()
  %args.i49 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i50 = getelementptr inbounds i8, ptr addrspace(4) %args.i49, i64 4
  %r.i51 = load i32, ptr addrspace(4) %p.i50, align 4, !invariant.load !8
  %r.i41 = call i32 @llvm.amdgcn.workgroup.id.z()
  %mul3 = mul i32 %r.i51, %r.i41
  %add4 = add i32 %r.i40, %mul3
  %mul5 = mul i32 %r.i42, %add4
  %add6 = add i32 %r.i39, %mul5
  store i32 %add6, ptr %b.ascast, align 4
  %args.i45 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i46 = getelementptr inbounds i8, ptr addrspace(4) %args.i45, i64 12
  %h.i47 = load i16, ptr addrspace(4) %p.i46, align 2, !invariant.load !8
  %r.i48 = zext i16 %h.i47 to i32
  %args.i56 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i57 = getelementptr inbounds i8, ptr addrspace(4) %args.i56, i64 14
  %h.i58 = load i16, ptr addrspace(4) %p.i57, align 2, !invariant.load !8
  %r.i59 = zext i16 %h.i58 to i32
  %mul7 = mul i32 %r.i48, %r.i59
  %args.i60 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i61 = getelementptr inbounds i8, ptr addrspace(4) %args.i60, i64 16
  %h.i62 = load i16, ptr addrspace(4) %p.i61, align 2, !invariant.load !8
  %r.i63 = zext i16 %h.i62 to i32
  %mul8 = mul i32 %mul7, %r.i63
  store i32 %mul8, ptr %n.ascast, align 4
  %0 = load i32, ptr %t.ascast, align 4
  %conv = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %conv
  %1 = load ptr, ptr %in.addr.ascast, align 8
  %2 = load i32, ptr %b.ascast, align 4
  %3 = load i32, ptr %n.ascast, align 4
  %mul9 = mul nsw i32 %2, %3
  %4 = load i32, ptr %t.ascast, align 4
  %add10 = add nsw i32 %mul9, %4
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %1, i64 %conv11
  %5 = load float, ptr %arrayidx12, align 4
  store float %5, ptr %arrayidx, align 4
  fence syncscope("workgroup") release, !dbg !9
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !9
  fence syncscope("workgroup") acquire, !dbg !9
  store ptr addrspacecast (ptr addrspace(3) @raw to ptr), ptr %words.ascast, align 8
  %6 = load ptr, ptr %counts.addr.ascast, align 8
  %7 = load i32, ptr %b.ascast, align 4
  %8 = load i32, ptr %n.ascast, align 4
  %mul13 = mul nsw i32 %7, %8
  %9 = load i32, ptr %t.ascast, align 4
  %add14 = add nsw i32 %mul13, %9
  %conv15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds i32, ptr %6, i64 %conv15
  %10 = load ptr, ptr %words.ascast, align 8
  %11 = load i32, ptr %t.ascast, align 4
  %add17 = add nsw i32 %11, 1
  %12 = load i32, ptr %n.ascast, align 4
  %rem = srem i32 %add17, %12
  %conv18 = sext i32 %rem to i64
  %arrayidx19 = getelementptr inbounds i32, ptr %10, i64 %conv18
  %13 = load i32, ptr %arrayidx19, align 4
  %b.i.i = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !10
  %r.i64 = trunc i64 %b.i.i to i32, !dbg !10
  %r.i38 = call i32 @llvm.amdgcn.workitem.id.z()
  %cmp = icmp ugt i32 %r.i38, 0
  %conv20 = zext i1 %cmp to i32
  %b.i.i65 = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !11
  %b32.i = trunc i64 %b.i.i65 to i32, !dbg !11
  %r.i66 = and i32 %b32.i, %r.i64, !dbg !11
  %r.i = call i32 @llvm.ctpop.i32(i32 %r.i66), !dbg !12
  %add23 = add nsw i32 %13, %r.i
  store i32 %add23, ptr %arrayidx16, align 4
  %14 = load ptr, ptr %out.addr.ascast, align 8
  %15 = load i32, ptr %b.ascast, align 4
  %16 = load i32, ptr %n.ascast, align 4
  %mul24 = mul nsw i32 %15, %16
  %17 = load i32, ptr %t.ascast, align 4
  %add25 = add nsw i32 %mul24, %17
  %conv26 = sext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr %14, i64 %conv26
  %18 = load i32, ptr %t.ascast, align 4
  %add28 = add nsw i32 %18, 1
  %19 = load i32, ptr %n.ascast, align 4
  %rem29 = srem i32 %add28, %19
  %conv30 = sext i32 %rem29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %conv30
  %20 = load float, ptr %arrayidx31, align 4
  %21 = load i32, ptr %t.ascast, align 4
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
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 2, !"Dwarf Version", i32 5}
!3 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!4 = !DIFile(filename: "lowering/tests/fixtures/launch_3d_shared.cu", directory: "")
!5 = distinct !DISubprogram(name: "stencil", linkageName: "stencil", scope: !4, file: !4, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !3)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{}
!9 = !DILocation(line: 11, column: 3, scope: !5)
!10 = !DILocation(line: 13, column: 65, scope: !5)
!11 = !DILocation(line: 13, column: 51, scope: !5)
!12 = !DILocation(line: 13, column: 44, scope: !5)
