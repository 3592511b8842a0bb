// glibc's allocator settings for the `flipbook` executable (malloc.h is not in Swift's Glibc module).
#ifndef FB_MALLOC_H
#define FB_MALLOC_H

/// Keeps blocks up to 32 MB in the heap (`M_MMAP_THRESHOLD`) and up to 256 MB of freed space for
/// reuse (`M_TRIM_THRESHOLD`), so that frame-sized buffers are not mapped and faulted in again
/// every frame. Does nothing where the C library is not glibc.
void fb_malloc_keep_frame_buffers(void);

#endif
