; ModuleID = 'lowering/tests/fixtures/every_builtin.cu'
source_filename = "lowering/tests/fixtures/every_builtin.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__tangle_block_count = internal addrspace(3) global i32 poison, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i32 @helper(i32 %x) #0 !dbg !5 {
entry:
  %x.addr = alloca i32, align 4, addrspace(5)
  %x.addr.ascast = addrspacecast ptr addrspace(5) %x.addr to ptr
  store i32 %x, ptr %x.addr.ascast, align 4
  %0 = load i32, ptr %x.addr.ascast, align 4
  %r.i4 = call i32 @llvm.ctpop.i32(i32 %0), !dbg !8
  %1 = load i32, ptr %x.addr.ascast, align 4
  %tz.i = call i32 @llvm.cttz.i32(i32 %1, i1 false), !dbg !9
  %n.i = add i32 %tz.i, 1, !dbg !9
  %z.i = icmp eq i32 %1, 0, !dbg !9
  %r.i = select i1 %z.i, i32 0, i32 %n.i, !dbg !9
  %add = add nsw i32 %r.i4, %r.i
  %2 = load i32, ptr %x.addr.ascast, align 4
  %r.i5 = call i32 @llvm.ctlz.i32(i32 %2, i1 false), !dbg !10
  %add3 = add nsw i32 %add, %r.i5
  ret i32 %add3
}

; Function Attrs: convergent nofree norecurse nounwind
define amdgpu_kernel void @every_builtin(ptr %i, ptr %u, ptr %l, ptr %ul, ptr %f, ptr %d, i32 %n) #1 !dbg !11 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %i.addr = alloca ptr, align 8, addrspace(5)
  %i.addr.ascast = addrspacecast ptr addrspace(5) %i.addr to ptr
  %u.addr = alloca ptr, align 8, addrspace(5)
  %u.addr.ascast = addrspacecast ptr addrspace(5) %u.addr to ptr
  %l.addr = alloca ptr, align 8, addrspace(5)
  %l.addr.ascast = addrspacecast ptr addrspace(5) %l.addr to ptr
  %ul.addr = alloca ptr, align 8, addrspace(5)
  %ul.addr.ascast = addrspacecast ptr addrspace(5) %ul.addr to ptr
  %f.addr = alloca ptr, align 8, addrspace(5)
  %f.addr.ascast = addrspacecast ptr addrspace(5) %f.addr to ptr
  %d.addr = alloca ptr, align 8, addrspace(5)
  %d.addr.ascast = addrspacecast ptr addrspace(5) %d.addr to ptr
  %n.addr = alloca i32, align 4, addrspace(5)
  %n.addr.ascast = addrspacecast ptr addrspace(5) %n.addr to ptr
  %t = alloca i32, align 4, addrspace(5)
  %t.ascast = addrspacecast ptr addrspace(5) %t to ptr
  %m = alloca i32, align 4, addrspace(5)
  %m.ascast = addrspacecast ptr addrspace(5) %m to ptr
  %same = alloca i32, align 4, addrspace(5)
  %same.ascast = addrspacecast ptr addrspace(5) %same to ptr
  store ptr %i, ptr %i.addr.ascast, align 8
  store ptr %u, ptr %u.addr.ascast, align 8
  store ptr %l, ptr %l.addr.ascast, align 8
  store ptr %ul, ptr %ul.addr.ascast, align 8
  store ptr %f, ptr %f.addr.ascast, align 8
  store ptr %d, ptr %d.addr.ascast, align 8
  store i32 %n, ptr %n.addr.ascast, align 4
  %r.i399 = call i32 @llvm.amdgcn.workitem.id.x()
  %r.i402 = call i32 @llvm.amdgcn.workgroup.id.x()
  %args.i407 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i408 = getelementptr inbounds i8, ptr addrspace(4) %args.i407, i64 12
  %h.i = load i16, ptr addrspace(4) %p.i408, align 2, !invariant.load !12
  %r.i409 = zext i16 %h.i to i32
  %mul = mul i32 %r.i402, %r.i409
  %add = add i32 %r.i399, %mul
  %r.i400 = call i32 @llvm.amdgcn.workitem.id.y()
  %add1 = add i32 %add, %r.i400
  %r.i403 = call i32 @llvm.amdgcn.workgroup.id.y()
  %args.i413 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i414 = getelementptr inbounds i8, ptr addrspace(4) %args.i413, i64 14
  %h.i415 = load i16, ptr addrspace(4) %p.i414, align 2, !invariant.load !12
  %r.i416 = zext i16 %h.i415 to i32
  %mul2 = mul i32 %r.i403, %r.i416
  %add3 = add i32 %add1, %mul2
  %r.i401 = call i32 @llvm.amdgcn.workitem.id.z()
  %add4 = add i32 %add3, %r.i401
  %r.i404 = call i32 @llvm.amdgcn.workgroup.id.z()
  %args.i420 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i421 = getelementptr inbounds i8, ptr addrspace(4) %args.i420, i64 16
  %h.i422 = load i16, ptr addrspace(4) %p.i421, align 2, !invariant.load !12
  %r.i423 = zext i16 %h.i422 to i32
  %mul5 = mul i32 %r.i404, %r.i423
  %add6 = add i32 %add4, %mul5
  %args.i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %r.i406 = load i32, ptr addrspace(4) %args.i, align 4, !invariant.load !12
  %add7 = add i32 %add6, %r.i406
  %args.i410 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i411 = getelementptr inbounds i8, ptr addrspace(4) %args.i410, i64 4
  %r.i412 = load i32, ptr addrspace(4) %p.i411, align 4, !invariant.load !12
  %add8 = add i32 %add7, %r.i412
  %args.i417 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i418 = getelementptr inbounds i8, ptr addrspace(4) %args.i417, i64 8
  %r.i419 = load i32, ptr addrspace(4) %p.i418, align 4, !invariant.load !12
  %add9 = add i32 %add8, %r.i419
  %add10 = add i32 %add9, 64
  store i32 %add10, ptr %t.ascast, align 4
  %b.i.i = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !13
  %r.i425 = trunc i64 %b.i.i to i32, !dbg !13
  store i32 %r.i425, ptr %m.ascast, align 4
  fence syncscope("workgroup") release, !dbg !14
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  %0 = load i32, ptr %m.ascast, align 4
  fence syncscope("wavefront") release, !dbg !15
  call void @llvm.amdgcn.wave.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !15
  fence syncscope("wavefront") acquire, !dbg !15
  %1 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 0
  %2 = load i32, ptr %m.ascast, align 4
  %3 = load i32, ptr %t.ascast, align 4
  %4 = load i32, ptr %n.addr.ascast, align 4
  %cmp = icmp slt i32 %3, %4
  %conv = zext i1 %cmp to i32
  %b.i.i426 = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %b32.i = trunc i64 %b.i.i426 to i32, !dbg !16
  %r.i427 = and i32 %b32.i, %2, !dbg !16
  store i32 %r.i427, ptr %arrayidx, align 4
  %5 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx12 = getelementptr inbounds i32, ptr %5, i64 1
  %6 = load i32, ptr %m.ascast, align 4
  %7 = load i32, ptr %t.ascast, align 4
  %8 = load i32, ptr %n.addr.ascast, align 4
  %cmp13 = icmp slt i32 %7, %8
  %conv14 = zext i1 %cmp13 to i32
  %b.i.i.i = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp13) [ "convergencectrl"(token %tok.entry) ], !dbg !17
  %b32.i.i = trunc i64 %b.i.i.i to i32, !dbg !17
  %r.i.i = and i32 %b32.i.i, %6, !dbg !17
  %c.i = icmp ne i32 %r.i.i, 0, !dbg !17
  %r.i428 = zext i1 %c.i to i32, !dbg !17
  %9 = load i32, ptr %m.ascast, align 4
  %10 = load i32, ptr %t.ascast, align 4
  %11 = load i32, ptr %n.addr.ascast, align 4
  %cmp16 = icmp slt i32 %10, %11
  %conv17 = zext i1 %cmp16 to i32
  %b.i.i1.i = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp16) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %b32.i2.i = trunc i64 %b.i.i1.i to i32, !dbg !18
  %r.i3.i = and i32 %b32.i2.i, %9, !dbg !18
  %b.i.i.i429 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %b32.i.i430 = trunc i64 %b.i.i.i429 to i32, !dbg !18
  %r.i.i431 = and i32 %b32.i.i430, %9, !dbg !18
  %c.i432 = icmp eq i32 %r.i3.i, %r.i.i431, !dbg !18
  %r.i433 = zext i1 %c.i432 to i32, !dbg !18
  %add19 = add nsw i32 %r.i428, %r.i433
  store i32 %add19, ptr %arrayidx12, align 4
  %12 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx20 = getelementptr inbounds i32, ptr %12, i64 2
  %13 = load i32, ptr %m.ascast, align 4
  %14 = load i32, ptr %t.ascast, align 4
  %none.i = icmp eq i32 %13, 0, !dbg !19
  br i1 %none.i, label %__reduce_add_sync.exit, label %loop.i, !dbg !19

loop.i:                                           ; preds = %loop.i, %entry
  %rest.i = phi i32 [ %13, %entry ], [ %rest.next.i, %loop.i ], !dbg !19
  %acc.i = phi i32 [ 0, %entry ], [ %acc.next.i, %loop.i ], !dbg !19
  %tok.lanes.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !19
  %l.i = call i32 @llvm.cttz.i32(i32 %rest.i, i1 true), !dbg !19
  %x.i = call i32 @llvm.amdgcn.readlane.i32(i32 %14, i32 %l.i) [ "convergencectrl"(token %tok.lanes.i) ], !dbg !19
  %acc.next.i = add i32 %acc.i, %x.i, !dbg !19
  %rest.less.i = sub i32 %rest.i, 1, !dbg !19
  %rest.next.i = and i32 %rest.i, %rest.less.i, !dbg !19
  %more.i = icmp ne i32 %rest.next.i, 0, !dbg !19
  br i1 %more.i, label %loop.i, label %__reduce_add_sync.exit, !dbg !19

__reduce_add_sync.exit:                           ; preds = %entry, %loop.i
  %r.i1003 = phi i32 [ 0, %entry ], [ %acc.next.i, %loop.i ], !dbg !19
  store i32 %r.i1003, ptr %arrayidx20, align 4
  %15 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx22 = getelementptr inbounds i32, ptr %15, i64 3
  %16 = load i32, ptr %m.ascast, align 4
  %17 = load i32, ptr %t.ascast, align 4
  %none.i1004 = icmp eq i32 %16, 0, !dbg !20
  br i1 %none.i1004, label %__reduce_add_sync.exit1016, label %loop.i1005, !dbg !20

loop.i1005:                                       ; preds = %loop.i1005, %__reduce_add_sync.exit
  %rest.i1006 = phi i32 [ %16, %__reduce_add_sync.exit ], [ %rest.next.i1013, %loop.i1005 ], !dbg !20
  %acc.i1007 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %acc.next.i1011, %loop.i1005 ], !dbg !20
  %tok.lanes.i1008 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %l.i1009 = call i32 @llvm.cttz.i32(i32 %rest.i1006, i1 true), !dbg !20
  %x.i1010 = call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 %l.i1009) [ "convergencectrl"(token %tok.lanes.i1008) ], !dbg !20
  %acc.next.i1011 = add i32 %acc.i1007, %x.i1010, !dbg !20
  %rest.less.i1012 = sub i32 %rest.i1006, 1, !dbg !20
  %rest.next.i1013 = and i32 %rest.i1006, %rest.less.i1012, !dbg !20
  %more.i1014 = icmp ne i32 %rest.next.i1013, 0, !dbg !20
  br i1 %more.i1014, label %loop.i1005, label %__reduce_add_sync.exit1016, !dbg !20

