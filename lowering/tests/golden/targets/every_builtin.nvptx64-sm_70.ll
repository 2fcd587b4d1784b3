; ModuleID = 'lowering/tests/fixtures/every_builtin.cu'
source_filename = "lowering/tests/fixtures/every_builtin.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i32 @helper(i32 %x) #0 !dbg !4 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %r.i4 = call i32 @llvm.ctpop.i32(i32 %0), !dbg !7
  %1 = load i32, ptr %x.addr, align 4
  %tz.i = call i32 @llvm.cttz.i32(i32 %1, i1 false), !dbg !8
  %n.i = add i32 %tz.i, 1, !dbg !8
  %z.i = icmp eq i32 %1, 0, !dbg !8
  %r.i = select i1 %z.i, i32 0, i32 %n.i, !dbg !8
  %add = add nsw i32 %r.i4, %r.i
  %2 = load i32, ptr %x.addr, align 4
  %r.i5 = call i32 @llvm.ctlz.i32(i32 %2, i1 false), !dbg !9
  %add3 = add nsw i32 %add, %r.i5
  ret i32 %add3
}

; Function Attrs: convergent norecurse nounwind
define ptx_kernel void @every_builtin(ptr %i, ptr %u, ptr %l, ptr %ul, ptr %f, ptr %d, i32 %n) #1 !dbg !10 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %i.addr = alloca ptr, align 8
  %u.addr = alloca ptr, align 8
  %l.addr = alloca ptr, align 8
  %ul.addr = alloca ptr, align 8
  %f.addr = alloca ptr, align 8
  %d.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %m = alloca i32, align 4
  %same = alloca i32, align 4
  store ptr %i, ptr %i.addr, align 8
  store ptr %u, ptr %u.addr, align 8
  store ptr %l, ptr %l.addr, align 8
  store ptr %ul, ptr %ul.addr, align 8
  store ptr %f, ptr %f.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %r.i399 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r.i402 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %r.i405 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %r.i402, %r.i405
  %add = add i32 %r.i399, %mul
  %r.i400 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add1 = add i32 %add, %r.i400
  %r.i403 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %r.i406 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul2 = mul i32 %r.i403, %r.i406
  %add3 = add i32 %add1, %mul2
  %r.i401 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %add4 = add i32 %add3, %r.i401
  %r.i404 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %r.i407 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul5 = mul i32 %r.i404, %r.i407
  %add6 = add i32 %add4, %mul5
  %r.i408 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %add7 = add i32 %add6, %r.i408
  %r.i409 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %add8 = add i32 %add7, %r.i409
  %r.i410 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %add9 = add i32 %add8, %r.i410
  %add10 = add i32 %add9, 32
  store i32 %add10, ptr %t, align 4
  %r.i411 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %r.i411, ptr %m, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !12
  %0 = load i32, ptr %m, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %0) [ "convergencectrl"(token %tok.entry) ], !dbg !13
  %1 = load ptr, ptr %u.addr, align 8
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 0
  %2 = load i32, ptr %m, align 4
  %3 = load i32, ptr %t, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %3, %4
  %conv = zext i1 %cmp to i32
  %r.i412 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %2, i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !14
  store i32 %r.i412, ptr %arrayidx, align 4
  %5 = load ptr, ptr %i.addr, align 8
  %arrayidx12 = getelementptr inbounds i32, ptr %5, i64 1
  %6 = load i32, ptr %m, align 4
  %7 = load i32, ptr %t, align 4
  %8 = load i32, ptr %n.addr, align 4
  %cmp13 = icmp slt i32 %7, %8
  %conv14 = zext i1 %cmp13 to i32
  %b.i = call i1 @llvm.nvvm.vote.any.sync(i32 %6, i1 %cmp13) [ "convergencectrl"(token %tok.entry) ], !dbg !15
  %r.i413 = zext i1 %b.i to i32, !dbg !15
  %9 = load i32, ptr %m, align 4
  %10 = load i32, ptr %t, align 4
  %11 = load i32, ptr %n.addr, align 4
  %cmp16 = icmp slt i32 %10, %11
  %conv17 = zext i1 %cmp16 to i32
  %b.i414 = call i1 @llvm.nvvm.vote.all.sync(i32 %9, i1 %cmp16) [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %r.i415 = zext i1 %b.i414 to i32, !dbg !16
  %add19 = add nsw i32 %r.i413, %r.i415
  store i32 %add19, ptr %arrayidx12, align 4
  %12 = load ptr, ptr %u.addr, align 8
  %arrayidx20 = getelementptr inbounds i32, ptr %12, i64 2
  %13 = load i32, ptr %m, align 4
  %14 = load i32, ptr %t, align 4
  %none.i = icmp eq i32 %13, 0, !dbg !17
  br i1 %none.i, label %__reduce_add_sync.exit, label %loop.i, !dbg !17

loop.i:                                           ; preds = %loop.i, %entry
  %rest.i = phi i32 [ %13, %entry ], [ %rest.next.i, %loop.i ], !dbg !17
  %acc.i = phi i32 [ 0, %entry ], [ %acc.next.i, %loop.i ], !dbg !17
  %tok.lanes.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !17
  %l.i = call i32 @llvm.cttz.i32(i32 %rest.i, i1 true), !dbg !17
  %x.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %13, i32 %14, i32 %l.i, i32 31) [ "convergencectrl"(token %tok.lanes.i) ], !dbg !17
  %acc.next.i = add i32 %acc.i, %x.i, !dbg !17
  %rest.less.i = sub i32 %rest.i, 1, !dbg !17
  %rest.next.i = and i32 %rest.i, %rest.less.i, !dbg !17
  %more.i = icmp ne i32 %rest.next.i, 0, !dbg !17
  br i1 %more.i, label %loop.i, label %__reduce_add_sync.exit, !dbg !17

__reduce_add_sync.exit:                           ; preds = %entry, %loop.i
  %r.i627 = phi i32 [ 0, %entry ], [ %acc.next.i, %loop.i ], !dbg !17
  store i32 %r.i627, ptr %arrayidx20, align 4
  %15 = load ptr, ptr %i.addr, align 8
  %arrayidx22 = getelementptr inbounds i32, ptr %15, i64 3
  %16 = load i32, ptr %m, align 4
  %17 = load i32, ptr %t, align 4
  %none.i628 = icmp eq i32 %16, 0, !dbg !18
  br i1 %none.i628, label %__reduce_add_sync.exit640, label %loop.i629, !dbg !18

loop.i629:                                        ; preds = %loop.i629, %__reduce_add_sync.exit
  %rest.i630 = phi i32 [ %16, %__reduce_add_sync.exit ], [ %rest.next.i637, %loop.i629 ], !dbg !18
  %acc.i631 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %acc.next.i635, %loop.i629 ], !dbg !18
  %tok.lanes.i632 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %l.i633 = call i32 @llvm.cttz.i32(i32 %rest.i630, i1 true), !dbg !18
  %x.i634 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %16, i32 %17, i32 %l.i633, i32 31) [ "convergencectrl"(token %tok.lanes.i632) ], !dbg !18
  %acc.next.i635 = add i32 %acc.i631, %x.i634, !dbg !18
  %rest.less.i636 = sub i32 %rest.i630, 1, !dbg !18
  %rest.next.i637 = and i32 %rest.i630, %rest.less.i636, !dbg !18
  %more.i638 = icmp ne i32 %rest.next.i637, 0, !dbg !18
  br i1 %more.i638, label %loop.i629, label %__reduce_add_sync.exit640, !dbg !18

