; ModuleID = 'test.cu'
source_filename = "test.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__tangle.caller_masks = internal addrspace(3) global [1024 x i32] undef

; Function Attrs: convergent norecurse nounwind memory(read, argmem: none, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define i32 @leader(i32 %v) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %5 = mul i32 %4, %2
  %6 = add i32 %1, %5
  %7 = mul i32 %3, %6
  %tid.linear = add i32 %0, %7
  %tangle.mask = alloca i32, align 4
  %caller.slot = getelementptr inbounds [1024 x i32], ptr addrspace(3) @__tangle.caller_masks, i32 0, i32 %tid.linear
  %caller.mask = load i32, ptr addrspace(3) %caller.slot, align 4
  store i32 %caller.mask, ptr %tangle.mask, align 4
  %v.addr = alloca i32, align 4
  store i32 %v, ptr %v.addr, align 4
  %tangle = load i32, ptr %tangle.mask, align 4
  %8 = load i32, ptr %v.addr, align 4
  %tangle1 = load i32, ptr %tangle.mask, align 4
  %tz.i = call i32 @llvm.cttz.i32(i32 %tangle1, i1 false), !dbg !7
  %n.i = add i32 %tz.i, 1, !dbg !7
  %z.i = icmp eq i32 %tangle1, 0, !dbg !7
  %r.i = select i1 %z.i, i32 0, i32 %n.i, !dbg !7
  %sub = sub nsw i32 %r.i, 1
  %r.i.i = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %tangle, i32 %8, i32 %sub, i32 31) [ "convergencectrl"(token %tok.entry) ], !dbg !8
  ret i32 %r.i.i
}

; Function Attrs: convergent norecurse nounwind
define ptx_kernel void @k(ptr %out, i32 %n) #1 !dbg !9 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %5 = mul i32 %4, %2
  %6 = add i32 %1, %5
  %7 = mul i32 %3, %6
  %tid.linear = add i32 %0, %7
  %tangle.mask = alloca i32, align 4
  %8 = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok.entry) ]
  store i32 %8, ptr %tangle.mask, align 4
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %lane = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %r.i99 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %r.i99, ptr %t, align 4
  %9 = load i32, ptr %t, align 4
  %rem = srem i32 %9, 32
  store i32 %rem, ptr %lane, align 4
  %tangle = load i32, ptr %tangle.mask, align 4
  %tangle.saved = alloca i32, align 4
  store i32 %tangle, ptr %tangle.saved, align 4
  %10 = load i32, ptr %lane, align 4
  %cmp = icmp slt i32 %10, 20
  %tangle2 = load i32, ptr %tangle.mask, align 4
  %11 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle2, i1 %cmp) [ "convergencectrl"(token %tok.entry) ]
  %tangle.start = load i32, ptr %tangle.saved, align 4
  %tangle.saved10 = alloca i32, align 4
  %tangle.saved12 = alloca i32, align 4
  %tangle.saved16 = alloca i32, align 4
  %tangle.saved33 = alloca i32, align 4
  %tangle.saved38 = alloca i32, align 4
  %tangle.saved43 = alloca i32, align 4
  %tangle.saved54 = alloca i32, align 4
  %tangle.saved70 = alloca i32, align 4
  %tangle.saved72 = alloca i32, align 4
  %tangle.saved75 = alloca i32, align 4
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %tangle.then = and i32 %tangle.start, %11
  store i32 %tangle.then, ptr %tangle.mask, align 4
  %12 = load ptr, ptr %out.addr, align 8
  %13 = load i32, ptr %t, align 4
  %conv = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds i32, ptr %12, i64 %conv
  %tangle3 = load i32, ptr %tangle.mask, align 4
  %14 = load i32, ptr %t, align 4
  %and = and i32 %14, 1
  %c.i = icmp ne i32 %and, 0, !dbg !10
  %r.i100 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle3, i1 %c.i) [ "convergencectrl"(token %tok.entry) ], !dbg !10
  store i32 %r.i100, ptr %arrayidx, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %15 = xor i32 %11, -1
  %tangle.else = and i32 %tangle.start, %15
  store i32 %tangle.else, ptr %tangle.mask, align 4
  %16 = load ptr, ptr %out.addr, align 8
  %17 = load i32, ptr %t, align 4
  %conv4 = sext i32 %17 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %16, i64 %conv4
  %18 = load i32, ptr %t, align 4
  %tangle6 = load i32, ptr %tangle.mask, align 4
  %caller.slot = getelementptr inbounds [1024 x i32], ptr addrspace(3) @__tangle.caller_masks, i32 0, i32 %tid.linear
  store i32 %tangle6, ptr addrspace(3) %caller.slot, align 4
  %call7 = call i32 @leader(i32 %18) #6 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %call7, ptr %arrayidx5, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %tangle.start8 = load i32, ptr %tangle.saved, align 4
  store i32 %tangle.start8, ptr %tangle.mask, align 4
  %tangle9 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle9, ptr %tangle.saved10, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.latch, %if.end
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  br label %for.body

