// PNG frames compressed by fb_deflate instead of zlib: the rows are filtered here, the zlib
// stream comes from fb_deflate_rows, and libpng writes the container (signature, IHDR, the IDAT
// chunks and IEND, with their CRCs) around it.
#include "fb_png.h"
#include "fb_deflate.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *message;
    uint8_t *stream;  // freed after a longjmp, so not a local (setjmp may not preserve it)
    uint8_t *out;
    size_t out_size;
    size_t out_capacity;
    int out_of_memory;
} fb_rows_context;

static void fb_rows_error(png_structp png, png_const_charp message) {
    fb_rows_context *ctx = (fb_rows_context *)png_get_error_ptr(png);
    strncpy(ctx->message, message, 255);
    ctx->message[255] = 0;
    png_longjmp(png, 1);
}

static void fb_rows_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void fb_rows_write(png_structp png, png_bytep data, png_size_t length) {
    fb_rows_context *ctx = (fb_rows_context *)png_get_io_ptr(png);
    if (ctx->out_capacity - ctx->out_size < length) {
        size_t capacity = ctx->out_capacity ? ctx->out_capacity : 4096;
        while (capacity - ctx->out_size < length) capacity *= 2;
        uint8_t *grown = realloc(ctx->out, capacity);
        if (!grown) {
            ctx->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        ctx->out = grown;
        ctx->out_capacity = capacity;
    }
    memcpy(ctx->out + ctx->out_size, data, length);
    ctx->out_size += length;
}

static void fb_rows_flush(png_structp png) { (void)png; }

static inline int fb_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

// Filters one row of n bytes with PNG filter `type` (0 none … 4 Paeth); `prev` is the row above
// (zeros for the first row). Writes the type byte then n bytes.
static void fb_filter_row(int type, const uint8_t *cur, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    out[0] = (uint8_t)type;
    out++;
    switch (type) {
    case 0:
        memcpy(out, cur, n);
        break;
    case 1:
        for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - (i >= bpp ? cur[i - bpp] : 0));
        break;
    case 2:
        for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        break;
    case 3:
        for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - (((i >= bpp ? cur[i - bpp] : 0) + prev[i]) >> 1));
        break;
    default:
        for (size_t i = 0; i < n; i++) {
            int a = i >= bpp ? cur[i - bpp] : 0, c = i >= bpp ? prev[i - bpp] : 0;
            out[i] = (uint8_t)(cur[i] - fb_paeth(a, prev[i], c));
        }
        break;
    }
}

// libpng's heuristic for its adaptive choice: the sum of the filtered bytes read as signed.
static uint64_t fb_row_cost(const uint8_t *row, size_t n) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += row[i] < 128 ? row[i] : 256 - row[i];
    return sum;
}

// Straight-alpha RGBA (or RGB when `bpp` is 3) of one premultiplied row: c = round(p · 255 / a).
static void fb_unpremultiply_row(const uint8_t *rgba, uint32_t width, size_t bpp, uint8_t *row) {
    for (uint32_t x = 0; x < width; x++, rgba += 4, row += bpp) {
        uint32_t a = rgba[3];
        if (a == 255 || bpp == 3) {
            row[0] = rgba[0];
            row[1] = rgba[1];
            row[2] = rgba[2];
        } else {
            for (int c = 0; c < 3; c++) {
                uint32_t v = a == 0 ? 0 : (rgba[c] * 255 + a / 2) / a;
                row[c] = (uint8_t)(v > 255 ? 255 : v);
            }
        }
        if (bpp == 4) row[3] = (uint8_t)a;
    }
}

