// Flipbook's own deflate for filtered PNG rows (private to the shim; see fb_deflate.c).
#ifndef FB_DEFLATE_H
#define FB_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Compresses `size` bytes of filtered PNG rows (each row its filter byte then `row_bytes - 1`
/// bytes) into a complete zlib stream (RFC 1950 header, deflate blocks of RFC 1951, Adler-32).
/// Matches are runs repeating at distance 1, `bpp` (one pixel back) or `row_bytes` (one row
/// back). Returns a malloc'd buffer and its length in `*out_size`, or NULL when out of memory.
/// The same input always gives the same bytes.
uint8_t *fb_deflate_rows(const uint8_t *data, size_t size, size_t bpp, size_t row_bytes, size_t *out_size);

#endif
