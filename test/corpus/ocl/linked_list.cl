typedef struct node { global struct node *next; int value; float w; } node_t;
kernel void walk(global node_t *head, global int *out) {
  int sum = 0;
  global node_t *n = head + get_global_id(0);
  while (n) {
    sum += n->value;
    n = n->next;
  }
  out[get_global_id(0)] = sum;
}
