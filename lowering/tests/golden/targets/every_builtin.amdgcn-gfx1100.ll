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
  %add10 = add i32 %add9, 32
  store i32 %add10, ptr %t.ascast, align 4
  %b.i.i = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !13
  %r.i.i = zext i32 %b.i.i to i64, !dbg !13
  store i32 %b.i.i, ptr %m.ascast, align 4
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
  %b.i.i426 = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %r.i.i427 = zext i32 %b.i.i426 to i64, !dbg !16
  %r.i428 = and i32 %b.i.i426, %2, !dbg !16
  store i32 %r.i428, ptr %arrayidx, align 4
  %5 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx12 = getelementptr inbounds i32, ptr %5, i64 1
  %6 = load i32, ptr %m.ascast, align 4
  %7 = load i32, ptr %t.ascast, align 4
  %8 = load i32, ptr %n.addr.ascast, align 4
  %cmp13 = icmp slt i32 %7, %8
  %conv14 = zext i1 %cmp13 to i32
  %b.i.i.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp13) [ "convergencectrl"(token %tok.entry) ], !dbg !17
  %r.i.i.i = zext i32 %b.i.i.i to i64, !dbg !17
  %r.i.i429 = and i32 %b.i.i.i, %6, !dbg !17
  %c.i = icmp ne i32 %r.i.i429, 0, !dbg !17
  %r.i430 = zext i1 %c.i to i32, !dbg !17
  %9 = load i32, ptr %m.ascast, align 4
  %10 = load i32, ptr %t.ascast, align 4
  %11 = load i32, ptr %n.addr.ascast, align 4
  %cmp16 = icmp slt i32 %10, %11
  %conv17 = zext i1 %cmp16 to i32
  %b.i.i1.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp16) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %r.i.i2.i = zext i32 %b.i.i1.i to i64, !dbg !18
  %r.i3.i = and i32 %b.i.i1.i, %9, !dbg !18
  %b.i.i.i431 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %r.i.i.i432 = zext i32 %b.i.i.i431 to i64, !dbg !18
  %r.i.i433 = and i32 %b.i.i.i431, %9, !dbg !18
  %c.i434 = icmp eq i32 %r.i3.i, %r.i.i433, !dbg !18
  %r.i435 = zext i1 %c.i434 to i32, !dbg !18
  %add19 = add nsw i32 %r.i430, %r.i435
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
  %r.i959 = phi i32 [ 0, %entry ], [ %acc.next.i, %loop.i ], !dbg !19
  store i32 %r.i959, ptr %arrayidx20, align 4
  %15 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx22 = getelementptr inbounds i32, ptr %15, i64 3
  %16 = load i32, ptr %m.ascast, align 4
  %17 = load i32, ptr %t.ascast, align 4
  %none.i960 = icmp eq i32 %16, 0, !dbg !20
  br i1 %none.i960, label %__reduce_add_sync.exit972, label %loop.i961, !dbg !20

loop.i961:                                        ; preds = %loop.i961, %__reduce_add_sync.exit
  %rest.i962 = phi i32 [ %16, %__reduce_add_sync.exit ], [ %rest.next.i969, %loop.i961 ], !dbg !20
  %acc.i963 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %acc.next.i967, %loop.i961 ], !dbg !20
  %tok.lanes.i964 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %l.i965 = call i32 @llvm.cttz.i32(i32 %rest.i962, i1 true), !dbg !20
  %x.i966 = call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 %l.i965) [ "convergencectrl"(token %tok.lanes.i964) ], !dbg !20
  %acc.next.i967 = add i32 %acc.i963, %x.i966, !dbg !20
  %rest.less.i968 = sub i32 %rest.i962, 1, !dbg !20
  %rest.next.i969 = and i32 %rest.i962, %rest.less.i968, !dbg !20
  %more.i970 = icmp ne i32 %rest.next.i969, 0, !dbg !20
  br i1 %more.i970, label %loop.i961, label %__reduce_add_sync.exit972, !dbg !20

