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
  %b.i.i211 = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %r.i.i212 = zext i32 %b.i.i211 to i64, !dbg !16
  %r.i213 = and i32 %b.i.i211, %2, !dbg !16
  store i32 %r.i213, ptr %arrayidx, align 4
  %5 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx12 = getelementptr inbounds i32, ptr %5, i64 1
  %6 = load i32, ptr %m.ascast, align 4
  %7 = load i32, ptr %t.ascast, align 4
  %8 = load i32, ptr %n.addr.ascast, align 4
  %cmp13 = icmp slt i32 %7, %8
  %conv14 = zext i1 %cmp13 to i32
  %b.i.i.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp13) [ "convergencectrl"(token %tok.entry) ], !dbg !17
  %r.i.i.i = zext i32 %b.i.i.i to i64, !dbg !17
  %r.i.i214 = and i32 %b.i.i.i, %6, !dbg !17
  %c.i = icmp ne i32 %r.i.i214, 0, !dbg !17
  %r.i215 = zext i1 %c.i to i32, !dbg !17
  %9 = load i32, ptr %m.ascast, align 4
  %10 = load i32, ptr %t.ascast, align 4
  %11 = load i32, ptr %n.addr.ascast, align 4
  %cmp16 = icmp slt i32 %10, %11
  %conv17 = zext i1 %cmp16 to i32
  %b.i.i1.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp16) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %r.i.i2.i = zext i32 %b.i.i1.i to i64, !dbg !18
  %r.i3.i = and i32 %b.i.i1.i, %9, !dbg !18
  %b.i.i.i216 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %r.i.i.i217 = zext i32 %b.i.i.i216 to i64, !dbg !18
  %r.i.i218 = and i32 %b.i.i.i216, %9, !dbg !18
  %c.i219 = icmp eq i32 %r.i3.i, %r.i.i218, !dbg !18
  %r.i220 = zext i1 %c.i219 to i32, !dbg !18
  %add19 = add nsw i32 %r.i215, %r.i220
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
  %r.i643 = phi i32 [ 0, %entry ], [ %sum.next.i, %loop.i ], !dbg !19
  store i32 %r.i643, ptr %arrayidx20, align 4
  %15 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx22 = getelementptr inbounds i32, ptr %15, i64 3
  %16 = load i32, ptr %m.ascast, align 4
  %17 = load i32, ptr %t.ascast, align 4
  %none.i644 = icmp eq i32 %16, 0, !dbg !20
  br i1 %none.i644, label %__reduce_add_sync.exit656, label %loop.i645, !dbg !20

loop.i645:                                        ; preds = %loop.i645, %__reduce_add_sync.exit
  %rest.i646 = phi i32 [ %16, %__reduce_add_sync.exit ], [ %rest.next.i653, %loop.i645 ], !dbg !20
  %sum.i647 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %sum.next.i651, %loop.i645 ], !dbg !20
  %tok.lanes.i648 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %l.i649 = call i32 @llvm.cttz.i32(i32 %rest.i646, i1 true), !dbg !20
  %x.i650 = call i32 @llvm.amdgcn.readlane.i32(i32 %17, i32 %l.i649) [ "convergencectrl"(token %tok.lanes.i648) ], !dbg !20
  %sum.next.i651 = add i32 %sum.i647, %x.i650, !dbg !20
  %rest.less.i652 = sub i32 %rest.i646, 1, !dbg !20
  %rest.next.i653 = and i32 %rest.i646, %rest.less.i652, !dbg !20
  %more.i654 = icmp ne i32 %rest.next.i653, 0, !dbg !20
  br i1 %more.i654, label %loop.i645, label %__reduce_add_sync.exit656, !dbg !20

