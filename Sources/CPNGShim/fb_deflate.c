// A fast deflate for filtered PNG rows.
//
// zlib at level 1 with Z_RLE spends most of a PNG frame's encoding time looking at one byte at a
// time. Filtered interface frames are long runs (flat areas filter to zeros, a vertical gradient
// repeats the previous row, a horizontal one the previous pixel), so this encoder only looks for
// three distances: 1 byte, one pixel and one row back, compares 8 bytes at a time, and codes each
// block of symbols with its own Huffman codes (RFC 1951 dynamic blocks), or stores the block when
// that is smaller (noise). Greedy parsing, no hash tables: the work per byte is bounded and the
// output depends only on the input.
#include "fb_deflate.h"
#include "fb_huffman.h"

#include <libdeflate.h>

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
    FB_BLOCK_SYMBOLS = 1 << 15,  // symbols per block: bounds the memory and lets codes adapt
    FB_MIN_MATCH = 4,            // shorter runs cost about as much as their literals
    FB_MAX_MATCH = 258,
    FB_WINDOW = 32768,
    FB_LITLEN = 286,
    FB_DIST = 30,
    FB_CODELEN = 19,
};

// Little-endian loads and stores of unaligned words (one instruction each on x86 and ARM).
static inline uint32_t fb_load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap32(v);
#endif
    return v;
}

static inline uint64_t fb_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

static inline void fb_store64(uint8_t *p, uint64_t v) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    memcpy(p, &v, 8);
}