__reduce_add_sync.exit972:                        ; preds = %__reduce_add_sync.exit, %loop.i961
  %r.i971 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %acc.next.i967, %loop.i961 ], !dbg !20
  store i32 %r.i971, ptr %arrayidx22, align 4
  %18 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx24 = getelementptr inbounds i64, ptr %18, i64 4
  %19 = load i32, ptr %t.ascast, align 4
  %20 = load i32, ptr %n.addr.ascast, align 4
  %cmp25 = icmp slt i32 %19, %20
  %conv26 = zext i1 %cmp25 to i32
  %b.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp25) [ "convergencectrl"(token %tok.entry) ], !dbg !21
  %r.i424 = zext i32 %b.i to i64, !dbg !21
  store i64 %r.i424, ptr %arrayidx24, align 8
  %21 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx28 = getelementptr inbounds i32, ptr %21, i64 5
  %22 = load i32, ptr %t.ascast, align 4
  %23 = load i32, ptr %n.addr.ascast, align 4
  %cmp29 = icmp slt i32 %22, %23
  %conv30 = zext i1 %cmp29 to i32
  %b.i.i436 = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp29) [ "convergencectrl"(token %tok.entry) ], !dbg !22
  %r.i.i437 = zext i32 %b.i.i436 to i64, !dbg !22
  %c.i438 = icmp ne i64 %r.i.i437, 0, !dbg !22
  %r.i439 = zext i1 %c.i438 to i32, !dbg !22
  %24 = load i32, ptr %t.ascast, align 4
  %25 = load i32, ptr %n.addr.ascast, align 4
  %cmp32 = icmp slt i32 %24, %25
  %conv33 = zext i1 %cmp32 to i32
  %b.i1.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp32) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %r.i2.i = zext i32 %b.i1.i to i64, !dbg !23
  %b.i.i440 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %r.i.i441 = zext i32 %b.i.i440 to i64, !dbg !23
  %c.i442 = icmp eq i64 %r.i2.i, %r.i.i441, !dbg !23
  %r.i443 = zext i1 %c.i442 to i32, !dbg !23
  %add35 = add nsw i32 %r.i439, %r.i443
  store i32 %add35, ptr %arrayidx28, align 4
  %26 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx36 = getelementptr inbounds i32, ptr %26, i64 6
  %27 = load i32, ptr %m.ascast, align 4
  %28 = load i32, ptr %t.ascast, align 4
  %r.i.i.i444 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !24
  %base.i.i = and i32 %r.i.i.i444, -32, !dbg !24
  %addr.i.i = shl i32 %base.i.i, 2, !dbg !24
  %r.i.i445 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i, i32 %28) [ "convergencectrl"(token %tok.entry) ], !dbg !24
  %29 = load i32, ptr %m.ascast, align 4
  %30 = load i32, ptr %t.ascast, align 4
  %r.i.i.i496 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !25
  %base.i.i497 = and i32 %r.i.i.i496, -32, !dbg !25
  %x.i.i = xor i32 %r.i.i.i496, 1, !dbg !25
  %end.w.i.i = add i32 %r.i.i.i496, 32, !dbg !25
  %end.i.i = and i32 %end.w.i.i, -32, !dbg !25
  %out.i.i = icmp uge i32 %x.i.i, %end.i.i, !dbg !25
  %index.i.i498 = select i1 %out.i.i, i32 %r.i.i.i496, i32 %x.i.i, !dbg !25
  %addr.i.i499 = shl i32 %index.i.i498, 2, !dbg !25
  %r.i.i500 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i499, i32 %30) [ "convergencectrl"(token %tok.entry) ], !dbg !25
  %add39 = add nsw i32 %r.i.i445, %r.i.i500
  %31 = load i32, ptr %m.ascast, align 4
  %32 = load i32, ptr %t.ascast, align 4
  %r.i.i.i591 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !26
  %base.i.i592 = and i32 %r.i.i.i591, -16, !dbg !26
  %x.i.i593 = sub i32 %r.i.i.i591, 1, !dbg !26
  %out.i.i594 = icmp slt i32 %x.i.i593, %base.i.i592, !dbg !26
  %index.i.i595 = select i1 %out.i.i594, i32 %r.i.i.i591, i32 %x.i.i593, !dbg !26
  %addr.i.i596 = shl i32 %index.i.i595, 2, !dbg !26
  %r.i.i597 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i596, i32 %32) [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %add41 = add nsw i32 %add39, %r.i.i597
  %33 = load i32, ptr %m.ascast, align 4
  %34 = load i32, ptr %t.ascast, align 4
  %r.i.i.i675 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !27
  %base.i.i676 = and i32 %r.i.i.i675, -8, !dbg !27
  %x.i.i677 = add i32 %r.i.i.i675, 2, !dbg !27
  %pos.i.i = and i32 %r.i.i.i675, 7, !dbg !27
  %far.i.i = add i32 %pos.i.i, 2, !dbg !27
  %out.i.i678 = icmp uge i32 %far.i.i, 8, !dbg !27
  %index.i.i679 = select i1 %out.i.i678, i32 %r.i.i.i675, i32 %x.i.i677, !dbg !27
  %addr.i.i680 = shl i32 %index.i.i679, 2, !dbg !27
  %r.i.i681 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i680, i32 %34) [ "convergencectrl"(token %tok.entry) ], !dbg !27
  %add43 = add nsw i32 %add41, %r.i.i681
  %35 = load i32, ptr %t.ascast, align 4
  %b.i.i.i777 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %r.i.i.i778 = zext i32 %b.i.i.i777 to i64, !dbg !28
  %r.i.i1.i779 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !28
  %base.i.i780 = and i32 %r.i.i1.i779, -32, !dbg !28
  %index.i.i781 = add i32 %base.i.i780, 3, !dbg !28
  %addr.i.i782 = shl i32 %index.i.i781, 2, !dbg !28
  %r.i.i783 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i782, i32 %35) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %add45 = add nsw i32 %add43, %r.i.i783
  store i32 %add45, ptr %arrayidx36, align 4
  %36 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx46 = getelementptr inbounds i32, ptr %36, i64 7
  %37 = load i32, ptr %m.ascast, align 4
  %38 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx47 = getelementptr inbounds i32, ptr %38, i64 7
  %39 = load i32, ptr %arrayidx47, align 4
  %r.i.i.i446 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %base.i.i447 = and i32 %r.i.i.i446, -32, !dbg !29
  %index.i.i = add i32 %base.i.i447, 1, !dbg !29
  %addr.i.i448 = shl i32 %index.i.i, 2, !dbg !29
  %r.i.i449 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i448, i32 %39) [ "convergencectrl"(token %tok.entry) ], !dbg !29
  %40 = load i32, ptr %m.ascast, align 4
  %41 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx49 = getelementptr inbounds i32, ptr %41, i64 7
  %42 = load i32, ptr %arrayidx49, align 4
  %r.i.i.i501 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %base.i.i502 = and i32 %r.i.i.i501, -32, !dbg !30
  %x.i.i503 = xor i32 %r.i.i.i501, 2, !dbg !30
  %end.w.i.i504 = add i32 %r.i.i.i501, 32, !dbg !30
  %end.i.i505 = and i32 %end.w.i.i504, -32, !dbg !30
  %out.i.i506 = icmp uge i32 %x.i.i503, %end.i.i505, !dbg !30
  %index.i.i507 = select i1 %out.i.i506, i32 %r.i.i.i501, i32 %x.i.i503, !dbg !30
  %addr.i.i508 = shl i32 %index.i.i507, 2, !dbg !30
  %r.i.i509 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i508, i32 %42) [ "convergencectrl"(token %tok.entry) ], !dbg !30
  %add51 = add i32 %r.i.i449, %r.i.i509
  %43 = load i32, ptr %m.ascast, align 4
  %44 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx52 = getelementptr inbounds i32, ptr %44, i64 7
  %45 = load i32, ptr %arrayidx52, align 4
  %r.i.i.i598 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %base.i.i599 = and i32 %r.i.i.i598, -32, !dbg !31
  %x.i.i600 = sub i32 %r.i.i.i598, 1, !dbg !31
  %out.i.i601 = icmp slt i32 %x.i.i600, %base.i.i599, !dbg !31
  %index.i.i602 = select i1 %out.i.i601, i32 %r.i.i.i598, i32 %x.i.i600, !dbg !31
  %addr.i.i603 = shl i32 %index.i.i602, 2, !dbg !31
  %r.i.i604 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i603, i32 %45) [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %add54 = add i32 %add51, %r.i.i604
  %46 = load i32, ptr %m.ascast, align 4
  %47 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx55 = getelementptr inbounds i32, ptr %47, i64 7
  %48 = load i32, ptr %arrayidx55, align 4
  %r.i.i.i682 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !32
  %base.i.i683 = and i32 %r.i.i.i682, -32, !dbg !32
  %x.i.i684 = add i32 %r.i.i.i682, 1, !dbg !32
  %pos.i.i685 = and i32 %r.i.i.i682, 31, !dbg !32
  %far.i.i686 = add i32 %pos.i.i685, 1, !dbg !32
  %out.i.i687 = icmp uge i32 %far.i.i686, 32, !dbg !32
  %index.i.i688 = select i1 %out.i.i687, i32 %r.i.i.i682, i32 %x.i.i684, !dbg !32
  %addr.i.i689 = shl i32 %index.i.i688, 2, !dbg !32
  %r.i.i690 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i689, i32 %48) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %add57 = add i32 %add54, %r.i.i690
  %49 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx58 = getelementptr inbounds i32, ptr %49, i64 7
  %50 = load i32, ptr %arrayidx58, align 4
  %b.i.i.i784 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %r.i.i.i785 = zext i32 %b.i.i.i784 to i64, !dbg !33
  %r.i.i1.i786 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %base.i.i787 = and i32 %r.i.i1.i786, -32, !dbg !33
  %index.i.i788 = add i32 %base.i.i787, 1, !dbg !33
  %addr.i.i789 = shl i32 %index.i.i788, 2, !dbg !33
  %r.i.i790 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i789, i32 %50) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %add60 = add i32 %add57, %r.i.i790
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
  %r.i.i1.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %base.i4.i = and i32 %r.i.i1.i, -32, !dbg !34
  %index.i6.i = add i32 %base.i4.i, 1, !dbg !34
  %addr.i7.i = shl i32 %index.i6.i, 2, !dbg !34
  %r.i8.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i7.i, i32 %lo.i) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %r.i.i.i450 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %base.i.i451 = and i32 %r.i.i.i450, -32, !dbg !34
  %index.i.i452 = add i32 %base.i.i451, 1, !dbg !34
  %addr.i.i453 = shl i32 %index.i.i452, 2, !dbg !34
  %r.i.i454 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i453, i32 %hi.i) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %zlo.i = zext i32 %r.i8.i to i64, !dbg !34
  %zhi.i = zext i32 %r.i.i454 to i64, !dbg !34
  %shi.i = shl i64 %zhi.i, 32, !dbg !34
  %r.i455 = or i64 %shi.i, %zlo.i, !dbg !34
  %55 = load i32, ptr %m.ascast, align 4
  %56 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx64 = getelementptr inbounds i64, ptr %56, i64 8
  %57 = load i64, ptr %arrayidx64, align 8
  %lo.i510 = trunc i64 %57 to i32, !dbg !35
  %hi.w.i511 = lshr i64 %57, 32, !dbg !35
  %hi.i512 = trunc i64 %hi.w.i511 to i32, !dbg !35
  %r.i.i1.i513 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %base.i4.i514 = and i32 %r.i.i1.i513, -32, !dbg !35
  %x.i5.i = xor i32 %r.i.i1.i513, 2, !dbg !35
  %end.w.i6.i = add i32 %r.i.i1.i513, 32, !dbg !35
  %end.i7.i = and i32 %end.w.i6.i, -32, !dbg !35
  %out.i8.i = icmp uge i32 %x.i5.i, %end.i7.i, !dbg !35
  %index.i9.i = select i1 %out.i8.i, i32 %r.i.i1.i513, i32 %x.i5.i, !dbg !35
  %addr.i10.i = shl i32 %index.i9.i, 2, !dbg !35
  %r.i11.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i, i32 %lo.i510) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %r.i.i.i515 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %base.i.i516 = and i32 %r.i.i.i515, -32, !dbg !35
  %x.i.i517 = xor i32 %r.i.i.i515, 2, !dbg !35
  %end.w.i.i518 = add i32 %r.i.i.i515, 32, !dbg !35
  %end.i.i519 = and i32 %end.w.i.i518, -32, !dbg !35
  %out.i.i520 = icmp uge i32 %x.i.i517, %end.i.i519, !dbg !35
  %index.i.i521 = select i1 %out.i.i520, i32 %r.i.i.i515, i32 %x.i.i517, !dbg !35
  %addr.i.i522 = shl i32 %index.i.i521, 2, !dbg !35
  %r.i.i523 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i522, i32 %hi.i512) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %zlo.i524 = zext i32 %r.i11.i to i64, !dbg !35
  %zhi.i525 = zext i32 %r.i.i523 to i64, !dbg !35
  %shi.i526 = shl i64 %zhi.i525, 32, !dbg !35
  %r.i527 = or i64 %shi.i526, %zlo.i524, !dbg !35
  %add66 = add nsw i64 %r.i455, %r.i527
  %58 = load i32, ptr %m.ascast, align 4
  %59 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx67 = getelementptr inbounds i64, ptr %59, i64 8
  %60 = load i64, ptr %arrayidx67, align 8
  %lo.i605 = trunc i64 %60 to i32, !dbg !36
  %hi.w.i606 = lshr i64 %60, 32, !dbg !36
  %hi.i607 = trunc i64 %hi.w.i606 to i32, !dbg !36
  %r.i.i1.i608 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %base.i4.i609 = and i32 %r.i.i1.i608, -32, !dbg !36
  %x.i5.i610 = sub i32 %r.i.i1.i608, 1, !dbg !36
  %out.i6.i = icmp slt i32 %x.i5.i610, %base.i4.i609, !dbg !36
  %index.i7.i = select i1 %out.i6.i, i32 %r.i.i1.i608, i32 %x.i5.i610, !dbg !36
  %addr.i8.i = shl i32 %index.i7.i, 2, !dbg !36
  %r.i9.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i, i32 %lo.i605) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %r.i.i.i611 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %base.i.i612 = and i32 %r.i.i.i611, -32, !dbg !36
  %x.i.i613 = sub i32 %r.i.i.i611, 1, !dbg !36
  %out.i.i614 = icmp slt i32 %x.i.i613, %base.i.i612, !dbg !36
  %index.i.i615 = select i1 %out.i.i614, i32 %r.i.i.i611, i32 %x.i.i613, !dbg !36
  %addr.i.i616 = shl i32 %index.i.i615, 2, !dbg !36
  %r.i.i617 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i616, i32 %hi.i607) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %zlo.i618 = zext i32 %r.i9.i to i64, !dbg !36
  %zhi.i619 = zext i32 %r.i.i617 to i64, !dbg !36
  %shi.i620 = shl i64 %zhi.i619, 32, !dbg !36
  %r.i621 = or i64 %shi.i620, %zlo.i618, !dbg !36
  %add69 = add nsw i64 %add66, %r.i621
  %61 = load i32, ptr %m.ascast, align 4
  %62 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx70 = getelementptr inbounds i64, ptr %62, i64 8
  %63 = load i64, ptr %arrayidx70, align 8
  %lo.i691 = trunc i64 %63 to i32, !dbg !37
  %hi.w.i692 = lshr i64 %63, 32, !dbg !37
  %hi.i693 = trunc i64 %hi.w.i692 to i32, !dbg !37
  %r.i.i1.i694 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %base.i4.i695 = and i32 %r.i.i1.i694, -32, !dbg !37
  %x.i5.i696 = add i32 %r.i.i1.i694, 1, !dbg !37
  %pos.i6.i = and i32 %r.i.i1.i694, 31, !dbg !37
  %far.i7.i = add i32 %pos.i6.i, 1, !dbg !37
  %out.i8.i697 = icmp uge i32 %far.i7.i, 32, !dbg !37
  %index.i9.i698 = select i1 %out.i8.i697, i32 %r.i.i1.i694, i32 %x.i5.i696, !dbg !37
  %addr.i10.i699 = shl i32 %index.i9.i698, 2, !dbg !37
  %r.i11.i700 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i699, i32 %lo.i691) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %r.i.i.i701 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %base.i.i702 = and i32 %r.i.i.i701, -32, !dbg !37
  %x.i.i703 = add i32 %r.i.i.i701, 1, !dbg !37
  %pos.i.i704 = and i32 %r.i.i.i701, 31, !dbg !37
  %far.i.i705 = add i32 %pos.i.i704, 1, !dbg !37
  %out.i.i706 = icmp uge i32 %far.i.i705, 32, !dbg !37
  %index.i.i707 = select i1 %out.i.i706, i32 %r.i.i.i701, i32 %x.i.i703, !dbg !37
  %addr.i.i708 = shl i32 %index.i.i707, 2, !dbg !37
  %r.i.i709 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i708, i32 %hi.i693) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %zlo.i710 = zext i32 %r.i11.i700 to i64, !dbg !37
  %zhi.i711 = zext i32 %r.i.i709 to i64, !dbg !37
  %shi.i712 = shl i64 %zhi.i711, 32, !dbg !37
  %r.i713 = or i64 %shi.i712, %zlo.i710, !dbg !37
  %add72 = add nsw i64 %add69, %r.i713
  %64 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx73 = getelementptr inbounds i64, ptr %64, i64 8
  %65 = load i64, ptr %arrayidx73, align 8
  %b.i.i.i791 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i.i792 = zext i32 %b.i.i.i791 to i64, !dbg !38
  %lo.i793 = trunc i64 %65 to i32, !dbg !38
  %hi.w.i794 = lshr i64 %65, 32, !dbg !38
  %hi.i795 = trunc i64 %hi.w.i794 to i32, !dbg !38
  %r.i.i2.i796 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %base.i5.i = and i32 %r.i.i2.i796, -32, !dbg !38
  %index.i7.i797 = add i32 %base.i5.i, 1, !dbg !38
  %addr.i8.i798 = shl i32 %index.i7.i797, 2, !dbg !38
  %r.i9.i799 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i798, i32 %lo.i793) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i1.i800 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %base.i.i801 = and i32 %r.i.i1.i800, -32, !dbg !38
  %index.i.i802 = add i32 %base.i.i801, 1, !dbg !38
  %addr.i.i803 = shl i32 %index.i.i802, 2, !dbg !38
  %r.i.i804 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i803, i32 %hi.i795) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %zlo.i805 = zext i32 %r.i9.i799 to i64, !dbg !38
  %zhi.i806 = zext i32 %r.i.i804 to i64, !dbg !38
  %shi.i807 = shl i64 %zhi.i806, 32, !dbg !38
  %r.i808 = or i64 %shi.i807, %zlo.i805, !dbg !38
  %add75 = add nsw i64 %add72, %r.i808
  store i64 %add75, ptr %arrayidx61, align 8
  %66 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx76 = getelementptr inbounds i64, ptr %66, i64 9
  %67 = load i32, ptr %m.ascast, align 4
  %68 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx77 = getelementptr inbounds i64, ptr %68, i64 9
  %69 = load i64, ptr %arrayidx77, align 8
  %lo.i456 = trunc i64 %69 to i32, !dbg !39
  %hi.w.i457 = lshr i64 %69, 32, !dbg !39
  %hi.i458 = trunc i64 %hi.w.i457 to i32, !dbg !39
  %r.i.i1.i459 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %base.i4.i460 = and i32 %r.i.i1.i459, -32, !dbg !39
  %index.i6.i461 = add i32 %base.i4.i460, 1, !dbg !39
  %addr.i7.i462 = shl i32 %index.i6.i461, 2, !dbg !39
  %r.i8.i463 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i7.i462, i32 %lo.i456) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %r.i.i.i464 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %base.i.i465 = and i32 %r.i.i.i464, -32, !dbg !39
  %index.i.i466 = add i32 %base.i.i465, 1, !dbg !39
  %addr.i.i467 = shl i32 %index.i.i466, 2, !dbg !39
  %r.i.i468 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i467, i32 %hi.i458) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %zlo.i469 = zext i32 %r.i8.i463 to i64, !dbg !39
  %zhi.i470 = zext i32 %r.i.i468 to i64, !dbg !39
  %shi.i471 = shl i64 %zhi.i470, 32, !dbg !39
  %r.i472 = or i64 %shi.i471, %zlo.i469, !dbg !39
  %70 = load i32, ptr %m.ascast, align 4
  %71 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx79 = getelementptr inbounds i64, ptr %71, i64 9
  %72 = load i64, ptr %arrayidx79, align 8
  %lo.i528 = trunc i64 %72 to i32, !dbg !40
  %hi.w.i529 = lshr i64 %72, 32, !dbg !40
  %hi.i530 = trunc i64 %hi.w.i529 to i32, !dbg !40
  %r.i.i1.i531 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %base.i4.i532 = and i32 %r.i.i1.i531, -32, !dbg !40
  %x.i5.i533 = xor i32 %r.i.i1.i531, 2, !dbg !40
  %end.w.i6.i534 = add i32 %r.i.i1.i531, 32, !dbg !40
  %end.i7.i535 = and i32 %end.w.i6.i534, -32, !dbg !40
  %out.i8.i536 = icmp uge i32 %x.i5.i533, %end.i7.i535, !dbg !40
  %index.i9.i537 = select i1 %out.i8.i536, i32 %r.i.i1.i531, i32 %x.i5.i533, !dbg !40
  %addr.i10.i538 = shl i32 %index.i9.i537, 2, !dbg !40
  %r.i11.i539 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i538, i32 %lo.i528) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %r.i.i.i540 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %base.i.i541 = and i32 %r.i.i.i540, -32, !dbg !40
  %x.i.i542 = xor i32 %r.i.i.i540, 2, !dbg !40
  %end.w.i.i543 = add i32 %r.i.i.i540, 32, !dbg !40
  %end.i.i544 = and i32 %end.w.i.i543, -32, !dbg !40
  %out.i.i545 = icmp uge i32 %x.i.i542, %end.i.i544, !dbg !40
  %index.i.i546 = select i1 %out.i.i545, i32 %r.i.i.i540, i32 %x.i.i542, !dbg !40
  %addr.i.i547 = shl i32 %index.i.i546, 2, !dbg !40
  %r.i.i548 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i547, i32 %hi.i530) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %zlo.i549 = zext i32 %r.i11.i539 to i64, !dbg !40
  %zhi.i550 = zext i32 %r.i.i548 to i64, !dbg !40
  %shi.i551 = shl i64 %zhi.i550, 32, !dbg !40
  %r.i552 = or i64 %shi.i551, %zlo.i549, !dbg !40
  %add81 = add i64 %r.i472, %r.i552
  %73 = load i32, ptr %m.ascast, align 4
  %74 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx82 = getelementptr inbounds i64, ptr %74, i64 9
  %75 = load i64, ptr %arrayidx82, align 8
  %lo.i622 = trunc i64 %75 to i32, !dbg !41
  %hi.w.i623 = lshr i64 %75, 32, !dbg !41
  %hi.i624 = trunc i64 %hi.w.i623 to i32, !dbg !41
  %r.i.i1.i625 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %base.i4.i626 = and i32 %r.i.i1.i625, -32, !dbg !41
  %x.i5.i627 = sub i32 %r.i.i1.i625, 1, !dbg !41
  %out.i6.i628 = icmp slt i32 %x.i5.i627, %base.i4.i626, !dbg !41
  %index.i7.i629 = select i1 %out.i6.i628, i32 %r.i.i1.i625, i32 %x.i5.i627, !dbg !41
  %addr.i8.i630 = shl i32 %index.i7.i629, 2, !dbg !41
  %r.i9.i631 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i630, i32 %lo.i622) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %r.i.i.i632 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %base.i.i633 = and i32 %r.i.i.i632, -32, !dbg !41
  %x.i.i634 = sub i32 %r.i.i.i632, 1, !dbg !41
  %out.i.i635 = icmp slt i32 %x.i.i634, %base.i.i633, !dbg !41
  %index.i.i636 = select i1 %out.i.i635, i32 %r.i.i.i632, i32 %x.i.i634, !dbg !41
  %addr.i.i637 = shl i32 %index.i.i636, 2, !dbg !41
  %r.i.i638 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i637, i32 %hi.i624) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %zlo.i639 = zext i32 %r.i9.i631 to i64, !dbg !41
  %zhi.i640 = zext i32 %r.i.i638 to i64, !dbg !41
  %shi.i641 = shl i64 %zhi.i640, 32, !dbg !41
  %r.i642 = or i64 %shi.i641, %zlo.i639, !dbg !41
  %add84 = add i64 %add81, %r.i642
  %76 = load i32, ptr %m.ascast, align 4
  %77 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx85 = getelementptr inbounds i64, ptr %77, i64 9
  %78 = load i64, ptr %arrayidx85, align 8
  %lo.i714 = trunc i64 %78 to i32, !dbg !42
  %hi.w.i715 = lshr i64 %78, 32, !dbg !42
  %hi.i716 = trunc i64 %hi.w.i715 to i32, !dbg !42
  %r.i.i1.i717 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %base.i4.i718 = and i32 %r.i.i1.i717, -32, !dbg !42
  %x.i5.i719 = add i32 %r.i.i1.i717, 1, !dbg !42
  %pos.i6.i720 = and i32 %r.i.i1.i717, 31, !dbg !42
  %far.i7.i721 = add i32 %pos.i6.i720, 1, !dbg !42
  %out.i8.i722 = icmp uge i32 %far.i7.i721, 32, !dbg !42
  %index.i9.i723 = select i1 %out.i8.i722, i32 %r.i.i1.i717, i32 %x.i5.i719, !dbg !42
  %addr.i10.i724 = shl i32 %index.i9.i723, 2, !dbg !42
  %r.i11.i725 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i724, i32 %lo.i714) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %r.i.i.i726 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %base.i.i727 = and i32 %r.i.i.i726, -32, !dbg !42
  %x.i.i728 = add i32 %r.i.i.i726, 1, !dbg !42
  %pos.i.i729 = and i32 %r.i.i.i726, 31, !dbg !42
  %far.i.i730 = add i32 %pos.i.i729, 1, !dbg !42
  %out.i.i731 = icmp uge i32 %far.i.i730, 32, !dbg !42
  %index.i.i732 = select i1 %out.i.i731, i32 %r.i.i.i726, i32 %x.i.i728, !dbg !42
  %addr.i.i733 = shl i32 %index.i.i732, 2, !dbg !42
  %r.i.i734 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i733, i32 %hi.i716) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %zlo.i735 = zext i32 %r.i11.i725 to i64, !dbg !42
  %zhi.i736 = zext i32 %r.i.i734 to i64, !dbg !42
  %shi.i737 = shl i64 %zhi.i736, 32, !dbg !42
  %r.i738 = or i64 %shi.i737, %zlo.i735, !dbg !42
  %add87 = add i64 %add84, %r.i738
  %79 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx88 = getelementptr inbounds i64, ptr %79, i64 9
  %80 = load i64, ptr %arrayidx88, align 8
  %b.i.i.i809 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %r.i.i.i810 = zext i32 %b.i.i.i809 to i64, !dbg !43
  %lo.i811 = trunc i64 %80 to i32, !dbg !43
  %hi.w.i812 = lshr i64 %80, 32, !dbg !43
  %hi.i813 = trunc i64 %hi.w.i812 to i32, !dbg !43
  %r.i.i2.i814 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %base.i5.i815 = and i32 %r.i.i2.i814, -32, !dbg !43
  %index.i7.i816 = add i32 %base.i5.i815, 1, !dbg !43
  %addr.i8.i817 = shl i32 %index.i7.i816, 2, !dbg !43
  %r.i9.i818 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i817, i32 %lo.i811) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %r.i.i1.i819 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %base.i.i820 = and i32 %r.i.i1.i819, -32, !dbg !43
  %index.i.i821 = add i32 %base.i.i820, 1, !dbg !43
  %addr.i.i822 = shl i32 %index.i.i821, 2, !dbg !43
  %r.i.i823 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i822, i32 %hi.i813) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %zlo.i824 = zext i32 %r.i9.i818 to i64, !dbg !43
  %zhi.i825 = zext i32 %r.i.i823 to i64, !dbg !43
  %shi.i826 = shl i64 %zhi.i825, 32, !dbg !43
  %r.i827 = or i64 %shi.i826, %zlo.i824, !dbg !43
  %add90 = add i64 %add87, %r.i827
  store i64 %add90, ptr %arrayidx76, align 8
  %81 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx91 = getelementptr inbounds float, ptr %81, i64 10
  %82 = load i32, ptr %m.ascast, align 4
  %83 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx92 = getelementptr inbounds float, ptr %83, i64 10
  %84 = load float, ptr %arrayidx92, align 4
  %b.i473 = bitcast float %84 to i32, !dbg !44
  %r.i.i.i474 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !44
  %base.i.i475 = and i32 %r.i.i.i474, -32, !dbg !44
  %index.i.i476 = add i32 %base.i.i475, 1, !dbg !44
  %addr.i.i477 = shl i32 %index.i.i476, 2, !dbg !44
  %r.i.i478 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i477, i32 %b.i473) [ "convergencectrl"(token %tok.entry) ], !dbg !44
  %f.i = bitcast i32 %r.i.i478 to float, !dbg !44
  %85 = load i32, ptr %m.ascast, align 4
  %86 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx94 = getelementptr inbounds float, ptr %86, i64 10
  %87 = load float, ptr %arrayidx94, align 4
  %b.i553 = bitcast float %87 to i32, !dbg !45
  %r.i.i.i554 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !45
  %base.i.i555 = and i32 %r.i.i.i554, -32, !dbg !45
  %x.i.i556 = xor i32 %r.i.i.i554, 2, !dbg !45
  %end.w.i.i557 = add i32 %r.i.i.i554, 32, !dbg !45
  %end.i.i558 = and i32 %end.w.i.i557, -32, !dbg !45
  %out.i.i559 = icmp uge i32 %x.i.i556, %end.i.i558, !dbg !45
  %index.i.i560 = select i1 %out.i.i559, i32 %r.i.i.i554, i32 %x.i.i556, !dbg !45
  %addr.i.i561 = shl i32 %index.i.i560, 2, !dbg !45
  %r.i.i562 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i561, i32 %b.i553) [ "convergencectrl"(token %tok.entry) ], !dbg !45
  %f.i563 = bitcast i32 %r.i.i562 to float, !dbg !45
  %add96 = fadd float %f.i, %f.i563
  %88 = load i32, ptr %m.ascast, align 4
  %89 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx97 = getelementptr inbounds float, ptr %89, i64 10
  %90 = load float, ptr %arrayidx97, align 4
  %b.i643 = bitcast float %90 to i32, !dbg !46
  %r.i.i.i644 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !46
  %base.i.i645 = and i32 %r.i.i.i644, -32, !dbg !46
  %x.i.i646 = sub i32 %r.i.i.i644, 1, !dbg !46
  %out.i.i647 = icmp slt i32 %x.i.i646, %base.i.i645, !dbg !46
  %index.i.i648 = select i1 %out.i.i647, i32 %r.i.i.i644, i32 %x.i.i646, !dbg !46
  %addr.i.i649 = shl i32 %index.i.i648, 2, !dbg !46
  %r.i.i650 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i649, i32 %b.i643) [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %f.i651 = bitcast i32 %r.i.i650 to float, !dbg !46
  %add99 = fadd float %add96, %f.i651
  %91 = load i32, ptr %m.ascast, align 4
  %92 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx100 = getelementptr inbounds float, ptr %92, i64 10
  %93 = load float, ptr %arrayidx100, align 4
  %b.i739 = bitcast float %93 to i32, !dbg !47
  %r.i.i.i740 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %base.i.i741 = and i32 %r.i.i.i740, -32, !dbg !47
  %x.i.i742 = add i32 %r.i.i.i740, 1, !dbg !47
  %pos.i.i743 = and i32 %r.i.i.i740, 31, !dbg !47
  %far.i.i744 = add i32 %pos.i.i743, 1, !dbg !47
  %out.i.i745 = icmp uge i32 %far.i.i744, 32, !dbg !47
  %index.i.i746 = select i1 %out.i.i745, i32 %r.i.i.i740, i32 %x.i.i742, !dbg !47
  %addr.i.i747 = shl i32 %index.i.i746, 2, !dbg !47
  %r.i.i748 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i747, i32 %b.i739) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %f.i749 = bitcast i32 %r.i.i748 to float, !dbg !47
  %add102 = fadd float %add99, %f.i749
  %94 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx103 = getelementptr inbounds float, ptr %94, i64 10
  %95 = load float, ptr %arrayidx103, align 4
  %b.i.i.i828 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %r.i.i.i829 = zext i32 %b.i.i.i828 to i64, !dbg !48
  %b.i830 = bitcast float %95 to i32, !dbg !48
  %r.i.i1.i831 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !48
  %base.i.i832 = and i32 %r.i.i1.i831, -32, !dbg !48
  %index.i.i833 = add i32 %base.i.i832, 1, !dbg !48
  %addr.i.i834 = shl i32 %index.i.i833, 2, !dbg !48
  %r.i.i835 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i834, i32 %b.i830) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %f.i836 = bitcast i32 %r.i.i835 to float, !dbg !48
  %add105 = fadd float %add102, %f.i836
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
  %r.i.i1.i482 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %base.i4.i483 = and i32 %r.i.i1.i482, -32, !dbg !49
  %index.i6.i484 = add i32 %base.i4.i483, 1, !dbg !49
  %addr.i7.i485 = shl i32 %index.i6.i484, 2, !dbg !49
  %r.i8.i486 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i7.i485, i32 %lo.i479) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %r.i.i.i487 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %base.i.i488 = and i32 %r.i.i.i487, -32, !dbg !49
  %index.i.i489 = add i32 %base.i.i488, 1, !dbg !49
  %addr.i.i490 = shl i32 %index.i.i489, 2, !dbg !49
  %r.i.i491 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i490, i32 %hi.i481) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %zlo.i492 = zext i32 %r.i8.i486 to i64, !dbg !49
  %zhi.i493 = zext i32 %r.i.i491 to i64, !dbg !49
  %shi.i494 = shl i64 %zhi.i493, 32, !dbg !49
  %r.i495 = or i64 %shi.i494, %zlo.i492, !dbg !49
  %d.i = bitcast i64 %r.i495 to double, !dbg !49
  %100 = load i32, ptr %m.ascast, align 4
  %101 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx109 = getelementptr inbounds double, ptr %101, i64 11
  %102 = load double, ptr %arrayidx109, align 8
  %w.i564 = bitcast double %102 to i64, !dbg !50
  %lo.i565 = trunc i64 %w.i564 to i32, !dbg !50
  %hi.w.i566 = lshr i64 %w.i564, 32, !dbg !50
  %hi.i567 = trunc i64 %hi.w.i566 to i32, !dbg !50
  %r.i.i1.i568 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %base.i4.i569 = and i32 %r.i.i1.i568, -32, !dbg !50
  %x.i5.i570 = xor i32 %r.i.i1.i568, 2, !dbg !50
  %end.w.i6.i571 = add i32 %r.i.i1.i568, 32, !dbg !50
  %end.i7.i572 = and i32 %end.w.i6.i571, -32, !dbg !50
  %out.i8.i573 = icmp uge i32 %x.i5.i570, %end.i7.i572, !dbg !50
  %index.i9.i574 = select i1 %out.i8.i573, i32 %r.i.i1.i568, i32 %x.i5.i570, !dbg !50
  %addr.i10.i575 = shl i32 %index.i9.i574, 2, !dbg !50
  %r.i11.i576 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i575, i32 %lo.i565) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %r.i.i.i577 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %base.i.i578 = and i32 %r.i.i.i577, -32, !dbg !50
  %x.i.i579 = xor i32 %r.i.i.i577, 2, !dbg !50
  %end.w.i.i580 = add i32 %r.i.i.i577, 32, !dbg !50
  %end.i.i581 = and i32 %end.w.i.i580, -32, !dbg !50
  %out.i.i582 = icmp uge i32 %x.i.i579, %end.i.i581, !dbg !50
  %index.i.i583 = select i1 %out.i.i582, i32 %r.i.i.i577, i32 %x.i.i579, !dbg !50
  %addr.i.i584 = shl i32 %index.i.i583, 2, !dbg !50
  %r.i.i585 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i584, i32 %hi.i567) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %zlo.i586 = zext i32 %r.i11.i576 to i64, !dbg !50
  %zhi.i587 = zext i32 %r.i.i585 to i64, !dbg !50
  %shi.i588 = shl i64 %zhi.i587, 32, !dbg !50
  %r.i589 = or i64 %shi.i588, %zlo.i586, !dbg !50
  %d.i590 = bitcast i64 %r.i589 to double, !dbg !50
  %add111 = fadd double %d.i, %d.i590
  %103 = load i32, ptr %m.ascast, align 4
  %104 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx112 = getelementptr inbounds double, ptr %104, i64 11
  %105 = load double, ptr %arrayidx112, align 8
  %w.i652 = bitcast double %105 to i64, !dbg !51
  %lo.i653 = trunc i64 %w.i652 to i32, !dbg !51
  %hi.w.i654 = lshr i64 %w.i652, 32, !dbg !51
  %hi.i655 = trunc i64 %hi.w.i654 to i32, !dbg !51
  %r.i.i1.i656 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %base.i4.i657 = and i32 %r.i.i1.i656, -32, !dbg !51
  %x.i5.i658 = sub i32 %r.i.i1.i656, 1, !dbg !51
  %out.i6.i659 = icmp slt i32 %x.i5.i658, %base.i4.i657, !dbg !51
  %index.i7.i660 = select i1 %out.i6.i659, i32 %r.i.i1.i656, i32 %x.i5.i658, !dbg !51
  %addr.i8.i661 = shl i32 %index.i7.i660, 2, !dbg !51
  %r.i9.i662 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i661, i32 %lo.i653) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %r.i.i.i663 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %base.i.i664 = and i32 %r.i.i.i663, -32, !dbg !51
  %x.i.i665 = sub i32 %r.i.i.i663, 1, !dbg !51
  %out.i.i666 = icmp slt i32 %x.i.i665, %base.i.i664, !dbg !51
  %index.i.i667 = select i1 %out.i.i666, i32 %r.i.i.i663, i32 %x.i.i665, !dbg !51
  %addr.i.i668 = shl i32 %index.i.i667, 2, !dbg !51
  %r.i.i669 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i668, i32 %hi.i655) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %zlo.i670 = zext i32 %r.i9.i662 to i64, !dbg !51
  %zhi.i671 = zext i32 %r.i.i669 to i64, !dbg !51
  %shi.i672 = shl i64 %zhi.i671, 32, !dbg !51
  %r.i673 = or i64 %shi.i672, %zlo.i670, !dbg !51
  %d.i674 = bitcast i64 %r.i673 to double, !dbg !51
  %add114 = fadd double %add111, %d.i674
  %106 = load i32, ptr %m.ascast, align 4
  %107 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx115 = getelementptr inbounds double, ptr %107, i64 11
  %108 = load double, ptr %arrayidx115, align 8
  %w.i750 = bitcast double %108 to i64, !dbg !52
  %lo.i751 = trunc i64 %w.i750 to i32, !dbg !52
  %hi.w.i752 = lshr i64 %w.i750, 32, !dbg !52
  %hi.i753 = trunc i64 %hi.w.i752 to i32, !dbg !52
  %r.i.i1.i754 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %base.i4.i755 = and i32 %r.i.i1.i754, -32, !dbg !52
  %x.i5.i756 = add i32 %r.i.i1.i754, 1, !dbg !52
  %pos.i6.i757 = and i32 %r.i.i1.i754, 31, !dbg !52
  %far.i7.i758 = add i32 %pos.i6.i757, 1, !dbg !52
  %out.i8.i759 = icmp uge i32 %far.i7.i758, 32, !dbg !52
  %index.i9.i760 = select i1 %out.i8.i759, i32 %r.i.i1.i754, i32 %x.i5.i756, !dbg !52
  %addr.i10.i761 = shl i32 %index.i9.i760, 2, !dbg !52
  %r.i11.i762 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i761, i32 %lo.i751) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %r.i.i.i763 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %base.i.i764 = and i32 %r.i.i.i763, -32, !dbg !52
  %x.i.i765 = add i32 %r.i.i.i763, 1, !dbg !52
  %pos.i.i766 = and i32 %r.i.i.i763, 31, !dbg !52
  %far.i.i767 = add i32 %pos.i.i766, 1, !dbg !52
  %out.i.i768 = icmp uge i32 %far.i.i767, 32, !dbg !52
  %index.i.i769 = select i1 %out.i.i768, i32 %r.i.i.i763, i32 %x.i.i765, !dbg !52
  %addr.i.i770 = shl i32 %index.i.i769, 2, !dbg !52
  %r.i.i771 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i770, i32 %hi.i753) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %zlo.i772 = zext i32 %r.i11.i762 to i64, !dbg !52
  %zhi.i773 = zext i32 %r.i.i771 to i64, !dbg !52
  %shi.i774 = shl i64 %zhi.i773, 32, !dbg !52
  %r.i775 = or i64 %shi.i774, %zlo.i772, !dbg !52
  %d.i776 = bitcast i64 %r.i775 to double, !dbg !52
  %add117 = fadd double %add114, %d.i776
  %109 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx118 = getelementptr inbounds double, ptr %109, i64 11
  %110 = load double, ptr %arrayidx118, align 8
  %b.i.i.i837 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %r.i.i.i838 = zext i32 %b.i.i.i837 to i64, !dbg !53
  %w.i839 = bitcast double %110 to i64, !dbg !53
  %lo.i840 = trunc i64 %w.i839 to i32, !dbg !53
  %hi.w.i841 = lshr i64 %w.i839, 32, !dbg !53
  %hi.i842 = trunc i64 %hi.w.i841 to i32, !dbg !53
  %r.i.i2.i843 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %base.i5.i844 = and i32 %r.i.i2.i843, -32, !dbg !53
  %index.i7.i845 = add i32 %base.i5.i844, 1, !dbg !53
  %addr.i8.i846 = shl i32 %index.i7.i845, 2, !dbg !53
  %r.i9.i847 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i846, i32 %lo.i840) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %r.i.i1.i848 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %base.i.i849 = and i32 %r.i.i1.i848, -32, !dbg !53
  %index.i.i850 = add i32 %base.i.i849, 1, !dbg !53
  %addr.i.i851 = shl i32 %index.i.i850, 2, !dbg !53
  %r.i.i852 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i851, i32 %hi.i842) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %zlo.i853 = zext i32 %r.i9.i847 to i64, !dbg !53
  %zhi.i854 = zext i32 %r.i.i852 to i64, !dbg !53
  %shi.i855 = shl i64 %zhi.i854, 32, !dbg !53
  %r.i856 = or i64 %shi.i855, %zlo.i853, !dbg !53
  %d.i857 = bitcast i64 %r.i856 to double, !dbg !53
  %add120 = fadd double %add117, %d.i857
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
  %r.i1267 = atomicrmw add ptr %arrayidx126, i32 1 syncscope("agent") monotonic, align 4, !dbg !56, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %116 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx128 = getelementptr inbounds i32, ptr %116, i64 14
  %r.i1268 = atomicrmw add ptr %arrayidx128, i32 1 syncscope("agent") monotonic, align 4, !dbg !57, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %117 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx130 = getelementptr inbounds i64, ptr %117, i64 15
  %r.i1269 = atomicrmw add ptr %arrayidx130, i64 1 syncscope("agent") monotonic, align 8, !dbg !58, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %118 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx132 = getelementptr inbounds i64, ptr %118, i64 16
  %r.i1270 = atomicrmw add ptr %arrayidx132, i64 1 syncscope("agent") monotonic, align 8, !dbg !59, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %119 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx134 = getelementptr inbounds float, ptr %119, i64 17
  %r.i1271 = atomicrmw fadd ptr %arrayidx134, float 1.000000e+00 syncscope("agent") monotonic, align 4, !dbg !60, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %120 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx136 = getelementptr inbounds double, ptr %120, i64 18
  %r.i1272 = atomicrmw fadd ptr %arrayidx136, double 1.000000e+00 syncscope("agent") monotonic, align 8, !dbg !61, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
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
  %n.i1058 = zext i1 %cmp173 to i32, !dbg !74
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !74
  fence syncscope("workgroup") release, !dbg !74
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !74
  fence syncscope("workgroup") acquire, !dbg !74
  %old.i.i = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %n.i1058 syncscope("workgroup") monotonic, align 4, !dbg !74
  fence syncscope("workgroup") release, !dbg !74
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !74
  fence syncscope("workgroup") acquire, !dbg !74
  %r.i.i1059 = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !74
  fence syncscope("workgroup") release, !dbg !74
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !74
  fence syncscope("workgroup") acquire, !dbg !74
  %154 = load i32, ptr %t.ascast, align 4
  %155 = load i32, ptr %n.addr.ascast, align 4
  %cmp176 = icmp slt i32 %154, %155
  %conv177 = zext i1 %cmp176 to i32
  %c.i1060 = icmp eq i32 %conv177, 0, !dbg !75
  %n.i1061 = zext i1 %c.i1060 to i32, !dbg !75
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !75
  fence syncscope("workgroup") release, !dbg !75
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %old.i.i1062 = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %n.i1061 syncscope("workgroup") monotonic, align 4, !dbg !75
  fence syncscope("workgroup") release, !dbg !75
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %r.i.i1063 = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !75
  fence syncscope("workgroup") release, !dbg !75
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %none.i1064 = icmp eq i32 %r.i.i1063, 0, !dbg !75
  %r.i1065 = zext i1 %none.i1064 to i32, !dbg !75
  %add179 = add nsw i32 %r.i.i1059, %r.i1065
  %156 = load i32, ptr %t.ascast, align 4
  %157 = load i32, ptr %n.addr.ascast, align 4
  %cmp180 = icmp slt i32 %156, %157
  %conv181 = zext i1 %cmp180 to i32
  %n.i1067 = zext i1 %cmp180 to i32, !dbg !76
  store atomic i32 0, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !76
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !76
  fence syncscope("workgroup") acquire, !dbg !76
  %old.i.i1068 = atomicrmw add ptr addrspace(3) @__tangle_block_count, i32 %n.i1067 syncscope("workgroup") monotonic, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !76
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !76
  fence syncscope("workgroup") acquire, !dbg !76
  %r.i.i1069 = load atomic i32, ptr addrspace(3) @__tangle_block_count syncscope("workgroup") monotonic, align 4, !dbg !76
  fence syncscope("workgroup") release, !dbg !76
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok.entry) ], !dbg !76
  fence syncscope("workgroup") acquire, !dbg !76
  %some.i = icmp ne i32 %r.i.i1069, 0, !dbg !76
  %r.i1070 = zext i1 %some.i to i32, !dbg !76
  %add183 = add nsw i32 %add179, %r.i1070
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