for.body:                                         ; preds = %for.cond
  %tangle11 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle11, ptr %tangle.saved12, align 4
  %tangle15 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle15, ptr %tangle.saved16, align 4
  %19 = load i32, ptr %lane, align 4
  %tangle17 = load i32, ptr %tangle.mask, align 4
  %tz.i = call i32 @llvm.cttz.i32(i32 %tangle17, i1 false), !dbg !12
  %n.i = add i32 %tz.i, 1, !dbg !12
  %z.i = icmp eq i32 %tangle17, 0, !dbg !12
  %r.i = select i1 %z.i, i32 0, i32 %n.i, !dbg !12
  %sub = sub nsw i32 %r.i, 1
  %cmp19 = icmp eq i32 %19, %sub
  %tangle20 = load i32, ptr %tangle.mask, align 4
  %20 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle20, i1 %cmp19) [ "convergencectrl"(token %tok.for) ]
  %tangle.start21 = load i32, ptr %tangle.saved16, align 4
  br i1 %cmp19, label %if.then13, label %if.end14

if.then13:                                        ; preds = %for.body
  %tangle.then22 = and i32 %tangle.start21, %20
  store i32 %tangle.then22, ptr %tangle.mask, align 4
  %21 = load ptr, ptr %out.addr, align 8
  %22 = load i32, ptr %t, align 4
  %add = add nsw i32 32, %22
  %conv23 = sext i32 %add to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %21, i64 %conv23
  %tangle25 = load i32, ptr %tangle.mask, align 4
  %r.i101 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle25, i1 true) [ "convergencectrl"(token %tok.for) ], !dbg !13
  store i32 %r.i101, ptr %arrayidx24, align 4
  %tangle.start27 = load i32, ptr %tangle.saved16, align 4
  %23 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start27, i1 false) [ "convergencectrl"(token %tok.for) ]
  %tangle.start28 = load i32, ptr %tangle.saved12, align 4
  %24 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start28, i1 false) [ "convergencectrl"(token %tok.for) ]
  br label %for.end

if.end14:                                         ; preds = %for.body
  %tangle.start29 = load i32, ptr %tangle.saved16, align 4
  %25 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start29, i1 true) [ "convergencectrl"(token %tok.for) ]
  store i32 %25, ptr %tangle.mask, align 4
  br label %for.latch

for.latch:                                        ; preds = %if.end14
  %tangle.start30 = load i32, ptr %tangle.saved12, align 4
  %26 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start30, i1 true) [ "convergencectrl"(token %tok.for) ]
  store i32 %26, ptr %tangle.mask, align 4
  br label %for.cond

for.end:                                          ; preds = %if.then13
  %tangle.start31 = load i32, ptr %tangle.saved10, align 4
  store i32 %tangle.start31, ptr %tangle.mask, align 4
  store i32 0, ptr %i, align 4
  %tangle32 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle32, ptr %tangle.saved33, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.latch, %for.end
  %tok.while = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %27 = load i32, ptr %i, align 4
  %28 = load i32, ptr %n.addr, align 4
  %cmp34 = icmp slt i32 %27, %28
  %tangle35 = load i32, ptr %tangle.mask, align 4
  %29 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle35, i1 %cmp34) [ "convergencectrl"(token %tok.while) ]
  %tangle36 = load i32, ptr %tangle.mask, align 4
  %tangle.iteration = and i32 %tangle36, %29
  store i32 %tangle.iteration, ptr %tangle.mask, align 4
  br i1 %cmp34, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %tangle37 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle37, ptr %tangle.saved38, align 4
  %30 = load i32, ptr %i, align 4
  %inc = add nsw i32 %30, 1
  store i32 %inc, ptr %i, align 4
  %tangle42 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle42, ptr %tangle.saved43, align 4
  %31 = load i32, ptr %t, align 4
  %rem44 = srem i32 %31, 3
  %cmp45 = icmp eq i32 %rem44, 0
  %tangle46 = load i32, ptr %tangle.mask, align 4
  %32 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle46, i1 %cmp45) [ "convergencectrl"(token %tok.while) ]
  %tangle.start47 = load i32, ptr %tangle.saved43, align 4
  br i1 %cmp45, label %if.then40, label %if.end41

