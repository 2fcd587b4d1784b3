; ModuleID = 'lowering/tests/fixtures/every_builtin.cu'
source_filename = "lowering/tests/fixtures/every_builtin.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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
  store ptr %i, ptr %i.addr.ascast, align 8
  store ptr %u, ptr %u.addr.ascast, align 8
  store ptr %l, ptr %l.addr.ascast, align 8
  store ptr %ul, ptr %ul.addr.ascast, align 8
  store ptr %f, ptr %f.addr.ascast, align 8
  store ptr %d, ptr %d.addr.ascast, align 8
  store i32 %n, ptr %n.addr.ascast, align 4
  %r.i184 = call i32 @llvm.amdgcn.workitem.id.x()
  %r.i187 = call i32 @llvm.amdgcn.workgroup.id.x()
  %args.i192 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i193 = getelementptr inbounds i8, ptr addrspace(4) %args.i192, i64 12
  %h.i = load i16, ptr addrspace(4) %p.i193, align 2, !invariant.load !12
  %r.i194 = zext i16 %h.i to i32
  %mul = mul i32 %r.i187, %r.i194
  %add = add i32 %r.i184, %mul
  %r.i185 = call i32 @llvm.amdgcn.workitem.id.y()
  %add1 = add i32 %add, %r.i185
  %r.i188 = call i32 @llvm.amdgcn.workgroup.id.y()
  %args.i198 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i199 = getelementptr inbounds i8, ptr addrspace(4) %args.i198, i64 14
  %h.i200 = load i16, ptr addrspace(4) %p.i199, align 2, !invariant.load !12
  %r.i201 = zext i16 %h.i200 to i32
  %mul2 = mul i32 %r.i188, %r.i201
  %add3 = add i32 %add1, %mul2
  %r.i186 = call i32 @llvm.amdgcn.workitem.id.z()
  %add4 = add i32 %add3, %r.i186
  %r.i189 = call i32 @llvm.amdgcn.workgroup.id.z()
  %args.i205 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i206 = getelementptr inbounds i8, ptr addrspace(4) %args.i205, i64 16
  %h.i207 = load i16, ptr addrspace(4) %p.i206, align 2, !invariant.load !12
  %r.i208 = zext i16 %h.i207 to i32
  %mul5 = mul i32 %r.i189, %r.i208
  %add6 = add i32 %add4, %mul5
  %args.i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %r.i191 = load i32, ptr addrspace(4) %args.i, align 4, !invariant.load !12
  %add7 = add i32 %add6, %r.i191
  %args.i195 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i196 = getelementptr inbounds i8, ptr addrspace(4) %args.i195, i64 4
  %r.i197 = load i32, ptr addrspace(4) %p.i196, align 4, !invariant.load !12
  %add8 = add i32 %add7, %r.i197
  %args.i202 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p.i203 = getelementptr inbounds i8, ptr addrspace(4) %args.i202, i64 8
  %r.i204 = load i32, ptr addrspace(4) %p.i203, align 4, !invariant.load !12
  %add9 = add i32 %add8, %r.i204
  %add10 = add i32 %add9, 64
  store i32 %add10, ptr %t.ascast, align 4
  %b.i.i = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !13
  %r.i210 = trunc i64 %b.i.i to i32, !dbg !13
  store i32 %r.i210, ptr %m.ascast, align 4
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
  %b.i.i211 = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %b32.i = trunc i64 %b.i.i211 to i32, !dbg !16
  %r.i212 = and i32 %b32.i, %2, !dbg !16
  store i32 %r.i212, ptr %arrayidx, align 4
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
  %r.i213 = zext i1 %c.i to i32, !dbg !17
  %9 = load i32, ptr %m.ascast, align 4
  %10 = load i32, ptr %t.ascast, align 4
  %11 = load i32, ptr %n.addr.ascast, align 4
  %cmp16 = icmp slt i32 %10, %11
  %conv17 = zext i1 %cmp16 to i32
  %b.i.i1.i = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp16) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %b32.i2.i = trunc i64 %b.i.i1.i to i32, !dbg !18
  %r.i3.i = and i32 %b32.i2.i, %9, !dbg !18
  %b.i.i.i214 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %b32.i.i215 = trunc i64 %b.i.i.i214 to i32, !dbg !18
  %r.i.i216 = and i32 %b32.i.i215, %9, !dbg !18
  %c.i217 = icmp eq i32 %r.i3.i, %r.i.i216, !dbg !18
  %r.i218 = zext i1 %c.i217 to i32, !dbg !18
  %add19 = add nsw i32 %r.i213, %r.i218
  store i32 %add19, ptr %arrayidx12, align 4
  %12 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx20 = getelementptr inbounds i32, ptr %12, i64 2
  %13 = load i32, ptr %m.ascast, align 4
  %14 = load i32, ptr %t.ascast, align 4
  %none.i = icmp eq i32 %13, 0, !dbg !19
  br i1 %none.i, label %__reduce_add_sync.exit, label %loop.i, !dbg !19

loop.i:                                           ; preds = %loop.i, %entry
  %rest.i = phi i32 [ %13, %entry ], [ %rest.next.i, %loop.i ], !dbg !19
  %sum.i = phi i32 [ 0, %entry ], [ %sum.next.i, %loop.i ], !dbg !19
  %tok.lanes.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !19
  %l.i = call i32 @llvm.cttz.i32(i32 %rest.i, i1 true), !dbg !19
  %x.i = call i32 @llvm.amdgcn.readlane.i32(i32 %14, i32 %l.i) [ "convergencectrl"(token %tok.lanes.i) ], !dbg !19
  %sum.next.i = add i32 %sum.i, %x.i, !dbg !19
  %rest.less.i = sub i32 %rest.i, 1, !dbg !19
  %rest.next.i = and i32 %rest.i, %rest.less.i, !dbg !19
  %more.i = icmp ne i32 %rest.next.i, 0, !dbg !19
  br i1 %more.i, label %loop.i, label %__reduce_add_sync.exit, !dbg !19

__reduce_add_sync.exit:                           ; preds = %entry, %loop.i
  %r.i678 = phi i32 [ 0, %entry ], [ %sum.next.i, %loop.i ], !dbg !19
  store i32 %r.i678, ptr %arrayidx20, align 4
  %15 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx22 = getelementptr inbounds i32, ptr %15, i64 3
  %16 = load i32, ptr %m.ascast, align 4
  %17 = load i32, ptr %t.ascast, align 4
  %none.i679 = icmp eq i32 %16, 0, !dbg !20
  br i1 %none.i679, label %__reduce_add_sync.exit691, label %loop.i680, !dbg !20

loop.i680:                                        ; preds = %loop.i680, %__reduce_add_sync.exit
  %rest.i681 = phi i32 [ %16, %__reduce_add_sync.exit ], [ %rest.next.i688, %loop.i680 ], !dbg !20
  %sum.i682 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %sum.next.i686, %loop.i680 ], !dbg !20
  %tok.lanes.i683 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %l.i684 = call i32 @llvm.cttz.i32(i32 %rest.i681, i1 true), !dbg !20
  %x.i685 = call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 %l.i684) [ "convergencectrl"(token %tok.lanes.i683) ], !dbg !20
  %sum.next.i686 = add i32 %sum.i682, %x.i685, !dbg !20
  %rest.less.i687 = sub i32 %rest.i681, 1, !dbg !20
  %rest.next.i688 = and i32 %rest.i681, %rest.less.i687, !dbg !20
  %more.i689 = icmp ne i32 %rest.next.i688, 0, !dbg !20
  br i1 %more.i689, label %loop.i680, label %__reduce_add_sync.exit691, !dbg !20