loop.i.i:                                         ; preds = %loop.i.i, %__reduce_add_sync.exit972
  %rest.i.i = phi i32 [ %159, %__reduce_add_sync.exit972 ], [ %rest.next.i.i, %loop.i.i ], !dbg !78
  %acc.i.i = phi i32 [ 0, %__reduce_add_sync.exit972 ], [ %acc.next.i.i, %loop.i.i ], !dbg !78
  %tok.lanes.i.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !78
  %l.i.i = call i32 @llvm.cttz.i32(i32 %rest.i.i, i1 true), !dbg !78
  %lv.i.i = call i32 @llvm.amdgcn.readlane.i32(i32 %160, i32 %l.i.i) [ "convergencectrl"(token %tok.lanes.i.i) ], !dbg !78
  %same.i.i = icmp eq i32 %160, %lv.i.i, !dbg !78
  %same.i.i.i = zext i1 %same.i.i to i32, !dbg !78
  %b.i.i.i1072 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i) [ "convergencectrl"(token %tok.lanes.i.i) ], !dbg !78
  %r.i.i.i1073 = zext i32 %b.i.i.i1072 to i64, !dbg !78
  %group.i.i = and i32 %b.i.i.i1072, %rest.i.i, !dbg !78
  %acc.next.i.i = select i1 %same.i.i, i32 %group.i.i, i32 %acc.i.i, !dbg !78
  %leader.i.i = shl i32 1, %l.i.i, !dbg !78
  %gone.i.i = or i32 %group.i.i, %leader.i.i, !dbg !78
  %keep.i.i = xor i32 %gone.i.i, -1, !dbg !78
  %rest.next.i.i = and i32 %rest.i.i, %keep.i.i, !dbg !78
  %more.i.i = icmp ne i32 %rest.next.i.i, 0, !dbg !78
  br i1 %more.i.i, label %loop.i.i, label %__match_any_sync.exit, !dbg !78