__reduce_add_sync.exit640:                        ; preds = %__reduce_add_sync.exit, %loop.i629
  %r.i639 = phi i32 [ 0, %__reduce_add_sync.exit ], [ %acc.next.i635, %loop.i629 ], !dbg !18
  store i32 %r.i639, ptr %arrayidx22, align 4
  %18 = load ptr, ptr %ul.addr, align 8
  %arrayidx24 = getelementptr inbounds i64, ptr %18, i64 4
  %19 = load i32, ptr %t, align 4
  %20 = load i32, ptr %n.addr, align 4
  %cmp25 = icmp slt i32 %19, %20
  %conv26 = zext i1 %cmp25 to i32
  %m.i = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !19
  %b.i416 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m.i, i1 %cmp25) [ "convergencectrl"(token %tok.entry) ], !dbg !19
  %r.i417 = zext i32 %b.i416 to i64, !dbg !19
  store i64 %r.i417, ptr %arrayidx24, align 8
  %21 = load ptr, ptr %i.addr, align 8
  %arrayidx28 = getelementptr inbounds i32, ptr %21, i64 5
  %22 = load i32, ptr %t, align 4
  %23 = load i32, ptr %n.addr, align 4
  %cmp29 = icmp slt i32 %22, %23
  %conv30 = zext i1 %cmp29 to i32
  %m.i418 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %b.i.i = call i1 @llvm.nvvm.vote.any.sync(i32 %m.i418, i1 %cmp29) [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %r.i.i = zext i1 %b.i.i to i32, !dbg !20
  %24 = load i32, ptr %t, align 4
  %25 = load i32, ptr %n.addr, align 4
  %cmp32 = icmp slt i32 %24, %25
  %conv33 = zext i1 %cmp32 to i32
  %m.i419 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !21
  %b.i.i420 = call i1 @llvm.nvvm.vote.all.sync(i32 %m.i419, i1 %cmp32) [ "convergencectrl"(token %tok.entry) ], !dbg !21
  %r.i.i421 = zext i1 %b.i.i420 to i32, !dbg !21
  %add35 = add nsw i32 %r.i.i, %r.i.i421
  store i32 %add35, ptr %arrayidx28, align 4
  %26 = load ptr, ptr %i.addr, align 8
  %arrayidx36 = getelementptr inbounds i32, ptr %26, i64 6
  %27 = load i32, ptr %m, align 4
  %28 = load i32, ptr %t, align 4
  %r.i.i422 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %27, i32 %28, i32 0, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !22
  %29 = load i32, ptr %m, align 4
  %30 = load i32, ptr %t, align 4
  %r.i.i446 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %29, i32 %30, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %add39 = add nsw i32 %r.i.i422, %r.i.i446
  %31 = load i32, ptr %m, align 4
  %32 = load i32, ptr %t, align 4
  %r.i.i480 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %31, i32 %32, i32 1, i32 4096) [ "convergencectrl"(token %tok.entry) ], !dbg !24
  %add41 = add nsw i32 %add39, %r.i.i480
  %33 = load i32, ptr %m, align 4
  %34 = load i32, ptr %t, align 4
  %r.i.i513 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %33, i32 %34, i32 2, i32 6175) [ "convergencectrl"(token %tok.entry) ], !dbg !25
  %add43 = add nsw i32 %add41, %r.i.i513
  %35 = load i32, ptr %t, align 4
  %r.i.i547 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %r.i1.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i547, i32 %35, i32 3, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %add45 = add nsw i32 %add43, %r.i1.i
  store i32 %add45, ptr %arrayidx36, align 4
  %36 = load ptr, ptr %u.addr, align 8
  %arrayidx46 = getelementptr inbounds i32, ptr %36, i64 7
  %37 = load i32, ptr %m, align 4
  %38 = load ptr, ptr %u.addr, align 8
  %arrayidx47 = getelementptr inbounds i32, ptr %38, i64 7
  %39 = load i32, ptr %arrayidx47, align 4
  %r.i.i423 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %39, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !27
  %40 = load i32, ptr %m, align 4
  %41 = load ptr, ptr %u.addr, align 8
  %arrayidx49 = getelementptr inbounds i32, ptr %41, i64 7
  %42 = load i32, ptr %arrayidx49, align 4
  %r.i.i447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %40, i32 %42, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %add51 = add i32 %r.i.i423, %r.i.i447
  %43 = load i32, ptr %m, align 4
  %44 = load ptr, ptr %u.addr, align 8
  %arrayidx52 = getelementptr inbounds i32, ptr %44, i64 7
  %45 = load i32, ptr %arrayidx52, align 4
  %r.i.i481 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %43, i32 %45, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !29
  %add54 = add i32 %add51, %r.i.i481
  %46 = load i32, ptr %m, align 4
  %47 = load ptr, ptr %u.addr, align 8
  %arrayidx55 = getelementptr inbounds i32, ptr %47, i64 7
  %48 = load i32, ptr %arrayidx55, align 4
  %r.i.i514 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %46, i32 %48, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !30
  %add57 = add i32 %add54, %r.i.i514
  %49 = load ptr, ptr %u.addr, align 8
  %arrayidx58 = getelementptr inbounds i32, ptr %49, i64 7
  %50 = load i32, ptr %arrayidx58, align 4
  %r.i.i548 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %r.i1.i549 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i548, i32 %50, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %add60 = add i32 %add57, %r.i1.i549
  store i32 %add60, ptr %arrayidx46, align 4
  %51 = load ptr, ptr %l.addr, align 8
  %arrayidx61 = getelementptr inbounds i64, ptr %51, i64 8
  %52 = load i32, ptr %m, align 4
  %53 = load ptr, ptr %l.addr, align 8
  %arrayidx62 = getelementptr inbounds i64, ptr %53, i64 8
  %54 = load i64, ptr %arrayidx62, align 8
  %lo.i = trunc i64 %54 to i32, !dbg !32
  %hi.w.i = lshr i64 %54, 32, !dbg !32
  %hi.i = trunc i64 %hi.w.i to i32, !dbg !32
  %r.i4.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %52, i32 %lo.i, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %r.i.i424 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %52, i32 %hi.i, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %zlo.i = zext i32 %r.i4.i to i64, !dbg !32
  %zhi.i = zext i32 %r.i.i424 to i64, !dbg !32
  %shi.i = shl i64 %zhi.i, 32, !dbg !32
  %r.i425 = or i64 %shi.i, %zlo.i, !dbg !32
  %55 = load i32, ptr %m, align 4
  %56 = load ptr, ptr %l.addr, align 8
  %arrayidx64 = getelementptr inbounds i64, ptr %56, i64 8
  %57 = load i64, ptr %arrayidx64, align 8
  %lo.i448 = trunc i64 %57 to i32, !dbg !33
  %hi.w.i449 = lshr i64 %57, 32, !dbg !33
  %hi.i450 = trunc i64 %hi.w.i449 to i32, !dbg !33
  %r.i4.i451 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %55, i32 %lo.i448, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %r.i.i452 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %55, i32 %hi.i450, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %zlo.i453 = zext i32 %r.i4.i451 to i64, !dbg !33
  %zhi.i454 = zext i32 %r.i.i452 to i64, !dbg !33
  %shi.i455 = shl i64 %zhi.i454, 32, !dbg !33
  %r.i456 = or i64 %shi.i455, %zlo.i453, !dbg !33
  %add66 = add nsw i64 %r.i425, %r.i456
  %58 = load i32, ptr %m, align 4
  %59 = load ptr, ptr %l.addr, align 8
  %arrayidx67 = getelementptr inbounds i64, ptr %59, i64 8
  %60 = load i64, ptr %arrayidx67, align 8
  %lo.i482 = trunc i64 %60 to i32, !dbg !34
  %hi.w.i483 = lshr i64 %60, 32, !dbg !34
  %hi.i484 = trunc i64 %hi.w.i483 to i32, !dbg !34
  %r.i3.i = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %58, i32 %lo.i482, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %r.i.i485 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %58, i32 %hi.i484, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %zlo.i486 = zext i32 %r.i3.i to i64, !dbg !34
  %zhi.i487 = zext i32 %r.i.i485 to i64, !dbg !34
  %shi.i488 = shl i64 %zhi.i487, 32, !dbg !34
  %r.i489 = or i64 %shi.i488, %zlo.i486, !dbg !34
  %add69 = add nsw i64 %add66, %r.i489
  %61 = load i32, ptr %m, align 4
  %62 = load ptr, ptr %l.addr, align 8
  %arrayidx70 = getelementptr inbounds i64, ptr %62, i64 8
  %63 = load i64, ptr %arrayidx70, align 8
  %lo.i515 = trunc i64 %63 to i32, !dbg !35
  %hi.w.i516 = lshr i64 %63, 32, !dbg !35
  %hi.i517 = trunc i64 %hi.w.i516 to i32, !dbg !35
  %r.i4.i518 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %61, i32 %lo.i515, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %r.i.i519 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %61, i32 %hi.i517, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %zlo.i520 = zext i32 %r.i4.i518 to i64, !dbg !35
  %zhi.i521 = zext i32 %r.i.i519 to i64, !dbg !35
  %shi.i522 = shl i64 %zhi.i521, 32, !dbg !35
  %r.i523 = or i64 %shi.i522, %zlo.i520, !dbg !35
  %add72 = add nsw i64 %add69, %r.i523
  %64 = load ptr, ptr %l.addr, align 8
  %arrayidx73 = getelementptr inbounds i64, ptr %64, i64 8
  %65 = load i64, ptr %arrayidx73, align 8
  %r.i.i550 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %lo.i551 = trunc i64 %65 to i32, !dbg !36
  %hi.w.i552 = lshr i64 %65, 32, !dbg !36
  %hi.i553 = trunc i64 %hi.w.i552 to i32, !dbg !36
  %r.i5.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i550, i32 %lo.i551, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %r.i1.i554 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i550, i32 %hi.i553, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %zlo.i555 = zext i32 %r.i5.i to i64, !dbg !36
  %zhi.i556 = zext i32 %r.i1.i554 to i64, !dbg !36
  %shi.i557 = shl i64 %zhi.i556, 32, !dbg !36
  %r.i558 = or i64 %shi.i557, %zlo.i555, !dbg !36
  %add75 = add nsw i64 %add72, %r.i558
  store i64 %add75, ptr %arrayidx61, align 8
  %66 = load ptr, ptr %ul.addr, align 8
  %arrayidx76 = getelementptr inbounds i64, ptr %66, i64 9
  %67 = load i32, ptr %m, align 4
  %68 = load ptr, ptr %ul.addr, align 8
  %arrayidx77 = getelementptr inbounds i64, ptr %68, i64 9
  %69 = load i64, ptr %arrayidx77, align 8
  %lo.i426 = trunc i64 %69 to i32, !dbg !37
  %hi.w.i427 = lshr i64 %69, 32, !dbg !37
  %hi.i428 = trunc i64 %hi.w.i427 to i32, !dbg !37
  %r.i4.i429 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %67, i32 %lo.i426, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %r.i.i430 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %67, i32 %hi.i428, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %zlo.i431 = zext i32 %r.i4.i429 to i64, !dbg !37
  %zhi.i432 = zext i32 %r.i.i430 to i64, !dbg !37
  %shi.i433 = shl i64 %zhi.i432, 32, !dbg !37
  %r.i434 = or i64 %shi.i433, %zlo.i431, !dbg !37
  %70 = load i32, ptr %m, align 4
  %71 = load ptr, ptr %ul.addr, align 8
  %arrayidx79 = getelementptr inbounds i64, ptr %71, i64 9
  %72 = load i64, ptr %arrayidx79, align 8
  %lo.i457 = trunc i64 %72 to i32, !dbg !38
  %hi.w.i458 = lshr i64 %72, 32, !dbg !38
  %hi.i459 = trunc i64 %hi.w.i458 to i32, !dbg !38
  %r.i4.i460 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %70, i32 %lo.i457, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i461 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %70, i32 %hi.i459, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %zlo.i462 = zext i32 %r.i4.i460 to i64, !dbg !38
  %zhi.i463 = zext i32 %r.i.i461 to i64, !dbg !38
  %shi.i464 = shl i64 %zhi.i463, 32, !dbg !38
  %r.i465 = or i64 %shi.i464, %zlo.i462, !dbg !38
  %add81 = add i64 %r.i434, %r.i465
  %73 = load i32, ptr %m, align 4
  %74 = load ptr, ptr %ul.addr, align 8
  %arrayidx82 = getelementptr inbounds i64, ptr %74, i64 9
  %75 = load i64, ptr %arrayidx82, align 8
  %lo.i490 = trunc i64 %75 to i32, !dbg !39
  %hi.w.i491 = lshr i64 %75, 32, !dbg !39
  %hi.i492 = trunc i64 %hi.w.i491 to i32, !dbg !39
  %r.i3.i493 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %73, i32 %lo.i490, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %r.i.i494 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %73, i32 %hi.i492, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %zlo.i495 = zext i32 %r.i3.i493 to i64, !dbg !39
  %zhi.i496 = zext i32 %r.i.i494 to i64, !dbg !39
  %shi.i497 = shl i64 %zhi.i496, 32, !dbg !39
  %r.i498 = or i64 %shi.i497, %zlo.i495, !dbg !39
  %add84 = add i64 %add81, %r.i498
  %76 = load i32, ptr %m, align 4
  %77 = load ptr, ptr %ul.addr, align 8
  %arrayidx85 = getelementptr inbounds i64, ptr %77, i64 9
  %78 = load i64, ptr %arrayidx85, align 8
  %lo.i524 = trunc i64 %78 to i32, !dbg !40
  %hi.w.i525 = lshr i64 %78, 32, !dbg !40
  %hi.i526 = trunc i64 %hi.w.i525 to i32, !dbg !40
  %r.i4.i527 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %76, i32 %lo.i524, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %r.i.i528 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %76, i32 %hi.i526, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %zlo.i529 = zext i32 %r.i4.i527 to i64, !dbg !40
  %zhi.i530 = zext i32 %r.i.i528 to i64, !dbg !40
  %shi.i531 = shl i64 %zhi.i530, 32, !dbg !40
  %r.i532 = or i64 %shi.i531, %zlo.i529, !dbg !40
  %add87 = add i64 %add84, %r.i532
  %79 = load ptr, ptr %ul.addr, align 8
  %arrayidx88 = getelementptr inbounds i64, ptr %79, i64 9
  %80 = load i64, ptr %arrayidx88, align 8
  %r.i.i559 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %lo.i560 = trunc i64 %80 to i32, !dbg !41
  %hi.w.i561 = lshr i64 %80, 32, !dbg !41
  %hi.i562 = trunc i64 %hi.w.i561 to i32, !dbg !41
  %r.i5.i563 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i559, i32 %lo.i560, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %r.i1.i564 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i559, i32 %hi.i562, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %zlo.i565 = zext i32 %r.i5.i563 to i64, !dbg !41
  %zhi.i566 = zext i32 %r.i1.i564 to i64, !dbg !41
  %shi.i567 = shl i64 %zhi.i566, 32, !dbg !41
  %r.i568 = or i64 %shi.i567, %zlo.i565, !dbg !41
  %add90 = add i64 %add87, %r.i568
  store i64 %add90, ptr %arrayidx76, align 8
  %81 = load ptr, ptr %f.addr, align 8
  %arrayidx91 = getelementptr inbounds float, ptr %81, i64 10
  %82 = load i32, ptr %m, align 4
  %83 = load ptr, ptr %f.addr, align 8
  %arrayidx92 = getelementptr inbounds float, ptr %83, i64 10
  %84 = load float, ptr %arrayidx92, align 4
  %b.i435 = bitcast float %84 to i32, !dbg !42
  %r.i.i436 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %82, i32 %b.i435, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %f.i = bitcast i32 %r.i.i436 to float, !dbg !42
  %85 = load i32, ptr %m, align 4
  %86 = load ptr, ptr %f.addr, align 8
  %arrayidx94 = getelementptr inbounds float, ptr %86, i64 10
  %87 = load float, ptr %arrayidx94, align 4
  %b.i466 = bitcast float %87 to i32, !dbg !43
  %r.i.i467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %85, i32 %b.i466, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %f.i468 = bitcast i32 %r.i.i467 to float, !dbg !43
  %add96 = fadd float %f.i, %f.i468
  %88 = load i32, ptr %m, align 4
  %89 = load ptr, ptr %f.addr, align 8
  %arrayidx97 = getelementptr inbounds float, ptr %89, i64 10
  %90 = load float, ptr %arrayidx97, align 4
  %b.i499 = bitcast float %90 to i32, !dbg !44
  %r.i.i500 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %88, i32 %b.i499, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !44
  %f.i501 = bitcast i32 %r.i.i500 to float, !dbg !44
  %add99 = fadd float %add96, %f.i501
  %91 = load i32, ptr %m, align 4
  %92 = load ptr, ptr %f.addr, align 8
  %arrayidx100 = getelementptr inbounds float, ptr %92, i64 10
  %93 = load float, ptr %arrayidx100, align 4
  %b.i533 = bitcast float %93 to i32, !dbg !45
  %r.i.i534 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %91, i32 %b.i533, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !45
  %f.i535 = bitcast i32 %r.i.i534 to float, !dbg !45
  %add102 = fadd float %add99, %f.i535
  %94 = load ptr, ptr %f.addr, align 8
  %arrayidx103 = getelementptr inbounds float, ptr %94, i64 10
  %95 = load float, ptr %arrayidx103, align 4
  %r.i.i569 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %b.i570 = bitcast float %95 to i32, !dbg !46
  %r.i1.i571 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i569, i32 %b.i570, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %f.i572 = bitcast i32 %r.i1.i571 to float, !dbg !46
  %add105 = fadd float %add102, %f.i572
  store float %add105, ptr %arrayidx91, align 4
  %96 = load ptr, ptr %d.addr, align 8
  %arrayidx106 = getelementptr inbounds double, ptr %96, i64 11
  %97 = load i32, ptr %m, align 4
  %98 = load ptr, ptr %d.addr, align 8
  %arrayidx107 = getelementptr inbounds double, ptr %98, i64 11
  %99 = load double, ptr %arrayidx107, align 8
  %w.i = bitcast double %99 to i64, !dbg !47
  %lo.i437 = trunc i64 %w.i to i32, !dbg !47
  %hi.w.i438 = lshr i64 %w.i, 32, !dbg !47
  %hi.i439 = trunc i64 %hi.w.i438 to i32, !dbg !47
  %r.i4.i440 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %97, i32 %lo.i437, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %r.i.i441 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %97, i32 %hi.i439, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %zlo.i442 = zext i32 %r.i4.i440 to i64, !dbg !47
  %zhi.i443 = zext i32 %r.i.i441 to i64, !dbg !47
  %shi.i444 = shl i64 %zhi.i443, 32, !dbg !47
  %r.i445 = or i64 %shi.i444, %zlo.i442, !dbg !47
  %d.i = bitcast i64 %r.i445 to double, !dbg !47
  %100 = load i32, ptr %m, align 4
  %101 = load ptr, ptr %d.addr, align 8
  %arrayidx109 = getelementptr inbounds double, ptr %101, i64 11
  %102 = load double, ptr %arrayidx109, align 8
  %w.i469 = bitcast double %102 to i64, !dbg !48
  %lo.i470 = trunc i64 %w.i469 to i32, !dbg !48
  %hi.w.i471 = lshr i64 %w.i469, 32, !dbg !48
  %hi.i472 = trunc i64 %hi.w.i471 to i32, !dbg !48
  %r.i4.i473 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %100, i32 %lo.i470, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %r.i.i474 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %100, i32 %hi.i472, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %zlo.i475 = zext i32 %r.i4.i473 to i64, !dbg !48
  %zhi.i476 = zext i32 %r.i.i474 to i64, !dbg !48
  %shi.i477 = shl i64 %zhi.i476, 32, !dbg !48
  %r.i478 = or i64 %shi.i477, %zlo.i475, !dbg !48
  %d.i479 = bitcast i64 %r.i478 to double, !dbg !48
  %add111 = fadd double %d.i, %d.i479
  %103 = load i32, ptr %m, align 4
  %104 = load ptr, ptr %d.addr, align 8
  %arrayidx112 = getelementptr inbounds double, ptr %104, i64 11
  %105 = load double, ptr %arrayidx112, align 8
  %w.i502 = bitcast double %105 to i64, !dbg !49
  %lo.i503 = trunc i64 %w.i502 to i32, !dbg !49
  %hi.w.i504 = lshr i64 %w.i502, 32, !dbg !49
  %hi.i505 = trunc i64 %hi.w.i504 to i32, !dbg !49
  %r.i3.i506 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %103, i32 %lo.i503, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %r.i.i507 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %103, i32 %hi.i505, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %zlo.i508 = zext i32 %r.i3.i506 to i64, !dbg !49
  %zhi.i509 = zext i32 %r.i.i507 to i64, !dbg !49
  %shi.i510 = shl i64 %zhi.i509, 32, !dbg !49
  %r.i511 = or i64 %shi.i510, %zlo.i508, !dbg !49
  %d.i512 = bitcast i64 %r.i511 to double, !dbg !49
  %add114 = fadd double %add111, %d.i512
  %106 = load i32, ptr %m, align 4
  %107 = load ptr, ptr %d.addr, align 8
  %arrayidx115 = getelementptr inbounds double, ptr %107, i64 11
  %108 = load double, ptr %arrayidx115, align 8
  %w.i536 = bitcast double %108 to i64, !dbg !50
  %lo.i537 = trunc i64 %w.i536 to i32, !dbg !50
  %hi.w.i538 = lshr i64 %w.i536, 32, !dbg !50
  %hi.i539 = trunc i64 %hi.w.i538 to i32, !dbg !50
  %r.i4.i540 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %106, i32 %lo.i537, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %r.i.i541 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %106, i32 %hi.i539, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %zlo.i542 = zext i32 %r.i4.i540 to i64, !dbg !50
  %zhi.i543 = zext i32 %r.i.i541 to i64, !dbg !50
  %shi.i544 = shl i64 %zhi.i543, 32, !dbg !50
  %r.i545 = or i64 %shi.i544, %zlo.i542, !dbg !50
  %d.i546 = bitcast i64 %r.i545 to double, !dbg !50
  %add117 = fadd double %add114, %d.i546
  %109 = load ptr, ptr %d.addr, align 8
  %arrayidx118 = getelementptr inbounds double, ptr %109, i64 11
  %110 = load double, ptr %arrayidx118, align 8
  %r.i.i573 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %w.i574 = bitcast double %110 to i64, !dbg !51
  %lo.i575 = trunc i64 %w.i574 to i32, !dbg !51
  %hi.w.i576 = lshr i64 %w.i574, 32, !dbg !51
  %hi.i577 = trunc i64 %hi.w.i576 to i32, !dbg !51
  %r.i5.i578 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i573, i32 %lo.i575, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %r.i1.i579 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i573, i32 %hi.i577, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %zlo.i580 = zext i32 %r.i5.i578 to i64, !dbg !51
  %zhi.i581 = zext i32 %r.i1.i579 to i64, !dbg !51
  %shi.i582 = shl i64 %zhi.i581, 32, !dbg !51
  %r.i583 = or i64 %shi.i582, %zlo.i580, !dbg !51
  %d.i584 = bitcast i64 %r.i583 to double, !dbg !51
  %add120 = fadd double %add117, %d.i584
  store double %add120, ptr %arrayidx106, align 8
  %111 = load ptr, ptr %i.addr, align 8
  %arrayidx121 = getelementptr inbounds i32, ptr %111, i64 12
  %112 = load i32, ptr %t, align 4
  %call122 = call i32 @helper(i32 %112), !dbg !52
  %113 = load ptr, ptr %ul.addr, align 8
  %arrayidx123 = getelementptr inbounds i64, ptr %113, i64 12
  %114 = load i64, ptr %arrayidx123, align 8
  %p.i = call i64 @llvm.ctpop.i64(i64 %114), !dbg !53
  %r.i = trunc i64 %p.i to i32, !dbg !53
  %add125 = add nsw i32 %call122, %r.i
  store i32 %add125, ptr %arrayidx121, align 4
  %115 = load ptr, ptr %i.addr, align 8
  %arrayidx126 = getelementptr inbounds i32, ptr %115, i64 13
  %r.i782 = atomicrmw add ptr %arrayidx126, i32 1 syncscope("device") monotonic, align 4, !dbg !54
  %116 = load ptr, ptr %u.addr, align 8
  %arrayidx128 = getelementptr inbounds i32, ptr %116, i64 14
  %r.i783 = atomicrmw add ptr %arrayidx128, i32 1 syncscope("device") monotonic, align 4, !dbg !55
  %117 = load ptr, ptr %l.addr, align 8
  %arrayidx130 = getelementptr inbounds i64, ptr %117, i64 15
  %r.i784 = atomicrmw add ptr %arrayidx130, i64 1 syncscope("device") monotonic, align 8, !dbg !56
  %118 = load ptr, ptr %ul.addr, align 8
  %arrayidx132 = getelementptr inbounds i64, ptr %118, i64 16
  %r.i785 = atomicrmw add ptr %arrayidx132, i64 1 syncscope("device") monotonic, align 8, !dbg !57
  %119 = load ptr, ptr %f.addr, align 8
  %arrayidx134 = getelementptr inbounds float, ptr %119, i64 17
  %r.i786 = atomicrmw fadd ptr %arrayidx134, float 1.000000e+00 syncscope("device") monotonic, align 4, !dbg !58
  %120 = load ptr, ptr %d.addr, align 8
  %arrayidx136 = getelementptr inbounds double, ptr %120, i64 18
  %r.i787 = atomicrmw fadd ptr %arrayidx136, double 1.000000e+00 syncscope("device") monotonic, align 8, !dbg !59
  %121 = load ptr, ptr %i.addr, align 8
  %arrayidx138 = getelementptr inbounds i32, ptr %121, i64 19
  %122 = load i32, ptr %t, align 4
  %123 = load i32, ptr %n.addr, align 4
  %r.i387 = call i32 @llvm.smin.i32(i32 %122, i32 %123), !dbg !60
  %124 = load i32, ptr %t, align 4
  %125 = load i32, ptr %n.addr, align 4
  %r.i393 = call i32 @llvm.smax.i32(i32 %124, i32 %125), !dbg !61
  %add141 = add nsw i32 %r.i387, %r.i393
  store i32 %add141, ptr %arrayidx138, align 4
  %126 = load ptr, ptr %u.addr, align 8
  %arrayidx142 = getelementptr inbounds i32, ptr %126, i64 20
  %127 = load ptr, ptr %u.addr, align 8
  %arrayidx143 = getelementptr inbounds i32, ptr %127, i64 20
  %128 = load i32, ptr %arrayidx143, align 4
  %r.i388 = call i32 @llvm.umin.i32(i32 %128, i32 3), !dbg !62
  %129 = load ptr, ptr %u.addr, align 8
  %arrayidx145 = getelementptr inbounds i32, ptr %129, i64 20
  %130 = load i32, ptr %arrayidx145, align 4
  %r.i394 = call i32 @llvm.umax.i32(i32 %130, i32 3), !dbg !63
  %add147 = add i32 %r.i388, %r.i394
  store i32 %add147, ptr %arrayidx142, align 4
  %131 = load ptr, ptr %l.addr, align 8
  %arrayidx148 = getelementptr inbounds i64, ptr %131, i64 21
  %132 = load ptr, ptr %l.addr, align 8
  %arrayidx149 = getelementptr inbounds i64, ptr %132, i64 21
  %133 = load i64, ptr %arrayidx149, align 8
  %r.i389 = call i64 @llvm.smin.i64(i64 %133, i64 3), !dbg !64
  %134 = load ptr, ptr %l.addr, align 8
  %arrayidx151 = getelementptr inbounds i64, ptr %134, i64 21
  %135 = load i64, ptr %arrayidx151, align 8
  %r.i395 = call i64 @llvm.smax.i64(i64 %135, i64 3), !dbg !65
  %add153 = add nsw i64 %r.i389, %r.i395
  store i64 %add153, ptr %arrayidx148, align 8
  %136 = load ptr, ptr %ul.addr, align 8
  %arrayidx154 = getelementptr inbounds i64, ptr %136, i64 22
  %137 = load ptr, ptr %ul.addr, align 8
  %arrayidx155 = getelementptr inbounds i64, ptr %137, i64 22
  %138 = load i64, ptr %arrayidx155, align 8
  %r.i390 = call i64 @llvm.umin.i64(i64 %138, i64 3), !dbg !66
  %139 = load ptr, ptr %ul.addr, align 8
  %arrayidx157 = getelementptr inbounds i64, ptr %139, i64 22
  %140 = load i64, ptr %arrayidx157, align 8
  %r.i396 = call i64 @llvm.umax.i64(i64 %140, i64 3), !dbg !67
  %add159 = add i64 %r.i390, %r.i396
  store i64 %add159, ptr %arrayidx154, align 8
  %141 = load ptr, ptr %f.addr, align 8
  %arrayidx160 = getelementptr inbounds float, ptr %141, i64 23
  %142 = load ptr, ptr %f.addr, align 8
  %arrayidx161 = getelementptr inbounds float, ptr %142, i64 23
  %143 = load float, ptr %arrayidx161, align 4
  %r.i391 = call float @llvm.minnum.f32(float %143, float 1.500000e+00), !dbg !68
  %144 = load ptr, ptr %f.addr, align 8
  %arrayidx163 = getelementptr inbounds float, ptr %144, i64 23
  %145 = load float, ptr %arrayidx163, align 4
  %r.i397 = call float @llvm.maxnum.f32(float %145, float 1.500000e+00), !dbg !69
  %add165 = fadd float %r.i391, %r.i397
  store float %add165, ptr %arrayidx160, align 4
  %146 = load ptr, ptr %d.addr, align 8
  %arrayidx166 = getelementptr inbounds double, ptr %146, i64 24
  %147 = load ptr, ptr %d.addr, align 8
  %arrayidx167 = getelementptr inbounds double, ptr %147, i64 24
  %148 = load double, ptr %arrayidx167, align 8
  %r.i392 = call double @llvm.minnum.f64(double %148, double 1.500000e+00), !dbg !70
  %149 = load ptr, ptr %d.addr, align 8
  %arrayidx169 = getelementptr inbounds double, ptr %149, i64 24
  %150 = load double, ptr %arrayidx169, align 8
  %r.i398 = call double @llvm.maxnum.f64(double %150, double 1.500000e+00), !dbg !71
  %add171 = fadd double %r.i392, %r.i398
  store double %add171, ptr %arrayidx166, align 8
  %151 = load ptr, ptr %i.addr, align 8
  %arrayidx172 = getelementptr inbounds i32, ptr %151, i64 25
  %152 = load i32, ptr %t, align 4
  %153 = load i32, ptr %n.addr, align 4
  %cmp173 = icmp slt i32 %152, %153
  %conv174 = zext i1 %cmp173 to i32
  %b.i725 = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %cmp173) [ "convergencectrl"(token %tok.entry) ], !dbg !72
  %154 = load i32, ptr %t, align 4
  %155 = load i32, ptr %n.addr, align 4
  %cmp176 = icmp slt i32 %154, %155
  %conv177 = zext i1 %cmp176 to i32
  %b.i727 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %cmp176) [ "convergencectrl"(token %tok.entry) ], !dbg !73
  %r.i728 = zext i1 %b.i727 to i32, !dbg !73
  %add179 = add nsw i32 %b.i725, %r.i728
  %156 = load i32, ptr %t, align 4
  %157 = load i32, ptr %n.addr, align 4
  %cmp180 = icmp slt i32 %156, %157
  %conv181 = zext i1 %cmp180 to i32
  %b.i729 = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %cmp180) [ "convergencectrl"(token %tok.entry) ], !dbg !74
  %r.i730 = zext i1 %b.i729 to i32, !dbg !74
  %add183 = add nsw i32 %add179, %r.i730
  store i32 %add183, ptr %arrayidx172, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1) [ "convergencectrl"(token %tok.entry) ], !dbg !75
  %158 = load ptr, ptr %u.addr, align 8
  %arrayidx184 = getelementptr inbounds i32, ptr %158, i64 26
  %159 = load i32, ptr %m, align 4
  %160 = load i32, ptr %t, align 4
  %r.i732 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %159, i32 %160) [ "convergencectrl"(token %tok.entry) ], !dbg !76
  %161 = load i32, ptr %m, align 4
  %162 = load ptr, ptr %u.addr, align 8
  %arrayidx186 = getelementptr inbounds i32, ptr %162, i64 26
  %163 = load i32, ptr %arrayidx186, align 4
  %r.i738 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %161, i32 %163) [ "convergencectrl"(token %tok.entry) ], !dbg !77
  %add188 = add i32 %r.i732, %r.i738
  %164 = load i32, ptr %m, align 4
  %165 = load ptr, ptr %l.addr, align 8
  %arrayidx189 = getelementptr inbounds i64, ptr %165, i64 26
  %166 = load i64, ptr %arrayidx189, align 8
  %r.i745 = call i32 @llvm.nvvm.match.any.sync.i64(i32 %164, i64 %166) [ "convergencectrl"(token %tok.entry) ], !dbg !78
  %add191 = add i32 %add188, %r.i745
  %167 = load i32, ptr %m, align 4
  %168 = load ptr, ptr %ul.addr, align 8
  %arrayidx192 = getelementptr inbounds i64, ptr %168, i64 26
  %169 = load i64, ptr %arrayidx192, align 8
  %r.i752 = call i32 @llvm.nvvm.match.any.sync.i64(i32 %167, i64 %169) [ "convergencectrl"(token %tok.entry) ], !dbg !79
  %add194 = add i32 %add191, %r.i752
  %170 = load i32, ptr %m, align 4
  %171 = load ptr, ptr %f.addr, align 8
  %arrayidx195 = getelementptr inbounds float, ptr %171, i64 26
  %172 = load float, ptr %arrayidx195, align 4
  %b.i758 = bitcast float %172 to i32, !dbg !80
  %r.i759 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %170, i32 %b.i758) [ "convergencectrl"(token %tok.entry) ], !dbg !80
  %add197 = add i32 %add194, %r.i759
  %173 = load i32, ptr %m, align 4
  %174 = load ptr, ptr %d.addr, align 8
  %arrayidx198 = getelementptr inbounds double, ptr %174, i64 26
  %175 = load double, ptr %arrayidx198, align 8
  %b.i765 = bitcast double %175 to i64, !dbg !81
  %r.i766 = call i32 @llvm.nvvm.match.any.sync.i64(i32 %173, i64 %b.i765) [ "convergencectrl"(token %tok.entry) ], !dbg !81
  %add200 = add i32 %add197, %r.i766
  store i32 %add200, ptr %arrayidx184, align 4
  %176 = load ptr, ptr %u.addr, align 8
  %arrayidx201 = getelementptr inbounds i32, ptr %176, i64 27
  %177 = load i32, ptr %m, align 4
  %178 = load i32, ptr %t, align 4
  %m.i734 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %177, i32 %178) [ "convergencectrl"(token %tok.entry) ], !dbg !82
  %r.i735 = extractvalue { i32, i1 } %m.i734, 0, !dbg !82
  %same.i = extractvalue { i32, i1 } %m.i734, 1, !dbg !82
  %p.i736 = zext i1 %same.i to i32, !dbg !82
  store i32 %p.i736, ptr %same, align 4, !dbg !82
  %179 = load i32, ptr %m, align 4
  %180 = load ptr, ptr %u.addr, align 8
  %arrayidx203 = getelementptr inbounds i32, ptr %180, i64 27
  %181 = load i32, ptr %arrayidx203, align 4
  %m.i740 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %179, i32 %181) [ "convergencectrl"(token %tok.entry) ], !dbg !83
  %r.i741 = extractvalue { i32, i1 } %m.i740, 0, !dbg !83
  %same.i742 = extractvalue { i32, i1 } %m.i740, 1, !dbg !83
  %p.i743 = zext i1 %same.i742 to i32, !dbg !83
  store i32 %p.i743, ptr %same, align 4, !dbg !83
  %add205 = add i32 %r.i735, %r.i741
  %182 = load i32, ptr %m, align 4
  %183 = load ptr, ptr %l.addr, align 8
  %arrayidx206 = getelementptr inbounds i64, ptr %183, i64 27
  %184 = load i64, ptr %arrayidx206, align 8
  %m.i747 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %182, i64 %184) [ "convergencectrl"(token %tok.entry) ], !dbg !84
  %r.i748 = extractvalue { i32, i1 } %m.i747, 0, !dbg !84
  %same.i749 = extractvalue { i32, i1 } %m.i747, 1, !dbg !84
  %p.i750 = zext i1 %same.i749 to i32, !dbg !84
  store i32 %p.i750, ptr %same, align 4, !dbg !84
  %add208 = add i32 %add205, %r.i748
  %185 = load i32, ptr %m, align 4
  %186 = load ptr, ptr %ul.addr, align 8
  %arrayidx209 = getelementptr inbounds i64, ptr %186, i64 27
  %187 = load i64, ptr %arrayidx209, align 8
  %m.i754 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %185, i64 %187) [ "convergencectrl"(token %tok.entry) ], !dbg !85
  %r.i755 = extractvalue { i32, i1 } %m.i754, 0, !dbg !85
  %same.i756 = extractvalue { i32, i1 } %m.i754, 1, !dbg !85
  %p.i757 = zext i1 %same.i756 to i32, !dbg !85
  store i32 %p.i757, ptr %same, align 4, !dbg !85
  %add211 = add i32 %add208, %r.i755
  %188 = load i32, ptr %m, align 4
  %189 = load ptr, ptr %f.addr, align 8
  %arrayidx212 = getelementptr inbounds float, ptr %189, i64 27
  %190 = load float, ptr %arrayidx212, align 4
  %b.i760 = bitcast float %190 to i32, !dbg !86
  %m.i761 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %188, i32 %b.i760) [ "convergencectrl"(token %tok.entry) ], !dbg !86
  %r.i762 = extractvalue { i32, i1 } %m.i761, 0, !dbg !86
  %same.i763 = extractvalue { i32, i1 } %m.i761, 1, !dbg !86
  %p.i764 = zext i1 %same.i763 to i32, !dbg !86
  store i32 %p.i764, ptr %same, align 4, !dbg !86
  %add214 = add i32 %add211, %r.i762
  %191 = load i32, ptr %m, align 4
  %192 = load ptr, ptr %d.addr, align 8
  %arrayidx215 = getelementptr inbounds double, ptr %192, i64 27
  %193 = load double, ptr %arrayidx215, align 8
  %b.i767 = bitcast double %193 to i64, !dbg !87
  %m.i768 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %191, i64 %b.i767) [ "convergencectrl"(token %tok.entry) ], !dbg !87
  %r.i769 = extractvalue { i32, i1 } %m.i768, 0, !dbg !87
  %same.i770 = extractvalue { i32, i1 } %m.i768, 1, !dbg !87
  %p.i771 = zext i1 %same.i770 to i32, !dbg !87
  store i32 %p.i771, ptr %same, align 4, !dbg !87
  %add217 = add i32 %add214, %r.i769
  %194 = load i32, ptr %same, align 4
  %add218 = add i32 %add217, %194
  store i32 %add218, ptr %arrayidx201, align 4
  %195 = load ptr, ptr %i.addr, align 8
  %arrayidx219 = getelementptr inbounds i32, ptr %195, i64 28
  %196 = load i32, ptr %m, align 4
  %197 = load i32, ptr %t, align 4
  %none.i641 = icmp eq i32 %196, 0, !dbg !88
  br i1 %none.i641, label %__reduce_min_sync.exit, label %loop.i642, !dbg !88

