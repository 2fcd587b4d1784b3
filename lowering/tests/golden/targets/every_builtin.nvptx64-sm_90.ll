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
  store ptr %i, ptr %i.addr, align 8
  store ptr %u, ptr %u.addr, align 8
  store ptr %l, ptr %l.addr, align 8
  store ptr %ul, ptr %ul.addr, align 8
  store ptr %f, ptr %f.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %r.i184 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r.i187 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %r.i190 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %r.i187, %r.i190
  %add = add i32 %r.i184, %mul
  %r.i185 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add1 = add i32 %add, %r.i185
  %r.i188 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %r.i191 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul2 = mul i32 %r.i188, %r.i191
  %add3 = add i32 %add1, %mul2
  %r.i186 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %add4 = add i32 %add3, %r.i186
  %r.i189 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %r.i192 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul5 = mul i32 %r.i189, %r.i192
  %add6 = add i32 %add4, %mul5
  %r.i193 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %add7 = add i32 %add6, %r.i193
  %r.i194 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %add8 = add i32 %add7, %r.i194
  %r.i195 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %add9 = add i32 %add8, %r.i195
  %add10 = add i32 %add9, 32
  store i32 %add10, ptr %t, align 4
  %r.i196 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %r.i196, ptr %m, align 4
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
  %r.i197 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %2, i1 %cmp) [ "convergencectrl"(token %tok.entry) ], !dbg !14
  store i32 %r.i197, ptr %arrayidx, align 4
  %5 = load ptr, ptr %i.addr, align 8
  %arrayidx12 = getelementptr inbounds i32, ptr %5, i64 1
  %6 = load i32, ptr %m, align 4
  %7 = load i32, ptr %t, align 4
  %8 = load i32, ptr %n.addr, align 4
  %cmp13 = icmp slt i32 %7, %8
  %conv14 = zext i1 %cmp13 to i32
  %b.i = call i1 @llvm.nvvm.vote.any.sync(i32 %6, i1 %cmp13) [ "convergencectrl"(token %tok.entry) ], !dbg !15
  %r.i198 = zext i1 %b.i to i32, !dbg !15
  %9 = load i32, ptr %m, align 4
  %10 = load i32, ptr %t, align 4
  %11 = load i32, ptr %n.addr, align 4
  %cmp16 = icmp slt i32 %10, %11
  %conv17 = zext i1 %cmp16 to i32
  %b.i199 = call i1 @llvm.nvvm.vote.all.sync(i32 %9, i1 %cmp16) [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %r.i200 = zext i1 %b.i199 to i32, !dbg !16
  %add19 = add nsw i32 %r.i198, %r.i200
  store i32 %add19, ptr %arrayidx12, align 4
  %12 = load ptr, ptr %u.addr, align 8
  %arrayidx20 = getelementptr inbounds i32, ptr %12, i64 2
  %13 = load i32, ptr %m, align 4
  %14 = load i32, ptr %t, align 4
  %r.i370 = call i32 @llvm.nvvm.redux.sync.add(i32 %14, i32 %13) [ "convergencectrl"(token %tok.entry) ], !dbg !17
  store i32 %r.i370, ptr %arrayidx20, align 4
  %15 = load ptr, ptr %i.addr, align 8
  %arrayidx22 = getelementptr inbounds i32, ptr %15, i64 3
  %16 = load i32, ptr %m, align 4
  %17 = load i32, ptr %t, align 4
  %r.i371 = call i32 @llvm.nvvm.redux.sync.add(i32 %17, i32 %16) [ "convergencectrl"(token %tok.entry) ], !dbg !18
  store i32 %r.i371, ptr %arrayidx22, align 4
  %18 = load ptr, ptr %ul.addr, align 8
  %arrayidx24 = getelementptr inbounds i64, ptr %18, i64 4
  %19 = load i32, ptr %t, align 4
  %20 = load i32, ptr %n.addr, align 4
  %cmp25 = icmp slt i32 %19, %20
  %conv26 = zext i1 %cmp25 to i32
  %m.i = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !19
  %b.i201 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m.i, i1 %cmp25) [ "convergencectrl"(token %tok.entry) ], !dbg !19
  %r.i202 = zext i32 %b.i201 to i64, !dbg !19
  store i64 %r.i202, ptr %arrayidx24, align 8
  %21 = load ptr, ptr %i.addr, align 8
  %arrayidx28 = getelementptr inbounds i32, ptr %21, i64 5
  %22 = load i32, ptr %t, align 4
  %23 = load i32, ptr %n.addr, align 4
  %cmp29 = icmp slt i32 %22, %23
  %conv30 = zext i1 %cmp29 to i32
  %m.i203 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %b.i.i = call i1 @llvm.nvvm.vote.any.sync(i32 %m.i203, i1 %cmp29) [ "convergencectrl"(token %tok.entry) ], !dbg !20
  %r.i.i = zext i1 %b.i.i to i32, !dbg !20
  %24 = load i32, ptr %t, align 4
  %25 = load i32, ptr %n.addr, align 4
  %cmp32 = icmp slt i32 %24, %25
  %conv33 = zext i1 %cmp32 to i32
  %m.i204 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !21
  %b.i.i205 = call i1 @llvm.nvvm.vote.all.sync(i32 %m.i204, i1 %cmp32) [ "convergencectrl"(token %tok.entry) ], !dbg !21
  %r.i.i206 = zext i1 %b.i.i205 to i32, !dbg !21
  %add35 = add nsw i32 %r.i.i, %r.i.i206
  store i32 %add35, ptr %arrayidx28, align 4
  %26 = load ptr, ptr %i.addr, align 8
  %arrayidx36 = getelementptr inbounds i32, ptr %26, i64 6
  %27 = load i32, ptr %m, align 4
  %28 = load i32, ptr %t, align 4
  %r.i.i207 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %27, i32 %28, i32 0, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !22
  %29 = load i32, ptr %m, align 4
  %30 = load i32, ptr %t, align 4
  %r.i.i231 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %29, i32 %30, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !23
  %add39 = add nsw i32 %r.i.i207, %r.i.i231
  %31 = load i32, ptr %m, align 4
  %32 = load i32, ptr %t, align 4
  %r.i.i265 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %31, i32 %32, i32 1, i32 4096) [ "convergencectrl"(token %tok.entry) ], !dbg !24
  %add41 = add nsw i32 %add39, %r.i.i265
  %33 = load i32, ptr %m, align 4
  %34 = load i32, ptr %t, align 4
  %r.i.i298 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %33, i32 %34, i32 2, i32 6175) [ "convergencectrl"(token %tok.entry) ], !dbg !25
  %add43 = add nsw i32 %add41, %r.i.i298
  %35 = load i32, ptr %t, align 4
  %r.i.i332 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %r.i1.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i332, i32 %35, i32 3, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !26
  %add45 = add nsw i32 %add43, %r.i1.i
  store i32 %add45, ptr %arrayidx36, align 4
  %36 = load ptr, ptr %u.addr, align 8
  %arrayidx46 = getelementptr inbounds i32, ptr %36, i64 7
  %37 = load i32, ptr %m, align 4
  %38 = load ptr, ptr %u.addr, align 8
  %arrayidx47 = getelementptr inbounds i32, ptr %38, i64 7
  %39 = load i32, ptr %arrayidx47, align 4
  %r.i.i208 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %39, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !27
  %40 = load i32, ptr %m, align 4
  %41 = load ptr, ptr %u.addr, align 8
  %arrayidx49 = getelementptr inbounds i32, ptr %41, i64 7
  %42 = load i32, ptr %arrayidx49, align 4
  %r.i.i232 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %40, i32 %42, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !28
  %add51 = add i32 %r.i.i208, %r.i.i232
  %43 = load i32, ptr %m, align 4
  %44 = load ptr, ptr %u.addr, align 8
  %arrayidx52 = getelementptr inbounds i32, ptr %44, i64 7
  %45 = load i32, ptr %arrayidx52, align 4
  %r.i.i266 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %43, i32 %45, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !29
  %add54 = add i32 %add51, %r.i.i266
  %46 = load i32, ptr %m, align 4
  %47 = load ptr, ptr %u.addr, align 8
  %arrayidx55 = getelementptr inbounds i32, ptr %47, i64 7
  %48 = load i32, ptr %arrayidx55, align 4
  %r.i.i299 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %46, i32 %48, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !30
  %add57 = add i32 %add54, %r.i.i299
  %49 = load ptr, ptr %u.addr, align 8
  %arrayidx58 = getelementptr inbounds i32, ptr %49, i64 7
  %50 = load i32, ptr %arrayidx58, align 4
  %r.i.i333 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %r.i1.i334 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i333, i32 %50, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %add60 = add i32 %add57, %r.i1.i334
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
  %r.i.i209 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %52, i32 %hi.i, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !32
  %zlo.i = zext i32 %r.i4.i to i64, !dbg !32
  %zhi.i = zext i32 %r.i.i209 to i64, !dbg !32
  %shi.i = shl i64 %zhi.i, 32, !dbg !32
  %r.i210 = or i64 %shi.i, %zlo.i, !dbg !32
  %55 = load i32, ptr %m, align 4
  %56 = load ptr, ptr %l.addr, align 8
  %arrayidx64 = getelementptr inbounds i64, ptr %56, i64 8
  %57 = load i64, ptr %arrayidx64, align 8
  %lo.i233 = trunc i64 %57 to i32, !dbg !33
  %hi.w.i234 = lshr i64 %57, 32, !dbg !33
  %hi.i235 = trunc i64 %hi.w.i234 to i32, !dbg !33
  %r.i4.i236 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %55, i32 %lo.i233, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %r.i.i237 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %55, i32 %hi.i235, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %zlo.i238 = zext i32 %r.i4.i236 to i64, !dbg !33
  %zhi.i239 = zext i32 %r.i.i237 to i64, !dbg !33
  %shi.i240 = shl i64 %zhi.i239, 32, !dbg !33
  %r.i241 = or i64 %shi.i240, %zlo.i238, !dbg !33
  %add66 = add nsw i64 %r.i210, %r.i241
  %58 = load i32, ptr %m, align 4
  %59 = load ptr, ptr %l.addr, align 8
  %arrayidx67 = getelementptr inbounds i64, ptr %59, i64 8
  %60 = load i64, ptr %arrayidx67, align 8
  %lo.i267 = trunc i64 %60 to i32, !dbg !34
  %hi.w.i268 = lshr i64 %60, 32, !dbg !34
  %hi.i269 = trunc i64 %hi.w.i268 to i32, !dbg !34
  %r.i3.i = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %58, i32 %lo.i267, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %r.i.i270 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %58, i32 %hi.i269, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !34
  %zlo.i271 = zext i32 %r.i3.i to i64, !dbg !34
  %zhi.i272 = zext i32 %r.i.i270 to i64, !dbg !34
  %shi.i273 = shl i64 %zhi.i272, 32, !dbg !34
  %r.i274 = or i64 %shi.i273, %zlo.i271, !dbg !34
  %add69 = add nsw i64 %add66, %r.i274
  %61 = load i32, ptr %m, align 4
  %62 = load ptr, ptr %l.addr, align 8
  %arrayidx70 = getelementptr inbounds i64, ptr %62, i64 8
  %63 = load i64, ptr %arrayidx70, align 8
  %lo.i300 = trunc i64 %63 to i32, !dbg !35
  %hi.w.i301 = lshr i64 %63, 32, !dbg !35
  %hi.i302 = trunc i64 %hi.w.i301 to i32, !dbg !35
  %r.i4.i303 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %61, i32 %lo.i300, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %r.i.i304 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %61, i32 %hi.i302, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !35
  %zlo.i305 = zext i32 %r.i4.i303 to i64, !dbg !35
  %zhi.i306 = zext i32 %r.i.i304 to i64, !dbg !35
  %shi.i307 = shl i64 %zhi.i306, 32, !dbg !35
  %r.i308 = or i64 %shi.i307, %zlo.i305, !dbg !35
  %add72 = add nsw i64 %add69, %r.i308
  %64 = load ptr, ptr %l.addr, align 8
  %arrayidx73 = getelementptr inbounds i64, ptr %64, i64 8
  %65 = load i64, ptr %arrayidx73, align 8
  %r.i.i335 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %lo.i336 = trunc i64 %65 to i32, !dbg !36
  %hi.w.i337 = lshr i64 %65, 32, !dbg !36
  %hi.i338 = trunc i64 %hi.w.i337 to i32, !dbg !36
  %r.i5.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i335, i32 %lo.i336, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %r.i1.i339 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i335, i32 %hi.i338, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %zlo.i340 = zext i32 %r.i5.i to i64, !dbg !36
  %zhi.i341 = zext i32 %r.i1.i339 to i64, !dbg !36
  %shi.i342 = shl i64 %zhi.i341, 32, !dbg !36
  %r.i343 = or i64 %shi.i342, %zlo.i340, !dbg !36
  %add75 = add nsw i64 %add72, %r.i343
  store i64 %add75, ptr %arrayidx61, align 8
  %66 = load ptr, ptr %ul.addr, align 8
  %arrayidx76 = getelementptr inbounds i64, ptr %66, i64 9
  %67 = load i32, ptr %m, align 4
  %68 = load ptr, ptr %ul.addr, align 8
  %arrayidx77 = getelementptr inbounds i64, ptr %68, i64 9
  %69 = load i64, ptr %arrayidx77, align 8
  %lo.i211 = trunc i64 %69 to i32, !dbg !37
  %hi.w.i212 = lshr i64 %69, 32, !dbg !37
  %hi.i213 = trunc i64 %hi.w.i212 to i32, !dbg !37
  %r.i4.i214 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %67, i32 %lo.i211, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %r.i.i215 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %67, i32 %hi.i213, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %zlo.i216 = zext i32 %r.i4.i214 to i64, !dbg !37
  %zhi.i217 = zext i32 %r.i.i215 to i64, !dbg !37
  %shi.i218 = shl i64 %zhi.i217, 32, !dbg !37
  %r.i219 = or i64 %shi.i218, %zlo.i216, !dbg !37
  %70 = load i32, ptr %m, align 4
  %71 = load ptr, ptr %ul.addr, align 8
  %arrayidx79 = getelementptr inbounds i64, ptr %71, i64 9
  %72 = load i64, ptr %arrayidx79, align 8
  %lo.i242 = trunc i64 %72 to i32, !dbg !38
  %hi.w.i243 = lshr i64 %72, 32, !dbg !38
  %hi.i244 = trunc i64 %hi.w.i243 to i32, !dbg !38
  %r.i4.i245 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %70, i32 %lo.i242, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %r.i.i246 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %70, i32 %hi.i244, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !38
  %zlo.i247 = zext i32 %r.i4.i245 to i64, !dbg !38
  %zhi.i248 = zext i32 %r.i.i246 to i64, !dbg !38
  %shi.i249 = shl i64 %zhi.i248, 32, !dbg !38
  %r.i250 = or i64 %shi.i249, %zlo.i247, !dbg !38
  %add81 = add i64 %r.i219, %r.i250
  %73 = load i32, ptr %m, align 4
  %74 = load ptr, ptr %ul.addr, align 8
  %arrayidx82 = getelementptr inbounds i64, ptr %74, i64 9
  %75 = load i64, ptr %arrayidx82, align 8
  %lo.i275 = trunc i64 %75 to i32, !dbg !39
  %hi.w.i276 = lshr i64 %75, 32, !dbg !39
  %hi.i277 = trunc i64 %hi.w.i276 to i32, !dbg !39
  %r.i3.i278 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %73, i32 %lo.i275, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %r.i.i279 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %73, i32 %hi.i277, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !39
  %zlo.i280 = zext i32 %r.i3.i278 to i64, !dbg !39
  %zhi.i281 = zext i32 %r.i.i279 to i64, !dbg !39
  %shi.i282 = shl i64 %zhi.i281, 32, !dbg !39
  %r.i283 = or i64 %shi.i282, %zlo.i280, !dbg !39
  %add84 = add i64 %add81, %r.i283
  %76 = load i32, ptr %m, align 4
  %77 = load ptr, ptr %ul.addr, align 8
  %arrayidx85 = getelementptr inbounds i64, ptr %77, i64 9
  %78 = load i64, ptr %arrayidx85, align 8
  %lo.i309 = trunc i64 %78 to i32, !dbg !40
  %hi.w.i310 = lshr i64 %78, 32, !dbg !40
  %hi.i311 = trunc i64 %hi.w.i310 to i32, !dbg !40
  %r.i4.i312 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %76, i32 %lo.i309, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %r.i.i313 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %76, i32 %hi.i311, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !40
  %zlo.i314 = zext i32 %r.i4.i312 to i64, !dbg !40
  %zhi.i315 = zext i32 %r.i.i313 to i64, !dbg !40
  %shi.i316 = shl i64 %zhi.i315, 32, !dbg !40
  %r.i317 = or i64 %shi.i316, %zlo.i314, !dbg !40
  %add87 = add i64 %add84, %r.i317
  %79 = load ptr, ptr %ul.addr, align 8
  %arrayidx88 = getelementptr inbounds i64, ptr %79, i64 9
  %80 = load i64, ptr %arrayidx88, align 8
  %r.i.i344 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %lo.i345 = trunc i64 %80 to i32, !dbg !41
  %hi.w.i346 = lshr i64 %80, 32, !dbg !41
  %hi.i347 = trunc i64 %hi.w.i346 to i32, !dbg !41
  %r.i5.i348 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i344, i32 %lo.i345, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %r.i1.i349 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i344, i32 %hi.i347, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !41
  %zlo.i350 = zext i32 %r.i5.i348 to i64, !dbg !41
  %zhi.i351 = zext i32 %r.i1.i349 to i64, !dbg !41
  %shi.i352 = shl i64 %zhi.i351, 32, !dbg !41
  %r.i353 = or i64 %shi.i352, %zlo.i350, !dbg !41
  %add90 = add i64 %add87, %r.i353
  store i64 %add90, ptr %arrayidx76, align 8
  %81 = load ptr, ptr %f.addr, align 8
  %arrayidx91 = getelementptr inbounds float, ptr %81, i64 10
  %82 = load i32, ptr %m, align 4
  %83 = load ptr, ptr %f.addr, align 8
  %arrayidx92 = getelementptr inbounds float, ptr %83, i64 10
  %84 = load float, ptr %arrayidx92, align 4
  %b.i220 = bitcast float %84 to i32, !dbg !42
  %r.i.i221 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %82, i32 %b.i220, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !42
  %f.i = bitcast i32 %r.i.i221 to float, !dbg !42
  %85 = load i32, ptr %m, align 4
  %86 = load ptr, ptr %f.addr, align 8
  %arrayidx94 = getelementptr inbounds float, ptr %86, i64 10
  %87 = load float, ptr %arrayidx94, align 4
  %b.i251 = bitcast float %87 to i32, !dbg !43
  %r.i.i252 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %85, i32 %b.i251, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !43
  %f.i253 = bitcast i32 %r.i.i252 to float, !dbg !43
  %add96 = fadd float %f.i, %f.i253
  %88 = load i32, ptr %m, align 4
  %89 = load ptr, ptr %f.addr, align 8
  %arrayidx97 = getelementptr inbounds float, ptr %89, i64 10
  %90 = load float, ptr %arrayidx97, align 4
  %b.i284 = bitcast float %90 to i32, !dbg !44
  %r.i.i285 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %88, i32 %b.i284, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !44
  %f.i286 = bitcast i32 %r.i.i285 to float, !dbg !44
  %add99 = fadd float %add96, %f.i286
  %91 = load i32, ptr %m, align 4
  %92 = load ptr, ptr %f.addr, align 8
  %arrayidx100 = getelementptr inbounds float, ptr %92, i64 10
  %93 = load float, ptr %arrayidx100, align 4
  %b.i318 = bitcast float %93 to i32, !dbg !45
  %r.i.i319 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %91, i32 %b.i318, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !45
  %f.i320 = bitcast i32 %r.i.i319 to float, !dbg !45
  %add102 = fadd float %add99, %f.i320
  %94 = load ptr, ptr %f.addr, align 8
  %arrayidx103 = getelementptr inbounds float, ptr %94, i64 10
  %95 = load float, ptr %arrayidx103, align 4
  %r.i.i354 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %b.i355 = bitcast float %95 to i32, !dbg !46
  %r.i1.i356 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i354, i32 %b.i355, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !46
  %f.i357 = bitcast i32 %r.i1.i356 to float, !dbg !46
  %add105 = fadd float %add102, %f.i357
  store float %add105, ptr %arrayidx91, align 4
  %96 = load ptr, ptr %d.addr, align 8
  %arrayidx106 = getelementptr inbounds double, ptr %96, i64 11
  %97 = load i32, ptr %m, align 4
  %98 = load ptr, ptr %d.addr, align 8
  %arrayidx107 = getelementptr inbounds double, ptr %98, i64 11
  %99 = load double, ptr %arrayidx107, align 8
  %w.i = bitcast double %99 to i64, !dbg !47
  %lo.i222 = trunc i64 %w.i to i32, !dbg !47
  %hi.w.i223 = lshr i64 %w.i, 32, !dbg !47
  %hi.i224 = trunc i64 %hi.w.i223 to i32, !dbg !47
  %r.i4.i225 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %97, i32 %lo.i222, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %r.i.i226 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %97, i32 %hi.i224, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !47
  %zlo.i227 = zext i32 %r.i4.i225 to i64, !dbg !47
  %zhi.i228 = zext i32 %r.i.i226 to i64, !dbg !47
  %shi.i229 = shl i64 %zhi.i228, 32, !dbg !47
  %r.i230 = or i64 %shi.i229, %zlo.i227, !dbg !47
  %d.i = bitcast i64 %r.i230 to double, !dbg !47
  %100 = load i32, ptr %m, align 4
  %101 = load ptr, ptr %d.addr, align 8
  %arrayidx109 = getelementptr inbounds double, ptr %101, i64 11
  %102 = load double, ptr %arrayidx109, align 8
  %w.i254 = bitcast double %102 to i64, !dbg !48
  %lo.i255 = trunc i64 %w.i254 to i32, !dbg !48
  %hi.w.i256 = lshr i64 %w.i254, 32, !dbg !48
  %hi.i257 = trunc i64 %hi.w.i256 to i32, !dbg !48
  %r.i4.i258 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %100, i32 %lo.i255, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %r.i.i259 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %100, i32 %hi.i257, i32 2, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !48
  %zlo.i260 = zext i32 %r.i4.i258 to i64, !dbg !48
  %zhi.i261 = zext i32 %r.i.i259 to i64, !dbg !48
  %shi.i262 = shl i64 %zhi.i261, 32, !dbg !48
  %r.i263 = or i64 %shi.i262, %zlo.i260, !dbg !48
  %d.i264 = bitcast i64 %r.i263 to double, !dbg !48
  %add111 = fadd double %d.i, %d.i264
  %103 = load i32, ptr %m, align 4
  %104 = load ptr, ptr %d.addr, align 8
  %arrayidx112 = getelementptr inbounds double, ptr %104, i64 11
  %105 = load double, ptr %arrayidx112, align 8
  %w.i287 = bitcast double %105 to i64, !dbg !49
  %lo.i288 = trunc i64 %w.i287 to i32, !dbg !49
  %hi.w.i289 = lshr i64 %w.i287, 32, !dbg !49
  %hi.i290 = trunc i64 %hi.w.i289 to i32, !dbg !49
  %r.i3.i291 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %103, i32 %lo.i288, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %r.i.i292 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %103, i32 %hi.i290, i32 1, i32 0) [ "convergencectrl"(token %tok.entry) ], !dbg !49
  %zlo.i293 = zext i32 %r.i3.i291 to i64, !dbg !49
  %zhi.i294 = zext i32 %r.i.i292 to i64, !dbg !49
  %shi.i295 = shl i64 %zhi.i294, 32, !dbg !49
  %r.i296 = or i64 %shi.i295, %zlo.i293, !dbg !49
  %d.i297 = bitcast i64 %r.i296 to double, !dbg !49
  %add114 = fadd double %add111, %d.i297
  %106 = load i32, ptr %m, align 4
  %107 = load ptr, ptr %d.addr, align 8
  %arrayidx115 = getelementptr inbounds double, ptr %107, i64 11
  %108 = load double, ptr %arrayidx115, align 8
  %w.i321 = bitcast double %108 to i64, !dbg !50
  %lo.i322 = trunc i64 %w.i321 to i32, !dbg !50
  %hi.w.i323 = lshr i64 %w.i321, 32, !dbg !50
  %hi.i324 = trunc i64 %hi.w.i323 to i32, !dbg !50
  %r.i4.i325 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %106, i32 %lo.i322, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %r.i.i326 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %106, i32 %hi.i324, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !50
  %zlo.i327 = zext i32 %r.i4.i325 to i64, !dbg !50
  %zhi.i328 = zext i32 %r.i.i326 to i64, !dbg !50
  %shi.i329 = shl i64 %zhi.i328, 32, !dbg !50
  %r.i330 = or i64 %shi.i329, %zlo.i327, !dbg !50
  %d.i331 = bitcast i64 %r.i330 to double, !dbg !50
  %add117 = fadd double %add114, %d.i331
  %109 = load ptr, ptr %d.addr, align 8
  %arrayidx118 = getelementptr inbounds double, ptr %109, i64 11
  %110 = load double, ptr %arrayidx118, align 8
  %r.i.i358 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %w.i359 = bitcast double %110 to i64, !dbg !51
  %lo.i360 = trunc i64 %w.i359 to i32, !dbg !51
  %hi.w.i361 = lshr i64 %w.i359, 32, !dbg !51
  %hi.i362 = trunc i64 %hi.w.i361 to i32, !dbg !51
  %r.i5.i363 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i358, i32 %lo.i360, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %r.i1.i364 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %r.i.i358, i32 %hi.i362, i32 1, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !51
  %zlo.i365 = zext i32 %r.i5.i363 to i64, !dbg !51
  %zhi.i366 = zext i32 %r.i1.i364 to i64, !dbg !51
  %shi.i367 = shl i64 %zhi.i366, 32, !dbg !51
  %r.i368 = or i64 %shi.i367, %zlo.i365, !dbg !51
  %d.i369 = bitcast i64 %r.i368 to double, !dbg !51
  %add120 = fadd double %add117, %d.i369
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
  %r.i372 = atomicrmw add ptr %arrayidx126, i32 1 syncscope("device") monotonic, align 4, !dbg !54
  %116 = load ptr, ptr %u.addr, align 8
  %arrayidx128 = getelementptr inbounds i32, ptr %116, i64 14
  %r.i373 = atomicrmw add ptr %arrayidx128, i32 1 syncscope("device") monotonic, align 4, !dbg !55
  %117 = load ptr, ptr %l.addr, align 8
  %arrayidx130 = getelementptr inbounds i64, ptr %117, i64 15
  %r.i374 = atomicrmw add ptr %arrayidx130, i64 1 syncscope("device") monotonic, align 8, !dbg !56
  %118 = load ptr, ptr %ul.addr, align 8
  %arrayidx132 = getelementptr inbounds i64, ptr %118, i64 16
  %r.i375 = atomicrmw add ptr %arrayidx132, i64 1 syncscope("device") monotonic, align 8, !dbg !57
  %119 = load ptr, ptr %f.addr, align 8
  %arrayidx134 = getelementptr inbounds float, ptr %119, i64 17
  %r.i376 = atomicrmw fadd ptr %arrayidx134, float 1.000000e+00 syncscope("device") monotonic, align 4, !dbg !58
  %120 = load ptr, ptr %d.addr, align 8
  %arrayidx136 = getelementptr inbounds double, ptr %120, i64 18
  %r.i377 = atomicrmw fadd ptr %arrayidx136, double 1.000000e+00 syncscope("device") monotonic, align 8, !dbg !59
  %121 = load ptr, ptr %i.addr, align 8
  %arrayidx138 = getelementptr inbounds i32, ptr %121, i64 19
  %122 = load i32, ptr %t, align 4
  %123 = load i32, ptr %n.addr, align 4
  %r.i172 = call i32 @llvm.smin.i32(i32 %122, i32 %123), !dbg !60
  %124 = load i32, ptr %t, align 4
  %125 = load i32, ptr %n.addr, align 4
  %r.i178 = call i32 @llvm.smax.i32(i32 %124, i32 %125), !dbg !61
  %add141 = add nsw i32 %r.i172, %r.i178
  store i32 %add141, ptr %arrayidx138, align 4
  %126 = load ptr, ptr %u.addr, align 8
  %arrayidx142 = getelementptr inbounds i32, ptr %126, i64 20
  %127 = load ptr, ptr %u.addr, align 8
  %arrayidx143 = getelementptr inbounds i32, ptr %127, i64 20
  %128 = load i32, ptr %arrayidx143, align 4
  %r.i173 = call i32 @llvm.umin.i32(i32 %128, i32 3), !dbg !62
  %129 = load ptr, ptr %u.addr, align 8
  %arrayidx145 = getelementptr inbounds i32, ptr %129, i64 20
  %130 = load i32, ptr %arrayidx145, align 4
  %r.i179 = call i32 @llvm.umax.i32(i32 %130, i32 3), !dbg !63
  %add147 = add i32 %r.i173, %r.i179
  store i32 %add147, ptr %arrayidx142, align 4
  %131 = load ptr, ptr %l.addr, align 8
  %arrayidx148 = getelementptr inbounds i64, ptr %131, i64 21
  %132 = load ptr, ptr %l.addr, align 8
  %arrayidx149 = getelementptr inbounds i64, ptr %132, i64 21
  %133 = load i64, ptr %arrayidx149, align 8
  %r.i174 = call i64 @llvm.smin.i64(i64 %133, i64 3), !dbg !64
  %134 = load ptr, ptr %l.addr, align 8
  %arrayidx151 = getelementptr inbounds i64, ptr %134, i64 21
  %135 = load i64, ptr %arrayidx151, align 8
  %r.i180 = call i64 @llvm.smax.i64(i64 %135, i64 3), !dbg !65
  %add153 = add nsw i64 %r.i174, %r.i180
  store i64 %add153, ptr %arrayidx148, align 8
  %136 = load ptr, ptr %ul.addr, align 8
  %arrayidx154 = getelementptr inbounds i64, ptr %136, i64 22
  %137 = load ptr, ptr %ul.addr, align 8
  %arrayidx155 = getelementptr inbounds i64, ptr %137, i64 22
  %138 = load i64, ptr %arrayidx155, align 8
  %r.i175 = call i64 @llvm.umin.i64(i64 %138, i64 3), !dbg !66
  %139 = load ptr, ptr %ul.addr, align 8
  %arrayidx157 = getelementptr inbounds i64, ptr %139, i64 22
  %140 = load i64, ptr %arrayidx157, align 8
  %r.i181 = call i64 @llvm.umax.i64(i64 %140, i64 3), !dbg !67
  %add159 = add i64 %r.i175, %r.i181
  store i64 %add159, ptr %arrayidx154, align 8
  %141 = load ptr, ptr %f.addr, align 8
  %arrayidx160 = getelementptr inbounds float, ptr %141, i64 23
  %142 = load ptr, ptr %f.addr, align 8
  %arrayidx161 = getelementptr inbounds float, ptr %142, i64 23
  %143 = load float, ptr %arrayidx161, align 4
  %r.i176 = call float @llvm.minnum.f32(float %143, float 1.500000e+00), !dbg !68
  %144 = load ptr, ptr %f.addr, align 8
  %arrayidx163 = getelementptr inbounds float, ptr %144, i64 23
  %145 = load float, ptr %arrayidx163, align 4
  %r.i182 = call float @llvm.maxnum.f32(float %145, float 1.500000e+00), !dbg !69
  %add165 = fadd float %r.i176, %r.i182
  store float %add165, ptr %arrayidx160, align 4
  %146 = load ptr, ptr %d.addr, align 8
  %arrayidx166 = getelementptr inbounds double, ptr %146, i64 24
  %147 = load ptr, ptr %d.addr, align 8
  %arrayidx167 = getelementptr inbounds double, ptr %147, i64 24
  %148 = load double, ptr %arrayidx167, align 8
  %r.i177 = call double @llvm.minnum.f64(double %148, double 1.500000e+00), !dbg !70
  %149 = load ptr, ptr %d.addr, align 8
  %arrayidx169 = getelementptr inbounds double, ptr %149, i64 24
  %150 = load double, ptr %arrayidx169, align 8
  %r.i183 = call double @llvm.maxnum.f64(double %150, double 1.500000e+00), !dbg !71
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #1 = { convergent norecurse nounwind }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
