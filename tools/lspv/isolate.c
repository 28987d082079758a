/*===-- tools/lspv/isolate.c - run a step in a child process ---------------===*\
|*                                                                            *|
|* See isolate.h.  The protocol on the output pipe is a sequence of records: *|
|* two 64-bit native words (path length, data length), the path, the data.   *|
|* The child's standard error goes through a second pipe so that a crash is  *|
|* reported as one line rather than LLVM's own "LLVM ERROR:" fragments.      *|
\*===----------------------------------------------------------------------===*/
#include "isolate.h"

#include "output.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

/* Exit status for a crash lspv itself is to blame for (sysexits' EX_SOFTWARE). */
#define ISO_EXIT_INTERNAL 70

/* Shared between the child, which writes it, and the parent. */
typedef struct {
  volatile sig_atomic_t step;
  char input[4096];
} shared_state;

static struct {
  int in_child;
  int out_fd;
  shared_state *shared;
} iso = {0, -1, NULL};

int iso_in_child(void) { return iso.in_child; }

void iso_set_step(iso_step step) {
  if (iso.shared)
    iso.shared->step = (sig_atomic_t)step;
}

void iso_set_input(const char *path) {
  if (iso.shared)
    snprintf(iso.shared->input, sizeof iso.shared->input, "%s", path);
}

int iso_send_output(const char *path, const void *data, size_t len) {
  uint64_t head[2] = {strlen(path), len};
  if (!output_write_all(iso.out_fd, head, sizeof head) ||
      !output_write_all(iso.out_fd, path, head[0]) || !output_write_all(iso.out_fd, data, len)) {
    fprintf(stderr, "InvalidFile: cannot pass the output of %s to the driver: %s\n", path,
            strerror(errno));
    return 1;
  }
  return 0;
}

/* ---- parent side ----------------------------------------------------------------*/
typedef struct {
  char *data;
  size_t len, cap;
  int failed;
} buffer;

static void buffer_add(buffer *b, const char *p, size_t n) {
  if (b->failed)
    return;
  if (b->len + n > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + n)
      cap *= 2;
    char *d = realloc(b->data, cap);
    if (!d) {
      b->failed = 1;
      return;
    }
    b->data = d;
    b->cap = cap;
  }
  memcpy(b->data + b->len, p, n);
  b->len += n;
}

/* Reads both pipes to their end, whichever the child fills first. */
static void drain(int out_fd, int err_fd, buffer *out, buffer *err) {
  struct pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
  buffer *dst[2] = {out, err};
  int open_fds = 2;
  char chunk[65536];
  while (open_fds) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !fds[i].revents)
        continue;
      ssize_t r = read(fds[i].fd, chunk, sizeof chunk);
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open_fds;
        continue;
      }
      buffer_add(dst[i], chunk, (size_t)r);
    }
  }
}

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGSEGV: return "SIGSEGV, a bad memory access";
  case SIGBUS: return "SIGBUS, a bad memory access";
  case SIGABRT: return "SIGABRT, an abort";
  case SIGILL: return "SIGILL, a trap";
  case SIGTRAP: return "SIGTRAP, a trap";
  case SIGFPE: return "SIGFPE, an arithmetic fault";
  case SIGKILL: return "SIGKILL, often the out-of-memory killer";
  default: return NULL;
  }
}

/* The first line LLVM printed before dying ("LLVM ERROR: out of memory"),
 * as the detail of the one error line; other output of a crashed child is
 * dropped with it. */
static void llvm_error_detail(const buffer *err, char *detail, size_t size) {
  detail[0] = 0;
  const char *key = "LLVM ERROR: ";
  size_t klen = strlen(key);
  for (size_t i = 0; i + klen <= err->len; ++i) {
    if ((i == 0 || err->data[i - 1] == '\n') && memcmp(err->data + i, key, klen) == 0) {
      size_t e = i + klen;
      while (e < err->len && err->data[e] != '\n')
        ++e;
      size_t n = e - (i + klen) < size - 3 ? e - (i + klen) : size - 3;
      detail[0] = ':';
      detail[1] = ' ';
      memcpy(detail + 2, err->data + i + klen, n);
      detail[n + 2] = 0;
      return;
    }
  }
}

