// The decoder's fast path: see fb_png_fast.h. Written from the PNG specification (chunk layout,
// filter types 0-4 and the Paeth predictor of section 9).
#include "fb_png_fast.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <cpuid.h>
#include <smmintrin.h>
#include <tmmintrin.h>
#endif

static uint32_t fb_fast_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static int fb_fast_is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// round(c · a / 255) exactly, for c, a in 0…255 (the same rounding as fb_png.c's).
static inline uint8_t fb_fast_premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 128;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

static inline uint8_t fb_fast_paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

#if defined(__SSE2__)
// Paeth over one row, one pixel at a time in 16-bit lanes, branch-free: each pixel depends on the
// one to its left, so the bytes of a pixel are what can go side by side. Reads 4 bytes a pixel
// (one past an RGB row's end: the row buffer has a byte to spare) and writes `bpp`, a constant
// at each call so that the copies are plain moves.
static inline __attribute__((always_inline)) void fb_fast_paeth_sse2(uint8_t *row, const uint8_t *prior, size_t n,
                                                                     const size_t bpp) {
    const __m128i zero = _mm_setzero_si128(), low = _mm_set1_epi16(0xFF);
    __m128i a = zero, c = zero;
    for (size_t i = 0; i < n; i += bpp) {
        uint32_t xw, bw;
        memcpy(&xw, row + i, 4);
        memcpy(&bw, prior + i, 4);
        __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)bw), zero);
        __m128i x = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)xw), zero);
        __m128i bc = _mm_sub_epi16(b, c), ac = _mm_sub_epi16(a, c), abc = _mm_add_epi16(bc, ac);
        __m128i pa = _mm_max_epi16(bc, _mm_sub_epi16(zero, bc));
        __m128i pb = _mm_max_epi16(ac, _mm_sub_epi16(zero, ac));
        __m128i pc = _mm_max_epi16(abc, _mm_sub_epi16(zero, abc));
        __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
        __m128i isA = _mm_cmpeq_epi16(pa, smallest), isB = _mm_cmpeq_epi16(pb, smallest);
        __m128i bOrC = _mm_or_si128(_mm_and_si128(isB, b), _mm_andnot_si128(isB, c));
        __m128i predicted = _mm_or_si128(_mm_and_si128(isA, a), _mm_andnot_si128(isA, bOrC));
        a = _mm_and_si128(_mm_add_epi16(x, predicted), low);
        uint32_t out = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(a, a));
        memcpy(row + i, &out, bpp);
        c = b;
    }
}

// The same with SSSE3's absolute value and SSE4.1's blend (x86-64 machines since about 2008): seven
// instructions fewer a pixel, the same bytes. Chosen at run time (`fb_fast_has_sse41`).
__attribute__((target("sse4.1"))) static void fb_fast_paeth_sse41(uint8_t *row, const uint8_t *prior, size_t n,
                                                                 const size_t bpp) {
    const __m128i zero = _mm_setzero_si128(), low = _mm_set1_epi16(0xFF);
    __m128i a = zero, c = zero;
    for (size_t i = 0; i < n; i += bpp) {
        uint32_t xw, bw;
        memcpy(&xw, row + i, 4);
        memcpy(&bw, prior + i, 4);
        __m128i b = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)bw));
        __m128i x = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)xw));
        __m128i bc = _mm_sub_epi16(b, c), ac = _mm_sub_epi16(a, c);
        __m128i pa = _mm_abs_epi16(bc), pb = _mm_abs_epi16(ac), pc = _mm_abs_epi16(_mm_add_epi16(bc, ac));
        __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
        __m128i isA = _mm_cmpeq_epi16(pa, smallest), isB = _mm_cmpeq_epi16(pb, smallest);
        __m128i predicted = _mm_blendv_epi8(_mm_blendv_epi8(c, b, isB), a, isA);
        a = _mm_and_si128(_mm_add_epi16(x, predicted), low);
        uint32_t out = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(a, a));
        if (bpp == 4) {
            memcpy(row + i, &out, 4);
        } else {
            memcpy(row + i, &out, 2);
            row[i + 2] = (uint8_t)(out >> 16);
        }
        c = b;
    }
}