loop.i642:                                        ; preds = %loop.i642, %__reduce_add_sync.exit640
  %rest.i643 = phi i32 [ %196, %__reduce_add_sync.exit640 ], [ %rest.next.i650, %loop.i642 ], !dbg !88
  %acc.i644 = phi i32 [ 2147483647, %__reduce_add_sync.exit640 ], [ %acc.next.i648, %loop.i642 ], !dbg !88
  %tok.lanes.i645 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !88
  %l.i646 = call i32 @llvm.cttz.i32(i32 %rest.i643, i1 true), !dbg !88
  %x.i647 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %196, i32 %197, i32 %l.i646, i32 31) [ "convergencectrl"(token %tok.lanes.i645) ], !dbg !88
  %acc.next.i648 = call i32 @llvm.smin.i32(i32 %acc.i644, i32 %x.i647), !dbg !88
  %rest.less.i649 = sub i32 %rest.i643, 1, !dbg !88
  %rest.next.i650 = and i32 %rest.i643, %rest.less.i649, !dbg !88
  %more.i651 = icmp ne i32 %rest.next.i650, 0, !dbg !88
  br i1 %more.i651, label %loop.i642, label %__reduce_min_sync.exit, !dbg !88

__reduce_min_sync.exit:                           ; preds = %__reduce_add_sync.exit640, %loop.i642
  %r.i652 = phi i32 [ 0, %__reduce_add_sync.exit640 ], [ %acc.next.i648, %loop.i642 ], !dbg !88
  %198 = load i32, ptr %m, align 4
  %199 = load i32, ptr %t, align 4
  %none.i665 = icmp eq i32 %198, 0, !dbg !89
  br i1 %none.i665, label %__reduce_max_sync.exit, label %loop.i666, !dbg !89

