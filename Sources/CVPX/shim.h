// libvpx 1.12 (Debian: libvpx-dev, BSD licence): the VP9 encoder and decoder. Swift cannot call
// libvpx's variadic control function nor expand its init macros, so these inline wrappers do.
#include <vpx/vpx_encoder.h>
#include <vpx/vpx_decoder.h>
#include <vpx/vp8cx.h>
#include <vpx/vp8dx.h>

static inline vpx_codec_err_t fb_vpx_enc_init(vpx_codec_ctx_t *ctx, const vpx_codec_enc_cfg_t *cfg) {
    return vpx_codec_enc_init(ctx, vpx_codec_vp9_cx(), cfg, 0);
}

static inline vpx_codec_err_t fb_vpx_dec_init(vpx_codec_ctx_t *ctx, unsigned int threads) {
    vpx_codec_dec_cfg_t cfg = {threads, 0, 0};
    return vpx_codec_dec_init(ctx, vpx_codec_vp9_dx(), &cfg, 0);
}

static inline vpx_codec_err_t fb_vpx_control_int(vpx_codec_ctx_t *ctx, int id, int value) {
    return vpx_codec_control_(ctx, id, value);
}

static inline vpx_codec_err_t fb_vpx_dec_init_vp8(vpx_codec_ctx_t *ctx, unsigned int threads) {
    vpx_codec_dec_cfg_t cfg = {threads, 0, 0};
    return vpx_codec_dec_init(ctx, vpx_codec_vp8_dx(), &cfg, 0);
}
