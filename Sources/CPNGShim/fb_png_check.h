// The datastream check of the PNG decoder (private to the shim).
//
// libpng inflates whatever follows the image's last row to the end of the zlib stream before it
// reports "extra compressed data" as a mere warning, so a 1×1 PNG whose stream expands to 1 GB
// cost seconds of inflation, and an Adler-32 or ancillary-chunk CRC mismatch passed as a warning.
// This check runs first, once the header is known and within the limits: it verifies every
// chunk's CRC up to IEND, inflates the IDAT stream with zlib into a small scratch buffer, and
// stops as soon as the output exceeds the filtered size the header declares, so its time is
// linear in the file's length and the declared image, never in the stream's expansion. The
// stream must end (Adler-32 verified by zlib) exactly at the declared size.
#ifndef FB_PNG_CHECK_H
#define FB_PNG_CHECK_H

#include "fb_png.h"

#include <stddef.h>
#include <stdint.h>

/// The bytes of filtered image data (filter-type bytes included) an image of this header holds:
/// one row per scanline, or the seven reduced images of Adam7 when `interlaced`. 0 for an
/// unknown colour type.
uint64_t fb_png_filtered_size(uint32_t width, uint32_t height, int bit_depth, int color_type, int interlaced);

/// Checks the chunks after the 8-byte signature of `bytes` as described above; `expected` is
/// `fb_png_filtered_size` of the header. Returns FB_PNG_OK, or FB_PNG_BAD_STREAM / FB_PNG_TRUNCATED /
/// FB_PNG_NO_MEMORY with `message` set.
int fb_png_check_stream(const uint8_t *bytes, size_t count, uint64_t expected, char message[256]);

#endif