__reduce_add_sync.exit691:                        ; preds = %__reduce_add_sync.exit, %loop.i680
  %r.i690 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %sum.next.i686, %loop.i680 ], !dbg !20
  store i32 %r.i690, ptr %arrayidx22, align 4
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
  %b.i.i219 = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp29) [ "convergencectrl"(token %tok.entry) ], !dbg !22
  %c.i220 = icmp ne i64 %b.i.i219, 0, !dbg !22
  %r.i221 = zext i1 %c.i220 to i32, !dbg !22
  %24 = load i32, ptr %t.ascast, align 4
  %25 = load i32, ptr %n.addr.ascast, align 4
  %cmp32 = icmp slt i32 %24, %25
  %conv33 = zext i1 %cmp32 to i32
  %b.i1.i = call i64 @llvm.amdgcn.ballot.i64(i1 %cmp32) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %b.i.i222 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %c.i223 = icmp eq i64 %b.i1.i, %b.i.i222, !dbg !23
  %r.i224 = zext i1 %c.i223 to i32, !dbg !23
  %add35 = add nsw i32 %r.i221, %r.i224
  store i32 %add35, ptr %arrayidx28, align 4
  %26 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx36 = getelementptr inbounds i32, ptr %26, i64 6
  %27 = load i32, ptr %m.ascast, align 4
  %28 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !24
  %r.i.i.i = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i), !dbg !24
  %base.i.i = and i32 %r.i.i.i, -64, !dbg !24
  %addr.i.i = shl i32 %base.i.i, 2, !dbg !24
  %r.i.i225 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i, i32 %28) [ "convergencectrl"(token %tok.entry) ], !dbg !24
  %29 = load i32, ptr %m.ascast, align 4
  %30 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i283 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !25
  %r.i.i.i284 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i283), !dbg !25
  %base.i.i285 = and i32 %r.i.i.i284, -64, !dbg !25
  %x.i.i = xor i32 %r.i.i.i284, 1, !dbg !25
  %end.w.i.i = add i32 %r.i.i.i284, 64, !dbg !25
  %end.i.i = and i32 %end.w.i.i, -64, !dbg !25
  %out.i.i = icmp uge i32 %x.i.i, %end.i.i, !dbg !25
  %index.i.i286 = select i1 %out.i.i, i32 %r.i.i.i284, i32 %x.i.i, !dbg !25
  %addr.i.i287 = shl i32 %index.i.i286, 2, !dbg !25
  %r.i.i288 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i287, i32 %30) [ "convergencectrl"(token %tok.entry) ], !dbg !25
  %add39 = add nsw i32 %r.i.i225, %r.i.i288
  %31 = load i32, ptr %m.ascast, align 4
  %32 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i387 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !26
  %r.i.i.i388 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i387), !dbg !26
  %base.i.i389 = and i32 %r.i.i.i388, -16, !dbg !26
  %x.i.i390 = sub i32 %r.i.i.i388, 1, !dbg !26
  %out.i.i391 = icmp slt i32 %x.i.i390, %base.i.i389, !dbg !26
  %index.i.i392 = select i1 %out.i.i391, i32 %r.i.i.i388, i32 %x.i.i390, !dbg !26
  %addr.i.i393 = shl i32 %index.i.i392, 2, !dbg !26
  %r.i.i394 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i393, i32 %32) [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %add41 = add nsw i32 %add39, %r.i.i394
  %33 = load i32, ptr %m.ascast, align 4
  %34 = load i32, ptr %t.ascast, align 4
  %lo.i.i.i480 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !27
  %r.i.i.i481 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i480), !dbg !27
  %base.i.i482 = and i32 %r.i.i.i481, -8, !dbg !27
  %x.i.i483 = add i32 %r.i.i.i481, 2, !dbg !27
  %pos.i.i = and i32 %r.i.i.i481, 7, !dbg !27
  %far.i.i = add i32 %pos.i.i, 2, !dbg !27
  %out.i.i484 = icmp uge i32 %far.i.i, 8, !dbg !27
  %index.i.i485 = select i1 %out.i.i484, i32 %r.i.i.i481, i32 %x.i.i483, !dbg !27
  %addr.i.i486 = shl i32 %index.i.i485, 2, !dbg !27
  %r.i.i487 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i486, i32 %34) [ "convergencectrl"(token %tok.entry) ], !dbg !27
  %add43 = add nsw i32 %add41, %r.i.i487
  %35 = load i32, ptr %t.ascast, align 4
  %b.i.i.i591 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %r.i.i592 = trunc i64 %b.i.i.i591 to i32, !dbg !28
  %lo.i.i.i593 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !28
  %r.i.i.i594 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i593), !dbg !28
  %base.i.i595 = and i32 %r.i.i.i594, -64, !dbg !28
  %index.i.i596 = add i32 %base.i.i595, 3, !dbg !28
  %addr.i.i597 = shl i32 %index.i.i596, 2, !dbg !28
  %r.i1.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i597, i32 %35) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %add45 = add nsw i32 %add43, %r.i1.i
  store i32 %add45, ptr %arrayidx36, align 4
  %36 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx46 = getelementptr inbounds i32, ptr %36, i64 7
  %37 = load i32, ptr %m.ascast, align 4
  %38 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx47 = getelementptr inbounds i32, ptr %38, i64 7
  %39 = load i32, ptr %arrayidx47, align 4
  %lo.i.i.i226 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %r.i.i.i227 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i226), !dbg !29
  %base.i.i228 = and i32 %r.i.i.i227, -64, !dbg !29
  %index.i.i = add i32 %base.i.i228, 1, !dbg !29
  %addr.i.i229 = shl i32 %index.i.i, 2, !dbg !29
  %r.i.i230 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i229, i32 %39) [ "convergencectrl"(token %tok.entry) ], !dbg !29
  %40 = load i32, ptr %m.ascast, align 4
  %41 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx49 = getelementptr inbounds i32, ptr %41, i64 7
  %42 = load i32, ptr %arrayidx49, align 4
  %lo.i.i.i289 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %r.i.i.i290 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i289), !dbg !30
  %base.i.i291 = and i32 %r.i.i.i290, -64, !dbg !30
  %x.i.i292 = xor i32 %r.i.i.i290, 2, !dbg !30
  %end.w.i.i293 = add i32 %r.i.i.i290, 64, !dbg !30
  %end.i.i294 = and i32 %end.w.i.i293, -64, !dbg !30
  %out.i.i295 = icmp uge i32 %x.i.i292, %end.i.i294, !dbg !30
  %index.i.i296 = select i1 %out.i.i295, i32 %r.i.i.i290, i32 %x.i.i292, !dbg !30
  %addr.i.i297 = shl i32 %index.i.i296, 2, !dbg !30
  %r.i.i298 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i297, i32 %42) [ "convergencectrl"(token %tok.entry) ], !dbg !30
  %add51 = add i32 %r.i.i230, %r.i.i298
  %43 = load i32, ptr %m.ascast, align 4
  %44 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx52 = getelementptr inbounds i32, ptr %44, i64 7
  %45 = load i32, ptr %arrayidx52, align 4
  %lo.i.i.i395 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %r.i.i.i396 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i395), !dbg !31
  %base.i.i397 = and i32 %r.i.i.i396, -64, !dbg !31
  %x.i.i398 = sub i32 %r.i.i.i396, 1, !dbg !31
  %out.i.i399 = icmp slt i32 %x.i.i398, %base.i.i397, !dbg !31
  %index.i.i400 = select i1 %out.i.i399, i32 %r.i.i.i396, i32 %x.i.i398, !dbg !31
  %addr.i.i401 = shl i32 %index.i.i400, 2, !dbg !31
  %r.i.i402 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i401, i32 %45) [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %add54 = add i32 %add51, %r.i.i402
  %46 = load i32, ptr %m.ascast, align 4
  %47 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx55 = getelementptr inbounds i32, ptr %47, i64 7
  %48 = load i32, ptr %arrayidx55, align 4
  %lo.i.i.i488 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !32
  %r.i.i.i489 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i488), !dbg !32
  %base.i.i490 = and i32 %r.i.i.i489, -64, !dbg !32
  %x.i.i491 = add i32 %r.i.i.i489, 1, !dbg !32
  %pos.i.i492 = and i32 %r.i.i.i489, 63, !dbg !32
  %far.i.i493 = add i32 %pos.i.i492, 1, !dbg !32
  %out.i.i494 = icmp uge i32 %far.i.i493, 64, !dbg !32
  %index.i.i495 = select i1 %out.i.i494, i32 %r.i.i.i489, i32 %x.i.i491, !dbg !32
  %addr.i.i496 = shl i32 %index.i.i495, 2, !dbg !32
  %r.i.i497 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i496, i32 %48) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %add57 = add i32 %add54, %r.i.i497
  %49 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx58 = getelementptr inbounds i32, ptr %49, i64 7
  %50 = load i32, ptr %arrayidx58, align 4
  %b.i.i.i598 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %r.i.i599 = trunc i64 %b.i.i.i598 to i32, !dbg !33
  %lo.i.i.i600 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %r.i.i.i601 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i600), !dbg !33
  %base.i.i602 = and i32 %r.i.i.i601, -64, !dbg !33
  %index.i.i603 = add i32 %base.i.i602, 1, !dbg !33
  %addr.i.i604 = shl i32 %index.i.i603, 2, !dbg !33
  %r.i1.i605 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i604, i32 %50) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %add60 = add i32 %add57, %r.i1.i605
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
  %lo.i.i.i231 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %r.i.i.i232 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i231), !dbg !34
  %base.i.i233 = and i32 %r.i.i.i232, -64, !dbg !34
  %index.i.i234 = add i32 %base.i.i233, 1, !dbg !34
  %addr.i.i235 = shl i32 %index.i.i234, 2, !dbg !34
  %r.i.i236 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i235, i32 %hi.i) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %zlo.i = zext i32 %r.i9.i to i64, !dbg !34
  %zhi.i = zext i32 %r.i.i236 to i64, !dbg !34
  %shi.i = shl i64 %zhi.i, 32, !dbg !34
  %r.i237 = or i64 %shi.i, %zlo.i, !dbg !34
  %55 = load i32, ptr %m.ascast, align 4
  %56 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx64 = getelementptr inbounds i64, ptr %56, i64 8
  %57 = load i64, ptr %arrayidx64, align 8
  %lo.i299 = trunc i64 %57 to i32, !dbg !35
  %hi.w.i300 = lshr i64 %57, 32, !dbg !35
  %hi.i301 = trunc i64 %hi.w.i300 to i32, !dbg !35
  %lo.i.i1.i302 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %r.i.i2.i303 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i302), !dbg !35
  %base.i5.i304 = and i32 %r.i.i2.i303, -64, !dbg !35
  %x.i6.i = xor i32 %r.i.i2.i303, 2, !dbg !35
  %end.w.i7.i = add i32 %r.i.i2.i303, 64, !dbg !35
  %end.i8.i = and i32 %end.w.i7.i, -64, !dbg !35
  %out.i9.i = icmp uge i32 %x.i6.i, %end.i8.i, !dbg !35
  %index.i10.i = select i1 %out.i9.i, i32 %r.i.i2.i303, i32 %x.i6.i, !dbg !35
  %addr.i11.i = shl i32 %index.i10.i, 2, !dbg !35
  %r.i12.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i, i32 %lo.i299) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %lo.i.i.i305 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %r.i.i.i306 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i305), !dbg !35
  %base.i.i307 = and i32 %r.i.i.i306, -64, !dbg !35
  %x.i.i308 = xor i32 %r.i.i.i306, 2, !dbg !35
  %end.w.i.i309 = add i32 %r.i.i.i306, 64, !dbg !35
  %end.i.i310 = and i32 %end.w.i.i309, -64, !dbg !35
  %out.i.i311 = icmp uge i32 %x.i.i308, %end.i.i310, !dbg !35
  %index.i.i312 = select i1 %out.i.i311, i32 %r.i.i.i306, i32 %x.i.i308, !dbg !35
  %addr.i.i313 = shl i32 %index.i.i312, 2, !dbg !35
  %r.i.i314 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i313, i32 %hi.i301) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %zlo.i315 = zext i32 %r.i12.i to i64, !dbg !35
  %zhi.i316 = zext i32 %r.i.i314 to i64, !dbg !35
  %shi.i317 = shl i64 %zhi.i316, 32, !dbg !35
  %r.i318 = or i64 %shi.i317, %zlo.i315, !dbg !35
  %add66 = add nsw i64 %r.i237, %r.i318
  %58 = load i32, ptr %m.ascast, align 4
  %59 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx67 = getelementptr inbounds i64, ptr %59, i64 8
  %60 = load i64, ptr %arrayidx67, align 8
  %lo.i403 = trunc i64 %60 to i32, !dbg !36
  %hi.w.i404 = lshr i64 %60, 32, !dbg !36
  %hi.i405 = trunc i64 %hi.w.i404 to i32, !dbg !36
  %lo.i.i1.i406 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %r.i.i2.i407 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i406), !dbg !36
  %base.i5.i408 = and i32 %r.i.i2.i407, -64, !dbg !36
  %x.i6.i409 = sub i32 %r.i.i2.i407, 1, !dbg !36
  %out.i7.i = icmp slt i32 %x.i6.i409, %base.i5.i408, !dbg !36
  %index.i8.i = select i1 %out.i7.i, i32 %r.i.i2.i407, i32 %x.i6.i409, !dbg !36
  %addr.i9.i = shl i32 %index.i8.i, 2, !dbg !36
  %r.i10.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i, i32 %lo.i403) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %lo.i.i.i410 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %r.i.i.i411 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i410), !dbg !36
  %base.i.i412 = and i32 %r.i.i.i411, -64, !dbg !36
  %x.i.i413 = sub i32 %r.i.i.i411, 1, !dbg !36
  %out.i.i414 = icmp slt i32 %x.i.i413, %base.i.i412, !dbg !36
  %index.i.i415 = select i1 %out.i.i414, i32 %r.i.i.i411, i32 %x.i.i413, !dbg !36
  %addr.i.i416 = shl i32 %index.i.i415, 2, !dbg !36
  %r.i.i417 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i416, i32 %hi.i405) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %zlo.i418 = zext i32 %r.i10.i to i64, !dbg !36
  %zhi.i419 = zext i32 %r.i.i417 to i64, !dbg !36
  %shi.i420 = shl i64 %zhi.i419, 32, !dbg !36
  %r.i421 = or i64 %shi.i420, %zlo.i418, !dbg !36
  %add69 = add nsw i64 %add66, %r.i421
  %61 = load i32, ptr %m.ascast, align 4
  %62 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx70 = getelementptr inbounds i64, ptr %62, i64 8
  %63 = load i64, ptr %arrayidx70, align 8
  %lo.i498 = trunc i64 %63 to i32, !dbg !37
  %hi.w.i499 = lshr i64 %63, 32, !dbg !37
  %hi.i500 = trunc i64 %hi.w.i499 to i32, !dbg !37
  %lo.i.i1.i501 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %r.i.i2.i502 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i501), !dbg !37
  %base.i5.i503 = and i32 %r.i.i2.i502, -64, !dbg !37
  %x.i6.i504 = add i32 %r.i.i2.i502, 1, !dbg !37
  %pos.i7.i = and i32 %r.i.i2.i502, 63, !dbg !37
  %far.i8.i = add i32 %pos.i7.i, 1, !dbg !37
  %out.i9.i505 = icmp uge i32 %far.i8.i, 64, !dbg !37
  %index.i10.i506 = select i1 %out.i9.i505, i32 %r.i.i2.i502, i32 %x.i6.i504, !dbg !37
  %addr.i11.i507 = shl i32 %index.i10.i506, 2, !dbg !37
  %r.i12.i508 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i507, i32 %lo.i498) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %lo.i.i.i509 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %r.i.i.i510 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i509), !dbg !37
  %base.i.i511 = and i32 %r.i.i.i510, -64, !dbg !37
  %x.i.i512 = add i32 %r.i.i.i510, 1, !dbg !37
  %pos.i.i513 = and i32 %r.i.i.i510, 63, !dbg !37
  %far.i.i514 = add i32 %pos.i.i513, 1, !dbg !37
  %out.i.i515 = icmp uge i32 %far.i.i514, 64, !dbg !37
  %index.i.i516 = select i1 %out.i.i515, i32 %r.i.i.i510, i32 %x.i.i512, !dbg !37
  %addr.i.i517 = shl i32 %index.i.i516, 2, !dbg !37
  %r.i.i518 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i517, i32 %hi.i500) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %zlo.i519 = zext i32 %r.i12.i508 to i64, !dbg !37
  %zhi.i520 = zext i32 %r.i.i518 to i64, !dbg !37
  %shi.i521 = shl i64 %zhi.i520, 32, !dbg !37
  %r.i522 = or i64 %shi.i521, %zlo.i519, !dbg !37
  %add72 = add nsw i64 %add69, %r.i522
  %64 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx73 = getelementptr inbounds i64, ptr %64, i64 8
  %65 = load i64, ptr %arrayidx73, align 8
  %b.i.i.i606 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i607 = trunc i64 %b.i.i.i606 to i32, !dbg !38
  %lo.i608 = trunc i64 %65 to i32, !dbg !38
  %hi.w.i609 = lshr i64 %65, 32, !dbg !38
  %hi.i610 = trunc i64 %hi.w.i609 to i32, !dbg !38
  %lo.i.i2.i = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %r.i.i3.i = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i), !dbg !38
  %base.i6.i = and i32 %r.i.i3.i, -64, !dbg !38
  %index.i8.i611 = add i32 %base.i6.i, 1, !dbg !38
  %addr.i9.i612 = shl i32 %index.i8.i611, 2, !dbg !38
  %r.i10.i613 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i612, i32 %lo.i608) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %lo.i.i.i614 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %r.i.i.i615 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i614), !dbg !38
  %base.i.i616 = and i32 %r.i.i.i615, -64, !dbg !38
  %index.i.i617 = add i32 %base.i.i616, 1, !dbg !38
  %addr.i.i618 = shl i32 %index.i.i617, 2, !dbg !38
  %r.i1.i619 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i618, i32 %hi.i610) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %zlo.i620 = zext i32 %r.i10.i613 to i64, !dbg !38
  %zhi.i621 = zext i32 %r.i1.i619 to i64, !dbg !38
  %shi.i622 = shl i64 %zhi.i621, 32, !dbg !38
  %r.i623 = or i64 %shi.i622, %zlo.i620, !dbg !38
  %add75 = add nsw i64 %add72, %r.i623
  store i64 %add75, ptr %arrayidx61, align 8
  %66 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx76 = getelementptr inbounds i64, ptr %66, i64 9
  %67 = load i32, ptr %m.ascast, align 4
  %68 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx77 = getelementptr inbounds i64, ptr %68, i64 9
  %69 = load i64, ptr %arrayidx77, align 8
  %lo.i238 = trunc i64 %69 to i32, !dbg !39
  %hi.w.i239 = lshr i64 %69, 32, !dbg !39
  %hi.i240 = trunc i64 %hi.w.i239 to i32, !dbg !39
  %lo.i.i1.i241 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %r.i.i2.i242 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i241), !dbg !39
  %base.i5.i243 = and i32 %r.i.i2.i242, -64, !dbg !39
  %index.i7.i244 = add i32 %base.i5.i243, 1, !dbg !39
  %addr.i8.i245 = shl i32 %index.i7.i244, 2, !dbg !39
  %r.i9.i246 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i245, i32 %lo.i238) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %lo.i.i.i247 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %r.i.i.i248 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i247), !dbg !39
  %base.i.i249 = and i32 %r.i.i.i248, -64, !dbg !39
  %index.i.i250 = add i32 %base.i.i249, 1, !dbg !39
  %addr.i.i251 = shl i32 %index.i.i250, 2, !dbg !39
  %r.i.i252 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i251, i32 %hi.i240) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %zlo.i253 = zext i32 %r.i9.i246 to i64, !dbg !39
  %zhi.i254 = zext i32 %r.i.i252 to i64, !dbg !39
  %shi.i255 = shl i64 %zhi.i254, 32, !dbg !39
  %r.i256 = or i64 %shi.i255, %zlo.i253, !dbg !39
  %70 = load i32, ptr %m.ascast, align 4
  %71 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx79 = getelementptr inbounds i64, ptr %71, i64 9
  %72 = load i64, ptr %arrayidx79, align 8
  %lo.i319 = trunc i64 %72 to i32, !dbg !40
  %hi.w.i320 = lshr i64 %72, 32, !dbg !40
  %hi.i321 = trunc i64 %hi.w.i320 to i32, !dbg !40
  %lo.i.i1.i322 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %r.i.i2.i323 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i322), !dbg !40
  %base.i5.i324 = and i32 %r.i.i2.i323, -64, !dbg !40
  %x.i6.i325 = xor i32 %r.i.i2.i323, 2, !dbg !40
  %end.w.i7.i326 = add i32 %r.i.i2.i323, 64, !dbg !40
  %end.i8.i327 = and i32 %end.w.i7.i326, -64, !dbg !40
  %out.i9.i328 = icmp uge i32 %x.i6.i325, %end.i8.i327, !dbg !40
  %index.i10.i329 = select i1 %out.i9.i328, i32 %r.i.i2.i323, i32 %x.i6.i325, !dbg !40
  %addr.i11.i330 = shl i32 %index.i10.i329, 2, !dbg !40
  %r.i12.i331 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i330, i32 %lo.i319) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %lo.i.i.i332 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %r.i.i.i333 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i332), !dbg !40
  %base.i.i334 = and i32 %r.i.i.i333, -64, !dbg !40
  %x.i.i335 = xor i32 %r.i.i.i333, 2, !dbg !40
  %end.w.i.i336 = add i32 %r.i.i.i333, 64, !dbg !40
  %end.i.i337 = and i32 %end.w.i.i336, -64, !dbg !40
  %out.i.i338 = icmp uge i32 %x.i.i335, %end.i.i337, !dbg !40
  %index.i.i339 = select i1 %out.i.i338, i32 %r.i.i.i333, i32 %x.i.i335, !dbg !40
  %addr.i.i340 = shl i32 %index.i.i339, 2, !dbg !40
  %r.i.i341 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i340, i32 %hi.i321) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %zlo.i342 = zext i32 %r.i12.i331 to i64, !dbg !40
  %zhi.i343 = zext i32 %r.i.i341 to i64, !dbg !40
  %shi.i344 = shl i64 %zhi.i343, 32, !dbg !40
  %r.i345 = or i64 %shi.i344, %zlo.i342, !dbg !40
  %add81 = add i64 %r.i256, %r.i345
  %73 = load i32, ptr %m.ascast, align 4
  %74 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx82 = getelementptr inbounds i64, ptr %74, i64 9
  %75 = load i64, ptr %arrayidx82, align 8
  %lo.i422 = trunc i64 %75 to i32, !dbg !41
  %hi.w.i423 = lshr i64 %75, 32, !dbg !41
  %hi.i424 = trunc i64 %hi.w.i423 to i32, !dbg !41
  %lo.i.i1.i425 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %r.i.i2.i426 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i425), !dbg !41
  %base.i5.i427 = and i32 %r.i.i2.i426, -64, !dbg !41
  %x.i6.i428 = sub i32 %r.i.i2.i426, 1, !dbg !41
  %out.i7.i429 = icmp slt i32 %x.i6.i428, %base.i5.i427, !dbg !41
  %index.i8.i430 = select i1 %out.i7.i429, i32 %r.i.i2.i426, i32 %x.i6.i428, !dbg !41
  %addr.i9.i431 = shl i32 %index.i8.i430, 2, !dbg !41
  %r.i10.i432 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i431, i32 %lo.i422) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %lo.i.i.i433 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %r.i.i.i434 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i433), !dbg !41
  %base.i.i435 = and i32 %r.i.i.i434, -64, !dbg !41
  %x.i.i436 = sub i32 %r.i.i.i434, 1, !dbg !41
  %out.i.i437 = icmp slt i32 %x.i.i436, %base.i.i435, !dbg !41
  %index.i.i438 = select i1 %out.i.i437, i32 %r.i.i.i434, i32 %x.i.i436, !dbg !41
  %addr.i.i439 = shl i32 %index.i.i438, 2, !dbg !41
  %r.i.i440 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i439, i32 %hi.i424) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %zlo.i441 = zext i32 %r.i10.i432 to i64, !dbg !41
  %zhi.i442 = zext i32 %r.i.i440 to i64, !dbg !41
  %shi.i443 = shl i64 %zhi.i442, 32, !dbg !41
  %r.i444 = or i64 %shi.i443, %zlo.i441, !dbg !41
  %add84 = add i64 %add81, %r.i444
  %76 = load i32, ptr %m.ascast, align 4
  %77 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx85 = getelementptr inbounds i64, ptr %77, i64 9
  %78 = load i64, ptr %arrayidx85, align 8
  %lo.i523 = trunc i64 %78 to i32, !dbg !42
  %hi.w.i524 = lshr i64 %78, 32, !dbg !42
  %hi.i525 = trunc i64 %hi.w.i524 to i32, !dbg !42
  %lo.i.i1.i526 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %r.i.i2.i527 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i526), !dbg !42
  %base.i5.i528 = and i32 %r.i.i2.i527, -64, !dbg !42
  %x.i6.i529 = add i32 %r.i.i2.i527, 1, !dbg !42
  %pos.i7.i530 = and i32 %r.i.i2.i527, 63, !dbg !42
  %far.i8.i531 = add i32 %pos.i7.i530, 1, !dbg !42
  %out.i9.i532 = icmp uge i32 %far.i8.i531, 64, !dbg !42
  %index.i10.i533 = select i1 %out.i9.i532, i32 %r.i.i2.i527, i32 %x.i6.i529, !dbg !42
  %addr.i11.i534 = shl i32 %index.i10.i533, 2, !dbg !42
  %r.i12.i535 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i534, i32 %lo.i523) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %lo.i.i.i536 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %r.i.i.i537 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i536), !dbg !42
  %base.i.i538 = and i32 %r.i.i.i537, -64, !dbg !42
  %x.i.i539 = add i32 %r.i.i.i537, 1, !dbg !42
  %pos.i.i540 = and i32 %r.i.i.i537, 63, !dbg !42
  %far.i.i541 = add i32 %pos.i.i540, 1, !dbg !42
  %out.i.i542 = icmp uge i32 %far.i.i541, 64, !dbg !42
  %index.i.i543 = select i1 %out.i.i542, i32 %r.i.i.i537, i32 %x.i.i539, !dbg !42
  %addr.i.i544 = shl i32 %index.i.i543, 2, !dbg !42
  %r.i.i545 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i544, i32 %hi.i525) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %zlo.i546 = zext i32 %r.i12.i535 to i64, !dbg !42
  %zhi.i547 = zext i32 %r.i.i545 to i64, !dbg !42
  %shi.i548 = shl i64 %zhi.i547, 32, !dbg !42
  %r.i549 = or i64 %shi.i548, %zlo.i546, !dbg !42
  %add87 = add i64 %add84, %r.i549
  %79 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx88 = getelementptr inbounds i64, ptr %79, i64 9
  %80 = load i64, ptr %arrayidx88, align 8
  %b.i.i.i624 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %r.i.i625 = trunc i64 %b.i.i.i624 to i32, !dbg !43
  %lo.i626 = trunc i64 %80 to i32, !dbg !43
  %hi.w.i627 = lshr i64 %80, 32, !dbg !43
  %hi.i628 = trunc i64 %hi.w.i627 to i32, !dbg !43
  %lo.i.i2.i629 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %r.i.i3.i630 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i629), !dbg !43
  %base.i6.i631 = and i32 %r.i.i3.i630, -64, !dbg !43
  %index.i8.i632 = add i32 %base.i6.i631, 1, !dbg !43
  %addr.i9.i633 = shl i32 %index.i8.i632, 2, !dbg !43
  %r.i10.i634 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i633, i32 %lo.i626) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %lo.i.i.i635 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %r.i.i.i636 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i635), !dbg !43
  %base.i.i637 = and i32 %r.i.i.i636, -64, !dbg !43
  %index.i.i638 = add i32 %base.i.i637, 1, !dbg !43
  %addr.i.i639 = shl i32 %index.i.i638, 2, !dbg !43
  %r.i1.i640 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i639, i32 %hi.i628) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %zlo.i641 = zext i32 %r.i10.i634 to i64, !dbg !43
  %zhi.i642 = zext i32 %r.i1.i640 to i64, !dbg !43
  %shi.i643 = shl i64 %zhi.i642, 32, !dbg !43
  %r.i644 = or i64 %shi.i643, %zlo.i641, !dbg !43
  %add90 = add i64 %add87, %r.i644
  store i64 %add90, ptr %arrayidx76, align 8
  %81 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx91 = getelementptr inbounds float, ptr %81, i64 10
  %82 = load i32, ptr %m.ascast, align 4
  %83 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx92 = getelementptr inbounds float, ptr %83, i64 10
  %84 = load float, ptr %arrayidx92, align 4
  %b.i257 = bitcast float %84 to i32, !dbg !44
  %lo.i.i.i258 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !44
  %r.i.i.i259 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i258), !dbg !44
  %base.i.i260 = and i32 %r.i.i.i259, -64, !dbg !44
  %index.i.i261 = add i32 %base.i.i260, 1, !dbg !44
  %addr.i.i262 = shl i32 %index.i.i261, 2, !dbg !44
  %r.i.i263 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i262, i32 %b.i257) [ "convergencectrl"(token %tok.entry) ], !dbg !44
  %f.i = bitcast i32 %r.i.i263 to float, !dbg !44
  %85 = load i32, ptr %m.ascast, align 4
  %86 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx94 = getelementptr inbounds float, ptr %86, i64 10
  %87 = load float, ptr %arrayidx94, align 4
  %b.i346 = bitcast float %87 to i32, !dbg !45
  %lo.i.i.i347 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !45
  %r.i.i.i348 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i347), !dbg !45
  %base.i.i349 = and i32 %r.i.i.i348, -64, !dbg !45
  %x.i.i350 = xor i32 %r.i.i.i348, 2, !dbg !45
  %end.w.i.i351 = add i32 %r.i.i.i348, 64, !dbg !45
  %end.i.i352 = and i32 %end.w.i.i351, -64, !dbg !45
  %out.i.i353 = icmp uge i32 %x.i.i350, %end.i.i352, !dbg !45
  %index.i.i354 = select i1 %out.i.i353, i32 %r.i.i.i348, i32 %x.i.i350, !dbg !45
  %addr.i.i355 = shl i32 %index.i.i354, 2, !dbg !45
  %r.i.i356 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i355, i32 %b.i346) [ "convergencectrl"(token %tok.entry) ], !dbg !45
  %f.i357 = bitcast i32 %r.i.i356 to float, !dbg !45
  %add96 = fadd float %f.i, %f.i357
  %88 = load i32, ptr %m.ascast, align 4
  %89 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx97 = getelementptr inbounds float, ptr %89, i64 10
  %90 = load float, ptr %arrayidx97, align 4
  %b.i445 = bitcast float %90 to i32, !dbg !46
  %lo.i.i.i446 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !46
  %r.i.i.i447 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i446), !dbg !46
  %base.i.i448 = and i32 %r.i.i.i447, -64, !dbg !46
  %x.i.i449 = sub i32 %r.i.i.i447, 1, !dbg !46
  %out.i.i450 = icmp slt i32 %x.i.i449, %base.i.i448, !dbg !46
  %index.i.i451 = select i1 %out.i.i450, i32 %r.i.i.i447, i32 %x.i.i449, !dbg !46
  %addr.i.i452 = shl i32 %index.i.i451, 2, !dbg !46
  %r.i.i453 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i452, i32 %b.i445) [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %f.i454 = bitcast i32 %r.i.i453 to float, !dbg !46
  %add99 = fadd float %add96, %f.i454
  %91 = load i32, ptr %m.ascast, align 4
  %92 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx100 = getelementptr inbounds float, ptr %92, i64 10
  %93 = load float, ptr %arrayidx100, align 4
  %b.i550 = bitcast float %93 to i32, !dbg !47
  %lo.i.i.i551 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %r.i.i.i552 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i551), !dbg !47
  %base.i.i553 = and i32 %r.i.i.i552, -64, !dbg !47
  %x.i.i554 = add i32 %r.i.i.i552, 1, !dbg !47
  %pos.i.i555 = and i32 %r.i.i.i552, 63, !dbg !47
  %far.i.i556 = add i32 %pos.i.i555, 1, !dbg !47
  %out.i.i557 = icmp uge i32 %far.i.i556, 64, !dbg !47
  %index.i.i558 = select i1 %out.i.i557, i32 %r.i.i.i552, i32 %x.i.i554, !dbg !47
  %addr.i.i559 = shl i32 %index.i.i558, 2, !dbg !47
  %r.i.i560 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i559, i32 %b.i550) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %f.i561 = bitcast i32 %r.i.i560 to float, !dbg !47
  %add102 = fadd float %add99, %f.i561
  %94 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx103 = getelementptr inbounds float, ptr %94, i64 10
  %95 = load float, ptr %arrayidx103, align 4
  %b.i.i.i645 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %r.i.i646 = trunc i64 %b.i.i.i645 to i32, !dbg !48
  %b.i647 = bitcast float %95 to i32, !dbg !48
  %lo.i.i.i648 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !48
  %r.i.i.i649 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i648), !dbg !48
  %base.i.i650 = and i32 %r.i.i.i649, -64, !dbg !48
  %index.i.i651 = add i32 %base.i.i650, 1, !dbg !48
  %addr.i.i652 = shl i32 %index.i.i651, 2, !dbg !48
  %r.i1.i653 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i652, i32 %b.i647) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %f.i654 = bitcast i32 %r.i1.i653 to float, !dbg !48
  %add105 = fadd float %add102, %f.i654
  store float %add105, ptr %arrayidx91, align 4
  %96 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx106 = getelementptr inbounds double, ptr %96, i64 11
  %97 = load i32, ptr %m.ascast, align 4
  %98 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx107 = getelementptr inbounds double, ptr %98, i64 11
  %99 = load double, ptr %arrayidx107, align 8
  %w.i = bitcast double %99 to i64, !dbg !49
  %lo.i264 = trunc i64 %w.i to i32, !dbg !49
  %hi.w.i265 = lshr i64 %w.i, 32, !dbg !49
  %hi.i266 = trunc i64 %hi.w.i265 to i32, !dbg !49
  %lo.i.i1.i267 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %r.i.i2.i268 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i267), !dbg !49
  %base.i5.i269 = and i32 %r.i.i2.i268, -64, !dbg !49
  %index.i7.i270 = add i32 %base.i5.i269, 1, !dbg !49
  %addr.i8.i271 = shl i32 %index.i7.i270, 2, !dbg !49
  %r.i9.i272 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i271, i32 %lo.i264) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %lo.i.i.i273 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %r.i.i.i274 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i273), !dbg !49
  %base.i.i275 = and i32 %r.i.i.i274, -64, !dbg !49
  %index.i.i276 = add i32 %base.i.i275, 1, !dbg !49
  %addr.i.i277 = shl i32 %index.i.i276, 2, !dbg !49
  %r.i.i278 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i277, i32 %hi.i266) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %zlo.i279 = zext i32 %r.i9.i272 to i64, !dbg !49
  %zhi.i280 = zext i32 %r.i.i278 to i64, !dbg !49
  %shi.i281 = shl i64 %zhi.i280, 32, !dbg !49
  %r.i282 = or i64 %shi.i281, %zlo.i279, !dbg !49
  %d.i = bitcast i64 %r.i282 to double, !dbg !49
  %100 = load i32, ptr %m.ascast, align 4
  %101 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx109 = getelementptr inbounds double, ptr %101, i64 11
  %102 = load double, ptr %arrayidx109, align 8
  %w.i358 = bitcast double %102 to i64, !dbg !50
  %lo.i359 = trunc i64 %w.i358 to i32, !dbg !50
  %hi.w.i360 = lshr i64 %w.i358, 32, !dbg !50
  %hi.i361 = trunc i64 %hi.w.i360 to i32, !dbg !50
  %lo.i.i1.i362 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %r.i.i2.i363 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i362), !dbg !50
  %base.i5.i364 = and i32 %r.i.i2.i363, -64, !dbg !50
  %x.i6.i365 = xor i32 %r.i.i2.i363, 2, !dbg !50
  %end.w.i7.i366 = add i32 %r.i.i2.i363, 64, !dbg !50
  %end.i8.i367 = and i32 %end.w.i7.i366, -64, !dbg !50
  %out.i9.i368 = icmp uge i32 %x.i6.i365, %end.i8.i367, !dbg !50
  %index.i10.i369 = select i1 %out.i9.i368, i32 %r.i.i2.i363, i32 %x.i6.i365, !dbg !50
  %addr.i11.i370 = shl i32 %index.i10.i369, 2, !dbg !50
  %r.i12.i371 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i370, i32 %lo.i359) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %lo.i.i.i372 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %r.i.i.i373 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i372), !dbg !50
  %base.i.i374 = and i32 %r.i.i.i373, -64, !dbg !50
  %x.i.i375 = xor i32 %r.i.i.i373, 2, !dbg !50
  %end.w.i.i376 = add i32 %r.i.i.i373, 64, !dbg !50
  %end.i.i377 = and i32 %end.w.i.i376, -64, !dbg !50
  %out.i.i378 = icmp uge i32 %x.i.i375, %end.i.i377, !dbg !50
  %index.i.i379 = select i1 %out.i.i378, i32 %r.i.i.i373, i32 %x.i.i375, !dbg !50
  %addr.i.i380 = shl i32 %index.i.i379, 2, !dbg !50
  %r.i.i381 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i380, i32 %hi.i361) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %zlo.i382 = zext i32 %r.i12.i371 to i64, !dbg !50
  %zhi.i383 = zext i32 %r.i.i381 to i64, !dbg !50
  %shi.i384 = shl i64 %zhi.i383, 32, !dbg !50
  %r.i385 = or i64 %shi.i384, %zlo.i382, !dbg !50
  %d.i386 = bitcast i64 %r.i385 to double, !dbg !50
  %add111 = fadd double %d.i, %d.i386
  %103 = load i32, ptr %m.ascast, align 4
  %104 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx112 = getelementptr inbounds double, ptr %104, i64 11
  %105 = load double, ptr %arrayidx112, align 8
  %w.i455 = bitcast double %105 to i64, !dbg !51
  %lo.i456 = trunc i64 %w.i455 to i32, !dbg !51
  %hi.w.i457 = lshr i64 %w.i455, 32, !dbg !51
  %hi.i458 = trunc i64 %hi.w.i457 to i32, !dbg !51
  %lo.i.i1.i459 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %r.i.i2.i460 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i459), !dbg !51
  %base.i5.i461 = and i32 %r.i.i2.i460, -64, !dbg !51
  %x.i6.i462 = sub i32 %r.i.i2.i460, 1, !dbg !51
  %out.i7.i463 = icmp slt i32 %x.i6.i462, %base.i5.i461, !dbg !51
  %index.i8.i464 = select i1 %out.i7.i463, i32 %r.i.i2.i460, i32 %x.i6.i462, !dbg !51
  %addr.i9.i465 = shl i32 %index.i8.i464, 2, !dbg !51
  %r.i10.i466 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i465, i32 %lo.i456) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %lo.i.i.i467 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %r.i.i.i468 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i467), !dbg !51
  %base.i.i469 = and i32 %r.i.i.i468, -64, !dbg !51
  %x.i.i470 = sub i32 %r.i.i.i468, 1, !dbg !51
  %out.i.i471 = icmp slt i32 %x.i.i470, %base.i.i469, !dbg !51
  %index.i.i472 = select i1 %out.i.i471, i32 %r.i.i.i468, i32 %x.i.i470, !dbg !51
  %addr.i.i473 = shl i32 %index.i.i472, 2, !dbg !51
  %r.i.i474 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i473, i32 %hi.i458) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %zlo.i475 = zext i32 %r.i10.i466 to i64, !dbg !51
  %zhi.i476 = zext i32 %r.i.i474 to i64, !dbg !51
  %shi.i477 = shl i64 %zhi.i476, 32, !dbg !51
  %r.i478 = or i64 %shi.i477, %zlo.i475, !dbg !51
  %d.i479 = bitcast i64 %r.i478 to double, !dbg !51
  %add114 = fadd double %add111, %d.i479
  %106 = load i32, ptr %m.ascast, align 4
  %107 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx115 = getelementptr inbounds double, ptr %107, i64 11
  %108 = load double, ptr %arrayidx115, align 8
  %w.i562 = bitcast double %108 to i64, !dbg !52
  %lo.i563 = trunc i64 %w.i562 to i32, !dbg !52
  %hi.w.i564 = lshr i64 %w.i562, 32, !dbg !52
  %hi.i565 = trunc i64 %hi.w.i564 to i32, !dbg !52
  %lo.i.i1.i566 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %r.i.i2.i567 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i1.i566), !dbg !52
  %base.i5.i568 = and i32 %r.i.i2.i567, -64, !dbg !52
  %x.i6.i569 = add i32 %r.i.i2.i567, 1, !dbg !52
  %pos.i7.i570 = and i32 %r.i.i2.i567, 63, !dbg !52
  %far.i8.i571 = add i32 %pos.i7.i570, 1, !dbg !52
  %out.i9.i572 = icmp uge i32 %far.i8.i571, 64, !dbg !52
  %index.i10.i573 = select i1 %out.i9.i572, i32 %r.i.i2.i567, i32 %x.i6.i569, !dbg !52
  %addr.i11.i574 = shl i32 %index.i10.i573, 2, !dbg !52
  %r.i12.i575 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i11.i574, i32 %lo.i563) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %lo.i.i.i576 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %r.i.i.i577 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i576), !dbg !52
  %base.i.i578 = and i32 %r.i.i.i577, -64, !dbg !52
  %x.i.i579 = add i32 %r.i.i.i577, 1, !dbg !52
  %pos.i.i580 = and i32 %r.i.i.i577, 63, !dbg !52
  %far.i.i581 = add i32 %pos.i.i580, 1, !dbg !52
  %out.i.i582 = icmp uge i32 %far.i.i581, 64, !dbg !52
  %index.i.i583 = select i1 %out.i.i582, i32 %r.i.i.i577, i32 %x.i.i579, !dbg !52
  %addr.i.i584 = shl i32 %index.i.i583, 2, !dbg !52
  %r.i.i585 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i584, i32 %hi.i565) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %zlo.i586 = zext i32 %r.i12.i575 to i64, !dbg !52
  %zhi.i587 = zext i32 %r.i.i585 to i64, !dbg !52
  %shi.i588 = shl i64 %zhi.i587, 32, !dbg !52
  %r.i589 = or i64 %shi.i588, %zlo.i586, !dbg !52
  %d.i590 = bitcast i64 %r.i589 to double, !dbg !52
  %add117 = fadd double %add114, %d.i590
  %109 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx118 = getelementptr inbounds double, ptr %109, i64 11
  %110 = load double, ptr %arrayidx118, align 8
  %b.i.i.i655 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %r.i.i656 = trunc i64 %b.i.i.i655 to i32, !dbg !53
  %w.i657 = bitcast double %110 to i64, !dbg !53
  %lo.i658 = trunc i64 %w.i657 to i32, !dbg !53
  %hi.w.i659 = lshr i64 %w.i657, 32, !dbg !53
  %hi.i660 = trunc i64 %hi.w.i659 to i32, !dbg !53
  %lo.i.i2.i661 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %r.i.i3.i662 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i2.i661), !dbg !53
  %base.i6.i663 = and i32 %r.i.i3.i662, -64, !dbg !53
  %index.i8.i664 = add i32 %base.i6.i663, 1, !dbg !53
  %addr.i9.i665 = shl i32 %index.i8.i664, 2, !dbg !53
  %r.i10.i666 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i9.i665, i32 %lo.i658) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %lo.i.i.i667 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %r.i.i.i668 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo.i.i.i667), !dbg !53
  %base.i.i669 = and i32 %r.i.i.i668, -64, !dbg !53
  %index.i.i670 = add i32 %base.i.i669, 1, !dbg !53
  %addr.i.i671 = shl i32 %index.i.i670, 2, !dbg !53
  %r.i1.i672 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i671, i32 %hi.i660) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %zlo.i673 = zext i32 %r.i10.i666 to i64, !dbg !53
  %zhi.i674 = zext i32 %r.i1.i672 to i64, !dbg !53
  %shi.i675 = shl i64 %zhi.i674, 32, !dbg !53
  %r.i676 = or i64 %shi.i675, %zlo.i673, !dbg !53
  %d.i677 = bitcast i64 %r.i676 to double, !dbg !53
  %add120 = fadd double %add117, %d.i677
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
  %r.i692 = atomicrmw add ptr %arrayidx126, i32 1 syncscope("agent") monotonic, align 4, !dbg !56
  %116 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx128 = getelementptr inbounds i32, ptr %116, i64 14
  %r.i693 = atomicrmw add ptr %arrayidx128, i32 1 syncscope("agent") monotonic, align 4, !dbg !57
  %117 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx130 = getelementptr inbounds i64, ptr %117, i64 15
  %r.i694 = atomicrmw add ptr %arrayidx130, i64 1 syncscope("agent") monotonic, align 8, !dbg !58
  %118 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx132 = getelementptr inbounds i64, ptr %118, i64 16
  %r.i695 = atomicrmw add ptr %arrayidx132, i64 1 syncscope("agent") monotonic, align 8, !dbg !59
  %119 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx134 = getelementptr inbounds float, ptr %119, i64 17
  %r.i696 = atomicrmw fadd ptr %arrayidx134, float 1.000000e+00 syncscope("agent") monotonic, align 4, !dbg !60
  %120 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx136 = getelementptr inbounds double, ptr %120, i64 18
  %r.i697 = atomicrmw fadd ptr %arrayidx136, double 1.000000e+00 syncscope("agent") monotonic, align 8, !dbg !61
  %121 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx138 = getelementptr inbounds i32, ptr %121, i64 19
  %122 = load i32, ptr %t.ascast, align 4
  %123 = load i32, ptr %n.addr.ascast, align 4
  %r.i172 = call i32 @llvm.smin.i32(i32 %122, i32 %123), !dbg !62
  %124 = load i32, ptr %t.ascast, align 4
  %125 = load i32, ptr %n.addr.ascast, align 4
  %r.i178 = call i32 @llvm.smax.i32(i32 %124, i32 %125), !dbg !63
  %add141 = add nsw i32 %r.i172, %r.i178
  store i32 %add141, ptr %arrayidx138, align 4
  %126 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx142 = getelementptr inbounds i32, ptr %126, i64 20
  %127 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx143 = getelementptr inbounds i32, ptr %127, i64 20
  %128 = load i32, ptr %arrayidx143, align 4
  %r.i173 = call i32 @llvm.umin.i32(i32 %128, i32 3), !dbg !64
  %129 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx145 = getelementptr inbounds i32, ptr %129, i64 20
  %130 = load i32, ptr %arrayidx145, align 4
  %r.i179 = call i32 @llvm.umax.i32(i32 %130, i32 3), !dbg !65
  %add147 = add i32 %r.i173, %r.i179
  store i32 %add147, ptr %arrayidx142, align 4
  %131 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx148 = getelementptr inbounds i64, ptr %131, i64 21
  %132 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx149 = getelementptr inbounds i64, ptr %132, i64 21
  %133 = load i64, ptr %arrayidx149, align 8
  %r.i174 = call i64 @llvm.smin.i64(i64 %133, i64 3), !dbg !66
  %134 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx151 = getelementptr inbounds i64, ptr %134, i64 21
  %135 = load i64, ptr %arrayidx151, align 8
  %r.i180 = call i64 @llvm.smax.i64(i64 %135, i64 3), !dbg !67
  %add153 = add nsw i64 %r.i174, %r.i180
  store i64 %add153, ptr %arrayidx148, align 8
  %136 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx154 = getelementptr inbounds i64, ptr %136, i64 22
  %137 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx155 = getelementptr inbounds i64, ptr %137, i64 22
  %138 = load i64, ptr %arrayidx155, align 8
  %r.i175 = call i64 @llvm.umin.i64(i64 %138, i64 3), !dbg !68
  %139 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx157 = getelementptr inbounds i64, ptr %139, i64 22
  %140 = load i64, ptr %arrayidx157, align 8
  %r.i181 = call i64 @llvm.umax.i64(i64 %140, i64 3), !dbg !69
  %add159 = add i64 %r.i175, %r.i181
  store i64 %add159, ptr %arrayidx154, align 8
  %141 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx160 = getelementptr inbounds float, ptr %141, i64 23
  %142 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx161 = getelementptr inbounds float, ptr %142, i64 23
  %143 = load float, ptr %arrayidx161, align 4
  %r.i176 = call float @llvm.minnum.f32(float %143, float 1.500000e+00), !dbg !70
  %144 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx163 = getelementptr inbounds float, ptr %144, i64 23
  %145 = load float, ptr %arrayidx163, align 4
  %r.i182 = call float @llvm.maxnum.f32(float %145, float 1.500000e+00), !dbg !71
  %add165 = fadd float %r.i176, %r.i182
  store float %add165, ptr %arrayidx160, align 4
  %146 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx166 = getelementptr inbounds double, ptr %146, i64 24
  %147 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx167 = getelementptr inbounds double, ptr %147, i64 24
  %148 = load double, ptr %arrayidx167, align 8
  %r.i177 = call double @llvm.minnum.f64(double %148, double 1.500000e+00), !dbg !72
  %149 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx169 = getelementptr inbounds double, ptr %149, i64 24
  %150 = load double, ptr %arrayidx169, align 8
  %r.i183 = call double @llvm.maxnum.f64(double %150, double 1.500000e+00), !dbg !73
  %add171 = fadd double %r.i177, %r.i183
  store double %add171, ptr %arrayidx166, align 8
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #1 = { convergent nofree norecurse nounwind }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #7 = { convergent nocallback nofree nounwind willreturn }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
