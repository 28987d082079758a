@fmt = private constant [25 x i8] c"%d %d %d %f %f %f %d %d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %s1 = call i32 @smod(i32 -7, i32 3)
  %s2 = call i32 @smod(i32 7, i32 -3)
  %s3 = call i32 @smod(i32 -6, i32 3)
  %f1 = call float @fmod(float -7.0, float 3.0)
  %f2 = call float @fmod(float 7.0, float -3.0)
  %f3 = call float @fmod(float -6.0, float 3.0)
  %d1 = fpext float %f1 to double
  %d2 = fpext float %f2 to double
  %d3 = fpext float %f3 to double
  %b1 = call i1 @lne(i1 true, i1 false)
  %b2 = call i1 @lne(i1 true, i1 true)
  %z1 = zext i1 %b1 to i32
  %z2 = zext i1 %b2 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s1, i32 %s2, i32 %s3, double %d1, double %d2, double %d3, i32 %z1, i32 %z2)
  ret i32 0
}