loop.i666:                                        ; preds = %loop.i666, %__reduce_min_sync.exit
  %rest.i667 = phi i32 [ %198, %__reduce_min_sync.exit ], [ %rest.next.i674, %loop.i666 ], !dbg !89
  %acc.i668 = phi i32 [ -2147483648, %__reduce_min_sync.exit ], [ %acc.next.i672, %loop.i666 ], !dbg !89
  %tok.lanes.i669 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !89
  %l.i670 = call i32 @llvm.cttz.i32(i32 %rest.i667, i1 true), !dbg !89
  %x.i671 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %198, i32 %199, i32 %l.i670, i32 31) [ "convergencectrl"(token %tok.lanes.i669) ], !dbg !89
  %acc.next.i672 = call i32 @llvm.smax.i32(i32 %acc.i668, i32 %x.i671), !dbg !89
  %rest.less.i673 = sub i32 %rest.i667, 1, !dbg !89
  %rest.next.i674 = and i32 %rest.i667, %rest.less.i673, !dbg !89
  %more.i675 = icmp ne i32 %rest.next.i674, 0, !dbg !89
  br i1 %more.i675, label %loop.i666, label %__reduce_max_sync.exit, !dbg !89

__reduce_max_sync.exit:                           ; preds = %__reduce_min_sync.exit, %loop.i666
  %r.i676 = phi i32 [ 0, %__reduce_min_sync.exit ], [ %acc.next.i672, %loop.i666 ], !dbg !89
  %add222 = add nsw i32 %r.i652, %r.i676
  store i32 %add222, ptr %arrayidx219, align 4
  %200 = load ptr, ptr %u.addr, align 8
  %arrayidx223 = getelementptr inbounds i32, ptr %200, i64 29
  %201 = load i32, ptr %m, align 4
  %202 = load ptr, ptr %u.addr, align 8
  %arrayidx224 = getelementptr inbounds i32, ptr %202, i64 29
  %203 = load i32, ptr %arrayidx224, align 4
  %none.i653 = icmp eq i32 %201, 0, !dbg !90
  br i1 %none.i653, label %__tangle_reduce_min_sync_u32.exit, label %loop.i654, !dbg !90