__match_any_sync.exit:                            ; preds = %__reduce_add_sync.exit972, %loop.i.i
  %r.i.i1074 = phi i32 [ 0, %__reduce_add_sync.exit972 ], [ %acc.next.i.i, %loop.i.i ], !dbg !78
  %161 = load i32, ptr %m.ascast, align 4
  %162 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx186 = getelementptr inbounds i32, ptr %162, i64 26
  %163 = load i32, ptr %arrayidx186, align 4
  %none.i.i1084 = icmp eq i32 %161, 0, !dbg !79
  br i1 %none.i.i1084, label %__tangle_match_any_sync_u32.exit, label %loop.i.i1085, !dbg !79

loop.i.i1085:                                     ; preds = %loop.i.i1085, %__match_any_sync.exit
  %rest.i.i1086 = phi i32 [ %161, %__match_any_sync.exit ], [ %rest.next.i.i1100, %loop.i.i1085 ], !dbg !79
  %acc.i.i1087 = phi i32 [ 0, %__match_any_sync.exit ], [ %acc.next.i.i1096, %loop.i.i1085 ], !dbg !79
  %tok.lanes.i.i1088 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !79
  %l.i.i1089 = call i32 @llvm.cttz.i32(i32 %rest.i.i1086, i1 true), !dbg !79
  %lv.i.i1090 = call i32 @llvm.amdgcn.readlane.i32(i32 %163, i32 %l.i.i1089) [ "convergencectrl"(token %tok.lanes.i.i1088) ], !dbg !79
  %same.i.i1091 = icmp eq i32 %163, %lv.i.i1090, !dbg !79
  %same.i.i.i1092 = zext i1 %same.i.i1091 to i32, !dbg !79
  %b.i.i.i1093 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1091) [ "convergencectrl"(token %tok.lanes.i.i1088) ], !dbg !79
  %r.i.i.i1094 = zext i32 %b.i.i.i1093 to i64, !dbg !79
  %group.i.i1095 = and i32 %b.i.i.i1093, %rest.i.i1086, !dbg !79
  %acc.next.i.i1096 = select i1 %same.i.i1091, i32 %group.i.i1095, i32 %acc.i.i1087, !dbg !79
  %leader.i.i1097 = shl i32 1, %l.i.i1089, !dbg !79
  %gone.i.i1098 = or i32 %group.i.i1095, %leader.i.i1097, !dbg !79
  %keep.i.i1099 = xor i32 %gone.i.i1098, -1, !dbg !79
  %rest.next.i.i1100 = and i32 %rest.i.i1086, %keep.i.i1099, !dbg !79
  %more.i.i1101 = icmp ne i32 %rest.next.i.i1100, 0, !dbg !79
  br i1 %more.i.i1101, label %loop.i.i1085, label %__tangle_match_any_sync_u32.exit, !dbg !79

__tangle_match_any_sync_u32.exit:                 ; preds = %__match_any_sync.exit, %loop.i.i1085
  %r.i.i1102 = phi i32 [ 0, %__match_any_sync.exit ], [ %acc.next.i.i1096, %loop.i.i1085 ], !dbg !79
  %add188 = add i32 %r.i.i1074, %r.i.i1102
  %164 = load i32, ptr %m.ascast, align 4
  %165 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx189 = getelementptr inbounds i64, ptr %165, i64 26
  %166 = load i64, ptr %arrayidx189, align 8
  %none.i.i1115 = icmp eq i32 %164, 0, !dbg !80
  br i1 %none.i.i1115, label %__tangle_match_any_sync_i64.exit, label %loop.i.i1116, !dbg !80

