// libpng 1.6 as a Swift-visible module. Swift code never calls libpng directly: it goes through
// CPNGShim, whose C functions own every setjmp so that a libpng error never unwinds Swift frames.
#include <png.h>
