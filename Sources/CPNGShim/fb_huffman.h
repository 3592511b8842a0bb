// Huffman codes for fb_deflate (private to the shim).
#ifndef FB_HUFFMAN_H
#define FB_HUFFMAN_H

#include <stdint.h>

/// The largest alphabet: deflate's 286 literal/length symbols.
#define FB_HUFFMAN_MAX_SYMBOLS 286

/// Huffman code lengths for `freq[0…n)` (n ≤ 286), none longer than `limit` (≤ 15) bits, 0 for
/// unused symbols. At least two symbols get a code, so every code is complete, which every
/// inflater accepts. Deterministic: ties are broken by symbol.
void fb_code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths);

/// Canonical codes for `lengths[0…n)` (RFC 1951 3.2.2), bit-reversed for an LSB-first writer.
void fb_codes(const uint8_t *lengths, int n, uint16_t *codes);

#endif