loop.i.i1116:                                     ; preds = %loop.i.i1116, %__tangle_match_any_sync_u32.exit
  %rest.i.i1117 = phi i32 [ %164, %__tangle_match_any_sync_u32.exit ], [ %rest.next.i.i1131, %loop.i.i1116 ], !dbg !80
  %acc.i.i1118 = phi i32 [ 0, %__tangle_match_any_sync_u32.exit ], [ %acc.next.i.i1127, %loop.i.i1116 ], !dbg !80
  %tok.lanes.i.i1119 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !80
  %l.i.i1120 = call i32 @llvm.cttz.i32(i32 %rest.i.i1117, i1 true), !dbg !80
  %lv.i.i1121 = call i64 @llvm.amdgcn.readlane.i64(i64 %166, i32 %l.i.i1120) [ "convergencectrl"(token %tok.lanes.i.i1119) ], !dbg !80
  %same.i.i1122 = icmp eq i64 %166, %lv.i.i1121, !dbg !80
  %same.i.i.i1123 = zext i1 %same.i.i1122 to i32, !dbg !80
  %b.i.i.i1124 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1122) [ "convergencectrl"(token %tok.lanes.i.i1119) ], !dbg !80
  %r.i.i.i1125 = zext i32 %b.i.i.i1124 to i64, !dbg !80
  %group.i.i1126 = and i32 %b.i.i.i1124, %rest.i.i1117, !dbg !80
  %acc.next.i.i1127 = select i1 %same.i.i1122, i32 %group.i.i1126, i32 %acc.i.i1118, !dbg !80
  %leader.i.i1128 = shl i32 1, %l.i.i1120, !dbg !80
  %gone.i.i1129 = or i32 %group.i.i1126, %leader.i.i1128, !dbg !80
  %keep.i.i1130 = xor i32 %gone.i.i1129, -1, !dbg !80
  %rest.next.i.i1131 = and i32 %rest.i.i1117, %keep.i.i1130, !dbg !80
  %more.i.i1132 = icmp ne i32 %rest.next.i.i1131, 0, !dbg !80
  br i1 %more.i.i1132, label %loop.i.i1116, label %__tangle_match_any_sync_i64.exit, !dbg !80

__tangle_match_any_sync_i64.exit:                 ; preds = %__tangle_match_any_sync_u32.exit, %loop.i.i1116
  %r.i.i1133 = phi i32 [ 0, %__tangle_match_any_sync_u32.exit ], [ %acc.next.i.i1127, %loop.i.i1116 ], !dbg !80
  %add191 = add i32 %add188, %r.i.i1133
  %167 = load i32, ptr %m.ascast, align 4
  %168 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx192 = getelementptr inbounds i64, ptr %168, i64 26
  %169 = load i64, ptr %arrayidx192, align 8
  %none.i.i1146 = icmp eq i32 %167, 0, !dbg !81
  br i1 %none.i.i1146, label %__tangle_match_any_sync_u64.exit, label %loop.i.i1147, !dbg !81

loop.i.i1147:                                     ; preds = %loop.i.i1147, %__tangle_match_any_sync_i64.exit
  %rest.i.i1148 = phi i32 [ %167, %__tangle_match_any_sync_i64.exit ], [ %rest.next.i.i1162, %loop.i.i1147 ], !dbg !81
  %acc.i.i1149 = phi i32 [ 0, %__tangle_match_any_sync_i64.exit ], [ %acc.next.i.i1158, %loop.i.i1147 ], !dbg !81
  %tok.lanes.i.i1150 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !81
  %l.i.i1151 = call i32 @llvm.cttz.i32(i32 %rest.i.i1148, i1 true), !dbg !81
  %lv.i.i1152 = call i64 @llvm.amdgcn.readlane.i64(i64 %169, i32 %l.i.i1151) [ "convergencectrl"(token %tok.lanes.i.i1150) ], !dbg !81
  %same.i.i1153 = icmp eq i64 %169, %lv.i.i1152, !dbg !81
  %same.i.i.i1154 = zext i1 %same.i.i1153 to i32, !dbg !81
  %b.i.i.i1155 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1153) [ "convergencectrl"(token %tok.lanes.i.i1150) ], !dbg !81
  %r.i.i.i1156 = zext i32 %b.i.i.i1155 to i64, !dbg !81
  %group.i.i1157 = and i32 %b.i.i.i1155, %rest.i.i1148, !dbg !81
  %acc.next.i.i1158 = select i1 %same.i.i1153, i32 %group.i.i1157, i32 %acc.i.i1149, !dbg !81
  %leader.i.i1159 = shl i32 1, %l.i.i1151, !dbg !81
  %gone.i.i1160 = or i32 %group.i.i1157, %leader.i.i1159, !dbg !81
  %keep.i.i1161 = xor i32 %gone.i.i1160, -1, !dbg !81
  %rest.next.i.i1162 = and i32 %rest.i.i1148, %keep.i.i1161, !dbg !81
  %more.i.i1163 = icmp ne i32 %rest.next.i.i1162, 0, !dbg !81
  br i1 %more.i.i1163, label %loop.i.i1147, label %__tangle_match_any_sync_u64.exit, !dbg !81

__tangle_match_any_sync_u64.exit:                 ; preds = %__tangle_match_any_sync_i64.exit, %loop.i.i1147
  %r.i.i1164 = phi i32 [ 0, %__tangle_match_any_sync_i64.exit ], [ %acc.next.i.i1158, %loop.i.i1147 ], !dbg !81
  %add194 = add i32 %add191, %r.i.i1164
  %170 = load i32, ptr %m.ascast, align 4
  %171 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx195 = getelementptr inbounds float, ptr %171, i64 26
  %172 = load float, ptr %arrayidx195, align 4
  %b.i1176 = bitcast float %172 to i32, !dbg !82
  %none.i.i1177 = icmp eq i32 %170, 0, !dbg !82
  br i1 %none.i.i1177, label %__tangle_match_any_sync_f32.exit, label %loop.i.i1178, !dbg !82

loop.i.i1178:                                     ; preds = %loop.i.i1178, %__tangle_match_any_sync_u64.exit
  %rest.i.i1179 = phi i32 [ %170, %__tangle_match_any_sync_u64.exit ], [ %rest.next.i.i1193, %loop.i.i1178 ], !dbg !82
  %acc.i.i1180 = phi i32 [ 0, %__tangle_match_any_sync_u64.exit ], [ %acc.next.i.i1189, %loop.i.i1178 ], !dbg !82
  %tok.lanes.i.i1181 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !82
  %l.i.i1182 = call i32 @llvm.cttz.i32(i32 %rest.i.i1179, i1 true), !dbg !82
  %lv.i.i1183 = call i32 @llvm.amdgcn.readlane.i32(i32 %b.i1176, i32 %l.i.i1182) [ "convergencectrl"(token %tok.lanes.i.i1181) ], !dbg !82
  %same.i.i1184 = icmp eq i32 %b.i1176, %lv.i.i1183, !dbg !82
  %same.i.i.i1185 = zext i1 %same.i.i1184 to i32, !dbg !82
  %b.i.i.i1186 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1184) [ "convergencectrl"(token %tok.lanes.i.i1181) ], !dbg !82
  %r.i.i.i1187 = zext i32 %b.i.i.i1186 to i64, !dbg !82
  %group.i.i1188 = and i32 %b.i.i.i1186, %rest.i.i1179, !dbg !82
  %acc.next.i.i1189 = select i1 %same.i.i1184, i32 %group.i.i1188, i32 %acc.i.i1180, !dbg !82
  %leader.i.i1190 = shl i32 1, %l.i.i1182, !dbg !82
  %gone.i.i1191 = or i32 %group.i.i1188, %leader.i.i1190, !dbg !82
  %keep.i.i1192 = xor i32 %gone.i.i1191, -1, !dbg !82
  %rest.next.i.i1193 = and i32 %rest.i.i1179, %keep.i.i1192, !dbg !82
  %more.i.i1194 = icmp ne i32 %rest.next.i.i1193, 0, !dbg !82
  br i1 %more.i.i1194, label %loop.i.i1178, label %__tangle_match_any_sync_f32.exit, !dbg !82

__tangle_match_any_sync_f32.exit:                 ; preds = %__tangle_match_any_sync_u64.exit, %loop.i.i1178
  %r.i.i1195 = phi i32 [ 0, %__tangle_match_any_sync_u64.exit ], [ %acc.next.i.i1189, %loop.i.i1178 ], !dbg !82
  %add197 = add i32 %add194, %r.i.i1195
  %173 = load i32, ptr %m.ascast, align 4
  %174 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx198 = getelementptr inbounds double, ptr %174, i64 26
  %175 = load double, ptr %arrayidx198, align 8
  %b.i1207 = bitcast double %175 to i64, !dbg !83
  %none.i.i1208 = icmp eq i32 %173, 0, !dbg !83
  br i1 %none.i.i1208, label %__tangle_match_any_sync_f64.exit, label %loop.i.i1209, !dbg !83

loop.i.i1209:                                     ; preds = %loop.i.i1209, %__tangle_match_any_sync_f32.exit
  %rest.i.i1210 = phi i32 [ %173, %__tangle_match_any_sync_f32.exit ], [ %rest.next.i.i1224, %loop.i.i1209 ], !dbg !83
  %acc.i.i1211 = phi i32 [ 0, %__tangle_match_any_sync_f32.exit ], [ %acc.next.i.i1220, %loop.i.i1209 ], !dbg !83
  %tok.lanes.i.i1212 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !83
  %l.i.i1213 = call i32 @llvm.cttz.i32(i32 %rest.i.i1210, i1 true), !dbg !83
  %lv.i.i1214 = call i64 @llvm.amdgcn.readlane.i64(i64 %b.i1207, i32 %l.i.i1213) [ "convergencectrl"(token %tok.lanes.i.i1212) ], !dbg !83
  %same.i.i1215 = icmp eq i64 %b.i1207, %lv.i.i1214, !dbg !83
  %same.i.i.i1216 = zext i1 %same.i.i1215 to i32, !dbg !83
  %b.i.i.i1217 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1215) [ "convergencectrl"(token %tok.lanes.i.i1212) ], !dbg !83
  %r.i.i.i1218 = zext i32 %b.i.i.i1217 to i64, !dbg !83
  %group.i.i1219 = and i32 %b.i.i.i1217, %rest.i.i1210, !dbg !83
  %acc.next.i.i1220 = select i1 %same.i.i1215, i32 %group.i.i1219, i32 %acc.i.i1211, !dbg !83
  %leader.i.i1221 = shl i32 1, %l.i.i1213, !dbg !83
  %gone.i.i1222 = or i32 %group.i.i1219, %leader.i.i1221, !dbg !83
  %keep.i.i1223 = xor i32 %gone.i.i1222, -1, !dbg !83
  %rest.next.i.i1224 = and i32 %rest.i.i1210, %keep.i.i1223, !dbg !83
  %more.i.i1225 = icmp ne i32 %rest.next.i.i1224, 0, !dbg !83
  br i1 %more.i.i1225, label %loop.i.i1209, label %__tangle_match_any_sync_f64.exit, !dbg !83

