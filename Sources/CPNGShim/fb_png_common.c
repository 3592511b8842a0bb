// See fb_png_common.h.
#include "fb_png_common.h"

#include <stdlib.h>
#include <string.h>

void fb_png_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    strncpy(buffer, message, 255);
    buffer[255] = 0;
    png_longjmp(png, 1);
}

void fb_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

void fb_png_output_write(png_structp png, png_bytep data, png_size_t length) {
    fb_png_output *out = (fb_png_output *)png_get_io_ptr(png);
    if (out->capacity - out->size < length) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (capacity - out->size < length) capacity *= 2;
        uint8_t *grown = realloc(out->data, capacity);
        if (!grown) {
            out->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
}

void fb_png_output_flush(png_structp png) { (void)png; }

// The AND of all pixels as words has 0xFF in the alpha byte (which byte that is depends on the
// machine's byte order, so it is found from a pattern).
int fb_png_all_opaque(const uint8_t *rgba, size_t pixels) {
    static const uint8_t alpha_pattern[4] = {0, 0, 0, 0xFF};
    uint32_t alpha = fb_png_word(alpha_pattern), all = 0xFFFFFFFFu;
    for (size_t i = 0; i < pixels; i++) all &= fb_png_word(rgba + 4 * i);
    return (all & alpha) == alpha;
}

void fb_png_unpremultiply_row(const uint8_t *rgba, uint32_t width, size_t bpp, uint8_t *row) {
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