static inline uint32_t fb_word(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

// Whether every alpha is 255: the AND of all pixels as words has 0xFF in the alpha byte
// (which byte that is depends on the machine's byte order, so it is found from a pattern).
static int fb_all_opaque(const uint8_t *rgba, size_t pixels) {
    static const uint8_t alpha_pattern[4] = {0, 0, 0, 0xFF};
    uint32_t alpha = fb_word(alpha_pattern), all = 0xFFFFFFFFu;
    for (size_t i = 0; i < pixels; i++) all &= fb_word(rgba + 4 * i);
    return (all & alpha) == alpha;
}

fb_png_encoded fb_png_encode_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int filter,
                                  int opaque_as_rgb) {
    fb_png_encoded result;
    memset(&result, 0, sizeof result);
    fb_rows_context ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.message = result.message;

    int rgb = opaque_as_rgb && fb_all_opaque(rgba, (size_t)width * height);
    size_t bpp = rgb ? 3 : 4, n = (size_t)width * bpp, row_bytes = n + 1;
    uint8_t *filtered = malloc(row_bytes * height + 1);
    uint8_t *rows = calloc(2, n);
    uint8_t *trial = filter < 0 ? malloc(5 * row_bytes) : NULL;
    if (!filtered || !rows || (filter < 0 && !trial)) {
        free(filtered);
        free(rows);
        free(trial);
        result.status = FB_PNG_NO_MEMORY;
        return result;
    }
    uint8_t *prev = rows, *cur = rows + n;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *out = filtered + (size_t)y * row_bytes;
        if (rgb && filter == 2) {
            // The animation-frame case in one pass: opaque pixels need no division, and Up
            // subtracts the same channel of the pixel above.
            // A pixel at a time as a word: four byte-wise differences without borrows between
            // bytes, stored as 4 bytes 3 apart (the 4th is overwritten by the next pixel, or
            // lands on the next row's filter byte, written later, or on the spare last byte).
            const uint8_t *here = rgba + (size_t)y * width * 4;
            const uint8_t *above = y ? here - (size_t)width * 4 : here;
            uint32_t keep = y ? 0xFFFFFFFFu : 0;  // the first row's "above" is zeros
            out[0] = 2;
            for (uint32_t x = 0; x < width; x++) {
                uint32_t a = fb_word(here + 4 * x), b = fb_word(above + 4 * x) & keep;
                uint32_t d = ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
                memcpy(out + 1 + 3 * x, &d, 4);
            }
            continue;
        }
        fb_unpremultiply_row(rgba + (size_t)y * width * 4, width, bpp, cur);
        if (filter >= 0) {
            fb_filter_row(filter, cur, prev, n, bpp, out);
        } else {
            int best = 0;
            uint64_t best_cost = UINT64_MAX;
            for (int type = 0; type < 5; type++) {
                fb_filter_row(type, cur, prev, n, bpp, trial + type * row_bytes);
                uint64_t cost = fb_row_cost(trial + type * row_bytes + 1, n);
                if (cost < best_cost) { best_cost = cost; best = type; }
            }
            memcpy(out, trial + best * row_bytes, row_bytes);
        }
        uint8_t *t = prev;
        prev = cur;
        cur = t;
    }
    free(rows);
    free(trial);
    size_t stream_size = 0;
    ctx.stream = fb_deflate_rows(filtered, row_bytes * height, bpp, row_bytes, &stream_size);
    free(filtered);
    if (!ctx.stream) {
        result.status = FB_PNG_NO_MEMORY;
        return result;
    }

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, fb_rows_error, fb_rows_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, NULL);
        free(ctx.stream);
        result.status = FB_PNG_NO_MEMORY;
        return result;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(ctx.stream);
        free(ctx.out);
        result.status = ctx.out_of_memory ? FB_PNG_NO_MEMORY : FB_PNG_CORRUPT;
        return result;
    }
    // One allocation for the whole file: 8 signature, 25 IHDR, 12 per IDAT chunk and 12 IEND.
    const size_t chunk = 1 << 20;
    ctx.out_capacity = stream_size + 12 * (stream_size / chunk + 1) + 64;
    ctx.out = malloc(ctx.out_capacity);
    if (!ctx.out) {
        ctx.out_of_memory = 1;
        png_error(png, "out of memory");
    }
    png_set_write_fn(png, &ctx, fb_rows_write, fb_rows_flush);
    png_set_IHDR(png, info, width, height, 8, rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (size_t offset = 0; offset < stream_size; offset += chunk) {
        size_t length = stream_size - offset < chunk ? stream_size - offset : chunk;
        png_write_chunk(png, (png_const_bytep) "IDAT", ctx.stream + offset, length);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    free(ctx.stream);
    result.status = FB_PNG_OK;
    result.data = ctx.out;
    result.size = ctx.out_size;
    return result;
}
