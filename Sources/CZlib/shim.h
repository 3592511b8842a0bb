// zlib as a Swift-visible module, for the inflate of PDF streams (FlateDecode). The PNG codec
// reaches zlib through its C shim instead.
#include <zlib.h>