__reduce_add_sync.exit1016:                       ; preds = %__reduce_add_sync.exit, %loop.i1005
  %r.i1015 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %acc.next.i1011, %loop.i1005 ], !dbg !20
  store i32 %r.i1015, ptr %arrayidx22, align 4
  %18 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx24 = getelementptr inbounds i64, ptr %18, i64 4
  %19 = load i32, ptr %t.ascast, align 4
  %20 = load i32, ptr %n.addr.ascast, align 4
  %cmp25 = icmp slt i32 %19, %20
  %conv26 = zext i1 %cmp25 to i32
  %b.i = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp25) [ "convergencectrl"(token %tok.entry) ], !dbg !21
  store i64 %b.i, ptr %arrayidx24, align 8
  %21 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx28 = getelementptr inbounds i32, ptr %21, i64 5
  %22 = load i32, ptr %t.ascast, align 4
  %23 = load i32, ptr %n.addr.ascast, align 4
  %cmp29 = icmp slt i32 %22, %23
  %conv30 = zext i1 %cmp29 to i32
  %b.i.i434 = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp29) [ "convergencectrl"(token %tok.entry) ], !dbg !22
  %c.i435 = icmp ne i64 %b.i.i434, 0, !dbg !22
  %r.i436 = zext i1 %c.i435 to i32, !dbg !22
  %24 = load i32, ptr %t.ascast, align 4
  %25 = load i32, ptr %n.addr.ascast, align 4
  %cmp32 = icmp slt i32 %24, %25
  %conv33 = zext i1 %cmp32 to i32
  %b.i1.i = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp32) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %b.i.i437 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %c.i438 = icmp eq i64 %b.i1.i, %b.i.i437, !dbg !23
  %r.i439 = zext i1 %c.i438 to i32, !dbg !23
  %add35 = add nsw i32 %r.i436, %r.i439
  store i32 %add35, ptr %arrayidx28, align 4
  %26 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx36 = getelementptr inbounds i32, ptr %26, i64 6
  %27 = load i32, ptr %m.ascast, align 4
  %28 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !24
  %r.i.i.i = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i), !dbg !24
  %base.i.i = and i32 %r.i.i.i, -64, !dbg !24
  %addr.i.i = shl i32 %base.i.i, 2, !dbg !24
  %r.i.i440 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i, i32 %28) [ "convergencectrl"(token %tok.entry) ], !dbg !24
  %29 = load i32, ptr %m.ascast, align 4
  %30 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i498 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !25
  %r.i.i.i499 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i498), !dbg !25
  %base.i.i500 = and i32 %r.i.i.i499, -64, !dbg !25
  %x.i.i = xor i32 %r.i.i.i499, 1, !dbg !25
  %end.w.i.i = add i32 %r.i.i.i499, 64, !dbg !25
  %end.i.i = and i32 %end.w.i.i, -64, !dbg !25
  %out.i.i = icmp uge i32 %x.i.i, %end.i.i, !dbg !25
  %index.i.i501 = select i1 %out.i.i, i32 %r.i.i.i499, i32 %x.i.i, !dbg !25
  %addr.i.i502 = shl i32 %index.i.i501, 2, !dbg !25
  %r.i.i503 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i502, i32 %30) [ "convergencectrl"(token %tok.entry) ], !dbg !25
  %add39 = add nsw i32 %r.i.i440, %r.i.i503
  %31 = load i32, ptr %m.ascast, align 4
  %32 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i602 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !26
  %r.i.i.i603 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i602), !dbg !26
  %base.i.i604 = and i32 %r.i.i.i603, -16, !dbg !26
  %x.i.i605 = sub i32 %r.i.i.i603, 1, !dbg !26
  %out.i.i606 = icmp slt i32 %x.i.i605, %base.i.i604, !dbg !26
  %index.i.i607 = select i1 %out.i.i606, i32 %r.i.i.i603, i32 %x.i.i605, !dbg !26
  %addr.i.i608 = shl i32 %index.i.i607, 2, !dbg !26
  %r.i.i609 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i608, i32 %32) [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %add41 = add nsw i32 %add39, %r.i.i609
  %33 = load i32, ptr %m.ascast, align 4
  %34 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i695 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !27
  %r.i.i.i696 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i695), !dbg !27
  %base.i.i697 = and i32 %r.i.i.i696, -8, !dbg !27
  %x.i.i698 = add i32 %r.i.i.i696, 2, !dbg !27
  %pos.i.i = and i32 %r.i.i.i696, 7, !dbg !27
  %far.i.i = add i32 %pos.i.i, 2, !dbg !27
  %out.i.i699 = icmp uge i32 %far.i.i, 8, !dbg !27
  %index.i.i700 = select i1 %out.i.i699, i32 %r.i.i.i696, i32 %x.i.i698, !dbg !27
  %addr.i.i701 = shl i32 %index.i.i700, 2, !dbg !27
  %r.i.i702 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i701, i32 %34) [ "convergencectrl"(token %tok.entry) ], !dbg !27
  %add43 = add nsw i32 %add41, %r.i.i702
  %35 = load i32, ptr %t.ascast, align 4
  %b.i.i.i806 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %r.i.i807 = trunc i64 %b.i.i.i806 to i32, !dbg !28
  %lo.i.i.i808 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !28
  %r.i.i.i809 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i808), !dbg !28
  %base.i.i810 = and i32 %r.i.i.i809, -64, !dbg !28
  %index.i.i811 = add i32 %base.i.i810, 3, !dbg !28
  %addr.i.i812 = shl i32 %index.i.i811, 2, !dbg !28
  %r.i1.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i812, i32 %35) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %add45 = add nsw i32 %add43, %r.i1.i
  store i32 %add45, ptr %arrayidx36, align 4
  %36 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx46 = getelementptr inbounds i32, ptr %36, i64 7
  %37 = load i32, ptr %m.ascast, align 4
  %38 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx47 = getelementptr inbounds i32, ptr %38, i64 7
  %39 = load i32, ptr %arrayidx47, align 4
  %lo.i.i.i441 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %r.i.i.i442 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i441), !dbg !29
  %base.i.i443 = and i32 %r.i.i.i442, -64, !dbg !29
  %index.i.i = add i32 %base.i.i443, 1, !dbg !29
  %addr.i.i444 = shl i32 %index.i.i, 2, !dbg !29
  %r.i.i445 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i444, i32 %39) [ "convergencectrl"(token %tok.entry) ], !dbg !29
  %40 = load i32, ptr %m.ascast, align 4
  %41 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx49 = getelementptr inbounds i32, ptr %41, i64 7
  %42 = load i32, ptr %arrayidx49, align 4
  %lo.i.i.i504 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %r.i.i.i505 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i504), !dbg !30
  %base.i.i506 = and i32 %r.i.i.i505, -64, !dbg !30
  %x.i.i507 = xor i32 %r.i.i.i505, 2, !dbg !30
  %end.w.i.i508 = add i32 %r.i.i.i505, 64, !dbg !30
  %end.i.i509 = and i32 %end.w.i.i508, -64, !dbg !30
  %out.i.i510 = icmp uge i32 %x.i.i507, %end.i.i509, !dbg !30
  %index.i.i511 = select i1 %out.i.i510, i32 %r.i.i.i505, i32 %x.i.i507, !dbg !30
  %addr.i.i512 = shl i32 %index.i.i511, 2, !dbg !30
  %r.i.i513 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i512, i32 %42) [ "convergencectrl"(token %tok.entry) ], !dbg !30
  %add51 = add i32 %r.i.i445, %r.i.i513
  %43 = load i32, ptr %m.ascast, align 4
  %44 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx52 = getelementptr inbounds i32, ptr %44, i64 7
  %45 = load i32, ptr %arrayidx52, align 4
  %lo.i.i.i610 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %r.i.i.i611 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i610), !dbg !31
  %base.i.i612 = and i32 %r.i.i.i611, -64, !dbg !31
  %x.i.i613 = sub i32 %r.i.i.i611, 1, !dbg !31
  %out.i.i614 = icmp slt i32 %x.i.i613, %base.i.i612, !dbg !31
  %index.i.i615 = select i1 %out.i.i614, i32 %r.i.i.i611, i32 %x.i.i613, !dbg !31
  %addr.i.i616 = shl i32 %index.i.i615, 2, !dbg !31
  %r.i.i617 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i616, i32 %45) [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %add54 = add i32 %add51, %r.i.i617
  %46 = load i32, ptr %m.ascast, align 4
  %47 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx55 = getelementptr inbounds i32, ptr %47, i64 7
  %48 = load i32, ptr %arrayidx55, align 4
  %lo.i.i.i703 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !32
  %r.i.i.i704 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i703), !dbg !32
  %base.i.i705 = and i32 %r.i.i.i704, -64, !dbg !32
  %x.i.i706 = add i32 %r.i.i.i704, 1, !dbg !32
  %pos.i.i707 = and i32 %r.i.i.i704, 63, !dbg !32
  %far.i.i708 = add i32 %pos.i.i707, 1, !dbg !32
  %out.i.i709 = icmp uge i32 %far.i.i708, 64, !dbg !32
  %index.i.i710 = select i1 %out.i.i709, i32 %r.i.i.i704, i32 %x.i.i706, !dbg !32
  %addr.i.i711 = shl i32 %index.i.i710, 2, !dbg !32
  %r.i.i712 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i711, i32 %48) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %add57 = add i32 %add54, %r.i.i712
  %49 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx58 = getelementptr inbounds i32, ptr %49, i64 7
  %50 = load i32, ptr %arrayidx58, align 4
  %b.i.i.i813 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %r.i.i814 = trunc i64 %b.i.i.i813 to i32, !dbg !33
  %lo.i.i.i815 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %r.i.i.i816 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i815), !dbg !33
  %base.i.i817 = and i32 %r.i.i.i816, -64, !dbg !33
  %index.i.i818 = add i32 %base.i.i817, 1, !dbg !33
  %addr.i.i819 = shl i32 %index.i.i818, 2, !dbg !33
  %r.i1.i820 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i819, i32 %50) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %add60 = add i32 %add57, %r.i1.i820
  store i32 %add60, ptr %arrayidx46, align 4
  %51 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx61 = getelementptr inbounds i64, ptr %51, i64 8
  %52 = load i32, ptr %m.ascast, align 4
  %53 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx62 = getelementptr inbounds i64, ptr %53, i64 8
  %54 = load i64, ptr %arrayidx62, align 8
  %lo.i = trunc i64 %54 to i32, !dbg !34
  %hi.w.i = lshr i64 %54, 32, !dbg !34
  %hi.i = trunc i64 %hi.w.i to i32, !dbg !34
  %lo.i.i1.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %r.i.i2.i = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i), !dbg !34
  %base.i5.i = and i32 %r.i.i2.i, -64, !dbg !34
  %index.i7.i = add i32 %base.i5.i, 1, !dbg !34
  %addr.i8.i = shl i32 %index.i7.i, 2, !dbg !34
  %r.i9.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i, i32 %lo.i) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %lo.i.i.i446 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %r.i.i.i447 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i446), !dbg !34
  %base.i.i448 = and i32 %r.i.i.i447, -64, !dbg !34
  %index.i.i449 = add i32 %base.i.i448, 1, !dbg !34
  %addr.i.i450 = shl i32 %index.i.i449, 2, !dbg !34
  %r.i.i451 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i450, i32 %hi.i) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %zlo.i = zext i32 %r.i9.i to i64, !dbg !34
  %zhi.i = zext i32 %r.i.i451 to i64, !dbg !34
  %shi.i = shl i64 %zhi.i, 32, !dbg !34
  %r.i452 = or i64 %shi.i, %zlo.i, !dbg !34
  %55 = load i32, ptr %m.ascast, align 4
  %56 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx64 = getelementptr inbounds i64, ptr %56, i64 8
  %57 = load i64, ptr %arrayidx64, align 8
  %lo.i514 = trunc i64 %57 to i32, !dbg !35
  %hi.w.i515 = lshr i64 %57, 32, !dbg !35
  %hi.i516 = trunc i64 %hi.w.i515 to i32, !dbg !35
  %lo.i.i1.i517 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %r.i.i2.i518 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i517), !dbg !35
  %base.i5.i519 = and i32 %r.i.i2.i518, -64, !dbg !35
  %x.i6.i = xor i32 %r.i.i2.i518, 2, !dbg !35
  %end.w.i7.i = add i32 %r.i.i2.i518, 64, !dbg !35
  %end.i8.i = and i32 %end.w.i7.i, -64, !dbg !35
  %out.i9.i = icmp uge i32 %x.i6.i, %end.i8.i, !dbg !35
  %index.i10.i = select i1 %out.i9.i, i32 %r.i.i2.i518, i32 %x.i6.i, !dbg !35
  %addr.i11.i = shl i32 %index.i10.i, 2, !dbg !35
  %r.i12.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i, i32 %lo.i514) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %lo.i.i.i520 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %r.i.i.i521 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i520), !dbg !35
  %base.i.i522 = and i32 %r.i.i.i521, -64, !dbg !35
  %x.i.i523 = xor i32 %r.i.i.i521, 2, !dbg !35
  %end.w.i.i524 = add i32 %r.i.i.i521, 64, !dbg !35
  %end.i.i525 = and i32 %end.w.i.i524, -64, !dbg !35
  %out.i.i526 = icmp uge i32 %x.i.i523, %end.i.i525, !dbg !35
  %index.i.i527 = select i1 %out.i.i526, i32 %r.i.i.i521, i32 %x.i.i523, !dbg !35
  %addr.i.i528 = shl i32 %index.i.i527, 2, !dbg !35
  %r.i.i529 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i528, i32 %hi.i516) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %zlo.i530 = zext i32 %r.i12.i to i64, !dbg !35
  %zhi.i531 = zext i32 %r.i.i529 to i64, !dbg !35
  %shi.i532 = shl i64 %zhi.i531, 32, !dbg !35
  %r.i533 = or i64 %shi.i532, %zlo.i530, !dbg !35
  %add66 = add nsw i64 %r.i452, %r.i533
  %58 = load i32, ptr %m.ascast, align 4
  %59 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx67 = getelementptr inbounds i64, ptr %59, i64 8
  %60 = load i64, ptr %arrayidx67, align 8
  %lo.i618 = trunc i64 %60 to i32, !dbg !36
  %hi.w.i619 = lshr i64 %60, 32, !dbg !36
  %hi.i620 = trunc i64 %hi.w.i619 to i32, !dbg !36
  %lo.i.i1.i621 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %r.i.i2.i622 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i621), !dbg !36
  %base.i5.i623 = and i32 %r.i.i2.i622, -64, !dbg !36
  %x.i6.i624 = sub i32 %r.i.i2.i622, 1, !dbg !36
  %out.i7.i = icmp slt i32 %x.i6.i624, %base.i5.i623, !dbg !36
  %index.i8.i = select i1 %out.i7.i, i32 %r.i.i2.i622, i32 %x.i6.i624, !dbg !36
  %addr.i9.i = shl i32 %index.i8.i, 2, !dbg !36
  %r.i10.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i, i32 %lo.i618) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %lo.i.i.i625 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %r.i.i.i626 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i625), !dbg !36
  %base.i.i627 = and i32 %r.i.i.i626, -64, !dbg !36
  %x.i.i628 = sub i32 %r.i.i.i626, 1, !dbg !36
  %out.i.i629 = icmp slt i32 %x.i.i628, %base.i.i627, !dbg !36
  %index.i.i630 = select i1 %out.i.i629, i32 %r.i.i.i626, i32 %x.i.i628, !dbg !36
  %addr.i.i631 = shl i32 %index.i.i630, 2, !dbg !36
  %r.i.i632 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i631, i32 %hi.i620) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %zlo.i633 = zext i32 %r.i10.i to i64, !dbg !36
  %zhi.i634 = zext i32 %r.i.i632 to i64, !dbg !36
  %shi.i635 = shl i64 %zhi.i634, 32, !dbg !36
  %r.i636 = or i64 %shi.i635, %zlo.i633, !dbg !36
  %add69 = add nsw i64 %add66, %r.i636
  %61 = load i32, ptr %m.ascast, align 4
  %62 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx70 = getelementptr inbounds i64, ptr %62, i64 8
  %63 = load i64, ptr %arrayidx70, align 8
  %lo.i713 = trunc i64 %63 to i32, !dbg !37
  %hi.w.i714 = lshr i64 %63, 32, !dbg !37
  %hi.i715 = trunc i64 %hi.w.i714 to i32, !dbg !37
  %lo.i.i1.i716 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %r.i.i2.i717 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i716), !dbg !37
  %base.i5.i718 = and i32 %r.i.i2.i717, -64, !dbg !37
  %x.i6.i719 = add i32 %r.i.i2.i717, 1, !dbg !37
  %pos.i7.i = and i32 %r.i.i2.i717, 63, !dbg !37
  %far.i8.i = add i32 %pos.i7.i, 1, !dbg !37
  %out.i9.i720 = icmp uge i32 %far.i8.i, 64, !dbg !37
  %index.i10.i721 = select i1 %out.i9.i720, i32 %r.i.i2.i717, i32 %x.i6.i719, !dbg !37
  %addr.i11.i722 = shl i32 %index.i10.i721, 2, !dbg !37
  %r.i12.i723 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i722, i32 %lo.i713) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %lo.i.i.i724 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %r.i.i.i725 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i724), !dbg !37
  %base.i.i726 = and i32 %r.i.i.i725, -64, !dbg !37
  %x.i.i727 = add i32 %r.i.i.i725, 1, !dbg !37
  %pos.i.i728 = and i32 %r.i.i.i725, 63, !dbg !37
  %far.i.i729 = add i32 %pos.i.i728, 1, !dbg !37
  %out.i.i730 = icmp uge i32 %far.i.i729, 64, !dbg !37
  %index.i.i731 = select i1 %out.i.i730, i32 %r.i.i.i725, i32 %x.i.i727, !dbg !37
  %addr.i.i732 = shl i32 %index.i.i731, 2, !dbg !37
  %r.i.i733 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i732, i32 %hi.i715) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %zlo.i734 = zext i32 %r.i12.i723 to i64, !dbg !37
  %zhi.i735 = zext i32 %r.i.i733 to i64, !dbg !37
  %shi.i736 = shl i64 %zhi.i735, 32, !dbg !37
  %r.i737 = or i64 %shi.i736, %zlo.i734, !dbg !37
  %add72 = add nsw i64 %add69, %r.i737
  %64 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx73 = getelementptr inbounds i64, ptr %64, i64 8
  %65 = load i64, ptr %arrayidx73, align 8
  %b.i.i.i821 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i822 = trunc i64 %b.i.i.i821 to i32, !dbg !38
  %lo.i823 = trunc i64 %65 to i32, !dbg !38
  %hi.w.i824 = lshr i64 %65, 32, !dbg !38
  %hi.i825 = trunc i64 %hi.w.i824 to i32, !dbg !38
  %lo.i.i2.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %r.i.i3.i = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i), !dbg !38
  %base.i6.i = and i32 %r.i.i3.i, -64, !dbg !38
  %index.i8.i826 = add i32 %base.i6.i, 1, !dbg !38
  %addr.i9.i827 = shl i32 %index.i8.i826, 2, !dbg !38
  %r.i10.i828 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i827, i32 %lo.i823) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %lo.i.i.i829 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %r.i.i.i830 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i829), !dbg !38
  %base.i.i831 = and i32 %r.i.i.i830, -64, !dbg !38
  %index.i.i832 = add i32 %base.i.i831, 1, !dbg !38
  %addr.i.i833 = shl i32 %index.i.i832, 2, !dbg !38
  %r.i1.i834 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i833, i32 %hi.i825) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %zlo.i835 = zext i32 %r.i10.i828 to i64, !dbg !38
  %zhi.i836 = zext i32 %r.i1.i834 to i64, !dbg !38
  %shi.i837 = shl i64 %zhi.i836, 32, !dbg !38
  %r.i838 = or i64 %shi.i837, %zlo.i835, !dbg !38
  %add75 = add nsw i64 %add72, %r.i838
  store i64 %add75, ptr %arrayidx61, align 8
  %66 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx76 = getelementptr inbounds i64, ptr %66, i64 9
  %67 = load i32, ptr %m.ascast, align 4
  %68 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx77 = getelementptr inbounds i64, ptr %68, i64 9
  %69 = load i64, ptr %arrayidx77, align 8
  %lo.i453 = trunc i64 %69 to i32, !dbg !39
  %hi.w.i454 = lshr i64 %69, 32, !dbg !39
  %hi.i455 = trunc i64 %hi.w.i454 to i32, !dbg !39
  %lo.i.i1.i456 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %r.i.i2.i457 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i456), !dbg !39
  %base.i5.i458 = and i32 %r.i.i2.i457, -64, !dbg !39
  %index.i7.i459 = add i32 %base.i5.i458, 1, !dbg !39
  %addr.i8.i460 = shl i32 %index.i7.i459, 2, !dbg !39
  %r.i9.i461 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i460, i32 %lo.i453) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %lo.i.i.i462 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %r.i.i.i463 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i462), !dbg !39
  %base.i.i464 = and i32 %r.i.i.i463, -64, !dbg !39
  %index.i.i465 = add i32 %base.i.i464, 1, !dbg !39
  %addr.i.i466 = shl i32 %index.i.i465, 2, !dbg !39
  %r.i.i467 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i466, i32 %hi.i455) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %zlo.i468 = zext i32 %r.i9.i461 to i64, !dbg !39
  %zhi.i469 = zext i32 %r.i.i467 to i64, !dbg !39
  %shi.i470 = shl i64 %zhi.i469, 32, !dbg !39
  %r.i471 = or i64 %shi.i470, %zlo.i468, !dbg !39
  %70 = load i32, ptr %m.ascast, align 4
  %71 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx79 = getelementptr inbounds i64, ptr %71, i64 9
  %72 = load i64, ptr %arrayidx79, align 8
  %lo.i534 = trunc i64 %72 to i32, !dbg !40
  %hi.w.i535 = lshr i64 %72, 32, !dbg !40
  %hi.i536 = trunc i64 %hi.w.i535 to i32, !dbg !40
  %lo.i.i1.i537 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %r.i.i2.i538 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i537), !dbg !40
  %base.i5.i539 = and i32 %r.i.i2.i538, -64, !dbg !40
  %x.i6.i540 = xor i32 %r.i.i2.i538, 2, !dbg !40
  %end.w.i7.i541 = add i32 %r.i.i2.i538, 64, !dbg !40
  %end.i8.i542 = and i32 %end.w.i7.i541, -64, !dbg !40
  %out.i9.i543 = icmp uge i32 %x.i6.i540, %end.i8.i542, !dbg !40
  %index.i10.i544 = select i1 %out.i9.i543, i32 %r.i.i2.i538, i32 %x.i6.i540, !dbg !40
  %addr.i11.i545 = shl i32 %index.i10.i544, 2, !dbg !40
  %r.i12.i546 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i545, i32 %lo.i534) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %lo.i.i.i547 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %r.i.i.i548 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i547), !dbg !40
  %base.i.i549 = and i32 %r.i.i.i548, -64, !dbg !40
  %x.i.i550 = xor i32 %r.i.i.i548, 2, !dbg !40
  %end.w.i.i551 = add i32 %r.i.i.i548, 64, !dbg !40
  %end.i.i552 = and i32 %end.w.i.i551, -64, !dbg !40
  %out.i.i553 = icmp uge i32 %x.i.i550, %end.i.i552, !dbg !40
  %index.i.i554 = select i1 %out.i.i553, i32 %r.i.i.i548, i32 %x.i.i550, !dbg !40
  %addr.i.i555 = shl i32 %index.i.i554, 2, !dbg !40
  %r.i.i556 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i555, i32 %hi.i536) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %zlo.i557 = zext i32 %r.i12.i546 to i64, !dbg !40
  %zhi.i558 = zext i32 %r.i.i556 to i64, !dbg !40
  %shi.i559 = shl i64 %zhi.i558, 32, !dbg !40
  %r.i560 = or i64 %shi.i559, %zlo.i557, !dbg !40
  %add81 = add i64 %r.i471, %r.i560
  %73 = load i32, ptr %m.ascast, align 4
  %74 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx82 = getelementptr inbounds i64, ptr %74, i64 9
  %75 = load i64, ptr %arrayidx82, align 8
  %lo.i637 = trunc i64 %75 to i32, !dbg !41
  %hi.w.i638 = lshr i64 %75, 32, !dbg !41
  %hi.i639 = trunc i64 %hi.w.i638 to i32, !dbg !41
  %lo.i.i1.i640 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %r.i.i2.i641 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i640), !dbg !41
  %base.i5.i642 = and i32 %r.i.i2.i641, -64, !dbg !41
  %x.i6.i643 = sub i32 %r.i.i2.i641, 1, !dbg !41
  %out.i7.i644 = icmp slt i32 %x.i6.i643, %base.i5.i642, !dbg !41
  %index.i8.i645 = select i1 %out.i7.i644, i32 %r.i.i2.i641, i32 %x.i6.i643, !dbg !41
  %addr.i9.i646 = shl i32 %index.i8.i645, 2, !dbg !41
  %r.i10.i647 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i646, i32 %lo.i637) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %lo.i.i.i648 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %r.i.i.i649 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i648), !dbg !41
  %base.i.i650 = and i32 %r.i.i.i649, -64, !dbg !41
  %x.i.i651 = sub i32 %r.i.i.i649, 1, !dbg !41
  %out.i.i652 = icmp slt i32 %x.i.i651, %base.i.i650, !dbg !41
  %index.i.i653 = select i1 %out.i.i652, i32 %r.i.i.i649, i32 %x.i.i651, !dbg !41
  %addr.i.i654 = shl i32 %index.i.i653, 2, !dbg !41
  %r.i.i655 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i654, i32 %hi.i639) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %zlo.i656 = zext i32 %r.i10.i647 to i64, !dbg !41
  %zhi.i657 = zext i32 %r.i.i655 to i64, !dbg !41
  %shi.i658 = shl i64 %zhi.i657, 32, !dbg !41
  %r.i659 = or i64 %shi.i658, %zlo.i656, !dbg !41
  %add84 = add i64 %add81, %r.i659
  %76 = load i32, ptr %m.ascast, align 4
  %77 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx85 = getelementptr inbounds i64, ptr %77, i64 9
  %78 = load i64, ptr %arrayidx85, align 8
  %lo.i738 = trunc i64 %78 to i32, !dbg !42
  %hi.w.i739 = lshr i64 %78, 32, !dbg !42
  %hi.i740 = trunc i64 %hi.w.i739 to i32, !dbg !42
  %lo.i.i1.i741 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %r.i.i2.i742 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i741), !dbg !42
  %base.i5.i743 = and i32 %r.i.i2.i742, -64, !dbg !42
  %x.i6.i744 = add i32 %r.i.i2.i742, 1, !dbg !42
  %pos.i7.i745 = and i32 %r.i.i2.i742, 63, !dbg !42
  %far.i8.i746 = add i32 %pos.i7.i745, 1, !dbg !42
  %out.i9.i747 = icmp uge i32 %far.i8.i746, 64, !dbg !42
  %index.i10.i748 = select i1 %out.i9.i747, i32 %r.i.i2.i742, i32 %x.i6.i744, !dbg !42
  %addr.i11.i749 = shl i32 %index.i10.i748, 2, !dbg !42
  %r.i12.i750 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i749, i32 %lo.i738) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %lo.i.i.i751 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %r.i.i.i752 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i751), !dbg !42
  %base.i.i753 = and i32 %r.i.i.i752, -64, !dbg !42
  %x.i.i754 = add i32 %r.i.i.i752, 1, !dbg !42
  %pos.i.i755 = and i32 %r.i.i.i752, 63, !dbg !42
  %far.i.i756 = add i32 %pos.i.i755, 1, !dbg !42
  %out.i.i757 = icmp uge i32 %far.i.i756, 64, !dbg !42
  %index.i.i758 = select i1 %out.i.i757, i32 %r.i.i.i752, i32 %x.i.i754, !dbg !42
  %addr.i.i759 = shl i32 %index.i.i758, 2, !dbg !42
  %r.i.i760 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i759, i32 %hi.i740) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %zlo.i761 = zext i32 %r.i12.i750 to i64, !dbg !42
  %zhi.i762 = zext i32 %r.i.i760 to i64, !dbg !42
  %shi.i763 = shl i64 %zhi.i762, 32, !dbg !42
  %r.i764 = or i64 %shi.i763, %zlo.i761, !dbg !42
  %add87 = add i64 %add84, %r.i764
  %79 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx88 = getelementptr inbounds i64, ptr %79, i64 9
  %80 = load i64, ptr %arrayidx88, align 8
  %b.i.i.i839 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %r.i.i840 = trunc i64 %b.i.i.i839 to i32, !dbg !43
  %lo.i841 = trunc i64 %80 to i32, !dbg !43
  %hi.w.i842 = lshr i64 %80, 32, !dbg !43
  %hi.i843 = trunc i64 %hi.w.i842 to i32, !dbg !43
  %lo.i.i2.i844 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %r.i.i3.i845 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i844), !dbg !43
  %base.i6.i846 = and i32 %r.i.i3.i845, -64, !dbg !43
  %index.i8.i847 = add i32 %base.i6.i846, 1, !dbg !43
  %addr.i9.i848 = shl i32 %index.i8.i847, 2, !dbg !43
  %r.i10.i849 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i848, i32 %lo.i841) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %lo.i.i.i850 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %r.i.i.i851 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i850), !dbg !43
  %base.i.i852 = and i32 %r.i.i.i851, -64, !dbg !43
  %index.i.i853 = add i32 %base.i.i852, 1, !dbg !43
  %addr.i.i854 = shl i32 %index.i.i853, 2, !dbg !43
  %r.i1.i855 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i854, i32 %hi.i843) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %zlo.i856 = zext i32 %r.i10.i849 to i64, !dbg !43
  %zhi.i857 = zext i32 %r.i1.i855 to i64, !dbg !43
  %shi.i858 = shl i64 %zhi.i857, 32, !dbg !43
  %r.i859 = or i64 %shi.i858, %zlo.i856, !dbg !43
  %add90 = add i64 %add87, %r.i859
  store i64 %add90, ptr %arrayidx76, align 8
  %81 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx91 = getelementptr inbounds float, ptr %81, i64 10
  %82 = load i32, ptr %m.ascast, align 4
  %83 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx92 = getelementptr inbounds float, ptr %83, i64 10
  %84 = load float, ptr %arrayidx92, align 4
  %b.i472 = bitcast float %84 to i32, !dbg !44
  %lo.i.i.i473 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !44
  %r.i.i.i474 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i473), !dbg !44
  %base.i.i475 = and i32 %r.i.i.i474, -64, !dbg !44
  %index.i.i476 = add i32 %base.i.i475, 1, !dbg !44
  %addr.i.i477 = shl i32 %index.i.i476, 2, !dbg !44
  %r.i.i478 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i477, i32 %b.i472) [ "convergencectrl"(token %tok.entry) ], !dbg !44
  %f.i = bitcast i32 %r.i.i478 to float, !dbg !44
  %85 = load i32, ptr %m.ascast, align 4
  %86 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx94 = getelementptr inbounds float, ptr %86, i64 10
  %87 = load float, ptr %arrayidx94, align 4
  %b.i561 = bitcast float %87 to i32, !dbg !45
  %lo.i.i.i562 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !45
  %r.i.i.i563 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i562), !dbg !45
  %base.i.i564 = and i32 %r.i.i.i563, -64, !dbg !45
  %x.i.i565 = xor i32 %r.i.i.i563, 2, !dbg !45
  %end.w.i.i566 = add i32 %r.i.i.i563, 64, !dbg !45
  %end.i.i567 = and i32 %end.w.i.i566, -64, !dbg !45
  %out.i.i568 = icmp uge i32 %x.i.i565, %end.i.i567, !dbg !45
  %index.i.i569 = select i1 %out.i.i568, i32 %r.i.i.i563, i32 %x.i.i565, !dbg !45
  %addr.i.i570 = shl i32 %index.i.i569, 2, !dbg !45
  %r.i.i571 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i570, i32 %b.i561) [ "convergencectrl"(token %tok.entry) ], !dbg !45
  %f.i572 = bitcast i32 %r.i.i571 to float, !dbg !45
  %add96 = fadd float %f.i, %f.i572
  %88 = load i32, ptr %m.ascast, align 4
  %89 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx97 = getelementptr inbounds float, ptr %89, i64 10
  %90 = load float, ptr %arrayidx97, align 4
  %b.i660 = bitcast float %90 to i32, !dbg !46
  %lo.i.i.i661 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !46
  %r.i.i.i662 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i661), !dbg !46
  %base.i.i663 = and i32 %r.i.i.i662, -64, !dbg !46
  %x.i.i664 = sub i32 %r.i.i.i662, 1, !dbg !46
  %out.i.i665 = icmp slt i32 %x.i.i664, %base.i.i663, !dbg !46
  %index.i.i666 = select i1 %out.i.i665, i32 %r.i.i.i662, i32 %x.i.i664, !dbg !46
  %addr.i.i667 = shl i32 %index.i.i666, 2, !dbg !46
  %r.i.i668 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i667, i32 %b.i660) [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %f.i669 = bitcast i32 %r.i.i668 to float, !dbg !46
  %add99 = fadd float %add96, %f.i669
  %91 = load i32, ptr %m.ascast, align 4
  %92 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx100 = getelementptr inbounds float, ptr %92, i64 10
  %93 = load float, ptr %arrayidx100, align 4
  %b.i765 = bitcast float %93 to i32, !dbg !47
  %lo.i.i.i766 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %r.i.i.i767 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i766), !dbg !47
  %base.i.i768 = and i32 %r.i.i.i767, -64, !dbg !47
  %x.i.i769 = add i32 %r.i.i.i767, 1, !dbg !47
  %pos.i.i770 = and i32 %r.i.i.i767, 63, !dbg !47
  %far.i.i771 = add i32 %pos.i.i770, 1, !dbg !47
  %out.i.i772 = icmp uge i32 %far.i.i771, 64, !dbg !47
  %index.i.i773 = select i1 %out.i.i772, i32 %r.i.i.i767, i32 %x.i.i769, !dbg !47
  %addr.i.i774 = shl i32 %index.i.i773, 2, !dbg !47
  %r.i.i775 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i774, i32 %b.i765) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %f.i776 = bitcast i32 %r.i.i775 to float, !dbg !47
  %add102 = fadd float %add99, %f.i776
  %94 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx103 = getelementptr inbounds float, ptr %94, i64 10
  %95 = load float, ptr %arrayidx103, align 4
  %b.i.i.i860 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %r.i.i861 = trunc i64 %b.i.i.i860 to i32, !dbg !48
  %b.i862 = bitcast float %95 to i32, !dbg !48
  %lo.i.i.i863 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !48
  %r.i.i.i864 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i863), !dbg !48
  %base.i.i865 = and i32 %r.i.i.i864, -64, !dbg !48
  %index.i.i866 = add i32 %base.i.i865, 1, !dbg !48
  %addr.i.i867 = shl i32 %index.i.i866, 2, !dbg !48
  %r.i1.i868 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i867, i32 %b.i862) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %f.i869 = bitcast i32 %r.i1.i868 to float, !dbg !48
  %add105 = fadd float %add102, %f.i869
  store float %add105, ptr %arrayidx91, align 4
  %96 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx106 = getelementptr inbounds double, ptr %96, i64 11
  %97 = load i32, ptr %m.ascast, align 4
  %98 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx107 = getelementptr inbounds double, ptr %98, i64 11
  %99 = load double, ptr %arrayidx107, align 8
  %w.i = bitcast double %99 to i64, !dbg !49
  %lo.i479 = trunc i64 %w.i to i32, !dbg !49
  %hi.w.i480 = lshr i64 %w.i, 32, !dbg !49
  %hi.i481 = trunc i64 %hi.w.i480 to i32, !dbg !49
  %lo.i.i1.i482 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %r.i.i2.i483 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i482), !dbg !49
  %base.i5.i484 = and i32 %r.i.i2.i483, -64, !dbg !49
  %index.i7.i485 = add i32 %base.i5.i484, 1, !dbg !49
  %addr.i8.i486 = shl i32 %index.i7.i485, 2, !dbg !49
  %r.i9.i487 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i486, i32 %lo.i479) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %lo.i.i.i488 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %r.i.i.i489 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i488), !dbg !49
  %base.i.i490 = and i32 %r.i.i.i489, -64, !dbg !49
  %index.i.i491 = add i32 %base.i.i490, 1, !dbg !49
  %addr.i.i492 = shl i32 %index.i.i491, 2, !dbg !49
  %r.i.i493 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i492, i32 %hi.i481) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %zlo.i494 = zext i32 %r.i9.i487 to i64, !dbg !49
  %zhi.i495 = zext i32 %r.i.i493 to i64, !dbg !49
  %shi.i496 = shl i64 %zhi.i495, 32, !dbg !49
  %r.i497 = or i64 %shi.i496, %zlo.i494, !dbg !49
  %d.i = bitcast i64 %r.i497 to double, !dbg !49
  %100 = load i32, ptr %m.ascast, align 4
  %101 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx109 = getelementptr inbounds double, ptr %101, i64 11
  %102 = load double, ptr %arrayidx109, align 8
  %w.i573 = bitcast double %102 to i64, !dbg !50
  %lo.i574 = trunc i64 %w.i573 to i32, !dbg !50
  %hi.w.i575 = lshr i64 %w.i573, 32, !dbg !50
  %hi.i576 = trunc i64 %hi.w.i575 to i32, !dbg !50
  %lo.i.i1.i577 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %r.i.i2.i578 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i577), !dbg !50
  %base.i5.i579 = and i32 %r.i.i2.i578, -64, !dbg !50
  %x.i6.i580 = xor i32 %r.i.i2.i578, 2, !dbg !50
  %end.w.i7.i581 = add i32 %r.i.i2.i578, 64, !dbg !50
  %end.i8.i582 = and i32 %end.w.i7.i581, -64, !dbg !50
  %out.i9.i583 = icmp uge i32 %x.i6.i580, %end.i8.i582, !dbg !50
  %index.i10.i584 = select i1 %out.i9.i583, i32 %r.i.i2.i578, i32 %x.i6.i580, !dbg !50
  %addr.i11.i585 = shl i32 %index.i10.i584, 2, !dbg !50
  %r.i12.i586 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i585, i32 %lo.i574) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %lo.i.i.i587 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %r.i.i.i588 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i587), !dbg !50
  %base.i.i589 = and i32 %r.i.i.i588, -64, !dbg !50
  %x.i.i590 = xor i32 %r.i.i.i588, 2, !dbg !50
  %end.w.i.i591 = add i32 %r.i.i.i588, 64, !dbg !50
  %end.i.i592 = and i32 %end.w.i.i591, -64, !dbg !50
  %out.i.i593 = icmp uge i32 %x.i.i590, %end.i.i592, !dbg !50
  %index.i.i594 = select i1 %out.i.i593, i32 %r.i.i.i588, i32 %x.i.i590, !dbg !50
  %addr.i.i595 = shl i32 %index.i.i594, 2, !dbg !50
  %r.i.i596 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i595, i32 %hi.i576) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %zlo.i597 = zext i32 %r.i12.i586 to i64, !dbg !50
  %zhi.i598 = zext i32 %r.i.i596 to i64, !dbg !50
  %shi.i599 = shl i64 %zhi.i598, 32, !dbg !50
  %r.i600 = or i64 %shi.i599, %zlo.i597, !dbg !50
  %d.i601 = bitcast i64 %r.i600 to double, !dbg !50
  %add111 = fadd double %d.i, %d.i601
  %103 = load i32, ptr %m.ascast, align 4
  %104 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx112 = getelementptr inbounds double, ptr %104, i64 11
  %105 = load double, ptr %arrayidx112, align 8
  %w.i670 = bitcast double %105 to i64, !dbg !51
  %lo.i671 = trunc i64 %w.i670 to i32, !dbg !51
  %hi.w.i672 = lshr i64 %w.i670, 32, !dbg !51
  %hi.i673 = trunc i64 %hi.w.i672 to i32, !dbg !51
  %lo.i.i1.i674 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %r.i.i2.i675 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i674), !dbg !51
  %base.i5.i676 = and i32 %r.i.i2.i675, -64, !dbg !51
  %x.i6.i677 = sub i32 %r.i.i2.i675, 1, !dbg !51
  %out.i7.i678 = icmp slt i32 %x.i6.i677, %base.i5.i676, !dbg !51
  %index.i8.i679 = select i1 %out.i7.i678, i32 %r.i.i2.i675, i32 %x.i6.i677, !dbg !51
  %addr.i9.i680 = shl i32 %index.i8.i679, 2, !dbg !51
  %r.i10.i681 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i680, i32 %lo.i671) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %lo.i.i.i682 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %r.i.i.i683 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i682), !dbg !51
  %base.i.i684 = and i32 %r.i.i.i683, -64, !dbg !51
  %x.i.i685 = sub i32 %r.i.i.i683, 1, !dbg !51
  %out.i.i686 = icmp slt i32 %x.i.i685, %base.i.i684, !dbg !51
  %index.i.i687 = select i1 %out.i.i686, i32 %r.i.i.i683, i32 %x.i.i685, !dbg !51
  %addr.i.i688 = shl i32 %index.i.i687, 2, !dbg !51
  %r.i.i689 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i688, i32 %hi.i673) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %zlo.i690 = zext i32 %r.i10.i681 to i64, !dbg !51
  %zhi.i691 = zext i32 %r.i.i689 to i64, !dbg !51
  %shi.i692 = shl i64 %zhi.i691, 32, !dbg !51
  %r.i693 = or i64 %shi.i692, %zlo.i690, !dbg !51
  %d.i694 = bitcast i64 %r.i693 to double, !dbg !51
  %add114 = fadd double %add111, %d.i694
  %106 = load i32, ptr %m.ascast, align 4
  %107 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx115 = getelementptr inbounds double, ptr %107, i64 11
  %108 = load double, ptr %arrayidx115, align 8
  %w.i777 = bitcast double %108 to i64, !dbg !52
  %lo.i778 = trunc i64 %w.i777 to i32, !dbg !52
  %hi.w.i779 = lshr i64 %w.i777, 32, !dbg !52
  %hi.i780 = trunc i64 %hi.w.i779 to i32, !dbg !52
  %lo.i.i1.i781 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %r.i.i2.i782 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i781), !dbg !52
  %base.i5.i783 = and i32 %r.i.i2.i782, -64, !dbg !52
  %x.i6.i784 = add i32 %r.i.i2.i782, 1, !dbg !52
  %pos.i7.i785 = and i32 %r.i.i2.i782, 63, !dbg !52
  %far.i8.i786 = add i32 %pos.i7.i785, 1, !dbg !52
  %out.i9.i787 = icmp uge i32 %far.i8.i786, 64, !dbg !52
  %index.i10.i788 = select i1 %out.i9.i787, i32 %r.i.i2.i782, i32 %x.i6.i784, !dbg !52
  %addr.i11.i789 = shl i32 %index.i10.i788, 2, !dbg !52
  %r.i12.i790 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i789, i32 %lo.i778) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %lo.i.i.i791 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %r.i.i.i792 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i791), !dbg !52
  %base.i.i793 = and i32 %r.i.i.i792, -64, !dbg !52
  %x.i.i794 = add i32 %r.i.i.i792, 1, !dbg !52
  %pos.i.i795 = and i32 %r.i.i.i792, 63, !dbg !52
  %far.i.i796 = add i32 %pos.i.i795, 1, !dbg !52
  %out.i.i797 = icmp uge i32 %far.i.i796, 64, !dbg !52
  %index.i.i798 = select i1 %out.i.i797, i32 %r.i.i.i792, i32 %x.i.i794, !dbg !52
  %addr.i.i799 = shl i32 %index.i.i798, 2, !dbg !52
  %r.i.i800 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i799, i32 %hi.i780) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %zlo.i801 = zext i32 %r.i12.i790 to i64, !dbg !52
  %zhi.i802 = zext i32 %r.i.i800 to i64, !dbg !52
  %shi.i803 = shl i64 %zhi.i802, 32, !dbg !52
  %r.i804 = or i64 %shi.i803, %zlo.i801, !dbg !52
  %d.i805 = bitcast i64 %r.i804 to double, !dbg !52
  %add117 = fadd double %add114, %d.i805
  %109 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx118 = getelementptr inbounds double, ptr %109, i64 11
  %110 = load double, ptr %arrayidx118, align 8
  %b.i.i.i870 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %r.i.i871 = trunc i64 %b.i.i.i870 to i32, !dbg !53
  %w.i872 = bitcast double %110 to i64, !dbg !53
  %lo.i873 = trunc i64 %w.i872 to i32, !dbg !53
  %hi.w.i874 = lshr i64 %w.i872, 32, !dbg !53
  %hi.i875 = trunc i64 %hi.w.i874 to i32, !dbg !53
  %lo.i.i2.i876 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %r.i.i3.i877 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i876), !dbg !53
  %base.i6.i878 = and i32 %r.i.i3.i877, -64, !dbg !53
  %index.i8.i879 = add i32 %base.i6.i878, 1, !dbg !53
  %addr.i9.i880 = shl i32 %index.i8.i879, 2, !dbg !53
  %r.i10.i881 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i880, i32 %lo.i873) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %lo.i.i.i882 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %r.i.i.i883 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i882), !dbg !53
  %base.i.i884 = and i32 %r.i.i.i883, -64, !dbg !53
  %index.i.i885 = add i32 %base.i.i884, 1, !dbg !53
  %addr.i.i886 = shl i32 %index.i.i885, 2, !dbg !53
  %r.i1.i887 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i886, i32 %hi.i875) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %zlo.i888 = zext i32 %r.i10.i881 to i64, !dbg !53
  %zhi.i889 = zext i32 %r.i1.i887 to i64, !dbg !53
  %shi.i890 = shl i64 %zhi.i889, 32, !dbg !53
  %r.i891 = or i64 %shi.i890, %zlo.i888, !dbg !53
  %d.i892 = bitcast i64 %r.i891 to double, !dbg !53
  %add120 = fadd double %add117, %d.i892
  store double %add120, ptr %arrayidx106, align 8
  %111 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx121 = getelementptr inbounds i32, ptr %111, i64 12
  %112 = load i32, ptr %t.ascast, align 4
  %call122 = call i32 @helper(i32 %112), !dbg !54
  %113 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx123 = getelementptr inbounds i64, ptr %113, i64 12
  %114 = load i64, ptr %arrayidx123, align 8
  %p.i = call i64 @llvm.ctpop.i64(i64 %114), !dbg !55
  %r.i = trunc i64 %p.i to i32, !dbg !55
  %add125 = add nsw i32 %call122, %r.i
  store i32 %add125, ptr %arrayidx121, align 4
  %115 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx126 = getelementptr inbounds i32, ptr %115, i64 13
  %r.i1316 = atomicrmw add ptr %arrayidx126, i32 1 syncscope("agent") monotonic, align 4, !dbg !56, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %116 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx128 = getelementptr inbounds i32, ptr %116, i64 14
  %r.i1317 = atomicrmw add ptr %arrayidx128, i32 1 syncscope("agent") monotonic, align 4, !dbg !57, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %117 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx130 = getelementptr inbounds i64, ptr %117, i64 15
  %r.i1318 = atomicrmw add ptr %arrayidx130, i64 1 syncscope("agent") monotonic, align 8, !dbg !58, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %118 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx132 = getelementptr inbounds i64, ptr %118, i64 16
  %r.i1319 = atomicrmw add ptr %arrayidx132, i64 1 syncscope("agent") monotonic, align 8, !dbg !59, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %119 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx134 = getelementptr inbounds float, ptr %119, i64 17
  %r.i1320 = atomicrmw fadd ptr %arrayidx134, float 1.000000e+00 syncscope("agent") monotonic, align 4, !dbg !60, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %120 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx136 = getelementptr inbounds double, ptr %120, i64 18
  %r.i1321 = atomicrmw fadd ptr %arrayidx136, double 1.000000e+00 syncscope("agent") monotonic, align 8, !dbg !61, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %121 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx138 = getelementptr inbounds i32, ptr %121, i64 19
  %122 = load i32, ptr %t.ascast, align 4
  %123 = load i32, ptr %n.addr.ascast, align 4
  %r.i387 = call i32 @llvm.smin.i32(i32 %122, i32 %123), !dbg !62
  %124 = load i32, ptr %t.ascast, align 4
  %125 = load i32, ptr %n.addr.ascast, align 4
  %r.i393 = call i32 @llvm.smax.i32(i32 %124, i32 %125), !dbg !63
  %add141 = add nsw i32 %r.i387, %r.i393
  store i32 %add141, ptr %arrayidx138, align 4
  %126 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx142 = getelementptr inbounds i32, ptr %126, i64 20
  %127 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx143 = getelementptr inbounds i32, ptr %127, i64 20
  %128 = load i32, ptr %arrayidx143, align 4
  %r.i388 = call i32 @llvm.umin.i32(i32 %128, i32 3), !dbg !64
  %129 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx145 = getelementptr inbounds i32, ptr %129, i64 20
  %130 = load i32, ptr %arrayidx145, align 4
  %r.i394 = call i32 @llvm.umax.i32(i32 %130, i32 3), !dbg !65
  %add147 = add i32 %r.i388, %r.i394
  store i32 %add147, ptr %arrayidx142, align 4
  %131 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx148 = getelementptr inbounds i64, ptr %131, i64 21
  %132 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx149 = getelementptr inbounds i64, ptr %132, i64 21
  %133 = load i64, ptr %arrayidx149, align 8
  %r.i389 = call i64 @llvm.smin.i64(i64 %133, i64 3), !dbg !66
  %134 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx151 = getelementptr inbounds i64, ptr %134, i64 21
  %135 = load i64, ptr %arrayidx151, align 8
  %r.i395 = call i64 @llvm.smax.i64(i64 %135, i64 3), !dbg !67
  %add153 = add nsw i64 %r.i389, %r.i395
  store i64 %add153, ptr %arrayidx148, align 8
  %136 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx154 = getelementptr inbounds i64, ptr %136, i64 22
  %137 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx155 = getelementptr inbounds i64, ptr %137, i64 22
  %138 = load i64, ptr %arrayidx155, align 8
  %r.i390 = call i64 @llvm.umin.i64(i64 %138, i64 3), !dbg !68
  %139 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx157 = getelementptr inbounds i64, ptr %139, i64 22
  %140 = load i64, ptr %arrayidx157, align 8
  %r.i396 = call i64 @llvm.umax.i64(i64 %140, i64 3), !dbg !69
  %add159 = add i64 %r.i390, %r.i396
  store i64 %add159, ptr %arrayidx154, align 8
  %141 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx160 = getelementptr inbounds float, ptr %141, i64 23
  %142 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx161 = getelementptr inbounds float, ptr %142, i64 23
  %143 = load float, ptr %arrayidx161, align 4
  %r.i391 = call float @llvm.minnum.f32(float %143, float 1.500000e+00), !dbg !70
  %144 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx163 = getelementptr inbounds float, ptr %144, i64 23
  %145 = load float, ptr %arrayidx163, align 4
  %r.i397 = call float @llvm.maxnum.f32(float %145, float 1.500000e+00), !dbg !71
  %add165 = fadd float %r.i391, %r.i397
  store float %add165, ptr %arrayidx160, align 4
  %146 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx166 = getelementptr inbounds double, ptr %146, i64 24
  %147 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx167 = getelementptr inbounds double, ptr %147, i64 24
  %148 = load double, ptr %arrayidx167, align 8
  %r.i392 = call double @llvm.minnum.f64(double %148, double 1.500000e+00), !dbg !72
  %149 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx169 = getelementptr inbounds double, ptr %149, i64 24
  %150 = load double, ptr %arrayidx169, align 8
  %r.i398 = call double @llvm.maxnum.f64(double %150, double 1.500000e+00), !dbg !73
  %add171 = fadd double %r.i392, %r.i398
  store double %add171, ptr %arrayidx166, align 8
  %151 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx172 = getelementptr inbounds i32, ptr %151, i64 25
  %152 = load i32, ptr %t.ascast, align 4
  %153 = load i32, ptr %n.addr.ascast, align 4
  %cmp173 = icmp slt i32 %152, %153
  %conv174 = zext i1 %cmp173 to i32
  %n.i1102 = zext i1 %cmp173 to i32, !dbg !74
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !74
  fence syncscope("workgroup") release, !dbg !74
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !74
  fence syncscope("workgroup") acquire, !dbg !74
  %old.i.i = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %n.i1102 syncscope("workgroup") monotonic, align 4, !dbg !74
  fence syncscope("workgroup") release, !dbg !74
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !74
  fence syncscope("workgroup") acquire, !dbg !74
  %r.i.i1103 = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !74
  fence syncscope("workgroup") release, !dbg !74
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !74
  fence syncscope("workgroup") acquire, !dbg !74
  %154 = load i32, ptr %t.ascast, align 4
  %155 = load i32, ptr %n.addr.ascast, align 4
  %cmp176 = icmp slt i32 %154, %155
  %conv177 = zext i1 %cmp176 to i32
  %c.i1104 = icmp eq i32 %conv177, 0, !dbg !75
  %n.i1105 = zext i1 %c.i1104 to i32, !dbg !75
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !75
  fence syncscope("workgroup") release, !dbg !75
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %old.i.i1106 = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %n.i1105 syncscope("workgroup") monotonic, align 4, !dbg !75
  fence syncscope("workgroup") release, !dbg !75
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %r.i.i1107 = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !75
  fence syncscope("workgroup") release, !dbg !75
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %none.i1108 = icmp eq i32 %r.i.i1107, 0, !dbg !75
  %r.i1109 = zext i1 %none.i1108 to i32, !dbg !75
  %add179 = add nsw i32 %r.i.i1103, %r.i1109
  %156 = load i32, ptr %t.ascast, align 4
  %157 = load i32, ptr %n.addr.ascast, align 4
  %cmp180 = icmp slt i32 %156, %157
  %conv181 = zext i1 %cmp180 to i32
  %n.i1111 = zext i1 %cmp180 to i32, !dbg !76
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !76
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !76
  fence syncscope("workgroup") acquire, !dbg !76
  %old.i.i1112 = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %n.i1111 syncscope("workgroup") monotonic, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !76
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !76
  fence syncscope("workgroup") acquire, !dbg !76
  %r.i.i1113 = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !76
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !76
  fence syncscope("workgroup") acquire, !dbg !76
  %some.i = icmp ne i32 %r.i.i1113, 0, !dbg !76
  %r.i1114 = zext i1 %some.i to i32, !dbg !76
  %add183 = add nsw i32 %add179, %r.i1114
  store i32 %add183, ptr %arrayidx172, align 4
  fence syncscope("wavefront") release, !dbg !77
  call void @llvm.amdgcn.wave.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !77
  fence syncscope("wavefront") acquire, !dbg !77
  %158 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx184 = getelementptr inbounds i32, ptr %158, i64 26
  %159 = load i32, ptr %m.ascast, align 4
  %160 = load i32, ptr %t.ascast, align 4
  %none.i.i = icmp eq i32 %159, 0, !dbg !78
  br i1 %none.i.i, label %__match_any_sync.exit, label %loop.i.i, !dbg !78