// RGB to opaque RGBA, four pixels a shuffle (reads 16 bytes at a time, never past the row).
__attribute__((target("ssse3"))) static void fb_fast_rgb_to_rgba_ssse3(const uint8_t *row, uint8_t *out,
                                                                      uint32_t width) {
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(row + 3 * (size_t)x));
        _mm_storeu_si128((__m128i *)(void *)(out + 4 * (size_t)x), _mm_or_si128(_mm_shuffle_epi8(v, spread), opaque));
    }
    for (; x < width; x++) {
        out[4 * (size_t)x] = row[3 * (size_t)x];
        out[4 * (size_t)x + 1] = row[3 * (size_t)x + 1];
        out[4 * (size_t)x + 2] = row[3 * (size_t)x + 2];
        out[4 * (size_t)x + 3] = 255;
    }
}

static int fb_fast_has_sse41(void) {
    // CPUID leaf 1, ECX: bit 9 SSSE3, bit 19 SSE4.1. Threads may race to store the same answer.
    static int known = -1;
    int has = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (has < 0) {
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        has = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & (1u << 9)) && (ecx & (1u << 19)) ? 1 : 0;
        __atomic_store_n(&known, has, __ATOMIC_RELAXED);
    }
    return has;
}
#endif

// Undoes one row's filter in place; `prior` is the row above, already undone (zeros for the first).
static int fb_fast_unfilter(uint8_t filter, uint8_t *row, const uint8_t *prior, size_t n, size_t bpp) {
    switch (filter) {
    case 0: return 1;
    case 1:
        for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        for (size_t i = 0; i < n; i++) row[i] = (uint8_t)(row[i] + prior[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (prior[i] >> 1));
        for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prior[i]) >> 1));
        return 1;
    case 4:
#if defined(__SSE2__)
        if (fb_fast_has_sse41()) {
            if (bpp == 4) fb_fast_paeth_sse41(row, prior, n, 4);
            else fb_fast_paeth_sse41(row, prior, n, 3);
        } else if (bpp == 4) {
            fb_fast_paeth_sse2(row, prior, n, 4);
        } else {
            fb_fast_paeth_sse2(row, prior, n, 3);
        }
#else
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + prior[i]);
        for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + fb_fast_paeth(row[i - bpp], prior[i], prior[i - bpp]));
#endif
        return 1;
    default: return 0;
    }
}