__tangle_match_any_sync_f64.exit:                 ; preds = %__tangle_match_any_sync_f32.exit, %loop.i.i1209
  %r.i.i1226 = phi i32 [ 0, %__tangle_match_any_sync_f32.exit ], [ %acc.next.i.i1220, %loop.i.i1209 ], !dbg !83
  %add200 = add i32 %add197, %r.i.i1226
  store i32 %add200, ptr %arrayidx184, align 4
  %176 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx201 = getelementptr inbounds i32, ptr %176, i64 27
  %177 = load i32, ptr %m.ascast, align 4
  %178 = load i32, ptr %t.ascast, align 4
  %l.i.i1076 = call i32 @llvm.cttz.i32(i32 %177, i1 false), !dbg !84
  %lv.i.i1077 = call i32 @llvm.amdgcn.readlane.i32(i32 %178, i32 %l.i.i1076) [ "convergencectrl"(token %tok.entry) ], !dbg !84
  %same.i.i1078 = icmp eq i32 %178, %lv.i.i1077, !dbg !84
  %same.i.i.i1079 = zext i1 %same.i.i1078 to i32, !dbg !84
  %b.i.i.i1080 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1078) [ "convergencectrl"(token %tok.entry) ], !dbg !84
  %r.i.i.i1081 = zext i32 %b.i.i.i1080 to i64, !dbg !84
  %eq.i.i = and i32 %b.i.i.i1080, %177, !dbg !84
  %all.i.i = icmp eq i32 %eq.i.i, %177, !dbg !84
  %r.i.i1082 = select i1 %all.i.i, i32 %177, i32 0, !dbg !84
  %p.i.i = zext i1 %all.i.i to i32, !dbg !84
  store i32 %p.i.i, ptr %same.ascast, align 4, !dbg !84
  %179 = load i32, ptr %m.ascast, align 4
  %180 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx203 = getelementptr inbounds i32, ptr %180, i64 27
  %181 = load i32, ptr %arrayidx203, align 4
  %l.i.i1104 = call i32 @llvm.cttz.i32(i32 %179, i1 false), !dbg !85
  %lv.i.i1105 = call i32 @llvm.amdgcn.readlane.i32(i32 %181, i32 %l.i.i1104) [ "convergencectrl"(token %tok.entry) ], !dbg !85
  %same.i.i1106 = icmp eq i32 %181, %lv.i.i1105, !dbg !85
  %same.i.i.i1107 = zext i1 %same.i.i1106 to i32, !dbg !85
  %b.i.i.i1108 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1106) [ "convergencectrl"(token %tok.entry) ], !dbg !85
  %r.i.i.i1109 = zext i32 %b.i.i.i1108 to i64, !dbg !85
  %eq.i.i1110 = and i32 %b.i.i.i1108, %179, !dbg !85
  %all.i.i1111 = icmp eq i32 %eq.i.i1110, %179, !dbg !85
  %r.i.i1112 = select i1 %all.i.i1111, i32 %179, i32 0, !dbg !85
  %p.i.i1113 = zext i1 %all.i.i1111 to i32, !dbg !85
  store i32 %p.i.i1113, ptr %same.ascast, align 4, !dbg !85
  %add205 = add i32 %r.i.i1082, %r.i.i1112
  %182 = load i32, ptr %m.ascast, align 4
  %183 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx206 = getelementptr inbounds i64, ptr %183, i64 27
  %184 = load i64, ptr %arrayidx206, align 8
  %l.i.i1135 = call i32 @llvm.cttz.i32(i32 %182, i1 false), !dbg !86
  %lv.i.i1136 = call i64 @llvm.amdgcn.readlane.i64(i64 %184, i32 %l.i.i1135) [ "convergencectrl"(token %tok.entry) ], !dbg !86
  %same.i.i1137 = icmp eq i64 %184, %lv.i.i1136, !dbg !86
  %same.i.i.i1138 = zext i1 %same.i.i1137 to i32, !dbg !86
  %b.i.i.i1139 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1137) [ "convergencectrl"(token %tok.entry) ], !dbg !86
  %r.i.i.i1140 = zext i32 %b.i.i.i1139 to i64, !dbg !86
  %eq.i.i1141 = and i32 %b.i.i.i1139, %182, !dbg !86
  %all.i.i1142 = icmp eq i32 %eq.i.i1141, %182, !dbg !86
  %r.i.i1143 = select i1 %all.i.i1142, i32 %182, i32 0, !dbg !86
  %p.i.i1144 = zext i1 %all.i.i1142 to i32, !dbg !86
  store i32 %p.i.i1144, ptr %same.ascast, align 4, !dbg !86
  %add208 = add i32 %add205, %r.i.i1143
  %185 = load i32, ptr %m.ascast, align 4
  %186 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx209 = getelementptr inbounds i64, ptr %186, i64 27
  %187 = load i64, ptr %arrayidx209, align 8
  %l.i.i1166 = call i32 @llvm.cttz.i32(i32 %185, i1 false), !dbg !87
  %lv.i.i1167 = call i64 @llvm.amdgcn.readlane.i64(i64 %187, i32 %l.i.i1166) [ "convergencectrl"(token %tok.entry) ], !dbg !87
  %same.i.i1168 = icmp eq i64 %187, %lv.i.i1167, !dbg !87
  %same.i.i.i1169 = zext i1 %same.i.i1168 to i32, !dbg !87
  %b.i.i.i1170 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1168) [ "convergencectrl"(token %tok.entry) ], !dbg !87
  %r.i.i.i1171 = zext i32 %b.i.i.i1170 to i64, !dbg !87
  %eq.i.i1172 = and i32 %b.i.i.i1170, %185, !dbg !87
  %all.i.i1173 = icmp eq i32 %eq.i.i1172, %185, !dbg !87
  %r.i.i1174 = select i1 %all.i.i1173, i32 %185, i32 0, !dbg !87
  %p.i.i1175 = zext i1 %all.i.i1173 to i32, !dbg !87
  store i32 %p.i.i1175, ptr %same.ascast, align 4, !dbg !87
  %add211 = add i32 %add208, %r.i.i1174
  %188 = load i32, ptr %m.ascast, align 4
  %189 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx212 = getelementptr inbounds float, ptr %189, i64 27
  %190 = load float, ptr %arrayidx212, align 4
  %b.i1196 = bitcast float %190 to i32, !dbg !88
  %l.i.i1197 = call i32 @llvm.cttz.i32(i32 %188, i1 false), !dbg !88
  %lv.i.i1198 = call i32 @llvm.amdgcn.readlane.i32(i32 %b.i1196, i32 %l.i.i1197) [ "convergencectrl"(token %tok.entry) ], !dbg !88
  %same.i.i1199 = icmp eq i32 %b.i1196, %lv.i.i1198, !dbg !88
  %same.i.i.i1200 = zext i1 %same.i.i1199 to i32, !dbg !88
  %b.i.i.i1201 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1199) [ "convergencectrl"(token %tok.entry) ], !dbg !88
  %r.i.i.i1202 = zext i32 %b.i.i.i1201 to i64, !dbg !88
  %eq.i.i1203 = and i32 %b.i.i.i1201, %188, !dbg !88
  %all.i.i1204 = icmp eq i32 %eq.i.i1203, %188, !dbg !88
  %r.i.i1205 = select i1 %all.i.i1204, i32 %188, i32 0, !dbg !88
  %p.i.i1206 = zext i1 %all.i.i1204 to i32, !dbg !88
  store i32 %p.i.i1206, ptr %same.ascast, align 4, !dbg !88
  %add214 = add i32 %add211, %r.i.i1205
  %191 = load i32, ptr %m.ascast, align 4
  %192 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx215 = getelementptr inbounds double, ptr %192, i64 27
  %193 = load double, ptr %arrayidx215, align 8
  %b.i1227 = bitcast double %193 to i64, !dbg !89
  %l.i.i1228 = call i32 @llvm.cttz.i32(i32 %191, i1 false), !dbg !89
  %lv.i.i1229 = call i64 @llvm.amdgcn.readlane.i64(i64 %b.i1227, i32 %l.i.i1228) [ "convergencectrl"(token %tok.entry) ], !dbg !89
  %same.i.i1230 = icmp eq i64 %b.i1227, %lv.i.i1229, !dbg !89
  %same.i.i.i1231 = zext i1 %same.i.i1230 to i32, !dbg !89
  %b.i.i.i1232 = call i32 @llvm.amdgcn.ballot.i32(i1 %same.i.i1230) [ "convergencectrl"(token %tok.entry) ], !dbg !89
  %r.i.i.i1233 = zext i32 %b.i.i.i1232 to i64, !dbg !89
  %eq.i.i1234 = and i32 %b.i.i.i1232, %191, !dbg !89
  %all.i.i1235 = icmp eq i32 %eq.i.i1234, %191, !dbg !89
  %r.i.i1236 = select i1 %all.i.i1235, i32 %191, i32 0, !dbg !89
  %p.i.i1237 = zext i1 %all.i.i1235 to i32, !dbg !89
  store i32 %p.i.i1237, ptr %same.ascast, align 4, !dbg !89
  %add217 = add i32 %add214, %r.i.i1236
  %194 = load i32, ptr %same.ascast, align 4
  %add218 = add i32 %add217, %194
  store i32 %add218, ptr %arrayidx201, align 4
  %195 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx219 = getelementptr inbounds i32, ptr %195, i64 28
  %196 = load i32, ptr %m.ascast, align 4
  %197 = load i32, ptr %t.ascast, align 4
  %none.i973 = icmp eq i32 %196, 0, !dbg !90
  br i1 %none.i973, label %__reduce_min_sync.exit, label %loop.i974, !dbg !90

loop.i974:                                        ; preds = %loop.i974, %__tangle_match_any_sync_f64.exit
  %rest.i975 = phi i32 [ %196, %__tangle_match_any_sync_f64.exit ], [ %rest.next.i982, %loop.i974 ], !dbg !90
  %acc.i976 = phi i32 [ 2147483647, %__tangle_match_any_sync_f64.exit ], [ %acc.next.i980, %loop.i974 ], !dbg !90
  %tok.lanes.i977 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !90
  %l.i978 = call i32 @llvm.cttz.i32(i32 %rest.i975, i1 true), !dbg !90
  %x.i979 = call i32 @llvm.amdgcn.readlane.i32(i32 %197, i32 %l.i978) [ "convergencectrl"(token %tok.lanes.i977) ], !dbg !90
  %acc.next.i980 = call i32 @llvm.smin.i32(i32 %acc.i976, i32 %x.i979), !dbg !90
  %rest.less.i981 = sub i32 %rest.i975, 1, !dbg !90
  %rest.next.i982 = and i32 %rest.i975, %rest.less.i981, !dbg !90
  %more.i983 = icmp ne i32 %rest.next.i982, 0, !dbg !90
  br i1 %more.i983, label %loop.i974, label %__reduce_min_sync.exit, !dbg !90

__reduce_min_sync.exit:                           ; preds = %__tangle_match_any_sync_f64.exit, %loop.i974
  %r.i984 = phi i32 [ 0, %__tangle_match_any_sync_f64.exit ], [ %acc.next.i980, %loop.i974 ], !dbg !90
  %198 = load i32, ptr %m.ascast, align 4
  %199 = load i32, ptr %t.ascast, align 4
  %none.i997 = icmp eq i32 %198, 0, !dbg !91
  br i1 %none.i997, label %__reduce_max_sync.exit, label %loop.i998, !dbg !91

loop.i998:                                        ; preds = %loop.i998, %__reduce_min_sync.exit
  %rest.i999 = phi i32 [ %198, %__reduce_min_sync.exit ], [ %rest.next.i1006, %loop.i998 ], !dbg !91
  %acc.i1000 = phi i32 [ -2147483648, %__reduce_min_sync.exit ], [ %acc.next.i1004, %loop.i998 ], !dbg !91
  %tok.lanes.i1001 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !91
  %l.i1002 = call i32 @llvm.cttz.i32(i32 %rest.i999, i1 true), !dbg !91
  %x.i1003 = call i32 @llvm.amdgcn.readlane.i32(i32 %199, i32 %l.i1002) [ "convergencectrl"(token %tok.lanes.i1001) ], !dbg !91
  %acc.next.i1004 = call i32 @llvm.smax.i32(i32 %acc.i1000, i32 %x.i1003), !dbg !91
  %rest.less.i1005 = sub i32 %rest.i999, 1, !dbg !91
  %rest.next.i1006 = and i32 %rest.i999, %rest.less.i1005, !dbg !91
  %more.i1007 = icmp ne i32 %rest.next.i1006, 0, !dbg !91
  br i1 %more.i1007, label %loop.i998, label %__reduce_max_sync.exit, !dbg !91

__reduce_max_sync.exit:                           ; preds = %__reduce_min_sync.exit, %loop.i998
  %r.i1008 = phi i32 [ 0, %__reduce_min_sync.exit ], [ %acc.next.i1004, %loop.i998 ], !dbg !91
  %add222 = add nsw i32 %r.i984, %r.i1008
  store i32 %add222, ptr %arrayidx219, align 4
  %200 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx223 = getelementptr inbounds i32, ptr %200, i64 29
  %201 = load i32, ptr %m.ascast, align 4
  %202 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx224 = getelementptr inbounds i32, ptr %202, i64 29
  %203 = load i32, ptr %arrayidx224, align 4
  %none.i985 = icmp eq i32 %201, 0, !dbg !92
  br i1 %none.i985, label %__tangle_reduce_min_sync_u32.exit, label %loop.i986, !dbg !92

loop.i986:                                        ; preds = %loop.i986, %__reduce_max_sync.exit
  %rest.i987 = phi i32 [ %201, %__reduce_max_sync.exit ], [ %rest.next.i994, %loop.i986 ], !dbg !92
  %acc.i988 = phi i32 [ -1, %__reduce_max_sync.exit ], [ %acc.next.i992, %loop.i986 ], !dbg !92
  %tok.lanes.i989 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !92
  %l.i990 = call i32 @llvm.cttz.i32(i32 %rest.i987, i1 true), !dbg !92
  %x.i991 = call i32 @llvm.amdgcn.readlane.i32(i32 %203, i32 %l.i990) [ "convergencectrl"(token %tok.lanes.i989) ], !dbg !92
  %acc.next.i992 = call i32 @llvm.umin.i32(i32 %acc.i988, i32 %x.i991), !dbg !92
  %rest.less.i993 = sub i32 %rest.i987, 1, !dbg !92
  %rest.next.i994 = and i32 %rest.i987, %rest.less.i993, !dbg !92
  %more.i995 = icmp ne i32 %rest.next.i994, 0, !dbg !92
  br i1 %more.i995, label %loop.i986, label %__tangle_reduce_min_sync_u32.exit, !dbg !92

__tangle_reduce_min_sync_u32.exit:                ; preds = %__reduce_max_sync.exit, %loop.i986
  %r.i996 = phi i32 [ 0, %__reduce_max_sync.exit ], [ %acc.next.i992, %loop.i986 ], !dbg !92
  %204 = load i32, ptr %m.ascast, align 4
  %205 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx226 = getelementptr inbounds i32, ptr %205, i64 29
  %206 = load i32, ptr %arrayidx226, align 4
  %none.i1009 = icmp eq i32 %204, 0, !dbg !93
  br i1 %none.i1009, label %__tangle_reduce_max_sync_u32.exit, label %loop.i1010, !dbg !93

loop.i1010:                                       ; preds = %loop.i1010, %__tangle_reduce_min_sync_u32.exit
  %rest.i1011 = phi i32 [ %204, %__tangle_reduce_min_sync_u32.exit ], [ %rest.next.i1018, %loop.i1010 ], !dbg !93
  %acc.i1012 = phi i32 [ 0, %__tangle_reduce_min_sync_u32.exit ], [ %acc.next.i1016, %loop.i1010 ], !dbg !93
  %tok.lanes.i1013 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !93
  %l.i1014 = call i32 @llvm.cttz.i32(i32 %rest.i1011, i1 true), !dbg !93
  %x.i1015 = call i32 @llvm.amdgcn.readlane.i32(i32 %206, i32 %l.i1014) [ "convergencectrl"(token %tok.lanes.i1013) ], !dbg !93
  %acc.next.i1016 = call i32 @llvm.umax.i32(i32 %acc.i1012, i32 %x.i1015), !dbg !93
  %rest.less.i1017 = sub i32 %rest.i1011, 1, !dbg !93
  %rest.next.i1018 = and i32 %rest.i1011, %rest.less.i1017, !dbg !93
  %more.i1019 = icmp ne i32 %rest.next.i1018, 0, !dbg !93
  br i1 %more.i1019, label %loop.i1010, label %__tangle_reduce_max_sync_u32.exit, !dbg !93