loop.i.i:                                         ; preds = %loop.i.i, %__reduce_add_sync.exit1016
  %rest.i.i = phi i32 [ %159, %__reduce_add_sync.exit1016 ], [ %rest.next.i.i, %loop.i.i ], !dbg !78
  %acc.i.i = phi i32 [ 0, %__reduce_add_sync.exit1016 ], [ %acc.next.i.i, %loop.i.i ], !dbg !78
  %tok.lanes.i.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !78
  %l.i.i = call i32 @llvm.cttz.i32(i32 %rest.i.i, i1 true), !dbg !78
  %lv.i.i = call i32 @llvm.amdgcn.readlane.i32(i32 %160, i32 %l.i.i) [ "convergencectrl"(token %tok.lanes.i.i) ], !dbg !78
  %same.i.i = icmp eq i32 %160, %lv.i.i, !dbg !78
  %same.i.i.i = zext i1 %same.i.i to i32, !dbg !78
  %b.i.i.i1116 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i) [ "convergencectrl"(token %tok.lanes.i.i) ], !dbg !78
  %b32.i.i1117 = trunc i64 %b.i.i.i1116 to i32, !dbg !78
  %group.i.i = and i32 %b32.i.i1117, %rest.i.i, !dbg !78
  %acc.next.i.i = select i1 %same.i.i, i32 %group.i.i, i32 %acc.i.i, !dbg !78
  %leader.i.i = shl i32 1, %l.i.i, !dbg !78
  %gone.i.i = or i32 %group.i.i, %leader.i.i, !dbg !78
  %keep.i.i = xor i32 %gone.i.i, -1, !dbg !78
  %rest.next.i.i = and i32 %rest.i.i, %keep.i.i, !dbg !78
  %more.i.i = icmp ne i32 %rest.next.i.i, 0, !dbg !78
  br i1 %more.i.i, label %loop.i.i, label %__match_any_sync.exit, !dbg !78

