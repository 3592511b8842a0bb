// PNG frames compressed by fb_deflate instead of zlib: the rows are filtered here, the zlib
// stream comes from fb_deflate_rows, and libpng writes the container (signature, IHDR, the IDAT
// chunks and IEND, with their CRCs) around it.
#include "fb_png.h"
#include "fb_deflate.h"
#include "fb_png_common.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *stream;  // freed after a longjmp, so not a local (setjmp may not preserve it)
    fb_png_output output;
} fb_rows_context;

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

fb_png_encoded fb_png_encode_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int filter,
                                  int opaque_as_rgb) {
    fb_png_encoded result;
    memset(&result, 0, sizeof result);
    fb_rows_context ctx;
    memset(&ctx, 0, sizeof ctx);

    int rgb = opaque_as_rgb && fb_png_all_opaque(rgba, (size_t)width * height);
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
                uint32_t a = fb_png_word(here + 4 * x), b = fb_png_word(above + 4 * x) & keep;
                uint32_t d = ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
                memcpy(out + 1 + 3 * x, &d, 4);
            }
            continue;
        }
        fb_png_unpremultiply_row(rgba + (size_t)y * width * 4, width, bpp, cur);
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

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, result.message, fb_png_error, fb_png_warning);
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
        free(ctx.output.data);
        result.status = ctx.output.out_of_memory ? FB_PNG_NO_MEMORY : FB_PNG_CORRUPT;
        return result;
    }
    // One allocation for the whole file: 8 signature, 25 IHDR, 12 per IDAT chunk and 12 IEND.
    const size_t chunk = 1 << 20;
    ctx.output.capacity = stream_size + 12 * (stream_size / chunk + 1) + 64;
    ctx.output.data = malloc(ctx.output.capacity);
    if (!ctx.output.data) {
        ctx.output.out_of_memory = 1;
        png_error(png, "out of memory");
    }
    png_set_write_fn(png, &ctx.output, fb_png_output_write, fb_png_output_flush);
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
    result.data = ctx.output.data;
    result.size = ctx.output.size;
    return result;
}
