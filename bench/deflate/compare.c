// Flipbook's PNG deflate (`--png-compression fast`) against libdeflate and zlib on the same
// Up-filtered rows: compressed bytes and CPU time, and libdeflate's and zlib's Adler-32.
// Build and run with bench/deflate/run.sh; the inputs are frames written by prepare.py.
#include "fb_deflate.h"

#include <libdeflate.h>
#include <zlib.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    uint8_t *rows;
    size_t size, row_bytes;
} frame;

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

enum { runs = 3 };

typedef size_t (*compressor)(const frame *f, int level, uint8_t *out, size_t capacity);

static size_t with_flipbook(const frame *f, int level, uint8_t *out, size_t capacity) {
    (void)level;
    size_t size = 0;
    uint8_t *stream = fb_deflate_rows(f->rows, f->size, 3, f->row_bytes, &size);
    if (stream == NULL || size > capacity) exit(2);
    memcpy(out, stream, size);
    free(stream);
    return size;
}

static struct libdeflate_compressor *deflaters[13];

static size_t with_libdeflate(const frame *f, int level, uint8_t *out, size_t capacity) {
    size_t size = libdeflate_zlib_compress(deflaters[level], f->rows, f->size, out, capacity);
    if (size == 0) exit(3);
    return size;
}

static size_t with_zlib(const frame *f, int level, uint8_t *out, size_t capacity) {
    uLongf size = capacity;
    if (compress2(out, &size, f->rows, f->size, level) != Z_OK) exit(4);
    return size;
}

// Median CPU seconds over `runs` passes over every frame, and the bytes of one pass.
static void measure(const char *name, compressor c, int level, const frame *frames, size_t count, size_t raw) {
    size_t capacity = 0;
    for (size_t i = 0; i < count; i++)
        if (frames[i].size > capacity) capacity = frames[i].size;
    capacity = capacity + capacity / 8 + 1024;
    uint8_t *out = malloc(capacity);
    double seconds[runs];
    size_t bytes = 0;
    for (int r = 0; r < runs; r++) {
        bytes = 0;
        double start = cpu_seconds();
        for (size_t i = 0; i < count; i++) bytes += c(&frames[i], level, out, capacity);
        seconds[r] = cpu_seconds() - start;
    }
    qsort(seconds, runs, sizeof seconds[0], compare_doubles);
    printf("%-14s %2d  %12zu bytes  %6.2f %% of raw  %8.1f ms  %7.1f MB/s\n", name, level, bytes,
           100.0 * (double)bytes / (double)raw, seconds[runs / 2] * 1e3, (double)raw / seconds[runs / 2] / 1e6);
    free(out);
}

typedef uint32_t (*checksum)(const frame *f);
static uint32_t adler_libdeflate(const frame *f) { return libdeflate_adler32(1, f->rows, f->size); }
static uint32_t adler_zlib(const frame *f) { return (uint32_t)adler32(1, f->rows, (uInt)f->size); }

static void measure_checksum(const char *name, checksum c, const frame *frames, size_t count, size_t raw) {
    double seconds[runs];
    uint32_t mix = 0;
    for (int r = 0; r < runs; r++) {
        double start = cpu_seconds();
        for (int k = 0; k < 10; k++)
            for (size_t i = 0; i < count; i++) mix += c(&frames[i]);
        seconds[r] = (cpu_seconds() - start) / 10;
    }
    qsort(seconds, runs, sizeof seconds[0], compare_doubles);
    printf("adler32 %-10s %8.2f ms  %7.2f GB/s  (sum %08x)\n", name, seconds[runs / 2] * 1e3,
           (double)raw / seconds[runs / 2] / 1e9, mix);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: compare FRAME.up …  (each with FRAME.dim beside it)\n");
        return 64;
    }
    size_t count = (size_t)argc - 1, raw = 0;
    frame *frames = calloc(count, sizeof *frames);
    for (size_t i = 0; i < count; i++) {
        const char *path = argv[i + 1];
        char dim[4096];
        snprintf(dim, sizeof dim, "%.*s.dim", (int)(strlen(path) - 3), path);
        unsigned width = 0, height = 0;
        FILE *d = fopen(dim, "r");
        if (d == NULL || fscanf(d, "%u %u", &width, &height) != 2) return 66;
        fclose(d);
        FILE *f = fopen(path, "rb");
        if (f == NULL) return 66;
        frames[i].row_bytes = (size_t)width * 3 + 1;
        frames[i].size = frames[i].row_bytes * height;
        frames[i].rows = malloc(frames[i].size);
        if (fread(frames[i].rows, 1, frames[i].size, f) != frames[i].size) return 65;
        fclose(f);
        raw += frames[i].size;
    }
    for (int level = 1; level <= 12; level++) deflaters[level] = libdeflate_alloc_compressor(level);
    printf("%zu frames, %zu bytes of Up-filtered RGB rows; median CPU of %d runs\n", count, raw, runs);
    measure("flipbook", with_flipbook, 0, frames, count, raw);
    int libdeflate_levels[] = {1, 3, 6, 9, 12};
    for (size_t i = 0; i < sizeof libdeflate_levels / sizeof libdeflate_levels[0]; i++)
        measure("libdeflate", with_libdeflate, libdeflate_levels[i], frames, count, raw);
    measure("zlib", with_zlib, 1, frames, count, raw);
    measure("zlib", with_zlib, 6, frames, count, raw);
    measure_checksum("libdeflate", adler_libdeflate, frames, count, raw);
    measure_checksum("zlib", adler_zlib, frames, count, raw);
    return 0;
}
