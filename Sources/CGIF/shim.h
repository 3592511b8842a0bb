// giflib 5.2 (Debian: libgif-dev). Debian ships no pkg-config file for it, so the module map
// links "gif" directly.
#include <gif_lib.h>