__match_any_sync.exit:                            ; preds = %__reduce_add_sync.exit1016, %loop.i.i
  %r.i.i1118 = phi i32 [ 0, %__reduce_add_sync.exit1016 ], [ %acc.next.i.i, %loop.i.i ], !dbg !78
  %161 = load i32, ptr %m.ascast, align 4
  %162 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx186 = getelementptr inbounds i32, ptr %162, i64 26
  %163 = load i32, ptr %arrayidx186, align 4
  %none.i.i1128 = icmp eq i32 %161, 0, !dbg !79
  br i1 %none.i.i1128, label %__tangle_match_any_sync_u32.exit, label %loop.i.i1129, !dbg !79

loop.i.i1129:                                     ; preds = %loop.i.i1129, %__match_any_sync.exit
  %rest.i.i1130 = phi i32 [ %161, %__match_any_sync.exit ], [ %rest.next.i.i1144, %loop.i.i1129 ], !dbg !79
  %acc.i.i1131 = phi i32 [ 0, %__match_any_sync.exit ], [ %acc.next.i.i1140, %loop.i.i1129 ], !dbg !79
  %tok.lanes.i.i1132 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !79
  %l.i.i1133 = call i32 @llvm.cttz.i32(i32 %rest.i.i1130, i1 true), !dbg !79
  %lv.i.i1134 = call i32 @llvm.amdgcn.readlane.i32(i32 %163, i32 %l.i.i1133) [ "convergencectrl"(token %tok.lanes.i.i1132) ], !dbg !79
  %same.i.i1135 = icmp eq i32 %163, %lv.i.i1134, !dbg !79
  %same.i.i.i1136 = zext i1 %same.i.i1135 to i32, !dbg !79
  %b.i.i.i1137 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1135) [ "convergencectrl"(token %tok.lanes.i.i1132) ], !dbg !79
  %b32.i.i1138 = trunc i64 %b.i.i.i1137 to i32, !dbg !79
  %group.i.i1139 = and i32 %b32.i.i1138, %rest.i.i1130, !dbg !79
  %acc.next.i.i1140 = select i1 %same.i.i1135, i32 %group.i.i1139, i32 %acc.i.i1131, !dbg !79
  %leader.i.i1141 = shl i32 1, %l.i.i1133, !dbg !79
  %gone.i.i1142 = or i32 %group.i.i1139, %leader.i.i1141, !dbg !79
  %keep.i.i1143 = xor i32 %gone.i.i1142, -1, !dbg !79
  %rest.next.i.i1144 = and i32 %rest.i.i1130, %keep.i.i1143, !dbg !79
  %more.i.i1145 = icmp ne i32 %rest.next.i.i1144, 0, !dbg !79
  br i1 %more.i.i1145, label %loop.i.i1129, label %__tangle_match_any_sync_u32.exit, !dbg !79

