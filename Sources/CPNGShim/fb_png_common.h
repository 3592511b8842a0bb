// What the libpng encoders and the decoder of the shim share (private to the shim): libpng's
// error and warning handlers, the growing output buffer of the write callbacks, and the pixel
// conversions from Flipbook's premultiplied RGBA.
#ifndef FB_PNG_COMMON_H
#define FB_PNG_COMMON_H

#include <png.h>
#include <stddef.h>
#include <stdint.h>

/// libpng's error handler: copies the message into the 256-byte buffer that is the error pointer
/// and longjmps back to the caller's setjmp.
void fb_png_error(png_structp png, png_const_charp message);

/// libpng's warning handler: warnings (e.g. a known-bad sRGB profile) stop nothing.
void fb_png_warning(png_structp png, png_const_charp message);

/// The file being written; the write callbacks' I/O pointer. Freed by the caller, also after a
/// longjmp (which is why it lives in a context and not in locals).
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
} fb_png_output;

/// libpng's write callback: appends to the `fb_png_output` that is the I/O pointer, doubling its
/// capacity as needed (from `capacity`, or 4096 when it is 0).
void fb_png_output_write(png_structp png, png_bytep data, png_size_t length);

/// libpng's flush callback: nothing to flush in memory.
void fb_png_output_flush(png_structp png);

/// The 4 bytes at `p` as a word in the machine's byte order (an unaligned load).
static inline uint32_t fb_png_word(const uint8_t *p) {
    uint32_t v;
    __builtin_memcpy(&v, p, 4);
    return v;
}

/// Whether every pixel of premultiplied RGBA has alpha 255.
int fb_png_all_opaque(const uint8_t *rgba, size_t pixels);

/// One row of premultiplied RGBA as straight-alpha RGBA (`bpp` 4) or as RGB (`bpp` 3, only for
/// opaque rows): c = round(p · 255 / a), 0 where a is 0. For every valid premultiplied pixel
/// (p ≤ a) premultiplying again gives p back exactly.
void fb_png_unpremultiply_row(const uint8_t *rgba, uint32_t width, size_t bpp, uint8_t *row);

#endif
