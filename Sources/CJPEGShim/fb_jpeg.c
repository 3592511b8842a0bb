#include "fb_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int truncated;
} fb_error_mgr;

static void fb_error_exit(j_common_ptr info) {
    fb_error_mgr *err = (fb_error_mgr *)info->err;
    longjmp(err->jump, 1);
}

static void fb_emit_message(j_common_ptr info, int level) {
    fb_error_mgr *err = (fb_error_mgr *)info->err;
    // A warning (level -1) about data that ends early: libjpeg fills the rest with grey; Flipbook
    // reports the file as truncated instead.
    if (level < 0 && err->base.msg_code == JWRN_JPEG_EOF) err->truncated = 1;
}

static void fb_output_message(j_common_ptr info) { (void)info; }

fb_jpeg_decoded fb_jpeg_decode(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels) {
    fb_jpeg_decoded result;
    memset(&result, 0, sizeof result);
    struct jpeg_decompress_struct info;
    fb_error_mgr err;
    memset(&info, 0, sizeof info);
    memset(&err, 0, sizeof err);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = fb_error_exit;
    err.base.emit_message = fb_emit_message;
    err.base.output_message = fb_output_message;
    uint8_t *volatile pixels = NULL;
    JSAMPLE *volatile row = NULL;
    if (setjmp(err.jump)) {
        err.base.format_message((j_common_ptr)&info, result.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        result.pixels = NULL;
        result.status = err.truncated ? FB_JPEG_TRUNCATED : FB_JPEG_CORRUPT;
        return result;
    }
    if (size == 0 || data == NULL) {
        result.status = FB_JPEG_TRUNCATED;
        snprintf(result.message, sizeof result.message, "no data");
        return result;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    result.width = info.image_width;
    result.height = info.image_height;
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > max_side || info.image_height > max_side
        || (uint64_t)info.image_width * (uint64_t)info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        result.status = FB_JPEG_TOO_LARGE;
        return result;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&info);
    size_t width = info.output_width, height = info.output_height;
    int components = info.output_components;
    pixels = malloc(width * height * 4);
    row = malloc(width * (size_t)components);
    if (pixels == NULL || row == NULL) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        result.status = FB_JPEG_NO_MEMORY;
        return result;
    }
    while (info.output_scanline < info.output_height) {
        size_t y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
        uint8_t *out = pixels + y * width * 4;
        for (size_t x = 0; x < width; x++) {
            if (cmyk) {
                // Adobe's CMYK JPEGs are stored inverted: the samples are 255 − ink.
                unsigned k = row[x * 4 + 3];
                out[x * 4 + 0] = (uint8_t)((row[x * 4 + 0] * k + 127) / 255);
                out[x * 4 + 1] = (uint8_t)((row[x * 4 + 1] * k + 127) / 255);
                out[x * 4 + 2] = (uint8_t)((row[x * 4 + 2] * k + 127) / 255);
            } else {
                out[x * 4 + 0] = row[x * 3 + 0];
                out[x * 4 + 1] = row[x * 3 + 1];
                out[x * 4 + 2] = row[x * 3 + 2];
            }
            out[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    if (err.truncated) {
        free(pixels);
        result.status = FB_JPEG_TRUNCATED;
        snprintf(result.message, sizeof result.message, "the data ends before the image does");
        return result;
    }
    result.width = (uint32_t)width;
    result.height = (uint32_t)height;
    result.pixels = pixels;
    result.status = FB_JPEG_OK;
    return result;
}

void fb_jpeg_free(uint8_t *pixels) { free(pixels); }