static int report_crash(const char *input, int sig, iso_step step, const buffer *err) {
  char what[64], detail[200];
  const char *name = signal_name(sig);
  if (name)
    snprintf(what, sizeof what, "%s", name);
  else
    snprintf(what, sizeof what, "signal %d", sig);
  llvm_error_detail(err, detail, sizeof detail);
  switch (step) {
  case ISO_STEP_READ_BITCODE:
    fprintf(stderr,
            "InvalidIR: %s: LLVM's bitcode reader crashed on this input (%s%s); the bitcode "
            "is malformed or from an incompatible producer\n",
            input, what, detail);
    return 1;
  case ISO_STEP_PARSE_IR:
    fprintf(stderr, "InvalidIR: %s: LLVM's IR parser crashed on this input (%s%s)\n", input, what,
            detail);
    return 1;
  default:
    fprintf(stderr,
            "InternalError: %s: lspv crashed while translating this input (%s%s); this is a "
            "bug in lspv or a plugin, please report it with the input\n",
            input, what, detail);
    return ISO_EXIT_INTERNAL;
  }
}

/* Writes each record the child sent; 0 on success. */
static int deliver(const buffer *out, iso_writer writer) {
  size_t at = 0;
  while (at < out->len) {
    uint64_t head[2];
    if (out->len - at < sizeof head)
      return -1;
    memcpy(head, out->data + at, sizeof head);
    at += sizeof head;
    if (head[0] > out->len - at || head[1] > out->len - at - head[0])
      return -1;
    char *path = malloc(head[0] + 1);
    if (!path)
      return 1;
    memcpy(path, out->data + at, head[0]);
    path[head[0]] = 0;
    int rc = writer(path, out->data + at + head[0], head[1]);
    free(path);
    if (rc)
      return rc;
    at += head[0] + head[1];
  }
  return 0;
}

int iso_run(int (*body)(void *), void *ctx, iso_writer writer) {
  const char *off = getenv("LSPV_NO_ISOLATE");
  if (off && *off && strcmp(off, "0") != 0)
    return body(ctx);
  int out_pipe[2], err_pipe[2];
  shared_state *shared =
      mmap(NULL, sizeof *shared, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED)
    return body(ctx);
  if (pipe(out_pipe) != 0) {
    munmap(shared, sizeof *shared);
    return body(ctx);
  }
  if (pipe(err_pipe) != 0) {
    close(out_pipe[0]);
    close(out_pipe[1]);
    munmap(shared, sizeof *shared);
    return body(ctx);
  }
  shared->step = ISO_STEP_START;
  snprintf(shared->input, sizeof shared->input, "-");
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    close(out_pipe[0]);
    close(out_pipe[1]);
    close(err_pipe[0]);
    close(err_pipe[1]);
    munmap(shared, sizeof *shared);
    return body(ctx);
  }
  if (pid == 0) {
#ifdef __linux__
    /* Do not outlive a driver killed by a build system's timeout. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    close(out_pipe[0]);
    close(err_pipe[0]);
    if (dup2(err_pipe[1], STDERR_FILENO) < 0)
      _exit(ISO_EXIT_INTERNAL);
    close(err_pipe[1]);
    iso.in_child = 1;
    iso.out_fd = out_pipe[1];
    iso.shared = shared;
    int rc = body(ctx);
    fflush(NULL);
    close(out_pipe[1]);
    iso.out_fd = -1;
    return rc;
  }
  close(out_pipe[1]);
  close(err_pipe[1]);
  buffer out = {0}, err = {0};
  drain(out_pipe[0], err_pipe[0], &out, &err);
  int status = 0;
  pid_t w;
  do
    w = waitpid(pid, &status, 0);
  while (w < 0 && errno == EINTR);
  iso_step last = (iso_step)shared->step;
  char input[sizeof shared->input];
  memcpy(input, shared->input, sizeof input);
  input[sizeof input - 1] = 0;
  munmap(shared, sizeof *shared);
  int rc;
  if (w < 0) {
    fprintf(stderr, "InternalError: %s: lost the worker process: %s\n", input, strerror(errno));
    rc = ISO_EXIT_INTERNAL;
  } else if (out.failed || err.failed) {
    fprintf(stderr, "OutOfMemory: %s: cannot hold the translation's output\n", input);
    rc = 1;
  } else if (WIFSIGNALED(status)) {
    rc = report_crash(input, WTERMSIG(status), last, &err);
  } else {
    if (err.len)
      (void)!fwrite(err.data, 1, err.len, stderr);
    rc = WIFEXITED(status) ? WEXITSTATUS(status) : ISO_EXIT_INTERNAL;
    if (rc == 0) {
      int d = deliver(&out, writer);
      if (d < 0) {
        fprintf(stderr, "InternalError: %s: the translation's output arrived incomplete\n", input);
        rc = ISO_EXIT_INTERNAL;
      } else {
        rc = d;
      }
    }
  }
  free(out.data);
  free(err.data);
  return rc;
}
