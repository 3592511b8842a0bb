#ifndef FB_JPEG_H
#define FB_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// How a decode ended.
typedef enum {
    FB_JPEG_OK = 0,
    FB_JPEG_CORRUPT = 1,    ///< libjpeg rejected the data; see `message`
    FB_JPEG_TOO_LARGE = 2,  ///< the header's size exceeds the limits; `width`/`height` are set
    FB_JPEG_NO_MEMORY = 3,  ///< an allocation failed
    FB_JPEG_TRUNCATED = 4,  ///< the data ended before the image did
} fb_jpeg_status;

/// A decoded image: straight RGBA8 rows (alpha 255), or a status and libjpeg's message.
typedef struct {
    fb_jpeg_status status;
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
    char message[200];
} fb_jpeg_decoded;

/// Decodes a baseline or progressive JPEG (greyscale, YCbCr, RGB or CMYK) into RGBA8. Every
/// libjpeg call runs under this function's setjmp: an error returns a status, never longjmps
/// through Swift or exits. Sizes over `max_side`/`max_pixels` are refused before allocation.
fb_jpeg_decoded fb_jpeg_decode(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels);

/// Frees `pixels` of a decode (NULL is fine).
void fb_jpeg_free(uint8_t *pixels);

#endif