__tangle_match_any_sync_u32.exit:                 ; preds = %__match_any_sync.exit, %loop.i.i1129
  %r.i.i1146 = phi i32 [ 0, %__match_any_sync.exit ], [ %acc.next.i.i1140, %loop.i.i1129 ], !dbg !79
  %add188 = add i32 %r.i.i1118, %r.i.i1146
  %164 = load i32, ptr %m.ascast, align 4
  %165 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx189 = getelementptr inbounds i64, ptr %165, i64 26
  %166 = load i64, ptr %arrayidx189, align 8
  %none.i.i1159 = icmp eq i32 %164, 0, !dbg !80
  br i1 %none.i.i1159, label %__tangle_match_any_sync_i64.exit, label %loop.i.i1160, !dbg !80

loop.i.i1160:                                     ; preds = %loop.i.i1160, %__tangle_match_any_sync_u32.exit
  %rest.i.i1161 = phi i32 [ %164, %__tangle_match_any_sync_u32.exit ], [ %rest.next.i.i1175, %loop.i.i1160 ], !dbg !80
  %acc.i.i1162 = phi i32 [ 0, %__tangle_match_any_sync_u32.exit ], [ %acc.next.i.i1171, %loop.i.i1160 ], !dbg !80
  %tok.lanes.i.i1163 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !80
  %l.i.i1164 = call i32 @llvm.cttz.i32(i32 %rest.i.i1161, i1 true), !dbg !80
  %lv.i.i1165 = call i64 @llvm.amdgcn.readlane.i64(i64 %166, i32 %l.i.i1164) [ "convergencectrl"(token %tok.lanes.i.i1163) ], !dbg !80
  %same.i.i1166 = icmp eq i64 %166, %lv.i.i1165, !dbg !80
  %same.i.i.i1167 = zext i1 %same.i.i1166 to i32, !dbg !80
  %b.i.i.i1168 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1166) [ "convergencectrl"(token %tok.lanes.i.i1163) ], !dbg !80
  %b32.i.i1169 = trunc i64 %b.i.i.i1168 to i32, !dbg !80
  %group.i.i1170 = and i32 %b32.i.i1169, %rest.i.i1161, !dbg !80
  %acc.next.i.i1171 = select i1 %same.i.i1166, i32 %group.i.i1170, i32 %acc.i.i1162, !dbg !80
  %leader.i.i1172 = shl i32 1, %l.i.i1164, !dbg !80
  %gone.i.i1173 = or i32 %group.i.i1170, %leader.i.i1172, !dbg !80
  %keep.i.i1174 = xor i32 %gone.i.i1173, -1, !dbg !80
  %rest.next.i.i1175 = and i32 %rest.i.i1161, %keep.i.i1174, !dbg !80
  %more.i.i1176 = icmp ne i32 %rest.next.i.i1175, 0, !dbg !80
  br i1 %more.i.i1176, label %loop.i.i1160, label %__tangle_match_any_sync_i64.exit, !dbg !80

__tangle_match_any_sync_i64.exit:                 ; preds = %__tangle_match_any_sync_u32.exit, %loop.i.i1160
  %r.i.i1177 = phi i32 [ 0, %__tangle_match_any_sync_u32.exit ], [ %acc.next.i.i1171, %loop.i.i1160 ], !dbg !80
  %add191 = add i32 %add188, %r.i.i1177
  %167 = load i32, ptr %m.ascast, align 4
  %168 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx192 = getelementptr inbounds i64, ptr %168, i64 26
  %169 = load i64, ptr %arrayidx192, align 8
  %none.i.i1190 = icmp eq i32 %167, 0, !dbg !81
  br i1 %none.i.i1190, label %__tangle_match_any_sync_u64.exit, label %loop.i.i1191, !dbg !81

loop.i.i1191:                                     ; preds = %loop.i.i1191, %__tangle_match_any_sync_i64.exit
  %rest.i.i1192 = phi i32 [ %167, %__tangle_match_any_sync_i64.exit ], [ %rest.next.i.i1206, %loop.i.i1191 ], !dbg !81
  %acc.i.i1193 = phi i32 [ 0, %__tangle_match_any_sync_i64.exit ], [ %acc.next.i.i1202, %loop.i.i1191 ], !dbg !81
  %tok.lanes.i.i1194 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !81
  %l.i.i1195 = call i32 @llvm.cttz.i32(i32 %rest.i.i1192, i1 true), !dbg !81
  %lv.i.i1196 = call i64 @llvm.amdgcn.readlane.i64(i64 %169, i32 %l.i.i1195) [ "convergencectrl"(token %tok.lanes.i.i1194) ], !dbg !81
  %same.i.i1197 = icmp eq i64 %169, %lv.i.i1196, !dbg !81
  %same.i.i.i1198 = zext i1 %same.i.i1197 to i32, !dbg !81
  %b.i.i.i1199 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1197) [ "convergencectrl"(token %tok.lanes.i.i1194) ], !dbg !81
  %b32.i.i1200 = trunc i64 %b.i.i.i1199 to i32, !dbg !81
  %group.i.i1201 = and i32 %b32.i.i1200, %rest.i.i1192, !dbg !81
  %acc.next.i.i1202 = select i1 %same.i.i1197, i32 %group.i.i1201, i32 %acc.i.i1193, !dbg !81
  %leader.i.i1203 = shl i32 1, %l.i.i1195, !dbg !81
  %gone.i.i1204 = or i32 %group.i.i1201, %leader.i.i1203, !dbg !81
  %keep.i.i1205 = xor i32 %gone.i.i1204, -1, !dbg !81
  %rest.next.i.i1206 = and i32 %rest.i.i1192, %keep.i.i1205, !dbg !81
  %more.i.i1207 = icmp ne i32 %rest.next.i.i1206, 0, !dbg !81
  br i1 %more.i.i1207, label %loop.i.i1191, label %__tangle_match_any_sync_u64.exit, !dbg !81

__tangle_match_any_sync_u64.exit:                 ; preds = %__tangle_match_any_sync_i64.exit, %loop.i.i1191
  %r.i.i1208 = phi i32 [ 0, %__tangle_match_any_sync_i64.exit ], [ %acc.next.i.i1202, %loop.i.i1191 ], !dbg !81
  %add194 = add i32 %add191, %r.i.i1208
  %170 = load i32, ptr %m.ascast, align 4
  %171 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx195 = getelementptr inbounds float, ptr %171, i64 26
  %172 = load float, ptr %arrayidx195, align 4
  %b.i1220 = bitcast float %172 to i32, !dbg !82
  %none.i.i1221 = icmp eq i32 %170, 0, !dbg !82
  br i1 %none.i.i1221, label %__tangle_match_any_sync_f32.exit, label %loop.i.i1222, !dbg !82

loop.i.i1222:                                     ; preds = %loop.i.i1222, %__tangle_match_any_sync_u64.exit
  %rest.i.i1223 = phi i32 [ %170, %__tangle_match_any_sync_u64.exit ], [ %rest.next.i.i1237, %loop.i.i1222 ], !dbg !82
  %acc.i.i1224 = phi i32 [ 0, %__tangle_match_any_sync_u64.exit ], [ %acc.next.i.i1233, %loop.i.i1222 ], !dbg !82
  %tok.lanes.i.i1225 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !82
  %l.i.i1226 = call i32 @llvm.cttz.i32(i32 %rest.i.i1223, i1 true), !dbg !82
  %lv.i.i1227 = call i32 @llvm.amdgcn.readlane.i32(i32 %b.i1220, i32 %l.i.i1226) [ "convergencectrl"(token %tok.lanes.i.i1225) ], !dbg !82
  %same.i.i1228 = icmp eq i32 %b.i1220, %lv.i.i1227, !dbg !82
  %same.i.i.i1229 = zext i1 %same.i.i1228 to i32, !dbg !82
  %b.i.i.i1230 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1228) [ "convergencectrl"(token %tok.lanes.i.i1225) ], !dbg !82
  %b32.i.i1231 = trunc i64 %b.i.i.i1230 to i32, !dbg !82
  %group.i.i1232 = and i32 %b32.i.i1231, %rest.i.i1223, !dbg !82
  %acc.next.i.i1233 = select i1 %same.i.i1228, i32 %group.i.i1232, i32 %acc.i.i1224, !dbg !82
  %leader.i.i1234 = shl i32 1, %l.i.i1226, !dbg !82
  %gone.i.i1235 = or i32 %group.i.i1232, %leader.i.i1234, !dbg !82
  %keep.i.i1236 = xor i32 %gone.i.i1235, -1, !dbg !82
  %rest.next.i.i1237 = and i32 %rest.i.i1223, %keep.i.i1236, !dbg !82
  %more.i.i1238 = icmp ne i32 %rest.next.i.i1237, 0, !dbg !82
  br i1 %more.i.i1238, label %loop.i.i1222, label %__tangle_match_any_sync_f32.exit, !dbg !82

__tangle_match_any_sync_f32.exit:                 ; preds = %__tangle_match_any_sync_u64.exit, %loop.i.i1222
  %r.i.i1239 = phi i32 [ 0, %__tangle_match_any_sync_u64.exit ], [ %acc.next.i.i1233, %loop.i.i1222 ], !dbg !82
  %add197 = add i32 %add194, %r.i.i1239
  %173 = load i32, ptr %m.ascast, align 4
  %174 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx198 = getelementptr inbounds double, ptr %174, i64 26
  %175 = load double, ptr %arrayidx198, align 8
  %b.i1251 = bitcast double %175 to i64, !dbg !83
  %none.i.i1252 = icmp eq i32 %173, 0, !dbg !83
  br i1 %none.i.i1252, label %__tangle_match_any_sync_f64.exit, label %loop.i.i1253, !dbg !83

loop.i.i1253:                                     ; preds = %loop.i.i1253, %__tangle_match_any_sync_f32.exit
  %rest.i.i1254 = phi i32 [ %173, %__tangle_match_any_sync_f32.exit ], [ %rest.next.i.i1268, %loop.i.i1253 ], !dbg !83
  %acc.i.i1255 = phi i32 [ 0, %__tangle_match_any_sync_f32.exit ], [ %acc.next.i.i1264, %loop.i.i1253 ], !dbg !83
  %tok.lanes.i.i1256 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !83
  %l.i.i1257 = call i32 @llvm.cttz.i32(i32 %rest.i.i1254, i1 true), !dbg !83
  %lv.i.i1258 = call i64 @llvm.amdgcn.readlane.i64(i64 %b.i1251, i32 %l.i.i1257) [ "convergencectrl"(token %tok.lanes.i.i1256) ], !dbg !83
  %same.i.i1259 = icmp eq i64 %b.i1251, %lv.i.i1258, !dbg !83
  %same.i.i.i1260 = zext i1 %same.i.i1259 to i32, !dbg !83
  %b.i.i.i1261 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1259) [ "convergencectrl"(token %tok.lanes.i.i1256) ], !dbg !83
  %b32.i.i1262 = trunc i64 %b.i.i.i1261 to i32, !dbg !83
  %group.i.i1263 = and i32 %b32.i.i1262, %rest.i.i1254, !dbg !83
  %acc.next.i.i1264 = select i1 %same.i.i1259, i32 %group.i.i1263, i32 %acc.i.i1255, !dbg !83
  %leader.i.i1265 = shl i32 1, %l.i.i1257, !dbg !83
  %gone.i.i1266 = or i32 %group.i.i1263, %leader.i.i1265, !dbg !83
  %keep.i.i1267 = xor i32 %gone.i.i1266, -1, !dbg !83
  %rest.next.i.i1268 = and i32 %rest.i.i1254, %keep.i.i1267, !dbg !83
  %more.i.i1269 = icmp ne i32 %rest.next.i.i1268, 0, !dbg !83
  br i1 %more.i.i1269, label %loop.i.i1253, label %__tangle_match_any_sync_f64.exit, !dbg !83

__tangle_match_any_sync_f64.exit:                 ; preds = %__tangle_match_any_sync_f32.exit, %loop.i.i1253
  %r.i.i1270 = phi i32 [ 0, %__tangle_match_any_sync_f32.exit ], [ %acc.next.i.i1264, %loop.i.i1253 ], !dbg !83
  %add200 = add i32 %add197, %r.i.i1270
  store i32 %add200, ptr %arrayidx184, align 4
  %176 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx201 = getelementptr inbounds i32, ptr %176, i64 27
  %177 = load i32, ptr %m.ascast, align 4
  %178 = load i32, ptr %t.ascast, align 4
  %l.i.i1120 = call i32 @llvm.cttz.i32(i32 %177, i1 false), !dbg !84
  %lv.i.i1121 = call i32 @llvm.amdgcn.readlane.i32(i32 %178, i32 %l.i.i1120) [ "convergencectrl"(token %tok.entry) ], !dbg !84
  %same.i.i1122 = icmp eq i32 %178, %lv.i.i1121, !dbg !84
  %same.i.i.i1123 = zext i1 %same.i.i1122 to i32, !dbg !84
  %b.i.i.i1124 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1122) [ "convergencectrl"(token %tok.entry) ], !dbg !84
  %b32.i.i1125 = trunc i64 %b.i.i.i1124 to i32, !dbg !84
  %eq.i.i = and i32 %b32.i.i1125, %177, !dbg !84
  %all.i.i = icmp eq i32 %eq.i.i, %177, !dbg !84
  %r.i.i1126 = select i1 %all.i.i, i32 %177, i32 0, !dbg !84
  %p.i.i = zext i1 %all.i.i to i32, !dbg !84
  store i32 %p.i.i, ptr %same.ascast, align 4, !dbg !84
  %179 = load i32, ptr %m.ascast, align 4
  %180 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx203 = getelementptr inbounds i32, ptr %180, i64 27
  %181 = load i32, ptr %arrayidx203, align 4
  %l.i.i1148 = call i32 @llvm.cttz.i32(i32 %179, i1 false), !dbg !85
  %lv.i.i1149 = call i32 @llvm.amdgcn.readlane.i32(i32 %181, i32 %l.i.i1148) [ "convergencectrl"(token %tok.entry) ], !dbg !85
  %same.i.i1150 = icmp eq i32 %181, %lv.i.i1149, !dbg !85
  %same.i.i.i1151 = zext i1 %same.i.i1150 to i32, !dbg !85
  %b.i.i.i1152 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1150) [ "convergencectrl"(token %tok.entry) ], !dbg !85
  %b32.i.i1153 = trunc i64 %b.i.i.i1152 to i32, !dbg !85
  %eq.i.i1154 = and i32 %b32.i.i1153, %179, !dbg !85
  %all.i.i1155 = icmp eq i32 %eq.i.i1154, %179, !dbg !85
  %r.i.i1156 = select i1 %all.i.i1155, i32 %179, i32 0, !dbg !85
  %p.i.i1157 = zext i1 %all.i.i1155 to i32, !dbg !85
  store i32 %p.i.i1157, ptr %same.ascast, align 4, !dbg !85
  %add205 = add i32 %r.i.i1126, %r.i.i1156
  %182 = load i32, ptr %m.ascast, align 4
  %183 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx206 = getelementptr inbounds i64, ptr %183, i64 27
  %184 = load i64, ptr %arrayidx206, align 8
  %l.i.i1179 = call i32 @llvm.cttz.i32(i32 %182, i1 false), !dbg !86
  %lv.i.i1180 = call i64 @llvm.amdgcn.readlane.i64(i64 %184, i32 %l.i.i1179) [ "convergencectrl"(token %tok.entry) ], !dbg !86
  %same.i.i1181 = icmp eq i64 %184, %lv.i.i1180, !dbg !86
  %same.i.i.i1182 = zext i1 %same.i.i1181 to i32, !dbg !86
  %b.i.i.i1183 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1181) [ "convergencectrl"(token %tok.entry) ], !dbg !86
  %b32.i.i1184 = trunc i64 %b.i.i.i1183 to i32, !dbg !86
  %eq.i.i1185 = and i32 %b32.i.i1184, %182, !dbg !86
  %all.i.i1186 = icmp eq i32 %eq.i.i1185, %182, !dbg !86
  %r.i.i1187 = select i1 %all.i.i1186, i32 %182, i32 0, !dbg !86
  %p.i.i1188 = zext i1 %all.i.i1186 to i32, !dbg !86
  store i32 %p.i.i1188, ptr %same.ascast, align 4, !dbg !86
  %add208 = add i32 %add205, %r.i.i1187
  %185 = load i32, ptr %m.ascast, align 4
  %186 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx209 = getelementptr inbounds i64, ptr %186, i64 27
  %187 = load i64, ptr %arrayidx209, align 8
  %l.i.i1210 = call i32 @llvm.cttz.i32(i32 %185, i1 false), !dbg !87
  %lv.i.i1211 = call i64 @llvm.amdgcn.readlane.i64(i64 %187, i32 %l.i.i1210) [ "convergencectrl"(token %tok.entry) ], !dbg !87
  %same.i.i1212 = icmp eq i64 %187, %lv.i.i1211, !dbg !87
  %same.i.i.i1213 = zext i1 %same.i.i1212 to i32, !dbg !87
  %b.i.i.i1214 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1212) [ "convergencectrl"(token %tok.entry) ], !dbg !87
  %b32.i.i1215 = trunc i64 %b.i.i.i1214 to i32, !dbg !87
  %eq.i.i1216 = and i32 %b32.i.i1215, %185, !dbg !87
  %all.i.i1217 = icmp eq i32 %eq.i.i1216, %185, !dbg !87
  %r.i.i1218 = select i1 %all.i.i1217, i32 %185, i32 0, !dbg !87
  %p.i.i1219 = zext i1 %all.i.i1217 to i32, !dbg !87
  store i32 %p.i.i1219, ptr %same.ascast, align 4, !dbg !87
  %add211 = add i32 %add208, %r.i.i1218
  %188 = load i32, ptr %m.ascast, align 4
  %189 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx212 = getelementptr inbounds float, ptr %189, i64 27
  %190 = load float, ptr %arrayidx212, align 4
  %b.i1240 = bitcast float %190 to i32, !dbg !88
  %l.i.i1241 = call i32 @llvm.cttz.i32(i32 %188, i1 false), !dbg !88
  %lv.i.i1242 = call i32 @llvm.amdgcn.readlane.i32(i32 %b.i1240, i32 %l.i.i1241) [ "convergencectrl"(token %tok.entry) ], !dbg !88
  %same.i.i1243 = icmp eq i32 %b.i1240, %lv.i.i1242, !dbg !88
  %same.i.i.i1244 = zext i1 %same.i.i1243 to i32, !dbg !88
  %b.i.i.i1245 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1243) [ "convergencectrl"(token %tok.entry) ], !dbg !88
  %b32.i.i1246 = trunc i64 %b.i.i.i1245 to i32, !dbg !88
  %eq.i.i1247 = and i32 %b32.i.i1246, %188, !dbg !88
  %all.i.i1248 = icmp eq i32 %eq.i.i1247, %188, !dbg !88
  %r.i.i1249 = select i1 %all.i.i1248, i32 %188, i32 0, !dbg !88
  %p.i.i1250 = zext i1 %all.i.i1248 to i32, !dbg !88
  store i32 %p.i.i1250, ptr %same.ascast, align 4, !dbg !88
  %add214 = add i32 %add211, %r.i.i1249
  %191 = load i32, ptr %m.ascast, align 4
  %192 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx215 = getelementptr inbounds double, ptr %192, i64 27
  %193 = load double, ptr %arrayidx215, align 8
  %b.i1271 = bitcast double %193 to i64, !dbg !89
  %l.i.i1272 = call i32 @llvm.cttz.i32(i32 %191, i1 false), !dbg !89
  %lv.i.i1273 = call i64 @llvm.amdgcn.readlane.i64(i64 %b.i1271, i32 %l.i.i1272) [ "convergencectrl"(token %tok.entry) ], !dbg !89
  %same.i.i1274 = icmp eq i64 %b.i1271, %lv.i.i1273, !dbg !89
  %same.i.i.i1275 = zext i1 %same.i.i1274 to i32, !dbg !89
  %b.i.i.i1276 = call i64 @llvm.amdgcn.ballot.i64(i1 %same.i.i1274) [ "convergencectrl"(token %tok.entry) ], !dbg !89
  %b32.i.i1277 = trunc i64 %b.i.i.i1276 to i32, !dbg !89
  %eq.i.i1278 = and i32 %b32.i.i1277, %191, !dbg !89
  %all.i.i1279 = icmp eq i32 %eq.i.i1278, %191, !dbg !89
  %r.i.i1280 = select i1 %all.i.i1279, i32 %191, i32 0, !dbg !89
  %p.i.i1281 = zext i1 %all.i.i1279 to i32, !dbg !89
  store i32 %p.i.i1281, ptr %same.ascast, align 4, !dbg !89
  %add217 = add i32 %add214, %r.i.i1280
  %194 = load i32, ptr %same.ascast, align 4
  %add218 = add i32 %add217, %194
  store i32 %add218, ptr %arrayidx201, align 4
  %195 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx219 = getelementptr inbounds i32, ptr %195, i64 28
  %196 = load i32, ptr %m.ascast, align 4
  %197 = load i32, ptr %t.ascast, align 4
  %none.i1017 = icmp eq i32 %196, 0, !dbg !90
  br i1 %none.i1017, label %__reduce_min_sync.exit, label %loop.i1018, !dbg !90