loop.i654:                                        ; preds = %loop.i654, %__reduce_max_sync.exit
  %rest.i655 = phi i32 [ %201, %__reduce_max_sync.exit ], [ %rest.next.i662, %loop.i654 ], !dbg !90
  %acc.i656 = phi i32 [ -1, %__reduce_max_sync.exit ], [ %acc.next.i660, %loop.i654 ], !dbg !90
  %tok.lanes.i657 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !90
  %l.i658 = call i32 @llvm.cttz.i32(i32 %rest.i655, i1 true), !dbg !90
  %x.i659 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %201, i32 %203, i32 %l.i658, i32 31) [ "convergencectrl"(token %tok.lanes.i657) ], !dbg !90
  %acc.next.i660 = call i32 @llvm.umin.i32(i32 %acc.i656, i32 %x.i659), !dbg !90
  %rest.less.i661 = sub i32 %rest.i655, 1, !dbg !90
  %rest.next.i662 = and i32 %rest.i655, %rest.less.i661, !dbg !90
  %more.i663 = icmp ne i32 %rest.next.i662, 0, !dbg !90
  br i1 %more.i663, label %loop.i654, label %__tangle_reduce_min_sync_u32.exit, !dbg !90

__tangle_reduce_min_sync_u32.exit:                ; preds = %__reduce_max_sync.exit, %loop.i654
  %r.i664 = phi i32 [ 0, %__reduce_max_sync.exit ], [ %acc.next.i660, %loop.i654 ], !dbg !90
  %204 = load i32, ptr %m, align 4
  %205 = load ptr, ptr %u.addr, align 8
  %arrayidx226 = getelementptr inbounds i32, ptr %205, i64 29
  %206 = load i32, ptr %arrayidx226, align 4
  %none.i677 = icmp eq i32 %204, 0, !dbg !91
  br i1 %none.i677, label %__tangle_reduce_max_sync_u32.exit, label %loop.i678, !dbg !91

loop.i678:                                        ; preds = %loop.i678, %__tangle_reduce_min_sync_u32.exit
  %rest.i679 = phi i32 [ %204, %__tangle_reduce_min_sync_u32.exit ], [ %rest.next.i686, %loop.i678 ], !dbg !91
  %acc.i680 = phi i32 [ 0, %__tangle_reduce_min_sync_u32.exit ], [ %acc.next.i684, %loop.i678 ], !dbg !91
  %tok.lanes.i681 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !91
  %l.i682 = call i32 @llvm.cttz.i32(i32 %rest.i679, i1 true), !dbg !91
  %x.i683 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %204, i32 %206, i32 %l.i682, i32 31) [ "convergencectrl"(token %tok.lanes.i681) ], !dbg !91
  %acc.next.i684 = call i32 @llvm.umax.i32(i32 %acc.i680, i32 %x.i683), !dbg !91
  %rest.less.i685 = sub i32 %rest.i679, 1, !dbg !91
  %rest.next.i686 = and i32 %rest.i679, %rest.less.i685, !dbg !91
  %more.i687 = icmp ne i32 %rest.next.i686, 0, !dbg !91
  br i1 %more.i687, label %loop.i678, label %__tangle_reduce_max_sync_u32.exit, !dbg !91

__tangle_reduce_max_sync_u32.exit:                ; preds = %__tangle_reduce_min_sync_u32.exit, %loop.i678
  %r.i688 = phi i32 [ 0, %__tangle_reduce_min_sync_u32.exit ], [ %acc.next.i684, %loop.i678 ], !dbg !91
  %add228 = add i32 %r.i664, %r.i688
  %207 = load i32, ptr %m, align 4
  %208 = load ptr, ptr %u.addr, align 8
  %arrayidx229 = getelementptr inbounds i32, ptr %208, i64 29
  %209 = load i32, ptr %arrayidx229, align 4
  %none.i689 = icmp eq i32 %207, 0, !dbg !92
  br i1 %none.i689, label %__reduce_and_sync.exit, label %loop.i690, !dbg !92

loop.i690:                                        ; preds = %loop.i690, %__tangle_reduce_max_sync_u32.exit
  %rest.i691 = phi i32 [ %207, %__tangle_reduce_max_sync_u32.exit ], [ %rest.next.i698, %loop.i690 ], !dbg !92
  %acc.i692 = phi i32 [ -1, %__tangle_reduce_max_sync_u32.exit ], [ %acc.next.i696, %loop.i690 ], !dbg !92
  %tok.lanes.i693 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !92
  %l.i694 = call i32 @llvm.cttz.i32(i32 %rest.i691, i1 true), !dbg !92
  %x.i695 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %207, i32 %209, i32 %l.i694, i32 31) [ "convergencectrl"(token %tok.lanes.i693) ], !dbg !92
  %acc.next.i696 = and i32 %acc.i692, %x.i695, !dbg !92
  %rest.less.i697 = sub i32 %rest.i691, 1, !dbg !92
  %rest.next.i698 = and i32 %rest.i691, %rest.less.i697, !dbg !92
  %more.i699 = icmp ne i32 %rest.next.i698, 0, !dbg !92
  br i1 %more.i699, label %loop.i690, label %__reduce_and_sync.exit, !dbg !92

__reduce_and_sync.exit:                           ; preds = %__tangle_reduce_max_sync_u32.exit, %loop.i690
  %r.i700 = phi i32 [ 0, %__tangle_reduce_max_sync_u32.exit ], [ %acc.next.i696, %loop.i690 ], !dbg !92
  %add231 = add i32 %add228, %r.i700
  %210 = load i32, ptr %m, align 4
  %211 = load ptr, ptr %u.addr, align 8
  %arrayidx232 = getelementptr inbounds i32, ptr %211, i64 29
  %212 = load i32, ptr %arrayidx232, align 4
  %none.i701 = icmp eq i32 %210, 0, !dbg !93
  br i1 %none.i701, label %__reduce_or_sync.exit, label %loop.i702, !dbg !93

loop.i702:                                        ; preds = %loop.i702, %__reduce_and_sync.exit
  %rest.i703 = phi i32 [ %210, %__reduce_and_sync.exit ], [ %rest.next.i710, %loop.i702 ], !dbg !93
  %acc.i704 = phi i32 [ 0, %__reduce_and_sync.exit ], [ %acc.next.i708, %loop.i702 ], !dbg !93
  %tok.lanes.i705 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !93
  %l.i706 = call i32 @llvm.cttz.i32(i32 %rest.i703, i1 true), !dbg !93
  %x.i707 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %210, i32 %212, i32 %l.i706, i32 31) [ "convergencectrl"(token %tok.lanes.i705) ], !dbg !93
  %acc.next.i708 = or i32 %acc.i704, %x.i707, !dbg !93
  %rest.less.i709 = sub i32 %rest.i703, 1, !dbg !93
  %rest.next.i710 = and i32 %rest.i703, %rest.less.i709, !dbg !93
  %more.i711 = icmp ne i32 %rest.next.i710, 0, !dbg !93
  br i1 %more.i711, label %loop.i702, label %__reduce_or_sync.exit, !dbg !93

