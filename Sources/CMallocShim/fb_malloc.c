#include "fb_malloc.h"

#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
void fb_malloc_keep_frame_buffers(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
}
#else
void fb_malloc_keep_frame_buffers(void) {}
#endif