// How many bytes a[0…] and b[0…] have in common, at most `limit`.
static inline size_t fb_common(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x = fb_load64(a + n) ^ fb_load64(b + n);
        if (x) return n + ((size_t)__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

// Bit i (0 ≤ i < 13) is set when a run of at least 4 bytes at distance d[k] (any of the three)
// starts at p + i, that is when p[i…i+3] equals p[i−d…i+3−d]. Reads p[−max(d)] … p[15].
static inline uint32_t fb_run_starts(const uint8_t *p, const size_t *d) {
    uint32_t any = 0;
#if defined(__SSE2__)
    __m128i here = _mm_loadu_si128((const __m128i *)p);
    for (int k = 0; k < 3; k++) {
        uint32_t e = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(here, _mm_loadu_si128((const __m128i *)(p - d[k]))));
        any |= e & e >> 1 & e >> 2 & e >> 3;
    }
#else
    // Eight bytes at a time: 0x80 in every byte lane that is equal, then the lanes where four
    // equal lanes begin; lanes 5…7 of a word cannot be told, so they count as starts.
    for (int half = 0; half < 2; half++) {
        uint64_t here = fb_load64(p + 8 * half), starts = 0;
        for (int k = 0; k < 3; k++) {
            uint64_t x = here ^ fb_load64(p + 8 * half - d[k]);
            uint64_t e = ~(((x & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | x) & 0x8080808080808080ull;
            starts |= e & e >> 8 & e >> 16 & e >> 24;
        }
        uint32_t bits = 0xE0;
        for (int i = 0; i < 5; i++) bits |= (uint32_t)(starts >> (8 * i + 7) & 1) << i;
        any |= bits << (8 * half);
    }
#endif
    return any & 0x1FFF;
}

// An LSB-first bit writer into a buffer allocated large enough for the whole stream.
typedef struct {
    uint8_t *p;
    uint64_t bits;
    unsigned count;  // bits pending in `bits`, below 8 after every flush
} fb_bits;

static inline void fb_put(fb_bits *w, uint64_t value, unsigned n) {
    w->bits |= value << w->count;
    w->count += n;
}

// Writes the whole bytes pending; at most 56 bits may be pending.
static inline void fb_flush(fb_bits *w) {
    fb_store64(w->p, w->bits);
    w->p += w->count >> 3;
    w->bits >>= w->count & ~7u;
    w->count &= 7;
}

// Pads to a byte boundary and writes the last partial byte.
static void fb_align(fb_bits *w) {
    w->count = (w->count + 7) & ~7u;
    fb_flush(w);
}

// Length 3…258 → symbol 257…285, extra bit count and value (RFC 1951 3.2.5).
typedef struct {
    uint16_t symbol[FB_MAX_MATCH + 1];
    uint8_t extra_bits[FB_MAX_MATCH + 1];
    uint8_t extra[FB_MAX_MATCH + 1];
} fb_length_table;

static void fb_make_length_table(fb_length_table *t) {
    static const uint16_t base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                      35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const uint8_t bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                     3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    for (int code = 0; code < 29; code++) {
        int end = code == 28 ? 259 : (code == 27 ? 258 : base[code + 1]);
        for (int len = base[code]; len < end; len++) {
            t->symbol[len] = (uint16_t)(257 + code);
            t->extra_bits[len] = bits[code];
            t->extra[len] = (uint8_t)(len - base[code]);
        }
    }
}

// Distance 1…32768 → code 0…29, extra bit count and value.
static void fb_distance_code(size_t distance, int *code, int *bits, int *extra) {
    uint32_t x = (uint32_t)distance - 1;
    if (x < 4) { *code = (int)x; *bits = 0; *extra = 0; return; }
    int top = 31 - __builtin_clz(x);
    *code = 2 * top + (int)((x >> (top - 1)) & 1);
    *bits = top - 1;
    *extra = (int)(x & ((1u << (top - 1)) - 1));
}

// One block's symbols: a literal byte is its value; a match is 256 + (length − 3) · 4 + which
// of the three distances it uses.
typedef struct {
    uint16_t symbols[FB_BLOCK_SYMBOLS];
    uint32_t litlen[FB_LITLEN];
    uint32_t dist[FB_DIST];
    fb_length_table lengths;
    int dist_code[3], dist_bits[3], dist_extra[3];
    uint64_t code[256 + 256 * 4];  // each symbol value's bits, LSB first
    uint8_t code_length[256 + 256 * 4];
} fb_deflater;

// Writes the stored form of data[0…n) (pieces of at most 65535 bytes).
static void fb_write_stored(fb_bits *w, const uint8_t *data, size_t n, int final) {
    do {
        size_t piece = n < 65535 ? n : 65535;
        n -= piece;
        fb_put(w, (final && n == 0) ? 1 : 0, 1);
        fb_put(w, 0, 2);
        fb_align(w);
        fb_put(w, piece | (uint64_t)(piece ^ 0xFFFF) << 16, 32);
        fb_flush(w);
        memcpy(w->p, data, piece);
        w->p += piece;
        data += piece;
    } while (n > 0);
}

static const uint8_t fb_codelen_order[FB_CODELEN] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

// Codes one block: dynamic Huffman codes, or stored when that is no longer.
static void fb_write_block(fb_bits *w, fb_deflater *d, int nsymbols, const uint8_t *raw, size_t raw_size, int final) {
    d->litlen[256] = 1;
    uint8_t lit_len[FB_LITLEN], dist_len[FB_DIST];
    fb_code_lengths(d->litlen, FB_LITLEN, 15, lit_len);
    fb_code_lengths(d->dist, FB_DIST, 15, dist_len);
    int nlit = FB_LITLEN, ndist = FB_DIST;
    while (nlit > 257 && lit_len[nlit - 1] == 0) nlit--;
    while (ndist > 1 && dist_len[ndist - 1] == 0) ndist--;

    // Run-length code the code lengths (16: repeat the previous 3…6 times, 17/18: zeros).
    uint8_t all[FB_LITLEN + FB_DIST];
    memcpy(all, lit_len, nlit);
    memcpy(all + nlit, dist_len, ndist);
    int total = nlit + ndist;
    uint8_t cl_sym[FB_LITLEN + FB_DIST], cl_extra[FB_LITLEN + FB_DIST];
    int ncl = 0;
    uint32_t cl_freq[FB_CODELEN] = {0};
    for (int i = 0; i < total;) {
        int v = all[i], run = 1;
        while (i + run < total && all[i + run] == v) run++;
        i += run;
        if (v == 0) {
            while (run >= 11) {
                int t = run < 138 ? run : 138;
                cl_sym[ncl] = 18; cl_extra[ncl++] = (uint8_t)(t - 11); run -= t;
            }
            if (run >= 3) { cl_sym[ncl] = 17; cl_extra[ncl++] = (uint8_t)(run - 3); run = 0; }
        } else {
            cl_sym[ncl] = (uint8_t)v; cl_extra[ncl++] = 0; run--;
            while (run >= 3) {
                int t = run < 6 ? run : 6;
                cl_sym[ncl] = 16; cl_extra[ncl++] = (uint8_t)(t - 3); run -= t;
            }
        }
        while (run-- > 0) { cl_sym[ncl] = (uint8_t)v; cl_extra[ncl++] = 0; }
    }
    for (int i = 0; i < ncl; i++) cl_freq[cl_sym[i]]++;
    uint8_t cl_len[FB_CODELEN];
    uint16_t cl_code[FB_CODELEN];
    fb_code_lengths(cl_freq, FB_CODELEN, 7, cl_len);
    fb_codes(cl_len, FB_CODELEN, cl_code);
    int nclen = FB_CODELEN;
    while (nclen > 4 && cl_len[fb_codelen_order[nclen - 1]] == 0) nclen--;

    // Size of the dynamic block in bits, against the stored one.
    static const uint8_t cl_extra_bits[FB_CODELEN] = {[16] = 2, [17] = 3, [18] = 7};
    uint64_t bits = 3 + 14 + 3 * (uint64_t)nclen;
    for (int s = 0; s < FB_CODELEN; s++) bits += (uint64_t)cl_freq[s] * (cl_len[s] + cl_extra_bits[s]);
    for (int s = 0; s < FB_LITLEN; s++) {
        uint32_t extra = s >= 265 && s < 285 ? (uint32_t)(s - 261) / 4 : 0;
        bits += (uint64_t)d->litlen[s] * (lit_len[s] + extra);
    }
    for (int s = 0; s < FB_DIST; s++) bits += (uint64_t)d->dist[s] * (dist_len[s] + (s >= 4 ? s / 2 - 1 : 0));
    uint64_t stored_bits = (raw_size + 5 * (raw_size / 65535 + 1)) * 8 + 8;
    if (bits >= stored_bits) {
        fb_write_stored(w, raw, raw_size, final);
        return;
    }

    uint16_t lit_code[FB_LITLEN], dist_code[FB_DIST];
    fb_codes(lit_len, FB_LITLEN, lit_code);
    fb_codes(dist_len, FB_DIST, dist_code);
    fb_put(w, final ? 1 : 0, 1);
    fb_put(w, 2, 2);
    fb_put(w, (uint64_t)(nlit - 257), 5);
    fb_put(w, (uint64_t)(ndist - 1), 5);
    fb_put(w, (uint64_t)(nclen - 4), 4);
    fb_flush(w);
    for (int i = 0; i < nclen; i++) {
        fb_put(w, cl_len[fb_codelen_order[i]], 3);
        fb_flush(w);
    }
    for (int i = 0; i < ncl; i++) {
        int s = cl_sym[i];
        fb_put(w, cl_code[s], cl_len[s]);
        fb_put(w, cl_extra[i], cl_extra_bits[s]);
        fb_flush(w);
    }

    // Every symbol value's whole bit string (length code, extra bits, distance code and its
    // extra bits: at most 48 bits), so that the hot loop is one table load and one write.
    uint32_t dcode[3], dlen[3];
    for (int k = 0; k < 3; k++) {
        dcode[k] = dist_code[d->dist_code[k]] | (uint32_t)d->dist_extra[k] << dist_len[d->dist_code[k]];
        dlen[k] = dist_len[d->dist_code[k]] + (uint32_t)d->dist_bits[k];
    }
    const fb_length_table *t = &d->lengths;
    for (int s = 0; s < 256; s++) {
        d->code[s] = lit_code[s];
        d->code_length[s] = lit_len[s];
    }
    for (int len = 3; len <= FB_MAX_MATCH; len++) {
        unsigned ls = t->symbol[len];
        uint64_t head = lit_code[ls] | (uint64_t)t->extra[len] << lit_len[ls];
        unsigned head_length = lit_len[ls] + t->extra_bits[len];
        for (int k = 0; k < 3; k++) {
            int s = 256 + ((len - 3) << 2) + k;
            d->code[s] = head | (uint64_t)dcode[k] << head_length;
            d->code_length[s] = (uint8_t)(head_length + dlen[k]);
        }
    }
    // The hot loop keeps the writer in locals: through the pointer, every byte stored could
    // alias it, and the compiler would reload it each time.
    uint8_t *p = w->p;
    uint64_t bitbuf = w->bits;
    unsigned count = w->count;
#define FB_PUT(value, n) (bitbuf |= (uint64_t)(value) << count, count += (n))
#define FB_FLUSH() (fb_store64(p, bitbuf), p += count >> 3, bitbuf >>= count & ~7u, count &= 7)
    for (int i = 0; i < nsymbols; i++) {
        unsigned s = d->symbols[i];
        FB_PUT(d->code[s], d->code_length[s]);
        FB_FLUSH();
    }
    FB_PUT(lit_code[256], lit_len[256]);
    FB_FLUSH();
#undef FB_PUT
#undef FB_FLUSH
    w->p = p;
    w->bits = bitbuf;
    w->count = count;
}

uint8_t *fb_deflate_rows(const uint8_t *data, size_t size, size_t bpp, size_t row_bytes, size_t *out_size) {
    // Every block is at most its stored form plus a few bytes (at most 7 per block of at least
    // 32767 bytes, and 6 per stored piece of 65535), so this bound is never passed; it includes
    // the 8 bytes of slack the 64-bit stores need.
    size_t capacity = size + size / 1024 + 256;
    uint8_t *out = malloc(capacity);
    fb_deflater *d = malloc(sizeof *d);
    if (!out || !d) {
        free(out);
        free(d);
        return NULL;
    }
    fb_make_length_table(&d->lengths);
    // Three distances, always: one that is unusable (past the window) or repeated becomes a
    // copy of distance 1, which is tried first and so wins every tie.
    size_t dist[3] = {1, bpp, row_bytes};
    for (int k = 0; k < 3; k++) {
        if (dist[k] == 0 || dist[k] > FB_WINDOW) dist[k] = 1;
        fb_distance_code(dist[k], &d->dist_code[k], &d->dist_bits[k], &d->dist_extra[k]);
    }
    size_t far = dist[0] > dist[1] ? dist[0] : dist[1];
    if (dist[2] > far) far = dist[2];
    fb_bits w = {out, 0, 0};
    out[0] = 0x78;  // deflate, 32 KB window
    out[1] = 0x01;  // fastest-compression flag; (0x78 · 256 + 0x01) is a multiple of 31
    w.p += 2;
    size_t pos = 0;
    do {
        memset(d->litlen, 0, sizeof d->litlen);
        memset(d->dist, 0, sizeof d->dist);
        size_t start = pos;
        int n = 0;
        while (n < FB_BLOCK_SYMBOLS - 1 && pos < size) {
            // Literals in bulk: where no run starts among the next 13 positions, they go out
            // without testing each one.
            if (pos >= far && pos + 16 <= size && n + 16 < FB_BLOCK_SYMBOLS) {
                uint32_t starts = fb_run_starts(data + pos, dist);
                int literals = starts ? __builtin_ctz(starts) : 13;
                for (int i = 0; i < literals; i++) {
                    uint8_t v = data[pos + i];
                    d->symbols[n + i] = v;
                    d->litlen[v]++;
                }
                n += literals;
                pos += literals;
                if (!starts) continue;
            }
            size_t best = 0;
            int which = 0;
            if (pos + FB_MIN_MATCH <= size) {
                uint32_t word = fb_load32(data + pos);
                size_t limit = size - pos < FB_MAX_MATCH ? size - pos : FB_MAX_MATCH;
                // Most bytes of a photograph match nothing: test the three words before
                // measuring any run.
                int hits = 0;
                for (int k = 0; k < 3; k++)
                    hits |= (dist[k] <= pos && fb_load32(data + pos - dist[k]) == word) << k;
                for (int k = 0; hits; k++, hits >>= 1) {
                    if (!(hits & 1)) continue;
                    size_t len = 4 + fb_common(data + pos + 4, data + pos + 4 - dist[k], limit - 4);
                    if (len > best) {
                        best = len;
                        which = k;
                        if (len == limit) break;
                    }
                }
            }
            if (best >= FB_MIN_MATCH) {
                d->symbols[n++] = (uint16_t)(256 + ((best - 3) << 2) + (size_t)which);
                d->litlen[d->lengths.symbol[best]]++;
                d->dist[d->dist_code[which]]++;
                pos += best;
            } else {
                uint8_t v = data[pos++];
                d->symbols[n++] = v;
                d->litlen[v]++;
            }
        }
        fb_write_block(&w, d, n, data + start, pos - start, pos == size);
    } while (pos < size);
    fb_align(&w);
    // libdeflate's Adler-32: 1.37x the speed of the SSE2 one this file had and 3.6x zlib's
    // (bench/deflate/run.sh; bench/notes/2026-12-06-deflate.md).
    uint32_t adler = libdeflate_adler32(1, data, size);
    for (int i = 3; i >= 0; i--) *w.p++ = (uint8_t)(adler >> (8 * i));
    *out_size = (size_t)(w.p - out);
    free(d);
    return out;
}