__reduce_or_sync.exit:                            ; preds = %__reduce_and_sync.exit, %loop.i702
  %r.i712 = phi i32 [ 0, %__reduce_and_sync.exit ], [ %acc.next.i708, %loop.i702 ], !dbg !93
  %add234 = add i32 %add231, %r.i712
  %213 = load i32, ptr %m, align 4
  %214 = load ptr, ptr %u.addr, align 8
  %arrayidx235 = getelementptr inbounds i32, ptr %214, i64 29
  %215 = load i32, ptr %arrayidx235, align 4
  %none.i713 = icmp eq i32 %213, 0, !dbg !94
  br i1 %none.i713, label %__reduce_xor_sync.exit, label %loop.i714, !dbg !94

loop.i714:                                        ; preds = %loop.i714, %__reduce_or_sync.exit
  %rest.i715 = phi i32 [ %213, %__reduce_or_sync.exit ], [ %rest.next.i722, %loop.i714 ], !dbg !94
  %acc.i716 = phi i32 [ 0, %__reduce_or_sync.exit ], [ %acc.next.i720, %loop.i714 ], !dbg !94
  %tok.lanes.i717 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !94
  %l.i718 = call i32 @llvm.cttz.i32(i32 %rest.i715, i1 true), !dbg !94
  %x.i719 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %213, i32 %215, i32 %l.i718, i32 31) [ "convergencectrl"(token %tok.lanes.i717) ], !dbg !94
  %acc.next.i720 = xor i32 %acc.i716, %x.i719, !dbg !94
  %rest.less.i721 = sub i32 %rest.i715, 1, !dbg !94
  %rest.next.i722 = and i32 %rest.i715, %rest.less.i721, !dbg !94
  %more.i723 = icmp ne i32 %rest.next.i722, 0, !dbg !94
  br i1 %more.i723, label %loop.i714, label %__reduce_xor_sync.exit, !dbg !94