if.then40:                                        ; preds = %while.body
  %tangle.then48 = and i32 %tangle.start47, %32
  store i32 %tangle.then48, ptr %tangle.mask, align 4
  %tangle.start49 = load i32, ptr %tangle.saved43, align 4
  %33 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start49, i1 false) [ "convergencectrl"(token %tok.while) ]
  br label %while.latch

if.end41:                                         ; preds = %while.body
  %tangle.start50 = load i32, ptr %tangle.saved43, align 4
  %34 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start50, i1 true) [ "convergencectrl"(token %tok.while) ]
  store i32 %34, ptr %tangle.mask, align 4
  %tangle53 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle53, ptr %tangle.saved54, align 4
  %35 = load i32, ptr %i, align 4
  %36 = load i32, ptr %lane, align 4
  %cmp55 = icmp sgt i32 %35, %36
  %tangle56 = load i32, ptr %tangle.mask, align 4
  %37 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle56, i1 %cmp55) [ "convergencectrl"(token %tok.while) ]
  %tangle.start57 = load i32, ptr %tangle.saved54, align 4
  br i1 %cmp55, label %if.then51, label %if.end52

if.then51:                                        ; preds = %if.end41
  %tangle.then58 = and i32 %tangle.start57, %37
  store i32 %tangle.then58, ptr %tangle.mask, align 4
  %tangle.start59 = load i32, ptr %tangle.saved54, align 4
  %38 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start59, i1 false) [ "convergencectrl"(token %tok.while) ]
  %tangle.start60 = load i32, ptr %tangle.saved38, align 4
  %39 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start60, i1 false) [ "convergencectrl"(token %tok.while) ]
  %tangle.start61 = load i32, ptr %tangle.saved33, align 4
  %40 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start61, i1 false) [ "convergencectrl"(token %tok.while) ]
  ret void

if.end52:                                         ; preds = %if.end41
  %tangle.start62 = load i32, ptr %tangle.saved54, align 4
  %41 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start62, i1 true) [ "convergencectrl"(token %tok.while) ]
  store i32 %41, ptr %tangle.mask, align 4
  %42 = load ptr, ptr %out.addr, align 8
  %43 = load i32, ptr %t, align 4
  %add63 = add nsw i32 64, %43
  %conv64 = sext i32 %add63 to i64
  %arrayidx65 = getelementptr inbounds i32, ptr %42, i64 %conv64
  %tangle66 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle66, ptr %arrayidx65, align 4
  br label %while.latch

while.latch:                                      ; preds = %if.end52, %if.then40
  %tangle.start67 = load i32, ptr %tangle.saved38, align 4
  %44 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start67, i1 true) [ "convergencectrl"(token %tok.while) ]
  store i32 %44, ptr %tangle.mask, align 4
  br label %while.cond

while.end:                                        ; preds = %while.cond
  %tangle.start68 = load i32, ptr %tangle.saved33, align 4
  %45 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle.start68, i1 true) [ "convergencectrl"(token %tok.entry) ]
  store i32 %45, ptr %tangle.mask, align 4
  %tangle69 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle69, ptr %tangle.saved70, align 4
  br label %do.body

do.body:                                          ; preds = %do.cond, %while.end
  %tok.do = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %tangle71 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle71, ptr %tangle.saved72, align 4
  %46 = load i32, ptr %t, align 4
  %rem73 = srem i32 %46, 4
  %tangle74 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle74, ptr %tangle.saved75, align 4
  switch i32 %rem73, label %sw.dispatch [
    i32 0, label %sw.dispatch76
    i32 1, label %sw.dispatch77
  ]