uint8_t *fb_png_decode_plain(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels,
                             uint32_t *width_out, uint32_t *height_out) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (count < 8 + 25 || memcmp(bytes, signature, 8) != 0) return NULL;
    const uint8_t *ihdr = bytes + 8;
    if (fb_fast_be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return NULL;
    uint32_t width = fb_fast_be32(ihdr + 8), height = fb_fast_be32(ihdr + 12);
    uint8_t depth = ihdr[16], color = ihdr[17];
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) return NULL;
    if (width > max_side || height > max_side || (uint64_t)width * height > max_pixels) return NULL;
    if (depth != 8 || (color != 2 && color != 6) || ihdr[18] != 0 || ihdr[19] != 0 || ihdr[20] != 0) return NULL;
    const size_t bpp = color == 6 ? 4 : 3;
    const size_t row_bytes = (size_t)width * bpp;
    const size_t filtered_size = (row_bytes + 1) * height;

    // Walk the chunks: every CRC, the IDAT run gathered, IEND required.
    size_t pos = 8, idat_bytes = 0, idat_first = 0, idat_end = 0;
    int idat_runs = 0, in_idat = 0, seen_iend = 0;
    while (pos < count) {
        if (count - pos < 12) return NULL;
        uint32_t length = fb_fast_be32(bytes + pos);
        const uint8_t *type = bytes + pos + 4;
        if (length > 0x7FFFFFFFu || count - pos - 12 < length) return NULL;
        if (!fb_fast_is_letter(type[0]) || !fb_fast_is_letter(type[1]) || !fb_fast_is_letter(type[2])
            || !fb_fast_is_letter(type[3]))
            return NULL;
        if (libdeflate_crc32(0, type, (size_t)length + 4) != fb_fast_be32(type + 4 + length)) return NULL;
        int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (pos == 8) {
            // IHDR, checked above.
        } else if (is_idat) {
            if (!in_idat && idat_runs > 0) return NULL;  // IDAT chunks must be consecutive
            if (!in_idat) { idat_runs++; idat_first = pos; }
            in_idat = 1;
            idat_bytes += length;
            idat_end = pos + 12 + length;
        } else if (memcmp(type, "IEND", 4) == 0) {
            if (length != 0) return NULL;
            seen_iend = 1;
            break;
        } else if (type[0] >= 'A' && type[0] <= 'Z') {
            return NULL;  // PLTE or another critical chunk: libpng's business
        } else if (memcmp(type, "tRNS", 4) == 0) {
            return NULL;  // a transparent colour key: libpng expands it
        } else {
            in_idat = 0;
        }
        pos += 12 + (size_t)length;
    }
    if (!seen_iend || idat_runs != 1 || idat_bytes < 2) return NULL;

    // One contiguous zlib stream: copied out of its chunks unless there is only one.
    uint8_t *joined = NULL;
    const uint8_t *stream = bytes + idat_first + 8;
    if (idat_bytes != fb_fast_be32(bytes + idat_first)) {
        joined = malloc(idat_bytes);
        if (!joined) return NULL;
        size_t at = 0;
        for (size_t p = idat_first; p < idat_end;) {
            uint32_t length = fb_fast_be32(bytes + p);
            memcpy(joined + at, bytes + p + 8, length);
            at += length;
            p += 12 + (size_t)length;
        }
        stream = joined;
    }
    // A 32 KB window only (CINFO 7): zlib refuses a distance beyond a smaller declared window,
    // which libdeflate does not check, so other windows go to libpng to be judged the same way.
    if (stream[0] != 0x78) { free(joined); return NULL; }
    uint8_t *filtered = malloc(filtered_size + 4);
    uint8_t *pixels = malloc((size_t)width * height * 4 + 1);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int ok = filtered && pixels && inflater;
    if (ok) {
        // No actual-output pointer: the stream must fill the image exactly; all input consumed.
        size_t used = 0;
        ok = libdeflate_zlib_decompress_ex(inflater, stream, idat_bytes, filtered, filtered_size, &used, NULL)
                 == LIBDEFLATE_SUCCESS
             && used == idat_bytes;
    }
    if (inflater) libdeflate_free_decompressor(inflater);
    free(joined);
    if (ok) {
        uint8_t *prior = NULL;
        for (uint32_t y = 0; y < height && ok; y++) {
            uint8_t *line = filtered + (size_t)y * (row_bytes + 1);
            uint8_t *row = line + 1;
            if (prior) {
                ok = fb_fast_unfilter(line[0], row, prior, row_bytes, bpp);
            } else if (line[0] == 2 || line[0] == 0) {
                ok = 1;  // "up" over nothing changes nothing
            } else if (line[0] == 1) {
                ok = fb_fast_unfilter(1, row, row, row_bytes, bpp);
            } else if (line[0] == 3 || line[0] == 4) {
                // With no row above, average adds half the left byte and Paeth the left byte.
                for (size_t i = bpp; i < row_bytes; i++)
                    row[i] = (uint8_t)(row[i] + (line[0] == 3 ? row[i - bpp] >> 1 : row[i - bpp]));
            } else {
                ok = 0;
            }
            if (!ok) break;
            uint8_t *out = pixels + (size_t)y * width * 4;
            if (bpp == 3) {
#if defined(__SSE2__)
                if (fb_fast_has_sse41()) { fb_fast_rgb_to_rgba_ssse3(row, out, width); prior = row; continue; }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
                // A 4-byte load a pixel (one past the row's end: the buffer has a byte to spare).
                for (uint32_t x = 0; x < width; x++) {
                    uint32_t v;
                    memcpy(&v, row + 3 * (size_t)x, 4);
                    v = (v & 0x00FFFFFFu) | 0xFF000000u;
                    memcpy(out + 4 * (size_t)x, &v, 4);
                }
#else
                for (uint32_t x = 0; x < width; x++) {
                    out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2];
                    out[4 * x + 3] = 255;
                }
#endif
            } else {
                for (uint32_t x = 0; x < width; x++) {
                    uint32_t a = row[4 * x + 3];
                    if (a == 255) {
                        memcpy(out + 4 * x, row + 4 * x, 4);
                    } else {
                        out[4 * x] = fb_fast_premultiply(row[4 * x], a);
                        out[4 * x + 1] = fb_fast_premultiply(row[4 * x + 1], a);
                        out[4 * x + 2] = fb_fast_premultiply(row[4 * x + 2], a);
                        out[4 * x + 3] = (uint8_t)a;
                    }
                }
            }
            prior = row;
        }
    }
    free(filtered);
    if (!ok) { free(pixels); return NULL; }
    *width_out = width;
    *height_out = height;
    return pixels;
}
