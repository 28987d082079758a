; Lanes of <6 x i32> and <12 x i8> loads read one at a time
; (test/regularize/long-vectors.ll); @main returns 0 when they read the
; stored values.
target triple = "spir64-unknown-unknown"

define spir_func i32 @lanes(ptr %p) {
  %v = load <6 x i32>, ptr %p, align 32
  %a = extractelement <6 x i32> %v, i32 0
  %b = extractelement <6 x i32> %v, i32 5
  %c = extractelement <6 x i32> %v, i32 3
  %ab = add i32 %a, %b
  %r = add i32 %ab, %c
  ret i32 %r
}

define spir_func i32 @bytes(ptr %p) {
  %v = load <12 x i8>, ptr %p, align 16
  %a = extractelement <12 x i8> %v, i32 7
  %b = extractelement <12 x i8> %v, i32 10
  %ax = zext i8 %a to i32
  %bx = zext i8 %b to i32
  %r = add i32 %ax, %bx
  ret i32 %r
}

define i32 @main() {
  %m = alloca [6 x i32], align 32
  store [6 x i32] [i32 1, i32 20, i32 300, i32 4000, i32 50000, i32 600000], ptr %m, align 32
  %s = call spir_func i32 @lanes(ptr %m)
  %n = alloca [12 x i8], align 16
  store [12 x i8] [i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11], ptr %n, align 16
  %t = call spir_func i32 @bytes(ptr %n)
  %ok1 = icmp eq i32 %s, 604001
  %ok2 = icmp eq i32 %t, 17
  %ok = and i1 %ok1, %ok2
  %r = select i1 %ok, i32 0, i32 1
  ret i32 %r
}