__reduce_add_sync.exit656:                        ; preds = %__reduce_add_sync.exit, %loop.i645
  %r.i655 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %sum.next.i651, %loop.i645 ], !dbg !20
  store i32 %r.i655, ptr %arrayidx22, align 4
  %18 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx24 = getelementptr inbounds i64, ptr %18, i64 4
  %19 = load i32, ptr %t.ascast, align 4
  %20 = load i32, ptr %n.addr.ascast, align 4
  %cmp25 = icmp slt i32 %19, %20
  %conv26 = zext i1 %cmp25 to i32
  %b.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp25) [ "convergencectrl"(token %tok.entry) ], !dbg !21
  %r.i209 = zext i32 %b.i to i64, !dbg !21
  store i64 %r.i209, ptr %arrayidx24, align 8
  %21 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx28 = getelementptr inbounds i32, ptr %21, i64 5
  %22 = load i32, ptr %t.ascast, align 4
  %23 = load i32, ptr %n.addr.ascast, align 4
  %cmp29 = icmp slt i32 %22, %23
  %conv30 = zext i1 %cmp29 to i32
  %b.i.i221 = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp29) [ "convergencectrl"(token %tok.entry) ], !dbg !22
  %r.i.i222 = zext i32 %b.i.i221 to i64, !dbg !22
  %c.i223 = icmp ne i64 %r.i.i222, 0, !dbg !22
  %r.i224 = zext i1 %c.i223 to i32, !dbg !22
  %24 = load i32, ptr %t.ascast, align 4
  %25 = load i32, ptr %n.addr.ascast, align 4
  %cmp32 = icmp slt i32 %24, %25
  %conv33 = zext i1 %cmp32 to i32
  %b.i1.i = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp32) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %r.i2.i = zext i32 %b.i1.i to i64, !dbg !23
  %b.i.i225 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %r.i.i226 = zext i32 %b.i.i225 to i64, !dbg !23
  %c.i227 = icmp eq i64 %r.i2.i, %r.i.i226, !dbg !23
  %r.i228 = zext i1 %c.i227 to i32, !dbg !23
  %add35 = add nsw i32 %r.i224, %r.i228
  store i32 %add35, ptr %arrayidx28, align 4
  %26 = load ptr, ptr %i.addr.ascast, align 8
  %arrayidx36 = getelementptr inbounds i32, ptr %26, i64 6
  %27 = load i32, ptr %m.ascast, align 4
  %28 = load i32, ptr %t.ascast, align 4
  %r.i.i.i229 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !24
  %base.i.i = and i32 %r.i.i.i229, -32, !dbg !24
  %addr.i.i = shl i32 %base.i.i, 2, !dbg !24
  %r.i.i230 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i, i32 %28) [ "convergencectrl"(token %tok.entry) ], !dbg !24
  %29 = load i32, ptr %m.ascast, align 4
  %30 = load i32, ptr %t.ascast, align 4
  %r.i.i.i281 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !25
  %base.i.i282 = and i32 %r.i.i.i281, -32, !dbg !25
  %x.i.i = xor i32 %r.i.i.i281, 1, !dbg !25
  %end.w.i.i = add i32 %r.i.i.i281, 32, !dbg !25
  %end.i.i = and i32 %end.w.i.i, -32, !dbg !25
  %out.i.i = icmp uge i32 %x.i.i, %end.i.i, !dbg !25
  %index.i.i283 = select i1 %out.i.i, i32 %r.i.i.i281, i32 %x.i.i, !dbg !25
  %addr.i.i284 = shl i32 %index.i.i283, 2, !dbg !25
  %r.i.i285 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i284, i32 %30) [ "convergencectrl"(token %tok.entry) ], !dbg !25
  %add39 = add nsw i32 %r.i.i230, %r.i.i285
  %31 = load i32, ptr %m.ascast, align 4
  %32 = load i32, ptr %t.ascast, align 4
  %r.i.i.i376 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !26
  %base.i.i377 = and i32 %r.i.i.i376, -16, !dbg !26
  %x.i.i378 = sub i32 %r.i.i.i376, 1, !dbg !26
  %out.i.i379 = icmp slt i32 %x.i.i378, %base.i.i377, !dbg !26
  %index.i.i380 = select i1 %out.i.i379, i32 %r.i.i.i376, i32 %x.i.i378, !dbg !26
  %addr.i.i381 = shl i32 %index.i.i380, 2, !dbg !26
  %r.i.i382 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i381, i32 %32) [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %add41 = add nsw i32 %add39, %r.i.i382
  %33 = load i32, ptr %m.ascast, align 4
  %34 = load i32, ptr %t.ascast, align 4
  %r.i.i.i460 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !27
  %base.i.i461 = and i32 %r.i.i.i460, -8, !dbg !27
  %x.i.i462 = add i32 %r.i.i.i460, 2, !dbg !27
  %pos.i.i = and i32 %r.i.i.i460, 7, !dbg !27
  %far.i.i = add i32 %pos.i.i, 2, !dbg !27
  %out.i.i463 = icmp uge i32 %far.i.i, 8, !dbg !27
  %index.i.i464 = select i1 %out.i.i463, i32 %r.i.i.i460, i32 %x.i.i462, !dbg !27
  %addr.i.i465 = shl i32 %index.i.i464, 2, !dbg !27
  %r.i.i466 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i465, i32 %34) [ "convergencectrl"(token %tok.entry) ], !dbg !27
  %add43 = add nsw i32 %add41, %r.i.i466
  %35 = load i32, ptr %t.ascast, align 4
  %b.i.i.i562 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %r.i.i.i563 = zext i32 %b.i.i.i562 to i64, !dbg !28
  %r.i.i1.i564 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !28
  %base.i.i565 = and i32 %r.i.i1.i564, -32, !dbg !28
  %index.i.i566 = add i32 %base.i.i565, 3, !dbg !28
  %addr.i.i567 = shl i32 %index.i.i566, 2, !dbg !28
  %r.i.i568 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i567, i32 %35) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %add45 = add nsw i32 %add43, %r.i.i568
  store i32 %add45, ptr %arrayidx36, align 4
  %36 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx46 = getelementptr inbounds i32, ptr %36, i64 7
  %37 = load i32, ptr %m.ascast, align 4
  %38 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx47 = getelementptr inbounds i32, ptr %38, i64 7
  %39 = load i32, ptr %arrayidx47, align 4
  %r.i.i.i231 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %base.i.i232 = and i32 %r.i.i.i231, -32, !dbg !29
  %index.i.i = add i32 %base.i.i232, 1, !dbg !29
  %addr.i.i233 = shl i32 %index.i.i, 2, !dbg !29
  %r.i.i234 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i233, i32 %39) [ "convergencectrl"(token %tok.entry) ], !dbg !29
  %40 = load i32, ptr %m.ascast, align 4
  %41 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx49 = getelementptr inbounds i32, ptr %41, i64 7
  %42 = load i32, ptr %arrayidx49, align 4
  %r.i.i.i286 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %base.i.i287 = and i32 %r.i.i.i286, -32, !dbg !30
  %x.i.i288 = xor i32 %r.i.i.i286, 2, !dbg !30
  %end.w.i.i289 = add i32 %r.i.i.i286, 32, !dbg !30
  %end.i.i290 = and i32 %end.w.i.i289, -32, !dbg !30
  %out.i.i291 = icmp uge i32 %x.i.i288, %end.i.i290, !dbg !30
  %index.i.i292 = select i1 %out.i.i291, i32 %r.i.i.i286, i32 %x.i.i288, !dbg !30
  %addr.i.i293 = shl i32 %index.i.i292, 2, !dbg !30
  %r.i.i294 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i293, i32 %42) [ "convergencectrl"(token %tok.entry) ], !dbg !30
  %add51 = add i32 %r.i.i234, %r.i.i294
  %43 = load i32, ptr %m.ascast, align 4
  %44 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx52 = getelementptr inbounds i32, ptr %44, i64 7
  %45 = load i32, ptr %arrayidx52, align 4
  %r.i.i.i383 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %base.i.i384 = and i32 %r.i.i.i383, -32, !dbg !31
  %x.i.i385 = sub i32 %r.i.i.i383, 1, !dbg !31
  %out.i.i386 = icmp slt i32 %x.i.i385, %base.i.i384, !dbg !31
  %index.i.i387 = select i1 %out.i.i386, i32 %r.i.i.i383, i32 %x.i.i385, !dbg !31
  %addr.i.i388 = shl i32 %index.i.i387, 2, !dbg !31
  %r.i.i389 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i388, i32 %45) [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %add54 = add i32 %add51, %r.i.i389
  %46 = load i32, ptr %m.ascast, align 4
  %47 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx55 = getelementptr inbounds i32, ptr %47, i64 7
  %48 = load i32, ptr %arrayidx55, align 4
  %r.i.i.i467 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !32
  %base.i.i468 = and i32 %r.i.i.i467, -32, !dbg !32
  %x.i.i469 = add i32 %r.i.i.i467, 1, !dbg !32
  %pos.i.i470 = and i32 %r.i.i.i467, 31, !dbg !32
  %far.i.i471 = add i32 %pos.i.i470, 1, !dbg !32
  %out.i.i472 = icmp uge i32 %far.i.i471, 32, !dbg !32
  %index.i.i473 = select i1 %out.i.i472, i32 %r.i.i.i467, i32 %x.i.i469, !dbg !32
  %addr.i.i474 = shl i32 %index.i.i473, 2, !dbg !32
  %r.i.i475 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i474, i32 %48) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %add57 = add i32 %add54, %r.i.i475
  %49 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx58 = getelementptr inbounds i32, ptr %49, i64 7
  %50 = load i32, ptr %arrayidx58, align 4
  %b.i.i.i569 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %r.i.i.i570 = zext i32 %b.i.i.i569 to i64, !dbg !33
  %r.i.i1.i571 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %base.i.i572 = and i32 %r.i.i1.i571, -32, !dbg !33
  %index.i.i573 = add i32 %base.i.i572, 1, !dbg !33
  %addr.i.i574 = shl i32 %index.i.i573, 2, !dbg !33
  %r.i.i575 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i574, i32 %50) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %add60 = add i32 %add57, %r.i.i575
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
  %r.i.i.i235 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !34
  %base.i.i236 = and i32 %r.i.i.i235, -32, !dbg !34
  %index.i.i237 = add i32 %base.i.i236, 1, !dbg !34
  %addr.i.i238 = shl i32 %index.i.i237, 2, !dbg !34
  %r.i.i239 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i238, i32 %hi.i) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %zlo.i = zext i32 %r.i8.i to i64, !dbg !34
  %zhi.i = zext i32 %r.i.i239 to i64, !dbg !34
  %shi.i = shl i64 %zhi.i, 32, !dbg !34
  %r.i240 = or i64 %shi.i, %zlo.i, !dbg !34
  %55 = load i32, ptr %m.ascast, align 4
  %56 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx64 = getelementptr inbounds i64, ptr %56, i64 8
  %57 = load i64, ptr %arrayidx64, align 8
  %lo.i295 = trunc i64 %57 to i32, !dbg !35
  %hi.w.i296 = lshr i64 %57, 32, !dbg !35
  %hi.i297 = trunc i64 %hi.w.i296 to i32, !dbg !35
  %r.i.i1.i298 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %base.i4.i299 = and i32 %r.i.i1.i298, -32, !dbg !35
  %x.i5.i = xor i32 %r.i.i1.i298, 2, !dbg !35
  %end.w.i6.i = add i32 %r.i.i1.i298, 32, !dbg !35
  %end.i7.i = and i32 %end.w.i6.i, -32, !dbg !35
  %out.i8.i = icmp uge i32 %x.i5.i, %end.i7.i, !dbg !35
  %index.i9.i = select i1 %out.i8.i, i32 %r.i.i1.i298, i32 %x.i5.i, !dbg !35
  %addr.i10.i = shl i32 %index.i9.i, 2, !dbg !35
  %r.i11.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i, i32 %lo.i295) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %r.i.i.i300 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %base.i.i301 = and i32 %r.i.i.i300, -32, !dbg !35
  %x.i.i302 = xor i32 %r.i.i.i300, 2, !dbg !35
  %end.w.i.i303 = add i32 %r.i.i.i300, 32, !dbg !35
  %end.i.i304 = and i32 %end.w.i.i303, -32, !dbg !35
  %out.i.i305 = icmp uge i32 %x.i.i302, %end.i.i304, !dbg !35
  %index.i.i306 = select i1 %out.i.i305, i32 %r.i.i.i300, i32 %x.i.i302, !dbg !35
  %addr.i.i307 = shl i32 %index.i.i306, 2, !dbg !35
  %r.i.i308 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i307, i32 %hi.i297) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %zlo.i309 = zext i32 %r.i11.i to i64, !dbg !35
  %zhi.i310 = zext i32 %r.i.i308 to i64, !dbg !35
  %shi.i311 = shl i64 %zhi.i310, 32, !dbg !35
  %r.i312 = or i64 %shi.i311, %zlo.i309, !dbg !35
  %add66 = add nsw i64 %r.i240, %r.i312
  %58 = load i32, ptr %m.ascast, align 4
  %59 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx67 = getelementptr inbounds i64, ptr %59, i64 8
  %60 = load i64, ptr %arrayidx67, align 8
  %lo.i390 = trunc i64 %60 to i32, !dbg !36
  %hi.w.i391 = lshr i64 %60, 32, !dbg !36
  %hi.i392 = trunc i64 %hi.w.i391 to i32, !dbg !36
  %r.i.i1.i393 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %base.i4.i394 = and i32 %r.i.i1.i393, -32, !dbg !36
  %x.i5.i395 = sub i32 %r.i.i1.i393, 1, !dbg !36
  %out.i6.i = icmp slt i32 %x.i5.i395, %base.i4.i394, !dbg !36
  %index.i7.i = select i1 %out.i6.i, i32 %r.i.i1.i393, i32 %x.i5.i395, !dbg !36
  %addr.i8.i = shl i32 %index.i7.i, 2, !dbg !36
  %r.i9.i = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i, i32 %lo.i390) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %r.i.i.i396 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %base.i.i397 = and i32 %r.i.i.i396, -32, !dbg !36
  %x.i.i398 = sub i32 %r.i.i.i396, 1, !dbg !36
  %out.i.i399 = icmp slt i32 %x.i.i398, %base.i.i397, !dbg !36
  %index.i.i400 = select i1 %out.i.i399, i32 %r.i.i.i396, i32 %x.i.i398, !dbg !36
  %addr.i.i401 = shl i32 %index.i.i400, 2, !dbg !36
  %r.i.i402 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i401, i32 %hi.i392) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %zlo.i403 = zext i32 %r.i9.i to i64, !dbg !36
  %zhi.i404 = zext i32 %r.i.i402 to i64, !dbg !36
  %shi.i405 = shl i64 %zhi.i404, 32, !dbg !36
  %r.i406 = or i64 %shi.i405, %zlo.i403, !dbg !36
  %add69 = add nsw i64 %add66, %r.i406
  %61 = load i32, ptr %m.ascast, align 4
  %62 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx70 = getelementptr inbounds i64, ptr %62, i64 8
  %63 = load i64, ptr %arrayidx70, align 8
  %lo.i476 = trunc i64 %63 to i32, !dbg !37
  %hi.w.i477 = lshr i64 %63, 32, !dbg !37
  %hi.i478 = trunc i64 %hi.w.i477 to i32, !dbg !37
  %r.i.i1.i479 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %base.i4.i480 = and i32 %r.i.i1.i479, -32, !dbg !37
  %x.i5.i481 = add i32 %r.i.i1.i479, 1, !dbg !37
  %pos.i6.i = and i32 %r.i.i1.i479, 31, !dbg !37
  %far.i7.i = add i32 %pos.i6.i, 1, !dbg !37
  %out.i8.i482 = icmp uge i32 %far.i7.i, 32, !dbg !37
  %index.i9.i483 = select i1 %out.i8.i482, i32 %r.i.i1.i479, i32 %x.i5.i481, !dbg !37
  %addr.i10.i484 = shl i32 %index.i9.i483, 2, !dbg !37
  %r.i11.i485 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i484, i32 %lo.i476) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %r.i.i.i486 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !37
  %base.i.i487 = and i32 %r.i.i.i486, -32, !dbg !37
  %x.i.i488 = add i32 %r.i.i.i486, 1, !dbg !37
  %pos.i.i489 = and i32 %r.i.i.i486, 31, !dbg !37
  %far.i.i490 = add i32 %pos.i.i489, 1, !dbg !37
  %out.i.i491 = icmp uge i32 %far.i.i490, 32, !dbg !37
  %index.i.i492 = select i1 %out.i.i491, i32 %r.i.i.i486, i32 %x.i.i488, !dbg !37
  %addr.i.i493 = shl i32 %index.i.i492, 2, !dbg !37
  %r.i.i494 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i493, i32 %hi.i478) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %zlo.i495 = zext i32 %r.i11.i485 to i64, !dbg !37
  %zhi.i496 = zext i32 %r.i.i494 to i64, !dbg !37
  %shi.i497 = shl i64 %zhi.i496, 32, !dbg !37
  %r.i498 = or i64 %shi.i497, %zlo.i495, !dbg !37
  %add72 = add nsw i64 %add69, %r.i498
  %64 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx73 = getelementptr inbounds i64, ptr %64, i64 8
  %65 = load i64, ptr %arrayidx73, align 8
  %b.i.i.i576 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i.i577 = zext i32 %b.i.i.i576 to i64, !dbg !38
  %lo.i578 = trunc i64 %65 to i32, !dbg !38
  %hi.w.i579 = lshr i64 %65, 32, !dbg !38
  %hi.i580 = trunc i64 %hi.w.i579 to i32, !dbg !38
  %r.i.i2.i581 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %base.i5.i = and i32 %r.i.i2.i581, -32, !dbg !38
  %index.i7.i582 = add i32 %base.i5.i, 1, !dbg !38
  %addr.i8.i583 = shl i32 %index.i7.i582, 2, !dbg !38
  %r.i9.i584 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i583, i32 %lo.i578) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i1.i585 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %base.i.i586 = and i32 %r.i.i1.i585, -32, !dbg !38
  %index.i.i587 = add i32 %base.i.i586, 1, !dbg !38
  %addr.i.i588 = shl i32 %index.i.i587, 2, !dbg !38
  %r.i.i589 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i588, i32 %hi.i580) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %zlo.i590 = zext i32 %r.i9.i584 to i64, !dbg !38
  %zhi.i591 = zext i32 %r.i.i589 to i64, !dbg !38
  %shi.i592 = shl i64 %zhi.i591, 32, !dbg !38
  %r.i593 = or i64 %shi.i592, %zlo.i590, !dbg !38
  %add75 = add nsw i64 %add72, %r.i593
  store i64 %add75, ptr %arrayidx61, align 8
  %66 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx76 = getelementptr inbounds i64, ptr %66, i64 9
  %67 = load i32, ptr %m.ascast, align 4
  %68 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx77 = getelementptr inbounds i64, ptr %68, i64 9
  %69 = load i64, ptr %arrayidx77, align 8
  %lo.i241 = trunc i64 %69 to i32, !dbg !39
  %hi.w.i242 = lshr i64 %69, 32, !dbg !39
  %hi.i243 = trunc i64 %hi.w.i242 to i32, !dbg !39
  %r.i.i1.i244 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %base.i4.i245 = and i32 %r.i.i1.i244, -32, !dbg !39
  %index.i6.i246 = add i32 %base.i4.i245, 1, !dbg !39
  %addr.i7.i247 = shl i32 %index.i6.i246, 2, !dbg !39
  %r.i8.i248 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i7.i247, i32 %lo.i241) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %r.i.i.i249 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !39
  %base.i.i250 = and i32 %r.i.i.i249, -32, !dbg !39
  %index.i.i251 = add i32 %base.i.i250, 1, !dbg !39
  %addr.i.i252 = shl i32 %index.i.i251, 2, !dbg !39
  %r.i.i253 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i252, i32 %hi.i243) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %zlo.i254 = zext i32 %r.i8.i248 to i64, !dbg !39
  %zhi.i255 = zext i32 %r.i.i253 to i64, !dbg !39
  %shi.i256 = shl i64 %zhi.i255, 32, !dbg !39
  %r.i257 = or i64 %shi.i256, %zlo.i254, !dbg !39
  %70 = load i32, ptr %m.ascast, align 4
  %71 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx79 = getelementptr inbounds i64, ptr %71, i64 9
  %72 = load i64, ptr %arrayidx79, align 8
  %lo.i313 = trunc i64 %72 to i32, !dbg !40
  %hi.w.i314 = lshr i64 %72, 32, !dbg !40
  %hi.i315 = trunc i64 %hi.w.i314 to i32, !dbg !40
  %r.i.i1.i316 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %base.i4.i317 = and i32 %r.i.i1.i316, -32, !dbg !40
  %x.i5.i318 = xor i32 %r.i.i1.i316, 2, !dbg !40
  %end.w.i6.i319 = add i32 %r.i.i1.i316, 32, !dbg !40
  %end.i7.i320 = and i32 %end.w.i6.i319, -32, !dbg !40
  %out.i8.i321 = icmp uge i32 %x.i5.i318, %end.i7.i320, !dbg !40
  %index.i9.i322 = select i1 %out.i8.i321, i32 %r.i.i1.i316, i32 %x.i5.i318, !dbg !40
  %addr.i10.i323 = shl i32 %index.i9.i322, 2, !dbg !40
  %r.i11.i324 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i323, i32 %lo.i313) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %r.i.i.i325 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !40
  %base.i.i326 = and i32 %r.i.i.i325, -32, !dbg !40
  %x.i.i327 = xor i32 %r.i.i.i325, 2, !dbg !40
  %end.w.i.i328 = add i32 %r.i.i.i325, 32, !dbg !40
  %end.i.i329 = and i32 %end.w.i.i328, -32, !dbg !40
  %out.i.i330 = icmp uge i32 %x.i.i327, %end.i.i329, !dbg !40
  %index.i.i331 = select i1 %out.i.i330, i32 %r.i.i.i325, i32 %x.i.i327, !dbg !40
  %addr.i.i332 = shl i32 %index.i.i331, 2, !dbg !40
  %r.i.i333 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i332, i32 %hi.i315) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %zlo.i334 = zext i32 %r.i11.i324 to i64, !dbg !40
  %zhi.i335 = zext i32 %r.i.i333 to i64, !dbg !40
  %shi.i336 = shl i64 %zhi.i335, 32, !dbg !40
  %r.i337 = or i64 %shi.i336, %zlo.i334, !dbg !40
  %add81 = add i64 %r.i257, %r.i337
  %73 = load i32, ptr %m.ascast, align 4
  %74 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx82 = getelementptr inbounds i64, ptr %74, i64 9
  %75 = load i64, ptr %arrayidx82, align 8
  %lo.i407 = trunc i64 %75 to i32, !dbg !41
  %hi.w.i408 = lshr i64 %75, 32, !dbg !41
  %hi.i409 = trunc i64 %hi.w.i408 to i32, !dbg !41
  %r.i.i1.i410 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %base.i4.i411 = and i32 %r.i.i1.i410, -32, !dbg !41
  %x.i5.i412 = sub i32 %r.i.i1.i410, 1, !dbg !41
  %out.i6.i413 = icmp slt i32 %x.i5.i412, %base.i4.i411, !dbg !41
  %index.i7.i414 = select i1 %out.i6.i413, i32 %r.i.i1.i410, i32 %x.i5.i412, !dbg !41
  %addr.i8.i415 = shl i32 %index.i7.i414, 2, !dbg !41
  %r.i9.i416 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i415, i32 %lo.i407) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %r.i.i.i417 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %base.i.i418 = and i32 %r.i.i.i417, -32, !dbg !41
  %x.i.i419 = sub i32 %r.i.i.i417, 1, !dbg !41
  %out.i.i420 = icmp slt i32 %x.i.i419, %base.i.i418, !dbg !41
  %index.i.i421 = select i1 %out.i.i420, i32 %r.i.i.i417, i32 %x.i.i419, !dbg !41
  %addr.i.i422 = shl i32 %index.i.i421, 2, !dbg !41
  %r.i.i423 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i422, i32 %hi.i409) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %zlo.i424 = zext i32 %r.i9.i416 to i64, !dbg !41
  %zhi.i425 = zext i32 %r.i.i423 to i64, !dbg !41
  %shi.i426 = shl i64 %zhi.i425, 32, !dbg !41
  %r.i427 = or i64 %shi.i426, %zlo.i424, !dbg !41
  %add84 = add i64 %add81, %r.i427
  %76 = load i32, ptr %m.ascast, align 4
  %77 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx85 = getelementptr inbounds i64, ptr %77, i64 9
  %78 = load i64, ptr %arrayidx85, align 8
  %lo.i499 = trunc i64 %78 to i32, !dbg !42
  %hi.w.i500 = lshr i64 %78, 32, !dbg !42
  %hi.i501 = trunc i64 %hi.w.i500 to i32, !dbg !42
  %r.i.i1.i502 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %base.i4.i503 = and i32 %r.i.i1.i502, -32, !dbg !42
  %x.i5.i504 = add i32 %r.i.i1.i502, 1, !dbg !42
  %pos.i6.i505 = and i32 %r.i.i1.i502, 31, !dbg !42
  %far.i7.i506 = add i32 %pos.i6.i505, 1, !dbg !42
  %out.i8.i507 = icmp uge i32 %far.i7.i506, 32, !dbg !42
  %index.i9.i508 = select i1 %out.i8.i507, i32 %r.i.i1.i502, i32 %x.i5.i504, !dbg !42
  %addr.i10.i509 = shl i32 %index.i9.i508, 2, !dbg !42
  %r.i11.i510 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i509, i32 %lo.i499) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %r.i.i.i511 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !42
  %base.i.i512 = and i32 %r.i.i.i511, -32, !dbg !42
  %x.i.i513 = add i32 %r.i.i.i511, 1, !dbg !42
  %pos.i.i514 = and i32 %r.i.i.i511, 31, !dbg !42
  %far.i.i515 = add i32 %pos.i.i514, 1, !dbg !42
  %out.i.i516 = icmp uge i32 %far.i.i515, 32, !dbg !42
  %index.i.i517 = select i1 %out.i.i516, i32 %r.i.i.i511, i32 %x.i.i513, !dbg !42
  %addr.i.i518 = shl i32 %index.i.i517, 2, !dbg !42
  %r.i.i519 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i518, i32 %hi.i501) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %zlo.i520 = zext i32 %r.i11.i510 to i64, !dbg !42
  %zhi.i521 = zext i32 %r.i.i519 to i64, !dbg !42
  %shi.i522 = shl i64 %zhi.i521, 32, !dbg !42
  %r.i523 = or i64 %shi.i522, %zlo.i520, !dbg !42
  %add87 = add i64 %add84, %r.i523
  %79 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx88 = getelementptr inbounds i64, ptr %79, i64 9
  %80 = load i64, ptr %arrayidx88, align 8
  %b.i.i.i594 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %r.i.i.i595 = zext i32 %b.i.i.i594 to i64, !dbg !43
  %lo.i596 = trunc i64 %80 to i32, !dbg !43
  %hi.w.i597 = lshr i64 %80, 32, !dbg !43
  %hi.i598 = trunc i64 %hi.w.i597 to i32, !dbg !43
  %r.i.i2.i599 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %base.i5.i600 = and i32 %r.i.i2.i599, -32, !dbg !43
  %index.i7.i601 = add i32 %base.i5.i600, 1, !dbg !43
  %addr.i8.i602 = shl i32 %index.i7.i601, 2, !dbg !43
  %r.i9.i603 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i602, i32 %lo.i596) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %r.i.i1.i604 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %base.i.i605 = and i32 %r.i.i1.i604, -32, !dbg !43
  %index.i.i606 = add i32 %base.i.i605, 1, !dbg !43
  %addr.i.i607 = shl i32 %index.i.i606, 2, !dbg !43
  %r.i.i608 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i607, i32 %hi.i598) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %zlo.i609 = zext i32 %r.i9.i603 to i64, !dbg !43
  %zhi.i610 = zext i32 %r.i.i608 to i64, !dbg !43
  %shi.i611 = shl i64 %zhi.i610, 32, !dbg !43
  %r.i612 = or i64 %shi.i611, %zlo.i609, !dbg !43
  %add90 = add i64 %add87, %r.i612
  store i64 %add90, ptr %arrayidx76, align 8
  %81 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx91 = getelementptr inbounds float, ptr %81, i64 10
  %82 = load i32, ptr %m.ascast, align 4
  %83 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx92 = getelementptr inbounds float, ptr %83, i64 10
  %84 = load float, ptr %arrayidx92, align 4
  %b.i258 = bitcast float %84 to i32, !dbg !44
  %r.i.i.i259 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !44
  %base.i.i260 = and i32 %r.i.i.i259, -32, !dbg !44
  %index.i.i261 = add i32 %base.i.i260, 1, !dbg !44
  %addr.i.i262 = shl i32 %index.i.i261, 2, !dbg !44
  %r.i.i263 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i262, i32 %b.i258) [ "convergencectrl"(token %tok.entry) ], !dbg !44
  %f.i = bitcast i32 %r.i.i263 to float, !dbg !44
  %85 = load i32, ptr %m.ascast, align 4
  %86 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx94 = getelementptr inbounds float, ptr %86, i64 10
  %87 = load float, ptr %arrayidx94, align 4
  %b.i338 = bitcast float %87 to i32, !dbg !45
  %r.i.i.i339 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !45
  %base.i.i340 = and i32 %r.i.i.i339, -32, !dbg !45
  %x.i.i341 = xor i32 %r.i.i.i339, 2, !dbg !45
  %end.w.i.i342 = add i32 %r.i.i.i339, 32, !dbg !45
  %end.i.i343 = and i32 %end.w.i.i342, -32, !dbg !45
  %out.i.i344 = icmp uge i32 %x.i.i341, %end.i.i343, !dbg !45
  %index.i.i345 = select i1 %out.i.i344, i32 %r.i.i.i339, i32 %x.i.i341, !dbg !45
  %addr.i.i346 = shl i32 %index.i.i345, 2, !dbg !45
  %r.i.i347 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i346, i32 %b.i338) [ "convergencectrl"(token %tok.entry) ], !dbg !45
  %f.i348 = bitcast i32 %r.i.i347 to float, !dbg !45
  %add96 = fadd float %f.i, %f.i348
  %88 = load i32, ptr %m.ascast, align 4
  %89 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx97 = getelementptr inbounds float, ptr %89, i64 10
  %90 = load float, ptr %arrayidx97, align 4
  %b.i428 = bitcast float %90 to i32, !dbg !46
  %r.i.i.i429 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !46
  %base.i.i430 = and i32 %r.i.i.i429, -32, !dbg !46
  %x.i.i431 = sub i32 %r.i.i.i429, 1, !dbg !46
  %out.i.i432 = icmp slt i32 %x.i.i431, %base.i.i430, !dbg !46
  %index.i.i433 = select i1 %out.i.i432, i32 %r.i.i.i429, i32 %x.i.i431, !dbg !46
  %addr.i.i434 = shl i32 %index.i.i433, 2, !dbg !46
  %r.i.i435 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i434, i32 %b.i428) [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %f.i436 = bitcast i32 %r.i.i435 to float, !dbg !46
  %add99 = fadd float %add96, %f.i436
  %91 = load i32, ptr %m.ascast, align 4
  %92 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx100 = getelementptr inbounds float, ptr %92, i64 10
  %93 = load float, ptr %arrayidx100, align 4
  %b.i524 = bitcast float %93 to i32, !dbg !47
  %r.i.i.i525 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %base.i.i526 = and i32 %r.i.i.i525, -32, !dbg !47
  %x.i.i527 = add i32 %r.i.i.i525, 1, !dbg !47
  %pos.i.i528 = and i32 %r.i.i.i525, 31, !dbg !47
  %far.i.i529 = add i32 %pos.i.i528, 1, !dbg !47
  %out.i.i530 = icmp uge i32 %far.i.i529, 32, !dbg !47
  %index.i.i531 = select i1 %out.i.i530, i32 %r.i.i.i525, i32 %x.i.i527, !dbg !47
  %addr.i.i532 = shl i32 %index.i.i531, 2, !dbg !47
  %r.i.i533 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i532, i32 %b.i524) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %f.i534 = bitcast i32 %r.i.i533 to float, !dbg !47
  %add102 = fadd float %add99, %f.i534
  %94 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx103 = getelementptr inbounds float, ptr %94, i64 10
  %95 = load float, ptr %arrayidx103, align 4
  %b.i.i.i613 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %r.i.i.i614 = zext i32 %b.i.i.i613 to i64, !dbg !48
  %b.i615 = bitcast float %95 to i32, !dbg !48
  %r.i.i1.i616 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !48
  %base.i.i617 = and i32 %r.i.i1.i616, -32, !dbg !48
  %index.i.i618 = add i32 %base.i.i617, 1, !dbg !48
  %addr.i.i619 = shl i32 %index.i.i618, 2, !dbg !48
  %r.i.i620 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i619, i32 %b.i615) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %f.i621 = bitcast i32 %r.i.i620 to float, !dbg !48
  %add105 = fadd float %add102, %f.i621
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
  %r.i.i1.i267 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %base.i4.i268 = and i32 %r.i.i1.i267, -32, !dbg !49
  %index.i6.i269 = add i32 %base.i4.i268, 1, !dbg !49
  %addr.i7.i270 = shl i32 %index.i6.i269, 2, !dbg !49
  %r.i8.i271 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i7.i270, i32 %lo.i264) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %r.i.i.i272 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %base.i.i273 = and i32 %r.i.i.i272, -32, !dbg !49
  %index.i.i274 = add i32 %base.i.i273, 1, !dbg !49
  %addr.i.i275 = shl i32 %index.i.i274, 2, !dbg !49
  %r.i.i276 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i275, i32 %hi.i266) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %zlo.i277 = zext i32 %r.i8.i271 to i64, !dbg !49
  %zhi.i278 = zext i32 %r.i.i276 to i64, !dbg !49
  %shi.i279 = shl i64 %zhi.i278, 32, !dbg !49
  %r.i280 = or i64 %shi.i279, %zlo.i277, !dbg !49
  %d.i = bitcast i64 %r.i280 to double, !dbg !49
  %100 = load i32, ptr %m.ascast, align 4
  %101 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx109 = getelementptr inbounds double, ptr %101, i64 11
  %102 = load double, ptr %arrayidx109, align 8
  %w.i349 = bitcast double %102 to i64, !dbg !50
  %lo.i350 = trunc i64 %w.i349 to i32, !dbg !50
  %hi.w.i351 = lshr i64 %w.i349, 32, !dbg !50
  %hi.i352 = trunc i64 %hi.w.i351 to i32, !dbg !50
  %r.i.i1.i353 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %base.i4.i354 = and i32 %r.i.i1.i353, -32, !dbg !50
  %x.i5.i355 = xor i32 %r.i.i1.i353, 2, !dbg !50
  %end.w.i6.i356 = add i32 %r.i.i1.i353, 32, !dbg !50
  %end.i7.i357 = and i32 %end.w.i6.i356, -32, !dbg !50
  %out.i8.i358 = icmp uge i32 %x.i5.i355, %end.i7.i357, !dbg !50
  %index.i9.i359 = select i1 %out.i8.i358, i32 %r.i.i1.i353, i32 %x.i5.i355, !dbg !50
  %addr.i10.i360 = shl i32 %index.i9.i359, 2, !dbg !50
  %r.i11.i361 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i360, i32 %lo.i350) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %r.i.i.i362 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %base.i.i363 = and i32 %r.i.i.i362, -32, !dbg !50
  %x.i.i364 = xor i32 %r.i.i.i362, 2, !dbg !50
  %end.w.i.i365 = add i32 %r.i.i.i362, 32, !dbg !50
  %end.i.i366 = and i32 %end.w.i.i365, -32, !dbg !50
  %out.i.i367 = icmp uge i32 %x.i.i364, %end.i.i366, !dbg !50
  %index.i.i368 = select i1 %out.i.i367, i32 %r.i.i.i362, i32 %x.i.i364, !dbg !50
  %addr.i.i369 = shl i32 %index.i.i368, 2, !dbg !50
  %r.i.i370 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i369, i32 %hi.i352) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %zlo.i371 = zext i32 %r.i11.i361 to i64, !dbg !50
  %zhi.i372 = zext i32 %r.i.i370 to i64, !dbg !50
  %shi.i373 = shl i64 %zhi.i372, 32, !dbg !50
  %r.i374 = or i64 %shi.i373, %zlo.i371, !dbg !50
  %d.i375 = bitcast i64 %r.i374 to double, !dbg !50
  %add111 = fadd double %d.i, %d.i375
  %103 = load i32, ptr %m.ascast, align 4
  %104 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx112 = getelementptr inbounds double, ptr %104, i64 11
  %105 = load double, ptr %arrayidx112, align 8
  %w.i437 = bitcast double %105 to i64, !dbg !51
  %lo.i438 = trunc i64 %w.i437 to i32, !dbg !51
  %hi.w.i439 = lshr i64 %w.i437, 32, !dbg !51
  %hi.i440 = trunc i64 %hi.w.i439 to i32, !dbg !51
  %r.i.i1.i441 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %base.i4.i442 = and i32 %r.i.i1.i441, -32, !dbg !51
  %x.i5.i443 = sub i32 %r.i.i1.i441, 1, !dbg !51
  %out.i6.i444 = icmp slt i32 %x.i5.i443, %base.i4.i442, !dbg !51
  %index.i7.i445 = select i1 %out.i6.i444, i32 %r.i.i1.i441, i32 %x.i5.i443, !dbg !51
  %addr.i8.i446 = shl i32 %index.i7.i445, 2, !dbg !51
  %r.i9.i447 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i446, i32 %lo.i438) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %r.i.i.i448 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %base.i.i449 = and i32 %r.i.i.i448, -32, !dbg !51
  %x.i.i450 = sub i32 %r.i.i.i448, 1, !dbg !51
  %out.i.i451 = icmp slt i32 %x.i.i450, %base.i.i449, !dbg !51
  %index.i.i452 = select i1 %out.i.i451, i32 %r.i.i.i448, i32 %x.i.i450, !dbg !51
  %addr.i.i453 = shl i32 %index.i.i452, 2, !dbg !51
  %r.i.i454 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i453, i32 %hi.i440) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %zlo.i455 = zext i32 %r.i9.i447 to i64, !dbg !51
  %zhi.i456 = zext i32 %r.i.i454 to i64, !dbg !51
  %shi.i457 = shl i64 %zhi.i456, 32, !dbg !51
  %r.i458 = or i64 %shi.i457, %zlo.i455, !dbg !51
  %d.i459 = bitcast i64 %r.i458 to double, !dbg !51
  %add114 = fadd double %add111, %d.i459
  %106 = load i32, ptr %m.ascast, align 4
  %107 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx115 = getelementptr inbounds double, ptr %107, i64 11
  %108 = load double, ptr %arrayidx115, align 8
  %w.i535 = bitcast double %108 to i64, !dbg !52
  %lo.i536 = trunc i64 %w.i535 to i32, !dbg !52
  %hi.w.i537 = lshr i64 %w.i535, 32, !dbg !52
  %hi.i538 = trunc i64 %hi.w.i537 to i32, !dbg !52
  %r.i.i1.i539 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %base.i4.i540 = and i32 %r.i.i1.i539, -32, !dbg !52
  %x.i5.i541 = add i32 %r.i.i1.i539, 1, !dbg !52
  %pos.i6.i542 = and i32 %r.i.i1.i539, 31, !dbg !52
  %far.i7.i543 = add i32 %pos.i6.i542, 1, !dbg !52
  %out.i8.i544 = icmp uge i32 %far.i7.i543, 32, !dbg !52
  %index.i9.i545 = select i1 %out.i8.i544, i32 %r.i.i1.i539, i32 %x.i5.i541, !dbg !52
  %addr.i10.i546 = shl i32 %index.i9.i545, 2, !dbg !52
  %r.i11.i547 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i10.i546, i32 %lo.i536) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %r.i.i.i548 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !52
  %base.i.i549 = and i32 %r.i.i.i548, -32, !dbg !52
  %x.i.i550 = add i32 %r.i.i.i548, 1, !dbg !52
  %pos.i.i551 = and i32 %r.i.i.i548, 31, !dbg !52
  %far.i.i552 = add i32 %pos.i.i551, 1, !dbg !52
  %out.i.i553 = icmp uge i32 %far.i.i552, 32, !dbg !52
  %index.i.i554 = select i1 %out.i.i553, i32 %r.i.i.i548, i32 %x.i.i550, !dbg !52
  %addr.i.i555 = shl i32 %index.i.i554, 2, !dbg !52
  %r.i.i556 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i555, i32 %hi.i538) [ "convergencectrl"(token %tok.entry) ], !dbg !52
  %zlo.i557 = zext i32 %r.i11.i547 to i64, !dbg !52
  %zhi.i558 = zext i32 %r.i.i556 to i64, !dbg !52
  %shi.i559 = shl i64 %zhi.i558, 32, !dbg !52
  %r.i560 = or i64 %shi.i559, %zlo.i557, !dbg !52
  %d.i561 = bitcast i64 %r.i560 to double, !dbg !52
  %add117 = fadd double %add114, %d.i561
  %109 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx118 = getelementptr inbounds double, ptr %109, i64 11
  %110 = load double, ptr %arrayidx118, align 8
  %b.i.i.i622 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %r.i.i.i623 = zext i32 %b.i.i.i622 to i64, !dbg !53
  %w.i624 = bitcast double %110 to i64, !dbg !53
  %lo.i625 = trunc i64 %w.i624 to i32, !dbg !53
  %hi.w.i626 = lshr i64 %w.i624, 32, !dbg !53
  %hi.i627 = trunc i64 %hi.w.i626 to i32, !dbg !53
  %r.i.i2.i628 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %base.i5.i629 = and i32 %r.i.i2.i628, -32, !dbg !53
  %index.i7.i630 = add i32 %base.i5.i629, 1, !dbg !53
  %addr.i8.i631 = shl i32 %index.i7.i630, 2, !dbg !53
  %r.i9.i632 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i8.i631, i32 %lo.i625) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %r.i.i1.i633 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %base.i.i634 = and i32 %r.i.i1.i633, -32, !dbg !53
  %index.i.i635 = add i32 %base.i.i634, 1, !dbg !53
  %addr.i.i636 = shl i32 %index.i.i635, 2, !dbg !53
  %r.i.i637 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.i.i636, i32 %hi.i627) [ "convergencectrl"(token %tok.entry) ], !dbg !53
  %zlo.i638 = zext i32 %r.i9.i632 to i64, !dbg !53
  %zhi.i639 = zext i32 %r.i.i637 to i64, !dbg !53
  %shi.i640 = shl i64 %zhi.i639, 32, !dbg !53
  %r.i641 = or i64 %shi.i640, %zlo.i638, !dbg !53
  %d.i642 = bitcast i64 %r.i641 to double, !dbg !53
  %add120 = fadd double %add117, %d.i642
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
  %r.i657 = atomicrmw add ptr %arrayidx126, i32 1 syncscope("agent") monotonic, align 4, !dbg !56
  %116 = load ptr, ptr %u.addr.ascast, align 8
  %arrayidx128 = getelementptr inbounds i32, ptr %116, i64 14
  %r.i658 = atomicrmw add ptr %arrayidx128, i32 1 syncscope("agent") monotonic, align 4, !dbg !57
  %117 = load ptr, ptr %l.addr.ascast, align 8
  %arrayidx130 = getelementptr inbounds i64, ptr %117, i64 15
  %r.i659 = atomicrmw add ptr %arrayidx130, i64 1 syncscope("agent") monotonic, align 8, !dbg !58
  %118 = load ptr, ptr %ul.addr.ascast, align 8
  %arrayidx132 = getelementptr inbounds i64, ptr %118, i64 16
  %r.i660 = atomicrmw add ptr %arrayidx132, i64 1 syncscope("agent") monotonic, align 8, !dbg !59
  %119 = load ptr, ptr %f.addr.ascast, align 8
  %arrayidx134 = getelementptr inbounds float, ptr %119, i64 17
  %r.i661 = atomicrmw fadd ptr %arrayidx134, float 1.000000e+00 syncscope("agent") monotonic, align 4, !dbg !60
  %120 = load ptr, ptr %d.addr.ascast, align 8
  %arrayidx136 = getelementptr inbounds double, ptr %120, i64 18
  %r.i662 = atomicrmw fadd ptr %arrayidx136, double 1.000000e+00 syncscope("agent") monotonic, align 8, !dbg !61
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
