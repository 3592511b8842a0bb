// libwebp 1.2 (Debian: libwebp-dev): the encoder, the animation encoder (libwebpmux) and the
// animation decoder (libwebpdemux). Three libraries with three pkg-config files, so the module
// map links them directly.
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
