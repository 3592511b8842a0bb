// The decoder's fast path for the PNGs Flipbook itself writes (private to the shim).
#ifndef FB_PNG_FAST_H
#define FB_PNG_FAST_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a plain PNG — 8-bit RGB or RGBA, not interlaced, only IHDR, consecutive IDAT chunks,
/// IEND and ancillary chunks other than tRNS, every chunk's CRC right, one zlib stream that holds
/// exactly the image and ends in the last IDAT — into premultiplied RGBA8, inflating once with
/// libdeflate and undoing the row filters here. Returns the pixels (release with free), or NULL
/// when the file is anything else or anything is wrong: the caller then decodes with libpng,
/// which gives the same pixels for every file this accepts and the error messages for every
/// file it refuses. `width`·`height` must pass `max_side` and `max_pixels`.
uint8_t *fb_png_decode_plain(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels,
                             uint32_t *width, uint32_t *height);

#endif
