/*===-- tools/lspv/output.h - writing the output file ---------------------===*\
|*                                                                            *|
|* A regular file is written to a temporary next to it and renamed into      *|
|* place, so a failed run never leaves a partial file.  What is not a        *|
|* regular file (/dev/null, a FIFO, a terminal) is written in place: renaming *|
|* over it would replace a device node with a file.  A symbolic link is      *|
|* followed, and an existing file keeps its permissions.                     *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_TOOLS_OUTPUT_H
#define LSPV_TOOLS_OUTPUT_H

#include <stddef.h>

/* Writes all of data to fd, retrying short writes and EINTR; 0 on failure
 * (errno set), else 1. */
int output_write_all(int fd, const void *data, size_t len);

/* Writes data to path ("-": standard output); 0 on success, else 1 after
 * printing one error line. */
int output_write_file(const char *path, const void *data, size_t len);

#endif
