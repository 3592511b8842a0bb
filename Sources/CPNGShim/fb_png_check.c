// The PNG datastream check that runs before libpng decodes the pixels: every chunk's CRC, and
// the image data inflated once with zlib, bounded by the size the header declares. See
// fb_png_check.h.
#include "fb_png_check.h"

#include <stdio.h>
#include <string.h>
#include <zlib.h>

static uint32_t fb_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

// Bytes of one filtered row of `width` pixels at `bits` bits per pixel, filter-type byte included.
static uint64_t fb_row_bytes(uint64_t width, uint64_t bits) {
    return width == 0 ? 0 : 1 + (width * bits + 7) / 8;
}

uint64_t fb_png_filtered_size(uint32_t width, uint32_t height, int bit_depth, int color_type, int interlaced) {
    uint64_t channels;
    switch (color_type) {
    case 0: channels = 1; break;   // grey
    case 2: channels = 3; break;   // RGB
    case 3: channels = 1; break;   // palette
    case 4: channels = 2; break;   // grey + alpha
    case 6: channels = 4; break;   // RGBA
    default: return 0;
    }
    uint64_t bits = channels * (uint64_t)bit_depth;
    if (!interlaced) return (uint64_t)height * fb_row_bytes(width, bits);
    // Adam7: the seven passes' starting column/row and steps.
    static const int xs[7] = {0, 4, 0, 2, 0, 1, 0}, ys[7] = {0, 0, 4, 0, 2, 0, 1};
    static const int dx[7] = {8, 8, 4, 4, 2, 2, 1}, dy[7] = {8, 8, 8, 4, 4, 2, 2};
    uint64_t total = 0;
    for (int p = 0; p < 7; p++) {
        uint64_t w = width > (uint32_t)xs[p] ? (width - xs[p] + dx[p] - 1) / dx[p] : 0;
        uint64_t h = height > (uint32_t)ys[p] ? (height - ys[p] + dy[p] - 1) / dy[p] : 0;
        if (w && h) total += h * fb_row_bytes(w, bits);
    }
    return total;
}

static int fb_fail(char message[256], int status, const char *text) {
    snprintf(message, 256, "%s", text);
    return status;
}

int fb_png_check_stream(const uint8_t *bytes, size_t count, uint64_t expected, char message[256]) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return fb_fail(message, FB_PNG_NO_MEMORY, "out of memory");
    uint8_t scratch[1 << 15];
    uint64_t produced = 0;
    int ended = 0, seen_iend = 0, status = FB_PNG_OK;
    size_t pos = 8;
    while (pos < count) {
        if (count - pos < 12) { status = fb_fail(message, FB_PNG_TRUNCATED, "the data ends inside a chunk"); break; }
        uint32_t length = fb_be32(bytes + pos);
        const uint8_t *type = bytes + pos + 4;
        if (length > 0x7FFFFFFFu) { status = fb_fail(message, FB_PNG_BAD_STREAM, "a chunk length above 2^31 - 1"); break; }
        if (count - pos - 12 < length) { status = fb_fail(message, FB_PNG_TRUNCATED, "the data ends inside a chunk"); break; }
        const uint8_t *data = type + 4;
        uint32_t stored = fb_be32(data + length);
        // zlib's crc32 takes a uInt length; a chunk is at most 2^31 - 1 bytes, which fits.
        uint32_t crc = (uint32_t)crc32(crc32(0L, Z_NULL, 0), type, (uInt)length + 4);
        if (crc != stored) {
            char text[96];
            int printable = 1;
            for (int i = 0; i < 4; i++) printable &= (type[i] >= 'A' && type[i] <= 'Z') || (type[i] >= 'a' && type[i] <= 'z');
            snprintf(text, sizeof text, "chunk %.4s: CRC error (the bytes were changed after writing)", printable ? (const char *)type : "????");
            status = fb_fail(message, FB_PNG_BAD_STREAM, text);
            break;
        }
        pos += 12 + (size_t)length;
        if (memcmp(type, "IEND", 4) == 0) { seen_iend = 1; break; }
        if (memcmp(type, "IDAT", 4) != 0) continue;
        if (ended) {
            if (length == 0) continue;  // empty IDAT chunks after the stream: harmless
            status = fb_fail(message, FB_PNG_BAD_STREAM, "image data after the end of the compressed stream");
            break;
        }
        z.next_in = (Bytef *)data;
        z.avail_in = length;
        while (z.avail_in > 0 && status == FB_PNG_OK) {
            // At most one byte beyond the declared image: enough to tell that there is more.
            uint64_t room = expected + 1 - produced;
            z.next_out = scratch;
            z.avail_out = (uInt)(room < sizeof scratch ? room : sizeof scratch);
            uInt before = z.avail_out, before_in = z.avail_in;
            int ret = inflate(&z, Z_NO_FLUSH);
            if (ret == Z_BUF_ERROR && z.avail_in == before_in && z.avail_out == before) {
                status = fb_fail(message, FB_PNG_BAD_STREAM, "the compressed image data is damaged (no progress)");
                break;
            }
            produced += before - z.avail_out;
            if (produced > expected) {
                status = fb_fail(message, FB_PNG_BAD_STREAM, "the compressed image data holds more than the image the header declares");
            } else if (ret == Z_STREAM_END) {
                ended = 1;
                if (z.avail_in > 0) status = fb_fail(message, FB_PNG_BAD_STREAM, "image data after the end of the compressed stream");
                break;
            } else if (ret == Z_NEED_DICT) {
                status = fb_fail(message, FB_PNG_BAD_STREAM, "the compressed image data asks for a preset dictionary");
            } else if (ret == Z_MEM_ERROR) {
                status = fb_fail(message, FB_PNG_NO_MEMORY, "out of memory");
            } else if (ret != Z_OK && ret != Z_BUF_ERROR) {
                char text[160];
                snprintf(text, sizeof text, "the compressed image data is damaged (zlib: %s)", z.msg ? z.msg : "data error");
                status = fb_fail(message, FB_PNG_BAD_STREAM, text);
            }
        }
        if (status != FB_PNG_OK) break;
    }
    inflateEnd(&z);
    if (status != FB_PNG_OK) return status;
    if (!ended) {
        if (!seen_iend) return fb_fail(message, FB_PNG_TRUNCATED, "the data ends before the image does");
        return fb_fail(message, FB_PNG_BAD_STREAM, "the compressed image data ends before the image does (no end of stream)");
    }
    if (produced < expected) return fb_fail(message, FB_PNG_BAD_STREAM, "Not enough image data: the compressed stream ends before the image does");
    if (!seen_iend) return fb_fail(message, FB_PNG_TRUNCATED, "the data ends before the IEND chunk");
    return FB_PNG_OK;
}
