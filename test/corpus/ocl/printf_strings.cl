kernel void hello(global int *a) {
  printf("hello \"world\" %d\\n\n", a[0]);
  printf("tab\there %f %s\n", 1.5f, "str");
}
