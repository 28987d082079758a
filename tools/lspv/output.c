/*===-- tools/lspv/output.c - writing the output file ---------------------===*\
|* See output.h.                                                              *|
\*===----------------------------------------------------------------------===*/
#define _GNU_SOURCE /* realpath */
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int output_write_all(int fd, const void *data, size_t len) {
  const char *p = data;
  while (len) {
    ssize_t w = write(fd, p, len);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return 0;
    p += w;
    len -= (size_t)w;
  }
  return 1;
}

static int fail(const char *what, const char *path, int err) {
  fprintf(stderr, "InvalidFile: cannot %s %s: %s\n", what, path, strerror(err));
  return 1;
}

/* Devices, FIFOs, sockets: opened and written as they are. */
static int write_in_place(const char *path, const void *data, size_t len) {
  int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0)
    return fail("open", path, errno);
  int ok = output_write_all(fd, data, len);
  int err = errno;
  if (close(fd) != 0 && ok) {
    ok = 0;
    err = errno;
  }
  return ok ? 0 : fail("write", path, err);
}

/* The permissions a new file gets: 0666 less the umask. */
static mode_t new_file_mode(void) {
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

int output_write_file(const char *path, const void *data, size_t len) {
  if (strcmp(path, "-") == 0) {
    if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0) {
      fprintf(stderr, "InvalidFile: cannot write to stdout\n");
      return 1;
    }
    return 0;
  }
  struct stat st;
  int exists = stat(path, &st) == 0;
  if (exists && S_ISDIR(st.st_mode))
    return fail("write", path, EISDIR);
  if (exists && !S_ISREG(st.st_mode))
    return write_in_place(path, data, len);
  mode_t mode = exists ? (st.st_mode & 07777) : new_file_mode();
  /* Through a symbolic link, the temporary goes next to the file it names,
   * and the rename replaces that file, not the link. */
  char *real = NULL;
  struct stat lst;
  if (exists && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
    real = realpath(path, NULL);
  const char *target = real ? real : path;
  size_t tlen = strlen(target);
  char *tmp = malloc(tlen + 16);
  if (!tmp) {
    free(real);
    fprintf(stderr, "OutOfMemory: cannot write %s\n", path);
    return 1;
  }
  snprintf(tmp, tlen + 16, "%s.tmp-XXXXXX", target);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    int err = errno;
    free(tmp);
    free(real);
    return fail("create", path, err);
  }
  int ok = output_write_all(fd, data, len) && fchmod(fd, mode) == 0;
  int err = errno;
  if (close(fd) != 0 && ok) {
    ok = 0;
    err = errno;
  }
  if (ok && rename(tmp, target) != 0) {
    ok = 0;
    err = errno;
  }
  if (!ok)
    unlink(tmp);
  free(tmp);
  free(real);
  return ok ? 0 : fail("write", path, err);
}