__tangle_reduce_max_sync_u32.exit:                ; preds = %__tangle_reduce_min_sync_u32.exit, %loop.i1010
  %r.i1020 = phi i32 [ 0, %__tangle_reduce_min_sync_u32.exit ], [ %acc.next.i1016, %loop.i1010 ], !dbg !93
  %add228 = add i32 %r.i996, %r.i1020
  %207 = load i32, ptr %m.ascast, align 4
  %208 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx229 = getelementptr inbounds i32, ptr %208, i64 29
  %209 = load i32, ptr %arrayidx229, align 4
  %none.i1021 = icmp eq i32 %207, 0, !dbg !94
  br i1 %none.i1021, label %__reduce_and_sync.exit, label %loop.i1022, !dbg !94

loop.i1022:                                       ; preds = %loop.i1022, %__tangle_reduce_max_sync_u32.exit
  %rest.i1023 = phi i32 [ %207, %__tangle_reduce_max_sync_u32.exit ], [ %rest.next.i1030, %loop.i1022 ], !dbg !94
  %acc.i1024 = phi i32 [ -1, %__tangle_reduce_max_sync_u32.exit ], [ %acc.next.i1028, %loop.i1022 ], !dbg !94
  %tok.lanes.i1025 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !94
  %l.i1026 = call i32 @llvm.cttz.i32(i32 %rest.i1023, i1 true), !dbg !94
  %x.i1027 = call i32 @llvm.amdgcn.readlane.i32(i32 %209, i32 %l.i1026) [ "convergencectrl"(token %tok.lanes.i1025) ], !dbg !94
  %acc.next.i1028 = and i32 %acc.i1024, %x.i1027, !dbg !94
  %rest.less.i1029 = sub i32 %rest.i1023, 1, !dbg !94
  %rest.next.i1030 = and i32 %rest.i1023, %rest.less.i1029, !dbg !94
  %more.i1031 = icmp ne i32 %rest.next.i1030, 0, !dbg !94
  br i1 %more.i1031, label %loop.i1022, label %__reduce_and_sync.exit, !dbg !94

__reduce_and_sync.exit:                           ; preds = %__tangle_reduce_max_sync_u32.exit, %loop.i1022
  %r.i1032 = phi i32 [ 0, %__tangle_reduce_max_sync_u32.exit ], [ %acc.next.i1028, %loop.i1022 ], !dbg !94
  %add231 = add i32 %add228, %r.i1032
  %210 = load i32, ptr %m.ascast, align 4
  %211 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx232 = getelementptr inbounds i32, ptr %211, i64 29
  %212 = load i32, ptr %arrayidx232, align 4
  %none.i1033 = icmp eq i32 %210, 0, !dbg !95
  br i1 %none.i1033, label %__reduce_or_sync.exit, label %loop.i1034, !dbg !95

loop.i1034:                                       ; preds = %loop.i1034, %__reduce_and_sync.exit
  %rest.i1035 = phi i32 [ %210, %__reduce_and_sync.exit ], [ %rest.next.i1042, %loop.i1034 ], !dbg !95
  %acc.i1036 = phi i32 [ 0, %__reduce_and_sync.exit ], [ %acc.next.i1040, %loop.i1034 ], !dbg !95
  %tok.lanes.i1037 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !95
  %l.i1038 = call i32 @llvm.cttz.i32(i32 %rest.i1035, i1 true), !dbg !95
  %x.i1039 = call i32 @llvm.amdgcn.readlane.i32(i32 %212, i32 %l.i1038) [ "convergencectrl"(token %tok.lanes.i1037) ], !dbg !95
  %acc.next.i1040 = or i32 %acc.i1036, %x.i1039, !dbg !95
  %rest.less.i1041 = sub i32 %rest.i1035, 1, !dbg !95
  %rest.next.i1042 = and i32 %rest.i1035, %rest.less.i1041, !dbg !95
  %more.i1043 = icmp ne i32 %rest.next.i1042, 0, !dbg !95
  br i1 %more.i1043, label %loop.i1034, label %__reduce_or_sync.exit, !dbg !95

__reduce_or_sync.exit:                            ; preds = %__reduce_and_sync.exit, %loop.i1034
  %r.i1044 = phi i32 [ 0, %__reduce_and_sync.exit ], [ %acc.next.i1040, %loop.i1034 ], !dbg !95
  %add234 = add i32 %add231, %r.i1044
  %213 = load i32, ptr %m.ascast, align 4
  %214 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx235 = getelementptr inbounds i32, ptr %214, i64 29
  %215 = load i32, ptr %arrayidx235, align 4
  %none.i1045 = icmp eq i32 %213, 0, !dbg !96
  br i1 %none.i1045, label %__reduce_xor_sync.exit, label %loop.i1046, !dbg !96

loop.i1046:                                       ; preds = %loop.i1046, %__reduce_or_sync.exit
  %rest.i1047 = phi i32 [ %213, %__reduce_or_sync.exit ], [ %rest.next.i1054, %loop.i1046 ], !dbg !96
  %acc.i1048 = phi i32 [ 0, %__reduce_or_sync.exit ], [ %acc.next.i1052, %loop.i1046 ], !dbg !96
  %tok.lanes.i1049 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !96
  %l.i1050 = call i32 @llvm.cttz.i32(i32 %rest.i1047, i1 true), !dbg !96
  %x.i1051 = call i32 @llvm.amdgcn.readlane.i32(i32 %215, i32 %l.i1050) [ "convergencectrl"(token %tok.lanes.i1049) ], !dbg !96
  %acc.next.i1052 = xor i32 %acc.i1048, %x.i1051, !dbg !96
  %rest.less.i1053 = sub i32 %rest.i1047, 1, !dbg !96
  %rest.next.i1054 = and i32 %rest.i1047, %rest.less.i1053, !dbg !96
  %more.i1055 = icmp ne i32 %rest.next.i1054, 0, !dbg !96
  br i1 %more.i1055, label %loop.i1046, label %__reduce_xor_sync.exit, !dbg !96