loop.i1018:                                       ; preds = %loop.i1018, %__tangle_match_any_sync_f64.exit
  %rest.i1019 = phi i32 [ %196, %__tangle_match_any_sync_f64.exit ], [ %rest.next.i1026, %loop.i1018 ], !dbg !90
  %acc.i1020 = phi i32 [ 2147483647, %__tangle_match_any_sync_f64.exit ], [ %acc.next.i1024, %loop.i1018 ], !dbg !90
  %tok.lanes.i1021 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !90
  %l.i1022 = call i32 @llvm.cttz.i32(i32 %rest.i1019, i1 true), !dbg !90
  %x.i1023 = call i32 @llvm.amdgcn.readlane.i32(i32 %197, i32 %l.i1022) [ "convergencectrl"(token %tok.lanes.i1021) ], !dbg !90
  %acc.next.i1024 = call i32 @llvm.smin.i32(i32 %acc.i1020, i32 %x.i1023), !dbg !90
  %rest.less.i1025 = sub i32 %rest.i1019, 1, !dbg !90
  %rest.next.i1026 = and i32 %rest.i1019, %rest.less.i1025, !dbg !90
  %more.i1027 = icmp ne i32 %rest.next.i1026, 0, !dbg !90
  br i1 %more.i1027, label %loop.i1018, label %__reduce_min_sync.exit, !dbg !90

__reduce_min_sync.exit:                           ; preds = %__tangle_match_any_sync_f64.exit, %loop.i1018
  %r.i1028 = phi i32 [ 0, %__tangle_match_any_sync_f64.exit ], [ %acc.next.i1024, %loop.i1018 ], !dbg !90
  %198 = load i32, ptr %m.ascast, align 4
  %199 = load i32, ptr %t.ascast, align 4
  %none.i1041 = icmp eq i32 %198, 0, !dbg !91
  br i1 %none.i1041, label %__reduce_max_sync.exit, label %loop.i1042, !dbg !91

loop.i1042:                                       ; preds = %loop.i1042, %__reduce_min_sync.exit
  %rest.i1043 = phi i32 [ %198, %__reduce_min_sync.exit ], [ %rest.next.i1050, %loop.i1042 ], !dbg !91
  %acc.i1044 = phi i32 [ -2147483648, %__reduce_min_sync.exit ], [ %acc.next.i1048, %loop.i1042 ], !dbg !91
  %tok.lanes.i1045 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !91
  %l.i1046 = call i32 @llvm.cttz.i32(i32 %rest.i1043, i1 true), !dbg !91
  %x.i1047 = call i32 @llvm.amdgcn.readlane.i32(i32 %199, i32 %l.i1046) [ "convergencectrl"(token %tok.lanes.i1045) ], !dbg !91
  %acc.next.i1048 = call i32 @llvm.smax.i32(i32 %acc.i1044, i32 %x.i1047), !dbg !91
  %rest.less.i1049 = sub i32 %rest.i1043, 1, !dbg !91
  %rest.next.i1050 = and i32 %rest.i1043, %rest.less.i1049, !dbg !91
  %more.i1051 = icmp ne i32 %rest.next.i1050, 0, !dbg !91
  br i1 %more.i1051, label %loop.i1042, label %__reduce_max_sync.exit, !dbg !91

__reduce_max_sync.exit:                           ; preds = %__reduce_min_sync.exit, %loop.i1042
  %r.i1052 = phi i32 [ 0, %__reduce_min_sync.exit ], [ %acc.next.i1048, %loop.i1042 ], !dbg !91
  %add222 = add nsw i32 %r.i1028, %r.i1052
  store i32 %add222, ptr %arrayidx219, align 4
  %200 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx223 = getelementptr inbounds i32, ptr %200, i64 29
  %201 = load i32, ptr %m.ascast, align 4
  %202 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx224 = getelementptr inbounds i32, ptr %202, i64 29
  %203 = load i32, ptr %arrayidx224, align 4
  %none.i1029 = icmp eq i32 %201, 0, !dbg !92
  br i1 %none.i1029, label %__tangle_reduce_min_sync_u32.exit, label %loop.i1030, !dbg !92

loop.i1030:                                       ; preds = %loop.i1030, %__reduce_max_sync.exit
  %rest.i1031 = phi i32 [ %201, %__reduce_max_sync.exit ], [ %rest.next.i1038, %loop.i1030 ], !dbg !92
  %acc.i1032 = phi i32 [ -1, %__reduce_max_sync.exit ], [ %acc.next.i1036, %loop.i1030 ], !dbg !92
  %tok.lanes.i1033 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !92
  %l.i1034 = call i32 @llvm.cttz.i32(i32 %rest.i1031, i1 true), !dbg !92
  %x.i1035 = call i32 @llvm.amdgcn.readlane.i32(i32 %203, i32 %l.i1034) [ "convergencectrl"(token %tok.lanes.i1033) ], !dbg !92
  %acc.next.i1036 = call i32 @llvm.umin.i32(i32 %acc.i1032, i32 %x.i1035), !dbg !92
  %rest.less.i1037 = sub i32 %rest.i1031, 1, !dbg !92
  %rest.next.i1038 = and i32 %rest.i1031, %rest.less.i1037, !dbg !92
  %more.i1039 = icmp ne i32 %rest.next.i1038, 0, !dbg !92
  br i1 %more.i1039, label %loop.i1030, label %__tangle_reduce_min_sync_u32.exit, !dbg !92

__tangle_reduce_min_sync_u32.exit:                ; preds = %__reduce_max_sync.exit, %loop.i1030
  %r.i1040 = phi i32 [ 0, %__reduce_max_sync.exit ], [ %acc.next.i1036, %loop.i1030 ], !dbg !92
  %204 = load i32, ptr %m.ascast, align 4
  %205 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx226 = getelementptr inbounds i32, ptr %205, i64 29
  %206 = load i32, ptr %arrayidx226, align 4
  %none.i1053 = icmp eq i32 %204, 0, !dbg !93
  br i1 %none.i1053, label %__tangle_reduce_max_sync_u32.exit, label %loop.i1054, !dbg !93

loop.i1054:                                       ; preds = %loop.i1054, %__tangle_reduce_min_sync_u32.exit
  %rest.i1055 = phi i32 [ %204, %__tangle_reduce_min_sync_u32.exit ], [ %rest.next.i1062, %loop.i1054 ], !dbg !93
  %acc.i1056 = phi i32 [ 0, %__tangle_reduce_min_sync_u32.exit ], [ %acc.next.i1060, %loop.i1054 ], !dbg !93
  %tok.lanes.i1057 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !93
  %l.i1058 = call i32 @llvm.cttz.i32(i32 %rest.i1055, i1 true), !dbg !93
  %x.i1059 = call i32 @llvm.amdgcn.readlane.i32(i32 %206, i32 %l.i1058) [ "convergencectrl"(token %tok.lanes.i1057) ], !dbg !93
  %acc.next.i1060 = call i32 @llvm.umax.i32(i32 %acc.i1056, i32 %x.i1059), !dbg !93
  %rest.less.i1061 = sub i32 %rest.i1055, 1, !dbg !93
  %rest.next.i1062 = and i32 %rest.i1055, %rest.less.i1061, !dbg !93
  %more.i1063 = icmp ne i32 %rest.next.i1062, 0, !dbg !93
  br i1 %more.i1063, label %loop.i1054, label %__tangle_reduce_max_sync_u32.exit, !dbg !93

__tangle_reduce_max_sync_u32.exit:                ; preds = %__tangle_reduce_min_sync_u32.exit, %loop.i1054
  %r.i1064 = phi i32 [ 0, %__tangle_reduce_min_sync_u32.exit ], [ %acc.next.i1060, %loop.i1054 ], !dbg !93
  %add228 = add i32 %r.i1040, %r.i1064
  %207 = load i32, ptr %m.ascast, align 4
  %208 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx229 = getelementptr inbounds i32, ptr %208, i64 29
  %209 = load i32, ptr %arrayidx229, align 4
  %none.i1065 = icmp eq i32 %207, 0, !dbg !94
  br i1 %none.i1065, label %__reduce_and_sync.exit, label %loop.i1066, !dbg !94

loop.i1066:                                       ; preds = %loop.i1066, %__tangle_reduce_max_sync_u32.exit
  %rest.i1067 = phi i32 [ %207, %__tangle_reduce_max_sync_u32.exit ], [ %rest.next.i1074, %loop.i1066 ], !dbg !94
  %acc.i1068 = phi i32 [ -1, %__tangle_reduce_max_sync_u32.exit ], [ %acc.next.i1072, %loop.i1066 ], !dbg !94
  %tok.lanes.i1069 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !94
  %l.i1070 = call i32 @llvm.cttz.i32(i32 %rest.i1067, i1 true), !dbg !94
  %x.i1071 = call i32 @llvm.amdgcn.readlane.i32(i32 %209, i32 %l.i1070) [ "convergencectrl"(token %tok.lanes.i1069) ], !dbg !94
  %acc.next.i1072 = and i32 %acc.i1068, %x.i1071, !dbg !94
  %rest.less.i1073 = sub i32 %rest.i1067, 1, !dbg !94
  %rest.next.i1074 = and i32 %rest.i1067, %rest.less.i1073, !dbg !94
  %more.i1075 = icmp ne i32 %rest.next.i1074, 0, !dbg !94
  br i1 %more.i1075, label %loop.i1066, label %__reduce_and_sync.exit, !dbg !94

__reduce_and_sync.exit:                           ; preds = %__tangle_reduce_max_sync_u32.exit, %loop.i1066
  %r.i1076 = phi i32 [ 0, %__tangle_reduce_max_sync_u32.exit ], [ %acc.next.i1072, %loop.i1066 ], !dbg !94
  %add231 = add i32 %add228, %r.i1076
  %210 = load i32, ptr %m.ascast, align 4
  %211 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx232 = getelementptr inbounds i32, ptr %211, i64 29
  %212 = load i32, ptr %arrayidx232, align 4
  %none.i1077 = icmp eq i32 %210, 0, !dbg !95
  br i1 %none.i1077, label %__reduce_or_sync.exit, label %loop.i1078, !dbg !95

loop.i1078:                                       ; preds = %loop.i1078, %__reduce_and_sync.exit
  %rest.i1079 = phi i32 [ %210, %__reduce_and_sync.exit ], [ %rest.next.i1086, %loop.i1078 ], !dbg !95
  %acc.i1080 = phi i32 [ 0, %__reduce_and_sync.exit ], [ %acc.next.i1084, %loop.i1078 ], !dbg !95
  %tok.lanes.i1081 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !95
  %l.i1082 = call i32 @llvm.cttz.i32(i32 %rest.i1079, i1 true), !dbg !95
  %x.i1083 = call i32 @llvm.amdgcn.readlane.i32(i32 %212, i32 %l.i1082) [ "convergencectrl"(token %tok.lanes.i1081) ], !dbg !95
  %acc.next.i1084 = or i32 %acc.i1080, %x.i1083, !dbg !95
  %rest.less.i1085 = sub i32 %rest.i1079, 1, !dbg !95
  %rest.next.i1086 = and i32 %rest.i1079, %rest.less.i1085, !dbg !95
  %more.i1087 = icmp ne i32 %rest.next.i1086, 0, !dbg !95
  br i1 %more.i1087, label %loop.i1078, label %__reduce_or_sync.exit, !dbg !95

__reduce_or_sync.exit:                            ; preds = %__reduce_and_sync.exit, %loop.i1078
  %r.i1088 = phi i32 [ 0, %__reduce_and_sync.exit ], [ %acc.next.i1084, %loop.i1078 ], !dbg !95
  %add234 = add i32 %add231, %r.i1088
  %213 = load i32, ptr %m.ascast, align 4
  %214 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx235 = getelementptr inbounds i32, ptr %214, i64 29
  %215 = load i32, ptr %arrayidx235, align 4
  %none.i1089 = icmp eq i32 %213, 0, !dbg !96
  br i1 %none.i1089, label %__reduce_xor_sync.exit, label %loop.i1090, !dbg !96

loop.i1090:                                       ; preds = %loop.i1090, %__reduce_or_sync.exit
  %rest.i1091 = phi i32 [ %213, %__reduce_or_sync.exit ], [ %rest.next.i1098, %loop.i1090 ], !dbg !96
  %acc.i1092 = phi i32 [ 0, %__reduce_or_sync.exit ], [ %acc.next.i1096, %loop.i1090 ], !dbg !96
  %tok.lanes.i1093 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !96
  %l.i1094 = call i32 @llvm.cttz.i32(i32 %rest.i1091, i1 true), !dbg !96
  %x.i1095 = call i32 @llvm.amdgcn.readlane.i32(i32 %215, i32 %l.i1094) [ "convergencectrl"(token %tok.lanes.i1093) ], !dbg !96
  %acc.next.i1096 = xor i32 %acc.i1092, %x.i1095, !dbg !96
  %rest.less.i1097 = sub i32 %rest.i1091, 1, !dbg !96
  %rest.next.i1098 = and i32 %rest.i1091, %rest.less.i1097, !dbg !96
  %more.i1099 = icmp ne i32 %rest.next.i1098, 0, !dbg !96
  br i1 %more.i1099, label %loop.i1090, label %__reduce_xor_sync.exit, !dbg !96

