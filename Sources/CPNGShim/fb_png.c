// libpng behind setjmp: see include/fb_png.h for why this file exists.
#include "fb_png.h"
#include "fb_png_check.h"
#include "fb_png_common.h"
#include "fb_png_fast.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// State shared with libpng's callbacks. Pointers that must be freed after a longjmp live here
// rather than in locals, which setjmp may not preserve.
typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    int truncated;
    uint8_t *pixels;
    png_bytep *rows;
    int out_of_memory;
    fb_png_output output;
} fb_context;

static void fb_read(png_structp png, png_bytep data, png_size_t length) {
    fb_context *ctx = (fb_context *)png_get_io_ptr(png);
    if (ctx->count - ctx->offset < length) {
        ctx->truncated = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(data, ctx->bytes + ctx->offset, length);
    ctx->offset += length;
}

// round(c · a / 255) exactly, for c, a in 0…255.
static inline uint8_t fb_premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 128;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

fb_png_decoded fb_png_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels) {
    fb_png_decoded result;
    memset(&result, 0, sizeof result);
    fb_context ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.bytes = bytes;
    ctx.count = count;

    if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        result.status = count < 8 ? FB_PNG_TRUNCATED : FB_PNG_CORRUPT;
        strcpy(result.message, "not a PNG file (bad signature)");
        return result;
    }
    // The PNGs Flipbook writes (and most others) take the fast path: inflated once with
    // libdeflate instead of twice with zlib (the check below, then libpng). Anything else, and
    // every damaged file, goes through the check and libpng, which give the same pixels and the
    // messages.
    uint32_t fast_width = 0, fast_height = 0;
    uint8_t *fast = fb_png_decode_plain(bytes, count, max_side, max_pixels, &fast_width, &fast_height);
    if (fast) {
        result.status = FB_PNG_OK;
        result.width = fast_width;
        result.height = fast_height;
        result.pixels = fast;
        return result;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, result.message, fb_png_error, fb_png_warning);
    if (!png) { result.status = FB_PNG_NO_MEMORY; return result; }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        result.status = FB_PNG_NO_MEMORY;
        return result;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(ctx.rows);
        free(ctx.pixels);
        result.status = ctx.out_of_memory ? FB_PNG_NO_MEMORY : (ctx.truncated ? FB_PNG_TRUNCATED : FB_PNG_CORRUPT);
        return result;
    }
    png_set_read_fn(png, &ctx, fb_read);
    // Our own limits are checked below with the real size in hand; lift libpng's so it does not
    // reject first with a less useful message.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    // libpng allocates some ancillary chunks (eXIf, text, colour profiles) at the length their
    // header declares before reading them, so 100 bytes declaring a 1 GB chunk made it allocate
    // 1 GB. The decoder uses no ancillary chunk but tRNS (no gamma, no profile, no metadata):
    // every other one is treated as unknown and skipped, read and discarded a buffer at a time.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, (png_const_bytep)"tRNS", 1);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if (width > max_side || height > max_side || (uint64_t)width * height > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        result.status = FB_PNG_TOO_LARGE;
        result.width = width;
        result.height = height;
        return result;
    }

    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    // Every CRC and the Adler-32 checked, and the image data inflated once within the declared
    // size (fb_png_check.h), before libpng inflates it into pixels.
    uint64_t expected = fb_png_filtered_size(width, height, bit_depth, color_type,
                                             png_get_interlace_type(png, info) != PNG_INTERLACE_NONE);
    int checked = fb_png_check_stream(bytes, count, expected, result.message);
    if (checked != FB_PNG_OK) {
        png_destroy_read_struct(&png, &info, NULL);
        result.status = (fb_png_status)checked;
        return result;
    }
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    // Scale (not strip) 16-bit samples: round(v · 255 / 65535). No png_set_gamma call is made, so
    // samples are never gamma-converted whatever gAMA/sRGB chunks say.
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);  // no-op when the image already has alpha
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unsupported pixel layout");

    ctx.pixels = malloc((size_t)width * height * 4 + 1);
    ctx.rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!ctx.pixels || !ctx.rows) {
        ctx.out_of_memory = 1;
        png_error(png, "out of memory");
    }
    for (png_uint_32 y = 0; y < height; y++) ctx.rows[y] = ctx.pixels + (size_t)y * width * 4;
    png_read_image(png, ctx.rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(ctx.rows);

    size_t n = (size_t)width * height * 4;
    for (size_t i = 0; i < n; i += 4) {
        uint32_t a = ctx.pixels[i + 3];
        if (a == 255) continue;
        ctx.pixels[i] = fb_premultiply(ctx.pixels[i], a);
        ctx.pixels[i + 1] = fb_premultiply(ctx.pixels[i + 1], a);
        ctx.pixels[i + 2] = fb_premultiply(ctx.pixels[i + 2], a);
    }
    result.status = FB_PNG_OK;
    result.width = width;
    result.height = height;
    result.pixels = ctx.pixels;
    return result;
}

fb_png_encoded fb_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int level,
                             int filters, int strategy, int opaque_as_rgb) {
    fb_png_encoded result;
    memset(&result, 0, sizeof result);
    fb_context ctx;
    memset(&ctx, 0, sizeof ctx);

    size_t n = (size_t)width * height * 4;
    int rgb = opaque_as_rgb && fb_png_all_opaque(rgba, (size_t)width * height);
    size_t bpp = rgb ? 3 : 4;
    ctx.pixels = malloc(n + 1);
    ctx.rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!ctx.pixels || !ctx.rows) {
        free(ctx.pixels);
        free(ctx.rows);
        result.status = FB_PNG_NO_MEMORY;
        return result;
    }
    for (uint32_t y = 0; y < height; y++)
        fb_png_unpremultiply_row(rgba + (size_t)y * width * 4, width, bpp, ctx.pixels + (size_t)y * width * bpp);
    for (uint32_t y = 0; y < height; y++) ctx.rows[y] = ctx.pixels + (size_t)y * width * bpp;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, result.message, fb_png_error, fb_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, NULL);
        free(ctx.pixels);
        free(ctx.rows);
        result.status = FB_PNG_NO_MEMORY;
        return result;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(ctx.pixels);
        free(ctx.rows);
        free(ctx.output.data);
        result.status = ctx.output.out_of_memory ? FB_PNG_NO_MEMORY : FB_PNG_CORRUPT;
        return result;
    }
    png_set_write_fn(png, &ctx.output, fb_png_output_write, fb_png_output_flush);
    png_set_compression_level(png, level < 0 ? 0 : (level > 9 ? 9 : level));
    if (filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    if (strategy >= 0) png_set_compression_strategy(png, strategy);
    png_set_IHDR(png, info, width, height, 8, rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_write_image(png, ctx.rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(ctx.pixels);
    free(ctx.rows);
    result.status = FB_PNG_OK;
    result.data = ctx.output.data;
    result.size = ctx.output.size;
    return result;
}

void fb_png_free(void *pointer) { free(pointer); }