__reduce_xor_sync.exit:                           ; preds = %__reduce_or_sync.exit, %loop.i1046
  %r.i1056 = phi i32 [ 0, %__reduce_or_sync.exit ], [ %acc.next.i1052, %loop.i1046 ], !dbg !96
  %add237 = add i32 %add234, %r.i1056
  store i32 %add237, ptr %arrayidx223, align 4
  %216 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx238 = getelementptr inbounds i32, ptr %216, i64 30
  %217 = load i32, ptr %t.ascast, align 4
  %b.i.i.i891 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !97
  %r.i.i.i892 = zext i32 %b.i.i.i891 to i64, !dbg !97
  %r.i.i1.i893 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !97
  %base.i.i894 = and i32 %r.i.i1.i893, -32, !dbg !97
  %x.i.i895 = sub i32 %r.i.i1.i893, 1, !dbg !97
  %out.i.i896 = icmp slt i32 %x.i.i895, %base.i.i894, !dbg !97
  %index.i.i897 = select i1 %out.i.i896, i32 %r.i.i1.i893, i32 %x.i.i895, !dbg !97
  %addr.i.i898 = shl i32 %index.i.i897, 2, !dbg !97
  %r.i.i899 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i898, i32 %217) [ "convergencectrl"(token %tok.entry) ], !dbg !97
  %218 = load i32, ptr %t.ascast, align 4
  %b.i.i.i921 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %r.i.i.i922 = zext i32 %b.i.i.i921 to i64, !dbg !98
  %r.i.i1.i923 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !98
  %base.i.i924 = and i32 %r.i.i1.i923, -16, !dbg !98
  %x.i.i925 = add i32 %r.i.i1.i923, 1, !dbg !98
  %pos.i.i926 = and i32 %r.i.i1.i923, 15, !dbg !98
  %far.i.i927 = add i32 %pos.i.i926, 1, !dbg !98
  %out.i.i928 = icmp uge i32 %far.i.i927, 16, !dbg !98
  %index.i.i929 = select i1 %out.i.i928, i32 %r.i.i1.i923, i32 %x.i.i925, !dbg !98
  %addr.i.i930 = shl i32 %index.i.i929, 2, !dbg !98
  %r.i.i931 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i930, i32 %218) [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %add241 = add nsw i32 %r.i.i899, %r.i.i931
  %219 = load i32, ptr %t.ascast, align 4
  %b.i.i.i858 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %r.i.i.i859 = zext i32 %b.i.i.i858 to i64, !dbg !99
  %r.i.i1.i860 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !99
  %base.i.i861 = and i32 %r.i.i1.i860, -32, !dbg !99
  %x.i.i862 = xor i32 %r.i.i1.i860, 1, !dbg !99
  %end.w.i.i863 = add i32 %r.i.i1.i860, 32, !dbg !99
  %end.i.i864 = and i32 %end.w.i.i863, -32, !dbg !99
  %out.i.i865 = icmp uge i32 %x.i.i862, %end.i.i864, !dbg !99
  %index.i.i866 = select i1 %out.i.i865, i32 %r.i.i1.i860, i32 %x.i.i862, !dbg !99
  %addr.i.i867 = shl i32 %index.i.i866, 2, !dbg !99
  %r.i.i868 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i867, i32 %219) [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %add243 = add nsw i32 %add241, %r.i.i868
  store i32 %add243, ptr %arrayidx238, align 4
  %220 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx244 = getelementptr inbounds double, ptr %220, i64 30
  %221 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx245 = getelementptr inbounds double, ptr %221, i64 30
  %222 = load double, ptr %arrayidx245, align 8
  %b.i.i.i900 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %r.i.i.i901 = zext i32 %b.i.i.i900 to i64, !dbg !100
  %w.i902 = bitcast double %222 to i64, !dbg !100
  %lo.i903 = trunc i64 %w.i902 to i32, !dbg !100
  %hi.w.i904 = lshr i64 %w.i902, 32, !dbg !100
  %hi.i905 = trunc i64 %hi.w.i904 to i32, !dbg !100
  %r.i.i2.i906 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !100
  %base.i5.i907 = and i32 %r.i.i2.i906, -32, !dbg !100
  %x.i6.i908 = sub i32 %r.i.i2.i906, 1, !dbg !100
  %out.i7.i = icmp slt i32 %x.i6.i908, %base.i5.i907, !dbg !100
  %index.i8.i = select i1 %out.i7.i, i32 %r.i.i2.i906, i32 %x.i6.i908, !dbg !100
  %addr.i9.i = shl i32 %index.i8.i, 2, !dbg !100
  %r.i10.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i, i32 %lo.i903) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %r.i.i1.i909 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !100
  %base.i.i910 = and i32 %r.i.i1.i909, -32, !dbg !100
  %x.i.i911 = sub i32 %r.i.i1.i909, 1, !dbg !100
  %out.i.i912 = icmp slt i32 %x.i.i911, %base.i.i910, !dbg !100
  %index.i.i913 = select i1 %out.i.i912, i32 %r.i.i1.i909, i32 %x.i.i911, !dbg !100
  %addr.i.i914 = shl i32 %index.i.i913, 2, !dbg !100
  %r.i.i915 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i914, i32 %hi.i905) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %zlo.i916 = zext i32 %r.i10.i to i64, !dbg !100
  %zhi.i917 = zext i32 %r.i.i915 to i64, !dbg !100
  %shi.i918 = shl i64 %zhi.i917, 32, !dbg !100
  %r.i919 = or i64 %shi.i918, %zlo.i916, !dbg !100
  %d.i920 = bitcast i64 %r.i919 to double, !dbg !100
  %223 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx247 = getelementptr inbounds double, ptr %223, i64 30
  %224 = load double, ptr %arrayidx247, align 8
  %b.i.i.i932 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !101
  %r.i.i.i933 = zext i32 %b.i.i.i932 to i64, !dbg !101
  %w.i934 = bitcast double %224 to i64, !dbg !101
  %lo.i935 = trunc i64 %w.i934 to i32, !dbg !101
  %hi.w.i936 = lshr i64 %w.i934, 32, !dbg !101
  %hi.i937 = trunc i64 %hi.w.i936 to i32, !dbg !101
  %r.i.i2.i938 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !101
  %base.i5.i939 = and i32 %r.i.i2.i938, -32, !dbg !101
  %x.i6.i940 = add i32 %r.i.i2.i938, 1, !dbg !101
  %pos.i7.i = and i32 %r.i.i2.i938, 31, !dbg !101
  %far.i8.i = add i32 %pos.i7.i, 1, !dbg !101
  %out.i9.i941 = icmp uge i32 %far.i8.i, 32, !dbg !101
  %index.i10.i942 = select i1 %out.i9.i941, i32 %r.i.i2.i938, i32 %x.i6.i940, !dbg !101
  %addr.i11.i943 = shl i32 %index.i10.i942, 2, !dbg !101
  %r.i12.i944 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i943, i32 %lo.i935) [ "convergencectrl"(token %tok.entry) ], !dbg !101
  %r.i.i1.i945 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !101
  %base.i.i946 = and i32 %r.i.i1.i945, -32, !dbg !101
  %x.i.i947 = add i32 %r.i.i1.i945, 1, !dbg !101
  %pos.i.i948 = and i32 %r.i.i1.i945, 31, !dbg !101
  %far.i.i949 = add i32 %pos.i.i948, 1, !dbg !101
  %out.i.i950 = icmp uge i32 %far.i.i949, 32, !dbg !101
  %index.i.i951 = select i1 %out.i.i950, i32 %r.i.i1.i945, i32 %x.i.i947, !dbg !101
  %addr.i.i952 = shl i32 %index.i.i951, 2, !dbg !101
  %r.i.i953 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i952, i32 %hi.i937) [ "convergencectrl"(token %tok.entry) ], !dbg !101
  %zlo.i954 = zext i32 %r.i12.i944 to i64, !dbg !101
  %zhi.i955 = zext i32 %r.i.i953 to i64, !dbg !101
  %shi.i956 = shl i64 %zhi.i955, 32, !dbg !101
  %r.i957 = or i64 %shi.i956, %zlo.i954, !dbg !101
  %d.i958 = bitcast i64 %r.i957 to double, !dbg !101
  %add249 = fadd double %d.i920, %d.i958
  %225 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx250 = getelementptr inbounds double, ptr %225, i64 30
  %226 = load double, ptr %arrayidx250, align 8
  %b.i.i.i869 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !102
  %r.i.i.i870 = zext i32 %b.i.i.i869 to i64, !dbg !102
  %w.i871 = bitcast double %226 to i64, !dbg !102
  %lo.i872 = trunc i64 %w.i871 to i32, !dbg !102
  %hi.w.i873 = lshr i64 %w.i871, 32, !dbg !102
  %hi.i874 = trunc i64 %hi.w.i873 to i32, !dbg !102
  %r.i.i2.i875 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !102
  %base.i5.i876 = and i32 %r.i.i2.i875, -8, !dbg !102
  %x.i6.i = xor i32 %r.i.i2.i875, 2, !dbg !102
  %end.w.i7.i = add i32 %r.i.i2.i875, 8, !dbg !102
  %end.i8.i = and i32 %end.w.i7.i, -8, !dbg !102
  %out.i9.i = icmp uge i32 %x.i6.i, %end.i8.i, !dbg !102
  %index.i10.i = select i1 %out.i9.i, i32 %r.i.i2.i875, i32 %x.i6.i, !dbg !102
  %addr.i11.i = shl i32 %index.i10.i, 2, !dbg !102
  %r.i12.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i, i32 %lo.i872) [ "convergencectrl"(token %tok.entry) ], !dbg !102
  %r.i.i1.i877 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !102
  %base.i.i878 = and i32 %r.i.i1.i877, -8, !dbg !102
  %x.i.i879 = xor i32 %r.i.i1.i877, 2, !dbg !102
  %end.w.i.i880 = add i32 %r.i.i1.i877, 8, !dbg !102
  %end.i.i881 = and i32 %end.w.i.i880, -8, !dbg !102
  %out.i.i882 = icmp uge i32 %x.i.i879, %end.i.i881, !dbg !102
  %index.i.i883 = select i1 %out.i.i882, i32 %r.i.i1.i877, i32 %x.i.i879, !dbg !102
  %addr.i.i884 = shl i32 %index.i.i883, 2, !dbg !102
  %r.i.i885 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i884, i32 %hi.i874) [ "convergencectrl"(token %tok.entry) ], !dbg !102
  %zlo.i886 = zext i32 %r.i12.i to i64, !dbg !102
  %zhi.i887 = zext i32 %r.i.i885 to i64, !dbg !102
  %shi.i888 = shl i64 %zhi.i887, 32, !dbg !102
  %r.i889 = or i64 %shi.i888, %zlo.i886, !dbg !102
  %d.i890 = bitcast i64 %r.i889 to double, !dbg !102
  %add252 = fadd double %add249, %d.i890
  store double %add252, ptr %arrayidx244, align 8
  %227 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx253 = getelementptr inbounds i32, ptr %227, i64 31
  %r.i.i1238 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !103
  %l64.i = zext i32 %r.i.i1238 to i64, !dbg !103
  %bit.i = shl i64 1, %l64.i, !dbg !103
  %r64.i = sub i64 %bit.i, 1, !dbg !103
  %r.i1239 = trunc i64 %r64.i to i32, !dbg !103
  %r.i.i1240 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !104
  %l64.i1241 = zext i32 %r.i.i1240 to i64, !dbg !104
  %bit.i1242 = shl i64 1, %l64.i1241, !dbg !104
  %lt.i = sub i64 %bit.i1242, 1, !dbg !104
  %r64.i1243 = or i64 %lt.i, %bit.i1242, !dbg !104
  %r.i1244 = trunc i64 %r64.i1243 to i32, !dbg !104
  %add256 = add i32 %r.i1239, %r.i1244
  %r.i.i1245 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !105
  %l64.i1246 = zext i32 %r.i.i1245 to i64, !dbg !105
  %bit.i1247 = shl i64 1, %l64.i1246, !dbg !105
  %r.i1249 = trunc i64 %bit.i1247 to i32, !dbg !105
  %add258 = add i32 %add256, %r.i1249
  %r.i.i1250 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !106
  %l64.i1251 = zext i32 %r.i.i1250 to i64, !dbg !106
  %bit.i1252 = shl i64 1, %l64.i1251, !dbg !106
  %lt.i1253 = sub i64 %bit.i1252, 1, !dbg !106
  %le.i = or i64 %lt.i1253, %bit.i1252, !dbg !106
  %r64.i1254 = xor i64 %le.i, -1, !dbg !106
  %r.i1255 = trunc i64 %r64.i1254 to i32, !dbg !106
  %add260 = add i32 %add258, %r.i1255
  %r.i.i1256 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !107
  %l64.i1257 = zext i32 %r.i.i1256 to i64, !dbg !107
  %bit.i1258 = shl i64 1, %l64.i1257, !dbg !107
  %lt.i1259 = sub i64 %bit.i1258, 1, !dbg !107
  %r64.i1260 = xor i64 %lt.i1259, -1, !dbg !107
  %r.i1261 = trunc i64 %r64.i1260 to i32, !dbg !107
  %add262 = add i32 %add260, %r.i1261
  %r.i.i1262 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !108
  %add264 = add i32 %add262, %r.i.i1262
  store i32 %add264, ptr %arrayidx253, align 4
  %228 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx265 = getelementptr inbounds i64, ptr %228, i64 32
  %r.i1263 = call i64 @llvm.readcyclecounter(), !dbg !109
  %r.i1264 = call i64 @llvm.readcyclecounter(), !dbg !110
  %add268 = add nsw i64 %r.i1263, %r.i1264
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
  %r.i1265 = call i32 @llvm.amdgcn.mul.i24.i32(i32 %239, i32 %240), !dbg !117
  %add281 = add nsw i32 %r.i381, %r.i1265
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
  %r.i1266 = call i32 @llvm.amdgcn.mul.u24.i32(i32 %249, i32 3), !dbg !121
  %add293 = add i32 %r.i382, %r.i1266
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
  %r.i1273 = atomicrmw sub ptr %arrayidx306, i32 1 syncscope("agent") monotonic, align 4, !dbg !126, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %262 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx308 = getelementptr inbounds i32, ptr %262, i64 41
  %r.i1274 = atomicrmw sub ptr %arrayidx308, i32 1 syncscope("agent") monotonic, align 4, !dbg !127, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %263 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx310 = getelementptr inbounds i32, ptr %263, i64 42
  %264 = load i32, ptr %t.ascast, align 4
  %r.i1275 = atomicrmw xchg ptr %arrayidx310, i32 %264 syncscope("agent") monotonic, align 4, !dbg !128, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %265 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx312 = getelementptr inbounds i32, ptr %265, i64 42
  %r.i1276 = atomicrmw xchg ptr %arrayidx312, i32 1 syncscope("agent") monotonic, align 4, !dbg !129, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %266 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx314 = getelementptr inbounds i64, ptr %266, i64 42
  %r.i1277 = atomicrmw xchg ptr %arrayidx314, i64 1 syncscope("agent") monotonic, align 8, !dbg !130, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %267 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx316 = getelementptr inbounds i64, ptr %267, i64 42
  %r.i1278 = atomicrmw xchg ptr %arrayidx316, i64 1 syncscope("agent") monotonic, align 8, !dbg !131, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %268 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx318 = getelementptr inbounds float, ptr %268, i64 42
  %r.i1279 = atomicrmw xchg ptr %arrayidx318, float 1.000000e+00 syncscope("agent") monotonic, align 4, !dbg !132, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %269 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx320 = getelementptr inbounds i32, ptr %269, i64 43
  %270 = load i32, ptr %t.ascast, align 4
  %r.i1280 = atomicrmw min ptr %arrayidx320, i32 %270 syncscope("agent") monotonic, align 4, !dbg !133, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %271 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx322 = getelementptr inbounds i32, ptr %271, i64 43
  %r.i1281 = atomicrmw umin ptr %arrayidx322, i32 1 syncscope("agent") monotonic, align 4, !dbg !134, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %272 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx324 = getelementptr inbounds i64, ptr %272, i64 43
  %r.i1282 = atomicrmw min ptr %arrayidx324, i64 1 syncscope("agent") monotonic, align 8, !dbg !135, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %273 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx326 = getelementptr inbounds i64, ptr %273, i64 43
  %r.i1283 = atomicrmw umin ptr %arrayidx326, i64 1 syncscope("agent") monotonic, align 8, !dbg !136, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %274 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx328 = getelementptr inbounds i32, ptr %274, i64 44
  %275 = load i32, ptr %t.ascast, align 4
  %r.i1284 = atomicrmw max ptr %arrayidx328, i32 %275 syncscope("agent") monotonic, align 4, !dbg !137, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %276 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx330 = getelementptr inbounds i32, ptr %276, i64 44
  %r.i1285 = atomicrmw umax ptr %arrayidx330, i32 1 syncscope("agent") monotonic, align 4, !dbg !138, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %277 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx332 = getelementptr inbounds i64, ptr %277, i64 44
  %r.i1286 = atomicrmw max ptr %arrayidx332, i64 1 syncscope("agent") monotonic, align 8, !dbg !139, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %278 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx334 = getelementptr inbounds i64, ptr %278, i64 44
  %r.i1287 = atomicrmw umax ptr %arrayidx334, i64 1 syncscope("agent") monotonic, align 8, !dbg !140, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %279 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx336 = getelementptr inbounds i32, ptr %279, i64 45
  %r.i1288 = atomicrmw uinc_wrap ptr %arrayidx336, i32 7 syncscope("agent") monotonic, align 4, !dbg !141, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %280 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx338 = getelementptr inbounds i32, ptr %280, i64 46
  %r.i1289 = atomicrmw udec_wrap ptr %arrayidx338, i32 7 syncscope("agent") monotonic, align 4, !dbg !142, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %281 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx340 = getelementptr inbounds i32, ptr %281, i64 47
  %282 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx341 = getelementptr inbounds i32, ptr %282, i64 48
  %283 = load i32, ptr %t.ascast, align 4
  %284 = load i32, ptr %n.addr.ascast, align 4
  %x.i1290 = cmpxchg ptr %arrayidx341, i32 %283, i32 %284 syncscope("agent") monotonic monotonic, align 4, !dbg !143
  %r.i1291 = extractvalue { i32, i1 } %x.i1290, 0, !dbg !143
  store i32 %r.i1291, ptr %arrayidx340, align 4
  %285 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx343 = getelementptr inbounds i32, ptr %285, i64 47
  %286 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx344 = getelementptr inbounds i32, ptr %286, i64 48
  %x.i1292 = cmpxchg ptr %arrayidx344, i32 1, i32 2 syncscope("agent") monotonic monotonic, align 4, !dbg !144
  %r.i1293 = extractvalue { i32, i1 } %x.i1292, 0, !dbg !144
  store i32 %r.i1293, ptr %arrayidx343, align 4
  %287 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx346 = getelementptr inbounds i64, ptr %287, i64 47
  %288 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx347 = getelementptr inbounds i64, ptr %288, i64 48
  %x.i1294 = cmpxchg ptr %arrayidx347, i64 1, i64 2 syncscope("agent") monotonic monotonic, align 8, !dbg !145
  %r.i1295 = extractvalue { i64, i1 } %x.i1294, 0, !dbg !145
  store i64 %r.i1295, ptr %arrayidx346, align 8
  %289 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx349 = getelementptr inbounds i64, ptr %289, i64 47
  %290 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx350 = getelementptr inbounds i64, ptr %290, i64 48
  %x.i1296 = cmpxchg ptr %arrayidx350, i64 1, i64 2 syncscope("agent") monotonic monotonic, align 8, !dbg !146
  %r.i1297 = extractvalue { i64, i1 } %x.i1296, 0, !dbg !146
  store i64 %r.i1297, ptr %arrayidx349, align 8
  %291 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx352 = getelementptr inbounds i32, ptr %291, i64 49
  %292 = load i32, ptr %t.ascast, align 4
  %r.i1298 = atomicrmw and ptr %arrayidx352, i32 %292 syncscope("agent") monotonic, align 4, !dbg !147, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %293 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx354 = getelementptr inbounds i32, ptr %293, i64 49
  %r.i1299 = atomicrmw and ptr %arrayidx354, i32 1 syncscope("agent") monotonic, align 4, !dbg !148, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %294 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx356 = getelementptr inbounds i64, ptr %294, i64 49
  %r.i1300 = atomicrmw and ptr %arrayidx356, i64 1 syncscope("agent") monotonic, align 8, !dbg !149, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %295 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx358 = getelementptr inbounds i64, ptr %295, i64 49
  %r.i1301 = atomicrmw and ptr %arrayidx358, i64 1 syncscope("agent") monotonic, align 8, !dbg !150, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %296 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx360 = getelementptr inbounds i32, ptr %296, i64 50
  %297 = load i32, ptr %t.ascast, align 4
  %r.i1302 = atomicrmw or ptr %arrayidx360, i32 %297 syncscope("agent") monotonic, align 4, !dbg !151, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %298 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx362 = getelementptr inbounds i32, ptr %298, i64 50
  %r.i1303 = atomicrmw or ptr %arrayidx362, i32 1 syncscope("agent") monotonic, align 4, !dbg !152, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %299 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx364 = getelementptr inbounds i64, ptr %299, i64 50
  %r.i1304 = atomicrmw or ptr %arrayidx364, i64 1 syncscope("agent") monotonic, align 8, !dbg !153, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %300 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx366 = getelementptr inbounds i64, ptr %300, i64 50
  %r.i1305 = atomicrmw or ptr %arrayidx366, i64 1 syncscope("agent") monotonic, align 8, !dbg !154, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %301 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx368 = getelementptr inbounds i32, ptr %301, i64 51
  %302 = load i32, ptr %t.ascast, align 4
  %r.i1306 = atomicrmw xor ptr %arrayidx368, i32 %302 syncscope("agent") monotonic, align 4, !dbg !155, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %303 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx370 = getelementptr inbounds i32, ptr %303, i64 51
  %r.i1307 = atomicrmw xor ptr %arrayidx370, i32 1 syncscope("agent") monotonic, align 4, !dbg !156, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %304 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx372 = getelementptr inbounds i64, ptr %304, i64 51
  %r.i1308 = atomicrmw xor ptr %arrayidx372, i64 1 syncscope("agent") monotonic, align 8, !dbg !157, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %305 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx374 = getelementptr inbounds i64, ptr %305, i64 51
  %r.i1309 = atomicrmw xor ptr %arrayidx374, i64 1 syncscope("agent") monotonic, align 8, !dbg !158, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
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

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #6

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
