// Huffman code lengths and canonical codes for fb_deflate's dynamic blocks.
#include "fb_huffman.h"

// Huffman code lengths for freq[0…n), none longer than `limit` bits, 0 for unused symbols.
// At least two symbols get a code, so every tree is complete (what every inflater accepts).
void fb_code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    int sym[FB_HUFFMAN_MAX_SYMBOLS];
    int m = 0;
    for (int i = 0; i < n; i++) {
        lengths[i] = 0;
        if (freq[i]) sym[m++] = i;
    }
    if (m < 2) {
        int other = (m == 1 && sym[0] == 0) ? 1 : 0;
        if (m == 0) sym[0] = 1;
        lengths[sym[0]] = 1;
        lengths[other] = 1;
        return;
    }
    // Ascending frequency, ties by symbol (insertion sort: at most 286 symbols, deterministic).
    for (int i = 1; i < m; i++) {
        int s = sym[i], j = i;
        while (j > 0 && freq[sym[j - 1]] > freq[s]) { sym[j] = sym[j - 1]; j--; }
        sym[j] = s;
    }
    // Two-queue Huffman: leaves 0…m-1 in order, internal nodes m… created in ascending weight.
    uint32_t weight[2 * FB_HUFFMAN_MAX_SYMBOLS];
    int parent[2 * FB_HUFFMAN_MAX_SYMBOLS];
    int depth[2 * FB_HUFFMAN_MAX_SYMBOLS];
    for (int i = 0; i < m; i++) weight[i] = freq[sym[i]];
    int leaf = 0, node = m, next = m;
    for (int k = 0; k < m - 1; k++) {
        int pick[2];
        for (int t = 0; t < 2; t++)
            pick[t] = (leaf < m && (node >= next || weight[leaf] <= weight[node])) ? leaf++ : node++;
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = next;
        next++;
    }
    depth[next - 1] = 0;
    for (int k = next - 2; k >= 0; k--) depth[k] = depth[parent[k]] + 1;
    // Count leaves per length, clamping to the limit, then restore the Kraft sum: each step
    // drops one code from the longest length and splits a shorter one into two one bit longer.
    int count[16] = {0};
    for (int i = 0; i < m; i++) count[depth[i] > limit ? limit : depth[i]]++;
    uint32_t total = 0;
    for (int l = 1; l <= limit; l++) total += (uint32_t)count[l] << (limit - l);
    while (total > (1u << limit)) {
        count[limit]--;
        for (int l = limit - 1; l > 0; l--) {
            if (count[l]) {
                count[l]--;
                count[l + 1] += 2;
                break;
            }
        }
        total--;
    }
    // The least frequent symbols get the longest codes.
    int k = 0;
    for (int l = limit; l >= 1; l--)
        for (int c = count[l]; c > 0; c--) lengths[sym[k++]] = (uint8_t)l;
}

// Canonical codes (RFC 1951 3.2.2), bit-reversed for the LSB-first writer.
void fb_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = {0}, next[16];
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int l = 1; l < 16; l++) {
        code = (uint16_t)((code + count[l - 1]) << 1);
        next[l] = code;
    }
    for (int i = 0; i < n; i++) {
        int l = lengths[i];
        if (!l) { codes[i] = 0; continue; }
        uint16_t c = next[l]++, r = 0;
        for (int b = 0; b < l; b++) r = (uint16_t)(r << 1 | ((c >> b) & 1));
        codes[i] = r;
    }
}