__reduce_xor_sync.exit:                           ; preds = %__reduce_or_sync.exit, %loop.i1090
  %r.i1100 = phi i32 [ 0, %__reduce_or_sync.exit ], [ %acc.next.i1096, %loop.i1090 ], !dbg !96
  %add237 = add i32 %add234, %r.i1100
  store i32 %add237, ptr %arrayidx223, align 4
  %216 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx238 = getelementptr inbounds i32, ptr %216, i64 30
  %217 = load i32, ptr %t.ascast, align 4
  %b.i.i.i929 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !97
  %r.i.i930 = trunc i64 %b.i.i.i929 to i32, !dbg !97
  %lo.i.i.i931 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !97
  %r.i.i.i932 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i931), !dbg !97
  %base.i.i933 = and i32 %r.i.i.i932, -64, !dbg !97
  %x.i.i934 = sub i32 %r.i.i.i932, 1, !dbg !97
  %out.i.i935 = icmp slt i32 %x.i.i934, %base.i.i933, !dbg !97
  %index.i.i936 = select i1 %out.i.i935, i32 %r.i.i.i932, i32 %x.i.i934, !dbg !97
  %addr.i.i937 = shl i32 %index.i.i936, 2, !dbg !97
  %r.i1.i938 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i937, i32 %217) [ "convergencectrl"(token %tok.entry) ], !dbg !97
  %218 = load i32, ptr %t.ascast, align 4
  %b.i.i.i962 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %r.i.i963 = trunc i64 %b.i.i.i962 to i32, !dbg !98
  %lo.i.i.i964 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !98
  %r.i.i.i965 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i964), !dbg !98
  %base.i.i966 = and i32 %r.i.i.i965, -16, !dbg !98
  %x.i.i967 = add i32 %r.i.i.i965, 1, !dbg !98
  %pos.i.i968 = and i32 %r.i.i.i965, 15, !dbg !98
  %far.i.i969 = add i32 %pos.i.i968, 1, !dbg !98
  %out.i.i970 = icmp uge i32 %far.i.i969, 16, !dbg !98
  %index.i.i971 = select i1 %out.i.i970, i32 %r.i.i.i965, i32 %x.i.i967, !dbg !98
  %addr.i.i972 = shl i32 %index.i.i971, 2, !dbg !98
  %r.i1.i973 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i972, i32 %218) [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %add241 = add nsw i32 %r.i1.i938, %r.i1.i973
  %219 = load i32, ptr %t.ascast, align 4
  %b.i.i.i893 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %r.i.i894 = trunc i64 %b.i.i.i893 to i32, !dbg !99
  %lo.i.i.i895 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !99
  %r.i.i.i896 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i895), !dbg !99
  %base.i.i897 = and i32 %r.i.i.i896, -64, !dbg !99
  %x.i.i898 = xor i32 %r.i.i.i896, 1, !dbg !99
  %end.w.i.i899 = add i32 %r.i.i.i896, 64, !dbg !99
  %end.i.i900 = and i32 %end.w.i.i899, -64, !dbg !99
  %out.i.i901 = icmp uge i32 %x.i.i898, %end.i.i900, !dbg !99
  %index.i.i902 = select i1 %out.i.i901, i32 %r.i.i.i896, i32 %x.i.i898, !dbg !99
  %addr.i.i903 = shl i32 %index.i.i902, 2, !dbg !99
  %r.i1.i904 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i903, i32 %219) [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %add243 = add nsw i32 %add241, %r.i1.i904
  store i32 %add243, ptr %arrayidx238, align 4
  %220 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx244 = getelementptr inbounds double, ptr %220, i64 30
  %221 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx245 = getelementptr inbounds double, ptr %221, i64 30
  %222 = load double, ptr %arrayidx245, align 8
  %b.i.i.i939 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %r.i.i940 = trunc i64 %b.i.i.i939 to i32, !dbg !100
  %w.i941 = bitcast double %222 to i64, !dbg !100
  %lo.i942 = trunc i64 %w.i941 to i32, !dbg !100
  %hi.w.i943 = lshr i64 %w.i941, 32, !dbg !100
  %hi.i944 = trunc i64 %hi.w.i943 to i32, !dbg !100
  %lo.i.i2.i945 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !100
  %r.i.i3.i946 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i945), !dbg !100
  %base.i6.i947 = and i32 %r.i.i3.i946, -64, !dbg !100
  %x.i7.i948 = sub i32 %r.i.i3.i946, 1, !dbg !100
  %out.i8.i = icmp slt i32 %x.i7.i948, %base.i6.i947, !dbg !100
  %index.i9.i = select i1 %out.i8.i, i32 %r.i.i3.i946, i32 %x.i7.i948, !dbg !100
  %addr.i10.i = shl i32 %index.i9.i, 2, !dbg !100
  %r.i11.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i, i32 %lo.i942) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %lo.i.i.i949 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !100
  %r.i.i.i950 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i949), !dbg !100
  %base.i.i951 = and i32 %r.i.i.i950, -64, !dbg !100
  %x.i.i952 = sub i32 %r.i.i.i950, 1, !dbg !100
  %out.i.i953 = icmp slt i32 %x.i.i952, %base.i.i951, !dbg !100
  %index.i.i954 = select i1 %out.i.i953, i32 %r.i.i.i950, i32 %x.i.i952, !dbg !100
  %addr.i.i955 = shl i32 %index.i.i954, 2, !dbg !100
  %r.i1.i956 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i955, i32 %hi.i944) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %zlo.i957 = zext i32 %r.i11.i to i64, !dbg !100
  %zhi.i958 = zext i32 %r.i1.i956 to i64, !dbg !100
  %shi.i959 = shl i64 %zhi.i958, 32, !dbg !100
  %r.i960 = or i64 %shi.i959, %zlo.i957, !dbg !100
  %d.i961 = bitcast i64 %r.i960 to double, !dbg !100
  %223 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx247 = getelementptr inbounds double, ptr %223, i64 30
  %224 = load double, ptr %arrayidx247, align 8
  %b.i.i.i974 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !101
  %r.i.i975 = trunc i64 %b.i.i.i974 to i32, !dbg !101
  %w.i976 = bitcast double %224 to i64, !dbg !101
  %lo.i977 = trunc i64 %w.i976 to i32, !dbg !101
  %hi.w.i978 = lshr i64 %w.i976, 32, !dbg !101
  %hi.i979 = trunc i64 %hi.w.i978 to i32, !dbg !101
  %lo.i.i2.i980 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !101
  %r.i.i3.i981 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i980), !dbg !101
  %base.i6.i982 = and i32 %r.i.i3.i981, -64, !dbg !101
  %x.i7.i983 = add i32 %r.i.i3.i981, 1, !dbg !101
  %pos.i8.i = and i32 %r.i.i3.i981, 63, !dbg !101
  %far.i9.i = add i32 %pos.i8.i, 1, !dbg !101
  %out.i10.i984 = icmp uge i32 %far.i9.i, 64, !dbg !101
  %index.i11.i985 = select i1 %out.i10.i984, i32 %r.i.i3.i981, i32 %x.i7.i983, !dbg !101
  %addr.i12.i986 = shl i32 %index.i11.i985, 2, !dbg !101
  %r.i13.i987 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i12.i986, i32 %lo.i977) [ "convergencectrl"(token %tok.entry) ], !dbg !101
  %lo.i.i.i988 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !101
  %r.i.i.i989 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i988), !dbg !101
  %base.i.i990 = and i32 %r.i.i.i989, -64, !dbg !101
  %x.i.i991 = add i32 %r.i.i.i989, 1, !dbg !101
  %pos.i.i992 = and i32 %r.i.i.i989, 63, !dbg !101
  %far.i.i993 = add i32 %pos.i.i992, 1, !dbg !101
  %out.i.i994 = icmp uge i32 %far.i.i993, 64, !dbg !101
  %index.i.i995 = select i1 %out.i.i994, i32 %r.i.i.i989, i32 %x.i.i991, !dbg !101
  %addr.i.i996 = shl i32 %index.i.i995, 2, !dbg !101
  %r.i1.i997 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i996, i32 %hi.i979) [ "convergencectrl"(token %tok.entry) ], !dbg !101
  %zlo.i998 = zext i32 %r.i13.i987 to i64, !dbg !101
  %zhi.i999 = zext i32 %r.i1.i997 to i64, !dbg !101
  %shi.i1000 = shl i64 %zhi.i999, 32, !dbg !101
  %r.i1001 = or i64 %shi.i1000, %zlo.i998, !dbg !101
  %d.i1002 = bitcast i64 %r.i1001 to double, !dbg !101
  %add249 = fadd double %d.i961, %d.i1002
  %225 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx250 = getelementptr inbounds double, ptr %225, i64 30
  %226 = load double, ptr %arrayidx250, align 8
  %b.i.i.i905 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !102
  %r.i.i906 = trunc i64 %b.i.i.i905 to i32, !dbg !102
  %w.i907 = bitcast double %226 to i64, !dbg !102
  %lo.i908 = trunc i64 %w.i907 to i32, !dbg !102
  %hi.w.i909 = lshr i64 %w.i907, 32, !dbg !102
  %hi.i910 = trunc i64 %hi.w.i909 to i32, !dbg !102
  %lo.i.i2.i911 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !102
  %r.i.i3.i912 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i911), !dbg !102
  %base.i6.i913 = and i32 %r.i.i3.i912, -8, !dbg !102
  %x.i7.i = xor i32 %r.i.i3.i912, 2, !dbg !102
  %end.w.i8.i = add i32 %r.i.i3.i912, 8, !dbg !102
  %end.i9.i = and i32 %end.w.i8.i, -8, !dbg !102
  %out.i10.i = icmp uge i32 %x.i7.i, %end.i9.i, !dbg !102
  %index.i11.i = select i1 %out.i10.i, i32 %r.i.i3.i912, i32 %x.i7.i, !dbg !102
  %addr.i12.i = shl i32 %index.i11.i, 2, !dbg !102
  %r.i13.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i12.i, i32 %lo.i908) [ "convergencectrl"(token %tok.entry) ], !dbg !102
  %lo.i.i.i914 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !102
  %r.i.i.i915 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i914), !dbg !102
  %base.i.i916 = and i32 %r.i.i.i915, -8, !dbg !102
  %x.i.i917 = xor i32 %r.i.i.i915, 2, !dbg !102
  %end.w.i.i918 = add i32 %r.i.i.i915, 8, !dbg !102
  %end.i.i919 = and i32 %end.w.i.i918, -8, !dbg !102
  %out.i.i920 = icmp uge i32 %x.i.i917, %end.i.i919, !dbg !102
  %index.i.i921 = select i1 %out.i.i920, i32 %r.i.i.i915, i32 %x.i.i917, !dbg !102
  %addr.i.i922 = shl i32 %index.i.i921, 2, !dbg !102
  %r.i1.i923 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i922, i32 %hi.i910) [ "convergencectrl"(token %tok.entry) ], !dbg !102
  %zlo.i924 = zext i32 %r.i13.i to i64, !dbg !102
  %zhi.i925 = zext i32 %r.i1.i923 to i64, !dbg !102
  %shi.i926 = shl i64 %zhi.i925, 32, !dbg !102
  %r.i927 = or i64 %shi.i926, %zlo.i924, !dbg !102
  %d.i928 = bitcast i64 %r.i927 to double, !dbg !102
  %add252 = fadd double %add249, %d.i928
  store double %add252, ptr %arrayidx244, align 8
  %227 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx253 = getelementptr inbounds i32, ptr %227, i64 31
  %lo.i.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !103
  %r.i.i1282 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i), !dbg !103
  %l64.i = zext i32 %r.i.i1282 to i64, !dbg !103
  %bit.i = shl i64 1, %l64.i, !dbg !103
  %r64.i = sub i64 %bit.i, 1, !dbg !103
  %r.i1283 = trunc i64 %r64.i to i32, !dbg !103
  %lo.i.i1284 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !104
  %r.i.i1285 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1284), !dbg !104
  %l64.i1286 = zext i32 %r.i.i1285 to i64, !dbg !104
  %bit.i1287 = shl i64 1, %l64.i1286, !dbg !104
  %lt.i = sub i64 %bit.i1287, 1, !dbg !104
  %r64.i1288 = or i64 %lt.i, %bit.i1287, !dbg !104
  %r.i1289 = trunc i64 %r64.i1288 to i32, !dbg !104
  %add256 = add i32 %r.i1283, %r.i1289
  %lo.i.i1290 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !105
  %r.i.i1291 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1290), !dbg !105
  %l64.i1292 = zext i32 %r.i.i1291 to i64, !dbg !105
  %bit.i1293 = shl i64 1, %l64.i1292, !dbg !105
  %r.i1295 = trunc i64 %bit.i1293 to i32, !dbg !105
  %add258 = add i32 %add256, %r.i1295
  %lo.i.i1296 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !106
  %r.i.i1297 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1296), !dbg !106
  %l64.i1298 = zext i32 %r.i.i1297 to i64, !dbg !106
  %bit.i1299 = shl i64 1, %l64.i1298, !dbg !106
  %lt.i1300 = sub i64 %bit.i1299, 1, !dbg !106
  %le.i = or i64 %lt.i1300, %bit.i1299, !dbg !106
  %r64.i1301 = xor i64 %le.i, -1, !dbg !106
  %r.i1302 = trunc i64 %r64.i1301 to i32, !dbg !106
  %add260 = add i32 %add258, %r.i1302
  %lo.i.i1303 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !107
  %r.i.i1304 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1303), !dbg !107
  %l64.i1305 = zext i32 %r.i.i1304 to i64, !dbg !107
  %bit.i1306 = shl i64 1, %l64.i1305, !dbg !107
  %lt.i1307 = sub i64 %bit.i1306, 1, !dbg !107
  %r64.i1308 = xor i64 %lt.i1307, -1, !dbg !107
  %r.i1309 = trunc i64 %r64.i1308 to i32, !dbg !107
  %add262 = add i32 %add260, %r.i1309
  %lo.i.i1310 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !108
  %r.i.i1311 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1310), !dbg !108
  %add264 = add i32 %add262, %r.i.i1311
  store i32 %add264, ptr %arrayidx253, align 4
  %228 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx265 = getelementptr inbounds i64, ptr %228, i64 32
  %r.i1312 = call i64 @llvm.readcyclecounter(), !dbg !109
  %r.i1313 = call i64 @llvm.readcyclecounter(), !dbg !110
  %add268 = add nsw i64 %r.i1312, %r.i1313
  store i64 %add268, ptr %arrayidx265, align 8
  fence syncscope("workgroup") seq_cst, !dbg !111
  fence syncscope("agent") seq_cst, !dbg !112
  fence seq_cst, !dbg !113
  %229 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx269 = getelementptr inbounds float, ptr %229, i64 33
  %230 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx270 = getelementptr inbounds float, ptr %230, i64 34
  %231 = load float, ptr %arrayidx270, align 4
  %232 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx271 = getelementptr inbounds i32, ptr %232, i64 33
  %233 = load i32, ptr %arrayidx271, align 4
  %r.i383 = bitcast i32 %233 to float, !dbg !114
  %add273 = fadd float %231, %r.i383
  %234 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx274 = getelementptr inbounds i32, ptr %234, i64 33
  %235 = load i32, ptr %arrayidx274, align 4
  %r.i384 = bitcast i32 %235 to float, !dbg !115
  %add276 = fadd float %add273, %r.i384
  store float %add276, ptr %arrayidx269, align 4
  %236 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx277 = getelementptr inbounds i32, ptr %236, i64 34
  %237 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx278 = getelementptr inbounds float, ptr %237, i64 35
  %238 = load float, ptr %arrayidx278, align 4
  %r.i381 = bitcast float %238 to i32, !dbg !116
  %239 = load i32, ptr %t.ascast, align 4
  %240 = load i32, ptr %n.addr.ascast, align 4
  %r.i1314 = call i32 @llvm.amdgcn.mul.i24.i32(i32 %239, i32 %240), !dbg !117
  %add281 = add nsw i32 %r.i381, %r.i1314
  %241 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx282 = getelementptr inbounds i64, ptr %241, i64 34
  %242 = load i64, ptr %arrayidx282, align 8
  %tz.i = call i64 @llvm.cttz.i64(i64 %242, i1 false), !dbg !118
  %tz32.i = trunc i64 %tz.i to i32, !dbg !118
  %n.i = add i32 %tz32.i, 1, !dbg !118
  %z.i = icmp eq i64 %242, 0, !dbg !118
  %r.i376 = select i1 %z.i, i32 0, i32 %n.i, !dbg !118
  %add284 = add nsw i32 %add281, %r.i376
  %243 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx285 = getelementptr inbounds i64, ptr %243, i64 34
  %244 = load i64, ptr %arrayidx285, align 8
  %n.i377 = call i64 @llvm.ctlz.i64(i64 %244, i1 false), !dbg !119
  %r.i378 = trunc i64 %n.i377 to i32, !dbg !119
  %add287 = add nsw i32 %add284, %r.i378
  store i32 %add287, ptr %arrayidx277, align 4
  %245 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx288 = getelementptr inbounds i32, ptr %245, i64 35
  %246 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx289 = getelementptr inbounds float, ptr %246, i64 35
  %247 = load float, ptr %arrayidx289, align 4
  %r.i382 = bitcast float %247 to i32, !dbg !120
  %248 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx291 = getelementptr inbounds i32, ptr %248, i64 35
  %249 = load i32, ptr %arrayidx291, align 4
  %r.i1315 = call i32 @llvm.amdgcn.mul.u24.i32(i32 %249, i32 3), !dbg !121
  %add293 = add i32 %r.i382, %r.i1315
  %250 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx294 = getelementptr inbounds i32, ptr %250, i64 35
  %251 = load i32, ptr %arrayidx294, align 4
  %r.i379 = call i32 @llvm.bitreverse.i32(i32 %251), !dbg !122
  %add296 = add i32 %add293, %r.i379
  store i32 %add296, ptr %arrayidx288, align 4
  %252 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx297 = getelementptr inbounds i64, ptr %252, i64 36
  %253 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx298 = getelementptr inbounds i64, ptr %253, i64 36
  %254 = load i64, ptr %arrayidx298, align 8
  %r.i380 = call i64 @llvm.bitreverse.i64(i64 %254), !dbg !123
  store i64 %r.i380, ptr %arrayidx297, align 8
  %255 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx300 = getelementptr inbounds i64, ptr %255, i64 37
  %256 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx301 = getelementptr inbounds double, ptr %256, i64 37
  %257 = load double, ptr %arrayidx301, align 8
  %r.i385 = bitcast double %257 to i64, !dbg !124
  store i64 %r.i385, ptr %arrayidx300, align 8
  %258 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx303 = getelementptr inbounds double, ptr %258, i64 38
  %259 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx304 = getelementptr inbounds i64, ptr %259, i64 38
  %260 = load i64, ptr %arrayidx304, align 8
  %r.i386 = bitcast i64 %260 to double, !dbg !125
  store double %r.i386, ptr %arrayidx303, align 8
  %261 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx306 = getelementptr inbounds i32, ptr %261, i64 40
  %r.i1322 = atomicrmw sub ptr %arrayidx306, i32 1 syncscope("agent") monotonic, align 4, !dbg !126, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %262 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx308 = getelementptr inbounds i32, ptr %262, i64 41
  %r.i1323 = atomicrmw sub ptr %arrayidx308, i32 1 syncscope("agent") monotonic, align 4, !dbg !127, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %263 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx310 = getelementptr inbounds i32, ptr %263, i64 42
  %264 = load i32, ptr %t.ascast, align 4
  %r.i1324 = atomicrmw xchg ptr %arrayidx310, i32 %264 syncscope("agent") monotonic, align 4, !dbg !128, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %265 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx312 = getelementptr inbounds i32, ptr %265, i64 42
  %r.i1325 = atomicrmw xchg ptr %arrayidx312, i32 1 syncscope("agent") monotonic, align 4, !dbg !129, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %266 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx314 = getelementptr inbounds i64, ptr %266, i64 42
  %r.i1326 = atomicrmw xchg ptr %arrayidx314, i64 1 syncscope("agent") monotonic, align 8, !dbg !130, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %267 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx316 = getelementptr inbounds i64, ptr %267, i64 42
  %r.i1327 = atomicrmw xchg ptr %arrayidx316, i64 1 syncscope("agent") monotonic, align 8, !dbg !131, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %268 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx318 = getelementptr inbounds float, ptr %268, i64 42
  %r.i1328 = atomicrmw xchg ptr %arrayidx318, float 1.000000e+00 syncscope("agent") monotonic, align 4, !dbg !132, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %269 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx320 = getelementptr inbounds i32, ptr %269, i64 43
  %270 = load i32, ptr %t.ascast, align 4
  %r.i1329 = atomicrmw min ptr %arrayidx320, i32 %270 syncscope("agent") monotonic, align 4, !dbg !133, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %271 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx322 = getelementptr inbounds i32, ptr %271, i64 43
  %r.i1330 = atomicrmw umin ptr %arrayidx322, i32 1 syncscope("agent") monotonic, align 4, !dbg !134, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %272 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx324 = getelementptr inbounds i64, ptr %272, i64 43
  %r.i1331 = atomicrmw min ptr %arrayidx324, i64 1 syncscope("agent") monotonic, align 8, !dbg !135, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %273 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx326 = getelementptr inbounds i64, ptr %273, i64 43
  %r.i1332 = atomicrmw umin ptr %arrayidx326, i64 1 syncscope("agent") monotonic, align 8, !dbg !136, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %274 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx328 = getelementptr inbounds i32, ptr %274, i64 44
  %275 = load i32, ptr %t.ascast, align 4
  %r.i1333 = atomicrmw max ptr %arrayidx328, i32 %275 syncscope("agent") monotonic, align 4, !dbg !137, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %276 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx330 = getelementptr inbounds i32, ptr %276, i64 44
  %r.i1334 = atomicrmw umax ptr %arrayidx330, i32 1 syncscope("agent") monotonic, align 4, !dbg !138, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %277 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx332 = getelementptr inbounds i64, ptr %277, i64 44
  %r.i1335 = atomicrmw max ptr %arrayidx332, i64 1 syncscope("agent") monotonic, align 8, !dbg !139, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %278 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx334 = getelementptr inbounds i64, ptr %278, i64 44
  %r.i1336 = atomicrmw umax ptr %arrayidx334, i64 1 syncscope("agent") monotonic, align 8, !dbg !140, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %279 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx336 = getelementptr inbounds i32, ptr %279, i64 45
  %r.i1337 = atomicrmw uinc_wrap ptr %arrayidx336, i32 7 syncscope("agent") monotonic, align 4, !dbg !141, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %280 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx338 = getelementptr inbounds i32, ptr %280, i64 46
  %r.i1338 = atomicrmw udec_wrap ptr %arrayidx338, i32 7 syncscope("agent") monotonic, align 4, !dbg !142, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %281 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx340 = getelementptr inbounds i32, ptr %281, i64 47
  %282 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx341 = getelementptr inbounds i32, ptr %282, i64 48
  %283 = load i32, ptr %t.ascast, align 4
  %284 = load i32, ptr %n.addr.ascast, align 4
  %x.i1339 = cmpxchg ptr %arrayidx341, i32 %283, i32 %284 syncscope("agent") monotonic monotonic, align 4, !dbg !143
  %r.i1340 = extractvalue { i32, i1 } %x.i1339, 0, !dbg !143
  store i32 %r.i1340, ptr %arrayidx340, align 4
  %285 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx343 = getelementptr inbounds i32, ptr %285, i64 47
  %286 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx344 = getelementptr inbounds i32, ptr %286, i64 48
  %x.i1341 = cmpxchg ptr %arrayidx344, i32 1, i32 2 syncscope("agent") monotonic monotonic, align 4, !dbg !144
  %r.i1342 = extractvalue { i32, i1 } %x.i1341, 0, !dbg !144
  store i32 %r.i1342, ptr %arrayidx343, align 4
  %287 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx346 = getelementptr inbounds i64, ptr %287, i64 47
  %288 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx347 = getelementptr inbounds i64, ptr %288, i64 48
  %x.i1343 = cmpxchg ptr %arrayidx347, i64 1, i64 2 syncscope("agent") monotonic monotonic, align 8, !dbg !145
  %r.i1344 = extractvalue { i64, i1 } %x.i1343, 0, !dbg !145
  store i64 %r.i1344, ptr %arrayidx346, align 8
  %289 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx349 = getelementptr inbounds i64, ptr %289, i64 47
  %290 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx350 = getelementptr inbounds i64, ptr %290, i64 48
  %x.i1345 = cmpxchg ptr %arrayidx350, i64 1, i64 2 syncscope("agent") monotonic monotonic, align 8, !dbg !146
  %r.i1346 = extractvalue { i64, i1 } %x.i1345, 0, !dbg !146
  store i64 %r.i1346, ptr %arrayidx349, align 8
  %291 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx352 = getelementptr inbounds i32, ptr %291, i64 49
  %292 = load i32, ptr %t.ascast, align 4
  %r.i1347 = atomicrmw and ptr %arrayidx352, i32 %292 syncscope("agent") monotonic, align 4, !dbg !147, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %293 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx354 = getelementptr inbounds i32, ptr %293, i64 49
  %r.i1348 = atomicrmw and ptr %arrayidx354, i32 1 syncscope("agent") monotonic, align 4, !dbg !148, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %294 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx356 = getelementptr inbounds i64, ptr %294, i64 49
  %r.i1349 = atomicrmw and ptr %arrayidx356, i64 1 syncscope("agent") monotonic, align 8, !dbg !149, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %295 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx358 = getelementptr inbounds i64, ptr %295, i64 49
  %r.i1350 = atomicrmw and ptr %arrayidx358, i64 1 syncscope("agent") monotonic, align 8, !dbg !150, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %296 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx360 = getelementptr inbounds i32, ptr %296, i64 50
  %297 = load i32, ptr %t.ascast, align 4
  %r.i1351 = atomicrmw or ptr %arrayidx360, i32 %297 syncscope("agent") monotonic, align 4, !dbg !151, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %298 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx362 = getelementptr inbounds i32, ptr %298, i64 50
  %r.i1352 = atomicrmw or ptr %arrayidx362, i32 1 syncscope("agent") monotonic, align 4, !dbg !152, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %299 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx364 = getelementptr inbounds i64, ptr %299, i64 50
  %r.i1353 = atomicrmw or ptr %arrayidx364, i64 1 syncscope("agent") monotonic, align 8, !dbg !153, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %300 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx366 = getelementptr inbounds i64, ptr %300, i64 50
  %r.i1354 = atomicrmw or ptr %arrayidx366, i64 1 syncscope("agent") monotonic, align 8, !dbg !154, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %301 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx368 = getelementptr inbounds i32, ptr %301, i64 51
  %302 = load i32, ptr %t.ascast, align 4
  %r.i1355 = atomicrmw xor ptr %arrayidx368, i32 %302 syncscope("agent") monotonic, align 4, !dbg !155, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %303 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx370 = getelementptr inbounds i32, ptr %303, i64 51
  %r.i1356 = atomicrmw xor ptr %arrayidx370, i32 1 syncscope("agent") monotonic, align 4, !dbg !156, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %304 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx372 = getelementptr inbounds i64, ptr %304, i64 51
  %r.i1357 = atomicrmw xor ptr %arrayidx372, i64 1 syncscope("agent") monotonic, align 8, !dbg !157, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %305 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx374 = getelementptr inbounds i64, ptr %305, i64 51
  %r.i1358 = atomicrmw xor ptr %arrayidx374, i64 1 syncscope("agent") monotonic, align 8, !dbg !158, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #8

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #8

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.readlane.i64(i64, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.mul.i24.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.mul.u24.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #1 = { convergent nofree norecurse nounwind }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #7 = { convergent nocallback nofree nounwind willreturn }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 2, !"Dwarf Version", i32 5}
!3 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!4 = !DIFile(filename: "lowering/tests/fixtures/every_builtin.cu", directory: "")
!5 = distinct !DISubprogram(name: "helper", linkageName: "helper", scope: !4, file: !4, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !3)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 39, scope: !5)
!9 = !DILocation(line: 3, column: 51, scope: !5)
!10 = !DILocation(line: 3, column: 62, scope: !5)
!11 = distinct !DISubprogram(name: "every_builtin", linkageName: "every_builtin", scope: !4, file: !4, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !3)
!12 = !{}
!13 = !DILocation(line: 9, column: 16, scope: !11)
!14 = !DILocation(line: 10, column: 3, scope: !11)
!15 = !DILocation(line: 11, column: 3, scope: !11)
!16 = !DILocation(line: 12, column: 10, scope: !11)
!17 = !DILocation(line: 13, column: 10, scope: !11)
!18 = !DILocation(line: 13, column: 33, scope: !11)
!19 = !DILocation(line: 14, column: 10, scope: !11)
!20 = !DILocation(line: 15, column: 10, scope: !11)
!21 = !DILocation(line: 16, column: 11, scope: !11)
!22 = !DILocation(line: 17, column: 10, scope: !11)
!23 = !DILocation(line: 17, column: 25, scope: !11)
!24 = !DILocation(line: 18, column: 10, scope: !11)
!25 = !DILocation(line: 18, column: 33, scope: !11)
!26 = !DILocation(line: 18, column: 60, scope: !11)
!27 = !DILocation(line: 19, column: 10, scope: !11)
!28 = !DILocation(line: 19, column: 41, scope: !11)
!29 = !DILocation(line: 20, column: 10, scope: !11)
!30 = !DILocation(line: 20, column: 36, scope: !11)
!31 = !DILocation(line: 20, column: 66, scope: !11)
!32 = !DILocation(line: 21, column: 10, scope: !11)
!33 = !DILocation(line: 21, column: 41, scope: !11)
!34 = !DILocation(line: 22, column: 10, scope: !11)
!35 = !DILocation(line: 22, column: 36, scope: !11)
!36 = !DILocation(line: 22, column: 66, scope: !11)
!37 = !DILocation(line: 23, column: 10, scope: !11)
!38 = !DILocation(line: 23, column: 41, scope: !11)
!39 = !DILocation(line: 24, column: 11, scope: !11)
!40 = !DILocation(line: 24, column: 38, scope: !11)
!41 = !DILocation(line: 25, column: 11, scope: !11)
!42 = !DILocation(line: 25, column: 41, scope: !11)
!43 = !DILocation(line: 25, column: 73, scope: !11)
!44 = !DILocation(line: 26, column: 11, scope: !11)
!45 = !DILocation(line: 26, column: 38, scope: !11)
!46 = !DILocation(line: 27, column: 11, scope: !11)
!47 = !DILocation(line: 27, column: 41, scope: !11)
!48 = !DILocation(line: 27, column: 73, scope: !11)
!49 = !DILocation(line: 28, column: 11, scope: !11)
!50 = !DILocation(line: 28, column: 38, scope: !11)
!51 = !DILocation(line: 29, column: 11, scope: !11)
!52 = !DILocation(line: 29, column: 41, scope: !11)
!53 = !DILocation(line: 29, column: 73, scope: !11)
!54 = !DILocation(line: 30, column: 11, scope: !11)
!55 = !DILocation(line: 30, column: 23, scope: !11)
!56 = !DILocation(line: 31, column: 3, scope: !11)
!57 = !DILocation(line: 32, column: 3, scope: !11)
!58 = !DILocation(line: 33, column: 3, scope: !11)
!59 = !DILocation(line: 34, column: 3, scope: !11)
!60 = !DILocation(line: 35, column: 3, scope: !11)
!61 = !DILocation(line: 36, column: 3, scope: !11)
!62 = !DILocation(line: 37, column: 11, scope: !11)
!63 = !DILocation(line: 37, column: 23, scope: !11)
!64 = !DILocation(line: 38, column: 11, scope: !11)
!65 = !DILocation(line: 38, column: 28, scope: !11)
!66 = !DILocation(line: 39, column: 11, scope: !11)
!67 = !DILocation(line: 39, column: 29, scope: !11)
!68 = !DILocation(line: 40, column: 12, scope: !11)
!69 = !DILocation(line: 40, column: 32, scope: !11)
!70 = !DILocation(line: 41, column: 11, scope: !11)
!71 = !DILocation(line: 41, column: 30, scope: !11)
!72 = !DILocation(line: 42, column: 11, scope: !11)
!73 = !DILocation(line: 42, column: 29, scope: !11)
!74 = !DILocation(line: 43, column: 11, scope: !11)
!75 = !DILocation(line: 43, column: 40, scope: !11)
!76 = !DILocation(line: 43, column: 67, scope: !11)
!77 = !DILocation(line: 44, column: 3, scope: !11)
!78 = !DILocation(line: 45, column: 11, scope: !11)
!79 = !DILocation(line: 45, column: 36, scope: !11)
!80 = !DILocation(line: 45, column: 65, scope: !11)
!81 = !DILocation(line: 46, column: 11, scope: !11)
!82 = !DILocation(line: 46, column: 41, scope: !11)
!83 = !DILocation(line: 46, column: 70, scope: !11)
!84 = !DILocation(line: 48, column: 11, scope: !11)
!85 = !DILocation(line: 48, column: 43, scope: !11)
!86 = !DILocation(line: 49, column: 11, scope: !11)
!87 = !DILocation(line: 49, column: 47, scope: !11)
!88 = !DILocation(line: 50, column: 11, scope: !11)
!89 = !DILocation(line: 50, column: 47, scope: !11)
!90 = !DILocation(line: 51, column: 11, scope: !11)
!91 = !DILocation(line: 51, column: 37, scope: !11)
!92 = !DILocation(line: 52, column: 11, scope: !11)
!93 = !DILocation(line: 52, column: 41, scope: !11)
!94 = !DILocation(line: 53, column: 11, scope: !11)
!95 = !DILocation(line: 53, column: 41, scope: !11)
!96 = !DILocation(line: 53, column: 70, scope: !11)
!97 = !DILocation(line: 54, column: 11, scope: !11)
!98 = !DILocation(line: 54, column: 29, scope: !11)
!99 = !DILocation(line: 54, column: 53, scope: !11)
!100 = !DILocation(line: 55, column: 11, scope: !11)
!101 = !DILocation(line: 55, column: 33, scope: !11)
!102 = !DILocation(line: 55, column: 57, scope: !11)
!103 = !DILocation(line: 56, column: 11, scope: !11)
!104 = !DILocation(line: 56, column: 29, scope: !11)
!105 = !DILocation(line: 56, column: 47, scope: !11)
!106 = !DILocation(line: 56, column: 65, scope: !11)
!107 = !DILocation(line: 57, column: 11, scope: !11)
!108 = !DILocation(line: 57, column: 29, scope: !11)
!109 = !DILocation(line: 58, column: 11, scope: !11)
!110 = !DILocation(line: 58, column: 21, scope: !11)
!111 = !DILocation(line: 59, column: 3, scope: !11)
!112 = !DILocation(line: 60, column: 3, scope: !11)
!113 = !DILocation(line: 61, column: 3, scope: !11)
!114 = !DILocation(line: 62, column: 27, scope: !11)
!115 = !DILocation(line: 62, column: 51, scope: !11)
!116 = !DILocation(line: 63, column: 11, scope: !11)
!117 = !DILocation(line: 63, column: 35, scope: !11)
!118 = !DILocation(line: 63, column: 51, scope: !11)
!119 = !DILocation(line: 63, column: 68, scope: !11)
!120 = !DILocation(line: 64, column: 11, scope: !11)
!121 = !DILocation(line: 64, column: 36, scope: !11)
!122 = !DILocation(line: 64, column: 58, scope: !11)
!123 = !DILocation(line: 65, column: 12, scope: !11)
!124 = !DILocation(line: 66, column: 11, scope: !11)
!125 = !DILocation(line: 67, column: 11, scope: !11)
!126 = !DILocation(line: 68, column: 3, scope: !11)
!127 = !DILocation(line: 69, column: 3, scope: !11)
!128 = !DILocation(line: 70, column: 3, scope: !11)
!129 = !DILocation(line: 71, column: 3, scope: !11)
!130 = !DILocation(line: 72, column: 3, scope: !11)
!131 = !DILocation(line: 73, column: 3, scope: !11)
!132 = !DILocation(line: 74, column: 3, scope: !11)
!133 = !DILocation(line: 75, column: 3, scope: !11)
!134 = !DILocation(line: 76, column: 3, scope: !11)
!135 = !DILocation(line: 77, column: 3, scope: !11)
!136 = !DILocation(line: 78, column: 3, scope: !11)
!137 = !DILocation(line: 79, column: 3, scope: !11)
!138 = !DILocation(line: 80, column: 3, scope: !11)
!139 = !DILocation(line: 81, column: 3, scope: !11)
!140 = !DILocation(line: 82, column: 3, scope: !11)
!141 = !DILocation(line: 83, column: 3, scope: !11)
!142 = !DILocation(line: 84, column: 3, scope: !11)
!143 = !DILocation(line: 85, column: 11, scope: !11)
!144 = !DILocation(line: 86, column: 11, scope: !11)
!145 = !DILocation(line: 87, column: 11, scope: !11)
!146 = !DILocation(line: 88, column: 12, scope: !11)
!147 = !DILocation(line: 89, column: 3, scope: !11)
!148 = !DILocation(line: 90, column: 3, scope: !11)
!149 = !DILocation(line: 91, column: 3, scope: !11)
!150 = !DILocation(line: 92, column: 3, scope: !11)
!151 = !DILocation(line: 93, column: 3, scope: !11)
!152 = !DILocation(line: 94, column: 3, scope: !11)
!153 = !DILocation(line: 95, column: 3, scope: !11)
!154 = !DILocation(line: 96, column: 3, scope: !11)
!155 = !DILocation(line: 97, column: 3, scope: !11)
!156 = !DILocation(line: 98, column: 3, scope: !11)
!157 = !DILocation(line: 99, column: 3, scope: !11)
!158 = !DILocation(line: 100, column: 3, scope: !11)