__reduce_xor_sync.exit:                           ; preds = %__reduce_or_sync.exit, %loop.i714
  %r.i724 = phi i32 [ 0, %__reduce_or_sync.exit ], [ %acc.next.i720, %loop.i714 ], !dbg !94
  %add237 = add i32 %add234, %r.i724
  store i32 %add237, ptr %arrayidx223, align 4
  %216 = load ptr, ptr %i.addr, align 8
  %arrayidx238 = getelementptr inbounds i32, ptr %216, i64 30
  %217 = load i32, ptr %t, align 4
  %r.i.i599 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !95
  %r.i1.i600 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %r.i.i599, i32 %217, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !95
  %218 = load i32, ptr %t, align 4
  %r.i.i613 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !96
  %r.i1.i614 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %r.i.i613, i32 %218, i32 1, i32 4127) [ "convergencectrl"(token %tok.entry) ], !dbg !96
  %add241 = add nsw i32 %r.i1.i600, %r.i1.i614
  %219 = load i32, ptr %t, align 4
  %r.i.i585 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !97
  %r.i1.i586 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %r.i.i585, i32 %219, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !97
  %add243 = add nsw i32 %add241, %r.i1.i586
  store i32 %add243, ptr %arrayidx238, align 4
  %220 = load ptr, ptr %d.addr, align 8
  %arrayidx244 = getelementptr inbounds double, ptr %220, i64 30
  %221 = load ptr, ptr %d.addr, align 8
  %arrayidx245 = getelementptr inbounds double, ptr %221, i64 30
  %222 = load double, ptr %arrayidx245, align 8
  %r.i.i601 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %w.i602 = bitcast double %222 to i64, !dbg !98
  %lo.i603 = trunc i64 %w.i602 to i32, !dbg !98
  %hi.w.i604 = lshr i64 %w.i602, 32, !dbg !98
  %hi.i605 = trunc i64 %hi.w.i604 to i32, !dbg !98
  %r.i4.i606 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %r.i.i601, i32 %lo.i603, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %r.i1.i607 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %r.i.i601, i32 %hi.i605, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !98
  %zlo.i608 = zext i32 %r.i4.i606 to i64, !dbg !98
  %zhi.i609 = zext i32 %r.i1.i607 to i64, !dbg !98
  %shi.i610 = shl i64 %zhi.i609, 32, !dbg !98
  %r.i611 = or i64 %shi.i610, %zlo.i608, !dbg !98
  %d.i612 = bitcast i64 %r.i611 to double, !dbg !98
  %223 = load ptr, ptr %d.addr, align 8
  %arrayidx247 = getelementptr inbounds double, ptr %223, i64 30
  %224 = load double, ptr %arrayidx247, align 8
  %r.i.i615 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %w.i616 = bitcast double %224 to i64, !dbg !99
  %lo.i617 = trunc i64 %w.i616 to i32, !dbg !99
  %hi.w.i618 = lshr i64 %w.i616, 32, !dbg !99
  %hi.i619 = trunc i64 %hi.w.i618 to i32, !dbg !99
  %r.i5.i620 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %r.i.i615, i32 %lo.i617, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %r.i1.i621 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %r.i.i615, i32 %hi.i619, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !99
  %zlo.i622 = zext i32 %r.i5.i620 to i64, !dbg !99
  %zhi.i623 = zext i32 %r.i1.i621 to i64, !dbg !99
  %shi.i624 = shl i64 %zhi.i623, 32, !dbg !99
  %r.i625 = or i64 %shi.i624, %zlo.i622, !dbg !99
  %d.i626 = bitcast i64 %r.i625 to double, !dbg !99
  %add249 = fadd double %d.i612, %d.i626
  %225 = load ptr, ptr %d.addr, align 8
  %arrayidx250 = getelementptr inbounds double, ptr %225, i64 30
  %226 = load double, ptr %arrayidx250, align 8
  %r.i.i587 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %w.i588 = bitcast double %226 to i64, !dbg !100
  %lo.i589 = trunc i64 %w.i588 to i32, !dbg !100
  %hi.w.i590 = lshr i64 %w.i588, 32, !dbg !100
  %hi.i591 = trunc i64 %hi.w.i590 to i32, !dbg !100
  %r.i5.i592 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %r.i.i587, i32 %lo.i589, i32 2, i32 6175) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %r.i1.i593 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %r.i.i587, i32 %hi.i591, i32 2, i32 6175) [ "convergencectrl"(token %tok.entry) ], !dbg !100
  %zlo.i594 = zext i32 %r.i5.i592 to i64, !dbg !100
  %zhi.i595 = zext i32 %r.i1.i593 to i64, !dbg !100
  %shi.i596 = shl i64 %zhi.i595, 32, !dbg !100
  %r.i597 = or i64 %shi.i596, %zlo.i594, !dbg !100
  %d.i598 = bitcast i64 %r.i597 to double, !dbg !100
  %add252 = fadd double %add249, %d.i598
  store double %add252, ptr %arrayidx244, align 8
  %227 = load ptr, ptr %u.addr, align 8
  %arrayidx253 = getelementptr inbounds i32, ptr %227, i64 31
  %r.i772 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt(), !dbg !101
  %r.i773 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.le(), !dbg !102
  %add256 = add i32 %r.i772, %r.i773
  %r.i774 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq(), !dbg !103
  %add258 = add i32 %add256, %r.i774
  %r.i775 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt(), !dbg !104
  %add260 = add i32 %add258, %r.i775
  %r.i776 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge(), !dbg !105
  %add262 = add i32 %add260, %r.i776
  %r.i777 = call i32 @llvm.nvvm.read.ptx.sreg.laneid(), !dbg !106
  %add264 = add i32 %add262, %r.i777
  store i32 %add264, ptr %arrayidx253, align 4
  %228 = load ptr, ptr %l.addr, align 8
  %arrayidx265 = getelementptr inbounds i64, ptr %228, i64 32
  %c.i = call i32 @llvm.nvvm.read.ptx.sreg.clock(), !dbg !107
  %r.i778 = sext i32 %c.i to i64, !dbg !107
  %r.i779 = call i64 @llvm.nvvm.read.ptx.sreg.clock64(), !dbg !108
  %add268 = add nsw i64 %r.i778, %r.i779
  store i64 %add268, ptr %arrayidx265, align 8
  fence syncscope("block") seq_cst, !dbg !109
  fence syncscope("device") seq_cst, !dbg !110
  fence seq_cst, !dbg !111
  %229 = load ptr, ptr %f.addr, align 8
  %arrayidx269 = getelementptr inbounds float, ptr %229, i64 33
  %230 = load ptr, ptr %f.addr, align 8
  %arrayidx270 = getelementptr inbounds float, ptr %230, i64 34
  %231 = load float, ptr %arrayidx270, align 4
  %232 = load ptr, ptr %i.addr, align 8
  %arrayidx271 = getelementptr inbounds i32, ptr %232, i64 33
  %233 = load i32, ptr %arrayidx271, align 4
  %r.i383 = bitcast i32 %233 to float, !dbg !112
  %add273 = fadd float %231, %r.i383
  %234 = load ptr, ptr %u.addr, align 8
  %arrayidx274 = getelementptr inbounds i32, ptr %234, i64 33
  %235 = load i32, ptr %arrayidx274, align 4
  %r.i384 = bitcast i32 %235 to float, !dbg !113
  %add276 = fadd float %add273, %r.i384
  store float %add276, ptr %arrayidx269, align 4
  %236 = load ptr, ptr %i.addr, align 8
  %arrayidx277 = getelementptr inbounds i32, ptr %236, i64 34
  %237 = load ptr, ptr %f.addr, align 8
  %arrayidx278 = getelementptr inbounds float, ptr %237, i64 35
  %238 = load float, ptr %arrayidx278, align 4
  %r.i381 = bitcast float %238 to i32, !dbg !114
  %239 = load i32, ptr %t, align 4
  %240 = load i32, ptr %n.addr, align 4
  %r.i780 = call i32 @llvm.nvvm.mul24.i(i32 %239, i32 %240), !dbg !115
  %add281 = add nsw i32 %r.i381, %r.i780
  %241 = load ptr, ptr %l.addr, align 8
  %arrayidx282 = getelementptr inbounds i64, ptr %241, i64 34
  %242 = load i64, ptr %arrayidx282, align 8
  %tz.i = call i64 @llvm.cttz.i64(i64 %242, i1 false), !dbg !116
  %tz32.i = trunc i64 %tz.i to i32, !dbg !116
  %n.i = add i32 %tz32.i, 1, !dbg !116
  %z.i = icmp eq i64 %242, 0, !dbg !116
  %r.i376 = select i1 %z.i, i32 0, i32 %n.i, !dbg !116
  %add284 = add nsw i32 %add281, %r.i376
  %243 = load ptr, ptr %l.addr, align 8
  %arrayidx285 = getelementptr inbounds i64, ptr %243, i64 34
  %244 = load i64, ptr %arrayidx285, align 8
  %n.i377 = call i64 @llvm.ctlz.i64(i64 %244, i1 false), !dbg !117
  %r.i378 = trunc i64 %n.i377 to i32, !dbg !117
  %add287 = add nsw i32 %add284, %r.i378
  store i32 %add287, ptr %arrayidx277, align 4
  %245 = load ptr, ptr %u.addr, align 8
  %arrayidx288 = getelementptr inbounds i32, ptr %245, i64 35
  %246 = load ptr, ptr %f.addr, align 8
  %arrayidx289 = getelementptr inbounds float, ptr %246, i64 35
  %247 = load float, ptr %arrayidx289, align 4
  %r.i382 = bitcast float %247 to i32, !dbg !118
  %248 = load ptr, ptr %u.addr, align 8
  %arrayidx291 = getelementptr inbounds i32, ptr %248, i64 35
  %249 = load i32, ptr %arrayidx291, align 4
  %r.i781 = call i32 @llvm.nvvm.mul24.ui(i32 %249, i32 3), !dbg !119
  %add293 = add i32 %r.i382, %r.i781
  %250 = load ptr, ptr %u.addr, align 8
  %arrayidx294 = getelementptr inbounds i32, ptr %250, i64 35
  %251 = load i32, ptr %arrayidx294, align 4
  %r.i379 = call i32 @llvm.bitreverse.i32(i32 %251), !dbg !120
  %add296 = add i32 %add293, %r.i379
  store i32 %add296, ptr %arrayidx288, align 4
  %252 = load ptr, ptr %ul.addr, align 8
  %arrayidx297 = getelementptr inbounds i64, ptr %252, i64 36
  %253 = load ptr, ptr %ul.addr, align 8
  %arrayidx298 = getelementptr inbounds i64, ptr %253, i64 36
  %254 = load i64, ptr %arrayidx298, align 8
  %r.i380 = call i64 @llvm.bitreverse.i64(i64 %254), !dbg !121
  store i64 %r.i380, ptr %arrayidx297, align 8
  %255 = load ptr, ptr %l.addr, align 8
  %arrayidx300 = getelementptr inbounds i64, ptr %255, i64 37
  %256 = load ptr, ptr %d.addr, align 8
  %arrayidx301 = getelementptr inbounds double, ptr %256, i64 37
  %257 = load double, ptr %arrayidx301, align 8
  %r.i385 = bitcast double %257 to i64, !dbg !122
  store i64 %r.i385, ptr %arrayidx300, align 8
  %258 = load ptr, ptr %d.addr, align 8
  %arrayidx303 = getelementptr inbounds double, ptr %258, i64 38
  %259 = load ptr, ptr %l.addr, align 8
  %arrayidx304 = getelementptr inbounds i64, ptr %259, i64 38
  %260 = load i64, ptr %arrayidx304, align 8
  %r.i386 = bitcast i64 %260 to double, !dbg !123
  store double %r.i386, ptr %arrayidx303, align 8
  %261 = load ptr, ptr %i.addr, align 8
  %arrayidx306 = getelementptr inbounds i32, ptr %261, i64 40
  %r.i788 = atomicrmw sub ptr %arrayidx306, i32 1 syncscope("device") monotonic, align 4, !dbg !124
  %262 = load ptr, ptr %u.addr, align 8
  %arrayidx308 = getelementptr inbounds i32, ptr %262, i64 41
  %r.i789 = atomicrmw sub ptr %arrayidx308, i32 1 syncscope("device") monotonic, align 4, !dbg !125
  %263 = load ptr, ptr %i.addr, align 8
  %arrayidx310 = getelementptr inbounds i32, ptr %263, i64 42
  %264 = load i32, ptr %t, align 4
  %r.i790 = atomicrmw xchg ptr %arrayidx310, i32 %264 syncscope("device") monotonic, align 4, !dbg !126
  %265 = load ptr, ptr %u.addr, align 8
  %arrayidx312 = getelementptr inbounds i32, ptr %265, i64 42
  %r.i791 = atomicrmw xchg ptr %arrayidx312, i32 1 syncscope("device") monotonic, align 4, !dbg !127
  %266 = load ptr, ptr %l.addr, align 8
  %arrayidx314 = getelementptr inbounds i64, ptr %266, i64 42
  %r.i792 = atomicrmw xchg ptr %arrayidx314, i64 1 syncscope("device") monotonic, align 8, !dbg !128
  %267 = load ptr, ptr %ul.addr, align 8
  %arrayidx316 = getelementptr inbounds i64, ptr %267, i64 42
  %r.i793 = atomicrmw xchg ptr %arrayidx316, i64 1 syncscope("device") monotonic, align 8, !dbg !129
  %268 = load ptr, ptr %f.addr, align 8
  %arrayidx318 = getelementptr inbounds float, ptr %268, i64 42
  %r.i794 = atomicrmw xchg ptr %arrayidx318, float 1.000000e+00 syncscope("device") monotonic, align 4, !dbg !130
  %269 = load ptr, ptr %i.addr, align 8
  %arrayidx320 = getelementptr inbounds i32, ptr %269, i64 43
  %270 = load i32, ptr %t, align 4
  %r.i795 = atomicrmw min ptr %arrayidx320, i32 %270 syncscope("device") monotonic, align 4, !dbg !131
  %271 = load ptr, ptr %u.addr, align 8
  %arrayidx322 = getelementptr inbounds i32, ptr %271, i64 43
  %r.i796 = atomicrmw umin ptr %arrayidx322, i32 1 syncscope("device") monotonic, align 4, !dbg !132
  %272 = load ptr, ptr %l.addr, align 8
  %arrayidx324 = getelementptr inbounds i64, ptr %272, i64 43
  %r.i797 = atomicrmw min ptr %arrayidx324, i64 1 syncscope("device") monotonic, align 8, !dbg !133
  %273 = load ptr, ptr %ul.addr, align 8
  %arrayidx326 = getelementptr inbounds i64, ptr %273, i64 43
  %r.i798 = atomicrmw umin ptr %arrayidx326, i64 1 syncscope("device") monotonic, align 8, !dbg !134
  %274 = load ptr, ptr %i.addr, align 8
  %arrayidx328 = getelementptr inbounds i32, ptr %274, i64 44
  %275 = load i32, ptr %t, align 4
  %r.i799 = atomicrmw max ptr %arrayidx328, i32 %275 syncscope("device") monotonic, align 4, !dbg !135
  %276 = load ptr, ptr %u.addr, align 8
  %arrayidx330 = getelementptr inbounds i32, ptr %276, i64 44
  %r.i800 = atomicrmw umax ptr %arrayidx330, i32 1 syncscope("device") monotonic, align 4, !dbg !136
  %277 = load ptr, ptr %l.addr, align 8
  %arrayidx332 = getelementptr inbounds i64, ptr %277, i64 44
  %r.i801 = atomicrmw max ptr %arrayidx332, i64 1 syncscope("device") monotonic, align 8, !dbg !137
  %278 = load ptr, ptr %ul.addr, align 8
  %arrayidx334 = getelementptr inbounds i64, ptr %278, i64 44
  %r.i802 = atomicrmw umax ptr %arrayidx334, i64 1 syncscope("device") monotonic, align 8, !dbg !138
  %279 = load ptr, ptr %u.addr, align 8
  %arrayidx336 = getelementptr inbounds i32, ptr %279, i64 45
  %r.i803 = atomicrmw uinc_wrap ptr %arrayidx336, i32 7 syncscope("device") monotonic, align 4, !dbg !139
  %280 = load ptr, ptr %u.addr, align 8
  %arrayidx338 = getelementptr inbounds i32, ptr %280, i64 46
  %r.i804 = atomicrmw udec_wrap ptr %arrayidx338, i32 7 syncscope("device") monotonic, align 4, !dbg !140
  %281 = load ptr, ptr %i.addr, align 8
  %arrayidx340 = getelementptr inbounds i32, ptr %281, i64 47
  %282 = load ptr, ptr %i.addr, align 8
  %arrayidx341 = getelementptr inbounds i32, ptr %282, i64 48
  %283 = load i32, ptr %t, align 4
  %284 = load i32, ptr %n.addr, align 4
  %x.i805 = cmpxchg ptr %arrayidx341, i32 %283, i32 %284 syncscope("device") monotonic monotonic, align 4, !dbg !141
  %r.i806 = extractvalue { i32, i1 } %x.i805, 0, !dbg !141
  store i32 %r.i806, ptr %arrayidx340, align 4
  %285 = load ptr, ptr %u.addr, align 8
  %arrayidx343 = getelementptr inbounds i32, ptr %285, i64 47
  %286 = load ptr, ptr %u.addr, align 8
  %arrayidx344 = getelementptr inbounds i32, ptr %286, i64 48
  %x.i807 = cmpxchg ptr %arrayidx344, i32 1, i32 2 syncscope("device") monotonic monotonic, align 4, !dbg !142
  %r.i808 = extractvalue { i32, i1 } %x.i807, 0, !dbg !142
  store i32 %r.i808, ptr %arrayidx343, align 4
  %287 = load ptr, ptr %l.addr, align 8
  %arrayidx346 = getelementptr inbounds i64, ptr %287, i64 47
  %288 = load ptr, ptr %l.addr, align 8
  %arrayidx347 = getelementptr inbounds i64, ptr %288, i64 48
  %x.i809 = cmpxchg ptr %arrayidx347, i64 1, i64 2 syncscope("device") monotonic monotonic, align 8, !dbg !143
  %r.i810 = extractvalue { i64, i1 } %x.i809, 0, !dbg !143
  store i64 %r.i810, ptr %arrayidx346, align 8
  %289 = load ptr, ptr %ul.addr, align 8
  %arrayidx349 = getelementptr inbounds i64, ptr %289, i64 47
  %290 = load ptr, ptr %ul.addr, align 8
  %arrayidx350 = getelementptr inbounds i64, ptr %290, i64 48
  %x.i811 = cmpxchg ptr %arrayidx350, i64 1, i64 2 syncscope("device") monotonic monotonic, align 8, !dbg !144
  %r.i812 = extractvalue { i64, i1 } %x.i811, 0, !dbg !144
  store i64 %r.i812, ptr %arrayidx349, align 8
  %291 = load ptr, ptr %i.addr, align 8
  %arrayidx352 = getelementptr inbounds i32, ptr %291, i64 49
  %292 = load i32, ptr %t, align 4
  %r.i813 = atomicrmw and ptr %arrayidx352, i32 %292 syncscope("device") monotonic, align 4, !dbg !145
  %293 = load ptr, ptr %u.addr, align 8
  %arrayidx354 = getelementptr inbounds i32, ptr %293, i64 49
  %r.i814 = atomicrmw and ptr %arrayidx354, i32 1 syncscope("device") monotonic, align 4, !dbg !146
  %294 = load ptr, ptr %l.addr, align 8
  %arrayidx356 = getelementptr inbounds i64, ptr %294, i64 49
  %r.i815 = atomicrmw and ptr %arrayidx356, i64 1 syncscope("device") monotonic, align 8, !dbg !147
  %295 = load ptr, ptr %ul.addr, align 8
  %arrayidx358 = getelementptr inbounds i64, ptr %295, i64 49
  %r.i816 = atomicrmw and ptr %arrayidx358, i64 1 syncscope("device") monotonic, align 8, !dbg !148
  %296 = load ptr, ptr %i.addr, align 8
  %arrayidx360 = getelementptr inbounds i32, ptr %296, i64 50
  %297 = load i32, ptr %t, align 4
  %r.i817 = atomicrmw or ptr %arrayidx360, i32 %297 syncscope("device") monotonic, align 4, !dbg !149
  %298 = load ptr, ptr %u.addr, align 8
  %arrayidx362 = getelementptr inbounds i32, ptr %298, i64 50
  %r.i818 = atomicrmw or ptr %arrayidx362, i32 1 syncscope("device") monotonic, align 4, !dbg !150
  %299 = load ptr, ptr %l.addr, align 8
  %arrayidx364 = getelementptr inbounds i64, ptr %299, i64 50
  %r.i819 = atomicrmw or ptr %arrayidx364, i64 1 syncscope("device") monotonic, align 8, !dbg !151
  %300 = load ptr, ptr %ul.addr, align 8
  %arrayidx366 = getelementptr inbounds i64, ptr %300, i64 50
  %r.i820 = atomicrmw or ptr %arrayidx366, i64 1 syncscope("device") monotonic, align 8, !dbg !152
  %301 = load ptr, ptr %i.addr, align 8
  %arrayidx368 = getelementptr inbounds i32, ptr %301, i64 51
  %302 = load i32, ptr %t, align 4
  %r.i821 = atomicrmw xor ptr %arrayidx368, i32 %302 syncscope("device") monotonic, align 4, !dbg !153
  %303 = load ptr, ptr %u.addr, align 8
  %arrayidx370 = getelementptr inbounds i32, ptr %303, i64 51
  %r.i822 = atomicrmw xor ptr %arrayidx370, i32 1 syncscope("device") monotonic, align 4, !dbg !154
  %304 = load ptr, ptr %l.addr, align 8
  %arrayidx372 = getelementptr inbounds i64, ptr %304, i64 51
  %r.i823 = atomicrmw xor ptr %arrayidx372, i64 1 syncscope("device") monotonic, align 8, !dbg !155
  %305 = load ptr, ptr %ul.addr, align 8
  %arrayidx374 = getelementptr inbounds i64, ptr %305, i64 51
  %r.i824 = atomicrmw xor ptr %arrayidx374, i64 1 syncscope("device") monotonic, align 8, !dbg !156
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #5

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #5

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.le() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #7

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.ui(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #1 = { convergent norecurse nounwind }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "lowering/tests/fixtures/every_builtin.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "helper", linkageName: "helper", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 3, column: 39, scope: !4)
!8 = !DILocation(line: 3, column: 51, scope: !4)
!9 = !DILocation(line: 3, column: 62, scope: !4)
!10 = distinct !DISubprogram(name: "every_builtin", linkageName: "every_builtin", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 9, column: 16, scope: !10)
!12 = !DILocation(line: 10, column: 3, scope: !10)
!13 = !DILocation(line: 11, column: 3, scope: !10)
!14 = !DILocation(line: 12, column: 10, scope: !10)
!15 = !DILocation(line: 13, column: 10, scope: !10)
!16 = !DILocation(line: 13, column: 33, scope: !10)
!17 = !DILocation(line: 14, column: 10, scope: !10)
!18 = !DILocation(line: 15, column: 10, scope: !10)
!19 = !DILocation(line: 16, column: 11, scope: !10)
!20 = !DILocation(line: 17, column: 10, scope: !10)
!21 = !DILocation(line: 17, column: 25, scope: !10)
!22 = !DILocation(line: 18, column: 10, scope: !10)
!23 = !DILocation(line: 18, column: 33, scope: !10)
!24 = !DILocation(line: 18, column: 60, scope: !10)
!25 = !DILocation(line: 19, column: 10, scope: !10)
!26 = !DILocation(line: 19, column: 41, scope: !10)
!27 = !DILocation(line: 20, column: 10, scope: !10)
!28 = !DILocation(line: 20, column: 36, scope: !10)
!29 = !DILocation(line: 20, column: 66, scope: !10)
!30 = !DILocation(line: 21, column: 10, scope: !10)
!31 = !DILocation(line: 21, column: 41, scope: !10)
!32 = !DILocation(line: 22, column: 10, scope: !10)
!33 = !DILocation(line: 22, column: 36, scope: !10)
!34 = !DILocation(line: 22, column: 66, scope: !10)
!35 = !DILocation(line: 23, column: 10, scope: !10)
!36 = !DILocation(line: 23, column: 41, scope: !10)
!37 = !DILocation(line: 24, column: 11, scope: !10)
!38 = !DILocation(line: 24, column: 38, scope: !10)
!39 = !DILocation(line: 25, column: 11, scope: !10)
!40 = !DILocation(line: 25, column: 41, scope: !10)
!41 = !DILocation(line: 25, column: 73, scope: !10)
!42 = !DILocation(line: 26, column: 11, scope: !10)
!43 = !DILocation(line: 26, column: 38, scope: !10)
!44 = !DILocation(line: 27, column: 11, scope: !10)
!45 = !DILocation(line: 27, column: 41, scope: !10)
!46 = !DILocation(line: 27, column: 73, scope: !10)
!47 = !DILocation(line: 28, column: 11, scope: !10)
!48 = !DILocation(line: 28, column: 38, scope: !10)
!49 = !DILocation(line: 29, column: 11, scope: !10)
!50 = !DILocation(line: 29, column: 41, scope: !10)
!51 = !DILocation(line: 29, column: 73, scope: !10)
!52 = !DILocation(line: 30, column: 11, scope: !10)
!53 = !DILocation(line: 30, column: 23, scope: !10)
!54 = !DILocation(line: 31, column: 3, scope: !10)
!55 = !DILocation(line: 32, column: 3, scope: !10)
!56 = !DILocation(line: 33, column: 3, scope: !10)
!57 = !DILocation(line: 34, column: 3, scope: !10)
!58 = !DILocation(line: 35, column: 3, scope: !10)
!59 = !DILocation(line: 36, column: 3, scope: !10)
!60 = !DILocation(line: 37, column: 11, scope: !10)
!61 = !DILocation(line: 37, column: 23, scope: !10)
!62 = !DILocation(line: 38, column: 11, scope: !10)
!63 = !DILocation(line: 38, column: 28, scope: !10)
!64 = !DILocation(line: 39, column: 11, scope: !10)
!65 = !DILocation(line: 39, column: 29, scope: !10)
!66 = !DILocation(line: 40, column: 12, scope: !10)
!67 = !DILocation(line: 40, column: 32, scope: !10)
!68 = !DILocation(line: 41, column: 11, scope: !10)
!69 = !DILocation(line: 41, column: 30, scope: !10)
!70 = !DILocation(line: 42, column: 11, scope: !10)
!71 = !DILocation(line: 42, column: 29, scope: !10)
!72 = !DILocation(line: 43, column: 11, scope: !10)
!73 = !DILocation(line: 43, column: 40, scope: !10)
!74 = !DILocation(line: 43, column: 67, scope: !10)
!75 = !DILocation(line: 44, column: 3, scope: !10)
!76 = !DILocation(line: 45, column: 11, scope: !10)
!77 = !DILocation(line: 45, column: 36, scope: !10)
!78 = !DILocation(line: 45, column: 65, scope: !10)
!79 = !DILocation(line: 46, column: 11, scope: !10)
!80 = !DILocation(line: 46, column: 41, scope: !10)
!81 = !DILocation(line: 46, column: 70, scope: !10)
!82 = !DILocation(line: 48, column: 11, scope: !10)
!83 = !DILocation(line: 48, column: 43, scope: !10)
!84 = !DILocation(line: 49, column: 11, scope: !10)
!85 = !DILocation(line: 49, column: 47, scope: !10)
!86 = !DILocation(line: 50, column: 11, scope: !10)
!87 = !DILocation(line: 50, column: 47, scope: !10)
!88 = !DILocation(line: 51, column: 11, scope: !10)
!89 = !DILocation(line: 51, column: 37, scope: !10)
!90 = !DILocation(line: 52, column: 11, scope: !10)
!91 = !DILocation(line: 52, column: 41, scope: !10)
!92 = !DILocation(line: 53, column: 11, scope: !10)
!93 = !DILocation(line: 53, column: 41, scope: !10)
!94 = !DILocation(line: 53, column: 70, scope: !10)
!95 = !DILocation(line: 54, column: 11, scope: !10)
!96 = !DILocation(line: 54, column: 29, scope: !10)
!97 = !DILocation(line: 54, column: 53, scope: !10)
!98 = !DILocation(line: 55, column: 11, scope: !10)
!99 = !DILocation(line: 55, column: 33, scope: !10)
!100 = !DILocation(line: 55, column: 57, scope: !10)
!101 = !DILocation(line: 56, column: 11, scope: !10)
!102 = !DILocation(line: 56, column: 29, scope: !10)
!103 = !DILocation(line: 56, column: 47, scope: !10)
!104 = !DILocation(line: 56, column: 65, scope: !10)
!105 = !DILocation(line: 57, column: 11, scope: !10)
!106 = !DILocation(line: 57, column: 29, scope: !10)
!107 = !DILocation(line: 58, column: 11, scope: !10)
!108 = !DILocation(line: 58, column: 21, scope: !10)
!109 = !DILocation(line: 59, column: 3, scope: !10)
!110 = !DILocation(line: 60, column: 3, scope: !10)
!111 = !DILocation(line: 61, column: 3, scope: !10)
!112 = !DILocation(line: 62, column: 27, scope: !10)
!113 = !DILocation(line: 62, column: 51, scope: !10)
!114 = !DILocation(line: 63, column: 11, scope: !10)
!115 = !DILocation(line: 63, column: 35, scope: !10)
!116 = !DILocation(line: 63, column: 51, scope: !10)
!117 = !DILocation(line: 63, column: 68, scope: !10)
!118 = !DILocation(line: 64, column: 11, scope: !10)
!119 = !DILocation(line: 64, column: 36, scope: !10)
!120 = !DILocation(line: 64, column: 58, scope: !10)
!121 = !DILocation(line: 65, column: 12, scope: !10)
!122 = !DILocation(line: 66, column: 11, scope: !10)
!123 = !DILocation(line: 67, column: 11, scope: !10)
!124 = !DILocation(line: 68, column: 3, scope: !10)
!125 = !DILocation(line: 69, column: 3, scope: !10)
!126 = !DILocation(line: 70, column: 3, scope: !10)
!127 = !DILocation(line: 71, column: 3, scope: !10)
!128 = !DILocation(line: 72, column: 3, scope: !10)
!129 = !DILocation(line: 73, column: 3, scope: !10)
!130 = !DILocation(line: 74, column: 3, scope: !10)
!131 = !DILocation(line: 75, column: 3, scope: !10)
!132 = !DILocation(line: 76, column: 3, scope: !10)
!133 = !DILocation(line: 77, column: 3, scope: !10)
!134 = !DILocation(line: 78, column: 3, scope: !10)
!135 = !DILocation(line: 79, column: 3, scope: !10)
!136 = !DILocation(line: 80, column: 3, scope: !10)
!137 = !DILocation(line: 81, column: 3, scope: !10)
!138 = !DILocation(line: 82, column: 3, scope: !10)
!139 = !DILocation(line: 83, column: 3, scope: !10)
!140 = !DILocation(line: 84, column: 3, scope: !10)
!141 = !DILocation(line: 85, column: 11, scope: !10)
!142 = !DILocation(line: 86, column: 11, scope: !10)
!143 = !DILocation(line: 87, column: 11, scope: !10)
!144 = !DILocation(line: 88, column: 12, scope: !10)
!145 = !DILocation(line: 89, column: 3, scope: !10)
!146 = !DILocation(line: 90, column: 3, scope: !10)
!147 = !DILocation(line: 91, column: 3, scope: !10)
!148 = !DILocation(line: 92, column: 3, scope: !10)
!149 = !DILocation(line: 93, column: 3, scope: !10)
!150 = !DILocation(line: 94, column: 3, scope: !10)
!151 = !DILocation(line: 95, column: 3, scope: !10)
!152 = !DILocation(line: 96, column: 3, scope: !10)
!153 = !DILocation(line: 97, column: 3, scope: !10)
!154 = !DILocation(line: 98, column: 3, scope: !10)
!155 = !DILocation(line: 99, column: 3, scope: !10)
!156 = !DILocation(line: 100, column: 3, scope: !10)