sw.dispatch:                                      ; preds = %do.body
  %tangle.start78 = load i32, ptr %tangle.saved75, align 4
  %47 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %tangle.start78, i32 0) [ "convergencectrl"(token %tok.do) ]
  store i32 %47, ptr %tangle.mask, align 4
  br label %sw.default

sw.dispatch76:                                    ; preds = %do.body
  %tangle.start79 = load i32, ptr %tangle.saved75, align 4
  %48 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %tangle.start79, i32 1) [ "convergencectrl"(token %tok.do) ]
  store i32 %48, ptr %tangle.mask, align 4
  br label %sw.bb

sw.dispatch77:                                    ; preds = %do.body
  %tangle.start80 = load i32, ptr %tangle.saved75, align 4
  %49 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %tangle.start80, i32 1) [ "convergencectrl"(token %tok.do) ]
  store i32 %49, ptr %tangle.mask, align 4
  br label %sw.bb1

sw.bb:                                            ; preds = %sw.dispatch76
  br label %sw.bb1

sw.bb1:                                           ; preds = %sw.bb, %sw.dispatch77
  %50 = load ptr, ptr %out.addr, align 8
  %51 = load i32, ptr %t, align 4
  %add81 = add nsw i32 96, %51
  %conv82 = sext i32 %add81 to i64
  %arrayidx83 = getelementptr inbounds i32, ptr %50, i64 %conv82
  %tangle84 = load i32, ptr %tangle.mask, align 4
  store i32 %tangle84, ptr %arrayidx83, align 4
  br label %sw.epilog

sw.default:                                       ; preds = %sw.dispatch
  %52 = load ptr, ptr %out.addr, align 8
  %53 = load i32, ptr %t, align 4
  %add85 = add nsw i32 96, %53
  %conv86 = sext i32 %add85 to i64
  %arrayidx87 = getelementptr inbounds i32, ptr %52, i64 %conv86
  %tangle88 = load i32, ptr %tangle.mask, align 4
  %r.i102 = call i32 @llvm.nvvm.redux.sync.add(i32 1, i32 %tangle88) [ "convergencectrl"(token %tok.do) ], !dbg !14
  store i32 %r.i102, ptr %arrayidx87, align 4
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %sw.bb1
  %tangle.start90 = load i32, ptr %tangle.saved75, align 4
  store i32 %tangle.start90, ptr %tangle.mask, align 4
  br label %do.cond

do.cond:                                          ; preds = %sw.epilog
  %tangle.start91 = load i32, ptr %tangle.saved72, align 4
  store i32 %tangle.start91, ptr %tangle.mask, align 4
  %54 = load i32, ptr %i, align 4
  %dec = sub nsw i32 %54, 1
  store i32 %dec, ptr %i, align 4
  %cmp93 = icmp sgt i32 %dec, 0
  %tangle94 = load i32, ptr %tangle.mask, align 4
  %55 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %tangle94, i1 %cmp93) [ "convergencectrl"(token %tok.do) ]
  %tangle95 = load i32, ptr %tangle.mask, align 4
  %tangle.iteration96 = and i32 %tangle95, %55
  store i32 %tangle.iteration96, ptr %tangle.mask, align 4
  br i1 %cmp93, label %do.body, label %do.end

do.end:                                           ; preds = %do.cond
  %tangle.start97 = load i32, ptr %tangle.saved70, align 4
  store i32 %tangle.start97, ptr %tangle.mask, align 4
  %tangle98 = load i32, ptr %tangle.mask, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %tangle98) [ "convergencectrl"(token %tok.entry) ], !dbg !15
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

attributes #0 = { convergent norecurse nounwind memory(read, argmem: none, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) }
attributes #1 = { convergent norecurse nounwind }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "test.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "leader", linkageName: "leader", scope: !1, file: !1, line: 2, type: !5, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 3, column: 43, scope: !4)
!8 = !DILocation(line: 3, column: 12, scope: !4)
!9 = distinct !DISubprogram(name: "k", linkageName: "k", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 9, column: 18, scope: !9)
!11 = !DILocation(line: 11, column: 18, scope: !9)
!12 = !DILocation(line: 13, column: 21, scope: !9)
!13 = !DILocation(line: 14, column: 27, scope: !9)
!14 = !DILocation(line: 34, column: 32, scope: !9)
!15 = !DILocation(line: 37, column: 5, scope: !9)
