target triple = "spir64-unknown-unknown"
define spir_func i128 @wide(i128 %a) {
  %b = add i128 %a, 1
  ret i128 %b
}
